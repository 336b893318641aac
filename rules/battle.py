"""The battle round as a state machine, units, damage, status dice on units and defeat
(rules §4, §5, §6)."""

from __future__ import annotations

from dataclasses import replace

from board import graph
from board.hexes import Hex
from rules import adventurer as adventurer_rules
from rules.actions import (
    Action,
    ApplyStatus,
    DealDamage,
    DefeatUnit,
    EndRound,
    EndTurn,
    ForceMoveUnit,
    Heal,
    LeaveBattle,
    MoveUnit,
    PlaceStatusDie,
    RemoveDefeatedChip,
    RemoveStatus,
    StartRound,
    TakeTurn,
)
from rules.adventurer import deal_true_damage, heal
from rules.cooldown import add_to_track, gain_over, recovery_step
from rules.dice import DieKind, StatusSide
from rules.errors import IllegalAction
from rules.events import (
    BattleEnded,
    BattleLeft,
    CompanionNotDeployed,
    DamageDealt,
    Healed,
    PartyDefeated,
    PhaseChanged,
    RoundEnded,
    RoundStarted,
    StatusApplied,
    StatusRemoved,
    TurnChoiceNeeded,
    TurnEnded,
    TurnStarted,
    UnitDefeated,
    UnitDeployed,
    UnitMoved,
)
from rules.overrides import COUNTER_SETTERS, ZONE_PUTTERS, ZONE_REMOVERS
from rules.places import Place, Zone
from rules.registry import handles
from rules.state import Battle, Defeat, GameState, Objective, Outcome, Phase, Unit, UnitKind
from rules.work import MutableAdventurer, Work

FATIGUE_ROUND = "rules §4.1 fatigue round"
STATUS_DEFEAT = "rules §5 defeated by a status die: by no one"

# --- access ---------------------------------------------------------------------------------


def current_battle(w: Work) -> Battle:
    battle: Battle | None = w.get("battle")
    if battle is None:
        raise IllegalAction("no_battle")
    return battle


def live_battle(w: Work) -> Battle:
    battle = current_battle(w)
    if battle.phase is Phase.OVER:
        raise IllegalAction("battle_over")
    return battle


def set_battle(w: Work, battle: Battle) -> None:
    w.set("battle", battle)


def get_unit(w: Work, unit_id: str) -> Unit:
    try:
        return current_battle(w).unit(unit_id)
    except KeyError:
        raise IllegalAction("no_such_unit", unit_id=unit_id) from None


def put_unit(w: Work, unit: Unit) -> None:
    """Store the unit, keeping the map's occupied hexes equal to the chips on it."""
    battle = current_battle(w)
    old = battle.unit(unit.id)
    bmap = battle.map
    if old.at != unit.at:
        if old.at is not None:
            bmap = bmap.vacate(old.at)
        if unit.at is not None:
            if bmap.is_occupied(unit.at):
                raise IllegalAction("hex_occupied")
            bmap = bmap.occupy(unit.at)
    units = tuple(unit if u.id == unit.id else u for u in battle.units)
    set_battle(w, replace(battle, units=units, map=bmap))


def update(w: Work, **changes: object) -> Battle:
    battle = replace(current_battle(w), **changes)  # type: ignore[arg-type]
    set_battle(w, battle)
    return battle


def is_party(unit: Unit) -> bool:
    return unit.kind is not UnitKind.ENEMY


def free_hexes(battle: Battle, hexes: frozenset[Hex] | None = None) -> list[Hex]:
    """Unoccupied hexes (of ``hexes``, default the whole map), in (q, r) order."""
    pool = battle.map.hexes if hexes is None else hexes
    return sorted(h for h in pool if not battle.map.is_occupied(h) and h in battle.map)


def entrance_free(battle: Battle) -> list[Hex]:
    entrance = battle.map.entrance
    return free_hexes(battle, entrance.hexes) if entrance is not None else []


# --- defeat and revival -------------------------------------------------------------------


def credit(w: Work, target: Unit, source: str | None) -> str | None:
    """Who defeated whom (rules §5): only an opposing unit gets the credit."""
    if source is None:
        return None
    try:
        by = current_battle(w).unit(source)
    except KeyError:
        return None
    return by.id if is_party(by) != is_party(target) else None


