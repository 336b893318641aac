"""The game state: a tree of frozen dataclasses.

Every die lives in exactly one place (rules §1); `rules.invariants.check_invariants`
proves it. States are never mutated: `rules.engine.apply` returns new ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from board.battlemap import BattleMap
from board.hexes import Hex
from board.overland import OverlandMap
from board.tiles import TileShape
from rules.cards import Arrival, CacheToken, ExplorationCard
from rules.codec import WRITTEN_WHEN_SET
from rules.dice import Die
from rules.foes import FoeStats

TRACK_SIZE = 13
ACTIVE_SLOTS = 4
#: The round counter shows 1-5, then the fatigue face, which counts as 6 (rules §4.1).
FATIGUE_FACE = 6
#: The Stamina of an adventurer set up without one (an older file), and the most it may be
#: (rules §4.10).
DEFAULT_STAMINA = 3
MAX_STAMINA = 9


class Difficulty(StrEnum):
    """Game difficulty (rules §5, Difficulty)."""

    APPRENTICE = "apprentice"
    ADEPT = "adept"
    EXPERT = "expert"


@dataclass(frozen=True, slots=True)
class AttributeRow:
    """One attribute row of an adventurer mat and the skill dice available in it."""

    attribute: str
    dice: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Adventurer:
    """An adventurer mat: HP, tenacity, Cooldown stat, rows, active slots, track, drained,
    Stamina; ``engages`` and ``moves`` count this turn's engages and move actions,
    ``explored`` says the explore action was taken this turn and ``doors_explored`` holds the
    door hexes explored this turn from the hex the adventurer stood on (rules §4.11)."""

    id: str
    name: str
    race: str
    hp: int
    max_hp: int
    tenacity: int = 0
    cooldown: int = 2
    rows: tuple[AttributeRow, ...] = ()
    active: tuple[str | None, ...] = (None,) * ACTIVE_SLOTS
    track: tuple[str, ...] = ()
    drained: tuple[str, ...] = ()
    defeated: bool = False
    engages: int = 0
    stamina: int = DEFAULT_STAMINA
    moves: int = 0
    explored: bool = False
    doors_explored: tuple[Hex, ...] = ()

    def row_index(self, attribute: str) -> int | None:
        """Index of the row for ``attribute``, or None."""
        for index, row in enumerate(self.rows):
            if row.attribute == attribute:
                return index
        return None

    @property
    def row_dice(self) -> tuple[str, ...]:
        """Every die available in the attribute rows, row by row."""
        return tuple(die for row in self.rows for die in row.dice)


@dataclass(frozen=True, slots=True)
class Supply:
    """The dice physically in the supply (finite and configurable, rules §1)."""

    light: tuple[str, ...] = ()
    over: tuple[str, ...] = ()
    status: tuple[str, ...] = ()


class LockpickStage(StrEnum):
    """Where a lockpick check stands (rules §8)."""

    READY = "ready"  # waiting for the next roll
    ROLLED = "rolled"  # dice rolled: keep, turn, roll again or stop


@dataclass(frozen=True, slots=True)
class LockpickCheck:
    """A lockpick check in progress (rules §8).

    ``values[i]`` is the result shown by lockpick die ``i`` (None before its first roll);
    ``kept[i]`` the digit index that die is kept against (None if it is not kept).
    """

    adventurer: str
    digits: tuple[int, ...]
    keys: tuple[int, ...]
    attempts: int
    used: int = 0
    values: tuple[int | None, ...] = ()
    kept: tuple[int | None, ...] = ()
    stage: LockpickStage = LockpickStage.READY

    @property
    def matched(self) -> frozenset[int]:
        """Digit indexes already matched by a kept die."""
        return frozenset(k for k in self.kept if k is not None)

    @property
    def keys_left(self) -> frozenset[int]:
        """Key digits not matched yet (they must be matched first)."""
        return frozenset(self.keys) - self.matched

    @property
    def free(self) -> tuple[int, ...]:
        """The lockpick dice not kept: the ones the next roll rolls (rules §8.2)."""
        return tuple(i for i, k in enumerate(self.kept) if k is None)


class UnitKind(StrEnum):
    """The units on a battle map (rules §4-§5)."""

    ADVENTURER = "adventurer"
    COMPANION = "companion"
    ENEMY = "enemy"


ENEMY_LEVELS = (1, 5, 10, 20)


@dataclass(frozen=True, slots=True)
class Unit:
    """A chip. An adventurer's HP lives on its `Adventurer` mat (``hp``/``max_hp`` unused).

    ``at`` is its hex, or None when it is off the map (an undeployed companion, a defeated
    unit, an adventurer chip on its race sheet). ``level`` is 1/5/10/20 for enemies, None
    for quest units. ``status`` holds the status die ids on the chip (one per side).
    """

    id: str
    kind: UnitKind
    name: str
    hp: int = 0
    max_hp: int = 0
    bonus_hp: int = 0
    level: int | None = None
    quest: bool = False
    objective: bool = False
    at: Hex | None = None
    deployed: bool = True
    defeated: bool = False
    left_on_tile: bool = False
    status: tuple[str, ...] = ()
    #: The hex the unit was defeated on, remembered for its revival (rules §5.3).
    fell_at: Hex | None = None
    #: Range, target value, priority, Combat dice, movement, skills (rules §4.3, §4.4).
    stats: FoeStats = field(default_factory=FoeStats)
    #: An effect protects it from targeting (rules §4.4 Targetable): it still stands in the
    #: way. Written only when set, so older files and short table codes stay as they were.
    protected: bool = field(default=False, metadata={WRITTEN_WHEN_SET: True})

    @property
    def on_map(self) -> bool:
        """On a hex and able to act and be targeted (not a defeated chip left on a tile)."""
        return self.at is not None and not self.defeated


class Phase(StrEnum):
    """Where the battle round stands (rules §4)."""

    ROUND_START = "round_start"  # waiting for StartRound
    ROUND_EFFECTS = "round_effects"  # start-of-round effects, waiting for BeginTurns
    ADVENTURERS = "adventurers"
    COMPANIONS = "companions"
    ENEMIES = "enemies"
    ROUND_END = "round_end"  # waiting for EndRound
    OVER = "over"


class Objective(StrEnum):
    """What completes an encounter [decision: our own short list]."""

    DEFEAT_ALL = "defeat_all"  # every enemy defeated
    DEFEAT_OBJECTIVE = "defeat_objective"  # every objective unit defeated
    SURVEY = "survey"  # the needed skyshards found
    UNCOVER = "uncover"  # the needed skyshards found, then a retreat (rules §4.12)


class Outcome(StrEnum):
    NONE = "none"
    VICTORY = "victory"
    FAILED = "failed"
    RETREATED = "retreated"  # written by older versions for an Uncover retreat; read only


SKYSHARD = "skyshard"


@dataclass(frozen=True, slots=True)
class Defeat:
    """Who defeated whom (rules §5): ``by`` is None for a status-die defeat."""

    unit: str
    by: str | None = None


@dataclass(frozen=True, slots=True)
class PendingExploration:
    """A drawn tile with several legal placements: the player picks one (rules §7)."""

    hex: Hex
    shape: str


@dataclass(frozen=True, slots=True)
class Battle:
    """A battle in progress (rules §4-§7)."""

    map: BattleMap
    units: tuple[Unit, ...]
    seat_order: tuple[str, ...]
    round: int = 0  # 0 before the first round, then 1-5, or FATIGUE_FACE
    phase: Phase = Phase.ROUND_START
    turn: str | None = None
    acted: tuple[str, ...] = ()
    defeated_stack: tuple[str, ...] = ()  # enemy ids, the top is last
    set_aside: tuple[str, ...] = ()  # quest and objective units
    defeats: tuple[Defeat, ...] = ()
    party_defeat_pending: bool = False
    objective: Objective = Objective.DEFEAT_ALL
    outcome: Outcome = Outcome.NONE
    shapes: Mapping[str, TileShape] = field(default_factory=dict)
    stock: Mapping[str, int] = field(default_factory=dict)  # tiles left per shape
    deck: tuple[str, ...] = ()  # cards left: shape names and "skyshard"
    skyshards_needed: int = 0
    skyshards_found: int = 0
    explored: frozenset[Hex] = frozenset()
    pending: PendingExploration | None = None
    placed_count: int = 0
    #: HP each adventurer lost in this round's fatigue check (rules §4.1), kept for the
    #: table to show until the next round starts: (adventurer id, HP lost).
    fatigue_damage: tuple[tuple[str, int], ...] = ()
    #: Revived adventurers off the map until the party picks their hex (rules §5.3, §5.8).
    to_place: tuple[str, ...] = ()
    #: The adventurer whose turn is at its start, its Recovery step still to come (rules
    #: §4.9): it runs by `RecoveryStep` or before their first other action.
    recovery_due: str | None = None
    #: The exploration cards by the shape they name, the caches on the map and a placed
    #: tile whose caches and enemies are still to come (rules §7.4).
    cards: Mapping[str, ExplorationCard] = field(default_factory=dict)
    caches: tuple[CacheToken, ...] = ()
    arrival: Arrival | None = None
    #: The steps of their turn enemies and companions have taken this round: (unit id,
    #: "move" or "engage") (rules §4.3, §4.4).
    turn_steps: tuple[tuple[str, str], ...] = ()

    def unit(self, unit_id: str) -> Unit:
        for unit in self.units:
            if unit.id == unit_id:
                return unit
        raise KeyError(unit_id)

    @property
    def is_fatigue_round(self) -> bool:
        """After round 5 the counter shows the fatigue face (rules §4.1)."""
        return self.round >= FATIGUE_FACE

    @property
    def round_number(self) -> int:
        """The round number effects read: fatigue rounds read 6 (rules §4.1)."""
        return min(self.round, FATIGUE_FACE)

    @property
    def counter(self) -> int:
        """What the round counter shows: 1 from the set-up (round 1 does not raise it), then
        the round, up to the fatigue face, 6 (rules §4.1)."""
        return max(1, self.round_number)

    @property
    def next_round(self) -> int:
        """The round the next Start Round begins: the counter stops at the fatigue face."""
        return min(self.round + 1, FATIGUE_FACE)


@dataclass(frozen=True, slots=True)
class PartyCompanion:
    """A companion the party keeps between battles; it starts each battle at full HP
    (rules §5.10)."""

    name: str
    max_hp: int
    stats: FoeStats = field(default_factory=FoeStats)


class DayPhase(StrEnum):
    """The overland day (rules §9)."""

    DAY = "day"
    REST = "rest"  # End of Day: Adventurers Rest step


@dataclass(frozen=True, slots=True)
class GameState:
    """The whole game. Fields added later keep defaults so old code and saves still work."""

    dice: Mapping[str, Die]
    adventurers: tuple[Adventurer, ...]
    supply: Supply = field(default_factory=Supply)
    difficulty: Difficulty = Difficulty.ADEPT
    lockpick: LockpickCheck | None = None
    #: Set by a full party defeat until the day's Adventurers Rest is over (rules §5).
    party_defeated: bool = False
    battle: Battle | None = None
    overland: OverlandMap | None = None
    day: int = 1
    day_phase: DayPhase = DayPhase.DAY
    rested: tuple[str, ...] = ()
    #: Closest towns tied after a full party defeat: the party picks one (rules §5).
    town_choice: tuple[Hex, ...] = ()
    session: int = 1
    guild_assist_used: bool = False
    #: The scenario's name, shown in captions and titles.
    scenario: str = ""
    #: The companions the party keeps between battles (rules §5.10); during a battle its
    #: chips are the companions.
    companions: tuple[PartyCompanion, ...] = ()
    #: How many modelled battles the party has left (`LeaveBattle`): a table with none
    #: models no battle, and its turns are the player's word (rules §4.6).
    battles_left: int = 0

    def adventurer(self, adventurer_id: str) -> Adventurer:
        """The adventurer with that id (KeyError if none)."""
        for adv in self.adventurers:
            if adv.id == adventurer_id:
                return adv
        raise KeyError(adventurer_id)

    def has_adventurer(self, adventurer_id: str) -> bool:
        return any(adv.id == adventurer_id for adv in self.adventurers)

    def name_of(self, some_id: str) -> str | None:
        """The name of the adventurer or battle unit with that id (None: no one has it)."""
        for adv in self.adventurers:
            if adv.id == some_id:
                return adv.name
        for unit in self.battle.units if self.battle is not None else ():
            if unit.id == some_id:
                return unit.name
        return None

    def die(self, die_id: str) -> Die:
        """The die with that id (KeyError if none)."""
        return self.dice[die_id]

    def replace_adventurer(self, adventurer: Adventurer) -> GameState:
        """A new state with that adventurer (matched by id) replaced."""
        advs = tuple(adventurer if a.id == adventurer.id else a for a in self.adventurers)
        return replace(self, adventurers=advs)

    def replace(self, **changes: Any) -> GameState:
        """`dataclasses.replace` as a method."""
        return replace(self, **changes)

    # The dice mapping is a dict: a state compares by value but is not hashable.
    __hash__ = None  # type: ignore[assignment]
