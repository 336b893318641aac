"""The battle round as a state machine: the round counter, whose turn it is, movement and the
end of the battle (rules §4, §6)."""

from __future__ import annotations

from dataclasses import replace

from rules import movement
from rules.actions import (
    Action,
    BeginTurns,
    EndRound,
    EndTurn,
    LeaveBattle,
    LowerRoundCounter,
    MoveUnit,
    StartRound,
    TakeTurn,
)
from rules.adventurer import deal_true_damage
from rules.chips import release_chip_die
from rules.cooldown import gain_over, settle_recovery
from rules.defeat import damage
from rules.dice import DieKind, StatusSide
from rules.errors import IllegalAction
from rules.events import (
    AdventurerNotDeployed,
    BattleEnded,
    BattleLeft,
    CompanionNotDeployed,
    CompanionsWithdrawn,
    ExcessHpLost,
    PhaseChanged,
    RoundCounterLowered,
    RoundEnded,
    RoundStarted,
    TurnChoiceNeeded,
    TurnEnded,
    TurnStarted,
    TurnStartMoment,
    UnitDeployed,
)
from rules.mat import cleanup_adventurer
from rules.overland import after_party_defeat
from rules.state import (
    FATIGUE_FACE,
    Battle,
    GameState,
    Objective,
    Outcome,
    PartyCompanion,
    Phase,
    Unit,
    UnitKind,
)
from rules.units import (
    current_battle,
    entrance_free,
    free_hexes,
    live_battle,
    put_unit,
    set_battle,
)
from rules.work import Work

FATIGUE_ROUND = "rules §4.1 fatigue round"
#: The rule the fatigue check's true damage names; the table shows that damage on each mat.
FATIGUE_DAMAGE = "rules §4.1 fatigue damage"
BANE = "rules §5.4 Bane: 1 true damage at the start of the turn, by no one"
TURN_PHASES = (Phase.ADVENTURERS, Phase.COMPANIONS, Phase.ENEMIES)


# --- whose turn ---------------------------------------------------------------------------


def ready_units(w: Work, battle: Battle) -> list[Unit]:
    """Units that may take the next turn in a companion or enemy phase (rules §4.3-§4.4)."""
    acted = set(battle.acted)
    if battle.phase is Phase.COMPANIONS:
        return [
            u
            for u in battle.units
            if u.kind is UnitKind.COMPANION and takes_turns(u) and u.id not in acted
        ]
    if battle.phase is Phase.ENEMIES:
        ready = [
            u
            for u in battle.units
            if u.kind is UnitKind.ENEMY and takes_turns(u) and u.id not in acted
        ]
        if not ready:
            return []
        first = min(enemy_priority(u) for u in ready)
        return [u for u in ready if enemy_priority(u) == first]
    return []


def takes_turns(unit: Unit) -> bool:
    """Whether the unit acts in the rounds of its battle (rules §4.2-§4.4, §5.5): an
    adventurer or companion that is not defeated (one waiting off the map is placed on its
    turn), an enemy standing on the map. A defeated chip left on a tile takes no turns."""
    if unit.kind is UnitKind.ENEMY:
        return unit.on_map
    return not unit.defeated


def enemy_priority(unit: Unit) -> tuple[int, int]:
    """The order in which enemies act, least first: units without a level (quest units),
    then the highest level down; equal keys are the party's choice (rules §4.4)."""
    return (0 if unit.level is None else 1, -(unit.level or 0))


def who_may_act(state: GameState) -> tuple[str, ...]:
    """The units that may act next: the unit whose turn it is, or the units the party may
    choose from (`TakeTurn`); empty between turns and outside battle (rules §4.2-§4.6)."""
    battle = state.battle
    if battle is None or battle.phase not in TURN_PHASES:
        return ()
    if battle.turn is not None:
        return (battle.turn,)
    return tuple(u.id for u in ready_units(Work(state), battle))


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
            ready = ready_units(w, battle)
            if not ready:
                _phase(w, Phase.ENEMIES if battle.phase is Phase.COMPANIONS else Phase.ROUND_END)
                continue
            if len(ready) == 1:
                _start_turn(w, ready[0].id)
                return
            set_battle(w, replace(current_battle(w), turn=None))
            w.emit(TurnChoiceNeeded(tuple(u.id for u in ready)))
            return
        return


