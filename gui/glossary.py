"""The glossary of game terms, written for eraboard in English and French.

Hovering a term on a mat or a log line shows its short definition; Help > Glossary (F1)
lists every term with a search field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QFile, QIODevice, QLocale

#: Which glossary entry explains each rules event.
EVENT_TERMS = {
    "DieExhausted": "exhaust",
    "DieDrained": "drain",
    "DieReturnedToSupply": "supply",
    "OverfatigueSwapped": "full-track",
    "StatusRequeued": "status-die",
    "StatusGained": "status-die",
    "OverfatigueCycled": "recovery-step",
    "DieRecovered": "recover",
    "RecoveryStepTaken": "recovery-step",
    "TrueDamageDealt": "true-damage",
    "Engaged": "engage",
    "ActiveDiePlaced": "active-slot",
    "ActiveSlotCleared": "active-slot",
    "Rested": "adventurers-rest",
    "AdventurerDefeated": "defeated",
    "UnitDefeated": "defeated",
    "FatigueDamage": "fatigue-round",
    "FatigueRoundStarted": "fatigue-round",
    "SupplyExhausted": "supply",
    "TileExplored": "explorable-hex",
    "TilePlaced": "explorable-hex",
    "SkyshardFound": "skyshard",
}


@dataclass(frozen=True)
class Term:
    id: str
    names: dict[str, str]
    texts: dict[str, str]

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["en"]

    def text(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts["en"]


@cache
def terms() -> dict[str, Term]:
    """Every term, by id, from the glossary file in the resources."""
    source = QFile(":/assets/glossary.json")
    if not source.open(QIODevice.OpenModeFlag.ReadOnly):
        return {}
    data = json.loads(bytes(source.readAll().data()).decode("utf-8"))
    out = {}
    for entry in data["terms"]:
        out[entry["id"]] = Term(
            entry["id"],
            {"en": entry["en"], "fr": entry["fr"]},
            {"en": entry["en_text"], "fr": entry["fr_text"]},
        )
    return out


def current_language() -> str:
    return "fr" if QLocale().language() == QLocale.Language.French else "en"


def tooltip(term_id: str, lang: str | None = None) -> str:
    """Rich-text tooltip: the term in bold and its definition."""
    term = terms().get(term_id)
    if term is None:
        return ""
    lang = lang or current_language()
    return f"<b>{term.name(lang)}</b><br>{term.text(lang)}"


def term_for_event(event: object) -> str | None:
    name = type(event).__name__
    if name == "FatigueGained":
        kind = str(getattr(event, "kind", ""))
        return "overfatigue" if kind == "overfatigue" else "light-fatigue"
    if name.startswith("Lockpick"):
        return "lockpicking"
    return EVENT_TERMS.get(name)
