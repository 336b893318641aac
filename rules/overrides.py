"""Overrides: the Force… family places or edits anything, logged as a manual change.

They help a solo player fix the table; they still keep every die in exactly one place, a
track of at most 13 without gaps, and counters in range.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rules.actions import ForceMoveDie, ForceSetCounter, ForceSetFace
from rules.cooldown import row_for
from rules.dice import STATUS_SIDES, Die, DieKind
from rules.errors import IllegalAction
from rules.events import ManualChange
from rules.mat import take_out
from rules.places import Place, Zone, locate
from rules.registry import handles
from rules.state import ACTIVE_SLOTS, TRACK_SIZE
from rules.work import Work

MAX_COUNTER = 999

#: Counters of other owners (the battle, the game, units): f(work, owner, counter, value)
#: returns False when it does not know that owner.
COUNTER_SETTERS: list[Callable[[Work, str, str, int], bool]] = []

# Hooks for zones other modules own (e.g. UNIT): remove(work, die, place), put(work, die, place)
ZONE_REMOVERS: dict[Zone, Callable[[Work, str, Place], None]] = {}
ZONE_PUTTERS: dict[Zone, Callable[[Work, str, Place], None]] = {}


def _describe(place: Place) -> str:
    parts = [str(place.zone)]
    if place.owner is not None:
        parts.append(place.owner)
    if place.index is not None:
        parts.append(str(place.index))
    return " ".join(parts)


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
    if zone in ZONE_PUTTERS or zone in (Zone.ROW, Zone.ACTIVE, Zone.TRACK, Zone.DRAINED):
        return
    if zone is not Zone.SUPPLY:
        raise IllegalAction("zone_not_here", zone=zone)


@handles(ForceMoveDie)
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
    elif source.zone in ZONE_REMOVERS:
        ZONE_REMOVERS[source.zone](w, die.id, source)
    else:
        take_out(w.adv(source.owner or ""), die.id)
    # and put it exactly there
    zone = place.zone
    if zone is Zone.SUPPLY:
        w.put_in_supply(die.id)
    elif zone in ZONE_PUTTERS:
        ZONE_PUTTERS[zone](w, die.id, place)
    else:
        adv = w.adv(place.owner or "")
        if zone is Zone.ROW:
            adv.rows[row_for(w, adv, die.id)].append(die.id)
        elif zone is Zone.ACTIVE:
            adv.active[place.index or 0] = die.id
        elif zone is Zone.DRAINED:
            adv.drained.append(die.id)
        else:
            index = len(adv.track) if place.index is None else min(place.index, len(adv.track))
            adv.track.insert(index, die.id)
            if die.kind is DieKind.STATUS and die.side is None:
                used = {w.die(d).side for d in adv.track if d != die.id}
                side = next((s for s in STATUS_SIDES if s not in used), STATUS_SIDES[0])
                w.set_die(replace(die, side=side))
    w.emit(ManualChange("move", die.id, _describe(place)))


@handles(ForceSetFace)
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


SUPPLY_PREFIX = {
    "light": ("light", DieKind.LIGHT_FATIGUE),
    "over": ("over", DieKind.OVERFATIGUE),
    "status": ("status", DieKind.STATUS),
}
ADVENTURER_COUNTERS = ("hp", "max_hp", "tenacity", "cooldown", "engages", "defeated")


@handles(ForceSetCounter)
def force_counter(w: Work, action: ForceSetCounter) -> None:
    value = action.value
    if not 0 <= value <= MAX_COUNTER:
        raise IllegalAction("counter_range", max=MAX_COUNTER)
    owner, counter = action.owner, action.counter
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
        if not any(setter(w, owner, counter, value) for setter in COUNTER_SETTERS):
            w.adv(owner)  # refuses: no adventurer (nor unit, nor battle counter) of that name
    else:
        adv = w.adv(owner)
        if counter not in ADVENTURER_COUNTERS:
            raise IllegalAction("no_counter", counter=counter)
        if counter == "hp":
            if value > adv.max_hp:
                raise IllegalAction("hp_over_max", max_hp=adv.max_hp)
            adv.hp = value
        elif counter == "max_hp":
            if value < 1:
                raise IllegalAction("max_hp_min")
            adv.max_hp = value
            adv.hp = min(adv.hp, value)
        elif counter == "cooldown" and value > TRACK_SIZE:
            raise IllegalAction("counter_range", max=TRACK_SIZE)
        elif counter == "defeated":
            if value not in (0, 1):
                raise IllegalAction("defeated_flag")
            from rules import adventurer as adventurer_rules

            if value and not adv.defeated:
                # as a defeat: active dice exhausted, the chip off the map (rules §5)
                adventurer_rules.defeat(w, adv, None, "override")
            elif not value and adv.defeated:
                adv.defeated = False
                for hook in adventurer_rules.REVIVE_HOOKS:
                    hook(w, adv, None)
        else:
            setattr(adv, counter, value)
    w.emit(ManualChange(counter, owner, str(value)))
