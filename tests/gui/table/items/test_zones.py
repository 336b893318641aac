"""A slot's label (a track position's number) is painted under the slot, where a die in the
slot cannot hide it."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gui.table.items.zones import LABEL_H, DropZoneItem
from rules.places import Place, Zone


def _ink(image: QImage, rect: QRectF) -> int:
    return sum(
        1
        for x in range(int(rect.left()), int(rect.right()))
        for y in range(int(rect.top()), int(rect.bottom()))
        if QColor(image.pixel(x, y)).value() < 110
    )


def test_a_slot_number_is_painted_under_the_slot(qapp) -> None:  # type: ignore[no-untyped-def]
    slot = QRectF(10, 10, 52, 52)
    zone = DropZoneItem(Place(Zone.TRACK, "ada", 7), slot, label="8")
    assert zone.boundingRect().bottom() >= slot.bottom() + LABEL_H
    image = QImage(80, 90, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    zone.paint_recess(painter)
    painter.end()
    assert _ink(image, QRectF(slot.left(), slot.bottom() + 1, slot.width(), LABEL_H)) > 5
    inside = slot.adjusted(4, 4, -4, -4)  # where a die in the slot lies
    assert _ink(image, inside) == 0
