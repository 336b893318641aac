"""Map tiles as painted: the seam between two tiles is a clear dark line."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from board.battlemap import PlacedTile
from board.hexes import Hex
from board.layout import POINTY, Layout
from board.tiles import TileShape
from gui.table.items.tiles import HexTileItem, hex_centre


def test_the_seam_between_two_tiles_is_a_clear_dark_line(qapp) -> None:  # type: ignore[no-untyped-def]
    layout = Layout(POINTY, (30.0, 30.0), (60.0, 60.0))
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    for name, h in (("a", Hex(0, 0)), ("b", Hex(1, 0))):
        shape = TileShape(name, frozenset({Hex(0, 0)}), frozenset())
        HexTileItem(PlacedTile(shape, h), layout).paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    a, b = hex_centre(layout, Hex(0, 0)), hex_centre(layout, Hex(1, 0))
    seam = (a + b) / 2
    # across the seam (from one centre towards the other), at least 5 pixels stay dark
    step = (b - a) / ((b - a).manhattanLength() or 1.0)
    for k in (-2, -1, 0, 1, 2):
        at = seam + step * k + QPointF(0, 10)  # off the corner, along the shared side
        assert QColor(image.pixel(int(at.x()), int(at.y()))).value() < 70, k


def test_the_entrance_is_marked_and_its_two_doors_share_one_mark(qapp) -> None:  # type: ignore[no-untyped-def]
    from rules.setup import delve_state

    layout = Layout(POINTY, (30.0, 30.0), (300.0, 300.0))
    battle = delve_state().battle
    assert battle is not None
    entrance = next(t for t in battle.map.tiles if t.is_entrance)
    item = HexTileItem(entrance, layout)
    assert item.door_marks() == [tuple(sorted(entrance.doors))]
    others = [HexTileItem(t, layout) for t in battle.map.tiles if not t.is_entrance]
    assert all(len(mark) == 1 for other in others for mark in other.door_marks())

    image = QImage(700, 700, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    inside = next(h for h in entrance.hexes if h.neighbor(0) not in entrance.hexes)
    rim = (hex_centre(layout, inside) + hex_centre(layout, inside.neighbor(0))) / 2
    colour = QColor(image.pixel(int(rim.x()), int(rim.y())))
    assert abs(colour.hue() - QColor("#c9a24e").hue()) < 15 and colour.saturation() > 80
