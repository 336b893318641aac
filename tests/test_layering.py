"""The layers point one way: gui -> rules -> board.

An AST walk over every module, so a lazy import inside a function counts too.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
QT_OR_PILLOW = {"PySide6", "shiboken6", "PyQt5", "PyQt6", "PIL"}
FORBIDDEN = {
    "board": QT_OR_PILLOW | {"rules", "gui"},
    "rules": QT_OR_PILLOW | {"gui"},
}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "__import__"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            roots.add(str(node.args[0].value).split(".")[0])
    return roots


def modules(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layer_imports_nothing_forbidden(package: str) -> None:
    files = modules(package)
    assert files, f"{package}/ has no modules"
    offenders = {
        str(path.relative_to(ROOT)): sorted(imported_roots(path) & FORBIDDEN[package])
        for path in files
    }
    offenders = {name: bad for name, bad in offenders.items() if bad}
    assert offenders == {}


def test_checker_sees_forbidden_imports(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def f():\n    from PySide6.QtCore import QObject\n    import rules.engine\n",
        encoding="utf-8",
    )
    assert {"PySide6", "rules"} <= imported_roots(sample)


def test_import_linter_contracts_are_kept() -> None:
    """The contracts in pyproject.toml: layers, a Qt-free core, no circles in a package."""
    done = subprocess.run(
        [sys.executable, "-c", "from importlinter.cli import lint_imports_command as c; c()"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


#: The rules modules gui/ may import (the package's own names come through ``rules``).
GUI_MAY_IMPORT = {
    "actions",
    "campaign",
    "card_files",
    "cards",
    "closest",
    "codec",
    "dice",
    "enemy_turn",
    "errors",
    "events",
    "foes",
    "places",
    "refusals",
    "save",
    "setup",
    "specs",
    "state",
    "table",
    "tablecode",
}


def test_every_rules_module_is_on_one_side_of_the_gui_contract() -> None:
    """A new rules module is either named for gui/ or forbidden to it, never left out."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (contract,) = [c for c in contracts if c.get("source_modules") == ["gui"]]
    forbidden = {name.removeprefix("rules.") for name in contract["forbidden_modules"]}
    found = {
        path.stem if path.name != "__init__.py" else path.parent.name
        for path in (ROOT / "rules").iterdir()
        if (path.suffix == ".py" and path.name != "__init__.py")
        or (path.is_dir() and (path / "__init__.py").exists())
    }
    assert not forbidden & GUI_MAY_IMPORT
    assert found == forbidden | GUI_MAY_IMPORT
