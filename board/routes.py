"""Fewest-hex routes to the nearest goals: every tied goal with one route to it (rules §6.2).

The search runs over plain ``(q, r)`` pairs rather than ``Hex`` objects: tuple hashing is
done in C, and a query on a 10,000-hex map hashes tens of thousands of coordinates. ``Hex``
objects are made only for the answers. A map's pairs are computed once per set of tiles and
kept with the map (``BattleMap.memo``), so the first query pays for them and no later one.

Blocking follows ``board.graph``: a route never enters a hex in ``stops``, but a goal may be
the last hex of a route even when it is in ``stops`` (a goal is usually a unit's hex).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass

from board.battlemap import BattleMap
from board.hexes import FractionalHex, Hex, hex_lerp, hex_round

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Route:
    """One closest goal: its hex, the steps to it (hexes entered, the goal included) and one
    fewest-hex route ``(origin, ..., goal)`` (rules §6.1, §6.2)."""

    goal: Hex
    steps: int
    hexes: tuple[Hex, ...]


def pairs_of(hexes: Iterable[Hex]) -> frozenset[Pair]:
    """The ``(q, r)`` pairs of some hexes."""
    return frozenset((h.q, h.r) for h in hexes)


def map_pairs(bmap: BattleMap) -> frozenset[Pair]:
    """Every hex of the map as a ``(q, r)`` pair, computed once per set of tiles."""
    return bmap.memo("routes.pairs", lambda: pairs_of(bmap.hexes))


def door_pairs(bmap: BattleMap) -> frozenset[Pair]:
    """The door hexes of every tile as pairs (rules §7.1), computed once per set of tiles."""
    return bmap.memo("routes.doors", lambda: pairs_of(d for t in bmap.tiles for d in t.doors))


def cache_pairs(bmap: BattleMap) -> frozenset[Pair]:
    """The cache hexes of every tile as pairs, computed once per set of tiles."""
    return bmap.memo("routes.caches", lambda: pairs_of(c for t in bmap.tiles for c in t.caches))


def _around(q: int, r: int) -> tuple[Pair, ...]:
    """The six neighbours of ``(q, r)`` (rules §6.1: hexes sharing an edge)."""
    return ((q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1), (q + 1, r - 1))


def _walk_back(dist: dict[Pair, int], goal: Pair) -> tuple[Hex, ...]:
    """The route from the origin (distance 0) to ``goal``: walking back, the smallest (q, r)
    neighbour one step nearer each time, so equal routes always give the same answer (the
    same choice as ``board.graph.shortest_route``)."""
    q, r = goal
    d = dist[goal]
    route = [Hex(q, r)]
    while d > 0:
        d -= 1
        q, r = min(n for n in _around(q, r) if dist.get(n) == d)
        route.append(Hex(q, r))
    route.reverse()
    return tuple(route)


def nearest_routes(
    cells: Collection[Pair],
    origin: Hex,
    goals: Collection[Pair] | None,
    stops: Iterable[Pair] = (),
) -> list[Route]:
    """Every goal at the fewest steps from ``origin``, in (q, r) order, each with one route
    (rules §6.2: closest = fewest hexes; ties are all returned for the party to choose).

    ``cells`` are the hexes a route may use; ``stops`` those it may not enter (occupied or
    impassable hexes), except as its last hex when that is a goal. ``goals`` ``None`` means
    any hex a route can enter (the closest free hexes). ``origin`` itself, if a goal, is the
    only answer, at 0 steps. Empty when no goal can be reached.
    """
    dist, found = _nearest(cells, origin, goals, stops)
    return [Route(Hex(*g), dist[g], _walk_back(dist, g)) for g in found]


def nearest_steps(
    cells: Collection[Pair],
    origin: Hex,
    goals: Collection[Pair] | None,
    stops: Iterable[Pair] = (),
) -> list[tuple[Hex, int]]:
    """As ``nearest_routes``, the goals with their steps only, without walking the routes
    (rules §6.2)."""
    dist, found = _nearest(cells, origin, goals, stops)
    return [(Hex(*g), dist[g]) for g in found]


def _nearest(
    cells: Collection[Pair],
    origin: Hex,
    goals: Collection[Pair] | None,
    stops: Iterable[Pair],
) -> tuple[dict[Pair, int], list[Pair]]:
    """The distances seen and the nearest goals in (q, r) order, for ``nearest_routes``."""
    start = (origin.q, origin.r)
    if goals is not None and start in goals:
        return {start: 0}, [start]
    dist: dict[Pair, int] = dict.fromkeys(stops, -1)
    if goals is not None and dist:
        for g in goals if len(goals) < len(dist) else [s for s in dist if s in goals]:
            dist.pop(g, None)
    dist[start] = 0
    return dist, sorted(_search(cells, start, goals, dist))


def _search(
    cells: Collection[Pair],
    start: Pair,
    goals: Collection[Pair] | None,
    dist: dict[Pair, int],
    max_steps: int | None = None,
) -> list[Pair]:
    """Level by level from ``start``; stops at the first level holding a goal, or after
    ``max_steps`` levels. ``dist`` holds the hexes already seen (stops at -1) and receives
    every distance found. With no goals (an empty collection) it measures everything."""
    frontier = [start]
    d = 0
    any_hex = goals is None
    while frontier and (max_steps is None or d < max_steps):
        d += 1
        found: list[Pair] = []
        following: list[Pair] = []
        for q, r in frontier:
            for n in _around(q, r):
                if n in dist or n not in cells:
                    continue
                dist[n] = d
                if any_hex or n in goals:  # type: ignore[operator]
                    found.append(n)
                else:
                    following.append(n)
        if found:
            return found
        frontier = following
    return []


def route_between(
    cells: Collection[Pair], origin: Hex, target: Hex, stops: Iterable[Pair] = ()
) -> tuple[Hex, ...]:
    """One fewest-hex route ``(origin, ..., target)`` avoiding ``stops`` (the target may be
    one), or ``()`` when there is none (rules §6.2)."""
    goal = (target.q, target.r)
    if goal not in cells:
        return ()
    routes = nearest_routes(cells, origin, (goal,), stops)
    return routes[0].hexes if routes else ()


def reachable(
    cells: Collection[Pair],
    origin: Hex,
    stops: Iterable[Pair] = (),
    keep: Callable[[Pair], bool] | None = None,
    max_steps: int | None = None,
) -> dict[Pair, int]:
    """Steps from ``origin`` to every hex a route can reach without entering ``stops``,
    within ``max_steps`` steps if given (rules §6.2); ``origin`` is at 0. ``keep`` filters
    the answer, not the search."""
    start = (origin.q, origin.r)
    dist: dict[Pair, int] = dict.fromkeys(stops, -1)
    dist[start] = 0
    _search(cells, start, (), dist, max_steps)
    return {p: s for p, s in dist.items() if s >= 0 and (keep is None or keep(p))}


def hex_line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """The hexes a straight line from the centre of ``a`` to the centre of ``b`` crosses,
    ``a`` first: ``a.distance(b) + 1`` hexes, so the range (rules §6.1: the destination
    counts, the start does not) is the number of hexes after ``a``. A tiny nudge keeps a
    line running along hex edges on one side."""
    n = a.distance(b)
    if n == 0:
        return (a,)
    start = FractionalHex(a.q + 1e-6, a.r + 2e-6)
    end = FractionalHex(b.q + 1e-6, b.r + 2e-6)
    return tuple(hex_round(hex_lerp(start, end, i / n)) for i in range(n + 1))


def tile_neighbours(bmap: BattleMap) -> dict[int, frozenset[int]]:
    """For each tile (its position in ``bmap.tiles``), the tiles sharing a hex edge with it
    (rules §6.3: sight reaches adjacent tiles). Plain lookups, no graph, computed once per
    set of tiles, so the first sight query on a big map does not wait for networkx."""

    def build() -> dict[int, frozenset[int]]:
        index = {(h.q, h.r): i for h, i in bmap.index().items()}
        links: dict[int, set[int]] = {i: set() for i in range(len(bmap.tiles))}
        get = index.get
        for (q, r), i in index.items():
            for n in ((q + 1, r), (q, r + 1), (q - 1, r + 1)):
                j = get(n)
                if j is not None and j != i:
                    links[i].add(j)
                    links[j].add(i)
        return {i: frozenset(js) for i, js in links.items()}

    return bmap.memo("routes.tile_neighbours", build)
