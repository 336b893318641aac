"""Adventurer mat actions: exhausting, active slots, draining, recovering, rolling, engages
(rules §1, §2.7, §4)."""

from __future__ import annotations

import pytest

from rules import IllegalAction, apply
from rules.actions import (
    Action,
    ClearActiveSlot,
    DrainDie,
    EndBattleCleanup,
    Engage,
    ExhaustDice,
    PlaceActive,
    RecoverDie,
    RecoverDrained,
    RecoveryStep,
    RollDice,
)
from rules.dice import TENACITY
from rules.events import ActiveSlotCleared
from tests.rules.helpers import adventurer_data, make_state, names, step, tokens


def test_exhaust_from_active_slot() -> None:
    state = make_state(active=["s2"])
    result = step(state, ExhaustDice("ada", ("s2",)))
    assert tokens(result.state) == ["s2"]
    assert result.state.adventurer("ada").active == (None, None, None, None)


def test_cooldown_code_on_its_tenacity_face() -> None:
    state = step(make_state(), RollDice(("s1",), (3,))).state  # a Cooldown-code face
    result = step(state, ExhaustDice("ada", ("s1",), tenacity_face=True))
    die = result.state.die("s1")
    assert die.current_face is not None and die.current_face.symbol == TENACITY
    assert result.state.adventurer("ada").tenacity == state.adventurer("ada").tenacity


@pytest.mark.parametrize(
    ("state_kwargs", "action", "code"),
    [
        ({"track": ["s1"]}, ExhaustDice("ada", ("s1",)), "exhaust_from"),
        ({"drained": ["s1"]}, ExhaustDice("ada", ("s1",)), "exhaust_from"),
        ({}, ExhaustDice("ada", ("s1", "s1")), "exhaust_twice"),
        ({}, ExhaustDice("ada", ()), "exhaust_none"),
        ({}, ExhaustDice("ada", ("nope",)), "no_such_die"),
        ({}, ExhaustDice("bob", ("s1",)), "no_such_adventurer"),
        ({"hp": 0}, ExhaustDice("ada", ("s1",)), "defeated_cannot_exhaust"),
        ({"active": ["s1"]}, PlaceActive("ada", "s2", 0), "active_slot_full"),
        ({}, PlaceActive("ada", "s2", 4), "active_slot_count"),
        ({"track": ["s2"]}, PlaceActive("ada", "s2", 0), "active_from_row"),
        ({}, ClearActiveSlot("ada", 1), "active_slot_empty"),
        ({"drained": ["s1"]}, DrainDie("ada", "s1"), "already_drained"),
        ({}, RecoverDie("ada", "s1"), "recover_from_track"),
        ({}, RecoverDrained("ada"), "no_drained_dice"),
        ({"drained": ["s1"]}, RecoverDrained("ada", ("s2",)), "not_drained"),
        ({}, RollDice(("s1",), (6,)), "no_such_face"),
        ({"track": ["s1"]}, RollDice(("s1",), (1,)), "roll_row_only"),
        ({}, RollDice(("s1", "s2"), (1,)), "roll_results"),
        ({"hp": 0}, Engage("ada"), "defeated_cannot_engage"),
        ({"hp": 0}, RecoveryStep("ada"), "defeated_cannot_take_turn"),
    ],
)
def test_illegal_actions_change_nothing(state_kwargs: dict, action: Action, code: str) -> None:  # type: ignore[type-arg]
    state = make_state(**state_kwargs)
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    assert info.value.code == code
    assert state == make_state(**state_kwargs)


def test_exhausting_another_adventurers_die_is_refused() -> None:
    state = make_state(extra=[adventurer_data("bob")])
    with pytest.raises(IllegalAction, match="not one of"):
        apply(state, ExhaustDice("ada", ("bob1",)))


