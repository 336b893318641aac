"""The map tools' commands, declared as data: the Map menu and the map tools' toolbar.

What each command does is the table tools' business (`gui.tools.map_tools`); the window
wires each to its method. The texts keep the translation context of the map tools' actions
("MapActions"); the goals, Closest Town among them, have the empty one of bare ``tr`` calls,
where their names are.
"""

from __future__ import annotations

from gui.window.command import Command, DropDown, Submenu, ToolbarEntry
from gui.words.i18n import QT_TRANSLATE_NOOP
from gui.words.map_answers import GOAL_NAMES
from rules.closest import BATTLE_GOALS, Goal

CONTEXT = "MapActions"


def goal_command(goal: Goal) -> str:
    """The name of the command asking the closest ``goal`` on the battle map."""
    return f"closest:{goal}"


_GOALS = tuple(goal_command(goal) for goal in BATTLE_GOALS)

MAP_COMMANDS: tuple[Command, ...] = (
    Command(
        "closest",
        QT_TRANSLATE_NOOP("MapActions", "&Closest (Other Side)"),
        ("C",),
        QT_TRANSLATE_NOOP(
            "MapActions", "Closest adventurers to the selected enemy, or enemies to a party chip"
        ),
        context=CONTEXT,
    ),
    *(Command(goal_command(g), GOAL_NAMES[g], context="") for g in BATTLE_GOALS),
    Command(
        "closest_town",
        GOAL_NAMES[Goal.TOWN],
        ("T",),
        QT_TRANSLATE_NOOP(
            "", "Closest towns to the party token (or the clicked hex) on the overland map"
        ),
        context="",
    ),
    Command(
        "ruler",
        QT_TRANSLATE_NOOP("MapActions", "Hex &Ruler"),
        ("M",),
        QT_TRANSLATE_NOOP(
            "MapActions", "Drag from hex to hex to count the range (or Ctrl+drag any time)"
        ),
        checkable=True,
        context=CONTEXT,
    ),
    Command(
        "sight",
        QT_TRANSLATE_NOOP("MapActions", "&Sight and Range"),
        ("V",),
        QT_TRANSLATE_NOOP(
            "MapActions", "Hexes and units the selected unit sees, and those within range"
        ),
        context=CONTEXT,
    ),
    Command(
        "range",
        QT_TRANSLATE_NOOP("MapActions", "Set R&ange…"),
        ("Shift+V",),
        QT_TRANSLATE_NOOP("MapActions", "Choose the range Sight and Range rings"),
        context=CONTEXT,
    ),
    Command(
        "keep",
        QT_TRANSLATE_NOOP("MapActions", "&Keep as Annotations"),
        ("K",),
        QT_TRANSLATE_NOOP(
            "MapActions", "Turn the overlay into annotations, for an exported picture"
        ),
        context=CONTEXT,
    ),
    Command(
        "clear_overlay",
        QT_TRANSLATE_NOOP("MapActions", "Clear &Overlay"),
        (),
        QT_TRANSLATE_NOOP(
            "MapActions", "Take the map tools' answers off the table (Esc on the table)"
        ),
        context=CONTEXT,
    ),
)

MAP_MENU = Submenu(
    QT_TRANSLATE_NOOP("MapActions", "&Map"),
    (
        *("closest", Submenu(QT_TRANSLATE_NOOP("MapActions", "Closest &To…"), _GOALS, CONTEXT)),
        *("closest_town", None, "ruler", "sight", "range", None, "keep", "clear_overlay"),
    ),
    CONTEXT,
)
MAP_TOOLBAR_TITLE = QT_TRANSLATE_NOOP("MapActions", "Map tools")
MAP_TOOLBAR_ENTRIES: tuple[ToolbarEntry, ...] = (
    DropDown("closest", _GOALS),
    "ruler",
    "sight",
    "keep",
)
