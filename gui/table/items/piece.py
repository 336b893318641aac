"""PieceItem: what dice and chips share — pressing, dragging past a small threshold, and
releasing report gestures to the table; the table and the rules decide the rest."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
)

from board.hexes import Hex
from rules.places import Place


class DragObserver(Protocol):
    """Told where a dragged piece hovers, so the table can preview the outcome (the table
    tools). ``place`` is a rules Place, ``at`` a board Hex; None over nothing; ``force``
    while Shift is held."""

    def die_hovered(self, die_id: str, place: Place | None, force: bool) -> None: ...
    def chip_hovered(self, unit_id: str, at: Hex | None, force: bool) -> None: ...
    def drag_ended(self) -> None: ...


class HoverRelay:
    """For the table scene: tells its drag observer (the table tools' previews, if any) what
    a dragged piece is over, once per change."""

    drag_observer: DragObserver | None = None
    _hover: tuple[Place | Hex | None, bool] | None = None  # under the dragged piece, and Shift

    def _die_hovered(self, die_id: str, where: Place | None, force: bool) -> None:
        watcher = self.drag_observer
        if (where, force) != self._hover and watcher is not None:
            watcher.die_hovered(die_id, where, force)
        self._hover = (where, force)

    def _chip_hovered(self, unit_id: str, where: Hex | None, force: bool) -> None:
        watcher = self.drag_observer
        if (where, force) != self._hover and watcher is not None:
            watcher.chip_hovered(unit_id, where, force)
        self._hover = (where, force)

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

    # --- hooks: each kind of piece reports to the table it lies on (its own protocol) ---
    def drag_started(self) -> None:
        """The piece left its place under the pointer."""

    def drag_moved(self, pos: QPointF, force: bool) -> None:
        """The pointer moved while dragging; ``force`` when Shift is held."""

    def drag_finished(self, pos: QPointF, force: bool) -> None:
        """Released at ``pos``; ``force`` when Shift was held."""

    def drag_cancelled(self) -> None:
        """The drag was called off (Escape, or the game changed under it): nothing drops."""

    def clicked(self) -> None:
        """Pressed and released without a drag."""

    def menu_requested(self, screen_pos: QPoint) -> None:
        """Right-click."""

    # --- gestures ---------------------------------------------------------------------

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
        if not self._dragging:
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            self._dragging = True
            self.setZValue(DRAGGED_Z)
            self.drag_started()
        self.setPos(self._origin + delta)
        self.drag_moved(event.scenePos(), _shift(event))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self._dragging:
            self._dragging = False
            self.setZValue(self.rest_z)
            self.drag_finished(event.scenePos(), _shift(event))
        else:
            self.clicked()

    def held(self) -> bool:
        """Pressed and not yet released (nor called off)."""
        return self._press is not None

    def cancel_drag(self) -> bool:
        """Call off the gesture in progress, if any: the release that ends it drops nothing
        and clicks nothing. True if there was one."""
        if self._press is None:
            return False
        self._press = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self._dragging:
            self._dragging = False
            self.setZValue(self.rest_z)
            self.drag_cancelled()
        return True

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        if self.scene() is not None:
            self.menu_requested(event.screenPos())
            event.accept()


def _shift(event: QGraphicsSceneMouseEvent) -> bool:
    """Shift held: the drop is an override to exactly that place."""
    return bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
