"""Actions of the player's own campaign: the next battle, a level-up between battles, and the
table's free setup (chips and tiles added or removed by hand, logged as overrides)."""

from __future__ import annotations

from dataclasses import dataclass

from board.hexes import Hex
from board.tiles import TileShape
from rules.actions.base import Action
from rules.specs import AdventurerSpec, EncounterSpec
from rules.state import UnitKind


@dataclass(frozen=True, slots=True)
class StartEncounter(Action, tag="start-encounter"):
    """Start the next battle with the same mats; a finished battle leaves the table first."""

    encounter: EncounterSpec


@dataclass(frozen=True, slots=True)
class ForceEditAdventurer(Action, tag="force-edit-adventurer"):
    """Override between battles: the adventurer editor's result replaces a mat's numbers,
    rows and skill dice (a level-up); dice that stay keep their place."""

    adventurer: str
    spec: AdventurerSpec


@dataclass(frozen=True, slots=True)
class ForceAddUnit(Action, tag="force-add-unit"):
    """Override: put a new companion or enemy chip on an unoccupied hex."""

    kind: UnitKind
    name: str
    hp: int
    at: Hex
    level: int | None = None
    bonus_hp: int = 0
    quest: bool = False
    objective: bool = False


@dataclass(frozen=True, slots=True)
class ForceRemoveUnit(Action, tag="force-remove-unit"):
    """Override: take a companion or enemy chip off the table (its status dice go home)."""

    unit: str


@dataclass(frozen=True, slots=True)
class ForceAddTile(Action, tag="force-add-tile"):
    """Override: lay any tile of the library at any position and rotation."""

    shape: TileShape
    offset: Hex
    rotation: int = 0


@dataclass(frozen=True, slots=True)
class ForceRemoveTile(Action, tag="force-remove-tile"):
    """Override: take a tile with no chip on it off the map."""

    tile: str
