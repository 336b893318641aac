"""The docks of the main window: the history (click a line to rewind), the log (what the
rules did and why) and the overland map."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QStyle,
    QUndoView,
    QWidget,
)

from board.overland import OverlandMap, load_overland
from gui import glossary
from gui.describe import describe_event, rule_of, rule_section
from gui.table.overland import OverlandScene
from gui.table.view import TableView
from rules.events import Event
from rules.state import GameState


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
        self.retranslate()
        self.itemDoubleClicked.connect(self._on_item_double_clicked)
        self._info_icon = self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogInfoView)

    def retranslate(self) -> None:
        self.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "What the rules did, step by step, and why. Double-click a line with the "
                "info icon to read the rule's glossary entry.",
            )
        )

    def add_events(self, events: Sequence[Event], state: GameState) -> None:
        for event in events:
            self.addItem(self._event_line(event, state))
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

    def add_refusal(self, reason: str) -> None:
        text = QCoreApplication.translate("MainWindow", "Refused: {reason}")
        item = QListWidgetItem(text.format(reason=reason))
        item.setForeground(QColor("#a33"))
        self.addItem(item)
        self.scrollToBottom()

    def _on_item_double_clicked(self, item: QListWidgetItem) -> None:
        term = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(term, str) and term:
            self.term_requested.emit(term)


class Docks:
    """Builds the docks on the window and keeps their titles in its language (the texts
    keep the window's translation context)."""

    def __init__(self, window: QMainWindow, stack: QUndoStack, state: GameState) -> None:
        self.window = window
        self.history_view = QUndoView(stack)
        self.history_view.setUniformItemSizes(True)
        self.history_dock = self._add(self.history_view, "history")
        self.log = LogList()
        self.log_dock = self._add(self.log, "log")
        self.overland_scene = OverlandScene(overland_of(state), window)
        self.overland_view = TableView(self.overland_scene, window)
        self.overland_dock = self._add(self.overland_view, "overland")
        window.tabifyDockWidget(self.log_dock, self.overland_dock)
        self.log_dock.raise_()
        window.resizeDocks([self.history_dock], [360], Qt.Orientation.Horizontal)
        self.retranslate()

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

    def toggle_actions(self) -> list[QDockWidget]:
        return [self.history_dock, self.log_dock, self.overland_dock]

    def show_state(self, state: GameState) -> None:
        self.overland_scene.set_overland(overland_of(state))
