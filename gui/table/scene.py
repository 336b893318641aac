"""TableScene: the whole table as a QGraphicsScene.

The scene shows states and reports gestures. ``sync(old, new)`` moves, adds and removes only
the items whose data changed; while a die is dragged the zones the rules allow light up, and
on release the scene emits ``die_dropped`` and lets the next sync say where the die lands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from gui.annotations.layer import AnnotationLayer
from gui.table import layout
from gui.table.background import draw_felt
from gui.table.extent import TopItems
from gui.table.items.chips import ChipItem, ChipTable
from gui.table.items.dice import DieItem, DieTable
from gui.table.items.maplayer import MapLayerItem
from gui.table.items.mat import MatItem, zone_tooltip
from gui.table.items.panels import (
    DefeatedStackItem,
    RoundCounterItem,
    SupplyItem,
    SupplyView,
    TurnOrderItem,
)
from gui.table.items.piece import HoverRelay, PieceItem
from gui.table.items.zones import DropZoneItem
from gui.table.looks import ChipViews, battle_view, die_look, mat_view
from gui.table.places import die_places
from gui.table.step_timing import step_delays
from gui.words.i18n import tr
from gui.words.names import die_tooltip
from rules import table
from rules.events import Event
from rules.places import Place, Zone
from rules.state import GameState, PendingExploration

TABLE_MARGIN = 36.0  # felt around the furniture


class TableScene(HoverRelay, QGraphicsScene):
    """The table. Items are dumb; the scene turns their gestures into signals."""

    die_dropped = Signal(str, object, bool)  # die id, Place, forced (Shift held)
    die_clicked = Signal(str)
    die_menu_requested = Signal(str, object)  # die id, QPoint (screen)
    drop_refused = Signal(object)  # Words: a reason, for the status bar and the log
    unit_moved = Signal(str, object, bool)  # unit id, Hex, forced (Shift held)
    unit_clicked = Signal(str)
    unit_menu_requested = Signal(str, object)  # unit id, QPoint (screen)
    mat_clicked = Signal(str)  # adventurer id
    mat_menu_requested = Signal(str, object)  # adventurer id, QPoint (screen)
    drag_hint = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mats: dict[str, MatItem] = {}
        self.dice: dict[str, DieItem] = {}
        self.animations_enabled = True
        self.duration = 240
        self.state: GameState | None = None
        self._animations: dict[str, QAbstractAnimation] = {}
        self._lit: list[DropZoneItem] = []
        self._hot: DropZoneItem | None = None
        self.arrangement = layout.BESIDE
        self._reserve = QRectF()  # room for the drawn tile's placements, in map coordinates
        self._reserved_for: PendingExploration | None = None
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self._top_items = TopItems()
        self.supply_item = SupplyItem()
        self.supply_item.setPos(0, -layout.TOP_STRIP)
        self.addItem(self.supply_item)
        self.supply_pos = self.supply_item.mapToScene(self.supply_item.pile_pos(0))
        self.round_item = RoundCounterItem()
        self.turn_item = TurnOrderItem()
        self.defeated_item = DefeatedStackItem()
        self.map_layer = MapLayerItem()
        self.addItem(self.map_layer)
        # Shows the session's annotations (the window connects it to annotations_changed).
        self.annotation_layer = AnnotationLayer()
        self.addItem(self.annotation_layer)
        self._battle_items_added = False
        self._chip_views = ChipViews()
        self._laid_out: tuple[layout.Arrangement, layout.Sizes] | None = None  # (apply_layout)

    # --- background -----------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        draw_felt(painter, QRectF(rect), self.sceneRect())

    # --- sync -----------------------------------------------------------------------------
    def sync(self, old: GameState | None, new: GameState, events: Sequence[Event] = ()) -> None:
        """Bring the items in line with ``new``; animate what moved, step by step."""
        shown, self.state = self.state, new
        self.cancel_drag()  # a gesture begun on the old game would drop on the new one
        current = self.current_adventurer(new)
        if [a.id for a in new.adventurers] != list(self.mats):
            self._rebuild_mats(new)
        self._set_mat_views(new, current)
        delays = step_delays(events)
        places = die_places(new)
        old_places = die_places(old) if old is not None else {}
        # A die whose record is the one shown already looks and reads the same.
        old_dice = shown.dice if shown is not None and old is not None else {}
        for die_id, (place, order) in places.items():
            die = new.dice[die_id]
            item = self.dice.get(die_id)
            target = self.die_target(place, order)
            if item is None:
                item = DieItem(die_id, die_look(die))
                self.addItem(item)
                self.dice[die_id] = item
                item.setPos(self.supply_pos if old is not None else target)
                item.setToolTip(die_tooltip(die))
            elif old_dice.get(die_id) is not die:
                item.set_look(die_look(die))
                item.setToolTip(die_tooltip(die))
            if (
                item.home != target
                or old_places.get(die_id) != (place, order)
                or item.pos() != target
            ):
                item.home = target
                self._move(item, target, delays.get(die_id, 0))
        for die_id in [d for d in self.dice if d not in places]:
            item = self.dice.pop(die_id)
            self._retire(item, delays.get(die_id, 0))
        self._sync_supply(new)
        self._sync_battle(new)
        self._fit_scene_rect()

    def _set_mat_views(self, state: GameState, current: str | None) -> None:
        hits = table.fatigue_damage(state)
        for adv in state.adventurers:
            view = mat_view(adv, adv.id == current, hits.get(adv.id, 0))
            self.mats[adv.id].set_view(view)

    def _sync_supply(self, state: GameState) -> None:
        supply = state.supply
        self.supply_item.set_view(
            SupplyView(len(supply.light), len(supply.over), len(supply.status))
        )

    def _sync_battle(self, state: GameState) -> None:
        view = battle_view(state, self._chip_views)
        if view is None:
            self._clear_battle()
            return
        if not self._battle_items_added:
            for item in (self.round_item, self.turn_item, self.defeated_item):
                self.addItem(item)
            self._battle_items_added = True
        self.map_layer.set_map(view.bmap, view.explorable)
        self.map_layer.mark_exploring(view.exploring)
        self._reserve_placements(state)
        self.map_layer.set_chips(view.chips, self._move_chip)
        self.round_item.set_view(view.round)
        self.turn_item.set_chips(view.turn_order)
        self.defeated_item.set_chips(view.defeated)
        if self._laid_out != (self.arrangement, self.layout_sizes()):
            self.apply_layout()  # the furniture's sizes changed (otherwise nothing moves)

    def _clear_battle(self) -> None:
        """No battle (left, or a game without one): the map and its panels leave the table."""
        if not self._battle_items_added:
            return
        for item in (self.round_item, self.turn_item, self.defeated_item):
            self.removeItem(item)
        self._battle_items_added = False
        self.map_layer.clear_map()
        self._reserved_for, self._reserve = None, QRectF()
        self.apply_layout()

    def _reserve_placements(self, state: GameState) -> None:
        """Room on the table for every legal placement of the drawn tile, so a ghost never
        lies under the strip or a mat and the table does not move while cycling."""
        pending = state.battle.pending if state.battle is not None else None
        if pending != self._reserved_for:
            self._reserved_for = pending
            options = table.legal_placements(state) if pending is not None else []
            self._reserve = layout.placements_rect(options, self.map_layer.layout)

    # --- layout ---------------------------------------------------------------------------
    def map_area(self) -> QRectF:
        """The map with room for the drawn tile's placements, in map coordinates."""
        rect = self.map_layer.map_rect()
        return rect.united(self._reserve) if not self._reserve.isNull() else rect

    def layout_sizes(self) -> layout.Sizes:
        area = self.map_area().size() if self.map_layer.bmap is not None else None
        return layout.Sizes(area, self.turn_item.width(), len(self.mats))

    def arrange_for(self, viewport: QSizeF) -> bool:
        """Lay the table out for a view of ``viewport`` (scene units at zoom 1 do not matter:
        only the shape does); True when the arrangement changed."""
        chosen = layout.choose(self.layout_sizes(), viewport, self.arrangement)
        if chosen == self.arrangement:
            return False
        self.arrangement = chosen
        self.apply_layout()
        return True

    def apply_layout(self) -> None:
        """Put the strip, the map and the mats where the arrangement says; dice follow."""
        self._laid_out = (self.arrangement, self.layout_sizes())
        spots = layout.furniture(*self._laid_out)
        moved = self.supply_item.pos() != spots.supply  # the top fatigue dice lie on it
        self.supply_item.setPos(spots.supply)
        self.supply_pos = self.supply_item.mapToScene(self.supply_item.pile_pos(0))
        if self.map_layer.bmap is not None:
            area = self.map_area()
            self.map_layer.setPos(spots.area - area.topLeft())
            self.round_item.setPos(spots.round)
            self.turn_item.setPos(spots.turn)
            self.defeated_item.setPos(spots.defeated)
        for mat, spot in zip(self.mats.values(), spots.mats, strict=True):
            if mat.pos() != spot:
                mat.setPos(spot)
                moved = True
        if moved:
            self._rehome_dice()
        self._fit_scene_rect()

    def _rehome_dice(self) -> None:
        if self.state is None:
            return
        for die_id, (place, order) in die_places(self.state).items():
            item = self.dice.get(die_id)
            if item is not None:
                # The furniture moved, not the die: it goes with its mat at once.
                item.home = self.die_target(place, order)
                running = self._animations.pop(die_id, None)
                if running is not None:
                    running.stop()
                item.setPos(item.home)

    def die_target(self, place: Place, order: float = 0) -> QPointF:
        """Scene position of a die at ``place``."""
        if place.zone == Zone.SUPPLY:
            return self.supply_item.mapToScene(self.supply_item.pile_pos(place.index or 0))
        return self.mats[place.owner or ""].die_pos(place, order)

    def drop_zones(self) -> list[DropZoneItem]:
        zones = [self.supply_item.zone]
        for mat in self.mats.values():
            zones.extend(mat.zones.values())
        return zones

    def _rebuild_mats(self, state: GameState) -> None:
        for mat in self.mats.values():
            self.removeItem(mat)
        for item in self.dice.values():
            self.removeItem(item)
        self.dice.clear()
        self.mats.clear()
        for adv in state.adventurers:
            mat = MatItem(mat_view(adv))
            self.addItem(mat)
            self.mats[adv.id] = mat
        spots = layout.furniture(self.arrangement, self.layout_sizes()).mats
        for mat, spot in zip(self.mats.values(), spots, strict=True):
            mat.setPos(spot)

    def retranslate(self) -> None:
        """Texts follow the language at once, both ways: the views are made again (they hold
        translated words), tooltips reset, and every cached item repaints."""
        for item in (self.supply_item, self.round_item, self.turn_item, self.defeated_item):
            item.retranslate()
            item.update()
        for mat in self.mats.values():
            for zone in mat.zones.values():
                zone.setToolTip(zone_tooltip(zone.place))
        if self.state is not None:
            state = self.state
            current = self.current_adventurer(state)
            self._set_mat_views(state, current)
            for die_id in die_places(state):
                die_item = self.dice.get(die_id)
                if die_item is not None:
                    die_item.set_look(die_look(state.dice[die_id]))
                    die_item.setToolTip(die_tooltip(state.dice[die_id]))
            self._sync_battle(state)
        for chip in self.map_layer.chips.values():
            chip.retranslate()
        for cached in (*self.mats.values(), *self.dice.values(), *self.map_layer.chips.values()):
            cached.update()  # a device-cached item keeps its old words until told

    def set_selected_mat(self, adventurer_id: str | None) -> None:
        for adv_id, mat in self.mats.items():
            mat.set_selected(adv_id == adventurer_id)

    def current_adventurer(self, state: GameState) -> str | None:
        return state.battle.turn if state.battle is not None else None

    def _move(self, item: DieItem, target: QPointF, delay: int = 0) -> None:
        previous = self._animations.pop(item.die_id, None)
        if previous is not None:
            previous.stop()
        if not self.animations_enabled or item.pos() == target:
            item.setPos(target)
            return
        anim = QPropertyAnimation(item, b"pos")
        anim.setDuration(self.duration)
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        if delay:
            group = QSequentialAnimationGroup()
            group.addPause(delay)
            group.addAnimation(anim)
            self._animations[item.die_id] = group
            group.start()
        else:
            self._animations[item.die_id] = anim
            anim.start()

    def _move_chip(self, item: ChipItem, target: QPointF) -> None:
        """A chip slides to its hex as a die does (undo and rewind included)."""
        self.map_layer.slide(item, target, self.duration if self.animations_enabled else 0)

    def _retire(self, item: DieItem, delay: int = 0) -> None:
        """A die went back to the supply: it slides there and leaves the table."""
        previous = self._animations.pop(item.die_id, None)
        if previous is not None:
            previous.stop()
        if not self.animations_enabled:
            self.removeItem(item)
            return
        anim = QPropertyAnimation(item, b"pos")
        anim.setDuration(self.duration)
        anim.setStartValue(item.pos())
        anim.setEndValue(self.supply_pos)
        group = QSequentialAnimationGroup(self)
        if delay:
            group.addPause(delay)
        group.addAnimation(anim)
        group.finished.connect(lambda: self._remove_if_here(item))
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _remove_if_here(self, item: DieItem) -> None:
        if item.scene() is self:
            self.removeItem(item)

    def settle(self) -> bool:
        """Finish every running animation at once (tests, screenshots)."""
        for anim in list(self._animations.values()):
            if anim.state() == QAbstractAnimation.State.Running:
                anim.setCurrentTime(anim.totalDuration())
        for item in self.dice.values():
            item.setPos(item.home)
        self.map_layer.settle()
        return True

    def _fit_scene_rect(self) -> None:
        rect = self._top_items.rect(self, self.map_layer)
        if self.map_layer.bmap is not None:
            rect = rect.united(self.map_layer.mapRectToScene(self.map_area()))
        rect = rect.adjusted(-TABLE_MARGIN, -TABLE_MARGIN, TABLE_MARGIN, TABLE_MARGIN)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    def addItem(self, item: QGraphicsItem, /) -> None:
        super().addItem(item)
        self._top_items.add(item)

    # --- drag and drop --------------------------------------------------------------------
    def zone_at(self, pos: QPointF) -> DropZoneItem | None:
        for item in self.items(pos):
            if isinstance(item, DropZoneItem):
                return item
        return None

    def place_at(self, pos: QPointF) -> Place | None:
        """The place under ``pos`` a die may be dropped on: a zone, or a chip on the map."""
        zone, unit = self.zone_at(pos), self.map_layer.chip_at(pos)
        return zone.place if zone is not None else Place(Zone.UNIT, unit) if unit else None

    def die_drag_started(self, item: DieItem) -> None:
        allowed = table.drop_targets(self.state, item.die_id) if self.state else frozenset()
        for zone in self.drop_zones():
            if zone.place in allowed:
                zone.set_lit(True)
                self._lit.append(zone)
        self.map_layer.highlight_chips(p.owner for p in allowed if p.zone is Zone.UNIT)
        self.drag_hint.emit(tr("Drop on a lit place; hold Shift to force an exact place."))

    def die_drag_moved(self, item: DieItem, pos: QPointF, force: bool) -> None:
        zone = self.zone_at(pos)
        if zone is not self._hot:
            if self._hot is not None:
                self._hot.set_lit(self._hot in self._lit, False)
            if zone is not None and zone in self._lit:
                zone.set_lit(True, True)
            self._hot = zone
        place = zone.place if zone is not None else self.place_at(pos)
        self._die_hovered(item.die_id, place, force)

    def die_drag_finished(self, item: DieItem, pos: QPointF, force: bool) -> None:
        place = self.place_at(pos)
        self._end_die_drag()
        if place is None:
            self.drop_refused.emit(
                lambda: tr("Drop a die on a track, an active slot, a row or a race sheet.")
            )
        else:
            self.die_dropped.emit(item.die_id, place, force)
        # Whatever the rules decided, the die goes where the (possibly new) state says.
        current = self.dice.get(item.die_id)
        if current is item:
            self._move(item, item.home)

    def die_drag_cancelled(self, item: DieItem) -> None:
        self._end_die_drag()
        if self.dice.get(item.die_id) is item:
            self._move(item, item.home)

    def _end_die_drag(self) -> None:
        for lit in self._lit:
            lit.set_lit(False)
        self._lit.clear()
        self._hot = None
        self.map_layer.highlight(())
        self._end_hover()
        self.drag_hint.emit("")

    def piece_in_hand(self) -> PieceItem | None:
        """The die or chip being pressed or dragged, if any."""
        grabber = self.mouseGrabberItem()
        return grabber if isinstance(grabber, PieceItem) and grabber.held() else None

    def cancel_drag(self) -> bool:
        """Call off the drag or press of a die or chip in progress (Escape, or the game
        changed under it: the targets it lit were the old game's). True if there was one."""
        piece = self.piece_in_hand()
        return piece is not None and piece.cancel_drag()

    def hex_outline(self, pos: QPointF) -> list[QPointF] | None:
        """The corners of the battle-map hex under ``pos`` (the annotation tool highlights
        real hexes); None off the map."""
        return self.map_layer.hex_outline(pos)

    # --- chips --------------------------------------------------------------------------
    def chip_drag_started(self, item: ChipItem) -> None:
        targets = table.unit_targets(self.state, item.view.id) if self.state else frozenset()
        self.map_layer.highlight(targets)
        hint = (
            tr("Drop the chip on a lit hex; hold Shift to place it anywhere.")
            if targets
            else tr("No hex is lit: this unit may not move now. Hold Shift to place it anywhere.")
        )
        self.drag_hint.emit(hint)

    def chip_drag_moved(self, item: ChipItem, pos: QPointF, force: bool) -> None:
        self._chip_hovered(item.view.id, self.map_layer.map_hex_at(pos), force)

    def chip_drag_finished(self, item: ChipItem, pos: QPointF, force: bool) -> None:
        self._end_chip_drag()
        target = self.map_layer.hex_at(pos)
        bmap = self.map_layer.bmap
        if bmap is None or not bmap.contains(target):
            self.drop_refused.emit(lambda: tr("Drop the chip on a hex of the map."))
        else:
            self.unit_moved.emit(item.view.id, target, force)
        # The chip goes where the (possibly new) state says.
        current = self.map_layer.chips.get(item.view.id)
        if current is not None:
            self._move_chip(current, current.home)

    def chip_drag_cancelled(self, item: ChipItem) -> None:
        self._end_chip_drag()
        if self.map_layer.chips.get(item.view.id) is item:
            self._move_chip(item, item.home)

    def _end_chip_drag(self) -> None:
        self.map_layer.highlight(())
        self._end_hover()
        self.drag_hint.emit("")


if TYPE_CHECKING:
    # The scene is the table dice and chips report to: mypy checks it has what they need.
    def _pieces_report_here(scene: TableScene) -> tuple[DieTable, ChipTable]:
        return scene, scene
