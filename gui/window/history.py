"""The History list: one line per command of the undo stack, row 0 the start of the game;
clicking a line rewinds (or replays) to it.

Qt's QUndoView resets its whole model whenever the stack changes, so the list laid out and
selected every line again on every action: a push cost O(history), about 0.6 ms more at
10,000 actions than at 100 in a bare program. This model tells the view what changed: a
command played on top of the stack is one row inserted; only what is rarer (an action
after an undo drops the redoable lines, a new document) resets it.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget
from shiboken6 import isValid


class HistoryModel(QAbstractListModel):
    """The stack's command texts, after an "empty" line for the start of the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stack: QUndoStack | None = None
        self._count = 0  # commands shown
        self._last: QUndoCommand | None = None  # the last of them
        self.empty_label = ""

    def stack(self) -> QUndoStack | None:
        return self._stack

    def set_stack(self, stack: QUndoStack | None) -> None:
        """Show ``stack`` (again: its texts may have changed)."""
        if self._stack is not None and isValid(self._stack):
            self._stack.indexChanged.disconnect(self._on_index_changed)
        self.beginResetModel()
        self._stack = stack
        self._note_end()
        self.endResetModel()
        if stack is not None:
            stack.indexChanged.connect(self._on_index_changed)

    def _note_end(self) -> None:
        stack = self._stack
        self._count = stack.count() if stack is not None else 0
        self._last = stack.command(self._count - 1) if stack and self._count else None

    def _on_index_changed(self, _index: int) -> None:
        stack = self._stack
        if stack is None or not isValid(stack):
            return  # the stack is going away (its clearing on the way out says so)
        count = stack.count()
        last = stack.command(count - 1) if count else None
        if count == self._count and last is self._last:
            return  # an undo, a redo or a rewind: the same lines, another current one
        kept = self._count == 0 or stack.command(self._count - 1) is self._last
        if count > self._count and kept:
            self.beginInsertRows(QModelIndex(), self._count + 1, count)
            self._count, self._last = count, last
            self.endInsertRows()
        else:
            self.beginResetModel()
            self._note_end()
            self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._count + 1

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        row = index.row()
        if row == 0:
            return self.empty_label
        stack = self._stack
        command = stack.command(row - 1) if stack is not None else None
        return command.text() if command is not None else None


class HistoryView(QListView):
    """The History list; its current line is the stack's index, and choosing a line sets it."""

    def __init__(self, stack: QUndoStack | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = HistoryModel(self)
        self.setModel(self._model)
        self.setUniformItemSizes(True)  # every line is one line high
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._following = False
        self.selectionModel().currentChanged.connect(self._on_current_changed)
        self.setStack(stack)

    def stack(self) -> QUndoStack | None:
        return self._model.stack()

    def setStack(self, stack: QUndoStack | None) -> None:
        old = self._model.stack()
        if old is not None and isValid(old):
            old.indexChanged.disconnect(self._follow)
        self._model.set_stack(stack)
        if stack is not None:
            stack.indexChanged.connect(self._follow)
        self._follow()

    def setEmptyLabel(self, text: str) -> None:
        self._model.empty_label = text
        self._model.dataChanged.emit(self._model.index(0, 0), self._model.index(0, 0))

    def _follow(self, *_args: object) -> None:
        """Make the stack's index the current (selected) line."""
        stack = self._model.stack()
        if stack is None or not isValid(stack):
            return
        index = self._model.index(stack.index(), 0)
        self._following = True
        try:
            self.setCurrentIndex(index)
        finally:
            self._following = False
        self.viewport().update()  # the greyed (undone) lines change with the index

    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        stack = self._model.stack()
        if not self._following and stack is not None and isValid(stack) and current.isValid():
            stack.setIndex(current.row())
