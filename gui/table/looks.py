"""What the table shows of a battle, read from the rules state (map, chips, round, turns)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from board.battlemap import BattleMap
from board.hexes import Hex
from gui.i18n import tr
from gui.table.items.chips import ChipView
from gui.table.items.mat import initials
from gui.table.items.panels import RoundView
from rules.table import choosable_units


def phase_text(phase: str) -> str:
    return {
        "round_start": tr("Start of round"),
        "adventurers": tr("Adventurer turns"),
        "companions": tr("Companion turns"),
        "enemies": tr("Enemy turns"),
        "round_end": tr("End of round"),
        "over": tr("Battle over"),
    }.get(phase, phase)


@dataclass(frozen=True)
class BattleView:
    bmap: BattleMap
    explorable: frozenset[Hex]
    chips: tuple[tuple[ChipView, Hex | None], ...]
    round: RoundView
    turn_order: tuple[ChipView, ...]
    defeated: tuple[ChipView, ...]


def unit_kind(unit: Any) -> str:
    kind = str(unit.kind)
    if kind == "enemy" and (unit.quest or unit.level is None):
        return "quest"
    return kind


def chip_view(
    state: Any, unit: Any, current: str | None, choosable: frozenset[str] = frozenset()
) -> ChipView:
    hp, max_hp, defeated = unit.hp, unit.max_hp, unit.defeated
    if str(unit.kind) == "adventurer" and state.has_adventurer(unit.id):
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
        choosable=unit.id in choosable,
    )


def turn_order(state: Any) -> list[Any]:
    """Units in the order they act this round, for display."""
    try:
        from rules import battle as rules_battle

        order = getattr(rules_battle, "turn_order", None)
        if order is not None:
            battle = state.battle
            return [battle.unit(u) if isinstance(u, str) else u for u in order(state)]
    except ImportError:
        pass
    battle = state.battle
    seats = {unit_id: i for i, unit_id in enumerate(battle.seat_order)}
    adventurers = sorted(
        (u for u in battle.units if str(u.kind) == "adventurer"),
        key=lambda u: seats.get(u.id, 99),
    )
    companions = [u for u in battle.units if str(u.kind) == "companion"]
    enemies = sorted(
        (u for u in battle.units if str(u.kind) == "enemy"),
        key=lambda u: (0 if u.quest or u.level is None else 1, -(u.level or 0)),
    )
    return [*adventurers, *companions, *enemies]


def battle_view(state: Any) -> BattleView | None:
    """None while the state has no battle (a mats-only table)."""
    battle = getattr(state, "battle", None)
    if battle is None:
        return None
    from board.graph import explorable_doors

    current = battle.turn
    choosable = choosable_units(state)
    explorable = frozenset()
    if battle.deck and battle.phase != "over":
        explorable = explorable_doors(battle.map) - battle.explored
    if battle.pending is not None:
        # The door being explored stays marked while the player chooses where the tile goes.
        explorable = explorable | {battle.pending.hex}
    chips = []
    for unit in battle.units:
        view = chip_view(state, unit, current, choosable)
        where = unit.at if (not unit.defeated or unit.left_on_tile) else None
        chips.append((view, where))
    order = tuple(
        chip_view(state, u, current, choosable)
        for u in turn_order(state)
        if not u.defeated or u.left_on_tile
    )
    defeated = tuple(chip_view(state, battle.unit(u), None) for u in battle.defeated_stack)
    phase = phase_text(str(battle.phase))
    round_view = RoundView(max(battle.round, 1), battle.round > 5, phase)
    return BattleView(battle.map, explorable, tuple(chips), round_view, order, defeated)
