"""Battle scenarios through whole rounds (rules §4, §5), from custom start states."""

from __future__ import annotations

import pytest

from board.hexes import Hex
from rules import IllegalAction, apply
from rules.actions import (
    ApplyStatus,
    BeginTurns,
    DealDamage,
    DefeatUnit,
    EndRound,
    EndTurn,
    ExhaustDice,
    Heal,
    MoveUnit,
    PlaceActive,
    RecoveryStep,
    RemoveDefeatedChip,
    RemoveStatus,
    StartRound,
    TakeTurn,
)
from rules.dice import StatusSide
from rules.engine import legal_actions
from rules.events import (
    AdventurerDefeated,
    BattleEnded,
    CompanionNotDeployed,
    DamageDealt,
    PartyDefeated,
    RoundStarted,
    TurnChoiceNeeded,
    TurnStarted,
    UnitDefeated,
    UnitDeployed,
)
from rules.state import Defeat, Outcome, Phase
from tests.rules.helpers import (
    adventurer_data,
    defeat_the_party,
    enemy,
    make_battle,
    names,
    step,
    tokens,
)


def turns(events: tuple[object, ...]) -> list[str]:
    return [e.unit for e in events if isinstance(e, TurnStarted)]


def test_round_sequence_and_automatic_recovery() -> None:
    state = make_battle(
        adventurers=[adventurer_data("ada", track=["s1", "L"]), adventurer_data("bob")],
        enemies=[enemy("e1", 5, [0, -3])],
    )
    first = step(state, StartRound(), BeginTurns())
    assert first.events[0] == RoundStarted(1, False)
    battle = first.state.battle
    assert battle is not None and battle.round == 1 and battle.turn == "ada"
    # the turn waits at its start (rules §4.9); the Recovery step then runs (Cooldown 2)
    assert tokens(first.state) == ["s1", "L"] and battle.recovery_due == "ada"
    assert "TurnStartMoment" in names(first.events)
    assert RecoveryStep("ada") in legal_actions(first.state)
    recovered = step(first.state, RecoveryStep("ada"))
    assert tokens(recovered.state) == [] and "RecoveryStepTaken" in names(recovered.events)
    rest = step(first.state, EndTurn(), EndTurn(), EndTurn())
    assert turns(rest.events) == ["bob", "e1"]
    assert rest.state.battle is not None and rest.state.battle.phase is Phase.ROUND_END
    second = step(rest.state, EndRound(), StartRound(), BeginTurns())
    assert second.state.battle is not None and second.state.battle.round == 2
    with pytest.raises(IllegalAction, match="under way"):
        apply(second.state, StartRound())
    with pytest.raises(IllegalAction, match="takes its turn"):
        apply(second.state, EndRound())


def test_engages_restart_with_each_turn() -> None:
    state = step(make_battle(enemies=[enemy("e1", 5, [0, -2])]), StartRound(), BeginTurns()).state
    from rules.actions import Engage

    state = step(state, Engage("ada"), Engage("ada")).state
    assert tokens(state) == ["L"]
    state = step(
        state, EndTurn(), EndTurn(), EndTurn(), EndRound(), StartRound(), BeginTurns()
    ).state
    assert state.adventurer("ada").engages == 0


def test_fatigue_round_defeats_an_adventurer() -> None:
    state = make_battle(
        adventurers=[
            adventurer_data("ada", hp=2, track=["O"], cooldown=0),
            adventurer_data("bob", hp=9, cooldown=0),
        ],
        enemies=[enemy("e1", 1, [0, -3])],
        round=5,
    )
    result = step(state, StartRound(), BeginTurns())
    battle = result.state.battle
    assert battle is not None and battle.round == 6 and battle.is_fatigue_round
    assert battle.round_number == 6
    ada, bob = result.state.adventurer("ada"), result.state.adventurer("bob")
    assert ada.defeated and ada.hp == 0
    assert bob.hp == 8  # one overfatigue: 1 true damage
    assert battle.unit("ada").at is None
    assert Defeat("ada", None) in battle.defeats
    assert turns(result.events) == ["bob"]
    # gains first, then damage
    kinds = names(result.events)
    assert kinds.index("TrueDamageDealt") > max(
        i for i, k in enumerate(kinds) if k == "FatigueGained"
    )
    # defeated adventurers gain no fatigue in later fatigue rounds
    later = step(result.state, EndTurn(), EndTurn(), EndRound(), StartRound(), BeginTurns())
    assert later.state.adventurer("ada").track == ada.track
    assert later.state.battle is not None and later.state.battle.round == 6


