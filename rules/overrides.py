"""Overrides: the Force… family places or edits anything, logged as a manual change.

They help a solo player fix the table; they still keep every die in exactly one place, a
track of at most 13 without gaps, and counters in range.
"""

from __future__ import annotations

import contextlib
from collections.abc import Collection
from dataclasses import replace

from rules import adventurer as adventurer_rules
from rules.actions import (
    ForceMoveDie,
    ForceMoveUnit,
    ForceReviveUnit,
    ForceSetCounter,
    ForceSetFace,
    ForceSetSlots,
    ForceSetTrack,
)
from rules.dice import STATUS_SIDES, Die, DieKind, StatusSide
from rules.errors import IllegalAction
from rules.events import ManualChange
from rules.mat import take_out, where
from rules.places import Place, Zone, locate
from rules.specs import MAX_HP, MAX_TENACITY
from rules.state import ACTIVE_SLOTS, FATIGUE_FACE, TRACK_SIZE, GameState, UnitKind
from rules.track import forced_index, remove_from_track, row_for
from rules.units import current_battle, get_unit, put_away, put_unit, set_battle
from rules.work import MutableAdventurer, Work

MAX_COUNTER = 999
#: Counters whose bound is the one the editors, Save Party and New Game check: a value the
#: menus accept is one the party can be saved with.
SPEC_BOUNDS = {"max_hp": MAX_HP, "bonus_hp": MAX_HP, "tenacity": MAX_TENACITY}


def _check_target(w: Work, die: Die, place: Place) -> None:
    zone = place.zone
    if die.kind is DieKind.SKILL:
        if zone in (Zone.ROW, Zone.ACTIVE, Zone.TRACK, Zone.DRAINED):
            if place.owner != die.owner:
                raise IllegalAction("skill_die_own_mat")
        elif zone is Zone.UNIT:
            # [not modelled yet] a Status-code skill die on a chip (rules §1)
            raise IllegalAction("status_only_units")
        else:
            raise IllegalAction("skill_die_not_to_supply")
    else:
        if zone in (Zone.ROW, Zone.ACTIVE, Zone.DRAINED):
            raise IllegalAction("skill_only_zones")
        if zone is Zone.UNIT and die.kind is not DieKind.STATUS:
            raise IllegalAction("status_only_units")
    if zone in (Zone.ROW, Zone.ACTIVE, Zone.TRACK, Zone.DRAINED):
        if place.owner is None:
            raise IllegalAction("say_whose_mat")
        w.adv(place.owner)
    if zone in (Zone.UNIT, Zone.ROW, Zone.ACTIVE, Zone.TRACK, Zone.DRAINED):
        return
    if zone is not Zone.SUPPLY:
        raise IllegalAction("zone_not_here", zone=zone)


