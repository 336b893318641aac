"""The table view: zoom with the wheel or Ctrl +/-, pan by dragging the empty table or with
the middle button, fit to window; Escape puts back a piece being dragged.

After Fit the view stays fitted (the window resized, the table grown) until the player zooms.
A scene that can lay itself out for a shape (``Arrangeable``) is told the viewport's shape at
each resize, so the mats go beside or below the map as the window asks.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmapCache,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

MIN_ZOOM = 0.1
MAX_ZOOM = 6.0
STEP = 1.15
PIXMAP_CACHE_KB = 64 * 1024
FIT_MARGIN = 2.0  # px left free around a fitted table, so rounding never brings scrollbars


@runtime_checkable
class Arrangeable(Protocol):
    def arrange_for(self, viewport: QSizeF) -> bool: ...


@runtime_checkable
class DragCancelling(Protocol):
    def cancel_drag(self) -> bool: ...


class TableView(QGraphicsView):
    """A QGraphicsView with the zoom and pan every board program has."""

    zoom_changed = Signal(float)
    table_clicked = Signal(QPointF)  # a click (no drag) on the table itself, in scene coords

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # The felt's gradient covers the whole viewport: draw it once, not at every repaint,
        # and again only when the table's extent (the gradient's centre) changes.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # Tiles, chips, dice and mats keep pixmaps in QPixmapCache; at 10 MB (Qt's default) a
        # zoomed-in map evicts its own tiles every frame and paints 20x slower.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        scene.sceneRectChanged.connect(self._on_scene_rect_changed)
        self._middle_pan: QPointF | None = None
        self._left_press: QPointF | None = None
        self.fitting = False  # Fit was the last zoom: keep the whole table in view

    def _on_scene_rect_changed(self, _rect: object) -> None:
        self.resetCachedContent()
        if self.fitting:
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        scene = self.scene()
        if isinstance(scene, Arrangeable):
            scene.arrange_for(QSizeF(self.maximumViewportSize()))
        if self.fitting:
            self.fit()

    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        current = self.zoom()
        self.fitting = False
        if abs(current - factor) < 1e-9:
            return
        self.scale(factor / current, factor / current)
        self.zoom_changed.emit(self.zoom())

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom() * STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom() / STEP)

    def reset_zoom(self) -> None:
        self.set_zoom(1.0)

    def fit(self) -> None:
        """The whole table, as large as the view allows, with no scrollbar: the scale is
        taken against the viewport without scrollbars (fitInView takes the current one, so
        a fitted table kept the scrollbars it had before)."""
        self.fitting = True
        rect = self.sceneRect()
        size = QSizeF(self.maximumViewportSize())
        if rect.isEmpty() or size.isEmpty():
            return
        scale = min(
            (size.width() - FIT_MARGIN) / rect.width(),
            (size.height() - FIT_MARGIN) / rect.height(),
        )
        scale = max(MIN_ZOOM, min(MAX_ZOOM, scale))
        if abs(scale - self.zoom()) > 1e-9:
            self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())
        self.zoom_changed.emit(self.zoom())

    def follow(self, rect: QRectF, margin: int = 40) -> None:
        """Scroll so ``rect`` (scene coordinates) is in view, e.g. a ghost tile."""
        self.ensureVisible(rect, margin, margin)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta == 0:
            super().wheelEvent(event)
            return
        steps = delta / 120.0
        self.set_zoom(self.zoom() * (STEP**steps))
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene = self.scene()
        escape = event.key() == Qt.Key.Key_Escape
        # Escape puts the piece in hand back where it was.
        if escape and isinstance(scene, DragCancelling) and scene.cancel_drag():
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._middle_pan = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._left_press = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._middle_pan is not None:
            delta = event.position() - self._middle_pan
            self._middle_pan = event.position()
            h, v = self.horizontalScrollBar(), self.verticalScrollBar()
            h.setValue(h.value() - int(delta.x()))
            v.setValue(v.value() - int(delta.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._middle_pan is not None and event.button() == Qt.MouseButton.MiddleButton:
            self._middle_pan = None
            self.viewport().unsetCursor()
            event.accept()
            return
        press, self._left_press = self._left_press, None
        super().mouseReleaseEvent(event)
        if press is not None and event.button() == Qt.MouseButton.LeftButton:
            moved = event.position() - press
            if abs(moved.x()) + abs(moved.y()) < 4 and self.scene() is not None:
                self.table_clicked.emit(self.mapToScene(event.position().toPoint()))
