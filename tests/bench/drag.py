"""Drag latency: from the mouse release over a cooldown track to the scene synced.

Real mouse events go to the view's viewport (press on a die in a row, moves, release over
position 9 of its adventurer's track). The clock starts just before the release event is sent
and stops in a slot connected to ``session.state_changed`` after the window's own slot, i.e.
when ``TableScene.sync`` has returned and before anything is painted. Then the drop is undone
and the table repainted, and the next drag starts. Animations are on, as in the app. The
clock is the process CPU time (see ``CLOCK``).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from rules.places import Place, Zone
from tests.bench import tables
from tests.bench.report import Row

# CPU time of the process: what the drop costs, not how long other programs on a shared
# machine held the CPU meanwhile (the release handler runs on this thread only).
CLOCK = time.process_time
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton


def _send(view: Any, kind: QEvent.Type, pos: QPoint, button: Any, buttons: Any) -> None:
    viewport = view.viewport()
    event = QMouseEvent(
        kind,
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        button,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


def timed_drop(window: Any, die_id: str, place: Place) -> tuple[float, float, float]:
    """(seconds from release to scene synced, seconds for the whole release handler, seconds
    from the press through the moves: picking the die up and lighting its targets)."""
    view = window.view
    mat = window.scene.mats[place.owner]
    start = view.mapFromScene(window.scene.dice[die_id].scenePos())
    end = view.mapFromScene(mat.mapToScene(mat.zones[place].rect.center()))
    picked = CLOCK()
    _send(view, QEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for i in range(1, 7):
        p = start + (end - start) * i / 6
        _send(view, QEvent.Type.MouseMove, p, NONE, LEFT)
    picked = CLOCK() - picked
    synced: list[float] = []

    def probe(_old: Any, _new: Any) -> None:
        synced.append(CLOCK())

    window.session.state_changed.connect(probe)
    t0 = CLOCK()
    _send(view, QEvent.Type.MouseButtonRelease, end, LEFT, NONE)
    t1 = CLOCK()
    window.session.state_changed.disconnect(probe)
    if not synced:
        raise AssertionError(f"the drop of {die_id} on {place} changed nothing")
    return synced[0] - t0, t1 - t0, picked


def latencies(window: Any, repeat: int) -> tuple[float, float, float]:
    """Medians of ``timed_drop``'s three figures over ``repeat`` drags."""
    state = window.session.state
    adv = next(a for a in state.adventurers if a.row_dice and len(a.track) < 9)
    die_id = adv.row_dice[0]
    place = Place(Zone.TRACK, adv.id, 8)
    to_sync: list[float] = []
    whole: list[float] = []
    picks: list[float] = []
    for i in range(repeat + 2):
        window.view.fit()  # the die and the track in view, whatever happened before
        QApplication.processEvents()
        try:
            a, b, c = timed_drop(window, die_id, place)
        except AssertionError:  # a gesture the view did not take (rare): once more
            window.scene.settle()
            QApplication.processEvents()
            a, b, c = timed_drop(window, die_id, place)
        if i >= 2:  # warm-up
            to_sync.append(a)
            whole.append(b)
            picks.append(c)
        window.session.undo_stack.undo()
        window.scene.settle()
        window.view.viewport().repaint()
        QApplication.processEvents()
    return statistics.median(to_sync), statistics.median(whole), statistics.median(picks)


def lengthen(window: Any, lines: int, actions: int, played: int = 1_000) -> None:
    """Give the window a long evening behind it: ``played`` random legal actions, then back
    to the demo table (so the same drag works) with ``actions`` cheap actions in its history
    and ``lines`` lines in its log."""
    import random

    from PySide6.QtWidgets import QListView

    from gui.words.retranslated import plain
    from tests.sampling import random_legal_action

    rng = random.Random(3)
    start = window.session.state
    view_stack = window.history_view.stack()
    window.history_view.setStack(None)  # filled quickly, then shown again
    mode = window.log.layoutMode()
    window.log.setLayoutMode(QListView.LayoutMode.Batched)  # idem
    for _ in range(played):
        window.session.submit(random_legal_action(window.session.state, rng))
    window.session.reset(start)
    for _ in range(actions):
        window.session.submit(act_noop(window))
    window.history_view.setStack(view_stack)
    window.log.setLayoutMode(mode)
    window.log.clear()
    text = "Hrolfa exhausted Greatblade: to the leftmost open position of her track (§2.3)."
    for _ in range(lines):
        window.log.add_note(plain(text))
    window.scene.settle()
    QApplication.processEvents()


def act_noop(window: Any) -> Any:
    return noop_for(window.session.state)


def noop_for(state: Any) -> Any:
    """A cheap action the rules accept on ``state`` (the last adventurer's engages)."""
    from rules import actions as act

    adv = state.adventurers[-1]
    return act.ForceSetCounter(adv.id, "engages", (adv.engages + 1) % 3)


@contextmanager
def autosaving(window: Any) -> Iterator[None]:
    """Autosave on, as in the app, into the benchmarks' temporary folder."""
    from gui.files import games

    original = games.autosave_dir
    games.autosave_dir = lambda: Path(tables.TMP.name)  # type: ignore[assignment]
    window.autosave_enabled = True
    # Turning it on snapshots the whole history (once, on the worker thread): timed from
    # then on, the figures would get that one-off write, not what every action costs.
    window.filing.autosave.flush()
    try:
        yield
    finally:
        games.autosave_dir = original  # type: ignore[assignment]
        window.autosave_enabled = False


def measure(repeat: int = 25) -> list[Row]:
    demo = tables.demo_window()
    demo_sync, demo_whole, demo_pick = latencies(demo, repeat)
    # The same with autosave on (as in the app): it runs after the sync, before the paint.
    with autosaving(demo):
        _, demo_autosave, _ = latencies(demo, repeat)
    demo.close()
    stress = tables.stress_window()
    stress_sync, stress_whole, stress_pick = latencies(stress, repeat)
    stress.close()
    return [
        Row("drag latency, demo mats: release -> synced", demo_sync * 1000, max_value=5.0),
        Row("  whole release handler (no autosave)", demo_whole * 1000),
        Row(
            "  whole release handler with autosave",
            demo_autosave * 1000,
            max_value=5.0,
            note="the autosave queues the action for its worker after the sync, before the paint",
        ),
        Row(
            "drag latency, 10,000-hex battle, 500 units: release -> synced",
            stress_sync * 1000,
            max_value=10.0,
        ),
        Row("  whole release handler (no autosave)", stress_whole * 1000),
        Row(
            "pick-up: press and moves until the targets light, demo mats",
            demo_pick * 1000,
            max_value=16.0,
            note="goal: within one frame at 60 Hz",
        ),
        Row(
            "  same, 10,000-hex battle, 500 units",
            stress_pick * 1000,
            max_value=16.0,
            note="the drop targets are found by applying every candidate drop (rules)",
        ),
    ]
