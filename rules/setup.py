"""Scenario JSON -> GameState.

A scenario is an authoring format, friendlier than a save: each adventurer lists its skill
dice (id, skill line, attribute, face) and where some of them are (active slots, track,
drained); every other skill die starts in its attribute row. Track entries may also be
"light", "over" or "status:<side>", which take new fatigue or status dice. The supply lists
how many dice stay in it. An adventurer at 0 HP starts defeated. The overland map and the
battle are sections of their own (`rules.setup_sections`). See assets/scenarios/.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from board.jsonio import Reader, parse_json, read_bounded
from rules.dice import SKILL_LINES, Die, DieKind, StatusSide
from rules.errors import InvariantError
from rules.invariants import check_invariants
from rules.references import check_references
from rules.setup_sections import SCENARIO_DIR, load_battle_section, load_overland_section
from rules.state import (
    ACTIVE_SLOTS,
    DEFAULT_STAMINA,
    MAX_STAMINA,
    TRACK_SIZE,
    Adventurer,
    AttributeRow,
    Difficulty,
    GameState,
    Supply,
)

FORMAT = "eraboard-scenario"
VERSION = 1


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


def scenario_from_data(data: Any, file: str = "the scenario") -> GameState:
    """Build the state from parsed scenario JSON (a dict); `DataFileError` naming ``file``
    (rules §1: the dice and the supply, §2: tracks, §9: the overland day)."""
    r = Reader(file)
    top = r.obj(data, "", ("format", "version", "adventurers"))
    if top["format"] != FORMAT:
        raise r.fail("format", repr(FORMAT))
    if top["version"] != VERSION:
        raise r.fail("version", f"version {VERSION}")
    difficulty = r.enum(Difficulty, top.get("difficulty", "adept"), "difficulty")
    pool = _DicePool()
    adventurers: list[Adventurer] = []
    for a, raw_adv in enumerate(r.arr(top["adventurers"], "adventurers", 12)):
        adventurers.append(_adventurer(r, raw_adv, f"adventurers[{a}]", adventurers, pool))
    supply_data = r.obj(top.get("supply", {}), "supply")
    piles = {
        kind: tuple(
            pool.fresh(prefix, kind)
            for _ in range(r.num(supply_data.get(key, 0), f"supply.{key}", 0, 500))
        )
        for key, prefix, kind in _PILES
    }
    supply = Supply(*(piles[kind] for _, _, kind in _PILES))
    state = GameState(pool.dice, tuple(adventurers), supply, difficulty)
    if top.get("name", ""):
        state = state.replace(scenario=r.text(top["name"], "name"))
    state = load_overland_section(r, top, state)
    state = load_battle_section(r, top, state)
    try:
        check_invariants(state)
        check_references(state)
    except InvariantError as exc:
        raise r.fail("", f"a consistent table ({exc})") from None
    return state


_PILES = (
    ("light", "light", DieKind.LIGHT_FATIGUE),
    ("over", "over", DieKind.OVERFATIGUE),
    ("status", "status", DieKind.STATUS),
)


class _DicePool:
    """The dice of the scenario being built, and fresh ids for fatigue and status dice."""

    def __init__(self) -> None:
        self.dice: dict[str, Die] = {}
        self.ids = _Ids()

    def fresh(self, prefix: str, kind: DieKind, side: StatusSide | None = None) -> str:
        die_id = self.ids.new(prefix)
        while die_id in self.dice:
            die_id = self.ids.new(prefix)
        self.dice[die_id] = Die(die_id, kind, side=side)
        return die_id


def _adventurer(
    r: Reader, raw: Any, at: str, others: list[Adventurer], pool: _DicePool
) -> Adventurer:
    adv = r.obj(raw, at, ("id", "name", "race", "hp", "max_hp", "rows", "dice"))
    adv_id = r.text(adv["id"], f"{at}.id")
    if not adv_id or any(x.id == adv_id for x in others):
        raise r.fail(f"{at}.id", "a new, non-empty adventurer id")
    max_hp = r.num(adv["max_hp"], f"{at}.max_hp", 1, 999)
    hp = r.num(adv["hp"], f"{at}.hp", 0, max_hp)
    rows_raw = r.arr(adv["rows"], f"{at}.rows", 6)
    attributes = [r.text(x, f"{at}.rows[{i}]") for i, x in enumerate(rows_raw)]
    if len(set(attributes)) != len(attributes):
        raise r.fail(f"{at}.rows", "different attribute names")
    own = _skill_dice(r, adv, at, adv_id, attributes, pool)
    placer = _Placer(r, adv_id, own)
    raw_active = r.arr(adv.get("active", []), f"{at}.active", ACTIVE_SLOTS)
    active: list[str | None] = [None] * ACTIVE_SLOTS
    for slot, value in enumerate(raw_active):
        if value is not None:
            active[slot] = placer.take(value, f"{at}.active[{slot}]")
    track = [
        _track_die(r, value, f"{at}.track[{t}]", placer, pool)
        for t, value in enumerate(r.arr(adv.get("track", []), f"{at}.track", TRACK_SIZE))
    ]
    drained = [
        placer.take(v, f"{at}.drained[{i}]")
        for i, v in enumerate(r.arr(adv.get("drained", []), f"{at}.drained", 40))
    ]
    rows = tuple(
        AttributeRow(
            attr, tuple(d for d in own if d not in placer.placed and pool.dice[d].attribute == attr)
        )
        for attr in attributes
    )
    return Adventurer(
        id=adv_id,
        name=r.text(adv["name"], f"{at}.name", nonempty=True),
        race=r.text(adv["race"], f"{at}.race"),
        hp=hp,
        max_hp=max_hp,
        tenacity=r.num(adv.get("tenacity", 0), f"{at}.tenacity", 0, 99),
        cooldown=r.num(adv.get("cooldown", 2), f"{at}.cooldown", 0, TRACK_SIZE),
        stamina=r.num(adv.get("stamina", DEFAULT_STAMINA), f"{at}.stamina", 1, MAX_STAMINA),
        rows=rows,
        active=tuple(active),
        track=tuple(track),
        drained=tuple(drained),
        defeated=hp == 0,
    )


def _skill_dice(
    r: Reader, adv: Mapping[str, Any], at: str, adv_id: str, attributes: list[str], pool: _DicePool
) -> list[str]:
    own: list[str] = []
    for d, raw_die in enumerate(r.arr(adv["dice"], f"{at}.dice", 40)):
        dt = f"{at}.dice[{d}]"
        die = r.obj(raw_die, dt, ("id", "skill", "attribute"))
        die_id = r.text(die["id"], f"{dt}.id")
        if not die_id or die_id in pool.dice:
            raise r.fail(f"{dt}.id", "a new, non-empty die id")
        skill = r.text(die["skill"], f"{dt}.skill")
        if skill not in SKILL_LINES:
            raise r.fail(f"{dt}.skill", "one of " + ", ".join(sorted(SKILL_LINES)))
        attribute = r.text(die["attribute"], f"{dt}.attribute")
        if attribute not in attributes:
            raise r.fail(f"{dt}.attribute", "one of the adventurer's rows")
        face = r.num(die.get("face", 0), f"{dt}.face", 0, len(SKILL_LINES[skill]) - 1)
        faces = SKILL_LINES[skill]
        pool.dice[die_id] = Die(die_id, DieKind.SKILL, adv_id, skill, attribute, faces, face)
        own.append(die_id)
    return own


class _Placer:
    """Puts an adventurer's own skill dice in one place each (active, track, drained)."""

    def __init__(self, r: Reader, adv_id: str, own: list[str]) -> None:
        self.r = r
        self.adv_id = adv_id
        self.own = own
        self.placed: set[str] = set()

    def take(self, value: Any, place: str) -> str:
        die_id = self.r.text(value, place)
        if die_id not in self.own:
            raise self.r.fail(place, f"one of {self.adv_id}'s skill dice")
        if die_id in self.placed:
            raise self.r.fail(place, "a die not already placed elsewhere")
        self.placed.add(die_id)
        return die_id


def _track_die(r: Reader, value: Any, place: str, placer: _Placer, pool: _DicePool) -> str:
    token = r.text(value, place)
    if token == "light":
        return pool.fresh("light", DieKind.LIGHT_FATIGUE)
    if token == "over":
        return pool.fresh("over", DieKind.OVERFATIGUE)
    if token.startswith("status:"):
        side = r.enum(StatusSide, token.removeprefix("status:"), place)
        return pool.fresh("status", DieKind.STATUS, side)
    return placer.take(token, place)


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


__all__ = [
    "FORMAT",
    "SCENARIO_DIR",
    "VERSION",
    "delve_state",
    "demo_state",
    "load_scenario",
    "scenario_from_data",
    "scenario_names",
    "scenario_path",
]
