"""A player's first evening, through the widgets: a party of two with a new skill line, an
encounter with two tile cards, a skyshard and three enemies, a round, the end of the battle,
the next battle with the same mats, save and reopen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from gui.dialogs.encounter import EncounterDialog
from gui.dialogs.faces import ICON, TENACITY_KIND
from gui.dialogs.newgame import NewGameDialog
from gui.dialogs.party import AdventurerDialog
from gui.dialogs.skills import SkillLineDialog
from gui.files.library import Library
from rules.actions import ForceSetCounter, GainFatigue
from rules.state import Phase, UnitKind
from tests.gui.conftest import drag


def ok(dialog: QWidget, qtbot) -> None:  # type: ignore[no-untyped-def]
    buttons = dialog.buttons  # type: ignore[attr-defined]
    button = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled(), dialog.message.text()  # type: ignore[attr-defined]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def pick(combo, data: object) -> None:  # type: ignore[no-untyped-def]
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def make_skill_line(dialog: SkillLineDialog, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(dialog.name, "Ashbrand")
    editor = dialog.editors[0]
    first = editor.rows[0]
    assert "resolution code" in str(first.code.property("problem"))
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    for row in editor.rows:
        pick(row.code, "instant")
    strike = editor.rows[2]
    pick(strike.kind, ICON)
    qtbot.keyClicks(strike.word, "strike")
    strike.value.setValue(2)
    pick(strike.code, "active")
    pick(editor.rows[4].kind, TENACITY_KIND)
    pick(editor.rows[5].code, "status")
    assert first.code.property("problem") == ""
    qtbot.mouseClick(dialog.add_die_button, Qt.MouseButton.LeftButton)
    assert [e.label.text() for e in dialog.editors] == ["I", "II"]
    ok(dialog, qtbot)


def make_adventurer(new_game: NewGameDialog, name: str, qtbot, line: bool) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(new_game.new_button, Qt.MouseButton.LeftButton)
    hero = new_game.adventurer_dialog
    assert isinstance(hero, AdventurerDialog)
    qtbot.keyClicks(hero.name, name)
    hero.race.setCurrentIndex(hero.race.findData("breton"))
    hero.max_hp.setValue(9)
    hero.hp.setValue(10)
    assert "cannot be above max HP" in str(hero.hp.property("problem"))
    hero.hp.setValue(9)
    if line:
        qtbot.mouseClick(hero.new_line_button, Qt.MouseButton.LeftButton)
        assert isinstance(hero.line_dialog, SkillLineDialog)
        make_skill_line(hero.line_dialog, qtbot)
    else:
        hero.library_lines.setCurrentIndex(hero.library_lines.findData("Ashbrand"))
        qtbot.mouseClick(hero.add_line_button, Qt.MouseButton.LeftButton)
    assert len(hero.skills) == 1 and len(hero.skills[0].dice) == 2
    ok(hero, qtbot)


def make_encounter(dialog: EncounterDialog, qtbot, enemies: int = 3) -> None:  # type: ignore[no-untyped-def]
    dialog.card_spins["crypt-corridor"].setValue(1)
    dialog.card_spins["sunken-shrine"].setValue(1)
    dialog.skyshards.setValue(1)
    for n, (name, level) in enumerate([("Ash rat", 1), ("Bone priest", 5), ("Gloom", 10)]):
        if n >= enemies:
            break
        qtbot.mouseClick(dialog.add_enemy_button, Qt.MouseButton.LeftButton)
        row = dialog.enemy_rows[-1]
        qtbot.keyClicks(row.name, name)
        pick(row.level, level)
        row.hp.setValue(3)
    # drag the first enemy from the tray onto a free hex of the entrance tile
    view = dialog.map
    dot = view.dots[("enemy", 0)]
    target = view.hex_centre(_free_hex(dialog))
    drag(view, dot.pos(), target)
    qtbot.waitUntil(lambda: dialog.enemy_rows[0].at is not None)
    qtbot.mouseClick(dialog.auto_button, Qt.MouseButton.LeftButton)
    assert all(row.at is not None for row in dialog.enemy_rows)
    ok(dialog, qtbot)


def _free_hex(dialog: EncounterDialog):  # type: ignore[no-untyped-def]
    shape = dialog.entrance_shape()
    assert shape is not None
    party = set(dialog.map.party)
    return sorted(h for h in shape.hexes if h not in party)[-1]


def play_round(window) -> None:  # type: ignore[no-untyped-def]
    controls = window.commands
    controls["start_round"].trigger()
    if window.session.state.battle.phase is Phase.ROUND_EFFECTS:
        controls["begin_turns"].trigger()
    for _ in range(12):
        if window.session.state.battle.phase is Phase.ROUND_END:
            break
        controls["end_turn"].trigger()
    assert window.session.state.battle.phase is Phase.ROUND_END


def test_a_first_evening_of_the_players_own_campaign(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tools = window.campaign
    tools.library = Library(tmp_path / "library")
    window.commands["new_game"].trigger()
    new_game = tools.dialog
    assert isinstance(new_game, NewGameDialog)
    assert not new_game.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    make_adventurer(new_game, "Ysolde", qtbot, line=True)
    make_adventurer(new_game, "Rask", qtbot, line=False)
    assert new_game.party_list.count() == 2
    qtbot.mouseClick(new_game.add_companion_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(new_game.companion_rows[0].name, "Moth")
    assert "first battle" in new_game.message.text()
    qtbot.mouseClick(new_game.battle_button, Qt.MouseButton.LeftButton)
    encounter = new_game.encounter_dialog
    assert isinstance(encounter, EncounterDialog)
    assert [r.name.text() for r in encounter.companion_rows] == ["Moth"]
    make_encounter(encounter, qtbot)
    ok(new_game, qtbot)

    state = window.session.state
    assert [a.name for a in state.adventurers] == ["Ysolde", "Rask"]
    assert state.battle is not None and len(state.battle.deck) == 3
    kinds = [u.kind for u in state.battle.units]
    assert kinds.count(UnitKind.ENEMY) == 3 and kinds.count(UnitKind.COMPANION) == 1
    assert window.scene.map_layer.isVisible()

    moth = next(u for u in state.battle.units if u.kind is UnitKind.COMPANION)
    assert window.session.submit(ForceSetCounter(moth.id, "hp", 2))  # Moth is hurt
    play_round(window)
    window.commands["end_round"].trigger()
    for unit in list(window.session.state.battle.units):
        if unit.kind is UnitKind.ENEMY:
            menu = window.battle_controls.unit_menu(unit.id)
            next(a for a in menu.actions() if a.text() == "De&feat").trigger()
    play_round(window)
    ysolde = window.session.state.adventurer("ysolde")
    assert window.session.submit(GainFatigue("ysolde", light=1))
    window.commands["end_round"].trigger()
    after = window.session.state
    assert after.battle.phase is Phase.OVER
    track = after.adventurer("ysolde").track
    assert len(track) == len(ysolde.track) + 1

    assert window.commands["new_battle"].isEnabled()
    window.commands["new_battle"].trigger()
    second = tools.dialog
    assert isinstance(second, EncounterDialog)
    assert [r.name.text() for r in second.companion_rows] == ["Moth"]
    row = second.companion_rows[0]
    assert (row.hp.value(), row.max_hp.value()) == (moth.max_hp, moth.max_hp)  # unhurt
    assert row.max_hp.isVisibleTo(second)
    make_encounter(second, qtbot, enemies=2)
    state = window.session.state
    moth = next(u for u in state.battle.units if u.kind is UnitKind.COMPANION)
    assert (moth.hp, moth.max_hp) == (4, 4)  # each battle at full HP
    assert state.battle is not None and state.battle.phase is Phase.ROUND_START
    assert state.adventurer("ysolde").track == track  # the same mats go on

    game = tmp_path / "campaign.eraboard.json"
    assert window.write_to(str(game))
    assert tools.save_party(str(tmp_path / "party.json"))
    window.load_state(window.session.state.replace(day=5))
    assert window.open_path(str(game))
    assert window.session.state == state
    party = Library.read_party(str(tmp_path / "party.json"))
    assert [a.name for a in party] == ["Ysolde", "Rask"]
