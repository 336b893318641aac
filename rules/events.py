"""Events: past-tense records of what an action did and which rule applied.

The GUI formats and translates them; `__str__` is a plain English line for debugging and
golden logs only. Every event has a ``rule`` naming the rule it applied.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from board.hexes import Hex
from rules.dice import DieKind, StatusSide


@dataclass(frozen=True)
class Event:
    """Base of every event."""

    def __str__(self) -> str:
        parts = [f"{f.name}={getattr(self, f.name)}" for f in fields(self) if f.name != "rule"]
        text = f"{type(self).__name__}({', '.join(parts)})"
        rule = str(getattr(self, "rule", ""))
        return f"{text} [{rule}]" if rule else text


@dataclass(frozen=True)
class DieExhausted(Event):
    """A die went into a cooldown track at ``slot`` (0-based)."""

    adventurer: str
    die: str
    slot: int
    rule: str = "rules §2.1 leftmost open position"


@dataclass(frozen=True)
class DieDrained(Event):
    """A skill die went to its adventurer's race sheet (drained)."""

    adventurer: str
    die: str
    rule: str = "rules §1 drain"


@dataclass(frozen=True)
class DieReturnedToSupply(Event):
    """A fatigue or status die went back to the supply."""

    adventurer: str
    die: str
    rule: str = "rules §1 supply"


@dataclass(frozen=True)
class OverfatigueSwapped(Event):
    """Full track: ``overfatigue`` replaced ``replaced`` at ``slot``."""

    adventurer: str
    replaced: str
    slot: int
    overfatigue: str
    rule: str = "rules §2.4 full track"


@dataclass(frozen=True)
class StatusRequeued(Event):
    """A repeated status side moved its die to the end of the track."""

    adventurer: str
    die: str
    from_slot: int
    to_slot: int
    rule: str = "rules §2.5 repeated status"


@dataclass(frozen=True)
class OverfatigueCycled(Event):
    """The Recovery step took an overfatigue die and put it back at the end of the track."""

    adventurer: str
    die: str
    from_slot: int
    to_slot: int
    rule: str = "rules §3 overfatigue stays"


@dataclass(frozen=True)
class DieRecovered(Event):
    """A skill die went back to its attribute row (``from_zone``: track, drained, active)."""

    adventurer: str
    die: str
    from_zone: str = "track"
    rule: str = "rules §1 recover"


@dataclass(frozen=True)
class RecoveryStepTaken(Event):
    """An adventurer's Recovery step ran, taking ``count`` dice from the left."""

    adventurer: str
    count: int
    rule: str = "rules §3 Recovery step"


@dataclass(frozen=True)
class FatigueGained(Event):
    """A fatigue die (``kind``) was gained; the rule says if it was a substitute."""

    adventurer: str
    die: str
    kind: DieKind
    rule: str = "rules §1 gain fatigue"


@dataclass(frozen=True)
class StatusGained(Event):
    """A status die showing ``side`` was taken from the supply."""

    adventurer: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status die"


@dataclass(frozen=True)
class SupplyExhausted(Event):
    """The supply had no die of that kind."""

    kind: DieKind
    rule: str = "rules §1 finite supply"


@dataclass(frozen=True)
class FatigueIgnored(Event):
    """A defeated adventurer gains no fatigue or status."""

    adventurer: str
    rule: str = "rules §5 defeated adventurers gain no fatigue"


@dataclass(frozen=True)
class TrueDamageDealt(Event):
    """True damage to an adventurer (cannot be prevented, skips bonus HP)."""

    adventurer: str
    amount: int
    hp: int
    rule: str = "rules §4 true damage"


@dataclass(frozen=True)
class Healed(Event):
    """A unit healed ``amount`` HP (never above its max)."""

    target: str
    amount: int
    hp: int
    rule: str = "rules §9 heal"


