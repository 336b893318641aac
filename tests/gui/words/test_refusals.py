"""The rules' refusals reach the player in their language, translated by code."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from gui.words import i18n, refusals
from rules.actions import PlaceActive, RemoveStatus
from rules.dice import StatusSide
from rules.engine import apply
from rules.errors import IllegalAction
from rules.refusals import ONE, REFUSALS
from rules.setup import delve_state, demo_state

ROOT = Path(__file__).resolve().parents[3]


def _french_by_code() -> dict[str, list[str]]:
    """Each code's French sentences: one, or the plural forms of a counted refusal's two
    messages (its singular and its plural English)."""
    tree = ET.parse(ROOT / "assets" / "i18n" / "eraboard_fr.ts")
    out: dict[str, list[str]] = {}
    for context in tree.getroot():
        if context.findtext("name") != "refusal":
            continue
        for message in context.findall("message"):
            code = message.findtext("comment") or ""
            assert message.findtext("source") in (REFUSALS[code], ONE.get(code))
            forms = [f.text or "" for f in message.iter("numerusform")]
            out.setdefault(code, []).extend(forms or [message.findtext("translation") or ""])
    return out


def test_every_refusal_code_has_a_french_sentence_with_the_same_fields() -> None:
    french = _french_by_code()
    assert set(french) == set(REFUSALS)
    for code, template in REFUSALS.items():
        fields = set(re.findall(r"\{(\w+)\}", template))
        assert len(french[code]) == (4 if code in ONE else 1), code  # 2 messages x 2 forms
        for sentence in french[code]:
            assert sentence and set(re.findall(r"\{(\w+)\}", sentence)) == fields, code


def test_lupdate_reads_one_entry_per_code_and_two_plural_ones_per_count() -> None:
    source = refusals.catalogue_source()
    for code, template in REFUSALS.items():
        if code in ONE:
            assert f"translate('refusal', {template!r}, {code!r}, 2)" in source
            assert f"translate('refusal', {ONE[code]!r}, {code!r}, 1)" in source
            assert "%n" in template and "%n" in ONE[code] and "{count}" not in template
        else:
            assert f"QCoreApplication.translate('refusal', {template!r}, {code!r})" in source


@pytest.mark.parametrize(
    ("code", "language", "one", "three"),
    [
        ("enemy_roll_count", "en", "rolls 1 Combat die: give its result", "rolls 3 Combat dice"),
        ("enemy_roll_count", "fr", "lance 1 dé de Combat : donnez son", "lance 3 dés de Combat"),
        ("enemy_targets_not_allowed", "en", "targets 1 unit, by", "targets 3 units, by"),
        ("enemy_targets_not_allowed", "fr", "cible 1 unité, selon", "cible 3 unités, selon"),
        ("roll_count", "en", "rolls 1 die.", "rolls 3 dice."),
        ("roll_count", "fr", "lance 1 dé.", "lance 3 dés."),
        ("enemy_pick_targets", "fr", "encore 1 cible pour", "encore 3 cibles pour"),
        ("companion_pick_targets", "en", "Pick 1 target for", "Pick from 1 to 3 targets for"),
    ],
)
def test_a_counted_refusal_takes_the_plural_of_the_language(
    qapp: object, code: str, language: str, one: str, three: str
) -> None:
    state = delve_state()
    herald = state.battle.unit("herald")  # type: ignore[union-attr]
    try:
        i18n.install(language)
        said = {
            n: refusals.translate_refusal(IllegalAction(code, unit="herald", count=n), state)
            for n in (1, 3)
        }
    finally:
        i18n.install("en")
    assert one in said[1] and three in said[3]
    assert "%n" not in said[1] + said[3]
    if "{unit}" in REFUSALS[code]:
        assert herald.name in said[1]
    english = IllegalAction(code, unit="herald", count=1)
    english.names["herald"] = herald.name
    assert "%n" not in english.reason and "1" in english.reason


def test_a_refusal_is_translated_by_its_code_with_names_and_1_based_positions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = demo_state()
    adv = state.adventurers[0]
    die = adv.row_dice[0]
    other = adv.row_dice[1]
    state = apply(state, PlaceActive(adv.id, die, 2)).state
    with pytest.raises(IllegalAction) as info:
        apply(state, PlaceActive(adv.id, other, 2))
    assert info.value.code == "active_slot_full"
    assert info.value.reason == "Active slot 3 already holds a die."
    seen: list[tuple[str, str, str | None]] = []

    def french(context: str, text: str, disambiguation: str | None = None, *_: object) -> str:
        seen.append((context, text, disambiguation))
        return "L'emplacement actif {slot} est déjà occupé." if context == "refusal" else text

    monkeypatch.setattr(QCoreApplication, "translate", french)
    assert refusals.translate_refusal(info.value, state) == "L'emplacement actif 3 est déjà occupé."
    assert seen[0] == ("refusal", REFUSALS["active_slot_full"], "active_slot_full")


def test_ids_are_shown_as_names_never_as_ids() -> None:
    state = delve_state()
    assert state.battle is not None
    enemy = next(u for u in state.battle.units if u.kind == "enemy")
    with pytest.raises(IllegalAction) as info:
        apply(state, RemoveStatus(enemy.id, StatusSide.MAIM))
    assert info.value.arguments["unit"] == enemy.id
    assert enemy.name in info.value.reason
    assert enemy.id not in refusals.translate_refusal(info.value, state).replace(enemy.name, "")


def test_no_template_shows_an_internal_id_or_a_0_based_index() -> None:
    # die ids and unknown names may travel as arguments but are never shown
    for code, template in REFUSALS.items():
        for field in re.findall(r"\{(\w+)\}", template):
            assert field not in {"die", "die_id", "unit_id", "adventurer_id", "index"}, code
