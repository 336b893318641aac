"""When each die of an action starts to move: one automatic step after the other, so the
player can follow what the rules did (a die exhausted, then a full track's swap)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import Event

STEP_DELAY = 260  # ms between the automatic steps of one action


def step_delays(events: Sequence[Event]) -> dict[str, int]:
    """The delay (ms) before each die named by ``events`` moves, in the order they name it."""
    delays: dict[str, int] = {}
    for step, event in enumerate(events):
        for name in ("die", "replaced", "overfatigue", "incoming"):
            die_id = getattr(event, name, None)
            if isinstance(die_id, str) and die_id not in delays:
                delays[die_id] = step * STEP_DELAY
    return delays
