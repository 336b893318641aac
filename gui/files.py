"""Reading and writing game files: atomic saves with QSaveFile, the autosave in the
application-data folder, and one error type for anything that cannot be opened."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

from gui.annotations.model import annotations_from_json, annotations_to_json
from gui.export import png
from rules import save


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

    The rules' save is sorted JSON starting ``{"actions":``; ``"annotations"`` sorts before
    it, so splicing it in front keeps the text sorted and deterministic.
    """
    text = save.dump_game(state, actions)
    if not annotations:
        return text
    notes = json.dumps(
        annotations_to_json(annotations), sort_keys=True, ensure_ascii=False, separators=(",", ":")
    )
    if text.startswith('{"actions":'):
        return '{"annotations":' + notes + "," + text[1:]
    top = json.loads(text)  # the rules changed their layout: rebuild it, still sorted
    top["annotations"] = json.loads(notes)
    return json.dumps(top, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def parse_game_text(data: str | bytes) -> GameFile:
    """A save's text -> GameFile; ValueError (a rules SaveFileError or AnnotationError)."""
    annotations: tuple[Any, ...] = ()
    marker = b'"annotations"' if isinstance(data, bytes) else '"annotations"'
    if marker in data:  # type: ignore[operator]
        try:
            top = json.loads(data)
        except (ValueError, RecursionError):
            top = None  # the rules reader says where the JSON is broken
        if isinstance(top, dict) and "annotations" in top:
            annotations = annotations_from_json(top.pop("annotations"))
            data = json.dumps(top, ensure_ascii=False)
    return GameFile(save.load_game(data), annotations)


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
    try:
        size = os.path.getsize(path)
        if size > MAX_FILE_BYTES:
            raise GameFileError(path, f"the file is {size // (1024 * 1024)} MB, too big for a game")
        data = Path(path).read_bytes()
    except OSError as error:
        raise GameFileError(path, error.strerror or str(error)) from error
    try:
        return parse_game_text(data)
    except ValueError as error:
        raise GameFileError(path, str(error)) from error


def app_data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    folder = Path(base or Path.home() / ".eraboard")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    return app_data_dir() / "autosave.eraboard.json"
