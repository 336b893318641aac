"""The deployment map of the encounter editor: the entrance tile drawn as on the table, the
party's hexes, and chips the player drags onto hexes (or back to the tray beside the tile)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from board.battlemap import PlacedTile
from board.hexes import Hex
from board.layout import POINTY, Layout
from board.tiles import TileShape
from gui.table import art
from gui.table.items.tiles import HexTileItem

HEX = 34.0
RADIUS = 15.0


@dataclass(frozen=True)
class Chip:
    """A chip to deploy: ``key`` is ("enemy" | "companion", index)."""

    key: tuple[str, int]
    label: str
    fill: QColor
    at: Hex | None


class ChipDot(QGraphicsItem):
    """A draggable chip; on release the map decides where it lands."""

    def __init__(self, chip: Chip, owner: DeployMap) -> None:
        super().__init__()
        self.chip = chip
        self.owner = owner
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(10)
        self.setToolTip(chip.label)

    def boundingRect(self) -> QRectF:
        return QRectF(-RADIUS - 3, -RADIUS - 3, 2 * RADIUS + 6, 2 * RADIUS + 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        label = "".join(w[:1] for w in self.chip.label.split()[:2]).upper() or "?"
        art.draw_chip(painter, QPointF(0, 0), RADIUS, self.chip.fill, art.INK, label)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # Qt override
        super().mouseReleaseEvent(event)
        self.owner.chip_dropped(self.chip, self.pos())


class DeployMap(QGraphicsView):
    """Shows one tile and its chips; emits ``chip_placed(key, hex or None)`` on a drop."""

    chip_placed = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(art.FELT)
        self.layout_ = Layout(POINTY, (HEX, HEX), (0.0, 0.0))
        self.shape: TileShape | None = None
        self.party: list[Hex] = []
        self.chips: list[Chip] = []
        self.dots: dict[tuple[str, int], ChipDot] = {}
        self.setMinimumSize(360, 300)

    def show_encounter(
        self, shape: TileShape | None, party: Sequence[Hex], chips: Sequence[Chip]
    ) -> None:
        self.shape, self.party, self.chips = shape, list(party), list(chips)
        scene = self.scene()
        scene.clear()
        self.dots = {}
        if shape is None:
            return
        scene.addItem(HexTileItem(PlacedTile(shape), self.layout_))
        for h in self.party:
            x, y = self.layout_.hex_to_pixel(h)
            marker = _Marker()
            marker.setPos(x, y)
            scene.addItem(marker)
        tray_x = self._tray_x()
        waiting = 0
        for chip in chips:
            dot = ChipDot(chip, self)
            if chip.at is not None and chip.at in shape.hexes:
                dot.setPos(*self.layout_.hex_to_pixel(chip.at))
            else:
                dot.setPos(tray_x, -HEX * 1.5 + waiting * (2 * RADIUS + 8))
                waiting += 1
            scene.addItem(dot)
            self.dots[chip.key] = dot
        label = QGraphicsSimpleTextItem(self.tr("waiting"))
        label.setBrush(art.PARCHMENT)
        label.setPos(tray_x - RADIUS, -HEX * 1.5 - 34)
        label.setOpacity(1.0 if waiting else 0.45)
        scene.addItem(label)
        bounds = scene.itemsBoundingRect().adjusted(-20, -20, 20, 20)
        scene.setSceneRect(bounds)
        self.fitInView(bounds, Qt.AspectRatioMode.KeepAspectRatio)

    def _tray_x(self) -> float:
        assert self.shape is not None
        right = max(self.layout_.hex_to_pixel(h)[0] for h in self.shape.hexes)
        return right + HEX * 2.5

    def hex_centre(self, h: Hex) -> QPointF:
        """Where a hex is in the view's scene (for tests and the drop maths)."""
        x, y = self.layout_.hex_to_pixel(h)
        return QPointF(x, y)

    def chip_dropped(self, chip: Chip, pos: QPointF) -> None:
        """A drop on a free hex of the tile places the chip; in the tray it waits; anywhere
        else it goes back where it was."""
        # Later: the answer redraws the map, which deletes the chip still handling its release.
        QTimer.singleShot(0, lambda: self._drop(chip, QPointF(pos)))

    def _drop(self, chip: Chip, pos: QPointF) -> None:
        if self.shape is None:
            return
        h = self.layout_.pixel_to_hex(pos.x(), pos.y())
        taken = {c.at for c in self.chips if c.key != chip.key and c.at is not None}
        if h in self.shape.hexes and h not in self.party and h not in taken:
            self.chip_placed.emit(chip.key, h)
        elif pos.x() > self._tray_x() - HEX:
            self.chip_placed.emit(chip.key, None)
        else:
            self.show_encounter(self.shape, self.party, self.chips)

    def resizeEvent(self, event: object) -> None:  # Qt override
        super().resizeEvent(event)  # type: ignore[arg-type]
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)


class _Marker(QGraphicsItem):
    """The party's starting hex: a gold ring."""

    def boundingRect(self) -> QRectF:
        return QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = painter.pen()
        pen.setColor(art.PARTY_COLOUR)
        pen.setWidthF(3.0)
        painter.setPen(pen)
        painter.setBrush(QColor(201, 162, 78, 60))
        painter.drawEllipse(self.boundingRect().adjusted(2, 2, -2, -2))
