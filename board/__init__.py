"""eraboard: board layer.

Hex geometry, screen layout, tile shapes, battle and overland maps. Pure Python and networkx,
the maps' graph engine (``board.graph``, ``board.search``). The value types are re-exported
here; import ``board.graph`` explicitly for graph queries.
"""

from board.battlemap import BattleMap, PlacedTile
from board.errors import DataFileError
from board.hexes import DIRECTIONS, ORIGIN, FractionalHex, Hex, hex_round
from board.layout import FLAT, POINTY, Layout, Orientation
from board.overland import OverlandMap, load_overland, parse_overland
from board.tiles import TileShape, load_tile_library, parse_tile_library

__all__ = [
    "DIRECTIONS",
    "FLAT",
    "ORIGIN",
    "POINTY",
    "BattleMap",
    "DataFileError",
    "FractionalHex",
    "Hex",
    "Layout",
    "Orientation",
    "OverlandMap",
    "PlacedTile",
    "TileShape",
    "hex_round",
    "load_overland",
    "load_tile_library",
    "parse_overland",
    "parse_tile_library",
]
