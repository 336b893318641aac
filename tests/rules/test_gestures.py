"""Gestures: drop targets and the action a drop means."""

from __future__ import annotations

import pytest

from rules import IllegalAction, demo_state
from rules.actions import (
    Action,
    ClearActiveSlot,
    DrainDie,
    ExhaustDice,
    ForceMoveDie,
    GainFatigue,
    PlaceActive,
    RecoverDie,
    RecoverDrained,
)
from rules.gestures import action_for_drop, drop_targets
from rules.places import Place, Zone
from tests.rules.helpers import adventurer_data, make_state, step, tokens

T = Zone.TRACK


def state():  # type: ignore[no-untyped-def]
    return make_state(
        track=["L", "s3"], active=["s2"], drained=["s6"], extra=[adventurer_data("bob")]
    )


@pytest.mark.parametrize(
    ("die", "place", "expected"),
    [
        ("s1", Place(T, "ada", 9), ExhaustDice("ada", ("s1",))),
        ("s1", Place(T, "ada"), ExhaustDice("ada", ("s1",))),
        ("s1", Place(Zone.ACTIVE, "ada", 1), PlaceActive("ada", "s1", 1)),
        ("s1", Place(Zone.DRAINED, "ada"), DrainDie("ada", "s1")),
        ("s2", Place(T, "ada", 0), ClearActiveSlot("ada", 0, resolved=False)),
        ("s2", Place(Zone.DRAINED, "ada"), DrainDie("ada", "s2")),
        ("s3", Place(Zone.ROW, "ada", 0), RecoverDie("ada", "s3")),
        ("s3", Place(Zone.ROW, "ada"), RecoverDie("ada", "s3")),
        ("s3", Place(Zone.DRAINED, "ada"), DrainDie("ada", "s3")),
        ("s6", Place(Zone.ROW, "ada", 1), RecoverDrained("ada", ("s6",))),
        ("supply-light", Place(T, "bob", 4), GainFatigue("bob", light=1)),
    ],
)
def test_drop_mapping(die: str, place: Place, expected: Action) -> None:
    s = state()
    if die == "supply-light":
        die = s.supply.light[0]
    assert action_for_drop(s, die, place) == expected
    assert place in drop_targets(s, die)


@pytest.mark.parametrize(
    ("die", "place", "reason"),
    [
        ("s1", Place(Zone.ROW, "ada", 0), "already there"),
        ("s1", Place(Zone.SUPPLY), "supply"),
        ("s1", Place(T, "bob"), "own adventurer"),
        ("s1", Place(Zone.ACTIVE, "ada", 0), "already holds"),
        ("s2", Place(Zone.ROW, "ada", 0), "cooldown track"),
        ("s3", Place(Zone.ACTIVE, "ada", 1), "recovered"),
        ("s3", Place(T, "ada", 0), "leftmost open position"),
        ("s6", Place(T, "ada"), "unavailable"),
        ("s1", Place(Zone.ROW, "ada", 1), None),
    ],
)
def test_refused_drops_give_a_reason(die: str, place: Place, reason: str | None) -> None:
    s = state()
    with pytest.raises(IllegalAction) as info:
        action_for_drop(s, die, place)
    if reason:
        assert reason in info.value.reason
    assert place not in drop_targets(s, die)


def test_track_die_to_supply_and_back() -> None:
    s = state()
    light = s.adventurer("ada").track[0]
    assert action_for_drop(s, light, Place(Zone.SUPPLY)) == RecoverDie("ada", light)
    with pytest.raises(IllegalAction, match="another"):
        action_for_drop(s, light, Place(T, "bob"))


def test_force_drop_is_exact() -> None:
    s = state()
    action = action_for_drop(s, "s1", Place(T, "ada", 0), force=True)
    assert action == ForceMoveDie("s1", Place(T, "ada", 0))
    assert tokens(step(s, action).state) == ["s1", "L", "s3"]


