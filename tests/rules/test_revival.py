"""Where a revived adventurer comes back (rules §5.3) and what the guild assist lets the party
choose in a battle (rules §5.8), each from a custom start state."""

from __future__ import annotations

import pytest

from board.hexes import Hex
from rules import table
from rules.actions import (
    Action,
    BeginTurns,
    DealDamage,
    EndRound,
    EndTurn,
    ForceMoveUnit,
    Heal,
    PlaceRevived,
    StartRound,
    UseGuildAssist,
)
from rules.engine import legal_actions, refusal
from rules.events import RevivedHexChoice, RoundCounterSet, UnitDeployed
from rules.state import GameState, Phase
from tests.rules.helpers import defeat_the_party, enemy, make_battle, step

FELL = Hex(-1, 0)  # where Ada stands and falls


def ada_fallen(blocked: bool) -> GameState:
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])], positions={"ada": [-1, 0]})
    state = step(state, StartRound(), BeginTurns(), DealDamage("ada", 99, source="e1")).state
    assert state.battle is not None and state.battle.unit("ada").fell_at == FELL
    if blocked:
        state = step(state, ForceMoveUnit("bob", FELL)).state
    return state


@pytest.mark.parametrize(
    ("blocked", "deploy_at", "at", "waits"),
    [
        (False, None, FELL, False),  # back where it fell
        (True, None, None, True),  # taken: the party picks a hex
        (True, Hex(1, 0), Hex(1, 0), False),  # the reviving ability chooses
        (False, Hex(1, 0), Hex(1, 0), False),
    ],
)
def test_a_revived_adventurer_returns_where_it_fell_or_where_the_party_picks(
    blocked: bool, deploy_at: Hex | None, at: Hex | None, waits: bool
) -> None:
    result = step(ada_fallen(blocked), Heal("ada", 2, deploy_at=deploy_at))
    battle = result.state.battle
    assert battle is not None and battle.unit("ada").at == at
    assert (RevivedHexChoice("ada") in result.events) is waits
    assert (battle.to_place == ("ada",)) is waits
    lit = table.revive_hexes(result.state, "ada")
    assert bool(lit) is waits
    offered = [a for a in legal_actions(result.state) if isinstance(a, PlaceRevived)]
    assert bool(offered) is waits
    if waits:
        assert FELL not in lit and Hex(1, 0) in lit
        placed = step(result.state, PlaceRevived("ada", Hex(1, 0)))
        assert placed.state.battle is not None and placed.state.battle.unit("ada").at == Hex(1, 0)
        assert placed.state.battle.to_place == ()
        assert any(isinstance(e, UnitDeployed) for e in placed.events)


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (PlaceRevived("ada", FELL), "hex_occupied"),
        (PlaceRevived("bob", Hex(1, 0)), "not_waiting_to_place"),
        (PlaceRevived("ada", Hex(9, 9)), "hex_off_map"),
    ],
)
def test_placing_a_revived_adventurer_is_checked(action: Action, code: str) -> None:
    state = step(ada_fallen(True), Heal("ada", 2)).state
    why = refusal(state, action)
    assert why is not None and why.code == code


def test_a_waiting_adventurer_not_placed_by_its_turn_deploys_by_itself() -> None:
    state = step(ada_fallen(True), Heal("ada", 2), EndTurn()).state  # Bob's turn ends
    state = step(state, EndTurn(), EndRound(), StartRound(), BeginTurns()).state
    battle = state.battle
    assert battle is not None and battle.turn == "ada" and battle.to_place == ()
    assert battle.unit("ada").at is not None


@pytest.mark.parametrize(
    ("round_", "places", "code", "waiting"),
    [
        (None, (), None, ("ada", "bob")),
        (1, (("ada", Hex(1, 0)), ("bob", Hex(0, -1))), None, ()),
        (6, (("bob", Hex(1, 0)),), None, ("ada",)),
        (7, (), "guild_round_range", ()),
        (None, (("ada", Hex(0, -2)),), "hex_occupied", ()),
    ],
)
def test_the_guild_assist_in_battle_sets_the_counter_and_places_the_revived(
    round_: int | None, places: tuple[tuple[str, Hex], ...], code: str | None, waiting: tuple
) -> None:
    state = defeat_the_party(make_battle(enemies=[enemy("e1", 5, [0, -2])]))
    assert state.battle is not None and state.battle.phase is Phase.ROUND_END
    action = UseGuildAssist(round=round_, places=places)
    why = refusal(state, action)
    assert (why.code if why else None) == code
    if code is not None:
        return
    assert UseGuildAssist() in legal_actions(state)
    result = step(state, action)
    battle = result.state.battle
    assert battle is not None and battle.to_place == waiting
    for adv_id, at in places:
        assert battle.unit(adv_id).at == at
    if round_ is not None:
        assert RoundCounterSet(1, round_) in result.events and battle.round == round_


def test_the_guild_assist_at_rest_chooses_no_hexes_nor_round() -> None:
    state = defeat_the_party(make_battle(enemies=[enemy("e1", 5, [0, -2])]))
    state = step(state, EndRound()).state
    if state.town_choice:
        from rules.actions import MovePartyToken

        state = step(state, MovePartyToken(state.town_choice[0])).state
    why = refusal(state, UseGuildAssist(round=3))
    assert why is not None and why.code == "guild_choices_in_battle"
    assert refusal(state, UseGuildAssist()) is None
