"""Regenerate the example pictures in this folder with ``eraboard render``.

    python assets/screenshots/make.py

``rules-question.eraboard.json`` is the demo table with a few annotations, as a player would
post it: "Veyth's track is full — where does the next die go?". Every PNG written here
carries that game; File > Open (or ``eraboard render``) accepts them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GAME = HERE / "rules-question.eraboard.json"
QUESTION = "question.png"

PICTURES = {
    "table.png": ["--no-annotations"],
    "mat.png": ["--mat", "Veyth", "--no-annotations"],
    "region.png": ["--region=0,0,790,350", "--scale", "1.5", "--no-annotations"],
    "annotated.png": ["--mat", "Veyth", "--scale", "1.25"],
    "annotated-table.png": ["--width", "1200"],
}


def write_game() -> None:
    from PySide6.QtCore import QPointF, QRectF

    from gui.annotations import model as an
    from gui.files import games
    from rules.setup import demo_state

    top = 386.0  # Veyth's mat, the second one

    def slot(i: int) -> QPointF:  # the centre of track position i + 1
        return QPointF(16 + i * 58 + 26, top + 268 + 26)

    notes = [
        an.area(QRectF(8, top + 260, 772, 68), "#3c7be8"),
        an.arrow(QPointF(680, top + 222), slot(12) + QPointF(0, -28)),
        an.marker(slot(4) + QPointF(0, -44), 1),
        an.marker(slot(9) + QPointF(0, -44), 2),
        an.label(QPointF(150, top + 212), "Full track: where does the next die go?"),
        an.hex_highlight(QPointF(158, 294), 36, "#2e9e5b"),  # Hrolfa's Fear die
    ]
    games.save_game(str(GAME), demo_state(), (), notes)


def main() -> int:
    sys.path.insert(0, str(ROOT))
    write_game()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for name, options in PICTURES.items():
        command = [sys.executable, "-m", "gui", "render", str(GAME), "-o", str(HERE / name)]
        subprocess.run([*command, *options], cwd=ROOT, env=env, check=True)
    # The README's rules question: the delve's map and Veyth's mat, the table's code under
    # the caption, and the code itself as text.
    render = [sys.executable, "-m", "gui", "render", "delve", "-o", str(HERE / QUESTION)]
    subprocess.run([*render, "--map", "--mat", "Veyth", "--code"], cwd=ROOT, env=env, check=True)
    code = [sys.executable, "-m", "gui", "code", "delve"]
    done = subprocess.run(code, cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    (HERE / "question.txt").write_text(done.stdout, encoding="ascii")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
