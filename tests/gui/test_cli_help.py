"""``eraboard --help`` names every command with an example; ``render`` defaults to the table
the app opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gui.app import build_parser
from gui.files import games
from rules.setup import delve_state, scenario_names

ROOT = Path(__file__).resolve().parents[2]


def test_help_lists_every_subcommand_with_an_example_and_the_scenarios() -> None:
    text = build_parser().format_help()
    assert "eraboard render [SOURCE] -o OUT.png" in text
    assert "eraboard render -o table.png" in text
    assert "eraboard game.eraboard.json" in text
    for name in scenario_names():
        assert f"{name} (" in text


def test_render_without_a_source_draws_the_table_the_app_opens(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    env = dict(os.environ, PYTHONPATH=str(ROOT), ERABOARD_TEST="1")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    done = subprocess.run(
        [sys.executable, "-m", "gui", "render", "-o", str(out), "--scale", "0.3"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert games.load_game(str(out)).state == delve_state()


def test_render_help_documents_the_default_and_the_names() -> None:
    from gui.cli import build_parser as render_parser

    text = render_parser().format_help()
    assert "default: the table eraboard opens" in text
    assert "delve (the table eraboard opens, the default)" in text
    assert "eraboard render -o table.png" in text
