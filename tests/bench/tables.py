"""The tables the GUI benchmarks use, and the description their bare-Qt twins are built from.

* the opening table: what ``gui.app.main`` opens with no file (``delve_state()``: the demo
  mats and a small battle in progress);
* the demo mats: ``demo_state()`` (three mats, no battle);
* battles of 2,000 and 10,000 hexes (a brick-tiled parallelogram of 200 or 1,000 tiles)
  with 100 or 500 **real battle units** (the delve's own units plus enemies, each on its
  hex): they go through the rules state, so the map, the chips, the turn order, the round
  counter and the defeated stack are what the app shows for such a battle;
* ``describe(window)``: one plain entry per graphics item of the window's scene plus the
  view (see ``stock.py``), from which the bare program builds its stock scene.
"""

from __future__ import annotations

import dataclasses
import json
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QSettings
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsView

from board.battlemap import BattleMap
from rules.setup import SCENARIO_DIR, delve_state, demo_state, scenario_from_data
from tests.bench import stock
from tests.bench.screen import WINDOW_SIZE

TMP = tempfile.TemporaryDirectory(prefix="eraboard-bench-")
STRESS_CHIPS = 500
#: (label, bricks across, bricks down, units): 2,000 and 10,000 hexes, a unit per 20 hexes.
BATTLES = {2_000: (10, 20, 100), 10_000: (20, 50, STRESS_CHIPS)}


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


def opening_window() -> Any:
    """The table the app opens with no file."""
    return make_window(delve_state())


def demo_window() -> Any:
    return make_window(demo_state())


def battle_map(across: int, down: int) -> BattleMap:
    from tests.bench.test_board_bench import brick_map

    return brick_map(across, down)


def stress_map() -> BattleMap:
    return battle_map(*BATTLES[10_000][:2])  # 100 x 100 hexes in 1,000 tiles


def battle_state(hexes: int = 10_000) -> Any:
    """The opening table with its battle moved onto a big map: the delve's units plus
    enemies up to one unit per 20 hexes, spread evenly, every one deployed on its hex."""
    across, down, count = BATTLES[hexes]
    state = delve_state()
    battle = state.battle
    bmap = battle_map(across, down)
    cells = sorted(bmap.hexes)
    step = len(cells) // count
    spots = [cells[(i * step + (i * 7) % step) % len(cells)] for i in range(count)]
    placed = [dataclasses.replace(u, deployed=True) for u in battle.units]
    template = next(u for u in battle.units if str(u.kind) == "enemy" and not u.status)
    while len(placed) < count:
        i = len(placed)
        level = (1, 5, 10, 20)[i % 4]
        placed.append(
            dataclasses.replace(
                template, id=f"foe-{i}", name=f"Foe {i}", level=level, hp=1 + i % 9, max_hp=9
            )
        )
    placed = [dataclasses.replace(u, at=at) for u, at in zip(placed, spots, strict=False)]
    occupied = [u.at for u in placed if u.at is not None]
    battle = dataclasses.replace(battle, map=bmap.with_occupied(occupied), units=tuple(placed))
    return dataclasses.replace(state, battle=battle)


def battle_window(hexes: int = 10_000) -> Any:
    return make_window(battle_state(hexes))


def stress_window() -> Any:
    """The 10,000-hex battle with its 500 units (the robustness tests use it too)."""
    return battle_window(10_000)


def map_centre(window: Any) -> QPointF:
    layer = window.scene.map_layer
    return layer.mapToScene(layer.map_rect().center())


# --- the bare twin -------------------------------------------------------------------------

COLOURS = {"path": "#8f8778", "ellipse": "#d9d4c7", "rect": "#e8dcc0", "empty": "#000000"}


