"""Overrides: Force… actions put any die anywhere and set any counter, logged as manual
changes, without breaking the invariants."""

from __future__ import annotations

import pytest

from rules import IllegalAction, apply, setup, table
from rules.actions import Action, ForceMoveDie, ForceSetCounter, ForceSetFace
from rules.events import ManualChange
from rules.overrides import ADVENTURER_COUNTERS
from rules.places import Place, Zone, locate
from rules.state import UnitKind
from tests.rules.helpers import adventurer_data, make_state, step, tokens


@pytest.mark.parametrize(
    ("index", "expected"),
    [
        (0, ["s1", "L", "s2", "O"]),
        (2, ["L", "s2", "s1", "O"]),
        (3, ["L", "s2", "O", "s1"]),
        (9, ["L", "s2", "O", "s1"]),
        (None, ["L", "s2", "O", "s1"]),
    ],
)
def test_force_into_the_track_at_an_exact_index(index: int | None, expected: list[str]) -> None:
    state = make_state(track=["L", "s2", "O"])
    result = step(state, ForceMoveDie("s1", Place(Zone.TRACK, "ada", index)))
    assert tokens(result.state) == expected
    assert isinstance(result.events[0], ManualChange)


def test_force_reorders_within_the_track() -> None:
    state = make_state(track=["L", "s2", "O"])
    result = step(state, ForceMoveDie("s2", Place(Zone.TRACK, "ada", 0)))
    assert tokens(result.state) == ["s2", "L", "O"]


def test_force_fatigue_between_supply_and_track() -> None:
    state = make_state(track=["L"])
    light = state.adventurer("ada").track[0]
    back = step(state, ForceMoveDie(light, Place(Zone.SUPPLY)))
    assert tokens(back.state) == []
    status = state.supply.status[0]
    into = step(state, ForceMoveDie(status, Place(Zone.TRACK, "ada", 0)))
    assert tokens(into.state) == ["S:bane", "L"]


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (ForceMoveDie("s1", Place(Zone.SUPPLY)), "never go to the supply"),
        (ForceMoveDie("s1", Place(Zone.ROW, "bob")), "own adventurer"),
        (ForceMoveDie("s1", Place(Zone.ROW, "ada", 1)), "might row"),
        (ForceMoveDie("s1", Place(Zone.ACTIVE, "ada")), "active slots"),
        (ForceMoveDie("s1", Place(Zone.ACTIVE, "ada", 0)), "already holds"),
        (ForceMoveDie("s3", Place(Zone.TRACK, "bob", 0)), "own adventurer"),
        (ForceSetFace("s1", 6), "has 6 faces"),
        (ForceSetCounter("ada", "hp", 11), "max HP"),
        (ForceSetCounter("ada", "luck", 1), "no counter"),
        (ForceSetCounter("ada", "hp", -1), "from 0"),
        (ForceSetCounter("supply", "gold", 1), "supply counts"),
    ],
)
def test_force_still_keeps_the_invariants(action: Action, reason: str) -> None:
    state = make_state(active=["s2"], extra=[adventurer_data("bob")])
    with pytest.raises(IllegalAction, match=reason):
        apply(state, action)


def test_force_into_a_full_track_is_refused() -> None:
    state = make_state(track=["L"] * 13)
    with pytest.raises(IllegalAction, match="13"):
        apply(state, ForceMoveDie("s1", Place(Zone.TRACK, "ada", 4)))


def test_force_face_and_counters() -> None:
    state = make_state(track=["S:bane"])
    bane = state.adventurer("ada").track[0]
    result = step(
        state,
        ForceSetFace("s1", 4),
        ForceSetFace(bane, 3),
        ForceSetCounter("ada", "max_hp", 6),
        ForceSetCounter("ada", "tenacity", 4),
        ForceSetCounter("ada", "defeated", 1),
        ForceSetCounter("supply", "light", 2),
        ForceSetCounter("supply", "over", 14),
    )
    s = result.state
    assert s.die("s1").face == 4
    assert s.die(bane).side == "fear"
    ada = s.adventurer("ada")
    assert (ada.max_hp, ada.hp, ada.tenacity, ada.defeated) == (6, 0, 4, True)
    assert len(s.supply.light) == 2 and len(s.supply.over) == 14
    assert sum(isinstance(e, ManualChange) for e in result.events) == 7
    assert "AdventurerDefeated" in [type(e).__name__ for e in result.events]


def test_force_moves_out_of_active_and_drained() -> None:
    state = make_state(active=["s2"], drained=["s6"])
    result = step(
        state,
        ForceMoveDie("s2", Place(Zone.DRAINED, "ada")),
        ForceMoveDie("s6", Place(Zone.ACTIVE, "ada", 3)),
    )
    assert locate(result.state, "s2") == Place(Zone.DRAINED, "ada", 0)
    assert locate(result.state, "s6") == Place(Zone.ACTIVE, "ada", 3)


