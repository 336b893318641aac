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
                raise IllegalAction("A skill die stays on its own adventurer's mat.")
        elif zone is not Zone.UNIT:
            raise IllegalAction("Skill dice never go to the supply.")
    else:
        if zone in (Zone.ROW, Zone.ACTIVE, Zone.DRAINED):
            raise IllegalAction("Only skill dice go in attribute rows, active slots or drained.")
        if zone is Zone.UNIT and die.kind is not DieKind.STATUS:
            raise IllegalAction("Only status dice go on units.")
    if zone in (Zone.ROW, Zone.ACTIVE, Zone.TRACK, Zone.DRAINED):
        if place.owner is None:
            raise IllegalAction("Say whose mat the die goes to.")
        w.adv(place.owner)
    if zone in ZONE_PUTTERS or zone in (Zone.ROW, Zone.ACTIVE, Zone.TRACK, Zone.DRAINED):
        return
    if zone is not Zone.SUPPLY:
        raise IllegalAction(f"Dice cannot be put in the {zone} area here.")


@handles(ForceMoveDie)
def force_move(w: Work, action: ForceMoveDie) -> None:
    die = w.die(action.die)
    place = action.place
    _check_target(w, die, place)
    try:
        source = locate(w.state, die.id)
    except KeyError:
        raise IllegalAction(f"The die {die.id!r} is not on the table.") from None
    if place.zone is Zone.ACTIVE:
        if place.index is None or not 0 <= place.index < ACTIVE_SLOTS:
            raise IllegalAction(f"Choose one of the {ACTIVE_SLOTS} active slots.")
        current = w.adv(place.owner or "").active[place.index]
        if current is not None and current != die.id:
            raise IllegalAction(f"Active slot {place.index + 1} already holds a die.")
    if place.zone is Zone.ROW and place.index is not None:
        adv = w.adv(place.owner or "")
        if place.index != row_for(w, adv, die.id):
            raise IllegalAction(f"This die belongs in the {die.attribute} row.")
    if place.zone is Zone.TRACK:
        adv = w.adv(place.owner or "")
        if len(adv.track) >= TRACK_SIZE and die.id not in adv.track:
            raise IllegalAction("The cooldown track already holds 13 dice.")
        if place.index is not None and not 0 <= place.index < TRACK_SIZE:
            raise IllegalAction("The cooldown track has 13 positions.")
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
            raise IllegalAction(f"This die has faces 0 to {len(die.faces) - 1}.")
        w.set_die(replace(die, face=action.face))
        value = die.faces[action.face].symbol
    elif die.kind is DieKind.STATUS:
        if not 0 <= action.face < len(STATUS_SIDES):
            raise IllegalAction("A status die has 6 sides.")
        if locate(w.state, die.id).zone is Zone.SUPPLY:
            raise IllegalAction("A status die in the supply shows no side.")
        side = STATUS_SIDES[action.face]
        w.set_die(replace(die, side=side))
        value = str(side)
    else:
        raise IllegalAction("Fatigue dice have no faces to turn.")
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
        raise IllegalAction(f"Counters go from 0 to {MAX_COUNTER}.")
    owner, counter = action.owner, action.counter
    if owner == "supply":
        if counter not in SUPPLY_PREFIX:
            raise IllegalAction("The supply counts light, over and status dice.")
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
            raise IllegalAction(f"An adventurer has no counter called {counter!r}.")
        if counter == "hp":
            if value > adv.max_hp:
                raise IllegalAction(f"HP cannot exceed the max HP ({adv.max_hp}).")
            adv.hp = value
        elif counter == "max_hp":
            if value < 1:
                raise IllegalAction("Max HP is at least 1.")
            adv.max_hp = value
            adv.hp = min(adv.hp, value)
        elif counter == "defeated":
            if value not in (0, 1):
                raise IllegalAction("Defeated is 0 (no) or 1 (yes).")
            adv.defeated = bool(value)
        else:
            setattr(adv, counter, value)
    w.emit(ManualChange(counter, owner, str(value)))
