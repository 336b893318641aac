"""Full repaints of the table's viewport into a QImage, against the bare-Qt twin.

Each repaint is ``viewport.render(image)``: the view's real paint event (background, index
query, every visible item's paint) for the whole viewport. Ours and the twin are timed
alternately; the figures are medians.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QGraphicsView

from tests.bench import tables
from tests.bench.report import Row, interleaved


def repaint(view: QGraphicsView) -> Any:
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def once() -> None:
        image.fill(0)
        view.viewport().render(image)

    return once


def repaint_after_zoom(view: QGraphicsView) -> Any:
    """A repaint right after a zoom step (in, then out, alternately): every cached pixmap and
    the cached background are redrawn, so this is the worst case of the caches."""
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    steps = [1.1, 1 / 1.1]

    def once() -> None:
        factor = steps.pop(0)
        steps.append(factor)
        view.scale(factor, factor)
        image.fill(0)
        view.viewport().render(image)

    return once


def visible(view: QGraphicsView) -> int:
    return len(view.items(view.viewport().rect()))


def compare(name: str, window: Any, twin: Any, repeat: int, note: str, cold: bool = False) -> Row:
    bare = tables.bare_view(twin, window.view)
    how = repaint_after_zoom if cold else repaint
    ours_s, bare_s = interleaved(how(window.view), how(bare), repeat=repeat)
    row = Row(
        name,
        ours_s * 1000,
        "ms",
        bare_s * 1000,
        max_ratio=1.3,
        note=f"{note}; {visible(window.view)} of our items vs {visible(bare)} stock items in view",
    )
    bare.close()
    bare.deleteLater()
    QApplication.processEvents()
    return row


def measure(repeat: int = 9) -> list[Row]:
    rows = []
    demo = tables.demo_window()
    twin = tables.bare_twin(demo.scene)
    rows.append(compare("repaint, demo table (fit)", demo, twin, repeat * 3, "stock items twin"))
    rows.append(
        compare(
            "  demo, first repaint after a zoom step",
            demo,
            twin,
            repeat * 2,
            "stock items twin, same zoom step (caches cold)",
            cold=True,
        )
    )
    demo.close()

    stress = tables.stress_window()
    twin = tables.bare_twin(stress.scene)
    rows.append(
        compare(
            "repaint, stress table (fit)",
            stress,
            twin,
            max(3, repeat // 2),
            "stock items twin (10k hex polygons)",
        )
    )
    stress.view.set_zoom(1.0)
    stress.view.centerOn(tables.map_centre(stress))
    QApplication.processEvents()
    rows.append(
        compare("repaint, stress table (100%, map)", stress, twin, repeat, "stock items twin")
    )
    rows.append(
        compare(
            "  stress 100%, first repaint after a zoom step",
            stress,
            twin,
            repeat,
            "stock items twin, same zoom step (caches cold)",
            cold=True,
        )
    )
    stress.close()
    return rows
