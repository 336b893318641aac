"""Gestures for the table: where a dragged die may go, and which action a drop means.

The GUI highlights `drop_targets(state, die)` while a die is dragged, and turns a drop into
`action_for_drop(state, die, place)`. With ``force=True`` a drop is an
override (`ForceMoveDie`) to exactly that place.
"""

from __future__ import annotations

from board.hexes import Hex
from rules import chips as _chips
from rules import movement as _movement
from rules.actions import (
    Action,
    ClearActiveSlot,
    DrainDie,
    EnemyMove,
    ExhaustDice,
    ForceMoveDie,
    ForceMoveUnit,
    GainFatigue,
    MoveUnit,
    PlaceActive,
    PlaceStatusDie,
    RecoverDie,
    RecoverDrained,
    RemoveDie,
    RemoveStatus,
)
from rules.dice import DieKind
from rules.enemy_turn import move_plan
from rules.engine import apply
from rules.errors import IllegalAction
from rules.places import Place, Zone, locate
from rules.state import ACTIVE_SLOTS, TRACK_SIZE, GameState, Phase, UnitKind


def _candidates(state: GameState, die_id: str, chips: bool = True) -> list[Place]:
    """Every place a drop of the die could mean something on (``chips``: with every chip on
    the map): `drop_targets` keeps those the rules accept."""
    die = state.die(die_id)
    places: list[Place] = [Place(Zone.SUPPLY)]
    if chips and die.kind in (DieKind.STATUS, DieKind.SKILL) and state.battle is not None:
        places.extend(Place(Zone.UNIT, u.id) for u in state.battle.units if u.on_map)
    owners = [die.owner] if die.kind is DieKind.SKILL else [a.id for a in state.adventurers]
    for owner in owners:
        if owner is None:
            continue
        adv = state.adventurer(owner)
        places.append(Place(Zone.TRACK, owner))
        places.extend(Place(Zone.TRACK, owner, i) for i in range(TRACK_SIZE))
        if die.kind is DieKind.SKILL:
            places.append(Place(Zone.ROW, owner))
            places.extend(Place(Zone.ROW, owner, i) for i in range(len(adv.rows)))
            places.extend(Place(Zone.ACTIVE, owner, i) for i in range(ACTIVE_SLOTS))
            places.append(Place(Zone.DRAINED, owner))
        elif die.kind is not DieKind.STATUS:  # a fatigue die in an active slot (rules §1.6)
            places.extend(Place(Zone.ACTIVE, owner, i) for i in range(ACTIVE_SLOTS))
    return places


def drop_targets(state: GameState, die_id: str) -> frozenset[Place]:
    """Every place the die may be dropped on by the rules right now.

    Track places are listed with every index (0-12) and with index None: a drop anywhere on
    the track is accepted and the die goes to the leftmost open position (rules §2.1).
    The mat's places are tried one by one (a few dozen); the chips are answered at once
    (`_chip_targets`), however many units the battle has.
    """
    targets = _chip_targets(state, die_id)
    for place in _candidates(state, die_id, chips=False):
        try:
            action_for_drop(state, die_id, place)
        except IllegalAction:
            continue
        targets.add(place)
    return frozenset(targets)


def _chip_targets(state: GameState, die_id: str) -> set[Place]:
    """The chips the die may be dropped on. Only a skill die on its mat showing a
    Status-code face may go on a chip (`PlaceStatusDie`; any other drop on a chip is refused
    "status_by_effect", rules §1.2). What `PlaceStatusDie` checks of the die and its owner is
    the same whatever the chip, and what it checks of the chip is `chips.can_take`: so the
    chips are those that can take the status, if the rules accept the die on the first."""
    battle = state.battle
    die = state.die(die_id)
    side = die.status_side
    if battle is None or die.kind is not DieKind.SKILL or die.owner is None or side is None:
        return set()
    if locate(state, die_id).zone not in (Zone.ROW, Zone.ACTIVE):
        return set()
    takers = [u.id for u in battle.units if u.on_map and _chips.can_take(state, u, side)]
    if not takers:
        return set()
    try:
        apply(state, PlaceStatusDie(die.owner, die_id, takers[0]))
    except IllegalAction:
        return set()
    return {Place(Zone.UNIT, unit_id) for unit_id in takers}


