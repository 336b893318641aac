"""Log lines: what the rules did, one sentence per event, named against the state after the
action (see gui/describe.py)."""

from __future__ import annotations

from gui.i18n import tr
from gui.names import Describe, Namer, counted, counter_name, face_text, listing, on, positions
from gui.refusals import term
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
        ev.LockpickSucceeded,
        lambda e, n: tr("{who} picks the lock").format(who=n.who(e.adventurer)),
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

# Log lines, by event class, named against the state after the action.
EVENT_TEXTS: dict[type[object], Describe] = dict(
    (
        on(
            ev.DieExhausted,
            lambda e, n: tr("{who}: {die} goes to track position {slot}").format(
                who=n.who(e.adventurer), die=n.die(e.die), slot=e.slot + 1
            ),
        ),
        on(
            ev.DieDrained,
            lambda e, n: tr("{who}: {die} is drained to the race sheet").format(
                who=n.who(e.adventurer), die=n.die(e.die)
            ),
        ),
        on(
            ev.DieReturnedToSupply,
            lambda e, n: tr("{who}: {die} returns to the supply").format(
                who=n.who(e.adventurer), die=n.die(e.die)
            ),
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
        on(
            ev.DieRecovered,
            lambda e, n: tr("{who} recovers {die}").format(
                who=n.who(e.adventurer), die=n.die(e.die)
            ),
        ),
        on(ev.RecoveryStepTaken, lambda e, n: counted().recovery(n.who(e.adventurer), e.count)),
        on(
            ev.FatigueGained,
            lambda e, n: tr("{who} gains {die}").format(who=n.who(e.adventurer), die=n.die(e.die)),
        ),
        on(
            ev.StatusGained,
            lambda e, n: tr("{who} gains {side}").format(
                who=n.who(e.adventurer), side=term(e.side)
            ),
        ),
        on(
            ev.TrueDamageDealt,
            lambda e, n: tr("{who} takes {amount} true damage ({hp} HP left)").format(
                who=n.who(e.adventurer), amount=e.amount, hp=e.hp
            ),
        ),
        on(
            ev.Healed,
            lambda e, n: tr("{who} heals {amount} ({hp} HP)").format(
                who=n.who(e.target), amount=e.amount, hp=e.hp
            ),
        ),
        on(
            ev.AdventurerDefeated,
            lambda e, n: tr("{who} is defeated").format(who=n.who(e.adventurer)),
        ),
        on(
            ev.AdventurerRevived,
            lambda e, n: tr("{who} is revived").format(who=n.who(e.adventurer)),
        ),
        on(
            ev.AdventurerNotDeployed,
            lambda e, n: tr(
                "{who} is revived but no hex is free: off the map until deployed"
            ).format(who=n.who(e.adventurer)),
        ),
        on(
            ev.RoundCounterLowered,
            lambda e, n: tr("The round counter goes from {a} to {b}").format(a=e.start, b=e.end),
        ),
        on(
            ev.ActiveDiePlaced,
            lambda e, n: tr("{who}: {die} in active slot {slot}").format(
                who=n.who(e.adventurer), die=n.die(e.die), slot=e.slot + 1
            ),
        ),
        on(
            ev.ActiveSlotCleared,
            lambda e, n: tr("{who}: active slot {slot} cleared").format(
                who=n.who(e.adventurer), slot=e.slot + 1
            ),
        ),
        on(
            ev.Engaged,
            lambda e, n: tr("{who} engages (engage {count} this turn)").format(
                who=n.who(e.adventurer), count=e.count
            ),
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
        on(ev.TurnStarted, lambda e, n: tr("{who}'s turn").format(who=n.who(e.unit))),
        on(ev.TurnEnded, lambda e, n: tr("{who} ends their turn").format(who=n.who(e.unit))),
        on(
            ev.TurnChoiceNeeded,
            lambda e, n: tr("Choose who acts next: {units}").format(
                units=listing(n.who(u) for u in e.candidates)
            ),
        ),
        on(ev.PhaseChanged, lambda e, n: _phase_words(e.phase)),
        on(ev.RoundEnded, lambda e, n: tr("Round {n} ends").format(n=e.round)),
        on(
            ev.BattleEnded,
            lambda e, n: tr("The battle ends: {outcome}").format(outcome=term(e.outcome)),
        ),
        on(ev.BattleLeft, lambda e, n: tr("The party leaves the battle map")),
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
            ev.UnitDeployed,
            lambda e, n: tr("{who} is deployed on the entrance tile").format(who=n.who(e.unit)),
        ),
        on(
            ev.CompanionNotDeployed,
            lambda e, n: tr("{who} cannot deploy: no unoccupied hex on the entrance tile").format(
                who=n.who(e.unit)
            ),
        ),
        on(
            ev.PartyDefeated,
            lambda e, n: tr("The whole party is defeated: the encounter ends after this round"),
        ),
        on(
            ev.StatusApplied,
            lambda e, n: tr("{who} gains {side}").format(who=n.who(e.unit), side=term(e.side)),
        ),
        on(
            ev.StatusRemoved,
            lambda e, n: tr("{who} loses {side}").format(who=n.who(e.unit), side=term(e.side)),
        ),
        on(
            ev.HexExplored,
            lambda e, n: tr("Exploring: the card drawn is {card}").format(card=n.card(e.card)),
        ),
        on(
            ev.SkyshardFound,
            lambda e, n: tr("A skyshard! ({found} of {needed})").format(
                found=e.found, needed=e.needed
            ),
        ),
        on(
            ev.TilePlaced,
            lambda e, n: tr("The {shape} tile is placed").format(shape=n.shape(e.shape)),
        ),
        on(
            ev.PlacementChoiceNeeded,
            lambda e, n: counted().placements(e.options, n.shape(e.shape)),
        ),
        on(
            ev.TileDidNotFit,
            lambda e, n: tr(
                "The {shape} tile does not fit: it goes to the bottom of its stack"
            ).format(shape=n.shape(e.shape)),
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
            ev.EndOfDayStarted,
            lambda e, n: tr("End of day {day}: Adventurers Rest").format(day=e.day),
        ),
        on(ev.NewDay, lambda e, n: tr("Day {day} begins").format(day=e.day)),
        on(ev.GuildAssistUsed, lambda e, n: tr("The guild assist is used")),
        on(
            ev.SupplyExhausted,
            lambda e, n: tr("The supply has no {kind} dice left").format(kind=_kind_words(e.kind)),
        ),
        on(
            ev.FatigueIgnored,
            lambda e, n: tr("{who} is defeated and gains no fatigue").format(
                who=n.who(e.adventurer)
            ),
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
        on(
            ev.InnVisited, lambda e, n: tr("{who} rests at the inn").format(who=n.who(e.adventurer))
        ),
        *LOCKPICK_TEXTS,
        # The player's own campaign (rules.campaign)
        on(
            camp.EncounterStarted,
            lambda e, n: tr("A new battle begins: {name}").format(name=e.name),
        ),
        on(
            camp.AdventurerEdited,
            lambda e, n: tr("Manual change: {who}'s mat is edited").format(who=n.who(e.adventurer)),
        ),
        on(
            camp.ChipAdded,
            lambda e, n: tr("Manual change: {who} is put on the hex {q}, {r}").format(
                who=n.who(e.unit), q=e.at.q, r=e.at.r
            ),
        ),
        on(
            camp.ChipRemoved,
            lambda e, n: tr("Manual change: {name}'s chip leaves the table").format(name=e.name),
        ),
        on(
            camp.TileAdded,
            lambda e, n: tr("Manual change: the {shape} tile is laid").format(
                shape=n.shape(e.shape)
            ),
        ),
        on(
            camp.TileRemoved,
            lambda e, n: tr("Manual change: the {shape} tile is taken away").format(
                shape=n.shape(e.shape)
            ),
        ),
    )
)
