"""File > Open Recent: the games the player opened or saved lately, the newest first.

The list lives in the settings (full paths), so every window and the next run share it. A
game that is no longer where it was is said so and leaves the list when chosen; one that
cannot be read stays (the disk may only be unplugged) and the usual error says why.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from gui.files.settings import setting_texts
from gui.words.i18n import tr

SETTING = "files/recent"
MAX_RECENT = 8


class RecentFiles:
    """The recent games of ``settings``; ``open_path`` opens one (True when it did)."""

    def __init__(
        self, settings: QSettings, open_path: Callable[[str], bool], parent: QWidget
    ) -> None:
        self.settings = settings
        self.open_path = open_path
        self.parent = parent

    def paths(self) -> list[str]:
        return [_from_setting(p) for p in setting_texts(self.settings, SETTING)][:MAX_RECENT]

    def _store(self, paths: list[str]) -> None:
        self.settings.setValue(SETTING, [_to_setting(p) for p in paths[:MAX_RECENT]])

    def add(self, path: str) -> None:
        """``path`` was just opened or saved: it goes to the top."""
        full = str(Path(path).absolute())
        self._store([full, *(p for p in self.paths() if p != full)])

    def remove(self, path: str) -> None:
        self._store([p for p in self.paths() if p != path])

    def clear(self) -> None:
        self._store([])

    def add_menu(self, menu: QMenu) -> QMenu:
        """Add the Open Recent submenu to ``menu``; it is filled each time it opens."""
        recent = menu.addMenu(tr("Open &Recent"))
        recent.aboutToShow.connect(partial(self.fill, recent))
        self.fill(recent)
        return recent

    def fill(self, menu: QMenu) -> None:
        menu.clear()
        paths = self.paths()
        names = Counter(Path(p).name for p in paths)
        for number, path in enumerate(paths, start=1):
            name = Path(path).name
            # Two games of one name tell themselves apart by their folder.
            shown = _readable(name if names[name] == 1 else f"{name} ({Path(path).parent})")
            action = menu.addAction(f"&{number} {shown.replace('&', '&&')}")
            action.setToolTip(_readable(path))
            action.setStatusTip(_readable(path))
            action.triggered.connect(partial(self.open, path))
        if not paths:
            menu.addAction(tr("No recent games")).setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(tr("&Clear Recent Games"))
        clear.setEnabled(bool(paths))
        clear.triggered.connect(self.clear)

    def open(self, path: str) -> bool:
        if not Path(path).is_file():
            QMessageBox.warning(
                self.parent,
                tr("Cannot open this file"),
                tr("{name} is no longer in {folder}, so it leaves the recent games.").format(
                    name=Path(path).name, folder=Path(path).parent
                ),
            )
            self.remove(path)
            return False
        return self.open_path(path)


# A folder name that is not valid UTF-8 reaches Python as text with lone surrogates, which
# Qt's strings cannot hold: such a path is kept as its bytes, in hex, after this mark.
_BYTES = "bytes:"


def _to_setting(path: str) -> str:
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return _BYTES + os.fsencode(path).hex()
    return path


def _from_setting(value: str) -> str:
    if value.startswith(_BYTES):
        try:
            return os.fsdecode(bytes.fromhex(value[len(_BYTES) :]))
        except ValueError:
            return value
    return value


def _readable(text: str) -> str:
    """A path as it can be shown: bytes that are not UTF-8 as replacement characters."""
    return os.fsencode(text).decode("utf-8", "replace")
