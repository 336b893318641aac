"""Adventurers Rest by difficulty (rules §5) and the inn (rules §9)."""

from __future__ import annotations

import pytest

from rules import IllegalAction, apply
from rules.actions import AdventurersRest, InnRest
from tests.rules.helpers import adventurer_data, make_state, step, tokens


@pytest.mark.parametrize(
    ("difficulty", "discard", "remove", "healed"),
    [
        ("apprentice", False, 2, 2),
        ("adept", False, 1, 1),
        ("expert", True, 1, 1),
        ("expert", False, 0, 0),
    ],
)
def test_rest_by_difficulty(difficulty: str, discard: bool, remove: int, healed: int) -> None:
    state = make_state(track=["L", "s1", "O", "S:bane"], hp=5, difficulty=difficulty)
    track = state.adventurer("ada").track
    chosen = (track[2], track[1])[:remove]  # from any position, in any order
    result = step(state, AdventurersRest("ada", chosen, discard_item=discard))
    ada = result.state.adventurer("ada")
    assert ada.hp == 5 + healed
    assert len(ada.track) == 4 - remove
    for die in chosen:
        assert die not in ada.track
    too_many = (*chosen, track[0])
    with pytest.raises(IllegalAction):
        apply(state, AdventurersRest("ada", too_many, discard_item=discard))


def test_expert_without_discard_cannot_remove() -> None:
    state = make_state(track=["L"], difficulty="expert")
    with pytest.raises(IllegalAction, match="discard an item"):
        apply(state, AdventurersRest("ada", (state.adventurer("ada").track[0],)))


def test_rest_never_heals_above_max_and_removes_only_track_dice() -> None:
    state = make_state(hp=10, track=["L"], difficulty="apprentice")
    result = step(state, AdventurersRest("ada"))
    assert result.state.adventurer("ada").hp == 10
    with pytest.raises(IllegalAction, match="not in"):
        apply(state, AdventurersRest("ada", ("s1",)))


def test_rest_revives_a_defeated_adventurer() -> None:
    state = make_state(hp=0)
    result = step(state, AdventurersRest("ada"))
    assert result.state.adventurer("ada").hp == 1
    assert not result.state.adventurer("ada").defeated


def test_inn_clears_everything() -> None:
    state = make_state(
        hp=3,
        track=["L", "s1", "O", "S:fear"],
        drained=["s6"],
        extra=[adventurer_data("bob", hp=1, track=["O"])],
    )
    result = step(state, InnRest())
    for adv in result.state.adventurers:
        assert adv.hp == adv.max_hp
        assert adv.track == () and adv.drained == ()
        assert len(adv.row_dice) == 8
    assert len(result.state.supply.light) == len(state.supply.light) + 1
    assert len(result.state.supply.over) == len(state.supply.over) + 2
    only_bob = step(state, InnRest(("bob",)))
    assert tokens(only_bob.state) == ["L", "s1", "O", "S:fear"]
    assert only_bob.state.adventurer("bob").track == ()


def test_no_rest_while_a_battle_goes_on() -> None:
    from rules import setup

    state = setup.load_scenario("delve")
    assert state.battle is not None
    ada = state.adventurers[0].id
    with pytest.raises(IllegalAction) as refused:
        apply(state, AdventurersRest(ada))
    assert refused.value.code == "no_rest_in_battle"