def test_defeated_adventurer_active_dice_exhausted_track_kept() -> None:
    state = make_battle(
        adventurers=[adventurer_data("ada", hp=2, track=["L"]), adventurer_data("bob")],
        enemies=[enemy("e1", 5, [0, -2])],
    )
    state = step(state, PlaceActive("ada", "s1", 0)).state
    result = step(state, DealDamage("ada", 5, source="e1"))
    assert tokens(result.state) == ["L", "s1"]
    assert result.state.adventurer("ada").active == (None,) * 4
    assert AdventurerDefeated("ada", "e1") in result.events
    assert result.state.battle is not None
    assert Defeat("ada", "e1") in result.state.battle.defeats
    with pytest.raises(IllegalAction):
        apply(result.state, ExhaustDice("ada", ("s2",)))
    with pytest.raises(IllegalAction, match="targeted"):
        apply(result.state, DealDamage("ada", 1))


def test_enemy_order_quest_first_then_levels_party_picks_ties() -> None:
    state = make_battle(
        enemies=[
            enemy("low", 1, [0, -3]),
            enemy("mid-a", 5, [1, -3]),
            enemy("mid-b", 5, [1, -2]),
            enemy("high", 20, [-2, -2]),
            enemy("herald", None, [-3, -2]),
        ]
    )
    result = step(state, StartRound(), BeginTurns(), EndTurn(), EndTurn())
    assert turns(result.events)[-1] == "herald"  # the quest unit goes first
    result = step(result.state, EndTurn())
    assert turns(result.events) == ["high"]
    result = step(result.state, EndTurn())
    assert result.events[-1] == TurnChoiceNeeded(("mid-a", "mid-b"))
    with pytest.raises(IllegalAction, match="highest level"):
        apply(result.state, TakeTurn("low"))
    with pytest.raises(IllegalAction, match="Choose"):
        apply(result.state, EndTurn())
    result = step(result.state, TakeTurn("mid-b"), EndTurn())
    assert turns(result.events) == ["mid-b", "mid-a"]
    result = step(result.state, EndTurn(), EndTurn())
    assert turns(result.events) == ["low"]
    assert result.state.battle is not None and result.state.battle.phase is Phase.ROUND_END


@pytest.mark.parametrize("room", [True, False])
def test_undeployed_companion(room: bool) -> None:
    positions = {} if room else {
        "ada": [-1, 0], "bob": [-1, 1], "c2": [0, -1], "c3": [0, 0], "c4": [0, 1], "c5": [1, -1],
        "c6": [1, 0],
    }  # fmt: skip
    companions = [{"id": "pup", "name": "Pup", "max_hp": 3, "at": None}]
    if not room:
        companions += [
            {"id": c, "name": c, "max_hp": 2, "at": positions.pop(c)}
            for c in ("c2", "c3", "c4", "c5", "c6")
        ]
    state = make_battle(companions=companions, positions=positions)
    state = step(state, StartRound(), BeginTurns(), EndTurn(), EndTurn()).state
    battle = state.battle
    assert battle is not None and battle.phase is Phase.COMPANIONS
    if room:
        assert battle.turn == "pup"
        assert battle.unit("pup").at == Hex(0, -1)  # first free entrance hex in (q, r) order
    else:
        result = step(state, TakeTurn("pup"))
        assert CompanionNotDeployed("pup") in result.events
        assert result.state.battle is not None and result.state.battle.unit("pup").at is None


def test_bane_defeat_credits_no_one() -> None:
    state = make_battle(enemies=[enemy("rat", 1, [0, -3], hp=1, status=["bane"])])
    bane_die = state.battle.unit("rat").status[0] if state.battle else ""
    result = step(state, StartRound(), BeginTurns(), EndTurn(), EndTurn())
    battle = result.state.battle
    assert battle is not None
    assert UnitDefeated("rat", None, "stack") in result.events
    assert Defeat("rat", None) in battle.defeats
    assert battle.defeated_stack == ("rat",)
    assert bane_die in result.state.supply.status
    assert battle.phase is Phase.ROUND_END  # its turn ended with it


