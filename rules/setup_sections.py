"""The overland and battle sections of a scenario (rules §4-§7, §9).

``overland`` is ``true`` (the shipped map), a path, or a map written inline in the overland
file format; ``party`` puts the token. ``battle`` lists the placed ``tiles`` of a tile
library (``tile_library``: a path, or a library written inline in the tiles file format, for
custom tiles), the seat order, positions, companions and enemies (each may start with
``bonus_hp``, status sides, or ``defeated``, optionally ``defeated_by`` a unit), the
adventurers' ``bonus_hp``, the exploration deck and the counters, and the exploration
``cards`` of its shapes (rules §7.4: without them, the shipped cards).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

from board.battlemap import BattleMap, PlacedTile
from board.errors import DataFileError
from board.hexes import Hex
from board.jsonio import Reader
from board.overland import OverlandMap, load_overland, parse_overland
from board.tiles import ASSETS, TileShape, load_tile_library, parse_tile_library
from rules.card_files import cards_for, check_card, shipped_cards
from rules.cards import ExplorationCard
from rules.codec import decode
from rules.dice import Die, DieKind, StatusSide
from rules.foes import FoeStats, stat_problems
from rules.state import (
    ENEMY_LEVELS,
    SKYSHARD,
    Battle,
    Defeat,
    GameState,
    Objective,
    Phase,
    Unit,
    UnitKind,
)

SCENARIO_DIR = ASSETS / "scenarios"


def _hex(r: Reader, value: Any, place: str) -> Hex:
    return r.hex_(value, place)


_T = TypeVar("_T")


def _path(r: Reader, value: Any, place: str) -> Path:
    path = Path(r.text(value, place, nonempty=True, max_len=1000))
    return path if path.is_absolute() else SCENARIO_DIR.parent / path


def load_overland_section(r: Reader, top: Mapping[str, Any], state: GameState) -> GameState:
    """The session, the day and the overland map with the party token (rules §9)."""
    changes: dict[str, Any] = {
        "session": r.num(top.get("session", 1), "session", 1, 3),
        "day": r.num(top.get("day", 1), "day", 1, 9999),
    }
    source = top.get("overland")
    if source is not None and source is not False:
        overland = _overland(r, source)
        if "party" in top:
            party = _hex(r, top["party"], "party")
            if not overland.is_passable(party):
                raise r.fail("party", "a passable hex of the overland map")
            overland = overland.with_party(party)
        changes["overland"] = overland
    return state.replace(**changes)


def _overland(r: Reader, source: Any) -> OverlandMap:
    shipped = None if source is True else source  # ``"overland": true``: the shipped province
    return _data_file(r, shipped, "overland", "overland map", parse_overland, load_overland)


def _library(r: Reader, b: Mapping[str, Any]) -> dict[str, TileShape]:
    source = b.get("tile_library")
    where = "battle.tile_library"
    return _data_file(r, source, where, "tile library", parse_tile_library, load_tile_library)


def _data_file(
    r: Reader,
    source: Any,
    where: str,
    what: str,
    parse: Callable[[object, str], _T],
    load: Callable[[Path | None], _T],
) -> _T:
    """A data section given in the scenario itself (an object), as a file path, or (None)
    the shipped one; a broken one is refused at ``where``."""
    try:
        if source is None:
            return load(None)
        if isinstance(source, dict):
            return parse(source, f"{r.file}, {where}")
        return load(_path(r, source, where))
    except DataFileError as exc:
        raise r.fail(where, f"a valid {what} ({exc})") from None


def _tiles(
    r: Reader, b: Mapping[str, Any], library: dict[str, TileShape]
) -> tuple[list[PlacedTile], BattleMap]:
    tiles: list[PlacedTile] = []
    bmap = BattleMap()
    for i, raw in enumerate(r.arr(b["tiles"], "battle.tiles", 200)):
        at = f"battle.tiles[{i}]"
        tile = r.obj(raw, at, ("shape",))
        shape = r.text(tile["shape"], f"{at}.shape")
        if shape not in library:
            raise r.fail(f"{at}.shape", "a shape of the tile library")
        placed = PlacedTile(
            library[shape],
            _hex(r, tile.get("offset", [0, 0]), f"{at}.offset"),
            r.num(tile.get("rotation", 0), f"{at}.rotation", 0, 5),
            f"{shape}-{sum(t.shape.name == shape for t in tiles) + 1}",
        )
        try:
            bmap = bmap.with_tile(placed)
        except ValueError:
            raise r.fail(at, "a tile that overlaps no other tile") from None
        tiles.append(placed)
    if bmap.entrance is None:
        raise r.fail("battle.tiles", "the entrance tile among the placed tiles")
    return tiles, bmap


class _Spots:
    """Hands out the hexes of the map, each once."""

    def __init__(self, r: Reader, bmap: BattleMap) -> None:
        self.r = r
        self.bmap = bmap
        self.taken: set[Hex] = set()

    def take(self, value: Any, place: str) -> Hex | None:
        if value is None:
            return None
        h = _hex(self.r, value, place)
        if h not in self.bmap or h in self.taken:
            raise self.r.fail(place, "an unoccupied hex of the map")
        self.taken.add(h)
        return h


def _adventurer_units(
    r: Reader, b: Mapping[str, Any], state: GameState, spots: _Spots
) -> tuple[list[str], list[Unit]]:
    adv_ids = [a.id for a in state.adventurers]
    seat_raw = r.arr(b.get("seat_order", adv_ids), "battle.seat_order", 12)
    seat = [r.text(x, f"battle.seat_order[{i}]") for i, x in enumerate(seat_raw)]
    if sorted(seat) != sorted(adv_ids):
        raise r.fail("battle.seat_order", "every adventurer once")
    positions = r.obj(b.get("positions", {}), "battle.positions")
    bonus = r.obj(b.get("bonus_hp", {}), "battle.bonus_hp")
    for key in bonus:
        if key not in adv_ids:
            raise r.fail(f"battle.bonus_hp.{key}", "an adventurer id")
    entrance = sorted(spots.bmap.entrance.hexes) if spots.bmap.entrance else []
    units: list[Unit] = []
    for i, adv_id in enumerate(seat):
        adv = state.adventurer(adv_id)
        if adv_id in positions:
            at_hex = spots.take(positions[adv_id], f"battle.positions.{adv_id}")
        elif adv.defeated:
            at_hex = None
        else:  # adventurers in seat order on the entrance tile
            free = [h for h in entrance if h not in spots.taken]
            if not free:
                raise r.fail("battle.positions", f"room on the entrance tile for {adv_id}")
            at_hex = spots.take([free[0].q, free[0].r], f"battle.seat_order[{i}]")
        extra = r.num(bonus.get(adv_id, 0), f"battle.bonus_hp.{adv_id}", 0, 99)
        unit = Unit(
            adv_id, UnitKind.ADVENTURER, adv.name, bonus_hp=extra, at=at_hex, defeated=adv.defeated
        )
        units.append(unit)
    return seat, units


def _other_unit(
    r: Reader,
    raw: Any,
    at: str,
    kind: UnitKind,
    spots: _Spots,
    dice: dict[str, Die],
    status_pile: list[str],
) -> Unit:
    u = r.obj(raw, at, ("id", "name", "max_hp"))
    max_hp = r.num(u["max_hp"], f"{at}.max_hp", 1, 999)
    quest = r.flag(u.get("quest", False), f"{at}.quest")
    level = None
    if kind is UnitKind.ENEMY and not quest:
        level = r.num(u.get("level"), f"{at}.level", 1, 20)
        if level not in ENEMY_LEVELS:
            raise r.fail(f"{at}.level", "1, 5, 10 or 20")
    defeated = r.flag(u.get("defeated", False), f"{at}.defeated")
    if defeated and (u.get("at") is not None or u.get("status")):
        raise r.fail(f"{at}.defeated", "a defeated unit off the map, with no status dice")
    at_hex = spots.take(u.get("at"), f"{at}.at")
    status: list[str] = []
    for j, side_name in enumerate(r.arr(u.get("status", []), f"{at}.status", 6)):
        side = r.enum(StatusSide, side_name, f"{at}.status[{j}]")
        if any(dice[d].side is side for d in status) or not status_pile:
            raise r.fail(f"{at}.status[{j}]", "a new side and a status die in the supply")
        die_id = status_pile.pop()
        dice[die_id] = Die(die_id, DieKind.STATUS, side=side)
        status.append(die_id)
    return Unit(
        r.text(u["id"], f"{at}.id", nonempty=True),
        kind,
        r.text(u["name"], f"{at}.name", nonempty=True),
        hp=0 if defeated else r.num(u.get("hp", max_hp), f"{at}.hp", 1, max_hp),
        max_hp=max_hp,
        bonus_hp=r.num(u.get("bonus_hp", 0), f"{at}.bonus_hp", 0, 99),
        level=level,
        quest=quest,
        objective=r.flag(u.get("objective", False), f"{at}.objective"),
        at=at_hex,
        deployed=at_hex is not None or kind is UnitKind.ENEMY,
        defeated=defeated,
        status=tuple(status),
        stats=_stats(r, u.get("stats"), f"{at}.stats"),
    )


def _stats(r: Reader, raw: Any, at: str) -> FoeStats:
    """A chip's fighting stats (rules §4.4); a chip written without them has the defaults."""
    if raw is None:
        return FoeStats()
    stats: FoeStats = decode(FoeStats, raw, at, r)
    for field, _code in stat_problems(stats):
        raise r.fail(f"{at}.{field}", "a value the encounter editor accepts")
    return stats


