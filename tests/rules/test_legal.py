"""`legal_actions` is exact (rules §4.6): every action it lists is accepted, and every action
the engine accepts that is not an override has its family listed (up to free parameters such
as an amount, see `rules.engine.family`). Checked at every step of random play over the
shipped scenarios and a custom one with a full party defeat, a lockpick and an exploration.
"""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from board.hexes import Hex
from rules import actions as act
from rules.dice import DieKind, StatusSide
from rules.engine import apply, family, is_override, legal_actions, refusal
from rules.errors import IllegalAction
from rules.invariants import check_invariants
from rules.setup import load_scenario, scenario_names
from rules.state import SKYSHARD, GameState, UnitKind
from tests.rules.helpers import adventurer_data, enemy, machine_settings, make_battle, step


def trouble_state() -> GameState:
    """Two weak adventurers in a delve with a lock half picked and doors to explore: random
    play soon explores, picks or fails the lock, and loses the whole party."""
    state = make_battle(
        adventurers=[adventurer_data("ada", hp=2), adventurer_data("bob", hp=1)],
        enemies=[enemy("e1", 5, [0, -2], hp=4), enemy("e2", 1, [1, -2], hp=2)],
        deck=[SKYSHARD, "crypt-corridor", "ossuary-niche", SKYSHARD],
        skyshards_needed=2,
        objective="survey",
        light=3,
        over=2,
    )
    return step(state, act.StartLockpick("ada", (2, 5, 3), (1,), 2), act.StartRound()).state


def _mat_probes(state: GameState) -> Iterator[act.Action]:
    for adv in state.adventurers:
        a = adv.id
        mine = [d for d, die in state.dice.items() if die.owner == a]
        for d in mine:
            yield from (act.ExhaustDice(a, (d,)), act.ExhaustDice(a, (d,), tenacity_face=True))
            yield from (act.DrainDie(a, d), act.RecoverDie(a, d), act.RollDice((d,), (3,)))
            yield act.RemoveDie(a, d)
            yield from (act.PlaceActive(a, d, s) for s in range(4))
        yield from (act.ClearActiveSlot(a, s, r) for s in range(4) for r in (False, True))
        yield from (act.RecoverDrained(a), act.RecoveryStep(a), act.Engage(a))
        yield from (act.GainFatigue(a, light=1), act.GainFatigue(a, over=2))
        yield from (act.GainStatus(a, side) for side in StatusSide)
        yield from (act.RemoveStatus(a, side) for side in StatusSide)
        yield from (act.AdventurersRest(a), act.AdventurersRest(a, discard_item=True))
        yield from (act.AdventurersRest(a, (d,)) for d in adv.track[:2])
        yield from (act.RemoveDie(a, d) for d in adv.track[:3])
        yield from (act.RecoverDie(a, d) for d in adv.track[:3])
        yield from (act.StartLockpick(a, (1, 2, 3)), act.InnRest((a,)))
    yield from (act.InnRest(), act.EndBattleCleanup(), act.LockpickStop())
    yield from (act.LockpickRoll((4,) * n) for n in range(1, 4))
    for i in range(3):
        yield from (act.LockpickKeep(i, d) for d in range(3))
        yield from (act.LockpickTurn(i, d) for d in (-1, 1))


def _battle_probes(state: GameState) -> Iterator[act.Action]:
    battle = state.battle
    yield from (act.EndOfDay(), act.VisitInn(), act.UseGuildAssist())
    if state.overland is not None:
        party = state.overland.party
        for h in (*party.neighbors(), *state.town_choice, *state.overland.towns):
            yield act.MovePartyToken(h)
    if battle is None:
        return
    yield from (act.StartRound(), act.BeginTurns(), act.EndTurn(), act.LeaveBattle())
    yield from (act.EndRound(), act.EndRound(retreat=True), act.LowerRoundCounter(2))
    ids = [u.id for u in battle.units]
    hexes = sorted(battle.map.hexes)
    for u in battle.units:
        yield from (act.TakeTurn(u.id), act.DefeatUnit(u.id), act.Heal(u.id, 2))
        yield from (act.DealDamage(u.id, 1, s) for s in (None, *ids))
        yield from (act.ApplyStatus(u.id, side, f) for side in StatusSide for f in (False, True))
        yield from (act.RemoveStatus(u.id, side) for side in StatusSide)
        yield act.RemoveDefeatedChip(u.id)
        if u.id == battle.turn or u.kind is UnitKind.ENEMY:
            yield from (act.MoveUnit(u.id, h) for h in hexes)
        for adv in state.adventurers:
            for d in adv.row_dice:
                yield act.PlaceStatusDie(adv.id, d, u.id)
    for h in hexes:
        yield from (act.ExploreHex(h, card) for card in {SKYSHARD, *battle.deck})
    yield from (act.PlaceTile(index=i) for i in range(4))
    yield act.UseGuildAssist(round=3)
    for adv in state.adventurers:
        yield from (act.PlaceRevived(adv.id, h) for h in hexes[:3])


