"""`apply(state, action) -> Transition` and `legal_actions(state)`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# Importing the rule modules registers their handlers.
from rules import battle as _battle
from rules import exploration as _exploration
from rules import lockpick as _lockpick
from rules import mat as _mat
from rules import overland as _overland
from rules import overrides as _overrides
from rules import rest as _rest
from rules.actions import (
    Action,
    AdventurersRest,
    ClearActiveSlot,
    DrainDie,
    EndBattleCleanup,
    Engage,
    ExhaustDice,
    GainFatigue,
    GainStatus,
    InnRest,
    LockpickKeep,
    LockpickStop,
    LockpickTurn,
    PlaceActive,
    RecoverDie,
    RecoverDrained,
    RecoveryStep,
)
from rules.dice import StatusSide
from rules.errors import IllegalAction
from rules.events import Event
from rules.refusals import ID_FIELDS
from rules.registry import HANDLERS
from rules.state import GameState, LockpickStage
from rules.work import Work

__all__ = ["IllegalAction", "Transition", "apply", "legal_actions"]
_REGISTERED = (_battle, _exploration, _lockpick, _mat, _overland, _overrides, _rest)


@dataclass(frozen=True, slots=True)
class Transition:
    """The state after an action and the events it produced, in order."""

    state: GameState
    events: tuple[Event, ...]


def apply(state: GameState, action: Action) -> Transition:
    """Apply one action. Raises IllegalAction (and changes nothing) when the rules refuse it."""
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction("unknown_action", action=type(action).__name__)
    work = Work(state)
    try:
        handler(work, action)
    except IllegalAction as refusal:
        _name_ids(state, refusal)
        raise
    return Transition(work.freeze(), tuple(work.events))


def _name_ids(state: GameState, refusal: IllegalAction) -> None:
    """Let the refusal's English sentence show names, not ids (rules/refusals.py)."""
    for key in ID_FIELDS & refusal.arguments.keys():
        wanted = str(refusal.arguments[key])
        for adv in state.adventurers:
            if adv.id == wanted:
                refusal.names[wanted] = adv.name
        for unit in state.battle.units if state.battle is not None else ():
            if unit.id == wanted:
                refusal.names[wanted] = unit.name


#: Other modules add enumerators of their own actions here.
LEGAL_ENUMERATORS: list[Callable[[GameState], list[Action]]] = []


def _mat_actions(state: GameState) -> list[Action]:
    out: list[Action] = []
    for adv in state.adventurers:
        a = adv.id
        if adv.drained:
            out.append(RecoverDrained(a))
        for die in adv.track:
            out.append(RecoverDie(a, die))
        for slot, held in enumerate(adv.active):
            if held is not None:
                out.append(ClearActiveSlot(a, slot, True))
                out.append(ClearActiveSlot(a, slot, False))
        if adv.defeated:
            continue
        free = [s for s, d in enumerate(adv.active) if d is None]
        for die in adv.row_dice:
            out.append(ExhaustDice(a, (die,)))
            if state.dice[die].tenacity_face is not None:
                out.append(ExhaustDice(a, (die,), tenacity_face=True))
            out.append(DrainDie(a, die))
            if free:
                out.append(PlaceActive(a, die, free[0]))
        for held in adv.active:
            if held is not None:
                out.append(DrainDie(a, held))
        for die in adv.track:
            if state.dice[die].is_skill:
                out.append(DrainDie(a, die))
        out.append(RecoveryStep(a))
        out.append(Engage(a))
        out.append(GainFatigue(a, light=1))
        out.append(GainFatigue(a, over=1))
        out.extend(GainStatus(a, side) for side in StatusSide)
        out.append(AdventurersRest(a))
        if adv.track:
            out.append(AdventurersRest(a, (adv.track[0],), discard_item=True))
    out.append(EndBattleCleanup())
    out.append(InnRest())
    return out


def _lockpick_actions(state: GameState) -> list[Action]:
    check = state.lockpick
    if check is None:
        return []
    out: list[Action] = [LockpickStop()]
    if check.stage is LockpickStage.ROLLED:
        for i, value in enumerate(check.values):
            if value is None or check.kept[i] is not None:
                continue
            for digit, wanted in enumerate(check.digits):
                if wanted == value:
                    out.append(LockpickKeep(i, digit))
            out.extend(LockpickTurn(i, d) for d in (-1, 1))
    return out


def legal_actions(state: GameState) -> list[Action]:
    """A reasonable enumeration of the actions `apply` accepts now.

    Actions that carry dice results (`RollDice`, `LockpickRoll`) or free choices
    (`StartLockpick`, damage amounts, the Force… family) are not enumerated: the table
    builds them. `ExploreHex` is listed once per explorable door and card left in the deck
    (the table draws the card). Unit moves are listed to adjacent hexes only.
    """
    candidates = (
        _mat_actions(state)
        + _lockpick_actions(state)
        + _battle.battle_candidates(state)
        + _overland.overland_candidates(state)
    )
    for extra in LEGAL_ENUMERATORS:
        candidates.extend(extra(state))
    legal: list[Action] = []
    for action in candidates:
        try:
            apply(state, action)
        except IllegalAction:
            continue
        legal.append(action)
    legal.extend(_battle.sure_explorations(state))
    return legal
