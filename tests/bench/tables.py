"""The tables the GUI benchmarks use, and their bare-Qt twins.

* the demo table: a real ``MainWindow`` on ``demo_state()``;
* the stress table: a real ``MainWindow`` with four adventurers (four mats) whose table also
  shows a 10,000-hex battle map (1,000 tiles) with 500 unit chips. The map is put on the
  scene's map layer directly (``MapLayerItem.set_map``/``set_chips``), so it does not wait for
  the battle state of the rules core;
* ``bare_twin(scene)``: a plain ``QGraphicsScene`` holding only stock Qt items (polygons,
  ellipses, rectangles, simple text) for the same visible content, item for item: one polygon
  per hex, an ellipse per door/cache/deployment mark, an ellipse and a label per chip, a
  rectangle and a label per die, zone and mat (plus the mat's texts).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSettings, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
)

from board.battlemap import BattleMap
from board.hexes import Hex
from rules.setup import SCENARIO_DIR, demo_state, scenario_from_data

TMP = tempfile.TemporaryDirectory(prefix="eraboard-bench-")
STRESS_CHIPS = 500
WINDOW_SIZE = (1600, 1000)


def stress_state() -> Any:
    """The demo scenario with a fourth adventurer (a copy of the first, new ids)."""
    data = json.loads((SCENARIO_DIR / "demo.json").read_text(encoding="utf-8"))
    first = data["adventurers"][0]
    text = json.dumps(first).replace(f'"{first["id"]}', '"fourth')
    fourth = json.loads(text)
    fourth["id"], fourth["name"] = "fourth", "Fourth Copy"
    data["adventurers"] = [*data["adventurers"][:3], fourth]
    return scenario_from_data(data)


def make_window(state: Any, autosave: bool = False) -> Any:
    from gui.window.main import MainWindow

    settings = QSettings(str(Path(TMP.name) / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(state, settings=settings, seed=7, autosave=autosave)
    window.confirm_discard = lambda: True
    window.resize(*WINDOW_SIZE)
    window.show()
    QApplication.processEvents()
    window.view.fit()
    QApplication.processEvents()
    return window


def demo_window() -> Any:
    return make_window(demo_state())


def stress_map() -> BattleMap:
    from tests.bench.test_board_bench import brick_map

    return brick_map(20, 50)  # 100 x 100 hexes in 1,000 tiles


def stress_chips(bmap: BattleMap, count: int = STRESS_CHIPS) -> list[tuple[Any, Hex]]:
    from gui.table.items.chips import ChipView

    kinds = ("enemy", "enemy", "enemy", "companion", "quest", "adventurer")
    statuses = ((), ("bane",), (), ("fear", "daze"), (), ())
    cells = sorted(bmap.hexes)
    step = len(cells) // count
    chips = []
    for i in range(count):
        kind = kinds[i % len(kinds)]
        view = ChipView(
            id=f"unit-{i}",
            name=f"Unit {i}",
            label=f"{i % 100:02d}",
            kind=kind,
            level=(1, 5, 10, 20)[i % 4] if kind == "enemy" else None,
            hp=1 + i % 9,
            max_hp=9,
            statuses=statuses[i % len(statuses)],
        )
        chips.append((view, cells[(i * step + (i * 7) % step) % len(cells)]))
    return chips


def stress_window() -> Any:
    window = make_window(stress_state())
    scene = window.scene
    bmap = stress_map()
    scene.map_layer.set_map(bmap)
    scene.map_layer.set_chips(stress_chips(bmap))
    scene._anchor_map()  # what sync does once the rules state carries a battle
    scene._fit_scene_rect()
    window.view.fit()
    QApplication.processEvents()
    return window


def map_centre(window: Any) -> QPointF:
    layer = window.scene.map_layer
    return layer.mapToScene(layer.map_rect().center())


# --- the bare twin -------------------------------------------------------------------------


def _text(scene: QGraphicsScene, text: str, pos: QPointF, size: float = 9.0) -> None:
    from gui.table import art

    item = QGraphicsSimpleTextItem(text)
    item.setFont(art.sans(size))
    item.setPos(pos)
    scene.addItem(item)


def _add(scene: QGraphicsScene, item: QGraphicsItem, z: float) -> None:
    item.setZValue(z)
    scene.addItem(item)


def bare_twin(table: QGraphicsScene) -> QGraphicsScene:
    """Stock Qt items for what ``table`` shows; the same scene rect and item positions."""
    from gui.table import art
    from gui.table.items.chips import ChipItem
    from gui.table.items.dice import DieItem
    from gui.table.items.mat import MAT_H, MAT_W, MatItem
    from gui.table.items.tiles import HexTileItem, hex_centre, hex_polygon
    from gui.table.items.zones import DropZoneItem

    scene = QGraphicsScene()
    scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
    scene.setSceneRect(table.sceneRect())
    scene.setBackgroundBrush(art.FELT)
    stone, edge = QBrush(art.STONE), QPen(art.STONE_DARK, 1.5)
    mark, ink = QBrush(art.LEATHER), QPen(art.INK, 1.2)
    parchment, soft = QBrush(art.PARCHMENT), QPen(art.INK_SOFT, 1.0)
    for item in table.items():
        at = item.scenePos()
        if isinstance(item, HexTileItem):
            layout, size = item.layout, item.layout.size[0]
            for h in item.tile.hexes:
                poly = QGraphicsPolygonItem(hex_polygon(layout, h).translated(at))
                poly.setBrush(stone)
                poly.setPen(edge)
                _add(scene, poly, -10)
            tile = item.tile
            for h in tile.doors | tile.caches | tile.deployments:
                c = hex_centre(layout, h) + at
                dot = QGraphicsEllipseItem(
                    c.x() - size * 0.4, c.y() - size * 0.4, size * 0.8, size * 0.8
                )
                dot.setBrush(mark)
                dot.setPen(ink)
                _add(scene, dot, -9)
        elif isinstance(item, ChipItem):
            r = item.radius
            disc = QGraphicsEllipseItem(at.x() - r, at.y() - r, 2 * r, 2 * r)
            disc.setBrush(QBrush(QColor("#d9d4c7")))
            disc.setPen(QPen(art.INK, 2))
            _add(scene, disc, 20)
            _text(scene, item.view.label, at + QPointF(-8, -8), 11)
            _text(scene, str(item.view.hp), at + QPointF(r * 0.6, r * 0.5), 8)
        elif isinstance(item, DieItem):
            half = item.size / 2
            body = QGraphicsRectItem(at.x() - half, at.y() - half, item.size, item.size)
            body.setBrush(QBrush(QColor(item.look.tint)))
            body.setPen(ink)
            _add(scene, body, 10)
            _text(scene, item.look.symbol or item.look.kind[:1], at + QPointF(-5, -9), 12)
        elif isinstance(item, MatItem):
            body = QGraphicsRectItem(QRectF(at.x(), at.y(), MAT_W, MAT_H))
            body.setBrush(parchment)
            body.setPen(QPen(art.LEATHER_DARK, 2))
            _add(scene, body, 0)
            view = item.view
            texts = [view.name, view.race, f"{view.hp}/{view.max_hp}", str(view.tenacity)]
            texts += [a.upper() for a in view.attributes]
            texts += ["ACTIVE SLOTS", "SHEET", "COOLDOWN TRACK", f"COOLDOWN {view.cooldown}"]
            for n, text in enumerate(texts):
                _text(scene, text, at + QPointF(20 + (n % 4) * 180, 14 + (n // 4) * 90))
        elif isinstance(item, DropZoneItem):
            rect = item.mapRectToScene(item.rect)
            zone = QGraphicsRectItem(rect)
            zone.setBrush(QBrush(art.PARCHMENT_DARK))
            zone.setPen(soft)
            _add(scene, zone, 1)
            if item.label:
                _text(scene, item.label, rect.bottomLeft() + QPointF(rect.width() / 2 - 4, -12), 7)
        elif not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            rect = item.sceneBoundingRect()
            if rect.isEmpty():
                continue
            box = QGraphicsRectItem(rect)
            box.setBrush(parchment)
            box.setPen(soft)
            _add(scene, box, item.zValue())
            _text(scene, type(item).__name__, rect.topLeft() + QPointF(6, 6))
    return scene


def bare_view(scene: QGraphicsScene, like: QGraphicsView) -> QGraphicsView:
    """A stock view of ``scene`` with the viewport size, transform and centre of ``like``."""
    view = QGraphicsView(scene)
    view.setRenderHints(like.renderHints())
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(like.viewport().size())
    view.show()
    QApplication.processEvents()
    match_view(view, like)
    return view


def match_view(view: QGraphicsView, like: QGraphicsView) -> None:
    view.setTransform(like.transform())
    view.centerOn(like.mapToScene(like.viewport().rect().center()))
    QApplication.processEvents()
