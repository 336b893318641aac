"""A file Save wrote always opens again: Save and the autosave check the table as Open does,
and a removal the records would not survive is refused; a file whose history names a unit
not on the table opens where it was saved and says so."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from board.hexes import Hex
from board.jsonio import MAX_NAME
from gui.files import games
from rules import actions as act
from rules.campaign import (
    ForceAddUnit,
    ForceRemoveUnit,
    StartEncounter,
    adventurer_spec,
    new_campaign,
)
from rules.engine import apply
from rules.errors import DataFileError, IllegalAction
from rules.save import dump_game, load_game
from rules.setup import demo_state
from rules.specs import (
    MAX_HP,
    MAX_NAME_LENGTH,
    CampaignSpec,
    CompanionSpec,
    EnemySpec,
    check_adventurer,
    check_campaign,
    check_companion,
    check_encounter,
    check_enemy,
    check_skill_line,
)
from rules.state import Defeat, Difficulty, GameState, UnitKind
from rules.table import counter_bounds
from tests.rules.test_campaign import campaign, encounter, hero, line


def _battle_with_a_credit() -> GameState:
    """A companion (Moth) has defeated an enemy (Rat): both are in the defeat records."""
    state = apply(campaign(), StartEncounter(encounter())).state
    state = apply(state, ForceAddUnit(UnitKind.COMPANION, "Moth", 3, Hex(-1, 1))).state
    state = apply(state, ForceAddUnit(UnitKind.ENEMY, "Rat", 2, Hex(1, 0), level=1)).state
    return apply(state, act.DefeatUnit("rat", by="moth", leave_on_tile=True)).state


@pytest.mark.parametrize("chip", ["moth", "rat"])
def test_a_chip_the_defeat_records_name_stays_with_a_reason(chip: str) -> None:
    state = _battle_with_a_credit()
    with pytest.raises(IllegalAction, match="defeat records"):
        apply(state, ForceRemoveUnit(chip))
    assert load_game(dump_game(state)).state == state


def _inconsistent() -> GameState:
    state = _battle_with_a_credit()
    assert state.battle is not None
    battle = replace(state.battle, defeats=(Defeat("nobody", "moth"),))
    return replace(state, battle=battle)


def test_save_refuses_a_table_open_would_refuse_and_keeps_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.eraboard.json"
    games.save_game(str(path), demo_state())
    before = path.read_bytes()
    with pytest.raises(DataFileError, match="consistent table"):
        games.save_game(str(path), _inconsistent())
    with pytest.raises(DataFileError, match="consistent table"):
        games.save_game(str(path), demo_state(), start=_inconsistent())
    assert path.read_bytes() == before
    assert list(tmp_path.iterdir()) == [path]


@pytest.mark.parametrize("picture", [False, True])
def test_a_history_naming_a_unit_not_on_the_table_opens_where_saved(  # type: ignore[no-untyped-def]
    window, tmp_path: Path, picture: bool
) -> None:
    from gui import cli

    state = demo_state()
    path = tmp_path / "ghost.eraboard.json"
    actions = (act.DealDamage("ghost", 1), act.DefeatUnit("ghost-2"))
    games.save_game(str(path), state, actions, start=state)
    if picture:
        assert cli.main([str(path), "-o", str(tmp_path / "ghost.png")]) == 0
        path = tmp_path / "ghost.png"
    assert window.open_path(str(path))
    assert window.session.state == state
    assert "could not be played again" in window.statusBar().currentMessage()


LONG = "N" * (MAX_NAME_LENGTH + 1)


@pytest.mark.parametrize(
    "problems",
    [
        lambda: check_skill_line(line(LONG)),
        lambda: check_adventurer(hero(LONG)),
        lambda: check_adventurer(replace(hero(), race=LONG)),
        lambda: check_adventurer(replace(hero(), rows=(LONG,))),
        lambda: check_enemy(EnemySpec(LONG, 1, 2)),
        lambda: check_companion(CompanionSpec(LONG, 2)),
        lambda: check_encounter(encounter(name=LONG)),
        lambda: check_campaign(CampaignSpec(Difficulty.ADEPT, (hero(),), LONG)),
    ],
)
def test_every_editor_check_stops_a_name_no_reader_accepts(problems) -> None:  # type: ignore[no-untyped-def]
    assert "edit_name_long" in {p.code for p in problems()}
    assert MAX_NAME_LENGTH == MAX_NAME  # the readers' own limit


def test_a_name_at_the_limit_is_saved_and_read_back() -> None:
    name = "N" * MAX_NAME_LENGTH
    state = new_campaign(CampaignSpec(Difficulty.ADEPT, (hero(name),), name))
    assert load_game(dump_game(state)).state == state
    with pytest.raises(IllegalAction, match="at most"):
        new_campaign(CampaignSpec(Difficulty.ADEPT, (hero(),), LONG))
    battle = apply(state, StartEncounter(encounter())).state
    with pytest.raises(IllegalAction, match="at most"):
        apply(battle, ForceAddUnit(UnitKind.ENEMY, LONG, 2, Hex(-1, 1), level=1))


@pytest.mark.parametrize("counter", ["max_hp", "tenacity"])
def test_the_mat_menus_bound_is_the_one_save_party_accepts(counter: str) -> None:
    state = campaign()
    _, high = counter_bounds(state, "ysolde", counter)
    state = apply(state, act.ForceSetCounter("ysolde", counter, high)).state
    assert check_adventurer(adventurer_spec(state, "ysolde")) == []
    with pytest.raises(IllegalAction):
        apply(state, act.ForceSetCounter("ysolde", counter, high + 1))
    battle = apply(campaign(), StartEncounter(encounter())).state
    _, high = counter_bounds(battle, "gnawer", "max_hp")
    assert high == MAX_HP
