"""A chip's fighting stats (rules §4.4): defaults for files written without them, the
editors' checks, and the scenario and save formats."""

from __future__ import annotations

import json

import pytest

from board.jsonio import Reader
from rules.actions import ForceSetStats
from rules.campaign import carried_companions
from rules.codec import decode
from rules.engine import apply
from rules.errors import DataFileError
from rules.foes import COMBAT_FACES, FoeStats, Priority, parse_faces, stat_problems
from rules.save import dump_game, load_game
from rules.setup import delve_state, scenario_from_data, scenario_path
from rules.specs import CompanionSpec, EnemySpec, check_companion, check_enemy


def test_a_chip_written_without_stats_has_the_defaults() -> None:
    stats = FoeStats()
    assert (stats.range, stats.targets, stats.priority) == (1, 1, Priority.STRONGEST)
    assert (stats.dice, stats.faces, stats.movement, stats.skills) == (1, COMBAT_FACES, 2, "")
    old = {"name": "Rat", "level": 1, "hp": 2}
    assert decode(EnemySpec, old, "enemy", Reader("x")).stats == FoeStats()
    assert decode(CompanionSpec, {"name": "Kit", "hp": 3}, "c", Reader("x")).stats == stats


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"range": 0}, "range"),
        ({"targets": 10}, "targets"),
        ({"dice": -1}, "dice"),
        ({"faces": ()}, "faces"),
        ({"faces": (1, 21)}, "faces"),
        ({"movement": 10}, "movement"),
        ({"skills": "x" * 501}, "skills"),
    ],
)
def test_the_editors_check_every_stat(changes: dict[str, object], field: str) -> None:
    stats = FoeStats(**changes)  # type: ignore[arg-type]
    assert [f for f, _ in stat_problems(stats)] == [field]
    enemy = EnemySpec("Rat", 1, 2, stats=stats)
    assert [p.field for p in check_enemy(enemy)] == [field]
    assert [p.field for p in check_companion(CompanionSpec("Kit", 3, stats=stats))] == [field]
    assert stat_problems(FoeStats()) == []


def test_faces_are_typed_as_numbers() -> None:
    assert parse_faces("0, 1 1,2") == (0, 1, 1, 2)
    assert parse_faces("1, two") is None
    assert FoeStats().faces_text() == "0, 1, 1, 2, 2, 3"


def test_the_demo_delve_gives_its_enemies_stats_and_a_save_keeps_them() -> None:
    state = delve_state()
    assert state.battle is not None
    warden = state.battle.unit("warden")
    assert warden.stats.targets == 2 and warden.stats.dice == 3
    again = load_game(dump_game(state, (), state)).state
    assert again.battle is not None and again.battle.unit("warden").stats == warden.stats


def test_a_scenario_refuses_stats_the_editor_would_refuse() -> None:
    data = json.loads(scenario_path("delve").read_text("utf-8"))
    data["battle"]["enemies"][0]["stats"] = {"range": 0}
    with pytest.raises(DataFileError, match="range"):
        scenario_from_data(data)
    data["battle"]["enemies"][0].pop("stats")
    state = scenario_from_data(data)
    assert state.battle is not None and state.battle.units[5].stats == FoeStats()


def test_a_companion_the_party_keeps_keeps_its_stats() -> None:
    state = delve_state()
    stats = FoeStats(range=2, movement=3, skills="Fetch.")
    state = apply(state, ForceSetStats("brindle", stats)).state
    (brindle,) = [c for c in carried_companions(state) if c.name.startswith("Brindle")]
    assert brindle.stats == stats
