"""Running a piece of Python in a child process of the suite's interpreter, with the checkout
importable, and reading the JSON report it prints last."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def run_python(
    code: str, env: Mapping[str, str] | None = None, cwd: Path = ROOT, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """``python -c code`` with the checkout on the path, this environment and ``env``."""
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        cwd=cwd,
        timeout=timeout,
        check=False,
    )


def child_report(code: str, **env: str) -> Any:
    """Run ``code`` offscreen (`run_python`), which must succeed, and the JSON object of the
    last line of its output starting with "{"."""
    done = run_python(code, {"QT_QPA_PLATFORM": "offscreen", **env})
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stdout + done.stderr
    return json.loads(lines[-1])
