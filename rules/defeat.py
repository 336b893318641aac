"""Damage, healing and defeat of units (rules §4.1, §5)."""

from __future__ import annotations

from dataclasses import replace

from rules import adventurer as adventurer_rules
from rules.actions import Action, DealDamage, DefeatUnit, Heal, PlaceRevived, RemoveDefeatedChip
from rules.chips import release_chip_die
from rules.errors import IllegalAction
from rules.events import DamageDealt, Healed, UnitDefeated, UnitDeployed, default_rule
from rules.state import Defeat, GameState, Unit, UnitKind
from rules.units import (
    credit,
    current_battle,
    find_unit,
    free_hexes,
    get_unit,
    live_battle,
    put_away,
    put_unit,
    set_battle,
)
from rules.work import Work

STATUS_DEFEAT = "rules §5.4 defeated by a status die: by no one"

#: The most damage or healing one effect deals (an override of a misclick stays in reach).
MAX_AMOUNT = 999


def defeat_unit(w: Work, unit: Unit, by: str | None, leave_on_tile: bool = False) -> None:
    """rules §5: off the map (or left on its tile), stack / set aside, status dice back."""
    if unit.kind is UnitKind.ADVENTURER:
        adventurer_rules.defeat(w, w.adv(unit.id), by)
        return
    for die_id in unit.status:
        release_chip_die(w, unit.id, die_id, "rules §5.1 the chip leaves the map")
    # a chip left on its tile goes to the stack (or aside) only when it is removed
    to = "tile" if leave_on_tile else put_away(w, unit)
    at = unit.at if leave_on_tile else None
    put_unit(w, replace(unit, hp=0, defeated=True, at=at, left_on_tile=leave_on_tile, status=()))
    battle = current_battle(w)
    set_battle(w, replace(current_battle(w), defeats=(*battle.defeats, Defeat(unit.id, by))))
    w.emit(UnitDefeated(unit.id, by, to))


def _finished_battle_unit(w: Work, unit_id: str) -> bool:
    return w.battle is not None and any(u.id == unit_id for u in w.battle.units)


def _damage_adventurer_off_map(w: Work, target_id: str, amount: int, source: str | None,
                               true_damage: bool, rule: str) -> None:  # fmt: skip
    if not w.state.has_adventurer(target_id) and _finished_battle_unit(w, target_id):
        raise IllegalAction("unit_not_in_play", unit_id=target_id)
    adv = w.adv(target_id)
    if adv.defeated:
        raise IllegalAction("adventurer_not_targetable", adventurer=adv.id)
    adv.hp = max(0, adv.hp - amount)
    w.emit(DamageDealt(target_id, amount, adv.hp, source, true_damage, 0, rule))
    if adv.hp == 0:
        adventurer_rules.defeat(w, adv, None)


def damage(
    w: Work,
    target_id: str,
    amount: int,
    source: str | None,
    true_damage: bool,
    leave_on_tile: bool = False,
    rule: str = "",
) -> None:
    """Damage a unit (bonus HP first unless true damage); at 0 HP it is defeated, once, and
    credited to an opposing source (rules §5.1, §5.4)."""
    rule = rule or default_rule(DamageDealt)
    unit = find_unit(w, target_id)
    if unit is None:  # an adventurer outside battle
        _damage_adventurer_off_map(w, target_id, amount, source, true_damage, rule)
        return
    if not unit.on_map:
        raise IllegalAction("unit_not_targetable", unit=unit.id)
    absorbed = 0 if true_damage else min(unit.bonus_hp, amount)
    lost = amount - absorbed
    if absorbed:
        unit = replace(unit, bonus_hp=unit.bonus_hp - absorbed)
        put_unit(w, unit)
    by = credit(w, unit, source)
    if unit.kind is UnitKind.ADVENTURER:
        adv = w.adv(unit.id)
        adv.hp = max(0, adv.hp - lost)
        w.emit(DamageDealt(unit.id, lost, adv.hp, source, true_damage, absorbed, rule))
        if adv.hp == 0:
            adventurer_rules.defeat(w, adv, by)
        return
    hp = max(0, unit.hp - lost)
    unit = replace(unit, hp=hp)
    put_unit(w, unit)
    w.emit(DamageDealt(unit.id, lost, hp, source, true_damage, absorbed, rule))
    if hp == 0:
        defeat_unit(w, unit, by, leave_on_tile)


