"""check_invariants notices every kind of broken state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from board.hexes import Hex
from rules import GameState, delve_state, demo_state
from rules.dice import Die, DieKind
from rules.errors import InvariantError
from rules.invariants import check_invariants
from rules.state import AttributeRow


def _adv(state: GameState, i: int, **changes: object) -> GameState:
    advs = list(state.adventurers)
    advs[i] = replace(advs[i], **changes)  # type: ignore[arg-type]
    return replace(state, adventurers=tuple(advs))


BREAKS: dict[str, Callable[[GameState], GameState]] = {
    "die in two places": lambda s: _adv(s, 0, drained=(s.adventurers[0].track[0],)),
    "die nowhere": lambda s: replace(s, supply=replace(s.supply, light=s.supply.light[1:])),
    "unknown die": lambda s: _adv(s, 0, track=(*s.adventurers[0].track, "ghost")),
    "track over 13": lambda s: _adv(
        s, 1, track=s.adventurers[1].track + s.supply.light[:2], drained=()
    ),
    "hp over max": lambda s: _adv(s, 0, hp=99),
    "three active slots": lambda s: _adv(s, 0, active=(None, None, None)),
    "fatigue in a row": lambda s: _adv(
        s, 0, rows=(AttributeRow("might", (s.supply.light[0],)), *s.adventurers[0].rows[1:])
    ),
    "sideless status in track": lambda s: replace(
        s, dice={**s.dice, "status-1": Die("status-1", DieKind.STATUS)}
    ),
    "bad face": lambda s: replace(
        s, dice={**s.dice, "zarri-twinfang-1": replace(s.dice["zarri-twinfang-1"], face=9)}
    ),
}


@pytest.mark.parametrize("case", sorted(BREAKS))
def test_broken_states_are_caught(case: str) -> None:
    state = demo_state()
    check_invariants(state)
    with pytest.raises(InvariantError):
        check_invariants(BREAKS[case](state))


def _unit(state: GameState, unit_id: str, **changes: object) -> GameState:
    battle = state.battle
    assert battle is not None
    units = tuple(replace(u, **changes) if u.id == unit_id else u for u in battle.units)  # type: ignore[arg-type]
    return replace(state, battle=replace(battle, units=units))


BATTLE_BREAKS: dict[str, Callable[[GameState], GameState]] = {
    "two chips on a hex": lambda s: _unit(s, "veyth", at=Hex(0, -1)),
    "occupancy out of sync": lambda s: _unit(s, "warden", at=Hex(1, -1)),
    "defeated enemy on the map": lambda s: _unit(s, "warden", defeated=True),
    "bad level": lambda s: _unit(s, "warden", level=7),
    "enemy hp over max": lambda s: _unit(s, "warden", hp=99),
    "mat and chip disagree": lambda s: _unit(s, "zarri", defeated=True, at=None),
    "status die twice": lambda s: _unit(s, "warden", status=s.battle.unit("bonecaller").status),  # type: ignore[union-attr]
}


@pytest.mark.parametrize("case", sorted(BATTLE_BREAKS))
def test_broken_battles_are_caught(case: str) -> None:
    state = delve_state()
    check_invariants(state)
    with pytest.raises(InvariantError):
        check_invariants(BATTLE_BREAKS[case](state))
