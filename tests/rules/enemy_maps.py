"""Custom battle maps drawn as text, for the enemy-turn tests.

Each line is a row ``r`` (from 0), each whitespace-separated token a hex ``q`` (from 0); a
row's indentation is only for the eye. A token is one character, optionally followed by a
tile digit (default 0):

- ``.`` a free hex, ``#`` an impassable one, ``-`` no hex at all;
- ``a`` ``b`` ``c`` the adventurers Ada, Bob, Cid; ``k`` the companion Kit;
- ``x`` ``y`` ``z`` ``w`` enemies; ``d`` a defeated enemy chip left on its tile.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.tiles import TileShape
from rules.foes import FoeStats
from rules.state import Battle, GameState, Phase, Unit, UnitKind
from tests.rules.helpers import adventurer_data, make_state

ADVENTURERS = {"a": "ada", "b": "bob", "c": "cid"}
ENEMIES = {"x": "xan", "y": "yor", "z": "zed", "w": "wil", "d": "dead"}


def parse(art: str) -> tuple[dict[int, set[Hex]], set[Hex], dict[str, Hex]]:
    """The hexes of each tile, the impassable hexes and where each letter stands."""
    tiles: dict[int, set[Hex]] = {}
    walls: set[Hex] = set()
    at: dict[str, Hex] = {}
    rows = [line for line in art.strip("\n").splitlines() if line.strip()]
    for r, line in enumerate(rows):
        for q, token in enumerate(line.split()):
            mark, tile = token[0], int(token[1:] or 0)
            if mark == "-":
                continue
            h = Hex(q, r)
            tiles.setdefault(tile, set()).add(h)
            if mark == "#":
                walls.add(h)
            elif mark != ".":
                at[mark] = h
    return tiles, walls, at


def battle_state(
    art: str,
    hp: dict[str, int] | None = None,
    stats: dict[str, FoeStats] | None = None,
    **default: Any,
) -> GameState:
    """A battle in its enemy phase on the drawn map; ``hp`` sets current HP by letter
    (adventurers' max HP is 20), ``stats`` an enemy's or the companion's stats by letter,
    ``default`` the stats of every other enemy."""
    tiles, walls, at = parse(art)
    hp = hp or {}
    stats = stats or {}
    placed = tuple(
        PlacedTile(TileShape(f"t{i}", frozenset(hexes), frozenset()), uid=f"t{i}")
        for i, hexes in sorted(tiles.items())
    )
    advs = [ADVENTURERS[m] for m in ADVENTURERS if m in at]
    extra = [adventurer_data(a, hp=hp.get(m, 20), max_hp=20) for m, a in ADVENTURERS.items()]
    state = make_state(extra=[e for e in extra if e["id"] in advs and e["id"] != "ada"])
    if "ada" in advs:
        ada = replace(state.adventurer("ada"), hp=hp.get("a", 20), max_hp=20)
        state = state.replace_adventurer(ada)
    state = state.replace(adventurers=tuple(a for a in state.adventurers if a.id in advs))
    units: list[Unit] = []
    for mark, h in sorted(at.items()):
        if mark in ADVENTURERS:
            units.append(Unit(ADVENTURERS[mark], UnitKind.ADVENTURER, mark.upper(), at=h))
        elif mark == "k":
            units.append(_chip("kit", UnitKind.COMPANION, h, hp.get(mark, 10), stats.get(mark)))
        else:
            enemy = _chip(ENEMIES[mark], UnitKind.ENEMY, h, hp.get(mark, 10), stats.get(mark))
            if stats.get(mark) is None:
                enemy = replace(enemy, stats=FoeStats(**default))
            if mark == "d":
                enemy = replace(enemy, defeated=True, left_on_tile=True, hp=0)
            units.append(enemy)
    bmap = BattleMap(placed, frozenset(at.values()), frozenset(walls))
    battle = Battle(bmap, tuple(units), tuple(advs), round=1, phase=Phase.ENEMIES)
    return state.replace(battle=battle)


def _chip(uid: str, kind: UnitKind, h: Hex, hp: int, stats: FoeStats | None) -> Unit:
    level = 1 if kind is UnitKind.ENEMY else None
    chip_stats = stats or FoeStats()
    return Unit(uid, kind, uid.title(), hp=hp, max_hp=10, level=level, at=h, stats=chip_stats)


def with_turn(state: GameState, unit: str) -> GameState:
    """The same state with ``unit``'s turn under way."""
    assert state.battle is not None
    return state.replace(battle=replace(state.battle, turn=unit))


def protect(state: GameState, *units: str) -> GameState:
    """The same state with ``units`` protected from targeting by an effect."""
    assert state.battle is not None
    chips = tuple(replace(u, protected=u.id in units) for u in state.battle.units)
    return state.replace(battle=replace(state.battle, units=chips))
