"""A tiny shared reporter: every benchmark prints a figure, its baseline and a ratio."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    """Median wall time of ``fn`` in seconds over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def report(name: str, value: float, baseline: float | None = None, goal: str = "") -> str:
    line = f"{name:<48} {value * 1000:10.2f} ms"
    if baseline:
        line += f"   baseline {baseline * 1000:9.2f} ms   ratio {value / baseline:5.2f}x"
    if goal:
        line += f"   goal {goal}"
    print(line)
    return line
