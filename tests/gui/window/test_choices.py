"""Choices and dialogs: lit choosable chips with their names, the selection following the turn,
a damage dialog that names its unit, and a lockpicking dialog that explains itself and fits."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from gui.words import i18n
from rules import table
from rules.defeat import MAX_AMOUNT
from rules.state import UnitKind
from tests.gui.conftest import _send, click


@pytest.fixture
def lang() -> Iterator[Any]:
    yield i18n.install
    i18n.install("en")


def end_turns_until_a_choice(window: Any) -> None:
    while window.session.state.battle.turn is not None:
        window.commands["end_turn"].trigger()


def test_choosable_chips_are_lit_and_named_on_hover_and_in_the_prompt(window, lang) -> None:  # type: ignore[no-untyped-def]
    end_turns_until_a_choice(window)
    layer = window.scene.map_layer
    lit = {unit_id for unit_id, chip in layer.chips.items() if chip.view.choosable}
    assert lit == {"brindle", "oswin"} & set(layer.chips)
    assert "brindle" in lit
    assert {c.id for c in window.scene.turn_item.chips if c.choosable} == {"brindle", "oswin"}
    assert "Click to give Brindle the hound the next turn." in layer.chips["brindle"].toolTip()
    prompt = window.statusBar().currentMessage()
    assert "Brindle the hound (BT)" in prompt and "Oswin Lanternbearer (OL)" in prompt
    assert prompt.startswith("Choose who acts next")
    # Hovering a chip of the turn order names its unit.
    turn = window.scene.turn_item
    index = next(i for i, c in enumerate(turn.chips) if c.id == "brindle")
    spot = window.view.mapFromScene(turn.mapToScene(QPointF(32 + index * 44, 58)))
    none = Qt.MouseButton.NoButton
    for offset in (QPoint(-3, 0), QPoint(0, 0)):
        _send(window.view, QEvent.Type.MouseMove, spot + offset, none, none, Qt.KeyboardModifier(0))
    assert "Brindle the hound" in turn.toolTip()
    lang("fr")
    QApplication.processEvents()
    prompt = window.statusBar().currentMessage()
    assert prompt.startswith("Choisissez qui joue ensuite") and "Brindle the hound (BT)" in prompt
    assert "Cliquez pour donner le tour suivant à Brindle the hound." in (
        layer.chips["brindle"].toolTip()
    )
    lang("en")
    # A click on the lit chip gives it the turn; the light and the prompt go.
    click(window.view, layer.hex_scene_pos(window.session.state.battle.unit("brindle").at))
    assert window.session.state.battle.turn == "brindle"
    assert not any(chip.view.choosable for chip in layer.chips.values())
    assert not window.statusBar().currentMessage().startswith("Choose who acts next")


def test_the_selection_follows_the_turn(window) -> None:  # type: ignore[no-untyped-def]
    assert window.selected_adventurer == "veyth"
    window.select_adventurer("hrolfa")
    window.commands["end_turn"].trigger()
    assert window.session.state.battle.turn == "zarri"
    assert window.selected_adventurer == "zarri"
    assert window.selection_label.text() == "Selected: Zarri-do"
    assert window.scene.mats["zarri"].selected and not window.scene.mats["hrolfa"].selected


def test_the_damage_dialog_says_which_unit_and_who_dealt_it(window, qtbot, lang) -> None:  # type: ignore[no-untyped-def]
    controls = window.battle_controls
    state = window.session.state
    assert state.battle.turn == "veyth"
    controls.unit_menu("brindle").actions()[0].trigger()
    dialog = controls.amount_dialog
    assert dialog.windowTitle() == "Damage to Brindle the hound"
    questions = [label.text() for label in dialog.findChildren(QLabel)]
    assert "How much damage does Brindle the hound take?" in questions
    assert dialog.source() is None  # Veyth is on Brindle's side: no credit to offer first
    offered = [dialog.dealt_by.itemData(i) for i in range(dialog.dealt_by.count())]
    assert offered == [None, *table.damage_sources(state, "brindle")]
    dialog.reject()

    enemy = next(u for u in state.battle.units if u.kind is UnitKind.ENEMY and u.on_map)
    controls.unit_menu(enemy.id).actions()[0].trigger()
    dialog = controls.amount_dialog
    assert dialog.source() == "veyth"  # whose turn it is, as the rules guess
    assert dialog.spin.maximum() == MAX_AMOUNT
    dialog.spin.setValue(enemy.hp + enemy.bonus_hp)
    qtbot.mouseClick(
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
        Qt.MouseButton.LeftButton,
    )
    battle = window.session.state.battle
    assert battle.unit(enemy.id).defeated
    assert battle.defeats[-1].unit == enemy.id and battle.defeats[-1].by == "veyth"

    lang("fr")
    controls.unit_menu("brindle").actions()[1].trigger()
    dialog = controls.amount_dialog
    assert dialog.windowTitle() == "Dégâts véritables à Brindle the hound"
    questions = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Combien de dégâts véritables Brindle the hound subit-il ?" in questions
    dialog.reject()


def _nothing_cut_off(dialog: QWidget) -> None:
    QApplication.processEvents()
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, (QComboBox, QLineEdit, QLabel)):
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            continue
        assert widget.width() >= widget.sizeHint().width(), widget
        corner = widget.mapTo(dialog, QPoint(widget.width(), widget.height()))
        assert dialog.rect().contains(corner - QPoint(1, 1)), widget


def test_the_lockpicking_dialog_takes_the_acting_adventurer_explains_and_fits(window, lang) -> None:  # type: ignore[no-untyped-def]
    window.select_adventurer("zarri")
    window.commands["lockpick"].trigger()
    dialog = window.lockpick_dialog
    assert dialog.who.currentData() == "zarri"
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "<b>Code</b>: the digits of the lock" in texts
    assert "<b>Key digits</b>: the spiked digits" in texts and "counted from 1" in texts
    _nothing_cut_off(dialog)
    dialog.code.setText("3 5 1")
    dialog.keys.setText("1 3")
    dialog.start()
    assert window.session.state.lockpick.adventurer == "zarri"
    assert window.session.state.lockpick.keys == (0, 2)
    dialog.faces.setText("5 3 4")
    dialog.enter_faces()
    _nothing_cut_off(dialog)
    assert dialog.faces.placeholderText() == "e.g. 4 2 6, then Enter"
    window.session.undo_stack.setIndex(0)
    lang("fr")
    QApplication.processEvents()  # the window retranslates on LanguageChange
    window.commands["lockpick"].trigger()
    dialog = window.lockpick_dialog
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "<b>Chiffres clés</b> : les chiffres à pointes" in texts
    _nothing_cut_off(dialog)


def test_the_rest_dialog_counts_in_the_player_s_words(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    from gui.dialogs.rest import RestDialog
    from rules.setup import delve_state

    for language, words in (
        ("en", ("On Adept, a rest heals 1 HP and removes up to 1 die", "1. Stormcall (Storm 3)")),
        ("fr", ("En Adepte, un repos soigne 1 PV et retire jusqu'à 1 dé", "1. Tempête (Orage 3)")),
    ):
        lang(language)
        dialog = RestDialog(delve_state(), "veyth")
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        assert any(t.startswith(words[0]) for t in texts)
        assert dialog.list.item(0).text() == words[1]
        dialog.deleteLater()
