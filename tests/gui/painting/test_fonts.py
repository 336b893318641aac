"""The shipped fonts: given to Qt, with their licence beside them, and enough on a system
that has no fonts at all."""

from __future__ import annotations

from pathlib import Path

from gui.export import caption
from gui.painting import fonts
from tests.python_child import child_report

BARE = """
import json, sys
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
before = QFontMetrics(app.font()).inFontUcs4(ord("a"))
from gui.painting.fonts import load_shipped_fonts
families = load_shipped_fonts()
def covers(family, text):
    metrics = QFontMetrics(QFont(family))
    return all(metrics.inFontUcs4(ord(ch)) for ch in text)
print(json.dumps({
    "before": before,
    "families": families,
    "app_font": QApplication.font().family(),
    "serif": covers("DejaVu Serif", "Scénario : Fléau, Hrolfa — 2/3 · ça"),
    "sans": covers("DejaVu Sans", "Scénario : Fléau, Hrolfa — 2/3 · ça"),
}))
"""


def test_every_shipped_font_has_its_licence() -> None:
    assert [path.name for path in fonts.shipped_fonts()] == [
        "DejaVuSans-Bold.ttf",
        "DejaVuSans.ttf",
        "DejaVuSansMono.ttf",
        "DejaVuSerif-Bold.ttf",
        "DejaVuSerif-Italic.ttf",
        "DejaVuSerif.ttf",
    ]
    licence = (fonts.FONT_FOLDER / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera Fonts Copyright" in licence and "Arev Fonts Copyright" in licence


def test_captions_use_the_shipped_sans_first() -> None:
    assert caption.FONT_CANDIDATES[0] == str(fonts.SANS)
    assert caption.BOLD_CANDIDATES[0] == str(fonts.SANS_BOLD)


def test_on_a_system_without_fonts_the_shipped_ones_draw_every_letter(tmp_path: Path) -> None:
    """A child process whose fontconfig knows no font folder, as on a bare machine."""
    config = tmp_path / "fonts.conf"
    config.write_text("<?xml version='1.0'?>\n<fontconfig></fontconfig>\n", encoding="utf-8")
    found = child_report(BARE, FONTCONFIG_FILE=str(config), QT_QPA_FONTDIR=str(tmp_path))
    assert found["before"] is False  # the system's font draws nothing
    assert {"DejaVu Sans", "DejaVu Serif"} <= set(found["families"])
    assert found["app_font"] == "DejaVu Sans"
    assert found["serif"] and found["sans"]
