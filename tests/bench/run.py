"""One command for every speed and memory figure of eraboard:

    python -m tests.bench                  # the full run (several minutes)
    python -m tests.bench --quick          # fewer repeats, 1,000-action soak and game
    python -m tests.bench --only render,drag --markdown out.md

It prints one table: each figure, the baseline measured in the same run (bare Qt or plain
Python doing the same work), the ratio, the goal and a verdict. Timings are medians; the two
sides of a ratio are timed alternately, so a noisy neighbour slows both. Nothing here fails
on a slow machine: the verdicts are for people.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import Any

from tests.bench import screen
from tests.bench.report import Row, markdown, table

ROOT = Path(__file__).resolve().parents[2]
SECTIONS = (
    "startup",
    "render",
    "drag",
    "rules",
    "board",
    "scale",
    "export",
    "preview",
    "soak",
    "history",
    "rewind",
)


def _soaks(steps: int, *runs: tuple[str, ...]) -> list[dict[str, Any]]:
    """The soak once per entry of ``runs`` (its flags), each in a fresh process, all at once:
    their memory figures are each process's own, and their time is CPU time, so sharing the
    machine changes neither."""
    env = dict(
        os.environ, QT_QPA_PLATFORM=screen.platform(), ERABOARD_TEST="1", PYTHONPATH=str(ROOT)
    )
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.robustness.soak", str(steps), *flags],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for flags in runs
    ]
    results = []
    try:
        for child in children:
            out, err = child.communicate(timeout=3600)
            if child.returncode != 0:
                raise RuntimeError(f"soak failed:\n{err[-3000:]}")
            results.append(json.loads(out.strip().splitlines()[-1]))
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    return results


def soak_rows(steps: int) -> list[Row]:
    """The 10,000-action soak in a fresh process: memory per action held, correctness, warnings;
    beside it (in another process, at the same time) the same soak with the undo history
    and the log kept short, which leaves only leaks to make the memory grow."""
    result, bounded = _soaks(steps, (), ("--bounded",))
    memory = result["memory"]
    warm_at, warm = memory[0][:2]
    end = memory[-1][1]
    return [
        Row(
            f"memory, {steps:,}-action soak: end vs after {warm_at:,}",
            end,
            "MB",
            warm,
            note=f"RSS after {warm_at:,} actions; start {result['rss_start']:.1f} MB; "
            f"undo history at the end: {result['history']:,} actions; informative: the "
            "history grows with the game (judged per action held, below), and the bounded "
            "soak is the leak check",
        ),
        Row(
            "  memory, the same soak with history (<= 100) and log (200 lines) bounded",
            bounded["memory"][-1][1],
            "MB",
            bounded["memory"][0][1],
            max_ratio=1.10,
            note="the leak check: what still grows when history and log cannot",
        ),
        added_row(result, bounded),
        per_action_row(result),
        Row(
            "  soak CPU time per step",
            result["cpu_seconds"] / steps * 1000,
            note="random legal action (drawn as from legal_actions(), without listing them "
            "all), roll, undo, redo or rewind; process CPU time, the bounded soak running "
            "beside it",
        ),
        Row(
            "  soak: table differs from a fresh render",
            len(result["differences"]) + int(result["replay_differs"]),
            "diffs",
            max_value=1,
        ),
        Row("  soak: Qt warnings", len(result["qt_warnings"]), "msgs", max_value=1),
    ]


def added_row(result: dict[str, Any], bounded: dict[str, Any]) -> Row:
    """What the undo history and the log add, after the first tenth of the soak and at its
    end: the RSS of the soak minus the RSS of the same seeded soak with history and log kept
    short, after the same steps (both sides play every step; the subtraction leaves what the
    longer history and log hold). Informative: the bounded process's own slack (blocks freed
    by its resets, kept by the allocators) is a constant that the subtraction takes off both
    figures, which makes their ratio overstate growth; ``per_action_row`` has no such term."""
    (first, *_), (last, *_) = result["memory"][0], result["memory"][-1]
    added, more = [], []
    for ours, short in (
        (result["memory"][0], bounded["memory"][0]),
        (result["memory"][-1], bounded["memory"][-1]),
    ):
        added.append(max(ours[1] - short[1], 0.01))
        more.append(max(ours[3] - short[3], 1))
    return Row(
        f"  memory the history and log add, {last:,} actions",
        added[1],
        "MB",
        added[0],
        note=f"RSS of the soak minus that of the same seeded soak with history (<= 100) and log "
        f"(200 lines) bounded, after the same steps: {last:,}, against {first:,} for the "
        f"baseline; the commands the history holds more grew {more[1] / more[0]:.1f}x "
        f"({more[0]:,} -> {more[1]:,})",
    )


HISTORY_GOAL = 4096  # bytes of resident memory per action the undo history holds


def per_action_row(result: dict[str, Any]) -> Row:
    """What each action the undo history holds costs in resident memory: the RSS growth from
    the soak's first sample (start-up and warm-up behind it) to its end, over the actions the
    history gained meanwhile, in the soak's own process (no subtraction of two processes'
    noise). The log's lines grow alongside and are counted in."""
    memory = result["memory"]
    (first, rss_first, _, held_first, _), (last, rss_last, _, held_last, _) = memory[0], memory[-1]
    per_action = (rss_last - rss_first) * 1024 * 1024 / max(held_last - held_first, 1)
    return Row(
        f"history: memory per action held, {last:,} actions",
        per_action,
        "B",
        max_value=HISTORY_GOAL,
        note=f"RSS growth over steps {first:,}-{last:,} divided by the actions the history "
        f"gained ({held_first:,} -> {held_last:,}); soak of random legal actions, rolls, "
        f"undo, redo and rewinds",
    )


