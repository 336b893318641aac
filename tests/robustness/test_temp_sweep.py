"""Temporary files left by a kill during any write (library, drafts, Save Party, pictures,
saves) are swept at the next start, wherever the write was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gui.files.tempfiles import TEMP_PREFIX

ROOT = Path(__file__).resolve().parents[2]

# A run killed in the middle of one write: its temporary file is whole, not yet renamed.
_KILLED = """
import os, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QStandardPaths
QCoreApplication.setOrganizationName("eraboard")
QCoreApplication.setApplicationName("eraboard")
QStandardPaths.setTestModeEnabled(True)
from gui.files import games, library, png
from tests.robustness.library_child import sample_adventurer, sample_line
os.replace = lambda *args: os._exit(9)
where, kind = Path(sys.argv[1]), sys.argv[2]
shelf = library.Library()
if kind == "library":
    shelf.change_skill_lines([sample_line("Killed")])
elif kind == "draft":
    shelf.save_draft("skill-line", sample_line("Killed"))
elif kind == "party":
    shelf.write_party(str(where / "party.json"), [sample_adventurer("Killed")])
elif kind == "picture":
    from PIL import Image
    picture = png.PngWriter(where / "table.png", 4, 4, {})
    picture.write(Image.new("RGB", (4, 4)))
    picture.close()
"""


def _env(home: Path) -> dict[str, str]:
    # Qt's test mode keeps the application data and the settings under ~/.qttest.
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ERABOARD_TEST="1",
        HOME=str(home),
        PYTHONPATH=str(ROOT),
    )


def test_the_temporary_files_of_killed_writes_are_swept_at_the_next_start(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    elsewhere = {kind: tmp_path / kind for kind in ("party", "picture")}
    for kind in ("library", "draft", "party", "picture"):
        folder = elsewhere.get(kind, tmp_path)
        folder.mkdir(exist_ok=True)
        killed = subprocess.run(
            [sys.executable, "-c", _KILLED, str(folder), kind],
            env=_env(home),
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert killed.returncode == 9, killed.stderr[-3000:]
    left = sorted(p.name for p in tmp_path.rglob(f"{TEMP_PREFIX}*"))
    assert len(left) == 4, left
    started = subprocess.run(
        [sys.executable, "-m", "gui", "--quit-after", "2500"],
        env=_env(home),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert started.returncode == 0, started.stderr[-3000:]
    assert sorted(p.name for p in tmp_path.rglob(f"{TEMP_PREFIX}*")) == []
