"""Benchmarks are run on demand: every test in this folder carries the benchmarks marker,
which the default test command deselects. The whole table of figures, goals and verdicts:

    python -m tests.bench            (see run.py; --quick for a short run)

and the per-module benchmark tests:

    python -m pytest tests/bench -m benchmarks -s
"""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/bench/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.benchmarks)
