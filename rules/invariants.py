"""Invariants every state keeps (rules §1-2): conservation of dice and sane counters."""

from __future__ import annotations

from collections import Counter

from rules.dice import DieKind
from rules.errors import InvariantError
from rules.state import (
    ACTIVE_SLOTS,
    ENEMY_LEVELS,
    FATIGUE_FACE,
    TRACK_SIZE,
    Adventurer,
    GameState,
    Phase,
    Unit,
    UnitKind,
)

MAX_HP = 999


def _fail(message: str) -> None:
    raise InvariantError(message)


def check_invariants(state: GameState) -> None:
    """Raise InvariantError unless every die is in exactly one place, every track holds at
    most 13 dice, every zone holds the right kinds of dice and every counter is in range
    (rules §1.2, §2)."""
    _check_dice(state)
    seen: list[str] = []
    for adv in state.adventurers:
        seen.extend(_check_adventurer(state, adv))
    seen.extend(_check_supply(state))
    if state.battle is not None:
        seen.extend(_check_battle(state))
    counts = Counter(seen)
    twice = sorted(d for d, n in counts.items() if n > 1)
    if twice:
        _fail(f"dice in two places: {', '.join(twice)}")
    missing = sorted(set(state.dice) - set(counts))
    if missing:
        _fail(f"dice in no place: {', '.join(missing)}")
    check = state.lockpick
    if check is not None:
        n = len(check.digits)
        if len(check.values) != n or len(check.kept) != n or check.used > check.attempts:
            _fail("lockpick check is inconsistent")
        if not state.has_adventurer(check.adventurer):
            _fail("lockpick check by an unknown adventurer")


def _check_dice(state: GameState) -> None:
    ids = [adv.id for adv in state.adventurers]
    if len(set(ids)) != len(ids):
        _fail("two adventurers share an id")
    for key, die in state.dice.items():
        if key != die.id:
            _fail(f"die stored under {key!r} has id {die.id!r}")
        if die.kind is DieKind.SKILL:
            if not 0 <= die.face < len(die.faces):
                _fail(f"die {die.id!r} shows face {die.face} of {len(die.faces)}")
            if die.owner not in ids:
                _fail(f"skill die {die.id!r} belongs to unknown adventurer {die.owner!r}")


def _kind_of(state: GameState, die_id: str, where: str) -> DieKind:
    die = state.dice.get(die_id)
    if die is None:
        _fail(f"unknown die {die_id!r} in {where}")
        raise AssertionError  # unreachable
    return die.kind


def _check_adventurer(state: GameState, adv: Adventurer) -> list[str]:
    """One mat's counters and zones; returns the dice on it."""
    dice = state.dice
    if not 1 <= adv.max_hp <= MAX_HP or not 0 <= adv.hp <= adv.max_hp:
        _fail(f"{adv.id}: HP {adv.hp}/{adv.max_hp} out of range")
    if not 0 <= adv.cooldown <= TRACK_SIZE or adv.tenacity < 0 or adv.engages < 0:
        _fail(f"{adv.id}: counter out of range")
    if len(adv.active) != ACTIVE_SLOTS:
        _fail(f"{adv.id}: {len(adv.active)} active slots instead of {ACTIVE_SLOTS}")
    if len(adv.track) > TRACK_SIZE:
        _fail(f"{adv.id}: track holds {len(adv.track)} dice (at most {TRACK_SIZE})")
    if len({row.attribute for row in adv.rows}) != len(adv.rows):
        _fail(f"{adv.id}: two attribute rows share a name")
    seen: list[str] = []
    skill_zones = [(f"{adv.id} row {row.attribute}", row.dice) for row in adv.rows]
    held = tuple(d for d in adv.active if d is not None)
    # an ability may put a fatigue die in an active slot (rules §1.6)
    fatigue = (DieKind.LIGHT_FATIGUE, DieKind.OVERFATIGUE)
    tired = tuple(d for d in held if _kind_of(state, d, f"{adv.id} active") in fatigue)
    seen.extend(tired)
    skill_zones.append((f"{adv.id} active", tuple(d for d in held if d not in tired)))
    skill_zones.append((f"{adv.id} drained", adv.drained))
    for where, zone in skill_zones:
        for die_id in zone:
            if _kind_of(state, die_id, where) is not DieKind.SKILL or dice[die_id].owner != adv.id:
                _fail(f"{die_id!r} cannot be in {where}")
            seen.append(die_id)
    for row in adv.rows:
        for die_id in row.dice:
            if dice[die_id].attribute != row.attribute:
                _fail(f"{die_id!r} is in the {row.attribute} row of {adv.id}")
    for die_id in adv.track:
        kind = _kind_of(state, die_id, f"{adv.id} track")
        die = dice[die_id]
        if kind is DieKind.SKILL and die.owner != adv.id:
            _fail(f"{die_id!r} is in the track of {adv.id}")
        if kind is DieKind.STATUS and die.side is None:
            _fail(f"status die {die_id!r} in a track shows no side")
        seen.append(die_id)
    return seen


