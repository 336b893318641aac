"""The house's size limits, checked by machine: no module over 500 lines, no function over 60.

A module or function may stand on the allowlist below only when it is a pure data table, each
with the reason it cannot be split without scattering one table over several places.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("board", "rules", "gui")
MAX_FILE_LINES = 500
MAX_FUNCTION_LINES = 60

# Compiled by pyside6-rcc from resources.qrc: never edited by hand.
GENERATED = {"gui/resources_rc.py"}

# path -> reason: the whole file may exceed the limits.
FILE_ALLOWLIST: dict[str, str] = {}

# "path:function" -> reason: a function that is one data table.
FUNCTION_ALLOWLIST: dict[str, str] = {}


def _sources() -> list[Path]:
    files = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel not in GENERATED and rel not in FILE_ALLOWLIST:
                files.append(path)
    return files


def _long_functions(path: Path) -> list[str]:
    rel = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            assert node.end_lineno is not None
            length = node.end_lineno - node.lineno + 1
            key = f"{rel}:{node.name}"
            if length > MAX_FUNCTION_LINES and key not in FUNCTION_ALLOWLIST:
                found.append(f"{key} ({length} lines, line {node.lineno})")
    return found


def test_the_scan_sees_the_packages() -> None:
    assert len(_sources()) > 50


def test_no_module_over_500_lines() -> None:
    long = []
    for path in _sources():
        count = len(path.read_text(encoding="utf-8").splitlines())
        if count > MAX_FILE_LINES:
            long.append(f"{path.relative_to(ROOT).as_posix()} ({count} lines)")
    assert not long, "modules over 500 lines: " + ", ".join(long)


def test_no_function_over_60_lines() -> None:
    long = [entry for path in _sources() for entry in _long_functions(path)]
    assert not long, "functions over 60 lines: " + ", ".join(long)


def test_allowlisted_entries_exist() -> None:
    gone = []
    for entry in sorted(FILE_ALLOWLIST) + sorted(FUNCTION_ALLOWLIST):
        path, _, function = entry.partition(":")
        source = ROOT / path
        if not source.is_file():
            gone.append(entry)
        elif function:
            names = {
                node.name
                for node in ast.walk(ast.parse(source.read_text(encoding="utf-8")))
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            }
            if function not in names:
                gone.append(entry)
    assert not gone, "allowlisted but gone: " + ", ".join(gone)
