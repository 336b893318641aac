"""The overland map of the province in its own view: terrain, towns, landmarks and the party
token. It is read-only here; the party token moves through rules actions."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from board.hexes import Hex
from board.layout import POINTY, Layout
from board.overland import OverlandMap
from gui.table import art

TERRAIN_COLOURS = {
    "plains": QColor("#b9b27a"),
    "forest": QColor("#5d7a45"),
    "hills": QColor("#a08a5c"),
    "marsh": QColor("#6f7f66"),
    "mountains": QColor("#8a8580"),
    "water": QColor("#4f7898"),
}
SIZE = 34.0


class OverlandItem(QGraphicsItem):
    """The whole province in one item: it changes only when the party token moves."""

    def __init__(self, overland: OverlandMap) -> None:
        super().__init__()
        self.layout = Layout(POINTY, (SIZE, SIZE), (0.0, 0.0))
        self.overland = overland
        self._bounds = QRectF()
        for h in overland.hexes:
            self._bounds = self._bounds.united(self._polygon(h).boundingRect())
        self._bounds.adjust(-60, -40, 60, 40)

    def _polygon(self, h: Hex) -> QPolygonF:
        return QPolygonF([QPointF(x, y) for x, y in self.layout.polygon_corners(h)])

    def _centre(self, h: Hex) -> QPointF:
        x, y = self.layout.hex_to_pixel(h)
        return QPointF(x, y)

    def set_overland(self, overland: OverlandMap) -> None:
        if overland != self.overland:
            self.overland = overland
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        o = self.overland
        for h in sorted(o.hexes):
            colour = TERRAIN_COLOURS.get(o.terrain.get(h, "plains"), TERRAIN_COLOURS["plains"])
            painter.setPen(QPen(colour.darker(125), 1.2))
            painter.setBrush(QBrush(colour))
            painter.drawPolygon(self._polygon(h))
            self._terrain_mark(painter, o.terrain.get(h, "plains"), self._centre(h))
        painter.setFont(art.serif(8.5, bold=True))
        for h, name in o.landmarks.items():
            c = self._centre(h)
            art.draw_glyph(painter, "status", QRectF(c.x() - 9, c.y() - 12, 18, 18), art.INK)
            self._label(painter, c + QPointF(0, 16), name, art.INK)
        for h, name in o.towns.items():
            c = self._centre(h)
            self._town(painter, c)
            self._label(painter, c + QPointF(0, 18), name, QColor("#2b1a0e"))
        c = self._centre(o.party)
        art.draw_chip(painter, c + QPointF(10, -10), 12, art.PARTY_COLOUR, art.INK, "P")

    @staticmethod
    def _terrain_mark(painter: QPainter, terrain: str, c: QPointF) -> None:
        pen = QPen(QColor(0, 0, 0, 60), 1.3)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if terrain == "forest":
            for dx in (-8, 6):
                path = QPainterPath()
                path.moveTo(c.x() + dx, c.y() - 8)
                path.lineTo(c.x() + dx - 5, c.y() + 2)
                path.lineTo(c.x() + dx + 5, c.y() + 2)
                path.closeSubpath()
                painter.drawPath(path)
        elif terrain in ("hills", "mountains"):
            h = 10 if terrain == "mountains" else 5
            path = QPainterPath()
            path.moveTo(c.x() - 12, c.y() + 6)
            path.lineTo(c.x() - 4, c.y() + 6 - h)
            path.lineTo(c.x() + 2, c.y() + 6)
            path.lineTo(c.x() + 7, c.y() + 6 - h * 0.7)
            path.lineTo(c.x() + 12, c.y() + 6)
            painter.drawPath(path)
        elif terrain in ("marsh", "water"):
            for dy in (-4, 4):
                painter.drawLine(QPointF(c.x() - 9, c.y() + dy), QPointF(c.x() + 9, c.y() + dy))

    @staticmethod
    def _town(painter: QPainter, c: QPointF) -> None:
        painter.setPen(QPen(art.INK, 1.2))
        painter.setBrush(QColor("#c8643c"))
        path = QPainterPath()
        path.moveTo(c.x() - 10, c.y() + 7)
        path.lineTo(c.x() - 10, c.y() - 2)
        path.lineTo(c.x() - 4, c.y() - 9)
        path.lineTo(c.x() + 2, c.y() - 2)
        path.lineTo(c.x() + 2, c.y() + 7)
        path.closeSubpath()
        path.addRect(QRectF(c.x() + 2, c.y() - 1, 9, 8))
        painter.drawPath(path.simplified())

    @staticmethod
    def _label(painter: QPainter, at: QPointF, text: str, colour: QColor) -> None:
        rect = QRectF(at.x() - 70, at.y() - 2, 140, 16)
        painter.setPen(QColor(255, 250, 235, 190))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            painter.drawText(rect.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class OverlandScene(QGraphicsScene):
    """The province; call ``set_overland`` with each new state's map."""

    def __init__(self, overland: OverlandMap, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = OverlandItem(overland)
        self.addItem(self.item)
        self.setBackgroundBrush(QColor("#2f3d44"))

    def set_overland(self, overland: OverlandMap) -> None:
        self.item.set_overland(overland)
