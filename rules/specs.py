"""The player's own campaign data: skill lines, adventurers, encounters (rules §1, §4-§7).

These are the authoring values the editors fill in and the library files store. Every check
an editor shows while the player types lives here (`check_*` return `Problem`s), and the file
readers run the very same checks, so an editor can never write a file the readers refuse.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from board.errors import NewerFormatError
from board.hexes import Hex
from board.jsonio import MAX_NAME, Reader, parse_json
from board.tiles import TileShape
from rules.cards import ExplorationCard
from rules.codec import decode, encode
from rules.dice import Code, Face
from rules.errors import DataFileError
from rules.foes import FoeStats, stat_problems
from rules.refusals import render
from rules.state import (
    DEFAULT_STAMINA,
    ENEMY_LEVELS,
    MAX_STAMINA,
    SKYSHARD,
    TRACK_SIZE,
    Difficulty,
    Objective,
)

FACES = 6
MAX_DICE_PER_LINE = 6
MAX_PARTY = 4
MAX_HP = 99
MAX_FACE_VALUE = 20
MAX_TENACITY = 99
MAX_ROWS = 6
#: The longest name (of an adventurer, a race, a row, a skill line, a chip, a campaign) an
#: editor accepts: the length every reader of saves and library files accepts.
MAX_NAME_LENGTH = MAX_NAME
VERSION = 1
SKILL_FORMAT = "eraboard-skill-lines"
PARTY_FORMAT = "eraboard-party"
ENCOUNTER_FORMAT = "eraboard-encounter"
ICON_WORD = re.compile(r"^[a-z]+$")


#: A library file (skill lines, party, encounter) that cannot be read: the one data-file
#: error, under the name the library's callers know it by.
LibraryFileError = DataFileError


@dataclass(frozen=True, slots=True)
class SkillDie:
    """One die of a skill line: a label the player knows it by and its six faces (§1)."""

    label: str
    faces: tuple[Face, ...]


@dataclass(frozen=True, slots=True)
class SkillLine:
    """A skill line: a name, the attribute row its dice sit in, and its dice (rules §1)."""

    name: str
    attribute: str
    dice: tuple[SkillDie, ...]


@dataclass(frozen=True, slots=True)
class AdventurerSpec:
    """An adventurer as the editor builds it: the mat's numbers, rows and skill lines."""

    id: str
    name: str
    race: str
    hp: int
    max_hp: int
    cooldown: int = 2
    tenacity: int = 0
    rows: tuple[str, ...] = ()
    skills: tuple[SkillLine, ...] = ()
    stamina: int = DEFAULT_STAMINA

    @property
    def defeated(self) -> bool:
        """Its mat starts defeated: no HP left (rules §5.3)."""
        return self.hp == 0


@dataclass(frozen=True, slots=True)
class CompanionSpec:
    """A companion chip: a name, its HP and its max HP (None: the same as ``hp``, a companion
    unhurt); ``at`` is its starting hex (None: it deploys later)."""

    name: str
    hp: int
    at: Hex | None = None
    max_hp: int | None = None
    stats: FoeStats = dataclasses.field(default_factory=FoeStats)

    @property
    def full_hp(self) -> int:
        """The HP the companion has when unhurt."""
        return self.hp if self.max_hp is None else self.max_hp


@dataclass(frozen=True, slots=True)
class EnemySpec:
    """An enemy chip (rules §4-§5): ``level`` is None for a quest unit."""

    name: str
    level: int | None
    hp: int
    bonus_hp: int = 0
    quest: bool = False
    objective: bool = False
    at: Hex | None = None
    stats: FoeStats = dataclasses.field(default_factory=FoeStats)


