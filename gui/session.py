"""The session: the one writer of the document (the game state and the table's annotations).

Gestures become rules actions here; the rules core decides; the result is pushed on a
QUndoStack. Annotations go through the same stack: every command only swaps whole documents
in the session, so undo and redo run through exactly the same path as play, and saving and
loading read and write the one document. What a command keeps, and what the history leads
to, is `gui.history`'s.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import overload

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

import rules
from gui import history
from gui.annotations.model import Annotation, kind_name
from gui.files import games
from gui.history import Step
from gui.words.actions import describe_action, describe_event
from gui.words.refusals import translate_refusal
from rules.actions import Action, RollDice
from rules.errors import IllegalAction
from rules.events import Event, ExhaustOrderDue
from rules.state import GameState


@dataclass(frozen=True, slots=True)
class Document:
    """Everything a game file holds: the rules' state and the annotations drawn on it."""

    state: GameState
    annotations: tuple[Annotation, ...] = ()


def nothing_happens(events: Sequence[Event], state: GameState) -> str:
    """Why an action that would change nothing is not played, from what the rules said."""
    what = "; ".join(line for line in (describe_event(e, state) for e in events) if line)
    if not what:
        return QCoreApplication.translate("GameSession", "Nothing would change.")
    return QCoreApplication.translate("GameSession", "Nothing changes: {what}.").format(what=what)


#: Events that leave something waiting for the player (dice waiting for their order): an
#: action that only says one of these has still happened for the player, who must answer it.
WAITING_EVENTS: tuple[type[Event], ...] = (ExhaustOrderDue,)


def something_waits(events: Sequence[Event]) -> bool:
    """Whether the rules left something waiting for the player's answer."""
    return any(isinstance(e, WAITING_EVENTS) for e in events)


class DocumentChange(QUndoCommand):
    """One command of the undo stack: it only sets the document before or after its step."""

    def __init__(self, session: GameSession, step: Step[Document], text: str) -> None:
        super().__init__(text)
        # Weakly: the session owns the stack that owns its commands. A strong reference back
        # would make a cycle only the garbage collector frees, and it would free a command's
        # wrapper while the stack's destructor deletes that command.
        self._session = weakref.ref(session)
        self.step = step

    @property
    def session(self) -> GameSession:
        session = self._session()
        assert session is not None  # only its session's stack runs a command
        return session

    def redo(self) -> None:
        self.session._move_to(self.step.after)

    def undo(self) -> None:
        self.session._move_to(self.step.before)


class AnnotationChange(DocumentChange):
    """An annotation edit; ``words`` says its History line in the language of the moment."""

    def __init__(
        self, session: GameSession, step: Step[Document], words: Callable[[], str]
    ) -> None:
        super().__init__(session, step, words())
        self.words = words


class ApplyAction(DocumentChange):
    """A rules action; the first redo also reports the events the rules produced."""

    def redo(self) -> None:
        if self.session._pushing is self:
            self.session._set_document(self.step.after, self.step.events)
        else:
            self.session._move_to(self.step.after)

    @property
    def action(self) -> Action:
        action = self.step.action
        assert action is not None  # an ApplyAction's step is a rules action's
        return action

    @property
    def events(self) -> tuple[Event, ...]:
        return self.step.events


class _Entries(Sequence[tuple[Step[Document], ...]]):
    """The undo stack read as `gui.history` reads a history: per command, its steps."""

    def __init__(self, stack: QUndoStack) -> None:
        self.stack = stack

    def __len__(self) -> int:
        return self.stack.count()

    @overload
    def __getitem__(self, position: int) -> tuple[Step[Document], ...]: ...

    @overload
    def __getitem__(self, position: slice) -> list[tuple[Step[Document], ...]]: ...

    def __getitem__(
        self, position: int | slice
    ) -> tuple[Step[Document], ...] | list[tuple[Step[Document], ...]]:
        if isinstance(position, slice):
            return [self[i] for i in range(*position.indices(len(self)))]
        if not 0 <= position < len(self):
            raise IndexError(position)
        command = self.stack.command(position)
        if isinstance(command, DocumentChange):
            return (command.step,)
        children = (command.child(i) for i in range(command.childCount()))  # a macro
        return tuple(c.step for c in children if isinstance(c, DocumentChange))


