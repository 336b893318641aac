"""Events of the player's own campaign: a new encounter, a mat edited, the table's free
setup."""

from __future__ import annotations

from dataclasses import dataclass

from board.hexes import Hex
from rules.events.base import Event


@dataclass(frozen=True, slots=True)
class EncounterStarted(Event, tag="encounter-started"):
    """A new battle is on the table: round 0, the party on the entrance tile."""

    name: str
    rule: str = "rules §4 battle round"


@dataclass(frozen=True, slots=True)
class AdventurerEdited(Event, tag="adventurer-edited"):
    """A mat was changed by the adventurer editor (an override)."""

    adventurer: str
    rule: str = "override"


@dataclass(frozen=True, slots=True)
class ChipAdded(Event, tag="chip-added"):
    """Free setup: a chip was put on a hex."""

    unit: str
    at: Hex
    rule: str = "override"


@dataclass(frozen=True, slots=True)
class ChipRemoved(Event, tag="chip-removed"):
    """Free setup: a chip left the table (``name`` as it was called)."""

    unit: str
    name: str
    rule: str = "override"


@dataclass(frozen=True, slots=True)
class TileAdded(Event, tag="tile-added"):
    """Free setup: a tile was laid."""

    tile: str
    shape: str
    rule: str = "override"


@dataclass(frozen=True, slots=True)
class TileRemoved(Event, tag="tile-removed"):
    """Free setup: a tile was taken off the map."""

    tile: str
    shape: str
    rule: str = "override"
