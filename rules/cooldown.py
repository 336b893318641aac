"""The cooldown track (rules §2), fatigue and status dice (rules §1.3, §2.5) and the Recovery
step (rules §3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rules.adventurer import deal_true_damage
from rules.dice import DieKind, StatusSide
from rules.events import (
    FatigueGained,
    FatigueIgnored,
    OverfatigueCycled,
    OverfatigueSwapped,
    RecoveryStepTaken,
    StatusGained,
    StatusRequeued,
    SupplyExhausted,
    default_rule,
)
from rules.track import FULL, dispose, place_if_room, place_or_dispose, send_home
from rules.work import MutableAdventurer, Work

NO_OVERFATIGUE = "rules §1.3 no overfatigue left: 1 true damage"


def add_to_track(w: Work, adv: MutableAdventurer, die_id: str, rule: str = "") -> None:
    """Place one die (already out of its old place) in the track (rules §2.1, §2.4).

    A full track drains or returns the incoming die, then swaps the rightmost die that is not
    overfatigue for an overfatigue die from the supply (the replaced die drained or
    returned). With 13 overfatigue nothing is replaced. [decision] With no overfatigue left in
    the supply, the replaced die stays and the adventurer takes 1 true damage instead (the
    errata rule for an overfatigue die that cannot be placed). A defeated adventurer gains no
    overfatigue: their full track only drains or returns the incoming die (rules §5.3).
    """
    if adv.defeated:
        place_or_dispose(w, adv, die_id, rule)
        return
    if place_if_room(w, adv, die_id, rule):
        return
    track = adv.track
    dispose(w, adv, die_id, FULL)
    for slot in range(len(track) - 1, -1, -1):
        if w.die(track[slot]).kind is not DieKind.OVERFATIGUE:
            break
    else:
        return  # 13 overfatigue: nothing to replace [decision]
    over = w.take_from_supply(DieKind.OVERFATIGUE)
    if over is None:
        w.emit(SupplyExhausted(DieKind.OVERFATIGUE, FULL))
        deal_true_damage(w, adv, 1, NO_OVERFATIGUE)
        return
    replaced = track[slot]
    track[slot] = over
    w.emit(OverfatigueSwapped(adv.id, replaced, slot, over))
    dispose(w, adv, replaced, FULL)


def gain_light(w: Work, adv: MutableAdventurer, count: int, rule: str = "") -> None:
    """Gain light fatigue; with none left in the supply, overfatigue instead (rules §1.3). A
    defeated adventurer gains none, also when defeated partway through (rules §5.3)."""

    def instead() -> None:
        gain_over(w, adv, 1, "rules §1.3 no light fatigue left: overfatigue instead")

    _gain_fatigue(w, adv, count, DieKind.LIGHT_FATIGUE, rule, instead)


def gain_over(w: Work, adv: MutableAdventurer, count: int, rule: str = "") -> None:
    """Gain overfatigue; each die the supply cannot give deals 1 true damage (rules §1.3)."""

    def instead() -> None:
        deal_true_damage(w, adv, 1, NO_OVERFATIGUE)

    _gain_fatigue(w, adv, count, DieKind.OVERFATIGUE, rule, instead)


def _gain_fatigue(
    w: Work,
    adv: MutableAdventurer,
    count: int,
    kind: DieKind,
    rule: str,
    supply_out: Callable[[], object],
) -> None:
    """``count`` fatigue dice of ``kind`` from the supply to the track, one by one;
    ``supply_out`` runs for each one the supply cannot give. None once defeated."""
    for _ in range(count):
        if adv.defeated:
            w.emit(FatigueIgnored(adv.id))
            return
        die = w.take_from_supply(kind)
        if die is None:
            w.emit(SupplyExhausted(kind))
            supply_out()
            continue
        w.emit(FatigueGained(adv.id, die, kind, rule or default_rule(FatigueGained)))
        add_to_track(w, adv, die)


def gain_status(w: Work, adv: MutableAdventurer, side: StatusSide) -> None:
    """Gain a status die; a side already in the track re-queues that die (rules §2.5)."""
    if adv.defeated:
        w.emit(FatigueIgnored(adv.id))
        return
    for slot, die_id in enumerate(adv.track):
        die = w.die(die_id)
        if die.kind is DieKind.STATUS and die.side is side:
            del adv.track[slot]
            adv.track.append(die_id)
            w.emit(StatusRequeued(adv.id, die_id, slot, len(adv.track) - 1))
            return
    new = w.take_from_supply(DieKind.STATUS)
    if new is None:
        w.emit(SupplyExhausted(DieKind.STATUS))
        return
    w.set_die(replace(w.die(new), side=side))
    w.emit(StatusGained(adv.id, new, side))
    add_to_track(w, adv, new)


def recovery_step(w: Work, adv: MutableAdventurer) -> None:
    """Take the leftmost die as many times as the Cooldown stat (rules §3).

    Skill dice go back to their rows, light fatigue and status dice to the supply;
    overfatigue goes back to the end of the row and still counts as one of the N.
    """
    taken = 0
    for _ in range(max(adv.cooldown, 0)):
        if not adv.track:
            break
        die_id = adv.track.pop(0)
        taken += 1
        if w.die(die_id).kind is DieKind.OVERFATIGUE:
            adv.track.append(die_id)
            w.emit(OverfatigueCycled(adv.id, die_id, 0, len(adv.track) - 1))
        else:
            send_home(w, adv, die_id, "rules §3 Recovery step", "track")
    w.emit(RecoveryStepTaken(adv.id, taken))


def settle_recovery(w: Work) -> None:
    """The Recovery step waiting at the start of an adventurer's turn runs now (rules
    §4.9): asked for, or before the adventurer's first other action of the turn."""
    battle = w.battle
    if battle is None or battle.recovery_due is None:
        return
    adv = w.adv(battle.recovery_due)
    w.battle = replace(battle, recovery_due=None)
    recovery_step(w, adv)
