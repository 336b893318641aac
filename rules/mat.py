"""Handlers for the adventurer mat: exhausting, active slots, draining, recovering, rolling,
fatigue, status and engages (rules §1-§4)."""

from __future__ import annotations

from dataclasses import replace

from rules import movement
from rules.actions import (
    Action,
    ClearActiveSlot,
    DrainDie,
    EndBattleCleanup,
    Engage,
    ExhaustActive,
    ExhaustDice,
    GainFatigue,
    GainStatus,
    PlaceActive,
    RecoverDie,
    RecoverDrained,
    RecoveryStep,
    RemoveDie,
    RollDice,
)
from rules.cooldown import (
    add_to_track,
    gain_light,
    gain_over,
    gain_status,
    recovery_step,
    settle_recovery,
)
from rules.dice import Code, DieKind, StatusSide
from rules.errors import IllegalAction
from rules.events import (
    ActiveDiePlaced,
    ActiveSlotCleared,
    DiceRolled,
    DieDrained,
    Engaged,
    ExhaustOrderDue,
    FatigueIgnored,
    ManualChange,
    OverfatigueCycled,
)
from rules.places import Zone
from rules.state import ACTIVE_SLOTS, Difficulty, GameState
from rules.track import held_dice, order_matters, remove_from_track, send_home
from rules.units import battle_or_none, check_turn
from rules.work import MutableAdventurer, Work

#: The rule an overfatigue die recovered by an effect names.
RECOVER_OVER = "rules §1.5 a recovered overfatigue die goes to the end of the track"


def where(adv: MutableAdventurer, die_id: str) -> Zone | None:
    """The zone of one of this adventurer's areas holding the die, or None."""
    if any(die_id in row for row in adv.rows):
        return Zone.ROW
    if die_id in adv.active:
        return Zone.ACTIVE
    if die_id in adv.track:
        return Zone.TRACK
    if die_id in adv.drained:
        return Zone.DRAINED
    return None


def take_out(adv: MutableAdventurer, die_id: str) -> Zone:
    """Remove the die from whichever of the adventurer's areas holds it."""
    for row in adv.rows:
        if die_id in row:
            row.remove(die_id)
            return Zone.ROW
    if die_id in adv.active:
        adv.active[adv.active.index(die_id)] = None
        return Zone.ACTIVE
    if die_id in adv.track:
        remove_from_track(adv, die_id)
        return Zone.TRACK
    if die_id in adv.drained:
        adv.drained.remove(die_id)
        return Zone.DRAINED
    raise IllegalAction("die_not_on_mat", adventurer=adv.id, die=die_id)


def own_skill_die(w: Work, adv: MutableAdventurer, die_id: str) -> None:
    die = w.die(die_id)
    if die.kind is not DieKind.SKILL or die.owner != adv.id:
        raise IllegalAction("not_own_skill_die", adventurer=adv.id, die=die_id)


def not_defeated(adv: MutableAdventurer, code: str) -> None:
    """Refuse with ``code`` (a `defeated_cannot_…` refusal) when the adventurer is defeated."""
    if adv.defeated:
        raise IllegalAction(code, adventurer=adv.id)


def exhaust_dice(w: Work, action: ExhaustDice) -> None:
    """rules §2.1-2.2, §2.7: into the track one at a time, in the chosen order."""
    adv = w.adv(action.adventurer)
    not_defeated(adv, "defeated_cannot_exhaust")
    if not action.dice:
        raise IllegalAction("exhaust_none")
    if len(set(action.dice)) != len(action.dice):
        raise IllegalAction("exhaust_twice")
    for die_id in action.dice:
        own_skill_die(w, adv, die_id)
        zone = where(adv, die_id)
        if zone not in (Zone.ROW, Zone.ACTIVE):
            raise IllegalAction("exhaust_from", zone=zone or Zone.UNIT, die=die_id)
        if action.tenacity_face:
            _check_tenacity_choice(w, die_id)
    for die_id in action.dice:
        zone = take_out(adv, die_id)
        if action.tenacity_face:
            die = w.die(die_id)
            face = die.tenacity_face
            w.set_die(replace(die, face=die.face if face is None else face))
        rule = "rules §2.7 Cooldown code on its Tenacity face" if action.tenacity_face else ""
        if zone is Zone.ACTIVE:
            rule = rule or "rules §4 active die exhausted"
        add_to_track(w, adv, die_id, rule)


