"""Events of the mats: dice, the cooldown track, fatigue, damage, rest, overrides and
lockpicking."""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import DieKind, StatusSide
from rules.events.base import Event


@dataclass(frozen=True, slots=True)
class DieExhausted(Event, tag="die-exhausted"):
    """A die went into a cooldown track at ``slot`` (0-based)."""

    adventurer: str
    die: str
    slot: int
    rule: str = "rules §2.1 leftmost open position"


@dataclass(frozen=True, slots=True)
class DieDrained(Event, tag="die-drained"):
    """A skill die went to its adventurer's race sheet (drained)."""

    adventurer: str
    die: str
    rule: str = "rules §1 drain"


@dataclass(frozen=True, slots=True)
class DieReturnedToSupply(Event, tag="die-returned-to-supply"):
    """A fatigue or status die went back to the supply."""

    adventurer: str
    die: str
    rule: str = "rules §1 supply"


@dataclass(frozen=True, slots=True)
class OverfatigueSwapped(Event, tag="overfatigue-swapped"):
    """Full track: ``overfatigue`` replaced ``replaced`` at ``slot``."""

    adventurer: str
    replaced: str
    slot: int
    overfatigue: str
    rule: str = "rules §2.4 full track"


@dataclass(frozen=True, slots=True)
class StatusRequeued(Event, tag="status-requeued"):
    """A repeated status side moved its die to the end of the track."""

    adventurer: str
    die: str
    from_slot: int
    to_slot: int
    rule: str = "rules §2.5 repeated status"


@dataclass(frozen=True, slots=True)
class OverfatigueCycled(Event, tag="overfatigue-cycled"):
    """The Recovery step took an overfatigue die and put it back at the end of the track."""

    adventurer: str
    die: str
    from_slot: int
    to_slot: int
    rule: str = "rules §3 overfatigue stays"


@dataclass(frozen=True, slots=True)
class DieRecovered(Event, tag="die-recovered"):
    """A skill die went back to its attribute row (``from_zone``: track, drained, active)."""

    adventurer: str
    die: str
    from_zone: str = "track"
    rule: str = "rules §1 recover"


@dataclass(frozen=True, slots=True)
class RecoveryStepTaken(Event, tag="recovery-step-taken"):
    """An adventurer's Recovery step ran, taking ``count`` dice from the left."""

    adventurer: str
    count: int
    rule: str = "rules §3 Recovery step"


@dataclass(frozen=True, slots=True)
class FatigueGained(Event, tag="fatigue-gained"):
    """A fatigue die (``kind``) was gained; the rule says if it was a substitute."""

    adventurer: str
    die: str
    kind: DieKind
    rule: str = "rules §1 gain fatigue"


@dataclass(frozen=True, slots=True)
class StatusGained(Event, tag="status-gained"):
    """A status die showing ``side`` was taken from the supply."""

    adventurer: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status die"


@dataclass(frozen=True, slots=True)
class SupplyExhausted(Event, tag="supply-exhausted"):
    """The supply had no die of that kind."""

    kind: DieKind
    rule: str = "rules §1 finite supply"


@dataclass(frozen=True, slots=True)
class FatigueIgnored(Event, tag="fatigue-ignored"):
    """A defeated adventurer gains no fatigue or status."""

    adventurer: str
    rule: str = "rules §5 defeated adventurers gain no fatigue"


@dataclass(frozen=True, slots=True)
class TrueDamageDealt(Event, tag="true-damage-dealt"):
    """True damage to an adventurer (cannot be prevented, skips bonus HP)."""

    adventurer: str
    amount: int
    hp: int
    rule: str = "rules §4 true damage"


@dataclass(frozen=True, slots=True)
class Healed(Event, tag="healed"):
    """A unit healed ``amount`` HP (never above its max)."""

    target: str
    amount: int
    hp: int
    rule: str = "rules §9 heal"


@dataclass(frozen=True, slots=True)
class AdventurerDefeated(Event, tag="adventurer-defeated"):
    """An adventurer lost its last HP."""

    adventurer: str
    by: str | None = None
    rule: str = "rules §5 defeat"


