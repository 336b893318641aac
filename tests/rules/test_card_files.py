"""Exploration cards and enemy bags as files (rules §7.4): the shipped examples are valid and
cover the shipped tiles, files round-trip, the editors' checks refuse what the readers
refuse, and a scenario without cards reads the shipped ones."""

from __future__ import annotations

import json

import pytest

from board.errors import DataFileError
from board.tiles import load_tile_library
from rules.card_files import (
    check_bags,
    check_card,
    dump_bags,
    dump_cards,
    load_bags,
    load_cards,
    shipped_bags,
    shipped_cards,
)
from rules.cards import BagChip, EnemyBags, ExplorationCard
from rules.foes import FoeStats, Priority
from tests.rules.helpers import make_battle


def test_every_shipped_tile_has_a_card_caches_and_deployment_hexes() -> None:
    tiles = load_tile_library()
    cards = shipped_cards()
    for name, shape in tiles.items():
        if shape.entrance:
            assert name not in cards
            continue
        assert name in cards, name
        assert shape.caches and shape.deployments, name
        assert not shape.caches & shape.deployments, name
        assert not (shape.caches | shape.deployments) & shape.doors, name
        assert check_card(cards[name], tiles) == []


def test_the_shipped_bags_hold_every_level() -> None:
    bags = shipped_bags()
    assert check_bags(bags) == []
    assert {c.level for c in bags.low} == {1, 5}
    assert {c.level for c in bags.high} == {10, 20}


#: How many Combat dice a shipped chip of each level rolls, at least and at most.
DICE_BY_LEVEL = {1: (1, 1), 5: (2, 2), 10: (2, 3), 20: (3, 3)}


def test_each_shipped_chip_has_its_own_fighting_stats() -> None:
    bags = shipped_bags()
    chips = (*bags.low, *bags.high)
    by_name: dict[str, FoeStats] = {}
    for chip in chips:
        stats = chip.stats
        assert by_name.setdefault(chip.name, stats) == stats, chip.name  # copies alike
        assert stats != FoeStats() and stats.skills, chip.name
        assert 1 <= stats.range <= 3 and 1 <= stats.targets <= 2, chip.name
        low, high = DICE_BY_LEVEL[chip.level]
        assert low <= stats.dice <= high and stats.movement == 2, chip.name
    kinds = by_name.values()
    assert {s.priority for s in kinds} == set(Priority)
    assert {s.range for s in kinds} == {1, 2, 3} and {s.targets for s in kinds} == {1, 2}


def test_cards_and_bags_round_trip() -> None:
    cards = shipped_cards()
    assert load_cards(dump_cards(cards.values())) == cards
    bags = shipped_bags()
    assert load_bags(dump_bags(bags)) == bags


@pytest.mark.parametrize(
    ("card", "field", "code"),
    [
        (ExplorationCard("hall", ep=100), "ep", "edit_ep"),
        (ExplorationCard("hall", scale=(1, 2, 5, 5)), "scale", "edit_scale"),
        (ExplorationCard("hall", common=10), "common", "edit_caches"),
        (ExplorationCard("hall", legendary=-1), "legendary", "edit_caches"),
        (ExplorationCard(" "), "shape", "edit_name"),
        (ExplorationCard("nowhere"), "shape", "edit_card"),
    ],
)
def test_a_card_editor_check(card: ExplorationCard, field: str, code: str) -> None:
    problems = check_card(card, ["hall"])
    assert [(p.field, p.code) for p in problems] == [(field, code)]
    if code != "edit_card":
        with pytest.raises(DataFileError):
            load_cards(dump_cards([card]))


@pytest.mark.parametrize(
    ("bags", "field", "code"),
    [
        (EnemyBags((BagChip("Rat", 10, 2),)), "low[0].level", "edit_low_bag"),
        (EnemyBags((), (BagChip("Lord", 5, 2),)), "high[0].level", "edit_high_bag"),
        (EnemyBags((BagChip("Rat", 1, 0),)), "low[0].hp", "edit_unit_hp"),
        (EnemyBags((BagChip("", 1, 3),)), "low[0].name", "edit_name"),
        (EnemyBags((BagChip("Rat", 1, 3, FoeStats(range=0)),)), "low[0].range", "edit_range"),
        (
            EnemyBags((), (BagChip("Lord", 20, 9, FoeStats(faces=())),)),
            "high[0].faces",
            "edit_combat_faces",
        ),
    ],
)
def test_a_roster_editor_check(bags: EnemyBags, field: str, code: str) -> None:
    assert [(p.field, p.code) for p in check_bags(bags)] == [(field, code)]
    with pytest.raises(DataFileError):
        load_bags(dump_bags(bags))


def test_two_cards_for_one_tile_are_refused() -> None:
    text = dump_cards([ExplorationCard("hall"), ExplorationCard("hall", ep=3)])
    with pytest.raises(DataFileError):
        load_cards(text)


def test_a_scenario_without_cards_reads_the_shipped_ones_and_with_cards_its_own() -> None:
    battle = make_battle().battle
    assert battle is not None
    assert battle.cards["guard-barracks"] == shipped_cards()["guard-barracks"]
    own = {"shape": "guard-barracks", "ep": 3, "scale": [1, 1, 1, 1]}
    battle = make_battle(cards=[own]).battle
    assert battle is not None
    assert battle.cards == {"guard-barracks": ExplorationCard("guard-barracks", 3)}
    for bad in ({**own, "shape": "nowhere"}, {**own, "ep": -1}):
        with pytest.raises(DataFileError):
            make_battle(cards=[bad])


def test_an_older_save_without_the_new_fields_loads_with_defaults() -> None:
    from rules.save import dump_game, load_game

    state = make_battle()
    data = json.loads(dump_game(state))
    for key in ("cards", "caches", "arrival"):
        del data["state"]["battle"][key]
    loaded = load_game(json.dumps(data)).state
    assert loaded.battle is not None
    assert (loaded.battle.cards, loaded.battle.caches, loaded.battle.arrival) == ({}, (), None)


@pytest.mark.parametrize(
    ("entry", "value"),
    [
        ("cards", {"guard-barracks": {"shape": "crypt-corridor"}}),
        ("caches", [{"at": {"q": 99, "r": 99}, "legendary": False}]),
        ("arrival", {"door": {"q": 0, "r": 0}, "tile": "nowhere-1", "card": "guard-barracks"}),
    ],
)
def test_a_save_naming_a_card_cache_or_tile_wrongly_is_refused(entry: str, value: object) -> None:
    from rules.save import dump_game, load_game

    data = json.loads(dump_game(make_battle()))
    data["state"]["battle"][entry] = value
    with pytest.raises(DataFileError):
        load_game(json.dumps(data))


def test_a_bag_chip_keeps_its_fighting_stats_and_an_older_roster_loads_with_defaults() -> None:
    stats = FoeStats(range=3, targets=2, priority=Priority.WEAKEST, dice=2, skills="Burrows.")
    bags = EnemyBags((BagChip("Rat", 1, 3, stats), BagChip("Bat", 5, 4)))
    text = dump_bags(bags)
    assert load_bags(text) == bags
    assert text.count('"stats"') == 1  # a chip with the default stats is written as before
    older = json.loads(text)
    del older["bags"][0]["low"][0]["stats"]
    assert load_bags(json.dumps(older)).low[0] == BagChip("Rat", 1, 3)
