"""A tiny shared reporter: every benchmark prints a figure, its baseline and a ratio.

``best_of``/``report`` are the old one-line helpers used by the pytest benchmarks; ``Row`` and
``table`` are what ``python -m tests.bench`` prints: one row per figure with its baseline
(measured in the same run), the ratio, the goal and a verdict.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass


def best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    """Median wall time of ``fn`` in seconds over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def samples(
    fn: Callable[[], object],
    repeat: int = 5,
    warmup: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> list[float]:
    """Times of ``fn`` in seconds (wall clock unless told otherwise), after ``warmup``
    untimed runs."""
    for _ in range(warmup):
        fn()
    out = []
    for _ in range(repeat):
        start = clock()
        fn()
        out.append(clock() - start)
    return out


def interleaved(
    ours: Callable[[], object],
    base: Callable[[], object],
    repeat: int = 7,
    warmup: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[float, float]:
    """Medians of ``ours`` and ``base`` timed alternately, so a noisy neighbour hits both.
    ``clock`` is the wall clock unless told otherwise (``time.process_time``: the CPU time
    of the whole process, every thread, without the time other programs hold the CPU)."""
    for _ in range(warmup):
        ours()
        base()
    a: list[float] = []
    b: list[float] = []
    for _ in range(repeat):
        for fn, out in ((ours, a), (base, b)):
            start = clock()
            fn()
            out.append(clock() - start)
    return statistics.median(a), statistics.median(b)


def report(name: str, value: float, baseline: float | None = None, goal: str = "") -> str:
    line = f"{name:<48} {value * 1000:10.2f} ms"
    if baseline:
        line += f"   baseline {baseline * 1000:9.2f} ms   ratio {value / baseline:5.2f}x"
    if goal:
        line += f"   goal {goal}"
    print(line)
    return line


@dataclass(frozen=True)
class Row:
    """One figure of the table.

    ``value`` and ``baseline`` are in ``unit`` ("ms", "MB", "/s", "%"). The goal is either a
    ratio (``max_ratio``: value / baseline must not exceed it), an absolute bound (``max_value``,
    in ``unit``) or nothing (an informative row). ``note`` says what the baseline is.
    """

    name: str
    value: float
    unit: str = "ms"
    baseline: float | None = None
    max_ratio: float | None = None
    max_value: float | None = None
    note: str = ""

    @property
    def ratio(self) -> float | None:
        if self.baseline is None or self.baseline == 0:
            return None
        return self.value / self.baseline

    @property
    def goal(self) -> str:
        if self.max_ratio is not None:
            return f"<= {self.max_ratio:g}x"
        if self.max_value is not None:
            return f"< {self.max_value:g} {self.unit}"
        return "info"

    @property
    def verdict(self) -> str:
        if self.max_ratio is not None:
            ratio = self.ratio
            if ratio is None:
                return "n/a"
            return "PASS" if ratio <= self.max_ratio else "FAIL"
        if self.max_value is not None:
            return "PASS" if self.value < self.max_value else "FAIL"
        return "-"


def _num(value: float | None, unit: str) -> str:
    if value is None:
        return ""
    if unit == "/s":
        return f"{value:,.0f}{unit}"
    if abs(value) >= 100:
        return f"{value:,.0f} {unit}"
    return f"{value:.2f} {unit}"


HEADERS = ("figure", "value", "baseline", "ratio", "goal", "verdict")


def cells(row: Row) -> tuple[str, ...]:
    ratio = row.ratio
    return (
        row.name,
        _num(row.value, row.unit),
        _num(row.baseline, row.unit),
        f"{ratio:.2f}x" if ratio is not None else "",
        row.goal,
        row.verdict,
    )


def table(rows: Iterable[Row]) -> str:
    """A plain-text table (what the runner prints)."""
    body = [HEADERS, *(cells(r) for r in rows)]
    widths = [max(len(line[i]) for line in body) for i in range(len(HEADERS))]
    lines = []
    for n, line in enumerate(body):
        parts = [
            text.ljust(w) if i == 0 else text.rjust(w)
            for i, (text, w) in enumerate(zip(line, widths, strict=True))
        ]
        lines.append("  ".join(parts))
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def markdown(rows: Iterable[Row]) -> str:
    """The same table in Markdown, with the baseline notes (for docs/benchmarks.md)."""
    out = ["| " + " | ".join((*HEADERS, "baseline is")) + " |"]
    out.append("|" + "---|" * (len(HEADERS) + 1))
    for row in rows:
        out.append("| " + " | ".join((*cells(row), row.note)) + " |")
    return "\n".join(out)
