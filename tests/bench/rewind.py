"""A long game in the window: opening a game of 50,000 actions, rewinding 25,000 of them
from History and redoing them all, each timed until the window has caught up (its events
processed), in CPU time (`time.process_time`): the machine is shared, and the window's
work is all on one thread.

The game is random legal play from the demo table, saved as a game file and opened through
the window's own Open; rewinding and redoing go through the undo stack's ``setIndex``, as
a click on a History line does.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from tests.bench import core, tables
from tests.bench.report import Row

ACTIONS = 50_000
OPEN_GOAL = 5000.0  # ms: "opens in a few seconds"
JUMP_GOAL = 2000.0  # ms: "does not freeze the window for more than a second or two"


def _timed(run: Any) -> float:
    began = time.process_time()
    run()
    QApplication.processEvents()
    return (time.process_time() - began) * 1000


def rows(count: int = ACTIONS) -> list[Row]:
    from gui.files import games

    start, log, final = core.random_game(count)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.eraboard.json"
        path.write_text(games.game_text(final, log, (), start), "utf-8")
        window = tables.demo_window()
        try:
            opened = _timed(lambda: window.open_path(str(path)))
            stack = window.session.undo_stack
            assert stack.count() == count, stack.count()
            back = count - count // 2
            rewound = _timed(lambda: stack.setIndex(back))
            redone = _timed(lambda: stack.setIndex(count))
        finally:
            window.close()
            window.deleteLater()
            QApplication.processEvents()
    size = f"{count:,} actions"
    return [
        Row(f"long game: open, {size}", opened, max_value=OPEN_GOAL),
        Row(f"  rewind {count // 2:,} actions from History", rewound, max_value=JUMP_GOAL),
        Row("  redo them all", redone, max_value=JUMP_GOAL),
    ]
