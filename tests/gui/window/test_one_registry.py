"""Every entry of the menu bar and of the toolbars is a declared command, made by `ActionSet`
(Undo and Redo too, through the undo stack), and every declared command runs something and
sits in a menu (so its shortcut is live).

Three kinds of entries are not commands, and are named here: the submenus' own actions
(a title that opens a menu), Qt's dock toggles (`QDockWidget.toggleViewAction`, which Qt
makes and keeps in step with the dock), and the entries of Open Recent and Language, made
afresh from the settings (the recent games, the languages) each time those menus fill.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QMenu,
    QMenuBar,
    QToolBar,
    QToolButton,
    QWidgetAction,
)

from gui.window.actions import COMMANDS
from gui.window.toolbars import MAP_TOOLBAR
from gui.words import i18n


def entries(menu: QMenu | QMenuBar, path: str) -> list[tuple[str, QAction]]:
    """Every action of ``menu`` and of its submenus, each with where it is."""
    found = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        here = f"{path} > {action.text()}"
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += entries(sub, here)
        else:
            found.append((here, action))
    return found


def toolbar_entries(window: Any) -> list[tuple[str, QAction]]:
    """Every action of the toolbars: their buttons' and their drop-downs' (a button of its
    own, the folded mat commands, holds only its menu)."""
    found = []
    for bar in window.findChildren(QToolBar):
        for action in bar.actions():
            button = bar.widgetForAction(action)
            here = f"{bar.objectName()} > {action.text() or button.objectName()}"
            if not isinstance(action, QWidgetAction) and not action.isSeparator():
                found.append((here, action))
            if isinstance(button, QToolButton) and button.menu() is not None:
                found += entries(button.menu(), here)
    return found


def exempt(window: Any, path: str, action: QAction) -> bool:
    """Qt's dock toggles, and the entries Open Recent and Language make as they fill."""
    docks = [dock.toggleViewAction() for dock in window.docks.toggle_actions()]
    recent = QApplication.translate("", "Open &Recent")
    language = QApplication.translate("MainWindow", "&Language")
    return action in docks or f"> {recent} >" in path or f"> {language} >" in path


def foreign(window: Any) -> list[str]:
    """The menu bar's and toolbars' entries that are not the commands' QActions."""
    made = set(window.commands.by_name.values())
    everything = [*entries(window.menuBar(), "menu bar"), *toolbar_entries(window)]
    return [
        path
        for path, action in everything
        if action not in made and not exempt(window, path, action)
    ]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_entry_of_the_menus_and_toolbars_is_a_command(window, language: str) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 700)  # narrow: the mat's commands folded into one button too
    try:
        i18n.install(language)
        for _ in range(3):
            QApplication.processEvents()
        assert foreign(window) == []
        assert len(entries(window.menuBar(), "menu bar")) > len(COMMANDS)
        on_toolbars = {action for _path, action in toolbar_entries(window)}
        for name in ("closest:door", "engage", "ruler", "undo", "enemy_phase"):  # drop-downs too
            assert window.commands[name] in on_toolbars
    finally:
        i18n.install("en")


def test_an_action_made_elsewhere_is_found(window) -> None:  # type: ignore[no-untyped-def]
    help_menu = window.menuBar().actions()[-1].menu()
    help_menu.addAction("Stray")
    window.findChild(QToolBar, MAP_TOOLBAR).addAction("Stray too")
    assert foreign(window) == ["menu bar > &Help > Stray", f"{MAP_TOOLBAR} > Stray too"]


def test_the_exempt_entries_are_there(window) -> None:  # type: ignore[no-untyped-def]
    everything = entries(window.menuBar(), "menu bar")
    kept_apart = [path for path, action in everything if exempt(window, path, action)]
    assert any("Open &Recent" in path for path in kept_apart)
    assert any(path.endswith("Français") for path in kept_apart)
    assert any(path.endswith("History") for path in kept_apart)


def test_every_command_is_in_the_menu_bar_and_runs_something(window) -> None:  # type: ignore[no-untyped-def]
    in_menus = {action for _path, action in entries(window.menuBar(), "menu bar")}
    runs = window._command_slots()
    toggles = window._toggle_slots()
    for command in COMMANDS:
        action = window.commands[command.name]
        assert action in in_menus, command.name
        if command.submits is not None or command.name in ("undo", "redo"):
            continue  # a rules action, or the undo stack's own
        if command.checkable:
            # A choice the settings alone keep needs nothing run.
            assert command.name in toggles or command.setting, command.name
        else:
            assert command.name in runs, command.name


def test_a_checked_command_keeps_its_state_through_a_language_switch(window) -> None:  # type: ignore[no-untyped-def]
    window.commands["ruler"].trigger()
    window.commands["mode_marker"].trigger()
    window.commands["show_annotations"].trigger()
    try:
        window.set_language("fr")
        QApplication.processEvents()
        assert window.commands["ruler"].isChecked() and window.table_tools.ruler_mode
        assert window.commands["mode_marker"].isChecked()
        assert str(window.screenshots.tool.mode) == "marker"
        assert not window.commands["show_annotations"].isChecked()
        assert not window.screenshots.layer.isVisible()
    finally:
        i18n.install("en")
        QApplication.processEvents()
    window.screenshots.tool.set_mode(None)  # Esc or a right click, say
    assert not any(window.commands[f"mode_{m}"].isChecked() for m in ("arrow", "marker"))


def test_checkable_choices_are_kept_in_the_settings(window, qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    from tests.gui.conftest import open_window

    window.commands["caption"].trigger()
    window.commands["size_2"].trigger()
    window.commands["animate"].setChecked(False)
    assert window.screenshots.request("table").caption is False
    again = open_window(qtbot, settings, window.session.state)
    assert not again.commands["caption"].isChecked()
    assert again.commands["size_2"].isChecked() and not again.commands["size_1"].isChecked()
    assert not again.commands["animate"].isChecked()
    assert again.screenshots.size() == (2.0, None)
