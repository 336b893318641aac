"""How the figures grow: from the opening table to 2,000- and 10,000-hex battles, and from
100 to 10,000 actions.

Each row is a figure at a bigger size (``value``) against the same figure at the smallest
size (``baseline``); the ratio is the growth factor and the goal is the growth of the work
itself (items in the scene, or actions played): nothing may grow faster than its work.
Repaints and drags are timed in process CPU time, start-up in wall-clock time.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from PySide6.QtWidgets import QApplication

from tests.bench import drag, render, startup, tables
from tests.bench.report import Row, samples


def _table_figures(window: Any, repeat: int) -> dict[str, float]:
    paint = render.repaint(window.view)
    repaint_ms = statistics.median(samples(paint, repeat=repeat, clock=render.CLOCK)) * 1000
    synced, _, _ = drag.latencies(window, repeat)
    return {"items": len(window.scene.items()), "repaint": repaint_ms, "drag": synced * 1000}


def _grow(
    name: str, sizes: list[str], values: list[float], work: list[float], unit: str
) -> list[Row]:
    rows = []
    for size, value, amount in zip(sizes[1:], values[1:], work[1:], strict=True):
        rows.append(
            Row(
                f"  {name}, {size}",
                value,
                unit,
                values[0],
                max_ratio=round(amount / work[0], 1),
                note=f"growth from {sizes[0]} ({values[0]:.2f} {unit}); goal: the growth of "
                f"the work ({work[0]:,.0f} -> {amount:,.0f})",
            )
        )
    return rows


def table_rows(runs: int, repeat: int) -> list[Row]:
    """Start-up, memory, repaint and drag from the opening table to the big battles."""
    sizes = ["opening table", "2,000-hex battle", "10,000-hex battle"]
    launched = startup.battles(runs)
    figures = []
    for make in (tables.opening_window, lambda: tables.battle_window(2_000), tables.stress_window):
        window = make()
        figures.append(_table_figures(window, repeat))
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    items = [f["items"] for f in figures]
    rows = [Row("scale: the table grows (items in the scene)", items[-1], "items", items[0])]
    rows += _grow("start-up", sizes, [s["app_ms"] for s in launched], items, "ms")
    rows += _grow("resident memory", sizes, [s["app_mb"] for s in launched], items, "MB")
    rows += _grow("repaint (fit)", sizes, [f["repaint"] for f in figures], items, "ms")
    rows += _grow("drag release -> synced", sizes, [f["drag"] for f in figures], items, "ms")
    return rows


def _extend(window: Any, actions: int, lines: int) -> None:
    """``actions`` more cheap actions in the window's history and ``lines`` more log lines."""
    from gui.words.retranslated import plain

    stack = window.history_view.stack()
    window.history_view.setStack(None)  # filled quickly, then shown again
    for _ in range(actions):
        window.session.submit(drag.act_noop(window))
    window.history_view.setStack(stack)
    text = "Hrolfa exhausted Greatblade: to the leftmost open position of her track (§2.3)."
    for _ in range(lines):
        window.log.add_note(plain(text))
    window.scene.settle()
    QApplication.processEvents()


def action_rows(game: tuple[Any, list[Any], Any], repeat: int) -> list[Row]:
    """Drag latency and save + load after 100, 1,000 and 10,000 actions (one window
    whose evening grows: 1,000 random actions played first, then cheap ones)."""
    from rules.engine import apply
    from rules.save import dump_game, load_game

    start, log, _ = game
    counts = [n for n in (100, 1_000, 10_000) if n <= len(log)]
    window = tables.demo_window()
    drag.lengthen(window, 0, 0, played=1_000)
    drags, files = [], []
    state, done = start, 0
    for n in counts:
        _extend(window, n - done, n - done)
        synced, whole, _ = drag.latencies(window, repeat)
        drags.append(synced * 1000)
        if n == counts[-1]:
            without = whole * 1000
            with drag.autosaving(window):
                autosaved = drag.latencies(window, repeat)[1] * 1000
        for action in log[done:n]:
            state = apply(state, action).state
        # The median of three: one pass can meet a full garbage collection or a stall of
        # the machine (140 ms against 15-30 ms in two runs out of ten).
        times = []
        for _ in range(3):
            began = time.perf_counter()
            load_game(dump_game(state, log[:n]))
            times.append((time.perf_counter() - began) * 1000)
        files.append(statistics.median(times))
        done = n
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    sizes = [f"{n:,} actions" for n in counts]
    rows = [Row("scale: actions played", counts[-1], "actions", counts[0])]
    rows += _grow("drag release -> synced", sizes, drags, counts, "ms")
    # What the history and log add is measured by the soak section (run.added_row): here
    # the new commands reuse memory the 1,000 played first freed, which hides it.
    rows += _grow("save + load", sizes, files, counts, "ms")
    rows += [
        Row(f"  whole release handler (no autosave), {sizes[-1]}", without),
        Row(
            f"  whole release handler with autosave, {sizes[-1]}",
            autosaved,
            max_value=5.0,
            note="the autosave queues the action for its worker thread, which journals it; "
            "timed once the snapshot that turning autosave on takes is written",
        ),
    ]
    return rows
