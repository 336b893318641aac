"""A random legal action, drawn as ``rng.choice(legal_actions(state))`` would draw it, for
the soak and the benchmarks' random games.

`legal_actions` applies one candidate of every family to find which are legal: about 160
applies per call, several milliseconds. A soak or a random game only needs one of them, so
this draws a family uniformly among all the candidates' families and applies its candidates
in order until one is accepted (the one `legal_actions` would list for that family); a
family with none is put aside and another drawn. Each legal family is then equally likely,
as with ``rng.choice(legal_actions(state))``, for a couple of applies (most families are
legal). The random stream differs, so a seed gives another game than that call does.
"""

from __future__ import annotations

import random

from rules import exploration
from rules.actions import Action
from rules.engine import ENUMERATORS, apply, family
from rules.errors import IllegalAction
from rules.state import GameState


def families(state: GameState) -> list[list[Action]]:
    """The candidates `legal_actions` considers, by family, in its order (an exploration
    candidate, listed as it is, is a family of its own)."""
    groups: dict[object, list[Action]] = {}
    for enumerate_actions in ENUMERATORS:
        for action in enumerate_actions(state):
            groups.setdefault(family(state, action), []).append(action)
    return [*groups.values(), *([a] for a in exploration.candidates(state))]


def first_legal(state: GameState, group: list[Action]) -> Action | None:
    """The first action of ``group`` the rules accept: the one `legal_actions` lists."""
    for action in group:
        try:
            apply(state, action)
        except IllegalAction:
            continue
        return action
    return None


def random_legal_action(state: GameState, rng: random.Random) -> Action:
    """One of ``legal_actions(state)``, each equally likely; IndexError when there is none."""
    pool = families(state)
    while pool:
        at = rng.randrange(len(pool))
        found = first_legal(state, pool[at])
        if found is not None:
            return found
        pool[at] = pool[-1]  # no legal action in this family: draw among the others
        pool.pop()
    raise IndexError("no legal action")