def _defeats(r: Reader, b: Mapping[str, Any], units: list[Unit]) -> tuple[Defeat, ...]:
    ids = {u.id for u in units}
    out: list[Defeat] = []
    for key in ("companions", "enemies"):
        for i, raw in enumerate(r.arr(b.get(key, []), f"battle.{key}", 100)):
            by = raw.get("defeated_by") if isinstance(raw, dict) else None
            if by is None:
                continue
            place = f"battle.{key}[{i}].defeated_by"
            if not raw.get("defeated") or r.text(by, place) not in ids:
                raise r.fail(place, "the id of a unit, on a defeated unit")
            out.append(Defeat(raw["id"], by))
    return tuple(out)


def load_battle_section(r: Reader, top: Mapping[str, Any], state: GameState) -> GameState:
    """The battle in progress, if the scenario has one (rules §4-§7)."""
    if "battle" not in top:
        return state
    b = r.obj(top["battle"], "battle", ("tiles",))
    library = _library(r, b)
    tiles, bmap = _tiles(r, b, library)
    spots = _Spots(r, bmap)
    seat, units = _adventurer_units(r, b, state, spots)
    dice = dict(state.dice)
    status_pile = list(state.supply.status)
    for key, kind in (("companions", UnitKind.COMPANION), ("enemies", UnitKind.ENEMY)):
        for i, raw in enumerate(r.arr(b.get(key, []), f"battle.{key}", 100)):
            at = f"battle.{key}[{i}]"
            unit = _other_unit(r, raw, at, kind, spots, dice, status_pile)
            if unit.id in seat or any(x.id == unit.id for x in units):
                raise r.fail(f"{at}.id", "a new unit id")
            units.append(unit)
    battle = _battle(r, b, library, tiles, bmap.with_occupied(spots.taken), units, seat)
    supply = replace(state.supply, status=tuple(status_pile))
    return state.replace(battle=battle, dice=dice, supply=supply)


