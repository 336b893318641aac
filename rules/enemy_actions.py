"""An enemy's move and engage applied as the rules work them out (rules §4.4), a companion's
engage at the targets the player picks (rules §4.3), and the
overrides that edit a chip's fighting stats and its protection from targeting.

`rules.enemy_turn` says what the rules ask; these handlers check that the party's choices
are among the ones the rules leave it, then move the chip and deal its Combat roll through
the damage rules (bonus HP first, a defeat credited to the enemy, rules §5.1, §5.4).
"""

from __future__ import annotations

from dataclasses import replace

from rules.actions import (
    Action,
    CompanionEngage,
    EnemyEngage,
    EnemyMove,
    ForceSetProtected,
    ForceSetStats,
)
from rules.defeat import damage
from rules.enemy_turn import move_plan, target_plan
from rules.errors import IllegalAction
from rules.events import EnemyEngaged, EnemyMoved, ManualChange
from rules.foes import stat_problems
from rules.state import GameState, Phase, Unit, UnitKind
from rules.units import check_turn, current_battle, get_unit, live_battle, put_unit, set_battle
from rules.work import Work

MOVE = "move"
ENGAGE = "engage"


def _enemy_in_turn(w: Work, unit_id: str, step: str) -> Unit:
    """The enemy taking ``step`` of its own turn (rules §4.4, §4.6): on the map, each step
    once, and no move after its engage."""
    battle = live_battle(w)
    unit = get_unit(w, unit_id)
    if unit.kind is not UnitKind.ENEMY:
        raise IllegalAction("not_an_enemy", unit=unit.id)
    if not unit.on_map or unit.at is None:
        raise IllegalAction("unit_off_map", unit=unit.id)
    check_turn(w, unit.id, False, step)
    done = {s for u, s in battle.turn_steps if u == unit.id}
    if ENGAGE in done:
        raise IllegalAction("enemy_engage_done", unit=unit.id)
    if step in done:
        raise IllegalAction("enemy_move_done", unit=unit.id)
    return unit


def _mark(w: Work, unit: Unit, step: str) -> None:
    battle = current_battle(w)
    set_battle(w, replace(battle, turn_steps=(*battle.turn_steps, (unit.id, step))))


def enemy_move(w: Work, action: EnemyMove) -> None:
    """rules §4.4: the enemy moves to the end hex the rules give; where they leave several,
    to the one the party picked (``to``), which must be one of them."""
    unit = _enemy_in_turn(w, action.unit, MOVE)
    plan = move_plan(w.state, unit.id)
    if not plan.moves:
        raise IllegalAction(f"enemy_stays_{plan.why}", unit=unit.id)
    if action.to is None:
        if plan.choice:
            raise IllegalAction("enemy_pick_end", unit=unit.id, count=len(plan.ends))
        end = plan.ends[0]
    elif action.to not in plan.ends:
        raise IllegalAction("enemy_end_not_allowed", unit=unit.id, count=len(plan.ends))
    else:
        end = action.to
    _mark(w, unit, MOVE)
    steps = len(plan.route(end)) - 1
    if end != plan.start:
        put_unit(w, replace(unit, at=end))
    arrived = end in plan.destinations
    away = plan.steps - steps if plan.destinations else plan.steps
    w.emit(
        EnemyMoved(
            unit.id, plan.start, end, steps, str(plan.why), plan.focus, away, arrived,
            plan.choice, len(plan.ends),
        )
    )  # fmt: skip


def enemy_engage(w: Work, action: EnemyEngage) -> None:
    """rules §4.4: the enemy targets up to its target value of opposing units in range and
    sight, by its priority (the party's pick among equals), rolls its Combat dice once and
    deals the total to each target in turn."""
    unit = _enemy_in_turn(w, action.unit, ENGAGE)
    plan = target_plan(w.state, unit.id)
    if plan.count == 0:
        raise IllegalAction("enemy_no_targets", unit=unit.id)
    if not action.targets and plan.choice:
        raise IllegalAction("enemy_pick_targets", unit=unit.id, count=plan.picks)
    if action.targets and not plan.allows(action.targets):
        raise IllegalAction("enemy_targets_not_allowed", unit=unit.id, count=plan.count)
    _check_roll(unit, action.roll)
    picked = [t for t in action.targets if t not in plan.sure]
    targets = plan.ordered(picked)
    _mark(w, unit, ENGAGE)
    _deal(w, unit, targets, action.roll, plan.choice, "rules §4.4 an enemy's engage")