def _check_tenacity_choice(w: Work, die_id: str) -> None:
    """Only a die showing a Cooldown-code face may go in on its Tenacity face (rules §2.7)."""
    die = w.die(die_id)
    if die.faces[die.face].code is not Code.COOLDOWN:
        raise IllegalAction("tenacity_needs_cooldown_face", die=die_id)
    if die.tenacity_face is None:
        raise IllegalAction("no_tenacity_face", die=die_id)


def place_active(w: Work, action: PlaceActive) -> None:
    """rules §4.8: at most 4 active dice, each in its own slot: a skill die from its row, or
    a fatigue die from the supply that an ability puts there (rules §1.6)."""
    adv = w.adv(action.adventurer)
    not_defeated(adv, "defeated_cannot_place_active")
    kind = w.die(action.die).kind
    fatigue = kind in (DieKind.LIGHT_FATIGUE, DieKind.OVERFATIGUE)
    if not fatigue:
        own_skill_die(w, adv, action.die)
    if not 0 <= action.slot < ACTIVE_SLOTS:
        raise IllegalAction("active_slot_count", count=ACTIVE_SLOTS)
    if fatigue and action.die not in w.pile(kind):
        raise IllegalAction("fatigue_active_from_supply")
    if not fatigue and where(adv, action.die) is not Zone.ROW:
        raise IllegalAction("active_from_row")
    if adv.active[action.slot] is not None:
        raise IllegalAction("active_slot_full", slot=action.slot + 1)
    if fatigue:
        w.pile(kind).remove(action.die)
    else:
        take_out(adv, action.die)
    adv.active[action.slot] = action.die
    w.emit(ActiveDiePlaced(adv.id, action.die, action.slot))


def clear_active_slot(w: Work, action: ClearActiveSlot) -> None:
    """rules §4: a die leaving an active slot is exhausted into the track."""
    adv = w.adv(action.adventurer)
    if not 0 <= action.slot < ACTIVE_SLOTS:
        raise IllegalAction("active_slot_count", count=ACTIVE_SLOTS)
    die_id = adv.active[action.slot]
    if die_id is None:
        raise IllegalAction("active_slot_empty", slot=action.slot + 1)
    adv.active[action.slot] = None
    w.emit(ActiveSlotCleared(adv.id, die_id, action.slot, action.resolved))
    add_to_track(w, adv, die_id, "rules §4 active die exhausted")


def exhaust_active(w: Work, action: ExhaustActive) -> None:
    """rules §2.2: the dice of the active slots go into the track together, in the order the
    player gives, which must name each of them once."""
    adv = w.adv(action.adventurer)
    held = held_dice(adv)
    if not held:
        raise IllegalAction("exhaust_active_none", adventurer=adv.id)
    if sorted(action.order) != sorted(held):
        raise IllegalAction("exhaust_order", adventurer=adv.id)
    for die_id in action.order:
        slot = adv.active.index(die_id)
        adv.active[slot] = None
        w.emit(ActiveSlotCleared(adv.id, die_id, slot, False, "rules §2.2 in the player's order"))
        add_to_track(w, adv, die_id, "rules §2.2 exhausted in the player's order")


def drain_die(w: Work, action: DrainDie) -> None:
    """rules §1 drain: the skill die goes to the race sheet for the rest of the battle; a
    defeated adventurer's dice cannot be used (rules §5.3)."""
    adv = w.adv(action.adventurer)
    not_defeated(adv, "defeated_cannot_drain")
    own_skill_die(w, adv, action.die)
    zone = where(adv, action.die)
    if zone is Zone.DRAINED:
        raise IllegalAction("already_drained")
    take_out(adv, action.die)
    adv.drained.append(action.die)
    w.emit(DieDrained(adv.id, action.die))


