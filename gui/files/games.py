"""Reading and writing game files: atomic saves, the autosave folder in the application-data
folder, and one error type for anything that cannot be opened."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from board.errors import DataFileError, NewerFormatError
from board.jsonio import Reader, Stream, open_regular, parse_json, read_bounded
from gui.annotations.model import (
    MAX_ANNOTATIONS,
    Annotation,
    annotations_from_json,
    annotations_to_json,
)
from gui.files import png
from gui.files.tempfiles import TEMP_PREFIX as TEMP_PREFIX
from gui.files.tempfiles import app_data_dir as app_data_dir
from gui.files.tempfiles import clean_stale_temp_files as clean_stale_temp_files
from gui.files.tempfiles import temp_file
from gui.words.code_errors import describe_code_error
from gui.words.file_errors import describe_data_error
from gui.words.file_errors import describe_os_error as describe_os_error
from gui.words.i18n import tr
from rules import save, setup, tablecode
from rules.actions import Action
from rules.state import GameState


class GameFileError(Exception):
    """A file that cannot be opened as a game, with a sentence saying why."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(tr("{file}: {why}").format(file=Path(path).name, why=reason))
        self.path = path
        self.reason = reason


def write_atomically(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old or the new file: the
    bytes go to a temporary file beside it (``.eraboard-<pid>-….tmp``), reach the disk, and
    only then replace the old file. Plain Python paths, so folders whose names are not
    UTF-8 work as well as for Open. A symbolic link is written through: the file it names is
    replaced and the link stays. OSError says why it failed (see `describe_os_error`)."""
    target = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    fd, tmp = temp_file(target.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        try:
            mode = target.stat().st_mode & 0o777
        except OSError:
            mode = 0o666 & ~_umask()
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@dataclass(frozen=True, slots=True)
class GameFile:
    """What a game file holds: the rules' SavedGame and the table's annotations.
    ``scenario``: the file is a scenario (a table to start from), never saved over."""

    saved: save.SavedGame
    annotations: tuple[Annotation, ...] = ()
    scenario: bool = False

    @property
    def start(self) -> GameState | None:
        return self.saved.start

    @property
    def state(self) -> GameState:
        return self.saved.state

    @property
    def actions(self) -> tuple[Action, ...]:
        return self.saved.actions


# A game file is one JSON object: the rules' own save under "game" (the rules read and check
# it) and the annotations beside it. Files written before had the rules' save itself at the
# top level, with an "annotations" entry added to it; they still open.
TABLE_FORMAT = "eraboard-table"
TABLE_VERSION = 1
TABLE_KEYS = frozenset({"format", "version", "game", "annotations"})


def game_text(
    state: GameState,
    actions: Sequence[Action] = (),
    annotations: Sequence[Annotation] = (),
    start: GameState | None = None,
    log: Sequence[str] | None = None,
) -> str:
    """The file text: ``{"format": "eraboard-table", "version": 1, "game": <the rules'
    save>, "annotations": [...]}``, sorted, so the same game always gives the same text;
    ``start`` (the state the actions start from) lets Open rebuild the history. The actions
    may come as ``log``, their `rules.save.action_text`s, instead (the same text, with no
    action encoded again). Raises the rules' DataFileError for a game no loader would read
    back (too big)."""
    game = save.save_data(state, actions, start)
    if log is not None:
        game["actions"] = save.LOGGED
    data = {
        "annotations": annotations_to_json(annotations),
        "format": TABLE_FORMAT,
        "game": game,
        "version": TABLE_VERSION,
    }
    return save.dump_save_text(data, log)


def parse_game_text(data: str | bytes, file: str = save.UNNAMED) -> GameFile:
    """A game file's text -> GameFile; ValueError (a DataFileError or AnnotationError)
    saying where and what was expected. The action log is checked and built while it is
    parsed, through the one bounded reader (`board.jsonio`)."""
    reader = Reader(file)
    actions = save.action_stream(reader)
    stream: Stream = {
        "game": {"actions": actions},
        "actions": actions,
        "annotations": _note_stream(reader),
    }
    top = parse_json(data, file, stream, save.MAX_SAVE_BYTES)
    if isinstance(top, dict) and top.get("format") == TABLE_FORMAT:
        if top.get("version") != TABLE_VERSION:
            if isinstance(top.get("version"), int) and top["version"] > TABLE_VERSION:
                raise NewerFormatError(file, "version", top["version"], TABLE_VERSION)
            raise reader.fail("version", f"version {TABLE_VERSION}")
        unknown = sorted(set(top) - TABLE_KEYS)
        if unknown:
            raise reader.fail(unknown[0], "no such entry in an eraboard game file")
        game = top.get("game")
        if isinstance(game, dict):
            saved = save.saved_game_from(game, reader)[0]
            return GameFile(saved, annotations_from_json(top.get("annotations", [])))
        raise reader.fail("game", "an object")
    saved, extra = save.saved_game_from(top, reader, ("annotations",))
    return GameFile(saved, annotations_from_json(extra.get("annotations", [])))


def _note_stream(reader: Reader) -> Callable[[object, str], object]:
    """Annotations as parsed, counted: a file cannot hold more than the table allows."""
    count = [0]

    def one(value: object, place: str) -> object:
        count[0] += 1
        if count[0] > MAX_ANNOTATIONS:
            raise reader.fail(place.rsplit("[", 1)[0], f"at most {MAX_ANNOTATIONS} annotations")
        return value

    return one


def read_embedded_save(path: str | os.PathLike[str]) -> save.SavedGame:
    """The `rules.save.SavedGame` a PNG carries; EmbeddedSaveError with a clear message."""
    return read_embedded_game(path).saved


def read_embedded_game(path: str | os.PathLike[str]) -> GameFile:
    """The `GameFile` (saved game + annotations) a PNG carries."""
    text = png.read_embedded_text(path)
    try:
        return parse_game_text(text, "the picture's game")
    except NewerFormatError as error:
        picture = _newer(error).replace("this game was", "this picture was", 1)
        raise png.EmbeddedSaveError(picture) from None
    except ValueError as error:
        reason = _reason(error)
        raise png.EmbeddedSaveError(f"the game in this picture is damaged: {reason}") from None


def save_game(
    path: str,
    state: GameState,
    actions: Sequence[Action] = (),
    annotations: Sequence[Annotation] = (),
    start: GameState | None = None,
    log: Sequence[str] | None = None,
) -> None:
    """Write a game file atomically (its actions or their ``log``, as for `game_text`);
    OSError, or DataFileError for a game too big to open."""
    text = game_text(state, actions, annotations, start, log)
    write_atomically(path, text.encode("utf-8"))


def load_game(path: str) -> save.SavedGame:
    """Load a save or a screenshot carrying one (the rules' SavedGame); GameFileError."""
    return open_game_file(path).saved


def _reason(error: ValueError) -> str:
    return describe_data_error(error) if isinstance(error, DataFileError) else str(error)


# Other pictures a player may pick by mistake, by their first bytes.
_PICTURES = (
    (b"\xff\xd8\xff", "JPEG"),
    (b"GIF8", "GIF"),
    (b"BM", "BMP"),
    (b"II*\x00", "TIFF"),
    (b"MM\x00*", "TIFF"),
    (b"RIFF", "WebP"),
)


def _head(path: str, name: str) -> bytes:
    fd = open_regular(path, name)
    try:
        return os.read(fd, 16)
    finally:
        os.close(fd)


def head_of(path: str) -> bytes:
    """The first bytes of a regular file, or b"" for anything else (never waits)."""
    try:
        return _head(path, Path(path).name)
    except (DataFileError, OSError):
        return b""


def is_picture(head: bytes) -> bool:
    """Whether a file starting with ``head`` is a picture (PNG or another kind)."""
    return head.startswith(png.PNG_SIGNATURE) or any(head.startswith(m) for m, _ in _PICTURES)


def open_game_file(path: str) -> GameFile:
    """Load a save, or a PNG exported by eraboard, with its annotations; GameFileError on any
    problem, with a sentence a player understands."""
    name = Path(path).name
    try:
        head = _head(path, name)
    except (DataFileError, OSError) as error:
        raise GameFileError(path, describe_os_error(error)) from error
    if head.startswith(png.PNG_SIGNATURE):
        try:
            return read_embedded_game(path)
        except png.EmbeddedSaveError as error:
            raise GameFileError(path, str(error)) from error
        except OSError as error:
            raise GameFileError(path, describe_os_error(error)) from error
    for magic, kind in _PICTURES:
        if head.startswith(magic):
            why = tr(
                "this is a {kind} picture, not a game: only PNG pictures exported by "
                "eraboard carry one"
            )
            raise GameFileError(path, why.format(kind=kind))
    try:
        text = read_bounded(path, name)
        is_text = name.lower().endswith(".txt")
        if is_text or (not text.lstrip().startswith(b"{") and tablecode.holds_code(text)):
            return game_from_code(text.decode("utf-8", "replace"), name)
        if _is_scenario(text):
            game = save.SavedGame(setup.scenario_from_data(parse_json(text, name), name))
            return GameFile(game, scenario=True)
        return parse_game_text(text, name)
    except NewerFormatError as error:
        raise GameFileError(path, _newer(error)) from error
    except ValueError as error:
        raise GameFileError(path, _reason(error)) from error


def game_from_code(text: str, file: str = save.UNNAMED) -> GameFile:
    """The table a text code holds (`rules.tablecode`), as a new game that Save never
    writes over its source; ValueError with a sentence a player understands (which line of
    the code, what is wrong; that it comes from a newer eraboard)."""
    try:
        game = parse_game_text(tablecode.restore(tablecode.unpack(text)), file)
    except tablecode.CodeError as error:
        raise ValueError(describe_code_error(error)) from None
    except NewerFormatError as error:
        raise ValueError(_newer(error)) from None
    except ValueError as error:
        raise ValueError(_reason(error)) from None
    return GameFile(game.saved, game.annotations, scenario=True)


def _is_scenario(text: bytes) -> bool:
    """Whether a file's text is a scenario's (its "format" says so, wherever it stands)."""
    if setup.FORMAT.encode() not in text:  # most files: no need to parse them twice
        return False
    try:
        data = json.loads(text)
    except ValueError:
        return False
    return isinstance(data, dict) and data.get("format") == setup.FORMAT


def _newer(error: NewerFormatError) -> str:
    return tr(
        "this game was made by a newer eraboard (format version {version}); this eraboard "
        "reads format version {supported}"
    ).format(version=error.version, supported=error.supported)


def autosave_dir() -> Path:
    """Where the autosaves live (created if needed; OSError if it cannot be)."""
    folder = app_data_dir() / "autosaves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
