"""Drawing annotations: an event filter on a view's viewport; in a drawing mode a
press-drag-release (or a click) makes an annotation and hands it to the editor (the
session, which puts it in the document through the undo stack)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
)
from PySide6.QtWidgets import (
    QGraphicsView,
    QInputDialog,
)

from gui.annotations.layer import AnnotationLayer
from gui.annotations.model import (
    DEFAULT_COLOUR,
    HEX_SIZE,
    MAX_LABEL,
    Annotation,
    Kind,
    area,
    arrow,
    hex_highlight,
    label,
    marker,
    next_marker_number,
    polygon_highlight,
)

# --- drawing tool -------------------------------------------------------------------------


class AnnotationEditor(Protocol):
    """Who changes the document's annotations (the session)."""

    def annotate(self, annotation: Annotation) -> None: ...
    def remove_annotation(self, index: int) -> None: ...


@runtime_checkable
class HexGrid(Protocol):
    """A scene with a hex map: the corners of the hex under a point, or None."""

    def hex_outline(self, pos: QPointF) -> Sequence[QPointF] | None: ...


@dataclass
class _Drag:
    start: QPointF


class AnnotationTool(QObject):
    """Draws annotations with the mouse on a view (installed as a viewport event filter).

    ``set_mode(Kind.ARROW)`` etc. turns the tool on; ``set_mode("erase")`` removes the
    clicked annotation; ``set_mode(None)`` gives the mouse back to the table. Each finished
    gesture is one undoable change through ``editor``. Escape or a right click leaves the mode.
    """

    mode_changed = Signal(object)  # Kind, "erase" or None

    ERASE = "erase"

    def __init__(
        self,
        view: QGraphicsView,
        layer: AnnotationLayer,
        editor: AnnotationEditor,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent or view)
        self.view = view
        self.layer = layer
        self.editor = editor
        self.mode: Kind | str | None = None
        self.colour = DEFAULT_COLOUR
        self._drag: _Drag | None = None
        self._eat_context_menu = False
        self._saved_drag_mode = view.dragMode()
        self.ask_text = self._ask_text
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)  # key events (Escape) go to the view, not its viewport

    def set_mode(self, mode: Kind | str | None) -> None:
        if mode is not None and mode != self.ERASE:
            mode = Kind(mode)
        if self.mode is None and mode is not None:
            self._saved_drag_mode = self.view.dragMode()
            self.view.setDragMode(QGraphicsView.DragMode.NoDrag)
            self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        elif self.mode is not None and mode is None:
            self.view.setDragMode(self._saved_drag_mode)
            self.view.viewport().unsetCursor()
        self._cancel_drag()
        self.mode = mode
        self.mode_changed.emit(mode)

    def _ask_text(self) -> str | None:
        text, ok = QInputDialog.getText(self.view, self.tr("Label"), self.tr("Text:"))
        return text.strip()[:MAX_LABEL] if ok and text.strip() else None

    def push(self, annotation: Annotation) -> None:
        self.editor.annotate(annotation)

    def hex_at(self, pos: QPointF) -> Annotation:
        """The battle-map hex under ``pos`` if the scene has a map there, else a free hex."""
        scene = self.view.scene()
        corners = scene.hex_outline(pos) if isinstance(scene, HexGrid) else None
        if corners:
            return polygon_highlight(corners, self.colour)
        return hex_highlight(pos, HEX_SIZE, self.colour)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ContextMenu and self._eat_context_menu:
            self._eat_context_menu = False  # the right click that ended the mode
            return True
        if self.mode is None:
            return False
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Escape:
                self.set_mode(None)
                return True
            return False
        if watched is not self.view.viewport():
            return False
        if kind == QEvent.Type.ContextMenu:
            return True  # no die or mat menus while drawing
        if not isinstance(event, QMouseEvent) or kind not in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseMove,
            QEvent.Type.MouseButtonRelease,
            QEvent.Type.MouseButtonDblClick,
        ):
            return False
        left = Qt.MouseButton.LeftButton
        pos = self.view.mapToScene(event.position().toPoint())
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            if event.button() == Qt.MouseButton.RightButton:
                self._eat_context_menu = True
                self.set_mode(None)
                return True
            if event.button() != left:
                return False  # the middle button still pans
            if kind == QEvent.Type.MouseButtonPress:
                self._press(pos)
            return True
        if kind == QEvent.Type.MouseMove:
            if self._drag is None:
                return bool(event.buttons() & left)
            self._move(pos)
            return True
        if event.button() != left:
            return event.button() == Qt.MouseButton.RightButton
        if self._drag is not None:
            self._release(pos)
        return True

    def _press(self, pos: QPointF) -> None:
        mode = self.mode
        if mode == self.ERASE:
            index = self.layer.index_at(pos)
            if index is not None:
                self.editor.remove_annotation(index)
            return
        if mode is Kind.MARKER:
            self.push(marker(pos, next_marker_number(self.layer.annotations), self.colour))
            return
        if mode is Kind.HEX:
            self.push(self.hex_at(pos))
            return
        if mode is Kind.LABEL:
            text = self.ask_text()
            if text:
                self.push(label(pos, text, self.colour))
            return
        self._drag = _Drag(pos)

    def _preview_for(self, pos: QPointF) -> Annotation | None:
        assert self._drag is not None
        start = self._drag.start
        if self.mode is Kind.ARROW:
            return arrow(start, pos, self.colour)
        if self.mode is Kind.AREA:
            return area(QRectF(start, pos), self.colour)
        return None

    def _move(self, pos: QPointF) -> None:
        self.layer.set_preview(self._preview_for(pos))

    def _release(self, pos: QPointF) -> None:
        assert self._drag is not None
        start = self._drag.start
        annotation = self._preview_for(pos)
        self._cancel_drag()
        far_enough = math.hypot(pos.x() - start.x(), pos.y() - start.y()) >= 8
        if annotation is not None and far_enough:
            self.push(annotation)

    def _cancel_drag(self) -> None:
        self._drag = None
        if self.layer.preview is not None:
            self.layer.set_preview(None)