def _phase(w: Work, phase: Phase) -> None:
    set_battle(w, replace(current_battle(w), phase=phase, turn=None))
    w.emit(PhaseChanged(str(phase)))


def _deploy_waiting(w: Work, unit: Unit) -> bool:
    """A chip off the map at the start of its turn: a waiting companion deploys on the first
    free entrance hex (rules §4.3); a revived adventurer the party has not placed yet on the
    first free entrance hex, else the first free hex [decision]. False when there is none."""
    battle = current_battle(w)
    adventurer = unit.kind is UnitKind.ADVENTURER
    free = entrance_free(battle) or (free_hexes(battle) if adventurer else [])
    if free:
        put_unit(w, replace(unit, at=free[0], deployed=True))
        waiting = tuple(a for a in current_battle(w).to_place if a != unit.id)
        set_battle(w, replace(current_battle(w), to_place=waiting))
        w.emit(UnitDeployed(unit.id, free[0]))
        return True
    w.emit(AdventurerNotDeployed(unit.id) if adventurer else CompanionNotDeployed(unit.id))
    return False


def _start_turn(w: Work, unit_id: str) -> None:
    """Start of a turn: deployment of a waiting chip, Bane, the Recovery step (rules §3,
    §4.2-§4.4)."""
    set_battle(w, replace(current_battle(w), turn=unit_id))
    w.emit(TurnStarted(unit_id))
    unit = current_battle(w).unit(unit_id)
    if unit.kind is UnitKind.COMPANION and unit.at is None and not unit.deployed:
        _deploy_waiting(w, unit)
        return
    if unit.kind is UnitKind.ADVENTURER:
        if unit.at is None and not _deploy_waiting(w, unit):
            _end_turn(w)  # they act once deployed
            return
        adv = w.adv(unit_id)
        adv.new_turn()
        if any(w.die(d).side is StatusSide.BANE for d in adv.track):
            deal_true_damage(w, adv, 1, BANE)
        if not adv.defeated:
            # the start of the turn: a die may leave an active slot before the Recovery
            # step, which waits for the player (rules §4.9)
            set_battle(w, replace(current_battle(w), recovery_due=adv.id))
            w.emit(TurnStartMoment(adv.id))
    elif any(w.die(d).status_side is StatusSide.BANE for d in unit.status) and unit.on_map:
        damage(w, unit.id, 1, None, True, rule=BANE)
    if current_battle(w).unit(unit_id).defeated:
        _end_turn(w)


def pass_fallen_turn(w: Work) -> None:
    """A unit defeated during its own turn ends that turn there: play passes on (rules §4.2,
    §5.1). Run after every action."""
    battle = w.battle
    if battle is None or battle.phase not in TURN_PHASES or battle.turn is None:
        return
    unit = battle.unit(battle.turn)
    fallen = w.adv(unit.id).defeated if unit.kind is UnitKind.ADVENTURER else unit.defeated
    if fallen:
        _end_turn(w)


def _end_turn(w: Work) -> None:
    settle_recovery(w)
    battle = current_battle(w)
    turn = battle.turn
    if turn is not None:
        set_battle(w, replace(battle, acted=(*battle.acted, turn), turn=None))
        w.emit(TurnEnded(turn))
    _advance(w)


def end_turn(w: Work, action: EndTurn) -> None:
    """rules §4.2-§4.4: the next turn starts by itself when the order is fixed."""
    battle = live_battle(w)
    if battle.phase not in TURN_PHASES:
        raise IllegalAction("no_turn")
    # With no turn under way and nobody left to choose (they were defeated meanwhile), the
    # round simply moves on.
    if battle.turn is None and ready_units(w, battle):
        raise IllegalAction("choose_next_unit")
    _end_turn(w)


def take_turn(w: Work, action: TakeTurn) -> None:
    """The party picks the next companion, or among enemies of equal level (rules §4.3-§4.4)."""
    battle = live_battle(w)
    if battle.turn is not None:
        raise IllegalAction("other_turn")
    if action.unit not in [u.id for u in ready_units(w, battle)]:
        if battle.phase is Phase.ENEMIES:
            raise IllegalAction("enemy_order")
        raise IllegalAction("cannot_take_turn")
    _start_turn(w, action.unit)


