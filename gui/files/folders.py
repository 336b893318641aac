"""Where the window's file dialogs start."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def dialog_folder(last_dir: object) -> str:
    """Where a file dialog starts: the folder the player last used (``last_dir``, a saved
    setting) while it still exists, else their documents folder, else their home."""
    if last_dir and Path(str(last_dir)).is_dir():
        return str(last_dir)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())
