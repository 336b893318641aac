"""The table's map questions: closest with ties and routes, sight, range, the ruler, the
enemy-turn focus and chip routes (rules §6)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from board import graph
from board.hexes import Hex
from rules import closest as c
from rules.actions import ForceMoveUnit
from rules.cards import CacheToken
from rules.engine import apply
from rules.movement import move_destinations
from rules.setup import delve_state
from rules.state import GameState, Phase


def tie_state() -> GameState:
    """Bonecaller with Hrolfa and Zarri-do both three hexes away."""
    state = delve_state()
    state = apply(state, ForceMoveUnit("zarri", Hex(-3, -4))).state
    return apply(state, ForceMoveUnit("bonecaller", Hex(-1, -3))).state


def test_a_tie_returns_every_closest_adventurer_with_its_own_route() -> None:
    answer = c.closest(tie_state(), "bonecaller", c.Goal.ADVENTURER)
    assert answer.tie and answer.steps == 3
    assert [a.unit for a in answer.answers] == ["zarri", "hrolfa"]  # (q, r) order
    occupied = tie_state().battle.map.occupied  # type: ignore[union-attr]
    for a in answer.answers:
        assert a.route[0] == Hex(-1, -3) and a.route[-1] == a.hex
        assert len(a.route) == a.steps + 1
        assert not set(a.route[1:-1]) & occupied  # through unoccupied hexes only
    assert answer.subject == "bonecaller" and answer.subject_name == "Bonecaller"


@pytest.mark.parametrize(
    ("goal", "steps", "hexes"),
    [
        (c.Goal.ENEMY, 2, [Hex(-2, -2), Hex(-1, -4), Hex(1, -2)]),
        (c.Goal.ADVENTURER, 2, [Hex(0, -1)]),
        (c.Goal.COMPANION, None, []),
        (c.Goal.UNOCCUPIED, 1, [Hex(-1, -3), Hex(-1, -2), Hex(0, -2), Hex(1, -3)]),
        (c.Goal.DOOR, 1, [Hex(1, -3)]),
        (c.Goal.CACHE, 1, [Hex(-1, -2)]),
    ],
)
def test_every_goal_of_the_battle_map(goal: c.Goal, steps: int | None, hexes: list[Hex]) -> None:
    answer = c.closest(delve_state(), "bonecaller", goal)
    assert answer.steps == steps
    assert [a.hex for a in answer.answers] == hexes


def test_the_closest_cache_is_a_token_on_the_map_when_there_are_any() -> None:
    state = delve_state()
    assert state.battle is not None
    far = Hex(-2, -4)
    assert c.closest(state, "bonecaller", c.Goal.CACHE).answers[0].hex == Hex(-1, -2)
    with_token = state.replace(battle=replace(state.battle, caches=(CacheToken(far, True),)))
    answer = c.closest(with_token, "bonecaller", c.Goal.CACHE)
    assert [a.hex for a in answer.answers] == [far]


def test_a_unit_is_never_its_own_closest_and_a_hex_can_ask_too() -> None:
    state = delve_state()
    enemies = c.closest(state, "warden", c.Goal.ENEMY)
    assert "warden" not in {a.unit for a in enemies.answers}
    from_hex = c.closest(state, Hex(-1, -2), c.Goal.ENEMY)
    assert from_hex.subject is None and from_hex.steps == 1


def test_no_route_gives_no_answer_and_says_so() -> None:
    # Brindle and the one free hex beside it are walled in by the party and the herald.
    answer = c.closest(delve_state(), "bonecaller", c.Goal.COMPANION)
    assert answer.answers == () and answer.steps is None and not answer.tie


def test_the_overland_map_lets_tokens_share_hexes() -> None:
    state = delve_state()
    overland = state.overland
    assert overland is not None
    answer = c.closest_town(overland)
    towns = overland.closest_town()
    assert [(a.hex, a.name) for a in answer.answers] == towns
    assert answer.overland and all(a.route[0] == overland.party for a in answer.answers)
    assert c.closest(state, "bonecaller", c.Goal.TOWN).overland


def test_bad_origins_are_refused() -> None:
    state = delve_state()
    with pytest.raises(ValueError):
        c.closest(state, Hex(40, 40), c.Goal.ENEMY)
    with pytest.raises(ValueError):
        c.closest(state, "oswin", c.Goal.ENEMY)  # not deployed


def test_range_counts_the_destination_but_not_the_start() -> None:
    assert c.range_between(Hex(0, 0), Hex(0, 0)) == 0
    assert c.range_between(Hex(0, 0), Hex(1, 0)) == 1
    assert c.range_between(Hex(0, 0), Hex(2, -1)) == 2
    assert c.range_between(Hex(-3, -4), Hex(1, 0)) == 8


def test_sight_is_the_own_tile_and_the_tiles_next_to_it() -> None:
    state = delve_state()
    bmap = state.battle.map  # type: ignore[union-attr]
    seen = c.view(state, "hrolfa", 1)
    entrance, barracks, _vault = (t.hexes for t in bmap.tiles)
    # The entrance touches the barracks, not the vault.
    assert seen.sight == entrance | barracks
    assert "warden" not in seen.units_in_sight  # on the vault
    assert seen.in_range == frozenset(h for h in Hex(0, -1).spiral(1) if h in bmap)
    assert set(seen.units_in_range) == {"veyth", "herald"}
    assert "hrolfa" not in seen.units_in_sight
    assert set(seen.targets) <= set(seen.units_in_sight)


def test_enemy_focus_only_on_an_enemy_turn() -> None:
    state = tie_state()
    assert c.enemy_focus(state) is None
    battle = state.battle
    assert battle is not None
    turn = state.replace(battle=battle.__class__(**{**_fields(battle), "phase": Phase.ENEMIES,
                                                     "turn": "bonecaller"}))  # fmt: skip
    focus = c.enemy_focus(turn)
    assert focus is not None and [a.unit for a in focus.answers] == ["zarri", "hrolfa"]


def _fields(battle: object) -> dict[str, object]:
    return {name: getattr(battle, name) for name in battle.__slots__}  # type: ignore[attr-defined]


def test_move_route_ends_on_a_free_hex_through_free_hexes() -> None:
    state = delve_state()
    route = c.move_route(state, "bonecaller", Hex(-1, -2))
    assert route == (Hex(0, -3), Hex(-1, -2)) or len(route) == 2
    assert c.move_route(state, "bonecaller", Hex(0, -1)) == ()  # occupied
    assert c.move_route(state, "brindle", Hex(-3, -5)) == ()  # boxed in
    assert c.move_route(state, "bonecaller", Hex(9, 9)) == ()


def test_move_route_goes_exactly_where_the_move_reaches_in_its_steps() -> None:
    state = delve_state()
    battle = state.battle
    assert battle is not None
    for unit in battle.units:
        reach = move_destinations(battle, unit)
        for h in sorted(battle.map.hexes):
            route = c.move_route(state, unit.id, h)
            assert bool(route) == (h in reach), (unit.id, h)
            if route:
                assert route[0] == unit.at and route[-1] == h and len(route) - 1 == reach[h]


def test_move_destinations_answers_for_what_it_is_asked_when_asked_in_turn() -> None:
    battle = delve_state().battle
    assert battle is not None
    units = [u for u in battle.units if u.at is not None][:3]
    for unit, steps in [(units[0], None), (units[1], None), (units[0], 1), (units[0], None)]:
        assert unit.at is not None
        fresh = graph.distances(battle.map, unit.at, steps)
        del fresh[unit.at]
        assert dict(move_destinations(battle, unit, steps)) == fresh, (unit.id, steps)
