"""The rest dialog says why its list is empty when the cooldown track holds no die."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.dialogs.rest import RestDialog
from tests.rules.helpers import make_state


def test_an_empty_track_is_said_and_nothing_can_be_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RestDialog(make_state([]), "ada")
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1
    line = dialog.list.item(0)
    assert line.text() == "The cooldown track is empty: no die to remove."
    assert not line.flags() & Qt.ItemFlag.ItemIsEnabled
    assert dialog.chosen() == ()


def test_a_track_with_dice_lists_them_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RestDialog(make_state(["L", "L"], light=5), "ada")
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 2
    assert all("empty" not in dialog.list.item(i).text() for i in range(2))
