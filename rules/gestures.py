"""Gestures for the table: where a dragged die may go, and which action a drop means.

The GUI highlights `drop_targets(state, die)` while a die is dragged, and turns a drop into
`action_for_drop(state, die, place)` (ARCHITECTURE.md §5). With ``force=True`` a drop is an
override (`ForceMoveDie`) to exactly that place.
"""

from __future__ import annotations

from collections.abc import Callable

from board.hexes import Hex
from rules.actions import (
    Action,
    ClearActiveSlot,
    DrainDie,
    ExhaustDice,
    ForceMoveDie,
    ForceMoveUnit,
    GainFatigue,
    MoveUnit,
    PlaceActive,
    RecoverDie,
    RecoverDrained,
    RemoveStatus,
)
from rules.dice import DieKind
from rules.engine import apply
from rules.errors import IllegalAction
from rules.places import Place, Zone, locate
from rules.state import ACTIVE_SLOTS, TRACK_SIZE, GameState, Phase

#: Other modules add drop mappings for their zones: f(state, die_id, source, place) -> Action
#: or None when they do not handle that drop.
DROP_MAPPERS: list[Callable[[GameState, str, Place, Place], Action | None]] = []


def _candidates(state: GameState, die_id: str) -> list[Place]:
    die = state.die(die_id)
    places: list[Place] = [Place(Zone.SUPPLY)]
    if die.kind is DieKind.STATUS and state.battle is not None:
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
    return places


def drop_targets(state: GameState, die_id: str) -> frozenset[Place]:
    """Every place the die may be dropped on by the rules right now.

    Track places are listed with every index (0-12) and with index None: a drop anywhere on
    the track is accepted and the die goes to the leftmost open position (RULES.md §2.1).
    """
    targets = set()
    for place in _candidates(state, die_id):
        try:
            action_for_drop(state, die_id, place)
        except IllegalAction:
            continue
        targets.add(place)
    return frozenset(targets)


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
    track→supply RecoverDie, supply→track GainFatigue. ``force`` gives ForceMoveDie.
    """
    try:
        state.die(die_id)
        source = locate(state, die_id)
    except KeyError:
        raise IllegalAction(f"There is no die called {die_id!r} on the table.") from None
    if force:
        action: Action = ForceMoveDie(die_id, place)
        apply(state, action)
        return action
    for mapper in DROP_MAPPERS:
        mapped = mapper(state, die_id, source, place)
        if mapped is not None:
            apply(state, mapped)
            return mapped
    if _same_spot(source, place):
        if place.zone is Zone.TRACK and place.index is not None and place.index != source.index:
            raise IllegalAction(
                "The cooldown track can only take dice at its leftmost open position; "
                "dice in it do not change order."
            )
        raise IllegalAction("The die is already there.")
    action = _rules_action(state, die_id, source, place)
    apply(state, action)  # raises IllegalAction with the reason if the rules refuse
    return action


def _rules_action(state: GameState, die_id: str, source: Place, place: Place) -> Action:
    die = state.die(die_id)
    src, dst = source.zone, place.zone
    if die.kind is DieKind.SKILL:
        owner = die.owner or ""
        if place.owner is not None and place.owner != owner:
            raise IllegalAction("A skill die stays on its own adventurer's mat.")
        if dst is Zone.SUPPLY:
            raise IllegalAction("Skill dice never go to the supply.")
        if dst is Zone.DRAINED:
            return DrainDie(owner, die_id)
        if src is Zone.ROW and dst is Zone.TRACK:
            return ExhaustDice(owner, (die_id,))
        if src is Zone.ROW and dst is Zone.ACTIVE:
            if place.index is None:
                raise IllegalAction("Drop the die on one of the active slots.")
            return PlaceActive(owner, die_id, place.index)
        if src is Zone.ACTIVE and dst is Zone.TRACK:
            return ClearActiveSlot(owner, source.index or 0, resolved=False)
        if src is Zone.ACTIVE:
            raise IllegalAction(
                "A die leaving an active slot is exhausted into the cooldown track."
            )
        if src is Zone.TRACK and dst is Zone.ROW:
            return RecoverDie(owner, die_id)
        if src is Zone.TRACK:
            raise IllegalAction("An exhausted die must be recovered before it can be used again.")
        if src is Zone.DRAINED and dst is Zone.ROW:
            return RecoverDrained(owner, (die_id,))
        if src is Zone.DRAINED:
            raise IllegalAction("A drained die is unavailable for the rest of the battle.")
        raise IllegalAction("That die cannot go there.")
    if dst is Zone.TRACK and src is Zone.SUPPLY:
        if die.kind is DieKind.LIGHT_FATIGUE:
            return GainFatigue(place.owner or "", light=1)
        if die.kind is DieKind.OVERFATIGUE:
            return GainFatigue(place.owner or "", over=1)
        raise IllegalAction("Choose which status side the adventurer gains.")
    if dst is Zone.SUPPLY and src is Zone.TRACK:
        return RecoverDie(source.owner or "", die_id)
    if dst is Zone.TRACK and src is Zone.TRACK:
        raise IllegalAction("A die never moves from one cooldown track to another.")
    raise IllegalAction("Fatigue and status dice go only in cooldown tracks or the supply.")


# --- unit chips on the battle map (RULES.md §6) --------------------------------------------


def unit_targets(state: GameState, unit_id: str) -> frozenset[Hex]:
    """The hexes a unit chip may be dragged to by the rules: unoccupied hexes reachable along
    unoccupied hexes (movement allowances are the player's to count)."""
    from board import graph

    battle = state.battle
    if battle is None or battle.phase is Phase.OVER:
        return frozenset()
    try:
        unit = battle.unit(unit_id)
    except KeyError:
        return frozenset()
    if not unit.on_map or unit.at is None:
        return frozenset()
    reach = graph.distances(battle.map, unit.at)
    return frozenset(h for h in reach if h != unit.at and not battle.map.is_occupied(h))


def action_for_unit_drop(state: GameState, unit_id: str, to: Hex, force: bool = False) -> Action:
    """MoveUnit for a drop on a hex (IllegalAction with the reason if the rules refuse);
    ``force`` gives ForceMoveUnit (exactly there, or deploys an undeployed chip)."""
    action: Action = ForceMoveUnit(unit_id, to) if force else MoveUnit(unit_id, to)
    apply(state, action)
    return action


def _status_drop(state: GameState, die_id: str, source: Place, place: Place) -> Action | None:
    """A status die dragged off a chip to the supply removes that status."""
    if source.zone is Zone.UNIT and place.zone is Zone.SUPPLY:
        side = state.die(die_id).side
        if side is not None:
            return RemoveStatus(source.owner or "", side)
    if place.zone is Zone.UNIT or source.zone is Zone.UNIT:
        raise IllegalAction("Status dice go on a chip by an effect (or an override).")
    return None


DROP_MAPPERS.append(_status_drop)
