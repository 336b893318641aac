"""Autosave cost per action on the GUI thread, after 100 and after 10,000 actions.

The autosave journals one short line per action (written by a worker thread) beside a
snapshot taken every few hundred lines, so the cost of an action must not grow with the
game: the 10,000-action figure is compared with the 100-action one (goal: within 1.5x).
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from gui import files
from tests.bench import tables
from tests.bench.drag import act_noop
from tests.bench.report import Row


def _per_action(window: Any, actions: int, repeat: int) -> float:
    """Median GUI-thread time of the autosave hook for one action, once the history holds
    ``actions`` actions."""
    session = window.session
    session.reset(session.state)
    for _ in range(actions):
        session.submit(act_noop(window))
    filing = window.filing
    filing.autosave.flush()  # the snapshot of the new history is written: steady state
    hook = filing.index_changed
    spent: list[float] = []

    def timed(index: int) -> None:
        start = time.perf_counter()
        hook(index)
        spent.append(time.perf_counter() - start)

    filing.index_changed = timed  # type: ignore[method-assign]  (the window calls it)
    try:
        for _ in range(repeat):
            session.submit(act_noop(window))
        QApplication.processEvents()
    finally:
        del filing.index_changed
    filing.autosave.flush()
    return statistics.median(spent)


def rows(quick: bool = False) -> list[Row]:
    folder = Path(tables.TMP.name) / "autosaves"
    folder.mkdir(exist_ok=True)
    original = files.autosave_dir
    files.autosave_dir = lambda: folder  # type: ignore[assignment]
    window = tables.demo_window()
    try:
        window.autosave_enabled = True
        repeat = 200 if quick else 1_000
        short = _per_action(window, 100, repeat)
        long = _per_action(window, 10_000, repeat)
    finally:
        window.autosave_enabled = False
        window.close()
        files.autosave_dir = original  # type: ignore[assignment]
    ms = 1000.0
    return [
        Row("autosave per action, 100-action game", short * ms, note="GUI thread"),
        Row(
            "autosave per action, 10,000-action game",
            long * ms,
            baseline=short * ms,
            max_ratio=1.5,
            note="vs the 100-action game",
        ),
    ]
