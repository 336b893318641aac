"""A table as text: the compact code a player pastes in a forum post to share a position.

A code is a save document (JSON, as `rules.save` writes it) with every value that equals its
field's default left out (`compact`; the loader fills defaults in, so nothing is lost and
fields added to the state later travel too), compressed by raw deflate against a preset
dictionary of words every table uses (`WORDS_FILE`: the skill lines, the supply dice and the
save's keys), with the shipped data it holds named rather than spelled out (`share`), and
written in base58 (letters and digits without 0, O, I and l, which a reader could take for one
another) on short lines:

    ERABOARD 1 28                 the tag, the code's version, the number of lines of data
    <66 characters><2 check>      48 bytes a line; the check covers the line and its number
    …
    END <6 characters>            the CRC-32 of all the data

Whitespace between the words does not matter, so a forum that joins or re-wraps lines, or
quotes them with "> ", leaves a code that still opens. `unpack` refuses a damaged,
truncated or altered code with `CodeError`: which line and what is wrong.
"""

from __future__ import annotations

import dataclasses
import json
import zlib
from collections.abc import Mapping
from enum import Enum
from functools import cache
from hashlib import sha256
from typing import Any

from board.tiles import ASSETS
from rules import codec

TAG = "ERABOARD"
END = "END"
#: The code's own version (the armour and the dictionary); the save inside has its own.
VERSION = 1
LINE_BYTES = 48
ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_BASE = len(ALPHABET)
_DIGIT = {c: i for i, c in enumerate(ALPHABET)}
CHECK_CHARS = 2
SUM_CHARS = 6
#: The preset dictionary of version 1, frozen: a change to it is a new code version.
WORDS_FILE = ASSETS / "codes" / "words-1.txt"
WORDS_SHA256 = "2378b1f5031ce0d7ed644585faee10e560f4a16ddf0b8141342da4801911e5b8"
#: The shipped data as version 1 knew it (province, tile shapes, exploration cards), frozen
#: like the dictionary: a code names an entry of it instead of spelling it out (`share`),
#: so the code stays short and means the same after the shipped data changes.
SHARED_FILE = ASSETS / "codes" / "shared-1.json"
SHARED_SHA256 = "fda93799b3c936fb99270c8bf5229561ba24ed5da97b0a9f6dd9ac62d0e3a12c"
#: The one key of an object that stands for an entry of the shared data.
REFERENCE = "@"
#: The most a code unpacks to: the largest save any loader reads.
MAX_UNPACKED = 256 * 1024 * 1024


#: What each problem of a code is called (its code, for translations) and the sentence,
#: with the line it is on as ``{line}``.
MESSAGES: dict[str, str] = {
    "no_code": "this text holds no eraboard code (one starts with ERABOARD)",
    "bad_header": (
        "line 1 is damaged: it should say ERABOARD, the version and the number of lines"
    ),
    "newer": (
        "this code was made by a newer eraboard (code version {version}); this eraboard "
        "reads code version {supported}"
    ),
    "cut_short": (
        "the code stops after line {line}, but it has {total} lines: copy it down to "
        "its last line, which starts with END"
    ),
    "bad_character": (
        "line {line} has a character no code uses: {char!r} (a code is letters and "
        "digits, never 0, O, I or l)"
    ),
    "bad_length": (
        "line {line} has {length} characters, but a line of the code has {full} (the "
        "last one fewer): characters were lost or added"
    ),
    "out_of_place": (
        "line {line} is out of place: it is line {place} of the code (lines were lost, "
        "repeated or swapped)"
    ),
    "damaged_line": "line {line} is damaged: a character in it was changed",
    "no_end": (
        "line {line} should be the last one, END and a checksum, but the code goes on: "
        "a line was repeated or added"
    ),
    "no_sum": "line {line}, the last, lost its checksum after END: copy it whole",
    "altered": (
        "the code was altered: its checksum (on line {line}, the last) does not match its lines"
    ),
    "unreadable": "the code is damaged: its contents cannot be unpacked",
    "too_big": "the code holds more than a game can be",
}


class CodeError(ValueError):
    """A code that cannot be read: ``code`` names the problem (a key of `MESSAGES`), ``line``
    is the code's line it is on (1 is the ERABOARD line; None: the whole code) and
    ``values`` the sentence's values."""

    def __init__(self, code: str, line: int | None = None, **values: Any) -> None:
        self.code = code
        self.line = line
        self.values = {"line": line, **values}
        self.message = MESSAGES[code].format(**self.values)
        super().__init__(self.message)


class NewerCodeError(CodeError):
    """A code written by a newer eraboard (its version is above `VERSION`)."""


# --- the save, without its defaults ------------------------------------------------------


