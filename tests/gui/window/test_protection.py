"""A chip protected from targeting by an effect (rules §4.4 Targetable), toggled from its
right-click menu as a logged manual change that undoes: its mark, tooltip and caption, and the
enemies' plans that pass it by."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from gui.export.caption import unit_lines
from rules.enemy_turn import target_plan
from tests.gui.window.test_enemy_phase import to_the_enemies

ENTRY = "Pr&otected from Targeting"


def right_click_entry(window: Any, unit_id: str, text: str) -> QAction:
    """Right-click the chip through the view, trigger the menu's entry ``text`` and return it
    (as it was when the menu showed)."""
    found: list[QAction] = []

    def pick() -> None:
        popup = QApplication.activePopupWidget()
        assert isinstance(popup, QMenu)
        entry = next(a for a in popup.actions() if a.text() == text)
        found.append(entry)
        checked = entry.isChecked()
        popup.close()
        entry.trigger()
        entry.setChecked(checked)  # as shown: trigger toggled it

    chip = window.scene.map_layer.chips[unit_id]
    pos = window.view.mapFromScene(chip.scenePos())
    viewport = window.view.viewport()
    QTimer.singleShot(50, pick)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
    QApplication.sendEvent(viewport, event)
    QApplication.processEvents()
    assert found, "the chip's menu did not show"
    return found[0]


def test_protection_is_toggled_from_the_chip_menu_and_undoes(window: Any) -> None:
    session = window.session
    to_the_enemies(window)
    assert "oswin" in target_plan(session.state, "herald").candidates
    entry = right_click_entry(window, "oswin", ENTRY)
    assert entry.isCheckable() and not entry.isChecked()
    battle = session.state.battle
    assert battle.unit("oswin").protected
    assert "oswin" not in target_plan(session.state, "herald").candidates
    chip = window.scene.map_layer.chips["oswin"]
    assert chip.view.protected and "Protected from targeting" in chip.toolTip()
    assert any("protected from targeting" in line for line in unit_lines(session.state))
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("Oswin Lanternbearer is protected from targeting" in line for line in log)
    assert session.undo_stack.text(session.undo_stack.index() - 1) == (
        "Manual: protect Oswin Lanternbearer from targeting"
    )
    again = right_click_entry(window, "oswin", ENTRY)
    assert again.isChecked()  # the menu shows it protected; the click lifts it
    assert not session.state.battle.unit("oswin").protected
    session.undo_stack.undo()
    assert session.state.battle.unit("oswin").protected
    session.undo_stack.undo()
    assert not session.state.battle.unit("oswin").protected
    assert not window.scene.map_layer.chips["oswin"].view.protected
    session.undo_stack.redo()
    assert window.scene.map_layer.chips["oswin"].view.protected
