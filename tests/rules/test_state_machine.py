"""Hypothesis state machines: random legal actions (plus rolls, lockpicks and overrides)
from the demo table and from the demo delve (battle actions); after each step the
invariants hold and a JSON round trip gives an equal state."""

from __future__ import annotations

import contextlib

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from rules import GameState, IllegalAction, apply, delve_state, demo_state, legal_actions
from rules.actions import (
    Action,
    BeginTurns,
    DealDamage,
    EndRound,
    EndTurn,
    Engage,
    ForceMoveDie,
    ForceMoveUnit,
    ForceSetCounter,
    ForceSetFace,
    Heal,
    LockpickRoll,
    RollDice,
    StartLockpick,
    StartRound,
    TakeTurn,
)
from rules.gestures import _candidates
from rules.invariants import check_invariants
from rules.movement import MOVES_PER_TURN
from rules.places import Place, Zone
from rules.save import dump_game, load_game
from rules.state import Outcome, Phase, UnitKind
from tests.rules.helpers import machine_settings


class RulesMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.state: GameState = demo_state()
        self.log: list[Action] = []

    def _do(self, action: Action) -> None:
        transition = apply(self.state, action)
        assert all(getattr(event, "rule", "") for event in transition.events)
        self.state = transition.state
        self.log.append(action)

    @rule(data=st.data())
    def legal(self, data: st.DataObject) -> None:
        actions = legal_actions(self.state)
        if actions:
            self._do(data.draw(st.sampled_from(actions)))

    @rule(data=st.data())
    def roll(self, data: st.DataObject) -> None:
        dice = [d for a in self.state.adventurers if not a.defeated for d in a.row_dice]
        if not dice:
            return
        chosen = data.draw(st.lists(st.sampled_from(dice), min_size=1, max_size=3, unique=True))
        faces = data.draw(st.lists(st.integers(0, 5), min_size=len(chosen), max_size=len(chosen)))
        self._do(RollDice(tuple(chosen), tuple(faces)))

    @precondition(lambda self: self.state.lockpick is None)
    @rule(
        who=st.sampled_from(["hrolfa", "veyth", "zarri"]),
        digits=st.lists(st.integers(1, 6), min_size=3, max_size=4),
        attempts=st.integers(1, 3),
        key=st.booleans(),
    )
    def start_lock(self, who: str, digits: list[int], attempts: int, key: bool) -> None:
        try:
            self._do(StartLockpick(who, tuple(digits), (0,) if key else (), attempts))
        except IllegalAction:
            assert self.state.adventurer(who).defeated

    @precondition(lambda self: self.state.lockpick is not None)
    @rule(data=st.data())
    def lock_roll(self, data: st.DataObject) -> None:
        check = self.state.lockpick
        assert check is not None
        free = sum(k is None for k in check.kept)
        results = data.draw(st.lists(st.integers(1, 6), min_size=free, max_size=free))
        try:
            self._do(LockpickRoll(tuple(results)))
        except IllegalAction:
            assert check.used >= check.attempts

    @rule(data=st.data())
    def force(self, data: st.DataObject) -> None:
        die = data.draw(st.sampled_from(sorted(self.state.dice)))
        places = _candidates(self.state, die)
        if self.state.battle is not None:  # any chip, for any die
            places += [Place(Zone.UNIT, u.id) for u in self.state.battle.units]
        place = data.draw(st.sampled_from(places))
        with contextlib.suppress(IllegalAction):
            self._do(ForceMoveDie(die, place))

    @rule(data=st.data(), face=st.integers(0, 5))
    def turn_face(self, data: st.DataObject, face: int) -> None:
        die = data.draw(st.sampled_from(sorted(self.state.dice)))
        with contextlib.suppress(IllegalAction):
            self._do(ForceSetFace(die, face))

    @rule(
        data=st.data(),
        counter=st.sampled_from(["hp", "max_hp", "tenacity", "cooldown", "defeated", "round"]),
        value=st.integers(0, 14),
    )
    def set_counter(self, data: st.DataObject, counter: str, value: int) -> None:
        owners = [a.id for a in self.state.adventurers] + ["supply", "battle"]
        if self.state.battle is not None:
            owners += [u.id for u in self.state.battle.units]
        owner = data.draw(st.sampled_from(owners))
        with contextlib.suppress(IllegalAction):
            self._do(ForceSetCounter(owner, counter, value))

    @invariant()
    def consistent(self) -> None:
        check_invariants(self.state)
        for adv in self.state.adventurers:
            assert len(adv.track) <= 13
            assert 0 <= adv.hp <= adv.max_hp
        text = dump_game(self.state, self.log)
        loaded = load_game(text)
        assert loaded.state == self.state
        assert list(loaded.actions) == self.log


