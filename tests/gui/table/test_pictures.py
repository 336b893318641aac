"""Zoom-step pictures: the first frame after a zoom step draws cached pictures; once the zoom
rests, the table is exactly what a direct paint gives; exports never use the pictures."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from gui.table.items import cache
from gui.table.items.cache import ScaleCached, resolution_step


def frame(window) -> QImage:  # type: ignore[no-untyped-def]
    viewport = window.view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    viewport.render(image)
    return image


def exact_frame(window) -> QImage:  # type: ignore[no-untyped-def]
    """The frame with every item painted afresh at the current zoom."""
    for item in window.scene.items():
        if isinstance(item, ScaleCached):
            item.update()
    return frame(window)


def test_resolution_steps_are_half_octaves() -> None:
    assert resolution_step(1.0) == 1.0
    assert resolution_step(1.1) == 2**0.5
    assert resolution_step(0.5) == 0.5
    assert resolution_step(0.6) == 2**-0.5
    assert resolution_step(5.9) == 8.0
    for zoom in (0.1, 0.37, 0.99, 1.01, 2.2, 6.0):
        assert zoom <= resolution_step(zoom) < zoom * 2**0.5


def test_a_zoom_step_draws_pictures_then_the_exact_table(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    drawn: list[ScaleCached] = []
    picture = ScaleCached.picture

    def spy(item: ScaleCached, scale: float, hints: QPainter.RenderHint) -> object:
        found = picture(item, scale, hints)
        if found is not None:
            drawn.append(item)
        return found

    monkeypatch.setattr(ScaleCached, "picture", spy)
    window.view.set_zoom(0.8)
    frame(window)
    qtbot.wait(cache.SETTLE_MS + 100)
    drawn.clear()
    window.view.set_zoom(0.8 * 1.1)
    frame(window)
    assert drawn, "the first frame after a zoom step draws the items' pictures"
    qtbot.wait(cache.SETTLE_MS + 100)
    QApplication.processEvents()
    drawn.clear()
    settled = frame(window)
    assert not drawn
    assert settled == exact_frame(window)


def test_an_export_paints_the_items_directly(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    calls: list[ScaleCached] = []
    monkeypatch.setattr(ScaleCached, "picture", lambda item, *_: calls.append(item))
    for zoom in (0.7, 0.9):
        image = QImage(640, 400, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        window.scene.render(painter, QRectF(0, 0, 640 * zoom, 400 * zoom))
        painter.end()
    assert not calls
