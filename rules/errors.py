"""The errors the rules core raises."""

from __future__ import annotations

from board.errors import DataFileError
from rules.refusals import REFUSALS, render

__all__ = ["DataFileError", "IllegalAction", "InvariantError"]


class IllegalAction(ValueError):
    """An action the rules refuse: a ``code`` of `rules.refusals.REFUSALS` and the values of
    its template's fields (``arguments``). ``reason`` (and ``str()``) is the English sentence,
    with ids shown by ``names`` (id -> name, filled by `rules.engine.apply`)."""

    def __init__(self, code: str, **arguments: object) -> None:
        if code not in REFUSALS:
            raise KeyError(f"unknown refusal code {code!r}")
        super().__init__(code)
        self.code = code
        self.arguments: dict[str, object] = arguments
        self.names: dict[str, str] = {}

    @property
    def reason(self) -> str:
        return render(self.code, self.arguments, self.names)

    def __str__(self) -> str:
        return self.reason


class InvariantError(ValueError):
    """A state breaks an invariant (a die in two places, a track over 13…)."""
