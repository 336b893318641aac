"""Log lines: what the rules did, one sentence per event, named against the state after the
action (see gui/words/actions.py)."""

from __future__ import annotations

from gui.words.arrivals import ARRIVAL_TEXTS
from gui.words.enemy_words import ENEMY_TEXTS
from gui.words.i18n import QT_TRANSLATE_NOOP, tr
from gui.words.names import (
    Describe,
    Namer,
    counted,
    counter_name,
    face_text,
    listing,
    on,
    positions,
    says,
)
from gui.words.refusals import term
from rules import campaign as camp
from rules import events as ev
from rules.dice import DieKind
from rules.places import locate
from rules.state import Phase


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


def _battle_ended(e: ev.BattleEnded, n: Namer) -> str:
    reasons: dict[str, str] = {
        "objective": tr("The battle is won: the objective holds and an adventurer stands"),
        "uncovered": tr("The battle is won: the party retreats with every skyshard found"),
        "party_defeat": tr("The battle is lost: every adventurer is defeated"),
        "retreat": tr("The battle is lost: the party retreats"),
    }
    words = reasons.get(e.reason)
    return words or tr("The battle ends: {outcome}").format(outcome=term(e.outcome))


def _kind_words(kind: DieKind) -> str:
    if kind is DieKind.LIGHT_FATIGUE:
        return tr("light fatigue")
    return tr("overfatigue") if kind is DieKind.OVERFATIGUE else tr("status")


def _manual_change(e: ev.ManualChange, n: Namer) -> str:
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
    if e.what == "stats":
        return tr("Manual change: {who}'s fighting stats are edited").format(who=n.who(e.target))
    if e.what == "protected":
        return (
            tr("Manual change: {who} is protected from targeting")
            if e.value == "yes"
            else tr("Manual change: {who} can be targeted again")
        ).format(who=n.who(e.target))
    if e.what == "track":
        return tr("Manual change: {who}'s cooldown track is set").format(who=n.who(e.target))
    if e.what == "slots":
        return tr("Manual change: {who}'s active slots and drained dice are set").format(
            who=n.who(e.target)
        )
    if e.what == "revive":
        return tr("Manual change: {who} is back on the map, unhurt").format(who=n.who(e.target))
    if e.value == "out of turn":
        what = {
            "recovery step": tr("a Recovery step"),
            "engage": tr("an engage"),
            "explore": tr("an exploration"),
            "move": tr("a move"),
        }.get(e.what, e.what)
        return tr("Manual change: {who} takes {what} out of turn").format(
            who=n.who(e.target), what=what
        )
    return tr("Manual change: {what} of {target} set to {value}").format(
        what=counter_name(e.what), target=n.who(e.target), value=e.value
    )


