"""What a loaded state must hold beyond the dice invariants: every id it names exists, every
hex it names is on its map, and every counter is in range, so that every legal action works
on it (rules §1, §4-§9). Saves and scenarios are checked with it after `check_invariants`.
"""

from __future__ import annotations

from collections.abc import Iterable

from board.hexes import Hex
from rules.errors import InvariantError
from rules.state import SKYSHARD, TRACK_SIZE, Battle, GameState, LockpickCheck, UnitKind

#: Bounds of the counters a save may hold (far beyond any campaign).
MAX_DAY = 100_000
MAX_SESSION = 1_000
MAX_ROUND = 10_000
MAX_COUNT = 10_000


def _fail(message: str) -> InvariantError:
    return InvariantError(message)


def _known(ids: Iterable[str | None], known: set[str], what: str) -> None:
    for item in ids:
        if item is not None and item not in known:
            raise _fail(f"{what} names {item!r}, which is not there")


def _in_range(value: int, lo: int, hi: int, what: str) -> None:
    if not lo <= value <= hi:
        raise _fail(f"{what} is {value}, not from {lo} to {hi}")


def check_references(state: GameState) -> None:
    """Raise InvariantError unless the state's ids, hexes and counters all make sense: the
    rested adventurers, the town choice (towns of the overland map), the day and session,
    the lockpick check, and the battle's turn, acted, defeats, pending exploration, deck,
    stock and counters (rules §4-§9)."""
    adventurers = {a.id for a in state.adventurers}
    if not adventurers:
        raise _fail("a game needs at least one adventurer")
    _known(state.rested, adventurers, "the rested list")
    if len(set(state.rested)) != len(state.rested):
        raise _fail("an adventurer rested twice")
    _in_range(state.day, 1, MAX_DAY, "the day")
    _in_range(state.session, 1, MAX_SESSION, "the session")
    for adv in state.adventurers:
        _in_range(adv.tenacity, 0, MAX_COUNT, f"{adv.id}'s tenacity")
        _in_range(adv.engages, 0, MAX_COUNT, f"{adv.id}'s engage count")
        _in_range(adv.cooldown, 0, TRACK_SIZE, f"{adv.id}'s cooldown")
    if state.town_choice:
        towns = state.overland.towns if state.overland is not None else {}
        for h in state.town_choice:
            if h not in towns:
                raise _fail(f"the town choice names {h}, which is not a town of the map")
    if state.lockpick is not None:
        _check_lockpick(state.lockpick)
    if state.battle is not None:
        _check_battle(state.battle)


def _check_lockpick(check: LockpickCheck) -> None:
    n = len(check.digits)
    _in_range(n, 1, 12, "the number of lockpick digits")
    _in_range(check.attempts, 0, MAX_COUNT, "the lockpick attempts")
    _in_range(check.used, 0, check.attempts, "the lockpick attempts used")
    if any(not 1 <= d <= 6 for d in check.digits):
        raise _fail("a lockpick digit is not from 1 to 6")
    if len(set(check.keys)) != len(check.keys) or any(not 0 <= k < n for k in check.keys):
        raise _fail("a lockpick key names no digit")
    if any(v is not None and not 1 <= v <= 6 for v in check.values):
        raise _fail("a lockpick die shows no face from 1 to 6")
    kept = [k for k in check.kept if k is not None]
    if len(set(kept)) != len(kept) or any(not 0 <= k < n for k in kept):
        raise _fail("a lockpick die is kept against no digit, or two against one")


def _check_battle(battle: Battle) -> None:
    units = {u.id for u in battle.units}
    _known([battle.turn], units, "the turn")
    _known(battle.acted, units, "the acted list")
    if len(set(battle.acted)) != len(battle.acted):
        raise _fail("a unit acted twice")
    for defeat in battle.defeats:
        _known([defeat.unit, defeat.by], units, "a defeat record")
    adventurers = {u.id for u in battle.units if u.kind is UnitKind.ADVENTURER}
    _known(battle.seat_order, adventurers, "the seat order")
    shapes = battle.shapes
    for name, shape in shapes.items():
        if name != shape.name:
            raise _fail(f"the tile shape stored as {name!r} is called {shape.name!r}")
    for tile in battle.map.tiles:
        if tile.shape.name not in shapes:
            raise _fail(f"a placed tile has the shape {tile.shape.name!r}, not in the library")
    _known(battle.stock, set(shapes), "the tile stock")
    _known((c for c in battle.deck if c != SKYSHARD), set(shapes), "the exploration deck")
    for what, value in (
        ("the round", battle.round),
        ("the tiles placed", battle.placed_count),
        ("the skyshards needed", battle.skyshards_needed),
        ("the skyshards found", battle.skyshards_found),
        *((f"the stock of {name!r}", n) for name, n in battle.stock.items()),
    ):
        _in_range(value, 0, MAX_ROUND if what == "the round" else MAX_COUNT, what)
    _on_map(battle, battle.explored, "an explored hex")
    _on_map(battle, battle.map.impassable, "an impassable hex")
    pending = battle.pending
    if pending is not None:
        if pending.shape not in shapes:
            raise _fail(f"the pending exploration draws {pending.shape!r}, not in the library")
        _on_map(battle, [pending.hex], "the pending exploration")
    for name, card in battle.cards.items():
        if name != card.shape:
            raise _fail(f"the exploration card stored as {name!r} names {card.shape!r}")
    _on_map(battle, (c.at for c in battle.caches), "a cache")
    arrival = battle.arrival
    if arrival is not None:
        _on_map(battle, [arrival.door], "the explored door of the tile just placed")
        _known([arrival.tile], {t.uid for t in battle.map.tiles}, "the tile just placed")
    for unit in battle.units:
        if unit.kind is not UnitKind.ADVENTURER:
            _in_range(unit.max_hp, 1, 999, f"{unit.id}'s max HP")
        _in_range(unit.bonus_hp, 0, 999, f"{unit.id}'s bonus HP")


def _on_map(battle: Battle, hexes: Iterable[Hex], what: str) -> None:
    for h in hexes:
        if h not in battle.map:
            raise _fail(f"{what} is {h}, off the battle map")
