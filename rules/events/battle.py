"""Events of the battle and the campaign: rounds and turns, units, the map, the overland
map and the days."""

from __future__ import annotations

from dataclasses import dataclass

from board.hexes import Hex
from rules.dice import StatusSide
from rules.events.base import Event


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    fatigue_round: bool
    rule: str = "rules §4.1 start of round"


@dataclass(frozen=True, slots=True)
class RoundCounterLowered(Event):
    """An effect lowered the round counter from ``start`` to ``end`` (6 is the fatigue face)."""

    start: int
    end: int
    rule: str = "rules §4.1 an effect lowers the round counter"


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    unit: str
    rule: str = "rules §4 turn order"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    unit: str
    rule: str = "rules §4 turn order"


@dataclass(frozen=True, slots=True)
class TurnChoiceNeeded(Event):
    """Several units may go next: the party picks one (TakeTurn)."""

    candidates: tuple[str, ...]
    rule: str = "rules §4 the party chooses the order"


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    """The round moved on to ``phase`` (a `rules.state.Phase`; "round_effects": effects)."""

    phase: str
    rule: str = "rules §4 round sequence"


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int
    rule: str = "rules §4.5 end of round"


@dataclass(frozen=True, slots=True)
class BattleEnded(Event):
    """``outcome``: victory, failed or retreated; ``reason``: objective, retreat, party_defeat."""

    outcome: str
    reason: str
    rule: str = "rules §4.5 end of round"


@dataclass(frozen=True, slots=True)
class BattleLeft(Event):
    rule: str = "battle over"


@dataclass(frozen=True, slots=True)
class UnitMoved(Event):
    unit: str
    start: Hex
    end: Hex
    steps: int
    rule: str = "rules §6 moves through unoccupied hexes"


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    """``amount`` HP lost after ``absorbed`` bonus HP (true damage skips bonus HP)."""

    target: str
    amount: int
    hp: int
    source: str | None = None
    true_damage: bool = False
    absorbed: int = 0
    rule: str = "rules §4 damage"


@dataclass(frozen=True, slots=True)
class UnitDefeated(Event):
    """``to``: "stack", "set_aside", "tile", "race_sheet" (adventurers) or "off_map"."""

    unit: str
    by: str | None
    to: str
    rule: str = "rules §5 defeat"


@dataclass(frozen=True, slots=True)
class UnitDeployed(Event):
    unit: str
    at: Hex
    rule: str = "rules §4.3 deploy on an unoccupied hex"


@dataclass(frozen=True, slots=True)
class CompanionNotDeployed(Event):
    unit: str
    rule: str = "rules §4.3 no unoccupied hex on the entrance tile"


@dataclass(frozen=True, slots=True)
class PartyDefeated(Event):
    rule: str = "rules §5 full party defeat: the encounter ends after this round"


@dataclass(frozen=True, slots=True)
class StatusApplied(Event):
    unit: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status dice on enemies"


@dataclass(frozen=True, slots=True)
class StatusRemoved(Event):
    unit: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status dice return to the supply"


@dataclass(frozen=True, slots=True)
class HexExplored(Event):
    hex: Hex
    card: str
    rule: str = "rules §7 exploring draws a card"


@dataclass(frozen=True, slots=True)
class SkyshardFound(Event):
    found: int
    needed: int
    rule: str = "rules §7 skyshard"


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    shape: str
    uid: str
    offset: Hex
    rotation: int
    rule: str = "rules §7 placing a tile"


@dataclass(frozen=True, slots=True)
class PlacementChoiceNeeded(Event):
    hex: Hex
    shape: str
    options: int
    rule: str = "rules §7 the player picks a legal placement"


@dataclass(frozen=True, slots=True)
class TileDidNotFit(Event):
    shape: str
    rule: str = "rules §7 no placement fits: bottom of its stack"


@dataclass(frozen=True, slots=True)
class PartyTokenMoved(Event):
    start: Hex
    end: Hex
    rule: str = "rules §9 overland map"


@dataclass(frozen=True, slots=True)
class TownChoiceNeeded(Event):
    options: tuple[Hex, ...]
    rule: str = "rules §5 closest town, the party picks among ties"


@dataclass(frozen=True, slots=True)
class RewardPhase(Event):
    failed: bool
    rule: str = "rules §5 Reward Phase"


@dataclass(frozen=True, slots=True)
class EndOfDayStarted(Event):
    day: int
    party_defeated: bool = False
    rule: str = "rules §9 End of Day: Adventurers Rest"


@dataclass(frozen=True, slots=True)
class NewDay(Event):
    day: int
    rule: str = "rules §9 a new day"


@dataclass(frozen=True, slots=True)
class GuildAssistUsed(Event):
    rule: str = "rules §5 guild assist (once per campaign)"
