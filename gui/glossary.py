"""The glossary of game terms, written for eraboard in English and French, and its window.

Hovering a term on a mat or a log line shows its short definition; Help > Glossary (F1)
lists every term with a search field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QFile, QIODevice, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

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


class GlossaryWindow(QDialog):
    """Every game term with its definition, filtered as you type."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Glossary"))
        self.resize(640, 420)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the glossary…"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.text = QTextBrowser()
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addWidget(self.text, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addLayout(row)
        self.search.textChanged.connect(self._filter)
        self.list.currentItemChanged.connect(self._show)
        self.fill()

    def fill(self) -> None:
        lang = current_language()
        self.list.clear()
        for term in sorted(terms().values(), key=lambda t: t.name(lang).lower()):
            item = QListWidgetItem(term.name(lang))
            item.setData(Qt.ItemDataRole.UserRole, term.id)
            self.list.addItem(item)
        self._filter(self.search.text())
        if self.list.count():
            self.list.setCurrentRow(0)

    def show_term(self, term_id: str) -> None:
        self.search.clear()
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == term_id:
                self.list.setCurrentItem(item)
        self.show()
        self.raise_()

    def _filter(self, text: str) -> None:
        lang = current_language()
        needle = text.strip().lower()
        for row in range(self.list.count()):
            item = self.list.item(row)
            term = terms()[item.data(Qt.ItemDataRole.UserRole)]
            hay = f"{term.name(lang)} {term.text(lang)}".lower()
            item.setHidden(bool(needle) and needle not in hay)

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.text.clear()
            return
        self.text.setHtml(tooltip(item.data(Qt.ItemDataRole.UserRole)))
