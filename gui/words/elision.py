"""Filling a sentence's fields, with the French elision of "de" before a vowel.

French writes "le tour d’Oswin", not "le tour de Oswin", and the choice depends on the
name filled in at run time, which the translator cannot know. A translation that puts "de"
before a field gets "d’" instead whenever the value filled in starts with a vowel sound
(a vowel, accented or not; names starting with "h" are left as written, since French
elides only before a mute h). English sources never have "de " before a field.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

_DE_BEFORE_FIELD = re.compile(r"\b([Dd])e \{(\w+)\}")
_VOWELS = frozenset("aeiouyAEIOUY")


def starts_with_vowel(text: str) -> bool:
    """Whether ``text`` starts with a vowel, accents ignored ("Éloi", "Oswin", "Ysolda")."""
    if not text:
        return False
    base = unicodedata.normalize("NFD", text[0])[0]
    return base in _VOWELS


def elide(template: str, values: Mapping[str, object]) -> str:
    """``template`` with "de {field}" written "d’{field}" where the field's value starts
    with a vowel."""

    def replace(match: re.Match[str]) -> str:
        try:
            value = values[match.group(2)]
        except KeyError:  # left for `format` to report
            return match.group(0)
        if starts_with_vowel(str(value)):
            return f"{match.group(1)}’{{{match.group(2)}}}"
        return match.group(0)

    return _DE_BEFORE_FIELD.sub(replace, template)


def fill(template: str, **values: object) -> str:
    """``template.format(**values)``, elided as French needs."""
    return elide(template, values).format(**values)


def sentence(translated: str) -> str:
    """``translated`` as a `Sentence` when it has "de" before a field, so that filling it
    with ``format`` elides; any other text stays a plain ``str`` (a sentence with fields is
    only ever filled, never kept as it is, so nothing else sees the subclass)."""
    return Sentence(translated) if _DE_BEFORE_FIELD.search(translated) else translated


class Sentence(str):
    """A translated sentence whose ``format`` elides as French needs, so every
    ``tr("…").format(…)`` call gets the elision without knowing of it."""

    __slots__ = ()

    def format(self, /, *args: object, **values: object) -> str:
        return elide(str(self), values).format(*args, **values)

    def format_map(self, values: Mapping[str, object]) -> str:  # type: ignore[override]
        return elide(str(self), values).format_map(values)
