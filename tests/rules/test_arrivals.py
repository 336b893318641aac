"""What a new tile brings (rules §7.4): caches legendary first and enemies farthest-first by
route from the explored door, EP arithmetic, the printed level, ties left to the party.

The custom map: a one-hex porch at (20, 0), its door explored, and beside it a "hall" tile,
a line of hexes (21, 0)..(26, 0) with a spur at (25, 1). By route from (20, 0): (21, 0) is 1
hex away, ..., (26, 0) is 6 and (25, 1) is 6 too (a tie).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.tiles import TileShape
from rules import actions as act
from rules import events as ev
from rules.arrivals import bags_left, draw_enemies, drawable, plan_arrival
from rules.cards import Arrival, BagChip, EnemyBags, ExplorationCard
from rules.engine import legal_actions
from rules.errors import IllegalAction
from rules.foes import FoeStats, Priority
from rules.state import SKYSHARD, GameState, UnitKind
from tests.rules.helpers import make_battle, step

DOOR = Hex(20, 0)
A5 = BagChip("Ash Hound", 5, 6)
B1 = BagChip("Crypt Rat", 1, 2)
C1 = BagChip("Bone Walker", 1, 3)
H10 = BagChip("Vault Warden", 10, 12)


def hall_state(
    deployments: list[tuple[int, int]] = (),  # type: ignore[assignment]
    caches: list[tuple[int, int]] = (),  # type: ignore[assignment]
    card: ExplorationCard | None = None,
) -> GameState:
    """The party's delve with the porch and the hall added, the hall just placed."""
    state = make_battle()
    battle = state.battle
    assert battle is not None
    line = {Hex(q, 0) for q in range(6)} | {Hex(4, 1)}
    offset = Hex(21, 0)

    def local(cells: list[tuple[int, int]]) -> frozenset[Hex]:
        return frozenset(Hex(q - offset.q, r - offset.r) for q, r in cells)

    hall = TileShape(
        "hall", frozenset(line), frozenset({Hex(0, 0)}), local(caches), local(deployments)
    )
    porch = TileShape("porch", frozenset({Hex(0, 0)}), frozenset({Hex(0, 0)}))
    tiles = (
        *battle.map.tiles,
        PlacedTile(porch, DOOR, 0, "porch-1"),
        PlacedTile(hall, offset, 0, "hall-1"),
    )
    battle = replace(
        battle,
        map=BattleMap(tiles, battle.map.occupied),
        shapes={**battle.shapes, "porch": porch, "hall": hall},
        cards={"hall": card or ExplorationCard("hall", 20, (20, 20, 20, 20))},
        arrival=Arrival(DOOR, "hall-1", "hall"),
    )
    return state.replace(battle=battle)


@pytest.mark.parametrize(
    ("deployments", "drawn", "picks", "where"),
    [
        # farthest first, in draw order
        ([(23, 0), (25, 0), (26, 0)], [A5, B1], [], [Hex(26, 0), Hex(25, 0)]),
        # a tie at 6 hexes: the party chose; the next is then alone at 6
        ([(23, 0), (25, 1), (26, 0)], [A5, B1], [Hex(25, 1)], [Hex(25, 1), Hex(26, 0)]),
        ([(23, 0), (25, 1), (26, 0)], [A5, B1], [Hex(26, 0)], [Hex(26, 0), Hex(25, 1)]),
        # alike chips filling every tied hex: no choice to make
        ([(23, 0), (25, 1), (26, 0)], [B1, B1], [], [Hex(25, 1), Hex(26, 0)]),
        ([(23, 0), (25, 1), (26, 0)], [B1, B1, B1], [], [Hex(25, 1), Hex(26, 0), Hex(23, 0)]),
        # more enemies than deployment hexes: the rest are not deployed
        ([(22, 0)], [A5, B1], [], [Hex(22, 0)]),
        ([], [A5], [], []),
    ],
)
def test_enemies_go_farthest_first(
    deployments: list[tuple[int, int]],
    drawn: list[BagChip],
    picks: list[Hex],
    where: list[Hex],
) -> None:
    state = hall_state(deployments)
    result = step(state, act.DeployArrival(tuple(drawn), tuple(picks)))
    arrived = [e for e in result.events if isinstance(e, ev.EnemyArrived)]
    left_out = [e for e in result.events if isinstance(e, ev.EnemyNotDeployed)]
    assert [e.at for e in arrived] == where
    assert [(e.name, e.level) for e in left_out] == [(c.name, c.level) for c in drawn[len(where) :]]
    battle = result.state.battle
    assert battle is not None and battle.arrival is None
    assert all(battle.unit(e.unit).at == e.at and battle.map.is_occupied(e.at) for e in arrived)


