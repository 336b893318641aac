"""How a battle ends and what the party keeps: the outcome (rules §4.12), a full party defeat
with companions standing (rules §5.6), Uncover delves, the End of Battle Cleanup (rules §5.9)
and companions from one battle to the next (rules §5.10), each from a custom start state."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from rules.actions import (
    Action,
    ApplyStatus,
    BeginTurns,
    DealDamage,
    EndRound,
    EndTurn,
    ExploreHex,
    LeaveBattle,
    StartRound,
    TakeTurn,
)
from rules.campaign import carried_companions
from rules.dice import StatusSide
from rules.engine import apply, legal_actions
from rules.events import BattleEnded, CompanionsWithdrawn, ExcessHpLost, PartyDefeated
from rules.exploration import doors_to_explore
from rules.state import SKYSHARD, GameState, Outcome, PartyCompanion, Phase
from tests.rules.helpers import adventurer_data, enemy, make_battle, names, step

PUP = {"id": "pup", "name": "Pup", "max_hp": 3, "at": [1, 0]}


def to_round_end(state: GameState) -> GameState:
    """Every remaining turn of the round passed (the party picks the first unit offered)."""
    while state.battle is not None and state.battle.phase is not Phase.ROUND_END:
        battle = state.battle
        state = step(state, EndTurn() if battle.turn else TakeTurn(_first(state))).state
    return state


def _first(state: GameState) -> str:
    return next(a.unit for a in legal_actions(state) if isinstance(a, TakeTurn))


def in_round(companions: list[dict[str, Any]] | None = None, **battle: Any) -> GameState:
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])], companions=companions or [], **battle)
    return step(state, StartRound(), BeginTurns()).state


@pytest.mark.parametrize(
    ("blows", "retreat", "outcome", "reason"),
    [
        # the objective holds and an adventurer stands: won
        (["e1"], False, Outcome.VICTORY, "objective"),
        # the last enemy and the last adventurer fall in the same round: failed
        (["e1", "ada", "bob"], False, Outcome.FAILED, "party_defeat"),
        # every adventurer down with a companion standing: failed all the same
        (["ada", "bob"], False, Outcome.FAILED, "party_defeat"),
        (["ada", "bob"], True, Outcome.FAILED, "party_defeat"),
        # one adventurer stands: the objective wins
        (["e1", "ada"], False, Outcome.VICTORY, "objective"),
        # a retreat with the objective open fails
        (["ada"], True, Outcome.FAILED, "retreat"),
    ],
)
def test_the_outcome_needs_the_objective_and_an_adventurer_standing(
    blows: list[str], retreat: bool, outcome: Outcome, reason: str
) -> None:
    state = in_round([PUP])
    state = step(state, *(DealDamage(u, 99, source="pup" if u == "e1" else "e1") for u in blows))
    state = to_round_end(state.state)
    result = step(state, EndRound(retreat=retreat))
    assert result.state.battle is not None and result.state.battle.outcome is outcome
    assert BattleEnded(str(outcome), reason) in result.events
    assert result.state.party_defeated is (reason == "party_defeat")


@pytest.mark.parametrize(
    ("companion", "pending"),
    [
        (None, True),
        (PUP, True),  # a companion on the map does not keep the party standing
        ({**PUP, "at": None}, True),  # nor one still waiting to deploy
    ],
)
def test_only_adventurers_keep_the_party_standing(
    companion: dict[str, Any] | None, pending: bool
) -> None:
    state = in_round([companion] if companion else [])
    first = step(state, DealDamage("ada", 99, source="e1"))
    assert "PartyDefeated" not in names(first.events)
    result = step(first.state, DealDamage("bob", 99, source="e1"))
    assert (PartyDefeated() in result.events) is pending
    assert result.state.battle is not None and result.state.battle.party_defeat_pending is pending


def test_companions_standing_at_a_full_party_defeat_leave_the_map_not_defeated() -> None:
    owl = {"id": "owl", "name": "Owl", "max_hp": 2, "at": [1, -1]}
    state = in_round([PUP, owl])
    state = step(state, DealDamage("owl", 9, source="e1"), DealDamage("ada", 99))
    state = step(state.state, DealDamage("bob", 99))
    result = step(to_round_end(state.state), EndRound())
    battle = result.state.battle
    assert battle is not None and battle.outcome is Outcome.FAILED
    assert CompanionsWithdrawn(("pup",)) in result.events
    pup = battle.unit("pup")
    assert pup.at is None and not pup.defeated
    assert not any(battle.map.is_occupied(h) for h in battle.map.hexes if h == pup.at)
    # the companion stays in the party, the defeated one has left it
    assert [c.name for c in carried_companions(result.state)] == ["Pup"]


@pytest.mark.parametrize(
    ("found", "retreat", "phase", "outcome", "reason"),
    [
        (2, False, Phase.ROUND_START, Outcome.NONE, None),  # every skyshard: the battle goes on
        (2, True, Phase.OVER, Outcome.VICTORY, "uncovered"),  # then the retreat wins
        (1, True, Phase.OVER, Outcome.FAILED, "retreat"),  # an early retreat fails
        (1, False, Phase.ROUND_START, Outcome.NONE, None),
    ],
)
def test_an_uncover_delve_is_won_by_retreating_after_every_skyshard(
    found: int, retreat: bool, phase: Phase, outcome: Outcome, reason: str | None
) -> None:
    far = [adventurer_data("ada", stamina=5), adventurer_data("bob", stamina=5)]
    state = in_round(objective="uncover", deck=[SKYSHARD] * 3, skyshards_needed=2, adventurers=far)
    for turn in range(found):  # Ada's turn, then Bob's: one explore action each
        door = sorted(doors_to_explore(state))[0]
        state = step(state, ExploreHex(door, SKYSHARD), *([EndTurn()] if turn == 0 else [])).state
    assert state.battle is not None and state.battle.skyshards_found == found
    result = step(to_round_end(state), EndRound(retreat=retreat))
    battle = result.state.battle
    assert battle is not None and battle.phase is phase and battle.outcome is outcome
    if reason is not None:
        assert BattleEnded(str(outcome), reason) in result.events
    assert battle.skyshards_found == found  # found skyshards still count


def _ended(state: GameState, *setup: Action) -> Any:
    state = step(state, *setup, DealDamage("e1", 99, source="ada")).state
    return step(to_round_end(state), EndRound())


def with_bonus(state: GameState, unit_id: str, bonus: int) -> GameState:
    battle = state.battle
    assert battle is not None
    chip = replace(battle.unit(unit_id), bonus_hp=bonus)
    units = tuple(chip if u.id == unit_id else u for u in battle.units)
    return state.replace(battle=replace(battle, units=units))


@pytest.mark.parametrize(
    ("unit", "bonus", "hp"),
    [
        ("pup", 2, 3),
        ("ada", 3, 10),
        ("pup", 0, 3),  # nothing to lose, nothing said
    ],
)
def test_the_cleanup_takes_bonus_hp(unit: str, bonus: int, hp: int) -> None:
    result = _ended(with_bonus(in_round([PUP]), unit, bonus))
    battle = result.state.battle
    assert battle is not None and battle.outcome is Outcome.VICTORY
    chip = battle.unit(unit)
    assert chip.bonus_hp == 0
    shown = result.state.adventurer(unit).hp if unit == "ada" else chip.hp
    assert shown == hp
    found = [e for e in result.events if isinstance(e, ExcessHpLost)]
    assert found == ([ExcessHpLost(unit, bonus, hp)] if bonus else [])


def test_companions_lose_their_status_dice_at_the_cleanup_and_come_back_unhurt() -> None:
    state = in_round([PUP])
    supply = len(state.supply.status)
    state = step(state, ApplyStatus("pup", StatusSide.FEAR), DealDamage("pup", 2, "e1")).state
    result = _ended(state)
    battle = result.state.battle
    assert battle is not None and battle.unit("pup").status == ()
    assert len(result.state.supply.status) == supply
    assert carried_companions(result.state)[0].hp == 3  # each battle at full HP
    left = step(result.state, LeaveBattle()).state
    assert left.companions == (PartyCompanion("Pup", 3),)
    assert [c.hp for c in carried_companions(left)] == [3]


def test_a_defeated_companion_leaves_the_party_for_good() -> None:
    state = in_round([PUP])
    result = _ended(state, DealDamage("pup", 9, source="e1"))
    assert carried_companions(result.state) == ()
    left = step(result.state, LeaveBattle()).state
    assert left.companions == () and carried_companions(left) == ()


def test_legal_actions_offer_no_end_round_difference_for_uncover() -> None:
    state = to_round_end(in_round(objective="uncover", deck=[SKYSHARD], skyshards_needed=1))
    assert EndRound(retreat=True) in legal_actions(state)
    assert apply(state, EndRound()).state.battle.phase is Phase.ROUND_START  # type: ignore[union-attr]
