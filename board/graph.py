"""Graph queries on a battle map: closest hexes, routes, doors, placements, sight
(rules §6–§7).

This is the only module of ``board`` that uses networkx, and only for ``map_graph`` (imported
lazily: start-up time matters, ``import board`` must stay light). The adjacency of a map is
built once and kept with the map's tiles (see ``BattleMap.memo``), so occupancy changes do not
rebuild it.

The searches are those of ``board.routes`` (one level-by-level breadth-first search that
stops at the first level holding a target: every tied answer is found, and nothing farther
is visited); this module gives them ``Hex`` answers and the blocking below.

Blocking (rules §6): routes never pass through impassable hexes, nor through occupied hexes
unless ``through_occupied`` is true, nor through the extra ``blocked`` hexes. A *target* hex,
however, may always be the last hex of a route even when it is occupied, impassable or
blocked: a target is typically the hex of a unit being approached.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.routes import map_pairs, nearest_steps, reachable, route_between
from board.tiles import TileShape

if TYPE_CHECKING:
    import networkx


@cache
def _nx() -> ModuleType:
    import networkx

    module: ModuleType = networkx
    return module


def map_graph(bmap: BattleMap) -> networkx.Graph:
    """The graph of a map as a networkx graph: one node per hex, one edge per pair of adjacent
    hexes (sharing an edge, rules §6). Occupancy is not part of the graph. Built once per
    set of tiles and shared: do not modify it. The queries of this module do not need it."""
    return bmap.memo("graph", lambda: _build_graph(bmap))


def _build_graph(bmap: BattleMap) -> networkx.Graph:
    graph = _nx().Graph()
    adj = _adjacency(bmap)
    graph.add_nodes_from(adj)
    graph.add_edges_from((h, n) for h, nbrs in adj.items() for n in nbrs if h < n)
    return graph


def _adjacency(bmap: BattleMap) -> dict[Hex, tuple[Hex, ...]]:
    """Every hex of the map with its neighbours on the map, built once per set of tiles.

    Plain dicts and tuples rather than a networkx graph: its users only walk neighbours,
    and building this is several times cheaper than a networkx graph (and imports nothing).
    """

    def build() -> dict[Hex, tuple[Hex, ...]]:
        # Neighbours are looked up with plain (q, r) probes (a Hex equals and hashes like its
        # tuple) and the map's own Hex objects are stored: no new Hex per edge, so building
        # does not wake the garbage collector over a big heap (it did: 13x slower in a
        # loaded program), and searches walk the same objects they put in their sets.
        own: dict[tuple[int, int], Hex] = {h: h for h in bmap.index()}
        get = own.get
        adj: dict[Hex, tuple[Hex, ...]] = {}
        for h in own.values():
            q, r = h
            around = (
                get((q + 1, r)),
                get((q, r + 1)),
                get((q - 1, r + 1)),
                get((q - 1, r)),
                get((q, r - 1)),
                get((q + 1, r - 1)),
            )
            adj[h] = tuple(n for n in around if n is not None)
        return adj

    return bmap.memo("adjacency", build)


def _stops(bmap: BattleMap, blocked: Iterable[Hex] | None, through_occupied: bool) -> set[Hex]:
    stop = set(bmap.impassable)
    if not through_occupied:
        stop |= bmap.occupied
    if blocked is not None:
        stop.update(blocked)
    return stop


def closest(
    bmap: BattleMap,
    origin: Hex,
    targets: Iterable[Hex],
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> list[tuple[Hex, int]]:
    """Every closest target with its distance, ties included, sorted by (q, r)
    (rules §6: closest = fewest hexes; ties are the party's choice).

    The distance is the number of steps (hexes entered, the destination included); ``origin``
    itself, if a target, is at distance 0. Routes avoid impassable hexes, occupied hexes
    (unless ``through_occupied``) and ``blocked``; a target may always be the last hex (see
    the module docstring). Targets off the map are ignored; an empty list means no target is
    reachable. ``ValueError`` if ``origin`` is not on the map.
    """
    cells = map_pairs(bmap)
    if origin not in cells:
        raise ValueError(f"{origin} is not on the map")
    goals = {t for t in targets if t in cells}
    if not goals:
        return []
    return nearest_steps(cells, origin, goals, _stops(bmap, blocked, through_occupied))


def distances(
    bmap: BattleMap,
    origin: Hex,
    max_steps: int | None = None,
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> dict[Hex, int]:
    """Steps from ``origin`` to every hex reachable within ``max_steps`` (all if ``None``),
    entering no impassable, blocked or (unless ``through_occupied``) occupied hex; ``origin``
    is at 0 (rules §6). Useful for movement ranges."""
    cells = map_pairs(bmap)
    if origin not in cells:
        raise ValueError(f"{origin} is not on the map")
    stop = _stops(bmap, blocked, through_occupied)
    stop.discard(origin)
    reach = reachable(cells, origin, stop, max_steps=max_steps)
    return {Hex(*p): d for p, d in reach.items()}


def shortest_route(
    bmap: BattleMap,
    origin: Hex,
    target: Hex,
    blocked: Iterable[Hex] | None = None,
    through_occupied: bool = False,
) -> list[Hex]:
    """One fewest-hex route ``[origin, ..., target]`` (rules §6), blocking as in
    ``closest``; ``[]`` if the target is unreachable or off the map. Among equal routes the
    one whose hexes come first in (q, r) order, walking back from the target, is chosen, so
    the answer is stable."""
    cells = map_pairs(bmap)
    if origin not in cells:
        raise ValueError(f"{origin} is not on the map")
    stop = _stops(bmap, blocked, through_occupied)
    stop.discard(origin)
    return list(route_between(cells, origin, target, stop))


def edge_hexes(bmap: BattleMap) -> frozenset[Hex]:
    """Hexes with at least one neighbour off the map, i.e. an edge shared with no other hex
    (rules §7)."""

    def build() -> frozenset[Hex]:
        # Plain set lookups, not the graph: the table asks for explorable doors at its first
        # paint, and building the graph would import networkx (~0.3 s) on that path.
        cells = bmap.hexes
        return frozenset(h for h in cells if any(n not in cells for n in h.neighbors()))

    return bmap.memo("edge_hexes", build)


def _door_owners(bmap: BattleMap) -> dict[Hex, int]:
    def build() -> dict[Hex, int]:
        owners: dict[Hex, int] = {}
        for i, tile in enumerate(bmap.tiles):
            for d in tile.doors:
                owners[d] = i
        return owners

    return bmap.memo("door_owners", build)


def explored_doors(bmap: BattleMap) -> frozenset[Hex]:
    """Door hexes adjacent (sharing an edge) to a door hex of another tile (rules §7)."""

    def build() -> frozenset[Hex]:
        owners = _door_owners(bmap)
        return frozenset(
            d for d, i in owners.items() if any(owners.get(n, i) != i for n in d.neighbors())
        )

    return bmap.memo("explored_doors", build)


def placements(
    bmap: BattleMap, shape: TileShape, explored_hex: Hex, uid: str = ""
) -> list[PlacedTile]:
    """Every legal placement of ``shape`` against ``explored_hex`` (rules §7).

    Tried: each rotation 0..5 × each door hex of the shape (in (q, r) order) × each free hex
    next to ``explored_hex`` (in ``DIRECTIONS`` order), shifted so that the door lands there;
    kept when no hex overlaps the map. Identical placements (same hexes, doors, caches and
    deployments, as a symmetric shape gives) are kept once. Then, if some candidates leave at
    least one of the new tile's other doors explorable (an edge hex of the new map, not next
    to another tile's door), only those are kept. The order is the order tried. An empty list
    means the tile does not fit (it goes to the bottom of its stack). ``ValueError`` if
    ``explored_hex`` is not on the map.
    """
    cells = bmap.index()
    if explored_hex not in cells:
        raise ValueError(f"{explored_hex} is not on the map")
    free = [n for n in explored_hex.neighbors() if n not in cells]
    if not free or not shape.doors:
        return []
    owners = _door_owners(bmap)
    local_doors = sorted(shape.doors)
    found: list[tuple[PlacedTile, bool]] = []
    seen: set[tuple[frozenset[tuple[int, int]], ...]] = set()
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
                key = _key(shape, rotation, dq, dr)
                if key in seen:
                    continue
                seen.add(key)
                tile = PlacedTile(shape, Hex(dq, dr), rotation, uid)
                connecting = cell
                keeps = not shape.entrance and _keeps_explorable(tile, connecting, cells, owners)
                found.append((tile, keeps))
    if any(keeps for _, keeps in found):
        return [tile for tile, keeps in found if keeps]
    return [tile for tile, _ in found]


def _key(
    shape: TileShape, rotation: int, dq: int, dr: int
) -> tuple[frozenset[tuple[int, int]], ...]:
    def move(hexes: frozenset[Hex]) -> frozenset[tuple[int, int]]:
        result = set()
        for h in hexes:
            t = h.rotate(rotation)
            result.add((t.q + dq, t.r + dr))
        return frozenset(result)

    return (move(shape.hexes), move(shape.doors), move(shape.caches), move(shape.deployments))


def _keeps_explorable(
    tile: PlacedTile, connecting: Hex, cells: dict[Hex, int], owners: dict[Hex, int]
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


def _tile_links(bmap: BattleMap) -> frozenset[tuple[int, int]]:
    def build() -> frozenset[tuple[int, int]]:
        index = bmap.index()
        links: set[tuple[int, int]] = set()
        for h, nbrs in _adjacency(bmap).items():
            i = index[h]
            for n in nbrs:
                j = index[n]
                if i < j:
                    links.add((i, j))
        return frozenset(links)

    return bmap.memo("tile_links", build)


def adjacent_tiles(bmap: BattleMap, tile_index: int) -> frozenset[int]:
    """Positions of the tiles sharing at least one hex edge with tile ``tile_index``
    (rules §6: sight reaches adjacent tiles)."""
    return frozenset(
        j if i == tile_index else i for i, j in _tile_links(bmap) if tile_index in (i, j)
    )


def in_sight(bmap: BattleMap, a: Hex, b: Hex) -> bool:
    """Whether ``a`` and ``b`` see each other: same tile or adjacent tiles (rules §6; there
    is no geometric line of sight). ``False`` if either hex is off the map."""
    ta, tb = bmap.tile_index(a), bmap.tile_index(b)
    if ta is None or tb is None:
        return False
    if ta == tb:
        return True
    return (min(ta, tb), max(ta, tb)) in _tile_links(bmap)
