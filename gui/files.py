"""Reading and writing game files: atomic saves with QSaveFile, the autosave in the
application-data folder, and one error type for anything that cannot be opened."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

from board.errors import DataFileError
from board.jsonio import read_bounded
from gui.annotations.model import annotations_from_json, annotations_to_json
from gui.export import png
from rules import save


class GameFileError(Exception):
    """A file that cannot be opened as a game, with a sentence saying why."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{Path(path).name}: {reason}")
        self.path = path
        self.reason = reason


def write_atomically(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old or the new file."""
    target = QSaveFile(path)
    if not target.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(target.errorString())
    target.write(data)
    if not target.commit():
        raise OSError(target.errorString())


@dataclass(frozen=True)
class GameFile:
    """What a game file holds: the rules' SavedGame and the table's annotations."""

    saved: Any  # rules.save.SavedGame
    annotations: tuple[Any, ...] = ()  # gui.annotations.layer.Annotation

    @property
    def state(self) -> Any:
        return self.saved.state

    @property
    def actions(self) -> Any:
        return self.saved.actions


def game_text(state: Any, actions: Sequence[Any] = (), annotations: Sequence[Any] = ()) -> str:
    """The save text; annotations, if any, go in a top-level ``"annotations"`` entry.
    Raises the rules' DataFileError for a game no loader would read back (too big)."""
    data = save.save_data(state, actions)
    if annotations:
        data["annotations"] = annotations_to_json(annotations)
    return save.dump_save_text(data)


def parse_game_text(data: str | bytes, file: str = save.UNNAMED) -> GameFile:
    """A save's text -> GameFile; ValueError (a DataFileError or AnnotationError)."""
    saved, extra = save.load_save_data(data, file, ("annotations",))
    annotations: tuple[Any, ...] = ()
    if "annotations" in extra:
        annotations = annotations_from_json(extra["annotations"])
    return GameFile(saved, annotations)


def read_embedded_save(path: str | os.PathLike[str]) -> Any:
    """The `rules.save.SavedGame` a PNG carries; EmbeddedSaveError with a clear message."""
    return read_embedded_game(path).saved


def read_embedded_game(path: str | os.PathLike[str]) -> GameFile:
    """The `GameFile` (saved game + annotations) a PNG carries."""
    text = png.read_embedded_text(path)
    try:
        return parse_game_text(text)
    except ValueError as error:
        raise png.EmbeddedSaveError(f"the game in this picture is damaged: {error}") from None


def save_game(
    path: str, state: Any, actions: Sequence[Any] = (), annotations: Sequence[Any] = ()
) -> None:
    write_atomically(path, game_text(state, actions, annotations).encode("utf-8"))


def load_game(path: str) -> Any:
    """Load a save or a screenshot carrying one (the rules' SavedGame); GameFileError."""
    return open_game_file(path).saved


def _reason(error: ValueError) -> str:
    return error.reason if isinstance(error, DataFileError) else str(error)


def open_game_file(path: str) -> GameFile:
    """Load a save, or a PNG exported by eraboard, with its annotations; GameFileError on any
    problem, with a sentence a player understands."""
    if png.is_png(path):
        try:
            return read_embedded_game(path)
        except png.EmbeddedSaveError as error:
            raise GameFileError(path, str(error)) from error
        except OSError as error:
            raise GameFileError(path, error.strerror or str(error)) from error
    name = Path(path).name
    try:
        return parse_game_text(read_bounded(path, name), name)
    except ValueError as error:
        raise GameFileError(path, _reason(error)) from error


def app_data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    folder = Path(base or Path.home() / ".eraboard")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    return app_data_dir() / "autosave.eraboard.json"
