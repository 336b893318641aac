"""Map tools and drop previews on the real window, with real mouse events through the
view's viewport: closest with a tie, the ruler, keeping an overlay for a picture, enemy
turns, and what a drop will do before the release."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from board.hexes import Hex
from gui.export import render as export_render
from gui.files import games
from rules import closest as rc
from rules.actions import EndTurn, ForceMoveUnit, StartRound, TakeTurn
from rules.dice import DieKind
from rules.enemy_turn import target_plan
from rules.places import Place, Zone
from tests.gui.conftest import _send, drag, popup_closer

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def at(window: Any, scene_pos: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def press(window: Any, pos: QPointF, mods: Qt.KeyboardModifier = NO_MOD) -> None:
    _send(window.view, QEvent.Type.MouseButtonPress, at(window, pos), LEFT, LEFT, mods)


def move(window: Any, pos: QPointF, mods: Qt.KeyboardModifier = NO_MOD, steps: int = 5) -> None:
    end = at(window, pos)
    for i in range(1, steps + 1):
        p = QPoint(end.x() - (steps - i) * 3, end.y())
        _send(window.view, QEvent.Type.MouseMove, p, NONE, LEFT, mods)
    QApplication.processEvents()


def release(window: Any, pos: QPointF, mods: Qt.KeyboardModifier = NO_MOD) -> None:
    _send(window.view, QEvent.Type.MouseButtonRelease, at(window, pos), LEFT, NONE, mods)
    QApplication.processEvents()


def zone_centre(window: Any, place: Place) -> QPointF:
    mat = window.scene.mats[place.owner]
    return mat.mapToScene(mat.zones[place].rect.center())


def hex_pos(window: Any, h: Hex) -> QPointF:
    return window.scene.map_layer.hex_scene_pos(h)


def tie(window: Any) -> None:
    """Bonecaller with Hrolfa and Zarri-do both three hexes away."""
    window.session.submit(ForceMoveUnit("zarri", Hex(-3, -4)))
    window.session.submit(ForceMoveUnit("bonecaller", Hex(-1, -3)))


def show_map(window: Any) -> None:
    layer = window.scene.map_layer
    window.view.fitInView(layer.mapRectToScene(layer.map_rect()).adjusted(-40, -40, 40, 40))
    QApplication.processEvents()


# --- drop previews ------------------------------------------------------------------------


def test_hovering_a_full_track_ghosts_the_swap_and_the_release_gives_that_state(
    window: Any,
) -> None:
    scene, session = window.scene, window.session
    veyth = session.state.adventurer("veyth")
    drag(window.view, scene.dice[veyth.rows[0].dice[0]].scenePos(),
         zone_centre(window, Place(Zone.TRACK, "veyth", 12)))  # fmt: skip
    full = session.state.adventurer("veyth")
    assert len(full.track) == 13
    incoming = full.rows[0].dice[0]
    replaced = next(
        d for d in reversed(full.track) if session.state.dice[d].kind != DieKind.OVERFATIGUE
    )
    slot = full.track.index(replaced)
    start = scene.dice[incoming].scenePos()
    target = zone_centre(window, Place(Zone.TRACK, "veyth", 4))
    press(window, start)
    move(window, target)
    preview = window.table_tools.drags.last_preview
    assert preview is not None
    after = preview.transition.state.adventurer("veyth")
    assert incoming in after.drained and replaced in after.drained
    overfatigue = after.track[slot]
    assert session.state.dice[overfatigue].kind == DieKind.OVERFATIGUE
    ghosts = window.table_tools.drags.preview.ghost_positions()
    # The incoming die and the replaced die are ghosted on the race sheet, the overfatigue
    # die in the replaced die's position.
    assert ghosts[overfatigue] == scene.die_target(Place(Zone.TRACK, "veyth", slot))
    drained = scene.mats["veyth"].die_pos(
        Place(Zone.DRAINED, "veyth"), after.drained.index(incoming)
    )
    assert ghosts[incoming] == drained
    assert replaced in ghosts
    release(window, target)
    assert session.state == preview.transition.state
    assert window.table_tools.drags.preview.items == []


def test_the_ghost_shows_the_landing_position_not_the_pointer(window: Any) -> None:
    scene, session = window.scene, window.session
    hrolfa = session.state.adventurer("hrolfa")
    die = hrolfa.rows[0].dice[0]
    target = zone_centre(window, Place(Zone.TRACK, "hrolfa", 9))
    press(window, scene.dice[die].scenePos())
    move(window, target)
    ghosts = window.table_tools.drags.preview.ghost_positions()
    landing = len(hrolfa.track)
    assert ghosts == {die: scene.die_target(Place(Zone.TRACK, "hrolfa", landing))}
    preview = window.table_tools.drags.last_preview
    release(window, target)
    assert session.state == preview.transition.state
    assert session.state.adventurer("hrolfa").track[landing] == die


def test_with_shift_held_the_ghost_shows_the_override(window: Any) -> None:
    scene, session = window.scene, window.session
    die = session.state.adventurer("hrolfa").rows[0].dice[0]
    target = zone_centre(window, Place(Zone.TRACK, "hrolfa", 0))
    shift = Qt.KeyboardModifier.ShiftModifier
    press(window, scene.dice[die].scenePos(), shift)
    move(window, target, shift)
    ghosts = window.table_tools.drags.preview.ghost_positions()
    assert ghosts[die] == scene.die_target(Place(Zone.TRACK, "hrolfa", 0))  # not position 4
    preview = window.table_tools.drags.last_preview
    move(window, target)  # Shift let go: the rules' own landing again
    assert window.table_tools.drags.last_preview is not preview
    move(window, target, shift)
    release(window, target, shift)
    assert session.state == preview.transition.state
    assert session.state.adventurer("hrolfa").track.index(die) == 0


def test_a_refused_place_shows_no_preview(window: Any) -> None:
    scene, session = window.scene, window.session
    die = session.state.adventurer("hrolfa").rows[0].dice[0]
    other = zone_centre(window, Place(Zone.TRACK, "veyth", 3))
    press(window, scene.dice[die].scenePos())
    move(window, other)
    assert window.table_tools.drags.last_preview is None
    assert window.table_tools.drags.preview.items == []
    release(window, other)


def test_dragging_a_chip_shows_its_route_and_length(window: Any) -> None:
    show_map(window)
    tools = window.table_tools
    assert window.session.state.battle.turn == "veyth"
    chip = window.scene.map_layer.chips["veyth"]
    goal = Hex(-1, -2)
    press(window, chip.scenePos())
    move(window, hex_pos(window, goal))
    assert window.scene.map_layer.lit is not None  # the hexes it may move to
    overlay = tools.layers[1].overlay
    assert overlay is not None and overlay.kind == "move"
    route = rc.move_route(window.session.state, "veyth", goal)
    assert overlay.routes[0].hexes == route and overlay.routes[0].count == str(len(route) - 1)
    release(window, hex_pos(window, goal))
    assert window.session.state.battle.unit("veyth").at == goal
    assert tools.layers[1].overlay is None or tools.layers[1].overlay.kind != "move"


def test_a_chip_the_rules_would_not_move_shows_no_route_and_lights_no_hex(window: Any) -> None:
    show_map(window)
    chip = window.scene.map_layer.chips["bonecaller"]  # not Bonecaller's turn
    press(window, chip.scenePos())
    move(window, hex_pos(window, Hex(-1, -2)))
    assert window.scene.map_layer.lit is None
    assert window.statusBar().currentMessage().startswith("No hex is lit")
    overlay = window.table_tools.layers[1].overlay
    assert overlay is None or overlay.kind != "move"
    release(window, hex_pos(window, Hex(-1, -2)))
    assert window.session.state.battle.unit("bonecaller").at == Hex(0, -3)


def test_with_shift_held_a_chip_says_the_override_not_the_refusal(window: Any) -> None:
    show_map(window)
    chip = window.scene.map_layer.chips["bonecaller"]  # not Bonecaller's turn
    goal = hex_pos(window, Hex(-1, -2))
    shift = Qt.KeyboardModifier.ShiftModifier
    press(window, chip.scenePos(), shift)
    move(window, goal, shift)
    said = window.statusBar().currentMessage()
    assert said.startswith("Manual") and "Bonecaller" in said, said
    overlay = window.table_tools.layers[1].overlay
    assert overlay is None or overlay.kind != "move"  # a placement, not a walk
    move(window, goal)  # Shift let go: the rules speak again
    assert window.statusBar().currentMessage().startswith("No hex is lit")
    move(window, goal, shift)
    release(window, goal, shift)
    assert window.session.state.battle.unit("bonecaller").at == Hex(-1, -2)


# --- closest, ruler, keep ---------------------------------------------------------------


def test_closest_with_a_tie_highlights_both_and_logs_them(window: Any, qtbot: Any) -> None:
    tie(window)
    show_map(window)
    chip = window.scene.map_layer.chips["bonecaller"]
    press(window, chip.scenePos())
    release(window, chip.scenePos())  # a click selects the chip
    assert window.table_tools.selected_unit == "bonecaller"
    qtbot.keyClick(window.view, Qt.Key.Key_C)
    overlay = window.table_tools.layers[1].overlay
    assert overlay is not None
    assert set(overlay.rings) == {Hex(-3, -4), Hex(0, -1)}
    assert [r.count for r in overlay.routes] == ["3", "3"]
    line = window.log.item(window.log.count() - 1).text()
    assert line == (
        "Closest adventurers to Bonecaller: Zarri-do and Hrolfa Ironbraid, 3 hexes each: "
        "the party chooses"
    )


def test_no_route_is_said_in_words(window: Any) -> None:
    tools = window.table_tools
    tools.ask(rc.Goal.COMPANION, "bonecaller")
    assert "no route" in window.log.item(window.log.count() - 1).text()


def test_the_ruler_counts_the_range_as_the_rules_do(window: Any) -> None:
    show_map(window)
    a, b = Hex(-3, -5), Hex(1, -1)
    ctrl = Qt.KeyboardModifier.ControlModifier
    press(window, hex_pos(window, a), ctrl)
    move(window, hex_pos(window, b), ctrl)
    release(window, hex_pos(window, b), ctrl)
    overlay = window.table_tools.layers[1].overlay
    assert overlay is not None and overlay.kind == "ruler"
    assert overlay.routes[0].count == str(rc.range_between(a, b)) == "8"
    assert window.log.item(window.log.count() - 1).text().startswith("Range 8")
    assert window.session.state.battle.unit("bonecaller").at == Hex(0, -3)  # nothing moved


def test_a_kept_overlay_goes_into_the_picture_and_its_caption(
    window: Any, qtbot: Any, tmp_path: Path
) -> None:
    tie(window)
    window.table_tools.ask(rc.Goal.ADVENTURER, "bonecaller")
    qtbot.keyClick(window.view, Qt.Key.Key_K)
    annotations = window.screenshots.annotations()
    assert annotations and window.table_tools.overlay is None
    caption = "closest to Bonecaller: Zarri-do, Hrolfa Ironbraid (3 hexes, tie)"
    assert any(a.text == caption for a in annotations)
    request = export_render.request_for(window.scene, "table")
    assert f"Marked: {caption}" in export_render.caption_for(
        window.scene, window.session.state, request
    )
    out = tmp_path / "closest.png"
    assert window.screenshots.export("table", path=str(out))
    game = games.open_game_file(str(out))
    assert tuple(game.annotations) == annotations
    window.session.undo_stack.undo()  # one step takes them all back
    assert window.screenshots.annotations() == ()


def test_an_enemy_turn_marks_what_the_rules_say_it_does(window: Any) -> None:
    session = window.session
    tie(window)
    session.submit(StartRound())
    for _ in range(12):
        battle = session.state.battle
        if battle.turn == "bonecaller":
            break
        if battle.turn is None:
            session.submit(TakeTurn("bonecaller" if battle.phase == "enemies" else "brindle"))
        else:
            session.submit(EndTurn())
    assert session.state.battle.turn == "bonecaller"
    overlay = window.table_tools.layers[1].overlay
    assert overlay is not None and overlay.kind == "enemy"
    plan = target_plan(session.state, "bonecaller")  # in range: it does not move
    battle = session.state.battle
    assert set(overlay.rings) == {battle.unit(u).at for u in (*plan.sure, *plan.pool)}
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    # the turn (then what begins with it), then the answer alone
    assert lines[-1] == overlay.title and "Bonecaller's turn" in lines[-4:]


def test_undo_slides_a_chip_back_to_its_hex(window: Any) -> None:
    window.scene.animations_enabled = True
    show_map(window)
    chip = window.scene.map_layer.chips["bonecaller"]
    home = chip.pos()
    window.session.submit(ForceMoveUnit("bonecaller", Hex(-1, -2)))
    window.scene.settle()
    assert chip.pos() != home
    window.session.undo_stack.undo()
    assert "bonecaller" in window.scene.map_layer.animations
    window.scene.settle()
    assert chip.pos() == home


def test_hovering_an_active_slot_ghosts_the_die_in_that_slot(window: Any) -> None:
    scene, session = window.scene, window.session
    die = session.state.adventurer("zarri").rows[0].dice[0]
    slot = zone_centre(window, Place(Zone.ACTIVE, "zarri", 2))
    press(window, scene.dice[die].scenePos())
    move(window, slot)
    assert window.table_tools.drags.preview.ghost_positions() == {
        die: scene.die_target(Place(Zone.ACTIVE, "zarri", 2))
    }
    preview = window.table_tools.drags.last_preview
    release(window, slot)
    assert session.state == preview.transition.state


def test_chip_and_hex_menus_ask_the_map_questions(window: Any) -> None:
    tools = window.table_tools
    menu = window.battle_controls.unit_menu("bonecaller")
    titles = [a.text() for a in menu.actions()]
    assert "Closest &To…" in titles and "&Sight and Range" in titles
    closest_to = next(a.menu() for a in menu.actions() if a.text() == "Closest &To…")
    door = next(a for a in closest_to.actions() if a.text() == "Closest &Door")
    door.trigger()
    assert tools.overlay is not None and tools.overlay.rings == (Hex(1, -3),)
    hex_menu = window.campaign.hex_menu(Hex(-1, -2))
    assert [a.text() for a in hex_menu.actions()][-1] == "&Sight and Range from Here"
    hex_menu.actions()[-1].trigger()
    assert tools.overlay is not None and tools.overlay.kind == "sight"
    assert tools.overlay.origin == Hex(-1, -2)


def test_the_map_menu_follows_the_language(window: Any) -> None:
    from gui.words import i18n

    try:
        window.set_language("fr")
        QApplication.processEvents()
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles.count("Ca&rte") == 1 and titles[-2] == "Ca&rte"  # before Help
        assert window.commands["ruler"].text() == "&Règle à hexagones"
        window.commands["closest"].trigger()
        assert window.table_tools.overlay is not None
    finally:
        i18n.install("en")
        QApplication.processEvents()


def test_hovering_a_chip_previews_the_status_it_gains(window: Any) -> None:
    from rules.actions import ForceSetFace

    scene, session = window.scene, window.session
    die = "hrolfa-shieldwall-2"
    session.submit(ForceSetFace(die, 5))  # a Status-code face
    chip = scene.map_layer.chips["bonecaller"]
    press(window, scene.dice[die].scenePos())
    move(window, chip.scenePos())
    preview = window.table_tools.drags.last_preview
    assert preview is not None and preview.place == Place(Zone.UNIT, "bonecaller")
    assert [type(e).__name__ for e in preview.transition.events] == ["StatusApplied"]
    ghost = window.table_tools.drags.preview.ghost_positions()[die]
    assert (ghost - chip.scenePos()).manhattanLength() < chip.radius * 1.5
    release(window, chip.scenePos())
    assert session.state == preview.transition.state
    assert die in session.state.battle.unit("bonecaller").status


def test_closest_town_from_a_clicked_hex_of_the_overland_map(window: Any, qtbot: Any) -> None:
    overland = window.docks.overland_scene.item.overland
    far = max(overland.hexes, key=lambda h: (overland.is_passable(h), h.distance(overland.party)))
    window.table_tools.ask_town()
    from_party = window.table_tools.land_layers[1].overlay
    assert from_party is not None and from_party.origin == overland.party
    item = window.docks.overland_scene.item
    x, y = item.layout.hex_to_pixel(far)
    view = window.docks.overland_view
    point = view.mapFromScene(item.mapToScene(QPointF(x, y)))
    qtbot.mouseClick(view.viewport(), LEFT, pos=point)
    assert window.table_tools.land_hex == far
    qtbot.keyClick(window.view, Qt.Key.Key_T)
    overlay = window.table_tools.land_layers[1].overlay
    assert overlay is not None and overlay.origin == far
    answer = rc.closest_town(overland, far)
    assert set(overlay.rings) == {a.hex for a in answer.answers}


def test_right_clicks_show_the_window_menus_with_the_map_questions(window: Any) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QContextMenuEvent

    seen: list[list[str]] = []

    close_popup = popup_closer(seen)

    battle = window.session.state.battle
    free = next(h for h in sorted(battle.map.hexes) if not battle.map.is_occupied(h))
    for h in (free, Hex(0, -3)):  # an empty hex, then Bonecaller's chip
        pos = window.view.mapFromScene(hex_pos(window, h))
        QTimer.singleShot(50, close_popup)
        viewport = window.view.viewport()
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
        QApplication.sendEvent(viewport, event)
        QApplication.processEvents()
    assert len(seen) == 2  # one menu each, never two on top of each other
    hex_entries, chip_entries = seen
    assert "Add an &Enemy Here…" in hex_entries and "Closest &To…" in hex_entries
    assert "Remove This &Chip" in chip_entries and "Closest &To…" in chip_entries


def test_map_answers_in_the_log_follow_the_language_both_ways(window: Any) -> None:
    from gui.words import i18n

    show_map(window)
    a, b = Hex(-3, -5), Hex(1, -1)
    ctrl = Qt.KeyboardModifier.ControlModifier
    press(window, hex_pos(window, a), ctrl)
    release(window, hex_pos(window, b), ctrl)
    window.table_tools.ask(rc.Goal.ADVENTURER, "bonecaller")
    english = [window.log.item(i).text() for i in range(window.log.count())][-2:]
    assert english[0].startswith("Range 8") and english[1].startswith(
        "Closest adventurer to Bonecaller"
    )
    try:
        window.set_language("fr")
        QApplication.processEvents()
        QApplication.processEvents()  # the tools redraw their overlay after the window
        french = [window.log.item(i).text() for i in range(window.log.count())][-2:]
        assert french[0].startswith("Portée 8") and "Bonecaller" in french[1]
        assert french[1] != english[1]
        assert window.statusBar().currentMessage() == french[1]
        overlay = window.table_tools.layers[1].overlay
        assert overlay is not None and overlay.title == french[1]
    finally:
        i18n.install("en")
        QApplication.processEvents()
    assert [window.log.item(i).text() for i in range(window.log.count())][-2:] == english
