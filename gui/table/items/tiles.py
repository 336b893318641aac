"""HexTileItem: one placed map tile, drawn from the board core's geometry; GhostTileItem:
a candidate placement shown while exploring."""

from __future__ import annotations

import zlib
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from board.battlemap import PlacedTile
from board.hexes import Hex
from board.layout import Layout
from gui.table import art

SHADOW = QColor(0, 0, 0, 100)
GRID = QPen(QColor(60, 52, 42, 120), 1.0)
EDGE = QPen(QColor("#221e19"), 6.0)
GLINT = QPen(QColor(255, 255, 255, 40), 1.5)
#: The entrance tile's rim: a gold line along the dark edge marks it as the entrance.
ENTRANCE_RIM = QPen(QColor(art.GOLD), 2.0)


def hex_polygon(layout: Layout, h: Hex) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in layout.polygon_corners(h)])


def hex_centre(layout: Layout, h: Hex) -> QPointF:
    x, y = layout.hex_to_pixel(h)
    return QPointF(x, y)


class HexTileItem(QGraphicsItem):
    """A stone tile: its hexes, outline, and the door, cache and deployment marks."""

    def __init__(self, tile: PlacedTile, layout: Layout, explorable: Iterable[Hex] = ()) -> None:
        super().__init__()
        self.tile = tile
        self.layout = layout
        self.explorable = frozenset(explorable)
        self._outline = QPainterPath()
        self._outline.setFillRule(Qt.FillRule.WindingFill)
        for h in tile.hexes:
            # Corners rounded to 1/64 px so that neighbours share them exactly: with raw
            # floats, simplified() lost whole hexes of tiles far from the origin.
            corners = [QPointF(round(x * 64) / 64, round(y * 64) / 64) for x, y in
                       layout.polygon_corners(h)]  # fmt: skip
            self._outline.addPolygon(QPolygonF(corners))
        self._outline = self._outline.simplified()
        self._bounds = self._outline.boundingRect().adjusted(-8, -8, 8, 8)
        # Polygons and brushes are made once; paint() draws polygons, which the raster
        # engine fills far faster than paths (a 10,000-hex map was slow to draw).
        rect = self._outline.boundingRect()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        base = QColor(art.STONE_LIGHT if tile.is_entrance else art.STONE)
        # Each tile gets its own shade of stone so the seams between tiles read at a glance.
        shift = zlib.crc32((tile.uid or tile.shape.name).encode()) % 5
        base.setHsv(base.hue(), base.saturation() + shift * 6, base.value() - 6 + shift * 5)
        gradient.setColorAt(0, base.lighter(108))
        gradient.setColorAt(1, base.darker(112))
        self._fill = QBrush(gradient)
        self._flat = QBrush(base)
        rims = self._outline.toSubpathPolygons()
        self._rim = rims[0] if len(rims) == 1 else None  # None: a tile with a hole
        self._shadow = self._outline.translated(4, 6)
        self._shadow_rim = self._rim.translated(4, 6) if self._rim is not None else None
        self._glint = self._outline.translated(0, 1.5)
        self._glint_rim = self._rim.translated(0, 1.5) if self._rim is not None else None
        self._hexes = [hex_polygon(layout, h) for h in tile.hexes]
        self.setZValue(-10)
        # A tile is many paths: repaints blit a pixmap (redrawn when the zoom changes).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(self._tooltip())

    def _tooltip(self) -> str:
        shape = self.tile.shape
        return f"<b>{shape.label or shape.name}</b><br>{len(shape.hexes)} hexes"

    def set_explorable(self, hexes: Iterable[Hex]) -> None:
        hexes = frozenset(hexes) & self.tile.doors
        if hexes != self.explorable:
            self.explorable = hexes
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._outline

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if lod < 0.35:
            # Far away (a big map fitted to the window): flat stone and its rim; no shadow,
            # no hex grid, no marks -- detail the eye cannot see at this size.
            painter.setPen(EDGE)
            painter.setBrush(self._flat)
            self._draw_rim(painter, self._rim, self._outline)
            if lod < 0.25:
                return
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            self._draw_rim(painter, self._shadow_rim, self._shadow)
            painter.setBrush(self._fill)
            self._draw_rim(painter, self._rim, self._outline)
            painter.setPen(GRID)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for polygon in self._hexes:
                painter.drawPolygon(polygon)
            painter.setPen(EDGE)
            self._draw_rim(painter, self._rim, self._outline)
            painter.setPen(GLINT)
            self._draw_rim(painter, self._glint_rim, self._glint)
        size = self.layout.size[0]
        for h in self.tile.deployments:
            self._deployment(painter, hex_centre(self.layout, h), size)
        for h in self.tile.caches:
            self._cache(painter, hex_centre(self.layout, h), size)
        if lod >= 0.35 and self.tile.is_entrance:
            painter.setPen(ENTRANCE_RIM)
            self._draw_rim(painter, self._rim, self._outline)
        for hexes in self.door_marks():
            centre = sum((hex_centre(self.layout, h) for h in hexes), QPointF()) / len(hexes)
            explorable = any(h in self.explorable for h in hexes)
            self._door(painter, centre, size * (1.5 if len(hexes) > 1 else 1.0), explorable)

    def door_marks(self) -> list[tuple[Hex, ...]]:
        """The door hexes each door mark stands for: the entrance tile's two adjacent door
        hexes are one door (rules §7), so they share one mark on the side between them."""
        doors = sorted(self.tile.doors)
        if self.tile.is_entrance and len(doors) == 2 and doors[0].distance(doors[1]) == 1:
            return [tuple(doors)]
        return [(h,) for h in doors]

    @staticmethod
    def _draw_rim(painter: QPainter, rim: QPolygonF | None, path: QPainterPath) -> None:
        if rim is not None:
            painter.drawPolygon(rim)
        else:
            painter.drawPath(path)

    @staticmethod
    def _door(painter: QPainter, c: QPointF, size: float, explorable: bool) -> None:
        if explorable:
            glow = QColor(art.HIGHLIGHT)
            for radius, alpha in ((size * 0.85, 50), (size * 0.7, 80)):
                glow.setAlpha(alpha)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(glow)
                painter.drawEllipse(c, radius, radius)
        w, h = size * 0.55, size * 0.7
        arch = QPainterPath()
        arch.moveTo(c.x() - w / 2, c.y() + h / 2)
        arch.lineTo(c.x() - w / 2, c.y() - h / 6)
        arch.arcTo(QRectF(c.x() - w / 2, c.y() - h / 2, w, w * 0.9), 180, -180)
        arch.lineTo(c.x() + w / 2, c.y() + h / 2)
        arch.closeSubpath()
        painter.setPen(QPen(art.LEATHER_DARK, 1.6))
        painter.setBrush(art.LEATHER)
        painter.drawPath(arch)
        painter.setPen(QPen(art.GOLD, 1.2))
        painter.drawLine(QPointF(c.x(), c.y() - h / 4), QPointF(c.x(), c.y() + h / 2))

    @staticmethod
    def _cache(painter: QPainter, c: QPointF, size: float) -> None:
        w, h = size * 0.62, size * 0.42
        body = QRectF(c.x() - w / 2, c.y() - h / 3, w, h)
        painter.setPen(QPen(art.INK, 1.2))
        painter.setBrush(QColor("#8a5a2b"))
        painter.drawRoundedRect(body, 2, 2)
        lid = QRectF(c.x() - w / 2, c.y() - h / 3 - h * 0.4, w, h * 0.55)
        painter.drawChord(lid, 0, 180 * 16)
        painter.setBrush(art.GOLD)
        painter.drawRect(QRectF(c.x() - 2.5, c.y() - h / 3 - 1, 5, 6))

    @staticmethod
    def _deployment(painter: QPainter, c: QPointF, size: float) -> None:
        r = size * 0.5
        painter.setPen(QPen(QColor(150, 40, 30, 170), 1.6, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(150, 40, 30, 28))
        painter.drawEllipse(c, r, r)


class GhostTileItem(QGraphicsItem):
    """A translucent preview of one legal placement of a new tile."""

    def __init__(self, hexes: Iterable[Hex], doors: Iterable[Hex], layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.hexes = frozenset(hexes)
        self.doors = frozenset(doors)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for h in self.hexes:
            path.addPolygon(hex_polygon(layout, h))
        self._path = path.simplified()
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(art.GOLD, 3, Qt.PenStyle.DashLine))
        fill = QColor(art.STONE_LIGHT)
        fill.setAlpha(130)
        painter.setBrush(fill)
        painter.drawPath(self._path)
        for h in self.doors:
            HexTileItem._door(painter, hex_centre(self.layout, h), self.layout.size[0], False)
