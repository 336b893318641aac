"""Every loader of board/ and rules/ reads through one bounded, checked JSON reader: bad
input of every kind gives one `DataFileError` naming the file, the place and what was
expected, never a Python error, a hang or a state that breaks later."""

from __future__ import annotations

import functools
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from board.errors import DataFileError
from board.jsonio import MAX_FILE_BYTES, parse_json, read_bounded
from board.overland import DEFAULT_OVERLAND, load_overland
from board.tiles import DEFAULT_TILES, load_tile_library
from rules import legal_actions
from rules.save import MAX_ACTIONS, dump_game, load_game
from rules.setup import SCENARIO_DIR, delve_state, load_scenario, scenario_from_data
from tests.rules.helpers import random_play

POSIX = os.name == "posix"


# --- bounded reads --------------------------------------------------------------------------


@pytest.mark.skipif(not POSIX or not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("name", ["x.png", "x.json"])
def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path, name: str) -> None:
    fifo = tmp_path / name
    os.mkfifo(fifo)
    with pytest.raises(DataFileError) as info:
        read_bounded(fifo)
    assert info.value.file == name
    assert "regular file" in info.value.expected


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "game.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(DataFileError, match="regular file"):
        read_bounded(link)


def test_reads_stop_after_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2000)
    assert len(read_bounded(path, limit=2000)) == 2000
    with pytest.raises(DataFileError, match="too big"):
        read_bounded(path, limit=1999)


def test_a_folder_and_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match="directory"):
        read_bounded(tmp_path)
    with pytest.raises(DataFileError, match="an existing file"):
        read_bounded(tmp_path / "nothing.json")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_scenario_tile_library_on_a_device_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "tiles.json"
    link.symlink_to("/dev/zero")
    data = json.loads((SCENARIO_DIR / "delve.json").read_text("utf-8"))
    data["battle"]["tile_library"] = str(link)
    with pytest.raises(DataFileError) as info:
        scenario_from_data(data, "mine.json")
    assert info.value.file == "mine.json"
    assert info.value.place == "battle.tile_library"
    assert "regular file" in info.value.expected


@pytest.mark.parametrize("loader", [load_tile_library, load_overland, load_scenario])
def test_every_loader_has_the_same_cap(tmp_path: Path, loader: Callable[[Path], Any]) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(MAX_FILE_BYTES + 10)  # sparse: costs no disk
    with pytest.raises(DataFileError, match="too big"):
        loader(path)


# --- the parse --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"a": 1, "a": 2}', "each key once"),
        ('{"a": {"b": 1, "b": 1}}', "each key once"),
        ("[" + "9" * 5000 + "]", "digits"),
        ("[1e999]", "finite"),
        ("[NaN]", "not NaN"),
        ("[" * 100_000 + "]" * 100_000, "nested less deeply"),
        ('{"x":[' + ",".join(["{}"] * 2_000_000) + "]}", "too many objects"),
        ("[" + ",".join(["[]"] * 3_000_000) + "]", "too many objects"),
        ("\xff", "valid JSON"),
    ],
    ids=["dup", "dup-nested", "digits", "inf", "nan", "deep", "dicts", "lists", "garbage"],
)
def test_bad_json_gives_our_error(text: str, expected: str) -> None:
    with pytest.raises(DataFileError) as info:
        parse_json(text, "f.json")
    assert expected in str(info.value)
    assert str(info.value).startswith("f.json")


@pytest.mark.parametrize("name", ["tiles", "overland"])
@pytest.mark.parametrize(
    "inject",
    [
        lambda t: t.replace('"version"', '"version": 1, "version"', 1),
        lambda t: t.replace("1", "1" + "0" * 5000, 1),
        lambda t: t[:-1] + ', "x": ' + "[" * 50_000 + "]" * 50_000 + "}",
    ],
    ids=["duplicate-key", "five-thousand-digits", "deep-nesting"],
)
def test_board_data_files_never_leak_python(
    tmp_path: Path, name: str, inject: Callable[[str], str]
) -> None:
    source = DEFAULT_TILES if name == "tiles" else DEFAULT_OVERLAND
    path = tmp_path / source.name
    path.write_text(inject(source.read_text("utf-8")), "utf-8")
    loader = load_tile_library if name == "tiles" else load_overland
    with pytest.raises(DataFileError) as info:
        loader(path)
    message = str(info.value)
    assert message.startswith(source.name)
    assert "sys." not in message and "Recursion" not in message


# --- text ------------------------------------------------------------------------------------


def _save_with(change: Callable[[dict[str, Any]], None]) -> str:
    data = json.loads(dump_game(delve_state()))
    change(data["state"])
    return json.dumps(data, ensure_ascii=True)


def _first_die(state: dict[str, Any]) -> dict[str, Any]:
    return next(d for d in state["dice"].values() if d["faces"])  # type: ignore[no-any-return]