def defeat_unit(w: Work, unit: Unit, by: str | None, leave_on_tile: bool = False) -> None:
    """rules §5: off the map (or left on its tile), stack / set aside, status dice back."""
    if unit.kind is UnitKind.ADVENTURER:
        adventurer_rules.defeat(w, w.adv(unit.id), by)
        return
    for die_id in unit.status:
        release_chip_die(w, die_id, "rules §5 the chip leaves the map")
    # a chip left on its tile goes to the stack (or aside) only when it is removed
    to = "tile" if leave_on_tile else _put_away(w, unit)
    at = unit.at if leave_on_tile else None
    put_unit(w, replace(unit, hp=0, defeated=True, at=at, left_on_tile=leave_on_tile, status=()))
    battle = current_battle(w)
    update(w, defeats=(*battle.defeats, Defeat(unit.id, by)))
    w.emit(UnitDefeated(unit.id, by, to))


def _put_away(w: Work, unit: Unit) -> str:
    """A defeated chip off the map: an enemy on top of the defeated enemy stack, a quest or
    objective unit set aside (rules §5)."""
    battle = current_battle(w)
    if unit.kind is UnitKind.ENEMY and (unit.quest or unit.objective):
        update(w, set_aside=(*battle.set_aside, unit.id))
        return "set_aside"
    if unit.kind is UnitKind.ENEMY:
        update(w, defeated_stack=(*battle.defeated_stack, unit.id))
        return "stack"
    return "off_map"


def _live_chip(w: Work, adventurer_id: str) -> tuple[Battle, Unit] | None:
    """The battle and the adventurer's chip, while a battle is going on."""
    battle: Battle | None = w.get("battle")
    if battle is None or battle.phase is Phase.OVER:
        return None
    try:
        return battle, battle.unit(adventurer_id)
    except KeyError:
        return None


def _on_adventurer_defeat(w: Work, adv: MutableAdventurer, by: str | None) -> None:
    found = _live_chip(w, adv.id)
    if found is None:
        return
    battle, unit = found
    put_unit(w, replace(unit, defeated=True, at=None))
    battle = current_battle(w)
    update(w, defeats=(*battle.defeats, Defeat(adv.id, by)))
    w.emit(UnitDefeated(adv.id, by, "race_sheet"))
    if all(w.adv(a).defeated for a in battle.seat_order) and not battle.party_defeat_pending:
        update(w, party_defeat_pending=True)
        w.emit(PartyDefeated())


def _on_adventurer_revive(w: Work, adv: MutableAdventurer, deploy_at: Hex | None) -> None:
    found = _live_chip(w, adv.id)
    if found is None:
        return
    battle, unit = found
    if deploy_at is None:
        choices = entrance_free(battle) or free_hexes(battle)
        deploy_at = choices[0] if choices else None
    elif deploy_at not in battle.map or battle.map.is_occupied(deploy_at):
        raise IllegalAction("revive_hex")
    put_unit(w, replace(unit, defeated=False, at=deploy_at))
    if deploy_at is not None:
        w.emit(UnitDeployed(adv.id, deploy_at, "rules §5 revived and deployed"))
    if battle.party_defeat_pending:
        update(w, party_defeat_pending=False)


adventurer_rules.DEFEAT_HOOKS.append(_on_adventurer_defeat)
adventurer_rules.REVIVE_HOOKS.append(_on_adventurer_revive)


def damage(
    w: Work,
    target_id: str,
    amount: int,
    source: str | None,
    true_damage: bool,
    leave_on_tile: bool = False,
    rule: str = "",
) -> None:
    """Damage a unit (bonus HP first unless true damage); at 0 HP it is defeated."""
    battle: Battle | None = w.get("battle")
    unit: Unit | None = None
    if battle is not None and battle.phase is not Phase.OVER:
        try:
            unit = battle.unit(target_id)
        except KeyError:
            unit = None
    if unit is None:  # an adventurer outside battle
        adv = w.adv(target_id)
        if adv.defeated:
            raise IllegalAction("adventurer_not_targetable", adventurer=adv.id)
        by = None
        adv.hp = max(0, adv.hp - amount)
        w.emit(
            DamageDealt(target_id, amount, adv.hp, source, true_damage, 0, rule or DamageDealt.rule)
        )
        if adv.hp == 0:
            adventurer_rules.defeat(w, adv, by)
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
        w.emit(
            DamageDealt(
                unit.id, lost, adv.hp, source, true_damage, absorbed, rule or DamageDealt.rule
            )
        )
        if adv.hp == 0:
            adventurer_rules.defeat(w, adv, by)
        return
    hp = max(0, unit.hp - lost)
    unit = replace(unit, hp=hp)
    put_unit(w, unit)
    w.emit(DamageDealt(unit.id, lost, hp, source, true_damage, absorbed, rule or DamageDealt.rule))
    if hp == 0:
        defeat_unit(w, unit, by, leave_on_tile)


