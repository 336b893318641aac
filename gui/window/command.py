"""What a command of the window is, as data (`Command`), and how menus and toolbars list
them (`Entry`, `Submenu`, `DropDown`). The declarations are in `gui.window.actions`, the map
tools' in `gui.window.map_commands` and the pictures' in `gui.window.picture_commands`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QStatusBar

from rules.actions import Action
from rules.errors import IllegalAction
from rules.state import GameState

# Builds the rules action of a command from the state and the selected adventurer (None
# when the command needs an adventurer and none is selected).
Build = Callable[[GameState, str | None], Action | None]
# For a command that runs a window method: why the rules refuse it now (None: enabled).
Refusal = Callable[[GameState], IllegalAction | None]
Keys = str | QKeySequence.StandardKey


class Host(Protocol):
    """What the commands run on: the main window (which creates the ActionSet)."""

    @property
    def settings(self) -> QSettings: ...
    def run_command(self, name: str) -> None: ...
    def toggle_command(self, name: str, on: bool) -> None: ...
    def submit_command(self, action: Action | None) -> None: ...
    def statusBar(self) -> QStatusBar: ...


@dataclass(frozen=True)
class Command:
    """One command of the window. ``context`` is its translation context ("data": the
    text is a word of the game data, translated as `term` does)."""

    name: str
    text: str
    keys: tuple[Keys, ...] = ()
    tip: str = ""
    submits: Build | None = None
    refused_when: Refusal | None = None
    # For a command that runs a window method (a dialog, a roll): a rules action it leads
    # to; the command is enabled exactly when the rules accept that action now.
    asks: Build | None = None
    checkable: bool = False
    context: str = "MainWindow"
    # A checkable command's state: ``checked`` until the player chooses, and from then on
    # the choice kept in the settings under ``setting`` (if it has one). For a command of a
    # group the setting holds the ``data`` of the group's chosen command.
    checked: bool = False
    setting: str = ""
    # The commands of one group are exclusive; with ``optional`` a click on the checked one
    # leaves none checked.
    group: str = ""
    optional: bool = False
    data: str = ""


@dataclass(frozen=True)
class Submenu:
    """A submenu (a menu of the menu bar too): its title, in ``context``, and its entries."""

    title: str
    entries: tuple[Entry, ...]
    context: str = "MainWindow"


@dataclass(frozen=True)
class DropDown:
    """A toolbar button that runs the command ``name`` and drops down ``entries``."""

    name: str
    entries: tuple[str, ...]


# An entry of a menu: a command's name, a separator (None), a submenu, or "@part": a part
# the window fills itself because it changes while the window is open (the recent games,
# the languages, the docks).
Entry = str | Submenu | None
# An entry of a toolbar: a command's name, a separator (None) or a drop-down button.
ToolbarEntry = str | DropDown | None
