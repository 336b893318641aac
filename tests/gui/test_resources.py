"""gui/resources_rc.py is committed; it must match what resources.qrc compiles to today."""

from __future__ import annotations

import subprocess
from pathlib import Path

from gui.words import i18n

ROOT = Path(__file__).resolve().parents[2]


def _body(text: str) -> list[str]:
    # The header names the rcc version; only the data and code below it matter.
    return [line for line in text.splitlines() if not line.startswith("#")]


def test_compiled_resources_are_fresh(tmp_path: Path) -> None:
    rcc = i18n.pyside_tool("rcc")
    assert rcc is not None, "PySide6 installs pyside6-rcc beside the interpreter"
    out = tmp_path / "resources_rc.py"
    subprocess.run(
        [rcc, "--format-version", "1", "resources.qrc", "-o", str(out)], cwd=ROOT, check=True
    )
    committed = (ROOT / "gui" / "resources_rc.py").read_text(encoding="utf-8")
    assert _body(out.read_text(encoding="utf-8")) == _body(committed), (
        "gui/resources_rc.py is stale: run "
        "`pyside6-rcc --format-version 1 resources.qrc -o gui/resources_rc.py`"
    )