def recover_die(w: Work, action: RecoverDie) -> None:
    """rules §1.4-§1.5: an effect recovers a die of the track, from any position; an
    overfatigue die is not taken out but goes to the end of the track, as in the Recovery
    step."""
    adv = w.adv(action.adventurer)
    if action.die not in adv.track:
        raise IllegalAction("recover_from_track")
    index = remove_from_track(adv, action.die)
    if w.die(action.die).kind is DieKind.OVERFATIGUE:
        adv.track.append(action.die)
        end = len(adv.track) - 1
        w.emit(OverfatigueCycled(adv.id, action.die, index, end, RECOVER_OVER))
        return
    send_home(w, adv, action.die, "rules §1 recover", "track")


def remove_die(w: Work, action: RemoveDie) -> None:
    """rules §1.5: an effect removes a die from the track for good, any die the player
    picks (for "remove a fatigue die", light or overfatigue): a skill die to its row, the
    others to the supply."""
    adv = w.adv(action.adventurer)
    if action.die not in adv.track:
        raise IllegalAction("remove_from_track")
    remove_from_track(adv, action.die)
    send_home(w, adv, action.die, "rules §1.5 removed from the track", "track")


def recover_drained(w: Work, action: RecoverDrained) -> None:
    """rules §1: drained dice come back only by effects naming drained dice."""
    adv = w.adv(action.adventurer)
    dice = action.dice or tuple(adv.drained)
    if not dice:
        raise IllegalAction("no_drained_dice", adventurer=adv.id)
    for die_id in dice:
        if die_id not in adv.drained:
            raise IllegalAction("not_drained", die=die_id)
    for die_id in dice:
        adv.drained.remove(die_id)
        send_home(w, adv, die_id, "rules §1 drained dice recovered", "drained")


def roll_dice(w: Work, action: RollDice) -> None:
    """Record a roll made by the table (the core never rolls)."""
    if not action.dice or len(action.dice) != len(action.faces):
        raise IllegalAction("roll_results")
    if len(set(action.dice)) != len(action.dice):
        raise IllegalAction("roll_twice")
    for die_id, face in zip(action.dice, action.faces, strict=True):
        die = w.die(die_id)
        if die.kind is not DieKind.SKILL or die.owner is None:
            raise IllegalAction("roll_skill_only")
        not_defeated(w.adv(die.owner), "defeated_cannot_roll")
        if where(w.adv(die.owner), die_id) is not Zone.ROW:
            raise IllegalAction("roll_row_only")
        if not 0 <= face < len(die.faces):
            raise IllegalAction("no_such_face", face=face + 1, die=die_id)
    for die_id, face in zip(action.dice, action.faces, strict=True):
        w.set_die(replace(w.die(die_id), face=face))
    w.emit(DiceRolled(action.dice, action.faces))


def gain_fatigue(w: Work, action: GainFatigue) -> None:
    """rules §1: light then overfatigue, through the track's rules."""
    if action.light < 0 or action.over < 0 or action.light + action.over == 0:
        raise IllegalAction("gain_some_fatigue")
    if action.light + action.over > 100:
        raise IllegalAction("too_much_fatigue")
    adv = w.adv(action.adventurer)
    if adv.defeated:
        w.emit(FatigueIgnored(adv.id))
        return
    gain_light(w, adv, action.light)
    gain_over(w, adv, action.over)


def gain_status_die(w: Work, action: GainStatus) -> None:
    """rules §2.5."""
    gain_status(w, w.adv(action.adventurer), StatusSide(action.side))


def recovery(w: Work, action: RecoveryStep) -> None:
    """rules §3, §4.6: a step of a battle's turns. In a modelled battle the round runs it at
    the start of each turn; once a battle has ended, and between battles, there is none. On
    a table that has modelled no battle (the battles are played on the board) it starts the
    turn, so the engage count restarts at 0 [decision]. ``override`` takes it anyway,
    logged."""
    adv = w.adv(action.adventurer)
    not_defeated(adv, "defeated_cannot_take_turn")
    battle = battle_or_none(w)
    if battle is not None and battle.recovery_due == adv.id and not action.override:
        settle_recovery(w)
        return
    refused = _recovery_refusal(w)
    if refused is not None:
        if not action.override:
            raise refused
        w.emit(ManualChange("recovery step", adv.id, "out of turn"))
    if battle_or_none(w) is None:
        adv.engages = 0
    recovery_step(w, adv)


