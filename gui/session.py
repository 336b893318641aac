"""The session: the one writer of the document (the game state and the table's annotations).

Gestures become rules actions here; the rules core decides; the result is pushed on a
QUndoStack. Annotations go through the same stack: every command only swaps whole documents
in the session, so undo and redo run through exactly the same path as play, and saving and
loading read and write the one document.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from gui.annotations.model import Annotation, kind_name
from gui.files import games
from gui.words.actions import describe_action
from gui.words.refusals import translate_refusal
from rules import engine
from rules.actions import Action
from rules.engine import IllegalAction
from rules.events import Event
from rules.state import GameState


@dataclass(frozen=True, slots=True)
class Document:
    """Everything a game file holds: the rules' state and the annotations drawn on it."""

    state: GameState
    annotations: tuple[Annotation, ...] = ()


#: Every CHECKPOINT-th command of the history keeps the document before it; the others keep
#: their action and events only, and their documents are played again from the nearest kept
#: one when needed (an undo, a language switch). A long evening then holds one state in 32,
#: not a state per action.
CHECKPOINT = 32


class DocumentChange(QUndoCommand):
    """One step on the undo stack: it only swaps whole documents in the session. An action
    that is not a checkpoint forgets its documents: it keeps its position in the history
    instead, and the session plays its documents again."""

    def __init__(self, session: GameSession, before: Document, after: Document, text: str) -> None:
        super().__init__(text)
        self.session = session
        self.before: Document | int = before
        self.after: Document | None = after

    def redo(self) -> None:
        self.session._set_document(self.document_after(self.session.document), ())

    def undo(self) -> None:
        before = self.before
        if isinstance(before, int):  # the document after the command before this one
            before = self.session.document_at(before)
        self.session._set_document(before, ())

    def document_after(self, before: Document) -> Document:
        """The document after this command, done on ``before`` (its own document before)."""
        assert self.after is not None  # only an action's documents are played again
        return self.after


class AnnotationChange(DocumentChange):
    """An annotation edit; ``words`` says its History line in the language of the moment."""

    def __init__(
        self, session: GameSession, before: Document, after: Document, words: Callable[[], str]
    ) -> None:
        super().__init__(session, before, after, words())
        self.words = words


class ApplyAction(DocumentChange):
    """A rules action; the first redo also reports the events the rules produced."""

    def __init__(
        self,
        session: GameSession,
        action: Action,
        before: Document,
        after: Document,
        events: Sequence[Event],
        text: str,
    ) -> None:
        super().__init__(session, before, after, text)
        # Five attributes, no more: a sixth doubles the size of each of a long evening's
        # thousands of commands' dictionaries.
        self.action = action
        self.events = tuple(events)

    def redo(self) -> None:
        events = self.events if self.session._pushing is self else ()
        self.session._set_document(self.document_after(self.session.document), events)

    def document_after(self, before: Document) -> Document:
        if self.after is not None:
            return self.after
        # The rules are deterministic (a roll's faces are in its action): the same state.
        return replace(before, state=engine.apply(before.state, self.action).state)


