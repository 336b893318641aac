"""`apply(state, action) -> Transition` and `legal_actions(state)`.

`HANDLERS` is the one table of which function applies which action; `ENUMERATORS` lists the
topic modules' offers that `legal_actions` filters. Both are written out here, so importing a
module never registers anything.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, fields
from typing import Generic, Protocol, TypeVar

from rules import (
    arrivals,
    battle,
    campaign,
    chips,
    cooldown,
    defeat,
    enemy_actions,
    exploration,
    lockpick,
    mat,
    movement,
    overland,
    overrides,
    rest,
)
from rules.actions import (
    Action,
    AdventurersRest,
    ApplyStatus,
    BeginTurns,
    ClearActiveSlot,
    CompanionEngage,
    DealDamage,
    DefeatUnit,
    DeployArrival,
    DrainDie,
    EndBattleCleanup,
    EndOfDay,
    EndRound,
    EndTurn,
    EnemyEngage,
    EnemyMove,
    Engage,
    ExhaustActive,
    ExhaustDice,
    ExploreHex,
    ForceAddTile,
    ForceAddUnit,
    ForceEditAdventurer,
    ForceMoveDie,
    ForceMoveUnit,
    ForceRemoveTile,
    ForceRemoveUnit,
    ForceReviveUnit,
    ForceSetCounter,
    ForceSetFace,
    ForceSetProtected,
    ForceSetSlots,
    ForceSetStats,
    ForceSetTrack,
    GainFatigue,
    GainStatus,
    Heal,
    InnRest,
    LeaveBattle,
    LockpickKeep,
    LockpickRoll,
    LockpickStop,
    LockpickTurn,
    LowerRoundCounter,
    MovePartyToken,
    MoveUnit,
    PlaceActive,
    PlaceRevived,
    PlaceStatusDie,
    PlaceTile,
    RecoverDie,
    RecoverDrained,
    RecoveryStep,
    RemoveDefeatedChip,
    RemoveDie,
    RemoveStatus,
    RollDice,
    StartEncounter,
    StartLockpick,
    StartRound,
    TakeTurn,
    UseGuildAssist,
    VisitInn,
)
from rules.errors import IllegalAction
from rules.events import Event
from rules.refusals import ID_FIELDS
from rules.state import GameState
from rules.work import Work

__all__ = ["HANDLERS", "IllegalAction", "Transition", "apply", "family", "legal_actions"]

A = TypeVar("A", bound=Action)


@dataclass(frozen=True, slots=True)
class _Entry(Generic[A]):
    """One line of the dispatch table: an action type and the function that applies it,
    which takes that very type (mypy checks that the two agree)."""

    kind: type[A]
    handler: Callable[[Work, A], None]

    def run(self, work: Work, action: Action) -> None:
        """Apply ``action``, an instance of ``kind`` (the table is keyed by its type)."""
        if not isinstance(action, self.kind):
            raise TypeError(f"{type(action).__name__} is not a {self.kind.__name__}")
        self.handler(work, action)


class Handler(Protocol):
    """A line of the dispatch table, of any action type, as the table holds it."""

    @property
    def kind(self) -> type[Action]: ...

    def run(self, work: Work, action: Action) -> None: ...


def rule(kind: type[A], handler: Callable[[Work, A], None]) -> Handler:
    """A line of the dispatch table; mypy refuses a handler that takes another action type."""
    return _Entry(kind, handler)


def _table(*rules: Handler) -> dict[type[Action], Handler]:
    table = {line.kind: line for line in rules}
    assert len(table) == len(rules), "an action type with two handlers"
    return table


#: Which function applies which action, one line per action type.
HANDLERS: Mapping[type[Action], Handler] = _table(
    # the mat and the track (rules §1-§4)
    rule(ExhaustDice, mat.exhaust_dice),
    rule(PlaceActive, mat.place_active),
    rule(ClearActiveSlot, mat.clear_active_slot),
    rule(ExhaustActive, mat.exhaust_active),
    rule(DrainDie, mat.drain_die),
    rule(RecoverDie, mat.recover_die),
    rule(RemoveDie, mat.remove_die),
    rule(RecoverDrained, mat.recover_drained),
    rule(RollDice, mat.roll_dice),
    rule(GainFatigue, mat.gain_fatigue),
    rule(GainStatus, mat.gain_status_die),
    rule(RecoveryStep, mat.recovery),
    rule(Engage, mat.engage),
    rule(EndBattleCleanup, mat.end_battle_cleanup),
    # resting (rules §5.7, §9.3)
    rule(AdventurersRest, rest.adventurers_rest),
    rule(InnRest, rest.inn_rest),
    # lockpicking (rules §8)
    rule(StartLockpick, lockpick.start),
    rule(LockpickRoll, lockpick.roll),
    rule(LockpickKeep, lockpick.keep),
    rule(LockpickTurn, lockpick.turn),
    rule(LockpickStop, lockpick.stop),
    # the battle round (rules §4, §6)
    rule(StartRound, battle.start_round),
    rule(BeginTurns, battle.begin_turns),
    rule(LowerRoundCounter, battle.lower_round_counter),
    rule(EndTurn, battle.end_turn),
    rule(TakeTurn, battle.take_turn),
    rule(EndRound, battle.end_round),
    rule(LeaveBattle, battle.leave_battle),
    rule(MoveUnit, movement.move_unit),
    rule(EnemyMove, enemy_actions.enemy_move),
    rule(EnemyEngage, enemy_actions.enemy_engage),
    rule(CompanionEngage, enemy_actions.companion_engage),
    # damage, healing, defeat (rules §5)
    rule(DealDamage, defeat.deal_damage),
    rule(DefeatUnit, defeat.defeat_action),
    rule(Heal, defeat.heal_action),
    rule(RemoveDefeatedChip, defeat.remove_chip),
    rule(PlaceRevived, defeat.place_revived),
    # status dice on chips (rules §1.2)
    rule(ApplyStatus, chips.apply_status),
    rule(RemoveStatus, chips.remove_status),
    rule(PlaceStatusDie, chips.place_status_die),
    # exploration (rules §7)
    rule(ExploreHex, exploration.explore),
    rule(PlaceTile, exploration.place_tile),
    # the overland day (rules §5.6, §9)
    rule(EndOfDay, overland.end_of_day),
    rule(VisitInn, overland.visit_inn),
    rule(MovePartyToken, overland.move_party),
    rule(UseGuildAssist, overland.guild_assist),
    # overrides, logged as manual changes
    rule(ForceMoveDie, overrides.force_move),
    rule(ForceSetFace, overrides.force_face),
    rule(ForceSetTrack, overrides.force_set_track),
    rule(ForceSetSlots, overrides.force_set_slots),
    rule(ForceSetCounter, overrides.force_counter),
    rule(ForceMoveUnit, overrides.force_move_unit),
    rule(ForceReviveUnit, overrides.force_revive_unit),
    rule(ForceSetStats, enemy_actions.force_set_stats),
    rule(ForceSetProtected, enemy_actions.force_set_protected),
    # the player's own campaign: the next battle, level-ups, free setup (rules §2.6, §4, §7)
    rule(DeployArrival, arrivals.deploy_arrival),
    rule(StartEncounter, campaign.start_encounter),
    rule(ForceEditAdventurer, campaign.force_edit_adventurer),
    rule(ForceAddUnit, campaign.force_add_unit),
    rule(ForceRemoveUnit, campaign.force_remove_unit),
    rule(ForceAddTile, campaign.force_add_tile),
    rule(ForceRemoveTile, campaign.force_remove_tile),
)

#: The topic modules' offers, filtered by `apply` in `legal_actions`.
ENUMERATORS: tuple[Callable[[GameState], list[Action]], ...] = (
    mat.candidates,
    rest.candidates,
    lockpick.candidates,
    battle.candidates,
    defeat.candidates,
    chips.candidates,
    overland.candidates,
    arrivals.candidates,
    enemy_actions.candidates,
)

#: Parameters `legal_actions` leaves to the table: amounts, dice results, the code of a lock,
#: the card drawn... `family` drops them when comparing actions.
FREE_PARAMETERS: dict[type[Action], tuple[str, ...]] = {
    DealDamage: ("amount", "source", "true_damage", "leave_on_tile"),
    Heal: ("amount", "deploy_at"),
    DefeatUnit: ("by", "leave_on_tile"),
    GainFatigue: ("light", "over"),
    ApplyStatus: ("force",),
    ClearActiveSlot: ("resolved",),
    ExhaustActive: ("order",),
    RecoverDrained: ("dice",),
    AdventurersRest: ("remove", "discard_item"),
    InnRest: ("adventurers",),
    RollDice: ("dice", "faces"),
    LockpickRoll: ("results",),
    StartLockpick: ("digits", "keys", "attempts"),
    MoveUnit: ("max_steps",),
    EnemyEngage: ("roll",),
    CompanionEngage: ("roll", "targets"),
    ExploreHex: ("card",),
    PlaceTile: ("index", "tile"),
    DeployArrival: ("enemies", "picks"),
    LowerRoundCounter: ("by",),
    PlaceRevived: ("to",),
    UseGuildAssist: ("round", "places"),
}

OVERRIDES: tuple[type[Action], ...] = (
    ForceMoveDie,
    ForceSetFace,
    ForceSetTrack,
    ForceSetSlots,
    ForceSetCounter,
    ForceMoveUnit,
    ForceReviveUnit,
    *campaign.OVERRIDES,
)


@dataclass(frozen=True, slots=True)
class Transition:
    """The state after an action and the events it produced, in order."""

    state: GameState
    events: tuple[Event, ...]


def apply(state: GameState, action: Action) -> Transition:
    """Apply one action. Raises IllegalAction (and changes nothing) when the rules refuse it."""
    work = _played(state, action)
    return Transition(work.freeze(), tuple(work.events))


def refusal(state: GameState, action: Action) -> IllegalAction | None:
    """Why `apply` would refuse ``action``, or None when it would accept it: the action is
    played on a scratch copy that is then dropped, without building the state it makes
    (what the table asks of every command, at every change of the game)."""
    try:
        _played(state, action)
    except IllegalAction as refused:
        return refused
    return None


def _played(state: GameState, action: Action) -> Work:
    """``action`` played on a scratch copy of ``state`` (IllegalAction if refused)."""
    found = HANDLERS.get(type(action))
    if found is None:
        raise IllegalAction("unknown_action", action=type(action).__name__)
    work = Work(state)
    try:
        if _opens_the_turn(state, action):
            cooldown.settle_recovery(work)
        found.run(work, action)
        battle.pass_fallen_turn(work)
    except IllegalAction as refused:
        _name_ids(state, refused)
        raise
    return work


def _opens_the_turn(state: GameState, action: Action) -> bool:
    """Whether ``action`` is the due adventurer's first action of the turn other than the
    Recovery step or taking a die out of an active slot: the Recovery step runs first
    (rules §4.9)."""
    due = state.battle.recovery_due if state.battle is not None else None
    if due is None or isinstance(action, (RecoveryStep, ClearActiveSlot)):
        return False
    if isinstance(action, (EndTurn, ExploreHex)):
        return True
    who = getattr(action, "adventurer", getattr(action, "unit", None))
    turn_actions = (MoveUnit, Engage, ExhaustDice, PlaceActive, DrainDie, RollDice)
    if isinstance(action, RollDice):
        return any(state.dice[d].owner == due for d in action.dice if d in state.dice)
    return isinstance(action, turn_actions) and who == due


def _name_ids(state: GameState, refusal: IllegalAction) -> None:
    """Let the refusal's English sentence show names, not ids (rules/refusals.py)."""
    wanted = {str(refusal.arguments[key]) for key in ID_FIELDS & refusal.arguments.keys()}
    if not wanted:  # most refusals name no one: no need to look through 500 chips
        return
    for some_id in wanted:
        name = state.name_of(some_id)
        if name is not None:
            refusal.names[some_id] = name


