"""Reading and writing game files: atomic saves with QSaveFile, the autosave in the
application-data folder, and one error type for anything that cannot be opened."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths


class GameFileError(Exception):
    """A file that cannot be opened as a game, with a sentence saying why."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{Path(path).name}: {reason}")
        self.path = path
        self.reason = reason


MAX_FILE_BYTES = 20 * 1024 * 1024


def write_atomically(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old or the new file."""
    target = QSaveFile(path)
    if not target.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(target.errorString())
    target.write(data)
    if not target.commit():
        raise OSError(target.errorString())


def save_game(path: str, state: Any, actions: Sequence[Any] = ()) -> None:
    from rules import save

    write_atomically(path, save.dump_game(state, actions).encode("utf-8"))


def load_game(path: str) -> Any:
    """Load a save (or, later, a screenshot carrying one); raise GameFileError on any problem."""
    try:
        size = os.path.getsize(path)
        if size > MAX_FILE_BYTES:
            raise GameFileError(path, f"the file is {size // (1024 * 1024)} MB, too big for a game")
        data = Path(path).read_bytes()
    except OSError as error:
        raise GameFileError(path, error.strerror or str(error)) from error
    from rules import save

    try:
        return save.load_game(data)
    except ValueError as error:
        raise GameFileError(path, str(error)) from error


def app_data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    folder = Path(base or Path.home() / ".eraboard")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    return app_data_dir() / "autosave.eraboard.json"
