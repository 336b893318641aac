"""The rules' refusals reach the player in their language, translated by code."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from gui.words import refusals
from rules.actions import PlaceActive, RemoveStatus
from rules.dice import StatusSide
from rules.engine import apply
from rules.errors import IllegalAction
from rules.refusals import REFUSALS
from rules.setup import delve_state, demo_state

ROOT = Path(__file__).resolve().parents[3]


def _french_by_code() -> dict[str, str]:
    tree = ET.parse(ROOT / "assets" / "i18n" / "eraboard_fr.ts")
    out: dict[str, str] = {}
    for context in tree.getroot():
        if context.findtext("name") != "refusal":
            continue
        for message in context.findall("message"):
            assert message.findtext("source") == REFUSALS[message.findtext("comment") or ""]
            out[message.findtext("comment") or ""] = message.findtext("translation") or ""
    return out


def test_every_refusal_code_has_a_french_sentence_with_the_same_fields() -> None:
    french = _french_by_code()
    assert set(french) == set(REFUSALS)
    for code, template in REFUSALS.items():
        fields = set(re.findall(r"\{(\w+)\}", template))
        assert set(re.findall(r"\{(\w+)\}", french[code])) == fields, code


def test_lupdate_reads_one_entry_per_code() -> None:
    source = refusals.catalogue_source()
    for code, template in REFUSALS.items():
        assert f"QCoreApplication.translate('refusal', {template!r}, {code!r})" in source


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
