"""The table's questions about the map: which unit or hex is closest, by which route, what a
unit sees and what is in range (rules §6.1–§6.3), and how far apart two hexes are.

Every answer is a value computed from the state alone; the table only draws it. Routes on the
battle map go through unoccupied hexes (a target may be occupied: it is the hex of the unit
approached); on the overland map tokens share hexes and only impassable terrain blocks
(rules §6.2, §9.1). Ties are all returned, in (q, r) order: the party chooses.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

from board import graph
from board.battlemap import BattleMap
from board.hexes import Hex
from board.overland import OverlandMap
from rules.movement import move_destinations
from rules.state import Battle, GameState, Phase, Unit, UnitKind


class Goal(StrEnum):
    """What the table can be asked the closest of (rules §6.2)."""

    ENEMY = "enemy"
    ADVENTURER = "adventurer"
    COMPANION = "companion"
    UNOCCUPIED = "unoccupied"
    DOOR = "door"
    CACHE = "cache"
    TOWN = "town"  # overland map only


#: The goals of the battle map, in menu order.
BATTLE_GOALS = (
    Goal.ENEMY,
    Goal.ADVENTURER,
    Goal.COMPANION,
    Goal.UNOCCUPIED,
    Goal.DOOR,
    Goal.CACHE,
)
_UNIT_GOALS = {
    Goal.ENEMY: UnitKind.ENEMY,
    Goal.ADVENTURER: UnitKind.ADVENTURER,
    Goal.COMPANION: UnitKind.COMPANION,
}


@dataclass(frozen=True, slots=True)
class Answer:
    """One closest goal: its hex, the steps to it and one fewest-hex route (origin first).
    ``unit`` is the unit standing there for a unit goal, ``name`` its name (or the town's)."""

    hex: Hex
    steps: int
    route: tuple[Hex, ...]
    unit: str | None = None
    name: str = ""


@dataclass(frozen=True, slots=True)
class Closest:
    """The answer to "what is the closest ``goal`` to ``origin``?" (rules §6.2).

    ``subject`` is the unit asking (None for a bare hex); ``answers`` holds every tied
    answer in (q, r) order, empty when no route reaches any goal. ``overland`` tells which
    map the hexes are on.
    """

    goal: Goal
    origin: Hex
    answers: tuple[Answer, ...]
    subject: str | None = None
    subject_name: str = ""
    overland: bool = False

    @property
    def tie(self) -> bool:
        """Several answers at the same distance: the party chooses (rules §6.2)."""
        return len(self.answers) > 1

    @property
    def steps(self) -> int | None:
        """The fewest steps to a goal, None when none can be reached."""
        return self.answers[0].steps if self.answers else None


def _unit_at(battle: Battle, origin: Unit | Hex | str) -> tuple[Hex, Unit | None]:
    if isinstance(origin, Hex):
        for unit in battle.units:
            if unit.on_map and unit.at == origin:
                return origin, unit
        return origin, None
    unit = battle.unit(origin) if isinstance(origin, str) else origin
    if unit.at is None:
        raise ValueError(f"{unit.name} is not on the map")
    return unit.at, unit


def _goal_pairs(
    battle: Battle, goal: Goal, subject: Unit | None
) -> tuple[Collection[Hex] | None, dict[Hex, Unit]]:
    bmap = battle.map
    if goal in _UNIT_GOALS:
        kind = _UNIT_GOALS[goal]
        units = {
            u.at: u
            for u in battle.units
            if u.kind is kind
            and u.on_map
            and u.at is not None
            and (subject is None or u.id != subject.id)
        }
        return frozenset(units), units
    if goal is Goal.UNOCCUPIED:
        return None, {}
    if goal is Goal.DOOR:
        return graph.door_hexes(bmap), {}
    if goal is Goal.CACHE:
        # The caches a new tile brought lie on the map as tokens (rules §7.4): those are
        # what the party goes for; before any, the tiles' printed cache hexes.
        tokens = frozenset(c.at for c in battle.caches)
        return tokens or graph.cache_hexes(bmap), {}
    raise ValueError(f"{goal} is not a goal of the battle map")


def closest(state: GameState, origin: Unit | Hex | str, goal: Goal) -> Closest:
    """The closest ``goal`` to a unit (its id or value) or a hex of the battle map: every
    tied answer with one route through unoccupied hexes (rules §6.2). A unit goal never
    answers the asking unit itself; the closest unoccupied hex is never the origin.
    ``ValueError`` without a battle, for a unit off the map or a hex off the map."""
    battle = state.battle
    if battle is None:
        raise ValueError("there is no battle map")
    if goal is Goal.TOWN:
        return closest_town(_overland(state), None)
    at, subject = _unit_at(battle, origin)
    goals, units = _goal_pairs(battle, goal, subject)
    found = graph.closest_routes(battle.map, at, goals)
    answers = []
    for r in found:
        unit = units.get(r.goal)
        answers.append(
            Answer(r.goal, r.steps, r.hexes, unit.id if unit else None, unit.name if unit else "")
        )
    return Closest(
        goal,
        at,
        tuple(answers),
        subject.id if subject else None,
        subject.name if subject else "",
    )


def _overland(state: GameState) -> OverlandMap:
    if state.overland is None:
        raise ValueError("there is no overland map")
    return state.overland


def closest_town(overland: OverlandMap, origin: Hex | None = None) -> Closest:
    """The closest towns to ``origin`` (default: the party token) on the overland map, every
    tie with one route; tokens share hexes, water blocks (rules §5.6, §6.2, §9.1)."""
    start = overland.party if origin is None else origin
    if start not in overland.hexes:
        raise ValueError(f"{start} is not on the overland map")
    found = overland.closest_routes(start, overland.towns)
    answers = tuple(Answer(r.goal, r.steps, r.hexes, None, overland.towns[r.goal]) for r in found)
    return Closest(Goal.TOWN, start, answers, None, "", overland=True)


def enemy_focus(state: GameState) -> Closest | None:
    """When an enemy's turn has begun: its closest adventurers (every tie) and a route to
    each, the starting point of most enemy behaviours (rules §4.4, §6.2). None
    at any other time."""
    battle = state.battle
    if battle is None or battle.phase is not Phase.ENEMIES or battle.turn is None:
        return None
    try:
        unit = battle.unit(battle.turn)
    except KeyError:
        return None
    if unit.kind is not UnitKind.ENEMY or not unit.on_map:
        return None
    return closest(state, unit, Goal.ADVENTURER)


# --- routes, the ruler, sight and range ---------------------------------------------------


def move_route(state: GameState, unit_id: str, to: Hex) -> tuple[Hex, ...]:
    """The route a chip would take to ``to``: fewest hexes, through unoccupied hexes only,
    to a hex its move reaches (`rules.movement.move_destinations`, rules §6.2); ``()`` when
    it cannot get there."""
    battle = state.battle
    if battle is None:
        return ()
    unit = battle.unit(unit_id)
    if unit.at is None or to not in move_destinations(battle, unit):
        return ()
    # The same map search as the reach, so the route's length is the move's step count.
    return tuple(graph.shortest_route(battle.map, unit.at, to))


def range_between(a: Hex, b: Hex) -> int:
    """The range from ``a`` to ``b`` as the rules count it: the hexes to the destination,
    the destination included and the start not (rules §6.1)."""
    return a.distance(b)


@dataclass(frozen=True, slots=True)
class View:
    """What a unit (or a hex) sees and reaches (rules §6.1, §6.3): the hexes in sight (same or
    adjacent tile), the hexes within ``range`` and the units in each (the looker excluded)."""

    origin: Hex
    sight: frozenset[Hex]
    in_range: frozenset[Hex]
    range: int
    units_in_sight: tuple[str, ...]
    units_in_range: tuple[str, ...]
    subject: str | None = None

    @property
    def targets(self) -> tuple[str, ...]:
        """Units both in sight and in range, in the order of the battle's units."""
        reach = set(self.units_in_range)
        return tuple(u for u in self.units_in_sight if u in reach)


def sight_hexes(bmap: BattleMap, origin: Hex) -> frozenset[Hex]:
    """The hexes ``origin`` sees: those of its own tile and of the tiles sharing an edge
    with it (rules §6.3: no geometric line of sight). Empty off the map."""
    index = bmap.tile_index(origin)
    if index is None:
        return frozenset()
    tiles = {index, *graph.adjacent_tiles(bmap, index)}
    return frozenset(h for i in sorted(tiles) for h in bmap.tiles[i].hexes)


def view(state: GameState, origin: Unit | Hex | str, reach: int) -> View:
    """Sight and range ``reach`` of a unit or a hex of the battle map (rules §6.1, §6.3). Range
    counts hexes on the map, whatever stands between. ``ValueError`` without a battle or
    for a unit off the map."""
    battle = state.battle
    if battle is None:
        raise ValueError("there is no battle map")
    at, subject = _unit_at(battle, origin)
    bmap = battle.map
    seen = sight_hexes(bmap, at)
    near = frozenset(h for h in at.spiral(max(reach, 0)) if bmap.contains(h))
    others = [
        u
        for u in battle.units
        if u.on_map and u.at is not None and (subject is None or u.id != subject.id)
    ]
    return View(
        at,
        seen,
        near,
        reach,
        tuple(u.id for u in others if u.at in seen),
        tuple(u.id for u in others if u.at in near),
        subject.id if subject else None,
    )
