"""Scenario JSON -> GameState.

A scenario is an authoring format, friendlier than a save: each adventurer lists its skill
dice (id, skill line, attribute, face) and where some of them are (active slots, track,
drained); every other skill die starts in its attribute row. Track entries may also be
"light", "over" or "status:<side>", which take new fatigue or status dice. The supply lists
how many dice stay in it. See assets/scenarios/demo.json.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.jsonio import Reader, parse_json, read_bounded
from board.overland import load_overland
from board.tiles import load_tile_library
from rules.dice import SKILL_LINES, Die, DieKind, StatusSide
from rules.errors import DataFileError, InvariantError
from rules.invariants import check_invariants
from rules.state import (
    ACTIVE_SLOTS,
    ENEMY_LEVELS,
    SKYSHARD,
    TRACK_SIZE,
    Adventurer,
    AttributeRow,
    Battle,
    Difficulty,
    GameState,
    Objective,
    Phase,
    Supply,
    Unit,
    UnitKind,
)

SCENARIO_DIR = Path(__file__).resolve().parent.parent / "assets" / "scenarios"
FORMAT = "eraboard-scenario"
VERSION = 1


#: Phase hooks: extra top-level sections, f(reader, data, state) -> state.
SECTION_LOADERS: list[Callable[[Reader, Mapping[str, Any], GameState], GameState]] = []


def scenario_path(path_or_name: str | Path) -> Path:
    """A bare name ("demo") means assets/scenarios/<name>.json."""
    text = str(path_or_name)
    if isinstance(path_or_name, str) and "/" not in text and "\\" not in text:
        return SCENARIO_DIR / (text if text.endswith(".json") else f"{text}.json")
    return Path(path_or_name)


def scenario_names() -> list[str]:
    """Names of the shipped scenarios (files in assets/scenarios/), sorted."""
    return sorted(path.stem for path in SCENARIO_DIR.glob("*.json"))


def load_scenario(path_or_name: str | Path) -> GameState:
    """Load and validate a scenario; raises `DataFileError` with the file, place and expected."""
    path = scenario_path(path_or_name)
    return scenario_from_data(parse_json(read_bounded(path, str(path)), str(path)), str(path))


def demo_state() -> GameState:
    """The shipped demo scenario: the three mats and the overland map, no battle."""
    return load_scenario("demo")


def delve_state() -> GameState:
    """The shipped demo delve: the demo mats plus a battle in progress (round 2)."""
    return load_scenario("delve")


class _Ids:
    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def new(self, prefix: str) -> str:
        n = self.counts.get(prefix, 0) + 1
        self.counts[prefix] = n
        return f"{prefix}-{n}"


def scenario_from_data(data: Any, file: str = "the scenario") -> GameState:
    """Build the state from parsed scenario JSON (a dict); `DataFileError` naming ``file``."""
    r = Reader(file)
    top = r.obj(data, "", ("format", "version", "adventurers"))
    if top["format"] != FORMAT:
        raise r.fail("format", repr(FORMAT))
    if top["version"] != VERSION:
        raise r.fail("version", f"version {VERSION}")
    difficulty = r.enum(Difficulty, top.get("difficulty", "adept"), "difficulty")
    dice: dict[str, Die] = {}
    ids = _Ids()

    def fresh(prefix: str, kind: DieKind, side: StatusSide | None = None) -> str:
        die_id = ids.new(prefix)
        while die_id in dice:
            die_id = ids.new(prefix)
        dice[die_id] = Die(die_id, kind, side=side)
        return die_id

    adventurers: list[Adventurer] = []
    advs = r.arr(top["adventurers"], "adventurers", 12)
    for a, raw_adv in enumerate(advs):
        at = f"adventurers[{a}]"
        adv = r.obj(raw_adv, at, ("id", "name", "race", "hp", "max_hp", "rows", "dice"))
        adv_id = r.text(adv["id"], f"{at}.id")
        if not adv_id or any(x.id == adv_id for x in adventurers):
            raise r.fail(f"{at}.id", "a new, non-empty adventurer id")
        max_hp = r.num(adv["max_hp"], f"{at}.max_hp", 1, 999)
        hp = r.num(adv["hp"], f"{at}.hp", 0, max_hp)
        attributes = [
            r.text(x, f"{at}.rows[{i}]") for i, x in enumerate(r.arr(adv["rows"], f"{at}.rows", 6))
        ]
        if len(set(attributes)) != len(attributes):
            raise r.fail(f"{at}.rows", "different attribute names")
        own: list[str] = []
        for d, raw_die in enumerate(r.arr(adv["dice"], f"{at}.dice", 40)):
            dt = f"{at}.dice[{d}]"
            die = r.obj(raw_die, dt, ("id", "skill", "attribute"))
            die_id = r.text(die["id"], f"{dt}.id")
            if not die_id or die_id in dice:
                raise r.fail(f"{dt}.id", "a new, non-empty die id")
            skill = r.text(die["skill"], f"{dt}.skill")
            if skill not in SKILL_LINES:
                raise r.fail(f"{dt}.skill", "one of " + ", ".join(sorted(SKILL_LINES)))
            attribute = r.text(die["attribute"], f"{dt}.attribute")
            if attribute not in attributes:
                raise r.fail(f"{dt}.attribute", "one of the adventurer's rows")
            face = r.num(die.get("face", 0), f"{dt}.face", 0, len(SKILL_LINES[skill]) - 1)
            dice[die_id] = Die(die_id, DieKind.SKILL, adv_id, skill, attribute,
                               SKILL_LINES[skill], face)  # fmt: skip
            own.append(die_id)
        placed: set[str] = set()

        def own_die(
            value: Any,
            place: str,
            own: list[str] = own,
            adv_id: str = adv_id,
            placed: set[str] = placed,
        ) -> str:
            die_id = r.text(value, place)
            if die_id not in own:
                raise r.fail(place, f"one of {adv_id}'s skill dice")
            if die_id in placed:
                raise r.fail(place, "a die not already placed elsewhere")
            placed.add(die_id)
            return die_id

        raw_active = r.arr(adv.get("active", []), f"{at}.active", ACTIVE_SLOTS)
        active: list[str | None] = [None] * ACTIVE_SLOTS
        for s, value in enumerate(raw_active):
            if value is not None:
                active[s] = own_die(value, f"{at}.active[{s}]")
        track: list[str] = []
        for t, value in enumerate(r.arr(adv.get("track", []), f"{at}.track", TRACK_SIZE)):
            place = f"{at}.track[{t}]"
            token = r.text(value, place)
            if token == "light":
                track.append(fresh("light", DieKind.LIGHT_FATIGUE))
            elif token == "over":
                track.append(fresh("over", DieKind.OVERFATIGUE))
            elif token.startswith("status:"):
                side = r.enum(StatusSide, token.removeprefix("status:"), place)
                track.append(fresh("status", DieKind.STATUS, side))
            else:
                track.append(own_die(token, place))
        drained = [
            own_die(v, f"{at}.drained[{i}]")
            for i, v in enumerate(r.arr(adv.get("drained", []), f"{at}.drained", 40))
        ]
        rows = tuple(
            AttributeRow(
                attr, tuple(d for d in own if d not in placed and dice[d].attribute == attr)
            )
            for attr in attributes
        )
        adventurers.append(
            Adventurer(
                id=adv_id,
                name=r.text(adv["name"], f"{at}.name"),
                race=r.text(adv["race"], f"{at}.race"),
                hp=hp,
                max_hp=max_hp,
                tenacity=r.num(adv.get("tenacity", 0), f"{at}.tenacity", 0, 99),
                cooldown=r.num(adv.get("cooldown", 2), f"{at}.cooldown", 0, TRACK_SIZE),
                rows=rows,
                active=tuple(active),
                track=tuple(track),
                drained=tuple(drained),
                defeated=hp == 0,
            )
        )
    supply_data = r.obj(top.get("supply", {}), "supply")
    light = tuple(
        fresh("light", DieKind.LIGHT_FATIGUE)
        for _ in range(r.num(supply_data.get("light", 0), "supply.light", 0, 500))
    )
    over = tuple(
        fresh("over", DieKind.OVERFATIGUE)
        for _ in range(r.num(supply_data.get("over", 0), "supply.over", 0, 500))
    )
    status = tuple(
        fresh("status", DieKind.STATUS)
        for _ in range(r.num(supply_data.get("status", 0), "supply.status", 0, 500))
    )
    state = GameState(dice, tuple(adventurers), Supply(light, over, status), difficulty)
    name = top.get("name", "")
    if name:
        state = state.replace(scenario=r.text(name, "name"))
    for loader in SECTION_LOADERS:
        state = loader(r, top, state)
    try:
        check_invariants(state)
    except InvariantError as exc:
        raise r.fail("", f"a consistent table ({exc})") from None
    return state


# --- battle and overland sections (issue 4) -------------------------------------------------


def _hex(r: Reader, value: Any, place: str) -> Hex:
    pair = r.arr(value, place)
    if len(pair) != 2:
        raise r.fail(place, "a hex as [q, r]")
    return Hex(r.num(pair[0], f"{place}[0]", -999, 999), r.num(pair[1], f"{place}[1]", -999, 999))


def _load_overland(r: Reader, top: Mapping[str, Any], state: GameState) -> GameState:
    changes: dict[str, Any] = {
        "session": r.num(top.get("session", 1), "session", 1, 3),
        "day": r.num(top.get("day", 1), "day", 1, 9999),
    }
    source = top.get("overland")
    if source is not None:
        path = None if source is True else Path(r.text(source, "overland"))
        if path is not None and not path.is_absolute():
            path = SCENARIO_DIR.parent / path
        try:
            overland = load_overland(path)
        except DataFileError as exc:
            raise r.fail("overland", f"a valid overland map ({exc})") from None
        if "party" in top:
            party = _hex(r, top["party"], "party")
            if not overland.is_passable(party):
                raise r.fail("party", "a passable hex of the overland map")
            overland = overland.with_party(party)
        changes["overland"] = overland
    return state.replace(**changes)


def _load_battle(r: Reader, top: Mapping[str, Any], state: GameState) -> GameState:
    if "battle" not in top:
        return state
    b = r.obj(top["battle"], "battle", ("tiles",))
    try:
        library = load_tile_library(
            None
            if "tile_library" not in b
            else SCENARIO_DIR.parent / r.text(b["tile_library"], "battle.tile_library")
        )
    except DataFileError as exc:
        raise r.fail("battle.tile_library", f"a valid tile library ({exc})") from None
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
    adv_ids = [a.id for a in state.adventurers]
    seat = [r.text(x, f"battle.seat_order[{i}]") for i, x in enumerate(
        r.arr(b.get("seat_order", adv_ids), "battle.seat_order", 12))]  # fmt: skip
    if sorted(seat) != sorted(adv_ids):
        raise r.fail("battle.seat_order", "every adventurer once")
    taken: set[Hex] = set()

    def spot(value: Any, place: str) -> Hex | None:
        if value is None:
            return None
        h = _hex(r, value, place)
        if h not in bmap or h in taken:
            raise r.fail(place, "an unoccupied hex of the map")
        taken.add(h)
        return h

    units: list[Unit] = []
    positions = r.obj(b.get("positions", {}), "battle.positions")
    entrance = sorted(bmap.entrance.hexes)
    for i, adv_id in enumerate(seat):
        adv = state.adventurer(adv_id)
        if adv_id in positions:
            at_hex = spot(positions[adv_id], f"battle.positions.{adv_id}")
        elif adv.defeated:
            at_hex = None
        else:  # adventurers in seat order on the entrance tile
            free = [h for h in entrance if h not in taken]
            if not free:
                raise r.fail("battle.positions", f"room on the entrance tile for {adv_id}")
            at_hex = spot([free[0].q, free[0].r], f"battle.seat_order[{i}]")
        units.append(Unit(adv_id, UnitKind.ADVENTURER, adv.name, at=at_hex, defeated=adv.defeated))
    dice = dict(state.dice)
    status_pile = list(state.supply.status)
    for key, kind in (("companions", UnitKind.COMPANION), ("enemies", UnitKind.ENEMY)):
        for i, raw in enumerate(r.arr(b.get(key, []), f"battle.{key}", 100)):
            at = f"battle.{key}[{i}]"
            u = r.obj(raw, at, ("id", "name", "max_hp"))
            unit_id = r.text(u["id"], f"{at}.id")
            if not unit_id or unit_id in adv_ids or any(x.id == unit_id for x in units):
                raise r.fail(f"{at}.id", "a new unit id")
            max_hp = r.num(u["max_hp"], f"{at}.max_hp", 1, 999)
            level = None
            quest = r.flag(u.get("quest", False), f"{at}.quest")
            if kind is UnitKind.ENEMY and not quest:
                level = r.num(u.get("level"), f"{at}.level", 1, 20)
                if level not in ENEMY_LEVELS:
                    raise r.fail(f"{at}.level", "1, 5, 10 or 20")
            at_hex = spot(u.get("at"), f"{at}.at")
            status: list[str] = []
            for j, side_name in enumerate(r.arr(u.get("status", []), f"{at}.status", 6)):
                side = r.enum(StatusSide, side_name, f"{at}.status[{j}]")
                if any(dice[d].side is side for d in status) or not status_pile:
                    raise r.fail(f"{at}.status[{j}]", "a new side and a status die in the supply")
                die_id = status_pile.pop()
                dice[die_id] = Die(die_id, DieKind.STATUS, side=side)
                status.append(die_id)
            units.append(
                Unit(
                    unit_id,
                    kind,
                    r.text(u["name"], f"{at}.name"),
                    hp=r.num(u.get("hp", max_hp), f"{at}.hp", 1, max_hp),
                    max_hp=max_hp,
                    bonus_hp=r.num(u.get("bonus_hp", 0), f"{at}.bonus_hp", 0, 99),
                    level=level,
                    quest=quest,
                    objective=r.flag(u.get("objective", False), f"{at}.objective"),
                    at=at_hex,
                    deployed=at_hex is not None or kind is UnitKind.ENEMY,
                    status=tuple(status),
                )
            )
    bmap = bmap.with_occupied(taken)
    deck = tuple(
        r.text(x, f"battle.deck[{i}]")
        for i, x in enumerate(r.arr(b.get("deck", []), "battle.deck", 200))
    )
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
    acted = tuple(
        r.text(x, f"battle.acted[{i}]")
        for i, x in enumerate(r.arr(b.get("acted", []), "battle.acted", 100))
    )
    if any(a not in unit_ids for a in acted):
        raise r.fail("battle.acted", "unit ids")
    turn = r.opt_text(b.get("turn"), "battle.turn")
    if turn is not None and turn not in unit_ids:
        raise r.fail("battle.turn", "a unit id")
    battle = Battle(
        map=bmap,
        units=tuple(units),
        seat_order=tuple(seat),
        round=r.num(b.get("round", 0), "battle.round", 0, 99),
        phase=r.enum(Phase, b.get("phase", "round_start"), "battle.phase"),
        turn=turn,
        acted=acted,
        objective=r.enum(Objective, b.get("objective", "defeat_all"), "battle.objective"),
        shapes=dict(library),
        stock=stock,
        deck=deck,
        skyshards_needed=r.num(b.get("skyshards_needed", 0), "battle.skyshards_needed", 0, 99),
        placed_count=len(tiles),
    )
    supply = replace(state.supply, status=tuple(status_pile))
    return state.replace(battle=battle, dice=dice, supply=supply)


SECTION_LOADERS.extend([_load_overland, _load_battle])
