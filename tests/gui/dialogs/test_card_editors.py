"""The exploration-card editor and the enemy-bag roster editor, through their real widgets
from the window's library commands: what the player sets is kept in the library (a bag
chip's fighting stats too), a bad chip is refused where it was typed, and a new battle
carries the player's cards."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from gui.dialogs.bags import BagEditorDialog
from gui.dialogs.cards import CardEditorDialog
from gui.dialogs.encounter import EncounterDialog
from gui.dialogs.stats import StatsDialog
from gui.files.encounter_data import enemy_bags, exploration_cards, save_exploration_cards
from gui.files.library import Library
from rules.card_files import shipped_bags, shipped_cards
from rules.cards import BagChip, ExplorationCard


@pytest.fixture
def tools(window, tmp_path: Path):  # type: ignore[no-untyped-def]
    window.campaign.library = Library(tmp_path / "library")
    return window.campaign


def _ok(dialog: CardEditorDialog | BagEditorDialog | StatsDialog, qtbot) -> None:  # type: ignore[no-untyped-def]
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_card_editor_keeps_a_card_in_the_library(tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    tools.window.run_command("card_editor")
    editor = tools.dialog
    assert isinstance(editor, CardEditorDialog)
    names = list(editor.shapes)
    assert "entrance" not in names and editor.tiles.count() == len(names)
    editor.tiles.setCurrentRow(names.index("guard-barracks"))
    assert editor.ep.value() == shipped_cards()["guard-barracks"].ep
    editor.ep.setValue(9)
    editor.scale[3].setCurrentIndex(editor.scale[3].findData(20))
    editor.scale[3].activated.emit(editor.scale[3].currentIndex())
    editor.legendary.setValue(2)
    qtbot.mouseClick(editor.skyshard, Qt.MouseButton.LeftButton)
    # another tile and back: the edit is kept while the editor is open
    editor.tiles.setCurrentRow(0)
    editor.tiles.setCurrentRow(names.index("guard-barracks"))
    assert editor.ep.value() == 9 and editor.skyshard.isChecked()
    _ok(editor, qtbot)
    card = exploration_cards(tools.library)["guard-barracks"]
    assert (card.ep, card.scale[3], card.legendary, card.skyshard) == (9, 20, 2, True)
    assert exploration_cards(tools.library)["sunken-shrine"] == shipped_cards()["sunken-shrine"]


def test_the_roster_editor_adds_edits_refuses_and_keeps_chips(tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    tools.window.run_command("bag_editor")
    editor = tools.dialog
    assert isinstance(editor, BagEditorDialog)
    low = editor.low
    assert low.chips() == shipped_bags().low
    qtbot.mouseClick(low.add, Qt.MouseButton.LeftButton)
    low.name.clear()
    qtbot.keyClicks(low.name, "Tomb Beetle")
    low.level.setCurrentIndex(low.level.findData(5))
    low.level.activated.emit(low.level.currentIndex())
    low.hp.setValue(4)
    assert low.chips()[-1] == BagChip("Tomb Beetle", 5, 4)
    low.name.clear()
    low.name.textEdited.emit("")
    ok = editor.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and not ok.isEnabled()
    assert low.list.property("problem")
    qtbot.keyClicks(low.name, "Tomb Beetle")
    high = editor.high
    high.list.setCurrentRow(0)
    qtbot.mouseClick(high.remove, Qt.MouseButton.LeftButton)
    _ok(editor, qtbot)
    kept = enemy_bags(tools.library)
    assert kept.low[-1] == BagChip("Tomb Beetle", 5, 4)
    assert kept.high == shipped_bags().high[1:]


def test_a_new_battle_carries_the_players_cards(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    library = Library(tmp_path / "library")
    save_exploration_cards(library, [ExplorationCard("guard-barracks", 3)])
    dialog = EncounterDialog(library, 2)
    qtbot.addWidget(dialog)
    dialog.card_spins["guard-barracks"].setValue(1)
    spec = dialog.encounter()
    assert spec.cards["guard-barracks"] == ExplorationCard("guard-barracks", 3)
    assert set(spec.cards) <= set(spec.shapes)


def test_the_roster_editor_edits_a_chip_s_fighting_stats(tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    tools.window.run_command("bag_editor")
    editor = tools.dialog
    high = editor.high
    high.list.setCurrentRow(1)
    qtbot.mouseClick(high.stats, Qt.MouseButton.LeftButton)
    dialog = high.stats_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.form.range.setValue(3)
    dialog.form.faces.setText("1, x")
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.form.faces.setText("2, 3, 4")
    _ok(dialog, qtbot)
    chip = high.chips()[1]
    assert (chip.stats.range, chip.stats.faces) == (3, (2, 3, 4))
    high.hp.setValue(15)  # editing the chip keeps its stats
    assert high.chips()[1].stats == chip.stats and high.chips()[1].hp == 15
    high.list.setCurrentRow(-1)
    assert not high.stats.isEnabled()
    _ok(editor, qtbot)
    kept = enemy_bags(tools.library)
    assert kept.high[1] == replace(chip, hp=15)
    assert kept.high[0] == shipped_bags().high[0]  # the others as shipped
