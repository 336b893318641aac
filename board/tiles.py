"""Tile shapes: the fixed hex clusters a battle map is built from (rules §7).

The shapes of the physical game are not public, so the project ships its own library in
``assets/tiles.json`` (rules §7 [decision]); a user can edit it to match their copy.

File format (version 1)::

    {"version": 1,
     "tiles": [{"name": "entrance", "label": "Entrance hall", "entrance": true, "count": 1,
                "hexes": [[0, 0], [1, 0], ...], "doors": [[...], ...],
                "caches": [...], "deployments": [...]}, ...]}

Coordinates are axial ``[q, r]`` relative to the shape's own origin (see ``board.hexes``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

import networkx as nx

from board.errors import DataFileError
from board.hexes import Hex
from board.jsonio import Reader, join, load_json


def _shipped_data() -> Path:
    """The folder of the ``assets`` package, found by the import system: beside the code in
    a checkout, inside eraboard's own folder once installed, in the bundle's."""
    folder = files("assets")
    if not isinstance(folder, Path):  # a zip import: eraboard's data must be real files
        raise RuntimeError(f"eraboard's data is not in a folder: {folder}")
    return folder


#: Where the shipped data lives.
ASSETS = _shipped_data()
DEFAULT_TILES = ASSETS / "tiles.json"

MIN_TILE_SIZE = 3
MAX_TILE_SIZE = 12
MIN_ENTRANCE_SIZE = 2
FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class TileShape:
    """One tile of the library, in its own coordinates (rules §7).

    ``doors``, ``caches`` and ``deployments`` are subsets of ``hexes``. The entrance tile has two
    adjacent door hexes that together are one door icon. ``count`` is how many physical copies
    of the shape exist (used by the exploration deck).
    """

    name: str
    hexes: frozenset[Hex]
    doors: frozenset[Hex]
    caches: frozenset[Hex] = frozenset()
    deployments: frozenset[Hex] = frozenset()
    entrance: bool = False
    label: str = ""
    count: int = 1

    def edge_hexes(self) -> frozenset[Hex]:
        """Hexes of the shape with at least one neighbour outside it (rules §7)."""
        return edge_hexes_of(self.hexes)


def edge_hexes_of(hexes: frozenset[Hex]) -> frozenset[Hex]:
    """The hexes of a set that have at least one neighbour outside the set (rules §7)."""
    return frozenset(h for h in hexes if any(n not in hexes for n in h.neighbors()))


def is_connected(hexes: Iterable[Hex]) -> bool:
    """Whether a hex set is one piece through shared edges (rules §6): a networkx graph of
    the hexes and their shared edges, asked whether it is connected."""
    pool = set(hexes)
    if not pool:
        return True
    graph = nx.Graph()
    graph.add_nodes_from(pool)
    graph.add_edges_from((h, n) for h in pool for n in h.neighbors() if n in pool)
    return bool(nx.is_connected(graph))


_TILE_REQUIRED = ("name", "hexes", "doors")
_TILE_OPTIONAL = ("label", "entrance", "caches", "deployments", "count")


def parse_tile_library(data: object, source: str = "tiles.json") -> dict[str, TileShape]:
    """Check decoded JSON and build the tile library, keyed by name, in file order.

    Raises ``DataFileError`` naming ``source``, the place and what was expected for: a wrong
    top-level shape, unknown keys, wrong types, duplicate hexes, doors/caches/deployments
    outside the shape, a door that is not an edge hex, a disconnected shape, a size outside
    3..12 (an entrance needs at least 2), duplicate names, not exactly one entrance tile, or
    entrance doors that are not two adjacent hexes (rules §7).
    """
    check = Reader(source)
    top = check.obj(data, "", ("version", "tiles"), ())
    version = check.num(top["version"], "version", 0)
    if version != FORMAT_VERSION:
        raise check.fail("version", f"format version {FORMAT_VERSION}", version)
    tiles = check.arr(top["tiles"], "tiles")
    library: dict[str, TileShape] = {}
    entrances: list[str] = []
    for index, raw in enumerate(tiles):
        place = join("tiles", index)
        shape = _parse_tile(check, raw, place)
        if shape.name in library:
            raise check.fail(join(place, "name"), "a tile name not used before", shape.name)
        library[shape.name] = shape
        if shape.entrance:
            entrances.append(shape.name)
    if len(entrances) != 1:
        raise check.fail("tiles", 'exactly one tile with "entrance": true', len(entrances))
    return library


def _parse_tile(check: Reader, raw: object, place: str) -> TileShape:
    obj = check.obj(raw, place, _TILE_REQUIRED, _TILE_OPTIONAL)
    name = check.text(obj["name"], join(place, "name"), nonempty=True)
    label = check.text(obj.get("label", ""), join(place, "label"))
    entrance = check.flag(obj.get("entrance", False), join(place, "entrance"))
    count = check.num(obj.get("count", 1), join(place, "count"), 1, 999)

    hexes_place = join(place, "hexes")
    hex_list = check.hex_list(obj["hexes"], hexes_place)
    hexes = frozenset(hex_list)
    if entrance and len(hexes) < MIN_ENTRANCE_SIZE:
        raise check.fail(
            hexes_place, f"at least {MIN_ENTRANCE_SIZE} hexes", len(hexes), "entrance_size"
        )
    if not entrance and not MIN_TILE_SIZE <= len(hexes) <= MAX_TILE_SIZE:
        raise check.fail(
            hexes_place, f"{MIN_TILE_SIZE} to {MAX_TILE_SIZE} hexes", len(hexes), "tile_size"
        )
    if not is_connected(hexes):
        raise check.fail(
            hexes_place,
            "a connected shape (every hex reachable by shared edges)",
            code="tile_connected",
        )
    edges = edge_hexes_of(hexes)

    def subset(key: str, what: str) -> frozenset[Hex]:
        key_place = join(place, key)
        items = check.hex_list(obj.get(key, []), key_place)
        for i, h in enumerate(items):
            if h not in hexes:
                raise check.fail(join(key_place, i), f"{what} on a hex of the tile", [h.q, h.r])
            if key == "doors" and h not in edges:
                raise check.fail(
                    join(key_place, i),
                    "a door on an edge hex of the tile",
                    [h.q, h.r],
                    "door_on_edge",
                )
        return frozenset(items)

    doors = subset("doors", "a door")
    caches = subset("caches", "a cache")
    deployments = subset("deployments", "a deployment")
    doors_place = join(place, "doors")
    if entrance:
        pair = sorted(doors)
        if len(pair) != 2 or pair[0].distance(pair[1]) != 1:
            raise check.fail(
                doors_place,
                "exactly two adjacent door hexes on the entrance tile (one door icon)",
                [[h.q, h.r] for h in pair],
                "entrance_doors",
            )
    elif not doors:
        raise check.fail(doors_place, "at least one door hex", [], "tile_door")
    return TileShape(name, hexes, doors, caches, deployments, entrance, label, count)


def load_tile_library(path: Path | None = None) -> dict[str, TileShape]:
    """Load and check a tile library file (default ``assets/tiles.json``, rules §7).

    A missing file, invalid JSON or invalid content raises ``DataFileError``.
    """
    path = DEFAULT_TILES if path is None else Path(path)
    return parse_tile_library(load_json(path), path.name)


def entrance_shape(library: dict[str, TileShape]) -> TileShape:
    """The library's entrance tile (a checked library has exactly one, rules §7)."""
    for shape in library.values():
        if shape.entrance:
            return shape
    raise DataFileError("tiles.json", "tiles", "exactly one entrance tile", 0)
