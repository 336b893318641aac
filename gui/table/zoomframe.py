"""The frames of a zoom: the view paints the table itself, from the items' pictures.

After a zoom step Qt throws away every item's device pixmap and, item by item, calls its
Python ``paint`` (and ``boundingRect``, several times), allocates and fills a new pixmap,
paints into it and blits it; most of the first frame after a wheel step went on that
per-item machinery, not on drawing. While the zoom moves, the view instead walks the items
in view from the bottom up and draws each one's picture (``items/cache.py``: drawn at the
zoom's half-octave step, shrunk to the zoom with the nearest pixel) straight onto the
viewport: one Python loop, one scaled blit per item. Items without a picture (or with one too
big to keep) are painted directly, with their opacity and transform, as Qt would.

Qt's own paint does the rest: when the zoom rests the items drawn from pictures repaint
exactly (``sharpen_later``), and any frame at an unchanged zoom is Qt's. A table this walk
cannot draw as Qt would (an item clipping its children, a widget, a graphics effect) is
left to Qt: ``paint_from_pictures`` then paints nothing and answers False.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem

from gui.table.items.cache import ScaleCached, sharpen_later

_FLAG = QGraphicsItem.GraphicsItemFlag
_NO_CONTENTS = _FLAG.ItemHasNoContents.value
_CLIPS = _FLAG.ItemClipsToShape.value | _FLAG.ItemClipsChildrenToShape.value
# Bounding rects, not shapes: a shape test calls every item's Python boundingRect again.
_BOUNDING = Qt.ItemSelectionMode.IntersectsItemBoundingRect
_BOTTOM_FIRST = Qt.SortOrder.AscendingOrder
_SMOOTH = QPainter.RenderHint.SmoothPixmapTransform

_SKIP = _NO_CONTENTS | _CLIPS


def _draw_items(
    view: QGraphicsView, painter: QPainter, area: QRectF, device: QTransform
) -> list[ScaleCached] | None:
    """Draw the items in ``area`` bottom first, pictures with the nearest pixel; the items
    drawn from a picture, or None (drawing stopped) at one Qt must draw."""
    hints = view.renderHints()
    option = QStyleOptionGraphicsItem()
    shrunk: list[ScaleCached] = []
    opacity = 1.0
    for item in view.scene().items(area, _BOUNDING, _BOTTOM_FIRST, device):
        flags = item.flag_bits if isinstance(item, ScaleCached) else item.flags().value
        if flags & _SKIP:
            if flags & _CLIPS:
                return None
            continue
        if item.effectiveOpacity() != opacity:
            opacity = item.effectiveOpacity()
            painter.setOpacity(opacity)
        if opacity <= 0:
            continue
        transform = item.deviceTransform(device)
        painter.setTransform(transform)
        if isinstance(item, ScaleCached):
            turned = transform.isRotating()  # no picture: turned, it would be too jagged
            found = None if turned else item.picture(abs(transform.m11()), hints)
            if found is not None:
                painter.drawPixmap(*found)
                shrunk.append(item)
                continue
        elif item.isWidget() or item.graphicsEffect() is not None:
            return None
        painter.save()
        painter.setRenderHints(hints)
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, None)
        painter.restore()
    return shrunk


def paint_from_pictures(view: QGraphicsView) -> bool:
    """Paint the whole viewport of ``view`` from the items' pictures; False when Qt must
    paint this frame (over whatever was drawn)."""
    device = view.viewportTransform()
    if view.scene() is None or device.isRotating():
        return False
    viewport = view.viewport()
    area = view.mapToScene(viewport.rect()).boundingRect()
    painter = QPainter(viewport)
    painter.setRenderHints(view.renderHints())
    painter.setTransform(device)
    view.drawBackground(painter, area)
    # Until the zoom rests (a few frames): the nearest pixel is enough, and cheaper.
    painter.setRenderHint(_SMOOTH, False)
    shrunk = _draw_items(view, painter, area, device)
    if shrunk is not None:
        painter.setTransform(device)
        painter.setOpacity(1.0)
        view.drawForeground(painter, area)
    painter.end()
    if shrunk is None:
        return False
    sharpen_later(shrunk)
    return True
