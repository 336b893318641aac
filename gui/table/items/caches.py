"""The caches lying on the battle map: a token on each hex that holds one, gold-rimmed for a
legendary cache (rules §7.4), its tooltip saying which kind it is."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from board.layout import Layout
from gui.table import art
from gui.table.items.tiles import hex_centre, hex_polygon
from gui.words.i18n import tr
from rules.cards import CacheToken

COMMON = QColor("#b08a5a")
LEGENDARY = QColor("#7a3fb8")
CACHE_Z = -0.5  # over the tiles and their marks, under the chips
TOKEN_RADIUS = 0.42  # of the hex size


def token_tip(token: CacheToken) -> str:
    """What the token is, in words."""
    if token.legendary:
        return tr("Legendary cache (hex {q}, {r})").format(q=token.at.q, r=token.at.r)
    return tr("Common cache (hex {q}, {r})").format(q=token.at.q, r=token.at.r)


class CacheTokensItem(QGraphicsItem):
    """Every cache on the map, drawn in its parent map layer's coordinates."""

    def __init__(self, layout: Layout, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.layout = layout
        self.tokens: tuple[CacheToken, ...] = ()
        #: One invisible disc per token, carrying its tooltip (the scene shows the tooltip
        #: of the topmost item that has one under the pointer).
        self.tips: list[QGraphicsEllipseItem] = []
        self._bounds = QRectF()
        self.setZValue(CACHE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_tokens(self, tokens: Iterable[CacheToken]) -> None:
        tokens = tuple(tokens)
        if tokens == self.tokens:
            for tip, token in zip(self.tips, tokens, strict=True):
                tip.setToolTip(token_tip(token))  # in the language now chosen
            return
        self.prepareGeometryChange()
        self._set_tips(tokens)
        self.tokens = tokens
        rect = QRectF()
        for token in tokens:
            rect = rect.united(hex_polygon(self.layout, token.at).boundingRect())
        self._bounds = rect
        self.update()

    def _set_tips(self, tokens: tuple[CacheToken, ...]) -> None:
        scene = self.scene()
        for tip in self.tips:
            if scene is not None:
                scene.removeItem(tip)  # off the scene and off this item
            else:
                tip.hide()
        radius = self.layout.size[0] * TOKEN_RADIUS
        self.tips = []
        for token in tokens:
            c = hex_centre(self.layout, token.at)
            tip = QGraphicsEllipseItem(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)
            tip.setParentItem(self)
            tip.setPen(Qt.PenStyle.NoPen)
            tip.setBrush(Qt.BrushStyle.NoBrush)
            tip.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            tip.setToolTip(token_tip(token))
            self.tips.append(tip)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.layout.size[0] * TOKEN_RADIUS
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