def is_override(action: Action) -> bool:
    """A Force… action, or a turn action taken out of turn (``override=True``)."""
    return isinstance(action, OVERRIDES) or bool(getattr(action, "override", False))


def family(state: GameState, action: Action) -> Hashable:
    """The action without the parameters the table chooses freely (`FREE_PARAMETERS`; the
    party token's destination outside a town choice; the dice after the first of an
    `ExhaustDice`): `legal_actions` lists one action of each family `apply` accepts."""
    free = FREE_PARAMETERS.get(type(action), ())
    if isinstance(action, MovePartyToken) and not state.town_choice:
        free = ("to",)
    if isinstance(action, ExhaustDice):
        return (ExhaustDice, action.adventurer, action.dice[:1], action.tenacity_face)
    kept = tuple(getattr(action, f.name) for f in fields(action) if f.name not in free)
    return (type(action), *kept)


def legal_actions(state: GameState) -> list[Action]:
    """The actions `apply` accepts now, one per `family` (rules §4.6: turn actions only on
    their unit's turn). Overrides (the Force… family, ``override=True``) are not listed.

    Every action listed is accepted, and every accepted action that is not an override has
    its family listed (tests/rules/test_legal.py checks both).
    """
    legal: list[Action] = []
    seen: set[Hashable] = set()
    for enumerate_actions in ENUMERATORS:
        for action in enumerate_actions(state):
            key = family(state, action)
            if key in seen:
                continue
            if refusal(state, action) is not None:
                continue
            seen.add(key)
            legal.append(action)
    # Placements are slow to compute: these are listed only when `explore` accepts them.
    legal.extend(exploration.candidates(state))
    return legal
