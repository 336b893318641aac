"""The overland day (rules §9): End of Day, Adventurers Rest once each, the inn, the
party token and the guild assist."""

from __future__ import annotations

import pytest

from board.hexes import Hex
from rules import IllegalAction, apply, demo_state, load_scenario
from rules.actions import AdventurersRest, EndOfDay, MovePartyToken, UseGuildAssist, VisitInn
from rules.state import DayPhase
from tests.rules.helpers import names, step


def test_end_of_day_rest_each_once_then_a_new_day() -> None:
    state = demo_state()
    hrolfa = state.adventurer("hrolfa")
    result = step(state, EndOfDay())
    assert result.state.day_phase is DayPhase.REST
    with pytest.raises(IllegalAction, match="already"):
        apply(result.state, EndOfDay())
    remove = (hrolfa.track[0],)
    s = step(result.state, AdventurersRest("hrolfa", remove)).state
    assert s.adventurer("hrolfa").hp == hrolfa.hp + 1
    with pytest.raises(IllegalAction, match="once"):
        apply(s, AdventurersRest("hrolfa"))
    s = step(s, AdventurersRest("veyth")).state
    assert s.day == 1
    final = step(s, AdventurersRest("zarri"))
    assert final.state.day == 2 and final.state.day_phase is DayPhase.DAY
    assert "NewDay" in names(final.events)


def test_inn_only_in_a_town() -> None:
    state = demo_state()  # the party starts next to a town
    with pytest.raises(IllegalAction, match="town"):
        apply(state, VisitInn())
    moved = step(state, MovePartyToken(Hex(2, 2)))
    result = step(moved.state, VisitInn())
    for adv in result.state.adventurers:
        assert adv.hp == adv.max_hp and adv.track == () and adv.drained == ()


def test_party_token_moves_on_passable_hexes_only() -> None:
    state = demo_state()
    with pytest.raises(IllegalAction, match="cannot go"):
        apply(state, MovePartyToken(Hex(-2, 0)))  # water
    with pytest.raises(IllegalAction, match="cannot go"):
        apply(state, MovePartyToken(Hex(40, 0)))
    with pytest.raises(IllegalAction, match="battle"):
        apply(load_scenario("delve"), MovePartyToken(Hex(2, 2)))


def test_guild_assist_during_rest_and_session_limit() -> None:
    state = step(demo_state(), EndOfDay()).state
    result = step(state, UseGuildAssist())
    for adv in result.state.adventurers:
        assert adv.track == () and adv.hp == adv.max_hp
    with pytest.raises(IllegalAction, match="sessions 1 and 2"):
        apply(state.replace(session=3), UseGuildAssist())
    with pytest.raises(IllegalAction, match="end of a battle round"):
        apply(demo_state(), UseGuildAssist())
