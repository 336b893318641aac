"""The scenario loader and the shipped demo table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rules import demo_state, load_scenario
from rules.dice import DieKind
from rules.errors import DataFileError
from rules.invariants import check_invariants
from rules.setup import SCENARIO_DIR
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
    with pytest.raises(DataFileError) as info:
        load_scenario(path)
    assert info.value.place == place
    assert info.value.file == str(path)
    assert info.value.expected


def test_not_json_and_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b"\xff\xfe{")
    with pytest.raises(DataFileError):
        load_scenario(path)
    path.write_text("{", "utf-8")
    with pytest.raises(DataFileError):
        load_scenario(path)
    with pytest.raises(DataFileError):
        load_scenario(tmp_path / "missing.json")


def test_track_tokens_make_fresh_dice() -> None:
    state = demo_state()
    veyth = state.adventurer("veyth")
    kinds = [state.die(d).kind for d in veyth.track]
    assert kinds.count(DieKind.LIGHT_FATIGUE) == 6
    assert kinds.count(DieKind.OVERFATIGUE) == 2
    assert state.die(veyth.track[6]).side == "daze"


# --- scenarios from a dict, with custom tiles, inline maps, bonus HP and defeated units -----


def delve_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SCENARIO_DIR / "delve.json").read_text("utf-8"))
    return data


def test_a_scenario_loads_from_a_dict_exported_beside_load_scenario() -> None:
    import rules

    assert rules.scenario_from_data(delve_data(), "mine.json") == load_scenario("delve")


def test_custom_tiles_written_inline() -> None:
    from board.tiles import DEFAULT_TILES

    library = json.loads(DEFAULT_TILES.read_text("utf-8"))
    library["tiles"].append(
        {"name": "my-corner", "hexes": [[0, 0], [1, 0], [0, 1]], "doors": [[1, 0]], "count": 2}
    )
    data = delve_data()
    data["battle"]["tile_library"] = library
    data["battle"]["deck"] = ["my-corner", "skyshard"]
    state = rules_from(data)
    assert state.battle is not None
    assert state.battle.shapes["my-corner"].count == 2
    assert state.battle.stock["my-corner"] == 2


def test_a_broken_inline_tile_names_the_place() -> None:
    data = delve_data()
    data["battle"]["tile_library"] = {"version": 1, "tiles": [{"name": "x"}]}
    with pytest.raises(DataFileError) as info:
        rules_from(data)
    assert info.value.place == "battle.tile_library"
    assert "hexes" in info.value.expected


def test_an_inline_overland_map() -> None:
    data = demo_data()
    data["overland"] = {
        "version": 1,
        "name": "Two villages",
        "terrain": {"plains": [[0, 0], [1, 0], [2, 0]], "forest": [[3, 0]]},
        "towns": [{"name": "Elm", "at": [0, 0]}, {"name": "Oak", "at": [3, 0]}],
        "party": [1, 0],
    }
    data.pop("party", None)
    state = rules_from(data)
    assert state.overland is not None and state.overland.name == "Two villages"
    assert sorted(state.overland.towns.values()) == ["Elm", "Oak"]


def test_bonus_hp_for_adventurers_and_enemies() -> None:
    data = delve_data()
    data["battle"]["bonus_hp"] = {"hrolfa": 3}
    data["battle"]["enemies"][0]["bonus_hp"] = 2
    battle = rules_from(data).battle
    assert battle is not None
    assert battle.unit("hrolfa").bonus_hp == 3
    assert battle.unit(data["battle"]["enemies"][0]["id"]).bonus_hp == 2
    data["battle"]["bonus_hp"] = {"nobody": 1}
    with pytest.raises(DataFileError, match="an adventurer id"):
        rules_from(data)


def test_units_already_defeated() -> None:
    data = delve_data()
    enemy = data["battle"]["enemies"][0]
    enemy.pop("at")
    enemy.update(defeated=True, defeated_by="hrolfa")
    companion = data["battle"]["companions"][0]
    companion.pop("at")
    companion["defeated"] = True
    battle = rules_from(data).battle
    assert battle is not None
    gone = battle.unit(enemy["id"])
    assert gone.defeated and gone.at is None and gone.hp == 0
    assert enemy["id"] in battle.defeated_stack
    assert [(d.unit, d.by) for d in battle.defeats] == [(enemy["id"], "hrolfa")]
    assert battle.unit(companion["id"]).defeated


def test_a_defeated_unit_on_the_map_is_refused() -> None:
    data = delve_data()
    data["battle"]["enemies"][0]["defeated"] = True  # still has "at"
    with pytest.raises(DataFileError) as info:
        rules_from(data)
    assert info.value.place == "battle.enemies[0].defeated"


def rules_from(data: dict[str, Any]) -> Any:
    from rules import scenario_from_data

    return scenario_from_data(data, "mine.json")
