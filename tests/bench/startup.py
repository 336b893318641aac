"""Start-up to first paint and resident memory: eraboard vs a bare PySide6 window.

Both run in fresh subprocesses (``firstpaint.py``), alternately, several times; the figure is
the median. Byte code is compiled once beforehand into a private cache (an installed app has
its ``.pyc`` files; this machine sets PYTHONDONTWRITEBYTECODE, which would make every run
compile our sources again and count it).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench import screen
from tests.bench.report import Row

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("firstpaint.py")
STARTUP_GOAL = 2.0  # start-up to the first frame, against the bare program
MEMORY_GOAL = 1.5  # resident memory at that frame, idem


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        PYTHONPATH=str(ROOT),
        PYTHONPYCACHEPREFIX=str(Path(home) / "pycache"),
        QT_QPA_PLATFORM=screen.platform(),
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


def save_battle(hexes: int, folder: str) -> str:
    """A saved game holding the opening table's battle moved onto a big map (tables.py)."""
    from rules.save import dump_game
    from tests.bench.tables import battle_state

    path = Path(folder) / f"battle-{hexes}.json"
    path.write_text(dump_game(battle_state(hexes)), encoding="utf-8")
    return str(path)


def pairs(
    runs: int, env: dict[str, str], home: str, games: list[str | None], chrome: bool = False
) -> list[dict[str, float]]:
    """Start-up and memory of the app (opening each game, ``None`` for the table it opens
    with no file) and of the bare program showing the same scene (and, with ``chrome``, of
    the bare program in a stock window with the same chrome, without and with our rules
    core loaded first): ``runs`` fresh processes each, all of one game's programs
    alternating, so load on the machine hits all."""
    plan = []
    for n, game in enumerate(games):
        described = str(Path(home) / f"scene-{n}.json")
        app_args = ["app"] + ([game] if game else [])
        _run([*app_args, "--describe", described], env)  # warm-up (byte code, fonts) + scene
        programs = [app_args, ["bare", described]]
        if chrome:
            programs.append(["bare", described, "--chrome"])
            programs.append(["bare", described, "--chrome", "--rules"])
        for args in programs[1:]:
            _run(args, env)  # warm-up
        plan.append((programs, described))
    timed: list[list[list[tuple[float, float]]]] = [[[] for _ in p] for p, _ in plan]
    for _ in range(runs):
        for (programs, _), results in zip(plan, timed, strict=True):
            for args, out in zip(programs, results, strict=True):
                out.append(_run(args, env))
    found = []
    for (_, described), results in zip(plan, timed, strict=True):
        items = len(json.loads(Path(described).read_text(encoding="utf-8"))["items"])
        figures: dict[str, float] = {"items": items}
        for name, out in zip(("app", "bare", "chrome", "rules"), results, strict=False):
            figures[f"{name}_ms"] = statistics.median(t for t, _ in out) * 1000
            figures[f"{name}_mb"] = statistics.median(m for _, m in out)
        found.append(figures)
    return found


def measure(runs: int = 7) -> list[Row]:
    with tempfile.TemporaryDirectory() as home:
        (found,) = pairs(runs, _env(home), home, [None], chrome=True)
    note = (
        f"bare PySide6 view showing the same scene ({found['items']} stock items, the same "
        f"viewport as ours in its {screen.WINDOW_SIZE[0]}x{screen.WINDOW_SIZE[1]} window); "
        f"median of {runs} fresh processes each, alternating"
    )
    return [
        Row(
            "start-up to first painted frame, opening table",
            found["app_ms"],
            "ms",
            found["bare_ms"],
            max_ratio=STARTUP_GOAL,
            note=note,
        ),
        Row(
            "  same, against the bare program in a window with our chrome",
            found["app_ms"],
            "ms",
            found["chrome_ms"],
            note="the same stock scene as the central widget of a stock QMainWindow with the "
            "same menus and actions, toolbars, docks (stock twins of the overland view, the "
            "log's lines and the history's commands), status bar words and saved layout; "
            "informative: what a program of this shape pays before any of our code",
        ),
        Row(
            "  same, against that window with our rules core loaded",
            found["app_ms"],
            "ms",
            found["rules_ms"],
            note="the stock window above, after importing the board and rules modules the "
            "app loads and loading the game it opens, as the app does (firstpaint.py "
            "--rules); informative: within the goal (the bare program's time times "
            f"{STARTUP_GOAL:g}) the table and the rest of the gui layer have "
            f"{STARTUP_GOAL * found['bare_ms'] - found['rules_ms']:.0f} ms",
        ),
        Row(
            "resident memory, opening table at first paint",
            found["app_mb"],
            "MB",
            found["bare_mb"],
            max_ratio=MEMORY_GOAL,
            note="VmRSS of both windows above at their first paint",
        ),
    ]


def battles(runs: int = 3) -> list[dict[str, float]]:
    """Start-up and memory of the opening table and of saved 2,000- and 10,000-hex battles
    (the scale table), measured together."""
    with tempfile.TemporaryDirectory() as home:
        games = [None, save_battle(2_000, home), save_battle(10_000, home)]
        return pairs(runs, _env(home), home, games)
