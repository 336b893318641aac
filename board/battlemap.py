"""Placed tiles and the immutable battle map (rules §6–§7)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar, cast

from board.hexes import ORIGIN, Hex
from board.tiles import TileShape

T = TypeVar("T")


def _place(hexes: frozenset[Hex], rotation: int, offset: Hex) -> frozenset[Hex]:
    return frozenset(h.rotate(rotation) + offset for h in hexes)


@dataclass(frozen=True)
class PlacedTile:
    """A tile shape on the map: turned ``rotation`` × 60° clockwise about the shape's origin
    (0..5), then moved by ``offset`` (rules §7: tiles are shifted and rotated freely).

    ``uid`` tells apart two copies of the same shape placed with the same geometry history; it
    takes part in equality. ``hexes``, ``doors``, ``caches`` and ``deployments`` are in map
    coordinates, computed once.
    """

    shape: TileShape
    offset: Hex = ORIGIN
    rotation: int = 0
    uid: str = ""
    hexes: frozenset[Hex] = field(init=False, repr=False, compare=False)
    doors: frozenset[Hex] = field(init=False, repr=False, compare=False)
    caches: frozenset[Hex] = field(init=False, repr=False, compare=False)
    deployments: frozenset[Hex] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rotation, int) or not 0 <= self.rotation <= 5:
            raise ValueError(f"rotation must be 0..5 (60° steps), got {self.rotation!r}")
        shape, rot, off = self.shape, self.rotation, self.offset
        object.__setattr__(self, "hexes", _place(shape.hexes, rot, off))
        object.__setattr__(self, "doors", _place(shape.doors, rot, off))
        object.__setattr__(self, "caches", _place(shape.caches, rot, off))
        object.__setattr__(self, "deployments", _place(shape.deployments, rot, off))

    @property
    def is_entrance(self) -> bool:
        """Whether this is the entrance tile (its two doors are the way in, rules §7)."""
        return self.shape.entrance

    def to_map(self, local: Hex) -> Hex:
        """A hex of the shape's own coordinates in map coordinates."""
        return local.rotate(self.rotation) + self.offset


