"""Names a player reads: units, dice, tiles, places, and counted phrases.

One naming rule for a skill die everywhere (mat tooltip, log, history, caption):
``die_name`` gives "Skill (face)", the face as the die shows it: "Shadowstep (1)",
"Shadowstep (Step 2)", "Greatblade (Tenacity)"; a die the player named says its own name
instead of its skill line's: "Arrow (1)". Positions are counted from 1, and counts go
through Qt's plural forms.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

from PySide6.QtCore import QObject

from board.hexes import Hex
from gui.words.i18n import tr
from gui.words.refusals import term
from rules.dice import Die, DieKind
from rules.places import Place, Zone
from rules.state import GameState
from rules.table import forced_index


class Counted(QObject):
    """Sentences with a count in them, through Qt's plural forms (``%n``): the translation
    of each has one form per plural of its language. pyside6-lupdate finds plural messages
    only in ``self.tr`` calls, hence a class (the "Counted" context of the catalogue). The
    English source itself has no plural forms, so each sentence comes as a singular and a
    plural source text, and the count picks one."""

    def moves(self, who: str, n: int) -> str:
        text = (
            self.tr("{who} moves %n hex", "", n)
            if n == 1
            else self.tr("{who} moves %n hexes", "", n)
        )
        return text.format(who=who)

    def recovery(self, who: str, n: int) -> str:
        text = (
            self.tr("{who}: Recovery step takes %n die", "", n)
            if n == 1
            else self.tr("{who}: Recovery step takes %n dice", "", n)
        )
        return text.format(who=who)

    def roll(self, n: int) -> str:
        return self.tr("Roll %n die", "", n) if n == 1 else self.tr("Roll %n dice", "", n)

    def rolled(self, n: int, dice: str) -> str:
        text = (
            self.tr("%n die rolled: {dice}", "", n)
            if n == 1
            else self.tr("%n dice rolled: {dice}", "", n)
        )
        return text.format(dice=dice)

    def placements(self, n: int, shape: str) -> str:
        text = (
            self.tr("%n way to place the {shape} tile", "", n)
            if n == 1
            else self.tr("%n ways to place the {shape} tile: choose one", "", n)
        )
        return text.format(shape=shape)

    def attempts(self, n: int) -> str:
        return self.tr("%n attempt", "", n) if n == 1 else self.tr("%n attempts", "", n)

    def rested(self, who: str, healed: int, removed: int) -> str:
        text = self.tr("{who} rests and heals %n HP", "", healed).format(who=who)
        if removed == 1:
            text += self.tr("; %n die leaves the track", "", removed)
        elif removed:
            text += self.tr("; %n dice leave the track", "", removed)
        return text

    def deck(self, cards: int, shards: int) -> str:
        text = (
            self.tr("Exploration deck: %n card, skyshards in it: {shards}", "", cards)
            if cards == 1
            else self.tr("Exploration deck: %n cards, skyshards in it: {shards}", "", cards)
        )
        return text.format(shards=shards)

    def light(self, who: str, n: int) -> str:
        return self.tr("{who} gains %n light fatigue", "", n).format(who=who)

    def over(self, who: str, n: int) -> str:
        return self.tr("{who} gains %n overfatigue", "", n).format(who=who)


_counted: Counted | None = None


def counted() -> Counted:
    global _counted
    if _counted is None:
        _counted = Counted()
    return _counted


def listing(items: Iterable[object]) -> str:
    return ", ".join(str(i) for i in items)


def positions(indexes: Iterable[int]) -> str:
    """0-based indexes as the player counts them: '1, 3'."""
    return listing(i + 1 for i in indexes)


def face_text(symbol: str, is_tenacity: bool = False) -> str:
    """A face as the die shows it: '2' -> '2', 'step2' -> 'Step 2', 'tenacity' -> 'Tenacity'."""
    if is_tenacity or symbol == "tenacity":
        return term("tenacity")
    letters = "".join(ch for ch in symbol if ch.isalpha())
    digits = "".join(ch for ch in symbol if ch.isdigit())
    if letters and digits:
        return f"{term(letters)} {digits}"
    return term(letters) if letters else digits


def face_label(symbol: str) -> str:
    """The big mark of a face: its number ('strike2' -> '2'), or its initial."""
    digits = "".join(ch for ch in symbol if ch.isdigit())
    return digits or symbol[:1].upper()


def face_word(symbol: str) -> str:
    """The small word of a numbered icon ('strike2' -> 'STRIKE'), translated; '' for a plain
    number."""
    letters = "".join(ch for ch in symbol if ch.isalpha())
    return term(letters).upper() if letters else ""


# A die label that only counts the dice of its line ("II"): the editor's default.
ROMAN = re.compile(r"[IVXLC]+")


def die_title(die: Die) -> str:
    """Which die a skill die is: the player's own name for it ("Arrow"), or its skill line
    followed by the numeral that counts it ("Wildshot II"), or its skill line alone (no
    label, or a plain number, which would read as a face)."""
    skill = term(die.skill or "skill")
    name = die.name.strip()
    if not name or name.isdigit():
        return skill
    return f"{skill} {name}" if ROMAN.fullmatch(name) else name


def die_name(die: Die) -> str:
    """The one name of a die the player reads everywhere."""
    if die.kind is DieKind.LIGHT_FATIGUE:
        return tr("light fatigue")
    if die.kind is DieKind.OVERFATIGUE:
        return tr("overfatigue")
    if die.kind is DieKind.STATUS:
        if die.side is None:
            return tr("a status die")
        return tr("{side} status die").format(side=term(die.side))
    skill = die_title(die)
    face = die.current_face
    if face is None:
        return skill
    return tr("{skill} ({face})").format(skill=skill, face=face_text(face.symbol, face.is_tenacity))


def die_tooltip(die: Die) -> str:
    """What hovering a die on the table says: its name, then how to handle it."""
    if die.kind is DieKind.LIGHT_FATIGUE:
        return tr("Light fatigue die")
    if die.kind is DieKind.OVERFATIGUE:
        return tr("Overfatigue die")
    if die.kind is DieKind.STATUS:
        return tr("Status die: {side}").format(side=term(die.side or ""))
    face = die.current_face
    return tr(
        "<b>{name}</b> — skill die ({attribute})<br>Code: {code}<br>"
        "<i>Drag to the track, an active slot or the race sheet; Shift+drop forces the "
        "exact place; right-click for more.</i>"
    ).format(
        name=die_name(die),
        attribute=term(die.attribute or ""),
        code=term(face.code) if face is not None else "?",
    )


def counter_name(counter: str) -> str:
    """A counter a manual change sets, as the table shows it ('hp' -> 'HP')."""
    words = {
        "hp": tr("HP"),
        "max_hp": tr("max HP"),
        "bonus_hp": tr("bonus HP"),
        "tenacity": tr("tenacity"),
        "cooldown": tr("Cooldown stat"),
        "engages": tr("engages this turn"),
        "defeated": tr("defeated (1 = yes)"),
        "round": tr("round counter"),
        "skyshards_found": tr("skyshards found"),
        "skyshards_needed": tr("skyshards needed"),
        "light": tr("light fatigue dice"),
        "over": tr("overfatigue dice"),
        "status": tr("status dice"),
    }
    return words.get(counter, term(counter))


def initials(name: str) -> str:
    """A chip's label: the first letters of a name's first two words ("Bog Rat" -> "BR"),
    or the first two letters of a one-word name."""
    parts = [p for p in name.replace("-", " ").split() if p]
    if not parts:
        return "?"
    if len(parts) == 1:
        return parts[0][:2].title()
    return (parts[0][0] + parts[1][0]).upper()


def _numbered(keys: Mapping[str, str]) -> dict[str, int]:
    """Each id whose key another id shares, numbered from 1 in the order given."""
    groups: dict[str, list[str]] = {}
    for unit_id, key in keys.items():
        groups.setdefault(key, []).append(unit_id)
    return {u: n for ids in groups.values() if len(ids) > 1 for n, u in enumerate(ids, 1)}


# The last battle's units and their names: asked for by every chip and log line.
_last: list[tuple[object, dict[str, str], dict[str, str]]] = []


def _unit_words(state: GameState) -> tuple[dict[str, str], dict[str, str]]:
    units = state.battle.units if state.battle is not None else ()
    if _last and _last[0][0] is units:
        return _last[0][1], _last[0][2]
    names = {u.id: u.name for u in units}
    numbers = _numbered(names)
    shown = {u: f"{name} {numbers[u]}" if u in numbers else name for u, name in names.items()}
    bare = {u: initials(name) for u, name in names.items()}
    tags = _numbered(bare)
    labels = {u: f"{label}{tags[u]}" if u in tags else label for u, label in bare.items()}
    _last[:] = [(units, shown, labels)]
    return shown, labels


def unit_name(state: GameState, unit_id: str) -> str:
    """A battle unit's name as the table shows it: numbered when another unit of the battle
    has the same name ("Bog Rat 1", "Bog Rat 2"); an adventurer's name otherwise."""
    return _unit_words(state)[0].get(unit_id) or state.name_of(unit_id) or unit_id


