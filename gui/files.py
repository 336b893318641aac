"""Reading and writing game files: atomic saves with QSaveFile, the autosave in the
application-data folder, and one error type for anything that cannot be opened."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

from gui.annotations.model import (
    Annotation,
    AnnotationError,
    annotations_from_json,
    annotations_to_json,
)
from gui.export import png
from rules import save
from rules.actions import Action
from rules.state import GameState


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

    saved: save.SavedGame
    annotations: tuple[Annotation, ...] = ()

    @property
    def state(self) -> GameState:
        return self.saved.state

    @property
    def actions(self) -> tuple[Action, ...]:
        return self.saved.actions


# A game file is one JSON object: the rules' own save under "game" (the rules read and check
# it, untouched) and the annotations beside it. Files written before had the rules' save
# itself at the top level, with an "annotations" entry added to it; they still open.
TABLE_FORMAT = "eraboard-table"
TABLE_VERSION = 1
TABLE_KEYS = frozenset({"format", "version", "game", "annotations"})


def game_text(
    state: GameState, actions: Sequence[Action] = (), annotations: Sequence[Annotation] = ()
) -> str:
    """The file text: ``{"format": "eraboard-table", "version": 1, "game": <the rules'
    save>, "annotations": [...]}``, sorted, so the same game always gives the same text."""
    notes = json.dumps(
        annotations_to_json(annotations), sort_keys=True, ensure_ascii=False, separators=(",", ":")
    )
    head = json.dumps(TABLE_FORMAT)
    # The rules' save is already compact sorted JSON: it goes in as it is rather than being
    # parsed and dumped again (the autosave writes the whole game after every action). The
    # keys are written in sorted order, so the text is what json.dumps(sort_keys=True) gives.
    game = save.dump_game(state, actions)
    return f'{{"annotations":{notes},"format":{head},"game":{game},"version":{TABLE_VERSION}}}'


def _table_document(top: dict[str, object]) -> GameFile:
    if top.get("version") != TABLE_VERSION:
        raise AnnotationError(f"version: expected {TABLE_VERSION}, got {top.get('version')!r}")
    unknown = sorted(set(top) - TABLE_KEYS)
    if unknown:
        raise AnnotationError(f"{unknown[0]}: no such entry in an eraboard game file")
    annotations = annotations_from_json(top.get("annotations", []))
    game = json.dumps(top.get("game"), ensure_ascii=False)
    return GameFile(save.load_game(game), annotations)


def parse_game_text(data: str | bytes) -> GameFile:
    """A game file's text -> GameFile; ValueError (a rules SaveFileError or AnnotationError)
    saying where and what was expected."""
    try:
        top = json.loads(data)
    except (ValueError, RecursionError):
        top = None  # the rules reader says where the JSON is broken
    if not isinstance(top, dict):
        return GameFile(save.load_game(data))
    if top.get("format") == TABLE_FORMAT:
        return _table_document(top)
    if "annotations" not in top:
        return GameFile(save.load_game(data))
    annotations = annotations_from_json(top.pop("annotations"))
    return GameFile(save.load_game(json.dumps(top, ensure_ascii=False)), annotations)


def read_embedded_save(path: str | os.PathLike[str]) -> save.SavedGame:
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
    path: str,
    state: GameState,
    actions: Sequence[Action] = (),
    annotations: Sequence[Annotation] = (),
) -> None:
    write_atomically(path, game_text(state, actions, annotations).encode("utf-8"))


def load_game(path: str) -> save.SavedGame:
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
