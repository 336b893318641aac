"""The installed command, started as a user would, and the demo table rendered to PNG."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage


def _run_briefly(args: list[str], config: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Start the app offscreen with its settings in ``config``; it quits after 1.5 s."""
    environment = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", ERABOARD_TEST="1", XDG_CONFIG_HOME=str(config)
    )
    return subprocess.run(
        [*args, "--quit-after", "1500"],
        capture_output=True,
        text=True,
        env={**environment, **env},
        timeout=120,
    )


def test_eraboard_command_opens_the_demo_table_and_quits_cleanly(tmp_path: Path) -> None:
    command = shutil.which("eraboard")
    args = [command] if command else [sys.executable, "-m", "gui"]
    # The command imports the tree under test first (it may be installed from another one).
    root = Path(__file__).resolve().parents[2]
    result = _run_briefly(args, tmp_path, XDG_DATA_HOME=str(tmp_path), PYTHONPATH=str(root))
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


def _broken_json(path: Path) -> Path:
    path.write_text('{"version": 1, ' + "[" * 50_000, "utf-8")
    return path


@pytest.mark.parametrize("what", ["tiles", "overland", "scenario"])
def test_a_broken_data_file_still_gives_a_table_and_words(
    what: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from board import overland, tiles
    from gui import app
    from rules import setup

    if what == "tiles":
        monkeypatch.setattr(tiles, "DEFAULT_TILES", _broken_json(tmp_path / "tiles.json"))
        name = "tiles.json"
    elif what == "overland":
        monkeypatch.setattr(overland, "DEFAULT_OVERLAND", _broken_json(tmp_path / "overland.json"))
        overland._default_overland.cache_clear()
        monkeypatch.setattr(overland, "_default_overland", overland._default_overland)
        name = "overland.json"
    else:
        scenarios = tmp_path / "scenarios"
        scenarios.mkdir()
        _broken_json(scenarios / "delve.json")
        _broken_json(scenarios / "demo.json")
        monkeypatch.setattr(setup, "SCENARIO_DIR", scenarios)
        name = "delve.json"
    try:
        state, problems = app.first_state()
    finally:
        overland._default_overland.cache_clear()
    assert state is not None
    assert problems and name in problems[0]
    assert "Traceback" not in problems[0] and "Recursion" not in problems[0]


def test_a_broken_province_file_still_opens_the_window(
    qtbot, settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from board import overland
    from gui import app
    from tests.gui.conftest import open_window

    monkeypatch.setattr(overland, "DEFAULT_OVERLAND", _broken_json(tmp_path / "overland.json"))
    overland._default_overland.cache_clear()
    try:
        state, problems = app.first_state()
        assert state.overland is None and "overland.json" in problems[0]
        window = open_window(qtbot, settings, state)  # the province panel shows no map
        assert window.docks.overland_scene.item.overland.towns == {}
    finally:
        overland._default_overland.cache_clear()


def test_settings_edited_into_nonsense_still_open_the_window(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    from rules.setup import demo_state
    from tests.gui.conftest import open_window

    settings.setValue("window/geometry", "hello")
    settings.setValue("window/state", 42)
    window = open_window(qtbot, settings, demo_state())
    assert window.isVisible() and window.width() > 0


def test_the_app_starts_when_its_data_folder_cannot_be_made(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should go", "utf-8")
    args = [sys.executable, "-m", "gui"]
    result = _run_briefly(args, tmp_path, XDG_DATA_HOME=str(blocker), HOME=str(blocker))
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Traceback" not in result.stderr


def test_version_is_defined_once_and_printed(tmp_path: Path) -> None:
    import tomllib
    from importlib.metadata import version

    from gui import app_version

    declared = tomllib.loads(
        (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8")
    )["project"]["version"]
    assert app_version() == version("eraboard") == declared
    done = subprocess.run(
        [sys.executable, "-m", "gui", "--version"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stdout.strip() == f"eraboard {declared}"


def test_about_names_the_version(window, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from gui import app_version
    from gui.window.menus import show_about

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: shown.append(text))
    show_about(window)
    assert shown and f"eraboard {app_version()}" in shown[0]
