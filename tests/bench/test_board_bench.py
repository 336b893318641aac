"""Board benchmarks (run on demand: python -m pytest tests/bench -m benchmarks -s).

Every figure is printed next to a plain-Python breadth-first search written here and run in
the same process, so the ratios mean something on any machine. Goals: graph build < 150 ms
on 10,000 hexes, ``closest`` within 1.3x of a plain BFS, placements of a 12-hex tile on a
1,000-hex map < 20 ms. Nothing here asserts a timing that could flake.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections import deque

from board import graph
from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.overland import OverlandMap
from board.tiles import TileShape, load_tile_library
from tests.bench.report import best_of, report

# A 10-hex brick (5 wide, 2 deep); bricks tile a parallelogram with no gaps.
BRICK = TileShape(
    "brick",
    frozenset(Hex(q, r) for q in range(5) for r in range(2)),
    frozenset({Hex(0, 0), Hex(4, 1)}),
)


def brick_map(width: int, depth: int) -> BattleMap:
    """A ``(5 * width) x (2 * depth)`` parallelogram of bricks: many tiles, like a real map."""
    tiles = tuple(
        PlacedTile(BRICK, Hex(5 * i, 2 * j), 0, f"b{i}-{j}")
        for i in range(width)
        for j in range(depth)
    )
    return BattleMap(tiles)


def plain_bfs_hex(cells: frozenset[Hex], origin: Hex, targets: set[Hex]) -> list[Hex]:
    """The obvious BFS over the same Hex values: neighbours() and a set."""
    seen = {origin}
    frontier = [origin]
    while frontier:
        found: list[Hex] = []
        following: list[Hex] = []
        for h in frontier:
            for n in h.neighbors():
                if n in cells and n not in seen:
                    seen.add(n)
                    (found if n in targets else following).append(n)
        if found:
            return sorted(found)
        frontier = following
    return []


def plain_bfs_pairs(
    cells: set[tuple[int, int]], origin: tuple[int, int], targets: set[tuple[int, int]]
) -> list[tuple[int, int]]:
    """A lower bound: the same BFS over bare (q, r) tuples (hashing done in C)."""
    seen = {origin}
    queue = deque([origin])
    found: list[tuple[int, int]] = []
    while queue:
        q, r = queue.popleft()
        for n in ((q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1), (q + 1, r - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                if n in targets:
                    found.append(n)
                queue.append(n)
        if found:
            return sorted(found)
    return []


def plain_adjacency(cells: frozenset[Hex]) -> dict[Hex, list[Hex]]:
    return {h: [n for n in h.neighbors() if n in cells] for h in cells}


def test_board_benchmarks() -> None:
    print()
    cold = subprocess.run(
        [sys.executable, "-c", "import time; t=time.perf_counter(); import networkx; "
         "print(time.perf_counter()-t)"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    report("import networkx (cold, one-off, lazy)", float(cold.stdout))

    start = time.perf_counter()
    big = brick_map(20, 50)  # 100 x 100 = 10,000 hexes in 1,000 tiles
    report("BattleMap of 1,000 tiles (10,000 hexes)", time.perf_counter() - start)
    assert len(big) == 10_000
    cells = big.hexes

    baseline_adj = best_of(lambda: plain_adjacency(cells))
    spares = [BattleMap(big.tiles) for _ in range(5)]
    build = best_of(lambda: graph.map_graph(spares.pop()))
    report("graph build, 10,000 hexes", build, baseline_adj, "< 150 ms")

    origin = Hex(0, 0)
    targets = [Hex(99, 99), Hex(98, 99), Hex(99, 98)]  # the far corner
    graph.map_graph(big)
    expected = graph.closest(big, origin, targets)
    assert [h for h, _ in expected] == plain_bfs_hex(cells, origin, set(targets))
    ours = best_of(lambda: graph.closest(big, origin, targets))
    hex_bfs = best_of(lambda: plain_bfs_hex(cells, origin, set(targets)))
    pairs = {(h.q, h.r) for h in cells}
    pair_targets = {(h.q, h.r) for h in targets}
    pair_bfs = best_of(lambda: plain_bfs_pairs(pairs, (0, 0), pair_targets))
    report("closest, far targets (vs BFS on Hex)", ours, hex_bfs, "<= 1.3x")
    report("closest, far targets (vs BFS on tuples)", ours, pair_bfs, "info")

    busy = big.with_occupied(h for h in cells if (h.q * 7 + h.r * 3) % 11 == 0)
    report(
        "closest, 9 % of hexes occupied",
        best_of(lambda: graph.closest(busy, origin, targets)),
        hex_bfs,
    )

    province = OverlandMap(
        frozenset(Hex(0, 0).spiral(57)),
        {Hex(57, -20): "Far East", Hex(-57, 20): "Far West", Hex(0, 57): "Far South"},
        {},
        Hex(0, 0),
        {h: "water" for h in Hex(0, 0).ring(30) if h.q != 30},
    )
    province.closest_town()
    over_cells = frozenset(h for h in province.hexes if province.is_passable(h))
    towns = set(province.towns)
    report(
        f"closest_town, {len(province.hexes)}-hex overland",
        best_of(lambda: province.closest_town()),
        best_of(lambda: plain_bfs_hex(over_cells, Hex(0, 0), towns)),
        "<= 1.3x",
    )

    library = load_tile_library()
    gallery = library["flooded-gallery"]
    assert len(gallery.hexes) == 12
    small = brick_map(8, 12)  # 40 x 24 = 960 hexes... plus one more row of bricks:
    small = BattleMap((*small.tiles, *(PlacedTile(BRICK, Hex(5 * i, 24), 0) for i in range(4))))
    assert len(small) == 1000
    explored = Hex(39, 12)  # a door-less hex in the middle of the east rim
    edge_door = Hex(0, 12)  # a brick door on the west rim
    graph.map_graph(small)
    for where in (explored, edge_door):
        result = graph.placements(small, gallery, where)
        print(f"    {len(result)} placements against {where}")
    small_pairs = {(h.q, h.r) for h in small.hexes}
    bfs_1000 = best_of(lambda: plain_bfs_pairs(small_pairs, (0, 0), {(39, 24)}))
    timed = best_of(lambda: graph.placements(small, gallery, explored), repeat=11)
    report("placements, 12-hex tile, 1,000-hex map", timed, bfs_1000, "< 20 ms")
    fresh = best_of(lambda: graph.placements(BattleMap(small.tiles), gallery, explored))
    report("  same, on a fresh map (indexes built)", fresh, bfs_1000)
    # Very loose sanity bounds only (a slow CI box must still pass).
    assert timed < 1.0 and build < 5.0
