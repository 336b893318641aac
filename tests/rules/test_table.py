"""rules.table: the questions the GUI asks are answered as the rules play."""

from __future__ import annotations

from dataclasses import replace

from rules import actions as act
from rules import table
from rules.engine import apply, legal_actions
from rules.events import TurnStarted
from rules.setup import delve_state, demo_state
from rules.state import SKYSHARD, GameState


def play_a_round(state: GameState) -> list[str]:
    """End every turn; when the party must choose, choose by the table's turn order. The
    units whose turns started, in order."""
    order = [u.id for u in table.turn_order(state)]
    started: list[str] = []
    battle = state.battle
    assert battle is not None
    for _ in range(100):
        battle = state.battle
        assert battle is not None
        if battle.turn is not None:
            action: act.Action = act.EndTurn()
        elif table.choosable_units(state):
            action = act.TakeTurn(min(table.choosable_units(state), key=order.index))
        else:
            break
        transition = apply(state, action)
        started += [e.unit for e in transition.events if isinstance(e, TurnStarted)]
        state = transition.state
    return started


def test_the_turn_order_is_the_order_the_rules_play() -> None:
    state = delve_state()
    assert state.battle is not None and state.battle.turn is not None
    started = [state.battle.turn, *play_a_round(state)]
    order = [u.id for u in table.turn_order(state)]
    assert started == [u for u in order if u in started]
    assert len(started) > 3


def test_doors_choices_and_placements_agree_with_legal_actions() -> None:
    state = delve_state()
    legal = legal_actions(state)
    doors = {a.hex for a in legal if isinstance(a, act.ExploreHex)}
    assert table.explorable_doors(state) == doors and doors
    assert table.choosable_units(state) == {a.unit for a in legal if isinstance(a, act.TakeTurn)}
    assert state.battle is not None
    no_card = replace(state.battle, deck=tuple(c for c in state.battle.deck if c != SKYSHARD))
    assert table.explorable_doors(replace(state, battle=no_card)) == frozenset()
    assert table.legal_placements(state) == []


def test_a_die_menu_offers_only_what_apply_accepts() -> None:
    state = demo_state()
    for die_id in state.dice:
        for action in table.die_actions(state, die_id):
            assert table.allows(state, action), action
    assert table.die_actions(state, "no-such-die") == []


def test_fatigue_round_and_track_size() -> None:
    state = delve_state()
    assert state.battle is not None
    assert not table.is_fatigue_round(state)
    assert table.is_fatigue_round(replace(state, battle=replace(state.battle, round=6)))
    assert not table.is_fatigue_round(demo_state())
    assert (table.TRACK_SIZE, table.ACTIVE_SLOTS) == (13, 4)
