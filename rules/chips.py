"""Status dice on chips: applying, ending, and a skill die resolved on a Status-code face
(rules §1.2, §2.5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rules.actions import Action, ApplyStatus, PlaceStatusDie, RemoveStatus
from rules.cooldown import add_to_track
from rules.dice import DieKind, StatusSide
from rules.errors import IllegalAction
from rules.events import StatusApplied, StatusRemoved
from rules.mat import not_defeated, own_skill_die, take_out, where
from rules.places import Zone
from rules.state import GameState, Unit, UnitKind
from rules.track import remove_from_track
from rules.units import find_unit, get_unit, live_battle, put_unit
from rules.work import Work


def release_chip_die(w: Work, unit_id: str, die_id: str, rule: str) -> None:
    """A die leaving the chip ``unit_id``, said as its status ending: a status die returns to
    the supply, a status-code skill die is exhausted into its owner's track [decision]."""
    die = w.die(die_id)
    if die.status_side is not None:
        w.emit(StatusRemoved(unit_id, die_id, die.status_side, rule))
    if die.kind is DieKind.SKILL and die.owner is not None:
        add_to_track(w, w.adv(die.owner), die_id, rule)
    else:
        w.put_in_supply(die_id)


def _check_can_take(w: Work, unit: Unit, side: StatusSide, force: bool) -> None:
    refusal = _refusal_to_take(unit, side, force, lambda d: w.die(d).status_side)
    if refusal is not None:
        raise refusal


def _refusal_to_take(
    unit: Unit,
    side: StatusSide,
    force: bool,
    side_of: Callable[[str], StatusSide | None],
) -> IllegalAction | None:
    if unit.kind is UnitKind.ADVENTURER:
        return IllegalAction("adventurer_status_in_track")
    if not unit.on_map:
        return IllegalAction("unit_off_map", unit=unit.id)
    if unit.quest and not force:
        return IllegalAction("quest_no_status")
    if any(side_of(d) is side for d in unit.status):
        return IllegalAction("status_side_taken", unit=unit.id, side=side)
    return None


def can_take(state: GameState, unit: Unit, side: StatusSide) -> bool:
    """Whether ``unit`` may take a status die of ``side`` now, as `PlaceStatusDie` and
    `ApplyStatus` (unforced) check it: a chip on the map, not an adventurer's, not a quest
    unit's, without that side yet (rules §1.2)."""
    return _refusal_to_take(unit, side, False, lambda d: state.dice[d].status_side) is None


def apply_status(w: Work, action: ApplyStatus) -> None:
    """One status die per side on a unit; quest units take none unless an effect says so."""
    live_battle(w)
    unit = get_unit(w, action.unit)
    side = StatusSide(action.side)
    _check_can_take(w, unit, side, action.force)
    die_id = w.take_from_supply(DieKind.STATUS)
    if die_id is None:
        raise IllegalAction("no_status_die_left")
    w.set_die(replace(w.die(die_id), side=side))
    put_unit(w, replace(unit, status=(*unit.status, die_id)))
    w.emit(StatusApplied(unit.id, die_id, side))


def remove_status(w: Work, action: RemoveStatus) -> None:
    """The status ends (rules §1.2): from a chip, or, for an adventurer, from their track
    (the status die goes back to the supply)."""
    if w.state.has_adventurer(action.unit) and find_unit_kind(w, action.unit) in (
        None,
        UnitKind.ADVENTURER,
    ):
        _remove_from_track(w, action.unit, StatusSide(action.side))
        return
    unit = get_unit(w, action.unit)
    for die_id in unit.status:
        if w.die(die_id).status_side is action.side:
            put_unit(w, replace(unit, status=tuple(d for d in unit.status if d != die_id)))
            release_chip_die(w, unit.id, die_id, "rules §1.2 the status ends")
            return
    raise IllegalAction("no_status_die_of_side", unit=unit.id, side=action.side)


def find_unit_kind(w: Work, unit_id: str) -> UnitKind | None:
    unit = find_unit(w, unit_id)
    return unit.kind if unit is not None else None


def _remove_from_track(w: Work, adventurer_id: str, side: StatusSide) -> None:
    adv = w.adv(adventurer_id)
    for die_id in adv.track:
        die = w.die(die_id)
        if die.kind is DieKind.STATUS and die.side is side:
            remove_from_track(adv, die_id)
            w.emit(StatusRemoved(adv.id, die_id, side, "rules §2.6 an effect ends the status"))
            w.put_in_supply(die_id)
            return
    raise IllegalAction("no_status_die_of_side", unit=adv.id, side=side)


def place_status_die(w: Work, action: PlaceStatusDie) -> None:
    """A skill die resolved on its Status-code face goes on the target chip (rules §1.2)."""
    live_battle(w)
    adv = w.adv(action.adventurer)
    not_defeated(adv, "defeated_cannot_place_on_chip")
    own_skill_die(w, adv, action.die)
    unit = get_unit(w, action.unit)
    side = w.die(action.die).status_side
    if where(adv, action.die) not in (Zone.ROW, Zone.ACTIVE) or side is None:
        raise IllegalAction("die_cannot_go_there")
    _check_can_take(w, unit, side, force=False)
    take_out(adv, action.die)
    put_unit(w, replace(unit, status=(*unit.status, action.die)))
    w.emit(StatusApplied(unit.id, action.die, side, "rules §1.2 a Status-code face on a chip"))


def candidates(state: GameState) -> list[Action]:
    """Status actions for `legal_actions` (filtered there by `apply`): every side on every
    chip, ending every status shown (on chips and in tracks), and skill dice showing a
    Status-code face onto chips."""
    battle = state.battle
    out: list[Action] = []
    for adv in state.adventurers:
        for die_id in adv.track:
            side = state.dice[die_id].side
            if state.dice[die_id].kind is DieKind.STATUS and side is not None:
                out.append(RemoveStatus(adv.id, side))
    if battle is None:
        return out
    for unit in battle.units:
        for side in StatusSide:
            out.append(ApplyStatus(unit.id, side))
            out.append(ApplyStatus(unit.id, side, force=True))
        for die_id in unit.status:
            status = state.dice[die_id].status_side
            if status is not None:
                out.append(RemoveStatus(unit.id, status))
    for adv in state.adventurers:
        held = [d for d in adv.active if d is not None]
        for die_id in (*adv.row_dice, *held):
            if state.dice[die_id].status_side is not None:
                out.extend(PlaceStatusDie(adv.id, die_id, u.id) for u in battle.units)
    return out