LOCKPICK_TEXTS = (
    on(
        ev.LockpickStarted,
        lambda e, n: tr(
            "{who} starts picking a lock: code {code}; key digits: {keys}; {attempts}"
        ).format(
            who=n.who(e.adventurer),
            code=" ".join(str(d) for d in e.digits),
            keys=tr("positions {p}").format(p=positions(e.keys)) if e.keys else tr("none"),
            attempts=counted().attempts(e.attempts),
        ),
    ),
    on(
        ev.LockpickRolled,
        lambda e, n: tr("Lockpick attempt {a}: dice {dice} roll {results}").format(
            a=e.attempt, dice=positions(e.dice), results=listing(e.results)
        ),
    ),
    on(
        ev.LockpickDieKept,
        lambda e, n: tr("Lockpick die {d} (showing {value}) is kept on digit {n}").format(
            d=e.die_index + 1, value=e.value, n=e.digit_index + 1
        ),
    ),
    on(
        ev.LockpickDieTurned,
        lambda e, n: tr(
            "Lockpick die {d} is turned from {old} to {new} for a light fatigue"
        ).format(d=e.die_index + 1, old=e.old, new=e.new),
    ),
    on(
        ev.LockpickFailed,
        lambda e, n: (
            tr("{who} runs out of attempts: the lock stays shut")
            if e.reason == "out_of_attempts"
            else tr("{who} gives up: the lock stays shut")
        ).format(who=n.who(e.adventurer)),
    ),
)
# Log lines that say their event's fields as gui.words.names.Fields names them.
EVENT_LINES: dict[type[object], str] = {
    ev.DieExhausted: QT_TRANSLATE_NOOP("", "{who}: {die} goes to track position {slot}"),
    ev.DieDrained: QT_TRANSLATE_NOOP("", "{who}: {die} is drained to the race sheet"),
    ev.DieReturnedToSupply: QT_TRANSLATE_NOOP("", "{who}: {die} returns to the supply"),
    ev.DieRecovered: QT_TRANSLATE_NOOP("", "{who} recovers {die}"),
    ev.FatigueGained: QT_TRANSLATE_NOOP("", "{who} gains {die}"),
    ev.StatusGained: QT_TRANSLATE_NOOP("", "{who} gains {side}"),
    ev.TrueDamageDealt: QT_TRANSLATE_NOOP("", "{who} takes {amount} true damage ({hp} HP left)"),
    ev.Healed: QT_TRANSLATE_NOOP("", "{who} heals {amount} ({hp} HP)"),
    ev.AdventurerDefeated: QT_TRANSLATE_NOOP("", "{who} is defeated"),
    ev.AdventurerRevived: QT_TRANSLATE_NOOP("", "{who} is revived"),
    ev.AdventurerNotDeployed: QT_TRANSLATE_NOOP(
        "", "{who} is revived but no hex is free: off the map until deployed"
    ),
    ev.ActiveDiePlaced: QT_TRANSLATE_NOOP("", "{who}: {die} in active slot {slot}"),
    ev.ActiveSlotCleared: QT_TRANSLATE_NOOP("", "{who}: active slot {slot} cleared"),
    ev.Engaged: QT_TRANSLATE_NOOP("", "{who} engages (engage {count} this turn)"),
    ev.TurnStarted: QT_TRANSLATE_NOOP("", "{who}'s turn"),
    ev.TurnStartMoment: QT_TRANSLATE_NOOP(
        "", "Start of {who}'s turn: a die may leave an active slot, then the Recovery step"
    ),
    ev.TurnEnded: QT_TRANSLATE_NOOP("", "{who} ends their turn"),
    ev.BattleLeft: QT_TRANSLATE_NOOP("", "The party leaves the battle map"),
    ev.UnitDeployed: QT_TRANSLATE_NOOP("", "{who} is deployed on the entrance tile"),
    ev.CompanionNotDeployed: QT_TRANSLATE_NOOP(
        "", "{who} cannot deploy: no unoccupied hex on the entrance tile"
    ),
    ev.PartyDefeated: QT_TRANSLATE_NOOP(
        "", "Every adventurer is defeated: the encounter fails after this round"
    ),
    ev.RevivedHexChoice: QT_TRANSLATE_NOOP(
        "", "The hex where {who} fell is taken: pick an unoccupied hex for them"
    ),
    ev.RoundCounterSet: QT_TRANSLATE_NOOP(
        "", "Guild assist: the round counter goes from {start} to {end}"
    ),
    ev.ExcessHpLost: QT_TRANSLATE_NOOP(
        "", "Clean-up: {who} loses {amount} bonus HP or HP above the maximum ({hp} HP)"
    ),
    ev.StatusApplied: QT_TRANSLATE_NOOP("", "{who} gains {side}"),
    ev.StatusRemoved: QT_TRANSLATE_NOOP("", "{who} loses {side}"),
    ev.HexExplored: QT_TRANSLATE_NOOP("", "Exploring: the card drawn is {card}"),
    ev.SkyshardFound: QT_TRANSLATE_NOOP("", "A skyshard! ({found} of {needed})"),
    ev.TilePlaced: QT_TRANSLATE_NOOP("", "The {shape} tile is placed"),
    ev.TileDidNotFit: QT_TRANSLATE_NOOP(
        "", "The {shape} tile does not fit: it goes to the bottom of its stack"
    ),
    ev.EndOfDayStarted: QT_TRANSLATE_NOOP("", "End of day {day}: Adventurers Rest"),
    ev.NewDay: QT_TRANSLATE_NOOP("", "Day {day} begins"),
    ev.GuildAssistUsed: QT_TRANSLATE_NOOP("", "The guild assist is used"),
    ev.FatigueIgnored: QT_TRANSLATE_NOOP("", "{who} is defeated and gains no fatigue"),
    ev.InnVisited: QT_TRANSLATE_NOOP("", "{who} rests at the inn"),
    ev.LockpickSucceeded: QT_TRANSLATE_NOOP("", "{who} picks the lock"),
    camp.EncounterStarted: QT_TRANSLATE_NOOP("", "A new battle begins: {name}"),
    camp.AdventurerEdited: QT_TRANSLATE_NOOP("", "Manual change: {who}'s mat is edited"),
    camp.ChipRemoved: QT_TRANSLATE_NOOP("", "Manual change: {name}'s chip leaves the table"),
    camp.TileAdded: QT_TRANSLATE_NOOP("", "Manual change: the {shape} tile is laid"),
    camp.TileRemoved: QT_TRANSLATE_NOOP("", "Manual change: the {shape} tile is taken away"),
}