def _battle(
    r: Reader,
    b: Mapping[str, Any],
    library: dict[str, TileShape],
    tiles: list[PlacedTile],
    bmap: BattleMap,
    units: list[Unit],
    seat: list[str],
) -> Battle:
    deck_raw = r.arr(b.get("deck", []), "battle.deck", 200)
    deck = tuple(r.text(x, f"battle.deck[{i}]") for i, x in enumerate(deck_raw))
    for i, card in enumerate(deck):
        if card != SKYSHARD and card not in library:
            raise r.fail(f"battle.deck[{i}]", "a tile shape or 'skyshard'")
    stock = {
        name: shape.count - sum(t.shape.name == name for t in tiles)
        for name, shape in library.items()
    }
    if any(n < 0 for n in stock.values()):
        raise r.fail("battle.tiles", "no more copies of a shape than the library has")
    unit_ids = [u.id for u in units]
    acted_raw = r.arr(b.get("acted", []), "battle.acted", 100)
    acted = tuple(r.text(x, f"battle.acted[{i}]") for i, x in enumerate(acted_raw))
    if any(a not in unit_ids for a in acted):
        raise r.fail("battle.acted", "unit ids")
    turn = r.opt_text(b.get("turn"), "battle.turn")
    if turn is not None and turn not in unit_ids:
        raise r.fail("battle.turn", "a unit id")
    put_away = [u for u in units if u.defeated and u.kind is UnitKind.ENEMY]
    return Battle(
        map=bmap,
        units=tuple(units),
        seat_order=tuple(seat),
        round=r.num(b.get("round", 0), "battle.round", 0, 99),
        phase=r.enum(Phase, b.get("phase", "round_start"), "battle.phase"),
        turn=turn,
        acted=acted,
        defeated_stack=tuple(u.id for u in put_away if not (u.quest or u.objective)),
        set_aside=tuple(u.id for u in put_away if u.quest or u.objective),
        defeats=_defeats(r, b, units),
        objective=r.enum(Objective, b.get("objective", "defeat_all"), "battle.objective"),
        shapes=dict(library),
        stock=stock,
        deck=deck,
        skyshards_needed=r.num(b.get("skyshards_needed", 0), "battle.skyshards_needed", 0, 99),
        placed_count=len(tiles),
        cards=_cards(r, b, library),
    )


def _cards(
    r: Reader, b: Mapping[str, Any], library: dict[str, TileShape]
) -> dict[str, ExplorationCard]:
    """The battle's exploration cards (rules §7.4): its own ``cards`` list, each checked
    as the card editor checks it, or else the shipped cards of its tile shapes."""
    if "cards" not in b:
        return cards_for(library, shipped_cards())
    cards: dict[str, ExplorationCard] = {}
    for i, raw in enumerate(r.arr(b["cards"], "battle.cards", 200)):
        place = f"battle.cards[{i}]"
        card: ExplorationCard = decode(ExplorationCard, raw, place, r)
        problems = check_card(card, library)
        if problems or card.shape in cards:
            raise r.fail(place, "a valid card, one for each tile shape", card.shape)
        cards[card.shape] = card
    return cards
