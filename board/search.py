"""Breadth-first queries over a networkx hex graph (rules §6.1, §6.2): the closest and the
farthest goals with every tie, one route to each closest goal, and the hexes reached within a
number of steps.

Every query walks ``networkx.generic_bfs_edges`` over the graph it is given, with a neighbour
filter for blocking: occupancy changes from one query to the next, so it is a filter applied
while walking, never a copied graph or a view built per query. The walk goes level by level
(breadth-first layers), so every goal of the level where the first one appears is found, and
a closest query visits nothing farther.

Blocking: a route never passes through a ``blocked`` hex. A goal, however, may be the last hex
of a route even when it is blocked (a goal is usually the hex of a unit being approached);
such a goal is entered but never left. The origin is where the walk starts, blocked or not.
Ties come back in (q, r) order, so answers are stable.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from itertools import filterfalse

import networkx as nx

from board.hexes import Hex

Neighbours = Callable[[Hex], Iterable[Hex]]


@dataclass(frozen=True, slots=True)
class Route:
    """One closest goal: its hex, the steps to it (hexes entered, the goal included) and one
    fewest-hex route ``(origin, ..., goal)`` (rules §6.1, §6.2)."""

    goal: Hex
    steps: int
    hexes: tuple[Hex, ...]


def _neighbours(
    graph: nx.Graph, origin: Hex, blocked: Collection[Hex], goals: Collection[Hex] = ()
) -> Neighbours:
    """The neighbours a walk from ``origin`` may step to from a hex: any but the ``blocked``
    hexes, except ``goals`` among them, which may be entered but are never left (rules §6.2).
    Without blocked hexes, the graph's own neighbours."""
    around: Neighbours = graph.neighbors
    if not blocked:
        return around
    walls = blocked if isinstance(blocked, (set, frozenset)) else frozenset(blocked)
    ends = set(walls.intersection(goals))
    ends.discard(origin)
    if not ends:
        return lambda h: filterfalse(walls.__contains__, around(h))
    passing = walls.difference(ends)

    def step(h: Hex) -> Iterable[Hex]:
        if h in ends:
            return ()
        return filterfalse(passing.__contains__, around(h))

    return step


def reach(
    graph: nx.Graph,
    origin: Hex,
    blocked: Collection[Hex] = (),
    max_steps: int | None = None,
) -> dict[Hex, int]:
    """Steps from ``origin`` to every hex reached without entering a ``blocked`` hex, within
    ``max_steps`` steps if given (rules §6.2: the hexes a move of that many steps reaches).
    ``origin`` is at 0."""
    steps = {origin: 0}
    around = _neighbours(graph, origin, blocked)
    for parent, child in nx.generic_bfs_edges(graph, origin, around, max_steps):
        steps[child] = steps[parent] + 1
    return steps


def _nearest(
    graph: nx.Graph,
    origin: Hex,
    goals: Collection[Hex] | None,
    blocked: Collection[Hex],
) -> tuple[dict[Hex, int], list[Hex]]:
    """The steps of every hex seen and the closest goals in (q, r) order. ``goals`` ``None``
    means any hex a route can enter."""
    if goals is not None and origin in goals:
        return {origin: 0}, [origin]
    if goals is not None and not goals:
        return {origin: 0}, []
    steps = {origin: 0}
    found: list[Hex] = []
    level = 0
    around = _neighbours(graph, origin, blocked, goals or ())
    for parent, child in nx.generic_bfs_edges(graph, origin, around):
        d = steps[parent] + 1
        if found and d > level:
            break  # the level of the first goal is complete
        steps[child] = d
        if goals is None or child in goals:
            found.append(child)
            level = d
    found.sort()
    return steps, found


def _walk_back(graph: nx.Graph, steps: dict[Hex, int], goal: Hex) -> tuple[Hex, ...]:
    """The route from the origin (0 steps) to ``goal``, walking back to the smallest (q, r)
    neighbour one step nearer each time, so equal routes always give the same answer."""
    h = goal
    d = steps[goal]
    route = [h]
    while d > 0:
        d -= 1
        h = min(n for n in graph.neighbors(h) if steps.get(n) == d)
        route.append(h)
    route.reverse()
    return tuple(route)


