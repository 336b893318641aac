"""The undo history's logic, in plain Python: no Qt application, no undo stack.

A history here is a list of entries (one per undo command), each a tuple of steps; the
documents are letters, or game states played by the rules.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from gui import history
from gui.history import Step
from rules import actions as act
from rules.engine import apply
from rules.setup import demo_state
from tests.sampling import random_legal_action

A, B = act.RecoveryStep("hrolfa"), act.RecoveryStep("sigrid")


def chain(*documents: str) -> list[tuple[Step[str], ...]]:
    """One single-step entry per change between consecutive ``documents``."""
    return [(Step(a, b),) for a, b in pairwise(documents)]


#: a, then an action to b, an annotation macro of two steps (c, d), an empty macro, an
#: action to e.
MIXED: list[tuple[Step[str], ...]] = [
    (Step("a", "b", A),),
    (Step("b", "c"), Step("c", "d")),
    (),
    (Step("d", "e", B),),
]


@pytest.mark.parametrize(
    ("entries", "index", "expected"),
    [
        (chain("a", "b", "c"), 0, "a"),
        (chain("a", "b", "c"), 1, "b"),
        (chain("a", "b", "c"), 2, "c"),
        (MIXED, 0, "a"),
        (MIXED, 1, "b"),
        (MIXED, 2, "d"),
        (MIXED, 3, "d"),  # after the empty macro: what was before it
        (MIXED, 4, "e"),
        ([(), ()], 1, "now"),  # no step anywhere: the document never changed
        ([(), *chain("a", "b")], 0, "a"),  # an empty first entry: the next step's before
        ([], 0, "now"),
    ],
)
def test_document_at_picks_a_kept_document(
    entries: list[tuple[Step[str], ...]], index: int, expected: str
) -> None:
    assert history.document_at(entries, index, "now") == expected


@pytest.mark.parametrize(
    ("first", "last", "expected"),
    [
        (0, 4, ["a", "b", "d", "d", "e"]),
        (1, 2, ["b", "d"]),
        (4, 1, ["e", "d", "d", "b"]),
        (2, 2, ["d"]),
    ],
)
def test_documents_walk_the_indexes_either_way(first: int, last: int, expected: list[str]) -> None:
    assert list(history.documents(MIXED, first, last, "now")) == expected


@pytest.mark.parametrize(
    ("index", "expected"),
    [(0, []), (1, [A]), (3, [A]), (4, [A, B])],
)
def test_actions_are_the_rules_steps_before_the_index(index: int, expected: list[object]) -> None:
    assert history.actions(MIXED, index) == expected


@pytest.mark.parametrize(
    ("now", "to", "expected"),
    [
        (4, 0, ["d", "c", "b", "a"]),  # the macro's steps undone last first
        (0, 4, ["b", "c", "d", "e"]),
        (3, 2, []),  # the empty macro shows nothing
        (2, 2, []),
        (1, 2, ["c", "d"]),
    ],
)
def test_a_rewind_shows_each_step_in_turn(now: int, to: int, expected: list[str]) -> None:
    assert list(history.rewind(MIXED, now, to)) == expected


def test_a_played_history_needs_no_replay_and_ends_where_the_rules_do() -> None:
    start = demo_state()
    rng = random.Random(5)
    entries: list[tuple[Step[object], ...]] = []
    state = start
    for _ in range(30):
        action = random_legal_action(state, rng)
        transition = apply(state, action)
        entries.append((Step(state, transition.state, action, tuple(transition.events)),))
        state = transition.state
    replayed = start
    for action in history.actions(entries, len(entries)):
        replayed = apply(replayed, action).state
    assert replayed == state
    assert history.document_at(entries, len(entries), None) is state
    assert history.document_at(entries, 0, None) is start
    back = list(history.rewind(entries, len(entries), 0))
    assert back[-1] is start and len(back) == len(entries)
