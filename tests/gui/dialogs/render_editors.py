"""Render the campaign editors to assets/screenshots/editors.png (the README's picture).

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.gui.dialogs.render_editors``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QStandardPaths, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QDialog

import gui.resources_rc  # noqa: F401
from gui.dialogs.encounter import EncounterDialog
from gui.dialogs.newgame import NewGameDialog
from gui.dialogs.party import AdventurerDialog
from gui.dialogs.skills import SkillLineDialog
from gui.files.library import Library
from gui.table import art
from rules.specs import AdventurerSpec

OUT = Path(__file__).resolve().parents[3] / "assets" / "screenshots" / "editors.png"


def grab(dialog: QDialog, width: int, height: int) -> QPixmap:
    dialog.resize(width, height)
    dialog.show()
    QApplication.processEvents()
    pixmap = dialog.grab()
    dialog.close()
    return pixmap


def shots(library: Library) -> list[tuple[str, QPixmap]]:
    lines = library.skill_lines()
    hero = AdventurerSpec(
        "ysolde",
        "Ysolde of Wayrest",
        "breton",
        9,
        10,
        2,
        1,
        ("might", "intellect"),
        (lines[0], lines[1]),
    )
    rask = AdventurerSpec(
        "rask", "Rask Emberhand", "nord", 10, 10, 3, 0, ("might", "spirit"), (lines[0], lines[2])
    )
    new_game = NewGameDialog(library)
    new_game.party = [hero, rask]
    new_game.add_companion().name.setText("Moth the hound")
    adventurer = AdventurerDialog(library, hero)
    adventurer.lines.setCurrentRow(0)
    line = SkillLineDialog(library, lines[0], [])
    encounter = EncounterDialog(library, 2)
    for name, spin in (("crypt-corridor", 1), ("sunken-shrine", 1)):
        encounter.card_spins[name].setValue(spin)
    encounter.skyshards.setValue(1)
    for name, level in (("Ash rat", 1), ("Bone priest", 5), ("Gloom warden", 10)):
        row = encounter.add_enemy()
        row.name.setText(name)
        row.level.setCurrentIndex(row.level.findData(level))
        row.hp.setValue(3)
    encounter.auto_place()
    new_game._take_encounter(encounter.encounter())
    return [
        ("New Game", grab(new_game, 900, 540)),
        ("Skill line and its faces", grab(line, 760, 560)),
        ("Encounter", grab(encounter, 1000, 600)),
        ("Adventurer", grab(adventurer, 820, 480)),
    ]


def compose(pictures: list[tuple[str, QPixmap]]) -> QImage:
    pad, title = 24, 30
    rows = [pictures[:2], pictures[2:]]
    width = max(sum(p.width() for _, p in row) + pad * (len(row) + 1) for row in rows)
    height = sum(max(p.height() for _, p in row) + title + pad for row in rows) + pad
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(art.FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    y = pad
    for row in rows:
        x = pad
        for name, pixmap in row:
            painter.setPen(art.PARCHMENT)
            painter.setFont(art.serif(15, bold=True))
            painter.drawText(QPointF(x + 4, y + 20), name)
            frame = QRectF(x, y + title, pixmap.width(), pixmap.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(frame.translated(5, 6), 6, 6)
            painter.drawPixmap(frame.topLeft(), pixmap)
            x += pixmap.width() + pad
        y += max(p.height() for _, p in row) + title + pad
    painter.end()
    return image


def main() -> int:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    library = Library(Path(tempfile.mkdtemp()))
    image = compose(shots(library))
    image.save(str(OUT))
    print(OUT, image.width(), image.height())
    return 0 if app is not None else 1


if __name__ == "__main__":
    raise SystemExit(main())
