"""The window's commands, declared once as data: text, shortcut, tooltip, what it does, and
when it is enabled.

A command either submits a rules action (built from the state and the selected adventurer)
and is enabled exactly when the rules accept that action now, or runs a window method and
is enabled when the rules action it leads to, or a named rules question (``rules.table``),
finds no refusal, or is always available (files, views). A greyed command's refusal is its
tooltip.
The menus, the toolbar and the Battle menu are lists of command names; `ActionSet` makes
the QActions and keeps their enabled state in line with the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Protocol

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QStatusBar

from gui.words.i18n import QT_TRANSLATE_NOOP
from rules import actions as act
from rules import table
from rules.actions import Action
from rules.dice import StatusSide
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

    def run_command(self, name: str) -> None: ...
    def submit_command(self, action: Action | None) -> None: ...
    def statusBar(self) -> QStatusBar: ...


@dataclass(frozen=True)
class Command:
    """One command of the window. ``context`` is its translation context."""

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


def _selected(make: Callable[[str], Action]) -> Build:
    return lambda _state, selected: make(selected) if selected is not None else None


def _always(action: Action) -> Build:
    return lambda _state, _selected: action


def _battle_counter_as_it_is(counter: str) -> Build:
    """A battle counter set to the value it has: the rules accept it exactly when the
    counter may be set at all."""

    def build(state: GameState, _selected: str | None) -> Action:
        value = int(getattr(state.battle, counter)) if state.battle else 0
        return act.ForceSetCounter("battle", counter, value)

    return build


def roll_rows(state: GameState, selected: str | None) -> Action | None:
    """Rolling the selected adventurer's attribute-row dice (whichever faces come up)."""
    if selected is None or not state.has_adventurer(selected):
        return None
    dice = state.adventurer(selected).row_dice
    return act.RollDice(dice, (0,) * len(dice)) if dice else None


def _in_context(context: str, *commands: Command) -> tuple[Command, ...]:
    return tuple(replace(c, context=context) for c in commands)


_WINDOW_COMMANDS: tuple[Command, ...] = (
    Command(
        "new",
        QT_TRANSLATE_NOOP("MainWindow", "&New from Scenario…"),
        (QKeySequence.StandardKey.New,),
        QT_TRANSLATE_NOOP("MainWindow", "Start a game from one of the scenarios"),
    ),
    Command(
        "open",
        QT_TRANSLATE_NOOP("MainWindow", "&Open…"),
        (QKeySequence.StandardKey.Open,),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Open a saved game, a picture eraboard exported, or a scenario file"
        ),
    ),
    Command(
        "save",
        QT_TRANSLATE_NOOP("MainWindow", "&Save"),
        (QKeySequence.StandardKey.Save,),
        QT_TRANSLATE_NOOP("MainWindow", "Save the game, with its history and annotations"),
    ),
    Command(
        "save_as",
        QT_TRANSLATE_NOOP("MainWindow", "Save &As…"),
        ("Ctrl+Shift+S",),
        QT_TRANSLATE_NOOP("MainWindow", "Save the game in a new file"),
    ),
    Command("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), (QKeySequence.StandardKey.Quit,)),
    Command(
        "zoom_in",
        QT_TRANSLATE_NOOP("MainWindow", "Zoom &In"),
        ("Ctrl++", "Ctrl+="),
        QT_TRANSLATE_NOOP("MainWindow", "Look closer (or turn the mouse wheel)"),
    ),
    Command(
        "zoom_out",
        QT_TRANSLATE_NOOP("MainWindow", "Zoom &Out"),
        ("Ctrl+-",),
        QT_TRANSLATE_NOOP("MainWindow", "See more of the table (or turn the mouse wheel)"),
    ),
    Command(
        "zoom_reset",
        QT_TRANSLATE_NOOP("MainWindow", "&Actual Size"),
        ("Ctrl+0",),
        QT_TRANSLATE_NOOP("MainWindow", "Show the table at 100%"),
    ),
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
        QT_TRANSLATE_NOOP("MainWindow", "Adve&nturers Rest…"),
        (),
        QT_TRANSLATE_NOOP("MainWindow", "Heal and remove dice from the track, by difficulty"),
        asks=_selected(act.AdventurersRest),
    ),
    Command(
        "lockpick",
        QT_TRANSLATE_NOOP("MainWindow", "Loc&kpicking…"),
        ("Ctrl+K",),
        QT_TRANSLATE_NOOP("MainWindow", "Open the lockpicking dialog: roll or type in your dice"),
        refused_when=table.lockpicking_refusal,
    ),
    Command(
        "animate",
        QT_TRANSLATE_NOOP("MainWindow", "Animate &Dice"),
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
        ("Ctrl+Return", "Ctrl+Enter"),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "End this unit's turn; the next one starts (adventurers run their Recovery step)",
        ),
        submits=_always(act.EndTurn()),
    ),
    Command(
        "end_round",
        QT_TRANSLATE_NOOP("BattleControls", "End Rou&nd"),
        ("Ctrl+Shift+Return", "Ctrl+Shift+Enter"),
        QT_TRANSLATE_NOOP("BattleControls", "Check the objective, then a new round can start"),
        submits=_always(act.EndRound()),
    ),
    Command(
        "retreat",
        QT_TRANSLATE_NOOP("BattleControls", "R&etreat"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls", "At the end of the round, the party retreats: the encounter ends"
        ),
        submits=_always(act.EndRound(retreat=True)),
    ),
    Command(
        "leave",
        QT_TRANSLATE_NOOP("BattleControls", "Lea&ve the Battle"),
        (),
        QT_TRANSLATE_NOOP("BattleControls", "Clear the battle map once the battle is over"),
        submits=_always(act.LeaveBattle()),
    ),
    Command(
        "prev_placement",
        QT_TRANSLATE_NOOP("BattleControls", "Previ&ous Placement"),
        ("[",),
        QT_TRANSLATE_NOOP("BattleControls", "Show the previous legal placement of the drawn tile"),
        asks=_always(act.PlaceTile(index=0)),
    ),
    Command(
        "next_placement",
        QT_TRANSLATE_NOOP("BattleControls", "Ne&xt Placement"),
        ("]",),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "Show the next legal placement of the drawn tile (or click the ghost tile)",
        ),
        asks=_always(act.PlaceTile(index=0)),
    ),
    Command(
        "place_tile",
        QT_TRANSLATE_NOOP("BattleControls", "&Place Tile"),
        ("Return", "Enter"),
        QT_TRANSLATE_NOOP("BattleControls", "Place the drawn tile where the ghost shows"),
        asks=_always(act.PlaceTile(index=0)),
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
        asks=_battle_counter_as_it_is("round"),
    ),
    Command(
        "set_skyshards",
        QT_TRANSLATE_NOOP("BattleControls", "Set Skyshards &Found…"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls", "Change how many skyshards the party has found (an effect gave one)"
        ),
        asks=_battle_counter_as_it_is("skyshards_found"),
    ),
    Command(
        "town",
        QT_TRANSLATE_NOOP("BattleControls", "&Move the Party Token…"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls",
            "Move the party token on the overland map (after a full party defeat: to a "
            "closest town)",
        ),
        refused_when=table.party_token_refusal,
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
    "set_skyshards",
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
