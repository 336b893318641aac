"""The overland map and the closest town (rules §5, §6, §9)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from board.errors import DataFileError
from board.hexes import Hex
from board.overland import DEFAULT_OVERLAND, TERRAINS, OverlandMap, load_overland, parse_overland

SHIPPED = load_overland()


def test_shipped_province_is_valid() -> None:
    assert DEFAULT_OVERLAND.is_file()
    assert 40 <= len(SHIPPED.hexes) <= 70
    assert len(SHIPPED.towns) >= 4
    assert len(SHIPPED.landmarks) >= 3
    assert set(SHIPPED.terrain.values()) <= TERRAINS
    assert len(set(SHIPPED.terrain.values())) >= 5
    assert SHIPPED.party in SHIPPED.hexes
    # Every town can be reached from the start.
    for town in SHIPPED.towns:
        assert SHIPPED.closest(SHIPPED.party, [town])


@pytest.mark.parametrize(
    ("start", "expected"),
    [
        # Standing in a town: that town, at distance 0.
        (Hex(0, 0), [(Hex(0, 0), "Harrowmere")]),
        # Three towns two steps away: all returned, in (q, r) order.
        (
            Hex(1, 1),
            [(Hex(0, 0), "Harrowmere"), (Hex(2, 2), "Quillon's Rest"), (Hex(3, 1), "Saltcairn")],
        ),
        # West of the lake: the water forces a detour, leaving two towns tied.
        (Hex(-4, 0), [(Hex(-3, 2), "Bracken Ford"), (Hex(-1, -3), "Emberwick")]),
        # From the mountain corner, Harrowmere (4 steps) beats Saltcairn (5).
        (Hex(4, -4), [(Hex(0, 0), "Harrowmere")]),
    ],
)
def test_closest_town_in_the_shipped_province(start: Hex, expected: list[tuple[Hex, str]]) -> None:
    assert SHIPPED.closest_town(start) == expected


def test_closest_town_defaults_to_the_party_and_water_blocks() -> None:
    # A row of five hexes with water in the middle: T0 . ~ . T4
    cells = frozenset(Hex(q, 0) for q in range(5))
    towns = {Hex(0, 0): "West", Hex(4, 0): "East"}
    open_row = OverlandMap(cells, towns, {}, Hex(3, 0), {})
    assert open_row.closest_town() == [(Hex(4, 0), "East")]
    assert open_row.with_party(Hex(2, 0)).closest_town() == [
        (Hex(0, 0), "West"),
        (Hex(4, 0), "East"),
    ]
    flooded = OverlandMap(cells, towns, {}, Hex(1, 0), {Hex(2, 0): "water"})
    assert flooded.closest_town() == [(Hex(0, 0), "West")]
    assert flooded.with_party(Hex(3, 0)).closest_town() == [(Hex(4, 0), "East")]
    assert flooded.closest(Hex(1, 0), [Hex(4, 0)]) == []


@pytest.mark.parametrize(
    ("party", "water", "expected"),
    [
        # T0 . . . T4: from the middle both towns tie, each with its route.
        (
            Hex(2, 0),
            [],
            [
                (Hex(0, 0), (Hex(2, 0), Hex(1, 0), Hex(0, 0))),
                (Hex(4, 0), (Hex(2, 0), Hex(3, 0), Hex(4, 0))),
            ],
        ),
        (Hex(1, 0), [Hex(2, 0)], [(Hex(0, 0), (Hex(1, 0), Hex(0, 0)))]),  # water cuts the row
        (Hex(0, 0), [], [(Hex(0, 0), (Hex(0, 0),))]),  # in a town
    ],
)
def test_closest_routes_cross_passable_hexes_only(
    party: Hex, water: list[Hex], expected: list[tuple[Hex, tuple[Hex, ...]]]
) -> None:
    cells = frozenset(Hex(q, 0) for q in range(5))
    towns = {Hex(0, 0): "West", Hex(4, 0): "East"}
    row = OverlandMap(cells, towns, {}, party, dict.fromkeys(water, "water"))
    found = row.closest_routes(party, towns)
    assert [(r.goal, r.hexes) for r in found] == expected
    assert set(row.passable_graph()) == cells - set(water)
    assert row.with_party(Hex(0, 0)).passable_graph() is row.passable_graph()


def test_overland_is_an_immutable_value() -> None:
    moved = SHIPPED.with_party(Hex(1, 1))
    assert SHIPPED.party == Hex(0, 0) and moved.party == Hex(1, 1)
    assert moved != SHIPPED and moved.with_party(Hex(0, 0)) == SHIPPED
    assert hash(moved.with_party(Hex(0, 0))) == hash(SHIPPED)
    with pytest.raises(TypeError):
        SHIPPED.towns[Hex(0, 0)] = "x"  # type: ignore[index]
    with pytest.raises(ValueError):
        SHIPPED.with_party(Hex(20, 20))
    with pytest.raises(ValueError):
        SHIPPED.with_party(Hex(-1, -1))  # water


def raw() -> dict[str, Any]:
    data = json.loads(DEFAULT_OVERLAND.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return copy.deepcopy(data)


BAD: list[tuple[str, str, object, str, str]] = [
    ("unknown-key", "colour", "red", "colour", "one of the keys"),
    ("unknown-terrain", "terrain", {"lava": [[0, 0]]}, "terrain.lava", "one of the keys"),
    ("party-off-map", "party", [9, 9], "party", "a passable hex of the map"),
    ("party-in-water", "party", [-1, -1], "party", "a passable hex of the map"),
    ("party-wrong-type", "party", "home", "party", "a hex as [q, r]"),
    ("town-in-water", "towns", [{"name": "Sunk", "at": [-1, -1]}], "towns[0].at", "passable"),
    ("town-off-map", "towns", [{"name": "Far", "at": [9, 9]}], "towns[0].at", "a hex of the map"),
    ("no-towns", "towns", [], "towns", "at least one town"),
    ("landmark-no-name", "landmarks", [{"at": [0, 0]}], "landmarks[0].name", "a required key"),
    ("version", "version", 3, "version", "format version 1"),
]


@pytest.mark.parametrize(
    ("key", "value", "place", "expected"), [b[1:] for b in BAD], ids=[b[0] for b in BAD]
)
def test_bad_overland(key: str, value: object, place: str, expected: str) -> None:
    data = raw()
    data[key] = value
    with pytest.raises(DataFileError) as info:
        parse_overland(data, "overland.json")
    assert info.value.file == "overland.json"
    assert info.value.place == place
    assert expected in info.value.expected


def test_hex_under_two_terrains() -> None:
    data = raw()
    data["terrain"]["forest"].append([0, 0])
    with pytest.raises(DataFileError) as info:
        parse_overland(data, "overland.json")
    assert info.value.place.startswith("terrain.forest[")
    assert info.value.expected == "each hex under one terrain kind"


def test_water_cutting_the_land_in_two() -> None:
    data = {
        "version": 1,
        "terrain": {"plains": [[0, 0], [2, 0]], "water": [[1, 0]]},
        "towns": [{"name": "A", "at": [0, 0]}],
        "party": [2, 0],
    }
    with pytest.raises(DataFileError) as info:
        parse_overland(data, "overland.json")
    assert info.value.place == "terrain"
    assert "one piece" in info.value.expected


def test_missing_and_broken_files(tmp_path: Path) -> None:
    with pytest.raises(DataFileError) as info:
        load_overland(tmp_path / "none.json")
    assert (info.value.file, info.value.place) == ("none.json", "")
    broken = tmp_path / "broken.json"
    broken.write_text("{nope", encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_overland(broken)
    assert info.value.expected == "valid JSON"