def test_alike_chips_on_tied_hexes_take_both() -> None:
    result = step(hall_state([(25, 1), (26, 0)]), act.DeployArrival((B1, B1)))
    assert sorted(e.at for e in result.events if isinstance(e, ev.EnemyArrived)) == [
        Hex(25, 1),
        Hex(26, 0),
    ]


def test_a_tie_is_lit_then_settled_by_the_party() -> None:
    state = hall_state([(23, 0), (25, 1), (26, 0)])
    plan = plan_arrival(state, (A5, B1))
    assert plan.tie == (Hex(25, 1), Hex(26, 0)) and plan.waiting == A5
    with pytest.raises(IllegalAction) as refused:
        step(state, act.DeployArrival((A5, B1)))
    assert refused.value.code == "deploy_tie"
    with pytest.raises(IllegalAction) as refused:
        step(state, act.DeployArrival((A5, B1), (Hex(23, 0),)))
    assert refused.value.code == "deploy_tie_pick"
    events = step(state, act.DeployArrival((A5, B1), (Hex(25, 1),))).events
    arrived = [e for e in events if isinstance(e, ev.EnemyArrived)]
    assert [(e.at, e.tied) for e in arrived] == [(Hex(25, 1), 2), (Hex(26, 0), 0)]


@pytest.mark.parametrize(
    ("ep", "scale", "drawn", "code"),
    [
        (7, (5, 5, 5, 5), [A5, B1, C1], None),  # 5 + 1 + 1 = 7: every EP spent
        (6, (5, 5, 5, 5), [A5, B1, C1], "draw_beyond_ep"),  # the third would need 1 more
        (20, (5, 1, 5, 5), [A5], "draw_above_level"),  # a party of 2 reads the row "1"
        (20, (1, 10, 1, 1), [H10, A5, B1], None),
        (0, (20, 20, 20, 20), [B1], "draw_beyond_ep"),
    ],
)
def test_encounter_points_and_the_printed_level(
    ep: int, scale: tuple[int, int, int, int], drawn: list[BagChip], code: str | None
) -> None:
    card = ExplorationCard("hall", ep, scale)
    state = hall_state([(22, 0), (23, 0), (24, 0), (26, 0)], card=card)
    action = act.DeployArrival(tuple(drawn))
    if code is not None:
        with pytest.raises(IllegalAction) as refused:
            step(state, action)
        assert refused.value.code == code
        return
    events = step(state, action).events
    drew = next(e for e in events if isinstance(e, ev.EnemiesDrawn))
    assert (drew.ep, drew.spent, drew.party) == (ep, sum(c.level for c in drawn), 2)


@pytest.mark.parametrize(
    ("legendary", "common", "caches", "expected", "missing"),
    [
        (
            1,
            2,
            [(22, 0), (24, 0), (26, 0)],
            [(Hex(26, 0), True), (Hex(24, 0), False), (Hex(22, 0), False)],
            0,
        ),
        (0, 1, [(22, 0), (24, 0)], [(Hex(24, 0), False)], 0),
        (2, 1, [(22, 0), (24, 0)], [(Hex(24, 0), True), (Hex(22, 0), True)], 1),
    ],
)
def test_caches_go_farthest_legendary_first(
    legendary: int,
    common: int,
    caches: list[tuple[int, int]],
    expected: list[tuple[Hex, bool]],
    missing: int,
) -> None:
    card = ExplorationCard("hall", 0, (1, 1, 1, 1), common, legendary)
    result = step(hall_state(caches=caches, card=card), act.DeployArrival())
    battle = result.state.battle
    assert battle is not None
    assert [(c.at, c.legendary) for c in battle.caches] == expected
    assert sum(isinstance(e, ev.CacheNotPlaced) for e in result.events) == missing


def test_a_cache_tie_is_the_partys_and_comes_before_the_enemies() -> None:
    card = ExplorationCard("hall", 5, (5, 5, 5, 5), 1, 1)
    state = hall_state([(23, 0), (25, 1), (26, 0)], [(25, 1), (26, 0)], card)
    plan = plan_arrival(state, (A5,))
    assert plan.tie == (Hex(25, 1), Hex(26, 0)) and plan.waiting is True
    plan = plan_arrival(state, (A5,), (Hex(26, 0),))
    assert plan.tie == (Hex(25, 1), Hex(26, 0)) and plan.waiting == A5
    battle = step(state, act.DeployArrival((A5,), (Hex(26, 0), Hex(25, 1)))).state.battle
    assert battle is not None
    assert [(c.at, c.legendary) for c in battle.caches] == [(Hex(26, 0), True), (Hex(25, 1), False)]


