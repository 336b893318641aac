"""Game-terms text for actions (history lines) and events (log lines).

The rules core carries data, not prose; this module turns it into sentences a player reads.
Unknown types fall back to a readable form of their class name and fields, so a new action
or event is never shown as a blank line.
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass
from typing import Any

from gui.i18n import tr
from gui.refusals import term


def _words(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower()


class Namer:
    """Looks up player-facing names of adventurers, units and dice in a state."""

    def __init__(self, state: Any) -> None:
        self.state = state

    def who(self, unit_id: str | None) -> str:
        if unit_id is None:
            return tr("no one")
        for adv in getattr(self.state, "adventurers", ()):
            if adv.id == unit_id:
                return str(adv.name)
        battle = getattr(self.state, "battle", None)
        for unit in getattr(battle, "units", ()):
            if unit.id == unit_id:
                return str(unit.name)
        return unit_id

    def shape(self, name: str) -> str:
        battle = getattr(self.state, "battle", None)
        shape = getattr(battle, "shapes", {}).get(name)
        return term(shape.label or name) if shape is not None else name

    def town(self, at: object) -> str:
        overland = getattr(self.state, "overland", None)
        towns = getattr(overland, "towns", {})
        return str(towns.get(at, at))

    def die(self, die_id: str | None) -> str:
        if die_id is None:
            return tr("a die")
        die = getattr(self.state, "dice", {}).get(die_id)
        if die is None:
            return die_id
        kind = str(die.kind)
        if kind == "light_fatigue":
            return tr("light fatigue")
        if kind == "overfatigue":
            return tr("overfatigue")
        if kind == "status":
            if die.side is None:
                return tr("a status die")
            return tr("{side} status die").format(side=term(die.side))
        face = die.current_face
        shown = f"·{face.symbol}" if face is not None else ""
        return f"{term(die.skill or 'skill')}{shown}"


def _generic(obj: Any, namer: Namer) -> str:
    name = _words(type(obj).__name__).capitalize()
    if not is_dataclass(obj):
        return name
    parts = []
    for f in fields(obj):
        if f.name == "rule":
            continue
        value = getattr(obj, f.name)
        if f.name in {"adventurer", "target", "unit", "owner"} and isinstance(value, str):
            value = namer.who(value)
        elif f.name in {"die", "replaced", "overfatigue"} and isinstance(value, str):
            value = namer.die(value)
        parts.append(f"{f.name.replace('_', ' ')} {value}")
    return f"{name}: " + ", ".join(parts) if parts else name


def describe_action(action: Any, state: Any) -> str:
    """One history line for ``action``, in game terms, named against ``state`` (before)."""
    n = Namer(state)
    kind = type(action).__name__
    who = n.who(getattr(action, "adventurer", None))
    texts: dict[str, Any] = {
        "ExhaustDice": lambda a: tr("{who} exhausts {dice}").format(
            who=who, dice=", ".join(n.die(d) for d in a.dice)
        ),
        "GainFatigue": lambda a: tr("{who} gains fatigue ({light} light, {over} over)").format(
            who=who, light=a.light, over=a.over
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
        "RollDice": lambda a: tr("Roll {count} dice").format(count=len(a.dice)),
        "Engage": lambda a: tr("{who} engages").format(who=who),
        "ForceMoveDie": lambda a: (
            tr("Manual: move {die} to {zone} {index}")
            .format(
                die=n.die(a.die),
                zone=term(a.place.zone),
                index="" if a.place.index is None else a.place.index + 1,
            )
            .strip()
        ),
        "ForceSetFace": lambda a: tr("Manual: turn {die} to face {face}").format(
            die=n.die(a.die), face=a.face + 1
        ),
        "ForceSetCounter": lambda a: tr("Manual: set {owner}'s {counter} to {value}").format(
            owner=n.who(a.owner), counter=term(a.counter), value=a.value
        ),
    }
    battle = getattr(state, "battle", None)
    turn = n.who(battle.turn) if battle is not None and battle.turn else ""
    texts.update(
        {
            "StartRound": lambda a: tr("Start round {n}").format(
                n=(battle.round + 1) if battle is not None else ""
            ),
            "BeginTurns": lambda a: tr("Begin the turns"),
            "LowerRoundCounter": lambda a: tr("Lower the round counter by {n}").format(n=a.by),
            "EndTurn": lambda a: (
                tr("End {who}'s turn").format(who=turn) if turn else tr("End turn")
            ),
            "TakeTurn": lambda a: tr("{who} takes the next turn").format(who=n.who(a.unit)),
            "EndRound": lambda a: (
                tr("End the round and retreat") if a.retreat else tr("End the round")
            ),
            "LeaveBattle": lambda a: tr("Leave the battle"),
            "MoveUnit": lambda a: tr("Move {who}").format(who=n.who(a.unit)),
            "ForceMoveUnit": lambda a: tr("Manual: place {who}").format(who=n.who(a.unit)),
            "DealDamage": lambda a: (
                tr("{amount} true damage to {who}")
                if a.true_damage
                else tr("{amount} damage to {who}")
            ).format(amount=a.amount, who=n.who(a.target)),
            "DefeatUnit": lambda a: tr("Defeat {who}").format(who=n.who(a.target)),
            "Heal": lambda a: tr("Heal {who} by {amount}").format(
                who=n.who(a.target), amount=a.amount
            ),
            "ApplyStatus": lambda a: tr("{who} gains {side}").format(
                who=n.who(a.unit), side=term(a.side)
            ),
            "RemoveStatus": lambda a: tr("{who} loses {side}").format(
                who=n.who(a.unit), side=term(a.side)
            ),
            "RemoveDefeatedChip": lambda a: tr("Remove {who}'s chip").format(who=n.who(a.unit)),
            "ExploreHex": lambda a: tr("Explore: draw {card}").format(card=a.card),
            "PlaceTile": lambda a: tr("Place the drawn tile"),
            "EndOfDay": lambda a: tr("End of day"),
            "VisitInn": lambda a: tr("Visit the inn"),
            "UseGuildAssist": lambda a: tr("Use the guild assist"),
            "MovePartyToken": lambda a: tr("Move the party token to {to}").format(to=n.town(a.to)),
            "AdventurersRest": lambda a: tr("{who} rests").format(who=who),
            "InnRest": lambda a: tr("Rest at the inn"),
            "EndBattleCleanup": lambda a: tr("End-of-battle cleanup"),
            "StartLockpick": lambda a: tr("{who} starts picking a lock").format(who=who),
            "LockpickRoll": lambda a: tr("Roll the lockpick dice: {faces}").format(
                faces=" ".join(str(f) for f in a.results)
            ),
            "LockpickKeep": lambda a: tr("Keep lockpick die {d} on digit {n}").format(
                d=a.die_index + 1, n=a.digit_index + 1
            ),
            "LockpickTurn": lambda a: tr("Turn lockpick die {d} by {delta:+d}").format(
                d=a.die_index + 1, delta=a.delta
            ),
            "LockpickStop": lambda a: tr("Stop picking the lock"),
            "RecoverDrained": lambda a: tr("{who} recovers drained dice").format(who=who),
        }
    )
    if kind in texts:
        return str(texts[kind](action))
    return _generic(action, n)


def describe_event(event: Any, state: Any) -> str:
    """One log line for ``event``, named against ``state`` (after the action)."""
    n = Namer(state)
    kind = type(event).__name__
    who = n.who(getattr(event, "adventurer", None))
    texts: dict[str, Any] = {
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
        "RecoveryStepTaken": lambda e: tr("{who}: Recovery step takes {count} dice").format(
            who=who, count=e.count
        ),
        "FatigueGained": lambda e: tr("{who} gains {die}").format(who=who, die=n.die(e.die)),
        "StatusGained": lambda e: tr("{who} gains {side}").format(who=who, side=term(e.side)),
        "TrueDamageDealt": lambda e: tr("{who} takes {amount} true damage ({hp} HP left)").format(
            who=who, amount=e.amount, hp=e.hp
        ),
        "Healed": lambda e: tr("{who} heals {amount} ({hp} HP)").format(
            who=n.who(e.target), amount=e.amount, hp=e.hp
        ),
        "AdventurerDefeated": lambda e: tr("{who} is defeated").format(who=who),
        "AdventurerRevived": lambda e: tr("{who} is revived").format(who=who),
        "AdventurerNotDeployed": lambda e: tr(
            "{who} is revived but no hex is free: off the map until deployed"
        ).format(who=who),
        "RoundCounterLowered": lambda e: tr("The round counter goes from {a} to {b}").format(
            a=e.start, b=e.end
        ),
        "ActiveDiePlaced": lambda e: tr("{who}: {die} in active slot {slot}").format(
            who=who, die=n.die(e.die), slot=e.slot + 1
        ),
        "ActiveSlotCleared": lambda e: tr("{who}: active slot {slot} cleared").format(
            who=who, slot=e.slot + 1
        ),
        "Engaged": lambda e: tr("{who} engages (engage {count} this turn)").format(
            who=who, count=e.count
        ),
        "ManualChange": lambda e: tr("Manual change: {what} of {target} set to {value}").format(
            what=term(e.what), target=n.who(e.target), value=e.value
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
            units=", ".join(n.who(u) for u in e.candidates)
        ),
        "PhaseChanged": lambda e: {
            "adventurers": tr("Adventurer turns"),
            "companions": tr("Companion turns"),
            "enemies": tr("Enemy turns, highest level first"),
            "round_end": tr("End of the round"),
            "round_start": tr("Ready for the next round"),
            "round_effects": tr("Start-of-round effects, then Begin Turns"),
            "over": tr("The battle is over"),
        }.get(e.phase, e.phase),
        "RoundEnded": lambda e: tr("Round {n} ends").format(n=e.round),
        "BattleEnded": lambda e: tr("The battle ends: {outcome}").format(outcome=term(e.outcome)),
        "BattleLeft": lambda e: tr("The party leaves the battle map"),
        "UnitMoved": lambda e: tr("{who} moves {steps} hexes").format(
            who=n.who(e.unit), steps=e.steps
        ),
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
        "HexExplored": lambda e: tr("Exploring: the card drawn is {card}").format(card=e.card),
        "SkyshardFound": lambda e: tr("A skyshard! ({found} of {needed})").format(
            found=e.found, needed=e.needed
        ),
        "TilePlaced": lambda e: tr("The {shape} tile is placed").format(shape=n.shape(e.shape)),
        "PlacementChoiceNeeded": lambda e: tr(
            "{options} ways to place the {shape} tile: choose one"
        ).format(options=e.options, shape=n.shape(e.shape)),
        "TileDidNotFit": lambda e: tr(
            "The {shape} tile does not fit: it goes to the bottom of its stack"
        ).format(shape=n.shape(e.shape)),
        "PartyTokenMoved": lambda e: tr("The party token moves to {to}").format(to=n.town(e.end)),
        "TownChoiceNeeded": lambda e: tr("Closest towns tie: choose one ({towns})").format(
            towns=", ".join(n.town(h) for h in e.options)
        ),
        "RewardPhase": lambda e: (
            tr("Reward Phase (failed encounter)") if e.failed else tr("Reward Phase")
        ),
        "EndOfDayStarted": lambda e: tr("End of day {day}: Adventurers Rest").format(day=e.day),
        "NewDay": lambda e: tr("Day {day} begins").format(day=e.day),
        "GuildAssistUsed": lambda e: tr("The guild assist is used"),
    }
    text = str(texts[kind](event)) if kind in texts else _generic(event, n)
    return text


def rule_of(event: Any) -> str:
    return str(getattr(event, "rule", ""))


def rule_section(rule: str) -> str:
    """'rules §2.4 full track' -> 'rules §2.4' (a section of rules/RULES.md); '' when there is
    none."""
    match = re.search(r"§\s*[\d.]+", rule)
    return "rules " + match.group(0).rstrip(".") if match else ""
