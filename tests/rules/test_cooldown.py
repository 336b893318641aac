"""The cooldown track (rules §2) and the Recovery step (rules §3), table-driven."""

from __future__ import annotations

import pytest

from rules.actions import Action, ExhaustDice, GainFatigue, GainStatus, RecoveryStep
from rules.dice import DieKind, StatusSide
from rules.events import (
    DieDrained,
    DieExhausted,
    DieReturnedToSupply,
    OverfatigueCycled,
    OverfatigueSwapped,
    StatusRequeued,
    TrueDamageDealt,
)
from rules.state import TRACK_SIZE
from tests.rules.helpers import make_state, names, step, tokens


def test_leftmost_open_position() -> None:
    state = make_state(track=["L", "s2"])
    result = step(state, ExhaustDice("ada", ("s1",)))
    assert tokens(result.state) == ["L", "s2", "s1"]
    assert result.events == (DieExhausted("ada", "s1", 2),)


def test_several_dice_in_the_chosen_order() -> None:
    result = step(make_state(track=["L"]), ExhaustDice("ada", ("s3", "s1", "s6")))
    assert tokens(result.state) == ["L", "s3", "s1", "s6"]
    assert [e.slot for e in result.events if isinstance(e, DieExhausted)] == [1, 2, 3]


def test_several_dice_filling_the_track_midway() -> None:
    # s1 takes the last position; s2 finds the track full: s2 is drained, then the
    # rightmost non-overfatigue die (s1 itself) is replaced by overfatigue and drained.
    state = make_state(track=["L"] * 12)
    result = step(state, ExhaustDice("ada", ("s1", "s2")))
    assert tokens(result.state) == ["L"] * 12 + ["O"]
    assert result.state.adventurer("ada").drained == ("s2", "s1")


INCOMING: dict[str, Action] = {
    "skill": ExhaustDice("ada", ("s1",)),
    "light": GainFatigue("ada", light=1),
    "over": GainFatigue("ada", over=1),
    "status": GainStatus("ada", StatusSide.BANE),
}
REPLACED = {"skill": "s6", "light": "L", "status": "S:fear"}


@pytest.mark.parametrize("incoming", sorted(INCOMING))
@pytest.mark.parametrize("replaced", sorted(REPLACED))
def test_full_track(incoming: str, replaced: str) -> None:
    """rules §2.4: incoming die drained/returned; the rightmost non-overfatigue die
    (here at slot 10, before two overfatigue) is replaced by overfatigue and
    drained/returned."""
    track = ["s7"] + ["L"] * 9 + [REPLACED[replaced], "O", "O"]
    assert len(track) == TRACK_SIZE
    state = make_state(track=track)
    before = state.supply
    result = step(state, INCOMING[incoming])
    after = result.state
    expected = list(track)
    expected[10] = "O"
    assert tokens(after) == expected
    swap = [e for e in result.events if isinstance(e, OverfatigueSwapped)]
    assert len(swap) == 1 and swap[0].slot == 10
    ada = after.adventurer("ada")
    drained = [e.die for e in result.events if isinstance(e, DieDrained)]
    returned = [e.die for e in result.events if isinstance(e, DieReturnedToSupply)]
    assert ada.drained == tuple(drained)
    assert ("s1" in drained) == (incoming == "skill")
    assert ("s6" in drained) == (replaced == "skill")
    assert len(returned) == (incoming != "skill") + (replaced != "skill")
    # the swap took one overfatigue out of the supply
    assert len(after.supply.over) == len(before.over) - 1
    if replaced == "light":
        assert len(after.supply.light) == len(before.light) + 1
    if replaced == "status":
        assert len(after.supply.status) == len(before.status) + 1
        assert all(after.die(d).side is None for d in after.supply.status)


@pytest.mark.parametrize("incoming", sorted(INCOMING))
def test_full_track_of_overfatigue_replaces_nothing(incoming: str) -> None:
    state = make_state(track=["O"] * TRACK_SIZE)
    result = step(state, INCOMING[incoming])
    assert tokens(result.state) == ["O"] * TRACK_SIZE
    assert "OverfatigueSwapped" not in names(result.events)
    assert result.state.supply == state.supply or incoming == "skill"


def test_full_track_with_no_overfatigue_left_deals_true_damage() -> None:
    state = make_state(track=["L"] * TRACK_SIZE, over=0)
    result = step(state, GainFatigue("ada", light=1))
    assert tokens(result.state) == ["L"] * TRACK_SIZE
    assert result.state.adventurer("ada").hp == 9
    assert "TrueDamageDealt" in names(result.events)