def deal_damage(w: Work, action: DealDamage) -> None:
    """rules §4.1 (true damage), §5."""
    if not 1 <= action.amount <= MAX_AMOUNT:
        raise IllegalAction("damage_range")
    rule = "rules §4.1 true damage" if action.true_damage else "rules §5.1 damage"
    damage(
        w, action.target, action.amount, action.source, action.true_damage, action.leave_on_tile,
        rule,
    )  # fmt: skip


def defeat_action(w: Work, action: DefeatUnit) -> None:
    """An effect says the unit is defeated (rules §5.1); an adventurer's HP drops to 0."""
    live_battle(w)
    unit = get_unit(w, action.target)
    if not unit.on_map:
        raise IllegalAction("unit_off_map", unit=unit.id)
    defeat_unit(w, unit, credit(w, unit, action.by), action.leave_on_tile)


def heal_action(w: Work, action: Heal) -> None:
    """rules §5.3: healing revives a defeated adventurer; a defeated chip cannot be healed."""
    if not 1 <= action.amount <= MAX_AMOUNT:
        raise IllegalAction("healing_range")
    unit = find_unit(w, action.target)
    off_map = unit is None and not w.state.has_adventurer(action.target)
    if off_map and _finished_battle_unit(w, action.target):
        raise IllegalAction("unit_not_in_play", unit_id=action.target)
    if unit is None or unit.kind is UnitKind.ADVENTURER:
        adv = w.adv(action.target)
        adventurer_rules.heal(w, adv, action.amount, "rules §5.3 heal", action.deploy_at)
        return
    if unit.defeated:
        raise IllegalAction("unit_defeated", unit=unit.id)
    hp = min(unit.max_hp, unit.hp + action.amount)
    put_unit(w, replace(unit, hp=hp))
    w.emit(Healed(unit.id, hp - unit.hp, hp))


def place_revived(w: Work, action: PlaceRevived) -> None:
    """rules §5.3, §5.8: a revived adventurer waiting for the party's choice goes on the
    unoccupied hex it picks."""
    battle = live_battle(w)
    if action.adventurer not in battle.to_place:
        raise IllegalAction("not_waiting_to_place", adventurer=action.adventurer)
    if action.to not in battle.map:
        raise IllegalAction("hex_off_map")
    unit = get_unit(w, action.adventurer)
    put_unit(w, replace(unit, at=action.to))
    waiting = tuple(a for a in current_battle(w).to_place if a != action.adventurer)
    set_battle(w, replace(current_battle(w), to_place=waiting))
    w.emit(UnitDeployed(unit.id, action.to, "rules §5.3 revived on the hex the party picked"))


def remove_chip(w: Work, action: RemoveDefeatedChip) -> None:
    """rules §5.5: the chip left on its tile is put away; its hex is free again."""
    unit = get_unit(w, action.unit)
    if not unit.left_on_tile:
        raise IllegalAction("not_left_on_tile", unit=unit.id)
    put_unit(w, replace(unit, at=None, left_on_tile=False))
    w.emit(UnitDefeated(unit.id, None, put_away(w, unit), "rules §5.5 chip removed from its tile"))


def candidates(state: GameState) -> list[Action]:
    """Damage, healing and defeat for `legal_actions` (filtered there by `apply`), with the
    amount at 1: every unit and adventurer may be hit or healed by an effect at any time."""
    targets = [adv.id for adv in state.adventurers]
    battle = state.battle
    if battle is not None:
        targets += [u.id for u in battle.units if u.kind is not UnitKind.ADVENTURER]
    out: list[Action] = []
    for target in targets:
        out.extend([DealDamage(target, 1), Heal(target, 1), DefeatUnit(target)])
    if battle is not None:
        out.extend(RemoveDefeatedChip(u.id) for u in battle.units if u.left_on_tile)
        free = free_hexes(battle)[:1]
        out.extend(PlaceRevived(a, h) for a in battle.to_place for h in free)
    return out
