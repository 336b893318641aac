"""Translating the rules core's refusals, by their code.

The rules core (pure Python, no Qt) raises `IllegalAction(code, **arguments)`; the English
template of each code sits beside it in `rules/refusals.py`. The French catalogue is keyed by
code: context "refusal", source text the English template, disambiguation the code (so two codes
with the same English can read differently in French, and the translator sees the English). A
refusal that counts things is two plural messages, its singular and its plural English
(`rules.refusals.ONE`), each with the language's plural forms. `python -m gui.words.i18n` hands
lupdate a throw-away file of those calls (`catalogue_source`), so nothing generated is committed
and nothing parses English.
"""

from __future__ import annotations

import json
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from board.tiles import ASSETS
from gui.words.elision import elide
from rules.dice import SKILL_LINES, StatusSide
from rules.errors import IllegalAction
from rules.places import Zone
from rules.refusals import ID_FIELDS, ONE, REFUSALS, count_of, template
from rules.state import Difficulty, GameState, Outcome

#: Refusal fields holding words of the game data (translated as such).
DATA_FIELDS = frozenset({"side", "zone", "difficulty", "attribute", "card"})


#: Races offered from the start (the player's library adds their own, shown as typed).
RACES = (
    "altmer",
    "argonian",
    "bosmer",
    "breton",
    "dunmer",
    "imperial",
    "khajiit",
    "nord",
    "orc",
    "redguard",
)


def collect_data_words() -> list[str]:
    """Words of the game data shown inside sentences: status sides, difficulties, outcomes,
    places, counters, skill lines, attributes, races and tile names (our own data)."""
    words: set[str] = set()
    words.update(str(v).title() for v in StatusSide)
    words.update(str(v).title() for v in Difficulty)
    words.update(str(v).title() for v in Outcome)
    words.update(str(v).title() for v in Zone)
    words.update(w.title() for w in SKILL_LINES)
    words.update(race.title() for race in RACES)
    for faces in SKILL_LINES.values():
        for face in faces:
            letters = "".join(ch for ch in face.symbol if ch.isalpha())
            if letters and not face.is_tenacity:
                words.add(letters.title())
    words.update(
        ["Hp", "Max Hp", "Tenacity", "Cooldown", "Engages", "Defeated", "Light", "Over", "Round"]
    )
    for path in sorted((ASSETS / "scenarios").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for adv in data.get("adventurers", []):
            words.add(str(adv.get("race", "")).title())
            words.update(str(r).title() for r in adv.get("rows", []))
    tiles = json.loads((ASSETS / "tiles.json").read_text(encoding="utf-8"))
    for tile in tiles["tiles"]:
        words.add(str(tile.get("label") or tile["name"]))
    words.discard("")
    return sorted(words)


def term(word: object) -> str:
    """A word of the game data in the current language ('bane' -> 'Fléau' in French)."""
    text = str(word)
    key = text if " " in text and not text.islower() else text.replace("_", " ").title()
    return QCoreApplication.translate("data", key)


def catalogue_source() -> str:
    """Python source lupdate reads to collect the refusal templates and the data words."""
    lines = ["# Written by `python -m gui.words.i18n` for lupdate only; never imported.", ""]
    for code, english in sorted(REFUSALS.items()):
        # A counted refusal: two plural messages (lupdate sees the count argument).
        plural = (f", {n}" for n in (2, 1)) if code in ONE else ("",)
        sources = (english, ONE[code]) if code in ONE else (english,)
        lines += [
            f"QCoreApplication.translate({'refusal'!r}, {text!r}, {code!r}{n})"
            for text, n in zip(sources, plural, strict=True)
        ]
    lines += [f"QCoreApplication.translate({'data'!r}, {w!r})" for w in collect_data_words()]
    return "\n".join(lines) + "\n"


def _name(unit_or_adventurer: str, refusal: IllegalAction, state: GameState | None) -> str:
    """How the player knows the adventurer or unit an id names."""
    name = state.name_of(unit_or_adventurer) if state is not None else None
    return name or refusal.names.get(unit_or_adventurer, unit_or_adventurer)


def translate_refusal(refusal: IllegalAction, state: GameState | None = None) -> str:
    """The refusal in the current language: its code's template, translated, with its
    arguments filled in (ids as names, game data words translated)."""
    code, count = refusal.code, count_of(refusal.code, refusal.arguments)
    english = template(code, refusal.arguments)
    if count is None:
        translated = QCoreApplication.translate("refusal", english, code)
    else:  # Qt picks the language's plural form and writes the count for %n
        translated = QCoreApplication.translate("refusal", english, code, count)
    values: dict[str, str] = {}
    for key, value in refusal.arguments.items():
        if key in ID_FIELDS:
            values[key] = _name(str(value), refusal, state)
        elif key in DATA_FIELDS or isinstance(value, StrEnum):
            values[key] = term(value)
        else:
            values[key] = str(value)
    try:
        return elide(translated, values).format_map(values)
    except (KeyError, IndexError, ValueError):  # a translation with a mistyped field
        return refusal.reason
