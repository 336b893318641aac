"""A real window with autosave on, driven line by line on stdin (autosave fault tests):

    python -m tests.robustness.autosave_child FOLDER SEED

Its autosaves go to FOLDER/autosaves. While FOLDER/full exists, every write the autosave
makes fails as on a full disk (ENOSPC): whole files (`gui.files.games.write_atomically`) and
journal lines alike. Commands, each answered by one line once done:

* ``play N``: N random legal actions; ``note``: an annotation; ``undo``: one undo;
* ``wait S``: run the event loop S seconds (the retries happen then);
* ``status``: ``failing=<0|1> mark=<0|1> text=<the mark's text>``;
* ``digest``: the game file text's hash, as `digest` gives it for a restored game;
* ``quit``: close the window normally (the game discarded), answered ``closed <seconds>``.
"""

from __future__ import annotations

import errno
import hashlib
import os
import random
import sys
import time
from pathlib import Path
from typing import Any


def digest(game: Any) -> str:
    """The same hash for a window's game and a restored `GameFile` holding the same game."""
    from gui.files import games

    text = games.game_text(game.state, game.actions, game.annotations, game.start)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def main(folder: Path, seed: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from gui.annotations.model import Annotation, Kind
    from gui.files import autosave, games
    from rules.engine import legal_actions
    from rules.save import SavedGame
    from rules.setup import demo_state

    full = folder / "full"
    (folder / "autosaves").mkdir(exist_ok=True)
    games.autosave_dir = lambda: folder / "autosaves"
    write_file, write_line = games.write_atomically, autosave._Journal.write

    def no_space() -> None:
        if full.exists():
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def file_on_a_full_disk(path: str, data: bytes) -> None:
        no_space()
        write_file(path, data)

    def line_on_a_full_disk(journal: Any, text: str) -> None:
        no_space()
        write_line(journal, text)

    games.write_atomically = file_on_a_full_disk
    autosave._Journal.write = line_on_a_full_disk  # type: ignore[method-assign,assignment]

    app = QApplication(sys.argv[:1])
    from gui.window.main import MainWindow

    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(demo_state(), settings=settings, seed=seed, autosave=True)
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    window.scene.animations_enabled = False
    window.show()
    rng = random.Random(seed)
    session = window.session
    print("ready", flush=True)
    for line in sys.stdin:
        command, *args = line.split()
        if command == "play":
            for _ in range(int(args[0])):
                session.submit(rng.choice(legal_actions(session.state)))
                app.processEvents()
        elif command == "note":
            x = rng.randrange(100)
            session.annotate(Annotation(Kind.LABEL, ((x, 10.0),), f"note {x}"))
        elif command == "undo":
            session.undo_stack.undo()
        elif command == "wait":
            end = time.monotonic() + float(args[0])
            while time.monotonic() < end:
                app.processEvents()
                time.sleep(0.01)
        elif command == "status":
            filing = window.filing
            failing = filing.autosave is not None and filing.autosave.failing
            mark = filing.autosave_mark
            print(f"failing={int(failing)} mark={int(not mark.isHidden())} text={mark.text()}")
            sys.stdout.flush()
            continue
        elif command == "digest":
            saved = SavedGame(session.state, tuple(session.actions()), session.start)
            print(digest(games.GameFile(saved, tuple(session.annotations))), flush=True)
            continue
        elif command == "quit":
            began = time.monotonic()
            window.close()
            print(f"closed {time.monotonic() - began:.1f}", flush=True)
            return
        print("done", flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
