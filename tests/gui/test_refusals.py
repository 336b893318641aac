"""The rules' refusals reach the player in their language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui import refusals


def test_generated_catalogue_of_refusals_is_fresh() -> None:
    expected = refusals.render_module(refusals.collect_templates())
    assert refusals.GENERATED.read_text(encoding="utf-8") == expected, (
        "gui/rules_messages.py is stale: run `python -m gui.i18n`"
    )


def test_a_templated_refusal_is_translated_with_its_values(monkeypatch) -> None:
    french = {"Active slot {0} already holds a die.": "L'emplacement actif {0} est déjà occupé."}
    monkeypatch.setattr(QCoreApplication, "translate", lambda ctx, text, *a: french.get(text, text))
    assert (
        refusals.translate_refusal("Active slot 3 already holds a die.")
        == "L'emplacement actif 3 est déjà occupé."
    )
    # A sentence the catalogue does not know is shown as it is.
    assert refusals.translate_refusal("Something new.") == "Something new."
