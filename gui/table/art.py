"""Our own vector art, drawn with QPainter: dice, glyphs, chips and the table's palette.

Everything is drawn from paths at paint time, so it stays crisp at any zoom and on HiDPI
screens. Nothing here comes from the published game.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from gui.table.die_name import code_corner, name_place, word_place

# The table's palette.
FELT = QColor("#25323a")
FELT_DARK = QColor("#172026")
PARCHMENT = QColor("#e9dcc0")
PARCHMENT_DARK = QColor("#cdb98f")
LEATHER = QColor("#5b3a24")
LEATHER_DARK = QColor("#3a2416")
INK = QColor("#2b2118")
INK_SOFT = QColor("#6b5a45")
GOLD = QColor("#c9a24e")
STONE = QColor("#8d8577")
STONE_LIGHT = QColor("#b4ab99")
STONE_DARK = QColor("#4e473d")
HIGHLIGHT = QColor(120, 220, 140)
DANGER = QColor("#b8412f")
HEART = QColor("#b73a3a")

# Skill dice are tinted by skill line; the tint is stable for a given name.
SKILL_TINTS = [
    QColor("#efe6d0"),  # bone
    QColor("#cfe0c8"),  # sage
    QColor("#d6e0ee"),  # frost
    QColor("#ecd2c2"),  # clay
    QColor("#e4d9ee"),  # lilac
    QColor("#efe0b0"),  # straw
]

SUPPLY_STATUS_INK = QColor("#5d4b6e")
STATUS_COLOURS = {
    "bane": QColor("#4f8a3b"),
    "blind": QColor("#8e9aa6"),
    "daze": QColor("#d7b23a"),
    "fear": QColor("#6b4a8e"),
    "maim": QColor("#a8322c"),
    "stealth": QColor("#2e4b6e"),
}

ENEMY_LEVEL_COLOURS = {
    1: QColor("#d9d4c7"),  # pale
    5: QColor("#5f9e5a"),  # green
    10: QColor("#3f6fae"),  # blue
    20: QColor("#9b4fb0"),  # purple
}
QUEST_COLOUR = QColor("#f4f1ea")
QUEST_BORDER = QColor("#7a5634")
PARTY_COLOUR = QColor("#c9a24e")
COMPANION_COLOUR = QColor("#6fa3a0")


def skill_tint(name: str | None) -> QColor:
    if not name:
        return SKILL_TINTS[0]
    return SKILL_TINTS[zlib.crc32(name.encode("utf-8")) % len(SKILL_TINTS)]


def serif(size: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont("DejaVu Serif")
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def sans(size: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def draw_leather(
    painter: QPainter, rect: QRectF, radius: float, shadow: QPointF, darkness: int, border: float
) -> None:
    """A leather panel with rounded corners over its drop shadow (offset by ``shadow``)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, darkness))
    painter.drawRoundedRect(rect.translated(shadow), radius, radius)
    painter.setBrush(LEATHER)
    painter.setPen(QPen(LEATHER_DARK, border))
    painter.drawRoundedRect(rect, radius, radius)


# --- glyphs: small paths in a unit box (0..1), scaled into a rect -----------------------


def _scaled(path: QPainterPath, rect: QRectF) -> QPainterPath:
    out = QPainterPath()
    out.addPath(path)
    t = QTransform()
    t.translate(rect.x(), rect.y())
    t.scale(rect.width(), rect.height())
    return t.map(out)


def _polygon(points: Iterable[tuple[float, float]]) -> QPainterPath:
    """A closed outline through ``points``, in order."""
    p = QPainterPath()
    for i, (x, y) in enumerate(points):
        if i == 0:
            p.moveTo(x, y)
        else:
            p.lineTo(x, y)
    p.closeSubpath()
    return p


# How many numbers each command of `_path` takes.
_PATH_ARGUMENTS = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}


def _path(data: str) -> QPainterPath:
    """A path from SVG-like path data with absolute commands only: M x y, L x y,
    Q cx cy x y, C c1x c1y c2x c2y x y, Z."""
    p = QPainterPath()
    words = data.split()
    i = 0
    while i < len(words):
        command = words[i]
        count = _PATH_ARGUMENTS[command]
        n = [float(w) for w in words[i + 1 : i + 1 + count]]
        i += 1 + count
        if command == "M":
            p.moveTo(*n)
        elif command == "L":
            p.lineTo(*n)
        elif command == "Q":
            p.quadTo(*n)
        elif command == "C":
            p.cubicTo(*n)
        else:
            p.closeSubpath()
    return p


def _glyph_hourglass() -> QPainterPath:
    return _path("M 0.2 0.1 L 0.8 0.1 L 0.55 0.5 L 0.8 0.9 L 0.2 0.9 L 0.45 0.5 Z")


