"""The scenario loader and the shipped demo table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rules import demo_state, load_scenario
from rules.dice import DieKind
from rules.invariants import check_invariants
from rules.setup import SCENARIO_DIR, ScenarioError
from rules.state import TRACK_SIZE, Difficulty


def demo_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SCENARIO_DIR / "demo.json").read_text("utf-8"))
    return data


def test_demo_state_is_consistent() -> None:
    state = demo_state()
    check_invariants(state)
    assert state.difficulty is Difficulty.ADEPT
    assert [a.id for a in state.adventurers] == ["hrolfa", "veyth", "zarri"]
    for adv in state.adventurers:
        skill = [d for d in state.dice.values() if d.owner == adv.id]
        assert 5 <= len(skill) <= 8
        assert 2 <= len(adv.rows) <= 3
        assert adv.track
    assert max(len(a.track) for a in state.adventurers) in (11, 12)
    assert sum(d is not None for a in state.adventurers for d in a.active) >= 1
    assert len(state.supply.light) == 12
    assert len(state.supply.over) == 10
    assert len(state.supply.status) == 12


def test_load_by_name_and_path() -> None:
    assert load_scenario("demo") == load_scenario(SCENARIO_DIR / "demo.json")


def _broken(tmp_path: Path, change: Any) -> Path:
    data = demo_data()
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


def _set(path: list[Any], value: Any) -> Any:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    return change


@pytest.mark.parametrize(
    ("change", "place"),
    [
        (_set(["version"], 7), "version"),
        (_set(["format"], "other"), "format"),
        (_set(["difficulty"], "legendary"), "difficulty"),
        (_set(["adventurers", 0, "hp"], 99), "adventurers[0].hp"),
        (_set(["adventurers", 0, "hp"], "ten"), "adventurers[0].hp"),
        (_set(["adventurers", 1, "id"], "hrolfa"), "adventurers[1].id"),
        (_set(["adventurers", 0, "dice", 0, "skill"], "juggling"), "adventurers[0].dice[0].skill"),
        (_set(["adventurers", 0, "dice", 0, "face"], 6), "adventurers[0].dice[0].face"),
        (_set(["adventurers", 0, "track", 0], "nobody"), "adventurers[0].track[0]"),
        (_set(["adventurers", 0, "track"], ["light"] * (TRACK_SIZE + 1)), "adventurers[0].track"),
        (_set(["adventurers", 0, "active", 1], "hrolfa-shieldwall-1"), "adventurers[0].active[1]"),
        (_set(["adventurers", 0, "track", 2], "status:sleepy"), "adventurers[0].track[2]"),
        (_set(["supply", "light"], -1), "supply.light"),
        (_set(["adventurers"], {}), "adventurers"),
    ],
)
def test_bad_scenarios_name_the_place(tmp_path: Path, change: Any, place: str) -> None:
    path = _broken(tmp_path, change)
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert info.value.place == place
    assert info.value.file == str(path)
    assert info.value.expected


def test_not_json_and_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b"\xff\xfe{")
    with pytest.raises(ScenarioError):
        load_scenario(path)
    path.write_text("{", "utf-8")
    with pytest.raises(ScenarioError):
        load_scenario(path)
    with pytest.raises(ScenarioError):
        load_scenario(tmp_path / "missing.json")


def test_track_tokens_make_fresh_dice() -> None:
    state = demo_state()
    veyth = state.adventurer("veyth")
    kinds = [state.die(d).kind for d in veyth.track]
    assert kinds.count(DieKind.LIGHT_FATIGUE) == 6
    assert kinds.count(DieKind.OVERFATIGUE) == 2
    assert state.die(veyth.track[6]).side == "daze"
