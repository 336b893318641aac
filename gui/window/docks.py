"""The docks of the main window: the history (click a line to rewind), the log (what the
rules did and why) and the overland map.

The log is derived from the undo stack: it shows the events of the commands that are done,
so after an undo or a rewind it lists only what happened in the current line of play, and it
can be written again in another language. Undone History lines are greyed, in italics.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPalette, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabBar,
    QUndoView,
    QWidget,
)

from board.errors import DataFileError
from board.hexes import Hex
from board.overland import OverlandMap, load_overland
from gui.session import AnnotationChange, ApplyAction, GameSession
from gui.table.overland import OverlandScene
from gui.table.view import TableView
from gui.window.log import LogList
from gui.words.actions import describe_action
from rules.state import GameState

COMPACT_WIDTH = 1280  # window width under which the docks share one narrow column
COMPACT_DOCK = 250
ROOMY_DOCK = 360


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
    """The state's overland map, or the province's own map for a table without one: with
    that file broken too (the start-up already said so), a single empty hex."""
    if state.overland is not None:
        return state.overland
    try:
        return load_overland()
    except (DataFileError, OSError):
        return OverlandMap(frozenset({Hex(0, 0)}), {}, {}, Hex(0, 0))


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
            self._out_of_tabs()
            self.window.tabifyDockWidget(self.history_dock, self.log_dock)
            self.window.tabifyDockWidget(self.log_dock, self.overland_dock)
            self.history_dock.raise_()
            self._fit_compact()
        else:
            self._arrange_roomy()

    def _fit_compact(self) -> None:
        """The narrow column, wide enough for its tabs' titles to show whole."""
        docks = {self.history_dock.windowTitle(), self.log_dock.windowTitle()}
        bars = [b for b in self.window.findChildren(QTabBar) if b.count() == 3]
        bar = next((b for b in bars if docks <= {b.tabText(i) for i in range(3)}), None)
        need = sum(bar.tabSizeHint(i).width() for i in range(3)) + 8 if bar else 0
        width = max(COMPACT_DOCK, need)
        self.window.resizeDocks([self.history_dock], [width], Qt.Orientation.Horizontal)

    def _out_of_tabs(self) -> None:
        # Qt 6.12 ignores tabifyDockWidget for a dock that is already a tab of another
        # group, so every arrangement starts from the three docks side by side.
        for dock in (self.history_dock, self.log_dock, self.overland_dock):
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)

    def _arrange_roomy(self) -> None:
        window = self.window
        self._out_of_tabs()
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
        if self.compact:  # titles of another length
            self._fit_compact()
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
        session = self.stack.parent()
        if isinstance(session, GameSession):  # each line is named against the state before it
            for i, document in zip(range(self.stack.count()), session.documents(), strict=False):
                command = self.stack.command(i)
                if isinstance(command, ApplyAction):
                    command.setText(describe_action(command.action, document.state))
                elif isinstance(command, AnnotationChange):
                    command.setText(command.words())
        # QUndoModel is not told of new texts: give the view its stack again.
        self.history_view.setStack(self.stack)
        self.log.rewrite()

    def toggle_actions(self) -> list[QDockWidget]:
        return [self.history_dock, self.log_dock, self.overland_dock]

    def show_state(self, state: GameState) -> None:
        self.overland_scene.set_overland(overland_of(state))
