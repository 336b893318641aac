"""Recover and remove (rules §1.5), each from a custom track: a recovered overfatigue die goes
to the end of the track, only a removal takes it out; the die menus and drags follow."""

from __future__ import annotations

import pytest

from rules import table
from rules.actions import RecoverDie, RemoveDie
from rules.engine import legal_actions
from rules.places import Place, Zone, locate
from tests.rules.helpers import make_state, step, tokens

TRACK = ["s1", "O", "L", "S:bane", "s2"]


@pytest.mark.parametrize(
    ("position", "verb", "after", "goes"),
    [
        (0, RecoverDie, ["O", "L", "S:bane", "s2"], Zone.ROW),
        (0, RemoveDie, ["O", "L", "S:bane", "s2"], Zone.ROW),
        (1, RecoverDie, ["s1", "L", "S:bane", "s2", "O"], Zone.TRACK),  # to the end
        (1, RemoveDie, ["s1", "L", "S:bane", "s2"], Zone.SUPPLY),  # out for good
        (2, RecoverDie, ["s1", "O", "S:bane", "s2"], Zone.SUPPLY),
        (2, RemoveDie, ["s1", "O", "S:bane", "s2"], Zone.SUPPLY),
        (3, RemoveDie, ["s1", "O", "L", "s2"], Zone.SUPPLY),
    ],
)
def test_recover_and_remove_a_die_of_the_track(
    position: int, verb: type, after: list[str], goes: Zone
) -> None:
    state = make_state(TRACK)
    die = state.adventurer("ada").track[position]
    action = verb("ada", die)
    assert action in legal_actions(state)
    result = step(state, action).state
    assert tokens(result) == after
    assert locate(result, die).zone is goes


def test_an_overfatigue_die_offers_both_on_its_menu_and_a_drag_to_the_supply_removes_it() -> None:
    state = make_state(TRACK)
    over = state.adventurer("ada").track[1]
    assert set(table.die_actions(state, over)) == {RecoverDie("ada", over), RemoveDie("ada", over)}
    assert table.action_for_drop(state, over, Place(Zone.SUPPLY)) == RemoveDie("ada", over)
    light = state.adventurer("ada").track[2]
    assert table.action_for_drop(state, light, Place(Zone.SUPPLY)) == RecoverDie("ada", light)


def test_only_a_die_in_the_track_is_removed() -> None:
    from rules.engine import refusal

    why = refusal(make_state(TRACK), RemoveDie("ada", "s3"))
    assert why is not None and why.code == "remove_from_track"