# Log lines, by event class, named against the state after the action.
EVENT_TEXTS: dict[type[object], Describe] = says(EVENT_LINES) | dict(
    (
        on(
            ev.ExhaustOrderDue,
            lambda e, n: tr(
                "{who}: the track fills up part way, so {dice} wait in the active slots for "
                "you to choose the order they go in"
            ).format(who=n.who(e.adventurer), dice=", ".join(n.die(d) for d in e.dice)),
        ),
        on(
            ev.OverfatigueSwapped,
            lambda e, n: tr(
                "{who}: overfatigue replaces {die} in position {slot} (track full)"
            ).format(who=n.who(e.adventurer), die=n.die(e.replaced), slot=e.slot + 1),
        ),
        on(
            ev.StatusRequeued,
            lambda e, n: tr(
                "{who}: {die} was already in the track; it moves from {a} to {b}"
            ).format(who=n.who(e.adventurer), die=n.die(e.die), a=e.from_slot + 1, b=e.to_slot + 1),
        ),
        on(
            ev.OverfatigueCycled,
            lambda e, n: tr("{who}: overfatigue stays, moving from position {a} to {b}").format(
                who=n.who(e.adventurer), a=e.from_slot + 1, b=e.to_slot + 1
            ),
        ),
        on(ev.RecoveryStepTaken, lambda e, n: counted().recovery(n.who(e.adventurer), e.count)),
        on(
            ev.RoundCounterLowered,
            lambda e, n: tr("The round counter goes from {a} to {b}").format(a=e.start, b=e.end),
        ),
        on(ev.ManualChange, _manual_change),
        on(
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
        on(
            ev.TurnChoiceNeeded,
            lambda e, n: tr("Choose who acts next: {units}").format(
                units=listing(n.who(u) for u in e.candidates)
            ),
        ),
        on(ev.PhaseChanged, lambda e, n: _phase_words(e.phase)),
        on(ev.RoundEnded, lambda e, n: tr("Round {n} ends").format(n=e.round)),
        on(ev.BattleEnded, _battle_ended),
        on(
            ev.CompanionsWithdrawn,
            lambda e, n: tr(
                "Still standing, not defeated, off the map and still in the party: {units}"
            ).format(units=listing(n.who(u) for u in e.units)),
        ),
        on(ev.UnitMoved, lambda e, n: counted().moves(n.who(e.unit), e.steps)),
        on(
            ev.DamageDealt,
            lambda e, n: (
                tr("{who} takes {amount} true damage ({hp} HP left)")
                if e.true_damage
                else tr("{who} takes {amount} damage ({hp} HP left)")
            ).format(who=n.who(e.target), amount=e.amount, hp=e.hp),
        ),
        on(
            ev.UnitDefeated,
            lambda e, n: (
                tr("{who} is defeated by {by}").format(who=n.who(e.unit), by=n.who(e.by))
                if e.by
                else tr("{who} is defeated (by no one)").format(who=n.who(e.unit))
            ),
        ),
        on(
            ev.PlacementChoiceNeeded,
            lambda e, n: counted().placements(e.options, n.shape(e.shape)),
        ),
        on(
            ev.PartyTokenMoved,
            lambda e, n: tr("The party token moves to {to}").format(to=n.town(e.end)),
        ),
        on(
            ev.TownChoiceNeeded,
            lambda e, n: tr("Closest towns tie: choose one ({towns})").format(
                towns=listing(n.town(h) for h in e.options)
            ),
        ),
        on(
            ev.RewardPhase,
            lambda e, n: tr("Reward Phase (failed encounter)") if e.failed else tr("Reward Phase"),
        ),
        on(
            ev.SupplyExhausted,
            lambda e, n: tr("The supply has no {kind} dice left").format(kind=_kind_words(e.kind)),
        ),
        on(
            ev.DiceRolled,
            lambda e, n: counted().rolled(len(e.dice), listing(n.die(d) for d in e.dice)),
        ),
        on(
            ev.Rested,
            lambda e, n: (
                counted().rested(n.who(e.adventurer), e.healed, len(e.removed))
                + (tr("; an item is discarded") if e.discarded_item else "")
            ),
        ),
        *LOCKPICK_TEXTS,
        *ARRIVAL_TEXTS,
        *ENEMY_TEXTS,
        on(
            camp.ChipAdded,
            lambda e, n: tr("Manual change: {who} is put on the hex {q}, {r}").format(
                who=n.who(e.unit), q=e.at.q, r=e.at.r
            ),
        ),
    )
)
