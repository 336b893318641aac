"""The table's furniture around the map: the round counter, the turn order, the supply and
the defeated enemy stack."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.table import art
from gui.table.items.chips import ChipView, chip_colours, draw_choosable_ring
from gui.table.items.zones import DropZoneItem
from gui.words.i18n import tr
from rules.places import Place, Zone

# Asked for at every repaint: made once.
ROUND_BOUNDS = QRectF(-4, -4, 190, 108)
SUPPLY_BOUNDS = QRectF(-4, -4, 250, 108)
DEFEATED_BOUNDS = QRectF(-4, -4, 170, 108)
#: Where the round counter's words go, beside its die, and how they wrap.
ROUND_WORDS = QRectF(82, 26, 94, 68)
WRAPPED = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
PHASE_SIZES = (8.0, 7.5, 7.0, 6.5)


def text_height(font: QFont, width: float, text: str) -> float:
    """The height ``text`` takes in ``font`` wrapped to ``width``."""
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1000), WRAPPED, text).height()


def round_words_layout(title: str, phase: str) -> tuple[QRectF, QRectF, QFont]:
    """The round counter's title and phase rectangles and the phase's font: the phase under
    the title, in the largest size that fits every line of it (a long phase in French)."""
    box = ROUND_WORDS
    title_height = min(text_height(art.serif(9.5, bold=True), box.width(), title), 36.0)
    title_rect = QRectF(box.left(), box.top(), box.width(), title_height)
    top = box.top() + title_height + 2
    phase_rect = QRectF(box.left() + 2, top, box.width() - 2, box.bottom() - top)
    font = art.sans(PHASE_SIZES[-1])
    for size in PHASE_SIZES:
        if text_height(art.sans(size), phase_rect.width(), phase) <= phase_rect.height():
            font = art.sans(size)
            break
    return title_rect, phase_rect, font


def _plaque(painter: QPainter, rect: QRectF, title: str) -> None:
    art.draw_leather(painter, rect, 10, QPointF(3, 5), 90, 1.5)
    painter.setPen(art.GOLD)
    painter.setFont(art.sans(7.5, bold=True))
    painter.drawText(rect.adjusted(10, 5, -10, 0), Qt.AlignmentFlag.AlignLeft, title.upper())


@dataclass(frozen=True)
class RoundView:
    round: int
    fatigue: bool
    phase: str = ""


class RoundCounterItem(QGraphicsItem):
    """The round counter die; after round 5 it shows the fatigue-round icon."""

    def __init__(self) -> None:
        super().__init__()
        self.view = RoundView(1, False)
        # A plaque, a die and text, unchanged for a whole round: repaints blit a pixmap.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(tr("Round counter. After round 5 every round is a fatigue round."))
        self.update()  # the painted words are translated too

    def set_view(self, view: RoundView) -> None:
        if view != self.view:
            self.view = view
            self.update()

    def boundingRect(self) -> QRectF:
        return ROUND_BOUNDS

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        _plaque(painter, QRectF(0, 0, 180, 98), tr("Round"))
        die = QRectF(14, 26, 60, 60)
        if self.view.fatigue:
            art.draw_fatigue_die(painter, die, over=True)
            text = tr("Fatigue round")
        else:
            art.die_body(painter, die, art.PARCHMENT, art.INK)
            painter.setPen(art.INK)
            painter.setFont(art.serif(24, bold=True))
            painter.drawText(die, Qt.AlignmentFlag.AlignCenter, str(self.view.round))
            text = tr("Round {n}").format(n=self.view.round)
        painter.setPen(art.PARCHMENT)
        title_rect, phase_rect, phase_font = round_words_layout(text, self.view.phase)
        painter.setFont(art.serif(9.5, bold=True))
        painter.drawText(title_rect, WRAPPED, text)
        painter.setFont(phase_font)
        painter.drawText(phase_rect, WRAPPED, self.view.phase)


class TurnOrderItem(QGraphicsItem):
    """Who acts this round, in order; the unit whose turn it is stands out."""

    def __init__(self) -> None:
        super().__init__()
        self.chips: tuple[ChipView, ...] = ()
        self._bounds = QRectF(-4, -4, self.width() + 10, 108)
        # Every unit's chip (gradient, notches, label): drawn into a pixmap when the order
        # changes, blitted at every other repaint. With hundreds of units the plaque is wider
        # than the view, so paint() draws only the chips of the exposed part.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setAcceptHoverEvents(True)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(self._general_tip())
        self.update()  # the painted title is translated too

    @staticmethod
    def _general_tip() -> str:
        return tr("Turn order this round: adventurers, companions, then enemies by level.")

    def chip_at(self, pos: QPointF) -> ChipView | None:
        for i, chip in enumerate(self.chips):
            if (pos - QPointF(32 + i * 44, 58)).manhattanLength() <= 24:
                return chip
        return None

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        chip = self.chip_at(event.pos())
        if chip is None:
            self.setToolTip(self._general_tip())
        elif chip.choosable:
            self.setToolTip(
                tr("<b>{name}</b><br>May act next: click its chip on the map.").format(
                    name=chip.name
                )
            )
        else:
            self.setToolTip(f"<b>{chip.name}</b>")
        super().hoverMoveEvent(event)

    @staticmethod
    def title() -> str:
        """The plaque's title: enemies only, beside mats that may say an adventurer is
        defeated."""
        return tr("Defeated enemies")

    def set_chips(self, chips: tuple[ChipView, ...]) -> None:
        if chips != self.chips:
            self.prepareGeometryChange()
            self.chips = chips
            self._bounds = QRectF(-4, -4, self.width() + 10, 108)
            self.update()

    def width(self) -> float:
        return max(200.0, 24 + 44 * len(self.chips))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        _plaque(painter, QRectF(0, 0, self.width(), 98), tr("Turn order"))
        exposed = option.exposedRect
        first = max(0, int((exposed.left() - 32 - 22) // 44))
        last = min(len(self.chips), int((exposed.right() - 32 + 22) // 44) + 1)
        # Below ~6 px a chip's notches and label are a blur: a plain disc says the same.
        small = option.levelOfDetailFromTransform(painter.worldTransform()) * 16 < 6
        for i in range(first, last):
            chip = self.chips[i]
            centre = QPointF(32 + i * 44, 58)
            fill, border = chip_colours(chip)
            if chip.choosable:
                draw_choosable_ring(painter, centre, 16)
            if chip.current:
                painter.setPen(QPen(art.GOLD, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, 21, 21)
            if small:
                painter.setPen(QPen(border, 2))
                painter.setBrush(art.PARCHMENT_DARK if chip.defeated else fill)
                painter.drawEllipse(centre, 16, 16)
            else:
                art.draw_chip(painter, centre, 16, fill, border, chip.label, greyed=chip.defeated)


@dataclass(frozen=True)
class SupplyView:
    light: int
    over: int
    status: int


class SupplyItem(QGraphicsItem):
    """The supply: how many fatigue, overfatigue and status dice are left. The top die of
    each fatigue pile is a real die item lying on it; the plaque is a drop zone."""

    def __init__(self) -> None:
        super().__init__()
        self.view = SupplyView(0, 0, 0)
        # A plaque, dice glyphs and counts: repaints blit a pixmap (redrawn on change).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.zone = DropZoneItem(Place(Zone.SUPPLY), QRectF(4, 20, 232, 74), self, rounded=8)
        self.zone.outline_only = True
        self.zone.refresh_contents()
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(
            tr(
                "The supply. Light fatigue with none left comes as overfatigue; overfatigue "
                "with none left deals 1 true damage instead."
            )
        )
        self.zone.setToolTip(tr("Drop a fatigue or status die here to return it to the supply."))
        self.update()  # the painted words are translated too (the pixmap is redrawn)

    def set_view(self, view: SupplyView) -> None:
        if view != self.view:
            self.view = view
            self.update()

    @staticmethod
    def pile_pos(pile: int) -> QPointF:
        """Local centre of the light (0), over (1) or status (2) pile."""
        return QPointF(29 + 70 * pile, 45)

    def boundingRect(self) -> QRectF:
        return SUPPLY_BOUNDS

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        _plaque(painter, QRectF(0, 0, 240, 98), tr("Supply"))
        painter.setFont(art.sans(9, bold=True))
        art.draw_fatigue_die(painter, QRectF(14, 30, 30, 30), over=False)
        art.draw_fatigue_die(painter, QRectF(84, 30, 30, 30), over=True)
        painter.setPen(art.PARCHMENT)
        painter.drawText(
            QRectF(48, 30, 34, 30), Qt.AlignmentFlag.AlignVCenter, f"×{self.view.light}"
        )
        painter.drawText(
            QRectF(118, 30, 34, 30), Qt.AlignmentFlag.AlignVCenter, f"×{self.view.over}"
        )
        art.draw_status_die(painter, QRectF(154, 30, 30, 30), None)
        painter.setPen(art.PARCHMENT)
        painter.drawText(
            QRectF(188, 30, 40, 30), Qt.AlignmentFlag.AlignVCenter, f"×{self.view.status}"
        )
        painter.setFont(art.sans(7))
        for x, word in ((14, tr("light")), (84, tr("over")), (154, tr("status"))):
            painter.drawText(QRectF(x - 6, 64, 60, 14), Qt.AlignmentFlag.AlignLeft, word)


class DefeatedStackItem(QGraphicsItem):
    """The defeated enemy stack: the top chip and how many lie beneath."""

    def __init__(self) -> None:
        super().__init__()
        self.chips: tuple[ChipView, ...] = ()
        # A plaque and a few chips, changed only when a unit is defeated: blit a pixmap.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(tr("Defeated enemy stack (quest and objective units are set aside)."))
        self.update()  # the painted words are translated too

    @staticmethod
    def title() -> str:
        """The plaque's title: enemies only, beside mats that may say an adventurer is
        defeated."""
        return tr("Defeated enemies")

    def set_chips(self, chips: tuple[ChipView, ...]) -> None:
        if chips != self.chips:
            self.chips = chips
            self.update()

    def boundingRect(self) -> QRectF:
        return DEFEATED_BOUNDS

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        _plaque(painter, QRectF(0, 0, 160, 98), self.title())
        if not self.chips:
            painter.setPen(art.PARCHMENT_DARK)
            painter.setFont(art.sans(8.5))
            painter.drawText(QRectF(10, 30, 140, 60), Qt.AlignmentFlag.AlignCenter, tr("none yet"))
            return
        for i in range(min(len(self.chips), 5)):
            fill, border = chip_colours(self.chips[0])
            art.draw_chip(painter, QPointF(48, 64 - i * 3), 22, fill, border, "")
        top = self.chips[-1]
        fill, border = chip_colours(top)
        art.draw_chip(
            painter, QPointF(48, 64 - min(len(self.chips), 5) * 3), 22, fill, border, top.label
        )
        painter.setPen(art.PARCHMENT)
        painter.setFont(art.serif(14, bold=True))
        painter.drawText(
            QRectF(80, 40, 70, 40), Qt.AlignmentFlag.AlignCenter, f"×{len(self.chips)}"
        )
