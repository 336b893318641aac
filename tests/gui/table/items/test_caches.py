"""The cache tokens on the battle map (rules §7.4): one token per cache, gold-rimmed and
violet for a legendary one, and nothing drawn where no cache lies; each token's tooltip
says which kind it is."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from board.hexes import Hex
from board.layout import POINTY, Layout
from gui.table.items.caches import COMMON, LEGENDARY, CacheTokensItem
from gui.table.items.tiles import hex_centre
from rules.cards import CacheToken


def _painted(item: CacheTokensItem) -> QImage:
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def test_each_cache_is_drawn_on_its_hex(qapp) -> None:  # type: ignore[no-untyped-def]
    layout = Layout(POINTY, (30.0, 30.0), (60.0, 60.0))
    item = CacheTokensItem(layout)
    item.set_tokens((CacheToken(Hex(0, 0), True), CacheToken(Hex(2, 0))))
    assert not item.boundingRect().isEmpty()
    image = _painted(item)

    def near(h: Hex, colour: QColor) -> bool:
        c = hex_centre(layout, h)
        return any(
            image.pixel(int(c.x()) + dx, int(c.y()) + dy) == colour.rgb()
            for dx in range(-12, 13)
            for dy in range(-12, 13)
        )

    assert near(Hex(0, 0), LEGENDARY) and not near(Hex(0, 0), COMMON)
    assert near(Hex(2, 0), COMMON) and not near(Hex(2, 0), LEGENDARY)
    assert not near(Hex(1, 1), COMMON) and not near(Hex(1, 1), LEGENDARY)
    item.set_tokens(())
    assert item.boundingRect().isEmpty()


def test_each_token_says_what_it_is_under_the_pointer(qapp) -> None:  # type: ignore[no-untyped-def]
    layout = Layout(POINTY, (30.0, 30.0), (60.0, 60.0))
    scene = QGraphicsScene()
    item = CacheTokensItem(layout)
    scene.addItem(item)
    item.set_tokens((CacheToken(Hex(0, 0), True), CacheToken(Hex(2, 0))))

    def tips(h: Hex) -> list[str]:
        return [i.toolTip() for i in scene.items(hex_centre(layout, h)) if i.toolTip()]

    assert tips(Hex(0, 0)) == ["Legendary cache (hex 0, 0)"]
    assert tips(Hex(2, 0)) == ["Common cache (hex 2, 0)"]
    assert tips(Hex(1, 1)) == []
    item.set_tokens((CacheToken(Hex(1, 1)),))
    assert tips(Hex(0, 0)) == [] and tips(Hex(1, 1)) == ["Common cache (hex 1, 1)"]
    assert len(scene.items()) == 2
