"""The felt under the table: a radial gradient from the middle of the table's extent."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QImage, QPainter, QRadialGradient

from gui.table import art

FELT_SIZE = 256  # px across the gradient's image: it is smooth enough to stretch
SPREAD = 0.75  # the gradient's radius, as a share of the longer side of the table's extent


@cache
def felt_image() -> QImage:
    """The felt's radial gradient over a square of ``FELT_SIZE`` px (its radius: half)."""
    image = QImage(FELT_SIZE, FELT_SIZE, QImage.Format.Format_RGB32)
    half = FELT_SIZE / 2
    gradient = QRadialGradient(QPointF(half, half), half)
    gradient.setColorAt(0, art.FELT.lighter(115))
    gradient.setColorAt(1, art.FELT_DARK)
    painter = QPainter(image)
    painter.fillRect(image.rect(), QBrush(gradient))
    painter.end()
    return image


def draw_felt(painter: QPainter, rect: QRectF, area: QRectF) -> None:
    """The felt over ``rect`` for a table covering ``area`` (scene coordinates).

    The gradient is drawn once into a small image and stretched: filling the viewport with
    the gradient itself cost more than all the items in the first frame after a zoom step
    (the view's background cache is redrawn at every zoom). Neighbouring pixels of the image
    differ by less than one colour level, so the nearest one is as good as a blend, and far
    cheaper.
    """
    radius = max(area.width(), area.height()) * SPREAD
    centre = area.center()
    square = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    if radius <= 0 or not square.contains(rect):  # else the image covers every pixel
        painter.fillRect(rect, art.FELT_DARK)
    if radius <= 0:
        return
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.drawImage(square, felt_image())
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
