"""Toolbar buttons follow their actions, and following leaves nothing behind."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import SIGNAL, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QToolBar, QToolButton

from gui import i18n
from gui.table.tool_actions import MAP_TOOLBAR
from gui.toolbuttons import follow


def button(bar: QToolBar, action: Any) -> QToolButton:
    found = bar.widgetForAction(action)
    assert isinstance(found, QToolButton)
    return found


def test_a_followed_button_shows_each_change_and_gains_no_connection(qapp) -> None:  # type: ignore[no-untyped-def]
    window = QMainWindow()
    bar = QToolBar(window)
    window.addToolBar(bar)
    action = bar.addAction("Undo")
    action.setToolTip("Undo the last move")
    follow(bar, action)
    shown = button(bar, action)
    listeners = action.receivers(SIGNAL("changed()"))
    for n in range(20):
        action.setText(f"Undo move {n} && more")
        action.setToolTip(f"Undo move {n}")
    action.setCheckable(True)
    action.setChecked(True)
    action.setEnabled(False)
    # Qt's own handler would have connected changed() once more per change (it grows).
    assert action.receivers(SIGNAL("changed()")) == listeners
    assert shown.text() == "Undo move 19 && more"  # the "&" shown as written
    assert shown.toolTip() == "Undo move 19"
    assert shown.isCheckable() and shown.isChecked() and not shown.isEnabled()
    window.deleteLater()


def test_the_windows_buttons_follow_play_and_a_language_switch(window) -> None:  # type: ignore[no-untyped-def]
    undo = window.commands["undo"]
    listeners = undo.receivers(SIGNAL("changed()"))
    for _ in range(5):
        window.commands["end_turn"].trigger()
    assert undo.receivers(SIGNAL("changed()")) == listeners
    assert button(window.toolbar, undo).toolTip() == undo.toolTip()
    assert undo.toolTip().startswith("Undo End")
    ruler = window.table_tools.actions["ruler"]
    ruler.setChecked(not ruler.isChecked())
    tools = window.findChild(QToolBar, MAP_TOOLBAR)
    assert button(tools, ruler).isChecked() == ruler.isChecked()
    try:
        i18n.install("fr")
        QApplication.processEvents()
        window.commands["end_turn"].trigger()  # the old toolbar may still be on its way out
        QApplication.processEvents()
        undo = window.commands["undo"]
        assert button(window.toolbar, undo).toolTip() == undo.toolTip()
    finally:
        i18n.install("en")
        QApplication.processEvents()


def test_a_click_on_a_checkable_button_checks_it_and_its_action(window) -> None:  # type: ignore[no-untyped-def]
    ruler = window.table_tools.actions["ruler"]
    tools = window.findChild(QToolBar, MAP_TOOLBAR)
    shown = button(tools, ruler)
    assert not ruler.isChecked() and not shown.isChecked()
    QTest.mouseClick(shown, Qt.MouseButton.LeftButton)
    assert ruler.isChecked() and shown.isChecked()
    assert window.table_tools.ruler_mode
    QTest.mouseClick(shown, Qt.MouseButton.LeftButton)
    assert not ruler.isChecked() and not shown.isChecked()
    assert not window.table_tools.ruler_mode
