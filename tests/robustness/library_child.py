"""Another running eraboard's library, in a child process (library fault tests):

    python -m tests.robustness.library_child add FOLDER NAME
    python -m tests.robustness.library_child hold FOLDER
    python -m tests.robustness.library_child full FOLDER

``add`` keeps a skill line, an adventurer, a race and a tile named NAME in the library in
FOLDER, as the editors do, and prints ``done``. ``hold`` takes the library's lock, prints
``held`` and keeps it until its stdin closes. ``full`` opens the editors offscreen with
every write failing as on a full disk (ENOSPC), creates a skill line and an adventurer, and
prints what the player was told and what was kept; stderr must stay free of tracebacks.
"""

from __future__ import annotations

import errno
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any


def sample_line(name: str) -> Any:
    from gui.files.library import EXAMPLE_LINES
    from rules.specs import load_skill_lines

    return replace(load_skill_lines(EXAMPLE_LINES.read_bytes())[0], name=name)


def sample_adventurer(name: str) -> Any:
    from rules.specs import AdventurerSpec

    return AdventurerSpec("", name, "breton", 10, 10, 2, 1, ("might",), (sample_line(name),))


def sample_tile(name: str) -> dict[str, object]:
    return {
        "name": name,
        "label": name[:2],
        "entrance": False,
        "count": 1,
        "hexes": [[0, 0], [1, 0], [0, 1]],
        "doors": [[1, 0]],
        "caches": [],
        "deployments": [],
    }


def add(folder: Path, name: str) -> None:
    from gui.files.library import Library

    library = Library(folder)
    library.change_skill_lines([sample_line(name)])
    library.save_adventurer(sample_adventurer(name))
    library.add_race(name)
    library.save_tile(sample_tile(name))
    print("done", flush=True)


def hold(folder: Path) -> None:
    from PySide6.QtCore import QLockFile

    from gui.files import library

    lock = QLockFile(str(folder / library.LOCK_NAME))
    assert lock.tryLock(5000)
    print("held", flush=True)
    sys.stdin.read()
    lock.unlock()


def full(folder: Path) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from gui.dialogs.party import AdventurerDialog
    from gui.dialogs.skills import SkillLibraryDialog
    from gui.files import games, library

    def no_space(path: str, data: bytes) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), path)

    games.write_atomically = library.write_atomically = no_space
    app = QApplication.instance() or QApplication([])
    lib = library.Library(folder)
    shelf = SkillLibraryDialog(lib)
    shelf._store(sample_line("Stormcaller"))
    print("shelf", [x.name for x in shelf.lines], flush=True)
    print("told", shelf.error_box.text() if shelf.error_box else "", flush=True)
    hero = AdventurerDialog(lib, sample_adventurer("Veyth"))
    hero._take_new_line(sample_line("Ashwalker"))
    print("mat", [x.name for x in hero.skills], flush=True)
    print("told", hero.error_box.text() if hero.error_box else "", flush=True)
    print("kept", hero.keep(), flush=True)
    print("told", hero.error_box.text() if hero.error_box else "", flush=True)
    # The dialogs and their open message boxes go now, as when the player closes them.
    # Left for PySide to delete when the application goes, the offscreen platform frees
    # their backing stores twice (PySide6 6.12.0 on Python 3.13 aborts the process).
    hero.deleteLater()
    shelf.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


if __name__ == "__main__":
    mode, where = sys.argv[1], Path(sys.argv[2])
    if mode == "add":
        add(where, sys.argv[3])
    elif mode == "hold":
        hold(where)
    else:
        full(where)
