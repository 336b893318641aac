"""Fewest-hex routes over (q, r) pairs (rules §6), checked against board.graph."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from board import graph
from board.battlemap import BattleMap
from board.hexes import ORIGIN, Hex
from board.routes import (
    Route,
    hex_line,
    map_pairs,
    nearest_routes,
    pairs_of,
    reachable,
    route_between,
    tile_neighbours,
)

DISC = BattleMap.from_hexes(ORIGIN.spiral(4))


def test_every_tied_goal_comes_with_its_own_route_in_q_r_order() -> None:
    goals = pairs_of([Hex(2, 0), Hex(-2, 0), Hex(0, 3)])
    found = nearest_routes(map_pairs(DISC), ORIGIN, goals)
    assert [r.goal for r in found] == [Hex(-2, 0), Hex(2, 0)]
    for r in found:
        assert r.steps == 2
        assert r.hexes[0] == ORIGIN and r.hexes[-1] == r.goal and len(r.hexes) == 3
        assert all(a.distance(b) == 1 for a, b in zip(r.hexes, r.hexes[1:], strict=False))


def test_the_origin_as_a_goal_is_the_only_answer() -> None:
    found = nearest_routes(map_pairs(DISC), ORIGIN, pairs_of([ORIGIN, Hex(1, 0)]))
    assert found == [Route(ORIGIN, 0, (ORIGIN,))]


def test_stops_are_walked_around_but_a_goal_in_them_is_reached() -> None:
    wall = [Hex(1, -1), Hex(1, 0), Hex(0, 1)]
    target = Hex(2, 0)
    stops = pairs_of([*wall, target])
    found = nearest_routes(map_pairs(DISC), ORIGIN, pairs_of([target]), stops)
    bmap = DISC.with_occupied([*wall, target])
    assert [(r.goal, r.steps) for r in found] == graph.closest(bmap, ORIGIN, [target])
    assert found[0].steps == 5
    assert not set(found[0].hexes[1:-1]) & set(wall)


def test_no_goal_reachable_gives_nothing() -> None:
    ring = pairs_of(ORIGIN.ring(1))
    assert nearest_routes(map_pairs(DISC), ORIGIN, pairs_of([Hex(3, 0)]), ring) == []
    assert route_between(map_pairs(DISC), ORIGIN, Hex(3, 0), ring) == ()
    assert route_between(map_pairs(DISC), ORIGIN, Hex(30, 0)) == ()


def test_any_hex_goal_is_the_nearest_enterable_ring() -> None:
    stops = pairs_of([Hex(1, 0)])
    found = nearest_routes(map_pairs(DISC), ORIGIN, None, stops)
    assert {r.goal for r in found} == set(ORIGIN.ring(1)) - {Hex(1, 0)}


def test_reachable_counts_steps_and_skips_stops() -> None:
    reach = reachable(map_pairs(DISC), ORIGIN, pairs_of([Hex(1, 0)]))
    assert reach[(0, 0)] == 0 and (1, 0) not in reach
    assert reach[(2, 0)] == 3  # around the stop
    assert reach[(-2, 0)] == 2
    assert len(reach) == len(DISC) - 1


def test_map_pairs_are_kept_with_the_map() -> None:
    assert map_pairs(DISC) is map_pairs(DISC.occupy(Hex(1, 0)))


cells = st.sets(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), min_size=2, max_size=50)


@settings(max_examples=80, deadline=None)
@given(cells, st.data())
def test_the_same_answers_and_route_lengths_as_the_graph(
    pairs: set[tuple[int, int]], data: st.DataObject
) -> None:
    hexes = sorted(Hex(q, r) for q, r in pairs)
    bmap = BattleMap.from_hexes(hexes)
    origin = data.draw(st.sampled_from(hexes))
    goals = data.draw(st.sets(st.sampled_from(hexes), max_size=5))
    occupied = data.draw(st.sets(st.sampled_from(hexes), max_size=10)) - {origin}
    bmap = bmap.with_occupied(occupied)
    expected = graph.closest(bmap, origin, goals)
    found = nearest_routes(map_pairs(bmap), origin, pairs_of(goals), pairs_of(occupied))
    assert [(r.goal, r.steps) for r in found] == expected
    for r in found:
        assert list(r.hexes) == graph.shortest_route(bmap, origin, r.goal)


@pytest.mark.parametrize("target", [Hex(4, 0), Hex(-4, 4), Hex(0, -4)])
def test_route_between_is_a_shortest_route(target: Hex) -> None:
    route = route_between(map_pairs(DISC), ORIGIN, target)
    assert len(route) - 1 == ORIGIN.distance(target)


def test_tile_neighbours_are_the_graphs_adjacent_tiles() -> None:
    from rules.setup import delve_state

    bmap = delve_state().battle.map  # type: ignore[union-attr]
    found = tile_neighbours(bmap)
    for i in range(len(bmap.tiles)):
        assert found[i] == graph.adjacent_tiles(bmap, i)


def test_hex_line_has_one_hex_per_step_and_the_destination() -> None:
    line = hex_line(Hex(-3, -5), Hex(1, -1))
    assert len(line) == 9 and line[0] == Hex(-3, -5) and line[-1] == Hex(1, -1)
    assert all(a.distance(b) == 1 for a, b in itertools.pairwise(line))
    assert hex_line(ORIGIN, ORIGIN) == (ORIGIN,)
