"""Start-up to first paint and resident memory: eraboard vs a bare PySide6 window.

Both run in fresh subprocesses (``firstpaint.py``), alternately, several times; the figure is
the median. Byte code is compiled once beforehand into a private cache (an installed app has
its ``.pyc`` files; this machine sets PYTHONDONTWRITEBYTECODE, which would make every run
compile our sources again and count it).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.report import Row

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("firstpaint.py")


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        PYTHONPATH=str(ROOT),
        PYTHONPYCACHEPREFIX=str(Path(home) / "pycache"),
        QT_QPA_PLATFORM="offscreen",
        ERABOARD_TEST="1",
        XDG_CONFIG_HOME=str(Path(home) / "config"),
        XDG_DATA_HOME=str(Path(home) / "data"),
        HOME=home,
    )
    return env


def _run(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(seconds from process start to first paint, RSS in MB at that moment)."""
    start = time.time()
    done = subprocess.run(
        [sys.executable, str(CHILD), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if done.returncode != 0 or not done.stdout.strip():
        raise RuntimeError(f"first-paint child {args} failed:\n{done.stderr[-2000:]}")
    painted, rss = done.stdout.split()[-2:]
    return float(painted) - start, int(rss) / 1024


def demo_item_count() -> int:
    """How many graphics items the opening table has (the bare window gets as many)."""
    from PySide6.QtCore import QSettings

    from gui.window.main import MainWindow
    from rules import setup

    # The table the app opens with no file (the delve scenario once it exists).
    opening = getattr(setup, "delve_state", setup.demo_state)
    with tempfile.TemporaryDirectory() as home:
        settings = QSettings(str(Path(home) / "s.ini"), QSettings.Format.IniFormat)
        window = MainWindow(opening(), settings=settings, seed=1, autosave=False)
        count = len(window.scene.items())
        window.deleteLater()
    return count


def measure(runs: int = 7) -> list[Row]:
    count = demo_item_count()
    with tempfile.TemporaryDirectory() as home:
        env = _env(home)
        app_args, bare_args = ["app"], ["bare", str(count)]
        _run(app_args, env)  # warm-up: byte code, font cache
        _run(bare_args, env)
        app: list[tuple[float, float]] = []
        bare: list[tuple[float, float]] = []
        for _ in range(runs):
            app.append(_run(app_args, env))
            bare.append(_run(bare_args, env))
    t_app = statistics.median(t for t, _ in app)
    t_bare = statistics.median(t for t, _ in bare)
    m_app = statistics.median(m for _, m in app)
    m_bare = statistics.median(m for _, m in bare)
    return [
        Row(
            "start-up to first painted demo table",
            t_app * 1000,
            "ms",
            t_bare * 1000,
            max_ratio=1.3,
            note=f"bare PySide6 QGraphicsView with the same {count} plain items "
            f"(median of {runs} fresh processes each)",
        ),
        Row(
            "resident memory, demo table at first paint",
            m_app,
            "MB",
            m_bare,
            max_ratio=1.5,
            note="VmRSS of the bare window above, at its first paint",
        ),
    ]
