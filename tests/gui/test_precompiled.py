"""The dataclass methods compiled once: fresh, taken when the table opens, and the same
functions ``dataclasses`` would compile itself."""

from __future__ import annotations

import dataclasses
import sys
import types

import pytest

import gui  # noqa: F401  (importing gui installs the look-up)
from gui import precompile, precompiled, precompiled_methods


def test_the_committed_methods_are_those_the_table_asks_for_today() -> None:
    if tuple(precompiled_methods.PYTHON) != sys.version_info[:2]:
        pytest.skip("the committed methods were compiled for another Python")
    text = precompile.generate()
    assert text == precompiled.GENERATED.read_text(encoding="utf-8"), (
        "gui/precompiled_methods.py is stale: run `python -m gui.precompile`"
    )


def test_importing_gui_lets_dataclasses_look_the_methods_up() -> None:
    if not precompiled._supported():
        pytest.skip("this Python's dataclasses compiles its methods another way")
    assert hasattr(precompiled._DC._create_fn, "__wrapped__")
    assert precompiled.install() is False  # once is enough


def test_each_method_is_its_source_compiled() -> None:
    """The generated module holds exactly what ``dataclasses`` would compile from each text."""
    for text, maker in precompiled_methods.MADE.items():
        scope: dict[str, object] = {}
        exec(text, {}, scope)
        expected = scope["__create_fn__"].__code__  # type: ignore[attr-defined]
        got = maker.__code__
        assert got.co_varnames == expected.co_varnames
        assert _inner(got) == _inner(expected), text


def _inner(code: types.CodeType) -> list[tuple[object, ...]]:
    return [
        (c.co_name, c.co_code, c.co_names, c.co_varnames, c.co_freevars, c.co_consts)
        for c in code.co_consts
        if isinstance(c, types.CodeType)
    ]


def test_the_table_opens_with_every_method_looked_up() -> None:
    """What the window's classes get is the same either way: a window opens and plays."""
    from rules.setup import load_scenario
    from rules.state import GameState

    state = load_scenario("delve")
    assert isinstance(state, GameState)
    assert state == load_scenario("delve") and hash(next(iter(state.dice.values())))
    assert "GameState(" in repr(state)[:20]
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.scenario = "x"  # type: ignore[misc]


def test_a_class_the_module_does_not_know_is_compiled_as_before() -> None:
    @dataclasses.dataclass(frozen=True)
    class Unheard:
        spelled_nowhere_else: int
        default_too: str = "x"

    one = Unheard(1)
    assert one == Unheard(1, "x") and hash(one) == hash(Unheard(1))
    assert repr(one) == (
        "test_a_class_the_module_does_not_know_is_compiled_as_before.<locals>."
        "Unheard(spelled_nowhere_else=1, default_too='x')"
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.default_too = "y"  # type: ignore[misc]
