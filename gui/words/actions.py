"""Game-terms text for actions (history lines) and events (log lines).

The rules core carries data, not prose; this module and gui/words/events.py turn it into
sentences a player reads, with the names of gui/words/names.py: display names (never ids),
positions counted from 1, and counts through Qt's plural forms. Unknown types fall back to a
readable form of their class name and fields, so a new action or event is never shown as a
blank line.
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass

from gui.words.events import EVENT_TEXTS
from gui.words.i18n import QT_TRANSLATE_NOOP, tr
from gui.words.names import Describe, Namer, counted, counter_name, face_text, listing, on, says
from gui.words.refusals import term
from rules import actions as act
from rules import campaign as camp
from rules.actions import Action
from rules.dice import STATUS_SIDES, DieKind
from rules.events import Event
from rules.state import GameState

__all__ = ["Namer", "describe_action", "describe_event", "rule_of", "rule_section"]


def _words(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower()


def _generic(obj: object, namer: Namer) -> str:
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


def _turn(n: Namer) -> str:
    battle = n.state.battle
    return n.who(battle.turn) if battle is not None and battle.turn else ""


def _next_round(n: Namer) -> str:
    battle = n.state.battle
    return str(battle.next_round) if battle is not None else ""


def _fatigue(who: str, light: int, over: int) -> str:
    texts = [
        *([counted().light(who, light)] if light else []),
        *([counted().over(who, over)] if over else []),
    ]
    return "; ".join(texts) or tr("{who} gains no fatigue").format(who=who)


def _face_of(n: Namer, die_id: str, face: int) -> str:
    """Face number ``face`` (0-based) of a die as the die shows it."""
    die = n.state.dice.get(die_id)
    if die is None:
        return str(face + 1)
    if die.kind is DieKind.STATUS:
        return term(STATUS_SIDES[face]) if 0 <= face < len(STATUS_SIDES) else str(face + 1)
    if 0 <= face < len(die.faces):
        return face_text(die.faces[face].symbol, die.faces[face].is_tenacity)
    return str(face + 1)


# History lines that say their action's fields as gui.words.names.Fields names them.
ACTION_LINES: dict[type[object], str] = {
    act.GainStatus: QT_TRANSLATE_NOOP("", "{who} gains {side}"),
    act.RecoveryStep: QT_TRANSLATE_NOOP("", "{who}: Recovery step"),
    act.PlaceActive: QT_TRANSLATE_NOOP("", "{who} places {die} in active slot {slot}"),
    act.ClearActiveSlot: QT_TRANSLATE_NOOP("", "{who} clears active slot {slot}"),
    act.DrainDie: QT_TRANSLATE_NOOP("", "{who} drains {die}"),
    act.RecoverDie: QT_TRANSLATE_NOOP("", "{who} recovers {die}"),
    act.RemoveDie: QT_TRANSLATE_NOOP("", "{who} removes {die} from the track"),
    act.Engage: QT_TRANSLATE_NOOP("", "{who} engages"),
    act.BeginTurns: QT_TRANSLATE_NOOP("", "Begin the turns"),
    act.TakeTurn: QT_TRANSLATE_NOOP("", "{who} takes the next turn"),
    act.LeaveBattle: QT_TRANSLATE_NOOP("", "Leave the battle"),
    act.MoveUnit: QT_TRANSLATE_NOOP("", "Move {who}"),
    act.EnemyMove: QT_TRANSLATE_NOOP("", "{who} moves by the rules"),
    act.EnemyEngage: QT_TRANSLATE_NOOP("", "{who} engages by the rules"),
    act.CompanionEngage: QT_TRANSLATE_NOOP("", "{who} engages the targets the player picked"),
    act.ForceSetStats: QT_TRANSLATE_NOOP("", "Manual: edit {who}'s fighting stats"),
    act.DefeatUnit: QT_TRANSLATE_NOOP("", "Defeat {who}"),
    act.Heal: QT_TRANSLATE_NOOP("", "Heal {who} by {amount}"),
    act.ApplyStatus: QT_TRANSLATE_NOOP("", "{who} gains {side}"),
    act.RemoveStatus: QT_TRANSLATE_NOOP("", "{who} loses {side}"),
    act.RemoveDefeatedChip: QT_TRANSLATE_NOOP("", "Remove {who}'s chip"),
    act.PlaceRevived: QT_TRANSLATE_NOOP("", "Put the revived {who} on a hex"),
    act.ExploreHex: QT_TRANSLATE_NOOP("", "Explore: draw {card}"),
    act.PlaceTile: QT_TRANSLATE_NOOP("", "Place the drawn tile"),
    act.DeployArrival: QT_TRANSLATE_NOOP("", "Caches and enemies of the new tile"),
    act.EndOfDay: QT_TRANSLATE_NOOP("", "End of day"),
    act.VisitInn: QT_TRANSLATE_NOOP("", "Visit the inn"),
    act.UseGuildAssist: QT_TRANSLATE_NOOP("", "Use the guild assist"),
    act.AdventurersRest: QT_TRANSLATE_NOOP("", "{who} rests"),
    act.InnRest: QT_TRANSLATE_NOOP("", "Rest at the inn"),
    act.EndBattleCleanup: QT_TRANSLATE_NOOP("", "End-of-battle cleanup"),
    act.StartLockpick: QT_TRANSLATE_NOOP("", "{who} starts picking a lock"),
    act.LockpickStop: QT_TRANSLATE_NOOP("", "Stop picking the lock"),
    act.RecoverDrained: QT_TRANSLATE_NOOP("", "{who} recovers drained dice"),
    camp.ForceRemoveTile: QT_TRANSLATE_NOOP("", "Manual: remove the tile {tile}"),
}


# History lines, by action class, named against the state before the action.
ACTION_TEXTS: dict[type[object], Describe] = says(ACTION_LINES) | dict(
    (
        on(
            act.ExhaustDice,
            lambda a, n: tr("{who} exhausts {dice}").format(
                who=n.who(a.adventurer), dice=", ".join(n.die(d) for d in a.dice)
            ),
        ),
        on(
            act.ExhaustActive,
            lambda a, n: tr("{who} exhausts {dice}, in this order").format(
                who=n.who(a.adventurer), dice=", ".join(n.die(d) for d in a.order)
            ),
        ),
        on(act.GainFatigue, lambda a, n: _fatigue(n.who(a.adventurer), a.light, a.over)),
        on(act.RollDice, lambda a, n: counted().roll(len(a.dice))),
        on(
            act.ForceMoveDie,
            lambda a, n: tr("Manual: move {die} to {place}").format(
                die=n.die(a.die), place=n.place(a.die, a.place)
            ),
        ),
        on(
            act.ForceSetFace,
            lambda a, n: tr("Manual: turn {die} to face {face}").format(
                die=n.die(a.die), face=_face_of(n, a.die, a.face)
            ),
        ),
        on(
            act.ForceSetTrack,
            lambda a, n: tr("Manual: set {who}'s track to {dice}").format(
                who=n.who(a.adventurer),
                dice=", ".join(n.die(d) for d in a.dice) or tr("empty"),
            ),
        ),
        on(
            act.ForceSetSlots,
            lambda a, n: tr(
                "Manual: set {who}'s active slots to {active}, drained to {drained}"
            ).format(
                who=n.who(a.adventurer),
                active=", ".join("-" if d is None else n.die(d) for d in a.active) or tr("empty"),
                drained=", ".join(n.die(d) for d in a.drained) or tr("none"),
            ),
        ),
        on(
            act.PlaceStatusDie,
            lambda a, n: tr("{who} puts {die} on {unit}").format(
                who=n.who(a.adventurer), die=n.die(a.die), unit=n.who(a.unit)
            ),
        ),
        on(
            act.ForceSetCounter,
            lambda a, n: tr("Manual: set {counter} of {owner} to {value}").format(
                owner=n.who(a.owner), counter=counter_name(a.counter), value=a.value
            ),
        ),
        on(act.StartRound, lambda a, n: tr("Start round {n}").format(n=_next_round(n))),
        on(
            act.LowerRoundCounter,
            lambda a, n: tr("Lower the round counter by {n}").format(n=a.by),
        ),
        on(
            act.EndTurn,
            lambda a, n: (
                tr("End {who}'s turn").format(who=_turn(n)) if _turn(n) else tr("End turn")
            ),
        ),
        on(
            act.EndRound,
            lambda a, n: tr("End the round and retreat") if a.retreat else tr("End the round"),
        ),
        on(
            act.ForceMoveUnit,
            lambda a, n: (
                tr("Manual: take {who} off the map") if a.to is None else tr("Manual: place {who}")
            ).format(who=n.who(a.unit)),
        ),
        on(
            act.ForceSetProtected,
            lambda a, n: (
                tr("Manual: protect {who} from targeting")
                if a.protected
                else tr("Manual: {who} is no longer protected from targeting")
            ).format(who=n.who(a.unit)),
        ),
        on(
            act.ForceReviveUnit,
            lambda a, n: tr("Manual: bring {who} back").format(who=n.who(a.unit)),
        ),
        on(
            act.DealDamage,
            lambda a, n: (
                tr("{amount} true damage to {who}")
                if a.true_damage
                else tr("{amount} damage to {who}")
            ).format(amount=a.amount, who=n.who(a.target)),
        ),
        on(
            act.MovePartyToken,
            lambda a, n: tr("Move the party token to {to}").format(to=n.town(a.to)),
        ),
        on(
            act.LockpickRoll,
            lambda a, n: tr("Roll the lockpick dice: {faces}").format(faces=listing(a.results)),
        ),
        on(
            act.LockpickKeep,
            lambda a, n: tr("Keep lockpick die {d} on digit {n}").format(
                d=a.die_index + 1, n=a.digit_index + 1
            ),
        ),
        on(
            act.LockpickTurn,
            lambda a, n: tr("Turn lockpick die {d} by {delta:+d}").format(
                d=a.die_index + 1, delta=a.delta
            ),
        ),
        on(
            camp.StartEncounter,
            lambda a, n: tr("New battle: {name}").format(name=a.encounter.name),
        ),
        on(
            camp.ForceEditAdventurer,
            lambda a, n: tr("Manual: edit {name}").format(name=a.spec.name),
        ),
        on(
            camp.ForceAddUnit,
            lambda a, n: tr("Manual: add {name} at {q}, {r}").format(
                name=a.name, q=a.at.q, r=a.at.r
            ),
        ),
        on(
            camp.ForceRemoveUnit,
            lambda a, n: tr("Manual: remove the chip {unit}").format(unit=n.who(a.unit)),
        ),
        on(
            camp.ForceAddTile,
            lambda a, n: tr("Manual: add the tile {name}").format(
                name=a.shape.label or a.shape.name
            ),
        ),
    )
)


def describe_action(action: Action, state: GameState) -> str:
    """One history line for ``action``, in game terms, named against ``state`` (before)."""
    describe: Describe | None = ACTION_TEXTS.get(type(action))
    namer = Namer(state)
    return describe(action, namer) if describe is not None else _generic(action, namer)


def describe_event(event: Event, state: GameState) -> str:
    """One log line for ``event``, named against ``state`` (after the action)."""
    describe: Describe | None = EVENT_TEXTS.get(type(event))
    namer = Namer(state)
    return describe(event, namer) if describe is not None else _generic(event, namer)


def rule_of(event: Event) -> str:
    return str(getattr(event, "rule", ""))


def rule_section(rule: str) -> str:
    """'rules §2.4 full track' -> 'rules §2.4' (a section of rules/RULES.md); '' when there is
    none."""
    match = re.search(r"§\s*[\d.]+", rule)
    return "rules " + match.group(0).rstrip(".") if match else ""
