"""What the window offers is what the rules say: random legal play through the session, and
at every step the enabled commands, the lit doors, the lit places of a dragged die and the
choosable chips are compared with `legal_actions` and the rules' table queries."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import QApplication

import rules
from gui.window.main import MainWindow
from rules import actions as act
from rules import table
from rules.actions import Action
from rules.engine import family
from rules.state import SKYSHARD, GameState
from tests.gui.conftest import _send

PLACING = ("prev_placement", "next_placement", "place_tile")


def lit_doors(window: MainWindow) -> frozenset:  # type: ignore[type-arg]
    tiles = window.scene.map_layer.tiles
    return frozenset(h for item in tiles for h in item.explorable & item.tile.doors)


def check_commands(window: MainWindow, state: GameState, legal: list[Action]) -> None:
    # legal_actions lists one action of each family (amounts and other free parameters aside)
    offered = {family(state, a) for a in legal}
    for qaction, action in window.commands.rules_commands():
        expected = action is not None and family(state, action) in offered
        assert qaction.isEnabled() == expected, action
    placing = any(isinstance(a, act.PlaceTile) for a in legal)
    for name in PLACING:
        assert window.commands[name].isEnabled() == placing, name


def check_doors(window: MainWindow, state: GameState, legal: list[Action]) -> None:
    if state.battle is None:
        return
    doors = frozenset(a.hex for a in legal if isinstance(a, act.ExploreHex))
    assert table.explorable_doors(state) == doors
    assert lit_doors(window) == doors


def check_chips(window: MainWindow, state: GameState, legal: list[Action]) -> None:
    choosable = frozenset(a.unit for a in legal if isinstance(a, act.TakeTurn))
    assert table.choosable_units(state) == choosable
    if state.battle is None:
        return
    layer = window.scene.map_layer
    for unit in state.battle.units:
        texts = [a.text() for a in window.battle_controls.unit_menu(unit.id).actions()]
        assert ("Take the Next Turn" in texts) == (unit.id in choosable), unit.id
        # Every chip on the hex the state says (the map keeps chips that did not change).
        at = unit.at if not unit.defeated or unit.left_on_tile else None
        item = layer.chips.get(unit.id)
        assert (item is None) == (at is None), unit.id
        if item is not None:
            assert layer.hex_at(item.scenePos()) == at, unit.id


def check_drag(window: MainWindow, state: GameState, rng: random.Random) -> None:
    """Pick up a die with real mouse events; the lit places are the rules' drop targets."""
    scene, view = window.scene, window.view
    die_id = rng.choice(sorted(scene.dice))
    item = scene.dice[die_id]
    start = view.mapFromScene(item.scenePos())
    left, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    _send(view, QEvent.Type.MouseButtonPress, start, left, left, mods)
    moved = view.mapFromScene(item.scenePos() + QPointF(30, 30))
    _send(view, QEvent.Type.MouseMove, moved, Qt.MouseButton.NoButton, left, mods)
    targets = table.drop_targets(state, die_id)
    zones = scene.drop_zones()
    lit = {z.place for z in zones if z.lit}
    assert lit == {z.place for z in zones if z.place in targets}, die_id
    # Back where it started: nothing happens to the game.
    _send(view, QEvent.Type.MouseButtonRelease, start, left, Qt.MouseButton.NoButton, mods)
    QApplication.processEvents()
    assert window.session.state is state
    assert not any(z.lit for z in zones)


@pytest.mark.parametrize("seed", [11, 23])
def test_random_legal_play_offers_what_the_rules_allow(window: MainWindow, seed: int) -> None:
    rng = random.Random(seed)
    for step in range(50):
        state = window.session.state
        legal = table.legal_actions(state)
        check_commands(window, state, legal)
        check_doors(window, state, legal)
        check_chips(window, state, legal)
        if step % 4 == 0 and window.scene.dice:
            check_drag(window, state, rng)
        # Prefer moving the battle on, so that phases, turns and exploration all come up.
        flow = [a for a in legal if isinstance(a, act.EndTurn | act.TakeTurn | act.StartRound)]
        pool = flow if flow and rng.random() < 0.5 else legal
        chosen = rng.choice(pool)
        # A legal action is played, or changes nothing and is no step of the game.
        assert window.session.submit(chosen) or rules.apply(state, chosen).state == state
        window.scene.settle()


def test_no_door_is_lit_once_no_skyshard_card_is_left(window: MainWindow) -> None:
    state = window.session.state
    assert state.battle is not None
    assert lit_doors(window)
    done = replace(state.battle, deck=tuple(c for c in state.battle.deck if c != SKYSHARD))
    window.load_state(replace(state, battle=done))
    assert not table.explorable_doors(window.session.state)
    assert not lit_doors(window)
