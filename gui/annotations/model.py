"""Annotations drawn on the table for a rules question: arrows, numbered markers, hex and
area highlights, short text labels.

They belong to the table, not to the rules: the rules never read them. They are kept with the
game, undoable, and can be left out of an export. `Annotation` is a frozen value in scene
coordinates; `annotations_to_json` / `annotations_from_json` are its file form.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QPointF,
    QRectF,
)

ANNOTATION_Z = 10_000.0
MAX_ANNOTATIONS = 1000
MAX_LABEL = 200
MAX_COORD = 1e7
DEFAULT_COLOUR = "#e8463c"
HEX_SIZE = 40.0


class Kind(StrEnum):
    ARROW = "arrow"  # points: tail, head
    MARKER = "marker"  # points: centre; text: its number
    HEX = "hex"  # points: the polygon's corners (6 for a hex)
    AREA = "area"  # points: two opposite corners of a rectangle
    LABEL = "label"  # points: the text's left baseline; text: the words


KIND_NAMES = {
    Kind.ARROW: QT_TRANSLATE_NOOP("annotations", "arrow"),
    Kind.MARKER: QT_TRANSLATE_NOOP("annotations", "marker"),
    Kind.HEX: QT_TRANSLATE_NOOP("annotations", "hex highlight"),
    Kind.AREA: QT_TRANSLATE_NOOP("annotations", "area highlight"),
    Kind.LABEL: QT_TRANSLATE_NOOP("annotations", "label"),
}


def kind_name(kind: Kind) -> str:
    return QCoreApplication.translate("annotations", str(KIND_NAMES[kind]))


POINT_COUNTS: dict[Kind, tuple[int, int]] = {
    Kind.ARROW: (2, 2),
    Kind.MARKER: (1, 1),
    Kind.HEX: (3, 12),
    Kind.AREA: (2, 2),
    Kind.LABEL: (1, 1),
}


class AnnotationError(ValueError):
    """Annotations in a file that cannot be read: says where and what was expected."""


@dataclass(frozen=True, slots=True)
class Annotation:
    """One annotation in scene coordinates."""

    kind: Kind
    points: tuple[tuple[float, float], ...]
    text: str = ""
    colour: str = DEFAULT_COLOUR

    def __post_init__(self) -> None:
        # Stored as in the file (2 decimals), so a saved and reloaded annotation is equal.
        points = tuple((round(float(x), 2), round(float(y), 2)) for x, y in self.points)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "kind", Kind(self.kind))

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "kind": self.kind.value,
            "points": [[x, y] for x, y in self.points],
            "colour": self.colour,
        }
        if self.text:
            out["text"] = self.text
        return out


def arrow(tail: QPointF, head: QPointF, colour: str = DEFAULT_COLOUR) -> Annotation:
    return Annotation(Kind.ARROW, ((tail.x(), tail.y()), (head.x(), head.y())), "", colour)


def marker(centre: QPointF, number: int, colour: str = DEFAULT_COLOUR) -> Annotation:
    return Annotation(Kind.MARKER, ((centre.x(), centre.y()),), str(number), colour)


def label(at: QPointF, text: str, colour: str = DEFAULT_COLOUR) -> Annotation:
    return Annotation(Kind.LABEL, ((at.x(), at.y()),), text[:MAX_LABEL], colour)


def area(rect: QRectF, colour: str = DEFAULT_COLOUR) -> Annotation:
    r = rect.normalized()
    return Annotation(Kind.AREA, ((r.left(), r.top()), (r.right(), r.bottom())), "", colour)


def hex_highlight(
    centre: QPointF, size: float = HEX_SIZE, colour: str = DEFAULT_COLOUR
) -> Annotation:
    """A pointy-top hex (like the battle map's) around ``centre``."""
    corners = tuple(
        (
            centre.x() + size * math.cos(math.radians(60 * i - 30)),
            centre.y() + size * math.sin(math.radians(60 * i - 30)),
        )
        for i in range(6)
    )
    return Annotation(Kind.HEX, corners, "", colour)


def polygon_highlight(corners: Iterable[QPointF], colour: str = DEFAULT_COLOUR) -> Annotation:
    return Annotation(Kind.HEX, tuple((p.x(), p.y()) for p in corners), "", colour)


def next_marker_number(annotations: Iterable[Annotation]) -> int:
    numbers = [int(a.text) for a in annotations if a.kind is Kind.MARKER and a.text.isdigit()]
    return max(numbers, default=0) + 1


# --- JSON ---------------------------------------------------------------------------------


def annotations_to_json(annotations: Iterable[Annotation]) -> list[dict[str, object]]:
    return [a.to_json() for a in annotations]


def _fail(place: str, expected: str) -> AnnotationError:
    return AnnotationError(f"{place}: expected {expected}")


def _colour(value: object, place: str) -> str:
    if (
        not isinstance(value, str)
        or len(value) != 7
        or value[0] != "#"
        or any(c not in "0123456789abcdefABCDEF" for c in value[1:])
    ):
        raise _fail(place, "a colour like '#e8463c'")
    return value.lower()


def _number(value: object, place: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _fail(place, "a number")
    if not math.isfinite(value) or abs(value) > MAX_COORD:
        raise _fail(place, f"a number from {-MAX_COORD:g} to {MAX_COORD:g}")
    return float(value)


def annotations_from_json(data: object, place: str = "annotations") -> tuple[Annotation, ...]:
    """Check and build annotations; raises AnnotationError naming the bad entry."""
    if not isinstance(data, list):
        raise _fail(place, "a list")
    if len(data) > MAX_ANNOTATIONS:
        raise _fail(place, f"at most {MAX_ANNOTATIONS} annotations")
    out: list[Annotation] = []
    for index, item in enumerate(data):
        where = f"{place}[{index}]"
        if not isinstance(item, dict):
            raise _fail(where, "an object")
        for key in item:
            if key not in ("kind", "points", "text", "colour"):
                raise _fail(f"{where}.{key}", "no such entry in an annotation")
        try:
            kind = Kind(str(item.get("kind")))
        except ValueError:
            raise _fail(f"{where}.kind", ", ".join(repr(k.value) for k in Kind)) from None
        points = item.get("points")
        lo, hi = POINT_COUNTS[kind]
        if not isinstance(points, list) or not lo <= len(points) <= hi:
            raise _fail(f"{where}.points", f"a list of {lo} to {hi} points")
        pts = []
        for j, p in enumerate(points):
            if not isinstance(p, list) or len(p) != 2:
                raise _fail(f"{where}.points[{j}]", "[x, y]")
            pts.append(
                (_number(p[0], f"{where}.points[{j}]"), _number(p[1], f"{where}.points[{j}]"))
            )
        text = item.get("text", "")
        if not isinstance(text, str) or len(text) > MAX_LABEL:
            raise _fail(f"{where}.text", f"a text of at most {MAX_LABEL} characters")
        colour = _colour(item.get("colour", DEFAULT_COLOUR), f"{where}.colour")
        out.append(Annotation(kind, tuple(pts), text, colour))
    return tuple(out)