def _glyph_drop() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.05)
    p.cubicTo(0.75, 0.4, 0.85, 0.55, 0.85, 0.65)
    p.arcTo(QRectF(0.15, 0.3, 0.7, 0.65), 0, -180)
    p.cubicTo(0.15, 0.55, 0.25, 0.4, 0.5, 0.05)
    return p


def _glyph_bolt() -> QPainterPath:
    return _path("M 0.6 0 L 0.2 0.55 L 0.48 0.55 L 0.35 1 L 0.82 0.4 L 0.54 0.4 L 0.7 0 Z")


def _glyph_diamond() -> QPainterPath:
    return _path("M 0.5 0.05 L 0.92 0.5 L 0.5 0.95 L 0.08 0.5 Z")


def _glyph_star() -> QPainterPath:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = 0.48 if i % 2 == 0 else 0.2
        points.append((0.5 + radius * math.cos(angle), 0.52 + radius * math.sin(angle)))
    return _polygon(points)


def _glyph_shield() -> QPainterPath:
    """Tenacity: a small kite shield."""
    return _path("M 0.5 0.05 L 0.9 0.2 C 0.9 0.6 0.75 0.82 0.5 0.97 C 0.25 0.82 0.1 0.6 0.1 0.2 Z")


def _glyph_feather() -> QPainterPath:
    """Light fatigue: a wavering line of breath."""
    return _path("M 0.1 0.55 C 0.3 0.25 0.45 0.85 0.6 0.5 C 0.7 0.3 0.8 0.4 0.9 0.45")


def _glyph_ember() -> QPainterPath:
    """Overfatigue: a heavy flame."""
    return _path(
        "M 0.5 0.05 C 0.85 0.4 0.9 0.7 0.7 0.9 C 0.6 0.98 0.4 0.98 0.3 0.9"
        " C 0.1 0.7 0.2 0.45 0.38 0.3 C 0.4 0.45 0.45 0.5 0.5 0.5 C 0.55 0.35 0.5 0.2 0.5 0.05"
    )


def _glyph_eye() -> QPainterPath:
    p = _path("M 0.05 0.5 Q 0.5 0.05 0.95 0.5 Q 0.5 0.95 0.05 0.5")
    p.addEllipse(QRectF(0.38, 0.38, 0.24, 0.24))
    return p


def _glyph_spiral() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.5)
    for i in range(1, 40):
        a = i * 0.45
        r = 0.012 * i
        p.lineTo(0.5 + r * math.cos(a), 0.5 + r * math.sin(a))
    return p


def _glyph_fear() -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(0.4, 0.05, 0.2, 0.6), 0.1, 0.1)
    p.addEllipse(QRectF(0.4, 0.75, 0.2, 0.2))
    return p


def _glyph_maim() -> QPainterPath:
    p = QPainterPath()
    for dx in (0.0, 0.2, 0.4):
        p.moveTo(0.2 + dx, 0.1)
        p.lineTo(0.05 + dx + 0.15, 0.9)
    return p


def _glyph_moon() -> QPainterPath:
    outer = QPainterPath()
    outer.addEllipse(QRectF(0.1, 0.1, 0.8, 0.8))
    inner = QPainterPath()
    inner.addEllipse(QRectF(0.3, 0.02, 0.75, 0.75))
    return outer.subtracted(inner)


GLYPHS = {
    "active": _glyph_diamond(),
    "cooldown": _glyph_hourglass(),
    "drained": _glyph_drop(),
    "instant": _glyph_bolt(),
    "status": _glyph_star(),
    "tenacity": _glyph_shield(),
    "light": _glyph_feather(),
    "over": _glyph_ember(),
    "bane": _glyph_drop(),
    "blind": _glyph_eye(),
    "daze": _glyph_spiral(),
    "fear": _glyph_fear(),
    "maim": _glyph_maim(),
    "stealth": _glyph_moon(),
}
STROKED_GLYPHS = {"light", "daze", "maim"}


def draw_glyph(painter: QPainter, name: str, rect: QRectF, colour: QColor) -> None:
    """Draw one of our glyphs filled (or stroked, for line glyphs) into ``rect``."""
    path = _scaled(GLYPHS[name], rect)
    painter.save()
    if name in STROKED_GLYPHS:
        pen = QPen(colour, max(1.2, rect.width() * 0.1))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()


# --- dice --------------------------------------------------------------------------------


def die_body(painter: QPainter, rect: QRectF, base: QColor, border: QColor) -> None:
    """A rounded die with a soft top light and a darker lower edge."""
    radius = rect.width() * 0.18
    shadow = rect.translated(rect.width() * 0.04, rect.width() * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(shadow, radius, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, base.lighter(112))
    gradient.setColorAt(1.0, base.darker(112))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(border, max(1.0, rect.width() * 0.035)))
    painter.drawRoundedRect(rect, radius, radius)


