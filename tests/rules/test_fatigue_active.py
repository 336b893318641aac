"""A fatigue die in an active slot (rules §1.6, §4.8), from custom start states: a regular
action, lit while the die is dragged from the supply; it counts as an active die and goes
into the track when it leaves the slot, the adventurer is defeated or the battle ends."""

from __future__ import annotations

import pytest

from rules import table
from rules.actions import Action, ClearActiveSlot, DealDamage, EndBattleCleanup, PlaceActive
from rules.dice import DieKind
from rules.engine import legal_actions, refusal
from rules.places import Place, Zone, locate
from tests.rules.helpers import make_state, step, tokens


def top(kind: str) -> str:
    supply = make_state().supply
    return (supply.light if kind == "L" else supply.over)[-1]


@pytest.mark.parametrize("kind", ["L", "O"])
@pytest.mark.parametrize(
    ("leave", "track"),
    [
        (ClearActiveSlot("ada", 1), ["s1"]),
        (DealDamage("ada", 99), ["s1"]),  # defeated: active dice exhausted
        (EndBattleCleanup(), ["s1"]),  # no battle modelled: the clean-up by hand
    ],
)
def test_a_fatigue_die_in_an_active_slot_goes_to_the_track_when_it_leaves(
    kind: str, leave: Action, track: list[str]
) -> None:
    state = make_state(["s1"])
    die = top(kind)
    place = PlaceActive("ada", die, 1)
    assert place in legal_actions(state)
    assert Place(Zone.ACTIVE, "ada", 1) in table.drop_targets(state, die)
    assert table.action_for_drop(state, die, Place(Zone.ACTIVE, "ada", 1)) == place
    held = step(state, place).state
    assert locate(held, die) == Place(Zone.ACTIVE, "ada", 1)
    gone = step(held, leave).state
    assert tokens(gone) == [*track, kind]
    assert held.die(die).kind in (DieKind.LIGHT_FATIGUE, DieKind.OVERFATIGUE)


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (PlaceActive("ada", "s1", 0), "active_from_row"),  # a skill die in the track
        (PlaceActive("ada", "status-1", 0), "not_own_skill_die"),
    ],
)
def test_what_cannot_go_in_an_active_slot(action: Action, code: str) -> None:
    why = refusal(make_state(["s1"]), action)
    assert why is not None and why.code == code