def force_move(w: Work, action: ForceMoveDie) -> None:
    die = w.die(action.die)
    place = action.place
    _check_target(w, die, place)
    try:
        source = locate(w.state, die.id)
    except KeyError:
        raise IllegalAction("die_not_on_table", die=die.id) from None
    if place.zone is Zone.ACTIVE:
        if place.index is None or not 0 <= place.index < ACTIVE_SLOTS:
            raise IllegalAction("choose_active_slot", count=ACTIVE_SLOTS)
        current = w.adv(place.owner or "").active[place.index]
        if current is not None and current != die.id:
            raise IllegalAction("active_slot_full", slot=place.index + 1)
    if place.zone is Zone.ROW and place.index is not None:
        adv = w.adv(place.owner or "")
        if place.index != row_for(w, adv, die.id):
            raise IllegalAction("die_row", attribute=die.attribute)
    if place.zone is Zone.TRACK:
        adv = w.adv(place.owner or "")
        if len(adv.track) >= TRACK_SIZE and die.id not in adv.track:
            raise IllegalAction("track_full", size=TRACK_SIZE)
        if place.index is not None and not 0 <= place.index < TRACK_SIZE:
            raise IllegalAction("track_positions", size=TRACK_SIZE)
    # take it out of where it is
    if source.zone is Zone.SUPPLY:
        w.pile(die.kind).remove(die.id)
    elif source.zone is Zone.UNIT:
        _remove_from_unit(w, die.id, source)
    else:
        take_out(w.adv(source.owner or ""), die.id)
    # and put it exactly there
    zone = place.zone
    if zone is Zone.SUPPLY:
        w.put_in_supply(die.id)
    elif zone is Zone.UNIT:
        _put_on_unit(w, die.id, place)
    else:
        adv = w.adv(place.owner or "")
        if zone is Zone.ROW:
            adv.rows[row_for(w, adv, die.id)].append(die.id)
        elif zone is Zone.ACTIVE:
            adv.active[place.index or 0] = die.id
        elif zone is Zone.DRAINED:
            adv.drained.append(die.id)
        else:
            adv.track.insert(forced_index(adv.track, die.id, place.index), die.id)
            if die.kind is DieKind.STATUS and die.side is None:
                used = {w.die(d).side for d in adv.track if d != die.id}
                side = next((s for s in STATUS_SIDES if s not in used), STATUS_SIDES[0])
                w.set_die(replace(die, side=side))
    position = None if place.index is None else place.index + 1
    w.emit(ManualChange("move", die.id, str(place.zone), place.owner, position))


def force_face(w: Work, action: ForceSetFace) -> None:
    die = w.die(action.die)
    if die.kind is DieKind.SKILL:
        if not 0 <= action.face < len(die.faces):
            raise IllegalAction("face_count", count=len(die.faces))
        turned = replace(die, face=action.face)
        where = locate(w.state, die.id)
        if where.zone is Zone.UNIT and w.state.battle is not None:
            # on a chip a skill die must keep showing a status no other die there shows
            unit = w.state.battle.unit(where.owner or "")
            side = turned.status_side
            if side is None:
                raise IllegalAction("die_cannot_go_there")
            if any(d != die.id and w.die(d).status_side is side for d in unit.status):
                raise IllegalAction("status_side_taken", unit=unit.id, side=side)
        w.set_die(turned)
        value = die.faces[action.face].symbol
    elif die.kind is DieKind.STATUS:
        if not 0 <= action.face < len(STATUS_SIDES):
            raise IllegalAction("status_six_sides")
        where = locate(w.state, die.id)
        if where.zone is Zone.SUPPLY:
            raise IllegalAction("supply_status_no_side")
        side = STATUS_SIDES[action.face]
        if where.zone is Zone.UNIT and w.state.battle is not None:
            # a chip holds at most one die of each side
            unit = w.state.battle.unit(where.owner or "")
            if any(d != die.id and w.die(d).status_side is side for d in unit.status):
                raise IllegalAction("status_side_taken", unit=unit.id, side=side)
        w.set_die(replace(die, side=side))
        value = str(side)
    else:
        raise IllegalAction("fatigue_no_faces")
    w.emit(ManualChange("face", die.id, value))


def _track_sources(w: Work, adv: MutableAdventurer, dice: tuple[str, ...]) -> dict[str, Place]:
    """Where each die of a set track is now: its own mat or the supply, each die once."""
    if len(dice) > TRACK_SIZE:
        raise IllegalAction("track_positions", size=TRACK_SIZE)
    if len(set(dice)) != len(dice):
        raise IllegalAction("track_die_twice")
    sources: dict[str, Place] = {}
    for die_id in dice:
        die = w.die(die_id)
        if die.kind is DieKind.SKILL and die.owner != adv.id:
            raise IllegalAction("skill_die_own_mat")
        try:
            source = locate(w.state, die_id)
        except KeyError:
            raise IllegalAction("die_not_on_table", die=die_id) from None
        if source.zone is Zone.UNIT or source.owner not in (None, adv.id):
            raise IllegalAction("track_die_elsewhere", adventurer=adv.id)
        sources[die_id] = source
    return sources


