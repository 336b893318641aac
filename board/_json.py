"""Small helpers that check decoded JSON and raise ``BoardFileError`` with a precise place."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path

from board.errors import BoardFileError
from board.hexes import Hex


def read_json(path: Path) -> object:
    """Decode a JSON file; a missing or unreadable file and invalid JSON raise
    ``BoardFileError``."""
    name = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BoardFileError(name, "", "an existing file", str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BoardFileError(name, "", "a readable UTF-8 file", str(exc)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        place = f"line {exc.lineno} column {exc.colno}"
        raise BoardFileError(name, place, "valid JSON", exc.msg) from None


def join(place: str, key: str | int) -> str:
    """``tiles`` + 3 → ``tiles[3]``; ``tiles[3]`` + ``doors`` → ``tiles[3].doors``."""
    if isinstance(key, int):
        return f"{place}[{key}]"
    return f"{place}.{key}" if place else key


class Checker:
    """Type checks against one file name."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, place: str, expected: str, got: object = None) -> BoardFileError:
        """Build the error (the caller raises it, so type checkers see the flow)."""
        return BoardFileError(self.file, place, expected, got)

    def obj(
        self,
        value: object,
        place: str,
        required: Iterable[str],
        optional: Iterable[str] = (),
    ) -> Mapping[str, object]:
        """A JSON object with exactly the given required keys and some of the optional ones."""
        if not isinstance(value, dict):
            raise self.fail(place, "an object", _short(value))
        required = tuple(required)
        allowed = set(required) | set(optional)
        for key in value:
            if key not in allowed:
                raise self.fail(
                    join(place, str(key)), f"one of the keys {sorted(allowed)}", "an unknown key"
                )
        for key in required:
            if key not in value:
                raise self.fail(join(place, key), "a required key", "nothing")
        return value

    def list_(self, value: object, place: str) -> list[object]:
        """A JSON array."""
        if not isinstance(value, list):
            raise self.fail(place, "a list", _short(value))
        return value

    def str_(self, value: object, place: str, nonempty: bool = True) -> str:
        """A JSON string (non-empty unless told)."""
        if not isinstance(value, str) or (nonempty and not value.strip()):
            raise self.fail(place, "a non-empty string" if nonempty else "a string", _short(value))
        return value

    def bool_(self, value: object, place: str) -> bool:
        """``true`` or ``false``."""
        if not isinstance(value, bool):
            raise self.fail(place, "true or false", _short(value))
        return value

    def int_(self, value: object, place: str, minimum: int | None = None) -> int:
        """A JSON integer (not a boolean), at least ``minimum`` if given."""
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(place, "an integer", _short(value))
        if minimum is not None and value < minimum:
            raise self.fail(place, f"an integer >= {minimum}", value)
        return value

    def hex_(self, value: object, place: str) -> Hex:
        """A hex written ``[q, r]``."""
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            raise self.fail(place, "a hex as [q, r] with two integers", _short(value))
        return Hex(value[0], value[1])

    def hex_list(self, value: object, place: str) -> list[Hex]:
        """A list of ``[q, r]`` hexes with no repeats."""
        seen: set[Hex] = set()
        result: list[Hex] = []
        for i, item in enumerate(self.list_(value, place)):
            h = self.hex_(item, join(place, i))
            if h in seen:
                raise self.fail(join(place, i), "each hex listed once", [h.q, h.r])
            seen.add(h)
            result.append(h)
        return result


def _short(value: object) -> object:
    """A value short enough for an error message."""
    text = json.dumps(value) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
