"""Readability on the table: units of one name numbered everywhere they appear."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from gui.export import caption
from rules import actions as act


def _twin_skitterers(window: Any) -> None:
    state = window.session.state
    battle = state.battle
    skitterer = battle.unit("skitterer")
    free = next(
        h
        for h in sorted(battle.map.hexes)
        if all(u.at != h for u in battle.units) and h != skitterer.at
    )
    twin = replace(skitterer, id="skitterer-2", at=free)
    window.load_state(replace(state, battle=replace(battle, units=(*battle.units, twin))))


def test_units_of_one_name_are_numbered_everywhere(window) -> None:  # type: ignore[no-untyped-def]
    _twin_skitterers(window)
    chips = window.scene.map_layer.chips
    assert (chips["skitterer"].view.label, chips["skitterer-2"].view.label) == ("AS1", "AS2")
    assert chips["skitterer-2"].view.name == "Ash skitterer 2"
    order = {c.id: c.label for c in window.scene.turn_item.chips}
    assert (order["skitterer"], order["skitterer-2"]) == ("AS1", "AS2")
    assert window.session.submit(act.DefeatUnit("skitterer-2"))
    log = window.log.item(window.log.count() - 1).text()
    assert "Ash skitterer 2" in log
    history = window.session.undo_stack.text(window.session.undo_stack.count() - 1)
    assert "Ash skitterer 2" in history
    lines = [line.text for line in caption.caption_lines(window.session.state)]
    assert any("Ash skitterer 1" in line for line in lines)


def test_an_editor_form_stays_put_and_keep_says_what_it_did(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from gui.dialogs.party import AdventurerDialog
    from gui.files.library import Library

    dialog = AdventurerDialog(Library(tmp_path / "library"), None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.name, "Ysolde")
    dialog.race.setCurrentIndex(dialog.race.findData("breton"))
    QApplication.processEvents()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    where = (ok.mapTo(dialog, ok.rect().topLeft()), dialog.rows.geometry(), dialog.height())
    dialog.hp.setValue(dialog.max_hp.value() + 1)  # a reason appears
    QApplication.processEvents()
    assert "cannot be above max HP" in dialog.message.text()
    assert (ok.mapTo(dialog, ok.rect().topLeft()), dialog.rows.geometry(), dialog.height()) == where
    dialog.hp.setValue(dialog.max_hp.value())  # and goes
    QApplication.processEvents()
    assert (ok.mapTo(dialog, ok.rect().topLeft()), dialog.rows.geometry(), dialog.height()) == where
    assert dialog.keep()
    assert dialog.message.text() == "Ysolde is kept in My Adventurers."


@pytest.mark.parametrize("language", ["en", "fr"])
def test_defeated_never_covers_the_heart_hp_or_their_turn(window, language) -> None:  # type: ignore[no-untyped-def]
    from gui.table.items.mat import HEART_X
    from gui.words import i18n

    try:
        i18n.install(language)
        turn = window.session.state.battle.turn
        assert window.session.submit(act.DefeatUnit(turn))  # defeated in its own turn
        mat = window.scene.mats[turn]
        assert mat.view.defeated and not mat.view.current  # which ends that turn
        # The header with both tags, the longest it can be (a turn given back by hand).
        mat.set_view(replace(mat.view, current=True))
        rects = mat.header_rects()
        defeated, their_turn = rects["defeated"], rects["turn"]
        assert not defeated.intersects(their_turn)
        assert defeated.right() < HEART_X and their_turn.right() < HEART_X
        assert rects["race"].right() < HEART_X
    finally:
        i18n.install("en")


def test_race_names_are_french_in_french(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from gui.dialogs.party import AdventurerDialog
    from gui.files.library import Library
    from gui.words import i18n

    try:
        i18n.install("fr")
        dialog = AdventurerDialog(Library(tmp_path / "library"), None, window)
        races = [dialog.race.itemText(i) for i in range(dialog.race.count())]
        assert {"Argonien", "Impérial", "Rougegarde", "Nordique", "Orque"} <= set(races)
        assert dialog.race.itemData(races.index("Rougegarde")) == "redguard"
        dialog.close()
    finally:
        i18n.install("en")


def test_a_status_on_an_enemy_chip_shows_at_fit_zoom(window) -> None:  # type: ignore[no-untyped-def]
    from rules.dice import StatusSide

    window.resize(1024, 700)
    assert window.session.submit(act.ApplyStatus("bonecaller", StatusSide.FEAR))
    chip = window.scene.map_layer.chips["bonecaller"]
    assert chip.view.statuses
    window.view.fit()
    lod = window.view.transform().m11()
    rects = chip.status_rects(lod)
    assert rects and all(rect.width() * lod >= 10 for rect in rects)
    assert all(chip.boundingRect().contains(rect) for rect in rects)


def test_a_route_s_count_never_covers_a_chip_s_hp_badge(window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF

    from gui.tools.overlays import badge_point
    from rules import closest as rc

    tools = window.table_tools
    layer = tools.layers[1]
    moved = 0
    for unit in window.session.state.battle.units:
        if unit.at is None:
            continue
        for goal in rc.BATTLE_GOALS:
            overlay = tools.ask(goal, unit.id)
            if overlay is None:
                continue
            badges = layer.hp_badges()
            radius = layer.layout.size[0] * 0.34
            for route in overlay.routes:
                if len(route.hexes) < 2:
                    continue
                spot = badge_point(layer.layout, route.hexes, badges, radius)
                disc = QRectF(spot.x() - radius, spot.y() - radius, 2 * radius, 2 * radius)
                assert not any(disc.intersects(b) for b in badges)
                moved += spot != badge_point(layer.layout, route.hexes)
    assert moved  # some counts did have to make way


def test_set_face_names_a_status_face_by_its_status(window) -> None:  # type: ignore[no-untyped-def]
    menu = window.die_menu("veyth-stormcall-1")
    faces = next(a.menu() for a in menu.actions() if a.menu() is not None)
    assert faces.actions()[5].text() == "6: Daze 1 (Status: Daze)"


def test_a_race_typed_in_lower_case_is_shown_title_cased_and_kept_as_typed(  # type: ignore[no-untyped-def]
    window, qtbot, tmp_path
) -> None:
    from gui.dialogs.party import AdventurerDialog
    from gui.files.library import Library

    library = Library(tmp_path / "library")
    dialog = AdventurerDialog(library, None, window)
    qtbot.addWidget(dialog)
    dialog.race.setEditText("goblin")
    assert dialog.spec().race == "goblin"  # stored as typed
    library.add_race("goblin")
    dialog.race.setEditText("Dark elf")
    assert dialog.spec().race == "Dark elf"
    library.add_race("Dark elf")
    library.add_race("GOBLIN")  # the same race, not offered twice
    assert [r for r in library.races() if r.casefold() == "goblin"] == ["goblin"]
    again = AdventurerDialog(library, None, window)
    qtbot.addWidget(again)
    shown = {again.race.itemText(i) for i in range(again.race.count())}
    assert {"Goblin", "Dark elf"} <= shown
    state = window.session.state
    first = state.adventurers[0]
    mats = tuple(replace(a, race="goblin") if a is first else a for a in state.adventurers)
    window.load_state(replace(state, adventurers=mats))
    assert window.scene.mats[first.id].view.race == "Goblin"
    assert window.session.state.adventurer(first.id).race == "goblin"


def test_a_kept_answer_s_counts_never_cover_a_chip_s_hp_badge(window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF

    from gui.annotations.model import Kind
    from gui.table.items.chips import ChipItem
    from gui.tools.overlays import MARKER_RADIUS
    from rules import closest as rc

    tools = window.table_tools
    chips = [c for c in window.scene.map_layer.chips.values() if isinstance(c, ChipItem)]
    kept = 0
    for unit in window.session.state.battle.units:
        if unit.at is None:
            continue
        for goal in rc.BATTLE_GOALS:
            if tools.ask(goal, unit.id) is None:
                continue
            before = len(window.session.annotations)
            tools.keep()
            made = window.session.annotations[before:]
            badges = [
                c.mapRectToScene(c.hp_badge()) for c in chips if c.isVisible() and c.view.max_hp
            ]
            for marker in (a for a in made if a.kind is Kind.MARKER):
                (x, y), r = marker.points[0], MARKER_RADIUS
                disc = QRectF(x - r, y - r, 2 * r, 2 * r)
                assert not any(disc.intersects(b) for b in badges), marker
                kept += 1
    assert kept


def test_a_skill_die_is_named_by_the_player_s_own_name(window) -> None:  # type: ignore[no-untyped-def]
    from rules.campaign import new_campaign
    from rules.dice import Code, number_face, tenacity_face
    from rules.specs import AdventurerSpec, CampaignSpec, SkillDie, SkillLine
    from rules.state import Difficulty
    from tests.gui.window.test_menus import action_named

    faces = (*(number_face(n, Code.INSTANT) for n in (1, 2, 3, 1, 2)), tenacity_face())
    dice = (SkillDie("Arrow", faces), SkillDie("II", faces))
    line = SkillLine("Wildshot", "agility", dice)
    spec = AdventurerSpec("", "Ysolde", "breton", 8, 10, 2, 1, ("agility",), (line,))
    window.load_state(new_campaign(CampaignSpec(Difficulty.ADEPT, (spec,))))
    arrow, second = window.session.state.adventurer("ysolde").rows[0].dice
    menu = window.die_menu(arrow)
    action_named(menu, "3: 3 (Instant)").trigger()  # Set Face
    stack = window.session.undo_stack
    assert stack.text(stack.count() - 1) == "Manual: turn Arrow (1) to face 3"
    assert window.session.submit(act.DrainDie("ysolde", second))
    assert stack.text(stack.count() - 1) == "Ysolde drains Wildshot II (1)"
    item = window.scene.dice[arrow]
    assert item.look.name == "Arrow"
