"""The one error type the board layer raises for bad data files."""

from __future__ import annotations


class BoardFileError(ValueError):
    """A data file of the board layer (tiles, overland map) could not be used.

    Carries the file name, the place inside it (a JSON-path-like string such as
    ``tiles[3].doors[1]``, or ``""`` for the whole file) and what was expected there, so a
    user editing the file can find and fix the mistake.
    """

    def __init__(self, file: str, place: str, expected: str, got: object = None) -> None:
        self.file = file
        self.place = place
        self.expected = expected
        self.got = got
        where = f"{file}, {place}" if place else file
        message = f"{where}: expected {expected}"
        if got is not None:
            message += f", got {got}"
        super().__init__(message)
