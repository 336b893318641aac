"""Placed tiles and the immutable battle map (rules §7)."""

from __future__ import annotations

import pytest

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.tiles import TileShape

# A bent three-hex tile: origin, east, south-east.
BENT = TileShape(
    "bent",
    frozenset({Hex(0, 0), Hex(1, 0), Hex(0, 1)}),
    doors=frozenset({Hex(1, 0)}),
    caches=frozenset({Hex(0, 0)}),
    deployments=frozenset({Hex(0, 1)}),
)


@pytest.mark.parametrize(
    ("rotation", "offset", "hexes", "door"),
    [
        (0, Hex(0, 0), {(0, 0), (1, 0), (0, 1)}, (1, 0)),
        (1, Hex(0, 0), {(0, 0), (0, 1), (-1, 1)}, (0, 1)),
        (3, Hex(0, 0), {(0, 0), (-1, 0), (0, -1)}, (-1, 0)),
        (0, Hex(5, -2), {(5, -2), (6, -2), (5, -1)}, (6, -2)),
        (2, Hex(1, 1), {(1, 1), (0, 2), (0, 1)}, (0, 2)),
    ],
)
def test_placed_tile_coordinates(
    rotation: int, offset: Hex, hexes: set[tuple[int, int]], door: tuple[int, int]
) -> None:
    tile = PlacedTile(BENT, offset, rotation)
    assert tile.hexes == {Hex(q, r) for q, r in hexes}
    assert tile.doors == {Hex(*door)}
    assert tile.caches == {offset}  # the shape origin stays put under rotation
    assert len(tile.deployments) == 1
    assert tile.to_map(Hex(1, 0)) == Hex(*door)


@pytest.mark.parametrize("rotation", [-1, 6, 7])
def test_rotation_out_of_range(rotation: int) -> None:
    with pytest.raises(ValueError):
        PlacedTile(BENT, Hex(0, 0), rotation)


def test_placed_tile_is_hashable_value() -> None:
    a = PlacedTile(BENT, Hex(1, 2), 3, "t1")
    b = PlacedTile(BENT, Hex(1, 2), 3, "t1")
    assert a == b and hash(a) == hash(b)
    assert a != PlacedTile(BENT, Hex(1, 2), 3, "t2")


def test_map_index_and_lookups() -> None:
    a = PlacedTile(BENT, Hex(0, 0), 0, "a")
    b = PlacedTile(BENT, Hex(3, 0), 0, "b")
    bmap = BattleMap((a, b))
    assert bmap.hexes == a.hexes | b.hexes
    assert len(bmap) == 6
    assert bmap.tile_at(Hex(4, 0)) is b
    assert bmap.tile_index(Hex(0, 1)) == 0
    assert bmap.tile_at(Hex(9, 9)) is None and bmap.tile_index(Hex(9, 9)) is None
    assert bmap.contains(Hex(3, 1)) and Hex(3, 1) in bmap
    assert not bmap.contains(Hex(2, 0))
    assert bmap.entrance is None


def test_with_tile_refuses_overlap_and_keeps_original() -> None:
    bmap = BattleMap((PlacedTile(BENT),))
    bigger = bmap.with_tile(PlacedTile(BENT, Hex(2, 0)))
    assert len(bmap) == 3 and len(bigger) == 6
    with pytest.raises(ValueError, match="overlaps"):
        bigger.with_tile(PlacedTile(BENT, Hex(1, 0), 3))
    with pytest.raises(ValueError, match="overlaps"):
        BattleMap((PlacedTile(BENT), PlacedTile(BENT, Hex(1, 0))))


def test_occupancy_is_immutable() -> None:
    bmap = BattleMap((PlacedTile(BENT),))
    one = bmap.occupy(Hex(0, 0))
    two = one.occupy(Hex(1, 0))
    assert not bmap.is_occupied(Hex(0, 0))
    assert one.occupied == {Hex(0, 0)}
    assert two.occupied == {Hex(0, 0), Hex(1, 0)}
    assert two.vacate(Hex(0, 0)).occupied == {Hex(1, 0)}
    assert bmap.with_occupied([Hex(0, 1)]).occupied == {Hex(0, 1)}
    walled = bmap.with_impassable([Hex(0, 1)])
    assert walled.is_impassable(Hex(0, 1)) and not bmap.is_impassable(Hex(0, 1))
    assert walled.tile_at(Hex(1, 0)) == bmap.tile_at(Hex(1, 0))
    with pytest.raises(ValueError, match="not on the map"):
        bmap.occupy(Hex(7, 7))
    with pytest.raises(ValueError, match="not on the map"):
        BattleMap((PlacedTile(BENT),), impassable=frozenset({Hex(7, 7)}))
    with pytest.raises(AttributeError):
        bmap.occupied = frozenset()  # type: ignore[misc]


def test_equality_and_hash() -> None:
    a = BattleMap((PlacedTile(BENT),)).occupy(Hex(0, 0))
    b = BattleMap((PlacedTile(BENT),), frozenset({Hex(0, 0)}))
    assert a == b and hash(a) == hash(b)
    assert a != b.vacate(Hex(0, 0))


def test_memo_is_shared_across_occupancy_changes() -> None:
    bmap = BattleMap((PlacedTile(BENT),))
    calls: list[int] = []

    def build() -> int:
        calls.append(1)
        return 42

    assert bmap.memo("k", build) == 42
    assert bmap.occupy(Hex(0, 0)).memo("k", build) == 42
    assert len(calls) == 1
    # A new tile means new derived data.
    assert bmap.with_tile(PlacedTile(BENT, Hex(2, 0))).memo("k", build) == 42
    assert len(calls) == 2


def test_from_hexes() -> None:
    cells = Hex(0, 0).spiral(2)
    bmap = BattleMap.from_hexes(cells)
    assert bmap.hexes == frozenset(cells)
    assert len(bmap.tiles) == 1
