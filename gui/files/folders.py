"""Where the window's file dialogs start."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def dialog_folder(last_dir: object) -> str:
    """Where a file dialog starts: the folder the player last used (``last_dir``, a saved
    setting) while it still exists, else their documents folder, else their home."""
    if last_dir and Path(str(last_dir)).is_dir():
        return str(last_dir)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())


def file_stem(title: str | None, fallback: str = "eraboard") -> str:
    """A file name's stem from a game's title ("The Ashen Cellar: the mats" ->
    "The-Ashen-Cellar-the-mats"): letters, digits, - and _ only, ``fallback`` when none."""
    kept = "".join(c if c.isalnum() or c in "-_" else "-" for c in title or "")
    return re.sub(r"-+", "-", kept).strip("-") or fallback
