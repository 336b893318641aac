"""What the rules say the unit whose turn it is does, drawn over the map before anything moves
(rules §4.3, §4.4): an enemy's destination, one route to each hex its move may end on and
those ends lit for the party to click when they are a choice, then the units it targets; a
companion's targets. Every answer comes from `rules.enemy_turn`; nothing here works one out.
"""

from __future__ import annotations

from gui.tools.overlays import ANSWER, ENEMY_ROUTE, RANGE, HexSet, Overlay, RouteMark
from gui.words.enemy_words import companion_text, plan_text, targets_text
from gui.words.names import Namer
from rules import table
from rules.enemy_turn import move_plan, target_plan
from rules.state import GameState, Phase, UnitKind

TURNS = (Phase.COMPANIONS, Phase.ENEMIES)
#: The colour of the hexes and chips the party may click to choose.
CHOICE = "#7de38f"


def turn_overlay(state: GameState) -> Overlay | None:
    """The overlay of the enemy's or companion's turn under way; None at any other time."""
    battle = state.battle
    if battle is None or battle.turn is None or battle.phase not in TURNS:
        return None
    unit = battle.unit(battle.turn)
    if not unit.on_map or unit.at is None or unit.kind is UnitKind.ADVENTURER:
        return None
    names = Namer(state)
    if unit.kind is UnitKind.COMPANION:
        return _companion_overlay(state, unit.id, names)
    done = table.steps_taken(state, unit.id)
    plan = move_plan(state, unit.id)
    if "move" in done or "engage" in done or not plan.moves:
        return _targets_overlay(state, unit.id, names)
    ends = frozenset(plan.ends)
    sets = [HexSet(frozenset(plan.destinations) - ends, ANSWER.name(), 60)]
    sets.append(HexSet(ends, CHOICE if plan.choice else ENEMY_ROUTE.name(), 90))
    routes = tuple(
        RouteMark(plan.route(end), str(len(plan.route(end)) - 1), ENEMY_ROUTE.name())
        for end in plan.ends
    )
    text = plan_text(plan, names)
    rings = tuple(sorted(h for u in plan.focus if (h := battle.unit(u).at) is not None))
    return Overlay("enemy", text, text, plan.start, tuple(sets), routes, rings)


def _targets_overlay(state: GameState, unit_id: str, names: Namer) -> Overlay:
    battle = state.battle
    assert battle is not None
    plan = target_plan(state, unit_id)
    at = {u.id: u.at for u in battle.units if u.at is not None}
    sure = frozenset(at[u] for u in plan.sure if u in at)
    pool = frozenset(at[u] for u in plan.pool if u in at)
    text = targets_text(plan, names)
    sets = (HexSet(sure, ENEMY_ROUTE.name(), 70), HexSet(pool, CHOICE, 90))
    return Overlay("enemy", text, text, at.get(unit_id), sets, (), tuple(sorted(sure | pool)))


def _companion_overlay(state: GameState, unit_id: str, names: Namer) -> Overlay:
    battle = state.battle
    assert battle is not None
    plan = target_plan(state, unit_id)
    at = {u.id: u.at for u in battle.units if u.at is not None}
    lit = frozenset(at[u] for u in plan.candidates if u in at)
    text = companion_text(plan, names)
    return Overlay("companion", text, text, at.get(unit_id), (HexSet(lit, RANGE.name(), 70),))
