"""The caches lying on the battle map: a token on each hex that holds one, gold-rimmed for a
legendary cache (rules §7.4)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from board.layout import Layout
from gui.table import art
from gui.table.items.tiles import hex_centre, hex_polygon
from rules.cards import CacheToken

COMMON = QColor("#b08a5a")
LEGENDARY = QColor("#7a3fb8")
CACHE_Z = -0.5  # over the tiles and their marks, under the chips


class CacheTokensItem(QGraphicsItem):
    """Every cache on the map, drawn in its parent map layer's coordinates."""

    def __init__(self, layout: Layout, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.layout = layout
        self.tokens: tuple[CacheToken, ...] = ()
        self._bounds = QRectF()
        self.setZValue(CACHE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_tokens(self, tokens: Iterable[CacheToken]) -> None:
        tokens = tuple(tokens)
        if tokens == self.tokens:
            return
        self.prepareGeometryChange()
        self.tokens = tokens
        rect = QRectF()
        for token in tokens:
            rect = rect.united(hex_polygon(self.layout, token.at).boundingRect())
        self._bounds = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.layout.size[0] * 0.42
        for token in self.tokens:
            c = hex_centre(self.layout, token.at)
            rim = art.GOLD if token.legendary else QColor(art.INK)
            painter.setPen(QPen(rim, 3.0 if token.legendary else 1.6))
            painter.setBrush(LEGENDARY if token.legendary else COMMON)
            painter.drawEllipse(c, radius, radius)
            painter.setBrush(art.GOLD)
            painter.setPen(QPen(art.INK, 1.0))
            painter.drawRect(
                QRectF(c.x() - radius / 3, c.y() - radius / 4, radius / 1.5, radius / 2)
            )
