"""The commands' QActions (`ActionSet`): made from the declarations in `gui.window.actions`,
enabled exactly when the rules accept each command now, and saying the rules' refusal in
the tooltip of a greyed one, or in the status bar when its shortcut is pressed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from gui.window.actions import COMMANDS, STATUS_COMMANDS, Command, Host
from gui.words.refusals import term, translate_refusal
from gui.words.retranslated import say
from rules import table
from rules.actions import Action
from rules.errors import IllegalAction
from rules.state import GameState


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class ActionSet(QObject):
    """The QActions of the commands, by name, enabled from the rules' answers."""

    def __init__(self, host: Host, parent: QObject, state: GameState) -> None:
        super().__init__(parent)
        self.host = host
        self.owner = parent
        self.state = state
        self.selected: str | None = None
        self.by_name: dict[str, QAction] = {}
        self.commands: dict[str, Command] = {c.name: c for c in (*COMMANDS, *STATUS_COMMANDS)}
        # Each command's own tooltip, and the refusal its tooltip says now (None: none).
        self._tips: dict[str, str] = {}
        self._refusals: dict[str, str | None] = {}
        self._refused: dict[str, IllegalAction | None] = {}  # the rules' last answer

    def __getitem__(self, name: str) -> QAction:
        return self.by_name[name]

    def build(self, undo: QAction, redo: QAction) -> None:
        """(Re)create every QAction in the current language."""
        for action in self.by_name.values():
            if action not in (undo, redo):
                action.setParent(None)
                action.deleteLater()
        self.by_name = {"undo": undo, "redo": redo}
        self._tips, self._refusals = {}, {}
        for command in self.commands.values():
            self.by_name[command.name] = self._make(command)

    def _make(self, command: Command) -> QAction:
        text = term(command.text) if command.context == "" else _tr(command.context, command.text)
        action = QAction(text, self.owner)
        if command.keys:
            action.setShortcuts([QKeySequence(k) for k in command.keys])
        if command.tip:
            tip = _tr(command.context, command.tip)
            self._tips[command.name] = tip
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.setCheckable(command.checkable)
        name = command.name
        if command.submits is not None:
            build = command.submits
            action.triggered.connect(lambda: self.host.submit_command(build(*self._now())))
        elif not command.checkable:
            action.triggered.connect(lambda: self.host.run_command(name))
        return action

    def _now(self) -> tuple[GameState, str | None]:
        return self.state, self.selected

    def refresh(self, state: GameState, selected: str | None) -> None:
        """Enable each command exactly when the rules would accept it now; a command the
        rules refuse says why in its tooltip (shown on the toolbar, disabled or not)."""
        self.state, self.selected = state, selected
        for name, command in self.commands.items():
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
        for name in self.commands:
            qaction = self.by_name[name]
            if not qaction.isEnabled() and keys in qaction.shortcuts():
                say(self.host, partial(self.why_not, name), 6000)
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

    # --- menus and toolbar -----------------------------------------------------------
    def fill(self, menu: QMenu, names: Sequence[str | None]) -> None:
        for name in names:
            if name is None:
                menu.addSeparator()
            elif name == "@status":
                status = menu.addMenu(QCoreApplication.translate("MainWindow", "Gain &Status"))
                for command in STATUS_COMMANDS:
                    status.addAction(self.by_name[command.name])
            else:
                menu.addAction(self.by_name[name])

    def add_menu(self, bar: QMenuBar, title: str, names: Sequence[str | None]) -> QMenu:
        menu = bar.addMenu(title)
        menu.setToolTipsVisible(True)  # a greyed command says why the rules refuse it now
        self.fill(menu, names)
        return menu
