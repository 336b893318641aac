"""The window's commands, declared once as data: text, shortcut, tooltip, what it does, and
when it is enabled.

A command either submits a rules action (built from the state and the selected adventurer)
and is enabled exactly when the rules accept that action now, or runs a window method and
is enabled by a named rules query (``rules.table``), or is always available (files, views).
The menus, the toolbar and the Battle menu are lists of command names; `ActionSet` makes
the QActions and keeps their enabled state in line with the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from gui.i18n import QT_TRANSLATE_NOOP
from gui.refusals import term, translate_refusal
from rules import actions as act
from rules import table
from rules.actions import Action
from rules.dice import StatusSide
from rules.errors import IllegalAction
from rules.state import GameState

# Builds the rules action of a command from the state and the selected adventurer (None
# when the command needs an adventurer and none is selected).
Build = Callable[[GameState, str | None], Action | None]
Query = Callable[[GameState], bool]
Keys = str | QKeySequence.StandardKey


class Host(Protocol):
    """What the commands run on: the main window (which creates the ActionSet)."""

    def run_command(self, name: str) -> None: ...
    def submit_command(self, action: Action | None) -> None: ...


@dataclass(frozen=True)
class Command:
    """One command of the window. ``context`` is its translation context."""

    name: str
    text: str
    keys: tuple[Keys, ...] = ()
    tip: str = ""
    submits: Build | None = None
    enabled_when: Query | None = None
    # For a command that runs a window method (a dialog, a roll): a rules action it leads
    # to; the command is enabled exactly when the rules accept that action now.
    asks: Build | None = None
    checkable: bool = False
    context: str = "MainWindow"


def _selected(make: Callable[[str], Action]) -> Build:
    return lambda _state, selected: make(selected) if selected is not None else None


def _always(action: Action) -> Build:
    return lambda _state, _selected: action


def _has_battle(state: GameState) -> bool:
    return state.battle is not None


def _token_may_move(state: GameState) -> bool:
    return bool(table.party_token_destinations(state))


def _placing(state: GameState) -> bool:
    return bool(table.legal_placements(state))


def roll_rows(state: GameState, selected: str | None) -> Action | None:
    """Rolling the selected adventurer's attribute-row dice (whichever faces come up)."""
    if selected is None or not state.has_adventurer(selected):
        return None
    dice = tuple(d for row in state.adventurer(selected).rows for d in row.dice)
    return act.RollDice(dice, (0,) * len(dice)) if dice else None


def _lockpicking(state: GameState) -> bool:
    """A check to go on with, or one that may start."""
    return state.lockpick is not None or bool(table.lock_pickers(state))


def _in_context(context: str, *commands: Command) -> tuple[Command, ...]:
    return tuple(replace(c, context=context) for c in commands)


