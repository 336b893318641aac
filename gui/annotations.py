"""Annotations drawn on the table for a rules question: arrows, numbered markers, hex and
area highlights, short text labels (issue 6).

They belong to the GUI, not to the rules: the rules never read them. They are kept with the
game (``gui.files`` writes them as a top-level ``"annotations"`` entry of the save and in the
PNG chunk), undoable (commands on the session's undo stack) and can be left out of an export.

- `Annotation`: a frozen value in scene coordinates; `to_json` / `annotations_from_json`.
- `AnnotationLayer`: one parent item, placed above everything, that shows a tuple of them.
- `AddAnnotation`, `RemoveAnnotation`, `ClearAnnotations`: QUndoCommands on that layer.
- `AnnotationTool`: an event filter on a view's viewport; in a drawing mode, a press-drag-
  release (or a click) makes an annotation and pushes the command.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QUndoCommand,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsView,
    QInputDialog,
    QStyleOptionGraphicsItem,
    QWidget,
)

ANNOTATION_Z = 10_000.0
MAX_ANNOTATIONS = 1000
MAX_LABEL = 200
MAX_COORD = 1e7
DEFAULT_COLOUR = "#e8463c"
HEX_SIZE = 40.0


class Kind(StrEnum):
    ARROW = "arrow"  # points: tail, head
    MARKER = "marker"  # points: centre; text: its number
    HEX = "hex"  # points: the polygon's corners (6 for a hex)
    AREA = "area"  # points: two opposite corners of a rectangle
    LABEL = "label"  # points: the text's left baseline; text: the words


KIND_NAMES = {
    Kind.ARROW: QT_TRANSLATE_NOOP("annotations", "arrow"),
    Kind.MARKER: QT_TRANSLATE_NOOP("annotations", "marker"),
    Kind.HEX: QT_TRANSLATE_NOOP("annotations", "hex highlight"),
    Kind.AREA: QT_TRANSLATE_NOOP("annotations", "area highlight"),
    Kind.LABEL: QT_TRANSLATE_NOOP("annotations", "label"),
}


def kind_name(kind: Kind) -> str:
    return QCoreApplication.translate("annotations", KIND_NAMES[kind])


POINT_COUNTS: dict[Kind, tuple[int, int]] = {
    Kind.ARROW: (2, 2),
    Kind.MARKER: (1, 1),
    Kind.HEX: (3, 12),
    Kind.AREA: (2, 2),
    Kind.LABEL: (1, 1),
}


class AnnotationError(ValueError):
    """Annotations in a file that cannot be read: says where and what was expected."""


@dataclass(frozen=True)
class Annotation:
    """One annotation in scene coordinates."""

    kind: Kind
    points: tuple[tuple[float, float], ...]
    text: str = ""
    colour: str = DEFAULT_COLOUR

    def __post_init__(self) -> None:
        # Stored as in the file (2 decimals), so a saved and reloaded annotation is equal.
        points = tuple((round(float(x), 2), round(float(y), 2)) for x, y in self.points)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "kind", Kind(self.kind))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "kind": self.kind.value,
            "points": [[x, y] for x, y in self.points],
            "colour": self.colour,
        }
        if self.text:
            out["text"] = self.text
        return out


def arrow(tail: QPointF, head: QPointF, colour: str = DEFAULT_COLOUR) -> Annotation:
    return Annotation(Kind.ARROW, ((tail.x(), tail.y()), (head.x(), head.y())), "", colour)


def marker(centre: QPointF, number: int, colour: str = DEFAULT_COLOUR) -> Annotation:
    return Annotation(Kind.MARKER, ((centre.x(), centre.y()),), str(number), colour)


def label(at: QPointF, text: str, colour: str = DEFAULT_COLOUR) -> Annotation:
    return Annotation(Kind.LABEL, ((at.x(), at.y()),), text[:MAX_LABEL], colour)


def area(rect: QRectF, colour: str = DEFAULT_COLOUR) -> Annotation:
    r = rect.normalized()
    return Annotation(Kind.AREA, ((r.left(), r.top()), (r.right(), r.bottom())), "", colour)


def hex_highlight(
    centre: QPointF, size: float = HEX_SIZE, colour: str = DEFAULT_COLOUR
) -> Annotation:
    """A pointy-top hex (like the battle map's) around ``centre``."""
    corners = tuple(
        (
            centre.x() + size * math.cos(math.radians(60 * i - 30)),
            centre.y() + size * math.sin(math.radians(60 * i - 30)),
        )
        for i in range(6)
    )
    return Annotation(Kind.HEX, corners, "", colour)


def polygon_highlight(corners: Iterable[QPointF], colour: str = DEFAULT_COLOUR) -> Annotation:
    return Annotation(Kind.HEX, tuple((p.x(), p.y()) for p in corners), "", colour)


def next_marker_number(annotations: Iterable[Annotation]) -> int:
    numbers = [int(a.text) for a in annotations if a.kind is Kind.MARKER and a.text.isdigit()]
    return max(numbers, default=0) + 1


# --- JSON ---------------------------------------------------------------------------------


def annotations_to_json(annotations: Iterable[Annotation]) -> list[dict[str, Any]]:
    return [a.to_json() for a in annotations]


def _fail(place: str, expected: str) -> AnnotationError:
    return AnnotationError(f"{place}: expected {expected}")


def _colour(value: Any, place: str) -> str:
    if (
        not isinstance(value, str)
        or len(value) != 7
        or value[0] != "#"
        or any(c not in "0123456789abcdefABCDEF" for c in value[1:])
    ):
        raise _fail(place, "a colour like '#e8463c'")
    return value.lower()


def _number(value: Any, place: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _fail(place, "a number")
    if not math.isfinite(value) or abs(value) > MAX_COORD:
        raise _fail(place, f"a number from {-MAX_COORD:g} to {MAX_COORD:g}")
    return float(value)


def annotations_from_json(data: Any, place: str = "annotations") -> tuple[Annotation, ...]:
    """Check and build annotations; raises AnnotationError naming the bad entry."""
    if not isinstance(data, list):
        raise _fail(place, "a list")
    if len(data) > MAX_ANNOTATIONS:
        raise _fail(place, f"at most {MAX_ANNOTATIONS} annotations")
    out: list[Annotation] = []
    for index, item in enumerate(data):
        where = f"{place}[{index}]"
        if not isinstance(item, dict):
            raise _fail(where, "an object")
        for key in item:
            if key not in ("kind", "points", "text", "colour"):
                raise _fail(f"{where}.{key}", "no such entry in an annotation")
        try:
            kind = Kind(str(item.get("kind")))
        except ValueError:
            raise _fail(f"{where}.kind", ", ".join(repr(k.value) for k in Kind)) from None
        points = item.get("points")
        lo, hi = POINT_COUNTS[kind]
        if not isinstance(points, list) or not lo <= len(points) <= hi:
            raise _fail(f"{where}.points", f"a list of {lo} to {hi} points")
        pts = []
        for j, p in enumerate(points):
            if not isinstance(p, list) or len(p) != 2:
                raise _fail(f"{where}.points[{j}]", "[x, y]")
            pts.append(
                (_number(p[0], f"{where}.points[{j}]"), _number(p[1], f"{where}.points[{j}]"))
            )
        text = item.get("text", "")
        if not isinstance(text, str) or len(text) > MAX_LABEL:
            raise _fail(f"{where}.text", f"a text of at most {MAX_LABEL} characters")
        colour = _colour(item.get("colour", DEFAULT_COLOUR), f"{where}.colour")
        out.append(Annotation(kind, tuple(pts), text, colour))
    return tuple(out)


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


# --- undo ---------------------------------------------------------------------------------
# These commands carry no rules action: GameSession.actions() must skip them (see the report
# for issue 6: ``if hasattr(cmd, "action")``).


class AddAnnotation(QUndoCommand):
    def __init__(self, layer: AnnotationLayer, annotation: Annotation) -> None:
        super().__init__(
            QCoreApplication.translate("annotations", "Annotate: {kind}").format(
                kind=kind_name(annotation.kind)
            )
        )
        self.layer = layer
        self.annotation = annotation
        self.before: tuple[Annotation, ...] = ()

    def redo(self) -> None:
        self.before = self.layer.annotations
        self.layer.set_annotations((*self.before, self.annotation))

    def undo(self) -> None:
        self.layer.set_annotations(self.before)


class RemoveAnnotation(QUndoCommand):
    def __init__(self, layer: AnnotationLayer, index: int) -> None:
        kind = kind_name(layer.annotations[index].kind)
        super().__init__(
            QCoreApplication.translate("annotations", "Remove annotation: {kind}").format(kind=kind)
        )
        self.layer = layer
        self.index = index
        self.before: tuple[Annotation, ...] = ()

    def redo(self) -> None:
        self.before = self.layer.annotations
        rest = self.before[: self.index] + self.before[self.index + 1 :]
        self.layer.set_annotations(rest)

    def undo(self) -> None:
        self.layer.set_annotations(self.before)


class ClearAnnotations(QUndoCommand):
    def __init__(self, layer: AnnotationLayer) -> None:
        super().__init__(QCoreApplication.translate("annotations", "Clear annotations"))
        self.layer = layer
        self.before: tuple[Annotation, ...] = ()

    def redo(self) -> None:
        self.before = self.layer.annotations
        self.layer.set_annotations(())

    def undo(self) -> None:
        self.layer.set_annotations(self.before)


# --- drawing tool -------------------------------------------------------------------------


@dataclass
class _Drag:
    start: QPointF


class AnnotationTool(QObject):
    """Draws annotations with the mouse on a view (installed as a viewport event filter).

    ``set_mode(Kind.ARROW)`` etc. turns the tool on; ``set_mode("erase")`` removes the
    clicked annotation; ``set_mode(None)`` gives the mouse back to the table. Each finished
    gesture pushes one command on ``undo_stack``. Escape or a right click leaves the mode.
    """

    mode_changed = Signal(object)  # Kind, "erase" or None

    ERASE = "erase"

    def __init__(
        self,
        view: QGraphicsView,
        layer: AnnotationLayer,
        undo_stack: Any,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent or view)
        self.view = view
        self.layer = layer
        self.undo_stack = undo_stack
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
        self.undo_stack.push(AddAnnotation(self.layer, annotation))

    def hex_at(self, pos: QPointF) -> Annotation:
        """The battle-map hex under ``pos`` if the scene has a map there, else a free hex."""
        scene = self.view.scene()
        layer = getattr(scene, "map_layer", None)
        bmap = getattr(layer, "bmap", None)
        if layer is not None and bmap is not None:
            try:
                h = layer.hex_at(pos)
                if any(h in getattr(t, "hexes", ()) for t in bmap.tiles):
                    corners = layer.layout.polygon_corners(h)
                    return polygon_highlight(
                        (layer.mapToScene(QPointF(x, y)) for x, y in corners), self.colour
                    )
            except Exception:  # the map's API is not this tool's business: fall back
                pass
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
                self.undo_stack.push(RemoveAnnotation(self.layer, index))
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


def install_layer(scene: Any) -> AnnotationLayer:
    """The scene's annotation layer (created and added on first call)."""
    layer = getattr(scene, "annotation_layer", None)
    if isinstance(layer, AnnotationLayer):
        return layer
    layer = AnnotationLayer()
    scene.addItem(layer)
    scene.annotation_layer = layer
    return layer
