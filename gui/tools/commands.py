"""The map tools' commands: their actions (texts, keys, tips), the Map menu and the toolbar,
rebuilt in the current language. What each command does is the table tools' business."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QToolButton

from board.hexes import Hex
from gui.words.map_answers import goal_name
from rules import closest as rc


class Commands(Protocol):
    """What the actions run (the table tools)."""

    ruler_mode: bool

    def ask_default(self) -> object: ...
    def ask(self, goal: rc.Goal, origin: Hex | str | None = None) -> object: ...
    def ask_town(self) -> object: ...
    def set_ruler_mode(self, on: bool) -> None: ...
    def show_sight(self) -> object: ...
    def choose_range(self) -> None: ...
    def keep(self) -> int: ...
    def clear(self) -> None: ...


MAP_TOOLBAR = "map-tools-toolbar"  # the toolbar's object name, by which the window finds it


class MapActions(QObject):
    """The actions, the Map menu (before Help) and a toolbar of the map tools."""

    def __init__(self, window: QMainWindow, commands: Commands) -> None:
        super().__init__(window)
        self.window = window
        self.commands = commands
        self.actions: dict[str, QAction] = {}
        self.menu: QMenu | None = None
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName(MAP_TOOLBAR)
        self.toolbar.setMovable(False)
        window.addToolBar(self.toolbar)

    def __getitem__(self, key: str) -> QAction:
        return self.actions[key]

    def build(self) -> None:
        """(Re)create the actions, the Map menu and the toolbar in the current language."""
        for action in self.actions.values():
            action.deleteLater()
        self.actions = {}
        c, add = self.commands, self._add
        add(
            "closest",
            self.tr("&Closest (Other Side)"),
            c.ask_default,
            "C",
            self.tr("Closest adventurers to the selected enemy, or enemies to a party chip"),
        )
        for goal in rc.BATTLE_GOALS:
            add(f"closest:{goal}", goal_name(goal), lambda _=False, g=goal: c.ask(g))
        add(
            "town",
            goal_name(rc.Goal.TOWN),
            c.ask_town,
            "T",
            self.tr("Closest towns to the party token (or the clicked hex) on the overland map"),
        )
        add(
            "ruler",
            self.tr("Hex &Ruler"),
            c.set_ruler_mode,
            "M",
            self.tr("Drag from hex to hex to count the range (or Ctrl+drag any time)"),
        )
        self.actions["ruler"].setCheckable(True)
        self.actions["ruler"].setChecked(c.ruler_mode)
        self._add_sight_and_overlay()
        self._build_menu()
        self._build_toolbar()

    def _add_sight_and_overlay(self) -> None:
        c, add = self.commands, self._add
        add(
            "sight",
            self.tr("&Sight and Range"),
            c.show_sight,
            "V",
            self.tr("Hexes and units the selected unit sees, and those within range"),
        )
        add(
            "range",
            self.tr("Set R&ange…"),
            c.choose_range,
            "Shift+V",
            self.tr("Choose the range Sight and Range rings"),
        )
        add(
            "keep",
            self.tr("&Keep as Annotations"),
            c.keep,
            "K",
            self.tr("Turn the overlay into annotations, for an exported picture"),
        )
        add(
            "clear",
            self.tr("Clear &Overlay"),
            c.clear,
            None,
            self.tr("Take the map tools' answers off the table (Esc on the table)"),
        )

    def _add(
        self,
        key: str,
        text: str,
        slot: Callable[..., object],
        shortcut: str | None = None,
        tip: str = "",
    ) -> None:
        action = QAction(text, self.window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.actions[key] = action

    def add_goals(self, menu: QMenu, ask: Callable[[rc.Goal], object]) -> None:
        """A "Closest To…" submenu with every goal of the battle map."""
        sub = menu.addMenu(self.tr("Closest &To…"))
        for goal in rc.BATTLE_GOALS:
            sub.addAction(goal_name(goal)).triggered.connect(lambda _=False, g=goal: ask(g))

    def _build_menu(self) -> None:
        bar = self.window.menuBar()
        if self.menu is not None:
            bar.removeAction(self.menu.menuAction())
            self.menu.deleteLater()
        menu = QMenu(self.tr("&Map"), self.window)
        menu.addAction(self.actions["closest"])
        self.add_goals(menu, lambda g: self.commands.ask(g))
        menu.addAction(self.actions["town"])
        menu.addSeparator()
        for key in ("ruler", "sight", "range"):
            menu.addAction(self.actions[key])
        menu.addSeparator()
        menu.addAction(self.actions["keep"])
        menu.addAction(self.actions["clear"])
        existing = bar.actions()
        if existing:
            bar.insertMenu(existing[-1], menu)  # before Help
        else:
            bar.addMenu(menu)
        self.menu = menu

    def _build_toolbar(self) -> None:
        bar = self.toolbar
        bar.clear()
        bar.setWindowTitle(self.tr("Map tools"))
        bar.addAction(self.actions["closest"])
        button = bar.widgetForAction(self.actions["closest"])
        if isinstance(button, QToolButton):
            goals = QMenu(button)
            for goal in rc.BATTLE_GOALS:
                goals.addAction(self.actions[f"closest:{goal}"])
            button.setMenu(goals)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        for key in ("ruler", "sight", "keep"):
            bar.addAction(self.actions[key])
