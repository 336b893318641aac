"""The soak driver: random legal actions through the GUI session, undo/redo mixed in.

Used by the CI test (``test_soak.py``, a few hundred steps) and by the benchmark runner
(``python -m tests.bench``), which runs it for 10,000 actions in a fresh process to watch the
resident memory:

    python -m tests.robustness.soak 10000        # prints one JSON line of results
    python -m tests.robustness.soak 10000 --bounded   # history and log kept short: leaks only

Every step goes through the same path as play: ``session.submit`` (what a drop or a menu
does), the undo stack's ``undo``/``redo``/``setIndex`` (Ctrl+Z, Ctrl+Y, a click in the
history), and the window's own dice roller. At the end the table must equal a fresh
``TableScene`` synced from nothing with the final state, and replaying the session's action
log from the start must give the final state.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import json
import random
import sys
import time
from typing import Any

import rules

ACTIONS = 10_000


def rss_mb() -> float:
    """Resident memory after the C heap has handed its free pages back to the system (glibc
    keeps freed blocks mapped: without the trim, RSS counts what the allocator happens to
    keep, which differs between two runs of the same steps by a good part of a megabyte)."""
    trim()
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def trim() -> None:
    with contextlib.suppress(OSError, AttributeError):  # not glibc: RSS as it is
        ctypes.CDLL("libc.so.6").malloc_trim(0)


def step(window: Any, rng: random.Random) -> str:
    """One random thing a player does; returns its kind."""
    from tests.sampling import random_legal_action

    session = window.session
    stack = session.undo_stack
    r = rng.random()
    if r < 0.08 and stack.canUndo():
        for _ in range(rng.randint(1, 3)):
            if stack.canUndo():
                stack.undo()
        return "undo"
    if r < 0.14 and stack.canRedo():
        stack.redo()
        return "redo"
    if 0.14 <= r < 0.15 and stack.index():
        stack.setIndex(max(0, stack.index() - rng.randint(1, 20)))  # a click in the history
        return "rewind"
    if r < 0.20:
        adv = rng.choice(session.state.adventurers)
        dice = adv.row_dice
        if dice:
            window.roll(dice)
            return "roll"
    action = random_legal_action(session.state, rng)
    before = session.state
    # A legal action is played, unless it changes nothing (then it is no step of the game).
    if not session.submit(action) and rules.apply(before, action).state != before:
        raise AssertionError(f"a legal action was refused: {action!r}")
    return "action"


def scene_differences(window: Any) -> list[str]:
    """What differs between the window's table and a fresh one synced from the state."""
    from gui.table.scene import TableScene, die_look

    state = window.session.state
    scene = window.scene
    scene.settle()
    fresh = TableScene()
    fresh.animations_enabled = False
    # Laid out as the window's table is: the arrangement follows the window's shape (and
    # keeps itself while the window is resized), which is not what is compared here.
    fresh.arrangement = scene.arrangement
    fresh.sync(None, state)
    out: list[str] = []
    if set(scene.dice) != set(fresh.dice):
        out.append(f"dice shown: {sorted(set(scene.dice) ^ set(fresh.dice))}")
    for die_id, item in scene.dice.items():
        other = fresh.dice.get(die_id)
        if other is None:
            continue
        if item.pos() != other.pos() or item.home != other.home:
            out.append(f"{die_id} at {item.pos()} (home {item.home}), fresh at {other.pos()}")
        if item.look != other.look or item.look != die_look(state.dice[die_id]):
            out.append(f"{die_id} looks {item.look}, fresh {other.look}")
        if item.toolTip() != other.toolTip():
            out.append(f"{die_id} tooltip differs")
        if item.scene() is not scene:
            out.append(f"{die_id} item is not on the table")
    from gui.table.items.dice import DieItem

    stray = [i for i in scene.items() if isinstance(i, DieItem) and i not in scene.dice.values()]
    if stray:
        out.append(f"{len(stray)} die items left on the table: {[i.die_id for i in stray]}")
    if list(scene.mats) != list(fresh.mats):
        out.append(f"mats {list(scene.mats)} vs {list(fresh.mats)}")
    for adv_id, mat in scene.mats.items():
        other = fresh.mats.get(adv_id)
        if other is None:
            continue
        if mat.view != other.view:
            out.append(f"mat {adv_id}: {mat.view} vs {other.view}")
        if mat.pos() != other.pos():
            out.append(f"mat {adv_id} at {mat.pos()} vs {other.pos()}")
        marked = {p: z.marked for p, z in mat.zones.items()}
        if marked != {p: z.marked for p, z in other.zones.items()}:
            out.append(f"mat {adv_id}: track marks differ")
    if scene.supply_item.view != fresh.supply_item.view:
        out.append(f"supply {scene.supply_item.view} vs {fresh.supply_item.view}")
    return out


