"""Game-terms text for actions (history lines) and events (log lines).

The rules core carries data, not prose; this module turns it into sentences a player reads.
Unknown types fall back to a readable form of their class name and fields, so a new action
or event is never shown as a blank line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import TypeVar

from board.hexes import Hex
from gui.i18n import tr
from gui.refusals import term
from rules import actions as act
from rules import campaign as camp
from rules import events as ev
from rules.actions import Action
from rules.dice import DieKind
from rules.events import Event
from rules.state import GameState, Phase


def _words(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower()


class Namer:
    """Looks up player-facing names of adventurers, units and dice in a state."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    def who(self, unit_id: str | None) -> str:
        if unit_id is None:
            return tr("no one")
        for adv in self.state.adventurers:
            if adv.id == unit_id:
                return adv.name
        battle = self.state.battle
        for unit in battle.units if battle is not None else ():
            if unit.id == unit_id:
                return unit.name
        return unit_id

    def shape(self, name: str) -> str:
        battle = self.state.battle
        shape = battle.shapes.get(name) if battle is not None else None
        return term(shape.label or name) if shape is not None else name

    def town(self, at: Hex) -> str:
        overland = self.state.overland
        towns = overland.towns if overland is not None else {}
        return towns.get(at, f"{at.q}, {at.r}")

    def die(self, die_id: str | None) -> str:
        if die_id is None:
            return tr("a die")
        die = self.state.dice.get(die_id)
        if die is None:
            return die_id
        if die.kind is DieKind.LIGHT_FATIGUE:
            return tr("light fatigue")
        if die.kind is DieKind.OVERFATIGUE:
            return tr("overfatigue")
        if die.kind is DieKind.STATUS:
            if die.side is None:
                return tr("a status die")
            return tr("{side} status die").format(side=term(die.side))
        face = die.current_face
        shown = f"·{face.symbol}" if face is not None else ""
        return f"{term(die.skill or 'skill')}{shown}"


def _generic(obj: object, namer: Namer) -> str:
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


def _turn(n: Namer) -> str:
    battle = n.state.battle
    return n.who(battle.turn) if battle is not None and battle.turn else ""


def _next_round(n: Namer) -> str:
    battle = n.state.battle
    return str(battle.round + 1) if battle is not None else ""


def _phase_words(phase: str) -> str:
    words: dict[str, str] = {
        Phase.ADVENTURERS: tr("Adventurer turns"),
        Phase.COMPANIONS: tr("Companion turns"),
        Phase.ENEMIES: tr("Enemy turns, highest level first"),
        Phase.ROUND_END: tr("End of the round"),
        Phase.ROUND_START: tr("Ready for the next round"),
        Phase.ROUND_EFFECTS: tr("Start-of-round effects, then Begin Turns"),
        Phase.OVER: tr("The battle is over"),
    }
    return words.get(phase, phase)


_T = TypeVar("_T")
Describe = Callable[[object, Namer], str]


def _on(cls: type[_T], text: Callable[[_T, Namer], str]) -> tuple[type[object], Describe]:
    """One entry of a text table: the class and how to say an instance of it."""

    def describe(obj: object, namer: Namer) -> str:
        assert isinstance(obj, cls)
        return text(obj, namer)

    return cls, describe


