"""What the table shows of a battle, read from the rules state (map, chips, round, turns)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from board.battlemap import BattleMap
from board.hexes import Hex
from gui.items.chips import ChipView
from gui.items.tableau import RoundView


@dataclass(frozen=True)
class BattleView:
    bmap: BattleMap
    explorable: frozenset[Hex]
    chips: tuple[tuple[ChipView, Hex | None], ...]
    round: RoundView
    turn_order: tuple[ChipView, ...]
    defeated: tuple[ChipView, ...]


def battle_view(state: Any) -> BattleView | None:
    """None while the state has no battle (a mats-only table)."""
    battle = getattr(state, "battle", None)
    if battle is None:
        return None
    raise NotImplementedError