@pytest.mark.parametrize(
    ("track", "from_slot"),
    [
        (["S:bane", "L", "s1"], 0),
        (["L", "S:bane", "s1"], 1),
        (["L", "s1", "S:bane"], 2),
    ],
)
def test_repeated_status_requeues(track: list[str], from_slot: int) -> None:
    state = make_state(track=track)
    result = step(state, GainStatus("ada", StatusSide.BANE))
    rest = [t for t in track if t != "S:bane"]
    assert tokens(result.state) == [*rest, "S:bane"]
    die = state.adventurer("ada").track[from_slot]
    assert result.events == (StatusRequeued("ada", die, from_slot, 2),)
    assert result.state.supply == state.supply


def test_repeated_status_on_a_full_track_swaps_nothing() -> None:
    track = ["S:maim"] + ["L"] * 12
    result = step(make_state(track=track), GainStatus("ada", StatusSide.MAIM))
    assert tokens(result.state) == ["L"] * 12 + ["S:maim"]
    assert names(result.events) == ["StatusRequeued"]


def test_a_new_status_side_takes_a_die() -> None:
    state = make_state(track=["S:bane"])
    result = step(state, GainStatus("ada", StatusSide.BLIND))
    assert tokens(result.state) == ["S:bane", "S:blind"]
    assert len(result.state.supply.status) == len(state.supply.status) - 1


@pytest.mark.parametrize(
    ("track", "cooldown", "after", "cycled", "count"),
    [
        (["s1", "L", "s6"], 2, ["s6"], 0, 2),
        (["O", "s1", "L"], 2, ["L", "O"], 1, 2),
        (["O", "O", "L", "s1"], 3, ["s1", "O", "O"], 2, 3),
        (["s1"], 3, [], 0, 1),
        ([], 2, [], 0, 0),
        (["O", "O"], 3, ["O", "O"], 3, 3),
        (["S:fear", "O", "s2", "L"], 4, ["O"], 1, 4),
        (["O", "s1"], 5, ["O"], 4, 5),
    ],
)
def test_recovery_step(
    track: list[str], cooldown: int, after: list[str], cycled: int, count: int
) -> None:
    state = make_state(track=track, cooldown=cooldown)
    result = step(state, RecoveryStep("ada"))
    assert tokens(result.state) == after
    assert names(result.events).count("OverfatigueCycled") == cycled
    assert result.events[-1].count == count  # type: ignore[attr-defined]
    ada = result.state.adventurer("ada")
    for skill in ("s1", "s2", "s6"):
        if skill in track and skill not in after:
            assert skill in ada.row_dice


def test_recovery_with_overfatigue_at_the_front_events() -> None:
    state = make_state(track=["O", "s1"], cooldown=1)
    result = step(state, RecoveryStep("ada"))
    over = state.adventurer("ada").track[0]
    assert tokens(result.state) == ["s1", "O"]
    assert result.events[0] == OverfatigueCycled("ada", over, 0, 1)


@pytest.mark.parametrize(
    ("light", "over", "gain", "track", "damage"),
    [
        (0, 5, GainFatigue("ada", light=2), ["O", "O"], 0),
        (1, 5, GainFatigue("ada", light=2), ["L", "O"], 0),
        (0, 0, GainFatigue("ada", light=1), [], 1),
        (5, 0, GainFatigue("ada", over=3), [], 3),
        (5, 1, GainFatigue("ada", over=3), ["O"], 2),
        (1, 1, GainFatigue("ada", light=2, over=1), ["L", "O"], 1),
    ],
)
def test_supply_exhaustion(
    light: int, over: int, gain: GainFatigue, track: list[str], damage: int
) -> None:
    state = make_state(light=light, over=over)
    result = step(state, gain)
    assert tokens(result.state) == track
    assert result.state.adventurer("ada").hp == 10 - damage
    assert sum(e.amount for e in result.events if isinstance(e, TrueDamageDealt)) == damage
    assert "SupplyExhausted" in names(result.events)


def test_running_out_of_hp_to_fatigue_defeats() -> None:
    state = make_state(light=0, over=0, hp=2)
    result = step(state, GainFatigue("ada", over=5))
    ada = result.state.adventurer("ada")
    assert ada.hp == 0 and ada.defeated
    assert names(result.events).count("TrueDamageDealt") == 2


def test_defeated_adventurers_gain_no_fatigue_or_status() -> None:
    state = make_state(hp=0)
    assert state.adventurer("ada").defeated
    for action in (GainFatigue("ada", light=1, over=1), GainStatus("ada", StatusSide.DAZE)):
        result = step(state, action)
        assert result.state == state
        assert names(result.events) == ["FatigueIgnored"]


def test_fatigue_dice_kinds_are_right() -> None:
    result = step(make_state(), GainFatigue("ada", light=1, over=1))
    kinds = [result.state.die(d).kind for d in result.state.adventurer("ada").track]
    assert kinds == [DieKind.LIGHT_FATIGUE, DieKind.OVERFATIGUE]
