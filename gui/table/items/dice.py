"""DieItem: one physical die on the table. It paints its face and reports drags."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.table import art
from gui.table.items.piece import PieceItem

DIE_SIZE = 40.0


@runtime_checkable
class DieTable(Protocol):
    """What a die needs of the scene it lies on: where to report its gestures. The table
    scene provides it; items never import the scene, so the scene can import the items."""

    die_clicked: SignalInstance
    die_menu_requested: SignalInstance

    def die_drag_started(self, item: DieItem) -> None: ...
    def die_drag_moved(self, item: DieItem, pos: QPointF, force: bool) -> None: ...
    def die_drag_finished(self, item: DieItem, pos: QPointF, force: bool) -> None: ...
    def die_drag_cancelled(self, item: DieItem) -> None: ...


@dataclass(frozen=True)
class DieLook:
    """What a die shows: enough to paint it, nothing more."""

    kind: str  # "skill", "light", "over", "status"
    symbol: str = ""
    code: str = ""
    tenacity: bool = False
    tint: str = "#efe6d0"
    status: str | None = None
    word: str = ""
    name: str = ""  # the player's own label for the die ("Arrow", "II")


class DieItem(PieceItem):
    """A die. Pressing, moving and releasing it drags it; the scene decides the rest."""

    def __init__(self, die_id: str, look: DieLook, size: float = DIE_SIZE) -> None:
        super().__init__()
        self.die_id = die_id
        self.look = look
        self.size = size
        half = size / 2
        # Asked for at every repaint: built once (a die never changes size).
        self._bounds = QRectF(-half - 2, -half - 2, size + 6, size + 7)
        self.setAcceptHoverEvents(True)
        # Faces are paths, gradients and text; a moving die keeps its pixmap.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- painting ---------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        half = self.size / 2
        rect = QRectF(-half, -half, self.size, self.size)
        look = self.look
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if lod < 0.25:
            # Far away: a flat square in the die's colour is all the eye can see.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._flat_colour())
            painter.drawRect(rect)
            return
        if look.kind == "light":
            art.draw_fatigue_die(painter, rect, over=False)
        elif look.kind == "over":
            art.draw_fatigue_die(painter, rect, over=True)
        elif look.kind == "status":
            art.draw_status_die(painter, rect, look.status)
        else:
            art.draw_skill_die(
                painter,
                rect,
                look.symbol,
                look.code,
                look.tenacity,
                QColor(look.tint),
                look.status,
                look.word if lod >= 0.6 else "",
                look.name if lod >= 0.6 else "",
            )

    def _flat_colour(self) -> QColor:
        if self.look.kind == "over":
            return QColor("#2a2a2e")
        if self.look.kind == "light":
            return QColor("#c9ccd2")
        if self.look.kind == "status":
            return art.STATUS_COLOURS.get(self.look.status or "", art.INK)
        return QColor(self.look.tint)

    def set_look(self, look: DieLook) -> None:
        if look != self.look:
            self.look = look
            self.update()

    # --- gestures ---------------------------------------------------------------------
    def table(self) -> DieTable | None:
        scene = self.scene()
        return scene if isinstance(scene, DieTable) else None

    def drag_started(self) -> None:
        if (table := self.table()) is not None:
            table.die_drag_started(self)

    def drag_moved(self, pos: QPointF, force: bool) -> None:
        if (table := self.table()) is not None:
            table.die_drag_moved(self, pos, force)

    def drag_finished(self, pos: QPointF, force: bool) -> None:
        if (table := self.table()) is not None:
            table.die_drag_finished(self, pos, force)

    def drag_cancelled(self) -> None:
        if (table := self.table()) is not None:
            table.die_drag_cancelled(self)

    def clicked(self) -> None:
        if (table := self.table()) is not None:
            table.die_clicked.emit(self.die_id)

    def menu_requested(self, screen_pos: QPoint) -> None:
        if (table := self.table()) is not None:
            table.die_menu_requested.emit(self.die_id, screen_pos)
