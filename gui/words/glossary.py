"""The glossary of game terms, written for eraboard in English and French.

Hovering a term on a mat or a log line shows its short definition; Help > Glossary (F1)
lists every term with a search field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QFile, QIODevice, QLocale

from rules import events as ev
from rules.dice import DieKind

# Which glossary entry explains each rules event, by event class.
EVENT_TERMS: dict[type[ev.Event], str] = {
    ev.DieExhausted: "exhaust",
    ev.DieDrained: "drain",
    ev.DieReturnedToSupply: "supply",
    ev.OverfatigueSwapped: "full-track",
    ev.StatusRequeued: "status-die",
    ev.StatusGained: "status-die",
    ev.OverfatigueCycled: "recovery-step",
    ev.DieRecovered: "recover",
    ev.RecoveryStepTaken: "recovery-step",
    ev.TrueDamageDealt: "true-damage",
    ev.Engaged: "engage",
    ev.ActiveDiePlaced: "active-slot",
    ev.ActiveSlotCleared: "active-slot",
    ev.Rested: "adventurers-rest",
    ev.AdventurerDefeated: "defeated",
    ev.UnitDefeated: "defeated",
    ev.SupplyExhausted: "supply",
    ev.HexExplored: "explorable-hex",
    ev.TilePlaced: "explorable-hex",
    ev.SkyshardFound: "skyshard",
    ev.LockpickStarted: "lockpicking",
    ev.LockpickRolled: "lockpicking",
    ev.LockpickDieKept: "lockpicking",
    ev.LockpickDieTurned: "lockpicking",
    ev.LockpickSucceeded: "lockpicking",
    ev.LockpickFailed: "lockpicking",
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


def term_for_event(event: ev.Event) -> str | None:
    """The glossary entry that explains ``event``, if there is one."""
    if isinstance(event, ev.FatigueGained):
        return "overfatigue" if event.kind is DieKind.OVERFATIGUE else "light-fatigue"
    if isinstance(event, ev.RoundStarted):
        return "fatigue-round" if event.fatigue_round else None
    return EVENT_TERMS.get(type(event))
