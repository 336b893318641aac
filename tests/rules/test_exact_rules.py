"""The rules, exactly: whose turn it is, phases, defeat, exploration and the round counter
(rules §2.7, §4, §5, §7, §8), each from a custom start state."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from board.hexes import Hex
from rules.actions import (
    Action,
    AdventurersRest,
    ApplyStatus,
    BeginTurns,
    DealDamage,
    DefeatUnit,
    EndBattleCleanup,
    EndOfDay,
    EndRound,
    EndTurn,
    Engage,
    ExhaustDice,
    ExploreHex,
    ForceMoveUnit,
    GainFatigue,
    GainStatus,
    Heal,
    InnRest,
    LockpickRoll,
    LockpickTurn,
    LowerRoundCounter,
    MovePartyToken,
    MoveUnit,
    PlaceStatusDie,
    PlaceTile,
    RecoveryStep,
    RemoveStatus,
    RollDice,
    StartLockpick,
    StartRound,
)
from rules.adventurer import deal_true_damage
from rules.battle import who_may_act
from rules.dice import DieKind, StatusSide
from rules.engine import apply, legal_actions
from rules.errors import IllegalAction
from rules.events import (
    AdventurerDefeated,
    AdventurerNotDeployed,
    FatigueGained,
    LockpickFailed,
    ManualChange,
    OverfatigueSwapped,
    RewardPhase,
    StatusRemoved,
    TownChoiceNeeded,
    TrueDamageDealt,
    TurnEnded,
    UnitDeployed,
)
from rules.exploration import explorable, offered_placements
from rules.state import SKYSHARD, GameState, Phase
from rules.work import Work
from tests.rules.helpers import adventurer_data, enemy, make_battle, make_state, names, step

FULL_LIGHT = ["L"] * 13


def refused(state: GameState, action: Action) -> str:
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    return info.value.code


def ada_turn(**kwargs: Any) -> GameState:
    """Round 1 under way, Ada's turn (Bob after her, one enemy)."""
    kwargs.setdefault("enemies", [enemy("e1", 5, [0, -2])])
    return step(make_battle(**kwargs), StartRound(), BeginTurns()).state


def enemy_turn() -> GameState:
    state = ada_turn()
    state = step(state, EndTurn(), EndTurn()).state  # Ada, Bob; no companions: e1's turn
    assert state.battle is not None and state.battle.turn == "e1"
    return state


# --- 1. whose turn it is (rules §4.6) ------------------------------------------------------


@pytest.mark.parametrize(
    ("state_of", "action", "code"),
    [
        (
            lambda: step(ada_turn(), RecoveryStep("ada")).state,
            RecoveryStep("ada"),
            "recovery_at_turn_start",
        ),  # once: it ran at the start of her turn
        (ada_turn, RecoveryStep("bob"), "recovery_at_turn_start"),
        (ada_turn, Engage("bob"), "not_your_turn"),
        (ada_turn, MoveUnit("bob", Hex(1, -1)), "not_your_turn"),
        (enemy_turn, Engage("ada"), "not_your_turn"),
        (enemy_turn, ExploreHex(Hex(1, -3), SKYSHARD), "explore_on_adventurer_turn"),
        (lambda: make_battle(), Engage("ada"), "not_your_turn"),  # the round has not started
    ],
)
def test_turn_actions_belong_to_the_acting_units_turn(
    state_of: Any, action: Action, code: str
) -> None:
    state = state_of()
    assert refused(state, action) == code
    assert action not in legal_actions(state)


@pytest.mark.parametrize(
    "action",
    [
        GainFatigue("bob", light=1),
        GainStatus("bob", StatusSide.FEAR),
        ExhaustDice("bob", ("bob1",)),
        DealDamage("bob", 1, source="e1"),
        Heal("bob", 1),
    ],
)
def test_effects_and_skill_dice_may_come_at_any_time(action: Action) -> None:
    for state in (ada_turn(), enemy_turn()):
        apply(state, action)


def test_the_recovery_step_cannot_reset_the_engage_count() -> None:
    state = step(ada_turn(light=10), Engage("ada"), Engage("ada")).state
    with pytest.raises(IllegalAction):
        apply(state, RecoveryStep("ada"))
    state = step(state, Engage("ada")).state
    assert (
        sum(state.dice[d].kind is DieKind.LIGHT_FATIGUE for d in state.adventurer("ada").track) == 2
    )