@dataclass(frozen=True)
class BattleMap:
    """The tiles on the table, which hex belongs to which tile, and which hexes are occupied
    or impassable. Immutable: every change returns a new map.

    ``occupied`` and ``impassable`` may name hexes that are on the map only. The hex → tile
    index is built once, so ``tile_at`` is O(1). Raises ``ValueError`` when tiles overlap.
    """

    tiles: tuple[PlacedTile, ...] = ()
    occupied: frozenset[Hex] = frozenset()
    impassable: frozenset[Hex] = frozenset()
    _index: dict[Hex, int] = field(init=False, repr=False, compare=False)
    _hexes: frozenset[Hex] = field(init=False, repr=False, compare=False)
    _memo: dict[str, object] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(self.tiles))
        object.__setattr__(self, "occupied", frozenset(self.occupied))
        object.__setattr__(self, "impassable", frozenset(self.impassable))
        index: dict[Hex, int] = {}
        for i, tile in enumerate(self.tiles):
            for h in tile.hexes:
                if h in index:
                    raise ValueError(
                        f"tile {i} ({tile.shape.name}) overlaps tile {index[h]} at {h}"
                    )
                index[h] = i
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_hexes", frozenset(index))
        object.__setattr__(self, "_memo", {})
        for name in ("occupied", "impassable"):
            stray = getattr(self, name) - self._hexes
            if stray:
                raise ValueError(f"{name} hexes are not on the map: {sorted(stray)}")

    def __hash__(self) -> int:
        return hash((self.tiles, self.occupied, self.impassable))

    @classmethod
    def from_hexes(cls, hexes: Iterable[Hex], name: str = "generated") -> BattleMap:
        """A one-tile map covering ``hexes`` (for tests, benchmarks and free-form maps).
        The tile has no doors."""
        cells = frozenset(hexes)
        return cls((PlacedTile(TileShape(name, cells, frozenset()), uid=name),))

    @property
    def hexes(self) -> frozenset[Hex]:
        """Every hex of every tile."""
        return self._hexes

    def __len__(self) -> int:
        return len(self._index)

    def __contains__(self, h: object) -> bool:
        return h in self._index

    def contains(self, h: Hex) -> bool:
        """Whether ``h`` is on a tile of the map."""
        return h in self._index

    def tile_index(self, h: Hex) -> int | None:
        """The position in ``tiles`` of the tile holding ``h``, or ``None`` off the map."""
        return self._index.get(h)

    def tile_at(self, h: Hex) -> PlacedTile | None:
        """The tile holding ``h``, or ``None`` off the map."""
        i = self._index.get(h)
        return None if i is None else self.tiles[i]

    def index(self) -> dict[Hex, int]:
        """The hex → tile position index (a shared dict: do not modify it)."""
        return self._index

    @property
    def entrance(self) -> PlacedTile | None:
        """The entrance tile, if it has been placed (rules §7)."""
        for tile in self.tiles:
            if tile.shape.entrance:
                return tile
        return None

    def with_tile(self, placed: PlacedTile) -> BattleMap:
        """A new map with one more tile; ``ValueError`` if it overlaps a tile (rules §7)."""
        clash = placed.hexes & self._hexes
        if clash:
            raise ValueError(f"{placed.shape.name} overlaps the map at {sorted(clash)}")
        return BattleMap((*self.tiles, placed), self.occupied, self.impassable)

    def with_occupied(self, hexes: Iterable[Hex]) -> BattleMap:
        """A new map whose occupied hexes are exactly ``hexes`` (rules §6)."""
        return self._derive(frozenset(hexes), self.impassable)

    def occupy(self, h: Hex) -> BattleMap:
        """A new map with ``h`` occupied too (units cannot move through it, rules §6)."""
        return self._derive(self.occupied | {h}, self.impassable)

    def vacate(self, h: Hex) -> BattleMap:
        """A new map with ``h`` no longer occupied."""
        return self._derive(self.occupied - {h}, self.impassable)

    def with_impassable(self, hexes: Iterable[Hex]) -> BattleMap:
        """A new map whose impassable hexes are exactly ``hexes``."""
        return self._derive(self.occupied, frozenset(hexes))

    def _derive(self, occupied: frozenset[Hex], impassable: frozenset[Hex]) -> BattleMap:
        # Same tiles: share the index and everything derived from the tiles alone (the graph
        # among them), so moving a unit does not rebuild the graph.
        for name, cells in (("occupied", occupied), ("impassable", impassable)):
            stray = cells - self._hexes
            if stray:
                raise ValueError(f"{name} hexes are not on the map: {sorted(stray)}")
        new = object.__new__(BattleMap)
        for name, value in (
            ("tiles", self.tiles),
            ("occupied", occupied),
            ("impassable", impassable),
            ("_index", self._index),
            ("_hexes", self._hexes),
            ("_memo", self._memo),
        ):
            object.__setattr__(new, name, value)
        return new

    def is_occupied(self, h: Hex) -> bool:
        """Whether a unit (or a defeated chip left on the tile) stands on ``h`` (rules §5–§6)."""
        return h in self.occupied

    def is_impassable(self, h: Hex) -> bool:
        """Whether ``h`` can never be entered."""
        return h in self.impassable

    def memo(self, key: str, factory: Callable[[], T]) -> T:
        """A value derived from the map's tiles alone, computed once and shared by every map
        with the same tiles (occupancy changes keep it). ``board.graph`` keeps its graph and
        indexes here; never store anything that depends on occupancy."""
        try:
            return cast(T, self._memo[key])
        except KeyError:
            value = factory()
            self._memo[key] = value
            return value
