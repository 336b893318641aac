"""The one checked JSON reader of board/ and rules/: bounded reads, a bounded parse, and
type checks that raise `DataFileError` naming the file, the place and what was expected.

Every loader (tile library, overland map, scenario, save) reads through `read_bounded` and
`parse_json`, so one cap holds everywhere: a file is read only if it is a regular file, never
more than ``limit + 1`` bytes of it, and its text is parsed only if the objects it would
build fit in a small multiple of its size (a small file of ``[{},{},…]`` would otherwise
take twenty times its size in memory). Arrays named in ``stream`` are converted item by item
while parsing, so the raw JSON of a long action log never exists all at once.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import sys
from collections.abc import Callable, Iterable, Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeVar

from board.errors import DataFileError
from board.hexes import Hex

E = TypeVar("E", bound=StrEnum)

#: The largest file any loader reads (saves included): a long campaign's save is far below
#: it (see rules.save.MAX_ACTIONS), and loading one stays well under 300 MiB.
MAX_FILE_BYTES = 48 * 1024 * 1024
#: Numbers longer than this are refused before Python converts them.
MAX_NUMBER_CHARS = 24
#: Default bounds of checked values.
MAX_INT = 1_000_000
MAX_ITEMS = 1_000_000
MAX_NAME = 200
#: What parsing may build, in bytes per byte of text beyond a small allowance: the estimate
#: counts a dict, list or string per opening brace, bracket or pair of quotes.
MEMORY_PER_BYTE = 8
MEMORY_ALLOWANCE = 16 * 1024 * 1024
#: Windows (in characters) a streamed array item is parsed from: most items fit the first.
ITEM_WINDOWS = (1024, 256 * 1024)
_DICT_BYTES, _LIST_BYTES, _STR_BYTES = 64, 56, 26  # per "{", "[" and '"'
_WHITESPACE = re.compile(r"[ \t\n\r]*")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_BAD_TEXT = re.compile(r"[\ud800-\udfff]")

Convert = Callable[[Any, str], Any]
#: Which arrays to convert item by item: a key maps to a converter (for an array) or to the
#: same kind of mapping (for an object whose own arrays are streamed).
Stream = Mapping[str, "Convert | Stream"]


class _Refused(Exception):
    """Raised from inside the JSON scanner's hooks; turned into a DataFileError."""

    def __init__(self, expected: str, got: object = None) -> None:
        super().__init__(expected)
        self.expected = expected
        self.got = got


def open_regular(path: Path | str, file: str) -> int:
    """An open file descriptor of a regular file (the caller closes it); a missing file, a
    folder, a pipe, a socket or a device raise `DataFileError` without waiting on them."""
    # O_NONBLOCK: opening a named pipe must not wait for a writer.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise DataFileError(file, "", "an existing file", code="file_missing") from None
    except IsADirectoryError:
        raise DataFileError(file, "", _A_FILE, code="file_is_folder") from None
    except OSError as exc:
        raise _unreadable(file, exc) from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as exc:
        os.close(fd)
        raise _unreadable(file, exc) from None
    if not stat.S_ISREG(mode):
        os.close(fd)
        if stat.S_ISDIR(mode):
            raise DataFileError(file, "", _A_FILE, code="file_is_folder")
        raise DataFileError(
            file, "", "a regular file (this is a pipe, socket or device)", code="file_special"
        )
    return fd


_A_FILE = "a file, not a directory"


def _unreadable(file: str, exc: OSError) -> DataFileError:
    return DataFileError(file, "", f"a readable file ({_os_reason(exc)})", code="file_unreadable")


