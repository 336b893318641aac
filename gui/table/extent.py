"""The table's extent, for the scene rect."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene


class TopItems:
    """The items a scene added itself (``addItem``), for the table's extent: what
    ``itemsBoundingRect`` gives, without asking each of the map's thousands of tiles and
    chips at every sync. They all lie within the map's area, which the scene adds: chips sit
    on its hexes or slide between them, ghosts and glows cover its hexes or placements."""

    def __init__(self) -> None:
        self.items: list[QGraphicsItem] = []

    def add(self, item: QGraphicsItem) -> None:
        self.items.append(item)

    def rect(self, scene: QGraphicsScene, map_layer: QGraphicsItem) -> QRectF:
        """The extent of every top-level item of ``scene`` and its children, but the map's."""
        rect = QRectF()
        kept = []
        for item in self.items:
            with contextlib.suppress(RuntimeError):  # RuntimeError: deleted since
                if item.scene() is not scene or item.parentItem() is not None:
                    continue  # taken off the table, or now a child of another item
                kept.append(item)
                if item is not map_layer:
                    rect = rect.united(item.sceneBoundingRect())
                    if item.childItems():
                        rect = rect.united(item.mapRectToScene(item.childrenBoundingRect()))
        self.items = kept
        return rect
