"""The errors the rules core raises."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules refuse; ``reason`` is a sentence a player understands."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class InvariantError(ValueError):
    """A state breaks an invariant (a die in two places, a track over 13…)."""


class DataFileError(ValueError):
    """A file (save or scenario) that cannot be loaded: ``file``, ``place`` and ``expected``."""

    def __init__(self, place: str, expected: str, file: str | None = None) -> None:
        where = f"{file}: " if file else ""
        super().__init__(f"{where}at {place}: expected {expected}")
        self.file = file
        self.place = place
        self.expected = expected
