"""Start-up stays light: the modules the first frame does not need are not imported, PySide6
does not build the Python side of ``QStyle`` (its type and enums: 8-9 ms), and the chores that
read the disk (crash restore, stale temp files) wait until the table is shown."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from gui.window.firstframe import AfterFirstFrame
from tests.python_child import child_report

# Runs the real entry point until it quits by itself, then lists what was imported.
CHILD = """
import json, sys
import gui.window.main as window_module
seen = {}
close = window_module.MainWindow.closeEvent
def closing(self, event):
    from PySide6 import QtWidgets
    seen["autosave"] = self.autosave_enabled
    seen["style_type"] = "QStyle" in vars(QtWidgets)
    close(self, event)
window_module.MainWindow.closeEvent = closing
from gui.app import main
code = main(["--quit-after", "300"])
print(json.dumps({"modules": sorted(sys.modules), **seen}))
sys.exit(code)
"""

#: Heavy or rarely used modules: each is imported where it is first needed.
KEPT_OFF = (
    "PIL",
    "gui.dialogs",
    "gui.dialogs.glossary",
    "subprocess",
)


def _types_made_on_first_use() -> bool:
    """PySide6 makes a class's Python type when it is first used (6.x), not at import."""
    child = "from PySide6 import QtWidgets; print('QStyle' in vars(QtWidgets))"
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True)
    return done.stdout.strip() == "False"


def test_the_table_opens_without_dialogs_or_pillow_then_autosaves(tmp_path: Path) -> None:
    report = child_report(
        CHILD,
        ERABOARD_TEST="1",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    assert report["autosave"] is True  # started once the table was shown
    imported = report["modules"]
    assert "gui.window.main" in imported  # the window did open
    loaded = [
        name for name in imported for off in KEPT_OFF if name == off or name.startswith(off + ".")
    ]
    assert loaded == []
    if _types_made_on_first_use():
        assert report["style_type"] is False  # icons are drawn, not asked of the style


def test_the_chores_run_once_after_the_first_paint(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = QWidget()
    qtbot.addWidget(widget)
    ran: list[str] = []
    AfterFirstFrame(widget, lambda: ran.append("chores"))
    QCoreApplication.processEvents()
    assert ran == []  # nothing painted yet
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: ran == ["chores"])
    widget.update()
    qtbot.wait(20)
    assert ran == ["chores"]
