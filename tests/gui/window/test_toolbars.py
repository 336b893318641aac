"""Every command of the toolbars stays on show, however narrow the window."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QToolBar, QToolButton

from gui.window.actions import MAT_COMMANDS
from gui.window.toolbars import MAP_TOOLBAR
from gui.words import i18n
from tests.gui.window.test_enemy_phase import to_the_enemies


def shown(bar: QToolBar) -> list[str]:
    """The texts of the toolbar's buttons that are on show (not behind the "»")."""
    texts = []
    for action in bar.actions():
        widget = bar.widgetForAction(action)
        if widget is not None and widget.isVisible() and not action.isSeparator():
            button = widget.text() if isinstance(widget, QToolButton) else ""
            texts.append(action.text() or button)
    return texts


def resized(window: Any, width: int, height: int) -> tuple[QToolBar, QToolBar]:
    window.resize(width, height)
    QApplication.processEvents()
    tools = window.findChild(QToolBar, MAP_TOOLBAR)
    return window.toolbar, tools


@pytest.mark.parametrize("width", [1024, 1100])
def test_a_narrow_window_keeps_every_command_on_show(window, width) -> None:  # type: ignore[no-untyped-def]
    game, tools = resized(window, width, 700)
    on_show = shown(game)
    assert window.commands["fit"].text() in on_show
    folded = game.findChild(QToolButton, "mat-commands")
    assert folded is not None and folded.isVisible() and folded.text() == "Adventurer"
    assert [a.text() for a in folded.menu().actions()] == [
        window.commands[n].text() for n in MAT_COMMANDS
    ]
    assert len(shown(tools)) == len([a for a in tools.actions() if not a.isSeparator()])
    assert tools.geometry().top() >= game.geometry().bottom()  # a row of its own
    for bar in (game, tools):
        assert bar.geometry().right() <= window.width()


def test_a_wide_window_shows_every_command_in_one_row(window) -> None:  # type: ignore[no-untyped-def]
    game, tools = resized(window, 1024, 700)
    game, tools = resized(window, 1700, 1000)
    assert game.findChild(QToolButton, "mat-commands") is None
    for name in (*MAT_COMMANDS, "fit"):
        assert window.commands[name].text() in shown(game)
    assert tools.geometry().top() == game.geometry().top()
    assert game.geometry().left() < tools.geometry().left()  # the game's commands come first


def test_the_folded_button_speaks_the_language(window) -> None:  # type: ignore[no-untyped-def]

    resized(window, 1024, 700)
    try:
        window.set_language("fr")
        QApplication.processEvents()  # the language change
        QApplication.processEvents()  # the new toolbar's layout
        folded = window.toolbar.findChild(QToolButton, "mat-commands")
        assert folded is not None and folded.text() == "Aventurier"
        assert folded.toolTip().startswith("Commandes de l’aventurier sélectionné : ")
        assert window.commands["fit"].text() in shown(window.toolbar)
    finally:
        i18n.install("en")


@pytest.mark.parametrize("width", [1600, 1920])
def test_longer_words_fold_the_toolbar_when_they_would_not_fit(window, width) -> None:  # type: ignore[no-untyped-def]
    resized(window, width, 1000)
    try:
        window.set_language("fr")
        for _ in range(3):  # the language change, then the new toolbars' layouts
            QApplication.processEvents()
        game, tools = window.toolbar, window.findChild(QToolBar, MAP_TOOLBAR)
        assert window.commands["fit"].text() in shown(game)
        assert len(shown(tools)) == len([a for a in tools.actions() if not a.isSeparator()])
        for bar in (game, tools):
            assert bar.geometry().right() <= window.width()
    finally:
        i18n.install("en")
    for _ in range(3):
        QApplication.processEvents()
    assert window.toolbar.findChild(QToolButton, "mat-commands") is None  # room again


def test_the_enemy_turn_is_one_button_dropping_down_the_phase(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    game, _tools = resized(window, 1600, 1000)
    assert game.findChild(QToolButton, "mat-commands") is None  # the English words fit
    turn, phase = window.commands["enemy_turn"], window.commands["enemy_phase"]
    button = game.widgetForAction(turn)
    assert isinstance(button, QToolButton) and button.isVisible()
    assert button.popupMode() == QToolButton.ToolButtonPopupMode.MenuButtonPopup
    assert button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
    assert not button.icon().isNull() and button.toolTip().startswith("Play this enemy's turn")
    assert button.menu().actions() == [turn, phase]
    assert not button.isEnabled()  # an adventurer's turn: the rules refuse it
    to_the_enemies(window)
    assert button.isEnabled() and phase.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    dialog = window.battle_controls.enemies.engage_dialog
    assert dialog is not None and dialog.isVisible()  # the herald's engage, by the rules
    dialog.reject()


def test_the_enemy_turn_button_stays_on_show_in_french(window) -> None:  # type: ignore[no-untyped-def]
    resized(window, 1600, 1000)
    try:
        window.set_language("fr")
        for _ in range(3):
            QApplication.processEvents()
        button = window.toolbar.widgetForAction(window.commands["enemy_turn"])
        assert isinstance(button, QToolButton) and button.isVisible()
        assert button.toolTip().startswith("Jouer le tour de cet ennemi (Entrée)")
        assert button.geometry().right() <= window.toolbar.width()
    finally:
        i18n.install("en")
