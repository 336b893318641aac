"""eraboard: the rules layer (pure Python; imports only the standard library and board/).

`apply(state, action) -> Transition(state, events)` is the whole API (ARCHITECTURE.md §3).
"""

from rules.actions import *  # noqa: F403
from rules.dice import Code, Die, DieKind, Face, StatusSide
from rules.engine import Transition, apply, legal_actions
from rules.errors import DataFileError, IllegalAction, InvariantError
from rules.events import *  # noqa: F403
from rules.invariants import check_invariants
from rules.places import Place, Zone, locate
from rules.setup import ScenarioError, demo_state, load_scenario
from rules.state import (
    ACTIVE_SLOTS,
    TRACK_SIZE,
    Adventurer,
    AttributeRow,
    Difficulty,
    GameState,
    LockpickCheck,
    LockpickStage,
    Supply,
)

__all__ = [
    "ACTIVE_SLOTS",
    "TRACK_SIZE",
    "Adventurer",
    "AttributeRow",
    "Code",
    "DataFileError",
    "Die",
    "DieKind",
    "Difficulty",
    "Face",
    "GameState",
    "IllegalAction",
    "InvariantError",
    "LockpickCheck",
    "LockpickStage",
    "Place",
    "ScenarioError",
    "StatusSide",
    "Supply",
    "Transition",
    "Zone",
    "apply",
    "check_invariants",
    "demo_state",
    "legal_actions",
    "load_scenario",
    "locate",
]
