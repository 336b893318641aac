"""RegionPicker: drag a rectangle on the view to choose the part of the table a picture
shows (a rubber band over the viewport, not part of the scene)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsView, QRubberBand


class RegionPicker(QObject):
    """Lets the user drag a rectangle on the view (a rubber band, not part of the scene).

    ``start()`` arms it; the next left-button drag emits ``picked(QRectF)`` in scene
    coordinates; Escape or a right click emits ``cancelled``. Installed as a viewport event
    filter, so the table sees none of those mouse events.
    """

    picked = Signal(QRectF)
    cancelled = Signal()

    def __init__(self, view: QGraphicsView, parent: QObject | None = None) -> None:
        super().__init__(parent or view)
        self.view = view
        self.active = False
        self._origin: QPoint | None = None
        self._band = QRubberBand(QRubberBand.Shape.Rectangle, view.viewport())
        self._eat_context_menu = False
        self._saved_drag_mode = view.dragMode()
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)  # key events (Escape) go to the view

    def start(self) -> None:
        if not self.active:
            self._saved_drag_mode = self.view.dragMode()
        self.active = True
        self.view.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)

    def stop(self) -> None:
        if self.active:
            self.view.setDragMode(self._saved_drag_mode)
            self.view.viewport().unsetCursor()
        self.active = False
        self._origin = None
        self._band.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ContextMenu and self._eat_context_menu:
            self._eat_context_menu = False
            return True
        if not self.active:
            return False
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Escape:
                self.stop()
                self.cancelled.emit()
                return True
            return False
        if watched is not self.view.viewport():
            return False
        if kind == QEvent.Type.ContextMenu:
            return True
        if not isinstance(event, QMouseEvent):
            return False
        left = Qt.MouseButton.LeftButton
        pos = event.position().toPoint()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            if event.button() == Qt.MouseButton.RightButton:
                self._eat_context_menu = True
                self.stop()
                self.cancelled.emit()
                return True
            if event.button() != left:
                return False  # the middle button still pans
            if kind == QEvent.Type.MouseButtonPress:
                self._origin = pos
                self._band.setGeometry(QRect(pos, QSize()))
                self._band.show()
            return True
        if kind == QEvent.Type.MouseMove:
            if self._origin is None:
                return bool(event.buttons() & left)
            self._band.setGeometry(QRect(self._origin, pos).normalized())
            return True
        if kind == QEvent.Type.MouseButtonRelease:
            if event.button() != left or self._origin is None:
                return event.button() == left
            area = QRect(self._origin, pos).normalized()
            rect = self.view.mapToScene(area).boundingRect()
            self.stop()
            if area.width() < 4 or area.height() < 4:
                self.cancelled.emit()
            else:
                self.picked.emit(rect)
            return True
        return False
