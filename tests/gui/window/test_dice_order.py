"""The order of dice a step exhausts at once, asked in the window (rules §2.2): a dialog
when the track fills up part way through, the mat's menu for dice still waiting."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from rules.places import Zone, locate
from tests.gui.conftest import open_window
from tests.gui.window.test_menus import action_named
from tests.rules.helpers import make_state

HELD = ("s1", "s2", "s6")


def _ok(dialog):  # type: ignore[no-untyped-def]
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def test_the_player_orders_the_dice_a_clean_up_exhausts_at_once(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    # room for two in the track; a drained die the clean-up brings back
    state = make_state(["L"] * 11, light=20, active=[*HELD, None], drained=["s3"])
    window = open_window(qtbot, settings, state)
    window.commands["cleanup"].trigger()
    dialog = window.battle_controls.dice_order.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.order() == HELD  # slot order to begin with
    names = [dialog.dice.item(i).text() for i in range(dialog.dice.count())]
    assert names[:2] == ["Greatblade (1), from active slot 1", "Greatblade (1), from active slot 2"]
    assert any("room for 2 of these dice" in label.text() for label in dialog.findChildren(QLabel))
    dialog.dice.setCurrentRow(2)
    qtbot.mouseClick(dialog.up, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.up, Qt.MouseButton.LeftButton)  # s6 first
    assert dialog.order() == ("s6", "s1", "s2")
    qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    after = window.session.state
    assert all(d is None for d in after.adventurer("ada").active)
    assert locate(after, "s6").zone is Zone.TRACK
    assert locate(after, "s2").zone is Zone.DRAINED and locate(after, "s1").zone is Zone.DRAINED
    stack = window.session.undo_stack
    expected = "Ada exhausts Warsong (1), Greatblade (1), Greatblade (1), in this order"
    assert stack.text(stack.count() - 1) == expected


def test_dice_left_waiting_are_ordered_from_the_mat_s_menu(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    state = make_state(["L"] * 11, light=20, active=[*HELD, None], drained=["s3"])
    window = open_window(qtbot, settings, state)
    window.commands["cleanup"].trigger()
    window.battle_controls.dice_order.dialog.reject()  # not now: the dice wait in their slots
    QApplication.processEvents()
    assert window.session.state.adventurer("ada").active[:3] == HELD
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("the track fills up part way" in line for line in log)
    entry = action_named(window.mat_menu("ada"), "Exhaust Active Dice in Order…")
    assert entry.isEnabled()
    entry.trigger()
    dialog = window.battle_controls.dice_order.dialog
    assert dialog is not None and dialog.order() == HELD
    qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)  # slot order, chosen
    QApplication.processEvents()
    assert locate(window.session.state, "s1").zone is Zone.TRACK
    entry = action_named(window.mat_menu("ada"), "Exhaust Active Dice in Order…")
    assert not entry.isEnabled() and "no die in an active slot" in entry.toolTip()


def test_a_clean_up_that_only_leaves_dice_waiting_still_asks_their_order(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    # nothing else for the clean-up to do: the dice waiting are all that happens
    state = make_state(["L"] * 11, light=20, active=[*HELD, None])
    window = open_window(qtbot, settings, state)
    steps = window.session.undo_stack.count()
    window.commands["cleanup"].trigger()
    dialog = window.battle_controls.dice_order.dialog
    assert dialog is not None and dialog.isVisible()
    assert window.session.undo_stack.count() == steps  # waiting is no step to undo
    assert "Nothing" not in window.statusBar().currentMessage()
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("the track fills up part way" in line for line in log)
    qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert locate(window.session.state, "s1").zone is Zone.TRACK
    assert window.session.undo_stack.count() == steps + 1