def closest_routes(
    graph: nx.Graph,
    origin: Hex,
    goals: Collection[Hex] | None,
    blocked: Collection[Hex] = (),
) -> list[Route]:
    """Every goal at the fewest steps from ``origin``, in (q, r) order, each with one route
    (rules §6.2: closest = fewest hexes; ties are all returned for the party to choose).

    This is the multi-target search of the map: the closest of many candidate hexes through
    unoccupied ones (rules §4.4, an enemy's destination: pass the unoccupied hexes from which
    a target would be in range and sight as ``goals`` and the occupied ones as ``blocked``).
    ``goals`` ``None`` means any hex a route can enter (the closest free hexes, never the
    origin). ``origin`` itself, if a goal, is the only answer, at 0 steps. Empty when no goal
    can be reached.
    """
    steps, found = _nearest(graph, origin, goals, blocked)
    return [Route(g, steps[g], _walk_back(graph, steps, g)) for g in found]


def closest(
    graph: nx.Graph,
    origin: Hex,
    goals: Collection[Hex] | None,
    blocked: Collection[Hex] = (),
) -> list[tuple[Hex, int]]:
    """As ``closest_routes``, the goals with their steps only (rules §6.2)."""
    steps, found = _nearest(graph, origin, goals, blocked)
    return [(g, steps[g]) for g in found]


def farthest(
    graph: nx.Graph,
    origin: Hex,
    goals: Collection[Hex],
    blocked: Collection[Hex] = (),
) -> list[tuple[Hex, int]]:
    """Every reachable goal at the most steps from ``origin``, in (q, r) order, with its steps
    (rules §6.2: "farthest" counts hexes by route, as "closest" does; ties are all returned).
    Goals no route reaches are left out; ``origin``, if a goal, is at 0 steps. Empty when no
    goal can be reached."""
    found = [origin] if origin in goals else []
    left = len(goals) - len(found)
    if left == 0:
        return [(g, 0) for g in found]
    steps = {origin: 0}
    level = 0
    around = _neighbours(graph, origin, blocked, goals)
    for parent, child in nx.generic_bfs_edges(graph, origin, around):
        d = steps[parent] + 1
        steps[child] = d
        if child in goals:
            if d > level:
                found.clear()
                level = d
            found.append(child)
            left -= 1
            if left == 0:
                break  # every goal has been met: the last level is the farthest
    return [(g, level) for g in sorted(found)]


def closest_steps(
    graph: nx.Graph,
    origin: Hex,
    goals: Collection[Hex] | None,
    blocked: Collection[Hex] = (),
) -> tuple[dict[Hex, int], list[Hex]]:
    """As ``closest``, with the steps of every hex the walk met up to the closest goals' level
    (every hex nearer than them among those): the map of fewest-hex routes to them, which
    `fan_out` and `route_back` read (rules §4.4: every route the party may choose)."""
    return _nearest(graph, origin, goals, blocked)


def fan_out(graph: nx.Graph, steps: dict[Hex, int], goals: Collection[Hex], at: int) -> list[Hex]:
    """The hexes ``at`` steps from the origin along any fewest-hex route to one of ``goals``
    (goals met by the walk that gave ``steps``), in (q, r) order: where a unit of ``at``
    movement may stop on its way (rules §4.4). The goals themselves when they are ``at``
    steps away or nearer."""
    layer = {g for g in goals if g in steps}
    level = max((steps[g] for g in layer), default=0)
    if level <= at:
        return sorted(layer)
    while level > at:
        level -= 1
        layer = {n for h in layer for n in graph.neighbors(h) if steps.get(n) == level}
    return sorted(layer)


def route_back(graph: nx.Graph, steps: dict[Hex, int], goal: Hex) -> tuple[Hex, ...]:
    """One fewest-hex route from the origin of ``steps`` to ``goal`` (a hex the walk met),
    chosen as ``closest_routes`` chooses it (rules §6.2)."""
    return _walk_back(graph, steps, goal)
