"""A chip's fighting stats in the encounter editor (rules §4.4): the Stats… button of a row
edits them, the editor refuses what the rules refuse, and the encounter carries them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gui.dialogs.encounter import EncounterDialog
from gui.files.library import Library
from rules.foes import FoeStats, Priority


def test_an_enemy_row_edits_its_stats_and_the_encounter_keeps_them(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = EncounterDialog(Library(tmp_path / "library"), 2)
    qtbot.addWidget(dialog)
    row = dialog.add_enemy()
    qtbot.keyClicks(row.name, "Gnawer")
    assert dialog.encounter().enemies[0].stats == FoeStats()
    qtbot.mouseClick(row.stats_button, Qt.MouseButton.LeftButton)
    stats = row.stats_dialog
    assert stats is not None and stats.isVisible()
    form = stats.form
    form.range.setValue(3)
    form.targets.setValue(2)
    form.priority.setCurrentIndex(form.priority.findData("weakest"))
    form.dice.setValue(2)
    form.faces.setText("")
    ok = stats.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled() and "Combat die" in stats.message.text()
    form.faces.setText("1 1 2 2 3 4")
    form.skills.setPlainText("Gnaws twice.")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    expected = FoeStats(3, 2, Priority.WEAKEST, 2, (1, 1, 2, 2, 3, 4), 2, "Gnaws twice.")
    assert dialog.encounter().enemies[0].stats == expected
    companion = dialog.add_companion()
    companion.stats = FoeStats(range=2)
    assert dialog.encounter().companions[0].stats.range == 2
