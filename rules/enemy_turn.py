"""An enemy's turn worked out by the rules (rules §4.4), and a companion's targets (rules §4.3).

Every answer is a value computed from the state: where the enemy goes, every hex it may end on
when the rules leave the choice to the party, one route to each, whom it goes for, and whom
it targets. The table shows it; `rules.enemy_actions` applies it. Routes are walks of the
map's networkx graph (`board.graph`) through unoccupied hexes; ranges count hexes whatever
stands between; sight is the tile graph's (rules §6.1-§6.3).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from board import graph
from board.battlemap import BattleMap
from board.hexes import Hex
from rules.foes import Priority
from rules.state import Battle, GameState, Unit, UnitKind


class Why(StrEnum):
    """Why an enemy moves as it does (rules §4.4)."""

    IN_RANGE = "in_range"  # a target is in range and sight: it does not move
    APPROACH = "approach"  # toward the closest hex a target would be in range and sight from
    FALLBACK = "fallback"  # no such hex can be reached: toward the closest opposing unit
    NO_OPPONENT = "no_opponent"  # no opposing unit on the map: it stays
    NO_WAY = "no_way"  # no opposing unit can be reached even through occupied hexes


@dataclass(frozen=True, slots=True)
class MovePlan:
    """What an enemy's move is by the rules (rules §4.4).

    ``ends`` holds every hex it may end its move on, in (q, r) order (its own hex when it
    stays); more than one is the party's choice, ``routes`` one fewest-hex route to each
    (start first). ``tied`` holds every closest destination, ``destinations`` those its
    priority keeps; ``steps`` is the steps to them (``APPROACH``) or, in a ``FALLBACK``, the
    hexes from the end to the unit it heads for. ``focus`` names the units it goes for."""

    unit: str
    start: Hex
    why: Why
    ends: tuple[Hex, ...]
    routes: tuple[tuple[Hex, ...], ...] = ()
    tied: tuple[Hex, ...] = ()
    destinations: tuple[Hex, ...] = ()
    steps: int = 0
    focus: tuple[str, ...] = ()
    movement: int = 0

    @property
    def moves(self) -> bool:
        """Whether it leaves its hex (for at least one of the ends)."""
        return any(end != self.start for end in self.ends)

    @property
    def choice(self) -> bool:
        """Several end hexes: the party picks one (rules §4.4)."""
        return len(self.ends) > 1

    @property
    def arrives(self) -> bool:
        """Whether this move gets it onto its destination."""
        return bool(self.destinations) and set(self.ends) <= set(self.destinations)

    def route(self, end: Hex) -> tuple[Hex, ...]:
        """The route to the end hex ``end`` (start first); ``()`` for a hex not in ``ends``."""
        for hexes in self.routes:
            if hexes and hexes[-1] == end:
                return hexes
        return ()


@dataclass(frozen=True, slots=True)
class TargetPlan:
    """Whom a unit targets from where it stands (rules §4.4): ``sure`` in priority order; then
    ``picks`` more from ``pool``, a group of equal HP the party picks from. ``candidates``
    are every unit it could target (in range and sight)."""

    unit: str
    sure: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()
    picks: int = 0
    candidates: tuple[str, ...] = ()

    @property
    def choice(self) -> bool:
        """The party must pick among ``pool``."""
        return 0 < self.picks < len(self.pool)

    @property
    def count(self) -> int:
        """How many units the engage targets."""
        return len(self.sure) + self.picks

    def allows(self, targets: Iterable[str]) -> bool:
        """Whether ``targets`` is the sure targets plus ``picks`` distinct units of ``pool``."""
        chosen = list(targets)
        if len(set(chosen)) != len(chosen) or len(chosen) != self.count:
            return False
        rest = [t for t in chosen if t not in self.sure]
        return len(rest) == self.picks and all(t in self.pool for t in rest)

    def ordered(self, picked: Iterable[str] = ()) -> tuple[str, ...]:
        """The targets in priority order: the sure ones, then ``picked`` (or the whole pool
        when it is not a choice)."""
        rest = tuple(picked) if self.choice else self.pool[: self.picks]
        return (*self.sure, *rest)


def opposing(state: GameState, unit: Unit) -> list[Unit]:
    """The units on the map opposing ``unit`` (rules §4.4): the party's adventurers and
    companions for an enemy, the enemies for one of the party. A defeated chip left on a tile
    is never one."""
    battle = state.battle
    if battle is None:
        return []
    enemy = unit.kind is UnitKind.ENEMY
    return [
        u
        for u in battle.units
        if u.on_map and u.at is not None and (u.kind is not UnitKind.ENEMY) == enemy
    ]


def current_hp(state: GameState, unit: Unit) -> int:
    """A unit's current HP, bonus HP not counted (rules §4.4 strongest / weakest); an
    adventurer's lives on their mat."""
    if unit.kind is UnitKind.ADVENTURER and state.has_adventurer(unit.id):
        return state.adventurer(unit.id).hp
    return unit.hp