# --- the round counter ---------------------------------------------------------------------


def start_round(w: Work, action: StartRound) -> None:
    """rules §4.1: the counter rises (it stops at the fatigue face), then start-of-round
    effects may act until `BeginTurns`."""
    battle = live_battle(w)
    if battle.phase is not Phase.ROUND_START:
        raise IllegalAction("round_under_way")
    battle = replace(
        battle, round=battle.next_round, acted=(), turn=None, fatigue_damage=(), turn_steps=()
    )
    set_battle(w, battle)
    w.emit(RoundStarted(battle.round, battle.is_fatigue_round))
    _phase(w, Phase.ROUND_EFFECTS)


def begin_turns(w: Work, action: BeginTurns) -> None:
    """rules §4.1: after the start-of-round effects, the fatigue check of a fatigue round
    (each adventurer not defeated gains 1 overfatigue, then takes true damage equal to their
    overfatigue dice), then the first adventurer's turn."""
    battle = live_battle(w)
    if battle.phase is Phase.ROUND_START:
        raise IllegalAction("round_not_started")
    if battle.phase is not Phase.ROUND_EFFECTS:
        raise IllegalAction("round_under_way")
    if battle.is_fatigue_round:
        alive = [w.adv(a) for a in battle.seat_order if not w.adv(a).defeated]
        for adv in alive:
            gain_over(w, adv, 1, FATIGUE_ROUND)
        hits: list[tuple[str, int]] = []
        for adv in alive:
            overs = sum(w.die(d).kind is DieKind.OVERFATIGUE for d in adv.track)
            lost = deal_true_damage(w, adv, overs, FATIGUE_DAMAGE)
            if lost:
                hits.append((adv.id, lost))
        set_battle(w, replace(current_battle(w), fatigue_damage=tuple(hits)))
    _phase(w, Phase.ADVENTURERS)
    _advance(w)


def lower_round_counter(w: Work, action: LowerRoundCounter) -> None:
    """An effect lowers the counter by n: from the fatigue face it shows 6 - n; never below 1
    (rules §4.1)."""
    battle = live_battle(w)
    if not 1 <= action.by <= FATIGUE_FACE - 1:
        raise IllegalAction("lower_by_range")
    if battle.round <= 1:
        raise IllegalAction("counter_not_lowerable")
    end = max(1, battle.round - action.by)
    set_battle(w, replace(battle, round=end))
    w.emit(RoundCounterLowered(battle.round, end))


def kept_companions(battle: Battle) -> tuple[PartyCompanion, ...]:
    """The companions of ``battle`` that stay in the party: those not defeated (rules
    §5.10)."""
    return tuple(
        PartyCompanion(u.name, u.max_hp, u.stats)
        for u in battle.units
        if u.kind is UnitKind.COMPANION and not u.defeated
    )


# --- the end of the round and of the battle ------------------------------------------------


def objective_complete(battle: Battle) -> bool:
    """Whether the encounter's objective holds now (rules §4.12)."""
    enemies = [u for u in battle.units if u.kind is UnitKind.ENEMY]
    if battle.objective is Objective.DEFEAT_ALL:
        return all(u.defeated for u in enemies)
    if battle.objective is Objective.DEFEAT_OBJECTIVE:
        return all(u.defeated for u in enemies if u.objective)
    return battle.skyshards_found >= battle.skyshards_needed


def end_round(w: Work, action: EndRound) -> None:
    """rules §4.5, §4.12 and §5.6: with every adventurer defeated the encounter fails (the
    companions still on the map leave it); else a complete objective wins, except in an
    Uncover delve, which the party wins by retreating once every needed skyshard is found;
    any other retreat fails."""
    battle = live_battle(w)
    if battle.phase is not Phase.ROUND_END:
        raise IllegalAction("round_not_done")
    w.emit(RoundEnded(battle.round))
    complete = objective_complete(battle)
    if not any(not w.adv(a).defeated for a in battle.seat_order):
        _withdraw_companions(w)
        end_battle(w, Outcome.FAILED, "party_defeat")
        after_party_defeat(w)
    elif battle.objective is Objective.UNCOVER and action.retreat:
        if complete:
            end_battle(w, Outcome.VICTORY, "uncovered")
        else:
            end_battle(w, Outcome.FAILED, "retreat")
    elif complete and battle.objective is not Objective.UNCOVER:
        end_battle(w, Outcome.VICTORY, "objective")
    elif action.retreat:
        end_battle(w, Outcome.FAILED, "retreat")
    else:
        _phase(w, Phase.ROUND_START)


