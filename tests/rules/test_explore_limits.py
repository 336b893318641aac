"""Exploring in a turn (rules §4.11) and the first tile against the entrance (rules §7.5),
each from a custom start state: the explore action once a turn, never with a move, in sight
and within Stamina; standing on a door offers an exploration that is not the explore
action; the doors lit on the table follow the same answer."""

from __future__ import annotations

from dataclasses import replace

import pytest

from board import graph
from board.hexes import Hex
from rules import table
from rules.actions import Action, ExploreHex, ForceMoveUnit, MoveUnit
from rules.engine import legal_actions, refusal
from rules.exploration import explorable
from rules.state import SKYSHARD, GameState
from tests.rules.helpers import adventurer_data, enemy, make_battle, step
from tests.rules.test_exact_rules import ada_turn

DOOR, OTHER_DOOR = Hex(0, -1), Hex(1, -1)  # the entrance's two door hexes


def entrance_alone(stamina: int = 3, ada: tuple[int, int] = (0, 0)) -> GameState:
    """Ada's turn on the entrance tile alone: Ada at its centre (or at ``ada``), Bob beside
    her."""
    return ada_turn(
        adventurers=[adventurer_data("ada", stamina=stamina), adventurer_data("bob")],
        tiles=[{"shape": "entrance", "offset": [0, 0], "rotation": 0}],
        positions={"ada": list(ada), "bob": [-1, 0]},
        enemies=[enemy("e1", 5, [0, 1])],
        deck=[SKYSHARD] * 4,
    )


def explore(at: Hex) -> ExploreHex:
    return ExploreHex(at, SKYSHARD)


AWAY = Hex(1, 0)  # a free hex of the entrance tile that is not a door


@pytest.mark.parametrize(
    ("start", "plan", "last", "code"),
    [
        ((0, 0), [], explore(DOOR), None),
        ((0, 0), [explore(DOOR)], explore(OTHER_DOOR), "explore_once_a_turn"),
        ((0, 0), [explore(DOOR)], explore(DOOR), "explore_once_a_turn"),
        ((0, 0), ["move"], explore(DOOR), "no_explore_after_move"),
        ((0, 0), [explore(DOOR)], "move", "no_move_after_explore"),
        # moving onto a door offers an exploration that is not the explore action
        ((0, 0), ["onto door"], explore(DOOR), None),
        ((0, 0), ["onto door", explore(DOOR)], explore(DOOR), "door_explored_this_turn"),
        ((0, 0), ["onto door"], explore(OTHER_DOOR), "no_explore_after_move"),
        ((0, 0), ["onto door", explore(DOOR)], "move", None),
        # so does starting the turn on one; the explore action stays free
        ((0, -1), [], explore(DOOR), None),
        ((0, -1), [explore(DOOR)], explore(OTHER_DOOR), None),
        ((0, -1), [explore(DOOR), explore(OTHER_DOOR)], "move", "no_move_after_explore"),
    ],
)
def test_the_explore_action_once_a_turn_and_never_with_a_move(
    start: tuple[int, int], plan: list[Action | str], last: Action | str, code: str | None
) -> None:
    state = entrance_alone(ada=start)

    def resolve(action: Action | str) -> Action:
        if action == "move":
            return MoveUnit("ada", AWAY)
        if action == "onto door":
            return MoveUnit("ada", DOOR)
        assert not isinstance(action, str)
        return action

    for action in plan:
        state = step(state, resolve(action)).state
    final = resolve(last)
    why = refusal(state, final)
    assert (why.code if why else None) == code
    if isinstance(final, ExploreHex):
        assert (final.hex in table.explorable_doors(state)) is (code is None)
        assert (final in legal_actions(state)) is (code is None)


@pytest.mark.parametrize(
    ("stamina", "code"),
    [(1, "explore_within_stamina"), (2, None)],
)
def test_a_door_within_stamina(stamina: int, code: str | None) -> None:
    state = entrance_alone(stamina, ada=(-1, 1))  # two hexes from the door
    why = refusal(state, explore(DOOR))
    assert (why.code if why else None) == code
    assert (DOOR in table.explorable_doors(state)) is (code is None)


def test_a_door_in_sight() -> None:
    far = _far_away(entrance_alone(), 9)  # on a tile of her own, not touching the entrance
    why = refusal(far, explore(DOOR))
    assert why is not None and why.code == "explore_in_sight"
    assert table.explorable_doors(far) == frozenset()


def _far_away(state: GameState, stamina: int) -> GameState:
    """Ada on a one-hex tile laid four hexes from the entrance doors, with that Stamina."""
    from board.battlemap import PlacedTile
    from board.tiles import TileShape

    battle = state.battle
    assert battle is not None
    spot = Hex(0, -5)
    islet = PlacedTile(TileShape("islet", frozenset({Hex(0, 0)}), frozenset()), spot, 0, "i-1")
    bmap = battle.map.with_tile(islet)
    moved = step(state.replace(battle=replace(battle, map=bmap)), ForceMoveUnit("ada", spot))
    ada = moved.state.adventurer("ada")
    return moved.state.replace_adventurer(replace(ada, stamina=stamina))


def test_a_fresh_turn_may_explore_again() -> None:
    from rules.actions import EndTurn

    state = step(entrance_alone(), explore(DOOR), EndTurn()).state  # Bob's turn
    assert state.battle is not None and state.battle.turn == "bob"
    assert refusal(state, explore(DOOR)) is None


def test_the_first_tile_against_the_entrance_meets_both_of_its_doors() -> None:
    state = entrance_alone()
    battle = state.battle
    assert battle is not None and DOOR in explorable(battle)
    entrance = battle.map.entrance
    assert entrance is not None
    shape = battle.shapes["crypt-corridor"]
    offered = graph.placements(battle.map, shape, DOOR, "c-2")
    plain = replace(entrance.shape, entrance=False)
    without_rule = graph.placements(
        replace(battle.map, tiles=(replace(entrance, shape=plain),)), shape, DOOR, "c-2"
    )
    assert offered and len(offered) < len(without_rule)
    for tile in offered:
        touching = [d for d in tile.doors if all(e in d.neighbors() for e in entrance.doors)]
        assert len(touching) == 1
    assert {t.hexes for t in offered} <= {t.hexes for t in without_rule}


def test_later_tiles_against_the_entrance_are_free_of_that_rule() -> None:
    state = make_battle()  # the entrance already has the barracks against it
    battle = state.battle
    assert battle is not None and battle.map.entrance is not None
    index = battle.map.tile_index(next(iter(battle.map.entrance.doors)))
    assert index is not None and graph.adjacent_tiles(battle.map, index)
