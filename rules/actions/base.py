"""The base of every action, and every action class by its tag."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.tags import claim

#: Every action class by its stable tag (`rules.tags`), filled as the classes are declared.
TAGS: dict[str, type[Action]] = {}


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. Each declares the tag saves name it by:
    ``class ExhaustDice(Action, tag="exhaust-dice")``."""

    #: The name saves give this class (never its Python name).
    TAG: ClassVar[str] = ""

    def __init_subclass__(cls, /, tag: str = "") -> None:
        # super() with its arguments: dataclass(slots=True) replaces the class declared here,
        # and the argument-less form would still name the class it replaced.
        super(Action, cls).__init_subclass__()
        cls.TAG = claim(TAGS, cls, tag)
