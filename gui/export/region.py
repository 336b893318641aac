"""Which part of the table a picture shows, and how many pixels it takes."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from gui.table.scene import TableScene
from rules.state import GameState

TILE = 1024  # px: 8000 px wide bands of 1024 rows peak ~160 MiB in all (bench)
MAX_SIDE = 32_000  # px; PNG allows more, but nobody posts that
TABLE_MARGIN = 40.0
MAT_MARGIN = 12.0
GAP = 24.0  # scene units of felt between the parts of a picture put side by side


def table_rect(scene: QGraphicsScene, annotations: bool = True) -> QRectF:
    """The whole table: every item (the annotations too, if asked), with a margin of felt."""
    layer = scene.annotation_layer if isinstance(scene, TableScene) else None
    if annotations or layer is None:
        items = scene.itemsBoundingRect()
    else:
        items = QRectF()
        for item in scene.items():
            if item.parentItem() is None and item is not layer and item.isVisible():
                items = items.united(item.sceneBoundingRect())
    if items.isEmpty():
        return QRectF(scene.sceneRect())
    m = TABLE_MARGIN
    return items.adjusted(-m, -m, m, m)


def view_rect(view: QGraphicsView) -> QRectF:
    """The part of the scene the view shows now."""
    return view.mapToScene(view.viewport().rect()).boundingRect()


def mat_rect(scene: TableScene, adventurer_id: str) -> QRectF:
    """One adventurer's mat (KeyError if the scene has no such mat)."""
    m = MAT_MARGIN
    return QRectF(scene.mats[adventurer_id].sceneBoundingRect()).adjusted(-m, -m, m, m)


def map_rect(scene: TableScene) -> QRectF:
    """The battle map: its tiles and what stands on them (ValueError without a map)."""
    layer = scene.map_layer
    rect = layer.map_rect().united(layer.childrenBoundingRect())
    if not layer.tiles or rect.isEmpty():
        raise ValueError("this table has no battle map")
    m = MAT_MARGIN
    return layer.mapRectToScene(rect).adjusted(-m, -m, m, m)


def adventurers_in(scene: TableScene, rect: QRectF) -> tuple[str, ...]:
    """The adventurers whose mats show in ``rect``, in table order."""
    return tuple(
        adv_id for adv_id, mat in scene.mats.items() if mat.sceneBoundingRect().intersects(rect)
    )


def find_adventurer(state: GameState, name: str) -> str:
    """An adventurer id from its id, its name or the start of its name (any case)."""
    wanted = name.strip().casefold()
    advs = list(state.adventurers)
    for adv in advs:
        if adv.id.casefold() == wanted or adv.name.casefold() == wanted:
            return str(adv.id)
    matches = [a for a in advs if a.name.casefold().startswith(wanted)]
    if len(matches) == 1:
        return str(matches[0].id)
    names = ", ".join(a.name for a in advs)
    raise KeyError(f"no adventurer called {name!r} (there are: {names})")


def output_size(rect: QRectF, scale: float = 1.0, width: int | None = None) -> tuple[int, int]:
    """Pixel size of a picture of ``rect``: ``width`` px wide if given, else ``scale`` × 1 px
    per scene unit. Raises ValueError for an empty area or an absurd size."""
    if rect.width() <= 0 or rect.height() <= 0:
        raise ValueError("the area to export is empty")
    if width is not None:
        if width <= 0:
            raise ValueError("the width must be a positive number of pixels")
        w = int(width)
        h = max(1, round(rect.height() * w / rect.width()))
    else:
        if not (scale > 0 and math.isfinite(scale)):
            raise ValueError("the scale must be a positive number")
        w = max(1, round(rect.width() * scale))
        h = max(1, round(rect.height() * scale))
    if w > MAX_SIDE or h > MAX_SIDE:
        raise ValueError(f"{w} × {h} px is too big (at most {MAX_SIDE} px a side)")
    return w, h


def tiles(width: int, height: int, tile: int = TILE) -> list[tuple[int, int, int, int]]:
    """Pixel rectangles (x, y, w, h) covering width × height, row by row."""
    return [
        (x, y, min(tile, width - x), min(tile, height - y))
        for y in range(0, height, tile)
        for x in range(0, width, tile)
    ]


def side_by_side(parts: Sequence[QRectF], gap: float = GAP) -> tuple[QRectF, list[float]]:
    """A picture of ``parts`` put side by side, left to right, aligned at the top, ``gap``
    apart: its area (at the origin, in scene units) and where each part's left edge goes."""
    if not parts:
        raise ValueError("the area to export is empty")
    lefts: list[float] = []
    x = 0.0
    for part in parts:
        lefts.append(x)
        x += part.width() + gap
    return QRectF(0, 0, x - gap, max(part.height() for part in parts)), lefts