def _same_spot(source: Place, place: Place) -> bool:
    if source.zone is not place.zone or source.owner != place.owner:
        return False
    if place.zone in (Zone.ROW, Zone.ACTIVE, Zone.DRAINED):
        return place.index is None or place.index == source.index
    return True


def action_for_drop(state: GameState, die_id: str, place: Place, force: bool = False) -> Action:
    """The rules action a drop of the die on ``place`` means (or IllegalAction with the reason).

    row→track ExhaustDice, row→active PlaceActive, active→track ClearActiveSlot (not
    resolved), track→row RecoverDie, drained→row RecoverDrained, any→drained DrainDie,
    track→supply RecoverDie (overfatigue: RemoveDie), supply→track GainFatigue. ``force``
    gives ForceMoveDie.
    """
    try:
        state.die(die_id)
        source = locate(state, die_id)
    except KeyError:
        raise IllegalAction("no_such_die", die=die_id) from None
    if force:
        action: Action = ForceMoveDie(die_id, place)
        apply(state, action)
        return action
    mapped = _status_drop(state, die_id, source, place)
    if mapped is not None:
        apply(state, mapped)
        return mapped
    if _same_spot(source, place):
        if place.zone is Zone.TRACK and place.index is not None and place.index != source.index:
            raise IllegalAction("track_order")
        raise IllegalAction("die_already_there")
    action = _rules_action(state, die_id, source, place)
    apply(state, action)  # raises IllegalAction with the reason if the rules refuse
    return action


def _rules_action(state: GameState, die_id: str, source: Place, place: Place) -> Action:
    die = state.die(die_id)
    src, dst = source.zone, place.zone
    if die.kind is DieKind.SKILL:
        owner = die.owner or ""
        if place.owner is not None and place.owner != owner:
            raise IllegalAction("skill_die_own_mat")
        if dst is Zone.SUPPLY:
            raise IllegalAction("skill_die_not_to_supply")
        if dst is Zone.DRAINED:
            return DrainDie(owner, die_id)
        if src is Zone.ROW and dst is Zone.TRACK:
            return ExhaustDice(owner, (die_id,))
        if src is Zone.ROW and dst is Zone.ACTIVE:
            if place.index is None:
                raise IllegalAction("drop_on_slot")
            return PlaceActive(owner, die_id, place.index)
        if src is Zone.ACTIVE and dst is Zone.TRACK:
            return ClearActiveSlot(owner, source.index or 0, resolved=False)
        if src is Zone.ACTIVE:
            raise IllegalAction("active_leaves_to_track")
        if src is Zone.TRACK and dst is Zone.ROW:
            return RecoverDie(owner, die_id)
        if src is Zone.TRACK:
            raise IllegalAction("recover_first")
        if src is Zone.DRAINED and dst is Zone.ROW:
            return RecoverDrained(owner, (die_id,))
        if src is Zone.DRAINED:
            raise IllegalAction("drained_unavailable")
        raise IllegalAction("die_cannot_go_there")
    if dst is Zone.ACTIVE and src is Zone.SUPPLY and die.kind is not DieKind.STATUS:
        # an ability puts a fatigue die in an active slot (rules §1.6)
        if place.index is None:
            raise IllegalAction("drop_on_slot")
        return PlaceActive(place.owner or "", die_id, place.index)
    if dst is Zone.ACTIVE and src is Zone.ACTIVE:
        raise IllegalAction("active_leaves_to_track")
    if dst is Zone.TRACK and src is Zone.ACTIVE:
        return ClearActiveSlot(source.owner or "", source.index or 0, resolved=False)
    if dst is Zone.TRACK and src is Zone.SUPPLY:
        if die.kind is DieKind.LIGHT_FATIGUE:
            return GainFatigue(place.owner or "", light=1)
        if die.kind is DieKind.OVERFATIGUE:
            return GainFatigue(place.owner or "", over=1)
        raise IllegalAction("choose_status_side")
    if dst is Zone.SUPPLY and src is Zone.TRACK:
        # Overfatigue dragged to the supply is removed: recovering it would keep it in the
        # track (rules §1.5).
        if die.kind is DieKind.OVERFATIGUE:
            return RemoveDie(source.owner or "", die_id)
        return RecoverDie(source.owner or "", die_id)
    if dst is Zone.TRACK and src is Zone.TRACK:
        raise IllegalAction("track_to_track")
    raise IllegalAction("fatigue_where")


