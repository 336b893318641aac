"""The start of an adventurer's turn (rules §4.9), from custom start states: the turn waits
at its start; a die may leave an active slot into the track before the Recovery step takes
dice from its left; the Recovery step runs when asked for, or before the adventurer's first
other action of the turn, once."""

from __future__ import annotations

import pytest

from board.hexes import Hex
from rules.actions import (
    Action,
    BeginTurns,
    ClearActiveSlot,
    DealDamage,
    EndTurn,
    Engage,
    ExhaustDice,
    GainFatigue,
    MoveUnit,
    RecoveryStep,
    StartRound,
)
from rules.engine import legal_actions
from tests.rules.helpers import adventurer_data, enemy, make_battle, names, step, tokens


def at_the_start():  # type: ignore[no-untyped-def]
    ada = adventurer_data("ada", track=["s1", "L", "s2"], active=["s6"])
    state = make_battle(
        adventurers=[ada, adventurer_data("bob")], enemies=[enemy("e1", 5, [0, -2])]
    )
    state = step(state, StartRound(), BeginTurns()).state
    assert state.battle is not None and state.battle.recovery_due == "ada"
    return state


@pytest.mark.parametrize(
    ("action", "recovers", "after"),
    [
        (RecoveryStep("ada"), True, ["s2"]),
        (MoveUnit("ada", Hex(0, -1)), True, ["s2"]),
        (Engage("ada"), True, ["s2"]),
        (ExhaustDice("ada", ("s3",)), True, ["s2", "s3"]),
        (EndTurn(), True, ["s2"]),
        # a die out of an active slot first: into the track before the Recovery step
        (ClearActiveSlot("ada", 0), False, ["s1", "L", "s2", "s6"]),
        # effects on the adventurer are not her actions
        (GainFatigue("ada", light=1), False, ["s1", "L", "s2", "L"]),
        (DealDamage("ada", 1, source="e1"), False, ["s1", "L", "s2"]),
    ],
)
def test_the_recovery_step_runs_when_asked_or_before_the_first_other_action(
    action: Action, recovers: bool, after: list[str]
) -> None:
    state = at_the_start()
    assert RecoveryStep("ada") in legal_actions(state)
    result = step(state, action)
    assert ("RecoveryStepTaken" in names(result.events)) is recovers
    assert tokens(result.state) == after
    battle = result.state.battle
    assert battle is not None
    assert (battle.recovery_due == "ada") is (not recovers)  # after EndTurn: Bob's start


def test_a_die_taken_out_of_a_slot_at_the_start_goes_in_before_the_recovery() -> None:
    state = step(at_the_start(), ClearActiveSlot("ada", 0), RecoveryStep("ada")).state
    assert tokens(state) == ["s2", "s6"]  # s1 and L left from the left end
    assert RecoveryStep("ada") not in legal_actions(state)  # once a turn
