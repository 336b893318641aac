"""A process that saves and autosaves without pause until it is killed (crash-safety test):

    python -m tests.robustness.crash_child files FOLDER SEED
    python -m tests.robustness.crash_child window FOLDER SEED

It continues the game found in FOLDER/game.eraboard.json (if any) and prints ``ready`` once
the game file and the autosave have both been written once.

* ``files``: writes, alternately, a large game (tens of thousands of logged actions, so most
  of the time is spent inside ``write_atomically``) to the game file and to the autosave,
  through ``gui.files.games.save_game`` and ``gui.files.games.write_atomically``;
* ``window``: a real ``MainWindow`` plays random legal actions with autosave on (a journal
  line after every action, a snapshot now and then, in ``FOLDER/autosaves``) and saves the
  game with ``write_to`` every few actions.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path


def main(mode: str, folder: Path, seed: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.files import games
    from rules import actions as act
    from rules.engine import apply, legal_actions
    from rules.save import dump_game
    from rules.setup import demo_state

    game = folder / "game.eraboard.json"
    autosave = folder / "autosave.eraboard.json"
    (folder / "autosaves").mkdir(exist_ok=True)
    games.autosave_dir = lambda: folder / "autosaves"  # type: ignore[assignment]
    rng = random.Random(seed)
    if game.exists():
        saved = games.load_game(str(game))
        state, log = saved.state, list(saved.actions)[-1000:]  # the filler stays bounded
    else:
        state, log = demo_state(), []

    if mode == "files":
        filler = [act.GainFatigue("hrolfa", light=1)] * (30_000 + rng.randrange(20_000))
        games.save_game(str(game), state, log)
        games.save_game(str(autosave), state, log)
        print("ready", flush=True)
        big = dump_game(state, log + filler).encode("utf-8")
        n = 0
        while True:
            n += 1
            games.write_atomically(str(autosave), big)
            games.write_atomically(str(game), big)
            if n % 8 == 0:
                action = rng.choice(legal_actions(state))
                state = apply(state, action).state
                log.append(action)
                games.save_game(str(game), state, log)
                games.save_game(str(autosave), state, log)
    else:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        app = QApplication(sys.argv[:1])
        from gui.window.main import MainWindow

        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(state, settings=settings, seed=seed, autosave=True)
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        window.scene.animations_enabled = False
        window.write_to(str(game))
        window.session.submit(rng.choice(legal_actions(window.session.state)))
        window.filing.autosave.flush()  # the first snapshot is on disk
        print("ready", flush=True)
        n = 0
        while True:
            n += 1
            window.session.submit(rng.choice(legal_actions(window.session.state)))
            if n % 4 == 0:
                window.write_to(str(game))
            if n % 20 == 0:
                app.processEvents()


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]))