def accepted(state: GameState, action: act.Action) -> bool:
    try:
        apply(state, action)
    except IllegalAction:
        return False
    return True


def check_exact(state: GameState) -> None:
    legal = legal_actions(state)
    for action in legal:
        assert accepted(state, action), f"listed but refused: {action!r}"
    listed = {family(state, a) for a in legal}
    for action in (*_mat_probes(state), *_battle_probes(state)):
        ok = accepted(state, action)
        # The table's question (`refusal`, played on a scratch copy) gives apply's answer.
        assert (refusal(state, action) is None) is ok, action
        if not is_override(action) and ok:
            assert family(state, action) in listed, f"accepted but not listed: {action!r}"


class LegalMachine(RuleBasedStateMachine):
    """Random legal play, with the table's chance (dice, lockpick rolls, cards) mixed in."""

    def __init__(self) -> None:
        super().__init__()
        self.state: GameState | None = None

    @rule(data=st.data())
    def play(self, data: st.DataObject) -> None:
        if self.state is None:
            starts = [*scenario_names(), "trouble"]
            name = data.draw(st.sampled_from(starts))
            self.state = trouble_state() if name == "trouble" else load_scenario(name)
            return
        actions = legal_actions(self.state)
        if actions:
            self.state = apply(self.state, data.draw(st.sampled_from(actions))).state

    @rule(data=st.data())
    def chance(self, data: st.DataObject) -> None:
        """The lockpick dice come up; a card names a shape (both drawn by the table)."""
        state = self.state
        if state is None:
            return
        options: list[act.Action] = []
        check = state.lockpick
        if check is not None:
            free = sum(k is None for k in check.kept)
            results = data.draw(st.lists(st.integers(1, 6), min_size=free, max_size=free))
            options.append(act.LockpickRoll(tuple(results)))
        options += [a for a in legal_actions(state) if isinstance(a, act.ExploreHex)]
        options += [act.DealDamage(u, 3) for u in _alive(state)]
        chosen = data.draw(st.sampled_from(options)) if options else None
        if chosen is not None and accepted(state, chosen):
            self.state = apply(state, chosen).state

    @invariant()
    def exact(self) -> None:
        if self.state is not None:
            check_invariants(self.state)
            check_exact(self.state)


def _alive(state: GameState) -> list[str]:
    return [a.id for a in state.adventurers if not a.defeated]


LegalMachine.TestCase.settings = machine_settings(12, 25)
TestLegalMachine = LegalMachine.TestCase


def test_the_trouble_scenario_reaches_a_full_party_defeat_a_lock_and_an_exploration() -> None:
    state = trouble_state()
    assert state.lockpick is not None
    state = step(state, act.BeginTurns()).state
    check_exact(state)
    explore = next(a for a in legal_actions(state) if isinstance(a, act.ExploreHex))
    state = step(state, explore).state
    check_exact(state)
    state = step(state, act.DealDamage("ada", 2, "e1"), act.DealDamage("bob", 1, "e1")).state
    assert state.battle is not None and state.battle.party_defeat_pending
    assert state.lockpick is None  # the picker was defeated: the check failed
    check_exact(state)


def test_a_hex_door_and_a_die_of_each_kind_are_probed() -> None:
    state = step(trouble_state(), act.BeginTurns()).state
    kinds = {state.dice[d].kind for a in state.adventurers for d in a.row_dice}
    assert DieKind.SKILL in kinds
    assert any(isinstance(a, act.MoveUnit) for a in _battle_probes(state))
    assert Hex(0, 0) in state.battle.map.hexes  # type: ignore[union-attr]
