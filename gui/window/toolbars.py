"""The game's toolbar, and where it and the map tools' toolbar sit for the window's width.

A wide window has both toolbars on one row with every command on show. A narrow one (under
the width at which the docks turn into tabs) would hide the last commands, Fit to Window
among them, behind Qt's "»" overflow; there the commands of the selected adventurer's mat
fold into one drop-down button and the map tools take a second row, so every command stays
one click away.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QStyle, QToolBar, QToolButton

from gui.table.tool_actions import MAP_TOOLBAR
from gui.window.actions import MAT_COMMANDS, TOOLBAR
from gui.window.docks import COMPACT_WIDTH

ICONS = {"undo": QStyle.StandardPixmap.SP_ArrowBack, "redo": QStyle.StandardPixmap.SP_ArrowForward}


def is_narrow(width: int) -> bool:
    return width < COMPACT_WIDTH


def game_toolbar(
    actions: Mapping[str, QAction], title: str, style: QStyle, narrow: bool
) -> QToolBar:
    """The game's commands in a toolbar; ``narrow`` folds the mat's commands into one button."""
    bar = QToolBar(title)
    bar.setObjectName("game-toolbar")
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    bar.setMovable(False)
    folded = False
    for name in TOOLBAR:
        if name is None:
            bar.addSeparator()
        elif narrow and name in MAT_COMMANDS:
            if not folded:
                bar.addWidget(_mat_button(bar, [actions[n] for n in MAT_COMMANDS]))
                folded = True
        else:
            _add(bar, actions[name], style, name)
    return bar


def _add(bar: QToolBar, action: QAction, style: QStyle, name: str) -> None:
    bar.addAction(action)
    if name in ICONS:
        action.setIcon(style.standardIcon(ICONS[name]))
        button = bar.widgetForAction(action)
        if isinstance(button, QToolButton):
            # The action's text names the whole command; the tooltip shows it.
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)


def _mat_button(bar: QToolBar, actions: list[QAction]) -> QToolButton:
    button = QToolButton(bar)
    button.setObjectName("mat-commands")
    button.setText(QCoreApplication.translate("MainWindow", "Adventurer"))
    button.setToolTip(
        QCoreApplication.translate(
            "MainWindow", "Commands for the selected adventurer: {names}"
        ).format(names=", ".join(a.text().replace("&", "") for a in actions))
    )
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    menu = QMenu(button)
    menu.addActions(actions)
    button.setMenu(menu)
    return button


def place(window: QMainWindow, bar: QToolBar, narrow: bool) -> None:
    """Put the game's toolbar first, and the map tools on a row of their own if ``narrow``."""
    tools = window.findChild(QToolBar, MAP_TOOLBAR)
    if not isinstance(tools, QToolBar):
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        return
    window.insertToolBar(tools, bar)
    window.removeToolBarBreak(tools)
    if narrow:
        window.insertToolBarBreak(tools)
