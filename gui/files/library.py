"""The player's own library in the application-data folder: skill lines, saved adventurers,
races, tiles, and the drafts of open editors (so a crash loses nothing).

Files are written atomically and read back through the rules' own readers, so what the
editors save is exactly what Open and Import accept.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Collection, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QLockFile

from board.errors import DataFileError, NewerFormatError
from board.hexes import Hex
from board.jsonio import Reader, parse_json, read_bounded
from board.tiles import ASSETS, TileShape, load_tile_library, parse_tile_library
from gui.files.games import app_data_dir, describe_os_error, write_atomically
from gui.words.i18n import tr
from gui.words.refusals import RACES
from rules.codec import encode
from rules.specs import (
    PARTY_FORMAT,
    SKILL_FORMAT,
    VERSION,
    AdventurerSpec,
    LibraryFileError,
    SkillLine,
    adventurer_entry,
    dump_json,
    library_entries,
    load_party,
    load_skill_lines,
    skill_line_entry,
)

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
    top = parse_json(data, source)
    if not isinstance(top, dict) or key not in top:
        raise DataFileError(source, "", f'a JSON object with a "{key}" list')
    items = top[key]
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


#: The lock every running eraboard holds while it reads and writes back a library file.
LOCK_NAME = "library.lock"
LOCK_WAIT_MS = 5000


class LibraryRefused(OSError):
    """A library write refused, with the reason in words (said like a failed write)."""

    def __init__(self, reason: str) -> None:
        super().__init__(0, reason)


def _line_entry(reader: Reader, raw: Any, place: str, before: list[SkillLine]) -> SkillLine:
    return skill_line_entry(reader, raw, place, [x.name.strip() for x in before])


def _spec_entry(reader: Reader, raw: Any, place: str, _: list[AdventurerSpec]) -> AdventurerSpec:
    return adventurer_entry(reader, raw, place)


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
        #: The library's files never written, with why: made by a newer eraboard, or holding
        #: an entry that could not be set aside.
        self._frozen: dict[str, str] = {}

    def _path(self, name: str) -> Path:
        return self.folder / name

    def _write(self, name: str, text: str) -> None:
        path = self._path(name)
        if name in self._frozen:
            raise LibraryRefused(self._frozen[name])
        path.parent.mkdir(parents=True, exist_ok=True)  # the data folder may have gone
        write_atomically(str(path), text.encode("utf-8"))

    def _write_or_say(self, name: str, text: str) -> None:
        """A write the player did not ask for: a failure is put in `problems`, once."""
        try:
            self._write(name, text)
        except OSError as error:
            self._say(
                tr("{file} could not be written: {why}").format(
                    file=self._path(name), why=describe_os_error(error)
                )
            )

    def _say(self, sentence: str) -> None:
        if sentence not in self.problems:
            self.problems.append(sentence)

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """Hold the library's lock while reading what is on disk and writing it back, so
        that two running eraboards never write over each other's additions."""
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its process is gone, however old
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
        # No lock file can be made (a full disk, a missing folder): then the write says why.
        if not lock.tryLock(LOCK_WAIT_MS) and lock.error() == QLockFile.LockError.LockFailedError:
            raise LibraryRefused(tr("another eraboard is writing your library; try again"))
        try:
            yield
        finally:
            lock.unlock()

    # --- reading ----------------------------------------------------------------------
    def _kept(self, name: str, load: Callable[[bytes, str], Sequence[_Kept]]) -> list[_Kept] | None:
        """What the library's file ``name`` holds; None when there is no such file, when it
        is damaged (then it is put aside, never overwritten, and named in `problems`) or
        made by a newer eraboard (then it is left as it is, and never written)."""
        path = self._path(name)
        if path.exists():
            try:
                return list(load(read_bounded(path, str(path)), str(path)))
            except NewerFormatError as error:
                self._frozen[name] = tr(
                    "{file} was made by a newer eraboard: it is left as it is"
                ).format(file=path)
                self._say(tr("{problem}: it is left as it is").format(problem=error))
            except DataFileError as error:
                self._put_aside(path, error)
        return None

    def _entries(
        self, name: str, fmt: str, key: str, one: Callable[[Reader, Any, str, list[_Kept]], _Kept]
    ) -> list[_Kept] | None:
        """The good entries of the library file ``name`` (see `_kept`); a bad entry alone is
        set aside, into a file beside it, and named in `problems`."""

        def load(data: bytes, source: str) -> list[_Kept]:
            reader, raws = library_entries(data, source, fmt, key)
            good: list[_Kept] = []
            bad: list[tuple[Any, DataFileError]] = []
            for index, raw in enumerate(raws):
                try:
                    good.append(one(reader, raw, f"{key}[{index}]", good))
                except DataFileError as error:
                    bad.append((raw, error))
            if bad:
                try:
                    for raw, why_bad in bad:
                        self._set_entry_aside(name, fmt, key, raw, why_bad)
                    self._write(name, dump_json(fmt, key, good))
                except OSError as error:
                    why = tr("{file} could not be written: {why}").format(
                        file=self._path(name), why=describe_os_error(error)
                    )
                    self._frozen[name] = why
                    self._say(why)
            return good

        return self._kept(name, load)

    def _set_entry_aside(self, name: str, fmt: str, key: str, raw: Any, error: Exception) -> None:
        aside = _aside_name(self._path(name))
        text = json.dumps({"format": fmt, "version": VERSION, key: [raw]}, indent=1)
        self._write(aside.name, text)  # OSError: the whole file stays as it is
        self._say(
            tr("{problem} (this entry is kept in {name})").format(problem=error, name=aside.name)
        )

    def _put_aside(self, path: Path, error: DataFileError) -> None:
        aside = _aside_name(path)
        try:
            path.rename(aside)
        except OSError:
            aside = path  # it stays where it is, and is still never overwritten unasked
        self.problems.append(
            tr("{problem} (kept as {name})").format(problem=error, name=aside.name)
        )

    # --- skill lines ------------------------------------------------------------------
    def skill_lines(self) -> list[SkillLine]:
        """The player's lines; on first use, our example lines. A damaged file is put aside
        (never overwritten) and named in `problems`."""
        kept = self._entries("skill-lines.json", SKILL_FORMAT, "lines", _line_entry)
        if kept is not None:
            return kept
        return list(load_skill_lines(EXAMPLE_LINES.read_bytes(), EXAMPLE_LINES.name))

    def change_skill_lines(
        self, put: Sequence[SkillLine] = (), remove: Collection[str] = ()
    ) -> list[SkillLine]:
        """Add (or replace, by name) the lines ``put`` and remove those named ``remove``,
        merged with what is on disk now (another running eraboard may have added lines
        since this one read them); the library's lines after the change. OSError (or
        `LibraryRefused`) says why nothing was written."""
        names = {line.name for line in put} | set(remove)
        with self._locked():
            kept = [x for x in self.skill_lines() if x.name not in names]
            lines = [*kept, *put]
            self._write("skill-lines.json", dump_json(SKILL_FORMAT, "lines", lines))
        return lines

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
        return self._entries("adventurers.json", PARTY_FORMAT, "adventurers", _spec_entry) or []

    def save_adventurer(self, spec: AdventurerSpec) -> None:
        """Keep an adventurer for later parties (one of that name is replaced), merged with
        what is on disk now; OSError (or `LibraryRefused`) says why nothing was written."""
        with self._locked():
            kept = [a for a in self.adventurers() if a.name != spec.name]
            text = dump_json(PARTY_FORMAT, "adventurers", [*kept, spec])
            self._write("adventurers.json", text)

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
        race = race.strip()  # kept as typed; shown through `term`, which title-cases
        try:
            with self._locked():
                if race and race.casefold() not in {r.casefold() for r in self.races()}:
                    mine = [r for r in self.races() if r not in RACES]
                    text = json.dumps({"races": sorted([*mine, race])}, indent=1)
                    self._write_or_say("races.json", text)
        except LibraryRefused as error:
            self._say(str(error))

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
        """Check and keep a tile (one of that name is replaced), merged with what is on disk
        now; TileFileError on a bad one, OSError (or `LibraryRefused`) when not written."""
        shipped = load_tile_library()
        if shape_json.get("name") in shipped:
            raise TileFileError(
                "a name the shipped library does not use", shape_json["name"], "name_shipped"
            )
        shape = check_tile(shape_json, shipped)
        with self._locked():
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
            data = parse_json(read_bounded(path, str(path)), str(path))
        except DataFileError:
            return None
        return data.get("value") if isinstance(data, dict) else None

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
    "LibraryRefused",
    "TileFileError",
    "check_tile",
    "tile_json",
]
