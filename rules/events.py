"""Events: past-tense records of what an action did and which rule applied.

The GUI formats and translates them; `__str__` is a plain English line for debugging and
golden logs only. Every event has a ``rule`` naming the rule it applied.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from rules.dice import DieKind, StatusSide


@dataclass(frozen=True)
class Event:
    """Base of every event."""

    def __str__(self) -> str:
        parts = []
        rule = ""
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "rule":
                rule = str(value)
            else:
                parts.append(f"{f.name}={value}")
        text = f"{type(self).__name__}({', '.join(parts)})"
        return f"{text} [{rule}]" if rule else text


@dataclass(frozen=True)
class DieExhausted(Event):
    """A die went into a cooldown track at ``slot`` (0-based)."""

    adventurer: str
    die: str
    slot: int
    rule: str = "RULES.md §2.1 leftmost open position"


@dataclass(frozen=True)
class DieDrained(Event):
    """A skill die went to its adventurer's race sheet (drained)."""

    adventurer: str
    die: str
    rule: str = "RULES.md §1 drain"


@dataclass(frozen=True)
class DieReturnedToSupply(Event):
    """A fatigue or status die went back to the supply."""

    adventurer: str
    die: str
    rule: str = "RULES.md §1 supply"


@dataclass(frozen=True)
class OverfatigueSwapped(Event):
    """Full track: ``overfatigue`` replaced ``replaced`` at ``slot``."""

    adventurer: str
    replaced: str
    slot: int
    overfatigue: str
    rule: str = "RULES.md §2.4 full track"


@dataclass(frozen=True)
class StatusRequeued(Event):
    """A repeated status side moved its die to the end of the track."""

    adventurer: str
    die: str
    from_slot: int
    to_slot: int
    rule: str = "RULES.md §2.5 repeated status"


@dataclass(frozen=True)
class OverfatigueCycled(Event):
    """The Recovery step took an overfatigue die and put it back at the end of the track."""

    adventurer: str
    die: str
    from_slot: int
    to_slot: int
    rule: str = "RULES.md §3 overfatigue stays"


@dataclass(frozen=True)
class DieRecovered(Event):
    """A skill die went back to its attribute row (``from_zone``: track, drained, active)."""

    adventurer: str
    die: str
    from_zone: str = "track"
    rule: str = "RULES.md §1 recover"


@dataclass(frozen=True)
class RecoveryStepTaken(Event):
    """An adventurer's Recovery step ran, taking ``count`` dice from the left."""

    adventurer: str
    count: int
    rule: str = "RULES.md §3 Recovery step"


@dataclass(frozen=True)
class FatigueGained(Event):
    """A fatigue die (``kind``) was gained; the rule says if it was a substitute."""

    adventurer: str
    die: str
    kind: DieKind
    rule: str = "RULES.md §1 gain fatigue"


@dataclass(frozen=True)
class StatusGained(Event):
    """A status die showing ``side`` was taken from the supply."""

    adventurer: str
    die: str
    side: StatusSide
    rule: str = "RULES.md §1 status die"


@dataclass(frozen=True)
class SupplyExhausted(Event):
    """The supply had no die of that kind."""

    kind: DieKind
    rule: str = "RULES.md §1 finite supply"


@dataclass(frozen=True)
class FatigueIgnored(Event):
    """A defeated adventurer gains no fatigue or status."""

    adventurer: str
    rule: str = "RULES.md §5 defeated adventurers gain no fatigue"


@dataclass(frozen=True)
class TrueDamageDealt(Event):
    """True damage (cannot be prevented, skips bonus HP)."""

    target: str
    amount: int
    hp: int
    rule: str = "RULES.md §4 true damage"


@dataclass(frozen=True)
class Healed(Event):
    """A unit healed ``amount`` HP (never above its max)."""

    target: str
    amount: int
    hp: int
    rule: str = "RULES.md §9 heal"


@dataclass(frozen=True)
class AdventurerDefeated(Event):
    """An adventurer lost its last HP."""

    adventurer: str
    by: str | None = None
    rule: str = "RULES.md §5 defeat"


@dataclass(frozen=True)
class AdventurerRevived(Event):
    """A defeated adventurer's HP rose above 0."""

    adventurer: str
    rule: str = "RULES.md §5 revival"


@dataclass(frozen=True)
class ActiveDiePlaced(Event):
    adventurer: str
    die: str
    slot: int
    rule: str = "RULES.md §4 active slots"


@dataclass(frozen=True)
class ActiveSlotCleared(Event):
    adventurer: str
    die: str
    slot: int
    resolved: bool
    rule: str = "RULES.md §4 active slots"


@dataclass(frozen=True)
class DiceRolled(Event):
    dice: tuple[str, ...]
    faces: tuple[int, ...]
    rule: str = "RULES.md §1 roll"


@dataclass(frozen=True)
class Engaged(Event):
    """An engage; ``count`` is the number of engages this turn, this one included."""

    adventurer: str
    count: int
    rule: str = "RULES.md §4 engage fatigue"


@dataclass(frozen=True)
class Rested(Event):
    """Adventurers Rest: healed and removed."""

    adventurer: str
    healed: int
    removed: tuple[str, ...]
    discarded_item: bool
    rule: str = "RULES.md §5 Adventurers Rest"


@dataclass(frozen=True)
class InnVisited(Event):
    adventurer: str
    rule: str = "RULES.md §9 inn"


@dataclass(frozen=True)
class ManualChange(Event):
    """An override (Force… action): ``what`` changed on ``target`` to ``value``."""

    what: str
    target: str
    value: str
    rule: str = "override"


@dataclass(frozen=True)
class LockpickStarted(Event):
    adventurer: str
    digits: tuple[int, ...]
    keys: tuple[int, ...]
    attempts: int
    rule: str = "RULES.md §8 lockpicking"


@dataclass(frozen=True)
class LockpickRolled(Event):
    attempt: int
    dice: tuple[int, ...]
    results: tuple[int, ...]
    rule: str = "RULES.md §8 roll the dice not kept"


@dataclass(frozen=True)
class LockpickDieKept(Event):
    die_index: int
    digit_index: int
    value: int
    rule: str = "RULES.md §8 keep a matching die"


@dataclass(frozen=True)
class LockpickDieTurned(Event):
    die_index: int
    old: int
    new: int
    rule: str = "RULES.md §8 one light fatigue turns a die by 1"


@dataclass(frozen=True)
class LockpickSucceeded(Event):
    adventurer: str
    rule: str = "RULES.md §8 every digit matched"


@dataclass(frozen=True)
class LockpickFailed(Event):
    """``reason``: "gave_up" or "out_of_attempts"."""

    adventurer: str
    reason: str
    rule: str = "RULES.md §8 check failed"
