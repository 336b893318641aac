"""An enemy's turn by the rules, from custom maps (rules §4.4): whether and where it moves,
the ties its priority settles and those left to the party, the fallback, sight across tiles,
its targets in priority order, defeated chips left on a tile, and units an effect protects
from targeting."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from board.hexes import Hex
from rules.enemy_turn import Why, move_plan, target_plan
from rules.foes import FoeStats, Priority
from tests.rules.enemy_maps import battle_state, protect

CORRIDOR = "x . . . . . a"
WALLED = """
x y . a .
 . # # # .
  . . . . .
"""
TWO_WAYS = "a . . x . . b"
FAN = """
x . . # #
 . . . a
"""
SURROUNDED = """
. . . # #
 x . y a z
  . . w # .
"""
THREE_TILES = "x0 .0 .1 .2 a2"


@pytest.mark.parametrize(
    ("art", "stats", "why", "ends", "destinations", "steps"),
    [
        # a target in range and sight: no move
        ("x a . .", {}, Why.IN_RANGE, [(0, 0)], [], 0),
        # approach: two hexes of a five-hex walk
        (CORRIDOR, {}, Why.APPROACH, [(2, 0)], [(5, 0)], 5),
        # it stops on arriving, whatever movement is left
        (CORRIDOR, {"movement": 9}, Why.APPROACH, [(5, 0)], [(5, 0)], 5),
        # the hex next to Ada behind Yor cannot be reached: the long way round
        (WALLED, {}, Why.APPROACH, [(0, 2)], [(4, 0)], 7),
        # every fewest-hex route counts: the party picks where it stops
        (FAN, {}, Why.APPROACH, [(1, 1), (2, 0)], [(2, 1)], 3),
        # no hex to target from can be reached: toward Ada through occupied hexes
        (SURROUNDED, {}, Why.FALLBACK, [(1, 1)], [], 2),
        # in range but out of sight (tiles 0 and 2 do not touch): into tile 1
        (THREE_TILES, {"range": 5}, Why.APPROACH, [(2, 0)], [(2, 0)], 2),
        # nothing opposes it
        ("x . y", {}, Why.NO_OPPONENT, [(0, 0)], [], 0),
    ],
)
def test_where_an_enemy_moves(
    art: str,
    stats: dict[str, Any],
    why: Why,
    ends: list[tuple[int, int]],
    destinations: list[tuple[int, int]],
    steps: int,
) -> None:
    state = battle_state(art, **stats)
    plan = move_plan(state, "xan")
    assert plan.why is why
    assert list(plan.ends) == [Hex(*e) for e in ends]
    assert list(plan.destinations) == [Hex(*d) for d in destinations]
    assert plan.steps == steps
    assert plan.moves == (why in (Why.APPROACH, Why.FALLBACK))
    for end in plan.ends:
        route = plan.route(end)
        assert route[0] == plan.start and route[-1] == end
        assert len(route) - 1 <= max(plan.movement, 0)
        occupied = state.battle.map.occupied if state.battle else frozenset()
        assert not set(route[1:]) & occupied


def test_the_walled_route_is_the_long_way_round() -> None:
    plan = move_plan(battle_state(WALLED), "xan")
    assert plan.tied == (Hex(4, 0),)  # (2, 0) is next to Ada but no route reaches it
    assert plan.route(Hex(0, 2)) == (Hex(0, 0), Hex(0, 1), Hex(0, 2))
    assert plan.focus == ("ada",) and not plan.arrives and not plan.choice


@pytest.mark.parametrize(
    ("priority", "hp", "ends", "focus"),
    [
        (Priority.STRONGEST, {"a": 15, "b": 8}, [(1, 0)], ["ada"]),
        (Priority.WEAKEST, {"a": 15, "b": 8}, [(5, 0)], ["bob"]),
        (Priority.STRONGEST, {"a": 8, "b": 15}, [(5, 0)], ["bob"]),
        # equal HP: the party chooses
        (Priority.STRONGEST, {"a": 9, "b": 9}, [(1, 0), (5, 0)], ["ada", "bob"]),
    ],
)
def test_tied_destinations_by_priority_then_the_party(
    priority: Priority, hp: dict[str, int], ends: list[tuple[int, int]], focus: list[str]
) -> None:
    plan = move_plan(battle_state(TWO_WAYS, hp=hp, priority=priority), "xan")
    assert plan.tied == (Hex(1, 0), Hex(5, 0))
    assert list(plan.ends) == [Hex(*e) for e in ends]
    assert list(plan.focus) == focus
    assert plan.choice == (len(ends) > 1) and plan.arrives


def test_bonus_hp_does_not_make_a_unit_stronger() -> None:
    state = battle_state(TWO_WAYS, hp={"a": 9, "b": 10})
    assert state.battle is not None
    units = tuple(replace(u, bonus_hp=5) if u.id == "ada" else u for u in state.battle.units)
    state = state.replace(battle=replace(state.battle, units=units))
    assert move_plan(state, "xan").focus == ("bob",)


def test_the_fallback_heads_for_the_closest_unit_even_through_occupied_hexes() -> None:
    plan = move_plan(battle_state(SURROUNDED), "xan")
    assert plan.focus == ("ada",)
    assert plan.route(Hex(1, 1)) == (Hex(0, 1), Hex(1, 1))


def test_a_wall_of_impassable_hexes_leaves_no_way() -> None:
    plan = move_plan(battle_state("x # a"), "xan")
    assert plan.why is Why.NO_WAY and not plan.moves


def test_sight_across_tiles_lets_it_stay_on_an_adjacent_tile() -> None:
    plan = move_plan(battle_state(".0 x1 .1 .2 a2", range=5), "xan")
    assert plan.why is Why.IN_RANGE and not plan.moves


def test_a_defeated_chip_left_on_a_tile_blocks_its_hex() -> None:
    # Ada is two hexes away, but Dead's hex cannot be walked through or stood on
    plan = move_plan(battle_state("x d . a"), "xan")
    assert plan.why is Why.FALLBACK and not plan.moves


def test_a_defeated_chip_left_on_a_tile_is_never_a_target() -> None:
    state = battle_state("k d . x", stats={"k": FoeStats(range=3)})
    assert target_plan(state, "kit").candidates == ("xan",)


@pytest.mark.parametrize(
    ("priority", "hp", "sure", "pool", "picks"),
    [
        (Priority.STRONGEST, {"a": 15, "b": 10, "c": 5}, ["ada", "bob"], [], 0),
        (Priority.WEAKEST, {"a": 15, "b": 10, "c": 5}, ["cid", "bob"], [], 0),
        (Priority.STRONGEST, {"a": 15, "b": 10, "c": 10}, ["ada"], ["bob", "cid"], 1),
        (Priority.WEAKEST, {"a": 7, "b": 7, "c": 7}, [], ["ada", "bob", "cid"], 2),
        (Priority.WEAKEST, {"a": 7, "b": 7, "c": 9}, ["ada", "bob"], [], 0),
    ],
)
def test_several_targets_in_priority_order(
    priority: Priority, hp: dict[str, int], sure: list[str], pool: list[str], picks: int
) -> None:
    art = """
    a . b
     . x .
      c . .
    """
    state = battle_state(art, hp=hp, priority=priority, targets=2, range=2)
    plan = target_plan(state, "xan")
    assert list(plan.sure) == sure and list(plan.pool) == pool and plan.picks == picks
    assert plan.count == 2
    assert plan.choice == (picks > 0)
    if plan.choice:
        assert plan.allows([*sure, *pool[:picks]])
        assert not plan.allows([*sure, *pool[: picks + 1]])
        assert plan.ordered(pool[-picks:]) == (*sure, *pool[-picks:])
    else:
        assert plan.allows(sure) and plan.ordered() == tuple(sure)


def test_targets_out_of_sight_or_range_are_not_targets() -> None:
    state = battle_state("a0 x1 .1 .2 b2 .2 .2 c2", range=5, targets=3)
    assert target_plan(state, "xan").sure == ("ada", "bob")
    assert target_plan(battle_state("x . a", range=1), "xan").count == 0


@pytest.mark.parametrize(
    ("art", "stats", "protected", "why", "ends", "focus"),
    [
        # a protected unit in range is no reason to stay: with no other, the fallback heads
        # for it (targetable or not) and it is already as close as it can be
        ("x a . .", {}, ["ada"], Why.FALLBACK, [(0, 0)], ["ada"]),
        # ... and from afar the fallback walks toward it
        (CORRIDOR, {}, ["ada"], Why.FALLBACK, [(2, 0)], ["ada"]),
        # the stronger Ada is protected: the hex next to Bob is the destination
        (TWO_WAYS, {"priority": Priority.STRONGEST}, ["ada"], Why.APPROACH, [(5, 0)], ["bob"]),
        # a protected unit still stands in the way: the hex beyond it cannot be reached
        ("x a b .", {}, ["ada"], Why.FALLBACK, [(0, 0)], ["ada"]),
        # Bob unprotected in range: it stays, whatever Ada is
        ("x a b .", {"range": 2}, ["ada"], Why.IN_RANGE, [(0, 0)], []),
        # every opposing unit protected and out of reach through occupied hexes: no way
        ("x # a", {}, ["ada"], Why.NO_WAY, [(0, 0)], []),
    ],
)
def test_a_protected_unit_is_not_targetable_but_still_counts(
    art: str,
    stats: dict[str, Any],
    protected: list[str],
    why: Why,
    ends: list[tuple[int, int]],
    focus: list[str],
) -> None:
    state = protect(battle_state(art, hp={"a": 15, "b": 8}, **stats), *protected)
    plan = move_plan(state, "xan")
    assert plan.why is why
    assert list(plan.ends) == [Hex(*e) for e in ends]
    assert list(plan.focus) == focus
    assert not set(protected) & set(target_plan(state, "xan", plan.ends[0]).candidates)


@pytest.mark.parametrize(
    ("protected", "sure", "candidates"),
    [
        ([], ["ada", "bob"], ["ada", "bob", "cid"]),
        (["ada"], ["bob", "cid"], ["bob", "cid"]),
        (["ada", "bob", "cid"], [], []),
    ],
)
def test_a_protected_unit_is_never_a_target(
    protected: list[str], sure: list[str], candidates: list[str]
) -> None:
    art = """
    a . b
     . x .
      c . .
    """
    hp = {"a": 15, "b": 10, "c": 5}
    state = protect(battle_state(art, hp=hp, targets=2, range=2), *protected)
    plan = target_plan(state, "xan")
    assert list(plan.sure) == sure and sorted(plan.candidates) == candidates


def test_a_companion_cannot_target_a_protected_enemy() -> None:
    state = battle_state("k . x . y", stats={"k": FoeStats(range=4, targets=2)})
    assert target_plan(state, "kit").candidates == ("xan", "yor")
    assert target_plan(protect(state, "xan"), "kit").candidates == ("yor",)
