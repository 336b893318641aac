"""Board benchmarks (run on demand: python -m pytest tests/bench -m benchmarks -s).

Every map query is printed next to a plain program making the same networkx call on the same
graph, run in the same process (``tests.bench.mapgraph``), so the ratios mean something on any
machine. Goals: the graph of 10,000 hexes < 150 ms, each query within 1.3x of its baseline.
Nothing here asserts a timing that could flake.
"""

from __future__ import annotations

import subprocess
import sys

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.tiles import TileShape
from tests.bench import enemies, mapgraph
from tests.bench.report import report, table

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


def test_board_benchmarks() -> None:
    print()
    cold = subprocess.run(
        [sys.executable, "-c", "import time; t=time.perf_counter(); import networkx; "
         "print(time.perf_counter()-t)"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    report("import networkx (cold, one-off)", float(cold.stdout))
    rows = mapgraph.rows(repeat=7) + enemies.rows(repeat=3)
    print(table(rows))
    # Very loose sanity bounds only (a slow CI box must still pass).
    assert all(row.value < 5000 for row in rows)
