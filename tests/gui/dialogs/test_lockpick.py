"""The lockpicking dialog drives the rules' lockpick state machine."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPushButton

from gui.dialogs.lockpick import parse_digits
from gui.words import i18n


def test_parse_digits_accepts_common_spellings() -> None:
    assert parse_digits("3 5 1") == (3, 5, 1)
    assert parse_digits("351") == (3, 5, 1)
    assert parse_digits("3,5,1") == (3, 5, 1)


def test_typing_something_else_than_digits_says_what_to_type(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.commands["lockpick"].trigger()
    dialog = window.lockpick_dialog
    qtbot.keyClicks(dialog.code, "three")
    dialog.start()
    assert dialog.message.text() == "Type the digits of the code, for example 3 5 1."
    dialog.code.setText("3 5 1")
    dialog.keys.setText("first")
    dialog.start()
    assert dialog.message.text() == "Type the key digits' positions, for example 1 3."
    assert window.session.state.lockpick is None
    dialog.keys.clear()
    dialog.start()
    assert window.session.state.lockpick is not None
    dialog.faces.setText("six")
    dialog.enter_faces()
    assert dialog.message.text() == "Type what your dice show, for example 4 2 6."
    i18n.install("fr")
    try:
        dialog.enter_faces()
        assert dialog.message.text().startswith("Tapez")
    finally:
        i18n.install("en")


def test_typed_dice_keys_and_success(window, qtbot) -> None:
    window.commands["lockpick"].trigger()
    dialog = window.lockpick_dialog
    qtbot.keyClicks(dialog.code, "3 5 1")
    qtbot.keyClicks(dialog.keys, "2")
    dialog.attempts.setValue(2)
    start = next(b for b in dialog.findChildren(QPushButton) if "Start" in b.text())
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    check = window.session.state.lockpick
    assert check is not None and check.digits == (3, 5, 1) and check.keys == (1,)
    qtbot.keyClicks(dialog.faces, "5 3 1")
    qtbot.keyClick(dialog.faces, Qt.Key.Key_Return)
    qtbot.wait(20)
    assert window.session.state.lockpick.values == (5, 3, 1)
    # Keep die 1 (a 5) on the key digit 2 first, then the others.
    for die, digit in ((0, 1), (1, 0), (2, 2)):
        boxes = [b for b in dialog.findChildren(QComboBox) if b.isVisible() and b is not dialog.who]
        box = boxes[0]
        index = box.findData(digit)
        assert index > 0, (die, digit)
        box.activated.emit(index)
        qtbot.wait(20)
    assert window.session.state.lockpick is None
    assert "opens" in dialog.message.text()


def test_turning_a_die_costs_light_fatigue(window, qtbot) -> None:
    window.commands["lockpick"].trigger()
    dialog = window.lockpick_dialog
    qtbot.keyClicks(dialog.code, "3 5 1")
    dialog.start()
    dialog.faces.setText("2 2 2")
    dialog.enter_faces()
    qtbot.wait(20)
    who = window.session.state.lockpick.adventurer
    before = len(window.session.state.adventurer(who).track)
    plus = next(b for b in dialog.findChildren(QPushButton) if b.text() == "+1" and b.isVisible())
    qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
    assert window.session.state.lockpick.values[0] == 3
    assert len(window.session.state.adventurer(who).track) == before + 1


def test_only_what_the_rules_allow_is_offered(window, qtbot) -> None:
    window.commands["lockpick"].trigger()
    dialog = window.lockpick_dialog
    qtbot.keyClicks(dialog.code, "3 5 1")
    qtbot.keyClicks(dialog.keys, "1")  # the first digit is a key: it is matched first
    dialog.start()
    dialog.faces.setText("5 1 6")
    dialog.enter_faces()
    qtbot.wait(20)
    boxes = [b for b in dialog.findChildren(QComboBox) if b.isVisible() and b is not dialog.who]
    # A 5 and a 1 match digits 2 and 3, but the key digit comes first: nothing to keep yet.
    assert [box.isEnabled() for box in boxes] == [False, False, False]
    turns = {
        (row, b.text()): b.isEnabled()
        for row in range(3)
        for b in dialog.findChildren(QPushButton)
        if b.isVisible() and dialog.grid.getItemPosition(dialog.grid.indexOf(b))[0] == row
    }
    assert turns[(1, "-1")] is False  # a 1 cannot go lower
    assert turns[(2, "+1")] is False  # nor a 6 higher
    assert turns[(0, "-1")] and turns[(0, "+1")]


def test_a_defeated_adventurer_is_not_offered_and_nobody_left_means_no_command(
    qtbot, settings
) -> None:
    from dataclasses import replace

    from rules.setup import demo_state
    from tests.gui.conftest import open_window

    state = demo_state()
    beaten = replace(state.adventurer("hrolfa"), hp=0, defeated=True)
    state = replace(state, adventurers=(beaten, *state.adventurers[1:]))
    window = open_window(qtbot, settings, state)
    assert window.commands["lockpick"].isEnabled()
    window.commands["lockpick"].trigger()
    who = window.lockpick_dialog.who
    assert [who.itemData(i) for i in range(who.count())] == ["veyth", "zarri"]
    everyone = tuple(replace(a, hp=0, defeated=True) for a in state.adventurers)
    window.load_state(replace(state, adventurers=everyone))
    assert not window.commands["lockpick"].isEnabled()