@dataclass(frozen=True, slots=True)
class EncounterSpec:
    """One battle: the objective, the entrance tile, the exploration deck and the chips.

    ``deck`` lists the cards (tile shape names and "skyshard"); ``shapes`` holds every shape
    the deck names plus the entrance, so a saved encounter does not depend on the library.
    """

    name: str
    objective: Objective
    entrance: str
    shapes: Mapping[str, TileShape]
    deck: tuple[str, ...] = ()
    skyshards_needed: int = 0
    enemies: tuple[EnemySpec, ...] = ()
    companions: tuple[CompanionSpec, ...] = ()
    #: The exploration cards of the deck's shapes (rules §7.4), by shape.
    cards: Mapping[str, ExplorationCard] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class CampaignSpec:
    """What New Game needs: difficulty, the party and the overland start."""

    difficulty: Difficulty
    party: tuple[AdventurerSpec, ...]
    name: str = ""
    party_at: Hex | None = None
    supply: tuple[int, int, int] = (12, 10, 12)


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with what the player typed: ``field`` says where, ``code`` what.

    ``code`` is a code of `rules.refusals.REFUSALS` (the editors' checks start with
    ``edit_``); ``args`` fill its sentence; `text` is the English sentence (the GUI
    translates by code, as it does refusals).
    """

    field: str
    code: str
    args: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def text(self) -> str:
        return render(self.code, self.args, {})


def _die_problems(die: SkillDie, index: int, prefix: str) -> list[Problem]:
    out: list[Problem] = []
    label = die.label.strip()
    if not label:
        out.append(Problem(f"{prefix}.label", "edit_die_label", {"n": index + 1}))
    shown = label or str(index + 1)
    if len(die.faces) != FACES:
        out.append(Problem(f"{prefix}.faces", "edit_faces", {"label": shown}))
    tenacity = 0
    for n, face in enumerate(die.faces):
        where, args = f"{prefix}.face[{n}]", {"label": shown, "n": n + 1}
        out.extend(Problem(f"{where}.{key}", code, args) for key, code in face_problems(face))
        tenacity += face.is_tenacity
    if tenacity > 1:
        out.append(Problem(f"{prefix}.faces", "edit_tenacity_twice", {"label": shown}))
    return out


def face_problems(face: Face) -> list[tuple[str, str]]:
    """What is wrong with one face, as (part, code): part is code, status, symbol or value."""
    out: list[tuple[str, str]] = []
    if not isinstance(face.code, Code):
        out.append(("code", "edit_face_code"))
    elif face.code is Code.STATUS and face.status is None:
        out.append(("status", "edit_face_status"))
    if face.is_tenacity:
        return out
    if not 0 <= face.value <= MAX_FACE_VALUE:
        out.append(("value", "edit_face_value"))
    letters = face.symbol.rstrip("0123456789")
    if letters and not ICON_WORD.match(letters):
        out.append(("symbol", "edit_face_icon"))
    if not face.symbol:
        out.append(("symbol", "edit_face_icon"))
    return out


def name_problems(name: str, field: str) -> list[Problem]:
    """A name longer than `MAX_NAME_LENGTH`, which no reader of saves or library files
    accepts, as a problem of ``field`` (rules §1: names are the player's own)."""
    if len(name) <= MAX_NAME_LENGTH:
        return []
    return [Problem(field, "edit_name_long", {"max": MAX_NAME_LENGTH, "length": len(name)})]


def check_skill_line(line: SkillLine, taken: Sequence[str] = ()) -> list[Problem]:
    """Every problem of a skill line; ``taken`` are names other lines already use."""
    out: list[Problem] = []
    if not line.name.strip():
        out.append(Problem("name", "edit_name"))
    elif line.name.strip() in taken:
        out.append(Problem("name", "edit_name_used", {"name": line.name.strip()}))
    out.extend(name_problems(line.name, "name"))
    if not line.attribute.strip():
        out.append(Problem("attribute", "edit_attribute"))
    out.extend(name_problems(line.attribute, "attribute"))
    if not 1 <= len(line.dice) <= MAX_DICE_PER_LINE:
        out.append(Problem("dice", "edit_no_dice"))
    labels = [d.label.strip() for d in line.dice]
    for label in sorted({x for x in labels if x and labels.count(x) > 1}):
        out.append(Problem("dice", "edit_die_twice", {"label": label}))
    for index, die in enumerate(line.dice):
        out.extend(_die_problems(die, index, f"die[{index}]"))
    return out


def check_adventurer(spec: AdventurerSpec) -> list[Problem]:
    """Every problem of an adventurer (rules §1-§3: HP, Cooldown stat, rows, dice)."""
    out: list[Problem] = []
    if not spec.name.strip():
        out.append(Problem("name", "edit_name"))
    if not spec.race.strip():
        out.append(Problem("race", "edit_race"))
    out.extend(name_problems(spec.name, "name") + name_problems(spec.race, "race"))
    if not 1 <= spec.max_hp <= MAX_HP:
        out.append(Problem("max_hp", "edit_max_hp"))
    if not 0 <= spec.hp <= spec.max_hp:
        out.append(Problem("hp", "edit_hp", {"hp": spec.hp, "max_hp": spec.max_hp}))
    if not 0 <= spec.cooldown <= TRACK_SIZE:
        out.append(Problem("cooldown", "edit_cooldown"))
    if not 0 <= spec.tenacity <= MAX_TENACITY:
        out.append(Problem("tenacity", "edit_tenacity"))
    if not 1 <= spec.stamina <= MAX_STAMINA:
        out.append(Problem("stamina", "edit_stamina"))
    out.extend(_row_problems(spec))
    if sum(len(line.dice) for line in spec.skills) > 40:
        out.append(Problem("skills", "edit_too_many_dice"))
    return out


def _row_problems(spec: AdventurerSpec) -> list[Problem]:
    out: list[Problem] = []
    rows = [r.strip() for r in spec.rows]
    if not 1 <= len(rows) <= MAX_ROWS:
        out.append(Problem("rows", "edit_no_rows"))
    if any(not r for r in rows):
        out.append(Problem("rows", "edit_row_name"))
    for row in rows:
        out.extend(name_problems(row, "rows"))
    for row in sorted({r for r in rows if r and rows.count(r) > 1}):
        out.append(Problem("rows", "edit_row_twice", {"row": row}))
    if not spec.skills:
        out.append(Problem("skills", "edit_no_lines"))
    names = [line.name for line in spec.skills]
    for name in sorted({n for n in names if names.count(n) > 1}):
        out.append(Problem("skills", "edit_line_twice", {"line": name}))
    for line in spec.skills:
        if line.attribute not in rows:
            out.append(
                Problem("skills", "edit_line_row", {"line": line.name, "row": line.attribute})
            )
        for p in check_skill_line(line):
            out.append(Problem("skills", p.code, p.args))
    return out


def check_party(party: Sequence[AdventurerSpec]) -> list[Problem]:
    """The party as a whole: 1 to 4 adventurers with different names (rules §4.2)."""
    out: list[Problem] = []
    if not 1 <= len(party) <= MAX_PARTY:
        out.append(Problem("party", "edit_party_size"))
    names = [a.name.strip() for a in party]
    for name in sorted({n for n in names if names.count(n) > 1}):
        out.append(Problem("party", "edit_adventurer_twice", {"name": name}))
    return out


def check_campaign(spec: CampaignSpec) -> list[Problem]:
    """New Game's answers: the campaign's name and the party (rules §4.2)."""
    out = name_problems(spec.name, "name") + check_party(spec.party)
    for adventurer in spec.party:
        out.extend(check_adventurer(adventurer))
    return out


def check_enemy(enemy: EnemySpec, prefix: str = "") -> list[Problem]:
    """One enemy chip (rules §4.4, §5): level, HP and bonus HP in range."""
    out: list[Problem] = []
    if not enemy.name.strip():
        out.append(Problem(f"{prefix}name", "edit_name"))
    out.extend(name_problems(enemy.name, f"{prefix}name"))
    if enemy.quest != (enemy.level is None) or (
        enemy.level is not None and enemy.level not in ENEMY_LEVELS
    ):
        out.append(Problem(f"{prefix}level", "edit_level"))
    if not 1 <= enemy.hp <= MAX_HP:
        out.append(Problem(f"{prefix}hp", "edit_unit_hp"))
    if not 0 <= enemy.bonus_hp <= MAX_HP:
        out.append(Problem(f"{prefix}bonus_hp", "edit_bonus_hp"))
    out.extend(Problem(f"{prefix}{field}", code) for field, code in stat_problems(enemy.stats))
    return out


def check_companion(companion: CompanionSpec, prefix: str = "") -> list[Problem]:
    """One companion chip (rules §4.3): a name, max HP in range and HP from 1 up to it (a
    companion brought along defeated comes back unhurt)."""
    out: list[Problem] = []
    if not companion.name.strip():
        out.append(Problem(f"{prefix}name", "edit_name"))
    out.extend(name_problems(companion.name, f"{prefix}name"))
    if not 1 <= companion.full_hp <= MAX_HP:
        out.append(Problem(f"{prefix}max_hp", "edit_max_hp"))
    if companion.hp < 1:
        out.append(Problem(f"{prefix}hp", "edit_unit_hp"))
    elif companion.hp > companion.full_hp:
        args = {"hp": companion.hp, "max_hp": companion.full_hp}
        out.append(Problem(f"{prefix}hp", "edit_hp", args))
    out.extend(Problem(f"{prefix}{field}", code) for field, code in stat_problems(companion.stats))
    return out


def check_encounter(spec: EncounterSpec, party_size: int = 0) -> list[Problem]:
    """Every problem of an encounter (rules §7): shapes known, skyshards, chips on hexes
    (the first ``party_size`` hexes of `party_hexes` are the party's)."""
    out = name_problems(spec.name, "name")
    entrance = spec.shapes.get(spec.entrance)
    if entrance is None or not entrance.entrance:
        out.append(Problem("entrance", "edit_entrance"))
    for card in sorted({c for c in spec.deck if c != SKYSHARD and c not in spec.shapes}):
        out.append(Problem("deck", "edit_card", {"shape": card}))
    held = spec.deck.count(SKYSHARD)
    if spec.objective in (Objective.SURVEY, Objective.UNCOVER) and spec.skyshards_needed > held:
        out.append(
            Problem("deck", "edit_skyshards", {"needed": spec.skyshards_needed, "held": held})
        )
    for i, enemy in enumerate(spec.enemies):
        out.extend(check_enemy(enemy, f"enemy[{i}]."))
    for i, companion in enumerate(spec.companions):
        out.extend(check_companion(companion, f"companion[{i}]."))
    out.extend(_chip_problems(spec, entrance, party_size))
    return out


def party_hexes(entrance: TileShape, count: int) -> list[Hex]:
    """Where the party stands at the start of a battle: the entrance tile's door hexes, then
    its other hexes nearest to them, in (q, r) order [decision]."""
    doors = sorted(entrance.doors)

    def key(h: Hex) -> tuple[int, Hex]:
        return (min((h.distance(d) for d in doors), default=0), h)

    return sorted(entrance.hexes, key=key)[:count]


def auto_deploy(spec: EncounterSpec, party_size: int) -> EncounterSpec:
    """Enemies without a hex go to the entrance tile's deployment hexes, then to the free
    hexes farthest from the party [decision]; those that find no room wait off the map."""
    shape = spec.shapes.get(spec.entrance)
    if shape is None:
        return spec
    party = party_hexes(shape, party_size)
    taken = {
        *party,
        *(e.at for e in spec.enemies if e.at),
        *(c.at for c in spec.companions if c.at),
    }

    def far(h: Hex) -> tuple[int, int, Hex]:
        return (h not in shape.deployments, -min((h.distance(p) for p in party), default=0), h)

    free = [h for h in sorted(shape.hexes, key=far) if h not in taken]
    enemies = []
    for enemy in spec.enemies:
        if enemy.at is None and free:
            enemy = replace(enemy, at=free.pop(0))
        enemies.append(enemy)
    return replace(spec, enemies=tuple(enemies))


def _chip_problems(spec: EncounterSpec, entrance: TileShape | None, party: int) -> list[Problem]:
    out: list[Problem] = []
    seen: set[Hex] = set(party_hexes(entrance, party)) if entrance is not None else set()
    chips: list[tuple[str, Hex | None]] = [(e.name, e.at) for e in spec.enemies]
    chips += [(c.name, c.at) for c in spec.companions]
    for name, at in chips:
        if at is None:
            continue
        if entrance is not None and at not in entrance.hexes:
            out.append(Problem("deployment", "edit_off_map", {"name": name}))
        if at in seen:
            out.append(Problem("deployment", "edit_hex_taken", {"q": at.q, "r": at.r}))
        seen.add(at)
    return out


# --- files --------------------------------------------------------------------------------


def refuse_first_problem(reader: Reader, problems: list[Problem], place: str) -> None:
    """Refuse a file's entry by its first problem (the editors' checks), naming where."""
    if problems:
        p = problems[0]
        where = f"{place}.{p.field}" if p.field else place
        raise reader.fail(where, f"a valid entry ({p.text})")


def dump_json(format_name: str, key: str, items: Sequence[Any]) -> str:
    """A library file: format name, version and the items, as sorted, indented JSON."""
    data = {"format": format_name, "version": VERSION, key: [encode(x) for x in items]}
    return json.dumps(data, sort_keys=True, ensure_ascii=False, indent=1) + "\n"


def library_entries(
    text: str | bytes, file: str | None, format_name: str, key: str
) -> tuple[Reader, list[Any]]:
    """The entries of a library file, not yet checked, with the reader that checks them one
    by one (`skill_line_entry`, `adventurer_entry`: one bad entry can be set aside alone);
    `DataFileError` (`NewerFormatError` for a newer eraboard's file) for the whole file."""
    reader = Reader(file or "the library file")
    top = reader.obj(parse_json(text, reader.file), "", ("format", "version", key))
    if top["format"] != format_name:
        raise reader.fail("format", repr(format_name))
    version = top["version"]
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise NewerFormatError(reader.file, "version", version, VERSION)
    if version != VERSION:
        raise reader.fail("version", f"version {VERSION}")
    return reader, reader.arr(top[key], key)


def skill_line_entry(reader: Reader, raw: Any, place: str, taken: Sequence[str]) -> SkillLine:
    """One skill line of a file, by the face editor's checks; ``taken``: the names before
    it. A shared file must say every face's symbol and code (the defaults are for code)."""
    line_obj = reader.obj(raw, place, ("name", "attribute", "dice"))
    for d, die in enumerate(reader.arr(line_obj["dice"], f"{place}.dice")):
        die_obj = reader.obj(die, f"{place}.dice[{d}]", ("label", "faces"))
        for f, face in enumerate(reader.arr(die_obj["faces"], f"{place}.dice[{d}].faces")):
            reader.obj(face, f"{place}.dice[{d}].faces[{f}]", ("symbol", "code"))
    line: SkillLine = decode(SkillLine, raw, place, reader)
    refuse_first_problem(reader, check_skill_line(line, taken), place)
    return line


def adventurer_entry(reader: Reader, raw: Any, place: str) -> AdventurerSpec:
    """One adventurer of a party file, by the adventurer editor's checks."""
    spec: AdventurerSpec = decode(AdventurerSpec, raw, place, reader)
    refuse_first_problem(reader, check_adventurer(spec), place)
    return spec


def load_skill_lines(text: str | bytes, file: str | None = None) -> tuple[SkillLine, ...]:
    """Read a skill-line file; LibraryFileError names the file, the place and what was
    expected (the same checks as the face editor)."""
    reader, raws = library_entries(text, file, SKILL_FORMAT, "lines")
    lines: list[SkillLine] = []
    for i, raw in enumerate(raws):
        lines.append(skill_line_entry(reader, raw, f"lines[{i}]", [x.name.strip() for x in lines]))
    return tuple(lines)


def load_party(text: str | bytes, file: str | None = None) -> tuple[AdventurerSpec, ...]:
    """Read a party file (the adventurers alone); LibraryFileError on any problem."""
    reader, raws = library_entries(text, file, PARTY_FORMAT, "adventurers")
    return tuple(adventurer_entry(reader, raw, f"adventurers[{i}]") for i, raw in enumerate(raws))
