"""Every enemy's move worked out by the rules against a plain program doing the same search,
measured in the same run (``python -m tests.bench --only board``).

The map is the 10,000-hex brick map (1,000 tiles) with 9 % of its hexes occupied, four
adventurers near the middle and 50 enemies spread over it (range 1 to 3, movement 2). Ours is
`rules.enemy_turn.move_plan` for each enemy: the hexes it could target from, one breadth-first
walk to the closest of them, priority among ties, every end hex its movement reaches along a
fewest-hex route and one route to each. The baseline is what a plain program would write for
the same question: per enemy, the same goal hexes (within range of an adventurer and in sight:
same or adjacent tile), then one ``networkx.generic_bfs_edges`` walk over ``map_graph`` through
unoccupied hexes to the first level holding a goal, and the route from the walk's parents cut
at the enemy's movement. Goal: at most 1.5x the baseline.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from itertools import filterfalse
from typing import Any

import networkx as nx

from board import graph
from board.battlemap import BattleMap
from board.hexes import Hex
from rules import apply, delve_state
from rules.actions import EndTurn, TakeTurn
from rules.enemy_turn import move_plan, target_plan
from rules.foes import FoeStats
from rules.state import Adventurer, Battle, GameState, Phase, Unit, UnitKind
from tests.bench.report import Row, interleaved

ENEMIES = 50
PARTY = (Hex(50, 48), Hex(52, 49), Hex(48, 51), Hex(50, 52))


def battle_state(big: BattleMap) -> tuple[GameState, list[str]]:
    """The 10,000-hex battle: the party near the middle, 50 enemies spread out."""
    rng = random.Random(5)
    walls = frozenset(h for h in big.hexes if (h.q * 7 + h.r * 3) % 11 == 0)
    free = sorted(big.hexes - walls - set(PARTY))
    spots = rng.sample(free, ENEMIES)
    advs = tuple(Adventurer(f"a{i}", f"A{i}", "nord", 5 + i, 10) for i in range(len(PARTY)))
    units = [
        Unit(a.id, UnitKind.ADVENTURER, a.name, at=h) for a, h in zip(advs, PARTY, strict=True)
    ]
    enemies = [
        Unit(f"e{i}", UnitKind.ENEMY, f"E{i}", 5, 5, level=1, at=h, stats=FoeStats(range=1 + i % 3))
        for i, h in enumerate(spots)
    ]
    bmap = big.with_occupied([*walls, *PARTY, *spots])
    battle = Battle(bmap, (*units, *enemies), tuple(a.id for a in advs), 1, Phase.ENEMIES)
    return GameState({}, advs, battle=battle), [e.id for e in enemies]


def _plain_goals(
    bmap: BattleMap, tiles: nx.Graph, index: dict[Hex, int], party: list[Hex], reach: int
) -> set[Hex]:
    goals: set[Hex] = set()
    for at in party:
        home = index[at]
        for h in at.spiral(reach):
            tile = index.get(h)
            if tile is None or h in bmap.occupied or h in bmap.impassable:
                continue
            if tile == home or tiles.has_edge(tile, home):
                goals.add(h)
    return goals


def plain_moves(state: GameState, enemies: list[str]) -> list[tuple[Hex, ...]]:
    """Per enemy: its goal hexes, one BFS to the closest of them, the route cut at its
    movement (the first tied goal's; a plain program settles no tie)."""
    battle = state.battle
    assert battle is not None
    bmap = battle.map
    g, tiles, index = graph.map_graph(bmap), graph.tile_graph(bmap), bmap.index()
    stop: Collection[Hex] = bmap.occupied | bmap.impassable
    party = [u.at for u in battle.units if u.kind is UnitKind.ADVENTURER and u.at is not None]
    out = []
    for unit_id in enemies:
        unit = battle.unit(unit_id)
        assert unit.at is not None
        goals = _plain_goals(bmap, tiles, index, party, unit.stats.range)
        parents: dict[Hex, Hex] = {}
        steps = {unit.at: 0}
        found: list[Hex] = []
        around: Any = lambda h: filterfalse(stop.__contains__, g.neighbors(h))  # noqa: E731
        for parent, child in nx.generic_bfs_edges(g, unit.at, around):
            d = steps[parent] + 1
            if found and d > steps[found[0]]:
                break
            steps[child] = d
            parents[child] = parent
            if child in goals:
                found.append(child)
        if not found:
            out.append((unit.at,))
            continue
        route = [min(found)]
        while route[-1] != unit.at:
            route.append(parents[route[-1]])
        route.reverse()
        out.append(tuple(route[: unit.stats.movement + 1]))
    return out


def _demo_enemy_turn() -> GameState:
    """The demo delve at the Hollow Warden's turn."""
    state = delve_state()
    for action in (EndTurn(), EndTurn(), TakeTurn("oswin"), EndTurn(), EndTurn(), EndTurn()):
        state = apply(state, action).state
    return state


def rows(repeat: int = 15) -> list[Row]:
    """The enemy-turn figure of the board section."""
    from tests.bench.test_board_bench import brick_map

    state, enemies = battle_state(brick_map(20, 50))
    ours_plans = [move_plan(state, e) for e in enemies]
    plain = plain_moves(state, enemies)
    # The same question answered: each plain end is one of the ends the rules allow.
    for plan, route in zip(ours_plans, plain, strict=True):
        assert route[-1] in plan.ends or not plan.moves
    far = max(p.steps for p in ours_plans)
    a, b = interleaved(
        lambda: [move_plan(state, e) for e in enemies],
        lambda: plain_moves(state, enemies),
        repeat=repeat,
    )
    demo = _demo_enemy_turn()
    turn = demo.battle.turn if demo.battle is not None else None
    assert turn is not None
    preview, _ = interleaved(
        lambda: (move_plan(demo, turn), target_plan(demo, turn)), lambda: None, repeat=repeat
    )
    return [
        Row(
            f"one enemy's turn worked out on the demo table ({turn})",
            preview * 1000,
            "ms",
            max_value=16.0,
            note="move_plan and target_plan, what the table lights when the turn begins",
        ),
        Row(
            f"every enemy's move by the rules, {ENEMIES} enemies, 10k map (up to {far} steps)",
            a * 1000,
            "ms",
            b * 1000,
            max_ratio=1.5,
            note="per enemy: goal hexes, one generic_bfs_edges walk, the route cut at movement",
        ),
    ]