class GameSession(QObject):
    """Holds the document, the undo stack, the dice RNG and the action history."""

    state_changed = Signal(object, object)  # old GameState (or None), new GameState
    events_happened = Signal(object)  # tuple of rules events, in order
    action_rejected = Signal(object)  # Words: a reason a player understands
    nothing_happened = Signal(
        object
    )  # Words: what the rules said of an action that changed nothing
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
        self.rng = random.Random(seed)
        self.undo_stack = QUndoStack(self)
        self._history = _Entries(self.undo_stack)
        #: The document before an undo, redo or rewind that is still under way (None when
        #: none is): the stack runs one command after another, and the table hears of the
        #: whole move once, when the stack's index has changed.
        self._moved_from: Document | None = None
        # First of the stack's listeners: the table is told before the docks redraw.
        self.undo_stack.indexChanged.connect(self._moved)

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
        """Apply ``action`` through the rules; push it for undo, or report the refusal (or
        that nothing happened). True when it is a new step of the game."""
        before = self._document
        try:
            transition = rules.apply(before.state, action)
        except IllegalAction as refusal:
            self.action_rejected.emit(partial(translate_refusal, refusal, before.state))
            return False
        if transition.state == before.state and not isinstance(action, RollDice):
            # Not a step of the game: no undo step that changes nothing, but what the rules
            # said happened (a defeated adventurer gains no fatigue).
            said = tuple(transition.events)
            if something_waits(said):
                # Not a step to undo either, but what waits is told, so it is asked at once.
                self.events_happened.emit(said)
            else:
                self.nothing_happened.emit(partial(nothing_happens, said, before.state))
            return False
        after = replace(before, state=transition.state)
        step = Step(before, after, action, tuple(transition.events))
        command = ApplyAction(self, step, describe_action(action, before.state))
        self._pushing = command  # its first redo, from push, reports the events
        try:
            self.undo_stack.push(command)
        finally:
            self._pushing = None
        return True

    def document_at(self, index: int) -> Document:
        """The document after the first ``index`` commands of the history."""
        return history.document_at(self._history, index, self._document)

    def documents(self, first: int = 0, last: int | None = None) -> Iterator[Document]:
        """The documents at indexes ``first`` to ``last`` (the history's end by default) of
        the history."""
        end = self.undo_stack.count() if last is None else last
        return history.documents(self._history, first, end, self._document)

    def actions(self) -> list[Action]:
        """The rules actions that lead to the current state, oldest first."""
        return history.actions(self._history, self.undo_stack.index())

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
        step = Step(before, replace(before, annotations=annotations))
        self.undo_stack.push(AnnotationChange(self, step, words))

    # --- files ----------------------------------------------------------------------------
    def document_text(self) -> str:
        """The game file's text for the document now (its state, actions and annotations)."""
        return games.game_text(self.state, self.actions(), self.annotations, self.start)

    def reset(self, state: GameState, annotations: Sequence[Annotation] = ()) -> None:
        """Start afresh on a document (New, Open): history is cleared."""
        self.undo_stack.clear()
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
        document: Document | None = Document(start, notes)
        try:
            for action in actions:
                assert document is not None
                transition = rules.apply(document.state, action)
                after = Document(transition.state, notes)
                events = tuple(transition.events)
                text = describe_action(action, document.state)
                commands.append(ApplyAction(self, Step(document, after, action, events), text))
                steps.append((events, transition.state))
                document = after
        except IllegalAction:
            document = None
        if document is None or document.state != final:
            self.reset(final, notes)
            return []
        old = self._document
        self.undo_stack.blockSignals(True)
        self._quiet = True
        try:
            self.undo_stack.clear()
            for command in commands:
                self.undo_stack.push(command)
            self.undo_stack.setClean()
        finally:
            self._quiet = False
            self.undo_stack.blockSignals(False)
        self.start = start
        # The last step's document after (equal to ``final``), so redoing to it is no change.
        self._document = document
        self._announce_stack()
        self.state_changed.emit(old.state, document.state)
        if notes != old.annotations:
            self.annotations_changed.emit(notes)
        return steps

    def _announce_stack(self) -> None:
        """Say what the stack's signals would have said while they were blocked, so Undo
        and Redo (their state and their words) are right at once."""
        stack = self.undo_stack
        stack.indexChanged.emit(stack.index())
        stack.cleanChanged.emit(True)
        stack.canUndoChanged.emit(stack.canUndo())
        stack.canRedoChanged.emit(stack.canRedo())
        stack.undoTextChanged.emit(stack.undoText())
        stack.redoTextChanged.emit(stack.redoText())

    def _move_to(self, document: Document) -> None:
        """An undone or redone command's document: kept now, said once the move ends."""
        if self._moved_from is None and not self._quiet:
            self._moved_from = self._document
        self._document = document

    def _moved(self, _index: int) -> None:
        old, self._moved_from = self._moved_from, None
        if old is not None:
            document, self._document = self._document, old
            self._set_document(document, ())

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
