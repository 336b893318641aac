"""The overland map of the province: towns, landmarks, terrain and the party token
(rules §9; closest town for a defeated party, rules §5).

File format (version 1), hexes as axial ``[q, r]``::

    {"version": 1, "name": "...",
     "terrain": {"plains": [[0, 0], ...], "forest": [...], ...},
     "towns": [{"name": "...", "at": [q, r]}, ...],
     "landmarks": [{"name": "...", "at": [q, r]}, ...],
     "party": [q, r]}

Every hex of the map is listed once under its terrain kind. Tokens may share hexes, so
nothing but impassable terrain (water) stops a route (rules §6).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType

import networkx as nx

from board import search
from board.hexes import Hex
from board.jsonio import Reader, join, load_json
from board.search import Route
from board.tiles import ASSETS, is_connected

DEFAULT_OVERLAND = ASSETS / "overland.json"
TERRAINS = frozenset({"plains", "forest", "hills", "marsh", "mountains", "water"})
#: Terrain no token may enter or cross (rules §9 [decision]).
IMPASSABLE_TERRAIN = frozenset({"water"})
FORMAT_VERSION = 1


@dataclass(frozen=True, eq=True)
class OverlandMap:
    """The province map (rules §9). Immutable: ``with_party`` returns a new map.

    ``terrain`` maps hexes to a kind from ``TERRAINS``; a hex without an entry is plains.
    ``ValueError`` if the party, a town or a landmark is off the map, or a town or the party
    stands on impassable terrain.
    """

    hexes: frozenset[Hex]
    towns: Mapping[Hex, str]
    landmarks: Mapping[Hex, str]
    party: Hex
    terrain: Mapping[Hex, str] = field(default_factory=dict)
    name: str = ""
    _memo: dict[str, object] = field(init=False, repr=False, compare=False, default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "hexes", frozenset(self.hexes))
        for attr in ("towns", "landmarks", "terrain"):
            object.__setattr__(self, attr, MappingProxyType(dict(getattr(self, attr))))
        for what, cells in (
            ("towns", self.towns),
            ("landmarks", self.landmarks),
            ("terrain", self.terrain),
        ):
            stray = set(cells) - self.hexes
            if stray:
                raise ValueError(f"{what} off the overland map: {sorted(stray)}")
        self._check_party(self.party)
        for h in self.towns:
            self._check_passable(h)

    def _check_party(self, h: Hex) -> None:
        if h not in self.hexes:
            raise ValueError(f"the party token {h} is off the overland map")
        self._check_passable(h)

    def _check_passable(self, h: Hex) -> None:
        if not self.is_passable(h):
            raise ValueError(f"{h} is impassable ({self.terrain_at(h)})")

    def __hash__(self) -> int:
        return hash(
            (
                self.hexes,
                frozenset(self.towns.items()),
                frozenset(self.landmarks.items()),
                self.party,
                frozenset(self.terrain.items()),
                self.name,
            )
        )

    def terrain_at(self, h: Hex) -> str:
        """The terrain kind of a hex of the map (plains unless listed)."""
        return self.terrain.get(h, "plains")

    def is_passable(self, h: Hex) -> bool:
        """Whether tokens may enter ``h``: on the map and not impassable terrain."""
        return h in self.hexes and self.terrain.get(h, "plains") not in IMPASSABLE_TERRAIN

    def with_party(self, h: Hex) -> OverlandMap:
        """A new map with the party token on ``h`` (rules §5, §9)."""
        self._check_party(h)
        # The rest was checked when this map was made: copy it rather than check it again
        # (a caller may try the token on every town to see where it may go).
        new = copy.copy(self)
        object.__setattr__(new, "party", h)
        object.__setattr__(new, "_memo", dict(self._memo))  # same hexes: same adjacency
        return new

    def passable_graph(self) -> nx.Graph:
        """The passable hexes as a networkx graph, one edge per pair of adjacent ones: the
        hexes a route may use (rules §6.1, §9.1). Built once per map and shared with the maps
        ``with_party`` makes; do not modify it."""
        graph = self._memo.get("graph")
        if graph is None:
            graph = nx.Graph()
            passable = [h for h in self.hexes if self.is_passable(h)]
            graph.add_nodes_from(passable)
            graph.add_edges_from(
                (h, n) for h in passable for n in h.neighbors()[:3] if self.is_passable(n)
            )
            self._memo["graph"] = graph
        return graph

    def closest_routes(self, origin: Hex, targets: Iterable[Hex]) -> list[Route]:
        """Every closest target with its steps and one fewest-hex route, ties in (q, r)
        order; routes cross passable hexes only, tokens never block (rules §6.2, §9.1).
        ``[]`` if none is reachable; ``ValueError`` if ``origin`` is off the map."""
        if origin not in self.hexes:
            raise ValueError(f"{origin} is not on the overland map")
        goals = frozenset(targets)
        graph = self.passable_graph()
        if origin not in graph:  # no route leaves an impassable hex
            return [Route(origin, 0, (origin,))] if origin in goals else []
        return search.closest_routes(graph, origin, goals)

    def closest(self, origin: Hex, targets: Iterable[Hex]) -> list[tuple[Hex, int]]:
        """As ``closest_routes``, every closest target with its distance in steps only
        (rules §6.2)."""
        return [(r.goal, r.steps) for r in self.closest_routes(origin, targets)]

    def closest_town(self, h: Hex | None = None) -> list[tuple[Hex, str]]:
        """The closest towns to ``h`` (default: the party token), by fewest-hex route, every
        tie in (q, r) order (rules §5: a defeated party moves to the closest town; §6:
        ties are the party's choice)."""
        start = self.party if h is None else h
        return [(t, self.towns[t]) for t, _ in self.closest(start, self.towns)]


_REQUIRED = ("version", "terrain", "towns", "party")
_OPTIONAL = ("name", "landmarks")


def parse_overland(data: object, source: str = "overland.json") -> OverlandMap:
    """Check decoded JSON and build the overland map (rules §9). Raises ``DataFileError``
    with the file, the place and what was expected for: a wrong shape, unknown keys or
    terrain kinds, wrong types, a hex listed twice, towns, landmarks or the party off the map,
    a town or the party on impassable terrain, two towns (or landmarks) on one hex, or
    passable land in more than one piece."""
    check = Reader(source)
    top = check.obj(data, "", _REQUIRED, _OPTIONAL)
    version = check.num(top["version"], "version", 0)
    if version != FORMAT_VERSION:
        raise check.fail("version", f"format version {FORMAT_VERSION}", version)
    name = check.text(top.get("name", ""), "name")
    terrain_raw = check.obj(top["terrain"], "terrain", (), sorted(TERRAINS))
    terrain: dict[Hex, str] = {}
    for kind, cells in terrain_raw.items():
        for i, h in enumerate(check.hex_list(cells, join("terrain", kind))):
            if h in terrain:
                raise check.fail(
                    join(join("terrain", kind), i), "each hex under one terrain kind", [h.q, h.r]
                )
            terrain[h] = kind
    if not terrain:
        raise check.fail("terrain", "at least one hex", 0)
    hexes = frozenset(terrain)
    passable = {h for h, kind in terrain.items() if kind not in IMPASSABLE_TERRAIN}

    def places(key: str) -> dict[Hex, str]:
        result: dict[Hex, str] = {}
        for i, raw in enumerate(check.arr(top.get(key, []), key)):
            place = join(key, i)
            obj = check.obj(raw, place, ("name", "at"), ())
            label = check.text(obj["name"], join(place, "name"), nonempty=True)
            at = check.hex_(obj["at"], join(place, "at"))
            if at not in hexes:
                raise check.fail(join(place, "at"), "a hex of the map", [at.q, at.r])
            if key == "towns" and at not in passable:
                raise check.fail(join(place, "at"), "a town on passable terrain", [at.q, at.r])
            if at in result:
                raise check.fail(join(place, "at"), f"one of the {key} per hex", [at.q, at.r])
            result[at] = label
        return result

    towns = places("towns")
    if not towns:
        raise check.fail("towns", "at least one town", [])
    landmarks = places("landmarks")
    party = check.hex_(top["party"], "party")
    if party not in passable:
        raise check.fail("party", "a passable hex of the map", [party.q, party.r])
    if not is_connected(passable):
        raise check.fail("terrain", "passable land in one piece (water cuts it)")
    return OverlandMap(hexes, towns, landmarks, party, terrain, name)


def load_overland(path: Path | None = None) -> OverlandMap:
    """Load and check an overland map file (default ``assets/overland.json``, rules §9).
    A missing file, invalid JSON or invalid content raises ``DataFileError``."""
    if path is None:
        return _default_overland()
    path = Path(path)
    return parse_overland(load_json(path), path.name)


@cache
def _default_overland() -> OverlandMap:
    # The shipped map is read once: the table asks for it on every state change while a
    # state carries no overland map, and parsing and checking it costs milliseconds.
    return parse_overland(load_json(DEFAULT_OVERLAND), DEFAULT_OVERLAND.name)
