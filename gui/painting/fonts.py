"""The fonts eraboard ships (DejaVu Sans, Sans Mono and Serif, in ``assets/fonts`` with their
licence), given to Qt, so the table and its captions never draw a letter as a box on a system
that has no fonts of its own (the player's bundle on a bare machine)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QGuiApplication

from board.tiles import ASSETS

#: The shipped font files.
FONT_FOLDER = ASSETS / "fonts"
SANS = FONT_FOLDER / "DejaVuSans.ttf"
SANS_BOLD = FONT_FOLDER / "DejaVuSans-Bold.ttf"
SANS_MONO = FONT_FOLDER / "DejaVuSansMono.ttf"


def shipped_fonts() -> list[Path]:
    return sorted(FONT_FOLDER.glob("*.ttf"))


def load_shipped_fonts() -> list[str]:
    """Add the shipped fonts to the application (once a QGuiApplication exists) and return
    their families. Where the system's own font draws no letter (a system without fonts),
    the shipped sans becomes the application's font, so menus and dialogs have letters too."""
    had_fonts = QFontMetrics(QGuiApplication.font()).inFontUcs4(ord("a"))
    families: set[str] = set()
    for path in shipped_fonts():
        font_id = QFontDatabase.addApplicationFont(str(path))
        families.update(QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else [])
    if not had_fonts and "DejaVu Sans" in families:
        QGuiApplication.setFont(QFont("DejaVu Sans"))
    return sorted(families)
