"""The battle and its units inside one `apply`: reading and storing them, free hexes, who
gets the credit for a defeat and where a defeated chip goes (rules §4-§6).

Every module that touches the battle reads it through here, so none of them needs another.
"""

from __future__ import annotations

from dataclasses import replace

from board.hexes import Hex
from rules.errors import IllegalAction
from rules.events import ManualChange, PartyDefeated
from rules.state import Battle, Phase, Unit, UnitKind
from rules.work import Work


def current_battle(w: Work) -> Battle:
    """The battle, over or not (IllegalAction when there is none)."""
    if w.battle is None:
        raise IllegalAction("no_battle")
    return w.battle


def live_battle(w: Work) -> Battle:
    """The battle while it goes on (rules §4)."""
    battle = current_battle(w)
    if battle.phase is Phase.OVER:
        raise IllegalAction("battle_over")
    return battle


def under_way(battle: Battle | None) -> Battle | None:
    """``battle`` while it goes on (not over), or None: the one answer to "is a battle under
    way" (encounters, mat edits and rests wait for its end)."""
    return battle if battle is not None and battle.phase is not Phase.OVER else None


def battle_or_none(w: Work) -> Battle | None:
    """The battle while it goes on, or None."""
    return under_way(w.battle)


def set_battle(w: Work, battle: Battle) -> Battle:
    """Store the battle as changed; returns it."""
    w.battle = battle
    return battle


def get_unit(w: Work, unit_id: str) -> Unit:
    try:
        return current_battle(w).unit(unit_id)
    except KeyError:
        raise IllegalAction("no_such_unit", unit_id=unit_id) from None


def find_unit(w: Work, unit_id: str) -> Unit | None:
    """The unit of the battle going on, or None (no battle, over, or no such unit)."""
    battle = battle_or_none(w)
    if battle is None:
        return None
    try:
        return battle.unit(unit_id)
    except KeyError:
        return None


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


def is_party(unit: Unit) -> bool:
    return unit.kind is not UnitKind.ENEMY


def free_hexes(battle: Battle, hexes: frozenset[Hex] | None = None) -> list[Hex]:
    """Unoccupied hexes (of ``hexes``, default the whole map), in (q, r) order."""
    pool = battle.map.hexes if hexes is None else hexes
    return sorted(h for h in pool if not battle.map.is_occupied(h) and h in battle.map)


def entrance_free(battle: Battle) -> list[Hex]:
    """Unoccupied hexes of the entrance tile (rules §4.3)."""
    entrance = battle.map.entrance
    return free_hexes(battle, entrance.hexes) if entrance is not None else []


def credit(w: Work, target: Unit, source: str | None) -> str | None:
    """Who defeated whom (rules §5.4): only an opposing unit gets the credit."""
    if source is None:
        return None
    try:
        by = current_battle(w).unit(source)
    except KeyError:
        return None
    return by.id if opposed(by, target) else None


def opposed(one: Unit, other: Unit) -> bool:
    """On opposite sides: the party (adventurers and companions) against the enemies."""
    return is_party(one) != is_party(other)


def put_away(w: Work, unit: Unit) -> str:
    """A defeated chip off the map: an enemy on top of the defeated enemy stack, a quest or
    objective unit set aside (rules §5.2)."""
    battle = current_battle(w)
    if unit.kind is UnitKind.ENEMY and (unit.quest or unit.objective):
        set_battle(w, replace(current_battle(w), set_aside=(*battle.set_aside, unit.id)))
        return "set_aside"
    if unit.kind is UnitKind.ENEMY:
        set_battle(w, replace(current_battle(w), defeated_stack=(*battle.defeated_stack, unit.id)))
        return "stack"
    return "off_map"


def party_standing(w: Work, battle: Battle) -> bool:
    """Whether some of the party stands: an adventurer not defeated; companions do not keep
    the party standing (rules §5.6)."""
    return any(not w.adv(a).defeated for a in battle.seat_order)


def note_party_defeat(w: Work) -> None:
    """After a defeat in battle: when no one of the party stands, the encounter ends after
    this round (rules §5.6)."""
    battle = battle_or_none(w)
    if battle is None or battle.party_defeat_pending or party_standing(w, battle):
        return
    set_battle(w, replace(current_battle(w), party_defeat_pending=True))
    w.emit(PartyDefeated())


def check_turn(w: Work, unit_id: str, override: bool, what: str) -> None:
    """Turn actions belong to the turn of the unit taking them (rules §4.6). Outside battle
    there are no turns; ``override`` takes the action anyway, logged as a manual change."""
    battle = battle_or_none(w)
    if battle is None or battle.turn == unit_id:
        return
    if override:
        w.emit(ManualChange(what, unit_id, "out of turn"))
        return
    if w.state.has_adventurer(unit_id):
        raise IllegalAction("not_your_turn", adventurer=unit_id)
    raise IllegalAction("unit_not_your_turn", unit=unit_id)
