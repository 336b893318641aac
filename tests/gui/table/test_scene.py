"""TableScene on its own: sync puts every piece where the state says, touches only what
changed, and shows what rules.table answers."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QPointF

from gui.annotations import model as an_model
from gui.table.places import die_places
from gui.table.scene import TableScene
from rules import actions as act
from rules import table
from rules.engine import apply
from rules.places import Place, Zone
from rules.setup import SCENARIO_DIR, delve_state, demo_state, scenario_from_data


def demo_data() -> dict[str, Any]:
    """The demo scenario's data, to change before it is read (``scenario_from_data``)."""
    data: dict[str, Any] = json.loads((SCENARIO_DIR / "demo.json").read_text(encoding="utf-8"))
    return data


def make_scene(qapp, state=None) -> TableScene:  # type: ignore[no-untyped-def]
    scene = TableScene()
    scene.animations_enabled = False
    scene.sync(None, state if state is not None else demo_state())
    return scene


def test_every_die_on_a_mat_sits_at_its_place(qapp) -> None:  # type: ignore[no-untyped-def]
    state = demo_state()
    scene = make_scene(qapp, state)
    places = die_places(state)
    assert set(scene.dice) == set(places)
    for die_id, (place, order) in places.items():
        assert scene.dice[die_id].pos() == scene.die_target(place, order)
    assert list(scene.mats) == [a.id for a in state.adventurers]


def test_a_row_with_more_dice_than_room_squeezes_them_inside_it(qapp) -> None:  # type: ignore[no-untyped-def]
    data = demo_data()
    hrolfa = data["adventurers"][0]
    extra = [
        {"id": f"hrolfa-extra-{i}", "skill": "greatblade", "attribute": "might"} for i in range(9)
    ]
    hrolfa["dice"] += extra  # 12 dice in her Might row, room for 8
    state = scenario_from_data(data)
    scene = make_scene(qapp, state)
    mat = scene.mats["hrolfa"]
    zone = mat.zones[Place(Zone.ROW, "hrolfa", 0)]
    row = mat.mapRectToScene(zone.rect)
    xs = []
    for die_id in state.adventurer("hrolfa").rows[0].dice:
        item = scene.dice[die_id]
        assert row.contains(item.sceneBoundingRect()), die_id
        xs.append(item.pos().x())
    assert len(xs) == 12 and xs == sorted(xs)


def test_a_crowded_race_sheet_shows_every_drained_die(qapp) -> None:  # type: ignore[no-untyped-def]
    data = demo_data()
    hrolfa = data["adventurers"][0]
    extra = [{"id": f"hrolfa-x{i}", "skill": "greatblade", "attribute": "might"} for i in range(13)]
    hrolfa["dice"] += extra
    hrolfa["drained"] = [d["id"] for d in extra]  # 13 drained dice, room for 10 side by side
    state = scenario_from_data(data)
    scene = make_scene(qapp, state)
    mat = scene.mats["hrolfa"]
    sheet = mat.mapRectToScene(mat.zones[Place(Zone.DRAINED, "hrolfa", None)].rect)
    spots = set()
    for die_id in state.adventurer("hrolfa").drained:
        item = scene.dice[die_id]
        assert sheet.contains(item.pos()), die_id  # the sheet's five columns, as ever
        spots.add((round(item.pos().x()), round(item.pos().y())))
    assert len(spots) == 13  # none lies on another


def test_sync_moves_what_changed_and_keeps_the_rest(qapp) -> None:  # type: ignore[no-untyped-def]
    state = demo_state()
    scene = make_scene(qapp, state)
    die_id = state.adventurer("hrolfa").rows[0].dice[0]
    items = dict(scene.dice)
    after = apply(state, act.ExhaustDice("hrolfa", (die_id,))).state
    scene.sync(state, after)
    place, order = die_places(after)[die_id]
    assert scene.dice[die_id] is items[die_id]  # the same item, moved
    assert scene.dice[die_id].pos() == scene.die_target(place, order)
    untouched = [d for d in items if d != die_id and d in scene.dice]
    assert all(scene.dice[d] is items[d] for d in untouched)


def test_the_battle_shows_what_the_rules_answer(qapp) -> None:  # type: ignore[no-untyped-def]
    state = delve_state()
    scene = make_scene(qapp, state)
    lit = {h for item in scene.map_layer.tiles for h in item.explorable & item.tile.doors}
    assert lit == table.explorable_doors(state)
    order = [c.id for c in scene.turn_item.chips]
    expected = [u.id for u in table.turn_order(state)]
    assert order == expected
    assert scene.round_item.view.fatigue == table.is_fatigue_round(state)


def test_a_table_without_a_battle_shows_no_map_after_one(qapp) -> None:  # type: ignore[no-untyped-def]
    scene = make_scene(qapp, delve_state())
    assert scene.map_layer.chips and scene.round_item.scene() is scene
    scene.sync(delve_state(), demo_state())  # the battle left, or a game without one
    fresh = make_scene(qapp, demo_state())
    assert scene.map_layer.bmap is None and not scene.map_layer.chips
    assert not scene.map_layer.tiles and scene.map_layer.childItems() == []
    for panel in (scene.round_item, scene.turn_item, scene.defeated_item):
        assert panel.scene() is None
    assert [m.pos() for m in scene.mats.values()] == [m.pos() for m in fresh.mats.values()]
    scene.sync(demo_state(), delve_state())  # and a battle again
    assert scene.map_layer.bmap is not None and scene.round_item.scene() is scene


def test_hex_outline_follows_the_map(qapp) -> None:  # type: ignore[no-untyped-def]
    state = delve_state()
    scene = make_scene(qapp, state)
    assert state.battle is not None
    h = next(iter(state.battle.map.tiles[0].hexes))
    corners = scene.hex_outline(scene.map_layer.hex_scene_pos(h))
    assert corners is not None and len(corners) == 6
    assert scene.hex_outline(QPointF(-1e6, -1e6)) is None


def test_the_annotation_layer_belongs_to_the_scene(qapp) -> None:  # type: ignore[no-untyped-def]
    scene = make_scene(qapp)
    layer = scene.annotation_layer
    assert layer.scene() is scene
    layer.set_annotations([an_model.marker(QPointF(0, 0), 1)])
    assert len(layer.annotations) == 1 and not layer.boundingRect().isEmpty()
