"""Breadth-first search for the nearest goals, shared by the battle map and the overland map
(rules §6: closest = the route with the fewest hexes; ties are all returned)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from board.hexes import Hex


def nearest(
    neighbours: Callable[[Hex], Iterable[Hex]],
    origin: Hex,
    goals: set[Hex],
    seen: set[Hex],
) -> list[tuple[Hex, int]]:
    """Every goal at the smallest number of steps from ``origin``, in (q, r) order.

    ``seen`` holds the hexes a route may not enter (it is updated in place); ``origin`` is
    added to it. A goal in ``seen`` is never reached. Empty when no goal can be reached.
    """
    if origin in goals:
        return [(origin, 0)]
    seen.add(origin)
    frontier = [origin]
    distance = 0
    while frontier:
        distance += 1
        found: list[Hex] = []
        following: list[Hex] = []
        for h in frontier:
            for n in neighbours(h):
                if n not in seen:
                    seen.add(n)
                    if n in goals:
                        found.append(n)
                    else:
                        following.append(n)
        if found:
            found.sort()
            return [(h, distance) for h in found]
        frontier = following
    return []
