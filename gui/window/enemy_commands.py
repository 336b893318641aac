"""The enemy-turn commands, declared as data (see `gui.window.actions`): play the current
enemy's turn by the rules, or the whole enemy phase (rules §4.4); a companion's engage
(rules §4.3). What they run is
`gui.window.enemy_turns`."""

from __future__ import annotations

from gui.window.command import Command
from gui.words.i18n import QT_TRANSLATE_NOOP
from rules import table
from rules.actions import Action
from rules.state import GameState

CONTEXT = "EnemyTurns"


def _companion_engage(state: GameState, _selected: str | None) -> Action | None:
    return table.companion_engage(state)


ENEMY_COMMANDS: tuple[Command, ...] = (
    Command(
        "enemy_turn",
        QT_TRANSLATE_NOOP("EnemyTurns", "Play Enemy T&urn"),
        ("Return", "Enter"),
        QT_TRANSLATE_NOOP(
            "EnemyTurns",
            "Play this enemy's turn (Enter): move and engage as the rules say (the lit "
            "plan), asking only where the party chooses or rolls; once done, end the turn",
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
            "Play every enemy's turn in order (Shift+Enter), pausing only where the party "
            "chooses or rolls",
        ),
        refused_when=table.enemy_phase_refusal,
        context=CONTEXT,
    ),
    Command(
        "companion_engage",
        QT_TRANSLATE_NOOP("EnemyTurns", "Companion Engage&s…"),
        (),
        QT_TRANSLATE_NOOP(
            "EnemyTurns",
            "The companion whose turn it is engages the units you pick among those lit in its "
            "range and sight (or click one of them)",
        ),
        asks=_companion_engage,
        context=CONTEXT,
    ),
)
