"""The text code of a table: packing and unpacking bytes, and every kind of bad code refused
with its sentence (which line, what is wrong)."""

from __future__ import annotations

import random
import zlib

import pytest

from rules import tablecode
from rules.tablecode import CodeError, NewerCodeError, pack, unpack

# Random numbers: a payload that deflates to a dozen lines.
PAYLOAD = str(random.Random(7).choices(range(1000), k=200)).encode()


def _code() -> list[str]:
    return pack(PAYLOAD).splitlines()


def _refusal(text: str) -> CodeError:
    with pytest.raises(CodeError) as caught:
        unpack(text)
    return caught.value


def test_the_dictionary_is_frozen() -> None:
    assert tablecode.words_digest() == tablecode.WORDS_SHA256
    assert tablecode.shared_digest() == tablecode.SHARED_SHA256


@pytest.mark.parametrize("size", [0, 1, 47, 48, 49, 500, 5000])
def test_any_bytes_round_trip(size: int) -> None:
    payload = random.Random(size).randbytes(size)
    assert unpack(pack(payload)) == payload


def test_a_code_is_short_ascii_lines_with_a_tag_version_and_checksum() -> None:
    lines = _code()
    assert lines[0] == f"ERABOARD 1 {len(lines) - 2}"
    assert lines[-1].startswith("END ")
    assert all(line.isascii() and len(line) <= 70 for line in lines)
    assert all(line.isalnum() for line in lines[1:-1])
    assert not set("0OIl") & set("".join(lines[1:-1]))


def test_a_code_survives_a_forum() -> None:
    """Joined lines, quote marks, text around it, Windows line ends."""
    lines = _code()
    assert unpack(" ".join(lines)) == PAYLOAD
    assert unpack("\r\n".join("> " + line for line in lines)) == PAYLOAD
    assert unpack("Who acts first here?\n\n" + "\n".join(lines) + "\nThanks!") == PAYLOAD


def test_a_line_a_forum_broke_in_two_still_opens() -> None:
    lines = _code()
    broken = [lines[0], lines[1][:30], lines[1][30:], *lines[2:-2], lines[-2][:5], lines[-2][5:]]
    assert unpack("\n".join([*broken, lines[-1]])) == PAYLOAD


def test_no_code() -> None:
    error = _refusal("Hello, who goes first?")
    assert error.code == "no_code"
    assert "holds no eraboard code" in str(error)


def test_a_damaged_first_line() -> None:
    lines = _code()
    assert _refusal("\n".join(["ERABOARD x 3", *lines[1:]])).code == "bad_header"
    error = _refusal("\n".join(["ERABOARD 1", *lines[1:]]))
    assert (error.code, error.line) == ("bad_header", 1)


def test_a_newer_code_says_so() -> None:
    lines = _code()
    with pytest.raises(NewerCodeError) as caught:
        unpack("\n".join(["ERABOARD 2 5", *lines[1:]]))
    assert "made by a newer eraboard (code version 2)" in str(caught.value)


def test_a_truncated_code() -> None:
    lines = _code()
    error = _refusal("\n".join(lines[:4]))
    assert (error.code, error.line) == ("cut_short", 4)
    assert f"it has {len(lines)} lines" in str(error)
    error = _refusal("\n".join([*lines[:4], lines[-1]]))
    assert error.code == "cut_short"
    error = _refusal("\n".join([*lines[:-1], "END"]))
    assert (error.code, error.line) == ("no_sum", len(lines))


def test_a_changed_character() -> None:
    lines = _code()
    line = lines[3]
    lines[3] = line[:10] + ("a" if line[10] != "a" else "b") + line[11:]
    error = _refusal("\n".join(lines))
    assert (error.code, error.line) == ("damaged_line", 4)
    assert str(error) == "line 4 is damaged: a character in it was changed"


def test_a_character_no_code_has() -> None:
    lines = _code()
    lines[2] = lines[2][:5] + "0" + lines[2][6:]
    error = _refusal("\n".join(lines))
    assert (error.code, error.line) == ("bad_character", 3)
    assert "'0'" in str(error)


def test_a_lost_character() -> None:
    lines = _code()
    lines[2] = lines[2][:5] + lines[2][6:]
    error = _refusal("\n".join(lines))
    assert (error.code, error.line) == ("bad_length", 3)


def test_swapped_lines() -> None:
    lines = _code()
    lines[2], lines[3] = lines[3], lines[2]
    error = _refusal("\n".join(lines))
    assert (error.code, error.line) == ("out_of_place", 3)
    assert "it is line 4 of the code" in str(error)


def test_a_repeated_line() -> None:
    lines = _code()
    header = lines[0].split()
    error = _refusal("\n".join([lines[0], *lines[1:-1], lines[-2], lines[-1]]))
    assert (error.code, error.line) == ("no_end", int(header[2]) + 2)


def test_an_altered_code() -> None:
    """Lines that each pass their check but do not add up: a whole line replaced by a line
    of another code at the same place."""
    lines = _code()
    other = pack(PAYLOAD.replace(b"1", b"2", 1)).splitlines()
    assert other[2] != lines[2]
    lines[2] = other[2]
    error = _refusal("\n".join(lines))
    assert error.code == "altered"


def _armour(data: bytes) -> str:
    """Bytes written as a code without deflating them (a code no eraboard writes)."""
    chunks = [data[i : i + 48] for i in range(0, len(data), 48)]
    lines = [f"ERABOARD 1 {len(chunks)}"]
    for index, chunk in enumerate(chunks, start=1):
        text = tablecode._b58(int.from_bytes(chunk, "big"), tablecode._CHARS[len(chunk)])
        lines.append(text + tablecode._check(index, text))
    lines.append(f"END {tablecode._b58(zlib.crc32(data), 6)}")
    return "\n".join(lines)


def test_contents_that_do_not_unpack() -> None:
    assert _refusal(_armour(b"\xff" * 60)).code == "unreadable"


def test_contents_too_big(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablecode, "MAX_UNPACKED", 100)
    assert _refusal(pack(PAYLOAD)).code == "too_big"


def test_holds_code() -> None:
    assert tablecode.holds_code(pack(b"x"))
    assert tablecode.holds_code(b"> " + pack(b"x").encode())
    assert not tablecode.holds_code("eraboard is fine")