_WINDOW_COMMANDS: tuple[Command, ...] = (
    Command(
        "new",
        QT_TRANSLATE_NOOP("MainWindow", "&New from scenario…"),
        (QKeySequence.StandardKey.New,),
    ),
    Command("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), (QKeySequence.StandardKey.Open,)),
    Command("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), (QKeySequence.StandardKey.Save,)),
    Command("save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &As…"), ("Ctrl+Shift+S",)),
    Command("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), (QKeySequence.StandardKey.Quit,)),
    Command("zoom_in", QT_TRANSLATE_NOOP("MainWindow", "Zoom &In"), ("Ctrl++", "Ctrl+=")),
    Command("zoom_out", QT_TRANSLATE_NOOP("MainWindow", "Zoom &Out"), ("Ctrl+-",)),
    Command("zoom_reset", QT_TRANSLATE_NOOP("MainWindow", "&Actual Size"), ("Ctrl+0",)),
    Command(
        "fit",
        QT_TRANSLATE_NOOP("MainWindow", "&Fit to Window"),
        ("Ctrl+F",),
        QT_TRANSLATE_NOOP("MainWindow", "Show the whole table"),
    ),
    Command(
        "recovery",
        QT_TRANSLATE_NOOP("MainWindow", "&Recovery Step"),
        ("R",),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Take Cooldown-stat dice from the left of the selected adventurer's track"
        ),
        submits=_selected(act.RecoveryStep),
    ),
    Command(
        "engage",
        QT_TRANSLATE_NOOP("MainWindow", "&Engage"),
        ("E",),
        QT_TRANSLATE_NOOP(
            "MainWindow", "The selected adventurer engages; extra engages in a turn cost fatigue"
        ),
        submits=_selected(act.Engage),
    ),
    Command(
        "light",
        QT_TRANSLATE_NOOP("MainWindow", "Gain &Light Fatigue"),
        ("L",),
        QT_TRANSLATE_NOOP("MainWindow", "The selected adventurer gains one light fatigue"),
        submits=_selected(lambda a: act.GainFatigue(a, light=1)),
    ),
    Command(
        "over",
        QT_TRANSLATE_NOOP("MainWindow", "Gain &Overfatigue"),
        ("O",),
        QT_TRANSLATE_NOOP("MainWindow", "The selected adventurer gains one overfatigue"),
        submits=_selected(lambda a: act.GainFatigue(a, over=1)),
    ),
    Command(
        "roll",
        QT_TRANSLATE_NOOP("MainWindow", "Roll &Available Dice"),
        ("Ctrl+D",),
        QT_TRANSLATE_NOOP("MainWindow", "Roll the selected adventurer's available skill dice"),
        asks=roll_rows,
    ),
    Command(
        "rest",
        QT_TRANSLATE_NOOP("MainWindow", "Adventurers &Rest…"),
        (),
        QT_TRANSLATE_NOOP("MainWindow", "Heal and remove dice from the track, by difficulty"),
        asks=_selected(act.AdventurersRest),
    ),
    Command(
        "lockpick",
        QT_TRANSLATE_NOOP("MainWindow", "&Lockpicking…"),
        ("Ctrl+K",),
        QT_TRANSLATE_NOOP("MainWindow", "Open the lockpicking dialog: roll or type in your dice"),
        enabled_when=_lockpicking,
    ),
    Command(
        "animate",
        QT_TRANSLATE_NOOP("MainWindow", "&Animate Dice"),
        (),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Slide dice to their new places, one rules step after another"
        ),
        checkable=True,
    ),
    Command(
        "cleanup",
        QT_TRANSLATE_NOOP("MainWindow", "End-of-Battle &Cleanup"),
        (),
        QT_TRANSLATE_NOOP("MainWindow", "Active dice go to the tracks; drained dice come back"),
        submits=_always(act.EndBattleCleanup()),
    ),
    Command(
        "glossary",
        QT_TRANSLATE_NOOP("MainWindow", "&Glossary"),
        (QKeySequence.StandardKey.HelpContents,),
        QT_TRANSLATE_NOOP("MainWindow", "The game terms eraboard uses, with their meaning"),
    ),
    Command("about", QT_TRANSLATE_NOOP("MainWindow", "&About eraboard")),
)

