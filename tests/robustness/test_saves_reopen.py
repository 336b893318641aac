"""A file Save wrote always opens again: Save and the autosave check the table as Open does,
and a removal the records would not survive is refused; a file whose history names a unit
not on the table opens where it was saved and says so."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from board.hexes import Hex
from gui.files import games
from rules import actions as act
from rules.campaign import ForceAddUnit, ForceRemoveUnit, StartEncounter
from rules.engine import apply
from rules.errors import DataFileError, IllegalAction
from rules.save import dump_game, load_game
from rules.setup import demo_state
from rules.state import Defeat, GameState, UnitKind
from tests.rules.test_campaign import campaign, encounter


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


def test_a_history_naming_a_unit_not_on_the_table_opens_where_saved(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = demo_state()
    path = tmp_path / "ghost.eraboard.json"
    actions = (act.DealDamage("ghost", 1), act.DefeatUnit("ghost-2"))
    games.save_game(str(path), state, actions, start=state)
    assert window.open_path(str(path))
    assert window.session.state == state
    assert "could not be played again" in window.statusBar().currentMessage()
