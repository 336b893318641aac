"""The app patches nothing of Python's or PySide's own: once the main window is built (the
real start-up, in a child process), ``dataclasses`` and PySide's import machinery are the
libraries' own and the garbage collector is on."""

from __future__ import annotations

from pathlib import Path

from tests.python_child import child_report

CHILD = """
import dataclasses, gc, json, sys, types
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])

def ours(module_name):
    return module_name.split(".")[0] in ("gui", "rules", "board")

def foreign_functions(module):
    # A function of a library's module that was defined in one of our packages.
    return sorted(
        name for name, value in vars(module).items()
        if isinstance(value, types.FunctionType) and ours(value.__module__ or "")
    )

def report():
    import shibokensupport.feature as feature
    from gui.window.main import MainWindow
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    print(json.dumps({
        "window": len(windows),
        "gc": gc.isenabled(),
        "dataclasses": foreign_functions(dataclasses),
        "feature": foreign_functions(feature),
        "finders": [type(f).__module__ for f in sys.meta_path if ours(type(f).__module__)],
    }), flush=True)
    QApplication.closeAllWindows()

QTimer.singleShot(1000, report)
from gui import app as eraboard
sys.exit(eraboard.main(["--quit-after", "5000"]))
"""


def test_after_start_up_the_libraries_are_their_own_and_gc_is_on(tmp_path: Path) -> None:
    found = child_report(
        CHILD, ERABOARD_TEST="1", XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path)
    )
    assert found == {"window": 1, "gc": True, "dataclasses": [], "feature": [], "finders": []}
