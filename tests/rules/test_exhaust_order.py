"""Several active dice exhausted at once by a step of the game (rules §2.2): when the track
fills up part way through, the dice wait in their slots for the player's order
(`ExhaustActive`), which must name each of them once; otherwise they go in slot order."""

from __future__ import annotations

import pytest

from rules.actions import Action, DefeatUnit, EndBattleCleanup, ExhaustActive, StartRound
from rules.engine import legal_actions, refusal
from rules.events import ExhaustOrderDue
from rules.places import Zone, locate
from rules.state import GameState
from tests.rules.helpers import adventurer_data, make_battle, make_state, step, tokens

HELD = ["s1", "s2", "s6"]


def _mat(room: int) -> GameState:
    """Ada holding s1, s2 and s6 in her active slots, with ``room`` open track positions."""
    return make_state(["L"] * (13 - room), light=20, active=[*HELD, None])


def _battle(room: int) -> GameState:
    ada = adventurer_data("ada", track=["L"] * (13 - room), active=[*HELD, None])
    return make_battle([ada, adventurer_data("bob")], light=20)


@pytest.mark.parametrize(
    ("start", "trigger", "room", "waits", "after"),
    [
        (_mat, EndBattleCleanup(), 2, True, []),  # fills part way: the player orders them
        (_mat, EndBattleCleanup(), 5, False, HELD),  # room for all: slot order
        (_mat, EndBattleCleanup(), 0, False, []),  # full: none stays, whatever the order
        (_battle, DefeatUnit("ada"), 1, True, []),
        (_battle, DefeatUnit("ada"), 3, False, HELD),
    ],
)
def test_a_step_exhausting_several_dice_asks_their_order_only_when_it_matters(  # type: ignore[no-untyped-def]
    start, trigger: Action, room: int, waits: bool, after: list[str]
) -> None:
    state = start(room)
    if state.battle is not None:
        state = step(state, StartRound()).state
    result = step(state, trigger)
    ada = result.state.adventurer("ada")
    assert (ExhaustOrderDue("ada", tuple(HELD)) in result.events) is waits
    assert tuple(d for d in ada.active if d is not None) == (tuple(HELD) if waits else ())
    assert tokens(result.state)[13 - room :] == after
    offered = [a for a in legal_actions(result.state) if isinstance(a, ExhaustActive)]
    assert offered == ([ExhaustActive("ada", tuple(HELD))] if waits else [])


@pytest.mark.parametrize(
    ("start", "trigger", "order", "kept", "drained"),
    [
        # two positions left: the first two named go in, the last is drained and, for an
        # adventurer standing, the die in the last position gives way to an overfatigue die
        (_mat, EndBattleCleanup(), ("s6", "s1", "s2"), ["s6"], ["s2", "s1"]),
        (_mat, EndBattleCleanup(), ("s2", "s6", "s1"), ["s2"], ["s1", "s6"]),
        (_battle, DefeatUnit("ada"), ("s6", "s2", "s1"), ["s6"], ["s2", "s1"]),
    ],
)
def test_the_player_s_order_decides_which_dice_the_track_keeps(  # type: ignore[no-untyped-def]
    start, trigger: Action, order: tuple[str, ...], kept: list[str], drained: list[str]
) -> None:
    room = 2 if start is _mat else 1
    state = start(room)
    if state.battle is not None:
        state = step(state, StartRound()).state
    state = step(state, trigger).state
    after = step(state, ExhaustActive("ada", order)).state
    ada = after.adventurer("ada")
    assert all(d is None for d in ada.active)
    assert [t for t in tokens(after) if t != "L" and t != "O"] == kept
    assert [d for d in drained if locate(after, d).zone is Zone.DRAINED] == drained
    swapped = "O" in tokens(after)
    assert swapped is (not ada.defeated)  # a defeated adventurer gains no overfatigue


@pytest.mark.parametrize(
    ("order", "code"),
    [
        (("s1", "s2"), "exhaust_order"),  # one missing
        (("s1", "s1", "s2", "s6"), "exhaust_order"),  # one twice
        (("s1", "s2", "s7"), "exhaust_order"),  # one not held
        (("s6", "s2", "s1"), None),
    ],
)
def test_an_order_that_is_not_a_permutation_of_the_held_dice_is_refused(
    order: tuple[str, ...], code: str | None
) -> None:
    state = step(_mat(2), EndBattleCleanup()).state
    why = refusal(state, ExhaustActive("ada", order))
    assert (why.code if why else None) == code


def test_no_order_without_dice_in_the_active_slots() -> None:
    why = refusal(make_state(["L"]), ExhaustActive("ada", ()))
    assert why is not None and why.code == "exhaust_active_none"
