"""Where a skill die's own name goes on its top edge, and in what size of letters.

A short name sits beside the face's code in the top corner. A longer one takes the whole
top edge (the code moves down beside the symbol) and its letters shrink to fit the die's
width, down to a size still read at picture size; only past that is it cut with "…". The
whole name is always in the die's tooltip."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPaintDevice

# The smallest the name's letters shrink to, as a share of their usual size.
SMALLEST = 0.6


@dataclass(frozen=True)
class NamePlace:
    """The name as drawn: its font, its band, the text shown (elided only when even the
    smallest letters do not fit) and where the face's code goes."""

    font: QFont
    band: QRectF
    shown: str
    code_corner: QRectF


def _usual_font(rect: QRectF) -> QFont:
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(rect.height() * 0.13)
    font.setBold(True)
    return font


def code_corner(rect: QRectF, top: float = 0.07) -> QRectF:
    """Where the face's code goes on a die drawn in ``rect``: the top right corner, or
    lower down the right side (``top``, a share of the height)."""
    w, h = rect.width(), rect.height()
    return QRectF(rect.right() - w * 0.32, rect.top() + h * top, w * 0.24, h * 0.24)


def name_place(rect: QRectF, name: str, device: QPaintDevice | None = None) -> NamePlace:
    """Where ``name`` goes on a die drawn in ``rect`` on ``device`` (whose resolution sets
    the size of a point)."""
    w, h = rect.width(), rect.height()
    font = _usual_font(rect)
    beside = QRectF(rect.left() + w * 0.07, rect.top() + h * 0.05, w * 0.6, h * 0.2)
    if _advance(font, name, device) <= beside.width():
        return NamePlace(font, beside, name, code_corner(rect))
    band = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.05, w * 0.88, h * 0.2)
    font = fitted(font, name, band.width(), device)
    metrics = QFontMetricsF(font, device) if device is not None else QFontMetricsF(font)
    shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, band.width())
    # The code goes down the right side, level with the symbol, clear of the name.
    return NamePlace(font, band, shown, code_corner(rect, 0.38))


@dataclass(frozen=True)
class WordPlace:
    """A numbered face's word along the die's bottom edge: its font, band and text shown."""

    font: QFont
    band: QRectF
    shown: str


def word_place(
    rect: QRectF, word: str, usual: QFont, device: QPaintDevice | None = None
) -> WordPlace:
    """Where a face's ``word`` goes on a die drawn in ``rect``: along the bottom edge in
    ``usual`` letters, shrunk to fit the die's width before it is cut with "…"."""
    w, h = rect.width(), rect.height()
    band = QRectF(rect.left() + w * 0.05, rect.bottom() - h * 0.3, w * 0.9, h * 0.24)
    font = fitted(usual, word, band.width(), device)
    metrics = QFontMetricsF(font, device) if device is not None else QFontMetricsF(font)
    return WordPlace(
        font, band, metrics.elidedText(word, Qt.TextElideMode.ElideRight, band.width())
    )


def fitted(usual: QFont, name: str, width: float, device: QPaintDevice | None) -> QFont:
    """The largest letters, bold then plain, no smaller than ``SMALLEST`` of the usual,
    that fit ``name`` in ``width`` (the smallest plain ones if none do)."""
    smallest = usual.pointSizeF() * SMALLEST
    font = QFont(usual)
    for bold in (True, False):
        font.setBold(bold)
        font.setPointSizeF(usual.pointSizeF())
        # Letters are placed on whole pixels, so a size worked out once may still be a
        # hair too wide: shrink again until it fits.
        for _ in range(4):
            advance = _advance(font, name, device)
            if advance <= width:
                return font
            if font.pointSizeF() <= smallest:
                break
            font.setPointSizeF(max(smallest, font.pointSizeF() * width / advance * 0.98))
    return font


def _advance(font: QFont, text: str, device: QPaintDevice | None) -> float:
    metrics = QFontMetricsF(font, device) if device is not None else QFontMetricsF(font)
    return metrics.horizontalAdvance(text)
