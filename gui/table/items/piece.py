"""PieceItem: what dice and chips share — pressing, dragging past a small threshold, and
releasing report gestures to the table; the table and the rules decide the rest."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QPoint, QPointF, Qt, SignalInstance
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
)


@runtime_checkable
class PieceTable(Protocol):
    """What a piece needs of the scene it lies on: where to report its gestures. The table
    scene provides it; items never import the scene, so the scene can import the items."""

    die_clicked: SignalInstance
    die_menu_requested: SignalInstance
    unit_clicked: SignalInstance
    unit_menu_requested: SignalInstance

    def die_drag_started(self, item: PieceItem) -> None: ...
    def die_drag_moved(self, item: PieceItem, pos: QPointF) -> None: ...
    def die_drag_finished(self, item: PieceItem, pos: QPointF, force: bool) -> None: ...
    def chip_drag_started(self, item: PieceItem) -> None: ...
    def chip_drag_moved(self, item: PieceItem, pos: QPointF) -> None: ...
    def chip_drag_finished(self, item: PieceItem, pos: QPointF, force: bool) -> None: ...


class DragObserver(Protocol):
    """Told where a dragged piece hovers, so the table can preview the outcome (the table
    tools). ``place`` is a rules Place, ``at`` a board Hex; None over nothing."""

    def die_hovered(self, die_id: str, place: Any) -> None: ...
    def chip_hovered(self, unit_id: str, at: Any) -> None: ...
    def drag_ended(self) -> None: ...


class HoverRelay:
    """For the table scene: tells its drag observer (the table tools' previews, if any) what
    a dragged piece is over, once per change."""

    drag_observer: DragObserver | None = None
    _hover: object = None  # the Place or Hex under the dragged piece

    def _hovered(self, piece: str, where: object, chip: bool = False) -> None:
        watcher = self.drag_observer
        if where != self._hover and watcher is not None:
            (watcher.chip_hovered if chip else watcher.die_hovered)(piece, where)
        self._hover = where

    def _end_hover(self) -> None:
        self._hover = None
        if self.drag_observer is not None:
            self.drag_observer.drag_ended()


DRAG_THRESHOLD = 4.0
DRAGGED_Z = 1000.0


class PieceItem(QGraphicsObject):
    """A piece the player picks up. Subclasses say what each gesture means."""

    rest_z = 10.0

    def __init__(self) -> None:
        super().__init__()
        self.home = QPointF()  # where the state says the piece is
        self._press: QPointF | None = None
        self._origin = QPointF()
        self._dragging = False
        self.setZValue(self.rest_z)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    # --- hooks ------------------------------------------------------------------------
    def drag_started(self, table: PieceTable) -> None:
        """The piece left its place under the pointer."""

    def drag_moved(self, table: PieceTable, pos: QPointF) -> None:
        """The pointer moved while dragging."""

    def drag_finished(self, table: PieceTable, pos: QPointF, force: bool) -> None:
        """Released at ``pos``; ``force`` when Shift was held."""

    def clicked(self, table: PieceTable) -> None:
        """Pressed and released without a drag."""

    def menu_requested(self, table: PieceTable, screen_pos: QPoint) -> None:
        """Right-click."""

    # --- gestures ---------------------------------------------------------------------
    def table(self) -> PieceTable | None:
        scene = self.scene()
        return scene if isinstance(scene, PieceTable) else None

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
            self.setZValue(DRAGGED_Z)
            if table is not None:
                self.drag_started(table)
        self.setPos(self._origin + delta)
        if table is not None:
            self.drag_moved(table, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        table = self.table()
        if self._dragging:
            self._dragging = False
            self.setZValue(self.rest_z)
            if table is not None:
                force = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                self.drag_finished(table, event.scenePos(), force)
        elif table is not None:
            self.clicked(table)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        table = self.table()
        if table is not None:
            self.menu_requested(table, event.screenPos())
            event.accept()
