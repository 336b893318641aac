"""What a newly placed tile brought (rules §7.4): its caches, the enemies drawn and where
they went. ``tied`` counts the hexes that tied for farthest when the party chose (0: no
choice was needed)."""

from __future__ import annotations

from dataclasses import dataclass

from board.hexes import Hex
from rules.events.base import Event


@dataclass(frozen=True, slots=True)
class CachePlaced(Event, tag="cache-placed"):
    at: Hex
    legendary: bool
    tied: int = 0
    rule: str = "rules §7.4 caches on the farthest cache hexes, legendary first"


@dataclass(frozen=True, slots=True)
class CacheNotPlaced(Event, tag="cache-not-placed"):
    legendary: bool
    rule: str = "rules §7.4 no cache hex left"


@dataclass(frozen=True, slots=True)
class EnemiesDrawn(Event, tag="enemies-drawn"):
    card: str
    ep: int
    spent: int
    level: int
    party: int
    rule: str = "rules §7.4 enemies drawn by encounter points"


@dataclass(frozen=True, slots=True)
class EnemyArrived(Event, tag="enemy-arrived"):
    unit: str
    level: int
    at: Hex
    tied: int = 0
    rule: str = "rules §7.4 enemies on the farthest deployment hexes"


@dataclass(frozen=True, slots=True)
class EnemyNotDeployed(Event, tag="enemy-not-deployed"):
    name: str
    level: int
    rule: str = "rules §7.4 more enemies than deployment hexes"
