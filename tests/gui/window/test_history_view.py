"""The History list follows the undo stack line by line: a command played on top is one row
inserted (not the whole list laid out again), and choosing a line sets the stack's index."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand, QUndoStack
from pytestqt.qtbot import QtBot

from gui.window.history import HistoryView


class Step(QUndoCommand):
    def redo(self) -> None:
        pass

    def undo(self) -> None:
        pass


def _lines(view: HistoryView) -> list[str]:
    model = view.model()
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def _view(qtbot: QtBot) -> tuple[HistoryView, QUndoStack, list[str]]:
    stack = QUndoStack()
    view = HistoryView(stack)
    view.setEmptyLabel("Start")
    qtbot.addWidget(view)
    seen: list[str] = []
    model = view.model()
    model.rowsInserted.connect(lambda *_: seen.append("insert"))
    model.modelReset.connect(lambda: seen.append("reset"))
    stack.setParent(view)
    return view, stack, seen


def test_a_push_inserts_one_line_and_the_current_line_is_the_stack_index(qtbot: QtBot) -> None:
    view, stack, seen = _view(qtbot)
    for n in range(3):
        stack.push(Step(f"step {n}"))
    assert seen == ["insert"] * 3
    assert _lines(view) == ["Start", "step 0", "step 1", "step 2"]
    assert view.currentIndex().row() == 3
    stack.undo()
    assert seen == ["insert"] * 3 and view.currentIndex().row() == 2


def test_an_action_after_an_undo_drops_the_redoable_lines(qtbot: QtBot) -> None:
    view, stack, seen = _view(qtbot)
    for n in range(3):
        stack.push(Step(f"step {n}"))
    stack.undo()
    stack.undo()
    stack.push(Step("other"))
    assert _lines(view) == ["Start", "step 0", "other"]
    assert seen[-1] == "reset" and view.currentIndex().row() == 2
    stack.clear()
    assert _lines(view) == ["Start"]


def test_clicking_a_line_rewinds_or_replays_to_it(qtbot: QtBot) -> None:
    view, stack, _seen = _view(qtbot)
    for n in range(3):
        stack.push(Step(f"step {n}"))
    view.resize(200, 200)
    view.show()
    for row in (1, 0, 3):
        rect = view.visualRect(view.model().index(row, 0))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert stack.index() == row
