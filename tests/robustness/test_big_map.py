"""The 10,000-hex, 500-chip stress table of the benchmarks, checked for correctness: every
tile's outline covers its own hexes (it once lost whole hexes far from the origin, leaving
holes in big maps), and the table paints at every zoom without a Qt warning."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from gui.table.items.maplayer import MapLayerItem
from gui.table.items.tiles import HexTileItem, hex_centre
from tests.bench import tables


def test_every_tile_outline_covers_its_hexes_on_a_big_map(qapp) -> None:  # type: ignore[no-untyped-def]
    layout = MapLayerItem().layout
    missing = []
    for tile in tables.stress_map().tiles:
        item = HexTileItem(tile, layout)
        missing += [h for h in tile.hexes if not item.shape().contains(hex_centre(layout, h))]
    assert missing == []


def test_the_stress_table_paints_at_every_zoom(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = tables.stress_window()
    qtbot.addWidget(window)
    assert len(window.scene.map_layer.tiles) == 1000
    assert len(window.scene.map_layer.chips) == tables.STRESS_CHIPS
    for zoom in (None, 0.3, 1.0, 3.0):
        if zoom is None:
            window.view.fit()
        else:
            window.view.set_zoom(zoom)
            window.view.centerOn(tables.map_centre(window))
        QApplication.processEvents()
        image = QImage(window.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
        window.view.viewport().render(image)
        cx, cy = image.width() // 2, image.height() // 2
        around = [
            image.pixelColor(cx + dx, cy + dy) for dx in range(-30, 31, 3) for dy in (-20, 0, 20)
        ]
        stone = [c for c in around if c.red() > c.blue()]  # the felt is blue-grey
        assert len(stone) > len(around) // 2, f"no stone at the centre of the map at zoom {zoom}"
