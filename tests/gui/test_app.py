"""The installed command, started as a user would, and the demo table rendered to PNG."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage


def test_eraboard_command_opens_the_demo_table_and_quits_cleanly(tmp_path: Path) -> None:
    command = shutil.which("eraboard")
    args = [command] if command else [sys.executable, "-m", "gui"]
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ERABOARD_TEST="1",
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path),
    )
    result = subprocess.run(
        [*args, "--quit-after", "1500"], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr[-3000:]
    noise = [
        line
        for line in result.stderr.splitlines()
        if line.strip() and "propagateSizeHints" not in line
    ]
    assert noise == [], noise


def test_the_demo_table_renders_to_png_without_warnings(window, tmp_path: Path) -> None:
    window.view.fit()
    image = window.grab().toImage()
    path = tmp_path / "table.png"
    assert image.save(str(path))
    loaded = QImage(str(path))
    assert loaded.width() >= 900 and loaded.height() >= 600
    # Not a blank window: the table has many colours.
    colours = {
        loaded.pixel(x, y)
        for x in range(0, loaded.width(), 37)
        for y in range(0, loaded.height(), 29)
    }
    assert len(colours) > 50


@pytest.mark.parametrize("zoom", [0.2, 1.0, 3.0])
def test_the_table_paints_at_every_zoom(window, zoom: float) -> None:
    window.view.set_zoom(zoom)
    assert window.grab().toImage().width() > 0
