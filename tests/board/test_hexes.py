"""Hex grid identities (rules §6)."""

from __future__ import annotations

import copy
import dataclasses
import itertools
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from board.hexes import DIRECTIONS, ORIGIN, FractionalHex, Hex, hex_line, hex_round

coords = st.integers(min_value=-60, max_value=60)
hexes = st.builds(Hex, coords, coords)

SAMPLE = [Hex(0, 0), Hex(1, 0), Hex(-2, 3), Hex(5, -7), Hex(-4, -4)]


def test_cube_coordinates_sum_to_zero() -> None:
    for h in SAMPLE:
        assert h.q + h.r + h.s == 0


def test_hex_is_hashable_ordered_and_frozen() -> None:
    assert {Hex(1, 2), Hex(1, 2)} == {Hex(1, 2)}
    assert sorted([Hex(1, 0), Hex(0, 5), Hex(0, -1)]) == [Hex(0, -1), Hex(0, 5), Hex(1, 0)]
    with pytest.raises(AttributeError):
        Hex(0, 0).q = 3  # type: ignore[misc]


def test_hex_is_a_record_with_two_fields() -> None:
    # The save-file codec and the history's descriptions read hexes as a q/r record.
    h = Hex(2, -3)
    assert [f.name for f in dataclasses.fields(Hex)] == ["q", "r"]
    assert dataclasses.replace(h, r=5) == Hex(2, 5)
    assert dataclasses.asdict(h) == {"q": 2, "r": -3}
    assert Hex(q=2, r=-3) == h and repr(h) == "Hex(2, -3)"
    assert hash(h) == hash((2, -3))  # the tuple's hash, computed in C
    assert h + Hex(1, 1) == Hex(3, -2) and h - Hex(1, 1) == Hex(1, -4)


def test_hex_survives_pickle_and_copy() -> None:
    h = Hex(7, -1)
    for twin in (pickle.loads(pickle.dumps(h)), copy.copy(h), copy.deepcopy(h)):
        assert twin == h and type(twin) is Hex


@pytest.mark.parametrize(
    ("index", "vector"),
    [
        (0, Hex(1, 0)),
        (1, Hex(0, 1)),
        (2, Hex(-1, 1)),
        (3, Hex(-1, 0)),
        (4, Hex(0, -1)),
        (5, Hex(1, -1)),
    ],
)
def test_directions_are_clockwise_from_east(index: int, vector: Hex) -> None:
    assert DIRECTIONS[index] == vector
    assert ORIGIN.neighbor(index) == vector
    assert ORIGIN.neighbors()[index] == vector
    # One clockwise turn moves to the next direction.
    assert vector.rotate(1) == DIRECTIONS[(index + 1) % 6]


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (Hex(0, 0), Hex(0, 0), 0),
        (Hex(0, 0), Hex(1, 0), 1),
        (Hex(0, 0), Hex(2, -1), 2),
        (Hex(-1, 2), Hex(3, -1), 4),
        (Hex(0, 0), Hex(-3, 3), 3),
        (Hex(2, 2), Hex(-2, -2), 8),
    ],
)
def test_distance_table(a: Hex, b: Hex, expected: int) -> None:
    assert a.distance(b) == expected
    assert (a - b).length() == expected


def test_arithmetic() -> None:
    assert Hex(1, 2) + Hex(3, -1) == Hex(4, 1)
    assert Hex(1, 2) - Hex(3, -1) == Hex(-2, 3)
    assert Hex(1, -2).scale(3) == Hex(3, -6)
    for h in SAMPLE:
        assert all(h.distance(n) == 1 for n in h.neighbors())
        assert len(set(h.neighbors())) == 6


@given(hexes, hexes)
def test_distance_is_symmetric(a: Hex, b: Hex) -> None:
    assert a.distance(b) == b.distance(a)
    assert (a.distance(b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_triangle_inequality(a: Hex, b: Hex, c: Hex) -> None:
    assert a.distance(c) <= a.distance(b) + b.distance(c)


@pytest.mark.parametrize("k", [0, 1, 2, 3, 5])
@pytest.mark.parametrize("center", SAMPLE[:3])
def test_ring_and_spiral_sizes(center: Hex, k: int) -> None:
    ring = center.ring(k)
    assert len(ring) == (6 * k if k else 1)
    assert len(set(ring)) == len(ring)
    assert all(center.distance(h) == k for h in ring)
    # Consecutive ring hexes are adjacent (it is a closed walk).
    if k:
        assert all(ring[i].distance(ring[(i + 1) % len(ring)]) == 1 for i in range(len(ring)))
    spiral = center.spiral(k)
    assert len(spiral) == 1 + 3 * k * (k + 1)
    assert set(spiral) == {h for h in center.spiral(k + 1) if center.distance(h) <= k}


def test_ring_rejects_negative_radius() -> None:
    with pytest.raises(ValueError):
        ORIGIN.ring(-1)


@given(hexes, hexes)
def test_six_rotations_are_identity(h: Hex, center: Hex) -> None:
    assert h.rotate(6, center) == h
    assert h.rotate(1, center).rotate(-1, center) == h
    assert h.rotate(2, center) == h.rotate(1, center).rotate(1, center)


@given(hexes, hexes, st.integers(min_value=-12, max_value=12))
def test_rotation_preserves_distance_from_centre(h: Hex, center: Hex, steps: int) -> None:
    assert h.rotate(steps, center).distance(center) == h.distance(center)


@given(hexes, hexes, st.integers(min_value=0, max_value=5))
def test_rotation_preserves_adjacency(a: Hex, b: Hex, steps: int) -> None:
    assert a.rotate(steps).distance(b.rotate(steps)) == a.distance(b)


@pytest.mark.parametrize(
    ("point", "expected"),
    [
        (FractionalHex(0.1, 0.1), Hex(0, 0)),
        (FractionalHex(0.9, 0.0), Hex(1, 0)),
        (FractionalHex(-0.6, 0.55), Hex(-1, 1)),
        (FractionalHex(2.4, -1.3), Hex(2, -1)),
    ],
)
def test_hex_round(point: FractionalHex, expected: Hex) -> None:
    assert hex_round(point) == expected
    assert point.q + point.r + point.s == pytest.approx(0.0)


def test_hex_line_has_one_hex_per_step_and_the_destination() -> None:
    line = hex_line(Hex(-3, -5), Hex(1, -1))
    assert len(line) == 9 and line[0] == Hex(-3, -5) and line[-1] == Hex(1, -1)
    assert all(a.distance(b) == 1 for a, b in itertools.pairwise(line))
    assert hex_line(ORIGIN, ORIGIN) == (ORIGIN,)
