"""The battle map on the table: tiles, unit chips, and ghost placements while exploring.

Kept apart from the mats so the scene module stays small. The layer is one parent item;
its children are in map pixel coordinates given by the board core's Layout.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.layout import POINTY, Layout
from gui.table import art
from gui.table.items.chips import ChipItem, ChipView
from gui.table.items.tiles import GhostTileItem, HexTileItem, hex_centre, hex_polygon

HEX_SIZE = 50.0


class MapLayerItem(QGraphicsItem):
    """An invisible parent for everything on the battle map."""

    def __init__(self) -> None:
        super().__init__()
        self.layout = Layout(POINTY, (HEX_SIZE, HEX_SIZE), (0.0, 0.0))
        self.tiles: list[HexTileItem] = []
        self.chips: dict[str, ChipItem] = {}
        self.ghosts: list[GhostTileItem] = []
        self.bmap: BattleMap | None = None
        self.lit: QGraphicsPathItem | None = None
        self.exploring: QGraphicsPathItem | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        return

    def map_rect(self) -> QRectF:
        rect = QRectF()
        for tile in self.tiles:
            rect = rect.united(tile.boundingRect())
        return rect

    def hex_at(self, scene_pos: QPointF) -> Hex:
        local = self.mapFromScene(scene_pos)
        return self.layout.pixel_to_hex(local.x(), local.y())

    def hex_scene_pos(self, h: Hex) -> QPointF:
        return self.mapToScene(hex_centre(self.layout, h))

    def set_map(self, bmap: BattleMap, explorable: Iterable[Hex] = ()) -> bool:
        """Show ``bmap``; True when the tiles changed (the table may need a new layout)."""
        explorable = frozenset(explorable)
        changed = self.bmap is None or self.bmap.tiles != bmap.tiles
        if changed:
            scene = self.scene()
            for item in self.tiles:
                if scene is not None:
                    scene.removeItem(item)
            self.tiles = []
            for tile in bmap.tiles:
                item = HexTileItem(tile, self.layout, explorable)
                item.setParentItem(self)
                self.tiles.append(item)
        else:
            for item in self.tiles:
                item.set_explorable(explorable)
        self.bmap = bmap
        return changed

    def set_chips(self, chips: Sequence[tuple[ChipView, Hex | None]]) -> None:
        seen = set()
        for view, where in chips:
            seen.add(view.id)
            item = self.chips.get(view.id)
            if where is None:
                if item is not None:
                    self._drop_chip(view.id)
                continue
            if item is None:
                item = ChipItem(view, radius=HEX_SIZE * 0.62)
                item.setParentItem(self)
                self.chips[view.id] = item
            else:
                item.set_view(view)
            home = hex_centre(self.layout, where)
            item.home = home
            item.setPos(home)
        for unit_id in [u for u in self.chips if u not in seen]:
            self._drop_chip(unit_id)

    def _drop_chip(self, unit_id: str) -> None:
        item = self.chips.pop(unit_id)
        scene = item.scene()
        if scene is not None:
            scene.removeItem(item)

    def highlight(self, hexes: Iterable[Hex]) -> None:
        """Light up ``hexes`` (legal destinations of a dragged chip); empty to clear."""
        if self.lit is not None:
            scene = self.lit.scene()
            if scene is not None:
                scene.removeItem(self.lit)
            self.lit = None
        hexes = list(hexes)
        if not hexes:
            return
        path = QPainterPath()
        for h in hexes:
            path.addPolygon(hex_polygon(self.layout, h))
        glow = QColor(art.HIGHLIGHT)
        glow.setAlpha(70)
        self.lit = QGraphicsPathItem(path, self)
        self.lit.setBrush(glow)
        self.lit.setPen(QPen(art.HIGHLIGHT.darker(120), 2))
        self.lit.setZValue(-1)

    def mark_exploring(self, door: Hex | None) -> None:
        """Keep the door being explored marked while the player places its tile."""
        if self.exploring is not None:
            scene = self.exploring.scene()
            if scene is not None:
                scene.removeItem(self.exploring)
            self.exploring = None
        if door is None:
            return
        path = QPainterPath()
        path.addPolygon(hex_polygon(self.layout, door))
        glow = QColor(art.GOLD)
        glow.setAlpha(80)
        self.exploring = QGraphicsPathItem(path, self)
        self.exploring.setBrush(glow)
        self.exploring.setPen(QPen(art.GOLD, 4))
        self.exploring.setZValue(5)

    def show_ghost(self, tile: PlacedTile | None) -> None:
        for ghost in self.ghosts:
            scene = ghost.scene()
            if scene is not None:
                scene.removeItem(ghost)
        self.ghosts = []
        if tile is not None:
            ghost = GhostTileItem(tile.hexes, tile.doors, self.layout)
            ghost.setParentItem(self)
            self.ghosts.append(ghost)
