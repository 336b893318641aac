"""DieItem: one physical die on the table. It paints its face and reports drags."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui import art

if TYPE_CHECKING:
    from gui.scene import TableScene

DIE_SIZE = 40.0
DRAG_THRESHOLD = 4.0


@dataclass(frozen=True)
class DieLook:
    """What a die shows: enough to paint it, nothing more."""

    kind: str  # "skill", "light", "over", "status"
    symbol: str = ""
    code: str = ""
    tenacity: bool = False
    tint: str = "#efe6d0"
    status: str | None = None
    word: str = ""


class DieItem(QGraphicsObject):
    """A die. Pressing, moving and releasing it drags it; the scene decides the rest."""

    def __init__(self, die_id: str, look: DieLook, size: float = DIE_SIZE) -> None:
        super().__init__()
        self.die_id = die_id
        self.look = look
        self.size = size
        self.home = QPointF()  # where the state says the die is
        self._press: QPointF | None = None
        self._origin = QPointF()
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(10)
        self.setAcceptHoverEvents(True)
        # Faces are paths, gradients and text; a moving die keeps its pixmap.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- painting ---------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        half = self.size / 2
        return QRectF(-half - 2, -half - 2, self.size + 6, self.size + 7)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        half = self.size / 2
        rect = QRectF(-half, -half, self.size, self.size)
        look = self.look
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if lod < 0.25:
            # Far away: a flat square in the die's colour is all the eye can see.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._flat_colour())
            painter.drawRect(rect)
            return
        if look.kind == "light":
            art.draw_fatigue_die(painter, rect, over=False)
        elif look.kind == "over":
            art.draw_fatigue_die(painter, rect, over=True)
        elif look.kind == "status":
            art.draw_status_die(painter, rect, look.status or "")
        else:
            art.draw_skill_die(
                painter,
                rect,
                look.symbol,
                look.code,
                look.tenacity,
                QColor(look.tint),
                look.status,
                look.word if lod >= 0.6 else "",
            )

    def _flat_colour(self) -> QColor:
        if self.look.kind == "over":
            return QColor("#2a2a2e")
        if self.look.kind == "light":
            return QColor("#c9ccd2")
        if self.look.kind == "status":
            return art.STATUS_COLOURS.get(self.look.status or "", art.INK)
        return QColor(self.look.tint)

    def set_look(self, look: DieLook) -> None:
        if look != self.look:
            self.look = look
            self.update()

    # --- gestures ---------------------------------------------------------------------
    def table(self) -> TableScene | None:
        from gui.scene import TableScene

        scene = self.scene()
        return scene if isinstance(scene, TableScene) else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._origin = self.pos()
        self._dragging = False
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        table = self.table()
        if not self._dragging:
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            self._dragging = True
            self.setZValue(1000)
            if table is not None:
                table.die_drag_started(self)
        self.setPos(self._origin + delta)
        if table is not None:
            table.die_drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        table = self.table()
        if self._dragging:
            self._dragging = False
            self.setZValue(10)
            if table is not None:
                force = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                table.die_drag_finished(self, event.scenePos(), force)
        elif table is not None:
            table.die_clicked.emit(self.die_id)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        table = self.table()
        if table is not None:
            table.die_menu_requested.emit(self.die_id, event.screenPos())
            event.accept()
