"""The battle map's graph and every question about it: closest and farthest hexes, routes,
reach, doors, placements, sight (rules §6–§7).

networkx is the map's graph engine. ``map_graph`` is one networkx graph per tile layout (a node
per hex, an edge per shared side), built once and kept with the map's tiles (``BattleMap.memo``),
so occupancy changes never rebuild it; ``tile_graph`` is the graph of tiles that sight uses.
Every search is a breadth-first walk over ``map_graph`` (``board.search``), with occupancy and
blocking as a neighbour filter.

Blocking (rules §6.2): routes never pass through impassable hexes, nor through occupied hexes
unless ``through_occupied`` is true, nor through the extra ``blocked`` hexes. A *target* hex,
however, may always be the last hex of a route even when it is occupied, impassable or
blocked: a target is typically the hex of a unit being approached.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

import networkx as nx

from board import search
from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.search import Route
from board.tiles import TileShape

__all__ = [
    "Route",
    "adjacent_tiles",
    "cache_hexes",
    "closest",
    "closest_routes",
    "closest_steps",
    "distances",
    "door_hexes",
    "edge_hexes",
    "explored_doors",
    "farthest",
    "in_sight",
    "map_graph",
    "placements",
    "route_ends",
    "route_to",
    "shortest_route",
    "tile_graph",
]


def map_graph(bmap: BattleMap) -> nx.Graph:
    """The map as a networkx graph: one node per hex (the map's own ``Hex`` values), one edge
    per pair of adjacent hexes (sharing an edge, rules §6.1). Occupancy is not part of it.
    Built once per set of tiles and shared by every map with those tiles: do not modify it."""
    return bmap.memo("graph", lambda: _build_graph(bmap))


def _build_graph(bmap: BattleMap) -> nx.Graph:
    # Neighbours are probed with plain (q, r) pairs (a Hex equals and hashes like its tuple)
    # and the map's own Hex objects are stored: no new Hex per edge. Three directions per hex
    # name every edge once.
    own: dict[tuple[int, int], Hex] = {h: h for h in bmap.index()}
    get = own.get
    edges = []
    for h in own.values():
        q, r = h
        for n in (get((q + 1, r)), get((q, r + 1)), get((q - 1, r + 1))):
            if n is not None:
                edges.append((h, n))
    graph = nx.Graph()
    graph.add_nodes_from(own.values())
    graph.add_edges_from(edges)
    return graph


def tile_graph(bmap: BattleMap) -> nx.Graph:
    """The tiles as a networkx graph: one node per tile (its position in ``bmap.tiles``), two
    tiles adjacent when a hex of one shares an edge with a hex of the other (rules §6.3).
    Built once per set of tiles from ``map_graph``; do not modify it."""

    def build() -> nx.Graph:
        index = bmap.index()
        tiles = nx.Graph()
        tiles.add_nodes_from(range(len(bmap.tiles)))
        tiles.add_edges_from(
            (index[a], index[b]) for a, b in map_graph(bmap).edges if index[a] != index[b]
        )
        return tiles

    return bmap.memo("tile_graph", build)


def _blocked(
    bmap: BattleMap, blocked: Iterable[Hex] | None, through_occupied: bool
) -> frozenset[Hex]:
    stop = bmap.impassable if through_occupied else bmap.impassable | bmap.occupied
    if blocked is not None:
        stop = stop.union(blocked)
    return stop


def _on_map(bmap: BattleMap, origin: Hex) -> nx.Graph:
    graph = map_graph(bmap)
    if origin not in graph:
        raise ValueError(f"{origin} is not on the map")
    return graph


def _targets(graph: nx.Graph, targets: Iterable[Hex]) -> Collection[Hex]:
    return {t for t in targets if t in graph}


def closest(
    bmap: BattleMap,
    origin: Hex,
    targets: Iterable[Hex],
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> list[tuple[Hex, int]]:
    """Every closest target with its distance, ties included, sorted by (q, r)
    (rules §6.2: closest = fewest hexes; ties are the party's choice).

    The distance is the number of steps (hexes entered, the destination included); ``origin``
    itself, if a target, is at distance 0. Routes avoid impassable hexes, occupied hexes
    (unless ``through_occupied``) and ``blocked``; a target may always be the last hex (see
    the module docstring). Targets off the map are ignored; an empty list means no target is
    reachable. ``ValueError`` if ``origin`` is not on the map.
    """
    graph = _on_map(bmap, origin)
    goals = _targets(graph, targets)
    return search.closest(graph, origin, goals, _blocked(bmap, blocked, through_occupied))


def closest_routes(
    bmap: BattleMap,
    origin: Hex,
    targets: Iterable[Hex] | None,
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> list[Route]:
    """As ``closest``, each tied target with one fewest-hex route ``(origin, ..., target)``
    (rules §6.2), chosen as ``shortest_route`` does. ``targets`` ``None`` means any hex a
    route can enter: the closest unoccupied hexes, never the origin.

    The multi-target search of the map: an enemy's destination (rules §4.4) is the closest
    of the unoccupied hexes from which a target would be in range and sight, so those hexes
    are the ``targets`` and every tie comes back with its route."""
    graph = _on_map(bmap, origin)
    goals = None if targets is None else _targets(graph, targets)
    return search.closest_routes(graph, origin, goals, _blocked(bmap, blocked, through_occupied))


def farthest(
    bmap: BattleMap,
    origin: Hex,
    targets: Iterable[Hex],
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> list[tuple[Hex, int]]:
    """Every reachable target at the most steps from ``origin``, ties included, sorted by
    (q, r), with its distance (rules §6.2: farthest counts hexes by route, as closest does;
    e.g. the cache and deployment hexes of a new tile farthest from the explored door).
    Blocking as in ``closest``; unreachable and off-map targets are left out. ``ValueError``
    if ``origin`` is not on the map."""
    graph = _on_map(bmap, origin)
    goals = _targets(graph, targets)
    return search.farthest(graph, origin, goals, _blocked(bmap, blocked, through_occupied))


def distances(
    bmap: BattleMap,
    origin: Hex,
    max_steps: int | None = None,
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> dict[Hex, int]:
    """Steps from ``origin`` to every hex reachable within ``max_steps`` (all if ``None``),
    entering no impassable, blocked or (unless ``through_occupied``) occupied hex; ``origin``
    is at 0 (rules §6.2). The hexes a move of ``max_steps`` reaches."""
    graph = _on_map(bmap, origin)
    return search.reach(graph, origin, _blocked(bmap, blocked, through_occupied), max_steps)


def shortest_route(
    bmap: BattleMap,
    origin: Hex,
    target: Hex,
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> list[Hex]:
    """One fewest-hex route ``[origin, ..., target]`` (rules §6.2), blocking as in
    ``closest``; ``[]`` if the target is unreachable or off the map. Among equal routes the
    one whose hexes come first in (q, r) order, walking back from the target, is chosen, so
    the answer is stable."""
    graph = _on_map(bmap, origin)
    if target not in graph:
        return []
    stop = _blocked(bmap, blocked, through_occupied)
    found = search.closest_routes(graph, origin, (target,), stop)
    return list(found[0].hexes) if found else []


def edge_hexes(bmap: BattleMap) -> frozenset[Hex]:
    """Hexes with at least one edge shared with no other hex: fewer than six neighbours in
    the map's graph (rules §7.2)."""

    def build() -> frozenset[Hex]:
        return frozenset(h for h, degree in map_graph(bmap).degree if degree < 6)

    return bmap.memo("edge_hexes", build)


def door_hexes(bmap: BattleMap) -> frozenset[Hex]:
    """The door hexes of every tile (rules §7.1), computed once per set of tiles."""
    return bmap.memo("door_hexes", lambda: frozenset(d for t in bmap.tiles for d in t.doors))


def cache_hexes(bmap: BattleMap) -> frozenset[Hex]:
    """The cache hexes of every tile, computed once per set of tiles."""
    return bmap.memo("cache_hexes", lambda: frozenset(c for t in bmap.tiles for c in t.caches))


def _door_owners(bmap: BattleMap) -> dict[Hex, int]:
    def build() -> dict[Hex, int]:
        owners: dict[Hex, int] = {}
        for i, tile in enumerate(bmap.tiles):
            for d in tile.doors:
                owners[d] = i
        return owners

    return bmap.memo("door_owners", build)


def explored_doors(bmap: BattleMap) -> frozenset[Hex]:
    """Door hexes adjacent (sharing an edge) to a door hex of another tile (rules §7.2)."""

    def build() -> frozenset[Hex]:
        owners = _door_owners(bmap)
        graph = map_graph(bmap)
        return frozenset(
            d for d, i in owners.items() if any(owners.get(n, i) != i for n in graph.neighbors(d))
        )

    return bmap.memo("explored_doors", build)


def placements(
    bmap: BattleMap, shape: TileShape, explored_hex: Hex, uid: str = ""
) -> list[PlacedTile]:
    """Every legal placement of ``shape`` against ``explored_hex`` (rules §7).

    Tried: each rotation 0..5 × each door hex of the shape (in (q, r) order) × each free hex
    next to ``explored_hex`` (in ``DIRECTIONS`` order), shifted so that the door lands there;
    kept when none of its hexes is on the map (a node of ``map_graph``). Identical placements
    (same hexes, doors, caches and deployments, as a symmetric shape gives) are kept once.
    Then, if some candidates leave at least one of the new tile's other doors explorable (an
    edge hex of the new map, not next to another tile's door), only those are kept. The order
    is the order tried. An empty list means the tile does not fit (it goes to the bottom of
    its stack). ``ValueError`` if ``explored_hex`` is not on the map.

    The first tile placed against the entrance tile keeps only the placements where exactly
    one of its door hexes is adjacent to both entrance door hexes (rules §7.5).
    """
    cells = _on_map(bmap, explored_hex)
    free = [n for n in explored_hex.neighbors() if n not in cells]
    if not free or not shape.doors:
        return []
    owners = _door_owners(bmap)
    local_doors = sorted(shape.doors)
    found: list[tuple[PlacedTile, bool]] = []
    seen: set[tuple[frozenset[Hex], ...]] = set()
    for rotation in range(6):
        turned = [h.rotate(rotation) for h in shape.hexes]
        turned_pairs = [(h.q, h.r) for h in turned]
        turned_doors = {d: d.rotate(rotation) for d in local_doors}
        for door in local_doors:
            rd = turned_doors[door]
            for cell in free:
                dq, dr = cell.q - rd.q, cell.r - rd.r
                placed = [Hex(q + dq, r + dr) for q, r in turned_pairs]
                if any(h in cells for h in placed):
                    continue
                tile = PlacedTile(shape, Hex(dq, dr), rotation, uid)
                key = (tile.hexes, tile.doors, tile.caches, tile.deployments)
                if key in seen:
                    continue
                seen.add(key)
                connecting = cell
                keeps = not shape.entrance and _keeps_explorable(tile, connecting, cells, owners)
                found.append((tile, keeps))
    entrance_doors = _first_against_entrance(bmap, explored_hex)
    if entrance_doors:
        found = [(t, k) for t, k in found if _meets_entrance(t, entrance_doors)]
    if any(keeps for _, keeps in found):
        return [tile for tile, keeps in found if keeps]
    return [tile for tile, _ in found]


def _first_against_entrance(bmap: BattleMap, explored_hex: Hex) -> frozenset[Hex]:
    """The entrance's door hexes when ``explored_hex`` is one of them and no tile touches the
    entrance yet (the next tile is the first against it, rules §7.5); else empty."""
    entrance = bmap.entrance
    if entrance is None or explored_hex not in entrance.doors:
        return frozenset()
    index = bmap.tile_index(explored_hex)
    if index is None or adjacent_tiles(bmap, index):
        return frozenset()
    return entrance.doors


def _meets_entrance(tile: PlacedTile, entrance_doors: frozenset[Hex]) -> bool:
    """Exactly one door hex of ``tile`` is adjacent to every entrance door hex (rules §7.5)."""
    touching = [d for d in tile.doors if all(e in d.neighbors() for e in entrance_doors)]
    return len(touching) == 1


def _keeps_explorable(
    tile: PlacedTile, connecting: Hex, cells: nx.Graph, owners: dict[Hex, int]
) -> bool:
    own = tile.hexes
    for d in tile.doors:
        if d == connecting:
            continue
        nbrs = d.neighbors()
        on_edge = any(n not in cells and n not in own for n in nbrs)
        explored = any(n in owners for n in nbrs)
        if on_edge and not explored:
            return True
    return False


def adjacent_tiles(bmap: BattleMap, tile_index: int) -> frozenset[int]:
    """Positions of the tiles sharing at least one hex edge with tile ``tile_index``: its
    neighbours in ``tile_graph`` (rules §6.3: sight reaches adjacent tiles)."""
    return frozenset(tile_graph(bmap).neighbors(tile_index))


def in_sight(bmap: BattleMap, a: Hex, b: Hex) -> bool:
    """Whether ``a`` and ``b`` see each other: same tile or adjacent tiles in ``tile_graph``
    (rules §6.3: there is no geometric line of sight, and sight is not transitive). ``False``
    if either hex is off the map."""
    ta, tb = bmap.tile_index(a), bmap.tile_index(b)
    if ta is None or tb is None:
        return False
    return ta == tb or bool(tile_graph(bmap).has_edge(ta, tb))


def closest_steps(
    bmap: BattleMap,
    origin: Hex,
    targets: Iterable[Hex],
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> tuple[dict[Hex, int], list[Hex]]:
    """The closest ``targets`` (every tie, in (q, r) order) and the steps of every hex the
    walk met up to their level, blocking as in ``closest`` (rules §6.2). With ``route_ends``
    and ``route_to`` it answers "every route to the closest targets" with one walk (rules
    §4.4, an enemy's destination and where its movement gets it)."""
    graph = _on_map(bmap, origin)
    goals = _targets(graph, targets)
    return search.closest_steps(graph, origin, goals, _blocked(bmap, blocked, through_occupied))


def route_ends(bmap: BattleMap, steps: dict[Hex, int], goals: Iterable[Hex], at: int) -> list[Hex]:
    """The hexes ``at`` steps along any fewest-hex route to ``goals`` (the walk of
    ``closest_steps``), in (q, r) order; the goals when they are no farther (rules §4.4)."""
    return search.fan_out(map_graph(bmap), steps, frozenset(goals), at)


def route_to(bmap: BattleMap, steps: dict[Hex, int], goal: Hex) -> tuple[Hex, ...]:
    """One fewest-hex route ``(origin, ..., goal)`` on the walk of ``closest_steps`` (rules
    §6.2), chosen as ``shortest_route`` chooses it."""
    return search.route_back(map_graph(bmap), steps, goal)
