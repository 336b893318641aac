"""The dataclass methods of board, rules and gui, compiled once instead of at every start.

``dataclasses`` writes the source of each class's ``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, ``__setattr__`` and ``__delattr__`` and compiles it with ``exec`` when the class
is made: about 0.1 ms a method, half a millisecond a class, some 40 ms for the classes the
first frame needs. Those sources depend only on the classes' declarations, so they are
compiled once, into ``gui/precompiled_methods.py`` (written by ``python -m gui.precompile``,
committed, and checked against the code by a test), whose byte code Python caches
like any module's. ``install()`` lets ``dataclasses`` look each source up there first; a
source it does not find (a class declared since, another Python) is compiled as before, so
what a class gets is the very same function either way.
"""

from __future__ import annotations

import dataclasses
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: Where the generated module lives, beside this one.
GENERATED = Path(__file__).with_name("precompiled_methods.py")

_MISSING = dataclasses.MISSING
#: ``dataclasses`` as a plain object: its private ``_create_fn`` is not in the stubs.
_DC: Any = dataclasses


def _source(
    name: str, args: list[str], body: list[str], locals_: dict[str, Any], return_type: Any
) -> str:
    """The text ``dataclasses._create_fn`` (Python 3.11 and 3.12) compiles for one method."""
    annotation = "" if return_type is _MISSING else "->_return_type"
    lines = "\n".join(f"  {b}" for b in body)
    names = ", ".join([*locals_, *(["_return_type"] if return_type is not _MISSING else [])])
    inner = f" def {name}({','.join(args)}){annotation}:\n{lines}"
    return f"def __create_fn__({names}):\n{inner}\n return {name}"


def _looked_up(made: dict[str, Any], original: Callable[..., Any]) -> Callable[..., Any]:
    def create_fn(
        name: str,
        args: list[str],
        body: list[str],
        *,
        globals: dict[str, Any] | None = None,
        locals: dict[str, Any] | None = None,
        return_type: Any = _MISSING,
    ) -> Any:
        local_vars = {} if locals is None else locals
        maker = made.get(_source(name, args, body, local_vars, return_type))
        if maker is None:
            return original(
                name, args, body, globals=globals, locals=locals, return_type=return_type
            )
        if return_type is not _MISSING:
            local_vars["_return_type"] = return_type
        # exec(text, None, ns) would run in dataclasses' own globals: the same here.
        scope = vars(dataclasses) if globals is None else globals
        return types.FunctionType(maker.__code__, scope)(**local_vars)

    create_fn.__wrapped__ = original  # type: ignore[attr-defined]
    return create_fn


def _supported() -> bool:
    create = getattr(dataclasses, "_create_fn", None)
    return create is not None and getattr(create, "__code__", None) is not None


def install() -> bool:
    """Let ``dataclasses`` take the methods compiled once (True when it does)."""
    if not _supported() or hasattr(_DC._create_fn, "__wrapped__"):
        return False
    try:
        from gui import precompiled_methods
    except ImportError:
        return False
    if tuple(precompiled_methods.PYTHON) != sys.version_info[:2]:
        return False  # another Python writes other sources: nothing would be found
    _DC._create_fn = _looked_up(precompiled_methods.MADE, _DC._create_fn)
    return True
