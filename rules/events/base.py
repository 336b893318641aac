"""The base of every event."""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from functools import cache


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event."""

    def __str__(self) -> str:
        parts = [f"{f.name}={getattr(self, f.name)}" for f in fields(self) if f.name != "rule"]
        text = f"{type(self).__name__}({', '.join(parts)})"
        rule = str(getattr(self, "rule", ""))
        return f"{text} [{rule}]" if rule else text


@cache
def default_rule(kind: type[Event]) -> str:
    """The rule an event of ``kind`` names when it is given none. (Its ``rule`` field's
    default: events have slots, so the class itself holds no default to read.)"""
    default = next(f.default for f in fields(kind) if f.name == "rule")
    assert default is not MISSING and isinstance(default, str)
    return default