# The battle and day commands keep the context of the battle controls they first lived in.
_BATTLE_COMMANDS = _in_context(
    "BattleControls",
    Command(
        "start_round",
        QT_TRANSLATE_NOOP("BattleControls", "Start &Round"),
        ("Ctrl+R",),
        QT_TRANSLATE_NOOP(
            "BattleControls", "Raise the round counter; a fatigue round after round 5"
        ),
        submits=_always(act.StartRound()),
    ),
    Command(
        "begin_turns",
        QT_TRANSLATE_NOOP("BattleControls", "&Begin Turns"),
        ("Ctrl+B",),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "Start-of-round effects are done: the fatigue check of a fatigue round, then "
            "the first adventurer's turn",
        ),
        submits=_always(act.BeginTurns()),
    ),
    Command(
        "lower_round",
        QT_TRANSLATE_NOOP("BattleControls", "&Lower the Round Counter"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "An effect lowers the round counter by 1 (from the fatigue face: to 5)",
        ),
        submits=_always(act.LowerRoundCounter()),
    ),
    Command(
        "end_turn",
        QT_TRANSLATE_NOOP("BattleControls", "End &Turn"),
        ("Ctrl+Return",),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "End this unit's turn; the next one starts (adventurers run their Recovery step)",
        ),
        submits=_always(act.EndTurn()),
    ),
    Command(
        "end_round",
        QT_TRANSLATE_NOOP("BattleControls", "End Rou&nd"),
        ("Ctrl+Shift+Return",),
        QT_TRANSLATE_NOOP("BattleControls", "Check the objective, then a new round can start"),
        submits=_always(act.EndRound()),
    ),
    Command(
        "retreat",
        QT_TRANSLATE_NOOP("BattleControls", "Re&treat"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls", "At the end of the round, the party retreats: the encounter ends"
        ),
        submits=_always(act.EndRound(retreat=True)),
    ),
    Command(
        "leave",
        QT_TRANSLATE_NOOP("BattleControls", "&Leave the Battle"),
        (),
        QT_TRANSLATE_NOOP("BattleControls", "Clear the battle map once the battle is over"),
        submits=_always(act.LeaveBattle()),
    ),
    Command(
        "prev_placement",
        QT_TRANSLATE_NOOP("BattleControls", "Previous Placement"),
        ("[",),
        QT_TRANSLATE_NOOP("BattleControls", "Show the previous legal placement of the drawn tile"),
        enabled_when=_placing,
    ),
    Command(
        "next_placement",
        QT_TRANSLATE_NOOP("BattleControls", "Next Placement"),
        ("]",),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "Show the next legal placement of the drawn tile (or click the ghost tile)",
        ),
        enabled_when=_placing,
    ),
    Command(
        "place_tile",
        QT_TRANSLATE_NOOP("BattleControls", "&Place Tile"),
        ("Return",),
        QT_TRANSLATE_NOOP("BattleControls", "Place the drawn tile where the ghost shows"),
        enabled_when=_placing,
    ),
    Command(
        "end_of_day",
        QT_TRANSLATE_NOOP("BattleControls", "End of &Day"),
        (),
        QT_TRANSLATE_NOOP("BattleControls", "End of Day Phase: Adventurers Rest by difficulty"),
        submits=_always(act.EndOfDay()),
    ),
    Command(
        "guild_assist",
        QT_TRANSLATE_NOOP("BattleControls", "Use the &Guild Assist"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls", "Once per campaign: heal fully, clear fatigue and status dice"
        ),
        submits=_always(act.UseGuildAssist()),
    ),
    Command(
        "set_round",
        QT_TRANSLATE_NOOP("BattleControls", "Set the Round &Counter…"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls", "Change the round counter (an effect may lower it to 5 or less)"
        ),
        enabled_when=_has_battle,
    ),
    Command(
        "town",
        QT_TRANSLATE_NOOP("BattleControls", "Move the Party &Token…"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "Move the party token on the overland map (after a full party defeat: to a "
            "closest town)",
        ),
        enabled_when=_token_may_move,
    ),
    Command(
        "inn_town",
        QT_TRANSLATE_NOOP("BattleControls", "Visit the &Inn"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "Town action: heal fully, clear fatigue and status dice, recover every die",
        ),
        submits=_always(act.VisitInn()),
    ),
)
COMMANDS = (*_WINDOW_COMMANDS, *_BATTLE_COMMANDS)


def _gain_status(adventurer: str, side: StatusSide) -> Action:
    return act.GainStatus(adventurer, side)


# The status commands of the Game menu, one per side of the status die.
STATUS_COMMANDS: tuple[Command, ...] = tuple(
    Command(
        f"status_{side}",
        str(side),
        submits=_selected(partial(_gain_status, side=side)),
        context="",
    )
    for side in StatusSide
)

MAT_COMMANDS = ("recovery", "engage", "light", "over", "roll")
GAME_MENU = (*MAT_COMMANDS, "@status", None, "lockpick", None, "rest", "cleanup")
BATTLE_MENU = (
    "start_round",
    "begin_turns",
    "end_turn",
    "end_round",
    "retreat",
    None,
    "prev_placement",
    "next_placement",
    "place_tile",
    None,
    "lower_round",
    "set_round",
    "leave",
    None,
    "town",
    "inn_town",
    "end_of_day",
    "guild_assist",
)
TOOLBAR = (
    *("undo", "redo", None, "start_round", "begin_turns", "end_turn", "end_round", None),
    *(*MAT_COMMANDS, None, "fit"),
)
MENU_OF_A_MAT = (*MAT_COMMANDS, "rest")


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
        if command.enabled_when is not None:
            return command.enabled_when(state), None
        return True, None

    @staticmethod
    def is_enabled(command: Command, state: GameState, selected: str | None) -> bool:
        return ActionSet.answer(command, state, selected)[0]

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
