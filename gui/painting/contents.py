"""Turning an item's contents on and off without leaving its last picture on screen.

An item flagged ``ItemHasNoContents`` is skipped by every repaint, which is why idle items
(a drop target nobody is dragging to, an annotation layer with nothing on it) carry the
flag. But Qt then also ignores the item's own ``update()``: an item that gives up its
contents would leave its last picture (a target's glow, the annotation just removed) on
screen until something else repainted that part of the table. ``show_contents`` repaints
the area the item covered, from what lies under it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem

_NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def show_contents(item: QGraphicsItem, shown: bool) -> None:
    """Let Qt paint ``item`` (``shown``) or skip it, and repaint what it leaves behind."""
    scene = None if shown else item.scene()
    if scene is not None and not item.flags() & _NO_CONTENTS:
        scene.update(item.sceneBoundingRect())
    item.setFlag(_NO_CONTENTS, not shown)
