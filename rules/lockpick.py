"""Lockpicking as a state machine (rules §8).

[decision] A code uses one lockpick die per digit (3 for the usual 3-digit code; the first
attempt rolls all of them). A kept die is set aside on its digit and not rolled again.
"""

from __future__ import annotations

from dataclasses import replace

from rules.actions import (
    Action,
    LockpickKeep,
    LockpickRoll,
    LockpickStop,
    LockpickTurn,
    StartLockpick,
)
from rules.cooldown import gain_light
from rules.errors import IllegalAction
from rules.events import (
    LockpickDieKept,
    LockpickDieTurned,
    LockpickFailed,
    LockpickRolled,
    LockpickStarted,
    LockpickSucceeded,
)
from rules.state import GameState, LockpickCheck, LockpickStage
from rules.work import Work

#: Sides of a lockpick die, and of a code's digits (1 to 6).
SIDES = 6
#: The most attempts a check may be given.
MAX_ATTEMPTS = 20


def current(w: Work) -> LockpickCheck:
    if w.lockpick is None:
        raise IllegalAction("no_lockpick")
    return w.lockpick


def start(w: Work, action: StartLockpick) -> None:
    if w.lockpick is not None:
        raise IllegalAction("lockpick_in_progress")
    adv = w.adv(action.adventurer)
    if adv.defeated:
        raise IllegalAction("defeated_cannot_pick", adventurer=adv.id)
    digits = action.digits
    if len(digits) < 3 or len(digits) > 6:
        raise IllegalAction("code_length")
    if any(not 1 <= d <= SIDES for d in digits):
        raise IllegalAction("digit_range")
    if any(not 0 <= k < len(digits) for k in action.keys) or len(set(action.keys)) != len(
        action.keys
    ):
        raise IllegalAction("keys_distinct")
    if not 1 <= action.attempts <= MAX_ATTEMPTS:
        raise IllegalAction("attempts_range")
    n = len(digits)
    keys = tuple(sorted(action.keys))
    w.lockpick = LockpickCheck(adv.id, digits, keys, action.attempts, 0, (None,) * n, (None,) * n)
    w.emit(LockpickStarted(adv.id, digits, tuple(sorted(action.keys)), action.attempts))


def roll(w: Work, action: LockpickRoll) -> None:
    check = current(w)
    if check.used >= check.attempts:
        raise IllegalAction("no_attempts_left")
    free = check.free
    if len(action.results) != len(free):
        raise IllegalAction("roll_count", count=len(free))
    if any(not 1 <= r <= SIDES for r in action.results):
        raise IllegalAction("lockpick_value_range")
    values = list(check.values)
    for i, r in zip(free, action.results, strict=True):
        values[i] = r
    check = replace(check, used=check.used + 1, values=tuple(values), stage=LockpickStage.ROLLED)
    w.lockpick = check
    w.emit(LockpickRolled(check.used, free, action.results))


def _rolled_free_die(check: LockpickCheck, index: int) -> int:
    if check.stage is not LockpickStage.ROLLED:
        raise IllegalAction("roll_first")
    if not 0 <= index < len(check.values):
        raise IllegalAction("no_lockpick_die")
    if check.kept[index] is not None:
        raise IllegalAction("die_kept")
    value = check.values[index]
    if value is None:
        raise IllegalAction("die_not_rolled")
    return value


def keep(w: Work, action: LockpickKeep) -> None:
    check = current(w)
    value = _rolled_free_die(check, action.die_index)
    digit = action.digit_index
    if not 0 <= digit < len(check.digits):
        raise IllegalAction("no_such_digit")
    if digit in check.matched:
        raise IllegalAction("digit_matched")
    if check.digits[digit] != value:
        raise IllegalAction("digit_mismatch", value=value, digit=check.digits[digit])
    if digit not in check.keys and check.keys_left:
        raise IllegalAction("keys_first")
    kept = list(check.kept)
    kept[action.die_index] = digit
    check = replace(check, kept=tuple(kept))
    w.emit(LockpickDieKept(action.die_index, digit, value))
    if len(check.matched) == len(check.digits):
        w.lockpick = None
        w.emit(LockpickSucceeded(check.adventurer))
    else:
        w.lockpick = check


def turn(w: Work, action: LockpickTurn) -> None:
    check = current(w)
    value = _rolled_free_die(check, action.die_index)
    if action.delta not in (-1, 1):
        raise IllegalAction("turn_one_pip")
    new = value + action.delta
    if not 1 <= new <= SIDES:
        raise IllegalAction("no_wrap")
    adv = w.adv(check.adventurer)
    if adv.defeated:
        raise IllegalAction("defeated_cannot_gain_fatigue", adventurer=adv.id)
    values = list(check.values)
    values[action.die_index] = new
    w.lockpick = replace(check, values=tuple(values))
    w.emit(LockpickDieTurned(action.die_index, value, new))
    gain_light(w, adv, 1, "rules §8 turning a lockpick die")


def stop(w: Work, action: LockpickStop) -> None:
    check = current(w)
    reason = "out_of_attempts" if check.used >= check.attempts else "gave_up"
    w.lockpick = None
    w.emit(LockpickFailed(check.adventurer, reason))


def candidates(state: GameState) -> list[Action]:
    """Lockpick actions for `legal_actions`: a start for each adventurer (the code is the
    table's), one roll (its results are the table's), every keep and turn, and stopping."""
    check = state.lockpick
    if check is None:
        return [StartLockpick(adv.id, (1, 1, 1)) for adv in state.adventurers]
    out: list[Action] = [LockpickStop(), LockpickRoll((1,) * len(check.free))]
    if check.stage is LockpickStage.ROLLED:
        for i in range(len(check.values)):
            out.extend(LockpickKeep(i, digit) for digit in range(len(check.digits)))
            out.extend(LockpickTurn(i, d) for d in (-1, 1))
    return out