def targetable_from(bmap: BattleMap, at: Hex, reach: int, others: Iterable[Unit]) -> list[Unit]:
    """The units of ``others`` targetable from ``at``: in range ``reach``, in sight, and not
    protected by an effect (rules §4.4 Targetable, §6.1, §6.3)."""
    return [
        u
        for u in others
        if u.at is not None
        and not u.protected
        and at.distance(u.at) <= reach
        and graph.in_sight(bmap, at, u.at)
    ]


def _goals(bmap: BattleMap, reach: int, others: Iterable[Unit]) -> dict[Hex, list[Unit]]:
    """Every unoccupied hex from which some unit of ``others`` would be targetable, with
    those units: the hexes within range of each unit that see it (sight is mutual). A
    protected unit is no goal (rules §4.4 Targetable)."""
    goals: dict[Hex, list[Unit]] = {}
    stop = bmap.occupied | bmap.impassable
    for u in others:
        if u.at is None or u.protected:
            continue
        for h in u.at.spiral(reach):
            if h not in stop and bmap.contains(h) and graph.in_sight(bmap, h, u.at):
                goals.setdefault(h, []).append(u)
    return goals


def _by_priority(
    state: GameState, priority: Priority, options: Mapping[Hex, list[Unit]]
) -> tuple[list[Hex], list[str]]:
    """The options whose best unit (highest HP for strongest, lowest for weakest) is best
    over all, and the units that make them so (rules §4.4)."""
    sign = 1 if priority is Priority.STRONGEST else -1
    best: dict[Hex, int] = {
        h: max(sign * current_hp(state, u) for u in units) for h, units in options.items()
    }
    top = max(best.values())
    kept = sorted(h for h, v in best.items() if v == top)
    focus = {u.id for h in kept for u in options[h] if sign * current_hp(state, u) == top}
    return kept, sorted(focus)


def move_plan(state: GameState, unit_id: str) -> MovePlan:
    """The enemy's move by the rules (rules §4.4): none if a targetable opposing unit is in
    range and sight; else toward the closest unoccupied hex from which one would be, by a
    route of unoccupied hexes, as far as its movement goes (it stops on arriving); ties
    settled by its priority and then left to the party (every possible end hex); with no
    such hex, toward the closest opposing unit, targetable or not (a protected one too),
    counting through occupied hexes.
    ``ValueError`` without a battle or for a unit off the map."""
    battle = state.battle
    if battle is None:
        raise ValueError("there is no battle map")
    unit = battle.unit(unit_id)
    if not unit.on_map or unit.at is None:
        raise ValueError(f"{unit.name} is not on the map")
    start, stats = unit.at, unit.stats
    others = opposing(state, unit)
    if not others:
        return _stays(unit.id, start, Why.NO_OPPONENT, stats.movement)
    if targetable_from(battle.map, start, stats.range, others):
        return _stays(unit.id, start, Why.IN_RANGE, stats.movement)
    options = _goals(battle.map, stats.range, others)
    steps, tied = graph.closest_steps(battle.map, start, options)
    if not tied:
        return _fallback(state, battle, unit, others)
    kept, focus = _by_priority(state, stats.priority, {h: options[h] for h in tied})
    ends = graph.route_ends(battle.map, steps, kept, stats.movement)
    return MovePlan(
        unit.id,
        start,
        Why.APPROACH,
        tuple(ends),
        tuple(graph.route_to(battle.map, steps, e) for e in ends),
        tuple(tied),
        tuple(kept),
        steps[tied[0]],
        tuple(focus),
        stats.movement,
    )


