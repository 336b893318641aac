"""Temporary files: every writer of ours (saves, the autosave, the library and drafts,
parties, pictures) makes them with `temp_file`, beside the file it replaces, named
``.eraboard-<pid>-…``. Each folder one is made in is listed once in the application-data
folder, so that one sweep at the next start (`sweep`) removes what a killed run left,
wherever it was writing."""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths

TEMP_PREFIX = ".eraboard-"
#: The list of folders temporary files were made in, in the application-data folder: one
#: folder a line, as the hexadecimal of its path's bytes (any name, even not UTF-8).
FOLDERS_FILE = "temp-folders.txt"
_log = logging.getLogger(__name__)
_listed: set[str] = set()


def app_data_dir() -> Path:
    """The application-data folder, ``eraboard`` in the platform's data folder (on Linux
    ``~/.local/share/eraboard``), made if it can be: when it cannot, the app still starts,
    and whatever writes there says why it failed. What an earlier version kept in Qt's
    organisation/application folder (``eraboard/eraboard``) is moved here the first time."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    folder = Path(base) / "eraboard" if base else Path.home() / ".eraboard"
    if folder not in _MOVED:
        _MOVED.add(folder)
        earlier = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        if earlier:
            move_earlier_data(Path(earlier), folder)
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


#: The data folders whose earlier place was already looked at in this run.
_MOVED: set[Path] = set()


def move_earlier_data(earlier: Path, folder: Path) -> list[str]:
    """Move what ``earlier`` holds into ``folder`` (which may contain it), entry by entry,
    never over an entry ``folder`` already has; then remove ``earlier`` if it is empty.
    Returns the names moved, each also written to the log."""
    if earlier == folder or not earlier.is_dir():
        return []
    moved = []
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        for entry in sorted(earlier.iterdir()):
            target = folder / entry.name
            if target.exists() or target == earlier:
                continue
            shutil.move(str(entry), str(target))
            moved.append(entry.name)
            _log.info("moved %s from %s to %s", entry.name, earlier, folder)
        earlier.rmdir()  # only when empty: an entry left behind stays where it was
    return moved


def temp_file(folder: str | os.PathLike[str], suffix: str = ".tmp") -> tuple[int, str]:
    """A new temporary file in ``folder`` (an open descriptor and its path), named so that
    `clean_stale_temp_files` removes it once its process is gone: every writer of ours
    makes its temporary files here."""
    made = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-", suffix=suffix, dir=folder)
    _list_folder(folder)
    return made


def _list_folder(folder: str | os.PathLike[str]) -> None:
    """Add ``folder`` to `FOLDERS_FILE`, once a run (a failure only loses the sweep's hint)."""
    line = os.fsencode(os.path.abspath(folder)).hex()
    if line in _listed:
        return
    _listed.add(line)
    with contextlib.suppress(OSError), open(app_data_dir() / FOLDERS_FILE, "a") as out:
        out.write(line + "\n")


def sweep(folders: list[Path]) -> int:
    """Remove the temporary files our killed runs left in ``folders`` and in every folder
    `FOLDERS_FILE` lists; a folder leaves the list once it holds none. How many went."""
    listed = app_data_dir() / FOLDERS_FILE
    try:
        lines = set(listed.read_text("ascii").split())
    except (OSError, ValueError):
        lines = set()
    named: dict[str, Path] = {}
    for line in lines:
        with contextlib.suppress(ValueError):
            named[line] = Path(os.fsdecode(bytes.fromhex(line)))
    removed = sum(clean_stale_temp_files(folder) for folder in [*folders, *named.values()])
    left = [line for line, folder in named.items() if _holds_temp_files(folder)]
    with contextlib.suppress(OSError, ValueError):
        # What another running eraboard listed meanwhile stays listed.
        left += set(listed.read_text("ascii").split()) - lines
        listed.write_text("".join(f"{line}\n" for line in left), "ascii")
    _listed.difference_update(set(named) - set(left))
    return removed


def _holds_temp_files(folder: Path) -> bool:
    try:
        return any(folder.glob(f"{TEMP_PREFIX}*-*"))
    except OSError:
        return False


def clean_stale_temp_files(folder: Path) -> int:
    """Remove temporary files our own killed processes left in ``folder`` (their process is
    gone); returns how many. Files of live processes, and anything else, stay."""
    removed = 0
    try:
        entries = list(folder.glob(f"{TEMP_PREFIX}*-*"))
    except OSError:
        return 0
    for path in entries:
        pid = path.name[len(TEMP_PREFIX) :].split("-", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            with contextlib.suppress(OSError):
                path.unlink()
                removed += 1
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
