"""Small checked readers for JSON data; every failure says where and what was expected."""

from __future__ import annotations

import json
from collections.abc import Mapping
from enum import StrEnum
from typing import Any, TypeVar

from rules.errors import DataFileError

E = TypeVar("E", bound=StrEnum)
MAX_INT = 1_000_000
MAX_TEXT = 10_000_000  # characters


class Reader:
    """Raises ``error_type`` (a DataFileError subclass) naming ``file``."""

    def __init__(self, error_type: type[DataFileError], file: str | None = None) -> None:
        self.error_type = error_type
        self.file = file

    def fail(self, place: str, expected: str) -> DataFileError:
        return self.error_type(place, expected, self.file)

    def parse(self, text: str | bytes) -> Any:
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise self.fail("the file", "UTF-8 text") from None
        if len(text) > MAX_TEXT:
            raise self.fail("the file", f"at most {MAX_TEXT} characters")
        try:
            return json.loads(text)
        except RecursionError:
            raise self.fail("the file", "JSON nested less deeply") from None
        except json.JSONDecodeError as exc:
            raise self.fail(f"line {exc.lineno} column {exc.colno}", "valid JSON") from None
        except ValueError:  # an integer of more digits than Python converts (4,300)
            raise self.fail("the file", "numbers of at most a few thousand digits") from None

    def obj(self, value: Any, place: str, required: tuple[str, ...] = ()) -> Mapping[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(place, "an object")
        for key in required:
            if key not in value:
                raise self.fail(place, f"a {key!r} entry")
        return value

    def arr(self, value: Any, place: str, max_len: int = MAX_INT) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(place, "a list")
        if len(value) > max_len:
            raise self.fail(place, f"at most {max_len} items")
        return value

    def text(self, value: Any, place: str) -> str:
        if not isinstance(value, str):
            raise self.fail(place, "a string")
        return value

    def opt_text(self, value: Any, place: str) -> str | None:
        return None if value is None else self.text(value, place)

    def num(self, value: Any, place: str, lo: int = -MAX_INT, hi: int = MAX_INT) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(place, "a whole number")
        if not lo <= value <= hi:
            raise self.fail(place, f"a number from {lo} to {hi}")
        return value

    def flag(self, value: Any, place: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(place, "true or false")
        return value

    def enum(self, enum: type[E], value: Any, place: str) -> E:
        if isinstance(value, str):
            try:
                return enum(value)
            except ValueError:
                pass
        names = ", ".join(repr(m.value) for m in enum)
        raise self.fail(place, f"one of {names}")
