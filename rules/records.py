"""Frozen records: frozen dataclasses whose generated methods are made on first use.

``@record`` on a class means exactly ``@dataclass(frozen=True)`` (the same ``__init__``,
``__eq__``, ``__hash__``, ``__repr__``, immutability, ``dataclasses.fields``/``replace``/
``asdict``), but ``dataclasses`` generates those methods (with ``exec``, ~0.5 ms a class) only
when the class is first used: its first instance, or the first look at its fields. Importing
the ~100 action and event classes then costs almost nothing, and a session pays only for the
kinds it meets. ``@record(slots=True)`` gives the class ``__slots__`` at once (they cannot be
added later); its methods are still made on first use.
"""

from __future__ import annotations

import dataclasses
import inspect
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, overload

T = TypeVar("T", bound=type)

_LOCK = threading.RLock()


class _Fields:
    """Stands in for ``__dataclass_fields__`` until the class is used: reading it (as
    ``dataclasses.fields``/``is_dataclass`` do) makes the methods and returns the real one."""

    def __get__(self, instance: object, owner: type) -> dict[str, dataclasses.Field[Any]]:
        _make(owner)
        fields: dict[str, dataclasses.Field[Any]] = owner.__dict__["__dataclass_fields__"]
        return fields


def _first_init(self: object, *args: Any, **kwargs: Any) -> None:
    cls = type(self)
    _make(cls)
    cls.__init__(self, *args, **kwargs)


def _first_setstate(self: object, state: Any) -> None:
    # Unpickling makes an instance without calling __init__: make the methods here, then
    # restore the state as pickle would have.
    cls = type(self)
    _make(cls)
    setstate = getattr(cls, "__setstate__", None)
    if setstate is not None:
        setstate(self, state)
        return
    values, slots = state if isinstance(state, tuple) else (state, None)
    for name, value in {**(values or {}), **(slots or {})}.items():
        object.__setattr__(self, name, value)


def _frozen_setattr(self: object, name: str, value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _make(cls: type) -> None:
    """Generate the dataclass methods of ``cls`` (its bases first) unless made already."""
    with _LOCK:
        if not isinstance(cls.__dict__.get("__dataclass_fields__"), _Fields):
            return  # made already (or by another thread)
        delattr(cls, "__dataclass_fields__")
        for name, stub in (("__init__", _first_init), ("__setstate__", _first_setstate)):
            if cls.__dict__.get(name) is stub:
                delattr(cls, name)
        source = cls.__dict__.get("__record_source__")
        if source is None:
            # The bases are made first: dataclass reads their fields through _Fields.
            dataclasses.dataclass(frozen=True)(cls)
            return
        # A slotted record: dataclass makes a slotted twin of the class as written (which
        # still holds the defaults); its methods move onto ``cls``, whose slots are the same.
        delattr(cls, "__record_source__")
        twin = dataclasses.dataclass(frozen=True, slots=True)(source)
        for name, value in twin.__dict__.items():
            if name not in cls.__dict__ and name not in _TWIN_ONLY:
                setattr(cls, name, value)
        # dataclass's frozen __setattr__ names the twin; these say the same for ``cls``.
        cls.__setattr__ = _frozen_setattr  # type: ignore[assignment]
        cls.__delattr__ = _frozen_delattr  # type: ignore[assignment]


_TWIN_ONLY = frozenset({"__slots__", "__dict__", "__weakref__", "__module__", "__qualname__"})


def _defer(cls: T) -> T:
    cls.__init__ = _first_init  # type: ignore[misc]
    cls.__setstate__ = _first_setstate  # type: ignore[attr-defined]
    cls.__dataclass_fields__ = _Fields()  # type: ignore[attr-defined]
    return cls


def _slotted(cls: type) -> type:
    """``cls`` again, with ``__slots__`` for its own fields and without their defaults (as
    ``dataclass(slots=True)`` makes it, minus the generated methods); the class as written
    is kept to generate them from."""
    own = tuple(inspect.get_annotations(cls))
    body = {k: v for k, v in cls.__dict__.items() if k not in own and k not in _TWIN_ONLY}
    body["__slots__"] = own
    body["__qualname__"] = cls.__qualname__
    body["__module__"] = cls.__module__
    new = type(cls)(cls.__name__, cls.__bases__, body)
    new.__record_source__ = cls  # type: ignore[attr-defined]
    return new


if TYPE_CHECKING:
    from typing_extensions import dataclass_transform

    @overload
    def record(cls: T, /) -> T: ...
    @overload
    def record(*, slots: bool = ...) -> Callable[[T], T]: ...
    @dataclass_transform(frozen_default=True)
    def record(cls: T | None = None, /, *, slots: bool = False) -> Any: ...

else:

    def record(cls=None, /, *, slots=False):
        """A frozen dataclass whose methods are generated on first use (see the module)."""
        if cls is None:
            return lambda c: record(c, slots=slots)
        return _defer(_slotted(cls) if slots else cls)
