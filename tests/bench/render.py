"""Full repaints of the table's viewport into a QImage, against the bare-Qt twin.

Each repaint is ``viewport.render(image)``: the view's real paint event (background, index
query, every visible item's paint) for the whole viewport. Ours and the twin are timed
alternately; the figures are medians of the process's CPU time (``time.process_time``: all
threads, and not the time other programs on a shared machine hold the CPU).
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QGraphicsView

from tests.bench import tables
from tests.bench.report import Row, interleaved

CLOCK = time.process_time
GOAL = 1.3  # a repaint, against the bare program's


def repaint(view: QGraphicsView) -> Any:
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def once() -> None:
        image.fill(0)
        view.viewport().render(image)

    return once


def visible(view: QGraphicsView) -> int:
    return len(view.items(view.viewport().rect()))


def compare(name: str, window: Any, repeat: int) -> Row:
    """Our window's repaint against the bare program's stock twin of the same table (built
    from the window's scene as it is now, aimed like the window's view)."""
    bare = tables.bare_view(window)
    ours_s, bare_s = interleaved(repaint(window.view), repaint(bare), repeat=repeat, clock=CLOCK)
    row = Row(
        name,
        ours_s * 1000,
        "ms",
        bare_s * 1000,
        max_ratio=GOAL,
        note=f"stock twin, {len(bare.scene().items())} items as ours, "
        f"{visible(window.view)} of them in view",
    )
    bare.close()
    bare.deleteLater()
    QApplication.processEvents()
    return row


def battle_rows(hexes: int, repeat: int) -> list[Row]:
    """A big battle fitted to the window, then at 100% over the middle of the map."""
    window = tables.battle_window(hexes)
    units = len(window.scene.map_layer.chips)
    label = f"{hexes:,}-hex battle, {units} units"
    rows = [compare(f"repaint, {label} (fit)", window, max(3, repeat // 2))]
    window.view.set_zoom(1.0)
    window.view.centerOn(tables.map_centre(window))
    QApplication.processEvents()
    rows.append(compare(f"repaint, {label} (100%, map)", window, repeat))
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    return rows


def measure(repeat: int = 9) -> list[Row]:
    rows = []
    for name, make in (
        ("opening table", tables.opening_window),
        ("demo mats", tables.demo_window),
    ):
        window = make()
        rows.append(compare(f"repaint, {name} (fit)", window, repeat * 3))
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    return rows + battle_rows(10_000, repeat)
