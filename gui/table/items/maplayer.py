"""The battle map on the table: tiles, unit chips, and ghost placements while exploring.

Kept apart from the mats so the scene module stays small. The layer is one parent item;
its children are in map pixel coordinates given by the board core's Layout.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation, QRectF
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
        self.chip_hexes: dict[str, Hex] = {}  # where the state puts each chip
        self.animations: dict[str, QPropertyAnimation] = {}
        self.ghosts: list[GhostTileItem] = []
        self.bmap: BattleMap | None = None
        self.lit: QGraphicsPathItem | None = None
        self.exploring: QGraphicsPathItem | None = None
        self._map_rect: QRectF | None = None
        self._shown: dict[str, tuple[ChipView, Hex | None]] = {}  # as set_chips left them
        self._chips_given: tuple[tuple[ChipView, Hex | None], ...] = ()
        self._explorable: frozenset[Hex] = frozenset()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        return

    def map_rect(self) -> QRectF:
        """The tiles' extent (asked at every sync: kept until the tiles change)."""
        if self._map_rect is None:
            rect = QRectF()
            for tile in self.tiles:
                rect = rect.united(tile.boundingRect())
            self._map_rect = rect
        return QRectF(self._map_rect)

    def hex_at(self, scene_pos: QPointF) -> Hex:
        local = self.mapFromScene(scene_pos)
        return self.layout.pixel_to_hex(local.x(), local.y())

    def hex_scene_pos(self, h: Hex) -> QPointF:
        return self.mapToScene(hex_centre(self.layout, h))

    def set_map(self, bmap: BattleMap, explorable: Iterable[Hex] = ()) -> bool:
        """Show ``bmap``; True when the tiles changed (the table may need a new layout)."""
        explorable = frozenset(explorable)
        if bmap is self.bmap and explorable == self._explorable:
            return False  # the same map, the same doors: most actions leave both so
        self._explorable = explorable
        changed = self.bmap is None or self.bmap.tiles != bmap.tiles
        if changed:
            scene = self.scene()
            for item in self.tiles:
                if scene is not None:
                    scene.removeItem(item)
            self.tiles = []
            self._map_rect = None
            for tile in bmap.tiles:
                item = HexTileItem(tile, self.layout, explorable)
                item.setParentItem(self)
                self.tiles.append(item)
        else:
            for item in self.tiles:
                item.set_explorable(explorable)
        self.bmap = bmap
        return changed

    def clear_map(self) -> None:
        """The battle left the table: its tiles, chips, glows and ghosts go."""
        self.set_chips(())
        self.highlight(())
        self.mark_exploring(None)
        self.show_ghost(None)
        scene = self.scene()
        for item in self.tiles:
            if scene is not None:
                scene.removeItem(item)
        self.tiles, self.bmap, self._map_rect = [], None, None
        self._explorable = frozenset()

    def set_chips(
        self,
        chips: Sequence[tuple[ChipView, Hex | None]],
        move: Callable[[ChipItem, QPointF], None] | None = None,
    ) -> None:
        """Show the chips at their hexes; ``move`` (if given) takes a chip already on the
        table to its new place (the scene animates it)."""
        chips = tuple(chips)
        if chips == self._chips_given and not self._sliding():
            return  # the same chips at the same hexes (their views are kept while unchanged)
        self._chips_given = chips
        seen = set()
        self.chip_hexes = {view.id: where for view, where in chips if where is not None}
        shown, self._shown = self._shown, {}
        for view, where in chips:
            seen.add(view.id)
            self._shown[view.id] = (view, where)
            item = self.chips.get(view.id)
            if where is None:
                if item is not None:
                    self._drop_chip(view.id)
                continue
            if item is not None and shown.get(view.id) == (view, where) and item.pos() == item.home:
                continue  # as it was, where it was: one action leaves most chips so
            home = hex_centre(self.layout, where)
            if item is None:
                item = ChipItem(view, radius=HEX_SIZE * 0.62)
                item.setParentItem(self)
                self.chips[view.id] = item
                item.setPos(home)
            else:
                item.set_view(view)
            item.home = home
            if move is not None:
                move(item, home)
            else:
                item.setPos(home)
        for unit_id in [u for u in self.chips if u not in seen]:
            self._drop_chip(unit_id)

    def _sliding(self) -> bool:
        running = QAbstractAnimation.State.Running
        return any(anim.state() == running for anim in self.animations.values())

    def slide(self, item: ChipItem, target: QPointF, duration: int) -> None:
        """Move a chip to ``target`` over ``duration`` ms (0: at once)."""
        previous = self.animations.pop(item.view.id, None)
        if previous is not None:
            previous.stop()
        if duration <= 0 or item.pos() == target:
            item.setPos(target)
            return
        anim = QPropertyAnimation(item, b"pos")
        anim.setDuration(duration)
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animations[item.view.id] = anim
        anim.start()

    def settle(self) -> None:
        """Every chip at its hex now."""
        for anim in self.animations.values():
            anim.stop()
        self.animations.clear()
        for chip in self.chips.values():
            chip.setPos(chip.home)

    def _drop_chip(self, unit_id: str) -> None:
        item = self.chips.pop(unit_id)
        scene = item.scene()
        if scene is not None:
            scene.removeItem(item)

    def chip_at(self, scene_pos: QPointF) -> str | None:
        """The unit whose chip is under ``scene_pos``, if any (the first in unit order where
        chips overlap). The scene's index finds the few items there, not a walk over every
        chip."""
        scene = self.scene()
        if scene is None:
            return None
        under = {
            item.view.id
            for item in scene.items(scene_pos)
            if isinstance(item, ChipItem) and self.chips.get(item.view.id) is item
        }
        if len(under) <= 1:
            return next(iter(under), None)
        return next(unit_id for unit_id in self.chips if unit_id in under)

    def map_hex_at(self, scene_pos: QPointF) -> Hex | None:
        """The hex of the map under ``scene_pos``; None off the map."""
        h = self.hex_at(scene_pos)
        return h if self.bmap is not None and self.bmap.contains(h) else None

    def hex_outline(self, scene_pos: QPointF) -> list[QPointF] | None:
        """The corners (scene coordinates) of the map's hex under ``scene_pos``; None off
        the map."""
        h = self.map_hex_at(scene_pos)
        if h is None:
            return None
        return [self.mapToScene(QPointF(x, y)) for x, y in self.layout.polygon_corners(h)]

    def highlight_chips(self, unit_ids: Iterable[str | None]) -> None:
        """Light up the hexes of these units' chips."""
        self.highlight(self.chip_hexes[u] for u in unit_ids if u in self.chip_hexes)

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
