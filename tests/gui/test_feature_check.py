"""What we tell PySide6 about our modules is what it would have found by reading them, and
with it PySide reads none of ours nor the standard library's, whichever comes first."""

from __future__ import annotations

import json
import subprocess
import sys
from types import ModuleType

import pytest

from gui import feature_check

COUNTING = """
import shibokensupport.feature as feature
read = []
check = feature._mod_uses_pyside
def counting(module):
    read.append(module.__name__)
    return check(module)
feature._mod_uses_pyside = counting
"""
#: PySide6 and gui imported in either order, PySide's reads counted from PySide's import on.
ORDERS = {
    "gui first": "import gui\nimport PySide6.QtWidgets\n" + COUNTING,
    "PySide6 first": "import PySide6.QtWidgets\n" + COUNTING + "import gui\n",
}
TAIL = "import gui.window.main\nimport json\nprint(json.dumps(read))\n"


def _pyside_keeps_a_table() -> bool:
    feature = sys.modules.get("shibokensupport.feature")
    return feature_check.feature_table() is not None and hasattr(feature, "_mod_uses_pyside")


@pytest.mark.parametrize("order", sorted(ORDERS))
def test_pyside_reads_none_of_our_modules(qapp, order: str) -> None:  # type: ignore[no-untyped-def]
    if not _pyside_keeps_a_table():
        pytest.skip("this PySide6 keeps no table of modules")
    child = ORDERS[order] + TAIL
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True)
    read = json.loads(done.stdout.splitlines()[-1])
    # What gui/__init__ imports before it installs the finder (gui itself) is read as before.
    after = read[read.index("gui") + 1 :] if "gui" in read else read
    assert [name for name in after if feature_check.answer_for(name) is not None] == []


def _answered() -> list[ModuleType]:
    return [
        module
        for name, module in sorted(sys.modules.items())
        if feature_check.answer_for(name) is not None and getattr(module, "__file__", None)
    ]


def test_the_answers_are_pysides_own(qapp) -> None:  # type: ignore[no-untyped-def]
    if not _pyside_keeps_a_table():
        pytest.skip("this PySide6 keeps no table of modules")
    import gui.window.main  # noqa: F401  (the window brings most of the three packages)

    feature = sys.modules["shibokensupport.feature"]
    table = feature_check.feature_table()
    assert table is not None
    answered = _answered()
    assert len(answered) > 150
    for module in answered:
        name = module.__name__
        assert table.get(name) == feature_check.answer_for(name), name
        if feature._mod_uses_pyside(module):
            assert table[name] == feature_check.USES_QT, name
        if not name.startswith("gui"):
            assert table[name] == feature_check.NO_QT, name


def test_installing_twice_adds_one_finder() -> None:
    assert feature_check.install() is False
    assert sum(isinstance(f, feature_check.Answer) for f in sys.meta_path) == 1


def test_without_pysides_table_nothing_is_recorded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "shibokensupport.feature", ModuleType("stand_in"))
    assert feature_check.feature_table() is None
    assert feature_check.Answer().find_spec("rules.nothing_here", None) is None


def test_only_our_packages_and_the_standard_library_are_answered() -> None:
    assert feature_check.answer_for("gui.window.main") == feature_check.USES_QT
    assert feature_check.answer_for("rules.actions") == feature_check.NO_QT
    assert feature_check.answer_for("json.decoder") == feature_check.NO_QT
    assert feature_check.answer_for("PySide6.QtCore") is None
    assert feature_check.answer_for("networkx") is None
