"""An enemy's move and engage as one step each, by the rules (rules §4.4): the party's
choices are checked against the ones the rules leave it, damage goes through the damage
rules, and a chip's stats and its protection from targeting are edited by overrides."""

from __future__ import annotations

from dataclasses import replace

import pytest

from board.hexes import Hex
from rules import IllegalAction, apply, events, legal_actions, table
from rules.actions import (
    CompanionEngage,
    EnemyEngage,
    EnemyMove,
    ForceMoveUnit,
    ForceSetProtected,
    ForceSetStats,
    MoveUnit,
    StartRound,
)
from rules.enemy_turn import target_plan
from rules.foes import FoeStats, Priority
from rules.invariants import check_invariants
from rules.save import dump_game, load_game
from rules.setup import delve_state
from rules.state import GameState
from tests.rules.enemy_maps import battle_state, with_turn


def play(state: GameState, *actions: object) -> tuple[GameState, list[events.Event]]:
    out: list[events.Event] = []
    for action in actions:
        done = apply(state, action)  # type: ignore[arg-type]
        check_invariants(done.state)
        state = done.state
        out.extend(done.events)
    return state, out


def refusal(state: GameState, action: object) -> str:
    with pytest.raises(IllegalAction) as info:
        apply(state, action)  # type: ignore[arg-type]
    return info.value.code


def at(state: GameState, unit: str) -> Hex | None:
    assert state.battle is not None
    return state.battle.unit(unit).at


def test_an_enemy_moves_as_far_as_its_movement_and_once_a_turn() -> None:
    state = with_turn(battle_state("x . . . . . a"), "xan")
    state, said = play(state, EnemyMove("xan"))
    assert at(state, "xan") == Hex(2, 0)
    (moved,) = [e for e in said if isinstance(e, events.EnemyMoved)]
    assert (moved.steps, moved.away, moved.focus, moved.arrived) == (2, 3, ("ada",), False)
    assert refusal(state, EnemyMove("xan")) == "enemy_move_done"


def test_the_party_breaks_a_tie_among_the_lit_ends_only() -> None:
    state = with_turn(battle_state("a . . x . . b", hp={"a": 9, "b": 9}), "xan")
    assert refusal(state, EnemyMove("xan")) == "enemy_pick_end"
    assert refusal(state, EnemyMove("xan", Hex(2, 0))) == "enemy_end_not_allowed"
    state, said = play(state, EnemyMove("xan", Hex(5, 0)))
    assert at(state, "xan") == Hex(5, 0)
    (moved,) = [e for e in said if isinstance(e, events.EnemyMoved)]
    assert moved.picked and moved.options == 2 and moved.arrived


def test_no_move_when_a_target_is_in_range_nor_out_of_its_turn() -> None:
    state = battle_state("x a . .")
    assert refusal(state, EnemyMove("xan")) == "unit_not_your_turn"
    assert refusal(with_turn(state, "xan"), EnemyMove("xan")) == "enemy_stays_in_range"
    assert refusal(with_turn(state, "ada"), EnemyMove("ada")) == "not_an_enemy"


def test_the_roll_is_dealt_to_each_target_bonus_hp_first_and_the_defeat_is_the_enemy_s() -> None:
    art = "a x k ."
    stats = {"x": FoeStats(targets=2, dice=2, priority=Priority.WEAKEST)}
    state = with_turn(battle_state(art, hp={"a": 5, "k": 6}, stats=stats), "xan")
    assert state.battle is not None
    kit = replace(state.battle.unit("kit"), bonus_hp=2)
    units = tuple(kit if u.id == "kit" else u for u in state.battle.units)
    state = state.replace(battle=replace(state.battle, units=units))
    state, said = play(state, EnemyEngage("xan", roll=(2, 3)))
    (engaged,) = [e for e in said if isinstance(e, events.EnemyEngaged)]
    assert engaged.targets == ("ada", "kit") and engaged.total == 5
    assert state.adventurer("ada").defeated
    assert state.battle is not None
    kit = state.battle.unit("kit")
    assert (kit.hp, kit.bonus_hp) == (3, 0)
    assert any(d.unit == "ada" and d.by == "xan" for d in state.battle.defeats)
    assert refusal(state, EnemyEngage("xan", roll=(1, 1))) == "enemy_engage_done"
    assert refusal(state, EnemyMove("xan")) == "enemy_engage_done"


