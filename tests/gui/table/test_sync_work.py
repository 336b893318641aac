"""A sync does only the work that changed: chips whose unit is as it was are not touched,
and the scene rect comes out as Qt's ``itemsBoundingRect`` would give it."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF

from gui.table import scene as scene_module
from gui.table.items.chips import ChipItem
from gui.table.looks import die_look
from gui.table.places import die_places
from gui.table.scene import TABLE_MARGIN, TableScene
from gui.words.names import die_tooltip
from rules import actions as act
from rules.engine import apply, legal_actions
from rules.places import Zone, locate
from rules.setup import delve_state


def battle_scene(qapp) -> tuple[TableScene, object]:  # type: ignore[no-untyped-def]
    state = delve_state()
    scene = TableScene()
    scene.animations_enabled = False
    scene.sync(None, state)
    return scene, state


def test_a_die_drop_touches_no_chip(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    scene, state = battle_scene(qapp)
    touched: list[str] = []
    set_view = ChipItem.set_view
    monkeypatch.setattr(
        ChipItem, "set_view", lambda item, view: touched.append(view.id) or set_view(item, view)
    )
    adv = next(a for a in state.adventurers if a.row_dice)
    after = apply(state, act.ExhaustDice(adv.id, (adv.row_dice[0],))).state
    assert after.battle is not None and state.battle is not None
    scene.sync(state, after)
    changed = {
        u.id for u, v in zip(state.battle.units, after.battle.units, strict=True) if u is not v
    }
    assert set(touched) <= changed | {adv.id}


def test_only_dice_that_changed_are_drawn_again(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    scene, state = battle_scene(qapp)
    asked: list[str] = []
    look = scene_module.die_look
    monkeypatch.setattr(scene_module, "die_look", lambda die: asked.append(die.id) or look(die))
    rng = random.Random(2)
    redrawn = 0
    for _ in range(40):
        old, state = state, apply(state, rng.choice(legal_actions(state))).state
        asked.clear()
        scene.sync(old, state)
        changed = {d for d, die in state.dice.items() if old.dice.get(d) is not die}
        # a die taken out of the supply is shown anew, and so is the die now on top of its
        # pile, though neither die itself changed
        changed |= {
            d
            for d in state.dice
            if (locate(old, d).zone is Zone.SUPPLY) != (locate(state, d).zone is Zone.SUPPLY)
        }
        piles = zip(
            (old.supply.light, old.supply.over, old.supply.status),
            (state.supply.light, state.supply.over, state.supply.status),
            strict=True,
        )
        for before, now in piles:
            if before != now:
                changed |= set(before[-1:]) | set(now[-1:])
        # A die that comes onto the table (a pile's new top die on the supply) is drawn too.
        arrived = set(die_places(state)) - set(die_places(old))
        assert set(asked) <= changed | arrived
        redrawn += len(asked)
        for die_id, item in scene.dice.items():  # and every die shows and says what it is
            assert item.look == die_look(state.dice[die_id])
            assert item.toolTip() == die_tooltip(state.dice[die_id])
    assert redrawn  # the actions played did change dice


def test_the_scene_rect_is_what_qt_would_give(qapp) -> None:  # type: ignore[no-untyped-def]
    scene, state = battle_scene(qapp)
    rng = random.Random(1)
    for _ in range(30):
        old, state = state, apply(state, rng.choice(legal_actions(state))).state
        scene.sync(old, state)
        scene.settle()
        expected = scene.itemsBoundingRect()
        if scene.map_layer.bmap is not None:
            expected = expected.united(scene.map_layer.mapRectToScene(scene.map_area()))
        margin = TABLE_MARGIN
        expected = expected.adjusted(-margin, -margin, margin, margin)
        scene._fit_scene_rect()
        assert scene.sceneRect() == expected


def test_chip_at_finds_what_a_walk_over_every_chip_finds(qapp) -> None:  # type: ignore[no-untyped-def]
    scene, _ = battle_scene(qapp)
    layer = scene.map_layer

    def walk(pos: QPointF) -> str | None:
        for item in layer.chips.values():
            if item.contains(item.mapFromScene(pos)):
                return item.view.id
        return None

    area = layer.mapRectToScene(layer.map_rect())
    found = 0
    for i in range(40):
        for j in range(40):
            pos = QPointF(area.left() + area.width() * i / 39, area.top() + area.height() * j / 39)
            assert layer.chip_at(pos) == walk(pos)
            found += layer.chip_at(pos) is not None
    for item in layer.chips.values():  # on each chip, and where neighbours' bounds overlap
        centre = item.scenePos()
        for dx, dy in ((0, 0), (40, 0), (-40, 0), (20, 45), (-20, -45)):
            pos = centre + QPointF(dx, dy)
            assert layer.chip_at(pos) == walk(pos)
    assert found