@handles(DealDamage)
def deal_damage(w: Work, action: DealDamage) -> None:
    if not 1 <= action.amount <= 999:
        raise IllegalAction("damage_range")
    rule = "rules §4 true damage" if action.true_damage else "rules §4 damage"
    damage(
        w, action.target, action.amount, action.source, action.true_damage, action.leave_on_tile,
        rule,
    )  # fmt: skip


@handles(DefeatUnit)
def defeat_action(w: Work, action: DefeatUnit) -> None:
    unit = get_unit(w, action.target)
    live_battle(w)
    if not unit.on_map:
        raise IllegalAction("unit_off_map", unit=unit.id)
    defeat_unit(w, unit, credit(w, unit, action.by), action.leave_on_tile)


@handles(Heal)
def heal_action(w: Work, action: Heal) -> None:
    if not 1 <= action.amount <= 999:
        raise IllegalAction("healing_range")
    battle: Battle | None = w.get("battle")
    unit = None
    if battle is not None:
        try:
            unit = battle.unit(action.target)
        except KeyError:
            unit = None
    if unit is None or unit.kind is UnitKind.ADVENTURER:
        heal(w, w.adv(action.target), action.amount, "rules §5 heal", action.deploy_at)
        return
    if unit.defeated:
        raise IllegalAction("unit_defeated", unit=unit.id)
    hp = min(unit.max_hp, unit.hp + action.amount)
    put_unit(w, replace(unit, hp=hp))
    w.emit(Healed(unit.id, hp - unit.hp, hp))


@handles(RemoveDefeatedChip)
def remove_chip(w: Work, action: RemoveDefeatedChip) -> None:
    unit = get_unit(w, action.unit)
    if not unit.left_on_tile:
        raise IllegalAction("not_left_on_tile", unit=unit.id)
    put_unit(w, replace(unit, at=None, left_on_tile=False))
    w.emit(UnitDefeated(unit.id, None, _put_away(w, unit), "rules §5 chip removed from its tile"))


# --- status dice on units -------------------------------------------------------------------


@handles(ApplyStatus)
def apply_status(w: Work, action: ApplyStatus) -> None:
    """One status die per side on a unit; quest units take none unless an effect says so."""
    live_battle(w)
    unit = get_unit(w, action.unit)
    side = StatusSide(action.side)
    if unit.kind is UnitKind.ADVENTURER:
        raise IllegalAction("adventurer_status_in_track")
    if not unit.on_map:
        raise IllegalAction("unit_off_map", unit=unit.id)
    if unit.quest and not action.force:
        raise IllegalAction("quest_no_status")
    if any(w.die(d).status_side is side for d in unit.status):
        raise IllegalAction("status_side_taken", unit=unit.id, side=side)
    die_id = w.take_from_supply(DieKind.STATUS)
    if die_id is None:
        raise IllegalAction("no_status_die_left")
    w.set_die(replace(w.die(die_id), side=side))
    put_unit(w, replace(unit, status=(*unit.status, die_id)))
    w.emit(StatusApplied(unit.id, die_id, side))


@handles(RemoveStatus)
def remove_status(w: Work, action: RemoveStatus) -> None:
    unit = get_unit(w, action.unit)
    for die_id in unit.status:
        if w.die(die_id).status_side is action.side:
            put_unit(w, replace(unit, status=tuple(d for d in unit.status if d != die_id)))
            w.emit(StatusRemoved(unit.id, die_id, StatusSide(action.side)))
            release_chip_die(w, die_id, "rules §1 a status-code skill die leaves the chip")
            return
    raise IllegalAction("no_status_die_of_side", unit=unit.id, side=action.side)


