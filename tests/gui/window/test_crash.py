"""An unexpected exception in the window: written with its traceback to a rotating log in the
application-data folder, and said to the player once, with the log's path and the autosave."""

from __future__ import annotations

import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QMessageBox

from gui.window import crash


def _raise_in_slot() -> None:
    raise ValueError("a slot that broke")


def test_an_unexpected_error_is_logged_and_said_once(window: Any, tmp_path: Path) -> None:
    path = tmp_path / "data" / "eraboard.log"
    handler = crash.CrashHandler(window, path)
    for _ in range(2):
        try:
            _raise_in_slot()
        except ValueError:
            handler(*sys.exc_info())  # type: ignore[arg-type]
    QApplication.processEvents()
    text = path.read_text(encoding="utf-8")
    assert text.count("Traceback (most recent call last)") == 2
    assert "_raise_in_slot" in text and "ValueError: a slot that broke" in text
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    said = boxes[0].text()
    assert str(path) in said and "autosave" in said
    boxes[0].close()
    rotating = [h for h in handler.logger.handlers if isinstance(h, RotatingFileHandler)]
    assert rotating and 0 < rotating[0].maxBytes * (rotating[0].backupCount + 1) <= 5_000_000


def test_the_log_lives_in_the_application_data_folder() -> None:
    assert crash.log_path().name == "eraboard.log"
    assert crash.log_path().parent.name  # QStandardPaths' folder, in test mode under tests


def test_tests_keep_the_hook_that_fails_them() -> None:
    assert not isinstance(sys.excepthook, crash.CrashHandler)
