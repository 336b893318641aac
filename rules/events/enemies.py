"""Events of an enemy's turn worked out by the rules (rules §4.4)."""

from __future__ import annotations

from dataclasses import dataclass

from board.hexes import Hex
from rules.events.base import Event


@dataclass(frozen=True, slots=True)
class EnemyMoved(Event, tag="enemy-moved"):
    """The enemy moved by the rules from ``start`` to ``end`` in ``steps`` hexes, going for
    ``focus``. ``why`` is a `rules.enemy_turn.Why`; ``away`` the steps to its destination
    (approach) or the hexes left to the unit it heads for (fallback); ``picked`` says the
    party broke a tie among ``options`` end hexes."""

    unit: str
    start: Hex
    end: Hex
    steps: int
    why: str
    focus: tuple[str, ...] = ()
    away: int = 0
    arrived: bool = False
    picked: bool = False
    options: int = 1
    rule: str = "rules §4.4 an enemy's move"


@dataclass(frozen=True, slots=True)
class EnemyEngaged(Event, tag="enemy-engaged"):
    """The enemy engaged ``targets`` (in priority order), or a companion the targets its
    player picked (rules §4.3), with a Combat roll of ``roll``
    (each die), ``total`` dealt to each; ``picked`` says the party picked among equals."""

    unit: str
    targets: tuple[str, ...]
    roll: tuple[int, ...]
    total: int
    picked: bool = False
    rule: str = "rules §4.4 an enemy's engage"