def test_damage_credit_bonus_hp_and_true_damage() -> None:
    state = make_battle(
        enemies=[
            enemy("knight", 10, [0, -3], hp=5, bonus_hp=2),
            enemy("herald", None, [1, -3], hp=2),
        ]
    )
    hit = step(state, DealDamage("knight", 3, source="ada"))
    assert hit.events[0] == DamageDealt("knight", 1, 4, "ada", False, 2, "rules §5.1 damage")
    true = step(state, DealDamage("knight", 3, source="ada", true_damage=True))
    assert true.state.battle is not None and true.state.battle.unit("knight").hp == 2
    assert true.state.battle.unit("knight").bonus_hp == 2
    kill = step(hit.state, DealDamage("knight", 9, source="bob"))
    assert UnitDefeated("knight", "bob", "stack") in kill.events
    quest = step(kill.state, DealDamage("herald", 2, source="ada"))
    battle = quest.state.battle
    assert battle is not None
    assert battle.set_aside == ("herald",) and battle.defeated_stack == ("knight",)
    assert Hex(0, -3) not in battle.map.occupied
    friendly = step(state, DealDamage("bob", 99, source="ada"))
    assert AdventurerDefeated("bob", None) in friendly.events


def test_defeated_unit_left_on_its_tile() -> None:
    state = make_battle(enemies=[enemy("e1", 5, [0, -2]), enemy("e2", 1, [1, -2])])
    state = step(state, StartRound(), BeginTurns()).state  # Ada's turn: she may move
    result = step(state, DefeatUnit("e1", by="ada", leave_on_tile=True))
    battle = result.state.battle
    assert battle is not None
    assert battle.map.is_occupied(Hex(0, -2))
    assert battle.unit("e1").left_on_tile and battle.unit("e1").defeated
    assert Defeat("e1", "ada") in battle.defeats
    assert battle.defeated_stack == ()  # the chip is still on its tile
    for action in (DealDamage("e1", 1), MoveUnit("ada", Hex(0, -2))):
        with pytest.raises(IllegalAction):
            apply(result.state, action)
    cleared = step(result.state, RemoveDefeatedChip("e1"), MoveUnit("ada", Hex(0, -2)))
    assert cleared.state.battle is not None
    assert cleared.state.battle.defeated_stack == ("e1",)
    assert cleared.state.battle.unit("ada").at == Hex(0, -2)


def test_move_along_unoccupied_hexes() -> None:
    # a wall of enemies across the only passage between the two tiles blocks the move
    state = make_battle(enemies=[enemy("e1", 1, [0, -2]), enemy("e2", 1, [-1, -1])])
    state = step(state, StartRound(), BeginTurns()).state  # Ada's turn: she may move
    result = step(state, MoveUnit("ada", Hex(1, -2)))
    assert result.state.battle is not None
    assert result.state.battle.unit("ada").at == Hex(1, -2)
    # her first action runs the Recovery step waiting at the start of her turn first
    assert names(result.events) == ["RecoveryStepTaken", "UnitMoved"]
    with pytest.raises(IllegalAction, match="occupied"):
        apply(state, MoveUnit("ada", Hex(-1, 1)))
    with pytest.raises(IllegalAction, match="not on the map"):
        apply(state, MoveUnit("ada", Hex(9, 9)))
    with pytest.raises(IllegalAction, match="route"):
        apply(state, MoveUnit("ada", Hex(1, -2), max_steps=1))


def test_status_dice_on_enemies() -> None:
    state = make_battle(enemies=[enemy("e1", 5, [0, -2]), enemy("herald", None, [1, -2])])
    result = step(state, ApplyStatus("e1", StatusSide.MAIM), ApplyStatus("e1", StatusSide.FEAR))
    assert result.state.battle is not None
    assert len(result.state.battle.unit("e1").status) == 2
    with pytest.raises(IllegalAction, match="already"):
        apply(result.state, ApplyStatus("e1", StatusSide.MAIM))
    with pytest.raises(IllegalAction, match="Quest units"):
        apply(state, ApplyStatus("herald", StatusSide.MAIM))
    forced = step(state, ApplyStatus("herald", StatusSide.MAIM, force=True))
    assert forced.state.battle is not None and forced.state.battle.unit("herald").status
    removed = step(result.state, RemoveStatus("e1", StatusSide.MAIM))
    assert removed.state.battle is not None and len(removed.state.battle.unit("e1").status) == 1


