"""Drag and drop on the real window, with real mouse events through the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from rules.places import Place, Zone
from tests.gui.conftest import drag, pick_up, release


def die_centre(window, die_id: str) -> QPointF:  # type: ignore[no-untyped-def]
    return window.scene.dice[die_id].scenePos()


def zone_centre(window, place: Place) -> QPointF:  # type: ignore[no-untyped-def]
    mat = window.scene.mats[place.owner]
    zone = mat.zones[place]
    return mat.mapToScene(zone.rect.center())


def test_die_dropped_anywhere_on_the_track_lands_in_the_leftmost_open_position(window) -> None:
    state = window.session.state
    hrolfa = state.adventurer("hrolfa")
    assert len(hrolfa.track) == 3
    die = hrolfa.rows[0].dice[0]
    # Dropped on position 9 of a track holding 3 dice...
    drag(window.view, die_centre(window, die), zone_centre(window, Place(Zone.TRACK, "hrolfa", 8)))
    track = window.session.state.adventurer("hrolfa").track
    # ...it lands in position 4.
    assert track[-1] == die and len(track) == 4
    item = window.scene.dice[die]
    assert item.pos() == window.scene.mats["hrolfa"].die_pos(Place(Zone.TRACK, "hrolfa", 3))
    assert window.log.count() >= 1


def test_a_full_track_drains_the_incoming_die_and_swaps_in_overfatigue(window) -> None:
    veyth = window.session.state.adventurer("veyth")
    # Fill the track to 13 first.
    first = veyth.rows[0].dice[0]
    drag(
        window.view, die_centre(window, first), zone_centre(window, Place(Zone.TRACK, "veyth", 12))
    )
    veyth = window.session.state.adventurer("veyth")
    assert len(veyth.track) == 13
    incoming = veyth.rows[0].dice[0]
    rightmost_non_over = next(
        d for d in reversed(veyth.track) if window.session.state.dice[d].kind != "overfatigue"
    )
    drag(
        window.view,
        die_centre(window, incoming),
        zone_centre(window, Place(Zone.TRACK, "veyth", 5)),
    )
    after = window.session.state.adventurer("veyth")
    assert len(after.track) == 13
    assert incoming in after.drained
    assert rightmost_non_over not in after.track
    slot = veyth.track.index(rightmost_non_over)
    assert window.session.state.dice[after.track[slot]].kind == "overfatigue"
    window.scene.settle()
    assert window.scene.dice[incoming].pos() == window.scene.dice[incoming].home


def test_dragging_a_die_out_of_the_middle_closes_the_row_up(window) -> None:
    veyth = window.session.state.adventurer("veyth")
    middle = veyth.track[3]
    assert window.session.state.dice[middle].kind == "skill"
    row = window.session.state.dice[middle].attribute
    row_index = [r.attribute for r in veyth.rows].index(row)
    drag(
        window.view,
        die_centre(window, middle),
        zone_centre(window, Place(Zone.ROW, "veyth", row_index)),
    )
    after = window.session.state.adventurer("veyth")
    assert middle not in after.track
    assert len(after.track) == len(veyth.track) - 1
    assert after.track == veyth.track[:3] + veyth.track[4:]
    mat = window.scene.mats["veyth"]
    for slot, die_id in enumerate(after.track):
        assert window.scene.dice[die_id].pos() == mat.die_pos(Place(Zone.TRACK, "veyth", slot))


def test_a_refused_drop_slides_back_and_says_why(window) -> None:
    before = window.session.state
    die = before.adventurer("hrolfa").rows[0].dice[0]
    start = window.scene.dice[die].pos()
    # Another adventurer's track is not this die's place.
    drag(window.view, die_centre(window, die), zone_centre(window, Place(Zone.TRACK, "zarri", 4)))
    assert window.session.state is before
    assert window.statusBar().currentMessage()
    assert window.scene.dice[die].pos() == start


def test_shift_drop_forces_the_exact_place_as_a_logged_override(window) -> None:
    veyth = window.session.state.adventurer("veyth")
    die = veyth.rows[1].dice[0]
    drag(
        window.view,
        die_centre(window, die),
        zone_centre(window, Place(Zone.TRACK, "veyth", 1)),
        modifiers=Qt.KeyboardModifier.ShiftModifier,
    )
    after = window.session.state.adventurer("veyth")
    assert after.track[1] == die
    assert window.session.undo_stack.text(0).startswith("Manual")


def test_undo_and_redo_restore_the_table(window) -> None:
    state0 = window.session.state
    die = state0.adventurer("hrolfa").rows[0].dice[0]
    home0 = window.scene.dice[die].pos()
    drag(window.view, die_centre(window, die), zone_centre(window, Place(Zone.TRACK, "hrolfa", 0)))
    state1 = window.session.state
    home1 = window.scene.dice[die].pos()
    assert state1 is not state0 and home1 != home0
    window.commands["undo"].trigger()
    assert window.session.state == state0
    assert window.scene.dice[die].pos() == home0
    window.commands["redo"].trigger()
    assert window.session.state == state1
    assert window.scene.dice[die].pos() == home1


def test_with_animation_the_die_slides_into_its_slot(window, qtbot) -> None:
    window.scene.animations_enabled = True
    die = window.session.state.adventurer("zarri").rows[0].dice[0]
    drag(window.view, die_centre(window, die), zone_centre(window, Place(Zone.TRACK, "zarri", 10)))
    item = window.scene.dice[die]
    target = window.scene.mats["zarri"].die_pos(Place(Zone.TRACK, "zarri", 2))
    assert item.home == target
    qtbot.waitUntil(lambda: item.pos() == target, timeout=3000)


def test_dragging_light_fatigue_from_the_supply_to_a_track(window) -> None:
    state = window.session.state
    top = state.supply.light[-1]
    start = window.scene.dice[top].scenePos()
    drag(window.view, start, zone_centre(window, Place(Zone.TRACK, "zarri", 7)))
    after = window.session.state
    assert after.adventurer("zarri").track[-1] == top
    assert len(after.supply.light) == len(state.supply.light) - 1
    # A new top die now lies on the pile.
    assert window.scene.dice[after.supply.light[-1]].pos() == start


def test_dragging_fatigue_out_of_a_track_returns_it_to_the_supply(window) -> None:
    veyth = window.session.state.adventurer("veyth")
    light = veyth.track[1]
    assert window.session.state.dice[light].kind == "light_fatigue"
    supply = window.scene.supply_item
    drag(window.view, die_centre(window, light), supply.mapToScene(supply.zone.rect.center()))
    after = window.session.state
    assert light not in after.adventurer("veyth").track
    assert light in after.supply.light


def test_a_status_die_held_over_the_supply_shows_its_ghost(window) -> None:
    from rules.actions import GainStatus
    from rules.dice import StatusSide

    window.session.submit(GainStatus("hrolfa", StatusSide.DAZE))
    window.scene.settle()
    die = window.session.state.adventurer("hrolfa").track[-1]
    supply = window.scene.supply_item
    over_supply = supply.mapToScene(supply.zone.rect.center())
    pick_up(window.view, die_centre(window, die), over_supply)
    window.view.viewport().grab()  # paints the ghost: a status die that shows no side yet
    release(window.view, over_supply)
    assert die in window.session.state.supply.status


def lit_places(window) -> set[Place]:  # type: ignore[no-untyped-def]
    return {zone.place for zone in window.scene.drop_zones() if zone.lit}


def test_escape_puts_back_the_die_in_hand_and_the_release_drops_nothing(window, qtbot) -> None:
    before = window.session.state
    die = before.adventurer("hrolfa").rows[0].dice[0]
    home = window.scene.dice[die].pos()
    track = zone_centre(window, Place(Zone.TRACK, "hrolfa", 8))
    pick_up(window.view, die_centre(window, die), track)
    assert Place(Zone.TRACK, "hrolfa", 8) in lit_places(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not lit_places(window)
    release(window.view, track)
    window.scene.settle()
    assert window.session.state is before
    assert window.scene.dice[die].pos() == home
    assert window.log.count() == 0


def test_undo_while_a_die_is_in_hand_calls_the_drag_off(window) -> None:
    die = window.session.state.adventurer("hrolfa").rows[0].dice[0]
    track = zone_centre(window, Place(Zone.TRACK, "hrolfa", 8))
    drag(window.view, die_centre(window, die), track)
    assert die in window.session.state.adventurer("hrolfa").track
    other = window.session.state.adventurer("veyth").rows[0].dice[0]
    veyth_track = zone_centre(window, Place(Zone.TRACK, "veyth", 8))
    pick_up(window.view, die_centre(window, other), veyth_track)
    window.commands["undo"].trigger()  # its shortcut, pressed with the button still down
    undone = window.session.state
    # The lit places were the old game's: all off, and letting go changes nothing.
    assert not lit_places(window)
    release(window.view, veyth_track)
    window.scene.settle()
    assert window.session.state is undone
    assert die not in undone.adventurer("hrolfa").track
    assert window.scene.dice[other].pos() == window.scene.dice[other].home
