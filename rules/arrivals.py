"""What a newly placed tile brings (rules §7.4): its card's caches on the cache hexes and
the enemies drawn by its encounter points on the deployment hexes, farthest from the
explored door first.

"Farthest" is one question to the map's graph (`board.graph.farthest`, with every tie),
asked again for each item over the hexes still free. Where several free hexes tie, the party
chooses (`DeployArrival.picks`); `plan_arrival` says which hexes tie, so the table can light
them, and the same function checks the action.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from board import graph
from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from rules.actions import Action, DeployArrival
from rules.building import enemy_unit, refuse, unit_id
from rules.cards import BagChip, CacheToken, EnemyBags, ExplorationCard
from rules.errors import IllegalAction
from rules.events import (
    CacheNotPlaced,
    CachePlaced,
    EnemiesDrawn,
    EnemyArrived,
    EnemyNotDeployed,
    SkyshardFound,
)
from rules.specs import EnemySpec, check_enemy
from rules.state import Battle, GameState, UnitKind
from rules.units import live_battle, set_battle, under_way
from rules.work import Work

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Spot:
    """Where one item goes: its hex, and how many hexes tied for farthest when the party
    chose it (0: no choice was needed)."""

    at: Hex
    tied: int = 0


@dataclass(frozen=True, slots=True)
class ArrivalPlan:
    """Where a new tile's caches and enemies go (rules §7.4). ``caches`` lists each cache,
    legendary first, with its spot (None: no cache hex left); ``enemies`` each chip drawn
    with its spot (None: not deployed). When ``tie`` is not empty the plan stops there: the
    party chooses one of those hexes for ``waiting`` (a chip, or a cache: True legendary)."""

    card: ExplorationCard
    party: int
    level: int
    caches: tuple[tuple[bool, Spot | None], ...] = ()
    enemies: tuple[tuple[BagChip, Spot | None], ...] = ()
    tie: tuple[Hex, ...] = ()
    waiting: BagChip | bool | None = None

    @property
    def spent(self) -> int:
        """The encounter points the chips drawn use: the sum of their levels."""
        return sum(chip.level for chip, _ in self.enemies)


def party_size(state: GameState) -> int:
    """The party's size, which picks the challenge scale's row (rules §7.4)."""
    return len(state.adventurers)


def arrival_tile(battle: Battle) -> PlacedTile | None:
    """The placed tile whose caches and enemies are still to come, or None (rules §7.4)."""
    if battle.arrival is None:
        return None
    return next((t for t in battle.map.tiles if t.uid == battle.arrival.tile), None)


def arrival_card(battle: Battle) -> ExplorationCard | None:
    """The card drawn for the tile still to be filled, or None; a shape with no card of its
    own brings nothing (rules §7.4)."""
    if battle.arrival is None:
        return None
    name = battle.arrival.card
    return battle.cards.get(name, ExplorationCard(name))


def bags_left(bags: EnemyBags, battle: Battle) -> EnemyBags:
    """The bags without the chips already in the battle (on the map, off it or defeated),
    matched by name and level (rules §7.4: a chip drawn is out of its bag)."""
    out = Counter((u.name, u.level) for u in battle.units if u.kind is UnitKind.ENEMY)

    def keep(bag: tuple[BagChip, ...]) -> tuple[BagChip, ...]:
        kept = []
        for chip in bag:
            key = (chip.name, chip.level)
            if out[key] > 0:
                out[key] -= 1
            else:
                kept.append(chip)
        return tuple(kept)

    return EnemyBags(keep(bags.low), keep(bags.high))


def drawable(bags: EnemyBags, ep_left: int, level: int) -> tuple[BagChip, ...]:
    """The chips the next draw takes one from (rules §7.4): those of the highest bag holding
    a chip at most the printed ``level`` and at most the EP left; () when none fits."""
    for bag in (bags.high, bags.low):
        fits = tuple(c for c in bag if c.level <= level and c.level <= ep_left)
        if fits:
            return fits
    return ()


def draw_enemies(
    bags: EnemyBags, ep: int, level: int, choose: Callable[[Sequence[BagChip]], BagChip]
) -> tuple[BagChip, ...]:
    """Draw chips until none fits (rules §7.4): ``choose`` takes one of the chips that may
    be drawn (the table's seeded dice), which then leaves its bag and spends its level."""
    low, high = list(bags.low), list(bags.high)
    drawn: list[BagChip] = []
    left = ep
    while fits := drawable(EnemyBags(tuple(low), tuple(high)), left, level):
        chip = choose(fits)
        (high if chip in high else low).remove(chip)
        drawn.append(chip)
        left -= chip.level
    return tuple(drawn)


def draw_for_arrival(
    state: GameState, bags: EnemyBags, choose: Callable[[Sequence[BagChip]], BagChip]
) -> tuple[BagChip, ...]:
    """The chips drawn for the tile waiting (rules §7.4): from what is left in ``bags``, by
    its card's EP and the printed level of the party's row; () when no tile waits."""
    battle = under_way(state.battle)
    card = None if battle is None else arrival_card(battle)
    if battle is None or card is None:
        return ()
    level = card.printed_level(party_size(state))
    return draw_enemies(bags_left(bags, battle), card.ep, level, choose)


def draw_refusal(state: GameState, enemies: Sequence[BagChip]) -> IllegalAction | None:
    """Why the chips a player names as drawn break the card's limits (rules §7.4: each at
    most the printed level, never beyond the EP left), or None."""
    try:
        battle = under_way(state.battle)
        card = None if battle is None else arrival_card(battle)
        if card is None:
            raise IllegalAction("no_arrival")
        _check_draws(enemies, card.ep, card.printed_level(party_size(state)))
    except IllegalAction as refused:
        return refused
    return None


def _check_draws(enemies: Sequence[BagChip], ep: int, level: int) -> None:
    left = ep
    for chip in enemies:
        refuse(check_enemy(EnemySpec(chip.name, chip.level, chip.hp)))
        if chip.level > level:
            raise IllegalAction("draw_above_level", name=chip.name, level=level)
        if chip.level > left:
            raise IllegalAction("draw_beyond_ep", name=chip.name, left=left)
        left -= chip.level


def _fill(
    bmap: BattleMap,
    door: Hex,
    hexes: set[Hex],
    items: Sequence[T],
    picks: Iterator[Hex],
) -> tuple[list[tuple[T, Spot | None]], tuple[Hex, ...]]:
    """Each item on the farthest free hex by route from ``door`` (rules §7.4), ties taken
    from ``picks``; stops at the first tie ``picks`` does not settle (its hexes returned).
    A tie is no choice when the items left are all alike and fill every tied hex."""
    placed: list[tuple[T, Spot | None]] = []
    free = set(hexes)
    for i, item in enumerate(items):
        tied = [h for h, _ in graph.farthest(bmap, door, free, through_occupied=True)]
        if not tied:
            placed.extend((x, None) for x in items[i:])
            break
        rest = items[i:]
        alike = all(x == item for x in rest) and len(rest) >= len(tied)
        spot = Spot(tied[0])
        if len(tied) > 1 and not alike:
            pick = next(picks, None)
            if pick is None:
                return placed, tuple(tied)
            if pick not in tied:
                raise IllegalAction("deploy_tie_pick", q=pick.q, r=pick.r)
            spot = Spot(pick, len(tied))
        placed.append((item, spot))
        free.discard(spot.at)
    return placed, ()


def plan_arrival(
    state: GameState, enemies: Sequence[BagChip] = (), picks: Sequence[Hex] = ()
) -> ArrivalPlan:
    """Where the waiting tile's caches and the chips drawn go (rules §7.4): caches,
    legendary first, on the cache hexes farthest by route from the explored door; then the
    chips, in draw order, on the free deployment hexes farthest from it; the rest are not
    placed. ``picks`` settle ties in order; the first tie they leave open stops the plan.
    IllegalAction when no tile waits, a chip breaks the printed level or the EP left, or a
    pick is not one of the tied hexes."""
    battle = under_way(state.battle)
    tile = None if battle is None else arrival_tile(battle)
    card = None if battle is None else arrival_card(battle)
    if battle is None or battle.arrival is None or tile is None or card is None:
        raise IllegalAction("no_arrival")
    party = party_size(state)
    plan = ArrivalPlan(card, party, card.printed_level(party))
    _check_draws(enemies, card.ep, plan.level)
    door, bmap, chosen = battle.arrival.door, battle.map, iter(picks)
    kinds = [True] * card.legendary + [False] * card.common
    held = {c.at for c in battle.caches}
    caches, tie = _fill(bmap, door, set(tile.caches) - held, kinds, chosen)
    plan = replace(plan, caches=tuple(caches))
    if tie:
        return replace(plan, tie=tie, waiting=kinds[len(caches)])
    free = set(tile.deployments) - bmap.occupied
    chips, tie = _fill(bmap, door, free, list(enemies), chosen)
    plan = replace(plan, enemies=tuple(chips))
    if tie:
        return replace(plan, tie=tie, waiting=enemies[len(chips)])
    return plan


def deploy_arrival(w: Work, action: DeployArrival) -> None:
    """rules §7.4: the waiting tile's caches and enemies go on it, as `plan_arrival` says;
    a tie the picks leave open is refused with the number of tied hexes."""
    plan = plan_arrival(w.freeze(), action.enemies, action.picks)
    if plan.tie:
        raise IllegalAction("deploy_tie", count=len(plan.tie))
    battle = live_battle(w)
    caches = list(battle.caches)
    for legendary, spot in plan.caches:
        if spot is None:
            w.emit(CacheNotPlaced(legendary))
            continue
        caches.append(CacheToken(spot.at, legendary))
        w.emit(CachePlaced(spot.at, legendary, spot.tied))
    arrival = battle.arrival
    assert arrival is not None, "plan_arrival refuses a battle with no tile waiting"
    w.emit(EnemiesDrawn(arrival.card, plan.card.ep, plan.spent, plan.level, plan.party))
    units, bmap = list(battle.units), battle.map
    taken = {u.id for u in units}
    for chip, spot in plan.enemies:
        if spot is None:
            w.emit(EnemyNotDeployed(chip.name, chip.level))
            continue
        spec = EnemySpec(chip.name, chip.level, chip.hp, at=spot.at, stats=chip.stats)
        unit = enemy_unit(spec, "")
        unit = replace(unit, id=unit_id(chip.name, taken))
        units.append(unit)
        bmap = bmap.occupy(spot.at)
        w.emit(EnemyArrived(unit.id, chip.level, spot.at, spot.tied))
    battle = replace(battle, units=tuple(units), map=bmap, caches=tuple(caches), arrival=None)
    if plan.card.skyshard:
        battle = replace(battle, skyshards_found=battle.skyshards_found + 1)
        w.emit(
            SkyshardFound(
                battle.skyshards_found, battle.skyshards_needed, "rules §7.4 a skyshard on the card"
            )
        )
    set_battle(w, battle)


def candidates(state: GameState) -> list[Action]:
    """`DeployArrival` for `legal_actions` while a placed tile waits: no chips drawn (the
    draws are the table's), each tie settled by its first hex."""
    battle = under_way(state.battle)
    if battle is None or battle.arrival is None:
        return []
    picks: list[Hex] = []
    try:
        plan = plan_arrival(state)
        while plan.tie:
            picks.append(plan.tie[0])
            plan = plan_arrival(state, (), picks)
    except IllegalAction:
        return []
    return [DeployArrival((), tuple(picks))]
