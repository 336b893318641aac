"""The action that brings a newly placed tile's caches and enemies (rules §7.4)."""

from __future__ import annotations

from dataclasses import dataclass

from board.hexes import Hex
from rules.actions.base import Action
from rules.cards import BagChip


@dataclass(frozen=True, slots=True)
class DeployArrival(Action, tag="deploy-arrival"):
    """After a tile is placed: its card's caches go on its cache hexes and the enemies drawn
    for it on its deployment hexes, farthest from the explored door first (rules §7.4).

    ``enemies`` are the chips drawn, in draw order (drawn from the bags by the table's dice
    or named by the player); ``picks`` are the hexes the party chose where several free hexes
    tie for farthest, in the order those choices come (caches first, then enemies)."""

    enemies: tuple[BagChip, ...] = ()
    picks: tuple[Hex, ...] = ()