def test_revival_deploys_to_an_unoccupied_hex() -> None:
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])])
    state = step(state, DealDamage("ada", 99, source="e1")).state
    with pytest.raises(IllegalAction, match="unoccupied"):
        apply(state, Heal("ada", 2, deploy_at=Hex(0, -2)))
    result = step(state, Heal("ada", 2, deploy_at=Hex(1, -3)))
    ada = result.state.adventurer("ada")
    assert not ada.defeated and ada.hp == 2
    assert result.state.battle is not None and result.state.battle.unit("ada").at == Hex(1, -3)
    assert UnitDeployed("ada", Hex(1, -3), "rules §5.3 revived and deployed") in result.events


def test_victory_and_battle_end_cleanup() -> None:
    state = make_battle(
        adventurers=[adventurer_data("ada", drained=["s6"]), adventurer_data("bob")],
        enemies=[enemy("e1", 5, [0, -2], hp=1)],
    )
    state = step(state, StartRound(), BeginTurns(), PlaceActive("ada", "s1", 0)).state
    result = step(state, DealDamage("e1", 1, source="ada"), EndTurn(), EndTurn(), EndRound())
    assert BattleEnded("victory", "objective") in result.events
    battle = result.state.battle
    assert battle is not None and battle.phase is Phase.OVER and battle.outcome is Outcome.VICTORY
    ada = result.state.adventurer("ada")
    assert ada.active == (None,) * 4 and ada.drained == () and "s1" in ada.track
    with pytest.raises(IllegalAction, match="over"):
        apply(result.state, StartRound())


def test_retreat_fails_the_encounter() -> None:
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])])
    result = step(
        state, StartRound(), BeginTurns(), EndTurn(), EndTurn(), EndTurn(), EndRound(retreat=True)
    )
    assert result.state.battle is not None
    assert result.state.battle.outcome is Outcome.FAILED


def test_full_party_defeat_ends_after_the_round_in_the_closest_town() -> None:
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])], difficulty="expert", party=[1, 3])
    state = step(state, StartRound(), BeginTurns()).state
    result = step(state, DealDamage("ada", 99, source="e1"))
    assert "PartyDefeated" not in names(result.events)
    result = step(result.state, DealDamage("bob", 99, source="e1"))
    assert PartyDefeated() in result.events
    battle = result.state.battle
    assert battle is not None and battle.party_defeat_pending
    # the round goes on: each fallen turn ends there, and the enemy still takes its turn
    assert turns(result.events) == ["e1"]
    result = step(result.state, EndTurn(), EndRound())
    s = result.state
    assert s.battle is not None and s.battle.outcome is Outcome.FAILED
    assert s.overland is not None and s.overland.party == Hex(2, 2)  # Quillon's Rest
    assert names(result.events)[-3:] == ["PartyTokenMoved", "RewardPhase", "EndOfDayStarted"]
    assert s.party_defeated and s.day_phase == "rest"
    # Expert after a full party defeat: heal 1 without discarding, no die removed
    from rules.actions import AdventurersRest

    ada_track = s.adventurer("ada").track
    if ada_track:
        with pytest.raises(IllegalAction, match="discard an item"):
            apply(s, AdventurersRest("ada", (ada_track[0],)))
    rested = step(s, AdventurersRest("ada"))
    assert rested.state.adventurer("ada").hp == 1
    assert not rested.state.adventurer("ada").defeated
    with pytest.raises(IllegalAction, match="once"):
        apply(rested.state, AdventurersRest("ada"))
    day2 = step(rested.state, AdventurersRest("bob"))
    assert day2.state.day == 2 and day2.state.day_phase == "day"
    assert not day2.state.party_defeated


def test_full_party_defeat_with_tied_towns_lets_the_party_choose() -> None:
    from rules.actions import MovePartyToken

    tie = Hex(1, 1)  # two steps from each of the three towns
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])], party=[tie.q, tie.r])
    assert state.overland is not None and len(state.overland.closest_town()) == 3
    state = defeat_the_party(state)
    result = step(state, EndRound())
    assert result.state.town_choice == (Hex(0, 0), Hex(2, 2), Hex(3, 1))
    assert "TownChoiceNeeded" in names(result.events)
    with pytest.raises(IllegalAction, match="closest town"):
        apply(result.state, MovePartyToken(Hex(1, 0)))
    moved = step(result.state, MovePartyToken(Hex(2, 2)))
    assert moved.state.overland is not None and moved.state.overland.party == Hex(2, 2)
    assert moved.state.town_choice == ()