def test_the_party_picks_among_equal_hp_and_the_roll_must_fit_the_dice() -> None:
    art = """
    a . b
     . x .
      c . .
    """
    state = with_turn(battle_state(art, hp={"a": 7, "b": 7, "c": 7}, targets=2, range=2), "xan")
    assert refusal(state, EnemyEngage("xan", roll=(1,))) == "enemy_pick_targets"
    assert refusal(state, EnemyEngage("xan", (1,), ("ada",))) == "enemy_targets_not_allowed"
    assert refusal(state, EnemyEngage("xan", (1, 1), ("ada", "cid"))) == "enemy_roll_count"
    assert refusal(state, EnemyEngage("xan", (4,), ("ada", "cid"))) == "enemy_roll_faces"
    state, said = play(state, EnemyEngage("xan", (3,), ("cid", "ada")))
    (engaged,) = [e for e in said if isinstance(e, events.EnemyEngaged)]
    assert engaged.targets == ("cid", "ada") and engaged.picked
    assert [state.adventurer(a).hp for a in ("ada", "bob", "cid")] == [4, 7, 4]


def test_no_engage_without_a_target_and_a_new_round_starts_afresh() -> None:
    state = with_turn(battle_state("x . . a"), "xan")
    assert refusal(state, EnemyEngage("xan", (1,))) == "enemy_no_targets"
    state, _ = play(state, EnemyMove("xan"), EnemyEngage("xan", (2,)))
    assert state.adventurer("ada").hp == 18
    assert state.battle is not None and len(state.battle.turn_steps) == 2
    ended = replace(state.battle, phase=state.battle.phase.ROUND_START, turn=None)
    state, _ = play(state.replace(battle=ended), StartRound())
    assert state.battle is not None and state.battle.turn_steps == ()


def test_a_chip_s_stats_are_edited_by_an_override() -> None:
    state = battle_state("x . k a")
    stats = FoeStats(range=3, targets=2, priority=Priority.WEAKEST, skills="Bites.")
    state, said = play(state, ForceSetStats("xan", stats), ForceSetStats("kit", stats))
    assert state.battle is not None and state.battle.unit("xan").stats == stats
    assert isinstance(said[0], events.ManualChange) and said[0].what == "stats"
    assert refusal(state, ForceSetStats("xan", FoeStats(range=0))) == "edit_range"
    assert refusal(state, ForceSetStats("ada", stats)) == "adventurer_has_mat"


def test_protection_from_targeting_is_an_override_that_saves_only_when_set() -> None:
    state = with_turn(battle_state("x a . ."), "xan")
    state, said = play(state, ForceSetProtected("ada"))
    assert state.battle is not None and state.battle.unit("ada").protected
    assert [(e.what, e.target, e.value) for e in said if isinstance(e, events.ManualChange)] == [
        ("protected", "ada", "yes")
    ]
    assert refusal(state, ForceSetProtected("ada")) == "already_protected"
    assert refusal(state, EnemyEngage("xan", (1,))) == "enemy_no_targets"
    state, _ = play(state, ForceSetProtected("ada", False))
    assert refusal(state, ForceSetProtected("ada", False)) == "not_protected"
    assert refusal(state, ForceSetProtected("nobody")) == "no_such_unit"
    delve = delve_state()
    assert '"protected"' not in dump_game(delve, (), delve)  # older files stay as they were
    delve, _ = play(delve, ForceSetProtected("warden"))
    again = load_game(dump_game(delve, (), delve)).state
    assert again.battle is not None and again.battle.unit("warden").protected


def test_a_dragged_enemy_on_its_turn_lights_and_takes_the_rules_ends_only() -> None:
    state = with_turn(battle_state("a . . x . . b", hp={"a": 9, "b": 9}), "xan")
    assert table.unit_targets(state, "xan") == {Hex(1, 0), Hex(5, 0)}
    assert table.action_for_unit_drop(state, "xan", Hex(1, 0)) == EnemyMove("xan", Hex(1, 0))
    with pytest.raises(IllegalAction) as info:
        table.action_for_unit_drop(state, "xan", Hex(2, 0))
    assert info.value.code == "enemy_end_not_allowed"
    forced = table.action_for_unit_drop(state, "xan", Hex(2, 0), force=True)
    assert isinstance(forced, ForceMoveUnit)


def test_a_companion_moves_once_a_turn_up_to_its_movement() -> None:
    art = "k . . . . x\n - - - - - - a"
    state = with_turn(battle_state(art), "kit")
    assert table.unit_targets(state, "kit") == {Hex(1, 0), Hex(2, 0)}
    assert refusal(state, MoveUnit("kit", Hex(3, 0))) == "beyond_movement"
    state, _ = play(state, MoveUnit("kit", Hex(2, 0)))
    assert refusal(state, MoveUnit("kit", Hex(3, 0))) == "companion_moved"
    assert table.unit_targets(state, "kit") == frozenset()
    far = battle_state(art, stats={"k": FoeStats(movement=4)})
    assert table.unit_targets(with_turn(far, "kit"), "kit") == {Hex(h, 0) for h in range(1, 5)}


