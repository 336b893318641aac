"""TableScene: the whole table as a QGraphicsScene.

The scene shows states and reports gestures. ``sync(old, new)`` moves, adds and removes only
the items whose data changed; while a die is dragged the zones the rules allow light up, and
on release the scene emits ``die_dropped`` and lets the next sync say where the die lands.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import QBrush, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from gui.annotations.layer import AnnotationLayer
from gui.i18n import tr
from gui.refusals import term
from gui.table import art
from gui.table.items.chips import ChipItem
from gui.table.items.dice import DieItem, DieLook
from gui.table.items.maplayer import MapLayerItem
from gui.table.items.mat import MAT_H, MatItem, MatView, zone_tooltip
from gui.table.items.panels import (
    DefeatedStackItem,
    RoundCounterItem,
    SupplyItem,
    SupplyView,
    TurnOrderItem,
)
from gui.table.items.zones import DropZoneItem
from gui.table.looks import battle_view
from rules import table
from rules.dice import Die, DieKind
from rules.events import Event
from rules.places import Place, Zone
from rules.state import Adventurer, GameState

MAT_GAP = 36.0
MAP_GAP = 70.0
TOP_STRIP = 130.0
STEP_DELAY = 260  # ms between the automatic steps of one action, so each can be followed


def die_look(die: Die) -> DieLook:
    """What a die shows, from the rules' Die value."""
    if die.kind == DieKind.LIGHT_FATIGUE:
        return DieLook("light")
    if die.kind == DieKind.OVERFATIGUE:
        return DieLook("over")
    if die.kind == DieKind.STATUS:
        return DieLook("status", status=str(die.side) if die.side else None)
    face = die.current_face
    if face is None:
        return DieLook("skill", tint=art.skill_tint(die.skill).name())
    return DieLook(
        "skill",
        symbol=face_label(face.symbol),
        word=face_word(face.symbol) if not face.is_tenacity else "",
        code=str(face.code),
        tenacity=face.is_tenacity,
        tint=art.skill_tint(die.skill).name(),
        status=str(face.status) if face.status else None,
    )


def face_label(symbol: str) -> str:
    """The big mark of a face: its number ('strike2' -> '2'), or its initial."""
    digits = "".join(ch for ch in symbol if ch.isdigit())
    return digits or symbol[:1].upper()


def face_word(symbol: str) -> str:
    """The small word of a numbered icon ('strike2' -> 'STRIKE'), translated; '' for a plain
    number."""
    letters = "".join(ch for ch in symbol if ch.isalpha())
    return term(letters).upper() if letters else ""


def die_places(state: GameState) -> dict[str, tuple[Place, int]]:
    """Every die that is on a mat, with its place and its order within that place."""
    out: dict[str, tuple[Place, int]] = {}
    for adv in state.adventurers:
        for r, row in enumerate(adv.rows):
            for order, die_id in enumerate(row.dice):
                out[die_id] = (Place(Zone.ROW, adv.id, r), order)
        for slot, held in enumerate(adv.active):
            if held is not None:
                out[held] = (Place(Zone.ACTIVE, adv.id, slot), 0)
        for slot, die_id in enumerate(adv.track):
            out[die_id] = (Place(Zone.TRACK, adv.id, slot), 0)
        for order, die_id in enumerate(adv.drained):
            out[die_id] = (Place(Zone.DRAINED, adv.id, None), order)
    # The top die of each fatigue pile (the one the rules take next: the last) lies on the
    # supply, ready to be dragged to a track.
    for pile, die_ids in enumerate((state.supply.light, state.supply.over)):
        if die_ids:
            out[die_ids[-1]] = (Place(Zone.SUPPLY, None, pile), 0)
    return out


def mat_view(adv: Adventurer, current: bool = False, fatigue_damage: int = 0) -> MatView:
    return MatView(
        id=adv.id,
        name=adv.name,
        race=term(adv.race),
        hp=adv.hp,
        max_hp=adv.max_hp,
        tenacity=adv.tenacity,
        cooldown=adv.cooldown,
        attributes=tuple(term(row.attribute) for row in adv.rows),
        defeated=adv.defeated,
        engages=adv.engages,
        current=current,
        fatigue_damage=fatigue_damage,
    )


