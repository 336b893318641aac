"""Exploration (rules §7): explorable doors, cards carried in the action, placements."""

from __future__ import annotations

from dataclasses import replace

import pytest

from board import graph
from board.battlemap import BattleMap, PlacedTile
from board.hexes import ORIGIN, Hex
from board.tiles import TileShape
from rules import IllegalAction, apply, delve_state
from rules.actions import ExploreHex, PlaceTile
from rules.events import PlacementChoiceNeeded, SkyshardFound, TileDidNotFit, TilePlaced
from rules.exploration import _explorable, doors_to_explore, explorable
from rules.state import SKYSHARD, GameState
from tests.rules.helpers import names, step

DOOR = Hex(2, 0)  # a ring-2 hex of the hall
POCKET = Hex(3, 0)  # its only neighbour off the map


def pocket_state(shape: TileShape, stock: int = 1, needed: int = 2) -> GameState:
    """A hall (radius 4, with one hex missing) whose door has exactly one free neighbour;
    the adventurer whose turn it is stands next to the door, the other chips are away."""
    hall_hexes = frozenset(ORIGIN.spiral(4)) - {POCKET}
    hall = TileShape("hall", hall_hexes, frozenset({DOOR}))
    state = delve_state()
    battle = state.battle
    assert battle is not None
    near = Hex(1, 0)
    units = tuple(replace(u, at=near if u.id == battle.turn else None) for u in battle.units)
    new = replace(
        battle,
        map=BattleMap((PlacedTile(hall, uid="hall-1"),)).with_occupied([near]),
        units=units,
        shapes={shape.name: shape},
        stock={shape.name: stock},
        deck=(shape.name, "skyshard"),
        skyshards_needed=needed,
    )
    return state.replace(battle=new)


NUB = TileShape("nub", frozenset({ORIGIN}), frozenset({ORIGIN}))
STICK = TileShape("stick", frozenset({ORIGIN, Hex(1, 0)}), frozenset({ORIGIN}))


def test_a_tile_that_fits_only_one_way_is_placed() -> None:
    state = pocket_state(NUB)
    assert state.battle is not None
    assert DOOR in explorable(state.battle)
    result = step(state, ExploreHex(DOOR, "nub"))
    battle = result.state.battle
    assert battle is not None
    assert names(result.events) == ["HexExplored", "TilePlaced"]
    placed = next(e for e in result.events if isinstance(e, TilePlaced))
    assert placed.shape == "nub" and placed.offset == POCKET
    assert POCKET in battle.map and battle.stock["nub"] == 0
    assert battle.deck == ("skyshard",)


def test_a_tile_that_cannot_fit_goes_to_the_bottom_of_its_stack() -> None:
    state = pocket_state(STICK)
    result = step(state, ExploreHex(DOOR, "stick"))
    battle = result.state.battle
    assert battle is not None
    assert TileDidNotFit("stick") in result.events
    assert battle.stock["stick"] == 1 and len(battle.map.tiles) == 1
    assert battle.deck == ("skyshard",)


def test_no_tile_of_that_shape_left_counts_as_a_skyshard() -> None:
    state = pocket_state(NUB, stock=0)
    result = step(state, ExploreHex(DOOR, "nub"))
    assert SkyshardFound(1, 2, "rules §7.3 no tile of that shape left: a skyshard") in (
        result.events
    )


def test_skyshard_card_and_no_exploring_once_all_are_found() -> None:
    state = pocket_state(NUB, needed=1)
    result = step(state, ExploreHex(DOOR, "skyshard"))
    assert result.state.battle is not None and result.state.battle.skyshards_found == 1
    with pytest.raises(IllegalAction, match="skyshard"):
        apply(result.state, ExploreHex(DOOR, "nub"))