@dataclass(frozen=True)
class AdventurerDefeated(Event):
    """An adventurer lost its last HP."""

    adventurer: str
    by: str | None = None
    rule: str = "rules §5 defeat"


@dataclass(frozen=True)
class AdventurerNotDeployed(Event):
    """A revived adventurer found no free hex: off the map, no turns until deployed."""

    adventurer: str
    rule: str = "rules §5.3 revived with no free hex: waits off the map"


@dataclass(frozen=True)
class AdventurerRevived(Event):
    """A defeated adventurer's HP rose above 0."""

    adventurer: str
    rule: str = "rules §5 revival"


@dataclass(frozen=True)
class ActiveDiePlaced(Event):
    adventurer: str
    die: str
    slot: int
    rule: str = "rules §4 active slots"


@dataclass(frozen=True)
class ActiveSlotCleared(Event):
    adventurer: str
    die: str
    slot: int
    resolved: bool
    rule: str = "rules §4 active slots"


@dataclass(frozen=True)
class DiceRolled(Event):
    dice: tuple[str, ...]
    faces: tuple[int, ...]
    rule: str = "rules §1 roll"


@dataclass(frozen=True)
class Engaged(Event):
    """An engage; ``count`` is the number of engages this turn, this one included."""

    adventurer: str
    count: int
    rule: str = "rules §4 engage fatigue"


@dataclass(frozen=True)
class Rested(Event):
    """Adventurers Rest: healed and removed."""

    adventurer: str
    healed: int
    removed: tuple[str, ...]
    discarded_item: bool
    rule: str = "rules §5 Adventurers Rest"


@dataclass(frozen=True)
class InnVisited(Event):
    adventurer: str
    rule: str = "rules §9 inn"


@dataclass(frozen=True)
class ManualChange(Event):
    """An override (Force… action): ``what`` changed on ``target`` to ``value``. A die moved
    ("move") names its zone in ``value``, the mat or chip in ``owner``, the 1-based
    ``position``."""

    what: str
    target: str
    value: str
    owner: str | None = None
    position: int | None = None
    rule: str = "override"


@dataclass(frozen=True)
class LockpickStarted(Event):
    adventurer: str
    digits: tuple[int, ...]
    keys: tuple[int, ...]
    attempts: int
    rule: str = "rules §8 lockpicking"


@dataclass(frozen=True)
class LockpickRolled(Event):
    attempt: int
    dice: tuple[int, ...]
    results: tuple[int, ...]
    rule: str = "rules §8 roll the dice not kept"


@dataclass(frozen=True)
class LockpickDieKept(Event):
    die_index: int
    digit_index: int
    value: int
    rule: str = "rules §8 keep a matching die"


@dataclass(frozen=True)
class LockpickDieTurned(Event):
    die_index: int
    old: int
    new: int
    rule: str = "rules §8 one light fatigue turns a die by 1"


@dataclass(frozen=True)
class LockpickSucceeded(Event):
    adventurer: str
    rule: str = "rules §8 every digit matched"


@dataclass(frozen=True)
class LockpickFailed(Event):
    """``reason``: "gave_up", "out_of_attempts" or "defeated" (the picker was defeated)."""

    adventurer: str
    reason: str
    rule: str = "rules §8 check failed"


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    fatigue_round: bool
    rule: str = "rules §4.1 start of round"


@dataclass(frozen=True)
class RoundCounterLowered(Event):
    """An effect lowered the round counter from ``start`` to ``end`` (6 is the fatigue face)."""

    start: int
    end: int
    rule: str = "rules §4.1 an effect lowers the round counter"


@dataclass(frozen=True)
class TurnStarted(Event):
    unit: str
    rule: str = "rules §4 turn order"


@dataclass(frozen=True)
class TurnEnded(Event):
    unit: str
    rule: str = "rules §4 turn order"