def test_a_skyshard_on_the_card_is_found() -> None:
    state = hall_state(card=ExplorationCard("hall", skyshard=True))
    result = step(state, act.DeployArrival())
    assert result.state.battle.skyshards_found == 1  # type: ignore[union-attr]
    assert any(isinstance(e, ev.SkyshardFound) for e in result.events)


def test_drawing_from_the_bags_by_ep() -> None:
    bags = EnemyBags((B1, C1, A5), (H10, BagChip("Barrow Lord", 20, 22)))
    first = lambda chips: chips[0]  # noqa: E731
    # 12 EP, level 10 at most: the high bag's 10, then 1 and 1 from the low bag
    assert draw_enemies(bags, 12, 10, first) == (H10, B1, C1)
    # level 5 at most: only the low bag; 7 EP: 1, 1, then the 5
    assert draw_enemies(bags, 7, 5, first) == (B1, C1, A5)
    assert drawable(bags, 0, 20) == ()
    drawn = draw_enemies(bags, 40, 20, random.Random(3).choice)
    assert sum(c.level for c in drawn) <= 40 and len(set(drawn)) == len(drawn)


def test_the_bags_lose_the_chips_already_in_the_battle() -> None:
    state = step(hall_state([(25, 0), (26, 0)]), act.DeployArrival((B1,))).state
    assert state.battle is not None
    left = bags_left(EnemyBags((B1, B1, A5), (H10,)), state.battle)
    assert left == EnemyBags((B1, A5), (H10,))


def test_placing_a_tile_in_a_delve_leaves_its_arrival_for_the_table() -> None:
    state = make_battle(deck=["crypt-corridor", SKYSHARD])
    state = step(state, act.StartRound(), act.BeginTurns()).state
    battle = state.battle
    assert battle is not None
    explore = next(a for a in legal_actions(state) if isinstance(a, act.ExploreHex))
    state = step(state, explore).state
    if state.battle is not None and state.battle.pending is not None:
        state = step(state, act.PlaceTile(index=0)).state
    assert state.battle is not None and state.battle.arrival is not None
    offers = [a for a in legal_actions(state) if isinstance(a, act.DeployArrival)]
    assert len(offers) == 1
    after = step(state, offers[0]).state
    assert after.battle is not None and after.battle.arrival is None
    assert after.battle.cards["crypt-corridor"].common == 1  # the shipped card
    assert len(after.battle.caches) == 1


def test_the_table_draws_for_the_waiting_tile_by_its_card() -> None:
    from rules import table

    card = ExplorationCard("hall", 12, (1, 10, 1, 1))  # a party of two reads "10"
    state = hall_state([(22, 0), (23, 0), (24, 0), (26, 0)], card=card)
    bags = EnemyBags((B1, C1, A5), (H10,))
    drawn = table.arrival_draw(state, bags, lambda chips: chips[-1])
    assert drawn == (H10, C1, B1)
    plan = table.arrival_plan(state, drawn)
    assert plan is not None and plan.spent == 12 and not plan.tie
    assert table.arrival_plan(state, drawn, (Hex(0, 0),)) is not None  # unused picks are left
    assert table.arrival_draw(make_battle(), bags, lambda chips: chips[0]) == ()


def test_units_do_not_lengthen_the_count_and_impassable_hexes_do() -> None:
    state = hall_state([(23, 0), (25, 1), (26, 0)])
    blocker = act.ForceAddUnit(UnitKind.ENEMY, "Crypt Rat", 2, Hex(24, 0), 1)
    crowded = step(state, blocker).state
    assert plan_arrival(crowded, (A5,)).tie == (Hex(25, 1), Hex(26, 0))
    battle = state.battle
    assert battle is not None
    walled = state.replace(battle=replace(battle, map=battle.map.with_impassable({Hex(24, 0)})))
    events = step(walled, act.DeployArrival((A5, B1))).events
    assert [e.at for e in events if isinstance(e, ev.EnemyArrived)] == [Hex(23, 0)]
    assert [e.name for e in events if isinstance(e, ev.EnemyNotDeployed)] == ["Crypt Rat"]


def test_a_deployed_enemy_fights_with_its_bag_chip_s_stats() -> None:
    stats = FoeStats(range=2, targets=2, priority=Priority.WEAKEST, dice=3, movement=1)
    fierce = BagChip("Ash Hound", 5, 6, stats)
    battle = step(hall_state([(25, 0), (26, 0)]), act.DeployArrival((fierce, B1))).state.battle
    assert battle is not None
    by_name = {u.name: u for u in battle.units if u.kind is UnitKind.ENEMY}
    assert by_name["Ash Hound"].stats == stats
    assert by_name["Crypt Rat"].stats == FoeStats()
