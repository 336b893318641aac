"""Where a die can be: zones and places (rules §1)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules.state import GameState


class Zone(StrEnum):
    """The kinds of place a die can be in."""

    ROW = "row"
    ACTIVE = "active"
    TRACK = "track"
    DRAINED = "drained"
    SUPPLY = "supply"
    UNIT = "unit"


@dataclass(frozen=True, slots=True)
class Place:
    """A place: ``owner`` is the adventurer id (the unit id for UNIT, None for SUPPLY);
    ``index`` is the 0-based slot for ACTIVE and TRACK, the attribute-row index for ROW."""

    zone: Zone
    owner: str | None = None
    index: int | None = None


def locate(state: GameState, die_id: str) -> Place:
    """Where the die is now (KeyError if it is nowhere, which the invariants forbid)."""
    for adv in state.adventurers:
        for r, row in enumerate(adv.rows):
            if die_id in row.dice:
                return Place(Zone.ROW, adv.id, r)
        for s, slot in enumerate(adv.active):
            if slot == die_id:
                return Place(Zone.ACTIVE, adv.id, s)
        if die_id in adv.track:
            return Place(Zone.TRACK, adv.id, adv.track.index(die_id))
        if die_id in adv.drained:
            return Place(Zone.DRAINED, adv.id, adv.drained.index(die_id))
    supply = state.supply
    for pile in (supply.light, supply.over, supply.status):
        if die_id in pile:
            return Place(Zone.SUPPLY)
    for unit_id, dice in _unit_dice(state):
        if die_id in dice:
            return Place(Zone.UNIT, unit_id)
    raise KeyError(die_id)


def _unit_dice(state: GameState) -> list[tuple[str, tuple[str, ...]]]:
    if state.battle is None:
        return []
    return [(unit.id, unit.status) for unit in state.battle.units]
