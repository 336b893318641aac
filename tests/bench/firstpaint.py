"""Child process of the start-up and memory benchmarks: run as a script, not imported.

    python tests/bench/firstpaint.py app          # eraboard's own main(), demo table
    python tests/bench/firstpaint.py bare N       # a bare PySide6 QGraphicsView with N items

At the first paint of the table's viewport it prints ``<wall clock time> <VmRSS kB>`` and
leaves at once (``os._exit``: tear-down is not part of start-up). The parent notes the wall
clock just before it starts the process, so the figure runs from process start to first
paint. Only PySide6 is imported before the app's own code, and the app imports it first
anyway.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class FirstPaint(QObject):
    """Watches a viewport; once its first paint event has been handled, reports and exits."""

    seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            # Queued: runs once the paint event has been delivered and drawn.
            QTimer.singleShot(0, self.report)
        return False

    def report(self) -> None:
        print(f"{time.time():.6f} {rss_kb()}", flush=True)
        os._exit(0)


PROBE = FirstPaint()


def run_app() -> None:
    from gui.window import main as mainwindow

    show = mainwindow.MainWindow.show

    def watched_show(self: mainwindow.MainWindow) -> None:
        self.view.viewport().installEventFilter(PROBE)
        show(self)

    mainwindow.MainWindow.show = watched_show  # type: ignore[method-assign]
    from gui.app import main

    main(["--seed", "1"])


def run_bare(count: int) -> None:
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    app = QApplication(sys.argv[:1])
    scene = QGraphicsScene()
    for i in range(count):
        x, y = (i % 40) * 30.0, (i // 40) * 30.0
        if i % 2:
            scene.addRect(x, y, 26, 26)
        else:
            scene.addSimpleText(str(i)).setPos(x, y)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    view.viewport().installEventFilter(PROBE)
    view.resize(1500, 950)
    view.show()
    app.exec()


if __name__ == "__main__":
    if sys.argv[1] == "app":
        run_app()
    else:
        run_bare(int(sys.argv[2]))
