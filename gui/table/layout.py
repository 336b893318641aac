"""Where the furniture sits on the table: the battle strip (round, turn order, defeated stack,
supply), the battle map and the adventurers' mats.

Two arrangements, chosen by the shape of the window: the mats *beside* the map (a wide
window; the supply and the defeated stack then lie under the map) or *below* it (a tall
one; the supply joins the strip), in one to three columns. The map's area is the map plus
room for every legal placement of a drawn tile, so a ghost tile never lies under the strip
or the mats, and nothing moves while the player cycles through the placements.
Pure geometry: positions in scene coordinates from sizes, no items.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from board.battlemap import PlacedTile
from board.layout import Layout
from gui.table.items.mat import MAT_H, MAT_W
from gui.table.items.tiles import hex_polygon

MAT_GAP = 36.0
MAP_GAP = 48.0
TOP_STRIP = 130.0
PANEL_GAP = 16.0
PANEL_H = 98.0
ROUND_W = 180.0
DEFEATED_W = 160.0
SUPPLY_W = 240.0


@dataclass(frozen=True)
class Arrangement:
    """The mats beside the map (to its right) or below it, in ``columns`` columns."""

    below: bool = False
    columns: int = 1


BESIDE = Arrangement()
CANDIDATES = (
    BESIDE,
    Arrangement(False, 2),
    Arrangement(True, 1),
    Arrangement(True, 2),
    Arrangement(True, 3),
)


@dataclass(frozen=True, slots=True)
class Sizes:
    """What the arrangement depends on: the map's area (None without a battle), the turn
    order's width and the number of mats."""

    area: QSizeF | None
    turn_width: float
    mats: int


@dataclass
class Furniture:
    """Top-left corners in scene coordinates."""

    supply: QPointF
    round: QPointF
    turn: QPointF
    defeated: QPointF
    area: QPointF
    mats: list[QPointF] = field(default_factory=list)


def placements_rect(options: Iterable[PlacedTile], grid: Layout) -> QRectF:
    """The rectangle (map coordinates) every placement of a drawn tile fits in; null for none."""
    rect = QRectF()
    for option in options:
        for h in option.hexes:
            rect = rect.united(hex_polygon(grid, h).boundingRect())
    return rect


def _mat_grid(origin: QPointF, count: int, columns: int) -> list[QPointF]:
    columns = max(1, min(columns, count or 1))
    return [
        QPointF(
            origin.x() + (i % columns) * (MAT_W + MAT_GAP),
            origin.y() + (i // columns) * (MAT_H + MAT_GAP),
        )
        for i in range(count)
    ]


def furniture(arrangement: Arrangement, sizes: Sizes) -> Furniture:
    """Where each piece of furniture goes for ``arrangement``."""
    area = sizes.area if sizes.area is not None else QSizeF(0, 0)
    top = -TOP_STRIP
    if arrangement.below and sizes.area is not None:
        x = 0.0
        spots = []
        for width in (ROUND_W, sizes.turn_width, DEFEATED_W, SUPPLY_W):
            spots.append(QPointF(x, top))
            x += width + PANEL_GAP
        mats_top = area.height() + MAP_GAP
        return Furniture(
            supply=spots[3],
            round=spots[0],
            turn=spots[1],
            defeated=spots[2],
            area=QPointF(0, 0),
            mats=_mat_grid(QPointF(0, mats_top), sizes.mats, arrangement.columns),
        )
    if sizes.area is None:  # the mats alone, the supply above them
        return Furniture(
            supply=QPointF(0, top),
            round=QPointF(0, top),
            turn=QPointF(0, top),
            defeated=QPointF(0, top),
            area=QPointF(0, 0),
            mats=_mat_grid(QPointF(0, 0), sizes.mats, arrangement.columns),
        )
    # Beside: a left column (round and turn order, the map, then the supply and the defeated
    # stack under it) ending where the mats begin; the mats start level with the strip, so
    # the table is no taller than they are.
    right = -MAP_GAP
    turn = QPointF(right - sizes.turn_width, top)
    under = area.height() + 2 * PANEL_GAP
    defeated = QPointF(right - DEFEATED_W, under)
    return Furniture(
        supply=QPointF(defeated.x() - PANEL_GAP - SUPPLY_W, under),
        round=QPointF(turn.x() - PANEL_GAP - ROUND_W, top),
        turn=turn,
        defeated=defeated,
        area=QPointF(right - area.width(), 0),
        mats=_mat_grid(QPointF(0, top), sizes.mats, arrangement.columns),
    )


def extent(arrangement: Arrangement, sizes: Sizes) -> QRectF:
    """The rectangle the whole table covers in ``arrangement``."""
    f = furniture(arrangement, sizes)
    rect = QRectF(f.supply, QSizeF(SUPPLY_W, PANEL_H))
    for mat in f.mats:
        rect = rect.united(QRectF(mat, QSizeF(MAT_W, MAT_H)))
    if sizes.area is not None:
        rect = rect.united(QRectF(f.round, QSizeF(ROUND_W, PANEL_H)))
        rect = rect.united(QRectF(f.defeated, QSizeF(DEFEATED_W, PANEL_H)))
        rect = rect.united(QRectF(f.turn, QSizeF(sizes.turn_width, PANEL_H)))
        rect = rect.united(QRectF(f.area, sizes.area))
    return rect


def fit_scale(rect: QRectF, viewport: QSizeF) -> float:
    if rect.isEmpty() or viewport.isEmpty():
        return 0.0
    return min(viewport.width() / rect.width(), viewport.height() / rect.height())


def choose(sizes: Sizes, viewport: QSizeF, current: Arrangement = BESIDE) -> Arrangement:
    """The arrangement that shows the table largest in ``viewport`` (Fit's zoom). The current
    one is kept unless another is clearly larger, so the table does not jump back and forth
    while a window is resized around the point where two are equal."""
    best, best_scale = current, fit_scale(extent(current, sizes), viewport) * 1.05
    for candidate in CANDIDATES:
        if candidate.columns > max(1, sizes.mats):
            continue
        scale = fit_scale(extent(candidate, sizes), viewport)
        if scale > best_scale:
            best, best_scale = candidate, scale
    return best
