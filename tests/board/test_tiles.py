"""The tile library file and its checks (rules §7)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from board.errors import DataFileError
from board.hexes import Hex
from board.tiles import (
    DEFAULT_TILES,
    MAX_TILE_SIZE,
    MIN_TILE_SIZE,
    TileShape,
    entrance_shape,
    is_connected,
    load_tile_library,
    parse_tile_library,
)

RING1 = [[0, 0], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]]


def base() -> dict[str, Any]:
    """A small valid library: an entrance and one seven-hex room."""
    return {
        "version": 1,
        "tiles": [
            {
                "name": "hall",
                "entrance": True,
                "hexes": [[0, 0], [1, 0], [2, 0]],
                "doors": [[0, 0], [1, 0]],
            },
            {
                "name": "room",
                "label": "A room",
                "count": 2,
                "hexes": copy.deepcopy(RING1),
                "doors": [[1, 0]],
                "caches": [[0, 0]],
                "deployments": [[-1, 0]],
            },
        ],
    }


def test_base_library_parses() -> None:
    library = parse_tile_library(base(), "tiles.json")
    assert list(library) == ["hall", "room"]
    room = library["room"]
    assert room == TileShape(
        "room",
        frozenset(Hex(q, r) for q, r in RING1),
        frozenset({Hex(1, 0)}),
        frozenset({Hex(0, 0)}),
        frozenset({Hex(-1, 0)}),
        entrance=False,
        label="A room",
        count=2,
    )
    assert library["hall"].count == 1
    assert entrance_shape(library).name == "hall"
    assert room.edge_hexes() == room.hexes - {Hex(0, 0)}


def _set(path: list[str | int], value: object) -> Callable[[dict[str, Any]], None]:
    def mutate(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return mutate


def _delete(path: list[str | int]) -> Callable[[dict[str, Any]], None]:
    def mutate(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return mutate


def _append_tile(tile: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    def mutate(data: dict[str, Any]) -> None:
        data["tiles"].append(tile)

    return mutate


BAD = [
    # (id, mutation, place, expected fragment)
    ("top-level-not-object", None, "", "an object"),
    ("unknown-top-key", _set(["extra"], 1), "extra", "one of the keys"),
    ("missing-tiles", _delete(["tiles"]), "tiles", "a required key"),
    ("wrong-version", _set(["version"], 2), "version", "format version 1"),
    ("tiles-not-list", _set(["tiles"], {}), "tiles", "a list"),
    ("unknown-tile-key", _set(["tiles", 1, "colour"], "red"), "tiles[1].colour", "one of the keys"),
    ("name-wrong-type", _set(["tiles", 1, "name"], 5), "tiles[1].name", "a non-empty string"),
    (
        "entrance-wrong-type",
        _set(["tiles", 1, "entrance"], "no"),
        "tiles[1].entrance",
        "true or false",
    ),
    ("count-zero", _set(["tiles", 1, "count"], 0), "tiles[1].count", "a number from 1"),
    ("count-bool", _set(["tiles", 1, "count"], True), "tiles[1].count", "a whole number"),
    ("hex-wrong-type", _set(["tiles", 1, "hexes", 2], [0, "1"]), "tiles[1].hexes[2]", "[q, r]"),
    (
        "hex-three-numbers",
        _set(["tiles", 1, "hexes", 2], [0, 1, -1]),
        "tiles[1].hexes[2]",
        "[q, r]",
    ),
    (
        "duplicate-hex",
        _set(["tiles", 1, "hexes", 3], [1, 0]),
        "tiles[1].hexes[3]",
        "each hex listed once",
    ),
    (
        "door-not-edge",
        _set(["tiles", 1, "doors"], [[0, 0]]),
        "tiles[1].doors[0]",
        "a door on an edge hex of the tile",
    ),
    (
        "door-off-tile",
        _set(["tiles", 1, "doors"], [[1, 0], [5, 5]]),
        "tiles[1].doors[1]",
        "a door on a hex of the tile",
    ),
    (
        "cache-off-tile",
        _set(["tiles", 1, "caches"], [[3, 0]]),
        "tiles[1].caches[0]",
        "a cache on a hex of the tile",
    ),
    (
        "deployment-off-tile",
        _set(["tiles", 1, "deployments"], [[0, 3]]),
        "tiles[1].deployments[0]",
        "a deployment on a hex",
    ),
    ("no-door", _set(["tiles", 1, "doors"], []), "tiles[1].doors", "at least one door hex"),
    (
        "disconnected",
        _set(["tiles", 1, "hexes"], [[0, 0], [1, 0], [3, 0]]),
        "tiles[1].hexes",
        "a connected shape",
    ),
    ("too-small", _set(["tiles", 1, "hexes"], [[0, 0], [1, 0]]), "tiles[1].hexes", "3 to 12 hexes"),
    (
        "too-big",
        _set(["tiles", 1, "hexes"], [[q, 0] for q in range(13)]),
        "tiles[1].hexes",
        "3 to 12 hexes",
    ),
    (
        "entrance-too-small",
        _set(["tiles", 0, "hexes"], [[0, 0]]),
        "tiles[0].hexes",
        "at least 2 hexes",
    ),
    (
        "entrance-doors-apart",
        _set(["tiles", 0, "doors"], [[0, 0], [2, 0]]),
        "tiles[0].doors",
        "two adjacent door hexes",
    ),
    (
        "entrance-one-door",
        _set(["tiles", 0, "doors"], [[1, 0]]),
        "tiles[0].doors",
        "two adjacent door hexes",
    ),
    (
        "duplicate-name",
        _set(["tiles", 1, "name"], "hall"),
        "tiles[1].name",
        "a tile name not used before",
    ),
    ("no-entrance", _set(["tiles", 0, "entrance"], False), "tiles", "exactly one tile"),
    (
        "two-entrances",
        _append_tile(
            {
                "name": "hall2",
                "entrance": True,
                "hexes": [[0, 0], [1, 0]],
                "doors": [[0, 0], [1, 0]],
            }
        ),
        "tiles",
        "exactly one tile",
    ),
]


@pytest.mark.parametrize(
    ("mutate", "place", "expected"), [b[1:] for b in BAD], ids=[b[0] for b in BAD]
)
def test_bad_library(
    mutate: Callable[[dict[str, Any]], None] | None, place: str, expected: str
) -> None:
    data: object = []
    if mutate is not None:
        data = base()
        mutate(data)  # type: ignore[arg-type]
    with pytest.raises(DataFileError) as info:
        parse_tile_library(data, "tiles.json")
    error = info.value
    assert isinstance(error, ValueError)
    assert error.file == "tiles.json"
    assert error.place == place
    assert expected in error.expected
    assert str(error).startswith(f"tiles.json, {place}: expected" if place else "tiles.json: ")


def test_error_message_reads_well() -> None:
    data = base()
    data["tiles"][1]["doors"] = [[1, 0], [0, 0]]
    with pytest.raises(DataFileError) as info:
        parse_tile_library(data, "tiles.json")
    assert str(info.value) == (
        "tiles.json, tiles[1].doors[1]: expected a door on an edge hex of the tile, got [0, 0]"
    )


def test_invalid_json(tmp_path: Path) -> None:
    path = tmp_path / "mytiles.json"
    path.write_text('{"version": 1, "tiles": [', encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_tile_library(path)
    assert info.value.file == "mytiles.json"
    assert info.value.place.startswith("line 1 column")
    assert info.value.expected == "valid JSON"


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DataFileError) as info:
        load_tile_library(tmp_path / "nowhere.json")
    assert info.value.file == "nowhere.json"
    assert info.value.place == ""
    assert info.value.expected == "an existing file"


def test_file_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "tiles.json"
    path.write_text(json.dumps(base()), encoding="utf-8")
    assert load_tile_library(path) == parse_tile_library(base(), "tiles.json")


def test_shipped_library_is_valid() -> None:
    assert DEFAULT_TILES.is_file()
    library = load_tile_library()
    entrances = [s for s in library.values() if s.entrance]
    assert len(entrances) == 1
    a, b = sorted(entrances[0].doors)
    assert a.distance(b) == 1
    rooms = [s for s in library.values() if not s.entrance]
    assert len(rooms) >= 8
    for shape in rooms:
        assert MIN_TILE_SIZE <= len(shape.hexes) <= MAX_TILE_SIZE, shape.name
        assert shape.doors, shape.name
        assert shape.doors <= shape.edge_hexes(), shape.name
        assert shape.caches and shape.deployments, shape.name
        assert is_connected(shape.hexes), shape.name
        assert shape.count >= 1 and shape.label
    assert sum(len(s.doors) >= 2 for s in rooms) >= len(rooms) // 2
    assert any(len(s.hexes) == MAX_TILE_SIZE for s in rooms)


@pytest.mark.parametrize(
    ("cells", "connected"),
    [([], True), ([(0, 0)], True), ([(0, 0), (1, 0)], True), ([(0, 0), (2, 0)], False)],
)
def test_is_connected(cells: list[tuple[int, int]], connected: bool) -> None:
    assert is_connected(Hex(q, r) for q, r in cells) is connected