def test_guild_assist_saves_a_defeated_party() -> None:
    from rules.actions import PlaceRevived, UseGuildAssist

    state = make_battle(
        adventurers=[adventurer_data("ada", track=["L", "O", "s1"]), adventurer_data("bob")],
        enemies=[enemy("e1", 5, [0, -2])],
    )
    state = defeat_the_party(state)
    with pytest.raises(IllegalAction):
        apply(make_battle(), UseGuildAssist())
    result = step(state, UseGuildAssist(round=2, places=(("ada", Hex(1, 0)),)))
    s = result.state
    assert s.guild_assist_used and s.battle is not None
    assert not s.battle.party_defeat_pending
    assert s.battle.round == 2 and s.battle.to_place == ("bob",)  # the party picks Bob's hex
    s = step(s, PlaceRevived("bob", Hex(-1, 1))).state
    assert s.battle is not None and s.battle.to_place == ()
    for adv in s.adventurers:
        assert adv.hp == adv.max_hp and not adv.defeated and adv.track == ()
        assert s.battle.unit(adv.id).at is not None
    assert step(s, EndRound()).state.battle.phase is Phase.ROUND_START  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="once per campaign"):
        apply(s, UseGuildAssist())


def test_the_party_picks_the_companion_order() -> None:
    companions = [
        {"id": "pup", "name": "Pup", "max_hp": 3, "at": None},
        {"id": "owl", "name": "Owl", "max_hp": 2, "at": [1, -2]},
    ]
    state = make_battle(companions=companions, enemies=[enemy("e1", 5, [0, -3])])
    state = step(state, StartRound(), BeginTurns(), EndTurn(), EndTurn()).state
    result = step(state, TakeTurn("pup"), EndTurn())
    assert result.state.battle is not None
    assert result.state.battle.unit("pup").at == Hex(0, -1)
    assert turns(result.events) == ["pup", "owl"]


def test_a_status_code_skill_die_goes_on_a_chip() -> None:
    from rules.actions import PlaceStatusDie, RollDice
    from rules.gestures import action_for_drop, drop_targets
    from rules.places import Place, Zone, locate

    state = make_battle(enemies=[enemy("e1", 5, [0, -2], hp=9), enemy("herald", None, [1, -2])])
    # s4 is a shieldwall die: its face 5 shows Daze with the Status code
    state = step(state, RollDice(("s4", "s1"), (5, 0))).state
    assert state.die("s4").status_side is StatusSide.DAZE
    drop = action_for_drop(state, "s4", Place(Zone.UNIT, "e1"))
    assert drop == PlaceStatusDie("ada", "s4", "e1")
    assert Place(Zone.UNIT, "e1") in drop_targets(state, "s4")
    assert Place(Zone.UNIT, "e1") not in drop_targets(state, "s1")  # no Status code up
    for refused in (
        PlaceStatusDie("ada", "s1", "e1"),
        PlaceStatusDie("ada", "s4", "herald"),
        PlaceStatusDie("ada", "s4", "bob"),
    ):
        with pytest.raises(IllegalAction):
            apply(state, refused)
    placed = step(state, drop).state
    assert locate(placed, "s4") == Place(Zone.UNIT, "e1")
    with pytest.raises(IllegalAction, match="already has a daze die"):
        apply(placed, ApplyStatus("e1", StatusSide.DAZE))
    # the status ends: the skill die is exhausted into its owner's track
    back = action_for_drop(placed, "s4", Place(Zone.TRACK, "ada"))
    assert back == RemoveStatus("e1", StatusSide.DAZE)
    ended = step(placed, back)
    assert ended.state.adventurer("ada").track == ("s4",)
    # a defeated chip lets its skill die go the same way
    defeated = step(placed, DealDamage("e1", 9, source="bob"))
    assert defeated.state.adventurer("ada").track == ("s4",)


def test_no_dead_end_when_the_units_to_choose_from_are_defeated() -> None:
    state = make_battle(enemies=[enemy("a", 5, [0, -2]), enemy("b", 5, [1, -2])])
    state = step(state, StartRound(), BeginTurns(), EndTurn(), EndTurn()).state
    assert state.battle is not None and state.battle.turn is None
    state = step(state, DefeatUnit("a", by="ada"), DefeatUnit("b", by="bob")).state
    result = step(state, EndTurn())
    assert result.state.battle is not None and result.state.battle.phase is Phase.ROUND_END
