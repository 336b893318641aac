"""The window's commands, declared once as data: text, shortcut, tooltip, what it does, and
when it is enabled.

A command either submits a rules action (built from the state and the selected adventurer)
and is enabled exactly when the rules accept that action now, or runs a window method and
is enabled when the rules action it leads to, or a named rules question (``rules.table``),
finds no refusal, or is always available (files, views). A greyed command's refusal is its
tooltip.
The menus and the toolbars are lists of command names (`Entry`); `ActionSet` makes the
QActions, keeps their enabled state in line with the rules and puts them in the menus. The
map tools' commands are declared in `gui.window.map_commands`, the pictures' and
annotations' in `gui.window.picture_commands`, the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from PySide6.QtGui import QKeySequence

from gui.window.arrivals import OWN_DRAWS_SETTING
from gui.window.code_commands import CODE_COMMANDS, EDIT_ENTRIES
from gui.window.command import Build, Command, DropDown, Entry, Submenu, ToolbarEntry
from gui.window.enemy_commands import ENEMY_COMMANDS
from gui.window.map_commands import MAP_COMMANDS, MAP_MENU
from gui.window.picture_commands import ANNOTATE_MENU, EXPORT_MENU, PICTURE_COMMANDS
from gui.window.question_commands import QUESTION_COMMANDS
from gui.words.i18n import QT_TRANSLATE_NOOP
from rules import actions as act
from rules import table
from rules.actions import Action
from rules.dice import StatusSide
from rules.state import GameState


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
    # The undo stack makes these two (`ActionSet`) and keeps their text and state in step
    # with the history ("Undo Engage", greyed at its start).
    Command("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), (QKeySequence.StandardKey.Undo,)),
    Command("redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), ("Ctrl+Shift+Z", "Ctrl+Y")),
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
    Command(
        "getting_started",
        QT_TRANSLATE_NOOP("MainWindow", "Getting &Started"),
        (),
        QT_TRANSLATE_NOOP("MainWindow", "The six gestures that run the table"),
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
        QT_TRANSLATE_NOOP("BattleControls", "Use the &Guild Assist…"),
        (),
        QT_TRANSLATE_NOOP(
            "BattleControls", "Once per campaign: heal fully, clear fatigue and status dice"
        ),
        asks=_always(act.UseGuildAssist()),
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
# The player's own campaign (File and Battle menus) keeps the context of the bare ``tr``
# calls its entries were first written with.
_CAMPAIGN_COMMANDS = _in_context(
    "",
    Command("new_game", QT_TRANSLATE_NOOP("", "New &Game…"), ("Ctrl+Shift+N",)),
    Command("save_party", QT_TRANSLATE_NOOP("", "Save &Party…")),
    Command("skill_library", QT_TRANSLATE_NOOP("", "&Skill Lines…")),
    Command("tile_editor", QT_TRANSLATE_NOOP("", "&Tile Editor…")),
    Command("card_editor", QT_TRANSLATE_NOOP("", "&Exploration Cards…")),
    Command("bag_editor", QT_TRANSLATE_NOOP("", "Enemy &Bags…")),
    Command(
        "own_draws",
        QT_TRANSLATE_NOOP("", "I &Draw From My Own Bags"),
        (),
        QT_TRANSLATE_NOOP(
            "",
            "When a tile is placed, name the enemy chips you drew instead of the table drawing "
            "them from your roster",
        ),
        checkable=True,
        setting=OWN_DRAWS_SETTING,
    ),
    Command(
        "new_battle",
        QT_TRANSLATE_NOOP("", "Ne&w Battle…"),
        (),
        QT_TRANSLATE_NOOP("", "Set up the next battle for the same mats"),
        refused_when=table.new_battle_refusal,
    ),
    Command(
        "add_tile",
        QT_TRANSLATE_NOOP("", "&Add a Tile…"),
        (),
        QT_TRANSLATE_NOOP("", "Lay any tile of the library on the battle map, as a manual change"),
        refused_when=table.add_tile_refusal,
    ),
)


def _gain_status(adventurer: str, side: StatusSide) -> Action:
    return act.GainStatus(adventurer, side)


# The status commands of the Game menu, one per side of the status die.
STATUS_COMMANDS: tuple[Command, ...] = tuple(
    Command(
        f"status_{side}",
        str(side),
        submits=_selected(partial(_gain_status, side=side)),
        context="data",
    )
    for side in StatusSide
)
COMMANDS: tuple[Command, ...] = (
    *_WINDOW_COMMANDS,
    *_BATTLE_COMMANDS,
    *ENEMY_COMMANDS,
    *_CAMPAIGN_COMMANDS,
    *STATUS_COMMANDS,
    *MAP_COMMANDS,
    *PICTURE_COMMANDS,
    *CODE_COMMANDS,
    *QUESTION_COMMANDS,
)

MAT_COMMANDS = ("recovery", "engage", "light", "over", "roll")
_STATUS_MENU = Submenu(
    QT_TRANSLATE_NOOP("MainWindow", "Gain &Status"), tuple(c.name for c in STATUS_COMMANDS)
)
GAME_MENU: tuple[Entry, ...] = (
    *(*MAT_COMMANDS, _STATUS_MENU, "type_track", "set_up_mat", None),
    *("lockpick", None, "rest", "cleanup"),
)
BATTLE_MENU: tuple[Entry, ...] = (
    "start_round",
    "begin_turns",
    "end_turn",
    "end_round",
    "retreat",
    None,
    "companion_engage",
    "enemy_turn",
    "enemy_phase",
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
    None,
    "new_battle",
    "add_tile",
)
_LIBRARY_MENU = Submenu(
    QT_TRANSLATE_NOOP("", "My &Library"),
    ("skill_library", "tile_editor", "card_editor", "bag_editor", "own_draws"),
    "",
)
FILE_MENU: tuple[Entry, ...] = (
    *("new", "new_question", "open", "@recent", "save", "save_as", None),
    *("new_game", "save_party", _LIBRARY_MENU, None, EXPORT_MENU, None, "quit"),
)
VIEW_MENU: tuple[Entry, ...] = (
    *("zoom_in", "zoom_out", "zoom_reset", "fit", None),
    *("animate", Submenu(QT_TRANSLATE_NOOP("MainWindow", "&Language"), ("@language",)), None),
    "@docks",
)
MENU_BAR: tuple[Submenu, ...] = (
    Submenu(QT_TRANSLATE_NOOP("MainWindow", "&File"), FILE_MENU),
    Submenu(QT_TRANSLATE_NOOP("MainWindow", "&Edit"), ("undo", "redo", None, *EDIT_ENTRIES)),
    Submenu(QT_TRANSLATE_NOOP("MainWindow", "&View"), VIEW_MENU),
    ANNOTATE_MENU,
    Submenu(QT_TRANSLATE_NOOP("MainWindow", "&Game"), GAME_MENU),
    Submenu(QT_TRANSLATE_NOOP("MainWindow", "&Battle"), BATTLE_MENU),
    MAP_MENU,
    Submenu(QT_TRANSLATE_NOOP("MainWindow", "&Help"), ("getting_started", "glossary", "about")),
)
# The enemy's turn is one button (its drop-down plays the whole phase): one more would not
# leave room for both toolbars on one row of a 1,600 px window.
ENEMY_DROP_DOWN = DropDown("enemy_turn", ("enemy_turn", "enemy_phase"))
TOOLBAR: tuple[ToolbarEntry, ...] = (
    *("undo", "redo", None, "start_round", "begin_turns", "end_turn", ENEMY_DROP_DOWN),
    *("end_round", None, *MAT_COMMANDS, None, "fit"),
)
MENU_OF_A_MAT: tuple[Entry, ...] = (
    *(*MAT_COMMANDS, _STATUS_MENU, "type_track", "set_up_mat", "rest"),
)