def test_a_turn_action_out_of_turn_is_a_logged_override() -> None:
    result = apply(ada_turn(), Engage("bob", override=True))
    assert isinstance(result.events[0], ManualChange)
    assert Engage("bob", override=True) not in legal_actions(ada_turn())


def test_who_may_act_next_is_a_query() -> None:
    assert who_may_act(make_battle()) == ()
    assert who_may_act(ada_turn()) == ("ada",)
    tie = make_battle(enemies=[enemy("e1", 5, [0, -2]), enemy("e2", 5, [1, -2])])
    tie = step(tie, StartRound(), BeginTurns(), EndTurn(), EndTurn()).state
    assert who_may_act(tie) == ("e1", "e2")


# --- 2. the inn and the battle clean-up (rules §1.4, §4.8, §9.3) ----------------------------


@pytest.mark.parametrize(
    ("action", "code"),
    [(InnRest(), "no_inn_in_battle"), (EndBattleCleanup(), "battle_cleanup_not_now")],
)
def test_inn_and_battle_cleanup_wait_for_their_moment(action: Action, code: str) -> None:
    for state in (make_battle(), ada_turn(), enemy_turn()):
        assert refused(state, action) == code
        assert action not in legal_actions(state)
    mats = make_state(track=["L", "s1"], drained=["s2"])
    apply(mats, action)  # a table without a modelled battle
    assert action in legal_actions(mats)


# --- 3. full party defeat, in order (rules §5.6) ---------------------------------------------


def defeated_party(companions: list[dict[str, Any]] | None = None) -> GameState:
    tie = Hex(1, 1)  # two steps from each of the three towns
    state = make_battle(
        enemies=[enemy("e1", 5, [0, -2])], party=[tie.q, tie.r], companions=companions or []
    )
    return step(
        state,
        StartRound(),
        BeginTurns(),
        DealDamage("ada", 99, source="e1"),
        DealDamage("bob", 99, source="e1"),
    ).state


@pytest.mark.parametrize(
    ("companion", "party_defeated"),
    [
        (None, True),
        ({"id": "pup", "name": "Pup", "max_hp": 3, "at": [1, 0]}, True),  # on the map
        ({"id": "pup", "name": "Pup", "max_hp": 3, "at": None}, True),  # still waiting
    ],
)
def test_the_entire_party_is_every_adventurer(companion: Any, party_defeated: bool) -> None:
    state = defeated_party([companion] if companion else [])
    assert state.battle is not None and state.battle.party_defeat_pending is party_defeated


def test_after_a_full_party_defeat_town_then_reward_then_rest() -> None:
    state = step(defeated_party(), EndTurn(), EndRound()).state  # e1, then round end
    assert len(state.town_choice) == 3
    for action, code in [
        (AdventurersRest("ada"), "rest_defeated_first"),
        (EndOfDay(), "finish_battle_first"),
    ]:
        assert refused(state, action) in (code, "choose_town_first")
    legal = legal_actions(state)
    assert not any(isinstance(a, AdventurersRest) for a in legal)
    assert {a.to for a in legal if isinstance(a, MovePartyToken)} == set(state.town_choice)
    moved = apply(state, MovePartyToken(state.town_choice[0]))
    kinds = names(moved.events)
    assert (
        kinds.index("PartyTokenMoved") < kinds.index("RewardPhase") < kinds.index("EndOfDayStarted")
    )
    offered = {a.adventurer for a in legal_actions(moved.state) if isinstance(a, AdventurersRest)}
    assert offered == {"ada", "bob"}  # defeated adventurers rest too: it is the third step
    day2 = step(moved.state, AdventurersRest("ada"), AdventurersRest("bob")).state
    assert day2.day == 2 and not day2.adventurer("ada").defeated


def test_no_reward_phase_before_the_town_is_chosen() -> None:
    result = step(defeated_party(), EndTurn(), EndRound())
    assert any(isinstance(e, TownChoiceNeeded) for e in result.events)
    assert not any(isinstance(e, RewardPhase) for e in result.events)


# --- 4-5. defeated once, and no fatigue once defeated (rules §5.1, §5.3) -------------------


