"""Battle setup from scenario JSON, its validation, the demo delve, overrides of
battle counters, and saves of battles."""

from __future__ import annotations

import json
from typing import Any

import pytest

from board.hexes import Hex
from rules import IllegalAction, apply, delve_state
from rules.actions import BeginTurns, EndRound, EndTurn, ForceSetCounter, StartRound
from rules.errors import DataFileError
from rules.invariants import check_invariants
from rules.save import dump_game, load_game
from rules.setup import SCENARIO_DIR, scenario_from_data
from rules.state import ENEMY_LEVELS, Phase, UnitKind
from tests.rules.helpers import adventurer_data, enemy, make_battle, names, step


def test_demo_delve() -> None:
    state = delve_state()
    check_invariants(state)
    battle = state.battle
    assert battle is not None
    assert battle.round == 2 and battle.phase is Phase.ADVENTURERS and battle.turn == "veyth"
    assert len(battle.map.tiles) == 3 and battle.map.entrance is not None
    kinds = [u.kind for u in battle.units]
    assert kinds.count(UnitKind.ADVENTURER) == 3
    companions = [u for u in battle.units if u.kind is UnitKind.COMPANION]
    assert sorted(u.at is None for u in companions) == [False, True]
    enemies = [u for u in battle.units if u.kind is UnitKind.ENEMY]
    assert sorted(u.level for u in enemies if u.level) == list(ENEMY_LEVELS)
    assert [u.id for u in enemies if u.quest] == ["herald"]
    assert battle.deck and battle.skyshards_needed == 2
    for adv in battle.seat_order:
        assert battle.unit(adv).at is not None
    assert state.overland is not None


def test_adventurers_start_in_seat_order_on_the_entrance_tile() -> None:
    state = make_battle(seat_order=["bob", "ada"])
    battle = state.battle
    assert battle is not None and battle.map.entrance is not None
    entrance = sorted(battle.map.entrance.hexes)
    assert battle.unit("bob").at == entrance[0] and battle.unit("ada").at == entrance[1]
    first = step(state, StartRound(), BeginTurns())
    assert first.state.battle is not None and first.state.battle.turn == "bob"


def delve_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SCENARIO_DIR / "delve.json").read_text("utf-8"))
    return data


@pytest.mark.parametrize(
    ("path", "value", "place"),
    [
        (["battle", "enemies", 0, "level"], 7, "battle.enemies[0].level"),
        (["battle", "enemies", 0, "at"], [0, -1], "battle.enemies[0].at"),
        (["battle", "enemies", 0, "at"], [40, 40], "battle.enemies[0].at"),
        (["battle", "enemies", 1, "status"], ["bane", "bane"], "battle.enemies[1].status[1]"),
        (["battle", "tiles", 1, "shape"], "ballroom", "battle.tiles[1].shape"),
        (["battle", "tiles", 1, "offset"], [0, 0], "battle.tiles[1]"),
        (["battle", "tiles"], [{"shape": "guard-barracks"}], "battle.tiles"),
        (["battle", "deck", 0], "ballroom", "battle.deck[0]"),
        (["battle", "seat_order"], ["hrolfa"], "battle.seat_order"),
        (["battle", "phase"], "lunch", "battle.phase"),
        (["battle", "turn"], "nobody", "battle.turn"),
        (["battle", "companions", 0, "id"], "hrolfa", "battle.companions[0].id"),
        (["party"], [-2, 0], "party"),
    ],
)
def test_bad_battle_sections(path: list[Any], value: Any, place: str) -> None:
    data = delve_data()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(DataFileError) as info:
        scenario_from_data(data)
    assert info.value.place == place


def test_lowering_the_round_counter_ends_fatigue_rounds() -> None:
    state = make_battle(
        adventurers=[adventurer_data("ada", cooldown=0), adventurer_data("bob", cooldown=0)],
        enemies=[enemy("e1", 5, [0, -2])],
        round=6,
    )
    fatigue = step(state, StartRound(), BeginTurns())
    assert fatigue.state.battle is not None and fatigue.state.battle.is_fatigue_round
    lowered = step(
        fatigue.state, ForceSetCounter("battle", "round", 4), EndTurn(), EndTurn(), EndTurn()
    )
    result = step(lowered.state, EndRound(), StartRound(), BeginTurns())
    assert result.state.battle is not None and result.state.battle.round == 5
    assert "FatigueGained" not in names(result.events)


def test_unit_and_game_counters() -> None:
    state = delve_state()
    result = step(
        state,
        ForceSetCounter("warden", "hp", 3),
        ForceSetCounter("cinder-knight", "bonus_hp", 0),
        ForceSetCounter("warden", "max_hp", 20),
    )
    assert result.state.battle is not None
    assert result.state.battle.unit("warden").hp == 3
    assert result.state.battle.unit("warden").max_hp == 20
    for action in (
        ForceSetCounter("warden", "hp", 99),
        ForceSetCounter("warden", "max_hp", 0),
        ForceSetCounter("warden", "luck", 1),
        ForceSetCounter("nobody", "hp", 1),
        ForceSetCounter("battle", "mood", 1),
    ):
        with pytest.raises(IllegalAction):
            apply(state, action)


def test_battle_saves_round_trip_and_bad_battle_saves() -> None:
    state = delve_state()
    text = dump_game(state)
    assert load_game(text).state == state
    data = json.loads(text)
    units = data["state"]["battle"]["units"]
    units[1]["at"] = units[0]["at"]  # two chips on one hex
    with pytest.raises(DataFileError) as info:
        load_game(json.dumps(data))
    assert info.value.place == "state"
    data = json.loads(text)
    data["state"]["battle"]["map"]["occupied"] = []
    with pytest.raises(DataFileError):
        load_game(json.dumps(data))
    data = json.loads(text)
    data["state"]["overland"]["party"] = {"q": 50, "r": 50}
    with pytest.raises(DataFileError) as info:
        load_game(json.dumps(data))
    assert info.value.place == "state.overland"
    data = json.loads(text)
    data["state"]["battle"]["units"][5]["level"] = 7
    with pytest.raises(DataFileError):
        load_game(json.dumps(data))


def test_hex_positions_survive_the_round_trip() -> None:
    state = delve_state()
    loaded = load_game(dump_game(state)).state
    assert loaded.battle is not None
    assert loaded.battle.unit("warden").at == Hex(-1, -4)
