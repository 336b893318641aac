"""Graph queries: closest, routes, doors, placements, sight (rules §6–§7)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from board.battlemap import BattleMap, PlacedTile
from board.graph import (
    Route,
    adjacent_tiles,
    cache_hexes,
    closest,
    closest_routes,
    distances,
    door_hexes,
    edge_hexes,
    explored_doors,
    farthest,
    in_sight,
    map_graph,
    placements,
    shortest_route,
    tile_graph,
)
from board.hexes import DIRECTIONS, Hex
from board.tiles import TileShape


def H(q: int, r: int) -> Hex:
    return Hex(q, r)


def shape(
    name: str, cells: list[tuple[int, int]], doors: list[tuple[int, int]], entrance: bool = False
) -> TileShape:
    return TileShape(
        name,
        frozenset(Hex(q, r) for q, r in cells),
        frozenset(Hex(q, r) for q, r in doors),
        entrance=entrance,
    )


# A straight three-hex bar with a door at one end, and one with doors at both ends.
BAR1 = shape("bar1", [(0, 0), (1, 0), (2, 0)], [(0, 0)])
BAR2 = shape("bar2", [(0, 0), (1, 0), (2, 0)], [(0, 0), (2, 0)])
# The entrance hall: a ring of seven with its one door icon over two hexes (north side).
HALL = shape(
    "hall",
    [(0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)],
    [(0, -1), (1, -1)],
    entrance=True,
)


def region(radius: int, minus: list[tuple[int, int]] = ()) -> BattleMap:  # type: ignore[assignment]
    """A door-less map of every hex within ``radius`` of the origin, minus some hexes."""
    holes = {Hex(q, r) for q, r in minus}
    return BattleMap.from_hexes(h for h in Hex(0, 0).spiral(radius) if h not in holes)


# ---------------------------------------------------------------- graph


def test_graph_nodes_and_edges() -> None:
    bmap = region(2)
    graph = map_graph(bmap)
    assert set(graph.nodes) == bmap.hexes
    # 19 hexes: 6 spokes + 6 ring-1 links + 12 ring-2 links + 12 ring-1→ring-2 twice.
    assert graph.number_of_edges() == 42
    assert all(a.distance(b) == 1 for a, b in graph.edges)
    assert map_graph(bmap) is graph  # built once
    assert map_graph(bmap.occupy(Hex(0, 0))) is graph  # occupancy does not rebuild it


def test_queries_share_the_graph_and_occupancy_never_rebuilds_it() -> None:
    bmap = region(3)
    graph = map_graph(bmap)
    moved = bmap.occupy(Hex(1, 0)).with_impassable([Hex(0, 2)])
    assert closest(moved, Hex(0, 0), [Hex(2, 0)]) == [(Hex(2, 0), 3)]
    assert map_graph(moved) is graph
    assert map_graph(BattleMap(bmap.tiles)) is not graph  # another map: its own graph


# ---------------------------------------------------------------- closest

SPIRAL3 = region(3)


@pytest.mark.parametrize(
    ("origin", "targets", "expected"),
    [
        # Three targets tie at two steps; the one at three steps is not returned.
        (
            H(0, 0),
            [H(3, 0), H(2, 0), H(0, -2), H(-2, 2)],
            [(H(-2, 2), 2), (H(0, -2), 2), (H(2, 0), 2)],
        ),
        (H(0, 0), [H(0, 0), H(1, 0)], [(H(0, 0), 0)]),
        (H(0, 0), [H(1, -1)], [(H(1, -1), 1)]),
        # Three far targets, all six steps away: every one is returned, in (q, r) order.
        (
            H(-3, 0),
            [H(3, 0), H(0, 3), H(3, -3)],
            [(H(0, 3), 6), (H(3, -3), 6), (H(3, 0), 6)],
        ),
        (H(0, 0), [H(9, 9)], []),  # off the map: ignored
        (H(0, 0), [], []),
    ],
)
def test_closest_open_map(origin: Hex, targets: list[Hex], expected: list[tuple[Hex, int]]) -> None:
    assert closest(SPIRAL3, origin, targets) == expected


# A two-row strip:   row r=0: q = 0..5     (0,0) (1,0) (2,0) (3,0) (4,0) (5,0)
#                    row r=1: q = 0..5        (0,1) (1,1) (2,1) (3,1) (4,1) (5,1)
STRIP = BattleMap.from_hexes([Hex(q, r) for q in range(6) for r in range(2)])


@pytest.mark.parametrize(
    ("occupied", "blocked", "impassable", "through", "expected"),
    [
        ([], [], [], False, [(H(5, 0), 5)]),
        # (2,0) taken: step down to row 1 and back up, one step longer.
        ([H(2, 0)], [], [], False, [(H(5, 0), 6)]),
        ([], [H(2, 0)], [], False, [(H(5, 0), 6)]),
        ([], [], [H(2, 0)], False, [(H(5, 0), 6)]),
        # A full column taken: no way through...
        ([H(2, 0), H(1, 1)], [], [], False, []),
        ([H(2, 0)], [H(1, 1)], [], False, []),
        # ...unless units may be passed through; impassable still stops.
        ([H(2, 0), H(1, 1)], [], [], True, [(H(5, 0), 5)]),
        ([H(2, 0)], [], [H(1, 1)], True, [(H(5, 0), 5)]),
        ([H(2, 0), H(1, 1)], [], [H(2, 1)], True, [(H(5, 0), 5)]),
        ([H(2, 0), H(1, 1)], [], [H(2, 1), H(3, 0)], True, []),
        # The target itself may be occupied (it is the unit being approached).
        ([H(5, 0)], [], [], False, [(H(5, 0), 5)]),
    ],
)
def test_closest_with_obstacles(
    occupied: list[Hex],
    blocked: list[Hex],
    impassable: list[Hex],
    through: bool,
    expected: list[tuple[Hex, int]],
) -> None:
    bmap = STRIP.with_occupied(occupied).with_impassable(impassable)
    assert closest(bmap, H(0, 0), [H(5, 0)], blocked, through_occupied=through) == expected


def test_closest_ties_around_an_obstacle_are_sorted() -> None:
    # (2,0) is occupied; enemies at (3,1), (3,0) and (5,0). The first two are both 4 steps
    # away (round through row 1), the third 6: the two tied ones come back in (q, r) order.
    bmap = STRIP.occupy(H(2, 0)).occupy(H(3, 1)).occupy(H(3, 0)).occupy(H(5, 0))
    assert closest(bmap, H(0, 0), [H(5, 0), H(3, 1), H(3, 0)]) == [(H(3, 0), 4), (H(3, 1), 4)]


def test_closest_origin_must_be_on_map() -> None:
    with pytest.raises(ValueError):
        closest(STRIP, H(-5, 0), [H(0, 0)])


@given(st.sampled_from(sorted(SPIRAL3.hexes)), st.lists(st.sampled_from(sorted(SPIRAL3.hexes))))
def test_closest_matches_hex_distance_on_an_open_convex_map(
    origin: Hex, targets: list[Hex]
) -> None:
    result = closest(SPIRAL3, origin, targets)
    if not targets:
        assert result == []
        return
    best = min(origin.distance(t) for t in targets)
    assert result == sorted((t, best) for t in set(targets) if origin.distance(t) == best)


# ---------------------------------------------------------------- routes and ranges


def test_shortest_route() -> None:
    bmap = STRIP.occupy(H(2, 0))
    route = shortest_route(bmap, H(0, 0), H(5, 0))
    assert route[0] == H(0, 0) and route[-1] == H(5, 0)
    assert len(route) - 1 == 6
    assert all(a.distance(b) == 1 for a, b in itertools.pairwise(route))
    assert H(2, 0) not in route
    assert route == shortest_route(bmap, H(0, 0), H(5, 0))  # stable
    assert shortest_route(bmap, H(0, 0), H(0, 0)) == [H(0, 0)]
    assert shortest_route(bmap.occupy(H(1, 1)), H(0, 0), H(5, 0)) == []
    assert shortest_route(bmap, H(0, 0), H(9, 9)) == []
    assert shortest_route(bmap, H(0, 0), H(2, 0)) == [H(0, 0), H(1, 0), H(2, 0)]


def test_distances_for_movement_range() -> None:
    bmap = STRIP.occupy(H(1, 0))
    reach = distances(bmap, H(0, 0), max_steps=2)
    assert reach == {H(0, 0): 0, H(0, 1): 1, H(1, 1): 2}
    assert distances(bmap, H(0, 0), through_occupied=True)[H(5, 0)] == 5


@pytest.mark.parametrize(
    ("occupied", "max_steps", "expected"),
    [
        ([], 0, {H(0, 0): 0}),
        ([], 1, {H(0, 0): 0, H(1, 0): 1, H(0, 1): 1}),
        ([H(0, 0)], 1, {H(0, 0): 0, H(1, 0): 1, H(0, 1): 1}),  # the mover's own hex
        ([H(1, 0)], 2, {H(0, 0): 0, H(0, 1): 1, H(1, 1): 2}),
        ([H(1, 0), H(0, 1)], 3, {H(0, 0): 0}),  # hemmed in
    ],
)
def test_reach_in_n_steps_through_unoccupied_hexes(
    occupied: list[Hex], max_steps: int, expected: dict[Hex, int]
) -> None:
    assert distances(STRIP.with_occupied(occupied), H(0, 0), max_steps) == expected


@pytest.mark.parametrize(
    ("occupied", "targets", "expected"),
    [
        # The far corner of the strip, then ties in (q, r) order.
        ([], [H(1, 0), H(5, 1), H(4, 1)], [(H(5, 1), 6)]),
        ([], [H(5, 0), H(4, 1)], [(H(4, 1), 5), (H(5, 0), 5)]),
        # (3,0) and (2,1) are both three hexes away, but round an occupied (2,0) the route to
        # (3,0) takes four steps: farthest counts by route.
        ([H(2, 0)], [H(3, 0), H(2, 1)], [(H(3, 0), 4)]),
        ([H(2, 0)], [H(3, 0), H(2, 1), H(4, 0)], [(H(4, 0), 5)]),
        # A target whose only route is blocked is left out.
        ([H(2, 0), H(1, 1)], [H(5, 0), H(1, 0)], [(H(1, 0), 1)]),
        ([H(2, 0), H(1, 1)], [H(5, 0)], []),
        ([], [H(0, 0)], [(H(0, 0), 0)]),
        ([], [H(9, 9)], []),
    ],
)
def test_farthest_by_route_with_ties(
    occupied: list[Hex], targets: list[Hex], expected: list[tuple[Hex, int]]
) -> None:
    assert farthest(STRIP.with_occupied(occupied), H(0, 0), targets) == expected


def test_farthest_counts_units_as_passable_when_told() -> None:
    bmap = STRIP.with_occupied([H(2, 0), H(1, 1)])
    assert farthest(bmap, H(0, 0), [H(5, 0)], through_occupied=True) == [(H(5, 0), 5)]
    assert farthest(STRIP, H(0, 0), [H(5, 0)], blocked=[H(2, 0), H(1, 1)]) == []


@pytest.mark.parametrize(
    ("occupied", "targets", "expected"),
    [
        # Several goals tie: each with its own route, in (q, r) order.
        (
            [],
            [H(2, 0), H(1, 1), H(4, 0)],
            [
                Route(H(1, 1), 2, (H(0, 0), H(0, 1), H(1, 1))),
                Route(H(2, 0), 2, (H(0, 0), H(1, 0), H(2, 0))),
            ],
        ),
        # The closest unoccupied hexes (no targets): never the origin, never a unit's hex.
        ([H(0, 0), H(1, 0)], None, [Route(H(0, 1), 1, (H(0, 0), H(0, 1)))]),
        # An enemy's destination: among free candidate hexes, the closest through free ones.
        ([H(1, 0), H(1, 1)], [H(2, 0), H(0, 1)], [Route(H(0, 1), 1, (H(0, 0), H(0, 1)))]),
        ([H(1, 0), H(0, 1)], [H(2, 0), H(3, 1)], []),
    ],
)
def test_closest_routes_to_many_targets(
    occupied: list[Hex], targets: list[Hex] | None, expected: list[Route]
) -> None:
    assert closest_routes(STRIP.with_occupied(occupied), H(0, 0), targets) == expected


def test_door_and_cache_hexes_of_every_tile() -> None:
    assert door_hexes(ROOMS) == {H(0, 0), H(2, 0), H(3, 0), H(5, 0), H(5, 1)}
    assert cache_hexes(ROOMS) == frozenset()
    vault = TileShape("vault", BAR1.hexes, BAR1.doors, caches=frozenset({H(2, 0)}))
    bmap = ROOMS.with_tile(PlacedTile(vault, H(0, 1), 0, "V"))
    assert cache_hexes(bmap) == {H(2, 1)}
    assert door_hexes(bmap) == door_hexes(ROOMS) | {H(0, 1)}


# ---------------------------------------------------------------- doors

# Two rooms joined door to door, and a third that only touches the second:
#   A = bar2 at (0,0): hexes (0,0) (1,0) (2,0), doors (0,0) (2,0)
#   B = bar2 at (3,0): hexes (3,0) (4,0) (5,0), doors (3,0) (5,0)   -- (2,0)|(3,0) explored
#   C = bar1 turned 1 at (5,1): hexes (5,1) (5,2) (5,3), door (5,1) -- next to B's door (5,0)
A = PlacedTile(BAR2, H(0, 0), 0, "A")
B = PlacedTile(BAR2, H(3, 0), 0, "B")
C = PlacedTile(BAR1, H(5, 1), 1, "C")
ROOMS = BattleMap((A, B, C))


def test_edge_hexes() -> None:
    assert edge_hexes(region(2)) == frozenset(Hex(0, 0).ring(2))
    assert edge_hexes(ROOMS) == ROOMS.hexes  # thin rooms: every hex is on an edge


def explorable_doors(bmap: BattleMap) -> frozenset[Hex]:
    """Doors on the map's edge not yet explored, the entrance's aside: what the placement
    filter keeps open (which of them may be explored now is for the rules to say)."""
    edges, explored = edge_hexes(bmap), explored_doors(bmap)
    return frozenset(
        d
        for t in bmap.tiles
        if not t.shape.entrance
        for d in t.doors
        if d in edges and d not in explored
    )


def test_explored_and_explorable_doors() -> None:
    assert C.doors == {H(5, 1)}
    assert explored_doors(ROOMS) == {H(2, 0), H(3, 0), H(5, 0), H(5, 1)}
    assert explorable_doors(ROOMS) == {H(0, 0)}


def test_entrance_doors_are_never_explorable() -> None:
    bmap = BattleMap((PlacedTile(HALL, uid="hall"),))
    assert explorable_doors(bmap) == frozenset()
    assert explored_doors(bmap) == frozenset()  # its two doors are the same tile's


@pytest.mark.parametrize(
    ("a", "b", "seen"),
    [
        (H(0, 0), H(2, 0), True),  # same tile
        (H(0, 0), H(5, 0), True),  # adjacent tiles A and B
        (H(4, 0), H(5, 3), True),  # B and C
        (H(5, 3), H(1, 0), False),  # C and A do not touch: sight is not transitive
        (H(0, 0), H(9, 9), False),  # off the map
        (H(9, 9), H(9, 9), False),
    ],
)
def test_sight_across_tiles(a: Hex, b: Hex, seen: bool) -> None:
    assert in_sight(ROOMS, a, b) is seen
    assert in_sight(ROOMS, b, a) is seen
    assert in_sight(ROOMS.with_occupied([H(1, 0), H(4, 0)]), a, b) is seen  # units never hide


@pytest.mark.parametrize(("tile", "adjacent"), [(0, {1}), (1, {0, 2}), (2, {1})])
def test_adjacent_tiles(tile: int, adjacent: set[int]) -> None:
    assert adjacent_tiles(ROOMS, tile) == adjacent


def test_tile_graph_links_tiles_sharing_a_hex_edge() -> None:
    tiles = tile_graph(ROOMS)
    assert set(tiles.nodes) == {0, 1, 2}
    assert {frozenset(e) for e in tiles.edges} == {frozenset({0, 1}), frozenset({1, 2})}
    assert tile_graph(ROOMS.occupy(H(0, 0))) is tiles


# ---------------------------------------------------------------- placements


def _check_legal(bmap: BattleMap, explored: Hex, result: list[PlacedTile]) -> None:
    for tile in result:
        assert not tile.hexes & bmap.hexes
        assert any(d.distance(explored) == 1 for d in tile.doors)
    keys = [(t.hexes, t.doors) for t in result]
    assert len(set(keys)) == len(keys)


def test_surrounded_hex_fits_nothing() -> None:
    # The origin with all six neighbours on the map: no free hex to put a door on.
    assert placements(region(3), BAR1, H(0, 0)) == []


def test_pocket_too_small_fits_nothing() -> None:
    # One free hex, (1,0), inside a solid region: a three-hex tile cannot fit.
    assert placements(region(4, [(1, 0)]), BAR1, H(0, 0)) == []


def test_channel_fits_one_rotation_only() -> None:
    # A dead-straight channel (1,0)..(4,0) cut east out of a solid region of radius 4;
    # the explored hex is the origin at its closed end:
    #
    #     # # # # #
    #    # # # # # #
    #   # # X . . . .      X = explored hex (0,0), . = free channel hexes
    #    # # # # # #
    #     # # # # #
    #
    # The bar must lie along the channel (rotation 0); every other turn hits the walls.
    bmap = region(4, [(1, 0), (2, 0), (3, 0), (4, 0)])
    result = placements(bmap, BAR1, H(0, 0))
    assert result == [PlacedTile(BAR1, H(1, 0), 0)]
    assert result[0].hexes == {H(1, 0), H(2, 0), H(3, 0)}


def test_wall_allows_four_rotations_per_free_hex() -> None:
    # A straight wall along r = 0, explored hex in its middle. Four free hexes touch X,
    # two north and two south; from each, the bar can point four ways out of six (the two
    # pointing back into the wall are refused):
    #
    #      n n             n = free hexes north of X: (0,-1) (1,-1)
    #   # # X # #         X = (0,0), # = wall
    #    s s               s = free hexes south of X: (-1,1) (0,1)
    bmap = BattleMap.from_hexes(Hex(q, 0) for q in range(-3, 4))
    result = placements(bmap, BAR1, H(0, 0))
    _check_legal(bmap, H(0, 0), result)
    assert len(result) == 16
    by_cell: dict[Hex, set[int]] = {}
    for tile in result:
        (door,) = tile.doors
        by_cell.setdefault(door, set()).add(tile.rotation)
    assert by_cell == {
        H(0, -1): {0, 3, 4, 5},
        H(1, -1): {0, 3, 4, 5},
        H(-1, 1): {0, 1, 2, 3},
        H(0, 1): {0, 1, 2, 3},
    }
    # Stable: the same call gives the same order.
    assert placements(bmap, BAR1, H(0, 0)) == result


def test_symmetric_tile_placements_are_deduplicated() -> None:
    # bar2 turned 3 with its other door first is the very same placement as turn 0.
    bmap = region(4, [(1, 0), (2, 0), (3, 0), (4, 0)])
    result = placements(bmap, BAR2, H(0, 0))
    assert [t.hexes for t in result] == [{H(1, 0), H(2, 0), H(3, 0)}]


def test_filter_keeps_only_placements_with_an_explorable_door() -> None:
    # A three-hex pocket (0,0) (1,0) (2,0) in a solid region of radius 3, explored hex
    # X = (3,0) on the east rim:
    #
    #    # # # #
    #   # . . . X  ~ ~     . = pocket, ~ = open space outside the region
    #    # # # #
    #
    # bar2 fits the pocket exactly, but then its far door (0,0) is walled in and could never
    # be explored; placements into the open leave it explorable, so only those are kept.
    bmap = region(3, [(0, 0), (1, 0), (2, 0)])
    result = placements(bmap, BAR2, H(3, 0))
    _check_legal(bmap, H(3, 0), result)
    assert result
    pocket = {H(0, 0), H(1, 0), H(2, 0)}
    assert all(t.hexes != pocket for t in result)
    for tile in result:
        new = bmap.with_tile(tile)
        assert explorable_doors(new) & {d for d in tile.doors if d.distance(H(3, 0)) > 1}


def test_filter_yields_when_no_door_can_stay_explorable() -> None:
    # Same idea, but the pocket (1,0) (2,0) (3,0) is the only free space next to X = (0,0):
    #
    #    # # # # #
    #   # # X . . . #      the far door (3,0) ends walled in
    #    # # # # #
    #
    # No placement keeps a door explorable, so the legal ones are all kept.
    bmap = region(4, [(1, 0), (2, 0), (3, 0)])
    result = placements(bmap, BAR2, H(0, 0))
    assert result == [PlacedTile(BAR2, H(1, 0), 0)]
    assert explorable_doors(bmap.with_tile(result[0])) == frozenset()


def test_first_room_against_the_entrance_hall() -> None:
    # The hall (a ring of seven) with its door icon over (0,-1) and (1,-1), north side.
    # The first room (bar2) goes against the door hex (0,-1).
    hall = BattleMap((PlacedTile(HALL, uid="hall"),))
    result = placements(hall, BAR2, H(0, -1))
    _check_legal(hall, H(0, -1), result)
    assert result
    for tile in result:
        new = hall.with_tile(tile)
        connecting = next(d for d in tile.doors if d.distance(H(0, -1)) == 1)
        assert connecting in explored_doors(new)
        # The far door must stay explorable: in particular not next to the hall's other door.
        far = tile.doors - {connecting}
        assert far <= explorable_doors(new)
    # Lying along the hall's north side puts the far door (2,-2) next to the door (1,-1):
    # explored at once, so that placement is filtered out.
    along = PlacedTile(BAR2, H(0, -2), 0)
    assert along.doors == {H(0, -2), H(2, -2)}
    assert along not in result
    assert all(not (t.hexes & {H(2, -2)} and H(2, -2) in t.doors) for t in result)


def test_placements_need_a_hex_on_the_map() -> None:
    with pytest.raises(ValueError):
        placements(STRIP, BAR1, H(40, 40))


def test_directions_are_used_in_order() -> None:
    # Rotation first, then door, then the free hexes next to X in DIRECTIONS order. With
    # rotation 0 (pointing east) only the west neighbour fails (the bar would cross X).
    bmap = BattleMap.from_hexes([H(0, 0)])
    result = placements(bmap, BAR1, H(0, 0))
    turn0 = [next(iter(t.doors)) for t in result if t.rotation == 0]
    assert turn0 == [H(0, 0) + d for i, d in enumerate(DIRECTIONS) if i != 3]
    assert [t.rotation for t in result] == sorted(t.rotation for t in result)
    assert len(result) == 6 * 5
