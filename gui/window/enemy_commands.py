"""The enemy-turn commands, declared as data (see `gui.window.actions`): play the current
enemy's turn by the rules, or the whole enemy phase (rules §4.4). What they run is
`gui.window.enemy_turns`."""

from __future__ import annotations

from gui.window.command import Command
from gui.words.i18n import QT_TRANSLATE_NOOP
from rules import table

CONTEXT = "EnemyTurns"

ENEMY_COMMANDS: tuple[Command, ...] = (
    Command(
        "enemy_turn",
        QT_TRANSLATE_NOOP("EnemyTurns", "Play Enemy T&urn"),
        ("Return", "Enter"),
        QT_TRANSLATE_NOOP(
            "EnemyTurns",
            "Move and engage as the rules say (the lit plan), asking only where the party "
            "chooses or rolls; once done, end the turn",
        ),
        refused_when=table.enemy_turn_refusal,
        context=CONTEXT,
    ),
    Command(
        "enemy_phase",
        QT_TRANSLATE_NOOP("EnemyTurns", "Play the W&hole Enemy Phase"),
        ("Shift+Return", "Shift+Enter"),
        QT_TRANSLATE_NOOP(
            "EnemyTurns",
            "Play every enemy's turn in order, pausing only where the party chooses or rolls",
        ),
        refused_when=table.enemy_phase_refusal,
        context=CONTEXT,
    ),
)