def _check_supply(state: GameState) -> list[str]:
    supply = state.supply
    seen: list[str] = []
    for pile, kind in (
        (supply.light, DieKind.LIGHT_FATIGUE),
        (supply.over, DieKind.OVERFATIGUE),
        (supply.status, DieKind.STATUS),
    ):
        for die_id in pile:
            if _kind_of(state, die_id, "supply") is not kind:
                _fail(f"{die_id!r} is in the {kind} supply")
            seen.append(die_id)
    return seen


def _check_battle(state: GameState) -> list[str]:
    """Battle invariants; returns the status dice on unit chips."""
    battle = state.battle
    assert battle is not None
    ids = [u.id for u in battle.units]
    if len(set(ids)) != len(ids):
        _fail("two units share an id")
    if sorted(battle.seat_order) != sorted(a.id for a in state.adventurers):
        _fail("the seat order must list every adventurer once")
    positions = [u.at for u in battle.units if u.at is not None]
    if len(set(positions)) != len(positions):
        _fail("two chips on one hex")
    if frozenset(positions) != battle.map.occupied:
        _fail("the occupied hexes differ from the chips on the map")
    on_dice: list[str] = []
    for unit in battle.units:
        on_dice.extend(_check_unit(state, unit))
    for adventurer_id, lost in battle.fatigue_damage:
        if not state.has_adventurer(adventurer_id) or not 1 <= lost <= MAX_HP:
            _fail(f"fatigue damage {lost} to {adventurer_id!r}")
    put_away = [*battle.defeated_stack, *battle.set_aside]
    if len(set(put_away)) != len(put_away):
        _fail("a chip both in the defeated stack and set aside, or twice")
    for unit_id in put_away:
        if unit_id not in ids:
            _fail(f"unknown unit {unit_id!r} in the defeated stack or set aside")
            continue
        unit = battle.unit(unit_id)
        if not unit.defeated or unit.at is not None or unit.kind is not UnitKind.ENEMY:
            _fail(f"{unit_id} is put away but not a defeated enemy off the map")
    if battle.turn is not None and battle.turn not in ids:
        _fail("the unit whose turn it is does not exist")
    if any(n < 0 for n in battle.stock.values()) or battle.skyshards_found < 0:
        _fail("negative tile stock or skyshard count")
    if not 0 <= battle.round <= FATIGUE_FACE:
        _fail("the round counter shows 1 to 5 or the fatigue face (6)")
    return on_dice


def _check_unit(state: GameState, unit: Unit) -> list[str]:
    """One chip: HP, level, its hex and status dice; returns the dice on it."""
    battle = state.battle
    assert battle is not None
    dice = state.dice
    adventurers = {a.id: a for a in state.adventurers}
    on_dice: list[str] = []
    if unit.at is not None and unit.at not in battle.map:
        _fail(f"{unit.id} stands off the map")
    if unit.kind is UnitKind.ADVENTURER:
        adv = adventurers.get(unit.id)
        if adv is None:
            _fail(f"adventurer unit {unit.id!r} has no mat")
            return on_dice
        if battle.phase is not Phase.OVER and adv.defeated != unit.defeated:
            _fail(f"{unit.id}: defeated on the mat and on the map differ")
        if adv.defeated and unit.at is not None and battle.phase is not Phase.OVER:
            _fail(f"{unit.id} is defeated but its chip is on the map")
    else:
        if not 0 <= unit.hp <= unit.max_hp or unit.max_hp > MAX_HP:
            _fail(f"{unit.id}: HP {unit.hp}/{unit.max_hp} out of range")
        if unit.defeated and unit.at is not None and not unit.left_on_tile:
            _fail(f"{unit.id} is defeated but still on the map")
    if unit.bonus_hp < 0:
        _fail(f"{unit.id}: negative bonus HP")
    if unit.kind is UnitKind.ENEMY and unit.level not in (*ENEMY_LEVELS, None):
        _fail(f"{unit.id}: level {unit.level} is not 1, 5, 10 or 20")
    sides = []
    for die_id in unit.status:
        die = dice.get(die_id)
        side = die.status_side if die is not None else None
        if die is None or side is None:
            _fail(f"{die_id!r} on {unit.id} shows no status side")
            return on_dice
        sides.append(side)
        on_dice.append(die_id)
    if len(set(sides)) != len(sides):
        _fail(f"{unit.id} has two dice of one status side")
    return on_dice