# --- unit chips on the battle map (rules §6) --------------------------------------------


def unit_targets(state: GameState, unit_id: str) -> frozenset[Hex]:
    """The hexes a unit chip may be dragged to: where `MoveUnit` takes it now (rules §6.2;
    an adventurer's Stamina and move actions left, rules §4.10). None while the rules refuse
    the unit any move (another unit's turn, off the map, the battle over)."""
    battle = state.battle
    unit = next((u for u in battle.units if u.id == unit_id), None) if battle else None
    if _enemy_in_turn(state, unit_id):
        return frozenset(h for h in move_plan(state, unit_id).ends if unit and h != unit.at)
    reach = _movement.move_reach(state, unit) if battle and unit else {}
    if not reach:
        return frozenset()
    # What does not depend on the hex, the rules answer for the nearest one (a short walk).
    nearest = min(reach, key=reach.__getitem__)
    try:
        apply(state, MoveUnit(unit_id, nearest, max_steps=reach[nearest]))
    except IllegalAction:
        return frozenset()
    return frozenset(reach)


def action_for_unit_drop(state: GameState, unit_id: str, to: Hex, force: bool = False) -> Action:
    """MoveUnit for a drop on a hex (IllegalAction with the reason if the rules refuse);
    ``force`` gives ForceMoveUnit (exactly there, or deploys an undeployed chip)."""
    action: Action = ForceMoveUnit(unit_id, to) if force else MoveUnit(unit_id, to)
    if not force and _enemy_in_turn(state, unit_id):
        action = EnemyMove(unit_id, to)  # an enemy's own move is the rules' (rules §4.4)
    apply(state, action)
    return action


def _enemy_in_turn(state: GameState, unit_id: str) -> bool:
    """Whether ``unit_id`` is the enemy whose turn it is (rules §4.4)."""
    battle = state.battle
    if battle is None or battle.turn != unit_id or battle.phase is Phase.OVER:
        return False
    unit = battle.unit(unit_id)
    return unit.kind is UnitKind.ENEMY and unit.on_map


def _status_drop(state: GameState, die_id: str, source: Place, place: Place) -> Action | None:
    """Chips: a skill die showing a Status-code face dropped on a chip goes there
    (PlaceStatusDie); a die dragged off a chip ends that status (RemoveStatus: a status die
    to the supply, a skill die to its owner's track)."""
    die = state.die(die_id)
    on_mat = source.zone in (Zone.ROW, Zone.ACTIVE) and die.owner is not None
    if die.kind is DieKind.SKILL and place.zone is Zone.UNIT and on_mat:
        return PlaceStatusDie(die.owner or "", die_id, place.owner or "")
    if source.zone is Zone.UNIT and die.status_side is not None:
        back = Place(Zone.TRACK, die.owner) if die.kind is DieKind.SKILL else Place(Zone.SUPPLY)
        if place.zone is back.zone and place.owner == back.owner:
            return RemoveStatus(source.owner or "", die.status_side)
    if place.zone is Zone.UNIT or source.zone is Zone.UNIT:
        raise IllegalAction("status_by_effect")
    return None
