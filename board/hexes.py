"""Axial hex coordinates (rules §6; the maths follows Red Blob Games' hex guide).

A hex is stored as axial ``(q, r)``; the third cube coordinate is ``s = -q - r``.

Screen convention: y grows downwards (as in Qt). With the pointy-top layout ``q`` grows to
the east and ``r`` to the south-east. ``DIRECTIONS`` lists the six neighbours **clockwise**
starting east (pointy-top names; with the flat-top layout the same vectors read
east-south-east, south, ... but the order stays clockwise):

    index  vector     pointy-top
    0      (+1,  0)   east
    1      ( 0, +1)   south-east
    2      (-1, +1)   south-west
    3      (-1,  0)   west
    4      ( 0, -1)   north-west
    5      (+1, -1)   north-east

``rotate(1)`` turns 60° clockwise on screen (for both layouts), so it maps
``DIRECTIONS[i]`` to ``DIRECTIONS[(i + 1) % 6]``.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING


# A tuple underneath: hashing, equality and ordering run in C (a hex is hashed a few
# times per step of every search, and a Python-level ``__hash__`` made searches on big maps
# about twice as slow as the same search over plain (q, r) tuples). The dataclass decorator
# (no generated methods) only records the two fields, so ``dataclasses.fields``/``replace``
# and the save-file codec see the same ``q``/``r`` record as before.
@dataclass(init=False, repr=False, eq=False)
class Hex(tuple[int, int]):
    """An immutable, hashable, ordered axial hex coordinate (rules §6).

    Equal to, and hashed like, the plain tuple ``(q, r)``; ordered by ``q`` then ``r``.
    """

    __slots__ = ()

    q: int
    r: int

    def __new__(cls, q: int, r: int) -> Hex:
        return tuple.__new__(cls, (q, r))

    def __getnewargs__(self) -> tuple[int, int]:
        return (self[0], self[1])

    @property
    def s(self) -> int:
        """The third cube coordinate, so that ``q + r + s == 0``."""
        return -self[0] - self[1]

    def __add__(self, other: Hex) -> Hex:  # type: ignore[override]
        """Component-wise sum (a hex plus an offset vector), not tuple concatenation."""
        return Hex(self[0] + other[0], self[1] + other[1])

    def __sub__(self, other: Hex) -> Hex:
        """Component-wise difference (the vector from ``other`` to ``self``)."""
        return Hex(self[0] - other[0], self[1] - other[1])

    def scale(self, k: int) -> Hex:
        """This vector multiplied by ``k``."""
        return Hex(self[0] * k, self[1] * k)

    def neighbor(self, direction: int) -> Hex:
        """The hex sharing an edge with this one in ``DIRECTIONS[direction % 6]`` (rules §6)."""
        dq, dr = _DIRECTION_PAIRS[direction % 6]
        return Hex(self[0] + dq, self[1] + dr)

    def neighbors(self) -> tuple[Hex, Hex, Hex, Hex, Hex, Hex]:
        """The six adjacent hexes (sharing an edge), in ``DIRECTIONS`` order (rules §6)."""
        q, r = self
        new = tuple.__new__
        return (
            new(Hex, (q + 1, r)),
            new(Hex, (q, r + 1)),
            new(Hex, (q - 1, r + 1)),
            new(Hex, (q - 1, r)),
            new(Hex, (q, r - 1)),
            new(Hex, (q + 1, r - 1)),
        )

    def length(self) -> int:
        """Distance from the origin ``Hex(0, 0)`` in steps."""
        q, r = self
        return (abs(q) + abs(r) + abs(q + r)) // 2

    def distance(self, other: Hex) -> int:
        """Steps between two hexes on an open grid: the destination counts, the start does not
        (rules §6: range counts hexes to the destination, including it)."""
        dq = self[0] - other[0]
        dr = self[1] - other[1]
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def ring(self, radius: int) -> list[Hex]:
        """The ``6 * radius`` hexes at exactly ``radius`` steps, clockwise from the north-west
        corner; ``ring(0)`` is ``[self]``."""
        if radius < 0:
            raise ValueError(f"ring radius must be >= 0, got {radius}")
        if radius == 0:
            return [self]
        results: list[Hex] = []
        h = self + DIRECTIONS[4].scale(radius)
        for direction in range(6):
            for _ in range(radius):
                results.append(h)
                h = h.neighbor(direction)
        return results

    def spiral(self, radius: int) -> list[Hex]:
        """Every hex within ``radius`` steps: this hex, then ring 1, ring 2, ... (``1 + 3k(k+1)``
        hexes)."""
        results = [self]
        for k in range(1, radius + 1):
            results.extend(self.ring(k))
        return results

    def rotate(self, steps: int, center: Hex | None = None) -> Hex:
        """Rotate about ``center`` (default the origin) by ``steps`` × 60°; positive steps turn
        clockwise on screen (y down), negative counter-clockwise (used to turn tiles, rules §7).
        """
        c = center if center is not None else ORIGIN
        q, r = self[0] - c[0], self[1] - c[1]
        s = -q - r
        for _ in range(steps % 6):
            # (q, r, s) -> (-r, -s, -q) is one 60° clockwise turn in cube coordinates.
            q, r, s = -r, -s, -q
        return Hex(q + c[0], r + c[1])

    def __repr__(self) -> str:
        return f"Hex({self[0]}, {self[1]})"


if not TYPE_CHECKING:
    # The fields read the tuple's items (C accessors); assigned after the class so that the
    # dataclass decorator sees plain annotated fields without defaults.
    Hex.q = property(itemgetter(0), doc="The axial column.")
    Hex.r = property(itemgetter(1), doc="The axial row (south-east with pointy tops).")


_DIRECTION_PAIRS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))

#: The six unit vectors, clockwise from east (see the module docstring).
DIRECTIONS: tuple[Hex, ...] = tuple(Hex(q, r) for q, r in _DIRECTION_PAIRS)

#: ``Hex(0, 0)``.
ORIGIN = Hex(0, 0)


@dataclass(frozen=True, slots=True)
class FractionalHex:
    """A point in axial coordinates with real components (pixel → hex conversion)."""

    q: float
    r: float

    @property
    def s(self) -> float:
        """The third cube coordinate."""
        return -self.q - self.r


def hex_round(h: FractionalHex) -> Hex:
    """The hex containing a fractional point: round each cube coordinate, then fix the one
    with the largest rounding error so that ``q + r + s == 0`` still holds."""
    q, r, s = round(h.q), round(h.r), round(h.s)
    dq, dr, ds = abs(q - h.q), abs(r - h.r), abs(s - h.s)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def hex_lerp(a: Hex | FractionalHex, b: Hex | FractionalHex, t: float) -> FractionalHex:
    """Linear interpolation between two hex points (``t`` = 0 gives ``a``, 1 gives ``b``)."""
    return FractionalHex(a.q + (b.q - a.q) * t, a.r + (b.r - a.r) * t)


def hex_line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """The hexes a straight line from the centre of ``a`` to the centre of ``b`` crosses,
    ``a`` first: ``a.distance(b) + 1`` hexes, so the range (rules §6.1: the destination
    counts, the start does not) is the number of hexes after ``a``. A tiny nudge keeps a
    line running along hex edges on one side."""
    n = a.distance(b)
    if n == 0:
        return (a,)
    start = FractionalHex(a.q + 1e-6, a.r + 2e-6)
    end = FractionalHex(b.q + 1e-6, b.r + 2e-6)
    return tuple(hex_round(hex_lerp(start, end, i / n)) for i in range(n + 1))