def release_chip_die(w: Work, die_id: str, rule: str) -> None:
    """A die leaving a chip: a status die returns to the supply, a status-code skill die is
    exhausted into its owner's track [decision]."""
    die = w.die(die_id)
    if die.kind is DieKind.SKILL and die.owner is not None:
        add_to_track(w, w.adv(die.owner), die_id, rule)
    else:
        w.put_in_supply(die_id)


@handles(PlaceStatusDie)
def place_status_die(w: Work, action: PlaceStatusDie) -> None:
    """A skill die resolved on its Status-code face goes on the target chip (rules §1)."""
    from rules.mat import not_defeated, own_skill_die, take_out, where

    live_battle(w)
    adv = w.adv(action.adventurer)
    not_defeated(adv, "defeated_cannot_place_on_chip")
    own_skill_die(w, adv, action.die)
    unit = get_unit(w, action.unit)
    die = w.die(action.die)
    side = die.status_side
    if where(adv, action.die) not in (Zone.ROW, Zone.ACTIVE) or side is None:
        raise IllegalAction("die_cannot_go_there")
    if unit.kind is UnitKind.ADVENTURER:
        raise IllegalAction("adventurer_status_in_track")
    if not unit.on_map:
        raise IllegalAction("unit_off_map", unit=unit.id)
    if unit.quest:
        raise IllegalAction("quest_no_status")
    if any(w.die(d).status_side is side for d in unit.status):
        raise IllegalAction("status_side_taken", unit=unit.id, side=side)
    take_out(adv, action.die)
    put_unit(w, replace(unit, status=(*unit.status, action.die)))
    w.emit(StatusApplied(unit.id, action.die, side, "rules §1 a Status-code face on a chip"))


# --- movement -----------------------------------------------------------------------------


@handles(MoveUnit)
def move_unit(w: Work, action: MoveUnit) -> None:
    """rules §6: along unoccupied hexes to an unoccupied hex."""
    battle = live_battle(w)
    unit = get_unit(w, action.unit)
    if not unit.on_map or unit.at is None:
        raise IllegalAction("unit_off_map", unit=unit.id)
    if action.to not in battle.map:
        raise IllegalAction("hex_off_map")
    if action.to == unit.at:
        raise IllegalAction("unit_already_there", unit=unit.id)
    if battle.map.is_occupied(action.to):
        raise IllegalAction("hex_occupied")
    reach = graph.distances(battle.map, unit.at, action.max_steps)
    if action.to not in reach:
        raise IllegalAction("no_route")
    start = unit.at
    put_unit(w, replace(unit, at=action.to))
    w.emit(UnitMoved(unit.id, start, action.to, reach[action.to]))


@handles(ForceMoveUnit)
def force_move_unit(w: Work, action: ForceMoveUnit) -> None:
    from rules.events import ManualChange

    battle = current_battle(w)
    unit = get_unit(w, action.unit)
    if action.to is not None:
        if action.to not in battle.map:
            raise IllegalAction("hex_off_map")
        if battle.map.is_occupied(action.to) and unit.at != action.to:
            raise IllegalAction("hex_occupied")
    if unit.kind is UnitKind.ADVENTURER and action.to is not None and w.adv(unit.id).defeated:
        raise IllegalAction("defeated_chip_on_sheet")
    if unit.defeated and not unit.left_on_tile and action.to is not None:
        raise IllegalAction("unit_defeated_off_map", unit=unit.id)
    deployed = unit.deployed or action.to is not None
    left = unit.left_on_tile and action.to is not None
    put_unit(w, replace(unit, at=action.to, deployed=deployed, left_on_tile=left))
    if unit.left_on_tile and not left:  # a chip left on its tile taken off: put it away
        _put_away(w, unit)
    w.emit(ManualChange("unit", unit.id, "off map" if action.to is None else repr(action.to)))


# --- the round ------------------------------------------------------------------------------


def adventurer_ids(battle: Battle) -> tuple[str, ...]:
    return battle.seat_order


