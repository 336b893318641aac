"""An adventurer's movement (rules §4.10): Stamina hexes a move action, two move actions a
turn, and how moves mix with engages; the hexes lit while the chip is dragged follow the
same answer, and the Stamina stat comes from scenarios, the editor and older files."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from board import graph
from board.hexes import Hex
from rules import table
from rules.actions import Action, BeginTurns, EndRound, EndTurn, Engage, MoveUnit, StartRound
from rules.building import adventurer_spec
from rules.engine import apply, legal_actions, refusal
from rules.save import dump_game, load_game
from rules.specs import check_adventurer
from rules.state import DEFAULT_STAMINA, GameState
from tests.rules.helpers import adventurer_data, enemy, make_battle, step


def ada_turn(stamina: int | None = 3, **more: Any) -> GameState:
    """Ada's turn on one open tile, Bob out of the way."""
    ada = adventurer_data("ada")
    if stamina is not None:
        ada["stamina"] = stamina
    state = make_battle(adventurers=[ada, adventurer_data("bob")], **more)
    return step(state, StartRound(), BeginTurns()).state


def at(state: GameState, unit: str = "ada") -> Hex:
    assert state.battle is not None
    where = state.battle.unit(unit).at
    assert where is not None
    return where


def a_hex(state: GameState, steps: int, start: Hex | None = None) -> Hex:
    """A free hex exactly ``steps`` steps from Ada (or from ``start``)."""
    assert state.battle is not None
    found = graph.distances(state.battle.map, start or at(state), None)
    return sorted(h for h, d in found.items() if d == steps)[0]


def move(state: GameState, steps: int = 1) -> MoveUnit:
    return MoveUnit("ada", a_hex(state, steps))


@pytest.mark.parametrize(
    ("plan", "refused"),
    [
        ("m", None),
        ("mm", None),
        ("mmm", "two_moves_a_turn"),
        ("eme", None),  # engage, move, engage: allowed
        ("mem", "no_second_move_after_engage"),  # move, engage, move: not
        ("emm", "no_second_move_after_engage"),
        ("mme", "no_engage_after_second_move"),
        ("ee", None),
    ],
)
def test_two_move_actions_and_engages(plan: str, refused: str | None) -> None:
    state = ada_turn()
    for i, letter in enumerate(plan):
        action: Action = move(state) if letter == "m" else Engage("ada")
        why = refusal(state, action)
        if i < len(plan) - 1:
            assert why is None, (plan, i)
            state = step(state, action).state
            continue
        assert (why.code if why else None) == refused
        # `legal_actions` offers exactly what is accepted
        offered = [a for a in legal_actions(state) if type(a) is type(action)]
        assert bool(offered) is (refused is None)


@pytest.mark.parametrize("stamina", [1, 2, 3, 5])
def test_a_move_goes_up_to_stamina_hexes_and_the_lit_hexes_say_so(stamina: int) -> None:
    state = ada_turn(stamina)
    assert state.battle is not None
    everywhere = graph.distances(state.battle.map, at(state), None)
    within = {h for h, d in everywhere.items() if 0 < d <= stamina}
    assert table.unit_targets(state, "ada") == within
    moves = {a.to for a in legal_actions(state) if isinstance(a, MoveUnit)}
    assert moves == within
    beyond = sorted(h for h, d in everywhere.items() if d == stamina + 1)
    if beyond:
        why = refusal(state, MoveUnit("ada", beyond[0]))
        assert why is not None and why.code == "beyond_stamina"
        assert why.arguments["stamina"] == stamina


def test_after_two_moves_nothing_is_lit_and_the_next_turn_starts_afresh() -> None:
    state = ada_turn(enemies=[enemy("e1", 5, [0, -2])])
    state = step(state, move(state)).state
    state = step(state, move(state)).state
    assert table.unit_targets(state, "ada") == frozenset()
    assert state.adventurer("ada").moves == 2
    # Bob's turn, then Ada's again next round
    state = step(
        state, EndTurn(), EndTurn(), EndTurn(), EndRound(), StartRound(), BeginTurns()
    ).state
    assert state.battle is not None and state.battle.turn == "ada"
    assert state.adventurer("ada").moves == 0
    assert table.unit_targets(state, "ada")


def test_stamina_from_scenarios_the_editor_and_older_files() -> None:
    assert ada_turn(None).adventurer("ada").stamina == DEFAULT_STAMINA
    state = ada_turn(5)
    spec = adventurer_spec(state, "ada")
    assert spec.stamina == 5 and check_adventurer(spec) == []
    assert [p.code for p in check_adventurer(replace(spec, stamina=0))] == ["edit_stamina"]
    data = json.loads(dump_game(state))
    for adv in data["state"]["adventurers"]:
        del adv["stamina"], adv["moves"]  # as a file written before the Stamina stat
    older = load_game(json.dumps(data)).state
    assert older.adventurer("ada").stamina == DEFAULT_STAMINA
    assert older.adventurer("ada").moves == 0


def test_a_refused_drop_says_why() -> None:
    state = ada_turn(1)
    far = a_hex(state, 2)
    with pytest.raises(Exception) as refused:
        table.action_for_unit_drop(state, "ada", far)
    assert getattr(refused.value, "code", None) == "beyond_stamina"
    assert "at most 1 hexes" in str(refused.value)
    assert apply(state, MoveUnit("ada", a_hex(state, 1))).state.adventurer("ada").moves == 1
