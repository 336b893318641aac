"""The player's own campaign: a party becomes a game, an encounter becomes a battle, and the
table's free setup (chips and tiles added or removed by hand) as logged overrides.

A campaign keeps its mats from battle to battle: HP, dice still in tracks and the day stay as
the rules leave them (rules §2.6); drained and active dice were dealt with at the battle's
end (rules §1, §4). Free setup helps a solo player lay out the table as on a real one; it
is logged as manual changes, as every `Force…` action.
"""

from __future__ import annotations

from dataclasses import replace

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from rules.actions import (
    Action,
    ForceAddTile,
    ForceAddUnit,
    ForceEditAdventurer,
    ForceRemoveTile,
    ForceRemoveUnit,
    LeaveBattle,
    StartEncounter,
)
from rules.battle import kept_companions, leave_battle
from rules.building import (
    adventurer_spec,
    build_battle,
    deploying,
    enemy_unit,
    mat_of,
    new_campaign,
    party_from_state,
    refuse,
    skill_dice,
    unique_ids,
    unit_id,
)
from rules.chips import release_chip_die
from rules.errors import IllegalAction
from rules.events import (
    AdventurerEdited,
    ChipAdded,
    ChipRemoved,
    EncounterStarted,
    TileAdded,
    TileRemoved,
)
from rules.specs import (
    CompanionSpec,
    EnemySpec,
    check_adventurer,
    check_companion,
    check_enemy,
)
from rules.state import AttributeRow, Battle, GameState, Unit, UnitKind
from rules.units import current_battle, set_battle, under_way
from rules.work import Work

# The campaign's actions and events are declared in rules.actions and rules.events and read
# from here too; the state builders are part of this module's API (New Game and Save Party
# use them).
__all__ = [
    "AdventurerEdited",
    "ChipAdded",
    "ChipRemoved",
    "EncounterStarted",
    "ForceAddTile",
    "ForceAddUnit",
    "ForceEditAdventurer",
    "ForceRemoveTile",
    "ForceRemoveUnit",
    "StartEncounter",
    "TileAdded",
    "TileRemoved",
    "adventurer_spec",
    "build_battle",
    "carried_companions",
    "deploying",
    "new_campaign",
    "party_from_state",
    "unique_ids",
]


def encounter_refusal(battle: Battle | None) -> IllegalAction | None:
    """Why no new encounter may start now (a battle is under way), or None (rules §2.6)."""
    return IllegalAction("encounter_during_battle") if under_way(battle) is not None else None


def carried_companions(state: GameState) -> tuple[CompanionSpec, ...]:
    """The party's companions as they join the next battle, at full HP (rules §5.10): those
    of the last battle not defeated, or those the party kept since."""
    kept = kept_companions(state.battle) if state.battle is not None else state.companions
    return tuple(CompanionSpec(c.name, c.max_hp, max_hp=c.max_hp, stats=c.stats) for c in kept)


def start_encounter(w: Work, action: StartEncounter) -> None:
    """rules §2.6: the mats carry on into the next battle as they are."""
    refused = encounter_refusal(w.battle)
    if refused is not None:
        raise refused
    if w.battle is not None:
        leave_battle(w, LeaveBattle())
    w.battle = build_battle(w.freeze(), action.encounter)
    w.companions = ()  # in battle its chips are the companions
    w.emit(EncounterStarted(action.encounter.name))


# --- editing a mat between battles -------------------------------------------------------


def _between_battles(w: Work) -> None:
    if under_way(w.battle) is not None:
        raise IllegalAction("edit_between_battles")


def force_edit_adventurer(w: Work, action: ForceEditAdventurer) -> None:
    """A level-up as a logged override: dice kept stay where they are (rules §1), new dice
    start in their row, removed dice leave the game."""
    _between_battles(w)
    state = w.freeze()
    old = state.adventurer(action.adventurer)
    spec = replace(action.spec, id=old.id)
    refuse(check_adventurer(spec))
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
        mat_of(spec, ()),
        rows=rows,
        active=tuple(d if d in wanted else None for d in old.active),
        track=tuple(d for d in old.track if d in wanted or not state.dice[d].is_skill),
        drained=tuple(d for d in old.drained if d in wanted),
        engages=old.engages,
    )
    w.replace_dice(dice)
    w.put_adventurer(mat)
    battle = w.battle
    if battle is not None:
        units = tuple(replace(u, name=mat.name) if u.id == old.id else u for u in battle.units)
        set_battle(w, replace(battle, units=units))
    w.emit(AdventurerEdited(old.id))


# --- free setup -------------------------------------------------------------------------


def _free_hex(battle: Battle, at: Hex) -> None:
    if at not in battle.map:
        raise IllegalAction("chip_off_map")
    if battle.map.is_occupied(at):
        raise IllegalAction("hex_occupied")


def force_add_unit(w: Work, action: ForceAddUnit) -> None:
    """Free setup: a new chip where the player says (rules §4-§5 chips)."""
    battle = current_battle(w)
    _free_hex(battle, action.at)
    if action.kind is UnitKind.ENEMY:
        enemy = EnemySpec(
            action.name, action.level, action.hp, action.bonus_hp, action.quest, action.objective
        )
        refuse(check_enemy(enemy))
        unit = enemy_unit(enemy, unit_id(action.name, {u.id for u in battle.units}))
        unit = replace(unit, at=action.at)
    elif action.kind is UnitKind.COMPANION:
        refuse(check_companion(CompanionSpec(action.name, action.hp)))
        unit = Unit(
            unit_id(action.name, {u.id for u in battle.units}),
            UnitKind.COMPANION,
            action.name.strip(),
            hp=action.hp,
            max_hp=action.hp,
            at=action.at,
        )
    else:
        raise IllegalAction("add_chip_kind")
    set_battle(w, replace(battle, units=(*battle.units, unit), map=battle.map.occupy(action.at)))
    w.emit(ChipAdded(unit.id, action.at))


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
    # The battle's defeat records name their units; a save must name only units it holds.
    if any(unit.id in (d.unit, d.by) for d in battle.defeats):
        raise IllegalAction("chip_in_records", unit=unit.id)
    for held in unit.status:
        release_chip_die(w, unit.id, held, "override: the chip leaves the table")
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
    w.emit(ChipRemoved(unit.id, unit.name))


def add_tile_refusal(battle: Battle | None) -> IllegalAction | None:
    """Why no tile may be laid by hand now, or None: a tile goes on a battle's map, and not
    while a drawn tile waits to be placed (that would take away its placements)."""
    if battle is None:
        return IllegalAction("no_battle")
    return IllegalAction("tile_pending") if battle.pending is not None else None


def force_add_tile(w: Work, action: ForceAddTile) -> None:
    """Free setup: any tile at any position and rotation, overlapping none (rules §7)."""
    refused = add_tile_refusal(w.battle)
    if refused is not None:
        raise refused
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
    w.emit(TileAdded(tile.uid, tile.shape.name))


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
    w.emit(TileRemoved(tile.uid, tile.shape.name))


#: The campaign's overrides (never listed by `legal_actions`).
OVERRIDES: tuple[type[Action], ...] = (
    ForceEditAdventurer,
    ForceAddUnit,
    ForceRemoveUnit,
    ForceAddTile,
    ForceRemoveTile,
)
