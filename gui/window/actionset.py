"""The commands' QActions (`ActionSet`): made from the declarations in `gui.window.actions`
(the only place QActions of the menu bar and the toolbars are made), enabled exactly when
the rules accept each command now, and saying the rules' refusal in the tooltip of a greyed
one, or in the status bar when its shortcut is pressed. It fills the menus from their lists
of entries too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from gui.files.settings import setting_choice, setting_flag, setting_text
from gui.window.actions import COMMANDS
from gui.window.command import Command, Entry, Host, Submenu
from gui.words.refusals import term, translate_refusal
from gui.words.retranslated import say
from rules import table
from rules.actions import Action
from rules.errors import IllegalAction
from rules.state import GameState

# What the window puts in a menu at an "@part" entry.
Parts = Mapping[str, Callable[[QMenu], object]]
# The commands the undo stack makes, with the text it puts before the step's own words.
_HISTORY: dict[str, Callable[[QUndoStack, QObject, str], QAction]] = {
    "undo": QUndoStack.createUndoAction,
    "redo": QUndoStack.createRedoAction,
}


class HistorySession(Protocol):
    """The session, as far as the commands need it: its state and its undo stack."""

    @property
    def state(self) -> GameState: ...
    @property
    def undo_stack(self) -> QUndoStack: ...


def _tr(context: str, text: str) -> str:
    # The words of the game data have their own keys (`term`).
    return term(text) if context == "data" else QCoreApplication.translate(context, text)


class ActionSet(QObject):
    """The QActions of the commands, by name, enabled from the rules' answers."""

    def __init__(
        self,
        host: Host,
        parent: QObject,
        session: HistorySession,
        commands: Sequence[Command] = COMMANDS,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.stack = session.undo_stack
        self.owner = parent
        self.state = session.state
        self.selected: str | None = None
        self.by_name: dict[str, QAction] = {}
        self.groups: dict[str, QActionGroup] = {}
        self.commands: dict[str, Command] = {c.name: c for c in commands}
        # The commands whose enabled state is a rules question; the others are always on.
        self._asking = [c for c in commands if c.submits or c.asks or c.refused_when is not None]
        # Each command's own tooltip, and the refusal its tooltip says now (None: none).
        self._tips: dict[str, str] = {}
        self._refusals: dict[str, str | None] = {}
        self._refused: dict[str, IllegalAction | None] = {}  # the rules' last answer

    def __getitem__(self, name: str) -> QAction:
        return self.by_name[name]

    def build(self) -> None:
        """(Re)create every QAction in the current language; a checkable command keeps its
        state."""
        kept = {name: a.isChecked() for name, a in self.by_name.items() if a.isCheckable()}
        for action in self.by_name.values():
            action.setParent(None)
            action.deleteLater()
        for group in self.groups.values():
            group.deleteLater()
        self.by_name = {}
        self.groups = {}
        self._tips, self._refusals = {}, {}
        for command in self.commands.values():
            self.by_name[command.name] = self._make(command, kept.get(command.name))

    def _make(self, command: Command, kept: bool | None) -> QAction:
        text = _tr(command.context, command.text)
        history = _HISTORY.get(command.name)
        action = (
            QAction(text, self.owner) if history is None else history(self.stack, self.owner, text)
        )
        if command.keys:
            action.setShortcuts([QKeySequence(k) for k in command.keys])
        if command.tip:
            tip = _tr(command.context, command.tip)
            self._tips[command.name] = tip
            action.setToolTip(tip)
            action.setStatusTip(tip)
        if command.data:
            action.setData(command.data)
        if command.group:
            self._group(command).addAction(action)
        action.setCheckable(command.checkable)
        if command.checkable:
            action.setChecked(self._checked(command) if kept is None else kept)
        self._connect(command, action)
        return action

    def _group(self, command: Command) -> QActionGroup:
        group = self.groups.get(command.group)
        if group is None:
            group = self.groups[command.group] = QActionGroup(self.owner)
        if command.optional:
            group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        return group

    def _checked(self, command: Command) -> bool:
        """A checkable command's state before the window made it: the settings' choice."""
        settings = self.host.settings
        if not command.setting or not settings.contains(command.setting):
            return command.checked
        if not command.group:
            return setting_flag(settings, command.setting, command.checked)
        choices = {str(c.data) for c in self.commands.values() if c.group == command.group}
        chosen = setting_choice(settings, command.setting, "", choices)
        return command.data == chosen if chosen else command.checked

    def _connect(self, command: Command, action: QAction) -> None:
        name = command.name
        if name in _HISTORY:
            return  # the undo stack's own
        if command.submits is not None:
            build = command.submits
            action.triggered.connect(lambda: self.host.submit_command(build(*self._now())))
        elif command.group:
            # A group's choice is the player's click: the command it unchecks is not chosen.
            action.triggered.connect(lambda on: self._chosen(command, on))
        elif command.checkable:
            action.toggled.connect(lambda on: self._toggled(command, on))
        else:
            action.triggered.connect(lambda: self.host.run_command(name))

    def _toggled(self, command: Command, on: bool) -> None:
        if command.setting:
            self.host.settings.setValue(command.setting, on)
        self.host.toggle_command(command.name, on)

    def _chosen(self, command: Command, on: bool) -> None:
        self.host.toggle_command(command.name, on)
        if command.setting:
            # What the command ran wrote the choice, or kept the one before (a width
            # asked and cancelled): the group shows the choice kept.
            self.show_choice(command.group, setting_text(self.host.settings, command.setting))

    def show_choice(self, group: str, data: object) -> None:
        """Check the command of ``group`` whose data is ``data``; None checks none."""
        for name, command in self.commands.items():
            if command.group == group:
                self.by_name[name].setChecked(data is not None and command.data == data)

    def _now(self) -> tuple[GameState, str | None]:
        return self.state, self.selected

    def refresh(self, state: GameState, selected: str | None) -> None:
        """Enable each command exactly when the rules would accept it now; a command the
        rules refuse says why in its tooltip (shown on the toolbar, disabled or not)."""
        self.state, self.selected = state, selected
        for command in self._asking:
            name = command.name
            enabled, refused = self.answer(command, state, selected)
            qaction = self.by_name[name]
            qaction.setEnabled(enabled)
            self._refused[name] = refused
            # Put in words only when the refusal changes: most changes of the game leave
            # most commands' answers as they were, and a drop should not pay for them.
            said = (
                None if refused is None else repr((refused.code, refused.arguments, refused.names))
            )
            if said == self._refusals.get(name):
                continue
            self._refusals[name] = said
            own = self._tips.get(name, "")
            why = "" if refused is None else translate_refusal(refused, state)
            qaction.setToolTip(f"{own}\n{why}" if own and why else why or own)

    def watch_keys(self, window: QWidget) -> None:
        """Say in the status bar why a greyed command's shortcut does nothing: Qt passes the
        keys of disabled actions on to the window without a word."""
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        keys = QKeySequence(event.keyCombination())
        for command in self._asking:
            qaction = self.by_name[command.name]
            if not qaction.isEnabled() and keys in qaction.shortcuts():
                say(self.host, partial(self.why_not, command.name), 6000)
                return True
        return False

    def why_not(self, name: str) -> str:
        """Why the command ``name`` cannot run now, in words, as the rules said last."""
        command = self.by_name[name].text().replace("&", "").rstrip("…")
        refused = self._refused.get(name)
        if refused is not None:
            why = translate_refusal(refused, self.state)
        else:  # a rules action the selection could not build: no mat selected
            why = QCoreApplication.translate("MainWindow", "Click an adventurer's mat first.")
        text = QCoreApplication.translate("MainWindow", "{command}: {why}")
        return text.format(command=command, why=why)

    @staticmethod
    def answer(
        command: Command, state: GameState, selected: str | None
    ) -> tuple[bool, IllegalAction | None]:
        """Whether the command may run now, and the rules' refusal when they refuse it."""
        build = command.submits or command.asks
        if build is not None:
            action = build(state, selected)
            if action is None:
                return False, None
            refused = table.refusal(state, action)
            return refused is None, refused
        if command.refused_when is not None:
            refused = command.refused_when(state)
            return refused is None, refused
        return True, None

    def rules_commands(self) -> list[tuple[QAction, Action | None]]:
        """Each command that submits a rules action, with that action now (tests compare
        them with ``legal_actions``)."""
        return [
            (self.by_name[c.name], c.submits(self.state, self.selected))
            for c in self.commands.values()
            if c.submits is not None
        ]

    # --- menus ---------------------------------------------------------------------------
    def fill(self, menu: QMenu, entries: Sequence[Entry], parts: Parts | None = None) -> None:
        """Put ``entries`` in ``menu``; ``parts`` fill its "@part" entries."""
        for entry in entries:
            if entry is None:
                menu.addSeparator()
            elif isinstance(entry, Submenu):
                self.fill(menu.addMenu(_tr(entry.context, entry.title)), entry.entries, parts)
            elif entry.startswith("@"):
                (parts or {})[entry[1:]](menu)
            else:
                menu.addAction(self.by_name[entry])

    def add_menus(self, bar: QMenuBar, menus: Sequence[Submenu], parts: Parts) -> None:
        """Put ``menus`` on the menu bar."""
        for submenu in menus:
            menu = bar.addMenu(_tr(submenu.context, submenu.title))
            menu.setToolTipsVisible(True)  # a greyed command says why the rules refuse it now
            self.fill(menu, submenu.entries, parts)
