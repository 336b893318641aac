"""Breadth-first queries over a networkx hex graph (rules §6.1, §6.2): closest and farthest
with every tie, routes, reach; checked on small maps and against networkx's own distances."""

from __future__ import annotations

import itertools

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from board import search
from board.battlemap import BattleMap
from board.graph import map_graph
from board.hexes import ORIGIN, Hex
from board.search import Route


def H(q: int, r: int) -> Hex:
    return Hex(q, r)


DISC = map_graph(BattleMap.from_hexes(ORIGIN.spiral(4)))
# A strip two rows deep:  r=0: (0,0) (1,0) (2,0) (3,0) (4,0) (5,0)
#                         r=1:    (0,1) (1,1) (2,1) (3,1) (4,1) (5,1)
STRIP = map_graph(BattleMap.from_hexes(H(q, r) for q in range(6) for r in range(2)))
WALL = [H(1, -1), H(1, 0), H(0, 1)]  # three of the origin's six neighbours


def is_route(route: tuple[Hex, ...]) -> bool:
    return all(a.distance(b) == 1 for a, b in itertools.pairwise(route))


@pytest.mark.parametrize(
    ("graph", "origin", "goals", "blocked", "expected"),
    [
        # Ties come back in (q, r) order; a farther goal is not returned.
        (DISC, ORIGIN, [H(2, 0), H(-2, 0), H(0, 3)], [], [(H(-2, 0), 2), (H(2, 0), 2)]),
        (DISC, ORIGIN, [ORIGIN, H(1, 0)], [], [(ORIGIN, 0)]),  # the origin is the answer
        (DISC, ORIGIN, [], [], []),
        (DISC, ORIGIN, [H(3, 0)], ORIGIN.ring(1), []),  # walled in: nothing reachable
        # A blocked goal may end a route; the wall is walked around.
        (DISC, ORIGIN, [H(2, 0)], [*WALL, H(2, 0)], [(H(2, 0), 5)]),
        # A goal whose only route is blocked is not reached; the other one is.
        (STRIP, H(0, 0), [H(5, 0), H(0, 1)], [H(1, 0), H(1, 1)], [(H(0, 1), 1)]),
        (STRIP, H(0, 0), [H(5, 0)], [H(2, 0), H(1, 1)], []),
        (STRIP, H(0, 0), [H(5, 0)], [H(2, 0)], [(H(5, 0), 6)]),
        # Goals behind a blocked goal: the blocked one is entered, never left.
        (STRIP, H(0, 0), [H(1, 0), H(2, 0)], [H(1, 0), H(0, 1)], [(H(1, 0), 1)]),
        (STRIP, H(0, 0), [H(2, 0)], [H(1, 0), H(0, 1)], []),
    ],
)
def test_closest_with_ties_and_blocking(
    graph: nx.Graph,
    origin: Hex,
    goals: list[Hex],
    blocked: list[Hex],
    expected: list[tuple[Hex, int]],
) -> None:
    assert search.closest(graph, origin, set(goals), set(blocked)) == expected
    routes = search.closest_routes(graph, origin, set(goals), set(blocked))
    assert [(r.goal, r.steps) for r in routes] == expected
    for r in routes:
        assert r.hexes[0] == origin and r.hexes[-1] == r.goal and len(r.hexes) == r.steps + 1
        assert is_route(r.hexes) and not set(r.hexes[1:-1]) & set(blocked)


def test_the_origin_as_a_goal_is_the_only_answer_with_its_route() -> None:
    assert search.closest_routes(DISC, ORIGIN, {ORIGIN, H(1, 0)}) == [Route(ORIGIN, 0, (ORIGIN,))]


def test_any_hex_goal_is_the_nearest_enterable_ring() -> None:
    found = search.closest_routes(DISC, ORIGIN, None, {H(1, 0)})
    assert [r.goal for r in found] == sorted(set(ORIGIN.ring(1)) - {H(1, 0)})
    assert all(r.steps == 1 for r in found)


def test_equal_routes_give_the_smallest_hexes_walking_back() -> None:
    # Round a blocked (1,0) to (2,0): by (1,-1),(2,-1) or by (0,1),(1,1). Walking back from
    # the goal, the smaller of (1,1) and (2,-1) in (q, r) order is taken: always the same.
    (route,) = search.closest_routes(DISC, ORIGIN, {H(2, 0)}, {H(1, 0)})
    assert route == Route(H(2, 0), 3, (ORIGIN, H(0, 1), H(1, 1), H(2, 0)))