@dataclass(frozen=True)
class TurnChoiceNeeded(Event):
    """Several units may go next: the party picks one (TakeTurn)."""

    candidates: tuple[str, ...]
    rule: str = "rules §4 the party chooses the order"


@dataclass(frozen=True)
class PhaseChanged(Event):
    """The round moved on to ``phase`` (a `rules.state.Phase`; "round_effects": effects)."""

    phase: str
    rule: str = "rules §4 round sequence"


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int
    rule: str = "rules §4.5 end of round"


@dataclass(frozen=True)
class BattleEnded(Event):
    """``outcome``: victory, failed or retreated; ``reason``: objective, retreat, party_defeat."""

    outcome: str
    reason: str
    rule: str = "rules §4.5 end of round"


@dataclass(frozen=True)
class BattleLeft(Event):
    rule: str = "battle over"


@dataclass(frozen=True)
class UnitMoved(Event):
    unit: str
    start: Hex
    end: Hex
    steps: int
    rule: str = "rules §6 moves through unoccupied hexes"


@dataclass(frozen=True)
class DamageDealt(Event):
    """``amount`` HP lost after ``absorbed`` bonus HP (true damage skips bonus HP)."""

    target: str
    amount: int
    hp: int
    source: str | None = None
    true_damage: bool = False
    absorbed: int = 0
    rule: str = "rules §4 damage"


@dataclass(frozen=True)
class UnitDefeated(Event):
    """``to``: "stack", "set_aside", "tile", "race_sheet" (adventurers) or "off_map"."""

    unit: str
    by: str | None
    to: str
    rule: str = "rules §5 defeat"


@dataclass(frozen=True)
class UnitDeployed(Event):
    unit: str
    at: Hex
    rule: str = "rules §4.3 deploy on an unoccupied hex"


@dataclass(frozen=True)
class CompanionNotDeployed(Event):
    unit: str
    rule: str = "rules §4.3 no unoccupied hex on the entrance tile"


@dataclass(frozen=True)
class PartyDefeated(Event):
    rule: str = "rules §5 full party defeat: the encounter ends after this round"


@dataclass(frozen=True)
class StatusApplied(Event):
    unit: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status dice on enemies"


@dataclass(frozen=True)
class StatusRemoved(Event):
    unit: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status dice return to the supply"


@dataclass(frozen=True)
class HexExplored(Event):
    hex: Hex
    card: str
    rule: str = "rules §7 exploring draws a card"


@dataclass(frozen=True)
class SkyshardFound(Event):
    found: int
    needed: int
    rule: str = "rules §7 skyshard"


@dataclass(frozen=True)
class TilePlaced(Event):
    shape: str
    uid: str
    offset: Hex
    rotation: int
    rule: str = "rules §7 placing a tile"


@dataclass(frozen=True)
class PlacementChoiceNeeded(Event):
    hex: Hex
    shape: str
    options: int
    rule: str = "rules §7 the player picks a legal placement"


@dataclass(frozen=True)
class TileDidNotFit(Event):
    shape: str
    rule: str = "rules §7 no placement fits: bottom of its stack"


@dataclass(frozen=True)
class PartyTokenMoved(Event):
    start: Hex
    end: Hex
    rule: str = "rules §9 overland map"


@dataclass(frozen=True)
class TownChoiceNeeded(Event):
    options: tuple[Hex, ...]
    rule: str = "rules §5 closest town, the party picks among ties"


@dataclass(frozen=True)
class RewardPhase(Event):
    failed: bool
    rule: str = "rules §5 Reward Phase"


@dataclass(frozen=True)
class EndOfDayStarted(Event):
    day: int
    party_defeated: bool = False
    rule: str = "rules §9 End of Day: Adventurers Rest"


@dataclass(frozen=True)
class NewDay(Event):
    day: int
    rule: str = "rules §9 a new day"


@dataclass(frozen=True)
class GuildAssistUsed(Event):
    rule: str = "rules §5 guild assist (once per campaign)"
