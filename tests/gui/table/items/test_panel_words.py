"""The words of the panels around the map, in every language: a long phase on the round
counter ("Start of turn: Recovery step to come", longer still in French) shrinks rather than
being cut; the defeated stack says it holds enemies, beside mats marked defeated."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from gui.table import art, looks
from gui.table.items.panels import DefeatedStackItem, round_words_layout, text_height
from gui.words import i18n
from rules.state import Phase

PLAQUE_BOTTOM = 96


def _phases() -> list[str]:
    ended = [i18n.tr("Battle won"), i18n.tr("Battle lost"), i18n.tr("Battle over")]
    start = i18n.tr("Start of turn: Recovery step to come")
    return [looks.phase_text(p) for p in Phase] + ended + [start]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_round_phase_fits_the_round_counter(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    try:
        i18n.install(language)
        for title in (i18n.tr("Round {n}").format(n=2), i18n.tr("Fatigue round")):
            for phase in _phases():
                title_rect, rect, font = round_words_layout(title, phase)
                assert rect.top() >= title_rect.bottom()
                assert text_height(font, rect.width(), phase) <= rect.height(), (title, phase)
                assert rect.bottom() <= PLAQUE_BOTTOM
    finally:
        i18n.install("en")


@pytest.mark.parametrize(
    ("language", "title"), [("en", "Defeated enemies"), ("fr", "Ennemis vaincus")]
)
def test_the_defeated_stack_names_enemies_and_its_title_fits(  # type: ignore[no-untyped-def]
    qapp, language: str, title: str
) -> None:
    try:
        i18n.install(language)
        assert DefeatedStackItem.title() == title
        width = QFontMetricsF(art.sans(7.5, bold=True)).horizontalAdvance(title.upper())
        assert width <= 160 - 20  # the plaque, less its margins
    finally:
        i18n.install("en")