@pytest.mark.parametrize(
    ("graph", "origin", "goals", "blocked", "expected"),
    [
        # Every goal at the most steps, ties in (q, r) order.
        (DISC, ORIGIN, [H(1, 0), H(-2, 0), H(0, 2), H(1, -1)], [], [(H(-2, 0), 2), (H(0, 2), 2)]),
        (DISC, ORIGIN, [ORIGIN], [], [(ORIGIN, 0)]),
        (DISC, ORIGIN, [ORIGIN, H(0, 1)], [], [(H(0, 1), 1)]),
        (DISC, ORIGIN, [], [], []),
        # Counted by route, not by straight distance: round the wall, (2,0) is the farthest.
        (DISC, ORIGIN, [H(2, 0), H(-3, 0)], WALL, [(H(2, 0), 5)]),
        # A goal no route reaches is left out, even if it would be the farthest.
        (STRIP, H(0, 0), [H(5, 0), H(0, 1)], [H(2, 0), H(1, 1)], [(H(0, 1), 1)]),
        (STRIP, H(0, 0), [H(5, 0)], [H(2, 0), H(1, 1)], []),
        # A blocked goal is reached but not passed through.
        (STRIP, H(0, 0), [H(1, 0), H(3, 0)], [H(1, 0), H(0, 1)], [(H(1, 0), 1)]),
        (STRIP, H(0, 0), [H(5, 0), H(5, 1)], [], [(H(5, 1), 6)]),  # the far corner
    ],
)
def test_farthest_with_ties_and_blocking(
    graph: nx.Graph,
    origin: Hex,
    goals: list[Hex],
    blocked: list[Hex],
    expected: list[tuple[Hex, int]],
) -> None:
    assert search.farthest(graph, origin, set(goals), set(blocked)) == expected


@pytest.mark.parametrize(
    ("graph", "origin", "blocked", "max_steps", "expected"),
    [
        (STRIP, H(0, 0), [], 0, {H(0, 0): 0}),
        (STRIP, H(0, 0), [], 1, {H(0, 0): 0, H(1, 0): 1, H(0, 1): 1}),
        (STRIP, H(0, 0), [H(1, 0)], 2, {H(0, 0): 0, H(0, 1): 1, H(1, 1): 2}),
        (STRIP, H(0, 0), [H(1, 0), H(0, 1)], None, {H(0, 0): 0}),  # walled in
        # The origin itself may stand on a blocked hex (the unit's own).
        (STRIP, H(0, 0), [H(0, 0), H(1, 0)], 1, {H(0, 0): 0, H(0, 1): 1}),
    ],
)
def test_reach_in_n_steps(
    graph: nx.Graph,
    origin: Hex,
    blocked: list[Hex],
    max_steps: int | None,
    expected: dict[Hex, int],
) -> None:
    assert search.reach(graph, origin, set(blocked), max_steps) == expected


def test_reach_walks_round_blocked_hexes() -> None:
    found = search.reach(DISC, ORIGIN, {H(1, 0)})
    assert found[ORIGIN] == 0 and H(1, 0) not in found
    assert found[H(2, 0)] == 3 and found[H(-2, 0)] == 2
    assert len(found) == DISC.number_of_nodes() - 1


cells = st.sets(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), min_size=2, max_size=50)


@settings(max_examples=80, deadline=None)
@given(cells, st.data())
def test_answers_agree_with_networkx_distances_on_the_open_hexes(
    pairs: set[tuple[int, int]], data: st.DataObject
) -> None:
    hexes = sorted(Hex(q, r) for q, r in pairs)
    graph = map_graph(BattleMap.from_hexes(hexes))
    origin = data.draw(st.sampled_from(hexes))
    goals = data.draw(st.sets(st.sampled_from(hexes), max_size=5)) - {origin}
    blocked = data.draw(st.sets(st.sampled_from(hexes), max_size=10)) - {origin}
    # The oracle: networkx's own distances on the hexes a route may pass, each blocked goal
    # joined to its neighbours there (entered, never left).
    passable = set(hexes) - blocked
    open_hexes = graph.subgraph(passable).to_directed()
    open_hexes.add_edges_from((n, g) for g in goals & blocked for n in graph[g] if n in passable)
    far = nx.single_source_shortest_path_length(open_hexes, origin)
    reached = {g: far[g] for g in goals if g in far}
    near = min(reached.values(), default=None)
    assert search.closest(graph, origin, goals, blocked) == sorted(
        (g, d) for g, d in reached.items() if d == near
    )
    top = max(reached.values(), default=None)
    assert search.farthest(graph, origin, goals, blocked) == sorted(
        (g, d) for g, d in reached.items() if d == top
    )
    for r in search.closest_routes(graph, origin, goals, blocked):
        assert is_route(r.hexes) and not set(r.hexes[1:-1]) & (blocked | goals)
    assert search.reach(graph, origin, blocked) == nx.single_source_shortest_path_length(
        graph.subgraph(passable), origin
    )
