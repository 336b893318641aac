"""Fixtures of the robustness tests: a real MainWindow on the demo table (its settings, game
files and autosave in a temporary folder)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

import gui.resources_rc  # noqa: F401


@pytest.fixture(autouse=True)
def _isolated_paths() -> Iterator[None]:
    QStandardPaths.setTestModeEnabled(True)
    yield


@pytest.fixture
def window(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    from gui.window.main import MainWindow
    from rules.setup import demo_state

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(demo_state(), settings=settings, seed=7, autosave=False)
    win.scene.animations_enabled = False
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    qtbot.addWidget(win)
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    QApplication.processEvents()
    return win