def _track_face(w: Work, die_id: str, face: int) -> Die:
    die = w.die(die_id)
    if die.kind is DieKind.SKILL:
        if not 0 <= face < len(die.faces):
            raise IllegalAction("face_count", count=len(die.faces))
        return replace(die, face=face)
    if die.kind is DieKind.STATUS:
        if not 0 <= face < len(STATUS_SIDES):
            raise IllegalAction("status_six_sides")
        return replace(die, side=STATUS_SIDES[face])
    raise IllegalAction("fatigue_no_faces")


def force_set_track(w: Work, action: ForceSetTrack) -> None:
    """Override: the adventurer's cooldown track becomes ``dice`` in order, without gaps
    (rules §2.3); dice leaving it go home, a skill die to its row, the others to the supply."""
    adv = w.adv(action.adventurer)
    dice = action.dice
    sources = _track_sources(w, adv, dice)
    turned = _turned(w, sources, action.faces)
    for die_id in list(adv.track):
        if die_id not in sources:
            remove_from_track(adv, die_id)
            if w.die(die_id).kind is DieKind.SKILL:
                adv.rows[row_for(w, adv, die_id)].append(die_id)
            else:
                w.put_in_supply(die_id)
    for die_id in dice:
        if sources[die_id].zone is Zone.SUPPLY:
            w.pile(w.die(die_id).kind).remove(die_id)
        else:
            take_out(adv, die_id)
    adv.track[:] = dice
    for die in turned:
        w.set_die(die)
    for die_id in dice:
        die = w.die(die_id)
        if die.kind is DieKind.STATUS and die.side is None:
            used = {w.die(d).side for d in dice}
            side = next((s for s in STATUS_SIDES if s not in used), STATUS_SIDES[0])
            w.set_die(replace(die, side=side))
    w.emit(ManualChange("track", adv.id, str(len(dice))))


def _turned(w: Work, named: Collection[str], faces: tuple[tuple[str, int], ...]) -> list[Die]:
    """The dice ``faces`` turns, each among the ``named`` dice of the override."""
    turned = []
    for die_id, face in faces:
        if die_id not in named:
            raise IllegalAction("face_not_named")
        turned.append(_track_face(w, die_id, face))
    return turned


def force_set_slots(w: Work, action: ForceSetSlots) -> None:
    """Override: the adventurer's active slots and drained dice become the named skill dice of
    their own (rules §2.1, §2.4); the dice there now and not named go back to their rows."""
    adv = w.adv(action.adventurer)
    if len(action.active) > ACTIVE_SLOTS:
        raise IllegalAction("choose_active_slot", count=ACTIVE_SLOTS)
    named = [d for d in (*action.active, *action.drained) if d is not None]
    if len(set(named)) != len(named):
        raise IllegalAction("mat_die_twice")
    for die_id in named:
        die = w.die(die_id)
        if die.kind is not DieKind.SKILL:
            raise IllegalAction("skill_only_zones")
        if die.owner != adv.id or where(adv, die_id) is None:
            raise IllegalAction("die_not_on_mat", adventurer=adv.id)
    turned = _turned(w, named, action.faces)
    for die_id in [d for d in (*adv.active, *adv.drained) if d is not None and d not in named]:
        take_out(adv, die_id)
        adv.rows[row_for(w, adv, die_id)].append(die_id)
    for die_id in named:
        take_out(adv, die_id)
    adv.active[:] = [*action.active, *[None] * (ACTIVE_SLOTS - len(action.active))]
    adv.drained[:] = action.drained
    for die in turned:
        w.set_die(die)
    w.emit(ManualChange("slots", adv.id, str(len(named))))


SUPPLY_PREFIX = {
    "light": ("light", DieKind.LIGHT_FATIGUE),
    "over": ("over", DieKind.OVERFATIGUE),
    "status": ("status", DieKind.STATUS),
}
ADVENTURER_COUNTERS = ("hp", "max_hp", "tenacity", "cooldown", "engages", "defeated")