def test_row_die_targets() -> None:
    s = state()
    targets = drop_targets(s, "s1")
    assert {Place(T, "ada", i) for i in range(13)} <= targets
    assert {Place(Zone.ACTIVE, "ada", i) for i in (1, 2, 3)} <= targets
    assert Place(Zone.ACTIVE, "ada", 0) not in targets
    assert not any(p.owner == "bob" for p in targets)


def test_demo_full_track_drag() -> None:
    s = demo_state()
    veyth = s.adventurer("veyth")
    die = veyth.rows[0].dice[0]
    first = step(s, action_for_drop(s, die, Place(T, "veyth", 3)))
    assert first.state.adventurer("veyth").track[-1] == die
    other = first.state.adventurer("veyth").rows[0].dice[0]
    second = step(first.state, action_for_drop(first.state, other, Place(T, "veyth")))
    assert "OverfatigueSwapped" in [type(e).__name__ for e in second.events]


# --- unit chips and status dice on chips ------------------------------------------


def test_unit_targets_and_drops() -> None:
    from board.hexes import Hex
    from rules import delve_state
    from rules.actions import ForceMoveUnit, MoveUnit
    from rules.gestures import action_for_unit_drop, unit_targets

    s = delve_state()
    assert s.battle is not None
    targets = unit_targets(s, "veyth")
    assert Hex(-1, 0) in targets
    assert not any(s.battle.map.is_occupied(h) for h in targets)
    assert action_for_unit_drop(s, "veyth", Hex(-1, 0)) == MoveUnit("veyth", Hex(-1, 0))
    with pytest.raises(IllegalAction, match="occupied"):
        action_for_unit_drop(s, "veyth", Hex(0, -1))
    assert unit_targets(s, "oswin") == frozenset()  # not deployed yet
    with pytest.raises(IllegalAction):
        action_for_unit_drop(s, "oswin", Hex(-1, 0))
    forced = action_for_unit_drop(s, "oswin", Hex(-1, 0), force=True)
    assert forced == ForceMoveUnit("oswin", Hex(-1, 0))
    after = step(s, forced).state
    assert after.battle is not None and after.battle.unit("oswin").at == Hex(-1, 0)


def test_unit_targets_are_exactly_the_moves_the_rules_accept() -> None:
    from rules import delve_state
    from rules.actions import EndTurn, MoveUnit
    from rules.gestures import unit_targets
    from rules.table import allows

    s = delve_state()
    after = step(s, EndTurn()).state
    for state in (s, after):
        assert state.battle is not None
        for unit in state.battle.units:
            lit = unit_targets(state, unit.id)
            legal = {h for h in state.battle.map.hexes if allows(state, MoveUnit(unit.id, h))}
            assert lit == legal, unit.id
            assert bool(lit) == (unit.id == state.battle.turn and unit.on_map)


def test_status_dice_on_chips() -> None:
    from rules import delve_state
    from rules.actions import RemoveStatus
    from rules.dice import StatusSide

    s = delve_state()
    assert s.battle is not None
    bane = s.battle.unit("bonecaller").status[0]
    assert locate_place(s, bane) == Place(Zone.UNIT, "bonecaller")
    assert action_for_drop(s, bane, Place(Zone.SUPPLY)) == RemoveStatus(
        "bonecaller", StatusSide.BANE
    )
    assert Place(Zone.SUPPLY) in drop_targets(s, bane)
    supply_die = s.supply.status[0]
    with pytest.raises(IllegalAction, match="effect"):
        action_for_drop(s, supply_die, Place(Zone.UNIT, "warden"))
    forced = step(s, action_for_drop(s, supply_die, Place(Zone.UNIT, "warden"), force=True))
    assert forced.state.battle is not None
    assert forced.state.battle.unit("warden").status == (supply_die,)
    back = step(forced.state, ForceMoveDie(supply_die, Place(Zone.SUPPLY)))
    assert back.state.battle is not None and back.state.battle.unit("warden").status == ()


def locate_place(state, die):  # type: ignore[no-untyped-def]
    from rules.places import locate

    return locate(state, die)
