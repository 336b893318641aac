"""The dispatch table of `apply`: one handler per action type."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from rules.actions import Action
from rules.work import Work

A = TypeVar("A", bound=Action)
Handler = Callable[[Work, Any], None]
HANDLERS: dict[type[Action], Handler] = {}


def handles(
    action_type: type[A],
) -> Callable[[Callable[[Work, A], None]], Callable[[Work, A], None]]:
    """Register the function as the handler of ``action_type``."""

    def register(fn: Callable[[Work, A], None]) -> Callable[[Work, A], None]:
        HANDLERS[action_type] = fn
        return fn

    return register