def counter_bounds(state: GameState, owner: str, counter: str) -> tuple[int, int]:
    """The lowest and highest value the override of ``owner``'s ``counter`` accepts now:
    HP up to max HP, max HP from 1, the cooldown stat up to the track's size, the round
    counter up to its fatigue face (rules §4.1), a flag 0 or 1, max HP, bonus HP and tenacity
    as the editors bound them (`rules.specs`), anything else 0 to 999."""
    highest = SPEC_BOUNDS.get(counter, MAX_COUNTER)
    if state.has_adventurer(owner):
        adv = state.adventurer(owner)
        highest = {"hp": adv.max_hp, "cooldown": TRACK_SIZE, "defeated": 1}.get(counter, highest)
    elif owner == "battle" and counter == "round":
        highest = FATIGUE_FACE
    elif owner != "supply" and counter == "hp" and state.battle is not None:
        with contextlib.suppress(KeyError):
            highest = state.battle.unit(owner).max_hp
    return (1 if counter == "max_hp" else 0), highest


def _check_bounds(state: GameState, owner: str, counter: str, value: int) -> None:
    lowest, highest = counter_bounds(state, owner, counter)
    if lowest <= value <= highest:
        return
    if counter == "hp" and value > highest:
        raise IllegalAction("hp_over_max", max_hp=highest)
    if counter == "max_hp" and value < lowest:
        raise IllegalAction("max_hp_min")
    if counter == "defeated" and state.has_adventurer(owner):
        raise IllegalAction("defeated_flag")
    raise IllegalAction("counter_range", max=highest)


def force_counter(w: Work, action: ForceSetCounter) -> None:
    value = action.value
    owner, counter = action.owner, action.counter
    _check_bounds(w.state, owner, counter, value)
    if owner == "supply":
        if counter not in SUPPLY_PREFIX:
            raise IllegalAction("supply_counters")
        prefix, kind = SUPPLY_PREFIX[counter]
        pile = w.pile(kind)
        while len(pile) > value:
            w.delete_die(pile.pop())
        n = 0
        while len(pile) < value:
            n += 1
            new_id = f"{prefix}-{n}"
            if w.has_die(new_id):
                continue
            w.set_die(Die(new_id, kind))
            pile.append(new_id)
    elif not w.state.has_adventurer(owner):
        if not _set_battle_counter(w, owner, counter, value):
            w.adv(owner)  # refuses: no adventurer (nor unit, nor battle counter) of that name
    else:
        _set_adventurer_counter(w, w.adv(owner), counter, value)
    w.emit(ManualChange(counter, owner, str(value)))


def _set_adventurer_counter(w: Work, adv: MutableAdventurer, counter: str, value: int) -> None:
    if counter not in ADVENTURER_COUNTERS:
        raise IllegalAction("no_counter", counter=counter)
    # counter_bounds has checked the value
    if counter == "hp":
        adv.hp = value
    elif counter == "max_hp":
        adv.max_hp = value
        adv.hp = min(adv.hp, value)
    elif counter == "defeated":
        if value and not adv.defeated:
            # as a defeat: active dice exhausted, the chip off the map (rules §5.3)
            adventurer_rules.defeat(w, adv, None, "override")
        elif not value and adv.defeated:
            adventurer_rules.revive(w, adv)
    elif counter == "tenacity":
        adv.tenacity = value
    elif counter == "cooldown":
        adv.cooldown = value
    else:
        adv.engages = value


# --- the battle: units, status dice on chips, battle counters --------------------------------


