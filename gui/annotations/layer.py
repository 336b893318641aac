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


# Room between a label's words and its box's edge, and between the box and a picture's edge.
LABEL_PAD = (8.0, 6.0)
CROP_MARGIN = 4.0


def _wrapped(words: list[str], width: float, metrics: QFontMetricsF) -> list[str]:
    """``words`` in lines no wider than ``width`` (a word wider than that alone on its line)."""
    lines: list[str] = []
    for word in words:
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    return lines


def label_lines(annotation: Annotation, crop: QRectF | None = None) -> tuple[QPointF, list[str]]:
    """Where a label's first line starts (its left baseline) and its lines. On the table a
    label is one line where it was placed; in a picture of ``crop`` that would cut it at the
    right edge, its words wrap onto more lines inside the picture, keeping its left edge,
    or moving left as far as its widest word needs."""
    start = QPointF(*annotation.points[0])
    text = annotation.text or " "
    metrics = QFontMetricsF(_label_font())
    pad = LABEL_PAD[0] + CROP_MARGIN
    if crop is None or start.x() + metrics.horizontalAdvance(text) + pad <= crop.right():
        return start, [text]
    if not crop.contains(start):
        return start, [text]  # a label outside the picture stays as placed
    words = text.split()
    widest = max((metrics.horizontalAdvance(w) for w in words), default=0.0)
    left = max(crop.left() + pad, min(start.x(), crop.right() - pad - widest))
    lines = _wrapped(words, crop.right() - pad - left, metrics)
    return QPointF(left, start.y()), lines


def _label_rect(annotation: Annotation, crop: QRectF | None = None) -> QRectF:
    start, lines = label_lines(annotation, crop)
    metrics = QFontMetricsF(_label_font())
    rect = QRectF()
    for row, line in enumerate(lines):
        rect = rect.united(metrics.boundingRect(line).translated(0, row * metrics.lineSpacing()))
    dx, dy = LABEL_PAD
    return rect.translated(start).adjusted(-dx, -dy, dx, dy)


def _pts(annotation: Annotation) -> list[QPointF]:
    return [QPointF(x, y) for x, y in annotation.points]


def annotation_path(annotation: Annotation, crop: QRectF | None = None) -> QPainterPath:
    """The outline of an annotation (hit testing, bounds, fills); a label's as laid out
    for a picture of ``crop`` (`label_lines`)."""
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
        path.addRect(_label_rect(annotation, crop))
    return path


def hit_shape(annotation: Annotation) -> QPainterPath:
    path = annotation_path(annotation)
    stroker = QPainterPathStroker()
    stroker.setWidth(14)
    return stroker.createStroke(path).united(path)


def paint_annotation(painter: QPainter, annotation: Annotation, crop: QRectF | None = None) -> None:
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
        _paint_label(painter, annotation, colour, crop)


def _paint_label(
    painter: QPainter, annotation: Annotation, colour: QColor, crop: QRectF | None
) -> None:
    painter.setPen(QPen(colour, 3))
    painter.setBrush(QColor(255, 255, 255, 225))
    painter.drawRoundedRect(_label_rect(annotation, crop), 6, 6)
    font = _label_font()
    painter.setFont(font)
    painter.setPen(QColor(20, 20, 20))
    start, lines = label_lines(annotation, crop)
    spacing = QFontMetricsF(font).lineSpacing()
    for row, line in enumerate(lines):
        painter.drawText(start + QPointF(0, row * spacing), line)


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
        self._crop: QRectF | None = None
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
            outline = annotation_path(a, self._crop).boundingRect()
            bounds = bounds.united(outline.adjusted(-30, -30, 30, 30))
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
            paint_annotation(painter, annotation, self._crop)
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

    def set_crop(self, crop: QRectF | None) -> None:
        """While a picture of ``crop`` (scene coordinates) is made: labels that would run
        past its right edge wrap inside it (`label_lines`); None puts them back as placed."""
        local = None if crop is None else self.mapRectFromScene(crop)
        if local != self._crop:
            self._crop = local
            self._update_bounds()

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
