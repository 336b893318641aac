"""eraboard: the rules layer (pure Python; imports only the standard library and board/).

The public API is small, as python-chess's: `apply(state, action) -> Transition(state,
events)` and `legal_actions(state)`, `IllegalAction` for a refusal, `GameState`, the
`actions` and `events` modules as namespaces, `table` (the named questions the GUI asks),
and loading and saving. Everything else is reached through its topic module
(`rules.battle`, `rules.exploration`, …; see rules/README.md).
"""

from rules import actions, events, table
from rules.engine import Transition, apply, legal_actions
from rules.errors import DataFileError, IllegalAction
from rules.save import dump_game, load_game
from rules.setup import (
    delve_state,
    demo_state,
    load_scenario,
    scenario_from_data,
    scenario_names,
)
from rules.state import GameState

__all__ = [
    "DataFileError",
    "GameState",
    "IllegalAction",
    "Transition",
    "actions",
    "apply",
    "delve_state",
    "demo_state",
    "dump_game",
    "events",
    "legal_actions",
    "load_game",
    "load_scenario",
    "scenario_from_data",
    "scenario_names",
    "table",
]