def force_move_unit(w: Work, action: ForceMoveUnit) -> None:
    """Put a unit on any unoccupied hex, or off the map; deploys a waiting chip."""
    battle = current_battle(w)
    unit = get_unit(w, action.unit)
    if action.to is not None:
        if action.to not in battle.map:
            raise IllegalAction("hex_off_map")
        if battle.map.is_occupied(action.to) and unit.at != action.to:
            raise IllegalAction("hex_occupied")
    if unit.kind is UnitKind.ADVENTURER and action.to is not None and w.adv(unit.id).defeated:
        raise IllegalAction("defeated_chip_on_sheet")
    if unit.defeated and not unit.left_on_tile and action.to is not None:
        raise IllegalAction("unit_defeated_off_map", unit=unit.id)
    deployed = unit.deployed or action.to is not None
    left = unit.left_on_tile and action.to is not None
    put_unit(w, replace(unit, at=action.to, deployed=deployed, left_on_tile=left))
    if unit.left_on_tile and not left:  # a chip left on its tile taken off: put it away
        put_away(w, unit)
    w.emit(ManualChange("unit", unit.id, "off map" if action.to is None else repr(action.to)))


def force_revive_unit(w: Work, action: ForceReviveUnit) -> None:
    """A defeated chip back on the map with its max HP, out of the defeated stack (or from
    being set aside); an adventurer comes back by healing instead (rules §5.3)."""
    battle = current_battle(w)
    unit = get_unit(w, action.unit)
    if unit.kind is UnitKind.ADVENTURER:
        raise IllegalAction("revive_adventurer_by_healing")
    if not unit.defeated:
        raise IllegalAction("unit_not_defeated", unit=unit.id)
    if action.to not in battle.map:
        raise IllegalAction("hex_off_map")
    set_battle(
        w,
        replace(
            battle,
            defeated_stack=tuple(u for u in battle.defeated_stack if u != unit.id),
            set_aside=tuple(u for u in battle.set_aside if u != unit.id),
        ),
    )
    back = replace(unit, hp=unit.max_hp, defeated=False, left_on_tile=False, deployed=True)
    put_unit(w, replace(back, at=action.to))
    w.emit(ManualChange("revive", unit.id, repr(action.to)))


def _remove_from_unit(w: Work, die_id: str, place: Place) -> None:
    unit = get_unit(w, place.owner or "")
    put_unit(w, replace(unit, status=tuple(d for d in unit.status if d != die_id)))


def _put_on_unit(w: Work, die_id: str, place: Place) -> None:
    unit = get_unit(w, place.owner or "")
    if unit.kind is UnitKind.ADVENTURER:
        raise IllegalAction("adventurer_status_in_track")
    die = w.die(die_id)
    side: StatusSide | None = die.side
    taken = {w.die(d).status_side for d in unit.status}
    if side is None or side in taken:
        side = next((s for s in StatusSide if s not in taken), None)
    if side is None:
        raise IllegalAction("every_side_taken", unit=unit.id)
    w.set_die(replace(die, side=side))
    put_unit(w, replace(unit, status=(*unit.status, die_id)))


def _set_battle_counter(w: Work, owner: str, counter: str, value: int) -> bool:
    """Overrides of battle counters (owner "battle": round, skyshards_found,
    skyshards_needed) and unit counters (hp, max_hp, bonus_hp). The round counter shows 1-5
    or the fatigue face, 6 (rules §4.1). False for an owner or counter it does not know."""
    if owner == "battle":
        battle = current_battle(w)  # refuses: no battle, no battle counters
        if counter == "round":
            set_battle(w, replace(battle, round=value))
        elif counter == "skyshards_found":
            set_battle(w, replace(battle, skyshards_found=value))
        elif counter == "skyshards_needed":
            set_battle(w, replace(battle, skyshards_needed=value))
        else:
            return False
        return True
    if w.battle is None:
        return False
    try:
        unit = w.battle.unit(owner)
    except KeyError:
        return False
    if counter == "hp":
        put_unit(w, replace(unit, hp=value))
    elif counter == "max_hp":
        put_unit(w, replace(unit, max_hp=value, hp=min(unit.hp, value)))
    elif counter == "bonus_hp":
        put_unit(w, replace(unit, bonus_hp=value))
    else:
        return False
    return True
