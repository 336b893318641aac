"""What the table shows of a battle, read from the rules state (map, chips, round, turns)."""

from __future__ import annotations

from dataclasses import dataclass

from board.battlemap import BattleMap
from board.hexes import Hex
from gui.i18n import tr
from gui.table.items.chips import ChipView
from gui.table.items.mat import initials
from gui.table.items.panels import RoundView
from rules import table
from rules.state import GameState, Phase, Unit, UnitKind


def phase_text(phase: Phase) -> str:
    return {
        Phase.ROUND_START: tr("Start of round"),
        Phase.ROUND_EFFECTS: tr("Start-of-round effects"),
        Phase.ADVENTURERS: tr("Adventurer turns"),
        Phase.COMPANIONS: tr("Companion turns"),
        Phase.ENEMIES: tr("Enemy turns"),
        Phase.ROUND_END: tr("End of round"),
        Phase.OVER: tr("Battle over"),
    }.get(phase, str(phase))


@dataclass(frozen=True)
class BattleView:
    bmap: BattleMap
    explorable: frozenset[Hex]
    chips: tuple[tuple[ChipView, Hex | None], ...]
    round: RoundView
    turn_order: tuple[ChipView, ...]
    defeated: tuple[ChipView, ...]


def unit_kind(unit: Unit) -> str:
    if unit.kind is UnitKind.ENEMY and (unit.quest or unit.level is None):
        return "quest"
    return str(unit.kind)


def chip_view(state: GameState, unit: Unit, current: str | None) -> ChipView:
    hp, max_hp, defeated = unit.hp, unit.max_hp, unit.defeated
    if unit.kind is UnitKind.ADVENTURER and state.has_adventurer(unit.id):
        adv = state.adventurer(unit.id)
        hp, max_hp, defeated = adv.hp, adv.max_hp, adv.defeated
    statuses = tuple(
        str(state.dice[d].side) for d in unit.status if d in state.dice and state.dice[d].side
    )
    return ChipView(
        id=unit.id,
        name=unit.name,
        label=initials(unit.name),
        kind=unit_kind(unit),
        level=unit.level,
        hp=hp,
        max_hp=max_hp,
        statuses=statuses,
        defeated=defeated,
        current=unit.id == current,
    )


def battle_view(state: GameState) -> BattleView | None:
    """None while the state has no battle (a mats-only table)."""
    battle = state.battle
    if battle is None:
        return None
    current = battle.turn
    explorable = table.explorable_doors(state)
    chips = []
    for unit in battle.units:
        view = chip_view(state, unit, current)
        where = unit.at if (not unit.defeated or unit.left_on_tile) else None
        chips.append((view, where))
    order = tuple(
        chip_view(state, u, current)
        for u in table.turn_order(state)
        if not u.defeated or u.left_on_tile
    )
    defeated = tuple(chip_view(state, battle.unit(u), None) for u in battle.defeated_stack)
    phase = phase_text(battle.phase)
    round_view = RoundView(max(battle.round, 1), table.is_fatigue_round(state), phase)
    return BattleView(battle.map, explorable, tuple(chips), round_view, order, defeated)
