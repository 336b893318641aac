"""Autosave cost per action on the GUI thread, in a 100-action and in a 10,000-action game.

The autosave queues each action for a worker thread (which journals it beside a snapshot
taken every few hundred lines), so the cost of an action must not grow with the game: the
10,000-action figure is compared with the 100-action one (goal: within 1.5x). Both games are
open at once, each in its window with its own autosave, and are played in turns, a few
actions each, so that both sides of the ratio meet the same moments of a noisy machine.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from gui.files import games
from tests.bench import tables
from tests.bench.drag import act_noop, noop_for
from tests.bench.report import Row

TURN = 20  # actions each game plays in its turn


def game_window(actions: int) -> Any:
    """The demo table with ``actions`` cheap actions behind it, opened as a saved game is
    (the history rebuilt from the log: the same commands as if played, in a second rather
    than a minute), with autosave on and its first snapshot written."""
    from rules.engine import apply
    from rules.save import SavedGame

    window = tables.demo_window()
    start = state = window.session.state
    log = []
    for _ in range(actions):
        action = noop_for(state)
        state = apply(state, action).state
        log.append(action)
    window.show_game(games.GameFile(SavedGame(state, tuple(log), start)))
    window.autosave_enabled = True
    window.filing.autosave.flush()  # the snapshot of the whole history is written: steady
    QApplication.processEvents()
    return window


def _timed_hook(window: Any, spent: list[float]) -> None:
    """Time the window's autosave hook (what the undo stack's index change calls)."""
    filing = window.filing
    hook = filing.index_changed

    def timed(index: int) -> None:
        start = time.perf_counter()
        hook(index)
        spent.append(time.perf_counter() - start)

    filing.index_changed = timed  # the window calls it through its attribute


def rows(quick: bool = False) -> list[Row]:
    folder = Path(tables.TMP.name) / "autosaves"
    folder.mkdir(exist_ok=True)
    original = games.autosave_dir
    games.autosave_dir = lambda: folder  # type: ignore[assignment]
    repeat = 200 if quick else 1_000
    windows = [game_window(100), game_window(10_000)]
    spent: list[list[float]] = [[], []]
    try:
        for window, times in zip(windows, spent, strict=True):
            _timed_hook(window, times)
        while len(spent[1]) < repeat:
            for window in windows:
                for _ in range(TURN):
                    window.session.submit(act_noop(window))
                QApplication.processEvents()
    finally:
        for window in windows:
            del window.filing.index_changed
            window.filing.autosave.flush()
            window.autosave_enabled = False
            window.close()
        games.autosave_dir = original  # type: ignore[assignment]
    short, long = (statistics.median(times) * 1e6 for times in spent)
    return [
        Row("autosave per action, 100-action game", short, "µs", note="GUI thread"),
        Row(
            "autosave per action, 10,000-action game",
            long,
            "µs",
            baseline=short,
            max_ratio=1.5,
            note="vs the 100-action game, played in turns with it",
        ),
    ]
