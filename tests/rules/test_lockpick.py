"""Lockpicking as a state machine (rules §8)."""

from __future__ import annotations

import pytest

from rules import IllegalAction, apply
from rules.actions import (
    Action,
    LockpickKeep,
    LockpickRoll,
    LockpickStop,
    LockpickTurn,
    StartLockpick,
)
from rules.events import LockpickFailed, LockpickSucceeded
from tests.rules.helpers import make_state, names, step, tokens


def started(digits: tuple[int, ...] = (2, 5, 3), keys: tuple[int, ...] = (), attempts: int = 2):  # type: ignore[no-untyped-def]
    return step(make_state(), StartLockpick("ada", digits, keys, attempts)).state


def test_success_without_key_digits() -> None:
    state = started()
    result = step(
        state,
        LockpickRoll((3, 2, 6)),
        LockpickKeep(0, 2),
        LockpickKeep(1, 0),
        LockpickRoll((5,)),  # the kept dice are not rolled again
        LockpickKeep(2, 1),
    )
    assert result.state.lockpick is None
    assert isinstance(result.events[-1], LockpickSucceeded)


def test_key_digits_first() -> None:
    state = started(digits=(4, 1, 6), keys=(2,))
    rolled = step(state, LockpickRoll((4, 6, 1))).state
    with pytest.raises(IllegalAction, match="Key digits"):
        apply(rolled, LockpickKeep(0, 0))
    after_key = step(rolled, LockpickKeep(1, 2), LockpickKeep(0, 0), LockpickKeep(2, 1))
    assert isinstance(after_key.events[-1], LockpickSucceeded)


def test_turning_costs_light_fatigue_and_never_wraps() -> None:
    state = step(started(), LockpickRoll((6, 1, 4))).state
    for action in (LockpickTurn(0, 1), LockpickTurn(1, -1), LockpickTurn(2, 2)):
        with pytest.raises(IllegalAction):
            apply(state, action)
    result = step(state, LockpickTurn(2, -1))  # 4 -> 3, matches digit 2
    assert result.state.lockpick is not None
    assert result.state.lockpick.values == (6, 1, 3)
    assert tokens(result.state) == ["L"]
    assert "FatigueGained" in names(result.events)


def test_turning_with_no_light_left_gains_overfatigue() -> None:
    state = step(
        make_state(light=0), StartLockpick("ada", (1, 2, 3), (), 1), LockpickRoll((2, 2, 2))
    ).state
    result = step(state, LockpickTurn(0, -1))
    assert tokens(result.state) == ["O"]


def test_failure_when_attempts_run_out() -> None:
    state = step(started(attempts=1), LockpickRoll((3, 1, 1)), LockpickKeep(0, 2)).state
    with pytest.raises(IllegalAction, match="No attempts"):
        apply(state, LockpickRoll((1, 1)))
    result = step(state, LockpickStop())
    assert result.state.lockpick is None
    assert result.events[-1] == LockpickFailed("ada", "out_of_attempts")


def test_giving_up_loses_kept_results() -> None:
    state = step(started(), LockpickRoll((2, 1, 1)), LockpickKeep(0, 0)).state
    result = step(state, LockpickStop())
    assert result.events[-1] == LockpickFailed("ada", "gave_up")
    assert result.state.lockpick is None


@pytest.mark.parametrize(
    "action",
    [
        LockpickRoll((1, 2)),  # first attempt rolls all of them
        LockpickRoll((0, 2, 3)),
        LockpickKeep(0, 0),  # not rolled yet
        LockpickTurn(0, 1),
        StartLockpick("ada", (1, 2, 3)),  # already in progress
    ],
)
def test_illegal_lockpick_actions(action: Action) -> None:
    with pytest.raises(IllegalAction):
        apply(started(), action)


@pytest.mark.parametrize(
    "action",
    [
        StartLockpick("ada", (1, 2)),
        StartLockpick("ada", (1, 2, 7)),
        StartLockpick("ada", (1, 2, 3), (3,)),
        StartLockpick("ada", (1, 2, 3), (), 0),
        LockpickRoll((1, 2, 3)),
        LockpickStop(),
    ],
)
def test_bad_starts_and_no_check(action: Action) -> None:
    with pytest.raises(IllegalAction):
        apply(make_state(), action)


def test_keep_must_match() -> None:
    state = step(started(), LockpickRoll((2, 2, 2))).state
    with pytest.raises(IllegalAction, match="shows 2"):
        apply(state, LockpickKeep(0, 1))
    state = step(state, LockpickKeep(0, 0)).state
    with pytest.raises(IllegalAction, match="already matched"):
        apply(state, LockpickKeep(1, 0))
    with pytest.raises(IllegalAction, match="already kept"):
        apply(state, LockpickKeep(0, 0))
