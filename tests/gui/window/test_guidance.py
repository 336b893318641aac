"""Guidance through the day: the End of Day's rests asked in turn, who starts a battle
defeated, a status from a mat, Getting Started."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gui.dialogs.rest import RestDialog
from rules.setup import demo_state
from rules.state import DayPhase
from tests.gui.conftest import open_window


def _rest_dialog(window: Any) -> RestDialog | None:
    QApplication.processEvents()
    shown = [d for d in window.findChildren(RestDialog) if d.isVisible()]
    assert len(shown) <= 1
    return shown[0] if shown else None


def test_the_end_of_day_asks_each_adventurer_s_rest_in_turn(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, settings, demo_state())
    names = [a.name for a in window.session.state.adventurers]
    assert _rest_dialog(window) is None
    window.commands["end_of_day"].trigger()
    for n, name in enumerate(names, 1):
        dialog = _rest_dialog(window)
        assert dialog is not None
        assert dialog.windowTitle() == f"Adventurers Rest {n} of {len(names)}: {name}"
        title_width = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
        assert dialog.width() >= title_width + 100  # the title bar shows it whole
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert _rest_dialog(window) is None
    assert window.session.state.day_phase is DayPhase.DAY  # a new day
    window.session.undo_stack.undo()  # an undo asks nothing
    assert _rest_dialog(window) is None


def test_a_rest_put_off_waits_on_the_mat_s_menu(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, settings, demo_state())
    window.commands["end_of_day"].trigger()
    dialog = _rest_dialog(window)
    assert dialog is not None
    dialog.reject()
    assert "right-click menu" in window.statusBar().currentMessage()
    assert window.session.state.day_phase is DayPhase.REST


def test_an_adventurer_carried_defeated_into_a_new_battle_is_told_why(
    window, qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    from gui.files.library import Library
    from rules import actions as act
    from rules.state import Phase, UnitKind
    from tests.gui.dialogs.test_campaign_flow import make_encounter

    window.campaign.library = Library(tmp_path / "library")
    session = window.session
    assert session.submit(act.DefeatUnit("hrolfa"))
    for unit in list(session.state.battle.units):
        if unit.kind is UnitKind.ENEMY:
            assert session.submit(act.DefeatUnit(unit.id))
    from rules import legal_actions

    for _ in range(30):
        if session.state.battle.phase is Phase.ROUND_END:
            break
        legal = legal_actions(session.state)
        step = next((a for a in legal if isinstance(a, act.TakeTurn)), None)
        assert session.submit(step or next(a for a in legal if isinstance(a, act.EndTurn)))
    window.commands["end_round"].trigger()
    assert session.state.battle.phase is Phase.OVER
    window.commands["new_battle"].trigger()
    make_encounter(window.campaign.dialog, qtbot, enemies=1)
    QApplication.processEvents()
    said = window.statusBar().currentMessage()
    assert "Still defeated from the last battle" in said and "Hrolfa" in said
    assert window.log.item(window.log.count() - 1).text() == said


def _status_sides(window: Any, adventurer: str) -> list[str]:
    adv = window.session.state.adventurer(adventurer)
    dice = window.session.state.dice
    return [str(dice[d].side) for d in adv.track if dice[d].kind == "status"]


def test_a_status_from_the_mat_s_menu(window) -> None:  # type: ignore[no-untyped-def]
    window.select_adventurer("zarri")  # as a right-click on the mat does
    before = _status_sides(window, "zarri")
    menu = window.mat_menu("zarri")
    status = next(a for a in menu.actions() if a.menu() is not None and "Status" in a.text())
    blind = next(a for a in status.menu().actions() if a.text() == "Blind")
    blind.trigger()
    assert _status_sides(window, "zarri") == [*before, "blind"]


def test_a_status_die_dragged_from_the_supply_onto_a_mat(window) -> None:  # type: ignore[no-untyped-def]
    from rules.places import Place, Zone
    from tests.gui.conftest import drag

    state = window.session.state
    top = state.supply.status[-1]
    die = window.scene.dice[top]  # the status pile's top die lies on the supply
    mat = window.scene.mats["hrolfa"]
    before = _status_sides(window, "hrolfa")
    track = mat.mapToScene(mat.zones[Place(Zone.TRACK, "hrolfa", 12)].rect.center())
    drag(window.view, die.scenePos(), track)
    menu = window.guidance.status_menu
    assert menu is not None and menu.isVisible()
    next(a for a in menu.actions() if a.text() == "Blind").trigger()
    menu.close()
    assert _status_sides(window, "hrolfa") == [*before, "blind"]


def test_getting_started_on_a_first_start_and_under_help(window, settings) -> None:  # type: ignore[no-untyped-def]
    from gui.dialogs.getting_started import GettingStartedDialog
    from gui.window.menus import offer_getting_started

    first = offer_getting_started(window, settings)
    assert isinstance(first, GettingStartedDialog) and first.isVisible()
    text = first.text.text()
    for gesture in ("Drag a die", "Shift + drop", "Right-click", "History", "Game toolbar"):
        assert gesture in text
    assert "File &gt; New Game" in text or "File > New Game" in text
    first.accept()
    assert offer_getting_started(window, settings) is None  # once
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    entry = next(a for a in help_menu.actions() if a.text() == "Getting &Started")
    entry.trigger()
    shown = [d for d in window.findChildren(GettingStartedDialog) if d.isVisible()]
    assert len(shown) == 1
    shown[0].accept()


def test_the_guidance_speaks_french(window) -> None:  # type: ignore[no-untyped-def]
    from gui.dialogs.getting_started import GettingStartedDialog
    from gui.window.guidance import defeated_words
    from gui.words import i18n
    from gui.words.game_summary import game_summary

    try:
        i18n.install("fr")
        dialog = GettingStartedDialog(window)
        assert "Six gestes" in dialog.text.text() and dialog.windowTitle() == "Premiers pas"
        assert defeated_words(["Hrolfa"])().startswith("Toujours vaincus")
        from rules import actions as act

        summary = game_summary(window.session.state, [act.GainFatigue("hrolfa", light=1)])
        assert "dernière action : " in summary
    finally:
        i18n.install("en")
