"""Turn ownership and timing (rules §4.2, §4.6, §5.3, §9.3): a unit defeated during its own
turn ends it, a defeated adventurer's dice cannot be used, the Recovery step belongs to a
battle's turns and the inn's full rest to a town, each from a custom start state."""

from __future__ import annotations

import pytest

from board.hexes import Hex
from rules.actions import (
    Action,
    BeginTurns,
    DealDamage,
    DefeatUnit,
    DrainDie,
    EndRound,
    EndTurn,
    Engage,
    ExhaustDice,
    ExploreHex,
    GainFatigue,
    InnRest,
    LeaveBattle,
    MovePartyToken,
    MoveUnit,
    PlaceActive,
    RecoveryStep,
    RollDice,
    StartRound,
    VisitInn,
)
from rules.engine import legal_actions, refusal
from rules.events import ManualChange, TurnEnded, TurnStarted
from rules.setup import demo_state
from rules.state import GameState, Phase
from tests.rules.helpers import adventurer_data, enemy, make_battle, step


def ada_turn(**battle: object) -> GameState:
    state = make_battle(
        adventurers=[adventurer_data("ada", hp=3), adventurer_data("bob")],
        enemies=[enemy("e1", 5, [0, -2], hp=3)],
        **battle,  # type: ignore[arg-type]
    )
    return step(state, StartRound(), BeginTurns()).state


@pytest.mark.parametrize(
    "blow",
    [
        DealDamage("ada", 3, source="e1"),
        DealDamage("ada", 9, true_damage=True),
        DefeatUnit("ada", by="e1"),
        GainFatigue("ada", over=3),  # overfatigue it cannot place: 1 true damage a die
    ],
)
def test_an_adventurer_defeated_in_their_own_turn_ends_it(blow: Action) -> None:
    state = ada_turn(over=0)
    result = step(state, blow)
    assert result.state.adventurer("ada").defeated
    assert TurnEnded("ada") in result.events and TurnStarted("bob") in result.events
    battle = result.state.battle
    assert battle is not None and battle.turn == "bob"
    legal = legal_actions(result.state)
    assert not [
        a
        for a in legal
        if getattr(a, "adventurer", getattr(a, "unit", "")) == "ada"
        and isinstance(a, (MoveUnit, Engage, ExploreHex))
    ]


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (Engage("ada"), "defeated_cannot_engage"),
        (MoveUnit("ada", Hex(0, 1)), "unit_off_map"),
        (DrainDie("ada", "s1"), "defeated_cannot_drain"),
        (RollDice(("s1",), (2,)), "defeated_cannot_roll"),
        (ExhaustDice("ada", ("s1",)), "defeated_cannot_exhaust"),
        (PlaceActive("ada", "s1", 0), "defeated_cannot_place_active"),
    ],
)
def test_nothing_of_a_fallen_turn_nor_their_dice(action: Action, code: str) -> None:
    state = step(ada_turn(), DealDamage("ada", 3, source="e1")).state
    refused = refusal(state, action)
    assert refused is not None and refused.code == code
    assert action not in legal_actions(state)


def test_an_enemy_defeated_in_its_own_turn_ends_it() -> None:
    state = step(ada_turn(), EndTurn(), EndTurn()).state
    assert state.battle is not None and state.battle.turn == "e1"
    result = step(state, DealDamage("e1", 3, source="ada"))
    assert TurnEnded("e1") in result.events
    assert result.state.battle is not None and result.state.battle.phase is Phase.ROUND_END


def _over() -> GameState:
    state = step(ada_turn(), DealDamage("e1", 3, source="ada")).state
    while state.battle is not None and state.battle.phase is not Phase.ROUND_END:
        state = step(state, EndTurn()).state
    return step(state, EndRound()).state


@pytest.mark.parametrize(
    ("when", "code"),
    [
        ("mats only", None),  # a table that models no battle: the player's word
        ("in a turn", "recovery_at_turn_start"),
        ("battle over", "recovery_in_battle_only"),
        ("between battles", "recovery_in_battle_only"),
    ],
)
def test_the_recovery_step_belongs_to_a_battles_turns(when: str, code: str | None) -> None:
    state = {
        "mats only": lambda: demo_state(),
        "in a turn": lambda: step(ada_turn(), RecoveryStep("ada")).state,
        "battle over": _over,
        "between battles": lambda: step(_over(), LeaveBattle()).state,
    }[when]()
    who = state.adventurers[0].id
    refused = refusal(state, RecoveryStep(who))
    assert (refused.code if refused else None) == code
    assert (RecoveryStep(who) in legal_actions(state)) is (code is None)
    forced = step(state, RecoveryStep(who, override=True))
    assert (ManualChange("recovery step", who, "out of turn") in forced.events) is (
        code is not None
    )


@pytest.mark.parametrize(
    ("where", "code"),
    [
        ("town", None),
        ("wilds", "inn_needs_town"),
        ("battle", "no_inn_in_battle"),
    ],
)
def test_the_inns_full_rest_only_in_a_town(where: str, code: str | None) -> None:
    state = step(_over(), LeaveBattle()).state
    assert state.overland is not None
    town = state.overland.party in state.overland.towns
    if where == "wilds" and town:
        state = step(state, MovePartyToken(next(iter(state.overland.party.neighbors())))).state
    if where == "town" and not town:
        state = state.replace(overland=state.overland.with_party(sorted(state.overland.towns)[0]))
    if where == "battle":
        state = ada_turn()
    for action in (InnRest(), VisitInn()):
        refused = refusal(state, action)
        assert (refused.code if refused else None) == code, action
