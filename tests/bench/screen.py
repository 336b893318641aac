"""The screen and window every GUI figure is taken on, in the parent and in every child.

Qt's offscreen platform gives an 800 x 800 screen unless a configuration file names another
(its ``configfile`` option; it has no size option), and the app sizes its first window from
the screen. The figures are for a 1600 x 1000 window on a 1920 x 1080 screen, eraboard's and
the bare program's alike.
"""

from __future__ import annotations

import os
from typing import Any

SCREEN_SIZE = (1920, 1080)
WINDOW_SIZE = (1600, 1000)
# Made on first use: the start-up children import this module for WINDOW_SIZE alone, and
# what they import counts in their start-up.
_FOLDER: list[Any] = []


def platform() -> str:
    """The ``QT_QPA_PLATFORM`` value for the offscreen platform with a 1920 x 1080 screen at
    96 dpi (the offscreen platform's own default density)."""
    import json
    import tempfile
    from pathlib import Path

    if not _FOLDER:
        _FOLDER.append(tempfile.TemporaryDirectory(prefix="eraboard-bench-screen-"))
    path = Path(_FOLDER[0].name) / "screen.json"
    if not path.exists():
        width, height = SCREEN_SIZE
        screen = {"name": "bench", "x": 0, "y": 0, "width": width, "height": height}
        screen.update(logicalDpi=96, logicalBaseDpi=96, dpr=1)
        path.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    return f"offscreen:configfile={path}"


def use() -> None:
    """Choose that screen for this process (before its ``QApplication`` exists) and, through
    the environment, for its children."""
    os.environ["QT_QPA_PLATFORM"] = platform()
