"""What an exploration card brings with its tile, and the enemy bags enemies are drawn from
(rules §7.4): plain values, with no rules of their own.

All of it is the project's own invented data (rules §7.6): the shipped cards and bags are
examples a player edits to match their copy of the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from board.hexes import Hex
from rules.codec import WRITTEN_WHEN_SET
from rules.foes import FoeStats

#: Party sizes a challenge scale has a row for (rules §7.4).
PARTY_SIZES = (1, 2, 3, 4)
#: The enemy levels each bag holds: the low bag 1 and 5, the high bag 10 and 20.
LOW_LEVELS = (1, 5)
HIGH_LEVELS = (10, 20)
#: The most encounter points a card prints, and the most caches of each kind.
MAX_EP = 99
MAX_CACHES = 9


@dataclass(frozen=True, slots=True)
class ExplorationCard:
    """The card that names the tile shape ``shape`` (rules §7.4): its encounter points,
    its challenge scale (the highest enemy level that may be drawn, one row per party size
    1-4), its common and legendary caches, and whether it shows a skyshard."""

    shape: str
    ep: int = 0
    scale: tuple[int, int, int, int] = (1, 1, 1, 1)
    common: int = 0
    legendary: int = 0
    skyshard: bool = False

    def printed_level(self, party_size: int) -> int:
        """The scale's row for the party's size, 1-4 (smaller or larger parties read the
        nearest row)."""
        row = min(max(party_size, PARTY_SIZES[0]), PARTY_SIZES[-1])
        return self.scale[row - 1]


@dataclass(frozen=True, slots=True)
class CacheToken:
    """A cache on a hex of the map (rules §7.4): legendary or common."""

    at: Hex
    legendary: bool = False


@dataclass(frozen=True, slots=True)
class Arrival:
    """A tile just placed whose caches and enemies are still to come (rules §7.4): the
    explored door hex they are counted from, the placed tile's uid and the card drawn."""

    door: Hex
    tile: str
    card: str


@dataclass(frozen=True, slots=True)
class BagChip:
    """An enemy chip in a bag: its name, level and HP (rules §7.4), and the fighting stats
    it is deployed with (rules §4.4; a file without them gives the defaults)."""

    name: str
    level: int
    hp: int
    stats: FoeStats = field(default=FoeStats(), metadata={WRITTEN_WHEN_SET: True})


@dataclass(frozen=True, slots=True)
class EnemyBags:
    """The player's enemy chips, bag by bag (rules §7.4): ``low`` holds the level 1 and 5
    chips, ``high`` the level 10 and 20 ones."""

    low: tuple[BagChip, ...] = ()
    high: tuple[BagChip, ...] = ()

    @property
    def chips(self) -> tuple[BagChip, ...]:
        """Every chip, the high bag's first."""
        return (*self.high, *self.low)