def _stays(unit_id: str, start: Hex, why: Why, movement: int) -> MovePlan:
    return MovePlan(unit_id, start, why, (start,), ((start,),), movement=movement)


def _fallback(state: GameState, battle: Battle, unit: Unit, others: list[Unit]) -> MovePlan:
    """No destination: the closest opposing units counting through occupied hexes (the
    party picks among ties); it ends on a hex it reaches this turn, as few hexes from that
    unit as it can, then by the fewest steps (rules §4.4)."""
    bmap, start, movement = battle.map, unit.at, unit.stats.movement
    assert start is not None
    at = {u.at: u for u in others if u.at is not None}
    nearest = graph.closest(bmap, start, at, through_occupied=True)
    if not nearest:
        return _stays(unit.id, start, Why.NO_WAY, movement)
    reach = graph.distances(bmap, start, movement)
    ends: set[Hex] = set()
    left = 0
    for hex_, far in nearest:
        away = graph.distances(bmap, hex_, far + movement, through_occupied=True)
        key = min((away.get(h, far + movement + 1), s) for h, s in reach.items())
        ends.update(h for h, s in reach.items() if (away.get(h, far + movement + 1), s) == key)
        left = key[0]
    order = sorted(ends)
    return MovePlan(
        unit.id,
        start,
        Why.FALLBACK,
        tuple(order),
        tuple(
            tuple(graph.shortest_route(bmap, start, e)) if e != start else (start,) for e in order
        ),
        steps=left,
        focus=tuple(sorted(at[h].id for h, _ in nearest)),
        movement=movement,
    )


def target_plan(state: GameState, unit_id: str, at: Hex | None = None) -> TargetPlan:
    """Whom the unit targets from ``at`` (default: where it stands) (rules §4.3, §4.4): the
    opposing units in range and sight that no effect protects. An enemy takes up to its
    target value of them, by its priority (highest current HP first for strongest, lowest
    first for weakest); units of equal HP form a group the party picks from. One of the
    party (a companion) targets whom the player picks among them: every candidate is in the
    pool."""
    battle = state.battle
    if battle is None:
        raise ValueError("there is no battle map")
    unit = battle.unit(unit_id)
    where = unit.at if at is None else at
    if where is None or not unit.on_map:
        return TargetPlan(unit.id)
    found = targetable_from(battle.map, where, unit.stats.range, opposing(state, unit))
    candidates = tuple(u.id for u in found)
    if unit.kind is not UnitKind.ENEMY:
        return TargetPlan(unit.id, (), candidates, len(candidates), candidates)
    sign = -1 if unit.stats.priority is Priority.STRONGEST else 1
    ranked = sorted(found, key=lambda u: (sign * current_hp(state, u), u.id))
    sure: list[str] = []
    left = unit.stats.targets
    i = 0
    while i < len(ranked) and left > 0:
        hp = current_hp(state, ranked[i])
        group = [u.id for u in ranked if current_hp(state, u) == hp]
        if len(group) > left:
            return TargetPlan(unit.id, tuple(sure), tuple(group), left, candidates)
        sure.extend(group)
        left -= len(group)
        i += len(group)
    return TargetPlan(unit.id, tuple(sure), (), 0, candidates)
