"""The undo history in plain Python: what a step holds, and what the history leads to.

A step keeps the whole document before and after it. Documents are frozen dataclass trees
in which a change makes new nodes only on the path to what changed, and one step's
document after is the next step's document before, so a step costs what its change made
new, and undoing, redoing or rewinding only picks a kept document.

The history is read as a sequence of entries, one per command of the session's undo stack,
each the steps of that command in order (a macro's children; an empty macro has none).
Nothing here knows Qt: the session adapts its `QUndoStack` to that sequence.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from rules.actions import Action
from rules.events import Event

D = TypeVar("D")


@dataclass(frozen=True, slots=True)
class Step(Generic[D]):
    """One change of the document: the document before and after it, and for a rules
    action the action and the events the rules produced."""

    before: D
    after: D
    action: Action | None = None
    events: tuple[Event, ...] = ()


#: The history: one entry per undo command, each its steps in order.
History = Sequence[Sequence[Step[D]]]


def document_at(history: History[D], index: int, current: D) -> D:
    """The document after the first ``index`` entries of ``history``: the document after
    the last step before ``index``, or else before the first step from it. ``current`` is
    the document now, the answer when no entry holds a step (nothing changed it)."""
    for position in range(min(index, len(history)) - 1, -1, -1):
        entry = history[position]
        if entry:
            return entry[-1].after
    for position in range(max(index, 0), len(history)):
        entry = history[position]
        if entry:
            return entry[0].before
    return current


def documents(history: History[D], first: int, last: int, current: D) -> Iterator[D]:
    """The documents at indexes ``first`` to ``last`` of ``history``, both included, in
    that order (backwards when ``last`` is before ``first``)."""
    way = 1 if last >= first else -1
    for index in range(first, last + way, way):
        yield document_at(history, index, current)


def actions(history: History[D], index: int) -> list[Action]:
    """The rules actions of the first ``index`` entries, oldest first: with the history's
    start, they lead to the document at ``index`` (what a saved game replays)."""
    return [
        step.action
        for position in range(index)
        for step in history[position]
        if step.action is not None
    ]


def rewind(history: History[D], now: int, to: int) -> Iterator[D]:
    """The documents shown one after another while the history moves from index ``now``
    to ``to``: undoing each command's steps last first (each shows its document before),
    or redoing them in order (each shows its document after), as an undo stack does."""
    if to < now:
        for position in range(now - 1, to - 1, -1):
            for step in reversed(history[position]):
                yield step.before
    else:
        for position in range(now, to):
            for step in history[position]:
                yield step.after
