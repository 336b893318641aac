"""Item pictures at a few fixed resolutions, so the first frame after a zoom step is cheap.

The table's items keep Qt's DeviceCoordinateCache: a repaint blits their pixmaps. But Qt
throws those pixmaps away at every zoom step and asks every item to paint afresh, which made
the first frame after a wheel step ten times a plain program's frame. So an item also keeps
a *picture* in QPixmapCache drawn at a resolution step -- the zoom rounded up to the next half
octave (..., 0.5, 0.71, 1, 1.41, 2, ...) -- and when Qt asks it to repaint because the zoom
changed, it draws that picture shrunk to the zoom (by 1/sqrt(2) at most, never enlarged;
the nearest pixel, for those few frames): a 1.15x wheel step usually stays within one step,
and a step seen before (zooming back) is still in the cache. Once the zoom has rested for a
moment, the items drawn from a shrunk picture repaint themselves exactly, so the table is
sharp at every zoom. The table view draws the first frame at a new zoom itself, from these
pictures (``gui/table/zoomframe.py``); Qt's own repaint draws them for the frames after it
until the zoom rests.

Pictures are keyed by ``pixmap_key()``: items that look alike (dice of one face) share one;
by default the key is the item's serial and a version that ``update()`` bumps, so whatever
an item announces redraws it, as with Qt's own cache. A repaint for any other reason than a
zoom (a change, the first show) paints directly, and so does painting on anything but the
view (export, print).
"""

from __future__ import annotations

import contextlib
import itertools
import math
from collections.abc import Iterable
from typing import cast, overload

from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

STEPS_PER_OCTAVE = 2
MAX_PIXELS = 1024 * 1024  # bigger pictures (a mat at 600%) are not worth keeping
SETTLE_MS = 250  # the zoom has rested: draw the shrunk items exactly

_serials = itertools.count()
_SMOOTH = QPainter.RenderHint.SmoothPixmapTransform
# True while a table view paints (exports and prints draw the items directly).
VIEW_PAINTING = [False]


def resolution_step(scale: float) -> float:
    """The smallest half-octave step at or above ``scale``."""
    exponent = math.ceil(math.log2(scale) * STEPS_PER_OCTAVE - 1e-6)
    return float(2.0 ** (exponent / STEPS_PER_OCTAVE))


class _Sharpener(QObject):
    """Repaints exactly, once the zoom rests, the items last drawn from a shrunk picture."""

    def __init__(self) -> None:
        super().__init__()
        self.items: dict[int, ScaleCached] = {}  # by id: an item drawn in many frames waits once
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SETTLE_MS)
        self.timer.timeout.connect(self.sharpen)

    def later(self, items: Iterable[ScaleCached]) -> None:
        for item in items:
            self.items[id(item)] = item
        self.timer.start()  # restarted by every zoom step's frame

    def sharpen(self) -> None:
        items, self.items = self.items, {}
        for item in items.values():
            item._exact = True
            item._steps = None  # the zoom's pictures stay in QPixmapCache only
            with contextlib.suppress(RuntimeError):  # deleted meanwhile
                QGraphicsItem.update(cast(QGraphicsItem, item))


_sharpener: list[_Sharpener] = []


def sharpen_later(items: Iterable[ScaleCached]) -> None:
    """Repaint ``items`` exactly once the zoom has rested (they were drawn from pictures)."""
    if not _sharpener:
        _sharpener.append(_Sharpener())
    _sharpener[0].later(items)


