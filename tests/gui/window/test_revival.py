"""Revived adventurers back on the map through the window: the hexes the party may pick are
lit and a click places the adventurer (rules §5.3); the guild assist in a battle sets the
round counter, then each revived adventurer goes on the hex clicked (rules §5.8)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from board.hexes import Hex
from rules import actions as act
from rules import table
from rules.state import Phase
from tests.gui.conftest import click, open_window
from tests.rules.helpers import defeat_the_party, enemy, make_battle, step

FELL = Hex(-1, 0)


def _lit(window) -> set[Hex]:  # type: ignore[no-untyped-def]
    layer = window.scene.map_layer
    if layer.lit is None:
        return set()
    centre = layer.mapFromScene
    return {
        h for h in layer.bmap.hexes if layer.lit.path().contains(centre(layer.hex_scene_pos(h)))
    }


def _click_hex(window, at: Hex) -> None:  # type: ignore[no-untyped-def]
    click(window.view, window.scene.map_layer.hex_scene_pos(at))


def test_a_revived_adventurer_whose_hex_is_taken_goes_on_the_hex_clicked(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])], positions={"ada": [-1, 0]})
    falls = (act.StartRound(), act.BeginTurns(), act.DealDamage("ada", 99, source="e1"))
    state = step(state, *falls, act.ForceMoveUnit("bob", FELL)).state
    window = open_window(qtbot, settings, state)
    window.view.fit()
    assert window.session.submit(act.Heal("ada", 2))  # revived; where it fell is Bob's now
    state = window.session.state
    assert state.battle.to_place == ("ada",) and state.battle.unit("ada").at is None
    hexes = table.revive_hexes(state, "ada")
    assert _lit(window) == set(hexes) and FELL not in hexes
    assert window.statusBar().currentMessage() == "Click a lit hex to put Ada back on the map."
    _click_hex(window, FELL)  # taken: nothing happens, the choice stays open
    assert window.session.state.battle.to_place == ("ada",)
    target = Hex(1, 0)
    assert target in hexes
    _click_hex(window, target)
    battle = window.session.state.battle
    assert battle.unit("ada").at == target and battle.to_place == ()
    assert window.scene.map_layer.lit is None  # nothing left to light
    assert window.statusBar().currentMessage() == ""
    window.session.undo_stack.undo()  # one step: the hexes are lit again
    assert _lit(window) == set(hexes)


def test_the_guild_assist_sets_the_round_and_places_each_revived_adventurer(
    qtbot, settings
) -> None:  # type: ignore[no-untyped-def]
    state = defeat_the_party(make_battle(enemies=[enemy("e1", 5, [0, -2])]))
    assert state.battle.phase is Phase.ROUND_END
    window = open_window(qtbot, settings, state)
    window.view.fit()
    window.commands["guild_assist"].trigger()
    dialog = window.battle_controls.revival.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.set_round, Qt.MouseButton.LeftButton)
    dialog.round.setValue(4)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    battle = window.session.state.battle
    assert battle.round == 4 and battle.to_place == ("ada", "bob")
    for adventurer, at in (("ada", Hex(1, 0)), ("bob", Hex(0, -1))):
        assert at in _lit(window)
        _click_hex(window, at)
        assert window.session.state.battle.unit(adventurer).at == at
    assert window.session.state.battle.to_place == ()