RulesMachine.TestCase.settings = machine_settings(25, 30)
TestRulesMachine = RulesMachine.TestCase


class BattleMachine(RulesMachine):
    """The same checks from the demo delve, with battle actions: the round machine, moves,
    damage from any source, healing, explorations with any card left, unit overrides."""

    def __init__(self) -> None:
        super().__init__()
        self.state = delve_state()

    def _do(self, action: Action) -> None:
        was = self.state.battle
        super()._do(action)
        battle = self.state.battle
        if battle is None or battle.phase is not Phase.OVER or was is None or was is battle:
            return
        if was.phase is Phase.OVER:
            return
        # how a battle ends (rules §4.12, §5.6): won only with an adventurer standing; with
        # none, failed, and no companion is left on the map
        standing = any(not a.defeated for a in self.state.adventurers)
        if battle.outcome is Outcome.VICTORY:
            assert standing
        if not standing:
            assert battle.outcome is Outcome.FAILED
            assert not any(u.on_map for u in battle.units if u.kind is UnitKind.COMPANION)

    @rule(data=st.data(), amount=st.integers(1, 6), true_damage=st.booleans())
    def hit(self, data: st.DataObject, amount: int, true_damage: bool) -> None:
        battle = self.state.battle
        if battle is None:
            return
        ids = [u.id for u in battle.units]
        target = data.draw(st.sampled_from(ids))
        source = data.draw(st.sampled_from([None, *ids]))
        with contextlib.suppress(IllegalAction):
            self._do(DealDamage(target, amount, source, true_damage))

    @rule(data=st.data(), amount=st.integers(1, 4))
    def mend(self, data: st.DataObject, amount: int) -> None:
        battle = self.state.battle
        if battle is None:
            return
        target = data.draw(st.sampled_from([u.id for u in battle.units]))
        with contextlib.suppress(IllegalAction):
            self._do(Heal(target, amount))

    @rule(data=st.data())
    def shove(self, data: st.DataObject) -> None:
        battle = self.state.battle
        if battle is None:
            return
        unit = data.draw(st.sampled_from([u.id for u in battle.units]))
        to = data.draw(st.sampled_from([None, *sorted(battle.map.hexes)]))
        with contextlib.suppress(IllegalAction):
            self._do(ForceMoveUnit(unit, to))

    @invariant()
    def moves_within_the_turns_allowance(self) -> None:
        """rules §4.10: two move actions a turn at most, none after a second move's engage."""
        for adv in self.state.adventurers:
            assert 0 <= adv.moves <= MOVES_PER_TURN
            if adv.moves == MOVES_PER_TURN:
                assert Engage(adv.id) not in legal_actions(self.state)
            # the explore action never shares a turn with a move action (rules §4.11)
            assert not (adv.explored and adv.moves)

    @invariant()
    def round_can_go_on(self) -> None:
        """A live battle never reaches a dead end: some action moves the round on."""
        battle = self.state.battle
        if battle is None or battle.phase is Phase.OVER:
            return
        moves: list[Action] = [StartRound(), BeginTurns(), EndTurn(), EndRound()]
        moves += [TakeTurn(u.id) for u in battle.units]
        for action in moves:
            try:
                apply(self.state, action)
            except IllegalAction:
                continue
            return
        raise AssertionError(f"no way to go on from {battle.phase} (turn {battle.turn})")


BattleMachine.TestCase.settings = machine_settings(15, 30)
TestBattleMachine = BattleMachine.TestCase
