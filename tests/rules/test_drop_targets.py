"""`drop_targets` answers directly what trying every candidate drop answers.

The oracle is the plain way: every place a drop could mean something on (every chip of the
battle included) tried through `action_for_drop`, kept when the rules accept it. The states
are random games from the demo and delve tables, each also with every die that has a
Status-code face turned to it (so skill dice on the mats may go on chips).
"""

from __future__ import annotations

import random
from dataclasses import replace
from types import MappingProxyType

import pytest

from rules.engine import apply, legal_actions
from rules.errors import IllegalAction
from rules.gestures import _candidates, action_for_drop, drop_targets
from rules.places import Place, Zone
from rules.setup import delve_state, demo_state
from rules.state import GameState


def by_trying_every_drop(state: GameState, die_id: str) -> frozenset[Place]:
    out = set()
    for place in _candidates(state, die_id):
        try:
            action_for_drop(state, die_id, place)
        except IllegalAction:
            continue
        out.add(place)
    return frozenset(out)


def status_faces_up(state: GameState) -> GameState:
    """Every die that has a Status-code face shows it."""
    dice = dict(state.dice)
    for die_id, die in state.dice.items():
        faces = [i for i, face in enumerate(die.faces) if face.status is not None]
        if faces:
            dice[die_id] = replace(die, face=faces[0])
    return replace(state, dice=MappingProxyType(dice))


def states(start: GameState, seed: int, steps: int = 160, every: int = 16) -> list[GameState]:
    rng = random.Random(seed)
    state = start
    out = []
    for i in range(steps):
        if i % every == 0:
            out += [state, status_faces_up(state)]
        state = apply(state, rng.choice(legal_actions(state))).state
    return out


@pytest.mark.parametrize(("make", "seed"), [(demo_state, 3), (delve_state, 4), (delve_state, 9)])
def test_drop_targets_equal_trying_every_drop(make, seed) -> None:  # type: ignore[no-untyped-def]
    on_chips = 0
    rng = random.Random(seed)
    for state in states(make(), seed):
        # Every die a player may drag on its mat, and a few of the fatigue and status dice.
        skill = [d for d, die in state.dice.items() if die.owner is not None]
        others = [d for d in state.dice if d not in skill]
        for die_id in skill + rng.sample(others, min(4, len(others))):
            expected = by_trying_every_drop(state, die_id)
            assert drop_targets(state, die_id) == expected, die_id
            on_chips += any(p.zone is Zone.UNIT for p in expected)
    if make is delve_state:
        assert on_chips, "some states let a die go on a chip"