def compact(value: Any) -> Any:
    """``value`` as `rules.codec.encode` writes it, without the dataclass fields that hold
    their default: the codec's decoder reads the result back to the same value."""
    if value is None or isinstance(value, (bool, int, str)):
        return value.value if isinstance(value, Enum) else value
    cls = type(value)
    if dataclasses.is_dataclass(cls):
        out = {
            f.name: compact(getattr(value, f.name))
            for f in dataclasses.fields(cls)
            if f.init and not _is_default(f, getattr(value, f.name))
        }
        if any(issubclass(cls, base) for base in codec.TAGGED):
            out["type"] = cls.TAG  # type: ignore[attr-defined]
        return out
    if isinstance(value, (tuple, list)):
        return [compact(x) for x in value]
    if isinstance(value, (frozenset, set)):
        return sorted((compact(x) for x in value), key=repr)
    if isinstance(value, Mapping):
        if all(isinstance(k, str) for k in value):
            return {k: compact(x) for k, x in value.items()}
        return sorted(([compact(k), compact(x)] for k, x in value.items()), key=repr)
    return codec.encode(value)


def _is_default(f: dataclasses.Field[Any], value: Any) -> bool:
    if f.default is not dataclasses.MISSING:
        default = f.default
    elif f.default_factory is not dataclasses.MISSING:
        default = f.default_factory()
    else:
        return False
    return type(value) is type(default) and bool(value == default)


def dumps(document: Any) -> bytes:
    """The document's JSON as the code holds it: sorted keys, no spaces, UTF-8."""
    text = json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return text.encode("utf-8")


# --- shared data -------------------------------------------------------------------------


@cache
def shared() -> dict[str, Any]:
    """The frozen shared data: its entries by key ("overland/FIELD", "shape/NAME", "card/NAME")."""
    entries: dict[str, Any] = json.loads(SHARED_FILE.read_bytes())
    return entries


@cache
def _shared_texts() -> tuple[frozenset[int], dict[bytes, str]]:
    """The sizes of the shared objects and lists (their key or item count), and each one's
    JSON to its entry's key."""
    entries = {k: v for k, v in shared().items() if isinstance(v, (dict, list))}
    return frozenset(len(v) for v in entries.values()), {
        dumps(value): key for key, value in entries.items()
    }


def share(value: Any) -> Any:
    """A compacted document with each object or list equal to an entry of the shared data
    written as ``{"@": key}``."""
    if isinstance(value, (dict, list)):
        sizes, by_text = _shared_texts()
        if len(value) in sizes and (key := by_text.get(dumps(value))) is not None:
            return {REFERENCE: key}
    if isinstance(value, dict):
        return {k: share(v) for k, v in value.items()}
    if isinstance(value, list):
        return [share(v) for v in value]
    return value