def _recovery_refusal(w: Work) -> IllegalAction | None:
    if battle_or_none(w) is not None:
        return IllegalAction("recovery_at_turn_start")
    if w.battle is not None or w.state.battles_left:
        return IllegalAction("recovery_in_battle_only")
    return None


def engage_cost(difficulty: Difficulty) -> int:
    """Light fatigue for each engage after the first in a turn (rules §4)."""
    return 2 if difficulty is Difficulty.EXPERT else 1


def engage(w: Work, action: Engage) -> None:
    """rules §4 engage fatigue: first engage free, each further one costs light fatigue."""
    adv = w.adv(action.adventurer)
    not_defeated(adv, "defeated_cannot_engage")
    check_turn(w, adv.id, action.override, "engage")
    refused = movement.engage_refusal(adv.id, adv.moves)
    if refused is not None and not action.override:
        raise refused
    adv.engages += 1
    w.emit(Engaged(adv.id, adv.engages))
    if adv.engages > 1:
        gain_light(w, adv, engage_cost(w.state.difficulty), "rules §4 engage fatigue")


def cleanup_adventurer(w: Work, adv: MutableAdventurer) -> None:
    """Battle end for one mat: active dice exhausted (when their order changes what the track
    keeps, they wait for the player's, rules §2.2), drained dice recovered, engages reset."""
    held = held_dice(adv)
    if order_matters(adv, held):
        w.emit(ExhaustOrderDue(adv.id, held))  # they wait in their slots
        held = ()
    for die_id in held:
        slot = adv.active.index(die_id)
        adv.active[slot] = None
        w.emit(ActiveSlotCleared(adv.id, die_id, slot, False, "rules §4 battle end"))
        add_to_track(w, adv, die_id, "rules §4 active dice exhausted at battle end")
    for die_id in list(adv.drained):
        adv.drained.remove(die_id)
        send_home(w, adv, die_id, "rules §1 drained dice back at battle end", "drained")
    adv.new_turn()


def end_battle_cleanup(w: Work, action: EndBattleCleanup) -> None:
    """rules §1.4, §4.8: for every adventurer, on a table without a modelled battle (a
    modelled battle cleans up by itself when it ends); refused while a battle goes on."""
    if battle_or_none(w) is not None:
        raise IllegalAction("battle_cleanup_not_now")
    for adv_id in w.adventurer_ids():
        cleanup_adventurer(w, w.adv(adv_id))


def candidates(state: GameState) -> list[Action]:
    """Mat actions for `legal_actions` (filtered there by `apply`): one of each with its free
    parameters (fatigue counts, roll results) at a default."""
    out: list[Action] = [EndBattleCleanup()]
    standing = (adv for adv in state.adventurers if not adv.defeated)
    rolled = next((d for adv in standing for d in adv.row_dice), None)
    if rolled is not None:
        out.append(RollDice((rolled,), (0,)))
    for adv in state.adventurers:
        a = adv.id
        held = [d for d in adv.active if d is not None]
        out.append(RecoverDrained(a))
        out.extend(RecoverDie(a, d) for d in adv.track)
        out.extend(RemoveDie(a, d) for d in adv.track)
        out.extend(ClearActiveSlot(a, slot) for slot in range(ACTIVE_SLOTS))
        if held:
            out.append(ExhaustActive(a, tuple(held)))
        out.append(GainFatigue(a, light=1))
        out.extend(GainStatus(a, side) for side in StatusSide)
        out.extend(DrainDie(a, d) for d in (*adv.row_dice, *held, *adv.track))
        # at the start of the turn, the Recovery step runs before the use of a die and may
        # bring dice of the track back to the rows (rules §4.9)
        due = state.battle is not None and state.battle.recovery_due == a
        rows = (*adv.row_dice, *(adv.track if due else ()))
        for die in (*rows, *held):
            out.append(ExhaustDice(a, (die,)))
            out.append(ExhaustDice(a, (die,), tenacity_face=True))
        for die in (*rows, *state.supply.light[-1:], *state.supply.over[-1:]):
            out.extend(PlaceActive(a, die, slot) for slot in range(ACTIVE_SLOTS))
        out.append(RecoveryStep(a))
        out.append(Engage(a))
    return out
