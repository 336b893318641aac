"""The log file and the crash dialog.

An unexpected exception in the window (a slot that raised) is caught once, by
``sys.excepthook``: its traceback goes to a small rotating log file in the application-data
folder, and the player reads one sentence saying where that file is and that the autosave
keeps the game. Only the real start-up installs the hook (`gui.app`): under tests, an
exception in a slot must still fail the test.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QMessageBox, QWidget

LOG_NAME = "eraboard.log"
# At most a few MB on disk: the file and two older ones, 1 MB each.
MAX_BYTES = 1_000_000
BACKUPS = 2
LOGGER = "eraboard"


def log_path() -> Path:
    """Where the log file lives: the application-data folder, as the autosaves do."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / LOG_NAME


def start_log(path: Path | None = None) -> logging.Logger:
    """The program's logger, writing to the rotating log file at ``path``."""
    path = path if path is not None else log_path()
    logger = logging.getLogger(LOGGER)
    logger.setLevel(logging.INFO)
    for old in list(logger.handlers):
        logger.removeHandler(old)
        old.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError:  # a read-only home: the traceback still reaches the terminal
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    logger.addHandler(handler)
    return logger


def crash_sentence(path: Path) -> str:
    return QCoreApplication.translate(
        "crash",
        "Something unexpected went wrong in eraboard; what happened is written in {path}. "
        "Your game is safe: the autosave has it, and eraboard offers it back if you start "
        "it again.",
    ).format(path=path)


class CrashHandler:
    """``sys.excepthook`` for the window: log the traceback, tell the player once."""

    def __init__(self, parent: QWidget, path: Path | None = None) -> None:
        self.parent = parent
        self.path = path if path is not None else log_path()
        self.logger = start_log(self.path)
        self.logger.info("eraboard started")
        self.box: QMessageBox | None = None

    def __call__(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        self.logger.error("An unexpected error", exc_info=(kind, error, trace))
        if self.box is not None:  # said once: the rest go to the log
            return
        self.box = QMessageBox(
            QMessageBox.Icon.Critical, "eraboard", crash_sentence(self.path), parent=self.parent
        )
        self.box.open()


def install(parent: QWidget) -> CrashHandler:
    """Catch the window's unexpected exceptions from now on."""
    handler = CrashHandler(parent)
    sys.excepthook = handler
    return handler