class TableScene(QGraphicsScene):
    """The table. Items are dumb; the scene turns their gestures into signals."""

    die_dropped = Signal(str, object, bool)  # die id, Place, forced (Shift held)
    die_clicked = Signal(str)
    die_menu_requested = Signal(str, object)  # die id, QPoint (screen)
    drop_refused = Signal(str)  # a reason, for the status bar
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
        self.fatigue_hits: dict[str, int] = {}
        self._lit: list[DropZoneItem] = []
        self._hot: DropZoneItem | None = None
        self.mats_origin = QPointF(0, 0)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.supply_item = SupplyItem()
        self.supply_item.setPos(0, -TOP_STRIP)
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

    # --- background -----------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        area = self.sceneRect()
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        gradient.setColorAt(0, art.FELT.lighter(115))
        gradient.setColorAt(1, art.FELT_DARK)
        painter.fillRect(rect, QBrush(gradient))

    # --- sync -----------------------------------------------------------------------------
    def sync(self, old: GameState | None, new: GameState, events: Sequence[Event] = ()) -> None:
        """Bring the items in line with ``new``; animate what moved, step by step."""
        self.state = new
        current = self.current_adventurer(new)
        if [a.id for a in new.adventurers] != list(self.mats):
            self._rebuild_mats(new)
        self._note_fatigue_damage(old, new, events)
        for adv in new.adventurers:
            hit = self.fatigue_hits.get(adv.id, 0)
            self.mats[adv.id].set_view(mat_view(adv, adv.id == current, hit))
        delays = self._step_delays(events)
        places = die_places(new)
        old_places = die_places(old) if old is not None else {}
        for die_id, (place, order) in places.items():
            die = new.dice[die_id]
            item = self.dice.get(die_id)
            target = self.die_target(place, order)
            if item is None:
                item = DieItem(die_id, die_look(die))
                self.addItem(item)
                self.dice[die_id] = item
                item.setPos(self.supply_pos if old is not None else target)
            else:
                item.set_look(die_look(die))
            item.setToolTip(self.die_tooltip(new, die, place))
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

    def _note_fatigue_damage(
        self, old: GameState | None, new: GameState, events: Sequence[Event]
    ) -> None:
        """Remember the fatigue damage of this round's start, to show it on each mat."""
        old_round = old.battle.round if old is not None and old.battle is not None else None
        new_round = new.battle.round if new.battle is not None else None
        if old_round != new_round:
            self.fatigue_hits = {}
        self.fatigue_hits.update(table.fatigue_damage(events))

    def _sync_supply(self, state: GameState) -> None:
        supply = state.supply
        self.supply_item.set_view(
            SupplyView(len(supply.light), len(supply.over), len(supply.status))
        )

    def _sync_battle(self, state: GameState) -> None:
        view = battle_view(state)
        if view is None:
            return
        if not self._battle_items_added:
            for item in (self.round_item, self.turn_item, self.defeated_item):
                self.addItem(item)
            self._battle_items_added = True
        if self.map_layer.set_map(view.bmap, view.explorable):
            self._anchor_map()
        self.map_layer.set_chips(view.chips)
        self.round_item.set_view(view.round)
        self.turn_item.set_chips(view.turn_order)
        self.defeated_item.set_chips(view.defeated)
        self._anchor_strip()

    def _anchor_map(self) -> None:
        rect = self.map_layer.map_rect()
        self.map_layer.setPos(-MAP_GAP - rect.right(), -rect.top())

    def _anchor_strip(self) -> None:
        x = -MAP_GAP - self.defeated_item.boundingRect().width()
        self.defeated_item.setPos(x, -TOP_STRIP)
        x -= 16 + self.turn_item.width()
        self.turn_item.setPos(x, -TOP_STRIP)
        x -= 16 + 180
        self.round_item.setPos(x, -TOP_STRIP)

    def die_target(self, place: Place, order: int = 0) -> QPointF:
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
        y = self.mats_origin.y()
        for adv in state.adventurers:
            mat = MatItem(mat_view(adv))
            mat.setPos(self.mats_origin.x(), y)
            self.addItem(mat)
            self.mats[adv.id] = mat
            y += MAT_H + MAT_GAP

    def retranslate(self) -> None:
        """Texts follow the language: repaint and reset the tooltips."""
        for item in (self.supply_item, self.round_item, self.turn_item, self.defeated_item):
            item.retranslate()
        for mat in self.mats.values():
            for zone in mat.zones.values():
                zone.setToolTip(zone_tooltip(zone.place))
        if self.state is not None:
            for die_id, (place, _order) in die_places(self.state).items():
                die_item = self.dice.get(die_id)
                if die_item is not None:
                    die_item.setToolTip(
                        self.die_tooltip(self.state, self.state.dice[die_id], place)
                    )
        self.update()

    def set_selected_mat(self, adventurer_id: str | None) -> None:
        for adv_id, mat in self.mats.items():
            mat.set_selected(adv_id == adventurer_id)

    def current_adventurer(self, state: GameState) -> str | None:
        return state.battle.turn if state.battle is not None else None

    def _step_delays(self, events: Sequence[Event]) -> dict[str, int]:
        """The order in which the dice named by the events should move."""
        delays: dict[str, int] = {}
        for step, event in enumerate(events):
            for name in ("die", "replaced", "overfatigue", "incoming"):
                die_id = getattr(event, name, None)
                if isinstance(die_id, str) and die_id not in delays:
                    delays[die_id] = step * STEP_DELAY
        return delays

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
        return True

    def _fit_scene_rect(self) -> None:
        rect = self.itemsBoundingRect().adjusted(-80, -80, 80, 80)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    # --- tooltips -------------------------------------------------------------------------
    def die_tooltip(self, state: GameState, die: Die, place: Place) -> str:
        if die.kind == DieKind.LIGHT_FATIGUE:
            return tr("Light fatigue die")
        if die.kind == DieKind.OVERFATIGUE:
            return tr("Overfatigue die")
        if die.kind == DieKind.STATUS:
            return tr("Status die: {side}").format(side=term(die.side or ""))
        face = die.current_face
        shown = face.symbol if face else "?"
        code = face.code if face else ""
        return tr(
            "<b>{skill}</b> skill die ({attribute})<br>Face up: {face} · code: {code}<br>"
            "<i>Drag to the track, an active slot or the race sheet; Shift+drop forces the "
            "exact place; right-click for more.</i>"
        ).format(
            skill=(die.skill or "skill").title(),
            attribute=die.attribute or "",
            face=shown,
            code=code,
        )

    # --- drag and drop --------------------------------------------------------------------
    def zone_at(self, pos: QPointF) -> DropZoneItem | None:
        for item in self.items(pos):
            if isinstance(item, DropZoneItem):
                return item
        return None

    def die_drag_started(self, item: DieItem) -> None:
        allowed = table.drop_targets(self.state, item.die_id) if self.state else frozenset()
        for zone in self.drop_zones():
            if zone.place in allowed:
                zone.set_lit(True)
                self._lit.append(zone)
        self.drag_hint.emit(tr("Drop on a lit place; hold Shift to force an exact place."))

    def die_drag_moved(self, item: DieItem, pos: QPointF) -> None:
        zone = self.zone_at(pos)
        if zone is not self._hot:
            if self._hot is not None:
                self._hot.set_lit(self._hot in self._lit, False)
            if zone is not None and zone in self._lit:
                zone.set_lit(True, True)
            self._hot = zone

    def die_drag_finished(self, item: DieItem, pos: QPointF, force: bool) -> None:
        zone = self.zone_at(pos)
        for lit in self._lit:
            lit.set_lit(False)
        self._lit.clear()
        self._hot = None
        self.drag_hint.emit("")
        if zone is None:
            self.drop_refused.emit(
                tr("Drop a die on a track, an active slot, a row or a race sheet.")
            )
        else:
            self.die_dropped.emit(item.die_id, zone.place, force)
        # Whatever the rules decided, the die goes where the (possibly new) state says.
        current = self.dice.get(item.die_id)
        if current is item:
            self._move(item, item.home)

    def hex_outline(self, pos: QPointF) -> list[QPointF] | None:
        """The corners (scene coordinates) of the battle-map hex under ``pos``; None off the
        map (the annotation tool highlights real hexes)."""
        layer = self.map_layer
        if layer.bmap is None:
            return None
        h = layer.hex_at(pos)
        if not layer.bmap.contains(h):
            return None
        return [layer.mapToScene(QPointF(x, y)) for x, y in layer.layout.polygon_corners(h)]

    # --- chips --------------------------------------------------------------------------
    def chip_drag_started(self, item: ChipItem) -> None:
        if self.state is not None:
            self.map_layer.highlight(table.unit_targets(self.state, item.view.id))
        self.drag_hint.emit(tr("Drop the chip on a lit hex; hold Shift to place it anywhere."))

    def chip_drag_finished(self, item: ChipItem, pos: QPointF, force: bool) -> None:
        self.map_layer.highlight(())
        self.drag_hint.emit("")
        target = self.map_layer.hex_at(pos)
        bmap = self.map_layer.bmap
        if bmap is None or not bmap.contains(target):
            self.drop_refused.emit(tr("Drop the chip on a hex of the map."))
        else:
            self.unit_moved.emit(item.view.id, target, force)
        # The chip goes where the (possibly new) state says.
        current = self.map_layer.chips.get(item.view.id)
        if current is not None:
            current.setPos(current.home)
