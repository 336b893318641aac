"""A game in a few words, to recognise it by: its scenario or campaign name, the battle's
round and the last action played ("The Ashen Cellar, round 3, last: Hrolfa engages")."""

from __future__ import annotations

from collections.abc import Sequence

from gui.words.actions import describe_action
from gui.words.i18n import tr
from rules.actions import Action
from rules.state import GameState


def game_summary(state: GameState, actions: Sequence[Action] = ()) -> str:
    """``state``'s game in a few words, with the last of ``actions`` (named against the
    state it led to: the names of the table do not change with play)."""
    parts = [state.scenario or tr("an unnamed game")]
    if state.battle is not None:
        parts.append(tr("round {n}").format(n=state.battle.counter))
    else:
        parts.append(tr("day {n}").format(n=state.day))
    if actions:
        parts.append(tr("last action: {what}").format(what=describe_action(actions[-1], state)))
    return ", ".join(parts)
