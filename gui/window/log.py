"""The log dock's list: what the rules did and why, one line per rules event.

The lines are a model over what the undo stack's done commands already keep (their events;
the states they are named against are the session's) plus the refusals and notes said while
each was the last one. A line's
text is written once, when it arrives (and again when the language changes), because the
list lays out every line's text whenever it grows; the rule in its tooltip, its glossary icon
and its colour are worked out only when the view asks for them. A long evening's ten thousand
lines then cost a string each, not a list item with its text, tooltip, icon and colour.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import repeat
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QUndoStack
from PySide6.QtWidgets import QListView, QWidget

from gui.session import ApplyAction, GameSession
from gui.window.icons import info_icon
from gui.words import glossary
from gui.words.actions import describe_event, rule_of, rule_section
from gui.words.retranslated import Words
from rules.events import Event
from rules.state import GameState

Index = QModelIndex | QPersistentModelIndex
TERM_ROLE = Qt.ItemDataRole.UserRole  # a line's glossary term, "" when it has none
OVERRIDE_COLOUR = "#8a5a00"
REFUSAL_COLOUR = "#a33"


@dataclass(frozen=True, slots=True)
class Happened:
    """The events of one command with the state they are named against (after it), in a
    log that follows no stack. A followed stack's command is entered by its events alone:
    its session keeps the states, and the log asks for them when it is rewritten."""

    events: tuple[Event, ...]
    state: GameState | None = None


@dataclass(frozen=True, slots=True)
class Note:
    """A line that is not an event: a refusal, or a map tool's answer in words (written
    again in the language of the moment whenever the log is rewritten)."""

    words: Words
    refusal: bool = False


#: A command's events alone: the state they are named against is the followed stack's.
Events = tuple[Event, ...]
Entry = Happened | Note | Events


def _texts(entry: Entry, state: GameState | None) -> list[str]:
    if isinstance(entry, tuple | Happened):
        events, named = (
            (entry, state) if isinstance(entry, tuple) else (entry.events, entry.state or state)
        )
        assert named is not None
        return [describe_event(event, named) for event in events]
    if entry.refusal:
        text = QCoreApplication.translate("MainWindow", "Refused: {reason}")
        return [text.format(reason=entry.words())]
    return [entry.words()]


def _count(entry: Entry) -> int:
    """How many lines ``entry`` shows."""
    if isinstance(entry, tuple):
        return len(entry)
    return len(entry.events) if isinstance(entry, Happened) else 1


def _tooltip(event: Event, term: str | None) -> str:
    tip = glossary.tooltip(term) if term else ""
    section = rule_section(rule_of(event))
    if section:
        # The section of the rules reference the project follows; the words come from the
        # glossary.
        tip = QCoreApplication.translate("MainWindow", "Rule applied: {section}").format(
            section=section
        ) + ("<br>" + tip if tip else "")
    return tip


class LogModel(QAbstractListModel):
    """The log's lines: their texts, and the entry (and event) each line comes from."""

    def __init__(self, icon: QIcon, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._icon = icon
        self._override = QColor(OVERRIDE_COLOUR)
        self._refused = QColor(REFUSAL_COLOUR)
        # A line's text is written when first shown: a long game opens with many thousands.
        self._lines: list[str | None] = []
        self._entries: list[Entry] = []
        self._named: list[GameState | None] = []  # the state each entry's events are named in
        self._first: list[int] = []  # the row of each entry's first line

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._lines)

    def append(self, entry: Entry, state: GameState | None = None) -> None:
        """``entry``'s lines at the end (its events named against ``state`` when it does not
        keep its own)."""
        self.extend([(entry, state)])

    def extend(self, entries: Sequence[tuple[Entry, GameState | None]]) -> None:
        """Each entry's lines at the end (see `append`), inserted at once."""
        row = len(self._lines)
        count = 0
        for entry, state in entries:
            self._entries.append(entry)
            self._named.append(state)
            self._first.append(row + count)
            count += _count(entry)
        if count:
            self.beginInsertRows(QModelIndex(), row, row + count - 1)
            self._lines += [None] * count
            self.endInsertRows()

    def drop(self, entries: int) -> None:
        """Remove the last ``entries`` entries and their lines."""
        if entries <= 0:
            return
        row = self._first[-entries]
        del self._entries[-entries:], self._named[-entries:], self._first[-entries:]
        if row < len(self._lines):
            self.beginRemoveRows(QModelIndex(), row, len(self._lines) - 1)
            del self._lines[row:]
            self.endRemoveRows()

    def reset(self, entries: Sequence[tuple[Entry, GameState | None]] = ()) -> None:
        """Hold ``entries`` (each with the state to name its events against) only, their
        lines written afresh."""
        self.beginResetModel()
        self._lines, self._entries, self._named, self._first = [], [], [], []
        for entry, state in entries:
            self._entries.append(entry)
            self._named.append(state)
            self._first.append(len(self._lines))
            self._lines += [None] * _count(entry)
        self.endResetModel()

    def entries(self) -> list[Entry]:
        return list(self._entries)

    def _text(self, row: int) -> str:
        text = self._lines[row]
        if text is None:
            at = bisect_right(self._first, row) - 1
            first = self._first[at]
            texts = _texts(self._entries[at], self._named[at])
            self._lines[first : first + len(texts)] = texts
            text = texts[row - first]
        return text

    def _event(self, row: int) -> tuple[Entry, Event | None]:
        at = bisect_right(self._first, row) - 1
        entry = self._entries[at]
        if isinstance(entry, tuple | Happened):
            events = entry if isinstance(entry, tuple) else entry.events
            return entry, events[row - self._first[at]]
        return entry, None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self._lines):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row)
        if role not in (
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.DecorationRole,
            Qt.ItemDataRole.ForegroundRole,
            TERM_ROLE,
        ):
            return None
        entry, event = self._event(row)
        if event is None:
            refused = isinstance(entry, Note) and entry.refusal
            return self._refused if refused and role == Qt.ItemDataRole.ForegroundRole else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._override if rule_of(event) == "override" else None
        term = glossary.term_for_event(event)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(event, term)
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icon if term else None
        return term or None


