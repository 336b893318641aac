"""The player's own campaign: a party becomes a game, an encounter becomes a battle, and the
table's free setup (chips and tiles added or removed by hand) as logged overrides.

A campaign keeps its mats from battle to battle: HP, dice still in tracks and the day stay as
the rules leave them (rules §2.6); drained and active dice were dealt with at the battle's
end (rules §1, §4). Free setup helps a solo player lay out the table as on a real one; it
is logged as manual changes, as every `Force…` action.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.overland import OverlandMap
from board.tiles import TileShape
from rules.actions import Action, LeaveBattle
from rules.battle import current_battle, leave_battle, release_chip_die, set_battle
from rules.dice import Die, DieKind
from rules.errors import IllegalAction
from rules.events import Event, ManualChange
from rules.registry import handles
from rules.specs import (
    AdventurerSpec,
    CampaignSpec,
    EncounterSpec,
    EnemySpec,
    Problem,
    SkillDie,
    SkillLine,
    check_adventurer,
    check_encounter,
    check_enemy,
    check_party,
    party_hexes,
    slug,
)
from rules.state import (
    SKYSHARD,
    Adventurer,
    AttributeRow,
    Battle,
    GameState,
    Phase,
    Supply,
    Unit,
    UnitKind,
)
from rules.work import Work

MAX_UNIT_HP = 99


@dataclass(frozen=True, slots=True)
class StartEncounter(Action):
    """Start the next battle with the same mats; a finished battle leaves the table first."""

    encounter: EncounterSpec


@dataclass(frozen=True, slots=True)
class ForceEditAdventurer(Action):
    """Override between battles: the adventurer editor's result replaces a mat's numbers,
    rows and skill dice (a level-up); dice that stay keep their place."""

    adventurer: str
    spec: AdventurerSpec


@dataclass(frozen=True, slots=True)
class ForceAddUnit(Action):
    """Override: put a new companion or enemy chip on an unoccupied hex."""

    kind: UnitKind
    name: str
    hp: int
    at: Hex
    level: int | None = None
    bonus_hp: int = 0
    quest: bool = False
    objective: bool = False


@dataclass(frozen=True, slots=True)
class ForceRemoveUnit(Action):
    """Override: take a companion or enemy chip off the table (its status dice go home)."""

    unit: str


@dataclass(frozen=True, slots=True)
class ForceAddTile(Action):
    """Override: lay any tile of the library at any position and rotation."""

    shape: TileShape
    offset: Hex
    rotation: int = 0


@dataclass(frozen=True, slots=True)
class ForceRemoveTile(Action):
    """Override: take a tile with no chip on it off the map."""

    tile: str


@dataclass(frozen=True)
class EncounterStarted(Event):
    """A new battle is on the table: round 0, the party on the entrance tile."""

    name: str
    rule: str = "rules §4 battle round"


# --- building states ----------------------------------------------------------------------


def _refuse(problems: list[Problem]) -> None:
    if problems:
        raise IllegalAction(problems[0].code, **problems[0].args)


def die_id(adventurer_id: str, line: str, index: int) -> str:
    """The stable id of a skill die: adventurer, line and number (1-based)."""
    return f"{adventurer_id}-{slug(line)}-{index + 1}"


def skill_dice(spec: AdventurerSpec) -> list[Die]:
    """The skill dice of an adventurer, each showing its first face (rules §1)."""
    return [
        Die(
            die_id(spec.id, line.name, i),
            DieKind.SKILL,
            spec.id,
            line.name,
            line.attribute,
            die.faces,
        )
        for line in spec.skills
        for i, die in enumerate(line.dice)
    ]


def _mat(spec: AdventurerSpec, dice: Iterable[Die]) -> Adventurer:
    rows = tuple(
        AttributeRow(row, tuple(d.id for d in dice if d.attribute == row)) for row in spec.rows
    )
    return Adventurer(
        spec.id,
        spec.name.strip(),
        spec.race.strip(),
        spec.hp,
        spec.max_hp,
        spec.tenacity,
        spec.cooldown,
        rows,
        defeated=spec.hp == 0,
    )


def unique_ids(party: Iterable[AdventurerSpec]) -> tuple[AdventurerSpec, ...]:
    """The party with an id for each adventurer taken from its name, never twice."""
    out: list[AdventurerSpec] = []
    used: set[str] = set()
    for spec in party:
        base = slug(spec.name)
        new_id, n = base, 1
        while new_id in used:
            n += 1
            new_id = f"{base}-{n}"
        used.add(new_id)
        out.append(replace(spec, id=new_id))
    return tuple(out)


def new_campaign(spec: CampaignSpec, overland: OverlandMap | None = None) -> GameState:
    """A new game from New Game's answers: the party's mats, a full supply, the province with
    the party token where the player put it. Raises IllegalAction naming the first problem."""
    party = unique_ids(spec.party)
    _refuse(check_party(party))
    for adventurer in party:
        _refuse(check_adventurer(adventurer))
    dice: dict[str, Die] = {}
    mats: list[Adventurer] = []
    for adventurer in party:
        own = skill_dice(adventurer)
        dice.update((d.id, d) for d in own)
        mats.append(_mat(adventurer, own))
    piles: list[tuple[str, ...]] = []
    for prefix, kind, count in zip(
        ("light", "over", "status"),
        (DieKind.LIGHT_FATIGUE, DieKind.OVERFATIGUE, DieKind.STATUS),
        spec.supply,
        strict=True,
    ):
        ids = tuple(f"{prefix}-{n + 1}" for n in range(count))
        dice.update((i, Die(i, kind)) for i in ids)
        piles.append(ids)
    if overland is not None and spec.party_at is not None:
        if not overland.is_passable(spec.party_at):
            raise IllegalAction("party_token_impassable")
        overland = overland.with_party(spec.party_at)
    return GameState(
        dice,
        tuple(mats),
        Supply(*piles),
        spec.difficulty,
        overland=overland,
        scenario=spec.name.strip(),
    )


def party_from_state(state: GameState) -> tuple[AdventurerSpec, ...]:
    """The party as the editors see it: each mat's numbers, rows and skill lines (Save
    Party, Edit adventurer). Dice are grouped by skill line in the order of their ids."""
    return tuple(adventurer_spec(state, adv.id) for adv in state.adventurers)


def adventurer_spec(state: GameState, adventurer_id: str) -> AdventurerSpec:
    """One mat as an `AdventurerSpec` (see `party_from_state`)."""
    adv = state.adventurer(adventurer_id)
    own = sorted(
        (d for d in state.dice.values() if d.owner == adv.id and d.is_skill), key=lambda d: d.id
    )
    lines: dict[str, tuple[str, list[SkillDie]]] = {}
    for die in own:
        name = die.skill or "skill"
        _, dice = lines.setdefault(name, (die.attribute or "", []))
        dice.append(SkillDie(str(len(dice) + 1), die.faces))
    skills = tuple(SkillLine(n, a, tuple(d)) for n, (a, d) in lines.items())
    rows = tuple(row.attribute for row in adv.rows)
    return AdventurerSpec(
        adv.id, adv.name, adv.race, adv.hp, adv.max_hp, adv.cooldown, adv.tenacity, rows, skills
    )


# --- the next battle ----------------------------------------------------------------------


def _unit_id(name: str, taken: set[str]) -> str:
    base = slug(name)
    new_id, n = base, 1
    while new_id in taken:
        n += 1
        new_id = f"{base}-{n}"
    taken.add(new_id)
    return new_id


def _enemy_unit(enemy: EnemySpec, unit_id: str) -> Unit:
    return Unit(
        unit_id,
        UnitKind.ENEMY,
        enemy.name.strip(),
        hp=enemy.hp,
        max_hp=enemy.hp,
        bonus_hp=enemy.bonus_hp,
        level=None if enemy.quest else enemy.level,
        quest=enemy.quest,
        objective=enemy.objective,
        at=enemy.at,
    )


def build_battle(state: GameState, spec: EncounterSpec) -> Battle:
    """The battle of an encounter (rules §4, §7): the entrance tile alone at the origin,
    the party on its first hexes in seat order, the chips where the player put them, the
    exploration deck and one stacked tile per card."""
    live = [a for a in state.adventurers if not a.defeated]
    _refuse(check_encounter(spec, len(live)))
    entrance = PlacedTile(spec.shapes[spec.entrance], Hex(0, 0), 0, f"{spec.entrance}-1")
    spots = iter(party_hexes(spec.shapes[spec.entrance], len(live)))
    taken = {a.id for a in state.adventurers}
    units = [
        Unit(
            a.id,
            UnitKind.ADVENTURER,
            a.name,
            at=None if a.defeated else next(spots),
            defeated=a.defeated,
        )
        for a in state.adventurers
    ]
    for companion in spec.companions:
        units.append(
            Unit(
                _unit_id(companion.name, taken),
                UnitKind.COMPANION,
                companion.name.strip(),
                hp=companion.hp,
                max_hp=companion.hp,
                at=companion.at,
                deployed=companion.at is not None,
            )
        )
    units.extend(_enemy_unit(e, _unit_id(e.name, taken)) for e in spec.enemies)
    occupied = [u.at for u in units if u.at is not None]
    stock = Counter(card for card in spec.deck if card != SKYSHARD)
    return Battle(
        map=BattleMap((entrance,)).with_occupied(occupied),
        units=tuple(units),
        seat_order=tuple(a.id for a in state.adventurers),
        objective=spec.objective,
        shapes=dict(spec.shapes),
        stock={name: stock.get(name, 0) for name in spec.shapes},
        deck=spec.deck,
        skyshards_needed=spec.skyshards_needed,
        placed_count=1,
    )


@handles(StartEncounter)
def start_encounter(w: Work, action: StartEncounter) -> None:
    """rules §2.6: the mats carry on into the next battle as they are."""
    battle: Battle | None = w.get("battle")
    if battle is not None:
        if battle.phase is not Phase.OVER:
            raise IllegalAction("encounter_during_battle")
        leave_battle(w, LeaveBattle())
    w.set("battle", build_battle(w.freeze(), action.encounter))
    w.emit(EncounterStarted(action.encounter.name))


# --- editing a mat between battles -------------------------------------------------------


def _between_battles(w: Work) -> None:
    battle: Battle | None = w.get("battle")
    if battle is not None and battle.phase is not Phase.OVER:
        raise IllegalAction("edit_between_battles")


@handles(ForceEditAdventurer)
def force_edit_adventurer(w: Work, action: ForceEditAdventurer) -> None:
    """A level-up as a logged override: dice kept stay where they are (rules §1), new dice
    start in their row, removed dice leave the game."""
    _between_battles(w)
    state = w.freeze()
    old = state.adventurer(action.adventurer)
    spec = replace(action.spec, id=old.id)
    _refuse(check_adventurer(spec))
    wanted = {d.id: d for d in skill_dice(spec)}
    dice = dict(state.dice)
    for die in [d for d in dice.values() if d.owner == old.id and d.is_skill]:
        if die.id not in wanted:
            del dice[die.id]
    for new in wanted.values():
        kept = dice.get(new.id)
        face = kept.face if kept is not None and kept.face < len(new.faces) else 0
        dice[new.id] = replace(new, face=face)
    placed = {*old.track, *old.drained, *(d for d in old.active if d is not None)}
    order = [d for d in old.row_dice if d in wanted] + [d for d in wanted if d not in old.row_dice]
    rows = tuple(
        AttributeRow(row, tuple(d for d in order if d not in placed and dice[d].attribute == row))
        for row in spec.rows
    )
    mat = replace(
        _mat(spec, ()),
        rows=rows,
        active=tuple(d if d in wanted else None for d in old.active),
        track=tuple(d for d in old.track if d in wanted or not state.dice[d].is_skill),
        drained=tuple(d for d in old.drained if d in wanted),
        engages=old.engages,
    )
    w.set("dice", dice)
    w.set("adventurers", tuple(mat if a.id == old.id else a for a in state.adventurers))
    battle: Battle | None = w.get("battle")
    if battle is not None:
        units = tuple(replace(u, name=mat.name) if u.id == old.id else u for u in battle.units)
        set_battle(w, replace(battle, units=units))
    w.emit(ManualChange("adventurer", old.id, mat.name))


# --- free setup -------------------------------------------------------------------------


def _free_hex(battle: Battle, at: Hex) -> None:
    if at not in battle.map:
        raise IllegalAction("chip_off_map")
    if battle.map.is_occupied(at):
        raise IllegalAction("hex_occupied")


@handles(ForceAddUnit)
def force_add_unit(w: Work, action: ForceAddUnit) -> None:
    """Free setup: a new chip where the player says (rules §4-§5 chips)."""
    battle = current_battle(w)
    _free_hex(battle, action.at)
    if action.kind is UnitKind.ENEMY:
        enemy = EnemySpec(
            action.name, action.level, action.hp, action.bonus_hp, action.quest, action.objective
        )
        _refuse(check_enemy(enemy))
        unit = _enemy_unit(enemy, _unit_id(action.name, {u.id for u in battle.units}))
        unit = replace(unit, at=action.at)
    elif action.kind is UnitKind.COMPANION:
        if not action.name.strip() or not 1 <= action.hp <= MAX_UNIT_HP:
            raise IllegalAction("companion_name_hp")
        unit = Unit(
            _unit_id(action.name, {u.id for u in battle.units}),
            UnitKind.COMPANION,
            action.name.strip(),
            hp=action.hp,
            max_hp=action.hp,
            at=action.at,
        )
    else:
        raise IllegalAction("add_chip_kind")
    set_battle(w, replace(battle, units=(*battle.units, unit), map=battle.map.occupy(action.at)))
    w.emit(ManualChange("unit", unit.id, f"added at {action.at.q}, {action.at.r}"))


@handles(ForceRemoveUnit)
def force_remove_unit(w: Work, action: ForceRemoveUnit) -> None:
    """Free setup: a companion or enemy chip leaves the table; its status dice go home."""
    battle = current_battle(w)
    try:
        unit = battle.unit(action.unit)
    except KeyError:
        raise IllegalAction("no_such_unit", unit=action.unit) from None
    if unit.kind is UnitKind.ADVENTURER:
        raise IllegalAction("adventurer_chip_stays")
    if battle.turn == unit.id:
        raise IllegalAction("end_turn_before_removing")
    for held in unit.status:
        release_chip_die(w, held, "override")
    battle = current_battle(w)
    bmap = battle.map.vacate(unit.at) if unit.at is not None else battle.map
    set_battle(
        w,
        replace(
            battle,
            map=bmap,
            units=tuple(u for u in battle.units if u.id != unit.id),
            acted=tuple(a for a in battle.acted if a != unit.id),
            defeated_stack=tuple(a for a in battle.defeated_stack if a != unit.id),
            set_aside=tuple(a for a in battle.set_aside if a != unit.id),
        ),
    )
    w.emit(ManualChange("unit", unit.id, "removed"))


@handles(ForceAddTile)
def force_add_tile(w: Work, action: ForceAddTile) -> None:
    """Free setup: any tile at any position and rotation, overlapping none (rules §7)."""
    battle = current_battle(w)
    if not 0 <= action.rotation <= 5:
        raise IllegalAction("tile_rotation")
    name = action.shape.name
    uids = {t.uid for t in battle.map.tiles}
    n = sum(t.shape.name == name for t in battle.map.tiles) + 1
    while f"{name}-{n}" in uids:
        n += 1
    tile = PlacedTile(action.shape, action.offset, action.rotation, f"{name}-{n}")
    try:
        bmap = battle.map.with_tile(tile)
    except ValueError:
        raise IllegalAction("tile_overlap") from None
    shapes = {**battle.shapes, name: battle.shapes.get(name, action.shape)}
    set_battle(
        w,
        replace(
            battle,
            map=bmap.with_occupied(battle.map.occupied),
            shapes=shapes,
            placed_count=battle.placed_count + 1,
        ),
    )
    w.emit(ManualChange("tile", tile.uid, "added"))


@handles(ForceRemoveTile)
def force_remove_tile(w: Work, action: ForceRemoveTile) -> None:
    """Free setup: a tile with no chip on it leaves the map (its hexes are no longer
    explored)."""
    battle = current_battle(w)
    found = [t for t in battle.map.tiles if t.uid == action.tile]
    if not found:
        raise IllegalAction("no_such_tile", tile=action.tile)
    tile = found[0]
    if tile.hexes & battle.map.occupied:
        raise IllegalAction("tile_has_chips")
    if battle.pending is not None:
        raise IllegalAction("tile_pending")
    tiles = tuple(t for t in battle.map.tiles if t.uid != tile.uid)
    bmap = BattleMap(tiles, battle.map.occupied, battle.map.impassable - tile.hexes)
    set_battle(w, replace(battle, map=bmap, explored=battle.explored - tile.hexes))
    w.emit(ManualChange("tile", tile.uid, "removed"))