def _unshare(value: Any) -> Any:
    if isinstance(value, dict):
        if set(value) == {REFERENCE}:
            key = value[REFERENCE]
            if not isinstance(key, str) or key not in shared():
                raise CodeError("unreadable")
            return shared()[key]
        return {k: _unshare(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_unshare(v) for v in value]
    return value


def restore(payload: bytes) -> bytes:
    """The document a code's unpacked payload stands for, the shared entries it names
    spelled out again, as JSON."""
    try:
        return dumps(_unshare(json.loads(payload)))
    except (ValueError, RecursionError):
        raise CodeError("unreadable") from None


def shared_digest() -> str:
    """The SHA-256 of the shared data in use (a test keeps it at `SHARED_SHA256`)."""
    return sha256(SHARED_FILE.read_bytes()).hexdigest()


# --- packing -----------------------------------------------------------------------------


@cache
def words() -> bytes:
    """The preset dictionary the data is deflated against."""
    return WORDS_FILE.read_bytes()


def _chars_for(size: int) -> int:
    """How many base58 characters hold ``size`` bytes."""
    count, top = 0, 1
    while top < 256**size:
        count, top = count + 1, top * _BASE
    return count


_CHARS = [_chars_for(n) for n in range(LINE_BYTES + 1)]
_SIZE_OF = {chars: size for size, chars in enumerate(_CHARS)}


def _b58(number: int, width: int) -> str:
    out = []
    for _ in range(width):
        number, digit = divmod(number, _BASE)
        out.append(ALPHABET[digit])
    return "".join(reversed(out))


def _check(index: int, data: str) -> str:
    """The check characters of data line ``index`` (from 1): a moved line fails too."""
    return _b58(zlib.crc32(f"{index}:{data}".encode("ascii")) % _BASE**CHECK_CHARS, CHECK_CHARS)


def pack(payload: bytes) -> str:
    """The code of ``payload`` (a save document's JSON, see `dumps`), ending in a newline."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, words())
    data = deflate.compress(payload) + deflate.flush()
    chunks = [data[i : i + LINE_BYTES] for i in range(0, len(data), LINE_BYTES)]
    lines = [f"{TAG} {VERSION} {len(chunks)}"]
    for index, chunk in enumerate(chunks, start=1):
        text = _b58(int.from_bytes(chunk, "big"), _CHARS[len(chunk)])
        lines.append(text + _check(index, text))
    lines.append(f"{END} {_b58(zlib.crc32(data), SUM_CHARS)}")
    return "\n".join(lines) + "\n"


# --- unpacking ---------------------------------------------------------------------------


def holds_code(text: str | bytes) -> bool:
    """Whether ``text`` holds a code (its tag as a word), to tell it from a save."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return TAG in _words_of(text)


def _words_of(text: str) -> list[str]:
    # A forum's quote marks ("> ") stand before a line; they are no part of the code.
    found = (word.lstrip(">") for word in text.split())
    return [word for word in found if word]


def unpack(text: str) -> bytes:
    """The payload of the code in ``text`` (words before its tag and after its END line
    are ignored); `CodeError` saying which line is wrong and how."""
    found = _words_of(text)
    if TAG not in found:
        raise CodeError("no_code")
    found = found[found.index(TAG) + 1 :]
    count = _header(found)
    lines, rest = _rejoined(found[2:], count)
    if len(lines) < count:
        raise CodeError("cut_short", len(lines) + 1, total=count + 2)
    data = b"".join(_line(word, index, count) for index, word in enumerate(lines, start=1))
    _sum(rest[:2], data, count + 2)
    return _inflate(data)


def _rejoined(words: list[str], count: int) -> tuple[list[str], list[str]]:
    """The ``count`` data lines and what follows them. A forum that breaks long lines splits
    a line into pieces: pieces that add up to no more than a line are joined again."""
    full = _CHARS[LINE_BYTES] + CHECK_CHARS
    lines: list[str] = []
    at = 0
    while at < len(words) and words[at] != END and len(lines) < count:
        line, at = words[at], at + 1
        while at < len(words) and words[at] != END and len(line) + len(words[at]) <= full:
            line, at = line + words[at], at + 1
        lines.append(line)
    return lines, words[at:]


def _header(found: list[str]) -> int:
    """The number of data lines the ERABOARD line announces."""
    version = found[0] if found else ""
    if not version.isdigit():
        raise CodeError("bad_header", 1)
    if int(version) > VERSION:
        raise NewerCodeError("newer", 1, version=int(version), supported=VERSION)
    count = found[1] if len(found) > 1 else ""
    if int(version) < 1 or not count.isdigit() or int(count) < 1:
        raise CodeError("bad_header", 1)
    return int(count)


def _line(word: str, index: int, count: int) -> bytes:
    """The bytes of data line ``index`` (the code's line ``index + 1``)."""
    line = index + 1
    for char in word:
        if char not in _DIGIT:
            raise CodeError("bad_character", line, char=char)
    data, check = word[:-CHECK_CHARS], word[-CHECK_CHARS:]
    full = _CHARS[LINE_BYTES] + CHECK_CHARS
    if (index < count and len(word) != full) or len(data) not in _SIZE_OF or len(word) > full:
        raise CodeError("bad_length", line, length=len(word), full=full)
    if _check(index, data) != check:
        elsewhere = [i for i in range(1, count + 1) if _check(i, data) == check]
        if elsewhere:
            raise CodeError("out_of_place", line, place=elsewhere[0] + 1)
        raise CodeError("damaged_line", line)
    number = 0
    for char in data:
        number = number * _BASE + _DIGIT[char]
    size = _SIZE_OF[len(data)]
    if number >= 256**size:
        raise CodeError("damaged_line", line)
    return number.to_bytes(size, "big")


def _sum(found: list[str], data: bytes, line: int) -> None:
    """Check the END line (the code's line ``line``) against the data."""
    if found[:1] != [END]:
        raise CodeError("no_end", line)
    if len(found) < 2:
        raise CodeError("no_sum", line)
    if found[1] != _b58(zlib.crc32(data), SUM_CHARS):
        raise CodeError("altered", line)


def _inflate(data: bytes) -> bytes:
    inflate = zlib.decompressobj(-15, words())
    try:
        payload = inflate.decompress(data, MAX_UNPACKED)
    except zlib.error:
        raise CodeError("unreadable") from None
    if inflate.unconsumed_tail:
        raise CodeError("too_big")
    if not inflate.eof or inflate.unused_data:
        raise CodeError("unreadable")
    return payload


def words_digest() -> str:
    """The SHA-256 of the dictionary in use (a test keeps it at `WORDS_SHA256`)."""
    return sha256(words()).hexdigest()
