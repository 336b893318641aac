"""The few icons the window draws itself: Undo, Redo, the enemy's turn, and the mark of a log
line that explains a rule.

Each is a vector drawing on a 16 x 16 grid, painted at whatever size and pixel ratio a toolbar
or list asks for, in the palette's colours (greyed when its action is disabled), so it stays
crisp on a high-density screen and follows a dark or light palette.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QIconEngine,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)

GRID = 16.0  # the drawings' own units across
Drawing = Callable[[QPainter, QColor], None]


class DrawnIcon(QIconEngine):
    """An icon engine painting ``drawing`` scaled to the requested square; pixmaps are kept
    per size, pixel ratio, mode and colour (a toolbar asks again at every repaint, and the
    palette may change under it)."""

    def __init__(self, drawing: Drawing, role: QPalette.ColorRole) -> None:
        super().__init__()
        self.drawing = drawing
        self.role = role
        self._pixmaps: dict[tuple[int, int, float, int, int], QPixmap] = {}

    def colour(self, mode: QIcon.Mode) -> QColor:
        disabled = mode == QIcon.Mode.Disabled
        group = QPalette.ColorGroup.Disabled if disabled else QPalette.ColorGroup.Active
        return QGuiApplication.palette().color(group, self.role)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(
            rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2
        )
        painter.scale(side / GRID, side / GRID)
        self.drawing(painter, self.colour(mode))
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        """``size`` in device-independent pixels, drawn with every device pixel of ``scale``
        (a high-density screen gets a sharp picture, not an enlarged one)."""
        key = (size.width(), size.height(), scale, mode.value, self.colour(mode).rgba())
        found = self._pixmaps.get(key)
        if found is None:
            width, height = round(size.width() * scale), round(size.height() * scale)
            found = QPixmap(width, height)
            found.fill(Qt.GlobalColor.transparent)
            painter = QPainter(found)
            self.paint(painter, QRect(0, 0, width, height), mode, state)
            painter.end()
            found.setDevicePixelRatio(scale)
            self._pixmaps[key] = found
        return found

    def clone(self) -> QIconEngine:
        return DrawnIcon(self.drawing, self.role)


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _turning_arrow(painter: QPainter, colour: QColor) -> None:
    """A hooked arrow pointing left: back to where the game was (mirrored for Redo)."""
    stem = QPainterPath(QPointF(12.5, 13.0))
    stem.lineTo(12.5, 9.0)
    stem.cubicTo(12.5, 6.5, 10.8, 5.0, 8.5, 5.0)
    stem.lineTo(5.0, 5.0)
    painter.setPen(_pen(colour, 1.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(stem)
    painter.setPen(_pen(colour, 1.0))
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([QPointF(1.5, 5.0), QPointF(6.0, 1.5), QPointF(6.0, 8.5)]))


def _mirrored(drawing: Drawing) -> Drawing:
    def draw(painter: QPainter, colour: QColor) -> None:
        painter.translate(GRID, 0)
        painter.scale(-1, 1)
        drawing(painter, colour)

    return draw


def _info(painter: QPainter, colour: QColor) -> None:
    """A ringed "i"."""
    painter.setPen(_pen(colour, 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QRectF(1.5, 1.5, 13.0, 13.0))
    painter.setPen(_pen(colour, 1.8))
    painter.drawLine(QPointF(8.0, 7.2), QPointF(8.0, 11.5))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(8.0, 4.8), 1.1, 1.1)


def _enemy_turn(painter: QPainter, colour: QColor) -> None:
    """A sword, point up and right, and a "play" triangle above its hilt."""
    painter.setPen(_pen(colour, 1.0))
    painter.setBrush(colour)
    blade = [(5.0, 10.0), (12.4, 2.6), (14.5, 1.5), (13.4, 3.6), (6.0, 11.0)]
    painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in blade]))
    painter.drawPolygon(QPolygonF([QPointF(1.0, 1.0), QPointF(5.5, 3.5), QPointF(1.0, 6.0)]))
    painter.setPen(_pen(colour, 1.8))
    painter.drawLine(QPointF(3.0, 8.0), QPointF(8.0, 13.0))  # the crossguard
    painter.drawLine(QPointF(5.0, 11.0), QPointF(2.5, 13.5))  # the grip
    painter.drawEllipse(QPointF(2.0, 14.0), 0.6, 0.6)  # the pommel


def enemy_turn_icon() -> QIcon:
    return QIcon(DrawnIcon(_enemy_turn, QPalette.ColorRole.ButtonText))


def undo_icon() -> QIcon:
    return QIcon(DrawnIcon(_turning_arrow, QPalette.ColorRole.ButtonText))


def redo_icon() -> QIcon:
    return QIcon(DrawnIcon(_mirrored(_turning_arrow), QPalette.ColorRole.ButtonText))


def info_icon() -> QIcon:
    return QIcon(DrawnIcon(_info, QPalette.ColorRole.Link))
