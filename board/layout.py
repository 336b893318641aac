"""Hex ↔ screen maths, kept apart from the hex grid itself.

Screen y grows downwards (Qt). Corner ``i`` of a hex lies at angle
``60° * (start_angle + i)`` from the centre, measured clockwise on screen from the +x axis.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from board.hexes import FractionalHex, Hex, hex_round

_SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True, slots=True)
class Orientation:
    """The 2×2 forward matrix (hex → pixel), its inverse and the first corner's angle
    (in sixths of a turn)."""

    f0: float
    f1: float
    f2: float
    f3: float
    b0: float
    b1: float
    b2: float
    b3: float
    start_angle: float

    POINTY: ClassVar[Orientation]
    FLAT: ClassVar[Orientation]


#: Pointy-top hexes: columns of hexes zig-zag, rows are straight.
POINTY = Orientation(_SQRT3, _SQRT3 / 2.0, 0.0, 1.5, _SQRT3 / 3.0, -1.0 / 3.0, 0.0, 2.0 / 3.0, 0.5)
#: Flat-top hexes: rows zig-zag, columns are straight.
FLAT = Orientation(1.5, 0.0, _SQRT3 / 2.0, _SQRT3, 2.0 / 3.0, 0.0, -1.0 / 3.0, _SQRT3 / 3.0, 0.0)

# Also reachable as Orientation.POINTY / Orientation.FLAT.
Orientation.POINTY = POINTY
Orientation.FLAT = FLAT


@dataclass(frozen=True, slots=True)
class Layout:
    """How hexes are drawn: orientation, hex size (centre-to-corner radius along x and y, in
    pixels) and the pixel position of ``Hex(0, 0)``'s centre."""

    orientation: Orientation
    size: tuple[float, float]
    origin: tuple[float, float]

    def hex_to_pixel(self, h: Hex | FractionalHex) -> tuple[float, float]:
        """The pixel centre of a hex (or of a fractional hex point)."""
        m = self.orientation
        x = (m.f0 * h.q + m.f1 * h.r) * self.size[0]
        y = (m.f2 * h.q + m.f3 * h.r) * self.size[1]
        return (x + self.origin[0], y + self.origin[1])

    def pixel_to_fractional(self, x: float, y: float) -> FractionalHex:
        """The exact (fractional) axial point under a pixel."""
        m = self.orientation
        px = (x - self.origin[0]) / self.size[0]
        py = (y - self.origin[1]) / self.size[1]
        return FractionalHex(m.b0 * px + m.b1 * py, m.b2 * px + m.b3 * py)

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        """The hex containing a pixel (for mouse picking)."""
        return hex_round(self.pixel_to_fractional(x, y))

    def hex_corner_offset(self, i: int) -> tuple[float, float]:
        """Offset of corner ``i`` (0..5, clockwise on screen) from a hex centre."""
        angle = 2.0 * math.pi * (self.orientation.start_angle + i) / 6.0
        return (self.size[0] * math.cos(angle), self.size[1] * math.sin(angle))

    def polygon_corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corner pixels of a hex, clockwise on screen."""
        cx, cy = self.hex_to_pixel(h)
        corners = []
        for i in range(6):
            dx, dy = self.hex_corner_offset(i)
            corners.append((cx + dx, cy + dy))
        return corners
