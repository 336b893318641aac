"""ChipItem: a unit's chip on a hex (adventurer, companion, enemy, quest unit)."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.table import art
from gui.table.items.piece import PieceItem
from gui.words.enemy_words import stats_words
from gui.words.i18n import tr
from gui.words.refusals import term
from rules.foes import FoeStats

# Below this radius on screen (px) a chip is drawn as a plain disc.
TINY_RADIUS = 6.0
STATUS_PIXELS = 11.0  # a status die on a chip is at least this wide on screen
# The mark of a unit protected from targeting: a shield on a pale disc.
PROTECTED_COLOUR = QColor("#eef4fb")
PROTECTED_INK = QColor("#2f63a8")


@dataclass(frozen=True)
class ChipView:
    """What a chip shows."""

    id: str
    name: str
    label: str
    kind: str  # "adventurer", "companion", "enemy", "quest"
    level: int | None = None
    hp: int = 0
    max_hp: int = 0
    statuses: tuple[str, ...] = ()
    defeated: bool = False
    current: bool = False
    choosable: bool = False  # the party may give this unit the next turn: a click does
    stats: FoeStats | None = None  # its fighting stats (rules §4.4); None: an adventurer
    protected: bool = False  # an effect protects it from targeting (rules §4.4)


def draw_choosable_ring(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The light around a chip the party may choose to act next."""
    glow = QColor(art.HIGHLIGHT)
    glow.setAlpha(90)
    painter.setPen(QPen(glow, radius * 0.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 1.2, radius * 1.2)
    painter.setPen(QPen(art.HIGHLIGHT, max(2.0, radius * 0.1)))
    painter.drawEllipse(centre, radius * 1.1, radius * 1.1)


def draw_protected_mark(painter: QPainter, rect: QRectF) -> None:
    """A pale disc holding a shield: an effect protects the chip from targeting."""
    painter.save()
    painter.setPen(QPen(art.INK, max(1.0, rect.width() * 0.08)))
    painter.setBrush(PROTECTED_COLOUR)
    painter.drawEllipse(rect)
    inner = rect.adjusted(*(d * rect.width() * 0.14 for d in (1, 1, -1, -1)))
    art.draw_glyph(painter, "tenacity", inner, PROTECTED_INK)
    painter.restore()


@runtime_checkable
class ChipTable(Protocol):
    """What a chip needs of the scene it lies on: where to report its gestures."""

    unit_clicked: SignalInstance
    unit_menu_requested: SignalInstance

    def chip_drag_started(self, item: ChipItem) -> None: ...
    def chip_drag_moved(self, item: ChipItem, pos: QPointF, force: bool) -> None: ...
    def chip_drag_finished(self, item: ChipItem, pos: QPointF, force: bool) -> None: ...
    def chip_drag_cancelled(self, item: ChipItem) -> None: ...


def chip_colours(view: ChipView) -> tuple[QColor, QColor]:
    if view.kind == "adventurer":
        return art.PARTY_COLOUR, art.INK
    if view.kind == "companion":
        return art.COMPANION_COLOUR, art.INK
    if view.kind == "quest":
        return art.QUEST_COLOUR, art.QUEST_BORDER
    colour = art.ENEMY_LEVEL_COLOURS.get(view.level or 1, art.ENEMY_LEVEL_COLOURS[1])
    return colour, QColor("#1d1a16")


class ChipItem(PieceItem):
    """A chip; drag it to another hex, right-click it for its menu."""

    rest_z = 20.0

    def __init__(self, view: ChipView, radius: float = 24.0) -> None:
        super().__init__()
        self.view = view
        self.radius = radius
        # A chip is a gradient, eight arcs and text: repaints blit a pixmap.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        v = self.view
        kind = {
            "adventurer": tr("Adventurer"),
            "companion": tr("Companion"),
            "quest": tr("Quest unit"),
        }.get(v.kind) or tr("Enemy, level {n}").format(n=v.level)
        lines = [f"<b>{v.name}</b> — {kind}", tr("HP {hp}/{max}").format(hp=v.hp, max=v.max_hp)]
        if v.stats is not None:
            lines.append(html.escape(stats_words(v.stats)))
            if v.stats.skills:
                lines.append(f"<i>{html.escape(v.stats.skills)}</i>")
        if v.statuses:
            lines.append(tr("Status: {sides}").format(sides=", ".join(term(s) for s in v.statuses)))
        if v.protected:
            lines.append(tr("<b>Protected from targeting</b> (it still stands in its hex)"))
        if v.defeated:
            lines.append(tr("<i>Defeated (left on the tile: the hex stays occupied)</i>"))
        if v.choosable:
            lines.append(tr("<b>Click to give {name} the next turn.</b>").format(name=v.name))
        lines.append(
            tr("<i>Drag to move; Shift+drop places it anywhere; right-click for more.</i>")
        )
        self.setToolTip("<br>".join(lines))

    def retranslate(self) -> None:
        self._update_tooltip()
        self.update()

    def set_view(self, view: ChipView) -> None:
        if view != self.view:
            self.view = view
            self._update_tooltip()
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.35 + 2
        return QRectF(-r, -r - 6, 2 * r + 4, 2 * r + 14)

    def hp_badge(self) -> QRectF:
        """Where the HP badge lies, in the chip's coordinates (empty without HP)."""
        if not self.view.max_hp:
            return QRectF()
        r = self.radius
        return QRectF(r * 0.75 - 10, r * 0.75 - 10, 20, 20)

    def protected_mark(self) -> QRectF:
        """Where the mark of a chip protected from targeting lies: over its top-right edge,
        clear of the status dice and the HP badge."""
        r = self.radius
        side = max(14.0, r * 0.8)
        return QRectF(r * 0.95 - side / 2, -r * 0.95 - side / 2, side, side)

    def status_rects(self, lod: float) -> list[QRectF]:
        """Where the chip's status dice lie, over its top-left edge: at least
        STATUS_PIXELS across on screen at the zoom ``lod`` (a whole map fitted to the
        window), never bigger than most of the chip, always within its bounds."""
        r = self.radius
        size = min(r * 0.9, max(12.0, STATUS_PIXELS / max(lod, 0.01)))
        return [
            QRectF(-r * 1.3 + i * (size + 1), -r * 1.3 - 4, size, size)
            for i in range(len(self.view.statuses))
        ]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        v = self.view
        fill, border = chip_colours(v)
        r = self.radius
        if v.choosable:
            draw_choosable_ring(painter, QPointF(0, 0), r)
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if v.current:
            painter.setPen(QPen(art.GOLD, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 5, r + 5)
        if lod * r < TINY_RADIUS:
            # A few pixels across (a big map fitted to the window): the notches, gradient and
            # label cannot be seen, so a disc in the chip's colours says the same for less.
            painter.setPen(QPen(border, r * 0.12))
            painter.setBrush(art.PARCHMENT_DARK if v.defeated else fill)
            painter.drawEllipse(QPointF(0, 0), r, r)
            return
        art.draw_chip(painter, QPointF(0, 0), r, fill, border, v.label, greyed=v.defeated)
        for side, rect in zip(v.statuses, self.status_rects(lod), strict=False):
            art.draw_status_die(painter, rect, side)
        if v.protected:
            draw_protected_mark(painter, self.protected_mark())
        if lod < 0.2:
            return
        if v.max_hp:
            badge = self.hp_badge().center()
            painter.setPen(QPen(QColor("#3b0d0d"), 1.2))
            painter.setBrush(art.HEART)
            painter.drawEllipse(badge, 10, 10)
            painter.setPen(QColor("white"))
            painter.setFont(art.sans(8, bold=True))
            painter.drawText(
                QRectF(badge.x() - 10, badge.y() - 10, 20, 20),
                Qt.AlignmentFlag.AlignCenter,
                str(v.hp),
            )
        if v.kind == "enemy" and v.level:
            painter.setPen(QColor("#1d1a16"))
            painter.setFont(art.sans(7, bold=True))
            painter.drawText(
                QRectF(-r, r * 0.45, 2 * r, 12), Qt.AlignmentFlag.AlignCenter, f"L{v.level}"
            )

    # --- gestures ---------------------------------------------------------------------
    def table(self) -> ChipTable | None:
        scene = self.scene()
        return scene if isinstance(scene, ChipTable) else None

    def drag_started(self) -> None:
        if (table := self.table()) is not None:
            table.chip_drag_started(self)

    def drag_moved(self, pos: QPointF, force: bool) -> None:
        if (table := self.table()) is not None:
            table.chip_drag_moved(self, pos, force)

    def drag_finished(self, pos: QPointF, force: bool) -> None:
        if (table := self.table()) is not None:
            table.chip_drag_finished(self, pos, force)

    def drag_cancelled(self) -> None:
        if (table := self.table()) is not None:
            table.chip_drag_cancelled(self)

    def clicked(self) -> None:
        if (table := self.table()) is not None:
            table.unit_clicked.emit(self.view.id)

    def menu_requested(self, screen_pos: QPoint) -> None:
        if (table := self.table()) is not None:
            table.unit_menu_requested.emit(self.view.id, screen_pos)