def export_rows() -> list[Row]:
    """Peak memory of an 8,000 x 8,000 px picture with its caption, in a fresh process."""
    import tempfile

    from tests.bench.test_export_bench import REGION, run_probe

    with tempfile.TemporaryDirectory() as folder:
        out = str(Path(folder) / "big.png")
        small = str(Path(folder) / "small.png")
        _, base_mib = run_probe("demo", "-o", small, REGION, "--width", "100", "--caption")
        seconds, big_mib = run_probe("demo", "-o", out, REGION, "--width", "8000", "--caption")
    return [
        Row(
            "8,000 x 8,000 px export, peak RSS",
            big_mib,
            "MiB",
            base_mib,
            max_value=600.0,
            note=f"baseline: the same command writing 100 px; {seconds:.1f} s",
        )
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats, shorter soak")
    parser.add_argument("--only", default=",".join(SECTIONS), help="comma-separated sections")
    parser.add_argument("--soak", type=int, default=None, help="soak length (default 10,000)")
    parser.add_argument("--markdown", type=Path, default=None, help="also write a Markdown table")
    args = parser.parse_args(argv)
    wanted = [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = set(wanted) - set(SECTIONS)
    if unknown:
        parser.error(f"unknown sections: {', '.join(sorted(unknown))}")
    quick = args.quick
    screen.use()
    os.environ.setdefault("ERABOARD_TEST", "1")

    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    import gui.resources_rc  # noqa: F401

    def startup() -> list[Row]:
        from tests.bench import startup

        return startup.measure(runs=3 if quick else 9)

    def render() -> list[Row]:
        from tests.bench import render

        return render.measure(repeat=5 if quick else 11)

    def drag() -> list[Row]:
        from tests.bench import autosave, drag

        return drag.measure(repeat=9 if quick else 25) + autosave.rows(quick)

    games: list[Any] = []

    def game() -> Any:
        if not games:
            from tests.bench import core

            games.append(core.random_game(1_000 if quick else core.GAME_ACTIONS))
        return games[0]

    def rules() -> list[Row]:
        from tests.bench import core

        return core.rules_rows(game())

    def scale() -> list[Row]:
        from tests.bench import scale

        runs, repeat = (1, 5) if quick else (3, 9)
        return scale.table_rows(runs, repeat) + scale.action_rows(game(), repeat)

    def board() -> list[Row]:
        from tests.bench import enemies, mapgraph

        return mapgraph.rows(7 if quick else 15) + enemies.rows(3 if quick else 7)

    def export() -> list[Row]:
        return export_rows()

    def soak() -> list[Row]:
        return soak_rows(args.soak or (1_000 if quick else 10_000))

    def history() -> list[Row]:
        from tests.bench import history

        return history.rows(args.soak or (1_000 if quick else 10_000))

    runners: dict[str, Callable[[], list[Row]]] = {
        "startup": startup,
        "render": render,
        "drag": drag,
        "rules": rules,
        "board": board,
        "scale": scale,
        "export": export,
        "preview": lambda: import_module("tests.bench.preview").measure(7 if quick else 15),
        "soak": soak,
        "history": history,
        "rewind": lambda: import_module("tests.bench.rewind").rows(5_000 if quick else 50_000),
    }
    rows: list[Row] = []
    for name in SECTIONS:
        if name not in wanted:
            continue
        began = time.perf_counter()
        print(f"[{name}] ...", file=sys.stderr, flush=True)
        try:
            rows += runners[name]()
        except Exception as error:  # one broken section must not hide the others' figures
            import traceback

            traceback.print_exc()
            rows.append(Row(f"{name}: FAILED to run ({type(error).__name__})", float("nan")))
        app.processEvents()
        print(f"[{name}] {time.perf_counter() - began:.0f} s", file=sys.stderr, flush=True)
    print(table(rows))
    failed = [r.name.strip() for r in rows if r.verdict == "FAIL"]
    print(f"\n{len(rows)} figures, {len(failed)} over their goal" + (": " if failed else ""))
    for name in failed:
        print(f"  - {name}")
    if args.markdown is not None:
        args.markdown.write_text(markdown(rows) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