def draw_skill_die(
    painter: QPainter,
    rect: QRectF,
    symbol: str,
    code: str,
    tenacity: bool,
    tint: QColor,
    status: str | None = None,
    word: str = "",
    name: str = "",
) -> None:
    """A skill die showing its current face: the symbol large, the code in a corner, for
    a numbered icon its word small along the bottom edge, and the die's own name small along
    the top edge, beside the code."""
    die_body(painter, rect, tint, INK)
    inner = rect.adjusted(
        rect.width() * 0.14, rect.height() * 0.14, -rect.width() * 0.14, -rect.height() * 0.14
    )
    if tenacity:
        draw_glyph(painter, "tenacity", inner.adjusted(4, 2, -4, -2), GOLD.darker(140))
    elif status:
        draw_glyph(painter, status, inner.adjusted(3, 3, -3, -3), STATUS_COLOURS.get(status, INK))
    else:
        painter.setPen(INK)
        font = serif(rect.height() * 0.3, bold=True)
        painter.setFont(font)
        number_box = inner.translated(0, -rect.height() * 0.06) if word else inner
        painter.drawText(number_box, Qt.AlignmentFlag.AlignCenter, symbol)
        if word:
            bottom = word_place(rect, word, sans(rect.height() * 0.12, bold=True), painter.device())
            painter.setFont(bottom.font)
            painter.setPen(INK_SOFT)
            painter.drawText(bottom.band, Qt.AlignmentFlag.AlignCenter, bottom.shown)
    corner = code_corner(rect)
    if name:
        place = name_place(rect, name, painter.device())
        painter.setFont(place.font)
        painter.setPen(INK)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(place.band, align, place.shown)
        corner = place.code_corner
    if code:
        draw_glyph(painter, code, corner, INK_SOFT)


def draw_fatigue_die(painter: QPainter, rect: QRectF, over: bool) -> None:
    """Light fatigue is silver; overfatigue is black with an ember."""
    if over:
        die_body(painter, rect, QColor("#2a2a2e"), QColor("#0d0d0f"))
        draw_glyph(
            painter,
            "over",
            rect.adjusted(
                rect.width() * 0.25, rect.height() * 0.2, -rect.width() * 0.25, -rect.height() * 0.2
            ),
            QColor("#d0603a"),
        )
    else:
        die_body(painter, rect, QColor("#c9ccd2"), QColor("#6d727a"))
        draw_glyph(
            painter,
            "light",
            rect.adjusted(
                rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2, -rect.height() * 0.2
            ),
            QColor("#4a5058"),
        )


def draw_status_die(painter: QPainter, rect: QRectF, side: str | None) -> None:
    """A status die showing ``side``; one showing none yet (in the supply) shows the star."""
    inset = rect.adjusted(
        rect.width() * 0.22, rect.height() * 0.22, -rect.width() * 0.22, -rect.height() * 0.22
    )
    colour = STATUS_COLOURS.get(side or "")
    if colour is None:
        die_body(painter, rect, QColor("#b9a7c9"), SUPPLY_STATUS_INK)
        draw_glyph(painter, "status", inset, SUPPLY_STATUS_INK)
        return
    die_body(painter, rect, colour.lighter(150), colour.darker(150))
    draw_glyph(painter, str(side), inset, colour.darker(160))


# --- chips -------------------------------------------------------------------------------


def draw_chip(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    fill: QColor,
    border: QColor,
    label: str,
    greyed: bool = False,
) -> None:
    """A poker-chip style unit token with an edge of notches and a label."""
    if greyed:
        fill = QColor(fill)
        fill.setHsv(fill.hue(), 20, max(90, fill.value() - 40))
        border = QColor("#555555")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(centre + QPointF(radius * 0.06, radius * 0.1), radius, radius)
    gradient = QRadialGradient(centre - QPointF(radius * 0.3, radius * 0.4), radius * 1.4)
    gradient.setColorAt(0, fill.lighter(120))
    gradient.setColorAt(1, fill.darker(115))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(border, radius * 0.12))
    painter.drawEllipse(centre, radius, radius)
    # Edge notches, like a real chip.
    notch = QPen(fill.lighter(150) if fill.value() < 160 else fill.darker(130), radius * 0.12)
    notch.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(notch)
    for i in range(8):
        angle = i * 45
        painter.drawArc(
            QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
            int((angle - 6) * 16),
            12 * 16,
        )
    painter.setPen(QPen(border.lighter(110), radius * 0.04))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.72, radius * 0.72)
    text = INK if fill.value() > 140 else QColor("#f3ecdc")
    painter.setPen(text)
    painter.setFont(serif(radius * 0.42, bold=True))
    painter.drawText(
        QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
        Qt.AlignmentFlag.AlignCenter,
        label,
    )