@pytest.mark.parametrize("over_supply", [0, 5])
def test_one_lethal_hit_defeats_once_and_credits_the_enemy(over_supply: int) -> None:
    ada = adventurer_data("ada", track=FULL_LIGHT, active=["s1", "s2", "s3"], hp=2, cooldown=0)
    state = ada_turn(adventurers=[ada, adventurer_data("bob")], over=over_supply, light=20)
    result = apply(state, DealDamage("ada", 5, source="e1"))
    defeats = [e for e in result.events if isinstance(e, AdventurerDefeated)]
    assert defeats == [AdventurerDefeated("ada", "e1")]
    assert not any(isinstance(e, TrueDamageDealt | OverfatigueSwapped) for e in result.events)
    after = result.state.adventurer("ada")
    assert after.hp == 0 and set(after.drained) == {"s1", "s2", "s3"}
    assert result.state.supply.over == state.supply.over  # no overfatigue gained


@pytest.mark.parametrize("path", ["chip defeated", "gain fatigue", "fatigue round"])
def test_a_defeated_adventurer_gains_no_fatigue_by_any_path(path: str) -> None:
    ada = adventurer_data("ada", track=FULL_LIGHT, cooldown=0)
    state = ada_turn(
        adventurers=[ada, adventurer_data("bob")],
        over=5,
        light=20,
        enemies=[enemy("e1", 5, [0, -2], hp=9)],
    )
    # Ada's shieldwall die resolved on its Status face (Daze) goes on the enemy chip
    state = step(
        state,
        RollDice(("s4",), (5,)),
        PlaceStatusDie("ada", "s4", "e1"),
        DealDamage("ada", 99, source="e1"),
    ).state
    before = state.adventurer("ada")
    if path == "chip defeated":
        result = step(state, DealDamage("e1", 9, source="bob"))
    elif path == "gain fatigue":
        result = step(state, GainFatigue("ada", light=2, over=2))
    else:
        battle = state.battle
        assert battle is not None
        state = replace(state, battle=replace(battle, round=6, phase=Phase.ROUND_EFFECTS))
        result = step(state, BeginTurns())
    after = result.state.adventurer("ada")
    ada_events = [e for e in result.events if getattr(e, "adventurer", None) == "ada"]
    assert not any(isinstance(e, FatigueGained | OverfatigueSwapped) for e in ada_events)
    overs = [d for d in after.track if result.state.dice[d].kind is DieKind.OVERFATIGUE]
    assert overs == [] and after.track == before.track


# --- 6-7. defeat by an effect, revival without a free hex (rules §5.3) ----------------------


@pytest.mark.parametrize("how", [DefeatUnit("ada"), DealDamage("ada", 10)])
def test_defeat_by_an_effect_leaves_0_hp_and_healing_revives(how: Action) -> None:
    state = step(ada_turn(), how).state
    assert state.adventurer("ada").hp == 0 and state.adventurer("ada").defeated
    revived = step(state, Heal("ada", 1)).state.adventurer("ada")
    assert not revived.defeated and revived.hp == 1


def test_a_revived_adventurer_with_no_free_hex_says_so_and_acts_once_deployed() -> None:
    entrance = [[0, 0], [1, 0], [-1, 0], [0, 1], [-1, 1], [0, -1], [1, -1]]
    companions = [
        {"id": f"c{i}", "name": f"C{i}", "max_hp": 2, "at": h} for i, h in enumerate(entrance[2:])
    ]
    companions.append({"id": "pup", "name": "Pup", "max_hp": 2, "at": None})
    state = make_battle(
        tiles=[{"shape": "entrance", "offset": [0, 0], "rotation": 0}],
        companions=companions,
        positions={"ada": entrance[0], "bob": entrance[1]},
    )
    state = step(state, DealDamage("ada", 99), ForceMoveUnit("pup", Hex(0, 0))).state
    revived = apply(state, Heal("ada", 3))
    assert AdventurerNotDeployed("ada") in revived.events
    round_ = step(revived.state, StartRound(), BeginTurns())
    assert AdventurerNotDeployed("ada") in round_.events and TurnEnded("ada") in round_.events
    assert round_.state.battle is not None and round_.state.battle.turn == "bob"
    freed = step(revived.state, ForceMoveUnit("pup", None), StartRound(), BeginTurns())
    assert UnitDeployed("ada", Hex(0, 0)) in freed.events
    assert freed.state.battle is not None and freed.state.battle.turn == "ada"


# --- 8. explorable doors (rules §7.2) -------------------------------------------------------


