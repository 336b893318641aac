"""The map's graph queries against a plain program making the same networkx call on the same
graph, measured in the same run (``python -m tests.bench --only board``).

The map is the 10,000-hex brick map (1,000 tiles) with 9 % of its hexes occupied, as a battle
with many units would be. Each baseline is what a plain program would write for the same
answer: ``networkx.generic_bfs_edges`` over ``map_graph`` with a neighbour filter skipping the
occupied hexes (``itertools.filterfalse`` over ``Graph.neighbors``, the fastest plain filter),
the steps kept in a dict; routes from the parents the walk reports; placements and sight as
plain membership and ``has_edge`` questions to the same graphs. Goal: each query within 1.3x
of its baseline; a query whose answer lies within 20 hexes well inside one 16 ms frame.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from itertools import filterfalse
from typing import Any

import networkx as nx

from board import graph
from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.overland import OverlandMap
from board.tiles import TileShape, load_tile_library
from tests.bench.report import Row, interleaved

ORIGIN = Hex(0, 0)
FAR = frozenset({Hex(99, 99), Hex(98, 99), Hex(99, 98)})  # the far corner


def plain_filter(g: nx.Graph, stop: Collection[Hex]) -> Callable[[Hex], Any]:
    if not stop:
        return g.neighbors
    return lambda h: filterfalse(stop.__contains__, g.neighbors(h))


def plain_closest(g: nx.Graph, origin: Hex, goals: frozenset[Hex], occupied: frozenset[Hex]) -> Any:
    """The closest goals with their steps: one BFS, stopped after the first level with a goal."""
    steps = {origin: 0}
    found: list[Hex] = []
    for parent, child in nx.generic_bfs_edges(g, origin, plain_filter(g, occupied - goals)):
        d = steps[parent] + 1
        if found and d > steps[found[0]]:
            break
        steps[child] = d
        if child in goals:
            found.append(child)
    return sorted((h, steps[h]) for h in found)


def plain_routes(g: nx.Graph, origin: Hex, goals: frozenset[Hex], occupied: frozenset[Hex]) -> Any:
    """The closest goals, each with the route the BFS tree gives (its parents)."""
    parents: dict[Hex, Hex] = {}
    steps = {origin: 0}
    found: list[Hex] = []
    for parent, child in nx.generic_bfs_edges(g, origin, plain_filter(g, occupied - goals)):
        d = steps[parent] + 1
        if found and d > steps[found[0]]:
            break
        steps[child] = d
        parents[child] = parent
        if child in goals:
            found.append(child)
    routes = []
    for goal in sorted(found):
        route = [goal]
        while route[-1] != origin:
            route.append(parents[route[-1]])
        routes.append((goal, tuple(reversed(route))))
    return routes


def plain_farthest(
    g: nx.Graph, origin: Hex, goals: frozenset[Hex], occupied: frozenset[Hex]
) -> Any:
    """Walk until every goal is met (or the walk ends); the goals at the most steps."""
    steps = {origin: 0}
    left = len(goals)
    for parent, child in nx.generic_bfs_edges(g, origin, plain_filter(g, occupied - goals)):
        steps[child] = steps[parent] + 1
        if child in goals:
            left -= 1
            if not left:
                break
    reached = {h: steps[h] for h in goals if h in steps}
    top = max(reached.values(), default=0)
    return sorted((h, d) for h, d in reached.items() if d == top)


def plain_reach(g: nx.Graph, origin: Hex, occupied: frozenset[Hex], limit: int | None) -> Any:
    steps = {origin: 0}
    for parent, child in nx.generic_bfs_edges(g, origin, plain_filter(g, occupied), limit):
        steps[child] = steps[parent] + 1
    return steps


def plain_placements(
    g: nx.Graph, shape: TileShape, at: Hex, doors: frozenset[Hex]
) -> list[PlacedTile]:
    """Every rotation x door x free neighbour, kept when no hex is a node of the map's graph
    (hexes and doors once each); then those leaving another door explorable (on the new
    edge, by no door of the map), if any; the answers as placed tiles, as ours are."""
    free = [n for n in at.neighbors() if n not in g]
    kept: dict[tuple[frozenset[Hex], frozenset[Hex]], tuple[int, Hex, bool]] = {}
    for rotation in range(6):
        turned = [h.rotate(rotation) for h in shape.hexes]
        turned_doors = [d.rotate(rotation) for d in shape.doors]
        for d0 in [door.rotate(rotation) for door in sorted(shape.doors)]:
            for cell in free:
                offset = cell - d0
                placed = frozenset(h + offset for h in turned)
                key = (placed, frozenset(d + offset for d in turned_doors))
                if key in kept or any(h in g for h in placed):
                    continue
                keeps = any(
                    any(n not in g and n not in placed for n in d.neighbors())
                    and not any(n in doors for n in d.neighbors())
                    for d in key[1]
                    if d != cell
                )
                kept[key] = (rotation, offset, keeps)
    wanted = any(keeps for _, _, keeps in kept.values())
    return [
        PlacedTile(shape, offset, rotation)
        for rotation, offset, keeps in kept.values()
        if keeps or not wanted
    ]


def _pairs(bmap: BattleMap, n: int) -> list[tuple[Hex, Hex]]:
    """``n`` pairs of hexes a few tiles apart, the second one now and then off the map."""
    rng = random.Random(3)
    cells = sorted(bmap.hexes)
    return [
        (a, a + Hex(rng.randint(-8, 8), rng.randint(-8, 8)))
        for a in (rng.choice(cells) for _ in range(n))
    ]


def rows(repeat: int = 15) -> list[Row]:
    """Every figure of this module."""
    from tests.bench.test_board_bench import brick_map

    big = brick_map(20, 50)
    fresh = [BattleMap(big.tiles) for _ in range(repeat + 1)]
    cells = big.hexes

    def plain_build() -> nx.Graph:
        g = nx.Graph()
        g.add_nodes_from(cells)
        g.add_edges_from((h, n) for h in cells for n in h.neighbors()[:3] if n in cells)
        return g

    build, build_base = interleaved(
        lambda: graph.map_graph(fresh.pop()), plain_build, repeat=repeat // 3
    )
    out = [
        Row(
            "board: networkx graph of 10,000 hexes, once per layout",
            build * 1000,
            "ms",
            build_base * 1000,
            max_value=150.0,
            note="add_nodes_from + add_edges_from of the same hexes and edges",
        )
    ]
    return out + _query_rows(big, repeat) + _other_rows(big, repeat)


def _row(
    name: str,
    ours: Callable[[], Any],
    base: Callable[[], Any],
    repeat: int,
    note: str,
    within: float | None = None,
) -> Row:
    """Our query against its baseline, timed alternately; goal 1.3x, or ``within`` ms."""
    a, b = interleaved(ours, base, repeat=repeat)
    ratio = None if within else 1.3
    return Row(name, a * 1000, "ms", b * 1000, max_ratio=ratio, max_value=within, note=note)


def _query_rows(big: BattleMap, repeat: int) -> list[Row]:
    busy = big.with_occupied(h for h in big.hexes if (h.q * 7 + h.r * 3) % 11 == 0)
    g = graph.map_graph(big)
    occ = busy.occupied
    none: frozenset[Hex] = frozenset()
    middle = Hex(50, 50)
    near = frozenset({Hex(70, 50), Hex(50, 70), Hex(30, 60), Hex(45, 30)})  # 20 hexes away
    spread = frozenset({*FAR, Hex(50, 50), Hex(0, 99), Hex(99, 0), Hex(30, 70)})
    checks = [
        (graph.closest(busy, ORIGIN, FAR), plain_closest(g, ORIGIN, FAR, occ)),
        (graph.closest(big, ORIGIN, FAR), plain_closest(g, ORIGIN, FAR, none)),
        (graph.farthest(busy, ORIGIN, spread), plain_farthest(g, ORIGIN, spread, occ)),
        (graph.distances(busy, ORIGIN), plain_reach(g, ORIGIN, occ, None)),
        (graph.distances(busy, middle, 20), plain_reach(g, middle, occ, 20)),
    ]
    for ours, base in checks:
        assert ours == base
    routes = graph.closest_routes(busy, ORIGIN, FAR)
    assert [(r.goal, len(r.hexes)) for r in routes] == [
        (h, len(route)) for h, route in plain_routes(g, ORIGIN, FAR, occ)
    ]
    assert graph.closest(busy, middle, near) == plain_closest(g, middle, near, occ)
    (steps,) = {d for _, d in graph.closest(busy, middle, near)}
    bfs = "generic_bfs_edges over map_graph, occupied hexes filtered out"
    return [
        _row(
            "closest, far corner, 9 % occupied",
            lambda: graph.closest(busy, ORIGIN, FAR),
            lambda: plain_closest(g, ORIGIN, FAR, occ),
            repeat,
            f"{bfs}; all tied targets, sorted",
        ),
        _row(
            "closest, far corner, nothing occupied",
            lambda: graph.closest(big, ORIGIN, FAR),
            lambda: plain_closest(g, ORIGIN, FAR, none),
            repeat,
            "generic_bfs_edges over map_graph, no filter",
        ),
        _row(
            f"closest from the middle, answer {steps} steps away, 9 % occupied",
            lambda: graph.closest(busy, middle, near),
            lambda: plain_closest(g, middle, near, occ),
            repeat,
            f"{bfs}; goal: well inside a 16 ms frame",
            within=16.0,
        ),
        _row(
            "farthest of 7 spread targets, 9 % occupied",
            lambda: graph.farthest(busy, ORIGIN, spread),
            lambda: plain_farthest(g, ORIGIN, spread, occ),
            repeat,
            f"{bfs}, until every target is met",
        ),
        _row(
            "routes to the closest of the far corner, 9 % occupied",
            lambda: graph.closest_routes(busy, ORIGIN, FAR),
            lambda: plain_routes(g, ORIGIN, FAR, occ),
            repeat,
            f"{bfs}; routes from the BFS parents (ours walk back to the smallest hexes)",
        ),
        _row(
            "reach, whole map, 9 % occupied",
            lambda: graph.distances(busy, ORIGIN),
            lambda: plain_reach(g, ORIGIN, occ, None),
            repeat,
            f"{bfs}, steps in a dict",
        ),
        _row(
            "reach in 20 steps from the middle, 9 % occupied",
            lambda: graph.distances(busy, middle, 20),
            lambda: plain_reach(g, middle, occ, 20),
            repeat,
            f"{bfs} with depth_limit=20",
        ),
    ]


def _other_rows(big: BattleMap, repeat: int) -> list[Row]:
    g = graph.map_graph(big)
    gallery = load_tile_library()["flooded-gallery"]
    doors = graph.door_hexes(big)
    found = graph.placements(big, gallery, ORIGIN)
    assert found == plain_placements(g, gallery, ORIGIN, doors)
    tiles = graph.tile_graph(big)
    index = big.index()
    pairs = _pairs(big, 2_000)

    def plain_sight() -> list[bool]:
        out = []
        for a, b in pairs:
            ta, tb = index.get(a), index.get(b)
            out.append(ta is not None and tb is not None and (ta == tb or tiles.has_edge(ta, tb)))
        return out

    def ours_sight() -> list[bool]:
        return [graph.in_sight(big, a, b) for a, b in pairs]

    assert ours_sight() == plain_sight()
    every = range(len(big.tiles))
    assert [graph.adjacent_tiles(big, i) for i in every] == [
        frozenset(tiles.neighbors(i)) for i in every
    ]
    province = OverlandMap(
        frozenset(Hex(0, 0).spiral(57)),
        {Hex(57, -20): "Far East", Hex(-57, 20): "Far West", Hex(0, 57): "Far South"},
        {},
        Hex(0, 0),
        {h: "water" for h in Hex(0, 0).ring(30) if h.q != 30},
    )
    land = province.passable_graph()
    towns = frozenset(province.towns)
    assert [h for h, _ in province.closest_town()] == [
        h for h, _ in plain_closest(land, ORIGIN, towns, frozenset())
    ]
    return [
        _row(
            f"placements, 12-hex tile ({len(found)} found), 10k map",
            lambda: graph.placements(big, gallery, ORIGIN),
            lambda: plain_placements(g, gallery, ORIGIN, doors),
            repeat,
            "rotations x doors x free hexes, overlap as node membership in map_graph",
        ),
        _row(
            "sight, 2,000 pairs of hexes",
            ours_sight,
            plain_sight,
            repeat,
            "the hexes' tiles, then tile_graph.has_edge",
        ),
        _row(
            f"adjacent tiles of each of the {len(big.tiles):,} tiles",
            lambda: [graph.adjacent_tiles(big, i) for i in every],
            lambda: [frozenset(tiles.neighbors(i)) for i in every],
            repeat,
            "frozenset(tile_graph.neighbors(tile)): what a unit's sight is made of",
        ),
        _row(
            f"closest town, {len(province.hexes):,}-hex overland",
            lambda: province.closest_town(),
            lambda: plain_closest(land, ORIGIN, towns, frozenset()),
            repeat,
            "generic_bfs_edges over the passable hexes' graph",
        ),
    ]