class ScaleCached:
    """Mixed into a QGraphicsItem subclass (before it) that paints in ``paint_content``."""

    _pixmap_serial = -1
    _pixmap_version = 0
    _key = ""  # pixmap_key() at this version
    _painted_scale = 0.0  # the zoom of the last paint (0: never painted)
    _painted_version = -1
    _exact = False  # paint directly next time (the zoom has rested)
    # The pictures drawn while the zoom moves, per resolution step, as ``picture`` gives
    # them: kept by the item (a zoom frame asks for every item's) until the zoom rests.
    _steps: dict[float, tuple[QRectF, QPixmap, QRectF]] | None = None
    # flags(), kept as a number: a zoom frame asks for every item's (PySide builds an enum
    # object at each flags() call, as slow as drawing a small picture).
    flag_bits = 0

    def setFlag(self, flag: QGraphicsItem.GraphicsItemFlag, enabled: bool = True) -> None:
        QGraphicsItem.setFlag(cast(QGraphicsItem, self), flag, enabled)
        self.flag_bits = cast(QGraphicsItem, self).flags().value

    def setFlags(self, flags: QGraphicsItem.GraphicsItemFlag) -> None:
        QGraphicsItem.setFlags(cast(QGraphicsItem, self), flags)
        self.flag_bits = cast(QGraphicsItem, self).flags().value

    def paint_content(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None
    ) -> None:
        """Draw the item (what ``paint`` does without pictures)."""
        raise NotImplementedError

    def pixmap_key(self) -> str:
        """Equal for items that paint the same picture in the same bounding rect."""
        if self._pixmap_serial < 0:
            self._pixmap_serial = next(_serials)
        return f"item{self._pixmap_serial}.{self._pixmap_version}"

    @overload
    def update(self, rect: QRectF | QRect = ..., /) -> None: ...
    @overload
    def update(self, x: float, y: float, width: float, height: float, /) -> None: ...
    def update(self, *args: QRectF | QRect | float) -> None:
        """Qt's ``update``; the item's picture is drawn afresh too."""
        self._pixmap_version += 1
        self._key = ""
        self._steps = None
        QGraphicsItem.update(cast(QGraphicsItem, self), *args)  # type: ignore[arg-type]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        world = painter.worldTransform()
        scale = abs(world.m11())
        zoomed = (
            self._painted_version == self._pixmap_version
            and abs(scale - self._painted_scale) > 1e-9
            and not self._exact
            and VIEW_PAINTING[0]
        )
        self._painted_scale, self._painted_version = scale, self._pixmap_version
        self._exact = False
        if zoomed and scale > 0 and not world.isRotating() and self._shrunk(painter, scale):
            sharpen_later((self,))  # resampled (shrunk, or between device pixels): exact soon
            return
        self.paint_content(painter, option, widget)

    def _shrunk(self, painter: QPainter, scale: float) -> bool:
        """Draw the picture at the zoom's step, shrunk to ``scale``; False if too big."""
        found = self.picture(scale, painter.renderHints())
        if found is None:
            return False
        # A frame or two until the zoom rests: the nearest pixel is enough, and cheaper.
        smooth = painter.testRenderHint(_SMOOTH)
        painter.setRenderHint(_SMOOTH, False)
        painter.drawPixmap(*found)
        painter.setRenderHint(_SMOOTH, smooth)
        return True

    def picture(
        self, scale: float, hints: QPainter.RenderHint
    ) -> tuple[QRectF, QPixmap, QRectF] | None:
        """The item's picture at the resolution step of ``scale`` (drawn now if the cache has
        lost it), as ``drawPixmap`` takes it: the bounding rect, the picture, the picture's
        rect. None when it would be too big to keep."""
        step = resolution_step(scale)
        rect = cast(QGraphicsItem, self).boundingRect()
        steps = self._steps
        if steps is None:
            steps = self._steps = {}
        found = steps.get(step)
        if found is not None and found[0] == rect:
            return found
        size = (math.ceil(rect.width() * step), math.ceil(rect.height() * step))
        if size[0] * size[1] > MAX_PIXELS or min(size) <= 0:
            return None
        if not self._key:
            self._key = self.pixmap_key()
        key = f"{self._key}@{step:.4f}"
        source = QRectF(0, 0, *size)
        picture = QPixmap()
        if not QPixmapCache.find(key, picture):
            picture = self._picture(hints, rect, step, source)
            QPixmapCache.insert(key, picture)
        found = steps[step] = (rect, picture, source)
        return found

    def _picture(
        self, hints: QPainter.RenderHint, rect: QRectF, step: float, size: QRectF
    ) -> QPixmap:
        picture = QPixmap(size.size().toSize())
        picture.fill(Qt.GlobalColor.transparent)
        inside = QPainter(picture)
        inside.setRenderHints(hints)
        inside.setWorldTransform(QTransform.fromScale(step, step))
        inside.translate(-rect.topLeft())
        whole = QStyleOptionGraphicsItem()
        whole.exposedRect = rect  # the picture serves every later exposure
        self.paint_content(inside, whole, None)
        inside.end()
        return picture