def test_active_slot_place_and_clear() -> None:
    state = make_state(track=["L"])
    result = step(state, PlaceActive("ada", "s3", 2))
    assert result.state.adventurer("ada").active == (None, None, "s3", None)
    assert "s3" not in result.state.adventurer("ada").row_dice
    for resolved in (True, False):
        cleared = step(result.state, ClearActiveSlot("ada", 2, resolved))
        assert tokens(cleared.state) == ["L", "s3"]
        assert cleared.events[0] == ActiveSlotCleared("ada", "s3", 2, resolved)


def test_at_most_four_active_dice() -> None:
    state = make_state()
    result = step(state, *(PlaceActive("ada", f"s{i + 1}", i) for i in range(4)))
    assert result.state.adventurer("ada").active == ("s1", "s2", "s3", "s4")


@pytest.mark.parametrize(
    "kwargs", [{}, {"active": ["s1"]}, {"track": ["L", "s1", "L"]}], ids=["row", "active", "track"]
)
def test_drain_from_anywhere(kwargs: dict) -> None:  # type: ignore[type-arg]
    state = make_state(**kwargs)
    result = step(state, DrainDie("ada", "s1"))
    ada = result.state.adventurer("ada")
    assert ada.drained == ("s1",)
    assert "s1" not in ada.track and "s1" not in ada.active and "s1" not in ada.row_dice


def test_recover_die_from_the_middle_slides_left() -> None:
    state = make_state(track=["L", "s1", "O", "S:bane"])
    result = step(state, RecoverDie("ada", "s1"))
    assert tokens(result.state) == ["L", "O", "S:bane"]
    assert "s1" in result.state.adventurer("ada").rows[0].dice
    bane = state.adventurer("ada").track[3]
    result = step(result.state, RecoverDie("ada", bane))
    assert tokens(result.state) == ["L", "O"]
    assert bane in result.state.supply.status
    assert result.state.die(bane).side is None


def test_recover_drained_some_or_all() -> None:
    state = make_state(drained=["s1", "s6"])
    some = step(state, RecoverDrained("ada", ("s6",)))
    assert some.state.adventurer("ada").drained == ("s1",)
    assert "s6" in some.state.adventurer("ada").rows[1].dice
    every = step(state, RecoverDrained("ada"))
    assert every.state.adventurer("ada").drained == ()


def test_roll_sets_faces() -> None:
    result = step(make_state(), RollDice(("s1", "s6"), (3, 5)))
    assert result.state.die("s1").face == 3
    assert result.state.die("s6").face == 5
    assert names(result.events) == ["DiceRolled"]


@pytest.mark.parametrize(
    ("difficulty", "per_extra"), [("apprentice", 1), ("adept", 1), ("expert", 2)]
)
def test_engage_fatigue(difficulty: str, per_extra: int) -> None:
    state = make_state(difficulty=difficulty)
    first = step(state, Engage("ada"))
    assert tokens(first.state) == []
    second = step(first.state, Engage("ada"))
    assert tokens(second.state) == ["L"] * per_extra
    third = step(second.state, Engage("ada"))
    assert tokens(third.state) == ["L"] * (2 * per_extra)
    assert third.state.adventurer("ada").engages == 3
    # a new turn (its Recovery step) starts the count again
    new_turn = step(third.state, RecoveryStep("ada"))
    assert new_turn.state.adventurer("ada").engages == 0
    again = step(new_turn.state, Engage("ada"))
    assert len(again.state.adventurer("ada").track) == len(new_turn.state.adventurer("ada").track)


def test_end_battle_cleanup() -> None:
    state = make_state(track=["L"], active=["s1", None, "s2"], drained=["s6"])
    result = step(state, Engage("ada"), EndBattleCleanup())
    ada = result.state.adventurer("ada")
    assert tokens(result.state) == ["L", "s1", "s2"]
    assert ada.active == (None,) * 4
    assert ada.drained == ()
    assert "s6" in ada.row_dice
    assert ada.engages == 0