def test_several_placements_let_the_player_choose() -> None:
    state = delve_state()
    battle = state.battle
    assert battle is not None
    door = sorted(doors_to_explore(state))[0]
    result = step(state, ExploreHex(door, "ritual-circle"))
    choice = next(e for e in result.events if isinstance(e, PlacementChoiceNeeded))
    assert choice.options > 1
    with pytest.raises(IllegalAction, match="already drawn"):
        apply(result.state, ExploreHex(door, "skyshard"))
    with pytest.raises(IllegalAction, match="Choose one"):
        apply(result.state, PlaceTile(index=choice.options))
    placed = step(result.state, PlaceTile(index=1))
    after = placed.state.battle
    assert after is not None and after.pending is None
    assert len(after.map.tiles) == len(battle.map.tiles) + 1
    options = graph.placements(battle.map, battle.shapes["ritual-circle"], door, "ritual-circle-4")
    by_tile = step(result.state, PlaceTile(tile=options[1]))
    assert by_tile.state == placed.state


@pytest.mark.parametrize(
    ("hex_", "card", "reason"),
    [
        (Hex(0, 0), "ritual-circle", "door hex"),
        (None, "throne-room", "no throne-room card"),
    ],
)
def test_bad_explorations(hex_: Hex | None, card: str, reason: str) -> None:
    state = delve_state()
    assert state.battle is not None
    door = sorted(explorable(state.battle))[0]
    with pytest.raises(IllegalAction, match=reason):
        apply(state, ExploreHex(hex_ or door, card))


@pytest.mark.parametrize(
    ("objective", "retreat", "outcome"),
    [
        ("survey", False, "victory"),
        ("uncover", True, "failed"),  # one skyshard of three, then a retreat
        ("defeat_all", True, "failed"),
    ],
)
def test_survey_and_uncover_objectives(objective: str, retreat: bool, outcome: str) -> None:
    from rules.actions import BeginTurns, EndRound, EndTurn, StartRound
    from tests.rules.helpers import adventurer_data, enemy, make_battle

    state = make_battle(
        adventurers=[adventurer_data("ada"), adventurer_data("bob", stamina=5)],
        enemies=[enemy("e1", 5, [0, -2])],
        objective=objective,
        deck=["skyshard", "skyshard"],
        skyshards_needed=2 if objective == "survey" else 3,
    )
    state = step(state, StartRound(), BeginTurns()).state
    door = sorted(doors_to_explore(state))[0]
    state = step(state, ExploreHex(door, "skyshard"), EndTurn()).state  # Ada's turn
    if objective == "survey":  # Bob's turn: the explore action once a turn (rules §4.11)
        state = step(state, ExploreHex(sorted(doors_to_explore(state))[0], "skyshard")).state
    result = step(state, EndTurn(), EndTurn(), EndRound(retreat=retreat))
    assert result.state.battle is not None
    assert result.state.battle.outcome == outcome


def test_no_placement_is_offered_once_the_battle_is_over() -> None:
    from rules import table
    from rules.actions import EndRound, EndTurn, TakeTurn
    from rules.state import Phase

    s = delve_state()
    door, card = next(
        (d, c)
        for d in sorted(table.explorable_doors(s))
        for c in sorted(set(s.battle.deck if s.battle else ()))
        if apply(s, ExploreHex(d, c)).state.battle.pending is not None  # type: ignore[union-attr]
    )
    s = apply(s, ExploreHex(door, card)).state
    assert table.legal_placements(s)
    while s.battle is not None and s.battle.phase is not Phase.ROUND_END:
        choosable = sorted(table.choosable_units(s))
        s = apply(s, TakeTurn(choosable[0]) if choosable else EndTurn()).state
    s = apply(s, EndRound(retreat=True)).state
    assert s.battle is not None and s.battle.phase is Phase.OVER
    assert table.legal_placements(s) == []
    with pytest.raises(IllegalAction):
        apply(s, PlaceTile(index=0))


def test_explorable_answers_for_the_battle_it_is_given_when_asked_in_turn() -> None:
    battle = delve_state().battle
    assert battle is not None
    spent = replace(battle, deck=tuple(c for c in battle.deck if c != SKYSHARD))
    for asked in (battle, spent, battle, battle, spent):
        assert explorable(asked) == _explorable(asked)
    assert explorable(battle) and not explorable(spent)
