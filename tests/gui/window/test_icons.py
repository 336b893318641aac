"""The icons the window draws itself: visible at every size, greyed when disabled, Redo the
mirror of Undo."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPalette

from gui.window.icons import info_icon, redo_icon, undo_icon


def _image(icon: QIcon, side: int, mode: QIcon.Mode = QIcon.Mode.Normal) -> QImage:
    return icon.pixmap(QSize(side, side), mode).toImage()


def _inked(image: QImage) -> int:
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha()
    )


def test_each_icon_draws_at_small_and_large_sizes(qapp) -> None:  # type: ignore[no-untyped-def]
    for make in (undo_icon, redo_icon, info_icon):
        icon = make()
        assert not icon.isNull()
        for side in (14, 16, 32, 64):
            image = _image(icon, side)
            assert image.size() == QSize(side, side)
            share = _inked(image) / side**2
            assert 0.1 < share < 0.6  # a drawing, neither empty nor a filled square


def test_a_disabled_icon_is_paler_than_an_enabled_one(qapp) -> None:  # type: ignore[no-untyped-def]
    normal = _image(undo_icon(), 32)
    disabled = _image(undo_icon(), 32, QIcon.Mode.Disabled)
    x, y = 24, 22  # on the arrow's stem
    assert normal.pixelColor(x, y).alpha() == 255
    assert disabled.pixelColor(x, y).lightness() > normal.pixelColor(x, y).lightness()


def test_redo_is_undo_mirrored(qapp) -> None:  # type: ignore[no-untyped-def]
    undo, redo = _image(undo_icon(), 32), _image(redo_icon(), 32)
    mirror = undo.flipped(Qt.Orientation.Horizontal)
    # Antialiasing may round a pixel's edge differently on either side; the shapes match.
    assert all(
        abs(mirror.pixelColor(x, y).alpha() - redo.pixelColor(x, y).alpha()) <= 8
        for y in range(32)
        for x in range(32)
    )


def test_pixmaps_are_kept_per_size_and_mode(qapp) -> None:  # type: ignore[no-untyped-def]
    icon = undo_icon()
    first = icon.pixmap(QSize(16, 16))
    assert icon.pixmap(QSize(16, 16)).cacheKey() == first.cacheKey()
    assert icon.pixmap(QSize(16, 16), QIcon.Mode.Disabled).cacheKey() != first.cacheKey()


def test_a_dense_screen_gets_every_device_pixel(qapp) -> None:  # type: ignore[no-untyped-def]
    pixmap = undo_icon().pixmap(QSize(16, 16), 2.0)
    assert pixmap.size() == QSize(32, 32)
    assert pixmap.devicePixelRatio() == 2.0
    sharp = pixmap.toImage()
    sharp.setDevicePixelRatio(1.0)
    assert sharp == _image(undo_icon(), 32)


def test_a_new_palette_redraws_the_icon(qapp) -> None:  # type: ignore[no-untyped-def]
    icon = info_icon()
    before = _image(icon, 16)
    palette = qapp.palette()
    try:
        changed = QPalette(palette)
        changed.setColor(QPalette.ColorRole.Link, QColor("#c03020"))
        qapp.setPalette(changed)
        after = _image(icon, 16)
        assert after != before
        assert any(
            after.pixelColor(x, y).red() > 150 and after.pixelColor(x, y).alpha() == 255
            for y in range(16)
            for x in range(16)
        )
    finally:
        qapp.setPalette(palette)