# History lines, by action class, named against the state before the action.
ACTION_TEXTS: dict[type[object], Describe] = dict(
    (
        _on(
            act.ExhaustDice,
            lambda a, n: tr("{who} exhausts {dice}").format(
                who=n.who(a.adventurer), dice=", ".join(n.die(d) for d in a.dice)
            ),
        ),
        _on(
            act.GainFatigue,
            lambda a, n: tr("{who} gains fatigue ({light} light, {over} over)").format(
                who=n.who(a.adventurer), light=a.light, over=a.over
            ),
        ),
        _on(
            act.GainStatus,
            lambda a, n: tr("{who} gains {side}").format(
                who=n.who(a.adventurer), side=term(a.side)
            ),
        ),
        _on(
            act.RecoveryStep,
            lambda a, n: tr("{who}: Recovery step").format(who=n.who(a.adventurer)),
        ),
        _on(
            act.PlaceActive,
            lambda a, n: tr("{who} places {die} in active slot {slot}").format(
                who=n.who(a.adventurer), die=n.die(a.die), slot=a.slot + 1
            ),
        ),
        _on(
            act.ClearActiveSlot,
            lambda a, n: tr("{who} clears active slot {slot}").format(
                who=n.who(a.adventurer), slot=a.slot + 1
            ),
        ),
        _on(
            act.DrainDie,
            lambda a, n: tr("{who} drains {die}").format(who=n.who(a.adventurer), die=n.die(a.die)),
        ),
        _on(
            act.RecoverDie,
            lambda a, n: tr("{who} recovers {die}").format(
                who=n.who(a.adventurer), die=n.die(a.die)
            ),
        ),
        _on(act.RollDice, lambda a, n: tr("Roll {count} dice").format(count=len(a.dice))),
        _on(act.Engage, lambda a, n: tr("{who} engages").format(who=n.who(a.adventurer))),
        _on(
            act.ForceMoveDie,
            lambda a, n: (
                tr("Manual: move {die} to {zone} {index}")
                .format(
                    die=n.die(a.die),
                    zone=term(a.place.zone),
                    index="" if a.place.index is None else a.place.index + 1,
                )
                .strip()
            ),
        ),
        _on(
            act.ForceSetFace,
            lambda a, n: tr("Manual: turn {die} to face {face}").format(
                die=n.die(a.die), face=a.face + 1
            ),
        ),
        _on(
            act.ForceSetCounter,
            lambda a, n: tr("Manual: set {owner}'s {counter} to {value}").format(
                owner=n.who(a.owner), counter=term(a.counter), value=a.value
            ),
        ),
        _on(act.StartRound, lambda a, n: tr("Start round {n}").format(n=_next_round(n))),
        _on(act.BeginTurns, lambda a, n: tr("Begin the turns")),
        _on(
            act.LowerRoundCounter,
            lambda a, n: tr("Lower the round counter by {n}").format(n=a.by),
        ),
        _on(
            act.EndTurn,
            lambda a, n: (
                tr("End {who}'s turn").format(who=_turn(n)) if _turn(n) else tr("End turn")
            ),
        ),
        _on(act.TakeTurn, lambda a, n: tr("{who} takes the next turn").format(who=n.who(a.unit))),
        _on(
            act.EndRound,
            lambda a, n: tr("End the round and retreat") if a.retreat else tr("End the round"),
        ),
        _on(act.LeaveBattle, lambda a, n: tr("Leave the battle")),
        _on(act.MoveUnit, lambda a, n: tr("Move {who}").format(who=n.who(a.unit))),
        _on(act.ForceMoveUnit, lambda a, n: tr("Manual: place {who}").format(who=n.who(a.unit))),
        _on(
            act.DealDamage,
            lambda a, n: (
                tr("{amount} true damage to {who}")
                if a.true_damage
                else tr("{amount} damage to {who}")
            ).format(amount=a.amount, who=n.who(a.target)),
        ),
        _on(act.DefeatUnit, lambda a, n: tr("Defeat {who}").format(who=n.who(a.target))),
        _on(
            act.Heal,
            lambda a, n: tr("Heal {who} by {amount}").format(who=n.who(a.target), amount=a.amount),
        ),
        _on(
            act.ApplyStatus,
            lambda a, n: tr("{who} gains {side}").format(who=n.who(a.unit), side=term(a.side)),
        ),
        _on(
            act.RemoveStatus,
            lambda a, n: tr("{who} loses {side}").format(who=n.who(a.unit), side=term(a.side)),
        ),
        _on(
            act.RemoveDefeatedChip, lambda a, n: tr("Remove {who}'s chip").format(who=n.who(a.unit))
        ),
        _on(act.ExploreHex, lambda a, n: tr("Explore: draw {card}").format(card=a.card)),
        _on(act.PlaceTile, lambda a, n: tr("Place the drawn tile")),
        _on(act.EndOfDay, lambda a, n: tr("End of day")),
        _on(act.VisitInn, lambda a, n: tr("Visit the inn")),
        _on(act.UseGuildAssist, lambda a, n: tr("Use the guild assist")),
        _on(
            act.MovePartyToken,
            lambda a, n: tr("Move the party token to {to}").format(to=n.town(a.to)),
        ),
        _on(act.AdventurersRest, lambda a, n: tr("{who} rests").format(who=n.who(a.adventurer))),
        _on(act.InnRest, lambda a, n: tr("Rest at the inn")),
        _on(act.EndBattleCleanup, lambda a, n: tr("End-of-battle cleanup")),
        _on(
            act.StartLockpick,
            lambda a, n: tr("{who} starts picking a lock").format(who=n.who(a.adventurer)),
        ),
        _on(
            act.LockpickRoll,
            lambda a, n: tr("Roll the lockpick dice: {faces}").format(
                faces=" ".join(str(f) for f in a.results)
            ),
        ),
        _on(
            act.LockpickKeep,
            lambda a, n: tr("Keep lockpick die {d} on digit {n}").format(
                d=a.die_index + 1, n=a.digit_index + 1
            ),
        ),
        _on(
            act.LockpickTurn,
            lambda a, n: tr("Turn lockpick die {d} by {delta:+d}").format(
                d=a.die_index + 1, delta=a.delta
            ),
        ),
        _on(act.LockpickStop, lambda a, n: tr("Stop picking the lock")),
        _on(
            act.RecoverDrained,
            lambda a, n: tr("{who} recovers drained dice").format(who=n.who(a.adventurer)),
        ),
        # The player's own campaign (rules.campaign)
        _on(
            camp.StartEncounter,
            lambda a, n: tr("New battle: {name}").format(name=a.encounter.name),
        ),
        _on(
            camp.ForceEditAdventurer,
            lambda a, n: tr("Manual: edit {name}").format(name=a.spec.name),
        ),
        _on(
            camp.ForceAddUnit,
            lambda a, n: tr("Manual: add {name} at {q}, {r}").format(
                name=a.name, q=a.at.q, r=a.at.r
            ),
        ),
        _on(
            camp.ForceRemoveUnit,
            lambda a, n: tr("Manual: remove the chip {unit}").format(unit=n.who(a.unit)),
        ),
        _on(
            camp.ForceAddTile,
            lambda a, n: tr("Manual: add the tile {name}").format(
                name=a.shape.label or a.shape.name
            ),
        ),
        _on(
            camp.ForceRemoveTile,
            lambda a, n: tr("Manual: remove the tile {tile}").format(tile=a.tile),
        ),
    )
)