def entrance_only(deck: list[str], needed: int = 0, found: int = 0) -> GameState:
    state = ada_turn(
        tiles=[{"shape": "entrance", "offset": [0, 0], "rotation": 0}],
        positions={"ada": [0, 0], "bob": [-1, 0]},
        enemies=[enemy("e1", 5, [0, 1])],
        deck=deck,
    )
    battle = state.battle
    assert battle is not None
    return replace(state, battle=replace(battle, skyshards_needed=needed, skyshards_found=found))


@pytest.mark.parametrize(
    ("deck", "needed", "found", "doors"),
    [
        ([SKYSHARD], 0, 0, {Hex(0, -1), Hex(1, -1)}),  # the entrance alone can grow
        ([SKYSHARD, "ossuary-niche"], 1, 1, {Hex(0, -1), Hex(1, -1)}),  # found = needed
        (["ossuary-niche"], 2, 0, set()),  # no skyshard card left in the deck
    ],
)
def test_explorable_doors(deck: list[str], needed: int, found: int, doors: set[Hex]) -> None:
    state = entrance_only(deck, needed, found)
    assert state.battle is not None and explorable(state.battle) == doors
    if not doors:
        assert refused(state, ExploreHex(Hex(0, -1), "ossuary-niche")) == "no_skyshard_left"


def test_the_entrance_doors_are_one_door() -> None:
    state = entrance_only([SKYSHARD, "crypt-corridor", SKYSHARD])
    drawn = step(state, ExploreHex(Hex(0, -1), "crypt-corridor")).state
    placed = step(drawn, PlaceTile(index=0)).state
    assert placed.battle is not None
    entrance = {Hex(0, -1), Hex(1, -1)}
    assert not explorable(placed.battle) & entrance  # one tile at one door: both explored


def test_a_skyshard_drawn_at_a_door_leaves_it_explorable() -> None:
    state = entrance_only([SKYSHARD, "crypt-corridor", SKYSHARD], needed=3)
    after = step(state, ExploreHex(Hex(0, -1), SKYSHARD)).state
    assert after.battle is not None and after.battle.skyshards_found == 1
    assert explorable(after.battle) == {Hex(0, -1), Hex(1, -1)}  # the delve can still grow
    # the explore action is once a turn (rules §4.11): Bob explores it next
    grown = step(after, EndTurn(), ExploreHex(Hex(0, -1), "crypt-corridor")).state
    assert grown.battle is not None and grown.battle.pending is not None


def test_offered_placements_are_data() -> None:
    state = entrance_only([SKYSHARD, "crypt-corridor"])
    drawn = step(state, ExploreHex(Hex(0, -1), "crypt-corridor")).state
    offered = offered_placements(drawn)
    assert len(offered) > 1 and all(o.shape.name == "crypt-corridor" for o in offered)


# --- 9. the Tenacity-face choice (rules §2.7) -----------------------------------------------


@pytest.mark.parametrize(
    ("face", "accepted"), [(0, False), (1, False), (2, False), (3, True), (5, False)]
)  # greatblade: 1 (Instant), 2 (Instant), strike2 (Active), strike3 (Cooldown), cleave2
def test_only_a_cooldown_code_face_offers_the_tenacity_face(face: int, accepted: bool) -> None:
    state = step(make_state(), RollDice(("s1",), (face,))).state
    action = ExhaustDice("ada", ("s1",), tenacity_face=True)
    assert (action in legal_actions(state)) is accepted
    if accepted:
        assert step(state, action).state.die("s1").face == 4  # the Tenacity face
    else:
        assert refused(state, action) == "tenacity_needs_cooldown_face"


# --- 10. the round counter (rules §4.1) -----------------------------------------------------


def at_round(n: int, phase: Phase = Phase.ROUND_START) -> GameState:
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])])
    battle = state.battle
    assert battle is not None
    return replace(state, battle=replace(battle, round=n, phase=phase))


@pytest.mark.parametrize(("before", "after"), [(0, 1), (4, 5), (5, 6), (6, 6)])
def test_the_counter_shows_1_to_5_or_the_fatigue_face(before: int, after: int) -> None:
    state = step(at_round(before), StartRound()).state
    assert state.battle is not None and state.battle.round == after
    assert state.battle.phase is Phase.ROUND_EFFECTS  # start-of-round effects come next


