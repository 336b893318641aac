"""The session: the one writer of the game state.

Gestures become rules actions here; the rules core decides; the result is pushed on a
QUndoStack so that undo and redo run through exactly the same path as play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from gui.describe import describe_action
from gui.refusals import translate_refusal
from rules import engine
from rules.engine import IllegalAction


class ApplyAction(QUndoCommand):
    """One rules action on the undo stack: it only swaps whole states in the session."""

    def __init__(
        self,
        session: GameSession,
        action: Any,
        before: Any,
        after: Any,
        events: Sequence[Any],
        text: str,
    ) -> None:
        super().__init__(text)
        self.session = session
        self.action = action
        self.before = before
        self.after = after
        self.events = tuple(events)
        self._first = True

    def redo(self) -> None:
        events = self.events if self._first else ()
        self._first = False
        self.session._set_state(self.after, events, self.action)

    def undo(self) -> None:
        self.session._set_state(self.before, (), None)


class GameSession(QObject):
    """Holds the state, the undo stack, the dice RNG and the action history."""

    state_changed = Signal(object, object)  # old state, new state
    events_happened = Signal(object)  # tuple of rules events, in order
    action_rejected = Signal(str)  # a reason a player understands

    def __init__(self, state: Any, seed: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = state
        self.rng = random.Random(seed)
        self.undo_stack = QUndoStack(self)

    @property
    def state(self) -> Any:
        return self._state

    def submit(self, action: Any) -> bool:
        """Apply ``action`` through the rules; push it for undo, or report the refusal."""
        try:
            transition = engine.apply(self._state, action)
        except IllegalAction as refusal:
            self.action_rejected.emit(translate_refusal(refusal, self._state))
            return False
        command = ApplyAction(
            self,
            action,
            self._state,
            transition.state,
            transition.events,
            describe_action(action, self._state),
        )
        self.undo_stack.push(command)
        return True

    def actions(self) -> list[Any]:
        """The actions that lead to the current state, oldest first."""
        stack = self.undo_stack
        commands = (stack.command(i) for i in range(stack.index()))
        return [c.action for c in commands if isinstance(c, ApplyAction)]

    def reset(self, state: Any) -> None:
        """Start afresh on ``state`` (New, Open): history is cleared."""
        old = self._state
        self.undo_stack.clear()
        self._state = state
        self.undo_stack.setClean()
        self.state_changed.emit(old, state)

    def _set_state(self, state: Any, events: Sequence[Any], action: Any) -> None:
        old = self._state
        self._state = state
        # Events first, so the table can stage its animation in the order the rules acted.
        if events:
            self.events_happened.emit(tuple(events))
        self.state_changed.emit(old, state)