def test_a_companion_targets_whom_the_player_picks_among_those_it_can_target() -> None:
    state = with_turn(
        battle_state("x k . y . z\n - - - - - - a", stats={"k": FoeStats(range=2)}), "kit"
    )
    plan = target_plan(state, "kit")
    assert plan.candidates == ("xan", "yor") and plan.sure == ()


def test_the_table_says_when_an_enemy_turn_or_phase_can_be_played() -> None:
    state = battle_state("x . . a")
    assert table.enemy_phase_refusal(state) is None
    assert table.enemy_turn_refusal(state) is not None
    assert table.enemy_turn_refusal(with_turn(state, "xan")) is None
    assert table.enemy_turn_refusal(with_turn(state, "ada")) is not None
    done, _ = play(with_turn(state, "xan"), EnemyMove("xan"))
    assert table.steps_taken(done, "xan") == {"move"}


def companion_turn(art: str, **kw: object) -> GameState:
    state = with_turn(battle_state(art, **kw), "kit")  # type: ignore[arg-type]
    assert state.battle is not None
    return state.replace(battle=replace(state.battle, phase=state.battle.phase.COMPANIONS))


@pytest.mark.parametrize(
    ("art", "stats", "action", "code"),
    [
        ("k . . . x", FoeStats(), CompanionEngage("kit", (1,), ("xan",)), "companion_no_targets"),
        ("k x . y", FoeStats(), CompanionEngage("kit", (1,), ("yor",)), "companion_pick_targets"),
        ("k x . y", FoeStats(), CompanionEngage("kit", (1,), ()), "companion_pick_targets"),
        (
            "x k y",
            FoeStats(),
            CompanionEngage("kit", (1,), ("xan", "yor")),
            "companion_pick_targets",
        ),
        ("k x a", FoeStats(), CompanionEngage("kit", (1,), ("ada",)), "companion_pick_targets"),
        ("k x", FoeStats(dice=2), CompanionEngage("kit", (1,), ("xan",)), "enemy_roll_count"),
        ("k x", FoeStats(), CompanionEngage("kit", (5,), ("xan",)), "enemy_roll_faces"),
        ("k x", FoeStats(), CompanionEngage("xan", (1,), ("kit",)), "not_a_companion"),
    ],
)
def test_a_companion_s_engage_is_refused_outside_its_choices(
    art: str, stats: FoeStats, action: CompanionEngage, code: str
) -> None:
    state = companion_turn(art, stats={"k": stats})
    assert refusal(state, action) == code


def test_a_companion_engages_the_picked_targets_whatever_its_priority() -> None:
    stats = FoeStats(range=2, targets=2, dice=2, priority=Priority.STRONGEST)
    state = companion_turn("y x k . z . . a", hp={"x": 9, "y": 4, "z": 3}, stats={"k": stats})
    assert state.battle is not None
    yor = replace(state.battle.unit("yor"), bonus_hp=1)
    units = tuple(yor if u.id == "yor" else u for u in state.battle.units)
    state = state.replace(battle=replace(state.battle, units=units))
    assert any(isinstance(a, CompanionEngage) for a in legal_actions(state))
    # the weakest and another, never the rules' priority: the player's pick
    state, said = play(state, CompanionEngage("kit", (2, 3), ("yor", "zed")))
    (engaged,) = [e for e in said if isinstance(e, events.EnemyEngaged)]
    assert engaged.targets == ("yor", "zed") and engaged.total == 5 and not engaged.picked
    assert state.battle is not None
    yor, zed, xan = (state.battle.unit(u) for u in ("yor", "zed", "xan"))
    assert (yor.hp, yor.bonus_hp, yor.defeated) == (0, 0, True)
    assert zed.defeated and xan.hp == 9
    assert {d.unit: d.by for d in state.battle.defeats} == {"yor": "kit", "zed": "kit"}
    assert refusal(state, CompanionEngage("kit", (1, 1), ("xan",))) == "companion_engage_done"
    assert not any(isinstance(a, CompanionEngage) for a in legal_actions(state))


def test_a_companion_engages_only_on_its_own_turn() -> None:
    state = companion_turn("k x")
    assert state.battle is not None
    other = state.replace(battle=replace(state.battle, turn=None))
    assert refusal(other, CompanionEngage("kit", (1,), ("xan",))) == "unit_not_your_turn"
