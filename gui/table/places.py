"""Where each die sits on the table: its place and its order within that place."""

from __future__ import annotations

from gui.table.items.mat import ROW_ROOM, SHEET_ROOM
from rules.places import Place, Zone
from rules.state import GameState


def die_places(state: GameState) -> dict[str, tuple[Place, float]]:
    """Every die that is on a mat, with its place and its order within that place. A row
    holding more dice than it has room for squeezes them together: their orders are
    fractions, so that the last one still lies within the row."""
    out: dict[str, tuple[Place, float]] = {}
    for adv in state.adventurers:
        for r, row in enumerate(adv.rows):
            count = len(row.dice)
            pitch = 1.0 if count <= ROW_ROOM else (ROW_ROOM - 1) / (count - 1)
            for order, die_id in enumerate(row.dice):
                out[die_id] = (Place(Zone.ROW, adv.id, r), order * pitch)
        for slot, held in enumerate(adv.active):
            if held is not None:
                out[held] = (Place(Zone.ACTIVE, adv.id, slot), 0)
        for slot, die_id in enumerate(adv.track):
            out[die_id] = (Place(Zone.TRACK, adv.id, slot), 0)
        for order, die_id in enumerate(adv.drained):
            out[die_id] = (Place(Zone.DRAINED, adv.id, None), _sheet_order(order, len(adv.drained)))
    # The top die of each fatigue and status pile (the one the rules take next: the last)
    # lies on the supply, ready to be dragged to a track (a status die: onto a mat).
    supply = state.supply
    for pile, die_ids in enumerate((supply.light, supply.over, supply.status)):
        if die_ids:
            out[die_ids[-1]] = (Place(Zone.SUPPLY, None, pile), 0)
    return out


def _sheet_order(index: int, count: int) -> float:
    """A drained die's order on the race sheet: two lines of ``SHEET_ROOM`` dice, order
    ``line * SHEET_ROOM + column``; more dice squeeze their lines together (fractional
    columns) rather than lie on one another."""
    if count <= 2 * SHEET_ROOM:
        return index
    per_line = -(-count // 2)  # the first line takes the odd one
    line, column = divmod(index, per_line)
    return line * SHEET_ROOM + column * (SHEET_ROOM - 1) / (per_line - 1)