def _candidates(w: Work, battle: Battle) -> list[Unit]:
    """Units that may take the next turn in the current phase, best first."""
    acted = set(battle.acted)
    if battle.phase is Phase.COMPANIONS:
        return [
            u
            for u in battle.units
            if u.kind is UnitKind.COMPANION and not u.defeated and u.id not in acted
        ]
    if battle.phase is Phase.ENEMIES:
        ready = [
            u for u in battle.units if u.kind is UnitKind.ENEMY and u.on_map and u.id not in acted
        ]
        quest = [u for u in ready if u.level is None]
        if quest:
            return quest
        if not ready:
            return []
        top = max(u.level or 0 for u in ready)
        return [u for u in ready if u.level == top]
    return []


def _advance(w: Work) -> None:
    """Start the next turn, or move on to the next phase, or wait for the party's choice."""
    while True:
        battle = current_battle(w)
        if battle.phase is Phase.ADVENTURERS:
            for adv_id in battle.seat_order:
                if adv_id not in battle.acted and not w.adv(adv_id).defeated:
                    _start_turn(w, adv_id)
                    return
            _phase(w, Phase.COMPANIONS)
            continue
        if battle.phase in (Phase.COMPANIONS, Phase.ENEMIES):
            ready = _candidates(w, battle)
            if not ready:
                _phase(w, Phase.ENEMIES if battle.phase is Phase.COMPANIONS else Phase.ROUND_END)
                continue
            if len(ready) == 1:
                _start_turn(w, ready[0].id)
                return
            update(w, turn=None)
            w.emit(TurnChoiceNeeded(tuple(u.id for u in ready)))
            return
        return


def _phase(w: Work, phase: Phase) -> None:
    update(w, phase=phase, turn=None)
    w.emit(PhaseChanged(str(phase)))


def _start_turn(w: Work, unit_id: str) -> None:
    """Start of a turn: deployment of a waiting companion, Bane, the Recovery step."""
    update(w, turn=unit_id)
    w.emit(TurnStarted(unit_id))
    battle = current_battle(w)
    unit = battle.unit(unit_id)
    if unit.kind is UnitKind.COMPANION and unit.at is None and not unit.deployed:
        free = entrance_free(battle)
        if free:
            put_unit(w, replace(unit, at=free[0], deployed=True))
            w.emit(UnitDeployed(unit.id, free[0]))
        else:
            w.emit(CompanionNotDeployed(unit.id))
        return
    if unit.kind is UnitKind.ADVENTURER:
        adv = w.adv(unit_id)
        adv.engages = 0
        if any(w.die(d).side is StatusSide.BANE for d in adv.track):
            deal_true_damage(w, adv, 1, "Bane: 1 true damage at the start of the turn")
        if not adv.defeated:
            recovery_step(w, adv)
    elif any(w.die(d).status_side is StatusSide.BANE for d in unit.status) and unit.on_map:
        damage(w, unit.id, 1, None, True, rule="Bane: 1 true damage at the start of the turn")
    if current_battle(w).unit(unit_id).defeated:
        _end_turn(w)


def _end_turn(w: Work) -> None:
    battle = current_battle(w)
    turn = battle.turn
    if turn is not None:
        update(w, acted=(*battle.acted, turn), turn=None)
        w.emit(TurnEnded(turn))
    _advance(w)


@handles(StartRound)
def start_round(w: Work, action: StartRound) -> None:
    """rules §4.1."""
    battle = live_battle(w)
    if battle.phase is not Phase.ROUND_START:
        raise IllegalAction("round_under_way")
    battle = update(w, round=battle.round + 1, acted=(), turn=None)
    w.emit(RoundStarted(battle.round, battle.is_fatigue_round))
    if battle.is_fatigue_round:
        alive = [w.adv(a) for a in battle.seat_order if not w.adv(a).defeated]
        for adv in alive:
            gain_over(w, adv, 1, FATIGUE_ROUND)
        for adv in alive:
            overs = sum(w.die(d).kind is DieKind.OVERFATIGUE for d in adv.track)
            deal_true_damage(w, adv, overs, "rules §4.1 fatigue damage")
    _phase(w, Phase.ADVENTURERS)
    _advance(w)


