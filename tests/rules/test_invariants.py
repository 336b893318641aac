"""check_invariants notices every kind of broken state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from rules import GameState, InvariantError, check_invariants, demo_state
from rules.dice import Die, DieKind
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
