"""How annotations look: their paths and painting, and the one scene item that shows them
above everything else."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.annotations.model import (
    ANNOTATION_Z,
    Annotation,
    Kind,
)
from gui.painting.contents import show_contents

# --- painting -----------------------------------------------------------------------------


def _label_font() -> QFont:
    font = QFont()
    font.setPixelSize(22)
    font.setBold(True)
    return font


def _pts(annotation: Annotation) -> list[QPointF]:
    return [QPointF(x, y) for x, y in annotation.points]


def annotation_path(annotation: Annotation) -> QPainterPath:
    """The outline of an annotation (hit testing, bounds, fills)."""
    pts = _pts(annotation)
    path = QPainterPath()
    kind = annotation.kind
    if kind is Kind.ARROW:
        path.moveTo(pts[0])
        path.lineTo(pts[1])
    elif kind is Kind.MARKER:
        path.addEllipse(pts[0], 20, 20)
    elif kind is Kind.HEX:
        path.addPolygon(QPolygonF([*pts, pts[0]]))
    elif kind is Kind.AREA:
        path.addRect(QRectF(pts[0], pts[1]).normalized())
    else:
        rect = QFontMetricsF(_label_font()).boundingRect(annotation.text or " ")
        path.addRect(rect.translated(pts[0]).adjusted(-8, -6, 8, 6))
    return path


def hit_shape(annotation: Annotation) -> QPainterPath:
    path = annotation_path(annotation)
    stroker = QPainterPathStroker()
    stroker.setWidth(14)
    return stroker.createStroke(path).united(path)


def paint_annotation(painter: QPainter, annotation: Annotation) -> None:
    colour = QColor(annotation.colour)
    pts = _pts(annotation)
    kind = annotation.kind
    if kind is Kind.ARROW:
        _paint_arrow(painter, pts[0], pts[1], colour)
    elif kind is Kind.MARKER:
        painter.setPen(QPen(QColor("white"), 3))
        painter.setBrush(colour)
        painter.drawEllipse(pts[0], 20, 20)
        painter.setFont(_label_font())
        painter.setPen(QColor("white"))
        painter.drawText(
            QRectF(pts[0].x() - 20, pts[0].y() - 20, 40, 40),
            Qt.AlignmentFlag.AlignCenter,
            annotation.text,
        )
    elif kind in (Kind.HEX, Kind.AREA):
        fill = QColor(colour)
        fill.setAlpha(45)
        pen = QPen(colour, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPath(annotation_path(annotation))
    else:
        rect = annotation_path(annotation).boundingRect()
        painter.setPen(QPen(colour, 3))
        painter.setBrush(QColor(255, 255, 255, 225))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setFont(_label_font())
        painter.setPen(QColor(20, 20, 20))
        painter.drawText(pts[0], annotation.text)


def _paint_arrow(painter: QPainter, tail: QPointF, head: QPointF, colour: QColor) -> None:
    dx, dy = head.x() - tail.x(), head.y() - tail.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    size = min(30.0, max(14.0, length / 3))
    base = QPointF(head.x() - ux * size, head.y() - uy * size)
    left = QPointF(base.x() - uy * size * 0.6, base.y() + ux * size * 0.6)
    right = QPointF(base.x() + uy * size * 0.6, base.y() - ux * size * 0.6)
    outline = QPen(QColor(255, 255, 255, 200), 10, Qt.PenStyle.SolidLine)
    outline.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(outline)
    painter.drawLine(tail, base)
    painter.setPen(QPen(colour, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(tail, base)
    painter.setPen(QPen(QColor("white"), 2))
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([head, left, right]))


class AnnotationLayer(QGraphicsObject):
    """The annotations on the table, above everything else; shows a tuple of `Annotation`.

    One item paints them all (no child items to create and delete); it takes no mouse
    buttons, so the dice under an annotation stay draggable.
    """

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._annotations: tuple[Annotation, ...] = ()
        self._preview: Annotation | None = None
        self._bounds = QRectF()
        self.setZValue(ANNOTATION_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # nothing to show yet

    @property
    def annotations(self) -> tuple[Annotation, ...]:
        return self._annotations

    @property
    def preview(self) -> Annotation | None:
        return self._preview

    def boundingRect(self) -> QRectF:
        return self._bounds

    def _update_bounds(self) -> None:
        bounds = QRectF()
        for a in (*self._annotations, *([self._preview] if self._preview else [])):
            bounds = bounds.united(annotation_path(a).boundingRect().adjusted(-30, -30, 30, 30))
        # Most tables carry no annotation: then every repaint skips this layer. Switched
        # before the bounds change, so that the last annotation removed is repainted away.
        show_contents(self, not bounds.isEmpty())
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for annotation in self._annotations:
            paint_annotation(painter, annotation)
        if self._preview is not None:
            painter.setOpacity(0.6)
            paint_annotation(painter, self._preview)

    def set_annotations(self, annotations: Sequence[Annotation]) -> None:
        """Show exactly these (not undoable: for loading a game; use the commands in play)."""
        annotations = tuple(annotations)
        if annotations == self._annotations:
            return
        self._annotations = annotations
        self._update_bounds()
        self.changed.emit()

    def set_preview(self, annotation: Annotation | None) -> None:
        """An annotation being drawn (faint, not part of the game)."""
        self._preview = annotation
        self._update_bounds()

    def index_at(self, scene_pos: QPointF) -> int | None:
        """The topmost annotation under ``scene_pos``, or None."""
        local = self.mapFromScene(scene_pos)
        for index in range(len(self._annotations) - 1, -1, -1):
            if hit_shape(self._annotations[index]).contains(local):
                return index
        return None