@handles(EndTurn)
def end_turn(w: Work, action: EndTurn) -> None:
    battle = live_battle(w)
    if battle.phase not in (Phase.ADVENTURERS, Phase.COMPANIONS, Phase.ENEMIES):
        raise IllegalAction("no_turn")
    # With no turn under way and nobody left to choose (they were defeated meanwhile), the
    # round simply moves on.
    if battle.turn is None and _candidates(w, battle):
        raise IllegalAction("choose_next_unit")
    _end_turn(w)


@handles(TakeTurn)
def take_turn(w: Work, action: TakeTurn) -> None:
    battle = live_battle(w)
    if battle.turn is not None:
        raise IllegalAction("other_turn")
    ready = _candidates(w, battle)
    if action.unit not in [u.id for u in ready]:
        if battle.phase is Phase.ENEMIES:
            raise IllegalAction("enemy_order")
        raise IllegalAction("cannot_take_turn")
    _start_turn(w, action.unit)


def objective_complete(battle: Battle) -> bool:
    enemies = [u for u in battle.units if u.kind is UnitKind.ENEMY]
    if battle.objective is Objective.DEFEAT_ALL:
        return all(u.defeated for u in enemies)
    if battle.objective is Objective.DEFEAT_OBJECTIVE:
        return all(u.defeated for u in enemies if u.objective)
    return battle.skyshards_found >= battle.skyshards_needed


@handles(EndRound)
def end_round(w: Work, action: EndRound) -> None:
    """rules §4.5 and §5 (full party defeat)."""
    battle = live_battle(w)
    if battle.phase is not Phase.ROUND_END:
        raise IllegalAction("round_not_done")
    w.emit(RoundEnded(battle.round))
    if objective_complete(battle):
        end_battle(w, Outcome.VICTORY, "objective")
    elif battle.party_defeat_pending:
        end_battle(w, Outcome.FAILED, "party_defeat")
        from rules.overland import after_party_defeat

        after_party_defeat(w)
    elif action.retreat:
        outcome = Outcome.RETREATED if battle.objective is Objective.UNCOVER else Outcome.FAILED
        end_battle(w, outcome, "retreat")
    else:
        _phase(w, Phase.ROUND_START)


def end_battle(w: Work, outcome: Outcome, reason: str) -> None:
    """The battle ends: active dice exhausted and drained dice recovered (cleanup)."""
    from rules.mat import cleanup_adventurer

    update(w, phase=Phase.OVER, turn=None, outcome=outcome)
    w.emit(BattleEnded(str(outcome), reason))
    for unit in current_battle(w).units:
        skill = [d for d in unit.status if w.die(d).kind is DieKind.SKILL]
        if skill:
            put_unit(w, replace(unit, status=tuple(d for d in unit.status if d not in skill)))
            for die_id in skill:
                release_chip_die(w, die_id, "rules §4 battle end")
    for adv_id in w.adventurer_ids():
        cleanup_adventurer(w, w.adv(adv_id))


@handles(LeaveBattle)
def leave_battle(w: Work, action: LeaveBattle) -> None:
    battle = current_battle(w)
    if battle.phase is not Phase.OVER:
        raise IllegalAction("battle_not_over")
    for unit in battle.units:
        for die_id in unit.status:
            release_chip_die(w, die_id, "battle over")
        if unit.status:
            put_unit(w, replace(unit, status=()))
    w.set("battle", None)
    w.emit(BattleLeft())


# --- what the table may offer (legal_actions) ----------------------------------------------


