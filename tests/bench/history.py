"""What the undo history holds per action, by tracemalloc: a session given 10,000 random
legal actions, against a plain list of the states the same actions make.

Every step of the history keeps its documents before and after (one document between two
steps, shared), so the history holds each state, and a state holds only what its action
made new (the frozen trees share their unchanged parts). The plain list keeps the same
states and nothing else: what the session adds over it is its commands, steps, documents,
action texts and events. tracemalloc counts Python's allocations only; the soak's RSS rows
count the commands' Qt side and the log as well.
"""

from __future__ import annotations

import gc
import random
import tracemalloc
from collections.abc import Callable
from typing import Any

from tests.bench.report import Row

GOAL = 4096  # bytes per action held


def random_actions(count: int, seed: int = 2026) -> list[Any]:
    """``count`` random legal actions played one after another from the demo table."""
    from rules.engine import apply
    from rules.setup import demo_state
    from tests.sampling import random_legal_action

    rng = random.Random(seed)
    state, out = demo_state(), []
    for _ in range(count):
        action = random_legal_action(state, rng)
        state = apply(state, action).state
        out.append(action)
    return out


def traced(build: Callable[[], object]) -> int:
    """The bytes ``build``'s result still holds once built (its garbage collected)."""
    gc.collect()
    tracemalloc.start()
    try:
        began = tracemalloc.get_traced_memory()[0]
        kept = build()
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - began
    finally:
        tracemalloc.stop()
    del kept
    return held


def session_history(actions: list[Any]) -> object:
    from gui.session import GameSession
    from rules.setup import demo_state

    session = GameSession(demo_state(), seed=1)
    for action in actions:
        if not session.submit(action):
            raise AssertionError(f"a legal action was refused: {action!r}")
    return session


def plain_states(actions: list[Any]) -> object:
    from rules.engine import apply
    from rules.setup import demo_state

    states = [demo_state()]
    for action in actions:
        states.append(apply(states[-1], action).state)
    return states


def rows(count: int) -> list[Row]:
    actions = random_actions(count)
    session_history(actions[:50])  # caches and interned names, outside the count
    ours = traced(lambda: session_history(actions)) / count
    plain = traced(lambda: plain_states(actions)) / count
    return [
        Row(
            f"undo history held per action, {count:,} actions",
            ours,
            "B",
            plain,
            max_value=GOAL,
            note="tracemalloc; baseline: a plain list of the states the same actions make",
        )
    ]
