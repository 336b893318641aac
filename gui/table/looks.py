"""What the table shows, read from the rules state: a battle (map, chips, round, turns), a
die's face and an adventurer's mat."""

from __future__ import annotations

from dataclasses import dataclass

from board.battlemap import BattleMap
from board.hexes import Hex
from gui.table import art
from gui.table.items.chips import ChipView
from gui.table.items.dice import DieLook
from gui.table.items.mat import MatView
from gui.table.items.panels import RoundView
from gui.words.i18n import tr
from gui.words.names import face_label, face_word, unit_label, unit_name
from gui.words.refusals import term
from rules import table
from rules.dice import Die, DieKind
from rules.state import Adventurer, Battle, GameState, Outcome, Phase, Unit, UnitKind


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


def battle_phase_text(battle: Battle) -> str:
    """The round panel's line: the phase, or once the battle is over how it ended."""
    if battle.recovery_due is not None:
        return tr("Start of turn: Recovery step to come")
    if battle.phase is not Phase.OVER:
        return phase_text(battle.phase)
    if battle.outcome is Outcome.VICTORY:
        return tr("Battle won")
    return tr("Battle lost") if battle.outcome is Outcome.FAILED else tr("Battle over")


@dataclass(frozen=True, slots=True)
class BattleView:
    bmap: BattleMap
    explorable: frozenset[Hex]
    chips: tuple[tuple[ChipView, Hex | None], ...]
    round: RoundView
    turn_order: tuple[ChipView, ...]
    defeated: tuple[ChipView, ...]
    exploring: Hex | None = None  # the door being explored while its tile waits for a place


def unit_kind(unit: Unit) -> str:
    if unit.kind is UnitKind.ENEMY and (unit.quest or unit.level is None):
        return "quest"
    return str(unit.kind)


def chip_view(
    state: GameState, unit: Unit, current: str | None, choosable: frozenset[str] = frozenset()
) -> ChipView:
    hp, max_hp, defeated = unit.hp, unit.max_hp, unit.defeated
    if unit.kind is UnitKind.ADVENTURER and state.has_adventurer(unit.id):
        adv = state.adventurer(unit.id)
        hp, max_hp, defeated = adv.hp, adv.max_hp, adv.defeated
    # A status die shows its side; a skill die placed on the chip, its Status face's side.
    sides = (state.dice[d].status_side for d in unit.status if d in state.dice)
    statuses = tuple(str(side) for side in sides if side is not None)
    return ChipView(
        id=unit.id,
        name=unit_name(state, unit.id),
        label=unit_label(state, unit.id),
        kind=unit_kind(unit),
        level=unit.level,
        hp=hp,
        max_hp=max_hp,
        statuses=statuses,
        defeated=defeated,
        current=unit.id == current,
        choosable=unit.id in choosable,
        stats=None if unit.kind is UnitKind.ADVENTURER else unit.stats,
        protected=unit.protected,
    )


class ChipViews:
    """The chip views of the battle last shown, kept while their unit is the same object
    (the rules' state is frozen: an action makes new objects only for what it changed) and
    nothing else a chip shows changed: one action leaves most of 500 chips as they were."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[Unit, tuple[object, ...], ChipView]] = {}

    def view(
        self, state: GameState, unit: Unit, current: str | None, choosable: frozenset[str]
    ) -> ChipView:
        # The label is numbered by the other units of the battle (two Bog Rats: BR1, BR2).
        also: tuple[object, ...] = (
            unit.id == current,
            unit.id in choosable,
            unit_label(state, unit.id),
            unit_name(state, unit.id),
        )
        if unit.status:
            also += tuple(
                state.dice[d].status_side if d in state.dice else None for d in unit.status
            )
        if unit.kind is UnitKind.ADVENTURER and state.has_adventurer(unit.id):
            adv = state.adventurer(unit.id)
            also += (adv.hp, adv.max_hp, adv.defeated)
        kept = self._kept.get(unit.id)
        if kept is not None and kept[0] is unit and kept[1] == also:
            return kept[2]
        made = chip_view(state, unit, current, choosable)
        self._kept[unit.id] = (unit, also, made)
        return made


def battle_view(state: GameState, views: ChipViews | None = None) -> BattleView | None:
    """None while the state has no battle (a mats-only table). ``views`` keeps the chip
    views from one call to the next."""
    battle = state.battle
    if battle is None:
        return None
    views = views if views is not None else ChipViews()
    current = battle.turn
    choosable = table.choosable_units(state)
    explorable = table.explorable_doors(state)
    chips = []
    shown: dict[str, ChipView] = {}
    for unit in battle.units:
        view = shown[unit.id] = views.view(state, unit, current, choosable)
        where = unit.at if (not unit.defeated or unit.left_on_tile) else None
        chips.append((view, where))
    order = tuple(
        shown.get(u.id) or chip_view(state, u, current, choosable) for u in table.turn_order(state)
    )
    defeated = tuple(chip_view(state, battle.unit(u), None) for u in battle.defeated_stack)
    phase = battle_phase_text(battle)
    round_view = RoundView(battle.counter, table.is_fatigue_round(state), phase)
    exploring = battle.pending.hex if battle.pending is not None else None
    return BattleView(battle.map, explorable, tuple(chips), round_view, order, defeated, exploring)


def die_look(die: Die) -> DieLook:
    """What a die shows, from the rules' Die value."""
    if die.kind == DieKind.LIGHT_FATIGUE:
        return DieLook("light")
    if die.kind == DieKind.OVERFATIGUE:
        return DieLook("over")
    if die.kind == DieKind.STATUS:
        return DieLook("status", status=str(die.side) if die.side else None)
    face = die.current_face
    if face is None:
        return DieLook("skill", tint=art.skill_tint(die.skill).name())
    return DieLook(
        "skill",
        symbol=face_label(face.symbol),
        word=face_word(face.symbol) if not face.is_tenacity else "",
        code=str(face.code),
        tenacity=face.is_tenacity,
        tint=art.skill_tint(die.skill).name(),
        status=str(face.status) if face.status else None,
        name="" if die.name.strip().isdigit() else die.name.strip(),
    )


def mat_view(adv: Adventurer, current: bool = False, fatigue_damage: int = 0) -> MatView:
    return MatView(
        id=adv.id,
        name=adv.name,
        race=term(adv.race),
        hp=adv.hp,
        max_hp=adv.max_hp,
        tenacity=adv.tenacity,
        cooldown=adv.cooldown,
        attributes=tuple(term(row.attribute) for row in adv.rows),
        defeated=adv.defeated,
        engages=adv.engages,
        current=current,
        fatigue_damage=fatigue_damage,
        stamina=adv.stamina,
        moves=adv.moves,
    )