def battle_candidates(state: GameState) -> list[Action]:
    """Candidate battle actions for `legal_actions` (filtered there by `apply`)."""
    from rules.actions import PlaceTile

    battle = state.battle
    if battle is None:
        return []
    if battle.phase is Phase.OVER:
        return [LeaveBattle()]
    out: list[Action] = []
    if battle.phase is Phase.ROUND_START:
        out.append(StartRound())
    elif battle.phase is Phase.ROUND_END:
        out.extend([EndRound(), EndRound(retreat=True)])
    elif battle.turn is None:
        w = Work(state)
        out.extend(TakeTurn(u.id) for u in _candidates(w, battle))
    else:
        out.append(EndTurn())
    acting = battle.unit(battle.turn) if battle.turn is not None else None
    if acting is not None and acting.on_map and acting.at is not None:
        for h in acting.at.neighbors():
            if h in battle.map and not battle.map.is_occupied(h):
                out.append(MoveUnit(acting.id, h))
        for target in battle.units:
            if target.on_map and is_party(target) != is_party(acting):
                out.append(DealDamage(target.id, 1, source=acting.id))
    for unit in battle.units:
        if unit.kind is UnitKind.ENEMY and unit.on_map and not unit.quest:
            out.append(ApplyStatus(unit.id, StatusSide.DAZE))
        if unit.left_on_tile:
            out.append(RemoveDefeatedChip(unit.id))
    for adv in state.adventurers:
        if adv.defeated:
            out.append(Heal(adv.id, 1))
            continue
        for die_id in adv.row_dice:
            side = state.dice[die_id].status_side
            if side is None:
                continue
            out.extend(
                PlaceStatusDie(adv.id, die_id, u.id)
                for u in battle.units
                if u.kind is UnitKind.ENEMY and u.on_map and not u.quest
            )
    for unit in battle.units:
        for die_id in unit.status:
            side = state.dice[die_id].status_side
            if side is not None and state.dice[die_id].kind is DieKind.SKILL:
                out.append(RemoveStatus(unit.id, side))
    if battle.pending is not None:
        out.extend(PlaceTile(index=i) for i in range(3))
    return out


def sure_explorations(state: GameState) -> list[Action]:
    """Every ExploreHex that `apply` accepts now, without trying them (placements are slow to
    compute): one per explorable door and card left in the deck."""
    from rules.actions import ExploreHex
    from rules.exploration import explorable

    battle = state.battle
    if battle is None or battle.phase is Phase.OVER or battle.pending is not None:
        return []
    cards = sorted(set(battle.deck))
    return [ExploreHex(door, card) for door in sorted(explorable(battle)) for card in cards]


# --- overrides of status dice on chips (Zone.UNIT) -----------------------------------------


def _remove_from_unit(w: Work, die_id: str, place: Place) -> None:
    unit = get_unit(w, place.owner or "")
    put_unit(w, replace(unit, status=tuple(d for d in unit.status if d != die_id)))


def _put_on_unit(w: Work, die_id: str, place: Place) -> None:
    unit = get_unit(w, place.owner or "")
    if unit.kind is UnitKind.ADVENTURER:
        raise IllegalAction("adventurer_status_in_track")
    die = w.die(die_id)
    side = die.side
    taken = {w.die(d).status_side for d in unit.status}
    if side is None or side in taken:
        side = next((s for s in StatusSide if s not in taken), None)
    if side is None:
        raise IllegalAction("every_side_taken", unit=unit.id)
    w.set_die(replace(die, side=side))
    put_unit(w, replace(unit, status=(*unit.status, die_id)))


ZONE_REMOVERS[Zone.UNIT] = _remove_from_unit
ZONE_PUTTERS[Zone.UNIT] = _put_on_unit


def _set_counter(w: Work, owner: str, counter: str, value: int) -> bool:
    """Overrides of battle counters (owner "battle": round, skyshards_found,
    skyshards_needed) and unit counters (hp, max_hp, bonus_hp). Lowering the round to 5 or
    less ends the fatigue rounds (rules §4.1). False for an owner or counter it does not
    know."""
    battle: Battle | None = w.get("battle")
    if battle is None:
        return False
    if owner == "battle":
        if counter not in ("round", "skyshards_found", "skyshards_needed"):
            return False
        update(w, **{counter: value})
        return True
    try:
        unit = battle.unit(owner)
    except KeyError:
        return False
    if counter == "hp":
        if value > unit.max_hp:
            raise IllegalAction("hp_over_max", max_hp=unit.max_hp)
        put_unit(w, replace(unit, hp=value))
    elif counter == "max_hp":
        if value < 1:
            raise IllegalAction("max_hp_min")
        put_unit(w, replace(unit, max_hp=value, hp=min(unit.hp, value)))
    elif counter == "bonus_hp":
        put_unit(w, replace(unit, bonus_hp=value))
    else:
        return False
    return True


COUNTER_SETTERS.append(_set_counter)
