"""Zoom frames: after a real wheel step (or Zoom In) the view paints the table itself from the
items' pictures; the frame shows every item, with its opacity, near what an exact paint
gives, and once the zoom rests the table is exact. A table the view cannot draw so is Qt's."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsRectItem

from gui.table import view as view_module
from gui.table.items import cache
from tests.gui.table.test_pictures import exact_frame, frame


def spy_frames(monkeypatch: Any) -> list[bool]:
    """Whether each frame at a new zoom was painted from pictures (True) or left to Qt."""
    answers: list[bool] = []
    paint = view_module.paint_from_pictures

    def spy(view: Any) -> bool:
        done = paint(view)
        answers.append(done)
        return done

    monkeypatch.setattr(view_module, "paint_from_pictures", spy)
    return answers


def wheel(window: Any, notches: int = 1) -> None:
    """A real wheel turn over the middle of the table."""
    viewport = window.view.viewport()
    at = QPointF(viewport.rect().center())
    event = QWheelEvent(
        at,
        QPointF(viewport.mapToGlobal(at.toPoint())),
        QPoint(),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def settle(qtbot: Any) -> None:
    qtbot.wait(cache.SETTLE_MS + 100)
    QApplication.processEvents()


def difference(a: QImage, b: QImage) -> tuple[float, float]:
    """The mean difference of the two frames' pixels (0..255) and the largest mean over
    a 24 px block: a missing item shows as a block far off, softness only as a small mean."""
    step = 3  # every third pixel: enough to see a missing die, and quick
    worst, total, count = 0.0, 0.0, 0
    for by in range(0, a.height() - 23, 24):
        for bx in range(0, a.width() - 23, 24):
            block, n = 0.0, 0
            for y in range(by, by + 24, step):
                for x in range(bx, bx + 24, step):
                    p, q = QColor(a.pixel(x, y)), QColor(b.pixel(x, y))
                    block += (
                        abs(p.red() - q.red())
                        + abs(p.green() - q.green())
                        + abs(p.blue() - q.blue())
                    ) / 3
                    n += 1
            total, count = total + block, count + n
            worst = max(worst, block / n)
    return total / count, worst


def test_a_wheel_step_paints_the_whole_table_from_pictures_then_exactly(
    window: Any, qtbot: Any, monkeypatch: Any
) -> None:
    answers = spy_frames(monkeypatch)
    window.view.set_zoom(0.8)
    frame(window)
    settle(qtbot)
    frame(window)
    answers.clear()
    wheel(window)
    zoomed = frame(window)
    assert answers == [True], "the frame after a wheel step is drawn from the pictures"
    exact = exact_frame(window)
    mean, worst = difference(zoomed, exact)
    assert mean < 4, "only slightly softer than the exact table"
    assert worst < 40, "no item missing or misplaced"
    settle(qtbot)
    assert frame(window) == exact_frame(window), "exact once the zoom rests"


def test_zoom_in_at_several_zooms_shows_every_item(
    window: Any, qtbot: Any, monkeypatch: Any
) -> None:
    answers = spy_frames(monkeypatch)
    for zoom in (0.5, 1.0, 2.3):
        window.view.set_zoom(zoom)
        frame(window)
        settle(qtbot)
        answers.clear()
        window.commands["zoom_in"].trigger()
        zoomed = frame(window)
        assert answers == [True]
        mean, worst = difference(zoomed, exact_frame(window))
        assert mean < 4 and worst < 40, (zoom, mean, worst)
        settle(qtbot)


def test_a_faint_die_stays_faint_and_a_plain_item_is_drawn(
    window: Any, qtbot: Any, monkeypatch: Any
) -> None:
    answers = spy_frames(monkeypatch)
    for die in window.scene.dice.values():
        die.setOpacity(0.15)
    window.view.set_zoom(0.9)
    middle = window.view.mapToScene(window.view.viewport().rect().center())
    marker = QGraphicsRectItem(QRectF(-50, -50, 100, 100))
    marker.setBrush(QColor("#ff00ff"))
    marker.setZValue(5000)
    marker.setPos(middle)
    window.scene.addItem(marker)
    frame(window)
    settle(qtbot)
    answers.clear()
    wheel(window)
    zoomed = frame(window)
    assert answers == [True]
    seen = window.view.mapFromScene(middle)
    assert QColor(zoomed.pixel(seen)) == QColor("#ff00ff"), "a plain item is painted"
    marker.setVisible(False)
    frame(window)
    settle(qtbot)
    wheel(window)
    zoomed = frame(window)
    mean, worst = difference(zoomed, exact_frame(window))
    assert mean < 4 and worst < 40, "the faint die is as faint as Qt paints it"


def test_a_table_the_view_cannot_draw_is_left_to_qt(
    window: Any, qtbot: Any, monkeypatch: Any
) -> None:
    answers = spy_frames(monkeypatch)
    mat = next(iter(window.scene.mats.values()))
    mat.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
    window.view.set_zoom(0.9)
    frame(window)
    settle(qtbot)
    answers.clear()
    wheel(window)
    zoomed = frame(window)
    assert answers == [False], "an item clipping its children: Qt paints the frame"
    mean, worst = difference(zoomed, exact_frame(window))
    assert mean < 4 and worst < 40