def _check_roll(unit: Unit, roll: tuple[int, ...]) -> None:
    """The roll shows one face of the chip's Combat dice per die (rules §4.4)."""
    stats = unit.stats
    if len(roll) != stats.dice:
        raise IllegalAction("enemy_roll_count", unit=unit.id, count=stats.dice)
    if any(value not in stats.faces for value in roll):
        raise IllegalAction("enemy_roll_faces", unit=unit.id, faces=stats.faces_text())


def _deal(
    w: Work, unit: Unit, targets: tuple[str, ...], roll: tuple[int, ...], picked: bool, rule: str
) -> None:
    """The roll's total dealt to each target in turn through the damage rules, a defeat
    credited to the engaging unit (rules §5.1, §5.4)."""
    total = sum(roll)
    w.emit(EnemyEngaged(unit.id, targets, roll, total, picked, rule))
    for target in targets:
        still = current_battle(w).unit(target)
        if total > 0 and still.on_map:
            damage(w, target, total, unit.id, False, rule=rule)


def companion_engage(w: Work, action: CompanionEngage) -> None:
    """rules §4.3: the companion whose turn it is engages, once a turn, from 1 up to its
    target value of the units in its range and sight, as the player picks (its priority
    plays no part); it rolls its Combat dice once and deals the total to each in turn."""
    unit = get_unit(w, action.unit)
    if unit.kind is not UnitKind.COMPANION:
        raise IllegalAction("not_a_companion", unit=unit.id)
    if not unit.on_map or unit.at is None:
        raise IllegalAction("unit_off_map", unit=unit.id)
    check_turn(w, unit.id, False, ENGAGE)
    if (unit.id, ENGAGE) in live_battle(w).turn_steps:
        raise IllegalAction("companion_engage_done", unit=unit.id)
    pool = target_plan(w.state, unit.id).candidates
    if not pool:
        raise IllegalAction("companion_no_targets", unit=unit.id)
    most = min(unit.stats.targets, len(pool))
    chosen = action.targets
    fits = 1 <= len(chosen) <= most and len(set(chosen)) == len(chosen)
    if not fits or any(t not in pool for t in chosen):
        raise IllegalAction("companion_pick_targets", unit=unit.id, count=most)
    _check_roll(unit, action.roll)
    _mark(w, unit, ENGAGE)
    _deal(w, unit, chosen, action.roll, False, "rules §4.3 a companion's engage")


def force_set_stats(w: Work, action: ForceSetStats) -> None:
    """Override: a chip's fighting stats, checked as the encounter editor checks them
    (rules §4.4)."""
    unit = get_unit(w, action.unit)
    if unit.kind is UnitKind.ADVENTURER:
        raise IllegalAction("adventurer_has_mat", unit=unit.id)
    problems = stat_problems(action.stats)
    if problems:
        raise IllegalAction(problems[0][1])
    put_unit(w, replace(unit, stats=action.stats))
    w.emit(ManualChange("stats", unit.id, ""))


def force_set_protected(w: Work, action: ForceSetProtected) -> None:
    """Override: an effect protects the unit from targeting, or no longer does; it still
    stands in the way (rules §4.4 Targetable)."""
    unit = get_unit(w, action.unit)
    if unit.protected == action.protected:
        code = "already_protected" if unit.protected else "not_protected"
        raise IllegalAction(code, unit=unit.id)
    put_unit(w, replace(unit, protected=action.protected))
    w.emit(ManualChange("protected", unit.id, "yes" if action.protected else "no"))


def candidates(state: GameState) -> list[Action]:
    """The enemy whose turn it is, for `legal_actions` (filtered there by `apply`): its move to
    each end hex the rules allow, and its engage with the lowest roll its dice can show; the
    companion whose turn it is, its engage at the first units it can target (rules §4.3,
    §4.4)."""
    battle = state.battle
    if battle is None or battle.turn is None:
        return []
    unit = battle.unit(battle.turn)
    if battle.phase is Phase.COMPANIONS and unit.kind is UnitKind.COMPANION and unit.on_map:
        pool = target_plan(state, unit.id).candidates
        roll = (min(unit.stats.faces),) * unit.stats.dice
        return [CompanionEngage(unit.id, roll, pool[: unit.stats.targets])] if pool else []
    if battle.phase is not Phase.ENEMIES or unit.kind is not UnitKind.ENEMY or not unit.on_map:
        return []
    out: list[Action] = [EnemyMove(unit.id, end) for end in move_plan(state, unit.id).ends]
    plan = target_plan(state, unit.id)
    roll = (min(unit.stats.faces),) * unit.stats.dice
    out.append(EnemyEngage(unit.id, roll, plan.pool[: plan.picks] if plan.choice else ()))
    return out
