"""Game-terms text for actions (history lines) and events (log lines).

The rules core carries data, not prose; this module turns it into sentences a player reads,
with the names of gui/names.py: display names (never ids), positions counted from 1, and
counts through Qt's plural forms. Unknown types fall back to a readable form of their class
name and fields, so a new action or event is never shown as a blank line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any

from gui.i18n import tr
from gui.names import Namer, counted, face_text, listing, positions
from gui.refusals import term
from rules.dice import STATUS_SIDES
from rules.places import locate

Texts = dict[str, Callable[[Any], str]]


def _words(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower()


def _generic(obj: Any, namer: Namer) -> str:
    name = _words(type(obj).__name__).capitalize()
    if not is_dataclass(obj):
        return name
    parts = []
    for f in fields(obj):
        if f.name == "rule":
            continue
        value = getattr(obj, f.name)
        if f.name in {"adventurer", "target", "unit", "owner", "by", "source"} and isinstance(
            value, str
        ):
            value = namer.who(value)
        elif f.name in {"die", "replaced", "overfatigue"} and isinstance(value, str):
            value = namer.die(value)
        parts.append(f"{f.name.replace('_', ' ')} {value}")
    return f"{name}: " + ", ".join(parts) if parts else name


# --- history lines (actions) ---------------------------------------------------------------


def _die_action_texts(n: Namer, who: str) -> Texts:
    c = counted()
    return {
        "ExhaustDice": lambda a: tr("{who} exhausts {dice}").format(
            who=who, dice=listing(n.die(d) for d in a.dice)
        ),
        "GainFatigue": lambda a: (
            "; ".join(
                [
                    *([c.light(who, a.light)] if a.light else []),
                    *([c.over(who, a.over)] if a.over else []),
                ]
            )
            or tr("{who} gains no fatigue").format(who=who)
        ),
        "GainStatus": lambda a: tr("{who} gains {side}").format(who=who, side=term(a.side)),
        "RecoveryStep": lambda a: tr("{who}: Recovery step").format(who=who),
        "PlaceActive": lambda a: tr("{who} places {die} in active slot {slot}").format(
            who=who, die=n.die(a.die), slot=a.slot + 1
        ),
        "ClearActiveSlot": lambda a: tr("{who} clears active slot {slot}").format(
            who=who, slot=a.slot + 1
        ),
        "DrainDie": lambda a: tr("{who} drains {die}").format(who=who, die=n.die(a.die)),
        "RecoverDie": lambda a: tr("{who} recovers {die}").format(who=who, die=n.die(a.die)),
        "RecoverDrained": lambda a: tr("{who} recovers drained dice").format(who=who),
        "RollDice": lambda a: c.roll(len(a.dice)),
        "Engage": lambda a: tr("{who} engages").format(who=who),
        "PlaceStatusDie": lambda a: tr("{who} puts {die} on {unit}").format(
            who=who, die=n.die(a.die), unit=n.who(a.unit)
        ),
        "ForceMoveDie": lambda a: tr("Manual: move {die} to {place}").format(
            die=n.die(a.die), place=n.place(a.die, a.place)
        ),
        "ForceSetFace": lambda a: tr("Manual: turn {die} to face {face}").format(
            die=n.die(a.die), face=_face_of(n, a.die, a.face)
        ),
        "ForceSetCounter": lambda a: tr("Manual: set {owner}'s {counter} to {value}").format(
            owner=n.who(a.owner), counter=term(a.counter), value=a.value
        ),
        "StartLockpick": lambda a: tr("{who} starts picking a lock").format(who=who),
        "LockpickRoll": lambda a: tr("Roll the lockpick dice: {faces}").format(
            faces=listing(a.results)
        ),
        "LockpickKeep": lambda a: tr("Keep lockpick die {d} on digit {n}").format(
            d=a.die_index + 1, n=a.digit_index + 1
        ),
        "LockpickTurn": lambda a: tr("Turn lockpick die {d} by {delta:+d}").format(
            d=a.die_index + 1, delta=a.delta
        ),
        "LockpickStop": lambda a: tr("Stop picking the lock"),
        "AdventurersRest": lambda a: tr("{who} rests").format(who=who),
        "InnRest": lambda a: tr("Rest at the inn"),
        "EndBattleCleanup": lambda a: tr("End-of-battle cleanup"),
    }


def _face_of(n: Namer, die_id: str, face: int) -> str:
    die = n.state.dice.get(die_id)
    if die is None:
        return str(face + 1)
    if str(die.kind) == "status":
        return term(STATUS_SIDES[face]) if 0 <= face < len(STATUS_SIDES) else str(face + 1)
    if 0 <= face < len(die.faces):
        f = die.faces[face]
        return face_text(f.symbol, f.is_tenacity)
    return str(face + 1)


def _battle_action_texts(n: Namer, state: Any) -> Texts:
    battle = getattr(state, "battle", None)
    turn = n.who(battle.turn) if battle is not None and battle.turn else ""
    return {
        "StartRound": lambda a: tr("Start round {n}").format(
            n=(battle.round + 1) if battle is not None else ""
        ),
        "EndTurn": lambda a: tr("End {who}'s turn").format(who=turn) if turn else tr("End turn"),
        "TakeTurn": lambda a: tr("{who} takes the next turn").format(who=n.who(a.unit)),
        "EndRound": lambda a: tr("End the round and retreat") if a.retreat else tr("End the round"),
        "LeaveBattle": lambda a: tr("Leave the battle"),
        "MoveUnit": lambda a: tr("Move {who}").format(who=n.who(a.unit)),
        "ForceMoveUnit": lambda a: (
            tr("Manual: take {who} off the map") if a.to is None else tr("Manual: place {who}")
        ).format(who=n.who(a.unit)),
        "DealDamage": lambda a: (
            tr("{amount} true damage to {who}") if a.true_damage else tr("{amount} damage to {who}")
        ).format(amount=a.amount, who=n.who(a.target)),
        "DefeatUnit": lambda a: tr("Defeat {who}").format(who=n.who(a.target)),
        "Heal": lambda a: tr("Heal {who} by {amount}").format(who=n.who(a.target), amount=a.amount),
        "ApplyStatus": lambda a: tr("{who} gains {side}").format(
            who=n.who(a.unit), side=term(a.side)
        ),
        "RemoveStatus": lambda a: tr("{who} loses {side}").format(
            who=n.who(a.unit), side=term(a.side)
        ),
        "RemoveDefeatedChip": lambda a: tr("Remove {who}'s chip").format(who=n.who(a.unit)),
        "ExploreHex": lambda a: tr("Explore: draw {card}").format(card=n.card(a.card)),
        "PlaceTile": lambda a: tr("Place the drawn tile"),
        "EndOfDay": lambda a: tr("End of day"),
        "VisitInn": lambda a: tr("Visit the inn"),
        "UseGuildAssist": lambda a: tr("Use the guild assist"),
        "MovePartyToken": lambda a: tr("Move the party token to {to}").format(to=n.town(a.to)),
    }


def describe_action(action: Any, state: Any) -> str:
    """One history line for ``action``, in game terms, named against ``state`` (before)."""
    n = Namer(state)
    who = n.who(getattr(action, "adventurer", None))
    texts = {**_die_action_texts(n, who), **_battle_action_texts(n, state)}
    text = texts.get(type(action).__name__)
    return str(text(action)) if text is not None else _generic(action, n)


# --- log lines (events) --------------------------------------------------------------------


def _die_event_texts(n: Namer, who: str) -> Texts:
    c = counted()
    return {
        "DieExhausted": lambda e: tr("{who}: {die} goes to track position {slot}").format(
            who=who, die=n.die(e.die), slot=e.slot + 1
        ),
        "DieDrained": lambda e: tr("{who}: {die} is drained to the race sheet").format(
            who=who, die=n.die(e.die)
        ),
        "DieReturnedToSupply": lambda e: tr("{who}: {die} returns to the supply").format(
            who=who, die=n.die(e.die)
        ),
        "OverfatigueSwapped": lambda e: tr(
            "{who}: overfatigue replaces {die} in position {slot} (track full)"
        ).format(who=who, die=n.die(e.replaced), slot=e.slot + 1),
        "StatusRequeued": lambda e: tr(
            "{who}: {die} was already in the track; it moves from {a} to {b}"
        ).format(who=who, die=n.die(e.die), a=e.from_slot + 1, b=e.to_slot + 1),
        "OverfatigueCycled": lambda e: tr(
            "{who}: overfatigue stays, moving from position {a} to {b}"
        ).format(who=who, a=e.from_slot + 1, b=e.to_slot + 1),
        "DieRecovered": lambda e: tr("{who} recovers {die}").format(who=who, die=n.die(e.die)),
        "RecoveryStepTaken": lambda e: c.recovery(who, e.count),
        "FatigueGained": lambda e: tr("{who} gains {die}").format(who=who, die=n.die(e.die)),
        "StatusGained": lambda e: tr("{who} gains {side}").format(who=who, side=term(e.side)),
        "SupplyExhausted": lambda e: tr("The supply has no {kind} dice left").format(
            kind=_kind_words(e.kind)
        ),
        "FatigueIgnored": lambda e: tr("{who} is defeated and gains no fatigue").format(who=who),
        "DiceRolled": lambda e: c.rolled(len(e.dice), listing(n.die(d) for d in e.dice)),
        "ActiveDiePlaced": lambda e: tr("{who}: {die} in active slot {slot}").format(
            who=who, die=n.die(e.die), slot=e.slot + 1
        ),
        "ActiveSlotCleared": lambda e: tr("{who}: active slot {slot} cleared").format(
            who=who, slot=e.slot + 1
        ),
        "Engaged": lambda e: tr("{who} engages (engage {count} this turn)").format(
            who=who, count=e.count
        ),
        "Rested": lambda e: (
            c.rested(who, e.healed, len(e.removed))
            + (tr("; an item is discarded") if e.discarded_item else "")
        ),
        "InnVisited": lambda e: tr("{who} rests at the inn").format(who=who),
        "ManualChange": lambda e: _manual_change(n, e),
    }


def _kind_words(kind: object) -> str:
    return {"light_fatigue": tr("light fatigue"), "overfatigue": tr("overfatigue")}.get(
        str(kind), tr("status")
    )


def _manual_change(n: Namer, e: Any) -> str:
    if e.what == "move":
        try:
            place = locate(n.state, e.target)
        except KeyError:
            return tr("Manual change: {die} moved").format(die=n.die(e.target))
        return tr("Manual change: {die} is now on {place}").format(
            die=n.die(e.target), place=n.place(e.target, place)
        )
    if e.what == "face":
        return tr("Manual change: {die} now shows {face}").format(
            die=n.die(e.target), face=face_text(e.value)
        )
    if e.what == "unit":
        return (
            tr("Manual change: {who} is taken off the map")
            if e.value == "off map"
            else tr("Manual change: {who} is placed on the map")
        ).format(who=n.who(e.target))
    return tr("Manual change: {what} of {target} set to {value}").format(
        what=term(e.what), target=n.who(e.target), value=e.value
    )


def _lockpick_event_texts(n: Namer, who: str) -> Texts:
    c = counted()
    return {
        "LockpickStarted": lambda e: tr(
            "{who} starts picking a lock: code {code}; key digits: {keys}; {attempts}"
        ).format(
            who=who,
            code=" ".join(str(d) for d in e.digits),
            keys=tr("positions {p}").format(p=positions(e.keys)) if e.keys else tr("none"),
            attempts=c.attempts(e.attempts),
        ),
        "LockpickRolled": lambda e: tr("Lockpick attempt {a}: dice {dice} roll {results}").format(
            a=e.attempt, dice=positions(e.dice), results=listing(e.results)
        ),
        "LockpickDieKept": lambda e: tr(
            "Lockpick die {d} (showing {value}) is kept on digit {n}"
        ).format(d=e.die_index + 1, value=e.value, n=e.digit_index + 1),
        "LockpickDieTurned": lambda e: tr(
            "Lockpick die {d} is turned from {old} to {new} for a light fatigue"
        ).format(d=e.die_index + 1, old=e.old, new=e.new),
        "LockpickSucceeded": lambda e: tr("{who} picks the lock").format(who=who),
        "LockpickFailed": lambda e: (
            tr("{who} runs out of attempts: the lock stays shut")
            if e.reason == "out_of_attempts"
            else tr("{who} gives up: the lock stays shut")
        ).format(who=who),
    }


def _battle_event_texts(n: Namer) -> Texts:
    c = counted()
    return {
        "TrueDamageDealt": lambda e: tr("{who} takes {amount} true damage ({hp} HP left)").format(
            who=n.who(e.target), amount=e.amount, hp=e.hp
        ),
        "Healed": lambda e: tr("{who} heals {amount} ({hp} HP)").format(
            who=n.who(e.target), amount=e.amount, hp=e.hp
        ),
        "RoundStarted": lambda e: (
            tr(
                "Round {n} — fatigue round: each adventurer gains 1 overfatigue, then takes "
                "true damage equal to their overfatigue"
            ).format(n=e.round)
            if e.fatigue_round
            else tr("Round {n} begins").format(n=e.round)
        ),
        "TurnStarted": lambda e: tr("{who}'s turn").format(who=n.who(e.unit)),
        "TurnEnded": lambda e: tr("{who} ends their turn").format(who=n.who(e.unit)),
        "TurnChoiceNeeded": lambda e: tr("Choose who acts next: {units}").format(
            units=listing(n.who(u) for u in e.candidates)
        ),
        "PhaseChanged": lambda e: {
            "adventurers": tr("Adventurer turns"),
            "companions": tr("Companion turns"),
            "enemies": tr("Enemy turns, highest level first"),
            "round_end": tr("End of the round"),
            "round_start": tr("Ready for the next round"),
            "over": tr("The battle is over"),
        }.get(e.phase, e.phase),
        "RoundEnded": lambda e: tr("Round {n} ends").format(n=e.round),
        "BattleEnded": lambda e: tr("The battle ends: {outcome}").format(outcome=term(e.outcome)),
        "BattleLeft": lambda e: tr("The party leaves the battle map"),
        "UnitMoved": lambda e: c.moves(n.who(e.unit), e.steps),
        "DamageDealt": lambda e: (
            tr("{who} takes {amount} true damage ({hp} HP left)")
            if e.true_damage
            else tr("{who} takes {amount} damage ({hp} HP left)")
        ).format(who=n.who(e.target), amount=e.amount, hp=e.hp),
        "UnitDefeated": lambda e: (
            tr("{who} is defeated by {by}").format(who=n.who(e.unit), by=n.who(e.by))
            if e.by
            else tr("{who} is defeated (by no one)").format(who=n.who(e.unit))
        ),
        "UnitDeployed": lambda e: tr("{who} is deployed on the entrance tile").format(
            who=n.who(e.unit)
        ),
        "CompanionNotDeployed": lambda e: tr(
            "{who} cannot deploy: no unoccupied hex on the entrance tile"
        ).format(who=n.who(e.unit)),
        "PartyDefeated": lambda e: tr(
            "The whole party is defeated: the encounter ends after this round"
        ),
        "StatusApplied": lambda e: tr("{who} gains {side}").format(
            who=n.who(e.unit), side=term(e.side)
        ),
        "StatusRemoved": lambda e: tr("{who} loses {side}").format(
            who=n.who(e.unit), side=term(e.side)
        ),
    }


def _map_event_texts(n: Namer, who: str) -> Texts:
    c = counted()
    return {
        "AdventurerDefeated": lambda e: tr("{who} is defeated").format(who=who),
        "AdventurerRevived": lambda e: tr("{who} is revived").format(who=who),
        "HexExplored": lambda e: tr("Exploring: the card drawn is {card}").format(
            card=n.card(e.card)
        ),
        "SkyshardFound": lambda e: tr("A skyshard! ({found} of {needed})").format(
            found=e.found, needed=e.needed
        ),
        "TilePlaced": lambda e: tr("The {shape} tile is placed").format(shape=n.shape(e.shape)),
        "PlacementChoiceNeeded": lambda e: c.placements(e.options, n.shape(e.shape)),
        "TileDidNotFit": lambda e: tr(
            "The {shape} tile does not fit: it goes to the bottom of its stack"
        ).format(shape=n.shape(e.shape)),
        "PartyTokenMoved": lambda e: tr("The party token moves to {to}").format(to=n.town(e.end)),
        "TownChoiceNeeded": lambda e: tr("Closest towns tie: choose one ({towns})").format(
            towns=listing(n.town(h) for h in e.options)
        ),
        "RewardPhase": lambda e: (
            tr("Reward Phase (failed encounter)") if e.failed else tr("Reward Phase")
        ),
        "EndOfDayStarted": lambda e: tr("End of day {day}: Adventurers Rest").format(day=e.day),
        "NewDay": lambda e: tr("Day {day} begins").format(day=e.day),
        "GuildAssistUsed": lambda e: tr("The guild assist is used"),
    }


def describe_event(event: Any, state: Any) -> str:
    """One log line for ``event``, named against ``state`` (after the action)."""
    n = Namer(state)
    who = n.who(getattr(event, "adventurer", None))
    texts = {
        **_die_event_texts(n, who),
        **_lockpick_event_texts(n, who),
        **_battle_event_texts(n),
        **_map_event_texts(n, who),
    }
    text = texts.get(type(event).__name__)
    return str(text(event)) if text is not None else _generic(event, n)


def rule_of(event: Any) -> str:
    return str(getattr(event, "rule", ""))


def rule_section(rule: str) -> str:
    """'rules §2.4 full track' -> 'rules §2.4' (a section of rules/RULES.md); '' when there is
    none."""
    match = re.search(r"§\s*[\d.]+", rule)
    return "rules " + match.group(0).rstrip(".") if match else ""