@dataclass(frozen=True, slots=True)
class AdventurerNotDeployed(Event, tag="adventurer-not-deployed"):
    """A revived adventurer found no free hex: off the map, no turns until deployed."""

    adventurer: str
    rule: str = "rules §5.3 revived with no free hex: waits off the map"


@dataclass(frozen=True, slots=True)
class AdventurerRevived(Event, tag="adventurer-revived"):
    """A defeated adventurer's HP rose above 0."""

    adventurer: str
    rule: str = "rules §5 revival"


@dataclass(frozen=True, slots=True)
class ActiveDiePlaced(Event, tag="active-die-placed"):
    adventurer: str
    die: str
    slot: int
    rule: str = "rules §4 active slots"


@dataclass(frozen=True, slots=True)
class ActiveSlotCleared(Event, tag="active-slot-cleared"):
    adventurer: str
    die: str
    slot: int
    resolved: bool
    rule: str = "rules §4 active slots"


@dataclass(frozen=True, slots=True)
class ExhaustOrderDue(Event, tag="exhaust-order-due"):
    """A step exhausts several active dice at once and their order changes what the track
    keeps: they wait in their slots for the player's order (`ExhaustActive`)."""

    adventurer: str
    dice: tuple[str, ...]
    rule: str = "rules §2.2 the player orders dice entering together"


@dataclass(frozen=True, slots=True)
class DiceRolled(Event, tag="dice-rolled"):
    dice: tuple[str, ...]
    faces: tuple[int, ...]
    rule: str = "rules §1 roll"


@dataclass(frozen=True, slots=True)
class Engaged(Event, tag="engaged"):
    """An engage; ``count`` is the number of engages this turn, this one included."""

    adventurer: str
    count: int
    rule: str = "rules §4 engage fatigue"


@dataclass(frozen=True, slots=True)
class Rested(Event, tag="rested"):
    """Adventurers Rest: healed and removed."""

    adventurer: str
    healed: int
    removed: tuple[str, ...]
    discarded_item: bool
    rule: str = "rules §5 Adventurers Rest"


@dataclass(frozen=True, slots=True)
class InnVisited(Event, tag="inn-visited"):
    adventurer: str
    rule: str = "rules §9 inn"


@dataclass(frozen=True, slots=True)
class ManualChange(Event, tag="manual-change"):
    """An override (Force… action): ``what`` changed on ``target`` to ``value``. A die moved
    ("move") names its zone in ``value``, the mat or chip in ``owner``, the 1-based
    ``position``."""

    what: str
    target: str
    value: str
    owner: str | None = None
    position: int | None = None
    rule: str = "override"


@dataclass(frozen=True, slots=True)
class LockpickStarted(Event, tag="lockpick-started"):
    adventurer: str
    digits: tuple[int, ...]
    keys: tuple[int, ...]
    attempts: int
    rule: str = "rules §8 lockpicking"


@dataclass(frozen=True, slots=True)
class LockpickRolled(Event, tag="lockpick-rolled"):
    attempt: int
    dice: tuple[int, ...]
    results: tuple[int, ...]
    rule: str = "rules §8 roll the dice not kept"


@dataclass(frozen=True, slots=True)
class LockpickDieKept(Event, tag="lockpick-die-kept"):
    die_index: int
    digit_index: int
    value: int
    rule: str = "rules §8 keep a matching die"


@dataclass(frozen=True, slots=True)
class LockpickDieTurned(Event, tag="lockpick-die-turned"):
    die_index: int
    old: int
    new: int
    rule: str = "rules §8 one light fatigue turns a die by 1"


@dataclass(frozen=True, slots=True)
class LockpickSucceeded(Event, tag="lockpick-succeeded"):
    adventurer: str
    rule: str = "rules §8 every digit matched"


@dataclass(frozen=True, slots=True)
class LockpickFailed(Event, tag="lockpick-failed"):
    """``reason``: "gave_up", "out_of_attempts" or "defeated" (the picker was defeated)."""

    adventurer: str
    reason: str
    rule: str = "rules §8 check failed"