TEXTS: dict[str, tuple[Callable[[dict[str, Any]], None], str, str]] = {
    "lone-surrogate": (
        lambda s: s["adventurers"][0].update(name="Hrolfa \ud800"),
        "state.adventurers[0].name",
        "surrogate",
    ),
    "newline": (
        lambda s: s["adventurers"][0].update(name="Hrolfa\nIronbraid"),
        "state.adventurers[0].name",
        "one line",
    ),
    "million-characters": (
        lambda s: s["adventurers"][0].update(name="H" * 1_000_000),
        "state.adventurers[0].name",
        "at most 200 characters",
    ),
    "huge-face-symbol": (
        lambda s: _first_die(s)["faces"][0].update(symbol="*" * 2_000_000),
        "symbol",
        "at most 200 characters",
    ),
    "scenario-name": (lambda s: s.update(scenario="a\x07b"), "state.scenario", "one line"),
}


@pytest.mark.parametrize("case", sorted(TEXTS))
def test_bad_text_is_refused_at_load_naming_the_field(case: str) -> None:
    change, place, expected = TEXTS[case]
    with pytest.raises(DataFileError) as info:
        load_game(_save_with(change), "g.json")
    assert place in info.value.place
    assert expected in info.value.expected


# --- dangling references -------------------------------------------------------------------


