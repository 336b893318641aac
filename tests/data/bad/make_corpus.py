"""Writes the committed bad-file corpus next to this script (run it again if the save
format changes): ``python tests/data/bad/make_corpus.py``.

Each file is broken in one way; ``tests/robustness/test_bad_files.py`` lists what the error
must say for each. Big files (50 MB, very deep nesting) are made at test time instead.
"""

from __future__ import annotations

import json
import struct
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))


def good() -> dict:
    from rules.save import dump_game
    from rules.setup import demo_state

    return json.loads(dump_game(demo_state()))


def dump(data: object) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode("utf-8")


def png(chunks: list[tuple[bytes, bytes]], damage: bool = False) -> bytes:
    out = b"\x89PNG\r\n\x1a\n"
    for i, (kind, body) in enumerate(chunks):
        crc = zlib.crc32(kind + body)
        if damage and kind == b"tEXt":
            crc ^= 0xFFFF
        out += struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)
        del i
    return out


def tiny_png(text: bytes | None = None, damage: bool = False) -> bytes:
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)  # 1x1 RGB
    pixels = zlib.compress(b"\x00\x20\x32\x3a")
    chunks = [(b"IHDR", header)]
    if text is not None:
        chunks.append((b"tEXt", b"eraboard\x00" + text))
    chunks += [(b"IDAT", pixels), (b"IEND", b"")]
    return png(chunks, damage)


def corpus() -> dict[str, bytes]:
    base = good()
    files: dict[str, bytes] = {}
    text = dump(base)
    files["truncated.json"] = text[: len(text) // 2]
    files["empty.json"] = b""
    files["garbage.bin"] = bytes(range(256)) * 4

    wrong = good()
    wrong["state"]["adventurers"][0]["hp"] = "ten"
    files["wrong_type_hp.json"] = dump(wrong)
    wrong = good()
    wrong["state"]["adventurers"] = {"hrolfa": 1}
    files["wrong_type_list.json"] = dump(wrong)
    files["top_level_list.json"] = dump([base])
    wrong = good()
    del wrong["state"]
    files["missing_state.json"] = dump(wrong)
    wrong = good()
    wrong["format"] = "some-other-program"
    files["not_a_save.json"] = dump(wrong)

    wrong = good()
    wrong["version"] = 99
    files["unknown_version.json"] = dump(wrong)
    wrong = good()
    wrong["actions"] = [{"type": "CastFireball", "adventurer": "hrolfa"}]
    files["unknown_action.json"] = dump(wrong)

    wrong = good()
    hrolfa = wrong["state"]["adventurers"][0]
    die = hrolfa["rows"][0]["dice"][0]
    hrolfa["track"].append(die)  # also still in its row
    files["die_in_two_places.json"] = dump(wrong)

    wrong = good()
    veyth = wrong["state"]["adventurers"][1]
    supply = wrong["state"]["supply"]
    while len(veyth["track"]) < 14:
        veyth["track"].append(supply["light"].pop())
    files["track_of_14.json"] = dump(wrong)

    wrong = good()
    wrong["state"]["adventurers"][0]["hp"] = 10**30
    files["huge_number.json"] = dump(wrong)
    huge = dump(good()).replace(b'"max_hp":12', b'"max_hp":' + b"9" * 5000, 1)
    files["huge_digits.json"] = huge
    files["huge_float.json"] = dump(good()).replace(b'"hp":10', b'"hp":1e400', 1)
    wrong = good()
    wrong["state"]["adventurers"][0]["hp"] = -3
    files["negative_hp.json"] = dump(wrong)

    # Deeper than the JSON decoder of every supported Python follows (its C recursion
    # limit is 10,000 on 3.13): shallower, it parses and is refused only for its shape.
    depth = 20_000
    nested = b'{"format":"eraboard-save","version":1,"state":' + b"[" * depth + b"]" * depth + b"}"
    files["deep_nesting.json"] = nested

    bad_utf8 = dump(good()).replace(b"Hrolfa Ironbraid", b"Hrolfa \xff\xfe Ironbraid", 1)
    files["invalid_utf8.json"] = bad_utf8
    files["not_a_save.png"] = tiny_png()
    files["damaged_chunk.png"] = tiny_png(text, damage=True)
    files.update(references_and_text())
    files.update(pictures())
    return files


def delve() -> dict:
    from rules.save import dump_game
    from rules.setup import delve_state

    return json.loads(dump_game(delve_state()))


def references_and_text() -> dict[str, bytes]:
    """Valid JSON that names things that are not there, or text no picture can show."""
    files: dict[str, bytes] = {}
    text = dump(good())
    files["duplicate_key.json"] = text.replace(b'"hp":10,', b'"hp":10,"hp":3,', 1)
    files["lone_surrogate.json"] = text.replace(b"Hrolfa Ironbraid", b"Hrolfa \\ud800", 1)
    files["newline_in_name.json"] = text.replace(b"Hrolfa Ironbraid", b"Hrolfa\\nIronbraid", 1)
    wrong = delve()
    wrong["state"]["battle"]["pending"] = {"hex": {"q": 0, "r": 0}, "shape": "no-such-tile"}
    files["pending_unknown_shape.json"] = dump(wrong)
    wrong = good()
    wrong["state"]["town_choice"] = [{"q": 99, "r": 99}]
    files["town_choice_off_map.json"] = dump(wrong)
    wrong = delve()
    wrong["state"]["battle"]["acted"] = ["nobody"]
    files["acted_unknown_unit.json"] = dump(wrong)
    wrong = delve()
    wrong["state"]["battle"]["placed_count"] = -1
    files["negative_placed_count.json"] = dump(wrong)
    return files


def pictures() -> dict[str, bytes]:
    """A JPEG under a .png name, a picture from a newer eraboard, a chunk zlib cannot read."""
    newer = good()
    newer["version"] = 9
    itxt = b"eraboard-save\0\x01\x00\0\0"
    return {
        "jpeg_named.png": b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(200),
        "newer_version.png": tiny_png_chunk(b"tEXt", b"eraboard-save\0" + dump(newer)),
        "zlib_garbage.png": tiny_png_chunk(b"iTXt", itxt + b"this is not zlib"),
    }


def tiny_png_chunk(kind: bytes, body: bytes) -> bytes:
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\0\0\0\0")
    return png([(b"IHDR", header), (kind, body), (b"IDAT", pixels), (b"IEND", b"")])


if __name__ == "__main__":
    for name, data in corpus().items():
        (HERE / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")