def unit_label(state: GameState, unit_id: str) -> str:
    """A chip's label: the initials, numbered when another chip has the same ("BR1")."""
    return _unit_words(state)[1].get(unit_id) or initials(unit_name(state, unit_id))


class Namer:
    """Looks up player-facing names of adventurers, units, dice, tiles and places."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    def who(self, unit_id: str | None) -> str:
        if unit_id is None:
            return tr("no one")
        if unit_id == "battle":
            return tr("the battle")
        if unit_id == "supply":
            return tr("the supply")
        return unit_name(self.state, unit_id)

    def shape(self, name: str) -> str:
        battle = self.state.battle
        shape = battle.shapes.get(name) if battle is not None else None
        return term(shape.label or name) if shape is not None else term(name)

    def card(self, name: str) -> str:
        """An exploration card names the tile shape it brings (or the skyshard)."""
        return self.shape(name)

    def town(self, at: Hex) -> str:
        overland = self.state.overland
        towns = overland.towns if overland is not None else {}
        return towns.get(at, f"{at.q}, {at.r}")

    def die(self, die_id: str | None) -> str:
        if die_id is None:
            return tr("a die")
        die = self.state.dice.get(die_id)
        return die_id if die is None else die_name(die)

    def track_position(self, die_id: str, place: Place) -> int:
        """Where a forced move onto the track really puts the die (1-based): the track never
        has gaps, so a drop beyond the last die lands right after it."""
        track = self.state.adventurer(place.owner or "").track
        return forced_index(track, die_id, place.index) + 1

    def place(self, die_id: str, place: Place) -> str:
        owner = self.who(place.owner)
        zone = place.zone
        if zone == Zone.TRACK:
            return tr("{owner}'s track, position {n}").format(
                owner=owner, n=self.track_position(die_id, place)
            )
        if zone == Zone.ACTIVE:
            return tr("{owner}'s active slot {n}").format(owner=owner, n=(place.index or 0) + 1)
        if zone == Zone.ROW:
            die = self.state.dice.get(die_id)
            attribute = term(getattr(die, "attribute", "") or "")
            return tr("{owner}'s {attribute} row").format(owner=owner, attribute=attribute)
        if zone == Zone.DRAINED:
            return tr("{owner}'s race sheet (drained)").format(owner=owner)
        if zone == Zone.UNIT:
            return tr("{owner}'s chip").format(owner=owner)
        return tr("the supply")


_T = TypeVar("_T")
Describe = Callable[[object, Namer], str]


def on(cls: type[_T], text: Callable[[_T, Namer], str]) -> tuple[type[object], Describe]:
    """One entry of a text table: the class and how to say an instance of it."""

    def describe(obj: object, namer: Namer) -> str:
        assert isinstance(obj, cls)
        return text(obj, namer)

    return cls, describe


# The fields that name who a line is about, in the order a line's ``{who}`` looks for them.
ACTORS = ("adventurer", "unit", "target")


class Fields(dict[str, object]):
    """The placeholders of a line, filled from an action's or event's fields as the player
    reads them: ``{who}`` names its adventurer, unit or target (`ACTORS`), ``{die}`` its die,
    ``{slot}`` counts from 1, ``{side}``, ``{card}`` and ``{shape}`` are named, and any other
    placeholder is the field of that name as it is. Only what the line asks for is named."""

    def __init__(self, obj: object, namer: Namer) -> None:
        super().__init__()
        self.obj = obj
        self.namer = namer

    def __missing__(self, key: str) -> object:
        obj, n = self.obj, self.namer
        if key == "who":
            actor = next((a for a in ACTORS if hasattr(obj, a)), None)
            if actor is None:
                raise KeyError(key)
            return n.who(getattr(obj, actor))
        if not hasattr(obj, key):
            raise KeyError(key)
        value = getattr(obj, key)
        named: dict[str, Callable[[], object]] = {
            "die": lambda: n.die(value),
            "slot": lambda: value + 1,
            "side": lambda: term(value),
            "card": lambda: n.card(value),
            "shape": lambda: n.shape(value),
        }
        return named[key]() if key in named else value


def says(table: Mapping[type[object], str]) -> dict[type[object], Describe]:
    """Text-table entries from lines that say their fields by the naming of `Fields`; each
    line is marked for the catalogue where it is written and translated when shown."""

    def line(template: str) -> Describe:
        return lambda obj, namer: tr(template).format_map(Fields(obj, namer))

    return {cls: line(template) for cls, template in table.items()}