@pytest.mark.parametrize(("start", "by", "end"), [(6, 1, 5), (6, 3, 3), (6, 5, 1), (3, 5, 1)])
def test_lowering_the_counter_from_the_fatigue_face_leaves_6_minus_n(
    start: int, by: int, end: int
) -> None:
    state = step(at_round(start, Phase.ROUND_EFFECTS), LowerRoundCounter(by)).state
    assert state.battle is not None and state.battle.round == end


@pytest.mark.parametrize(("lower", "fatigue"), [(False, True), (True, False)])
def test_start_of_round_effects_act_before_the_fatigue_check(lower: bool, fatigue: bool) -> None:
    state = step(at_round(5), StartRound()).state
    if lower:
        state = step(state, LowerRoundCounter(1)).state
    result = step(state, BeginTurns())
    gained = [e for e in result.events if isinstance(e, FatigueGained)]
    assert bool(gained) is fatigue


# --- 11. events name the right thing ---------------------------------------------------------


def test_a_unit_of_a_finished_battle_is_named_as_a_unit() -> None:
    state = ada_turn(enemies=[enemy("gob", 5, [0, -2], hp=1)])
    over = step(state, DealDamage("gob", 1, source="ada"), EndTurn(), EndTurn(), EndRound()).state
    assert over.battle is not None and over.battle.phase is Phase.OVER
    assert refused(over, DealDamage("gob", 1)) == "unit_not_in_play"


def test_removing_an_adventurers_status_takes_it_from_the_track() -> None:
    state = make_state(track=["S:bane", "L"])
    result = step(state, RemoveStatus("ada", StatusSide.BANE))
    assert isinstance(result.events[0], StatusRemoved) and result.events[0].side is StatusSide.BANE
    assert len(result.state.adventurer("ada").track) == 1


def test_a_defeated_chip_s_status_dice_go_home_in_the_log() -> None:
    state = step(ada_turn(), ApplyStatus("e1", StatusSide.FEAR)).state
    supply = len(state.supply.status)
    result = step(state, DealDamage("e1", 99, "ada"))
    removed = [e for e in result.events if isinstance(e, StatusRemoved)]
    assert [(e.unit, e.side) for e in removed] == [("e1", StatusSide.FEAR)]
    assert removed[0].rule.startswith("rules §5.1")
    assert len(result.state.supply.status) == supply + 1


def test_fatigue_stops_when_the_adventurer_is_defeated_partway() -> None:
    state = make_state(track=FULL_LIGHT, hp=1, light=3, over=0)
    result = apply(state, GainFatigue("ada", light=3))
    assert sum(isinstance(e, FatigueGained) for e in result.events) == 1
    assert names(result.events)[-1] == "FatigueIgnored"


def test_lockpicking_fails_by_itself_when_the_picker_is_defeated() -> None:
    state = make_state(track=FULL_LIGHT, hp=1, light=3, over=0)
    state = step(state, StartLockpick("ada", (1, 2, 3)), LockpickRoll((4, 4, 4))).state
    result = step(state, LockpickTurn(0, 1))
    assert LockpickFailed("ada", "defeated") in result.events and result.state.lockpick is None


def test_event_fields_name_adventurers_as_adventurer() -> None:
    w = Work(make_state(hp=3))
    deal_true_damage(w, w.adv("ada"), 1, "rules §4.1 true damage")
    assert w.events[0] == TrueDamageDealt(
        adventurer="ada", amount=1, hp=2, rule="rules §4.1 true damage"
    )


def test_a_defeated_chip_can_be_brought_back_by_hand() -> None:
    from rules.actions import ForceReviveUnit
    from rules.invariants import check_invariants

    state = step(ada_turn(), DealDamage("e1", 99, "ada")).state
    assert state.battle is not None and state.battle.defeated_stack == ("e1",)
    bmap = state.battle.map
    ada = state.battle.unit("ada").at
    free = next(h for h in sorted(bmap.hexes) if not bmap.is_occupied(h))
    assert ada is not None
    assert refused(state, ForceReviveUnit("ada", free)) == "revive_adventurer_by_healing"
    assert refused(state, ForceReviveUnit("e1", ada)) == "hex_occupied"
    result = step(state, ForceReviveUnit("e1", free))
    back = result.state.battle
    assert back is not None and back.defeated_stack == ()
    e1 = back.unit("e1")
    assert (e1.defeated, e1.at, e1.hp) == (False, free, e1.max_hp)
    check_invariants(result.state)
    assert refused(result.state, ForceReviveUnit("e1", free)) == "unit_not_defeated"