def replay_differs(window: Any) -> bool:
    from rules.engine import apply

    state = window.session.start  # where the history began (afresh, when it was bounded)
    for action in window.session.actions():
        state = apply(state, action).state
    return bool(state != window.session.state)


def run(
    window: Any, count: int, seed: int = 2026, samples: int = 10, history: int | None = None
) -> dict[str, Any]:
    """``count`` random steps; RSS sampled ``samples`` times. Raises on the first error.
    With ``history``, the undo history starts afresh (as after Open) whenever it holds more
    commands than that."""
    from PySide6.QtWidgets import QApplication

    from rules.invariants import check_invariants

    rng = random.Random(seed)
    kinds: dict[str, int] = {}
    # (step, RSS MB, seconds, undo history length, log lines)
    memory: list[tuple[int, float, float, int, int]] = []
    every = max(1, count // samples)
    began, cpu = time.perf_counter(), time.process_time()
    for i in range(1, count + 1):
        kind = step(window, rng)
        kinds[kind] = kinds.get(kind, 0) + 1
        if history is not None and window.session.undo_stack.count() > history:
            window.session.reset(window.session.state, window.session.annotations)
        if i % 50 == 0:
            QApplication.processEvents()
        if i % every == 0:
            check_invariants(window.session.state)
            gc.collect()
            held = window.session.undo_stack.count(), window.log.count()
            memory.append((i, round(rss_mb(), 2), round(time.perf_counter() - began, 2), *held))
    seconds = time.perf_counter() - began
    # What the steps cost this process, whatever else shares the machine (the benchmark
    # runner plays the two soaks side by side).
    cpu_seconds = time.process_time() - cpu
    QApplication.processEvents()
    return {
        "steps": count,
        "kinds": kinds,
        "seconds": seconds,
        "cpu_seconds": cpu_seconds,
        "memory": memory,
        "differences": scene_differences(window),
        "replay_differs": replay_differs(window),
        "history": window.session.undo_stack.count(),
    }


def main(argv: list[str]) -> int:
    """Standalone soak in a fresh process; prints one JSON line."""
    import os
    import tempfile
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    warnings: list[str] = []

    def handler(kind: QtMsgType, _context: Any, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg and kind != QtMsgType.QtInfoMsg:
            warnings.append(message)

    qInstallMessageHandler(handler)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    import gui.resources_rc  # noqa: F401
    from gui.window.main import MainWindow
    from rules.setup import demo_state

    count = int(argv[0]) if argv else ACTIONS
    bounded = "--bounded" in argv  # the leak check: history and log kept short
    with tempfile.TemporaryDirectory() as home:
        settings = QSettings(str(Path(home) / "s.ini"), QSettings.Format.IniFormat)
        window = MainWindow(demo_state(), settings=settings, seed=5, autosave=False)
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        window.scene.animations_enabled = False
        window.resize(1600, 1000)
        window.show()
        app.processEvents()
        if bounded:
            # The history starts afresh past 100 commands rather than dropping its oldest
            # (QUndoStack's undo limit): a history with a limit keeps every state, and the
            # subtraction of the two soaks' memory would count those against the history.
            log = window.log
            window.session.events_happened.connect(
                lambda _events: log.clear() if log.count() > 200 else None
            )
        baseline = rss_mb()
        result = run(window, count, history=100 if bounded else None)
        result["rss_start"] = baseline
        result["qt_warnings"] = warnings[:20]
        window.close()
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