def test_force_face_keeps_one_die_per_side_on_a_chip() -> None:
    from rules import delve_state

    state = delve_state()
    assert state.battle is not None
    supply_die = state.supply.status[0]
    state = step(state, ForceMoveDie(supply_die, Place(Zone.UNIT, "bonecaller"))).state
    assert state.die(supply_die).side == "blind"  # the first side the chip lacks
    with pytest.raises(IllegalAction, match="already has a bane die"):
        apply(state, ForceSetFace(supply_die, 0))
    assert step(state, ForceSetFace(supply_die, 3)).state.die(supply_die).side == "fear"


def test_skill_dice_are_not_forced_onto_chips() -> None:
    from rules import delve_state

    state = delve_state()
    with pytest.raises(IllegalAction, match="Only status dice"):
        apply(state, ForceMoveDie("zarri-twinfang-1", Place(Zone.UNIT, "warden")))
    with pytest.raises(IllegalAction, match="Only status dice"):
        apply(state, ForceMoveDie(state.supply.light[0], Place(Zone.UNIT, "warden")))


def test_counter_bounds_are_exactly_what_the_override_accepts() -> None:
    state = setup.load_scenario("delve")
    assert state.battle is not None
    enemy = next(u for u in state.battle.units if u.kind is UnitKind.ENEMY)
    owners = [(a.id, c) for a in state.adventurers for c in ADVENTURER_COUNTERS]
    owners += [(enemy.id, "hp"), (enemy.id, "max_hp"), (enemy.id, "bonus_hp")]
    owners += [("battle", "round"), ("battle", "skyshards_found"), ("supply", "light")]
    for owner, counter in owners:
        low, high = table.counter_bounds(state, owner, counter)
        for value, accepted in ((low - 1, False), (low, True), (high, True), (high + 1, False)):
            refused = table.refusal(state, ForceSetCounter(owner, counter, value))
            assert (refused is None) is accepted, (owner, counter, value, refused)


def test_a_whole_track_is_set_in_one_override() -> None:
    from rules.actions import ForceSetTrack
    from rules.setup import delve_state

    state = delve_state()
    old = state.adventurer("hrolfa").track
    light, status = state.supply.light[0], state.supply.status[0]
    warsong = old[0]
    result = step(state, ForceSetTrack("hrolfa", (light, warsong, status), ((status, 3),)))
    after = result.state
    assert after.adventurer("hrolfa").track == (light, warsong, status)
    assert after.die(status).side == "fear"
    assert all(d in after.supply.light + after.supply.status for d in old[1:])
    assert [e.what for e in result.events] == ["track"]


@pytest.mark.parametrize(
    ("dice", "faces", "said"),
    [
        (("light-9",) * 2, (), "only once"),
        (("zarri-twinfang-1",), (), "own adventurer"),
        (("hrolfa-warsong-2",), (("light-1", 0),), "Only the dice named here"),
        (("light-9",), (("light-9", 0),), "no faces"),
        (("hrolfa-warsong-2",), (("hrolfa-warsong-2", 9),), "faces"),
        (("light-9",) * 14, (), "13 positions"),
        (("light-2",), (), "from their own mat or from the supply"),
    ],
)
def test_an_impossible_track_is_refused(
    dice: tuple[str, ...], faces: tuple[tuple[str, int], ...], said: str
) -> None:
    from rules.actions import ForceSetTrack
    from rules.setup import delve_state

    state = delve_state()
    with pytest.raises(IllegalAction, match=said):
        apply(state, ForceSetTrack("hrolfa", dice, faces))


def test_active_slots_and_drained_dice_are_set_in_one_override() -> None:
    from rules.actions import ForceSetSlots
    from rules.invariants import check_invariants
    from rules.setup import delve_state

    state = delve_state()
    warsong = state.adventurer("hrolfa").track[0]  # from the track, which slides left
    action = ForceSetSlots(
        "hrolfa", (None, "hrolfa-greatblade-1"), (warsong,), (("hrolfa-greatblade-1", 3),)
    )
    result = step(state, action)
    after = result.state
    hrolfa = after.adventurer("hrolfa")
    assert hrolfa.active == (None, "hrolfa-greatblade-1", None, None)
    assert hrolfa.drained == (warsong,)
    assert hrolfa.track == state.adventurer("hrolfa").track[1:]
    assert after.die("hrolfa-greatblade-1").face == 3
    check_invariants(after)
    emptied = step(after, ForceSetSlots("hrolfa")).state.adventurer("hrolfa")
    assert emptied.active == (None,) * 4 and emptied.drained == ()
    assert "hrolfa-greatblade-1" in emptied.rows[0].dice and warsong in emptied.rows[1].dice


@pytest.mark.parametrize(
    ("active", "drained", "said"),
    [
        (("hrolfa-greatblade-1",), ("hrolfa-greatblade-1",), "only one place"),
        (("light-9",), (), "Only skill dice"),
        ((), ("zarri-twinfang-1",), "not on"),
        ((None,) * 5, (), "one of the 4 active slots"),
    ],
)
def test_impossible_slots_are_refused(
    active: tuple[str | None, ...], drained: tuple[str, ...], said: str
) -> None:
    from rules.actions import ForceSetSlots
    from rules.setup import delve_state

    with pytest.raises(IllegalAction, match=said):
        apply(delve_state(), ForceSetSlots("hrolfa", active, drained))
