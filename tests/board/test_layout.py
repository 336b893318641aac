"""Hex ↔ pixel maths."""

from __future__ import annotations

import math

import pytest

from board.hexes import Hex
from board.layout import FLAT, POINTY, Layout, Orientation

LAYOUTS = [
    Layout(POINTY, (10.0, 10.0), (0.0, 0.0)),
    Layout(POINTY, (32.0, 32.0), (400.0, 300.0)),
    Layout(POINTY, (20.0, 14.0), (-50.0, 12.5)),
    Layout(FLAT, (10.0, 10.0), (0.0, 0.0)),
    Layout(FLAT, (48.0, 48.0), (640.0, -200.0)),
    Layout(FLAT, (12.0, 18.0), (3.0, 7.0)),
]
HEXES = [h for h in Hex(0, 0).spiral(4)] + [Hex(30, -17), Hex(-25, 40)]


def test_orientation_aliases() -> None:
    assert Orientation.POINTY is POINTY
    assert Orientation.FLAT is FLAT


@pytest.mark.parametrize("layout", LAYOUTS)
def test_hex_to_pixel_to_hex_round_trip(layout: Layout) -> None:
    for h in HEXES:
        x, y = layout.hex_to_pixel(h)
        assert layout.pixel_to_hex(x, y) == h
        f = layout.pixel_to_fractional(x, y)
        assert (f.q, f.r) == (pytest.approx(h.q), pytest.approx(h.r))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_points_inside_a_hex_pick_that_hex(layout: Layout) -> None:
    for h in HEXES:
        cx, cy = layout.hex_to_pixel(h)
        for corner_x, corner_y in layout.polygon_corners(h):
            # 90 % of the way to a corner is still inside the hex.
            x = cx + 0.9 * (corner_x - cx)
            y = cy + 0.9 * (corner_y - cy)
            assert layout.pixel_to_hex(x, y) == h


@pytest.mark.parametrize("layout", LAYOUTS)
def test_polygon_corners(layout: Layout) -> None:
    h = Hex(2, -3)
    cx, cy = layout.hex_to_pixel(h)
    corners = layout.polygon_corners(h)
    assert len(corners) == 6
    sx, sy = layout.size
    for i, (x, y) in enumerate(corners):
        # On the ellipse of radii (sx, sy): the right distance from the centre.
        assert ((x - cx) / sx) ** 2 + ((y - cy) / sy) ** 2 == pytest.approx(1.0)
        assert (x - cx, y - cy) == pytest.approx(layout.hex_corner_offset(i))
    if sx == sy:
        # A regular hexagon: all sides as long as the radius.
        for i in range(6):
            (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 6]
            assert math.hypot(bx - ax, by - ay) == pytest.approx(sx)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_neighbours_share_two_corners(layout: Layout) -> None:
    h = Hex(1, 1)
    mine = layout.polygon_corners(h)
    for direction in range(6):
        theirs = layout.polygon_corners(h.neighbor(direction))
        shared = [p for p in mine if any(p == pytest.approx(t) for t in theirs)]
        assert len(shared) == 2


@pytest.mark.parametrize(
    ("layout", "hex_", "expected"),
    [
        (Layout(POINTY, (10.0, 10.0), (0.0, 0.0)), Hex(1, 0), (10 * math.sqrt(3), 0.0)),
        (Layout(POINTY, (10.0, 10.0), (0.0, 0.0)), Hex(0, 1), (5 * math.sqrt(3), 15.0)),
        (Layout(FLAT, (10.0, 10.0), (0.0, 0.0)), Hex(1, 0), (15.0, 5 * math.sqrt(3))),
        (Layout(FLAT, (10.0, 10.0), (5.0, 5.0)), Hex(0, 1), (5.0, 5 + 10 * math.sqrt(3))),
    ],
)
def test_hex_to_pixel_table(layout: Layout, hex_: Hex, expected: tuple[float, float]) -> None:
    assert layout.hex_to_pixel(hex_) == pytest.approx(expected)


@pytest.mark.parametrize("orientation", [POINTY, FLAT])
def test_rotate_one_step_is_clockwise_on_screen(orientation: Orientation) -> None:
    layout = Layout(orientation, (10.0, 10.0), (0.0, 0.0))
    x0, y0 = layout.hex_to_pixel(Hex(2, -1))
    x1, y1 = layout.hex_to_pixel(Hex(2, -1).rotate(1))
    # With y down, a clockwise turn has a positive screen angle.
    turn = math.atan2(y1, x1) - math.atan2(y0, x0)
    assert math.degrees(turn) % 360 == pytest.approx(60.0)
