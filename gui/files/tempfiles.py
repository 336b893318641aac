"""Temporary files: every writer of ours makes them with `temp_file`, beside the file it
replaces, named ``.eraboard-<pid>-…``, so that one sweep at start-up
(`clean_stale_temp_files`) removes what a killed run left, wherever it was writing."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

TEMP_PREFIX = ".eraboard-"


def temp_file(folder: str | os.PathLike[str], suffix: str = ".tmp") -> tuple[int, str]:
    """A new temporary file in ``folder`` (an open descriptor and its path), named so that
    `clean_stale_temp_files` removes it once its process is gone: every writer of ours
    makes its temporary files here."""
    return tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-", suffix=suffix, dir=folder)


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