def _manual_change(e: ev.ManualChange, n: Namer) -> str:
    """An override in game terms: dice by what they are, mats and chips by name."""
    if e.what == "move":
        owner = [n.who(e.owner)] if e.owner else []
        place = " ".join([term(e.value), *owner, str(e.position or "")]).strip()
        return tr("Manual change: {die} moved to {place}").format(die=n.die(e.target), place=place)
    if e.what == "face":
        return tr("Manual change: {die} turned to {value}").format(
            die=n.die(e.target), value=e.value
        )
    return tr("Manual change: {what} of {target} set to {value}").format(
        what=term(e.what), target=n.who(e.target), value=e.value
    )


# Log lines, by event class, named against the state after the action.
EVENT_TEXTS: dict[type[object], Describe] = dict(
    (
        _on(
            ev.DieExhausted,
            lambda e, n: tr("{who}: {die} goes to track position {slot}").format(
                who=n.who(e.adventurer), die=n.die(e.die), slot=e.slot + 1
            ),
        ),
        _on(
            ev.DieDrained,
            lambda e, n: tr("{who}: {die} is drained to the race sheet").format(
                who=n.who(e.adventurer), die=n.die(e.die)
            ),
        ),
        _on(
            ev.DieReturnedToSupply,
            lambda e, n: tr("{who}: {die} returns to the supply").format(
                who=n.who(e.adventurer), die=n.die(e.die)
            ),
        ),
        _on(
            ev.OverfatigueSwapped,
            lambda e, n: tr(
                "{who}: overfatigue replaces {die} in position {slot} (track full)"
            ).format(who=n.who(e.adventurer), die=n.die(e.replaced), slot=e.slot + 1),
        ),
        _on(
            ev.StatusRequeued,
            lambda e, n: tr(
                "{who}: {die} was already in the track; it moves from {a} to {b}"
            ).format(who=n.who(e.adventurer), die=n.die(e.die), a=e.from_slot + 1, b=e.to_slot + 1),
        ),
        _on(
            ev.OverfatigueCycled,
            lambda e, n: tr("{who}: overfatigue stays, moving from position {a} to {b}").format(
                who=n.who(e.adventurer), a=e.from_slot + 1, b=e.to_slot + 1
            ),
        ),
        _on(
            ev.DieRecovered,
            lambda e, n: tr("{who} recovers {die}").format(
                who=n.who(e.adventurer), die=n.die(e.die)
            ),
        ),
        _on(
            ev.RecoveryStepTaken,
            lambda e, n: tr("{who}: Recovery step takes {count} dice").format(
                who=n.who(e.adventurer), count=e.count
            ),
        ),
        _on(
            ev.FatigueGained,
            lambda e, n: tr("{who} gains {die}").format(who=n.who(e.adventurer), die=n.die(e.die)),
        ),
        _on(
            ev.StatusGained,
            lambda e, n: tr("{who} gains {side}").format(
                who=n.who(e.adventurer), side=term(e.side)
            ),
        ),
        _on(
            ev.TrueDamageDealt,
            lambda e, n: tr("{who} takes {amount} true damage ({hp} HP left)").format(
                who=n.who(e.adventurer), amount=e.amount, hp=e.hp
            ),
        ),
        _on(
            ev.Healed,
            lambda e, n: tr("{who} heals {amount} ({hp} HP)").format(
                who=n.who(e.target), amount=e.amount, hp=e.hp
            ),
        ),
        _on(
            ev.AdventurerDefeated,
            lambda e, n: tr("{who} is defeated").format(who=n.who(e.adventurer)),
        ),
        _on(
            ev.AdventurerRevived,
            lambda e, n: tr("{who} is revived").format(who=n.who(e.adventurer)),
        ),
        _on(
            ev.AdventurerNotDeployed,
            lambda e, n: tr(
                "{who} is revived but no hex is free: off the map until deployed"
            ).format(who=n.who(e.adventurer)),
        ),
        _on(
            ev.RoundCounterLowered,
            lambda e, n: tr("The round counter goes from {a} to {b}").format(a=e.start, b=e.end),
        ),
        _on(
            ev.ActiveDiePlaced,
            lambda e, n: tr("{who}: {die} in active slot {slot}").format(
                who=n.who(e.adventurer), die=n.die(e.die), slot=e.slot + 1
            ),
        ),
        _on(
            ev.ActiveSlotCleared,
            lambda e, n: tr("{who}: active slot {slot} cleared").format(
                who=n.who(e.adventurer), slot=e.slot + 1
            ),
        ),
        _on(
            ev.Engaged,
            lambda e, n: tr("{who} engages (engage {count} this turn)").format(
                who=n.who(e.adventurer), count=e.count
            ),
        ),
        _on(ev.ManualChange, lambda e, n: _manual_change(e, n)),
        _on(
            ev.RoundStarted,
            lambda e, n: (
                tr(
                    "Round {n} — fatigue round: each adventurer gains 1 overfatigue, then takes "
                    "true damage equal to their overfatigue"
                ).format(n=e.round)
                if e.fatigue_round
                else tr("Round {n} begins").format(n=e.round)
            ),
        ),
        _on(ev.TurnStarted, lambda e, n: tr("{who}'s turn").format(who=n.who(e.unit))),
        _on(ev.TurnEnded, lambda e, n: tr("{who} ends their turn").format(who=n.who(e.unit))),
        _on(
            ev.TurnChoiceNeeded,
            lambda e, n: tr("Choose who acts next: {units}").format(
                units=", ".join(n.who(u) for u in e.candidates)
            ),
        ),
        _on(ev.PhaseChanged, lambda e, n: _phase_words(e.phase)),
        _on(ev.RoundEnded, lambda e, n: tr("Round {n} ends").format(n=e.round)),
        _on(
            ev.BattleEnded,
            lambda e, n: tr("The battle ends: {outcome}").format(outcome=term(e.outcome)),
        ),
        _on(ev.BattleLeft, lambda e, n: tr("The party leaves the battle map")),
        _on(
            ev.UnitMoved,
            lambda e, n: tr("{who} moves {steps} hexes").format(who=n.who(e.unit), steps=e.steps),
        ),
        _on(
            ev.DamageDealt,
            lambda e, n: (
                tr("{who} takes {amount} true damage ({hp} HP left)")
                if e.true_damage
                else tr("{who} takes {amount} damage ({hp} HP left)")
            ).format(who=n.who(e.target), amount=e.amount, hp=e.hp),
        ),
        _on(
            ev.UnitDefeated,
            lambda e, n: (
                tr("{who} is defeated by {by}").format(who=n.who(e.unit), by=n.who(e.by))
                if e.by
                else tr("{who} is defeated (by no one)").format(who=n.who(e.unit))
            ),
        ),
        _on(
            ev.UnitDeployed,
            lambda e, n: tr("{who} is deployed on the entrance tile").format(who=n.who(e.unit)),
        ),
        _on(
            ev.CompanionNotDeployed,
            lambda e, n: tr("{who} cannot deploy: no unoccupied hex on the entrance tile").format(
                who=n.who(e.unit)
            ),
        ),
        _on(
            ev.PartyDefeated,
            lambda e, n: tr("The whole party is defeated: the encounter ends after this round"),
        ),
        _on(
            ev.StatusApplied,
            lambda e, n: tr("{who} gains {side}").format(who=n.who(e.unit), side=term(e.side)),
        ),
        _on(
            ev.StatusRemoved,
            lambda e, n: tr("{who} loses {side}").format(who=n.who(e.unit), side=term(e.side)),
        ),
        _on(
            ev.HexExplored,
            lambda e, n: tr("Exploring: the card drawn is {card}").format(card=e.card),
        ),
        _on(
            ev.SkyshardFound,
            lambda e, n: tr("A skyshard! ({found} of {needed})").format(
                found=e.found, needed=e.needed
            ),
        ),
        _on(
            ev.TilePlaced,
            lambda e, n: tr("The {shape} tile is placed").format(shape=n.shape(e.shape)),
        ),
        _on(
            ev.PlacementChoiceNeeded,
            lambda e, n: tr("{options} ways to place the {shape} tile: choose one").format(
                options=e.options, shape=n.shape(e.shape)
            ),
        ),
        _on(
            ev.TileDidNotFit,
            lambda e, n: tr(
                "The {shape} tile does not fit: it goes to the bottom of its stack"
            ).format(shape=n.shape(e.shape)),
        ),
        _on(
            ev.PartyTokenMoved,
            lambda e, n: tr("The party token moves to {to}").format(to=n.town(e.end)),
        ),
        _on(
            ev.TownChoiceNeeded,
            lambda e, n: tr("Closest towns tie: choose one ({towns})").format(
                towns=", ".join(n.town(h) for h in e.options)
            ),
        ),
        _on(
            ev.RewardPhase,
            lambda e, n: tr("Reward Phase (failed encounter)") if e.failed else tr("Reward Phase"),
        ),
        _on(
            ev.EndOfDayStarted,
            lambda e, n: tr("End of day {day}: Adventurers Rest").format(day=e.day),
        ),
        _on(ev.NewDay, lambda e, n: tr("Day {day} begins").format(day=e.day)),
        _on(ev.GuildAssistUsed, lambda e, n: tr("The guild assist is used")),
        # The player's own campaign (rules.campaign)
        _on(
            camp.EncounterStarted,
            lambda e, n: tr("A new battle begins: {name}").format(name=e.name),
        ),
        _on(
            camp.AdventurerEdited,
            lambda e, n: tr("Manual change: {who}'s mat is edited").format(who=n.who(e.adventurer)),
        ),
        _on(
            camp.ChipAdded,
            lambda e, n: tr("Manual change: {who} is put on the hex {q}, {r}").format(
                who=n.who(e.unit), q=e.at.q, r=e.at.r
            ),
        ),
        _on(
            camp.ChipRemoved,
            lambda e, n: tr("Manual change: {name}'s chip leaves the table").format(name=e.name),
        ),
        _on(
            camp.TileAdded,
            lambda e, n: tr("Manual change: the {shape} tile is laid").format(
                shape=n.shape(e.shape)
            ),
        ),
        _on(
            camp.TileRemoved,
            lambda e, n: tr("Manual change: the {shape} tile is taken away").format(
                shape=n.shape(e.shape)
            ),
        ),
    )
)


def describe_action(action: Action, state: GameState) -> str:
    """One history line for ``action``, in game terms, named against ``state`` (before)."""
    describe = ACTION_TEXTS.get(type(action))
    namer = Namer(state)
    return describe(action, namer) if describe is not None else _generic(action, namer)


def describe_event(event: Event, state: GameState) -> str:
    """One log line for ``event``, named against ``state`` (after the action)."""
    describe = EVENT_TEXTS.get(type(event))
    namer = Namer(state)
    return describe(event, namer) if describe is not None else _generic(event, namer)


def rule_of(event: Event) -> str:
    return str(getattr(event, "rule", ""))


def rule_section(rule: str) -> str:
    """'rules §2.4 full track' -> 'rules §2.4' (a section of rules/RULES.md); '' when there is
    none."""
    match = re.search(r"§\s*[\d.]+", rule)
    return "rules " + match.group(0).rstrip(".") if match else ""
