"""The player's own library in the application-data folder: skill lines, saved adventurers,
races, tiles, and the drafts of open editors (so a crash loses nothing).

Files are written atomically and read back through the rules' own readers, so what the
editors save is exactly what Open and Import accept.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QLockFile

from board.errors import DataFileError
from board.hexes import Hex
from board.jsonio import read_bounded
from board.tiles import TileShape, load_tile_library, parse_tile_library
from gui.files.games import app_data_dir, describe_os_error, write_atomically
from gui.words.i18n import tr
from gui.words.refusals import RACES
from rules.codec import encode
from rules.specs import (
    PARTY_FORMAT,
    SKILL_FORMAT,
    AdventurerSpec,
    LibraryFileError,
    SkillLine,
    dump_json,
    load_party,
    load_skill_lines,
)

ASSETS = Path(__file__).resolve().parents[2] / "assets"
EXAMPLE_LINES = ASSETS / "skills" / "examples.json"
ATTRIBUTES = ("might", "agility", "intellect", "spirit", "perception")


class TileFileError(ValueError):
    """A tile that breaks the tile library's rules: ``expected`` says what, in words, and
    ``code`` which rule (board's `DataFileError.code`; "" when none)."""

    def __init__(self, expected: str, got: object = None, code: str = "") -> None:
        super().__init__(expected if got is None else f"{expected} (found {got})")
        self.expected = expected
        self.got = got
        self.code = code


def _aside_name(path: Path) -> Path:
    """Where a damaged file goes: beside it, under a name no file has yet."""
    aside = path.with_suffix(".damaged.json")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_suffix(f".damaged-{n}.json")
    return aside


def _listed(data: bytes, source: str, key: str, kind: type, what: str) -> list[Any]:
    """The list under ``key`` of a JSON object, every item a ``kind``; DataFileError (saying
    it expected ``what``) when the file is not that."""
    try:
        items = json.loads(data)[key]
    except (ValueError, KeyError, TypeError):
        raise DataFileError(source, "", f'a JSON object with a "{key}" list') from None
    if not isinstance(items, list) or not all(isinstance(item, kind) for item in items):
        raise DataFileError(source, key, what)
    return items


def own_races(data: bytes, source: str) -> list[str]:
    """The races a player typed in (races.json); DataFileError when it is not that."""
    return _listed(data, source, "races", str, "a list of race names")


def own_tiles(data: bytes, source: str, shipped: dict[str, TileShape]) -> list[dict[str, object]]:
    """The tiles of a player's tiles.json, each checked against the rules of the shipped
    library; DataFileError says where the file goes wrong."""
    raws = _listed(data, source, "tiles", dict, "a list of tiles")
    for index, raw in enumerate(raws):
        try:
            check_tile(raw, shipped)
        except TileFileError as error:
            raise DataFileError(source, f"tiles[{index}]", error.expected, error.got) from None
    return raws


def tile_json(shape: TileShape) -> dict[str, object]:
    """A shape in the format of assets/tiles.json."""

    def cells(hexes: frozenset[Hex]) -> list[list[int]]:
        return [[h.q, h.r] for h in sorted(hexes)]

    return {
        "name": shape.name,
        "label": shape.label,
        "entrance": shape.entrance,
        "count": shape.count,
        "hexes": cells(shape.hexes),
        "doors": cells(shape.doors),
        "caches": cells(shape.caches),
        "deployments": cells(shape.deployments),
    }


def check_tile(shape_json: dict[str, object], shipped: dict[str, TileShape]) -> TileShape:
    """Check one tile by the very rules of assets/tiles.json (connected, doors on edges, …):
    it is parsed as a library holding it and, for an ordinary tile, the shipped entrance."""
    tiles = [shape_json]
    if not shape_json.get("entrance"):
        entrance = next(s for s in shipped.values() if s.entrance)
        tiles.insert(0, tile_json(entrance))
    try:
        library = parse_tile_library({"version": 1, "tiles": tiles}, "the tile")
    except DataFileError as error:
        raise TileFileError(error.expected, error.got, error.code) from None
    return library[str(shape_json["name"])]


#: The editors that keep a draft (`Library.draft`), in the order they are offered back.
DRAFT_EDITORS = ("new-game", "skill-line", "adventurer", "encounter", "tile")

_Kept = TypeVar("_Kept")


class Library:
    """The player's library; ``folder`` defaults to <app data>/library."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else app_data_dir() / "library"
        # A folder that cannot be made must not stop the app: writing says why, later.
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
        #: Damaged files met and put aside, as sentences for the player.
        self.problems: list[str] = []
        # The editors this instance holds a draft of: each lock tells every other running
        # eraboard that the draft is not a crash's leftover.
        self._draft_locks: dict[str, QLockFile] = {}

    def _path(self, name: str) -> Path:
        return self.folder / name

    def _write(self, name: str, text: str) -> None:
        write_atomically(str(self._path(name)), text.encode("utf-8"))

    def _write_or_say(self, name: str, text: str) -> None:
        """A write the player did not ask for: a failure is put in `problems`, once."""
        try:
            self._write(name, text)
        except OSError as error:
            said = tr("{file} could not be written: {why}").format(
                file=self._path(name), why=describe_os_error(error)
            )
            if said not in self.problems:
                self.problems.append(said)

    # --- skill lines ------------------------------------------------------------------
    def skill_lines(self) -> list[SkillLine]:
        """The player's lines; on first use, our example lines. A damaged file is put aside
        (never overwritten) and named in `problems`."""
        kept = self._kept("skill-lines.json", load_skill_lines)
        if kept is not None:
            return kept
        return list(load_skill_lines(EXAMPLE_LINES.read_bytes(), EXAMPLE_LINES.name))

    def _kept(self, name: str, load: Callable[[bytes, str], Sequence[_Kept]]) -> list[_Kept] | None:
        """What the library's file ``name`` holds; None when there is no such file or it is
        damaged (then it is put aside, never overwritten, and named in `problems`)."""
        path = self._path(name)
        if path.exists():
            try:
                return list(load(read_bounded(path, str(path)), str(path)))
            except DataFileError as error:
                self._put_aside(path, error)
        return None

    def _put_aside(self, path: Path, error: DataFileError) -> None:
        aside = _aside_name(path)
        try:
            path.rename(aside)
        except OSError:
            aside = path  # it stays where it is, and is still never overwritten unasked
        self.problems.append(
            tr("{problem} (kept as {name})").format(problem=error, name=aside.name)
        )

    def save_skill_lines(self, lines: Sequence[SkillLine]) -> None:
        self._write("skill-lines.json", dump_json(SKILL_FORMAT, "lines", lines))

    @staticmethod
    def import_skill_lines(path: str) -> list[SkillLine]:
        """Lines from a shared file; LibraryFileError names the file, place and expected."""
        data = read_bounded(path)
        return list(load_skill_lines(data, Path(path).name))

    @staticmethod
    def export_skill_lines(path: str, lines: Sequence[SkillLine]) -> None:
        write_atomically(path, dump_json(SKILL_FORMAT, "lines", lines).encode("utf-8"))

    # --- adventurers and parties ------------------------------------------------------
    def adventurers(self) -> list[AdventurerSpec]:
        """The adventurers kept for later parties (a damaged file is put aside)."""
        return self._kept("adventurers.json", load_party) or []

    def save_adventurer(self, spec: AdventurerSpec) -> None:
        """Keep an adventurer for later parties (one of that name is replaced)."""
        kept = [a for a in self.adventurers() if a.name != spec.name]
        self._write("adventurers.json", dump_json(PARTY_FORMAT, "adventurers", [*kept, spec]))

    @staticmethod
    def read_party(path: str) -> list[AdventurerSpec]:
        data = read_bounded(path)
        return list(load_party(data, Path(path).name))

    @staticmethod
    def write_party(path: str, party: Sequence[AdventurerSpec]) -> None:
        write_atomically(path, dump_json(PARTY_FORMAT, "adventurers", party).encode("utf-8"))

    # --- races ------------------------------------------------------------------------
    def races(self) -> list[str]:
        """Our races and the player's own (a damaged races.json is put aside)."""
        return sorted({*RACES, *(self._kept("races.json", own_races) or [])})

    def add_race(self, race: str) -> None:
        """Offer a race typed in again next time (a failure to write goes to `problems`)."""
        race = race.strip().lower()
        if race and race not in self.races():
            mine = [r for r in self.races() if r not in RACES]
            text = json.dumps({"races": sorted([*mine, race])}, indent=1)
            self._write_or_say("races.json", text)

    # --- tiles ------------------------------------------------------------------------
    def tiles(self) -> dict[str, TileShape]:
        """The shipped library and the player's own tiles beside it."""
        shipped = load_tile_library()
        out = dict(shipped)
        for raw in self.own_tiles():
            shape = check_tile(raw, shipped)
            out.setdefault(shape.name, shape)
        return out

    def own_tiles(self) -> list[dict[str, object]]:
        """The player's own tiles (tiles.json), each checked by the tile rules. A damaged
        file is put aside (never overwritten, so no tile is lost) and named in `problems`."""
        shipped = load_tile_library()
        return self._kept("tiles.json", lambda data, source: own_tiles(data, source, shipped)) or []

    def save_tile(self, shape_json: dict[str, object]) -> TileShape:
        """Check and keep a tile (one of that name is replaced); TileFileError on a bad one."""
        shipped = load_tile_library()
        if shape_json.get("name") in shipped:
            raise TileFileError(
                "a name the shipped library does not use", shape_json["name"], "name_shipped"
            )
        shape = check_tile(shape_json, shipped)
        kept = [t for t in self.own_tiles() if t.get("name") != shape.name]
        data = {"version": 1, "tiles": [*kept, tile_json(shape)]}
        self._write("tiles.json", json.dumps(data, indent=1, sort_keys=True))
        return shape

    # --- drafts of open editors -------------------------------------------------------
    def save_draft(self, editor: str, value: object) -> None:
        """The editor's current content, written on every change (a failure to write goes
        to `problems` once; the editor goes on). While another running eraboard has the
        same editor open, its draft is the one kept: this one writes none."""
        with contextlib.suppress(OSError):
            (self.folder / "drafts").mkdir(exist_ok=True)
        if editor not in self._draft_locks and not self._take_draft(editor):
            return
        text = json.dumps({"editor": editor, "value": encode(value)}, sort_keys=True)
        self._write_or_say(f"drafts/{editor}.json", text)

    def _take_draft(self, editor: str) -> bool:
        """Hold the lock of ``editor``'s draft; False while another running eraboard holds
        it (a lock whose process is gone is stale, and taken)."""
        lock = QLockFile(str(self.folder / "drafts" / f"{editor}.lock"))
        lock.setStaleLockTime(0)  # stale only when its process is gone, however old
        if not lock.tryLock(0):
            return False
        self._draft_locks[editor] = lock
        return True

    def left_by_a_crash(self, editor: str) -> bool:
        """Whether a draft of ``editor`` is there that no running eraboard is editing: its
        instance stopped with the editor open. This instance takes it over (to offer it
        back, or clear it)."""
        if editor in self._draft_locks or not (self.folder / "drafts" / f"{editor}.json").exists():
            return False
        return self._take_draft(editor)

    def _release_draft(self, editor: str) -> None:
        lock = self._draft_locks.pop(editor, None)
        if lock is not None:
            lock.unlock()

    def draft(self, editor: str) -> object | None:
        """The draft an editor left (after a crash), as JSON, or None."""
        path = self.folder / "drafts" / f"{editor}.json"
        if not path.exists():
            return None
        try:
            value: object = json.loads(path.read_text("utf-8")).get("value")
        except (ValueError, OSError, AttributeError):
            return None
        return value

    def clear_draft(self, editor: str) -> None:
        """The editor closed: its draft goes, unless another running eraboard holds it."""
        if editor in self._draft_locks:
            (self.folder / "drafts" / f"{editor}.json").unlink(missing_ok=True)
            self._release_draft(editor)

    def put_draft_aside(self, editor: str) -> str:
        """A draft that cannot be read moves out of the way (never deleted); its new name."""
        path = self.folder / "drafts" / f"{editor}.json"
        aside = _aside_name(path)
        with contextlib.suppress(OSError):
            path.rename(aside)
        self._release_draft(editor)
        return aside.name


__all__ = [
    "DRAFT_EDITORS",
    "Library",
    "LibraryFileError",
    "TileFileError",
    "check_tile",
    "tile_json",
]
