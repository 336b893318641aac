"""The enemy phase played through the real window by the rules (rules §4.4): the plan lit
before anything moves, a tied move clicked, a roll typed and the others rolled by the
table's dice, each step its own undo step, undone one by one and redone; a companion's lit
targets; a chip's fighting stats edited from its menu."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from board.hexes import Hex
from rules.actions import EndTurn, ForceMoveUnit, ForceSetStats, TakeTurn
from rules.campaign import ForceAddUnit
from rules.enemy_turn import move_plan
from rules.foes import FoeStats
from rules.state import UnitKind
from tests.gui.conftest import click, drag

SETUP = (ForceMoveUnit("warden", Hex(-3, -5)), EndTurn(), EndTurn(), TakeTurn("oswin"))


def to_the_enemies(window: Any) -> None:
    for action in (*SETUP, EndTurn(), EndTurn()):
        assert window.session.submit(action)
    assert window.session.state.battle.turn == "herald"


def ok(dialog: Any, qtbot: Any) -> None:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def test_the_enemy_phase_plays_by_the_rules_and_undoes_step_by_step(
    window: Any, qtbot: Any
) -> None:
    session, enemies = window.session, window.battle_controls.enemies
    to_the_enemies(window)
    start = session.undo_stack.index()
    first = session.state
    overlay = window.table_tools.overlay
    assert overlay is not None and overlay.kind == "enemy"  # the herald's targets, lit
    window.commands.by_name["enemy_phase"].trigger()
    # the herald is in range: it picks one of two companions of equal HP, the roll typed
    dialog = enemies.engage_dialog
    assert dialog is not None and dialog.isVisible() and len(dialog.choices) == 2
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.choices[1][1].setChecked(True)  # Oswin
    qtbot.keyClicks(dialog.values, "2")
    ok(dialog, qtbot)
    assert session.state.battle.unit("oswin").hp == 2
    # the warden's move is a tie: the phase waits, the two end hexes lit for a click
    assert session.state.battle.turn == "warden"
    lit = set(window.table_tools.overlay.sets[1].hexes)
    assert lit == {Hex(-3, -3), Hex(-1, -5)}
    assert "click one of the lit hexes" in window.statusBar().currentMessage()
    click(window.view, window.scene.map_layer.hex_scene_pos(Hex(-1, -5)))
    assert session.state.battle.unit("warden").at == Hex(-1, -5)
    # on to the bonecaller's roll (the cinder knight moves and ends by itself)
    dialog = enemies.engage_dialog
    assert session.state.battle.turn == "bonecaller" and dialog.isVisible()
    ok(dialog, qtbot)  # rolled by the table's seeded dice
    dialog = enemies.engage_dialog
    assert session.state.battle.turn == "skitterer"
    ok(dialog, qtbot)
    assert session.state.battle.phase == "round_end" and not enemies.running
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("the party picked its end hex among 2" in line for line in log)
    assert any("Warden's herald engages Oswin" in line for line in log)
    # each move, engage and end of turn is its own step: undo them one by one
    end = session.undo_stack.index()
    last = session.state
    assert end - start == 11
    texts = [session.undo_stack.text(i) for i in range(start, end)]
    assert "The Hollow Warden moves by the rules" in texts
    for index in range(end, start, -1):
        assert session.undo_stack.index() == index
        session.undo_stack.undo()
    assert session.state == first
    for _ in range(end - start):
        session.undo_stack.redo()
    assert session.state == last


def test_enter_plays_one_enemy_turn_and_a_drag_off_the_plan_is_refused(window: Any) -> None:
    session = window.session
    to_the_enemies(window)
    session.submit(EndTurn())  # the herald's turn, played by hand: it does nothing
    assert session.state.battle.turn == "warden"
    chip = window.scene.map_layer.chips["warden"]
    layer = window.scene.map_layer
    drag(window.view, chip.scenePos(), layer.hex_scene_pos(Hex(-2, -4)))
    assert session.state.battle.unit("warden").at == Hex(-3, -5)  # not a lit end: refused
    drag(window.view, chip.scenePos(), layer.hex_scene_pos(Hex(-3, -3)))
    assert session.state.battle.unit("warden").at == Hex(-3, -3)  # the party's tie choice
    window.view.setFocus()
    qtbot_key(window, Qt.Key.Key_Return)
    assert session.state.battle.turn == "cinder-knight"  # nothing left: Enter ended it
    plan = move_plan(session.state, "cinder-knight")
    qtbot_key(window, Qt.Key.Key_Return)
    assert session.state.battle.unit("cinder-knight").at == plan.ends[0]


def qtbot_key(window: Any, key: Qt.Key) -> None:
    from PySide6.QtTest import QTest

    QTest.keyClick(window.view, key)
    QApplication.processEvents()


def test_a_companion_s_targets_are_lit_and_its_move_is_two_hexes(window: Any) -> None:
    session = window.session
    for action in (EndTurn(), EndTurn(), TakeTurn("brindle")):
        assert session.submit(action)
    overlay = window.table_tools.overlay
    assert overlay is not None and overlay.kind == "companion"
    layer = window.scene.map_layer
    chip = layer.chips["brindle"]
    start = session.state.battle.unit("brindle").at
    far = next(h for h in sorted(session.state.battle.map.hexes) if start.distance(h) == 4
               and not session.state.battle.map.is_occupied(h))  # fmt: skip
    drag(window.view, chip.scenePos(), layer.hex_scene_pos(far))
    assert session.state.battle.unit("brindle").at == start  # beyond its movement: refused


def test_a_chip_s_fighting_stats_are_edited_from_its_menu(window: Any, qtbot: Any) -> None:
    dialog = window.battle_controls.ask_stats("warden")
    dialog.form.range.setValue(4)
    dialog.form.faces.setText("1, x")
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.form.faces.setText("1, 2, 2")
    ok(dialog, qtbot)
    stats = window.session.state.battle.unit("warden").stats
    assert (stats.range, stats.faces) == (4, (1, 2, 2))
    chip = window.scene.map_layer.chips["warden"]
    assert "range 4" in chip.toolTip()
    menu = window.battle_controls.unit_menu("warden")
    assert any(a.text().replace("&", "") == "Fighting Stats…" for a in menu.actions())


def test_the_phase_waits_for_the_party_to_order_enemies_of_equal_level(
    window: Any, qtbot: Any
) -> None:
    session, enemies = window.session, window.battle_controls.enemies
    rat = ForceAddUnit(UnitKind.ENEMY, "Bog rat", 3, Hex(-3, -5), level=5)
    assert session.submit(rat)
    to_the_enemies_from(window, (EndTurn(), EndTurn(), TakeTurn("oswin"), EndTurn(), EndTurn()))
    window.commands.by_name["enemy_phase"].trigger()
    while enemies.engage_dialog is not None and enemies.engage_dialog.isVisible():
        dialog = enemies.engage_dialog
        if dialog.choices:
            dialog.choices[0][1].setChecked(True)
        ok(dialog, qtbot)
        if session.state.battle.turn is None:
            break
    battle = session.state.battle
    assert battle.turn is None and enemies.running  # Bonecaller and the rat: level 5 each
    assert "click a lit chip" in window.statusBar().currentMessage()
    rat_id = next(u.id for u in battle.units if u.name == "Bog rat")
    click(window.view, window.scene.map_layer.chips[rat_id].scenePos())
    # the rat's turn, and the phase goes on: here its move is a tie, so it waits again
    assert session.state.battle.turn == rat_id and enemies.running
    assert move_plan(session.state, rat_id).choice


def test_shift_drag_places_an_enemy_anywhere_as_a_logged_override(window: Any) -> None:
    session = window.session
    to_the_enemies(window)
    session.submit(EndTurn())
    chip = window.scene.map_layer.chips["warden"]
    battle = session.state.battle
    ends = move_plan(session.state, "warden").ends
    free = next(
        h for h in sorted(battle.map.hexes) if not battle.map.is_occupied(h) and h not in ends
    )
    target = window.scene.map_layer.hex_scene_pos(free)
    drag(window.view, chip.scenePos(), target, Qt.KeyboardModifier.ShiftModifier)
    assert session.state.battle.unit("warden").at == free
    assert session.undo_stack.text(session.undo_stack.index() - 1).startswith("Manual")


def to_the_enemies_from(window: Any, actions: tuple[Any, ...]) -> None:
    for action in actions:
        assert window.session.submit(action)


def test_the_caption_names_an_enemy_s_fighting_stats(window: Any) -> None:
    from gui.export.caption import unit_words

    state = window.session.state
    words = unit_words(state, state.battle.unit("bonecaller"))
    assert words.startswith("Bonecaller (level 5) HP 4/5, Bane")
    assert "range 3, target value 2, weakest, Combat dice 1 (0, 1, 1, 2, 2, 3)" in words


def test_a_companion_engages_a_clicked_target_with_a_typed_roll_and_it_undoes(
    window: Any, qtbot: Any
) -> None:
    session = window.session
    companions = window.battle_controls.enemies.companions
    stats = FoeStats(range=2, targets=2)
    for action in (ForceSetStats("brindle", stats), EndTurn(), EndTurn(), TakeTurn("brindle")):
        assert session.submit(action)
    command = window.commands.by_name["companion_engage"]
    assert command.isEnabled()
    before, start = session.state, session.undo_stack.index()
    herald = window.scene.map_layer.chips["herald"]
    click(window.view, herald.scenePos())
    dialog = companions.engage_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.targets() == ("herald",)
    dialog.typed.setChecked(True)
    qtbot.keyClicks(dialog.values, "9")  # not a face of its dice
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.values.clear()
    qtbot.keyClicks(dialog.values, "2")
    ok(dialog, qtbot)
    assert session.state.battle.unit("herald").hp == 1
    assert ("brindle", "engage") in session.state.battle.turn_steps
    assert not command.isEnabled()  # once a turn
    assert session.undo_stack.index() == start + 1
    assert (
        session.undo_stack.text(start) == "Brindle the hound engages the targets the player picked"
    )
    session.undo_stack.undo()
    assert session.state == before and command.isEnabled()


def test_the_companion_engage_command_asks_for_at_least_one_target(window: Any, qtbot: Any) -> None:
    session = window.session
    assert session.submit(ForceSetStats("brindle", FoeStats(range=2)))
    assert not window.commands.by_name["companion_engage"].isEnabled()  # not its turn
    for action in (EndTurn(), EndTurn(), TakeTurn("brindle")):
        assert session.submit(action)
    window.commands.by_name["companion_engage"].trigger()
    dialog = window.battle_controls.enemies.companions.engage_dialog
    assert dialog is not None and dialog.isVisible() and dialog.targets() == ()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.choices[0][1].setChecked(True)
    ok(dialog, qtbot)  # rolled by the table's seeded dice
    assert ("brindle", "engage") in session.state.battle.turn_steps
