"""Movement on the battle map: where a move takes a chip (rules §6.2), and an adventurer's
allowance in a turn: Stamina hexes a move action, at most two move actions, and how they mix
with engaging (rules §4.10). `rules.mat` asks here before an engage."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from board import graph
from board.hexes import Hex
from rules.actions import MoveUnit
from rules.errors import IllegalAction
from rules.events import UnitMoved
from rules.state import Battle, GameState, Unit, UnitKind
from rules.units import check_turn, get_unit, live_battle, put_unit, set_battle
from rules.work import Work

#: Move actions an adventurer may take in one turn (rules §4.10).
MOVES_PER_TURN = 2


def move_refusal(
    adventurer: str, moves: int, engages: int, explored: bool = False
) -> IllegalAction | None:
    """Why the adventurer may not take another move action this turn, or None (rules
    §4.10): two at most, and the second only if they have not engaged this turn; none after
    the explore action (rules §4.11)."""
    if explored:
        return IllegalAction("no_move_after_explore", adventurer=adventurer)
    if moves >= MOVES_PER_TURN:
        return IllegalAction("two_moves_a_turn", adventurer=adventurer)
    if moves >= 1 and engages > 0:
        return IllegalAction("no_second_move_after_engage", adventurer=adventurer)
    return None


def engage_refusal(adventurer: str, moves: int) -> IllegalAction | None:
    """Why the adventurer may not engage now, or None: not after a second move action in the
    same turn (rules §4.10). Engaging, moving once and engaging again is allowed."""
    if moves >= MOVES_PER_TURN:
        return IllegalAction("no_engage_after_second_move", adventurer=adventurer)
    return None


def steps_refusal(adventurer: str, steps: int, stamina: int) -> IllegalAction | None:
    """Why a move action of ``steps`` hexes is too long, or None: at most Stamina hexes
    (rules §4.10)."""
    if steps > stamina:
        return IllegalAction("beyond_stamina", adventurer=adventurer, stamina=stamina)
    return None


def move_unit(w: Work, action: MoveUnit) -> None:
    """rules §6.2: along unoccupied hexes to an unoccupied hex, on the unit's own turn (rules
    §4.6; `ForceMoveUnit` moves any unit, logged). An adventurer's move action goes at most
    Stamina hexes, at most twice a turn, the second only if they have not engaged (rules
    §4.10)."""
    battle = live_battle(w)
    unit = get_unit(w, action.unit)
    if not unit.on_map or unit.at is None:
        raise IllegalAction("unit_off_map", unit=unit.id)
    check_turn(w, unit.id, False, "move")
    adv = w.adv(unit.id) if unit.kind is UnitKind.ADVENTURER else None
    if adv is not None:
        refused = move_refusal(adv.id, adv.moves, adv.engages, adv.explored)
        if refused is not None:
            raise refused
    if action.to not in battle.map:
        raise IllegalAction("hex_off_map")
    if action.to == unit.at:
        raise IllegalAction("unit_already_there", unit=unit.id)
    if battle.map.is_occupied(action.to):
        raise IllegalAction("hex_occupied")
    reach = move_destinations(battle, unit, action.max_steps)
    if action.to not in reach:
        raise IllegalAction("no_route")
    if adv is not None:
        refused = steps_refusal(adv.id, reach[action.to], adv.base.stamina)
        if refused is not None:
            raise refused
        adv.moves += 1
    if unit.kind is UnitKind.COMPANION:
        _companion_move(w, battle, unit, reach[action.to])
    start = unit.at
    put_unit(w, replace(unit, at=action.to))
    w.emit(UnitMoved(unit.id, start, action.to, reach[action.to]))


def companion_refusal(battle: Battle, unit: Unit, steps: int) -> IllegalAction | None:
    """Why a companion may not move ``steps`` hexes now, or None: one move a turn, up to its
    movement (rules §4.3)."""
    if (unit.id, "move") in battle.turn_steps:
        return IllegalAction("companion_moved", unit=unit.id)
    if steps > unit.stats.movement:
        return IllegalAction("beyond_movement", unit=unit.id, movement=unit.stats.movement)
    return None


def _companion_move(w: Work, battle: Battle, unit: Unit, steps: int) -> None:
    refused = companion_refusal(battle, unit, steps)
    if refused is not None:
        raise refused
    set_battle(w, replace(battle, turn_steps=(*battle.turn_steps, (unit.id, "move"))))


def move_reach(state: GameState, unit: Unit) -> Mapping[Hex, int]:
    """rules §4.10, §6.2: the hexes a move action takes ``unit`` to now, each with its
    steps: an adventurer's reach is Stamina hexes, and nothing once they may not move again
    this turn. Whose turn it is, `move_unit` checks."""
    battle = state.battle
    if battle is None:
        return MappingProxyType({})
    if unit.kind is UnitKind.ADVENTURER and state.has_adventurer(unit.id):
        adv = state.adventurer(unit.id)
        if move_refusal(adv.id, adv.moves, adv.engages, adv.explored) is not None:
            return MappingProxyType({})
        return move_destinations(battle, unit, adv.stamina)
    if unit.kind is UnitKind.COMPANION:
        if companion_refusal(battle, unit, 0) is not None:
            return MappingProxyType({})
        return move_destinations(battle, unit, unit.stats.movement)
    return move_destinations(battle, unit)


# The last whole reach `move_destinations` found, and for which unit in which (frozen)
# battle: while a chip is dragged the table asks for it at every hex the chip crosses.
_last_reach: list[tuple[Battle, Unit, Mapping[Hex, int]]] = []


def move_destinations(
    battle: Battle, unit: Unit, max_steps: int | None = None
) -> Mapping[Hex, int]:
    """rules §6.2: the hexes a move may take ``unit`` to, each with its steps: unoccupied
    hexes reached along unoccupied hexes, within ``max_steps`` (any number if None). Empty
    for a unit off the map. Whose turn it is, `move_unit` checks."""
    whole = max_steps is None
    if whole and _last_reach and _last_reach[0][0] is battle and _last_reach[0][1] is unit:
        return _last_reach[0][2]
    found: dict[Hex, int] = {}
    if unit.on_map and unit.at is not None:
        found = graph.distances(battle.map, unit.at, max_steps)
        del found[unit.at]
    reach = MappingProxyType(found)
    if whole:
        _last_reach[:] = [(battle, unit, reach)]
    return reach
