"""The base of every event, and every event class by its tag."""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from functools import cache
from typing import ClassVar

from rules.tags import claim

#: Every event class by its stable tag (`rules.tags`), filled as the classes are declared.
TAGS: dict[str, type[Event]] = {}


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event. Each declares the tag it is named by in logs and files:
    ``class DieDrained(Event, tag="die-drained")``."""

    #: The name files give this class (never its Python name).
    TAG: ClassVar[str] = ""

    def __init_subclass__(cls, /, tag: str = "") -> None:
        # super() with its arguments: dataclass(slots=True) replaces the class declared here,
        # and the argument-less form would still name the class it replaced.
        super(Event, cls).__init_subclass__()
        cls.TAG = claim(TAGS, cls, tag)

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