def _entry(item: QGraphicsItem) -> dict[str, Any]:
    """What the bare program draws for ``item``: the same kind of shape, place and size."""
    from gui.table.items.chips import ChipItem
    from gui.table.items.tiles import HexTileItem, hex_polygon
    from gui.table.items.zones import DropZoneItem

    if isinstance(item, HexTileItem):
        polygons = [
            [(p.x(), p.y()) for p in hex_polygon(item.layout, h)] for h in sorted(item.tile.hexes)
        ]
        return {"kind": "path", "polygons": polygons}
    if isinstance(item, ChipItem):
        r = item.radius
        return {"kind": "ellipse", "rect": (-r, -r, 2 * r, 2 * r)}
    rect = item.boundingRect()
    no_contents = bool(item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
    if isinstance(item, DropZoneItem):
        no_contents = False  # drawn by its mat while idle: the bare program draws it itself
    kind = "empty" if no_contents or rect.isEmpty() else "rect"
    return {"kind": kind, "rect": (rect.x(), rect.y(), rect.width(), rect.height())}


def describe(scene: QGraphicsScene, view: QGraphicsView) -> dict[str, Any]:
    """A plain description of every item of ``scene`` and of ``view`` (see ``stock.py``)."""
    items = scene.items()
    order: list[QGraphicsItem] = []
    placed: set[int] = set()

    def visit(item: QGraphicsItem) -> None:
        order.append(item)
        placed.add(id(item))
        for child in item.childItems():
            visit(child)

    for item in items:
        if item.parentItem() is None:
            visit(item)
    assert len(order) == len(items), "every item is reached from a top-level item"
    index = {id(item): n for n, item in enumerate(order)}
    entries = []
    for item in order:
        entry = _entry(item)
        parent = item.parentItem()
        entry.update(
            parent=-1 if parent is None else index[id(parent)],
            pos=(item.pos().x(), item.pos().y()),
            z=item.zValue(),
            visible=item.isVisible(),
            colour=COLOURS[entry["kind"]],
        )
        entries.append(entry)
    t = view.transform()
    centre = view.mapToScene(view.viewport().rect().center())
    rect = scene.sceneRect()
    size = view.viewport().size()
    return {
        "items": entries,
        "viewport": (size.width(), size.height()),
        "transform": (t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy()),
        "centre": (centre.x(), centre.y()),
        "scene_rect": (rect.x(), rect.y(), rect.width(), rect.height()),
        "render_hints": int(view.renderHints().value),
        "cache_mode": int(view.cacheMode().value),
        "felt": felt(),
    }


def felt() -> dict[str, Any]:
    """The felt's colours and image size, as ``gui.table.background`` paints it."""
    from gui.table import art
    from gui.table.background import FELT_SIZE, SPREAD

    return {
        "inner": art.FELT.lighter(115).name(),
        "outer": art.FELT_DARK.name(),
        "size": FELT_SIZE,
        "spread": SPREAD,
    }


def describe_chrome(window: Any) -> dict[str, Any]:
    """What a stock window needs to show the same chrome as ``window``: its size, its menus'
    and toolbars' actions (texts, shortcuts, which have icons), its visible docks and their
    contents (a view's scene, a list's lines, a history's commands), the status bar's words,
    and the window's saved layout, which a window whose docks and toolbars have the same
    object names restores."""
    from PySide6.QtWidgets import QDockWidget, QLabel, QListView, QToolBar, QUndoView

    def action(a: Any) -> dict[str, Any]:
        if a.isSeparator():
            return {"kind": "separator"}
        return {
            "kind": "action",
            "text": a.text(),
            "shortcut": a.shortcut().toString(),
            "icon": not a.icon().isNull(),
            "checkable": a.isCheckable(),
        }

    def toolbar_entry(bar: QToolBar, a: Any) -> dict[str, Any]:
        widget = bar.widgetForAction(a)
        if a.isSeparator() or not isinstance(widget, QLabel):
            return action(a)
        return {"kind": "label", "text": widget.text()}

    def dock(d: QDockWidget) -> dict[str, Any]:
        entry: dict[str, Any] = {"name": d.objectName(), "title": d.windowTitle()}
        content = d.widget()
        if isinstance(content, QGraphicsView):
            entry.update(kind="view", scene=describe(content.scene(), content))
        elif isinstance(content, QUndoView):
            stack = content.stack()
            texts = [stack.text(i) for i in range(stack.count())]
            entry.update(kind="history", empty=content.emptyLabel(), commands=texts)
        elif isinstance(content, QListView):
            model = content.model()
            lines = [str(model.index(r, 0).data()) for r in range(model.rowCount())]
            entry.update(kind="list", lines=lines)
        else:
            raise TypeError(f"no stock twin for a dock showing {type(content).__name__}")
        return entry

    bars = [b for b in window.findChildren(QToolBar) if b.isVisible()]
    status = window.statusBar()
    return {
        "size": (window.width(), window.height()),
        "title": window.windowTitle(),
        "menus": [
            {"title": m.text(), "actions": [action(a) for a in m.menu().actions()]}
            for m in window.menuBar().actions()
            if m.menu() is not None
        ],
        "toolbars": [
            {
                "name": b.objectName(),
                "title": b.windowTitle(),
                "style": int(b.toolButtonStyle().value),
                "icon_size": (b.iconSize().width(), b.iconSize().height()),
                "actions": [toolbar_entry(b, a) for a in b.actions()],
            }
            for b in bars
        ],
        "docks": [dock(d) for d in window.findChildren(QDockWidget) if d.isVisible()],
        "status": status.currentMessage(),
        "status_labels": [
            w.text() for w in status.findChildren(QLabel) if w.isVisible() and w.text()
        ],
        "layout": bytes(window.saveState().data()).hex(),
    }


def bare_view(window: Any) -> QGraphicsView:
    """The bare program's view of ``window``'s table: stock items, the same view."""
    description = describe(window.scene, window.view)
    view = stock.build_view(description, stock.build_scene(description))
    view.show()
    QApplication.processEvents()
    stock.aim_view(view, description)
    QApplication.processEvents()
    return view


def match_view(view: QGraphicsView, like: QGraphicsView) -> None:
    """Give ``view`` the zoom and centre of ``like``."""
    view.setTransform(like.transform())
    view.centerOn(like.mapToScene(like.viewport().rect().center()))
    QApplication.processEvents()