def read_bounded(path: Path | str, file: str | None = None, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, read without following it past
    ``limit + 1`` bytes; a missing file, a folder, a pipe or a device, an unreadable file or
    a bigger one raise `DataFileError`."""
    path = Path(path)
    name = path.name if file is None else file
    fd = open_regular(path, name)
    try:
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise _unreadable(name, exc) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise DataFileError(name, "", f"a file of at most {_megabytes(limit)} (it is too big)")
    return data


def _os_reason(exc: OSError) -> str:
    return (exc.strerror or type(exc).__name__).lower()


def _megabytes(n: int) -> str:
    return f"{n // (1024 * 1024)} MB" if n >= 1024 * 1024 else f"{n} bytes"


def parse_json(
    data: bytes | str,
    file: str,
    stream: Stream | None = None,
    limit: int = MAX_FILE_BYTES,
) -> Any:
    """Decode UTF-8 JSON text (a leading byte-order mark is skipped), refusing (with
    `DataFileError`) text over ``limit``, invalid UTF-8 or JSON, duplicate keys, numbers of
    more than 24 characters, NaN and infinities, nesting deeper than Python can follow, and
    text that would build far more objects than its size. For a top-level object, each
    item of an array under a key of ``stream`` is passed through ``stream[key](item,
    place)`` as soon as it is parsed (a nested mapping in ``stream`` does the same one
    object down)."""
    if isinstance(data, bytes):
        if len(data) > limit:
            raise DataFileError(file, "", f"at most {_megabytes(limit)} of text")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise DataFileError(file, "", "UTF-8 text") from None
    else:
        text = data
        if len(text) > limit:
            raise DataFileError(file, "", f"at most {limit} characters of text")
    # A byte-order mark, as some editors (Windows Notepad) write at the start of UTF-8 text.
    text = text.removeprefix("\ufeff")
    decoder = json.JSONDecoder(
        object_pairs_hook=_unique_keys,
        parse_int=_parse_int,
        parse_float=_parse_float,
        parse_constant=_parse_constant,
    )
    try:
        return _parse_top(text, decoder, stream or {}, file)
    except json.JSONDecodeError as exc:
        raise DataFileError(file, f"line {exc.lineno} column {exc.colno}", "valid JSON") from None
    except RecursionError:
        raise DataFileError(file, "", "JSON nested less deeply") from None
    except _Refused as exc:
        raise DataFileError(file, "", exc.expected, exc.got) from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused("each key once in an object", f"{_short(key)} twice")
            seen.add(key)
    return out


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Refused(f"numbers of at most {MAX_NUMBER_CHARS} digits", f"{len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Refused(f"numbers of at most {MAX_NUMBER_CHARS} digits", f"{len(text)} digits")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused("finite numbers", text)
    return value


def _parse_constant(text: str) -> float:
    raise _Refused("numbers, not NaN or Infinity", text)


def _skip(text: str, i: int) -> int:
    match = _WHITESPACE.match(text, i)
    return match.end() if match else i


def _check_cost(text: str, start: int, file: str) -> None:
    """Refuse text from ``start`` on whose objects, all kept at once, would take far more
    memory than the text (a dict, list or string per brace, bracket or pair of quotes)."""
    cost = (
        _DICT_BYTES * text.count("{", start)
        + _LIST_BYTES * text.count("[", start)
        + _STR_BYTES * text.count('"', start)
    )
    if cost > MEMORY_PER_BYTE * len(text) + MEMORY_ALLOWANCE:
        raise DataFileError(file, "", "plain data (this text would build too many objects)")


def _parse_top(text: str, decoder: json.JSONDecoder, stream: Stream, file: str) -> Any:
    start = _skip(text, 0)
    if not stream or text[start : start + 1] != "{":
        _check_cost(text, 0, file)
        return decoder.decode(text)
    value, end = _parse_object(text, start, decoder, stream, file, "")
    return _end(text, end, value)


def _parse_object(
    text: str, i: int, decoder: json.JSONDecoder, stream: Stream, file: str, place: str
) -> tuple[dict[str, Any], int]:
    out: dict[str, Any] = {}
    i = _skip(text, i + 1)
    if text[i : i + 1] == "}":
        return out, i + 1
    while True:
        if text[i : i + 1] != '"':
            raise json.JSONDecodeError("Expecting property name", text, i)
        key, i = decoder.raw_decode(text, i)
        i = _skip(text, i)
        if text[i : i + 1] != ":":
            raise json.JSONDecodeError("Expecting ':' delimiter", text, i)
        i = _skip(text, i + 1)
        if key in out:
            raise _Refused("each key once in an object", f"{_short(key)} twice")
        spec = stream.get(key)
        here = join(place, key)
        if callable(spec) and text[i : i + 1] == "[":
            out[key], i = _parse_streamed(text, i, decoder, spec, here, file)
        elif isinstance(spec, Mapping) and text[i : i + 1] == "{":
            out[key], i = _parse_object(text, i, decoder, spec, file, here)
        else:
            # Streamed arrays come first in a saved (sorted) file: what is left is small.
            _check_cost(text, i, file)
            out[key], i = decoder.raw_decode(text, i)
        done, i = _after_item(text, i, "}")
        if done:
            return out, i


def _parse_streamed(
    text: str, i: int, decoder: json.JSONDecoder, convert: Convert, key: str, file: str
) -> tuple[list[Any], int]:
    items: list[Any] = []
    i = _skip(text, i + 1)
    if text[i : i + 1] == "]":
        return items, i + 1
    while True:
        value, i = _bounded_item(text, i, decoder, file, f"{key}[{len(items)}]")
        items.append(convert(value, f"{key}[{len(items)}]"))
        done, i = _after_item(text, i, "]")
        if done:
            return items, i


def _after_item(text: str, i: int, close: str) -> tuple[bool, int]:
    """Past an item of an object or array: (True, just past ``close``) at its end, else
    (False, the start of the next item)."""
    i = _skip(text, i)
    if text[i : i + 1] == close:
        return True, i + 1
    if text[i : i + 1] != ",":
        raise json.JSONDecodeError("Expecting ',' delimiter", text, i)
    return False, _skip(text, i + 1)


def _bounded_item(
    text: str, i: int, decoder: json.JSONDecoder, file: str, place: str
) -> tuple[Any, int]:
    """One item of a streamed array, parsed from a window of the text so that a single
    huge item cannot build more than its window's worth of objects."""
    for window in ITEM_WINDOWS:
        if i + window >= len(text):
            return decoder.raw_decode(text, i)
        try:
            value, end = decoder.raw_decode(text[i : i + window])
        except json.JSONDecodeError:
            continue  # cut by the window, or broken: try the next window
        if end < window:  # an item ending right at the window's edge may have been cut
            return value, i + end
    raise DataFileError(file, place, f"valid JSON of at most {ITEM_WINDOWS[-1] // 1024} KB")


def _end(text: str, i: int, value: Any) -> Any:
    i = _skip(text, i)
    if i != len(text):
        raise json.JSONDecodeError("Extra data", text, i)
    return value


def load_json(path: Path | str, file: str | None = None, stream: Stream | None = None) -> Any:
    """`read_bounded` then `parse_json`: a file's checked JSON value."""
    path = Path(path)
    name = path.name if file is None else file
    return parse_json(read_bounded(path, name), name, stream)


def join(place: str, key: str | int) -> str:
    """``tiles`` + 3 → ``tiles[3]``; ``tiles[3]`` + ``doors`` → ``tiles[3].doors``."""
    if isinstance(key, int):
        return f"{place}[{key}]"
    return f"{place}.{key}" if place else key


def check_text(
    value: str, max_len: int = MAX_NAME, multiline: bool = False, nonempty: bool = False
) -> str | None:
    """What is wrong with a piece of text for a name or label, or None if nothing: it must be
    encodable as UTF-8 (no lone surrogate), hold no control character (tabs and line breaks
    only if ``multiline``), be at most ``max_len`` characters, and not blank if ``nonempty``."""
    if _BAD_TEXT.search(value):
        return "text without lone surrogate characters"
    for found in _CONTROL.finditer(value):
        if not (multiline and found.group() in "\n\t"):
            return "text without control characters" if multiline else "one line of text"
    if len(value) > max_len:
        return f"text of at most {max_len} characters"
    if nonempty and not value.strip():
        return "a non-empty text"
    return None


class Reader:
    """Checks decoded JSON values of one file; every failure is a `DataFileError` naming it."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, place: str, expected: str, got: object = None, code: str = "") -> DataFileError:
        """Build the error (the caller raises it, so type checkers see the flow)."""
        return DataFileError(self.file, place, expected, got, code)

    def obj(
        self,
        value: Any,
        place: str,
        required: Iterable[str] = (),
        optional: Iterable[str] | None = None,
    ) -> Mapping[str, Any]:
        """A JSON object holding the ``required`` keys; if ``optional`` is given, no keys but
        those two sets."""
        if not isinstance(value, dict):
            raise self.fail(place, "an object", _short(value))
        required = tuple(required)
        if optional is not None:
            allowed = set(required) | set(optional)
            for key in value:
                if key not in allowed:
                    expected = f"one of the keys {sorted(allowed)}"
                    shown = key if check_text(key, 40) is None else _short(key, 40)
                    raise self.fail(join(place, shown), expected, "an unknown key")
        for key in required:
            if key not in value:
                raise self.fail(join(place, key), f"a required key {key!r}", "nothing")
        return value

    def arr(self, value: Any, place: str, max_len: int = MAX_ITEMS) -> list[Any]:
        """A JSON array of at most ``max_len`` items."""
        if not isinstance(value, list):
            raise self.fail(place, "a list", _short(value))
        if len(value) > max_len:
            raise self.fail(place, f"at most {max_len} items", len(value))
        return value

    def text(
        self,
        value: Any,
        place: str,
        nonempty: bool = False,
        max_len: int = MAX_NAME,
        multiline: bool = False,
    ) -> str:
        """A JSON string fit to show and save again (see `check_text`)."""
        if not isinstance(value, str):
            raise self.fail(place, "a non-empty string" if nonempty else "a string", _short(value))
        problem = check_text(value, max_len, multiline, nonempty)
        if problem is not None:
            raise self.fail(place, problem)
        return sys.intern(value) if len(value) <= 40 else value

    def opt_text(self, value: Any, place: str) -> str | None:
        """A string or null."""
        return None if value is None else self.text(value, place)

    def num(self, value: Any, place: str, lo: int = -MAX_INT, hi: int = MAX_INT) -> int:
        """A JSON integer (not a boolean) from ``lo`` to ``hi``."""
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(place, "a whole number", _short(value))
        if not lo <= value <= hi:
            raise self.fail(place, f"a number from {lo} to {hi}", _short(value))
        return value

    def flag(self, value: Any, place: str) -> bool:
        """``true`` or ``false``."""
        if not isinstance(value, bool):
            raise self.fail(place, "true or false", _short(value))
        return value

    def enum(self, enum: type[E], value: Any, place: str) -> E:
        """One of the values of a string enum."""
        if isinstance(value, str):
            try:
                return enum(value)
            except ValueError:
                pass
        names = ", ".join(repr(m.value) for m in enum)
        raise self.fail(place, f"one of {names}", _short(value))

    def hex_(self, value: Any, place: str, bound: int = 999) -> Hex:
        """A hex written ``[q, r]``, each coordinate within ``bound``."""
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            raise self.fail(place, "a hex as [q, r] with two integers", _short(value))
        if not all(-bound <= v <= bound for v in value):
            raise self.fail(place, f"a hex with coordinates from {-bound} to {bound}", value)
        return Hex(value[0], value[1])

    def hex_list(self, value: Any, place: str, max_len: int = 100_000) -> list[Hex]:
        """A list of ``[q, r]`` hexes with no repeats."""
        seen: set[Hex] = set()
        result: list[Hex] = []
        for i, item in enumerate(self.arr(value, place, max_len)):
            h = self.hex_(item, join(place, i))
            if h in seen:
                raise self.fail(join(place, i), "each hex listed once", [h.q, h.r])
            seen.add(h)
            result.append(h)
        return result


def _short(value: object, size: int = 60) -> str:
    """A value short enough for an error message, with no control characters."""
    if isinstance(value, str):
        text = ascii(value)
    elif isinstance(value, list):
        return f"a list of {len(value)} items"
    elif isinstance(value, dict):
        return "an object"
    else:
        text = json.dumps(value)
    return text if len(text) <= size else text[: size - 3] + "..."
