"""Regression guard for the PySide6 6.12.0 / Python 3.11 refcount bug.

That release decrements ``None``'s refcount on every void method call; after a few
thousand calls the interpreter aborts. pyproject.toml keeps it away from Python < 3.12;
this test proves the installed Qt survives ~100k such calls, in a subprocess so an abort
cannot take the test run down with it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import sys
    from PySide6.QtGui import QBrush, QColor
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem

    app = QApplication([])
    item = QGraphicsRectItem(0, 0, 10, 10)
    brush = QBrush(QColor("red"))
    before = sys.getrefcount(None)
    for i in range(50_000):
        item.setPos(i, i)
        item.setBrush(brush)
    after = sys.getrefcount(None)
    print("ok", before, after)
    """
)


def test_many_void_calls_do_not_corrupt_none() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=300
    )
    assert result.returncode == 0, result.stderr[-2000:]
    words = result.stdout.split()
    assert words[0] == "ok"
    before, after = int(words[1]), int(words[2])
    # None is immortal from 3.12 on; before that its count must not fall.
    assert after >= before - 100, (before, after)
