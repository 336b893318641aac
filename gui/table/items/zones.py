"""DropZoneItem: a place on the table a die can be dropped on (a track slot, an active slot,
an attribute row, the race sheet). It paints a recess and lights up when it is a legal target."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.painting.contents import show_contents
from gui.table import art
from rules.places import Place

#: The height of the band under a slot that holds its label (a track position's number).
LABEL_H = 10.0


class DropZoneItem(QGraphicsItem):
    """A recessed slot. ``place`` is the rules' Place value this zone stands for."""

    def __init__(
        self,
        place: Place,
        rect: QRectF,
        parent: QGraphicsItem | None = None,
        label: str = "",
        rounded: float = 7.0,
    ) -> None:
        super().__init__(parent)
        self.place = place
        self.rect = rect
        # Asked for at every repaint (twice per zone): built once, the rect never changes.
        self._bounds = rect.adjusted(-3, -3, 3, LABEL_H + 3 if label else 3)
        self.label = label
        self.rounded = rounded
        self.lit = False  # a legal target of the die being dragged
        self.hot = False  # the dragged die is over this zone
        self.marked = False  # e.g. within the Cooldown stat of the track
        self.outline_only = False  # painted only while lit (a zone over other art)
        # The idle recess is painted into the parent's pixmap (a mat calls paint_recess):
        # sixty zones on three mats then cost the repaint nothing until one lights up.
        self.drawn_by_parent = False
        self.setZValue(1)
        # Translucent rounded rectangles and a label: cheaper blitted than redrawn.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_lit(self, lit: bool, hot: bool = False) -> None:
        if (lit, hot) != (self.lit, self.hot):
            self.lit, self.hot = lit, hot
            self.refresh_contents()
            self.update()

    def refresh_contents(self) -> None:
        """Tell Qt whether this item paints anything itself: an idle zone drawn by its parent
        (or one painted only while lit) is skipped by every repaint."""
        idle = not self.lit and (self.drawn_by_parent or self.outline_only)
        show_contents(self, not idle)

    def paint_recess(self, painter: QPainter) -> None:
        """The idle look (recess, rim, label), in the parent's coordinates."""
        if self.outline_only:
            return
        fill = QColor(art.PARCHMENT_DARK)
        fill.setAlpha(150)
        if self.marked:
            fill = QColor(art.GOLD)
            fill.setAlpha(90)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(art.INK_SOFT), 1.0, Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(self.rect, self.rounded, self.rounded)
        if self.label:
            # Under the slot, not in it: a die in the slot would hide it.
            painter.setPen(QColor(art.INK))
            painter.setFont(art.sans(7, bold=True))
            below = QRectF(self.rect.left(), self.rect.bottom(), self.rect.width(), LABEL_H)
            painter.drawText(
                below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.label
            )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.outline_only:
            if self.lit:
                glow = QColor(art.HIGHLIGHT)
                glow.setAlpha(230 if self.hot else 150)
                painter.setPen(QPen(glow, 4.0 if self.hot else 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(self.rect, self.rounded, self.rounded)
            return
        if not self.drawn_by_parent:
            self.paint_recess(painter)
        if self.lit:
            glow = QColor(art.HIGHLIGHT)
            glow.setAlpha(230 if self.hot else 150)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(glow, 4.0 if self.hot else 2.5))
            painter.drawRoundedRect(self.rect.adjusted(-1, -1, 1, 1), self.rounded, self.rounded)
