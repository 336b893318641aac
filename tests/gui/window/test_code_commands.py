"""Edit > Copy as Text and Paste through the real window: the code on the clipboard opens
in a fresh window as the same table, field by field."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from rules import actions as act
from rules.setup import demo_state
from tests.gui.conftest import open_window


def assert_same_table(got, expected, path: str = "state") -> None:  # type: ignore[no-untyped-def]
    """Compare two states field by field, naming the first field that differs."""
    if dataclasses.is_dataclass(expected) and not isinstance(expected, type):
        assert type(got) is type(expected), path
        for field in dataclasses.fields(expected):
            if not field.compare:  # caches kept beside the value
                continue
            name = field.name
            assert_same_table(getattr(got, name), getattr(expected, name), f"{path}.{name}")
    elif isinstance(expected, dict):
        assert set(got) == set(expected), path
        for key in expected:
            assert_same_table(got[key], expected[key], f"{path}[{key!r}]")
    else:
        assert got == expected, path


def test_copy_as_text_then_paste_in_a_fresh_window(window, qtbot, settings) -> None:
    window.session.submit(act.GainFatigue("veyth", light=1))
    notes = window.session.annotations
    window.commands["copy_code"].trigger()
    code = QApplication.clipboard().text()
    assert code.startswith("ERABOARD 1 ")

    fresh = open_window(qtbot, settings, demo_state())
    fresh.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is fresh)
    fresh.view.setFocus()
    qtbot.keyClick(fresh.view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert_same_table(fresh.session.state, window.session.state)
    assert fresh.session.annotations == notes
    assert fresh.file_path is None  # a new game: Save asks where
    assert not fresh.session.undo_stack.canUndo()  # no history without asking for it


def test_copy_with_history_brings_the_history(window, qtbot, settings) -> None:
    window.session.submit(act.GainFatigue("veyth", light=1))
    window.session.submit(act.GainFatigue("zarri", over=1))
    window.commands["copy_code_history"].trigger()
    fresh = open_window(qtbot, settings, demo_state())
    fresh.commands["paste_code"].trigger()
    assert_same_table(fresh.session.state, window.session.state)
    assert fresh.session.actions() == window.session.actions()
    fresh.commands["undo"].trigger()
    assert fresh.session.state.adventurer("zarri") != window.session.state.adventurer("zarri")


def test_pasting_a_damaged_code_says_which_line(window, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    window.commands["copy_code"].trigger()
    lines = QApplication.clipboard().text().splitlines()
    lines[2] = lines[2][:-4] + ("z" if lines[2][-4] != "z" else "y") + lines[2][-3:]
    QApplication.clipboard().setText("\n".join(lines))
    before = window.session.state
    window.commands["paste_code"].trigger()
    assert shown == ["line 3 is damaged: a character in it was changed"]
    assert window.session.state is before


def _edit_menu(window):  # type: ignore[no-untyped-def]
    for action in window.menuBar().actions():
        if action.text().replace("&", "") == "Edit":
            return action.menu()
    raise AssertionError("no Edit menu")


def test_the_edit_menu_has_the_code_commands(window) -> None:
    texts = [a.text() for a in _edit_menu(window).actions()]
    assert {"Copy as Te&xt", "Copy as Text with &History", "&Paste"} <= set(texts)