class GameSession(QObject):
    """Holds the document, the undo stack, the dice RNG and the action history."""

    state_changed = Signal(object, object)  # old GameState (or None), new GameState
    events_happened = Signal(object)  # tuple of rules events, in order
    action_rejected = Signal(object)  # Words: a reason a player understands
    annotations_changed = Signal(object)  # tuple of Annotation

    def __init__(
        self,
        state: GameState,
        seed: int | None = None,
        parent: QObject | None = None,
        annotations: Sequence[Annotation] = (),
    ) -> None:
        super().__init__(parent)
        self._document = Document(state, tuple(annotations))
        #: The state the undo stack starts from (saved with the log, so Open can rebuild it).
        self.start = state
        self._quiet = False
        self._pushing: ApplyAction | None = None
        # The documents last played again, by index: valid until the history changes.
        self._replayed: dict[int, Document] = {}
        self.rng = random.Random(seed)
        self.undo_stack = QUndoStack(self)

    @property
    def document(self) -> Document:
        return self._document

    @property
    def state(self) -> GameState:
        return self._document.state

    @property
    def annotations(self) -> tuple[Annotation, ...]:
        return self._document.annotations

    # --- play -----------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply ``action`` through the rules; push it for undo, or report the refusal."""
        before = self._document
        try:
            transition = engine.apply(before.state, action)
        except IllegalAction as refusal:
            self.action_rejected.emit(partial(translate_refusal, refusal, before.state))
            return False
        after = replace(before, state=transition.state)
        text = describe_action(action, before.state)
        command = ApplyAction(self, action, before, after, transition.events, text)
        self._replayed = {}
        self._pushing = command  # its first redo, from push, reports the events
        try:
            self.undo_stack.push(command)
        finally:
            self._pushing = None
        self._keep_or_forget(command, self.undo_stack.index() - 1)
        return True

    def _keep_or_forget(self, command: ApplyAction, position: int) -> None:
        """Drop the documents of a command at ``position``, but for a checkpoint's document
        before it (the one after is that before plus one action: played again when asked
        for). A bounded history loses its oldest commands, and with them its checkpoints:
        it keeps every document."""
        if self.undo_stack.undoLimit():
            return
        if position % CHECKPOINT:
            command.before = position
        command.after = None

    def document_at(self, index: int) -> Document:
        """The document after the first ``index`` commands of the history."""
        stack = self.undo_stack
        # The stack's index is that of the current document, except in a rewind: there it
        # stays where the rewind began until the end, and its undos ask for indexes below.
        if index == stack.index() or not stack.count():
            return self._document
        found = self._replayed.get(index)
        if found is not None:
            return found
        start, document = index, self._kept(index)
        while document is None:
            start -= 1
            document = self._kept(start)
        # Kept for the undos that follow (a rewind undoes the commands one by one).
        self._replayed = {start: document}
        for position in range(start, index):
            document = self._replayed[position + 1] = self._after(position, document)
        return document

    def documents(self, first: int = 0, last: int | None = None) -> Iterator[Document]:
        """The documents at indexes ``first`` to ``last`` (the history's end by default) of
        the history, played forward once."""
        stack = self.undo_stack
        end = stack.count() if last is None else last
        document = self.document_at(first)
        yield document
        for position in range(first, end):
            document = self._after(position, document)
            yield document

    def _ends(self, position: int) -> tuple[DocumentChange | None, DocumentChange | None]:
        """The first and last document change of the command at ``position`` (a macro's
        first and last children)."""
        command = self.undo_stack.command(position)
        first = last = command
        if not isinstance(command, DocumentChange) and command.childCount():
            first, last = command.child(0), command.child(command.childCount() - 1)
        return (
            first if isinstance(first, DocumentChange) else None,
            last if isinstance(last, DocumentChange) else None,
        )

    def _after(self, position: int, before: Document) -> Document:
        """The document after the command at ``position``, done on ``before``."""
        last = self._ends(position)[1]
        return before if last is None else last.document_after(before)

    def _kept(self, index: int) -> Document | None:
        """The document at ``index`` if a command keeps it (position 0 always does)."""
        if index < self.undo_stack.count():
            first = self._ends(index)[0]
            if first is not None and isinstance(first.before, Document):
                return first.before
        last = self._ends(index - 1)[1] if index > 0 else None
        return None if last is None else last.after

    def actions(self) -> list[Action]:
        """The rules actions that lead to the current state, oldest first."""
        stack = self.undo_stack
        commands = (stack.command(i) for i in range(stack.index()))
        return [c.action for c in commands if isinstance(c, ApplyAction)]

    # --- annotations ----------------------------------------------------------------------
    def annotate(self, annotation: Annotation) -> None:
        """Add an annotation (undoable)."""
        kind = annotation.kind
        self._edit(
            (*self.annotations, annotation),
            lambda: QCoreApplication.translate("annotations", "Annotate: {kind}").format(
                kind=kind_name(kind)
            ),
        )

    def remove_annotation(self, index: int) -> None:
        """Remove the annotation at ``index`` (undoable)."""
        notes = self.annotations
        kind = notes[index].kind
        self._edit(
            notes[:index] + notes[index + 1 :],
            lambda: QCoreApplication.translate("annotations", "Remove annotation: {kind}").format(
                kind=kind_name(kind)
            ),
        )

    def clear_annotations(self) -> None:
        """Remove every annotation (undoable); nothing happens when there is none."""
        if self.annotations:
            self._edit((), lambda: QCoreApplication.translate("annotations", "Clear annotations"))

    def _edit(self, annotations: tuple[Annotation, ...], words: Callable[[], str]) -> None:
        before = self._document
        self._replayed = {}
        after = replace(before, annotations=annotations)
        self.undo_stack.push(AnnotationChange(self, before, after, words))

    # --- files ----------------------------------------------------------------------------
    def document_text(self) -> str:
        """The game file's text for the document now (its state, actions and annotations)."""
        return games.game_text(self.state, self.actions(), self.annotations, self.start)

    def reset(self, state: GameState, annotations: Sequence[Annotation] = ()) -> None:
        """Start afresh on a document (New, Open): history is cleared."""
        self.undo_stack.clear()
        self._replayed = {}
        old = self._document
        self._document = Document(state, tuple(annotations))
        self.start = state
        self.undo_stack.setClean()
        self.state_changed.emit(old.state, state)
        if self._document.annotations != old.annotations:
            self.annotations_changed.emit(self._document.annotations)

    def rebuild(
        self,
        start: GameState,
        actions: Sequence[Action],
        final: GameState,
        annotations: Sequence[Annotation] = (),
    ) -> list[tuple[tuple[Event, ...], GameState]]:
        """Replace the history by ``actions`` replayed from ``start``, as if just played, so
        undo, redo and rewinding work as before the save. Returns each action's (events,
        state after) for the log. If the replay does not end on ``final`` (or the rules
        refuse a step), the game restarts on ``final`` with an empty history and ``[]``."""
        notes = tuple(annotations)
        steps: list[tuple[tuple[Event, ...], GameState]] = []
        commands: list[ApplyAction] = []
        state: GameState | None = start
        try:
            for action in actions:
                assert state is not None
                transition = engine.apply(state, action)
                before, after = Document(state, notes), Document(transition.state, notes)
                text = describe_action(action, state)
                events = tuple(transition.events)
                commands.append(ApplyAction(self, action, before, after, events, text))
                steps.append((events, transition.state))
                state = transition.state
        except IllegalAction:
            state = None
        if state != final:
            self.reset(final, notes)
            return []
        old = self._document
        self.undo_stack.blockSignals(True)
        self._quiet = True
        try:
            self.undo_stack.clear()
            self._replayed = {}
            for position, command in enumerate(commands):
                self.undo_stack.push(command)
                self._keep_or_forget(command, position)
            self.undo_stack.setClean()
        finally:
            self._quiet = False
            self.undo_stack.blockSignals(False)
        self.start = start
        self._document = Document(final, notes)
        self.undo_stack.indexChanged.emit(self.undo_stack.index())
        self.undo_stack.cleanChanged.emit(True)
        self.state_changed.emit(old.state, final)
        if notes != old.annotations:
            self.annotations_changed.emit(notes)
        return steps

    def _set_document(self, document: Document, events: Sequence[Event]) -> None:
        old = self._document
        self._document = document
        if self._quiet:
            return
        # Events first, so the table can stage its animation in the order the rules acted.
        if events:
            self.events_happened.emit(tuple(events))
        if document.state is not old.state:
            self.state_changed.emit(old.state, document.state)
        if document.annotations != old.annotations:
            self.annotations_changed.emit(document.annotations)
