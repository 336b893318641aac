"""Child process of the start-up and memory benchmarks: run as a script, not imported.

    python tests/bench/firstpaint.py app [GAME] [--describe OUT]   # eraboard's own main()
    python tests/bench/firstpaint.py bare DESCRIPTION              # the bare PySide6 program
    python tests/bench/firstpaint.py bare DESCRIPTION --chrome     # ... in a stock main window
    python tests/bench/firstpaint.py bare DESCRIPTION --chrome --rules  # ... with our rules core

``app`` runs ``gui.app.main`` (the table it opens with no file, or ``GAME``) in a window of
``screen.WINDOW_SIZE``. ``bare`` reads
the description of eraboard's scene and view (``stock.py``; written by an ``app`` run with
``--describe``) and opens a window showing the same scene with stock items, the same render
hints, viewport size, zoom and centre. With ``--chrome`` the view is the central widget of
a stock ``QMainWindow`` with the same menus, toolbars, docks and status bar
(``tables.describe_chrome``, ``stock.build_window``): how much of the start-up is the window
any desktop program of this shape has, rather than the table. With ``--rules`` as well, the
bare program first loads eraboard's rules core as the app does: the ``board`` and ``rules``
modules the app had loaded by its first frame, imported through the ``gui`` package, and the game
the app opens with no file (``gui.app.first_state``). None of the window's own modules: the
difference from the app is the table and the rest of the gui layer.

At the first paint of the table's viewport it prints ``<wall clock time> <VmRSS kB>`` and
leaves at once (``os._exit``: tear-down is not part of start-up); ``--describe`` writes the
description after the clock has been read. The parent notes the wall clock just before it
starts the process, so the figure runs from process start to first paint. Only PySide6 is
imported before the app's own code (and ``screen.py``, which needs only the standard
library), and the app imports it first anyway.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from tests.bench.screen import WINDOW_SIZE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class FirstPaint(QObject):
    """Watches a viewport; once its first paint event has been handled, reports and exits."""

    seen = False
    after: Callable[[], None] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            # Queued: runs once the paint event has been delivered and drawn.
            QTimer.singleShot(0, self.report)
        return False

    def report(self) -> None:
        line = f"{time.time():.6f} {rss_kb()}"
        if self.after is not None:
            self.after()
        print(line, flush=True)
        os._exit(0)


PROBE = FirstPaint()


def run_app(args: list[str]) -> None:
    describe_to = None
    if "--describe" in args:
        at = args.index("--describe")
        describe_to = args[at + 1]
        del args[at : at + 2]

    def watch(module: ModuleType) -> None:
        show = module.MainWindow.show

        def watched_show(self: QWidget) -> None:
            self.resize(*WINDOW_SIZE)  # the size the figures are for (screen.py)
            self.view.viewport().installEventFilter(PROBE)  # type: ignore[attr-defined]
            if describe_to is not None:
                PROBE.after = lambda: write_description(self, describe_to)
            show(self)

        module.MainWindow.show = watched_show

    # The window's module is watched as the app imports it, so the app starts exactly as
    # ``eraboard`` does (its imports in its own order, inside main()).
    sys.meta_path.insert(0, AfterImport("gui.window.main", watch))
    from gui.app import main

    main(["--seed", "1", *args])


class AfterImport(importlib.abc.MetaPathFinder):
    """Runs ``then(module)`` right after the module ``name`` is first executed."""

    def __init__(self, name: str, then: Callable[[ModuleType], None]) -> None:
        self.name, self.then = name, then

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname != self.name:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(fullname)
        if spec is None or spec.loader is None:
            return spec
        loader, then = spec.loader, self.then
        execute = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            execute(module)
            then(module)

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def write_description(window: object, path: str) -> None:
    from tests.bench.tables import describe, describe_chrome

    description = describe(window.scene, window.view)  # type: ignore[attr-defined]
    description["chrome"] = describe_chrome(window)
    description["rules_modules"] = sorted(
        name for name in sys.modules if name.partition(".")[0] in ("board", "rules")
    )
    with open(path, "w", encoding="utf-8") as out:
        json.dump(description, out)


def load_rules_core(modules: list[str]) -> object:
    """The app's rules core without its table: ``modules`` imported, the opening game loaded."""
    import gui  # noqa: F401  (the app imports its gui package first, as here)

    for name in modules:
        importlib.import_module(name)
    from gui.app import first_state

    return first_state()


def run_bare(path: str, chrome: bool = False, rules: bool = False) -> None:
    from tests.bench import stock

    app = QApplication(sys.argv[:1])
    with open(path, encoding="utf-8") as source:
        description = json.load(source)
    # The game is kept, as the app keeps it.
    _game = load_rules_core(description["rules_modules"]) if rules else None
    view = stock.build_view(description, stock.build_scene(description))
    view.viewport().installEventFilter(PROBE)
    shown: QWidget = stock.build_window(description, view) if chrome else view
    shown.show()
    stock.aim_view(view, description)
    app.exec()


if __name__ == "__main__":
    if sys.argv[1] == "app":
        run_app(sys.argv[2:])
    else:
        run_bare(sys.argv[2], chrome="--chrome" in sys.argv[3:], rules="--rules" in sys.argv[3:])
