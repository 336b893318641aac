"""Scenario JSON -> GameState (ARCHITECTURE.md §3 setup.py).

A scenario is an authoring format, friendlier than a save: each adventurer lists its skill
dice (id, skill line, attribute, face) and where some of them are (active slots, track,
drained); every other skill die starts in its attribute row. Track entries may also be
"light", "over" or "status:<side>", which take new fatigue or status dice. The supply lists
how many dice stay in it. See assets/scenarios/demo.json.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from rules.dice import SKILL_LINES, Die, DieKind, StatusSide
from rules.errors import DataFileError, InvariantError
from rules.invariants import check_invariants
from rules.jsonio import Reader
from rules.state import (
    ACTIVE_SLOTS,
    TRACK_SIZE,
    Adventurer,
    AttributeRow,
    Difficulty,
    GameState,
    Supply,
)

SCENARIO_DIR = Path(__file__).resolve().parent.parent / "assets" / "scenarios"
FORMAT = "eraboard-scenario"
VERSION = 1


class ScenarioError(DataFileError):
    """A scenario file that cannot be loaded: ``file``, ``place`` and ``expected``."""


#: Phase hooks: extra top-level sections, f(reader, data, state) -> state.
SECTION_LOADERS: list[Callable[[Reader, Mapping[str, Any], GameState], GameState]] = []


def scenario_path(path_or_name: str | Path) -> Path:
    """A bare name ("demo") means assets/scenarios/<name>.json."""
    text = str(path_or_name)
    if isinstance(path_or_name, str) and "/" not in text and "\\" not in text:
        return SCENARIO_DIR / (text if text.endswith(".json") else f"{text}.json")
    return Path(path_or_name)


def load_scenario(path_or_name: str | Path) -> GameState:
    """Load and validate a scenario; raises ScenarioError with the file, place and expected."""
    path = scenario_path(path_or_name)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ScenarioError("the file", f"a readable file ({exc.strerror})", str(path)) from None
    reader = Reader(ScenarioError, str(path))
    return scenario_from_data(reader.parse(raw), reader)


def demo_state() -> GameState:
    """The shipped demo scenario."""
    return load_scenario("demo")


class _Ids:
    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def new(self, prefix: str) -> str:
        n = self.counts.get(prefix, 0) + 1
        self.counts[prefix] = n
        return f"{prefix}-{n}"


def scenario_from_data(data: Any, reader: Reader | None = None) -> GameState:
    """Build the state from parsed scenario JSON."""
    r = reader or Reader(ScenarioError)
    top = r.obj(data, "the top level", ("format", "version", "adventurers"))
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
    for loader in SECTION_LOADERS:
        state = loader(r, top, state)
    try:
        check_invariants(state)
    except InvariantError as exc:
        raise r.fail("the scenario", f"a consistent table ({exc})") from None
    return state
