"""What we tell PySide6 about our modules is what it would have found by reading them."""

from __future__ import annotations

import sys
from types import ModuleType

import pytest

from gui import feature_check


def _ours() -> list[ModuleType]:
    return [
        module
        for name, module in sorted(sys.modules.items())
        if name.partition(".")[0] in feature_check.OURS and getattr(module, "__file__", None)
    ]


def test_our_modules_are_answered_as_pysides_own_check_would(qapp) -> None:  # type: ignore[no-untyped-def]
    feature = pytest.importorskip("shibokensupport.feature")
    table = feature_check.feature_table()
    if table is None or not hasattr(feature, "_mod_uses_pyside"):
        pytest.skip("this PySide6 keeps no table of modules")
    import gui.window.main  # noqa: F401  (the window brings most of the three packages)

    ours = _ours()
    assert len(ours) > 100
    for module in ours:
        answer = table.get(module.__name__)
        assert answer is not None, module.__name__  # answered before PySide read it
        if feature._mod_uses_pyside(module):
            assert answer == feature_check.USES_QT, module.__name__
        if not module.__name__.startswith("gui"):
            assert answer == feature_check.NO_QT
            assert not feature._mod_uses_pyside(module), module.__name__


def test_installing_twice_adds_one_finder() -> None:
    assert feature_check.install() is False
    assert sum(isinstance(f, feature_check.Answer) for f in sys.meta_path) == 1


def test_without_pysides_table_nothing_is_recorded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "shibokensupport.feature", ModuleType("stand_in"))
    assert feature_check.feature_table() is None
    assert feature_check.Answer().find_spec("rules.nothing_here", None) is None