def _battle(change: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    return lambda state: change(state["battle"])


REFERENCES: dict[str, Callable[[dict[str, Any]], None]] = {
    "pending-unknown-shape": _battle(
        lambda b: b.update(pending={"hex": {"q": 0, "r": 0}, "shape": "no-such-tile"})
    ),
    "pending-off-map": _battle(
        lambda b: b.update(pending={"hex": {"q": 90, "r": 90}, "shape": "ossuary-niche"})
    ),
    "town-choice-off-map": lambda s: s.update(town_choice=[{"q": 99, "r": 99}]),
    "acted-unknown": _battle(lambda b: b.update(acted=["nobody"])),
    "defeats-unknown": _battle(lambda b: b.update(defeats=[{"unit": "nobody", "by": None}])),
    "defeats-by-unknown": _battle(lambda b: b.update(defeats=[{"unit": "gob-1", "by": "x"}])),
    "rested-unknown": lambda s: s.update(rested=["nobody"]),
    "negative-placed-count": _battle(lambda b: b.update(placed_count=-1)),
    "negative-skyshards-needed": _battle(lambda b: b.update(skyshards_needed=-2)),
    "negative-day": lambda s: s.update(day=-1),
    "zero-session": lambda s: s.update(session=0),
    "deck-unknown-card": _battle(lambda b: b.update(deck=["no-such-tile"])),
    "stock-unknown-shape": _battle(lambda b: b["stock"].update({"no-such-tile": 1})),
    "explored-off-map": _battle(lambda b: b.update(explored=[{"q": 80, "r": 80}])),
}


@pytest.mark.parametrize("case", sorted(REFERENCES))
def test_dangling_references_are_refused(case: str) -> None:
    with pytest.raises(DataFileError) as info:
        load_game(_save_with(REFERENCES[case]), "g.json")
    assert info.value.place == "state"
    assert "a consistent table" in info.value.expected


def test_the_unchanged_save_still_loads_and_plays() -> None:
    state = load_game(_save_with(lambda s: None)).state
    assert legal_actions(state)


# --- one set of limits for Save and Open ---------------------------------------------------


@functools.cache
def _played(count: int = 300) -> tuple[Any, ...]:
    """Legal actions of a random game of the delve (restarted when it ends)."""
    rng = random.Random(7)
    out: list[Any] = []
    while len(out) < count:
        for action, _ in random_play(delve_state(), rng):
            out.append(action)
            if len(out) == count:
                break
    return tuple(out)


def _long_log(n: int) -> list[Any]:
    """A log of ``n`` actions as a long campaign holds them (repeating a played game)."""
    played = _played()
    return list((played * (n // len(played) + 1))[:n])


def test_a_long_campaign_round_trips() -> None:
    actions = _long_log(200_000)
    text = dump_game(delve_state(), actions)
    assert len(text.encode("utf-8")) <= MAX_FILE_BYTES
    assert load_game(text).actions == tuple(actions)


def test_save_refuses_what_open_would_refuse() -> None:
    actions = _long_log(MAX_ACTIONS + 1)
    with pytest.raises(DataFileError, match=f"at most {MAX_ACTIONS} actions"):
        dump_game(delve_state(), actions)
    state = delve_state()
    bad = state.replace(scenario="x\ud800")
    with pytest.raises(DataFileError, match="surrogate"):
        dump_game(bad)
    with pytest.raises(DataFileError, match="at most 200 characters"):
        dump_game(state.replace(scenario="x" * 201))
    with pytest.raises(DataFileError, match="one line"):
        dump_game(state.replace(scenario="two\nlines"))


def test_open_refuses_more_actions_than_save_writes() -> None:
    one = json.dumps({"type": "EndTurn"}).encode()
    head = dump_game(delve_state()).encode().replace(b'"actions":[]', b'"actions":[', 1)
    cut = head.index(b'"actions":[') + len(b'"actions":[')
    text = head[:cut] + b",".join([one] * (MAX_ACTIONS + 1)) + b"]" + head[cut + 1 :]
    with pytest.raises(DataFileError, match=f"at most {MAX_ACTIONS} actions"):
        load_game(text)


# --- memory ------------------------------------------------------------------------------------

_MEASURE = """
import sys
from board.errors import DataFileError
from board.jsonio import read_bounded
from rules.save import load_game
def status(key):  # VmHWM, unlike ru_maxrss, is not inherited from the parent process
    for line in open("/proc/self/status"):
        if line.startswith(key):
            return int(line.split()[1])
base = status("VmRSS")
try:
    load_game(read_bounded(sys.argv[1]), "x")
    outcome = "loaded"
except DataFileError as error:
    outcome = "refused"
print(outcome, base, status("VmHWM"))
"""


def _peak(path: Path) -> tuple[str, int, int]:
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(path)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=root,
    ).stdout.split()
    return out[0], int(out[1]) * 1024, int(out[2]) * 1024


def _write_inflating(folder: Path) -> dict[str, tuple[Path, str]]:
    actions_head = b'{"actions":['
    files = {
        "dicts": (b'{"annotations":[],"x":[' + b",".join([b"{}"] * 9_000_000) + b"]}", "refused"),
        "lists": (b"[" + b",".join([b"[]"] * 9_000_000) + b"]", "refused"),
        "one-huge-action": (
            actions_head + b'{"type":"EndTurn","x":[' + b",".join([b"[]"] * 9_000_000) + b"]}]}",
            "refused",
        ),
    }
    out = {}
    for name, (data, outcome) in files.items():
        path = folder / f"{name}.json"
        path.write_bytes(data)
        out[name] = (path, outcome)
    long = folder / "long-campaign.json"
    long.write_text(dump_game(delve_state(), _long_log(200_000)), "utf-8")
    out["long-campaign"] = (long, "loaded")
    return out


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="measures RSS via /proc")
def test_loading_stays_within_ten_times_the_text_and_300_mib(tmp_path: Path) -> None:
    for name, (path, expected) in _write_inflating(tmp_path).items():
        outcome, base, peak = _peak(path)
        size = path.stat().st_size
        assert outcome == expected, name
        assert peak - base < 10 * size, (name, (peak - base) / size)
        assert peak < 300 * 1024 * 1024, name


_MEASURE_PNG = """
import sys
from gui.files import games
def status(key):
    for line in open("/proc/self/status"):
        if line.startswith(key):
            return int(line.split()[1])
base = status("VmRSS")
try:
    games.open_game_file(sys.argv[1])
    outcome = "loaded"
except games.GameFileError:
    outcome = "refused"
print(outcome, base, status("VmHWM"))
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="measures RSS via /proc")
def test_a_small_picture_whose_game_inflates_stays_bounded(tmp_path: Path) -> None:
    import struct
    import zlib

    inflated = b'{"annotations":[],"x":[' + b",".join([b"{}"] * 13_000_000) + b"]}"
    body = b"eraboard-save\0\x01\x00\0\0" + zlib.compress(inflated, 9)
    picture = tmp_path / "bomb.png"
    chunks = b""
    for kind, data in ((b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)), (b"iTXt", body),
                       (b"IDAT", zlib.compress(b"\0\0\0\0")), (b"IEND", b"")):  # fmt: skip
        chunks += (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )
    picture.write_bytes(b"\x89PNG\r\n\x1a\n" + chunks)
    assert picture.stat().st_size < 100_000
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", _MEASURE_PNG, str(picture)],
        capture_output=True, text=True, check=True, env=env, cwd=root,
    ).stdout.split()  # fmt: skip
    outcome, base, peak = out[0], int(out[1]) * 1024, int(out[2]) * 1024
    assert outcome == "refused"
    assert peak - base < 10 * len(inflated)
    assert peak < 300 * 1024 * 1024


def test_a_byte_order_mark_is_accepted_by_every_loader(tmp_path: Path) -> None:
    """As Windows Notepad writes UTF-8: the mark before the text is skipped."""
    bom = b"\xef\xbb\xbf"
    assert parse_json(bom + b'{"a": [1]}', "x.json") == {"a": [1]}
    tiles = tmp_path / "tiles.json"
    tiles.write_bytes(bom + DEFAULT_TILES.read_bytes())
    assert load_tile_library(tiles) == load_tile_library()
    assert load_game(bom + dump_game(delve_state()).encode("utf-8")).state == delve_state()
