"""HexTileItem: one placed map tile, drawn from the board core's geometry; GhostTileItem:
a candidate placement shown while exploring."""

from __future__ import annotations

import zlib
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from board.battlemap import PlacedTile
from board.hexes import Hex
from board.layout import Layout
from gui import art


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
            self._outline.addPolygon(hex_polygon(layout, h))
        self._outline = self._outline.simplified()
        self._bounds = self._outline.boundingRect().adjusted(-8, -8, 8, 8)
        self.setZValue(-10)
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
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 100))
        painter.drawPath(self._outline.translated(4, 6))
        rect = self._outline.boundingRect()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        base = QColor(art.STONE_LIGHT if self.tile.is_entrance else art.STONE)
        # Each tile gets its own shade of stone so the seams between tiles read at a glance.
        shift = zlib.crc32((self.tile.uid or self.tile.shape.name).encode()) % 5
        base.setHsv(base.hue(), base.saturation() + shift * 6, base.value() - 6 + shift * 5)
        gradient.setColorAt(0, base.lighter(108))
        gradient.setColorAt(1, base.darker(112))
        painter.setBrush(QBrush(gradient))
        painter.drawPath(self._outline)
        if lod > 0.35:
            painter.setPen(QPen(QColor(60, 52, 42, 120), 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for h in self.tile.hexes:
                painter.drawPolygon(hex_polygon(self.layout, h).translated(0, 0))
        painter.setPen(QPen(QColor("#2e2922"), 4.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._outline)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        painter.drawPath(self._outline.translated(0, 1.5))
        if lod < 0.25:
            return
        size = self.layout.size[0]
        for h in self.tile.deployments:
            self._deployment(painter, hex_centre(self.layout, h), size)
        for h in self.tile.caches:
            self._cache(painter, hex_centre(self.layout, h), size)
        for h in self.tile.doors:
            self._door(painter, hex_centre(self.layout, h), size, h in self.explorable)

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
