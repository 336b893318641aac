"""The table view: zoom with the wheel or Ctrl +/-, pan by dragging the empty table or with
the middle button, fit to window."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPixmapCache, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

MIN_ZOOM = 0.1
MAX_ZOOM = 6.0
STEP = 1.15
PIXMAP_CACHE_KB = 64 * 1024


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

    def _on_scene_rect_changed(self, _rect: object) -> None:
        self.resetCachedContent()

    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        current = self.zoom()
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
        rect = self.scene().itemsBoundingRect().adjusted(-20, -20, 20, 20)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.zoom_changed.emit(self.zoom())

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta == 0:
            super().wheelEvent(event)
            return
        steps = delta / 120.0
        self.set_zoom(self.zoom() * (STEP**steps))
        event.accept()

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
