"""MatItem: one adventurer's mat — attribute rows, active slots, the race sheet with its
drained dice, and the 13-position cooldown track with the Cooldown stat marked."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.table import art
from gui.table.items.zones import LABEL_H, DropZoneItem
from gui.words import glossary
from gui.words.i18n import tr
from gui.words.names import initials
from rules import table
from rules.places import Place, Zone

MAT_W = 790.0
HEART_X = MAT_W - 330  # where the HP counter begins: the header's words stop before it
MAT_H = 350.0
HEADER_H = 46.0
ROW_Y = 60.0
ROW_H = 54.0
ROW_PITCH = 58.0
ROW_ROOM = 8  # dice a row shows side by side; more squeeze together (gui.table.places)
SHEET_ROOM = 5  # dice on each of the race sheet's two lines, idem
ROW_LABEL_W = 104.0
ROW_X = 16.0
DIE_PITCH = 48.0
ACTIVE_X = 556.0
ACTIVE_PITCH = 54.0
SHEET_Y = 140.0
SHEET_H = 96.0
TRACK_X = 16.0
TRACK_Y = 268.0
TRACK_PITCH = 58.0
SLOT = 52.0
# Asked for at every repaint: one rect for every mat.
MAT_BOUNDS = QRectF(-6, -6, MAT_W + 14, MAT_H + 14)


@dataclass(frozen=True)
class MatView:
    """The adventurer data a mat paints (its dice are separate items)."""

    id: str
    name: str
    race: str
    hp: int
    max_hp: int
    tenacity: int
    cooldown: int
    attributes: tuple[str, ...]
    defeated: bool
    engages: int
    current: bool = False
    fatigue_damage: int = 0
    stamina: int = 3
    moves: int = 0


class MatItem(QGraphicsItem):
    """The mat paints its furniture; drop zones are child items; dice lie on top."""

    def __init__(self, view: MatView) -> None:
        super().__init__()
        self.view = view
        self.zones: dict[Place, DropZoneItem] = {}
        self.selected = False
        self._build_zones()
        self.setZValue(0)
        # Mats are text and gradients: repaints blit a pixmap (redrawn on change or zoom).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "mat_clicked"):
            scene.mat_clicked.emit(self.view.id)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "mat_menu_requested"):
            scene.mat_menu_requested.emit(self.view.id, event.screenPos())
            event.accept()

    # --- geometry -----------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return MAT_BOUNDS

    def _build_zones(self) -> None:
        adv = self.view.id
        for i, _name in enumerate(self.view.attributes):
            width = ROW_ROOM * DIE_PITCH + 8
            rect = QRectF(ROW_X + ROW_LABEL_W, ROW_Y + i * ROW_PITCH, width, ROW_H)
            self._zone(Place(Zone.ROW, adv, i), rect, rounded=10)
        for i in range(table.ACTIVE_SLOTS):
            rect = QRectF(ACTIVE_X + i * ACTIVE_PITCH, ROW_Y, SLOT, SLOT)
            self._zone(Place(Zone.ACTIVE, adv, i), rect)
        self._zone(
            Place(Zone.DRAINED, adv, None),
            QRectF(ACTIVE_X, SHEET_Y, table.ACTIVE_SLOTS * ACTIVE_PITCH - 2, SHEET_H),
            rounded=10,
        )
        for i in range(table.TRACK_SIZE):
            rect = QRectF(TRACK_X + i * TRACK_PITCH, TRACK_Y, SLOT, SLOT)
            zone = self._zone(Place(Zone.TRACK, adv, i), rect, label=str(i + 1))
            zone.marked = i < self.view.cooldown

    def _zone(
        self, place: Place, rect: QRectF, label: str = "", rounded: float = 7.0
    ) -> DropZoneItem:
        zone = DropZoneItem(place, rect, self, label=label, rounded=rounded)
        zone.drawn_by_parent = True  # paint() draws its recess into the mat's pixmap
        zone.refresh_contents()
        zone.setToolTip(zone_tooltip(place))
        self.zones[place] = zone
        return zone

    def die_pos(self, place: Place, order: float = 0) -> QPointF:
        """Scene position of a die at ``place`` (``order`` = its index within a row or sheet)."""
        if place.zone == Zone.TRACK:
            local = QPointF(
                TRACK_X + (place.index or 0) * TRACK_PITCH + SLOT / 2, TRACK_Y + SLOT / 2
            )
        elif place.zone == Zone.ACTIVE:
            local = QPointF(
                ACTIVE_X + (place.index or 0) * ACTIVE_PITCH + SLOT / 2, ROW_Y + SLOT / 2
            )
        elif place.zone == Zone.ROW:
            local = QPointF(
                ROW_X + ROW_LABEL_W + 8 + order * DIE_PITCH + DIE_PITCH / 2 - 2,
                ROW_Y + (place.index or 0) * ROW_PITCH + ROW_H / 2,
            )
        elif place.zone == Zone.DRAINED:
            line = min(int(order // SHEET_ROOM), 1)
            col = order - line * SHEET_ROOM
            local = QPointF(ACTIVE_X + 26 + col * 42, SHEET_Y + 26 + line * 44)
        else:
            local = QPointF(MAT_W / 2, MAT_H / 2)
        return self.mapToScene(local)

    def set_view(self, view: MatView) -> None:
        if view == self.view:
            return
        if view.attributes != self.view.attributes:
            for zone in self.zones.values():
                zone.setParentItem(None)  # type: ignore[arg-type]  # the stub forbids None
                if zone.scene() is not None:
                    zone.scene().removeItem(zone)
            self.zones.clear()
            self.view = view
            self._build_zones()
        self.view = view
        for i in range(table.TRACK_SIZE):
            self.zones[Place(Zone.TRACK, view.id, i)].marked = i < view.cooldown
            self.zones[Place(Zone.TRACK, view.id, i)].update()
        self.update()

    # --- painting -----------------------------------------------------------------------
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self._paint_body(painter, option)
        # Last, as when each zone painted itself above its mat.
        for zone in self.zones.values():
            zone.paint_recess(painter)

    def _paint_body(self, painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        self._paint_leather(painter)
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        self._paint_header(painter)
        if lod < 0.3:
            return
        self._paint_labels(painter)
        if self.view.cooldown > 0:
            self._paint_cooldown_bracket(painter)
        if self.view.fatigue_damage:
            self._paint_fatigue_ribbon(painter)
        if self.view.defeated:
            self._paint_defeated(painter)

    def _paint_leather(self, painter: QPainter) -> None:
        v = self.view
        outer = QRectF(0, 0, MAT_W, MAT_H)
        art.draw_leather(painter, outer, 16, QPointF(5, 7), 110, 2)
        inner = outer.adjusted(7, 7, -7, -7)
        gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
        gradient.setColorAt(0, art.PARCHMENT.lighter(104))
        gradient.setColorAt(1, art.PARCHMENT.darker(106))
        painter.setBrush(QBrush(gradient))
        if v.current:
            painter.setPen(QPen(art.GOLD, 3.5))
        elif self.selected:
            painter.setPen(QPen(art.HIGHLIGHT.darker(140), 3))
        else:
            painter.setPen(QPen(art.PARCHMENT_DARK.darker(120), 1.5))
        painter.drawRoundedRect(inner, 11, 11)

    def _paint_labels(self, painter: QPainter) -> None:
        v = self.view
        painter.setPen(art.INK_SOFT)
        painter.setFont(art.sans(8.5, bold=True))
        for i, name in enumerate(v.attributes):
            rect = QRectF(ROW_X + 6, ROW_Y + i * ROW_PITCH, ROW_LABEL_W - 12, ROW_H)
            painter.drawText(
                rect,
                Qt.AlignmentFlag.AlignVCenter
                | Qt.AlignmentFlag.AlignLeft
                | Qt.TextFlag.TextWordWrap,
                name.upper(),
            )
        painter.drawText(
            QRectF(ACTIVE_X, ROW_Y - 15, 200, 14), Qt.AlignmentFlag.AlignLeft, tr("ACTIVE SLOTS")
        )
        painter.drawText(
            QRectF(ACTIVE_X, SHEET_Y - 15, 220, 14),
            Qt.AlignmentFlag.AlignLeft,
            tr("{race} SHEET · DRAINED").format(race=v.race.upper())
            if v.race.strip()
            else tr("RACE SHEET · DRAINED"),
        )
        painter.drawText(
            QRectF(TRACK_X, TRACK_Y - 17, 400, 14), Qt.AlignmentFlag.AlignLeft, tr("COOLDOWN TRACK")
        )

    def _paint_cooldown_bracket(self, painter: QPainter) -> None:
        """The Cooldown stat: a gold bracket under the positions the Recovery step empties."""
        v = self.view
        right = TRACK_X + min(v.cooldown, table.TRACK_SIZE) * TRACK_PITCH - 6
        y = TRACK_Y + SLOT + LABEL_H + 3  # under the positions' numbers
        pen = QPen(art.GOLD.darker(125), 2.2)
        painter.setPen(pen)
        painter.drawLine(QPointF(TRACK_X, y - 4), QPointF(TRACK_X, y))
        painter.drawLine(QPointF(TRACK_X, y), QPointF(right, y))
        painter.drawLine(QPointF(right, y), QPointF(right, y - 4))
        painter.setFont(art.sans(7.5, bold=True))
        painter.setPen(art.GOLD.darker(160))
        painter.drawText(  # level with the bracket's foot, below the numbers above it
            QRectF(right + 8, y - 4, 300, 14),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            tr("COOLDOWN {n} · recovered from the left each turn").format(n=v.cooldown),
        )

    def _paint_fatigue_ribbon(self, painter: QPainter) -> None:
        ribbon = QRectF(ROW_X + ROW_LABEL_W, ROW_Y + 2 * ROW_PITCH + 8, 8 * DIE_PITCH + 8, 30)
        painter.setPen(QPen(art.DANGER.darker(140), 1.2))
        painter.setBrush(QColor(184, 65, 47, 215))
        painter.drawRoundedRect(ribbon, 8, 8)
        painter.setPen(QColor("white"))
        painter.setFont(art.sans(9, bold=True))
        painter.drawText(
            ribbon,
            Qt.AlignmentFlag.AlignCenter,
            tr("Fatigue round: −{n} HP (true damage, one per overfatigue)").format(
                n=self.view.fatigue_damage
            ),
        )

    def header_rects(self) -> dict[str, QRectF]:
        """Where the header's parts lie: the name, the THEIR TURN and DEFEATED tags after it,
        then the race, which gives way (cut short) before the HP heart."""
        v = self.view
        name_w = QFontMetricsF(art.serif(17, bold=True)).horizontalAdvance(v.name) + 12
        tag_metrics = QFontMetricsF(art.sans(7.5, bold=True))
        rects = {"name": QRectF(22, 12, min(name_w, HEART_X - 30), 30)}
        x = 22 + name_w
        for key, shown, text in (
            ("turn", v.current, tr("THEIR TURN")),
            ("defeated", v.defeated, tr("DEFEATED")),
        ):
            if shown:
                rects[key] = QRectF(x, 16, tag_metrics.horizontalAdvance(text) + 14, 20)
                x += rects[key].width() + 8
        rects["race"] = QRectF(x, 15, max(0.0, HEART_X - 8 - x), 26)
        return rects

    def _paint_header(self, painter: QPainter) -> None:
        v = self.view
        rects = self.header_rects()
        painter.setPen(art.INK)
        painter.setFont(art.serif(17, bold=True))
        painter.drawText(
            QRectF(22, 12, 300, 30),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            v.name,
        )
        for key, text, colour, ink in (
            ("turn", tr("THEIR TURN"), art.GOLD, art.INK),
            ("defeated", tr("DEFEATED"), art.DANGER, QColor("white")),
        ):
            if key in rects:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawRoundedRect(rects[key], 6, 6)
                painter.setPen(ink)
                painter.setFont(art.sans(7.5, bold=True))
                painter.drawText(rects[key], Qt.AlignmentFlag.AlignCenter, text)
        painter.setFont(art.serif(10.5, italic=True))
        painter.setPen(art.INK_SOFT)
        race = rects["race"]
        painter.drawText(
            race,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(
                v.race, Qt.TextElideMode.ElideRight, int(race.width())
            ),
        )
        self._paint_counters(painter)

    def _paint_counters(self, painter: QPainter) -> None:
        """HP: a heart with the count; tenacity: pegs; the engages and move actions of this
        turn, with the Stamina stat."""
        v = self.view
        x = HEART_X
        self._heart(painter, QRectF(x, 15, 22, 22))
        painter.setPen(art.INK)
        painter.setFont(art.serif(13, bold=True))
        painter.drawText(
            QRectF(x + 26, 12, 70, 28), Qt.AlignmentFlag.AlignVCenter, f"{v.hp}/{v.max_hp}"
        )
        x += 96
        art.draw_glyph(painter, "tenacity", QRectF(x, 15, 20, 22), art.GOLD.darker(130))
        for i in range(max(v.tenacity, 0)):
            if i >= 10:
                break
            painter.setBrush(art.GOLD if i < v.tenacity else Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(art.INK_SOFT, 1))
            painter.drawEllipse(QPointF(x + 30 + i * 11, 26), 4.2, 4.2)
        painter.setPen(art.INK)
        painter.setFont(art.sans(9, bold=True))
        painter.drawText(
            QRectF(x + 30 + min(v.tenacity, 10) * 11, 12, 40, 28),
            Qt.AlignmentFlag.AlignVCenter,
            str(v.tenacity),
        )
        x += 120
        painter.setFont(art.sans(8))
        painter.setPen(art.INK_SOFT)
        # One short line each, so that every counter fits between the pegs and the mat's edge
        # in every language.
        lines = (
            tr("Engages {n}").format(n=v.engages),
            tr("Stamina {s}").format(s=v.stamina),
            tr("Moves {m}/{most}").format(m=v.moves, most=table.MOVES_PER_TURN),
        )
        width = MAT_W - 20 - x
        # Clear of the mat's inner rim at the top, and of the Active Slots label below.
        for row, line in enumerate(lines):
            painter.drawText(
                QRectF(x, 12 + row * 11.5, width, 11.5),
                Qt.AlignmentFlag.AlignVCenter,
                painter.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, int(width)),
            )

    @staticmethod
    def _heart(painter: QPainter, rect: QRectF) -> None:
        w, h, x, y = rect.width(), rect.height(), rect.x(), rect.y()
        path = QPainterPath()
        path.moveTo(x + w / 2, y + h)
        path.cubicTo(x - w * 0.1, y + h * 0.55, x + w * 0.05, y - h * 0.1, x + w / 2, y + h * 0.25)
        path.cubicTo(x + w * 0.95, y - h * 0.1, x + w * 1.1, y + h * 0.55, x + w / 2, y + h)
        painter.setPen(QPen(art.HEART.darker(150), 1.2))
        painter.setBrush(art.HEART)
        painter.drawPath(path)

    def _paint_defeated(self, painter: QPainter) -> None:
        # The chip lies on the race sheet; the mat is veiled.
        art.draw_chip(
            painter,
            QPointF(ACTIVE_X + table.ACTIVE_SLOTS * ACTIVE_PITCH - 40, SHEET_Y + SHEET_H / 2),
            26,
            art.PARTY_COLOUR,
            art.INK,
            initials(self.view.name),
            greyed=True,
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 30, 25, 60))
        painter.drawRoundedRect(QRectF(7, 7, MAT_W - 14, MAT_H - 14), 11, 11)


def zone_tooltip(place: Place) -> str:
    """What a place on the mat is for: its glossary entry."""
    term = {
        Zone.TRACK: "cooldown-track",
        Zone.ACTIVE: "active-slot",
        Zone.ROW: "recover",
        Zone.DRAINED: "drain",
    }.get(place.zone)
    return glossary.tooltip(term) if term else ""
