"""Fixtures of the robustness tests: a real MainWindow on the demo table (its settings, game
files and autosave in a temporary folder)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import _isolated_paths, open_window

__all__ = ["_isolated_paths", "window"]  # the autouse fixture applies here too


@pytest.fixture
def window(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    from rules.setup import demo_state

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = open_window(qtbot, settings, demo_state())
    QApplication.processEvents()
    return win
