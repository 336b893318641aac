"""Events of the battle and the campaign: rounds and turns, units, the map, the overland
map and the days."""

from __future__ import annotations

from board.hexes import Hex
from rules.dice import StatusSide
from rules.events.base import Event
from rules.records import record


@record
class RoundStarted(Event):
    round: int
    fatigue_round: bool
    rule: str = "rules §4.1 start of round"


@record
class RoundCounterLowered(Event):
    """An effect lowered the round counter from ``start`` to ``end`` (6 is the fatigue face)."""

    start: int
    end: int
    rule: str = "rules §4.1 an effect lowers the round counter"


@record
class TurnStarted(Event):
    unit: str
    rule: str = "rules §4 turn order"


@record
class TurnEnded(Event):
    unit: str
    rule: str = "rules §4 turn order"


@record
class TurnChoiceNeeded(Event):
    """Several units may go next: the party picks one (TakeTurn)."""

    candidates: tuple[str, ...]
    rule: str = "rules §4 the party chooses the order"


@record
class PhaseChanged(Event):
    """The round moved on to ``phase`` (a `rules.state.Phase`; "round_effects": effects)."""

    phase: str
    rule: str = "rules §4 round sequence"


@record
class RoundEnded(Event):
    round: int
    rule: str = "rules §4.5 end of round"


@record
class BattleEnded(Event):
    """``outcome``: victory, failed or retreated; ``reason``: objective, retreat, party_defeat."""

    outcome: str
    reason: str
    rule: str = "rules §4.5 end of round"


@record
class BattleLeft(Event):
    rule: str = "battle over"


@record
class UnitMoved(Event):
    unit: str
    start: Hex
    end: Hex
    steps: int
    rule: str = "rules §6 moves through unoccupied hexes"


@record
class DamageDealt(Event):
    """``amount`` HP lost after ``absorbed`` bonus HP (true damage skips bonus HP)."""

    target: str
    amount: int
    hp: int
    source: str | None = None
    true_damage: bool = False
    absorbed: int = 0
    rule: str = "rules §4 damage"


@record
class UnitDefeated(Event):
    """``to``: "stack", "set_aside", "tile", "race_sheet" (adventurers) or "off_map"."""

    unit: str
    by: str | None
    to: str
    rule: str = "rules §5 defeat"


@record
class UnitDeployed(Event):
    unit: str
    at: Hex
    rule: str = "rules §4.3 deploy on an unoccupied hex"


@record
class CompanionNotDeployed(Event):
    unit: str
    rule: str = "rules §4.3 no unoccupied hex on the entrance tile"


@record
class PartyDefeated(Event):
    rule: str = "rules §5 full party defeat: the encounter ends after this round"


@record
class StatusApplied(Event):
    unit: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status dice on enemies"


@record
class StatusRemoved(Event):
    unit: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status dice return to the supply"


@record
class HexExplored(Event):
    hex: Hex
    card: str
    rule: str = "rules §7 exploring draws a card"


@record
class SkyshardFound(Event):
    found: int
    needed: int
    rule: str = "rules §7 skyshard"


@record
class TilePlaced(Event):
    shape: str
    uid: str
    offset: Hex
    rotation: int
    rule: str = "rules §7 placing a tile"


@record
class PlacementChoiceNeeded(Event):
    hex: Hex
    shape: str
    options: int
    rule: str = "rules §7 the player picks a legal placement"


@record
class TileDidNotFit(Event):
    shape: str
    rule: str = "rules §7 no placement fits: bottom of its stack"


@record
class PartyTokenMoved(Event):
    start: Hex
    end: Hex
    rule: str = "rules §9 overland map"


@record
class TownChoiceNeeded(Event):
    options: tuple[Hex, ...]
    rule: str = "rules §5 closest town, the party picks among ties"


@record
class RewardPhase(Event):
    failed: bool
    rule: str = "rules §5 Reward Phase"


@record
class EndOfDayStarted(Event):
    day: int
    party_defeated: bool = False
    rule: str = "rules §9 End of Day: Adventurers Rest"


@record
class NewDay(Event):
    day: int
    rule: str = "rules §9 a new day"


@record
class GuildAssistUsed(Event):
    rule: str = "rules §5 guild assist (once per campaign)"