def _withdraw_companions(w: Work) -> None:
    """rules §5.6: the companions on the map leave it, not defeated, still in the party."""
    standing = [u for u in current_battle(w).units if u.kind is UnitKind.COMPANION and u.on_map]
    for unit in standing:
        put_unit(w, replace(unit, at=None))
    if standing:
        w.emit(CompanionsWithdrawn(tuple(u.id for u in standing)))


def end_battle(w: Work, outcome: Outcome, reason: str) -> None:
    """The battle ends and the End of Battle Cleanup follows, won or lost (rules §5.9): bonus
    HP and HP above the maximum go, companions lose their status dice, skill dice on chips go
    home; then active dice are exhausted and drained dice recovered (rules §1.4, §4.8)."""
    set_battle(w, replace(current_battle(w), phase=Phase.OVER, turn=None, outcome=outcome))
    w.emit(BattleEnded(str(outcome), reason))
    for unit in current_battle(w).units:
        _cleanup_chip(w, unit)
    for adv_id in w.adventurer_ids():
        cleanup_adventurer(w, w.adv(adv_id))


def _cleanup_chip(w: Work, unit: Unit) -> None:
    """rules §5.9 (1) for one chip: a unit of the party loses bonus HP and HP above its
    maximum, a companion its status dice; a Status-code skill die on any chip goes back to
    its owner (rules §4.8)."""
    companion = unit.kind is UnitKind.COMPANION
    leaving = [d for d in unit.status if companion or w.die(d).kind is DieKind.SKILL]
    status = tuple(d for d in unit.status if d not in leaving)
    if unit.kind is UnitKind.ENEMY:
        put_unit(w, replace(unit, status=status))
    else:
        hp = unit.hp
        if unit.kind is UnitKind.ADVENTURER:
            adv = w.adv(unit.id)
            over = max(0, adv.hp - adv.max_hp)
            adv.hp -= over
            shown = adv.hp
        else:
            over = max(0, unit.hp - unit.max_hp)
            hp = shown = unit.hp - over
        put_unit(w, replace(unit, status=status, bonus_hp=0, hp=hp))
        if unit.bonus_hp + over:
            w.emit(ExcessHpLost(unit.id, unit.bonus_hp + over, shown))
    for die_id in leaving:
        release_chip_die(w, unit.id, die_id, "rules §5.9 battle end")


def leave_battle(w: Work, action: LeaveBattle) -> None:
    """Clear a finished battle from the table; status dice on chips go home. The party keeps
    its companions that were not defeated; a defeated one has left it (rules §5.10)."""
    battle = current_battle(w)
    if battle.phase is not Phase.OVER:
        raise IllegalAction("battle_not_over")
    w.companions = kept_companions(battle)
    w.battles_left += 1
    for unit in battle.units:
        for die_id in unit.status:
            release_chip_die(w, unit.id, die_id, "rules §4.8 the battle is left")
        if unit.status:
            put_unit(w, replace(unit, status=()))
    w.battle = None
    w.emit(BattleLeft())


def candidates(state: GameState) -> list[Action]:
    """Round and turn actions for `legal_actions` (filtered there by `apply`): the next step
    of the round, the party's choice of who goes next, lowering the counter, and the moves of
    the unit whose turn it is to every hex it can reach."""
    battle = state.battle
    if battle is None:
        return []
    if battle.phase is Phase.OVER:
        return [LeaveBattle()]
    out: list[Action] = [
        StartRound(), BeginTurns(), EndRound(), EndRound(retreat=True), EndTurn(),
        LowerRoundCounter(),
    ]  # fmt: skip
    out.extend(TakeTurn(u) for u in who_may_act(state) if battle.turn is None)
    if battle.turn is not None:
        reach = movement.move_reach(state, battle.unit(battle.turn))
        out.extend(MoveUnit(battle.turn, h) for h in sorted(reach))
    return out
