"""Overlays: what the rules answered about the map, drawn over it (closest answers and their
routes, the hex ruler, sight and range, a dragged chip's route).

An `Overlay` is a plain value built from a `rules.closest` answer; `OverlayLayer` draws it in
map coordinates (two items: tints under the chips, routes and rings over them);
`to_annotations` turns it into annotations, so it can go into an exported picture with its
caption. Nothing here works out a rule.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from board.hexes import Hex, hex_line
from board.layout import Layout
from gui.annotations.model import Annotation, arrow, label, marker, polygon_highlight
from gui.table import art
from gui.table.items.chips import ChipItem
from gui.table.items.tiles import hex_centre, hex_polygon
from gui.words.map_answers import (
    closest_caption,
    closest_sentence,
    move_words,
    ruler_words,
    sight_words,
)
from rules.closest import Closest, View

ROUTE = QColor("#39c5d8")
ENEMY_ROUTE = QColor("#ef6a4c")
ANSWER = QColor("#f4c542")
SIGHT = QColor("#7fb6ff")
RANGE = QColor("#ff9d3b")
RULER = QColor("#f5f1e6")
SHADE = QColor(12, 16, 20, 210)
UNDER_Z = -1.5  # over the tiles, under the chips and the drop-target glow
OVER_Z = 30.0  # over the chips, under a dragged piece


@dataclass(frozen=True, slots=True)
class HexSet:
    """Hexes tinted and outlined alike (``dashed`` for a range)."""

    hexes: frozenset[Hex]
    colour: str
    alpha: int = 60
    dashed: bool = False
    outline: bool = True


@dataclass(frozen=True, slots=True)
class RouteMark:
    """A route (hex centres in order) with the count shown at its end."""

    hexes: tuple[Hex, ...]
    count: str
    colour: str = ROUTE.name()


@dataclass(frozen=True, slots=True)
class Overlay:
    """One overlay: ``title`` says the answer in words (the log and the status bar);
    ``caption`` the short form for an exported picture's caption."""

    kind: str  # "closest", "enemy", "ruler", "sight", "move"
    title: str
    caption: str
    origin: Hex | None = None
    sets: tuple[HexSet, ...] = ()
    routes: tuple[RouteMark, ...] = ()
    rings: tuple[Hex, ...] = ()


def closest_overlay(
    answer: Closest,
    origin_name: str,
    kind: str = "closest",
    tiles: Callable[[Hex], str] | None = None,
) -> Overlay:
    """Every tied answer ringed, one route to each with its hex count; ``tiles`` names the
    tile of a hex (for answers that are hexes, not units)."""
    goals = frozenset(a.hex for a in answer.answers)
    # An enemy's own turn is drawn in the enemy's colour, a question asked in the table's.
    colour = ENEMY_ROUTE.name() if kind == "enemy" else ROUTE.name()
    routes = tuple(RouteMark(a.route, str(a.steps), colour) for a in answer.answers if a.steps)
    return Overlay(
        kind,
        closest_sentence(answer, origin_name, tiles),
        closest_caption(answer, origin_name, tiles),
        answer.origin,
        (HexSet(goals, ANSWER.name(), 70),) if goals else (),
        routes,
        tuple(sorted(goals)),
    )


def ruler_overlay(start: Hex, end: Hex, count: int) -> Overlay:
    """A straight line from hex to hex with the range as the rules count it."""
    words = ruler_words(count)
    line = RouteMark((start, end), str(count), RULER.name())
    counted = HexSet(frozenset(hex_line(start, end)[1:]), RULER.name(), 70)
    origin = HexSet(frozenset({start}), RULER.name(), 0, dashed=True)
    return Overlay("ruler", words, words, start, (counted, origin), (line,), (end,))


def sight_overlay(
    view: View,
    origin_name: str,
    unit_hexes: dict[str, Hex],
    names: dict[str, str],
    map_hexes: frozenset[Hex] = frozenset(),
) -> Overlay:
    """Hexes out of sight dimmed and those in sight outlined, hexes in range outlined with
    dashes, units both in sight and in range ringed."""
    rings = tuple(sorted(unit_hexes[u] for u in view.targets if u in unit_hexes))
    sentence = sight_words(view, origin_name, names)
    return Overlay(
        "sight",
        sentence,
        sentence,
        view.origin,
        (
            HexSet(map_hexes - view.sight, "#0b0f12", 120, outline=False),
            HexSet(view.sight, SIGHT.name(), 25),
            HexSet(view.in_range, RANGE.name(), 45, dashed=True),
        ),
        (),
        rings,
    )


def move_overlay(route: Sequence[Hex]) -> Overlay:
    """A dragged chip's route to the hex under the pointer and its length."""
    steps = len(route) - 1
    mark = RouteMark(tuple(route), str(steps), art.HIGHLIGHT.name())
    words = move_words(steps)
    return Overlay("move", words, words, route[0], (), (mark,), ())


# --- drawing ------------------------------------------------------------------------------


