"""The round counter's words fit its plaque in every language: a long phase ("Start of turn:
Recovery step to come", longer still in French) shrinks rather than being cut."""

from __future__ import annotations

import pytest

from gui.table import looks
from gui.table.items.panels import round_words_layout, text_height
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
