"""French elides "de" before a name starting with a vowel; the translator cannot know the
name, so filling the sentence does it."""

from __future__ import annotations

import pytest

from gui.words import i18n
from gui.words.elision import elide, fill, starts_with_vowel
from gui.words.i18n import tr


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Oswin", "Tour d’Oswin"),
        ("Éloi", "Tour d’Éloi"),
        ("Ysolda", "Tour d’Ysolda"),
        ("Brynja", "Tour de Brynja"),
        ("Hrolf", "Tour de Hrolf"),
        ("", "Tour de "),
    ],
)
def test_de_before_a_vowel_is_elided(name: str, expected: str) -> None:
    assert fill("Tour de {who}", who=name) == expected


def test_only_de_before_a_field_changes() -> None:
    template = "De {who} à la porte de la salle, en route de {where}"
    assert fill(template, who="Ariane", where="Onyx") == (
        "D’Ariane à la porte de la salle, en route d’Onyx"
    )
    assert elide("made {x}", {"x": "Oswin"}) == "made {x}"
    assert elide("de {missing}", {}) == "de {missing}"


def test_accents_are_ignored_when_reading_the_first_letter() -> None:
    assert starts_with_vowel("Île")
    assert not starts_with_vowel("Çà")
    assert not starts_with_vowel("")


def test_translated_sentences_elide_when_filled(qapp) -> None:  # type: ignore[no-untyped-def]
    try:
        i18n.install("fr")
        assert tr("{who}'s turn").format(who="Oswin") == "Tour d’Oswin"
        assert tr("{who}'s turn").format(who="Brynja") == "Tour de Brynja"
    finally:
        i18n.install("en")
    assert tr("{who}'s turn").format(who="Oswin") == "Oswin's turn"


def test_only_a_sentence_with_de_before_a_field_is_not_a_plain_str(qapp) -> None:  # type: ignore[no-untyped-def]
    # Anything else a translation gives may be kept in the game as it is (a name, a word).
    try:
        i18n.install("fr")
        assert type(tr("Game")) is str
        assert type(tr("{who}'s turn")) is not str
        assert type(tr("{who}'s turn").format(who="Oswin")) is str
    finally:
        i18n.install("en")
    assert type(tr("{who}'s turn")) is str
