"""Stable tags: the names save files give action and event classes.

Each class declares its tag in its class line (``class ExhaustDice(Action,
tag="exhaust-dice")``), so a class may be renamed or moved without changing what a save
says. A tag is lower-case words joined by hyphens, and unique within its family.
"""

from __future__ import annotations

import re
from typing import TypeVar

T = TypeVar("T", bound=type)

#: What a tag looks like: never a Python class name, which older saves used (see
#: `rules.formats`), so the two cannot be confused.
TAG_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def claim(family: dict[str, T], cls: T, tag: str) -> str:
    """Record ``cls`` in its ``family`` (tag -> class) under ``tag`` and return the tag.

    Without ``tag`` the class's own ``TAG`` is taken: ``dataclass(slots=True)`` makes a new
    class from the one declared, and class keywords do not reach it. A tag another class
    already holds is refused (TypeError), except by that slotted copy of the same class.
    """
    tag = tag or vars(cls).get("TAG", "")
    if not TAG_PATTERN.fullmatch(tag):
        raise TypeError(f"{cls.__qualname__} needs a tag of lower-case words: tag={tag!r}")
    held = family.get(tag)
    if held is not None and (held.__module__, held.__qualname__) != (
        cls.__module__,
        cls.__qualname__,
    ):
        raise TypeError(f"{cls.__qualname__}: the tag {tag!r} is {held.__qualname__}'s")
    family[tag] = cls
    return tag
