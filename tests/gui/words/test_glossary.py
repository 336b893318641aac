"""The glossary: complete in both languages, searchable, reachable from the log."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.words import glossary
from rules import actions as act


def test_every_term_has_both_languages() -> None:
    terms = glossary.terms()
    assert len(terms) >= 20
    for term in terms.values():
        for lang in ("en", "fr"):
            assert term.name(lang).strip() and term.text(lang).strip(), (term.id, lang)
    assert terms["overfatigue"].name("fr") == "sur-fatigue"


def test_search_filters_the_list(window) -> None:
    window.show_glossary()
    dialog = window.glossary_window
    dialog.search.setText("overfatigue")
    visible = [
        dialog.list.item(i).text()
        for i in range(dialog.list.count())
        if not dialog.list.item(i).isHidden()
    ]
    assert "overfatigue" in visible
    assert len(visible) < dialog.list.count()


def test_a_rule_step_in_the_log_links_to_its_entry(window) -> None:
    window.session.submit(act.GainFatigue("hrolfa", over=1))
    items = [window.log.item(i) for i in range(window.log.count())]
    item = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) == "overfatigue")
    assert not item.icon().isNull()
    assert "sur-fatigue" not in item.toolTip()  # English by default
    window.log.doubleClicked.emit(item.index)
    current = window.glossary_window.list.currentItem()
    assert current.data(Qt.ItemDataRole.UserRole) == "overfatigue"
