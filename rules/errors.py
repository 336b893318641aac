"""The errors the rules core raises."""

from __future__ import annotations

from board.errors import DataFileError

__all__ = ["DataFileError", "IllegalAction", "InvariantError"]


class IllegalAction(ValueError):
    """An action the rules refuse; ``reason`` is a sentence a player understands."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class InvariantError(ValueError):
    """A state breaks an invariant (a die in two places, a track over 13…)."""
