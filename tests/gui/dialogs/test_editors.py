"""The editors one by one: bad imports, free setup on the table, level-ups from a mat's menu,
the tile editor, and drafts offered back after a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from board.hexes import Hex
from board.tiles import load_tile_library
from gui.dialogs.drafts import reopen
from gui.dialogs.encounter import EncounterDialog
from gui.dialogs.party import AdventurerDialog
from gui.dialogs.setup import ChipDialog, TileDialog
from gui.dialogs.skills import SkillLibraryDialog, SkillLineDialog
from gui.dialogs.tileeditor import TileEditorDialog
from gui.files.library import Library, TileFileError, check_tile, tile_json
from rules.setup import demo_state
from rules.specs import CompanionSpec
from rules.state import UnitKind
from tests.gui.conftest import popup_closer


@pytest.fixture
def tools(window, tmp_path: Path):  # type: ignore[no-untyped-def]
    window.campaign.library = Library(tmp_path / "library")
    return window.campaign


def click_ok(dialog, qtbot) -> None:  # type: ignore[no-untyped-def]
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def test_a_bad_skill_line_file_gets_one_clear_error(tools, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "shared-lines.json"
    lines = json.loads(Path("assets/skills/examples.json").read_text())
    del lines["lines"][1]["dice"][0]["faces"][2]["code"]
    bad.write_text(json.dumps(lines))
    dialog = tools.show_skill_library()
    assert isinstance(dialog, SkillLibraryDialog)
    before = dialog.list.count()
    assert not dialog.import_from(str(bad))
    text = dialog.error_box.text()
    assert "shared-lines.json" in text
    assert "lines[1].dice[0].faces[2]" in text and "'code'" in text
    assert dialog.list.count() == before  # nothing half-imported
    good = tmp_path / "good.json"
    tools.library.export_skill_lines(str(good), dialog.lines[:1])
    assert dialog.import_from(str(good))


def test_a_new_line_with_a_taken_name_or_two_tenacity_faces_is_refused(tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = tools.show_skill_library()
    qtbot.mouseClick(
        dialog.findChildren(type(dialog.list))[0], Qt.MouseButton.LeftButton
    )  # focus only
    dialog.new_line()
    editor = dialog.line_dialog
    assert isinstance(editor, SkillLineDialog)
    qtbot.keyClicks(editor.name, dialog.lines[0].name)
    assert "already used" in editor.name.toolTip()
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Saltwind")
    rows = editor.editors[0].rows
    for row in rows:
        row.code.setCurrentIndex(row.code.findData("instant"))
    for row in rows[:2]:
        row.kind.setCurrentIndex(row.kind.findData("tenacity"))
    assert "only one face" in editor.message.text()
    rows[1].kind.setCurrentIndex(rows[1].kind.findData("number"))
    click_ok(editor, qtbot)
    assert "Saltwind" in [line.name for line in tools.library.skill_lines()]


def test_free_setup_by_right_clicking_the_table(window, tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    state = window.session.state
    battle = state.battle
    free = next(h for h in sorted(battle.map.hexes) if not battle.map.is_occupied(h))
    pos = window.view.mapFromScene(window.scene.map_layer.hex_scene_pos(free))
    menu = tools.menu_at(pos)
    assert menu is not None
    texts = [a.text() for a in menu.actions()]
    assert "Add an &Enemy Here…" in texts and "Add a &Companion Here…" in texts
    next(a for a in menu.actions() if a.text() == "Add an &Enemy Here…").trigger()
    chip = tools.dialog
    assert isinstance(chip, ChipDialog)
    assert not chip.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    qtbot.keyClicks(chip.row.name, "Cave bat")
    click_ok(chip, qtbot)
    units = window.session.state.battle.units
    bat = next(u for u in units if u.name == "Cave bat")
    assert bat.at == free and bat.kind is UnitKind.ENEMY
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert f"Manual change: Cave bat is put on the hex {free.q}, {free.r}" in log
    history = window.session.undo_stack.text(window.session.undo_stack.index() - 1)
    assert history == f"Manual: add Cave bat at {free.q}, {free.r}"
    menu = window.battle_controls.unit_menu(bat.id)  # what a right-click on the chip shows
    remove = next(a for a in menu.actions() if "Remove This" in a.text())
    remove.trigger()
    assert all(u.name != "Cave bat" for u in window.session.state.battle.units)
    window.session.undo_stack.undo()
    window.session.undo_stack.undo()
    assert window.session.state == state
    # a tile from the library, anywhere
    tile = tools.ask_tile(Hex(9, -9))
    assert isinstance(tile, TileDialog)
    tile.shape.setCurrentIndex(tile.shape.findData("sunken-shrine"))
    tile.rotation.setValue(2)
    tile.accept()
    tiles = window.session.state.battle.map.tiles
    assert tiles[-1].shape.name == "sunken-shrine" and tiles[-1].rotation == 2
    menu = tools.hex_menu(Hex(9, -9))
    next(a for a in menu.actions() if a.text() == "&Remove This Tile").trigger()
    assert len(window.session.state.battle.map.tiles) == len(tiles) - 1


def test_add_a_tile_waits_for_the_drawn_tile(window, tools, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QInputDialog

    from rules import table

    assert window.commands["add_tile"].isEnabled()
    state = window.session.state
    door = sorted(table.explorable_doors(state))[0]
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Crypt corridor", True))
    window.battle_controls.explore(door)
    assert window.session.state.battle.pending is not None
    assert not window.commands["add_tile"].isEnabled()
    assert "First place the tile already drawn." in window.commands["add_tile"].toolTip()
    free = next(h for h in sorted(state.battle.map.hexes) if not state.battle.map.is_occupied(h))
    entry = next(
        a for a in tools.hex_menu(free).actions() if "Here" in a.text() and "ile" in a.text()
    )
    assert not entry.isEnabled()


def test_a_chip_defeated_by_mistake_is_brought_back_from_the_hex_menu(window, tools) -> None:  # type: ignore[no-untyped-def]
    from rules.actions import DefeatUnit

    state = window.session.state
    enemy = next(u for u in state.battle.units if u.kind is UnitKind.ENEMY and u.at)
    assert window.session.submit(DefeatUnit(enemy.id))
    free = next(h for h in sorted(state.battle.map.hexes) if not state.battle.map.is_occupied(h))
    back = next(a.menu() for a in tools.hex_menu(free).actions() if a.text() == "Bring &Back Here")
    next(a for a in back.actions() if a.text() == enemy.name).trigger()
    unit = window.session.state.battle.unit(enemy.id)
    assert not unit.defeated and unit.at == free and unit.hp == unit.max_hp
    stack = window.session.undo_stack
    assert stack.text(stack.index() - 1) == f"Manual: bring {enemy.name} back"


def test_a_companion_chip_is_checked_by_the_rules(window, tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    battle = window.session.state.battle
    free = next(h for h in sorted(battle.map.hexes) if not battle.map.is_occupied(h))
    chip = tools.ask_chip(UnitKind.COMPANION, free)
    ok = chip.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not chip.row.max_hp.isVisibleTo(chip)  # a new chip is unhurt: HP alone
    qtbot.keyClicks(chip.row.name, "Moth")
    assert ok.isEnabled()
    chip.row.hp.setValue(0)
    assert not ok.isEnabled() and "HP goes from 1" in chip.message.text()
    chip.row.hp.setValue(6)
    click_ok(chip, qtbot)
    moth = next(u for u in window.session.state.battle.units if u.name == "Moth")
    assert (moth.hp, moth.max_hp) == (6, 6)


def test_an_encounter_companion_row_keeps_hp_within_max_hp(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = EncounterDialog(Library(tmp_path / "library"), 2)
    qtbot.addWidget(dialog)
    row = dialog.add_companion()
    qtbot.keyClicks(row.name, "Moth")
    row.hp.setValue(7)  # typing a fresh companion's HP raises its max HP with it
    assert row.max_hp.value() == 7
    row.max_hp.setValue(5)  # the player says it is hurt the other way round: refused
    assert "HP (7) cannot be above max HP (5)" in dialog.message.text()
    row.hp.setValue(3)
    assert dialog.encounter().companions[0] == CompanionSpec("Moth", 3, max_hp=5)


def test_a_chip_cannot_be_added_on_an_occupied_hex_and_the_menu_says_why(window, tools) -> None:  # type: ignore[no-untyped-def]
    battle = window.session.state.battle
    taken = next(u.at for u in battle.units if u.at is not None)
    menu = tools.hex_menu(taken)
    for text in ("Add an &Enemy Here…", "Add a &Companion Here…"):
        entry = next(a for a in menu.actions() if a.text() == text)
        assert not entry.isEnabled() and entry.toolTip() == "That hex is occupied."


def test_a_right_click_on_an_empty_hex_opens_the_setup_menu(window, tools) -> None:  # type: ignore[no-untyped-def]
    battle = window.session.state.battle
    free = next(h for h in sorted(battle.map.hexes) if not battle.map.is_occupied(h))
    seen: list[list[str]] = []

    close_popup = popup_closer(seen)

    for h in (free, next(u.at for u in battle.units if u.kind is UnitKind.ENEMY and u.at)):
        pos = window.view.mapFromScene(window.scene.map_layer.hex_scene_pos(h))
        QTimer.singleShot(50, close_popup)
        viewport = window.view.viewport()
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
        QApplication.sendEvent(viewport, event)
        QApplication.processEvents()
    assert "Add an &Enemy Here…" in seen[0]
    mat = window.view.mapFromScene(window.scene.mats["hrolfa"].sceneBoundingRect().center())
    assert tools.menu_at(mat) is None


def test_edit_adventurer_from_the_mat_menu_between_battles(window, tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    in_battle = window.mat_menu("hrolfa")
    entry = next(a for a in in_battle.actions() if a.text() == "E&dit Adventurer…")
    assert not entry.isEnabled() and "between battles" in entry.toolTip()
    assert not window.commands["new_battle"].isEnabled()
    tip = window.commands["new_battle"].toolTip()
    assert tip.startswith("Set up the next battle") and "Finish the battle under way first" in tip
    window.load_state(demo_state())
    assert window.commands["new_battle"].isEnabled()
    assert "Finish" not in window.commands["new_battle"].toolTip()
    menu = window.mat_menu("hrolfa")
    next(a for a in menu.actions() if a.text() == "E&dit Adventurer…").trigger()
    dialog = tools.dialog
    assert isinstance(dialog, AdventurerDialog)
    dialog.max_hp.setValue(15)
    dialog.hp.setValue(15)
    dialog.cooldown.setValue(4)
    click_ok(dialog, qtbot)
    hrolfa = window.session.state.adventurer("hrolfa")
    assert (hrolfa.max_hp, hrolfa.hp, hrolfa.cooldown) == (15, 15, 4)
    assert window.history_view.model().rowCount() >= 2
    window.session.undo_stack.undo()
    assert window.session.state.adventurer("hrolfa").max_hp == 12


def test_the_tile_editor_paints_checks_and_saves(tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = tools.show_tile_editor()
    assert isinstance(editor, TileEditorDialog)
    qtbot.keyClicks(editor.name, "ember-crypt")
    view = editor.view
    for h in (Hex(0, 0), Hex(1, 0), Hex(0, 1), Hex(2, -1)):
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(view.centre(h))
        )
    assert editor.marks["hexes"] == {Hex(0, 0), Hex(1, 0), Hex(0, 1), Hex(2, -1)}
    save = editor.buttons.button(QDialogButtonBox.StandardButton.Save)
    assert not save.isEnabled() and "door" in editor.message.text()
    editor.set_mode("doors")
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(view.centre(Hex(1, 0)))
    )
    assert save.isEnabled(), editor.message.text()
    editor.set_mode("hexes")
    for h in (Hex(1, -1), Hex(2, 0), Hex(1, 1), Hex(0, 1)):  # close the ring round (1, 0)
        if h not in editor.marks["hexes"]:
            editor.toggle(h)
    assert "every door on an edge hex" in editor.message.text() and not save.isEnabled()
    editor.toggle(Hex(2, 0))
    assert save.isEnabled(), editor.message.text()
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert "ember-crypt" in tools.library.tiles()


def _tile(hexes: list[list[int]], doors: list[list[int]], entrance: bool = False) -> dict:  # type: ignore[type-arg]
    return {"name": "t", "entrance": entrance, "hexes": hexes, "doors": doors}


ROW = [[0, 0], [1, 0], [2, 0]]


@pytest.mark.parametrize(
    ("tile", "words"),
    [
        (_tile([[0, 0], [1, 0], [3, 0]], [[0, 0]]), "one piece"),
        (_tile([[0, 0], [1, 0]], [[0, 0]]), "3 to 12 hexes"),
        (_tile(ROW, []), "at least one door hex"),
        (
            _tile(
                [
                    [0, 0],
                    *[[q, r] for q, r in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))],
                ],
                [[0, 0]],
            ),
            "every door on an edge hex",
        ),
        (_tile(ROW, [[0, 0], [2, 0]], entrance=True), "exactly two neighbouring door hexes"),
        (_tile([[0, 0]], [[0, 0]], entrance=True), "at least 2 hexes"),
    ],
)
def test_the_tile_editor_says_every_shape_rule_in_its_own_words(tools, tile, words) -> None:  # type: ignore[no-untyped-def]
    editor = tools.show_tile_editor()
    with pytest.raises(TileFileError) as raised:
        check_tile(tile, editor.shipped)
    assert raised.value.code  # the rule is named, so the editor need not read English
    assert editor._reason(raised.value).startswith(words)


def test_an_editor_left_open_by_a_crash_comes_back(tools, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = tools.show_skill_library()
    dialog.new_line()
    qtbot.keyClicks(dialog.line_dialog.name, "Half-done")
    # eraboard stops here: the dialogs never close, their drafts stay
    assert tools.library.draft("skill-line") is not None
    again = reopen(tools, "skill-line")
    assert isinstance(again, SkillLineDialog)
    assert again.name.text() == "Half-done"
    again.reject()
    assert tools.library.draft("skill-line") is None


def test_a_draft_that_cannot_be_read_is_put_aside_and_the_rest_goes_on(
    window, tools, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    drafts = tools.library.folder / "drafts"
    drafts.mkdir(parents=True, exist_ok=True)
    (drafts / "tile.json").write_text('{"editor": "tile", "value": {"count": "two"}}', "utf-8")
    tools.library.save_draft("skill-line", {"name": "Half-done"})
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    tools.offer_drafts()  # no exception: the start-up chores after it still run
    assert (drafts / "tile.damaged.json").exists() and tools.library.draft("tile") is None
    assert "could not be read" in window.statusBar().currentMessage()


def test_new_game_takes_a_party_file_and_refuses_bad_files(window, tools, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    party = tmp_path / "party.json"
    assert tools.save_party(str(party))
    dialog = tools.new_game()
    assert dialog.add_party_file(str(party))
    assert dialog.party_list.count() == 3
    assert "Two adventurers" not in dialog.message.text()
    broken = tmp_path / "broken-party.json"
    broken.write_text('{"format": "eraboard-party", "version": 1, "adventurers": [{"id": 3}]}')
    assert not dialog.add_party_file(str(broken))
    assert "broken-party.json" in dialog.error_box.text()
    assert "adventurers[0]" in dialog.error_box.text()
    assert dialog.party_list.count() == 3
    province = tmp_path / "province.json"
    province.write_text('{"version": 1}')
    assert not dialog.use_map_file(str(province))
    assert "province.json" in dialog.error_box.text()
    # four adventurers at most
    assert dialog.add_party_file(str(party))
    assert "1 to 4 adventurers" in dialog.message.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_new_game_left_open_by_a_crash_comes_back(window, tools, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    party = tmp_path / "party.json"
    assert tools.save_party(str(party))
    dialog = tools.new_game()
    dialog.add_party_file(str(party))
    # eraboard stops with New Game open; next time it is offered back
    again = reopen(tools, "new-game")
    assert [a.name for a in again.party] == [a.name for a in dialog.party]
    dialog.reject()


def test_a_damaged_library_file_is_put_aside_not_lost(tools) -> None:  # type: ignore[no-untyped-def]
    path = tools.library.folder / "skill-lines.json"
    path.write_text("{ not json")
    dialog = tools.show_skill_library()
    assert dialog.lines  # the example lines, to go on with
    assert (tools.library.folder / "skill-lines.damaged.json").read_text() == "{ not json"
    assert "skill-lines.json" in tools.library.problems[0]


def test_a_damaged_tile_file_is_put_aside_said_and_never_written_over(tools) -> None:  # type: ignore[no-untyped-def]
    library = tools.library
    shipped = load_tile_library()
    for name in ("ember-crypt", "ash-hall", "late-tile"):
        raw = tile_json(shipped["crypt-corridor"])
        raw["name"] = name
        if name != "late-tile":
            library.save_tile(raw)
    path = library.folder / "tiles.json"
    damaged = path.read_text("utf-8").replace("]", "],,", 1)
    path.write_text(damaged, "utf-8")
    tools.show_tile_editor()
    aside = library.folder / "tiles.damaged.json"
    assert aside.read_text("utf-8") == damaged  # the two tiles are kept, out of the way
    assert tools.problem_box is not None and "tiles.json" in tools.problem_box.text()
    library.save_tile(raw)  # a new file, the damaged one untouched
    assert aside.read_text("utf-8") == damaged
    assert [t["name"] for t in library.own_tiles()] == ["late-tile"]
    tools.show_tile_editor()  # said once
    assert len(library.problems) == 1


def test_a_damaged_races_file_is_put_aside(tools) -> None:  # type: ignore[no-untyped-def]
    library = tools.library
    library.add_race("lilmothiit")
    (library.folder / "races.json").write_text('{"races": "lilmothiit"}', "utf-8")
    assert "lilmothiit" not in library.races()
    assert "lilmothiit" in (library.folder / "races.damaged.json").read_text("utf-8")
