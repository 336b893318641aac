"""A rules question from scratch through the real widgets: File > New Question, the turn set
from the Battle menu and a click on a chip, a track typed as die names, a picture exported
with the code, and the code pasted into a fresh window: the same table, field by field."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QInputDialog, QLineEdit

from gui.dialogs.question import QuestionDialog, question_state
from gui.export.exporting import CODE_SETTING
from gui.files import codes, games
from rules.dice import DieKind
from rules.setup import demo_state
from rules.state import Phase
from tests.gui.conftest import click, open_window
from tests.gui.window.test_code_commands import assert_same_table


def _ok(qtbot, buttons: QDialogButtonBox) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def _type_track(window, qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    window.commands["type_track"].trigger()
    dialog = window.findChildren(QInputDialog)[-1]
    line = dialog.findChild(QLineEdit)
    line.selectAll()
    qtbot.keyClicks(line, text)
    _ok(qtbot, dialog.findChild(QDialogButtonBox))


def test_a_question_from_scratch(window, qtbot, settings, tmp_path: Path, monkeypatch) -> None:
    window.commands["new_question"].trigger()
    dialog = window.findChild(QuestionDialog)
    dialog.blanks.setValue(2)
    _ok(qtbot, dialog.buttons)
    state = window.session.state
    assert [a.id for a in state.adventurers] == ["mat-1", "mat-2"]
    assert state.battle is not None and len(state.battle.map.tiles) == 1
    assert window.file_path is None

    window.commands["start_round"].trigger()
    window.commands["begin_turns"].trigger()
    assert window.session.state.battle.phase is Phase.ADVENTURERS
    assert window.session.state.battle.turn == "mat-1"  # the first seat begins
    window.commands["end_turn"].trigger()
    chip = window.scene.map_layer.chips["mat-2"]
    click(window.view, chip.sceneBoundingRect().center())  # the party picks who is next
    assert window.session.state.battle.turn == "mat-2"

    window.select_adventurer("mat-1")
    _type_track(window, qtbot, "light, over, Fear, light")
    state = window.session.state
    track = [state.dice[d] for d in state.adventurer("mat-1").track]
    assert [d.kind for d in track] == [
        DieKind.LIGHT_FATIGUE,
        DieKind.OVERFATIGUE,
        DieKind.STATUS,
        DieKind.LIGHT_FATIGUE,
    ]
    assert str(track[2].side) == "fear"

    window.settings.setValue(CODE_SETTING, True)
    picture = tmp_path / "question.png"
    window.screenshots.ask_path = lambda suggested: str(picture)
    window.commands["export_table"].trigger()
    assert games.open_game_file(str(picture)).state == state
    request = window.screenshots.request("table")
    assert request is not None and request.code == codes.table_code(state)

    window.commands["copy_code"].trigger()
    fresh = open_window(qtbot, settings, demo_state())
    fresh.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is fresh)
    fresh.view.setFocus()
    qtbot.keyClick(fresh.view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert_same_table(fresh.session.state, state)


def test_a_typo_in_a_track_is_refused_with_the_reason(window, qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    window.select_adventurer("hrolfa")
    before = window.session.state
    _type_track(window, qtbot, "Warsnog, light")
    assert shown == ["“Warsnog” is no die of Hrolfa Ironbraid's: did you mean Warsong?"]
    assert window.session.state is before
    again = window.findChildren(QInputDialog)[-1]
    assert again.textValue() == "Warsnog, light"  # asked again, as typed


def test_a_question_without_saved_adventurers_or_map() -> None:
    state = question_state([], 3)
    assert [a.name for a in state.adventurers] == ["Adventurer 1", "Adventurer 2", "Adventurer 3"]
    assert state.battle is None
    assert len(state.supply.light) == 12


def test_a_typed_track_is_one_logged_step_undone_at_once(window, qtbot) -> None:
    window.select_adventurer("hrolfa")
    before = window.session.state
    steps = len(window.session.actions())
    _type_track(window, qtbot, "light, greatblade (Strike 3), over, Daze")
    after = window.session.state
    kinds = [after.dice[d].kind for d in after.adventurer("hrolfa").track]
    assert kinds == [DieKind.LIGHT_FATIGUE, DieKind.SKILL, DieKind.OVERFATIGUE, DieKind.STATUS]
    assert [type(a).__name__ for a in window.session.actions()[steps:]] == ["ForceSetTrack"]
    window.commands["undo"].trigger()
    assert window.session.state == before
    window.commands["redo"].trigger()
    assert window.session.state == after


def _set_up_mat(window, qtbot, who: str, **typed: object):  # type: ignore[no-untyped-def]
    from gui.dialogs.mat_setup import MatSetupDialog
    from tests.gui.window.test_menus import action_named

    window.select_adventurer(who)
    action_named(window.mat_menu(who), "Set Up the Mat…").trigger()
    dialog = window.findChildren(MatSetupDialog)[-1]
    for name, value in typed.items():
        field = getattr(dialog, name, None) or dialog.numbers[name]
        if isinstance(field, QLineEdit):
            field.selectAll()
            qtbot.keyClicks(field, str(value))
        else:
            field.setValue(int(str(value)))
    _ok(qtbot, dialog.buttons)
    return dialog


def test_a_whole_mat_is_set_up_in_one_undo_step(window, qtbot) -> None:
    before = window.session.state
    steps = len(window.session.actions())
    _set_up_mat(
        window,
        qtbot,
        "hrolfa",
        active="-, Greatblade (Strike 3)",
        drained="Warsong",
        track="over, Shieldwall",
        hp=4,
        tenacity=0,
    )
    state = window.session.state
    hrolfa = state.adventurer("hrolfa")
    assert hrolfa.active == (None, "hrolfa-greatblade-1", None, None)
    assert [state.dice[d].skill for d in hrolfa.drained] == ["warsong"]
    assert [str(state.dice[d].skill or state.dice[d].kind) for d in hrolfa.track] == [
        "overfatigue",
        "shieldwall",
    ]
    assert (hrolfa.hp, hrolfa.tenacity) == (4, 0)
    names = [type(a).__name__ for a in window.session.actions()[steps:]]
    assert names == ["ForceSetSlots", "ForceSetTrack", "ForceSetCounter", "ForceSetCounter"]
    window.commands["undo"].trigger()
    assert window.session.state == before


def test_a_mat_set_up_as_it_is_changes_nothing_and_a_typo_keeps_the_dialog_open(
    window, qtbot
) -> None:
    before = window.session.state
    dialog = _set_up_mat(window, qtbot, "zarri")
    assert window.session.state is before and not dialog.isVisible()
    dialog = _set_up_mat(window, qtbot, "zarri", active="Twinfang, light")
    assert dialog.isVisible() and "Only skill dice" in dialog.message.text()
    assert window.session.state is before
    dialog.reject()
