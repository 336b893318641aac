"""The one error type for a data file that cannot be used.

It lives in the board layer because both ``board/`` (tile library, overland map) and
``rules/`` (saves, scenarios) load files, and ``board/`` may not import ``rules/``; the rules
re-export it.
"""

from __future__ import annotations


class DataFileError(ValueError):
    """A data file (tile library, overland map, save, scenario) that cannot be used.

    Carries the file (its name or path), the place inside it (a JSON-path-like string such as
    ``tiles[3].doors[1]``, or ``""`` for the whole file), what was expected there and, if
    useful, what was found, so a user editing the file can find and fix the mistake.
    ``reason`` is the message without the file, for callers that name the file themselves.
    ``code`` names the rule broken, when it is one a user interface explains in its own
    words (a tile's shape, for example); it is "" for a plain format error.
    """

    def __init__(
        self, file: str, place: str, expected: str, got: object = None, code: str = ""
    ) -> None:
        self.file = file
        self.code = code
        self.place = place
        self.expected = expected
        self.got = got
        reason = f"{place}: expected {expected}" if place else f"expected {expected}"
        if got is not None:
            reason += f", got {got}"
        self.reason = reason
        super().__init__(f"{file}, {reason}" if place else f"{file}: {reason}")


class NewerFormatError(DataFileError):
    """A file written by a newer eraboard: its format ``version`` is above the ``supported``
    one. Kept apart so the message can say so instead of calling the file damaged."""

    def __init__(self, file: str, place: str, version: int, supported: int) -> None:
        super().__init__(
            file,
            place,
            f"format version {supported} (it was made by a newer eraboard, format {version})",
        )
        self.version = version
        self.supported = supported