class LogLine:
    """One line of the log as a list item reads (its text, tooltip, icon, data)."""

    def __init__(self, index: QModelIndex) -> None:
        self.index = index

    def data(self, role: int) -> Any:
        return self.index.data(role)

    def text(self) -> str:
        return str(self.data(Qt.ItemDataRole.DisplayRole) or "")

    def toolTip(self) -> str:
        return str(self.data(Qt.ItemDataRole.ToolTipRole) or "")

    def icon(self) -> QIcon:
        icon = self.data(Qt.ItemDataRole.DecorationRole)
        return icon if isinstance(icon, QIcon) else QIcon()

    def foreground(self) -> QColor | None:
        colour = self.data(Qt.ItemDataRole.ForegroundRole)
        return colour if isinstance(colour, QColor) else None


class LogList(QListView):
    """The log: one line per rules event, with the rule applied in its tooltip."""

    term_requested = Signal(str)  # a glossary term, from a double-clicked line

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setIconSize(QSize(14, 14))
        self.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        # A long evening has thousands of lines: lay them out in batches, not all per action.
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self._model = LogModel(info_icon(), self)
        self.setModel(self._model)
        # What each done command added (its events, then refusals and notes while it was
        # the last one); span 0 is what came before any command.
        self._spans: list[int] = [0]  # how many entries each holds, in the model's order
        self._stack: QUndoStack | None = None
        # The log follows its newest line while the player has not scrolled up to read;
        # scrolled down to the end again, it follows again. The range grows once the
        # batched layout has placed the new lines, so the end is kept on its change.
        self._at_end = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range_changed)
        self.retranslate()
        self.doubleClicked.connect(self._on_double_clicked)

    def _on_scrolled(self, value: int) -> None:
        self._at_end = value >= self.verticalScrollBar().maximum()

    def _on_range_changed(self, _low: int, high: int) -> None:
        if self._at_end:
            self.verticalScrollBar().setValue(high)

    def follows(self) -> bool:
        """Whether the log keeps its newest line on show."""
        return self._at_end

    def _show_end(self) -> None:
        if self._at_end:
            self.scrollToBottom()

    def count(self) -> int:
        """How many lines the log shows."""
        return self._model.rowCount()

    def item(self, row: int) -> LogLine:
        """Line ``row``, read as a list item is."""
        return LogLine(self._model.index(row, 0))

    def follow(self, stack: QUndoStack) -> None:
        """Show the events of ``stack``'s done commands, from now on."""
        self._stack = stack
        stack.indexChanged.connect(self._on_index_changed)
        self._on_index_changed(stack.index())

    def clear(self) -> None:
        """No line; a new game's log follows its newest line."""
        self._spans = [0]
        self._at_end = True
        self._model.reset()

    def refresh(self) -> None:
        """Write the lines of the followed stack's done commands afresh (after its history
        was replaced without signals, as when a saved game is opened)."""
        self.clear()
        if self._stack is not None:
            self._on_index_changed(self._stack.index())

    def _on_index_changed(self, index: int) -> None:
        stack = self._stack
        if stack is None:
            return
        done = len(self._spans) - 1
        if done == index:  # a push: its lines came with its events (add_events)
            return
        if done > index:  # undone: their lines go, all at once
            self._model.drop(sum(self._spans[index + 1 :]))
            del self._spans[index + 1 :]
        if done < index:  # redone (or done without events): lines back, all at once
            states = self._states(done + 1, index)
            back: list[tuple[Entry, GameState | None]] = []
            for position, state in zip(range(done, index), states, strict=True):
                command = stack.command(position)
                events = command.events if isinstance(command, ApplyAction) else ()
                self._spans.append(1 if events else 0)
                if events:
                    back.append((events, state))
            self._model.extend(back)
        self._show_end()

    def _states(self, first: int, last: int) -> Iterator[GameState | None]:
        """The followed stack's states at indexes ``first`` to ``last``."""
        session = self._stack.parent() if self._stack is not None else None
        if not isinstance(session, GameSession):
            return repeat(None, last - first + 1)
        return (document.state for document in session.documents(first, last))

    def _add_entry(self, entry: Entry, state: GameState | None = None) -> None:
        self._spans[-1] += 1
        self._model.append(entry, state)

    def rewrite(self) -> None:
        """Write every line again, in the current language."""
        followed = self._stack is not None and len(self._spans) > 1
        states = self._states(0, len(self._spans) - 1) if followed else repeat(None)
        entries = iter(self._model.entries())
        self._model.reset(
            [
                (next(entries), state)
                for count, state in zip(self._spans, states, strict=False)
                for _ in range(count)
            ]
        )
        self._show_end()

    def retranslate(self) -> None:
        self.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "What the rules did, step by step, and why. Double-click a line with the "
                "info icon to read the rule's glossary entry.",
            )
        )

    def add_events(self, events: Sequence[Event], state: GameState) -> None:
        """The events of a command being pushed (they come before the stack's index moves):
        a new span, so what the table says about them next (a note) joins it."""
        if self._stack is None:
            self._add_entry(Happened(tuple(events), state))
        else:
            self._spans.append(0)
            self._add_entry(tuple(events), state)
        self._show_end()

    def add_note(self, words: Words) -> None:
        """A line of words that is not an event (a map tool's answer)."""
        self._add_entry(Note(words))
        self._show_end()

    def add_refusal(self, reason: Words) -> None:
        self._add_entry(Note(reason, refusal=True))
        self._show_end()

    def _on_double_clicked(self, index: QModelIndex) -> None:
        term = index.data(TERM_ROLE)
        if isinstance(term, str) and term:
            self.term_requested.emit(term)
