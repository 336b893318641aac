"""Where the table goes in windows of every size: exploring ghosts clear of the panels and in
view, Fit after Open and restore, the docks and the mats as the window's shape asks."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QStyleOptionGraphicsItem

from gui.files import games
from gui.table import art
from gui.table.items.chips import ChipItem, ChipView
from rules import actions as act
from rules import table
from rules.setup import delve_state
from tests.gui.conftest import click


def furniture(window: Any) -> list[QRectF]:
    scene = window.scene
    items = [scene.round_item, scene.turn_item, scene.defeated_item, scene.supply_item]
    return [i.sceneBoundingRect() for i in (*items, *scene.mats.values())]


def in_view(view: Any, rect: QRectF) -> bool:
    shown = view.mapFromScene(rect).boundingRect()
    return QRect(QPointF(0, 0).toPoint(), view.viewport().size()).contains(shown)


def start_exploring(window: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Crypt corridor", True))
    door = sorted(table.explorable_doors(window.session.state))[0]
    click(window.view, window.scene.map_layer.hex_scene_pos(door))
    assert window.session.state.battle.pending is not None


def test_every_ghost_is_clear_of_the_panels_in_the_fit_and_followed(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.view.fit()
    start_exploring(window, monkeypatch)
    layer, controls = window.scene.map_layer, window.battle_controls
    door = window.session.state.battle.pending.hex
    total = len(controls.placements())
    assert total > 3
    for _ in range(total):
        ghost = layer.ghosts[0].sceneBoundingRect().adjusted(4, 4, -4, -4)
        assert not any(ghost.intersects(panel) for panel in furniture(window))
        assert window.scene.sceneRect().contains(ghost)
        assert in_view(window.view, ghost)  # Fit shows it
        # The explored door stays marked while the player chooses.
        exploring = layer.exploring
        assert exploring is not None
        assert exploring.sceneBoundingRect().contains(layer.hex_scene_pos(door))
        controls.cycle(1)
    # Zoomed in, the view follows the ghost from placement to placement.
    window.view.set_zoom(0.9)
    for _ in range(3):
        controls.cycle(1)
        assert in_view(window.view, layer.ghosts[0].sceneBoundingRect())
    assert window.statusBar().currentMessage().startswith("Placement ")
    controls.place_tile()
    assert window.session.state.battle.pending is None and layer.exploring is None
    assert not window.statusBar().currentMessage().startswith("Placement ")


def test_open_and_restore_fit_the_table_to_the_window(window, monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = delve_state()
    die = state.adventurer("veyth").rows[0].dice[0]
    action = act.ExhaustDice("veyth", (die,))
    from rules import engine

    after = engine.apply(state, action).state
    path = tmp_path / "game.eraboard.json"
    games.save_game(str(path), after, [action], ())
    for load in (
        lambda: window.open_path(str(path)),
        lambda: _restore(window, monkeypatch, path),
    ):
        window.view.set_zoom(0.1)
        assert load()
        QApplication.processEvents()
        assert window.view.fitting and window.view.zoom() > 0.3
        assert in_view(window.view, window.scene.itemsBoundingRect())


def _restore(window: Any, monkeypatch: Any, path: Path) -> bool:
    """A crash left ``path`` as the autosave of a window that is gone; restore it."""
    folder = path.parent / "data"
    (folder / "autosaves").mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(games, "app_data_dir", lambda: folder)
    monkeypatch.setattr(games, "autosave_dir", lambda: folder / "autosaves")
    shutil.copy(path, folder / "autosave.eraboard.json")  # an autosave nobody holds
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return bool(window.offer_autosave_restore())


def settle_size(window: Any, qtbot: Any, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size() == QSize(width, height))
    QApplication.processEvents()
    window.view.fit()
    QApplication.processEvents()


def test_a_small_window_tabs_the_docks_and_fits_without_scrollbars(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    settle_size(window, qtbot, 1024, 700)
    docks = window.docks
    assert docks.compact
    assert set(window.tabifiedDockWidgets(docks.history_dock)) == {
        docks.log_dock,
        docks.overland_dock,
    }
    assert docks.history_dock.width() <= 0.27 * window.width()
    view = window.view
    assert view.zoom() >= 0.45
    assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
    assert in_view(view, window.scene.itemsBoundingRect())
    # The overland map fits its dock.
    overland = docks.overland_view
    docks.overland_dock.raise_()
    QApplication.processEvents()
    assert overland.fitting and in_view(overland, overland.scene().itemsBoundingRect())
    # Back to a wide window: History above the Log again, the table larger.
    settle_size(window, qtbot, 1920, 1080)
    assert not docks.compact
    assert docks.history_dock not in window.tabifiedDockWidgets(docks.log_dock)
    assert view.zoom() >= 0.75


def test_a_tall_window_puts_the_mats_below_the_map(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    settle_size(window, qtbot, 1000, 1900)
    scene = window.scene
    assert scene.arrangement.below
    map_bottom = scene.map_layer.mapRectToScene(scene.map_area()).bottom()
    assert all(mat.scenePos().y() > map_bottom for mat in scene.mats.values())
    assert in_view(window.view, scene.itemsBoundingRect())
    settle_size(window, qtbot, 1600, 1000)
    assert not scene.arrangement.below


def test_hp_badges_stay_visible_at_a_small_window_s_fit(qapp) -> None:  # type: ignore[no-untyped-def]
    chip = ChipItem(ChipView("u", "Unit", "UN", "enemy", level=1, hp=7, max_hp=9), radius=31)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(100, 100)
    painter.scale(0.3, 0.3)  # smaller than any Fit at 1024 x 700
    chip.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    heart = art.HEART.rgb()
    assert any(image.pixel(x, y) == heart for x in range(100, 120) for y in range(100, 120))
