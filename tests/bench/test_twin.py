"""The bare program's scene matches eraboard's item for item (run on demand:
python -m pytest tests/bench -m benchmarks)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication, QGraphicsPathItem

import gui.resources_rc  # noqa: F401  (the window's icons)
from gui.table.items.tiles import HexTileItem
from tests.bench import stock, tables


def test_the_bare_scene_has_one_stock_item_per_item(qapp) -> None:  # type: ignore[no-untyped-def]
    window = tables.battle_window(2_000)
    try:
        description = tables.describe(window.scene, window.view)
        scene = stock.build_scene(description)
        ours = window.scene.items()
        assert len(scene.items()) == len(ours) == stock.count(description)
        tiles = [i for i in ours if isinstance(i, HexTileItem)]
        paths = [i for i in scene.items() if isinstance(i, QGraphicsPathItem)]
        assert len(paths) == len(tiles) == 200
        # A tile's path holds the polygon of each of its hexes, at the same place.
        for tile in tiles[:5]:
            centre = tile.sceneBoundingRect().center()

            def off(item: QGraphicsPathItem, centre: QPointF = centre) -> float:
                return float((item.sceneBoundingRect().center() - centre).manhattanLength())

            twin = min(paths, key=off)
            assert off(twin) < 12
            assert len(twin.path().toSubpathPolygons()) == len(tile.tile.hexes)
        view = stock.build_view(description, scene)
        assert view.transform() == window.view.transform()
        assert view.renderHints() == window.view.renderHints()
    finally:
        window.close()
        QApplication.processEvents()


def test_the_bare_view_paints_the_same_felt(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    window = tables.demo_window()
    bare = tables.bare_view(window)
    try:
        assert bare.cacheMode() == window.view.cacheMode()
        pictures = []
        for view in (window.view, bare):
            image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(0)
            view.viewport().render(image)
            pictures.append(image)
        # The viewport's corners are felt on both: beyond the furniture, inside the gradient.
        for x, y in ((1, 1), (pictures[0].width() - 2, pictures[0].height() - 2)):
            assert pictures[0].pixelColor(x, y) == pictures[1].pixelColor(x, y)
    finally:
        bare.close()
        window.close()
        QApplication.processEvents()


def test_the_bare_window_has_the_same_chrome(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

    window = tables.opening_window()
    try:
        description = tables.describe(window.scene, window.view)
        description["chrome"] = tables.describe_chrome(window)
        view = stock.build_view(description, stock.build_scene(description))
        twin = stock.build_window(description, view)
        twin.show()
        QApplication.processEvents()

        def shape(w: QMainWindow) -> tuple[object, ...]:
            menus = [(m.text(), len(m.menu().actions())) for m in w.menuBar().actions()]
            bars = [len(b.actions()) for b in w.findChildren(QToolBar) if b.isVisible()]
            docks = sorted(d.windowTitle() for d in w.findChildren(QDockWidget) if d.isVisible())
            return menus, bars, docks, w.size()

        assert shape(twin) == shape(window)
        twin.close()
    finally:
        window.close()
        QApplication.processEvents()


def test_the_rules_floor_loads_the_rules_core_and_none_of_the_table(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import json
    import subprocess
    import sys

    from tests.bench import startup

    env = startup._env(str(tmp_path))
    described = tmp_path / "scene.json"
    startup._run(["app", "--describe", str(described)], env)
    wanted = json.loads(described.read_text(encoding="utf-8"))["rules_modules"]
    assert {"rules.engine", "rules.table", "board.hexes"} <= set(wanted)
    probe = (
        "import json, sys; sys.path.insert(0, 'tests/bench'); import firstpaint; "
        "from PySide6.QtWidgets import QApplication; app = QApplication([]); "
        f"firstpaint.load_rules_core({wanted!r}); "
        "print(json.dumps(sorted(m for m in sys.modules if m.partition('.')[0] in "
        "('gui', 'rules', 'board'))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=startup.ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    loaded = json.loads(done.stdout.splitlines()[-1])
    assert sorted(m for m in loaded if not m.startswith("gui")) == sorted(wanted)
    # The gui package itself, and the start-up function
    # that picks the opening game: nothing of the window or the table.
    assert not [m for m in loaded if m.startswith(("gui.window", "gui.table", "gui.export"))]
