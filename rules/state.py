"""The game state: a tree of frozen dataclasses (ARCHITECTURE.md §3).

Every die lives in exactly one place (RULES.md §1); `rules.invariants.check_invariants`
proves it. States are never mutated: `rules.engine.apply` returns new ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from rules.dice import Die

TRACK_SIZE = 13
ACTIVE_SLOTS = 4


class Difficulty(StrEnum):
    """Game difficulty (RULES.md §5, Difficulty)."""

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
    """An adventurer mat: HP, tenacity, Cooldown stat, rows, active slots, track, drained."""

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
    """The dice physically in the supply (finite and configurable, RULES.md §1)."""

    light: tuple[str, ...] = ()
    over: tuple[str, ...] = ()
    status: tuple[str, ...] = ()


class LockpickStage(StrEnum):
    """Where a lockpick check stands (RULES.md §8)."""

    READY = "ready"  # waiting for the next roll
    ROLLED = "rolled"  # dice rolled: keep, turn, roll again or stop


@dataclass(frozen=True, slots=True)
class LockpickCheck:
    """A lockpick check in progress (RULES.md §8).

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


@dataclass(frozen=True, slots=True)
class GameState:
    """The whole game. Fields added later keep defaults so old code and saves still work."""

    dice: Mapping[str, Die]
    adventurers: tuple[Adventurer, ...]
    supply: Supply = field(default_factory=Supply)
    difficulty: Difficulty = Difficulty.ADEPT
    lockpick: LockpickCheck | None = None
    #: Set by a full party defeat until the day's Adventurers Rest is over (RULES.md §5).
    party_defeated: bool = False

    def adventurer(self, adventurer_id: str) -> Adventurer:
        """The adventurer with that id (KeyError if none)."""
        for adv in self.adventurers:
            if adv.id == adventurer_id:
                return adv
        raise KeyError(adventurer_id)

    def has_adventurer(self, adventurer_id: str) -> bool:
        return any(adv.id == adventurer_id for adv in self.adventurers)

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
