"""French and English: the catalogue is complete, and switching updates open windows."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.words import i18n

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def english_after():  # type: ignore[no-untyped-def]
    yield
    i18n.install("en")


def menu_titles(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.text() for a in window.menuBar().actions()]


def test_switching_language_updates_the_open_window(window, english_after) -> None:
    assert menu_titles(window)[0] == "&File"
    window.set_language("fr")
    QApplication.processEvents()  # Qt posts the LanguageChange events
    titles = menu_titles(window)
    assert titles[0] == "&Fichier"
    assert window.history_dock.windowTitle() == "Historique"
    assert window.settings.value(i18n.SETTING) == "fr"
    # The actions still work after the rebuild, and a refused one says why in French.
    assert window.commands["end_turn"].isEnabled()
    assert "après le combat" in window.commands["rest"].toolTip()
    window.select_adventurer("veyth")
    QTest.keyClick(window.view, Qt.Key.Key_R)  # a greyed command's shortcut says why
    assert window.statusBar().currentMessage().startswith("Étape de récupération : ")
    window.set_language("en")
    QApplication.processEvents()
    assert menu_titles(window)[0] == "&File"
    assert "after the battle" in window.commands["rest"].toolTip()


def test_annotation_lines_in_history_follow_the_language(window, english_after) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPointF

    from gui.annotations.model import marker

    window.session.annotate(marker(QPointF(10, 10), 1))
    stack = window.session.undo_stack
    assert stack.text(stack.index() - 1) == "Annotate: marker"
    window.set_language("fr")
    QApplication.processEvents()
    assert stack.text(stack.index() - 1).startswith("Annoter")


def _translated(translation: ET.Element) -> bool:
    """A plain message has text; a plural one (numerus) has every form filled."""
    forms = translation.findall("numerusform")
    if forms:
        return all((form.text or "").strip() for form in forms)
    return bool((translation.text or "").strip())


def test_every_message_has_a_finished_french_translation() -> None:
    tree = ET.parse(ROOT / "assets" / "i18n" / "eraboard_fr.ts")
    unfinished = []
    for message in tree.iter("message"):
        translation = message.find("translation")
        source = message.findtext("source")
        if (
            translation is None
            or translation.get("type") in {"unfinished", "obsolete", "vanished"}
            or not _translated(translation)
        ):
            unfinished.append(source)
    assert unfinished == []


def test_the_catalogue_is_up_to_date_with_the_sources(tmp_path: Path) -> None:
    lupdate = i18n.pyside_tool("lupdate")
    assert lupdate is not None, "PySide6 installs pyside6-lupdate beside the interpreter"
    copy = tmp_path / "eraboard_fr.ts"
    shutil.copy(ROOT / "assets" / "i18n" / "eraboard_fr.ts", copy)
    subprocess.run(
        i18n.lupdate_command(lupdate, i18n.lupdate_inputs(tmp_path), copy),
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    assert copy.read_text(encoding="utf-8") == (
        ROOT / "assets" / "i18n" / "eraboard_fr.ts"
    ).read_text(encoding="utf-8"), "run `python -m gui.words.i18n` to update the French catalogue"