def _font_px(px: float, bold: bool = True) -> QFont:
    font = art.sans(10, bold=bold)
    font.setPixelSize(max(1, round(px)))
    return font


class OverlayLayer(QGraphicsItem):
    """Draws one overlay in the coordinates of its parent item (a map layer), given that
    map's hex ``layout``. ``under`` draws the tints (below the chips), else the routes,
    rings and counts (above them)."""

    def __init__(self, layout: Layout, under: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.layout = layout
        self.under = under
        self.overlay: Overlay | None = None
        self._bounds = QRectF()
        self.setZValue(UNDER_Z if under else OVER_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_overlay(self, overlay: Overlay | None) -> None:
        if overlay == self.overlay:
            return
        self.prepareGeometryChange()
        self.overlay = overlay
        self._bounds = self._measure(overlay)
        self.update()

    def _measure(self, overlay: Overlay | None) -> QRectF:
        if overlay is None:
            return QRectF()
        hexes: set[Hex] = set(overlay.rings)
        for s in overlay.sets:
            hexes |= s.hexes
        for r in overlay.routes:
            hexes.update(r.hexes)
        if overlay.origin is not None:
            hexes.add(overlay.origin)
        rect = QRectF()
        for h in hexes:
            rect = rect.united(hex_polygon(self.layout, h).boundingRect())
        return rect.adjusted(-40, -40, 40, 40)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        overlay = self.overlay
        if overlay is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.under:
            for s in overlay.sets:
                self._paint_set(painter, s)
            return
        if overlay.origin is not None and overlay.kind != "ruler":
            self._paint_origin(painter, overlay.origin)
        for h in overlay.rings:
            self._paint_ring(painter, h)
        for r in overlay.routes:
            self._paint_route(painter, r, overlay.kind == "ruler")
        for r in overlay.routes:
            if len(r.hexes) > 1:
                self._paint_badge(painter, r)

    def _paint_set(self, painter: QPainter, s: HexSet) -> None:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for h in s.hexes:
            path.addPolygon(hex_polygon(self.layout, h))
        path = path.simplified()
        colour = QColor(s.colour)
        fill = QColor(colour)
        fill.setAlpha(s.alpha)
        style = Qt.PenStyle.DashLine if s.dashed else Qt.PenStyle.SolidLine
        pen = QPen(colour, 3.0, style)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen if s.outline else QPen(Qt.PenStyle.NoPen))
        painter.setBrush(fill)
        painter.drawPath(path)

    def _paint_origin(self, painter: QPainter, h: Hex) -> None:
        self._paint_circle(painter, h, 7, QPen(QColor("white"), 3, Qt.PenStyle.DashLine))

    def _paint_ring(self, painter: QPainter, h: Hex) -> None:
        self._paint_circle(painter, h, 9, QPen(ANSWER, 5))

    def _paint_circle(self, painter: QPainter, h: Hex, shade: float, pen: QPen) -> None:
        """A circle round ``h`` drawn with ``pen`` over a wider dark halo, legible on any tile."""
        c = hex_centre(self.layout, h)
        radius = self.layout.size[0] * 0.78
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(SHADE, shade))
        painter.drawEllipse(c, radius, radius)
        painter.setPen(pen)
        painter.drawEllipse(c, radius, radius)

    def _points(self, hexes: Iterable[Hex]) -> list[QPointF]:
        return [hex_centre(self.layout, h) for h in hexes]

    def _paint_route(self, painter: QPainter, route: RouteMark, straight: bool) -> None:
        pts = self._points(route.hexes)
        if len(pts) < 2 or (len(pts) == 2 and not straight):
            return  # next door: the ring and the count say it all
        colour = QColor(route.colour)
        # Stop short of the goal's centre so the arrow points at the chip, not over it.
        end = _towards(pts[-1], pts[-2], self.layout.size[0] * 0.55)
        start = pts[0] if straight else _towards(pts[0], pts[1], self.layout.size[0] * 0.62)
        line = QPolygonF([start, *pts[1:-1], end])
        for pen in (QPen(SHADE, 11), QPen(colour, 5)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(line)
        painter.setPen(QPen(SHADE, 2))
        painter.setBrush(colour)
        if not straight:
            for p in pts[1:-1]:
                painter.drawEllipse(p, 6, 6)
        _arrow_head(painter, pts[-2] if not straight else pts[0], end, colour)
        if not straight:
            painter.setPen(QPen(SHADE, 2))
            painter.setBrush(colour)
            painter.drawEllipse(start, 5, 5)

    def hp_badges(self) -> list[QRectF]:
        """The HP badges of the chips on the map beside this layer, in its coordinates."""
        parent = self.parentItem()
        chips = parent.childItems() if parent is not None else []
        return [
            c.mapRectToParent(c.hp_badge())
            for c in chips
            if isinstance(c, ChipItem) and c.isVisible() and c.view.max_hp
        ]

    def _paint_badge(self, painter: QPainter, route: RouteMark) -> None:
        radius = self.layout.size[0] * 0.34
        anchor = badge_point(self.layout, route.hexes, self.hp_badges(), radius)
        painter.setPen(QPen(QColor(route.colour), 3))
        painter.setBrush(SHADE)
        painter.drawEllipse(anchor, radius, radius)
        painter.setFont(_font_px(radius * 1.15))
        painter.setPen(QColor("white"))
        box = QRectF(anchor.x() - radius, anchor.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, route.count)


def badge_point(
    layout: Layout,
    hexes: Sequence[Hex],
    avoid: Sequence[QRectF] = (),
    radius: float = 0.0,
) -> QPointF:
    """Where a route's count sits: just beyond its goal, on the far side from the route (so
    it covers neither the route nor the chip it came from), turned round the goal when
    that would cover a chip's HP badge (``avoid``; the count is a disc of ``radius``)."""
    c = hex_centre(layout, hexes[-1])
    size = layout.size[0]
    if len(hexes) < 2:
        return QPointF(c.x() + size * 0.66, c.y() - size * 0.66)
    back = hex_centre(layout, hexes[-2])
    away = _towards(c, back, -size * 0.92)
    dx, dy = away.x() - c.x(), away.y() - c.y()
    for turn in (0, 30, -30, 60, -60, 90, -90, 120, -120, 150, -150):
        a = math.radians(turn)
        spot = QPointF(
            c.x() + dx * math.cos(a) - dy * math.sin(a), c.y() + dx * math.sin(a) + dy * math.cos(a)
        )
        disc = QRectF(spot.x() - radius, spot.y() - radius, 2 * radius, 2 * radius)
        if not any(disc.intersects(badge) for badge in avoid):
            return spot
    return away


def _towards(a: QPointF, b: QPointF, distance: float) -> QPointF:
    """The point ``distance`` from ``a`` towards ``b``."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy) or 1.0
    return QPointF(a.x() + dx / length * distance, a.y() + dy / length * distance)


def _arrow_head(painter: QPainter, tail: QPointF, head: QPointF, colour: QColor) -> None:
    dx, dy = head.x() - tail.x(), head.y() - tail.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    size = 20.0
    base = QPointF(head.x() - ux * size, head.y() - uy * size)
    left = QPointF(base.x() - uy * size * 0.65, base.y() + ux * size * 0.65)
    right = QPointF(base.x() + uy * size * 0.65, base.y() - ux * size * 0.65)
    painter.setPen(QPen(SHADE, 2.5))
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([head + QPointF(ux * 4, uy * 4), left, right]))


# --- annotations --------------------------------------------------------------------------

ToScene = Callable[[QPointF], QPointF]
#: The radius of a kept count's marker, in scene coordinates (as the annotation layer paints it).
MARKER_RADIUS = 20.0


def _xy(p: QPointF) -> tuple[float, float]:
    return (p.x(), p.y())


def to_annotations(
    overlay: Overlay,
    layout: Layout,
    to_scene: ToScene,
    title_at: QPointF | None = None,
    avoid: Sequence[QRectF] = (),
) -> list[Annotation]:
    """The overlay as annotations in scene coordinates: tinted hexes, one arrow per step of
    each route, a numbered marker with the hex count at its end, turned round the goal off
    the HP badges ``avoid`` (layout coordinates) as the live count is, the answer as a label
    (which the exported picture's caption repeats) at ``title_at`` (scene coordinates; by
    default above the origin)."""
    scale = math.dist(_xy(to_scene(QPointF(0, 0))), _xy(to_scene(QPointF(1, 0)))) or 1.0
    radius = MARKER_RADIUS / scale  # the marker's disc, in layout coordinates
    out: list[Annotation] = []
    for s in overlay.sets:
        if s.dashed or not s.outline or not s.alpha:
            continue  # outlines of ranges, fog and origins would bury the picture
        for h in sorted(s.hexes):
            corners = [to_scene(QPointF(x, y)) for x, y in layout.polygon_corners(h)]
            out.append(polygon_highlight(corners, s.colour))
    for r in overlay.routes:
        pts = [to_scene(p) for p in (hex_centre(layout, h) for h in r.hexes)]
        if len(pts) < 2:
            continue
        if overlay.kind == "ruler":
            out.append(arrow(pts[0], pts[-1], r.colour))
        else:
            pts[0] = _towards(pts[0], pts[1], layout.size[0] * 0.62)  # from the chip's rim
            for a, b in pairwise(pts):
                out.append(arrow(a, _towards(b, a, 14.0), r.colour))
        count = int(r.count) if r.count.isdigit() else 0
        spot = badge_point(layout, r.hexes, avoid, radius)
        out.append(marker(to_scene(spot), count, "#1f3b4d"))
    if title_at is None and overlay.origin is not None:
        top = to_scene(hex_centre(layout, overlay.origin))
        title_at = QPointF(top.x() - 60, top.y() - layout.size[0] * 1.3)
    if title_at is not None:
        out.append(label(title_at, overlay.caption))
    return out
