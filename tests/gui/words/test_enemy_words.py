"""An enemy's targets in words: the count the party picks agrees with its noun in French."""

from __future__ import annotations

import pytest

from gui.words import i18n
from gui.words.enemy_words import targets_text
from gui.words.names import Namer
from rules.enemy_turn import TargetPlan
from rules.setup import delve_state


@pytest.mark.parametrize(
    ("language", "picks", "expected"),
    [
        ("en", 1, "Warden's herald targets 1 unit of "),
        ("fr", 1, "Warden's herald cible 1 unité parmi "),
        ("fr", 2, "Warden's herald cible 2 unités parmi "),
    ],
)
def test_the_party_s_pick_among_targets_is_counted_in_each_language(  # type: ignore[no-untyped-def]
    qapp, language: str, picks: int, expected: str
) -> None:
    pool = ("brindle", "oswin", "veyth")
    plan = TargetPlan("herald", pool=pool, picks=picks, candidates=pool)
    try:
        i18n.install(language)
        assert targets_text(plan, Namer(delve_state())).startswith(expected)
    finally:
        i18n.install("en")
