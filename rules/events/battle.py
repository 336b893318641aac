"""Events of the battle and the campaign: rounds and turns, units, the map, the overland
map and the days."""

from __future__ import annotations

from dataclasses import dataclass

from board.hexes import Hex
from rules.dice import StatusSide
from rules.events.base import Event


@dataclass(frozen=True, slots=True)
class RoundStarted(Event, tag="round-started"):
    round: int
    fatigue_round: bool
    rule: str = "rules §4.1 start of round"


@dataclass(frozen=True, slots=True)
class RoundCounterLowered(Event, tag="round-counter-lowered"):
    """An effect lowered the round counter from ``start`` to ``end`` (6 is the fatigue face)."""

    start: int
    end: int
    rule: str = "rules §4.1 an effect lowers the round counter"


@dataclass(frozen=True, slots=True)
class TurnStarted(Event, tag="turn-started"):
    unit: str
    rule: str = "rules §4 turn order"


@dataclass(frozen=True, slots=True)
class TurnStartMoment(Event, tag="turn-start-moment"):
    """An adventurer's turn is at its start: a die may leave an active slot, then the
    Recovery step runs (asked for, or before their first other action)."""

    adventurer: str
    rule: str = "rules §4.9 start of turn, then the Recovery step"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event, tag="turn-ended"):
    unit: str
    rule: str = "rules §4 turn order"


@dataclass(frozen=True, slots=True)
class TurnChoiceNeeded(Event, tag="turn-choice-needed"):
    """Several units may go next: the party picks one (TakeTurn)."""

    candidates: tuple[str, ...]
    rule: str = "rules §4 the party chooses the order"


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event, tag="phase-changed"):
    """The round moved on to ``phase`` (a `rules.state.Phase`; "round_effects": effects)."""

    phase: str
    rule: str = "rules §4 round sequence"


@dataclass(frozen=True, slots=True)
class RoundEnded(Event, tag="round-ended"):
    round: int
    rule: str = "rules §4.5 end of round"


@dataclass(frozen=True, slots=True)
class BattleEnded(Event, tag="battle-ended"):
    """``outcome``: victory or failed (retreated: older files only); ``reason``: objective,
    retreat, uncovered (an Uncover delve's retreat once every skyshard is found),
    party_defeat."""

    outcome: str
    reason: str
    rule: str = "rules §4.12 outcome at the end of the round"


@dataclass(frozen=True, slots=True)
class RevivedHexChoice(Event, tag="revived-hex-choice"):
    """A revived adventurer waits off the map for the party to pick a free hex."""

    adventurer: str
    rule: str = "rules §5.3 the hex where it fell is taken: the party picks one"


@dataclass(frozen=True, slots=True)
class RoundCounterSet(Event, tag="round-counter-set"):
    """The guild assist set the round counter from ``start`` to ``end``."""

    start: int
    end: int
    rule: str = "rules §5.8 guild assist: the round counter set"


@dataclass(frozen=True, slots=True)
class CompanionsWithdrawn(Event, tag="companions-withdrawn"):
    """Every adventurer fell: the companions still on the map leave it, not defeated."""

    units: tuple[str, ...]
    rule: str = "rules §5.6 companions taken off the map, not defeated"


@dataclass(frozen=True, slots=True)
class ExcessHpLost(Event, tag="excess-hp-lost"):
    """The End of Battle Cleanup took ``amount`` bonus HP or HP above the maximum from
    ``unit``, leaving ``hp``."""

    unit: str
    amount: int
    hp: int
    rule: str = "rules §5.9 bonus HP and HP above the maximum go"


@dataclass(frozen=True, slots=True)
class BattleLeft(Event, tag="battle-left"):
    rule: str = "battle over"


@dataclass(frozen=True, slots=True)
class UnitMoved(Event, tag="unit-moved"):
    unit: str
    start: Hex
    end: Hex
    steps: int
    rule: str = "rules §6 moves through unoccupied hexes"


@dataclass(frozen=True, slots=True)
class DamageDealt(Event, tag="damage-dealt"):
    """``amount`` HP lost after ``absorbed`` bonus HP (true damage skips bonus HP)."""

    target: str
    amount: int
    hp: int
    source: str | None = None
    true_damage: bool = False
    absorbed: int = 0
    rule: str = "rules §4 damage"


@dataclass(frozen=True, slots=True)
class UnitDefeated(Event, tag="unit-defeated"):
    """``to``: "stack", "set_aside", "tile", "race_sheet" (adventurers) or "off_map"."""

    unit: str
    by: str | None
    to: str
    rule: str = "rules §5 defeat"


@dataclass(frozen=True, slots=True)
class UnitDeployed(Event, tag="unit-deployed"):
    unit: str
    at: Hex
    rule: str = "rules §4.3 deploy on an unoccupied hex"


@dataclass(frozen=True, slots=True)
class CompanionNotDeployed(Event, tag="companion-not-deployed"):
    unit: str
    rule: str = "rules §4.3 no unoccupied hex on the entrance tile"


@dataclass(frozen=True, slots=True)
class PartyDefeated(Event, tag="party-defeated"):
    rule: str = "rules §5 full party defeat: the encounter ends after this round"


@dataclass(frozen=True, slots=True)
class StatusApplied(Event, tag="status-applied"):
    unit: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status dice on enemies"


@dataclass(frozen=True, slots=True)
class StatusRemoved(Event, tag="status-removed"):
    unit: str
    die: str
    side: StatusSide
    rule: str = "rules §1 status dice return to the supply"


@dataclass(frozen=True, slots=True)
class HexExplored(Event, tag="hex-explored"):
    hex: Hex
    card: str
    rule: str = "rules §7 exploring draws a card"


@dataclass(frozen=True, slots=True)
class SkyshardFound(Event, tag="skyshard-found"):
    found: int
    needed: int
    rule: str = "rules §7 skyshard"


@dataclass(frozen=True, slots=True)
class TilePlaced(Event, tag="tile-placed"):
    shape: str
    uid: str
    offset: Hex
    rotation: int
    rule: str = "rules §7 placing a tile"


@dataclass(frozen=True, slots=True)
class PlacementChoiceNeeded(Event, tag="placement-choice-needed"):
    hex: Hex
    shape: str
    options: int
    rule: str = "rules §7 the player picks a legal placement"


@dataclass(frozen=True, slots=True)
class TileDidNotFit(Event, tag="tile-did-not-fit"):
    shape: str
    rule: str = "rules §7 no placement fits: bottom of its stack"


@dataclass(frozen=True, slots=True)
class PartyTokenMoved(Event, tag="party-token-moved"):
    start: Hex
    end: Hex
    rule: str = "rules §9 overland map"


@dataclass(frozen=True, slots=True)
class TownChoiceNeeded(Event, tag="town-choice-needed"):
    options: tuple[Hex, ...]
    rule: str = "rules §5 closest town, the party picks among ties"


@dataclass(frozen=True, slots=True)
class RewardPhase(Event, tag="reward-phase"):
    failed: bool
    rule: str = "rules §5 Reward Phase"


@dataclass(frozen=True, slots=True)
class EndOfDayStarted(Event, tag="end-of-day-started"):
    day: int
    party_defeated: bool = False
    rule: str = "rules §9 End of Day: Adventurers Rest"


@dataclass(frozen=True, slots=True)
class NewDay(Event, tag="new-day"):
    day: int
    rule: str = "rules §9 a new day"


@dataclass(frozen=True, slots=True)
class GuildAssistUsed(Event, tag="guild-assist-used"):
    rule: str = "rules §5 guild assist (once per campaign)"
