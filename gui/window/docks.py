"""The docks of the main window: the history (click a line to rewind), the log (what the
rules did and why) and the overland map.

The log is derived from the undo stack: it shows the events of the commands that are done,
so after an undo or a rewind it lists only what happened in the current line of play, and it
can be written again in another language. Undone History lines are greyed, in italics.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPalette, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QUndoView,
    QWidget,
)

from board.overland import OverlandMap, load_overland
from gui import glossary
from gui.describe import describe_action, describe_event, rule_of, rule_section
from gui.said import Words
from gui.session import ApplyAction
from gui.table.overland import OverlandScene
from gui.table.view import TableView
from rules.events import Event
from rules.records import record
from rules.state import GameState

COMPACT_WIDTH = 1280  # window width under which the docks share one narrow column
COMPACT_DOCK = 250
ROOMY_DOCK = 360


@record
class Happened:
    """The events of one command, with the state they are named against (after it)."""

    events: tuple[Event, ...]
    state: GameState


@record
class Note:
    """A line that is not an event: a refusal, or a map tool's answer in words (written
    again in the language of the moment whenever the log is rewritten)."""

    words: Words
    refusal: bool = False


Entry = Happened | Note


def _rows(entry: Entry) -> int:
    return len(entry.events) if isinstance(entry, Happened) else 1


class HistoryDelegate(QStyledItemDelegate):
    """Undone History lines (those above the stack's index, which redo would bring back)
    greyed and in italics."""

    def __init__(self, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stack = stack

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.row() > self.stack.index():  # row 0 is the start of the game
            grey = option.palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            option.palette.setColor(QPalette.ColorRole.Text, grey)
            option.font.setItalic(True)


def undone(view: QUndoView, row: int) -> bool:
    """True when History row ``row`` is shown as undone."""
    stack = view.stack()
    return stack is not None and row > stack.index()


def overland_of(state: GameState) -> OverlandMap:
    """The state's overland map, or the province's own map for a table without one."""
    return state.overland if state.overland is not None else load_overland()


class LogList(QListWidget):
    """The log: one line per rules event, with the rule applied in its tooltip."""

    term_requested = Signal(str)  # a glossary term, from a double-clicked line

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setIconSize(QSize(14, 14))
        # A long evening has thousands of lines: lay them out in batches, not all per action.
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self._info_icon = self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogInfoView)
        # What each done command added (its events, then refusals and notes while it was
        # the last one); span 0 is what came before any command.
        self._spans: list[list[Entry]] = [[]]
        self._stack: QUndoStack | None = None
        self.retranslate()
        self.itemDoubleClicked.connect(self._on_item_double_clicked)

    def follow(self, stack: QUndoStack) -> None:
        """Show the events of ``stack``'s done commands, from now on."""
        self._stack = stack
        stack.indexChanged.connect(self._on_index_changed)
        self._on_index_changed(stack.index())

    def clear(self) -> None:
        super().clear()
        self._spans = [[]]

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
        while len(self._spans) - 1 > index:  # undone: their lines go
            for _row in range(sum(_rows(entry) for entry in self._spans.pop())):
                self.takeItem(self.count() - 1)
        while len(self._spans) - 1 < index:  # redone (or done without events): lines back
            command = stack.command(len(self._spans) - 1)
            self._spans.append([])
            if isinstance(command, ApplyAction) and command.events:
                self._add_entry(Happened(command.events, command.after.state))
        self.scrollToBottom()

    def _add_entry(self, entry: Entry) -> None:
        self._spans[-1].append(entry)
        if isinstance(entry, Happened):
            for event in entry.events:
                self.addItem(self._event_line(event, entry.state))
        elif entry.refusal:
            self.addItem(self._refusal_line(entry.words()))
        else:
            self.addItem(QListWidgetItem(entry.words()))

    def rewrite(self) -> None:
        """Write every line again, in the current language."""
        spans, self._spans = self._spans, []
        super().clear()
        for span in spans:
            self._spans.append([])
            for entry in span:
                self._add_entry(entry)
        self.scrollToBottom()

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
        if self._stack is not None:
            self._spans.append([])
        self._add_entry(Happened(tuple(events), state))
        self.scrollToBottom()

    def add_note(self, words: Words) -> None:
        """A line of words that is not an event (a map tool's answer)."""
        self._add_entry(Note(words))
        self.scrollToBottom()

    def _event_line(self, event: Event, state: GameState) -> QListWidgetItem:
        item = QListWidgetItem(describe_event(event, state))
        rule = rule_of(event)
        term = glossary.term_for_event(event)
        tip = glossary.tooltip(term) if term else ""
        section = rule_section(rule)
        if section:
            # The section of the rules reference the project follows; the words come from
            # the glossary.
            tip = QCoreApplication.translate("MainWindow", "Rule applied: {section}").format(
                section=section
            ) + ("<br>" + tip if tip else "")
        if term:
            item.setData(Qt.ItemDataRole.UserRole, term)
            item.setIcon(self._info_icon)
        item.setToolTip(tip)
        if rule == "override":
            item.setForeground(QColor("#8a5a00"))
        return item

    def add_refusal(self, reason: Words) -> None:
        self._add_entry(Note(reason, refusal=True))
        self.scrollToBottom()

    @staticmethod
    def _refusal_line(reason: str) -> QListWidgetItem:
        text = QCoreApplication.translate("MainWindow", "Refused: {reason}")
        item = QListWidgetItem(text.format(reason=reason))
        item.setForeground(QColor("#a33"))
        return item

    def _on_item_double_clicked(self, item: QListWidgetItem) -> None:
        term = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(term, str) and term:
            self.term_requested.emit(term)


class Docks:
    """Builds the docks on the window and keeps their titles in its language (the texts
    keep the window's translation context)."""

    def __init__(self, window: QMainWindow, stack: QUndoStack, state: GameState) -> None:
        self.window = window
        self.stack = stack
        self.history_view = QUndoView(stack)
        self.history_view.setUniformItemSizes(True)
        self.history_view.setItemDelegate(HistoryDelegate(stack, self.history_view))
        stack.indexChanged.connect(lambda _i: self.history_view.viewport().update())
        self.history_dock = self._add(self.history_view, "history")
        self.log = LogList()
        self.log.follow(stack)
        self.log_dock = self._add(self.log, "log")
        self.overland_scene = OverlandScene(overland_of(state), window)
        self.overland_view = TableView(self.overland_scene, window)
        self.overland_dock = self._add(self.overland_view, "overland")
        self.overland_view.fit()  # the whole province, kept fitted as the dock is resized
        self.compact = False
        self._arrange_roomy()
        self.retranslate()

    def arrange_for(self, width: int) -> None:
        """A narrow window (under COMPACT_WIDTH) gets the docks as tabs of one narrow column,
        so the table keeps most of the width; a wide one gets History above the Log and the
        map. Only crossing the threshold rearranges, so a player's own arrangement stays."""
        compact = width < COMPACT_WIDTH
        if compact == self.compact:
            return
        self.compact = compact
        if compact:
            self.window.tabifyDockWidget(self.history_dock, self.log_dock)
            self.window.tabifyDockWidget(self.log_dock, self.overland_dock)
            self.history_dock.raise_()
            self.window.resizeDocks([self.history_dock], [COMPACT_DOCK], Qt.Orientation.Horizontal)
        else:
            self._arrange_roomy()

    def _arrange_roomy(self) -> None:
        window = self.window
        for dock in (self.history_dock, self.log_dock, self.overland_dock):
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)  # out of tabs
        window.splitDockWidget(self.history_dock, self.log_dock, Qt.Orientation.Vertical)
        window.tabifyDockWidget(self.log_dock, self.overland_dock)
        self.log_dock.raise_()
        window.resizeDocks([self.history_dock], [ROOMY_DOCK], Qt.Orientation.Horizontal)

    def _add(self, widget: QWidget, name: str) -> QDockWidget:
        dock = QDockWidget(self.window)
        dock.setObjectName(name)  # saveState/restoreState find docks by name
        dock.setWidget(widget)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def retranslate(self) -> None:
        self.history_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "History"))
        self.log_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Log"))
        self.overland_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Overland Map"))
        self.history_view.setEmptyLabel(
            QCoreApplication.translate("MainWindow", "Start of the game")
        )
        self.history_view.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Every action in order; click a line to rewind to it."
            )
        )
        self.overland_view.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "The province: towns, landmarks and the party token."
            )
        )
        self.log.retranslate()

    def rewrite(self) -> None:
        """History and log in the current language (their lines were written in the old)."""
        for i in range(self.stack.count()):
            command = self.stack.command(i)
            if isinstance(command, ApplyAction):
                command.setText(describe_action(command.action, command.before.state))
        # QUndoModel is not told of new texts: give the view its stack again.
        self.history_view.setStack(self.stack)
        self.log.rewrite()

    def toggle_actions(self) -> list[QDockWidget]:
        return [self.history_dock, self.log_dock, self.overland_dock]

    def show_state(self, state: GameState) -> None:
        self.overland_scene.set_overland(overland_of(state))
