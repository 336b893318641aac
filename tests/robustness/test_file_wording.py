"""What a player reads when a file cannot be written or opened: plain words (a full disk,
another kind of picture, a newer eraboard), no zlib or Python text, and no temporary file
left behind; folders whose names are not UTF-8 work for Save as well as for Open."""

from __future__ import annotations

import errno
import json
import os
import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtWidgets import QMessageBox

from gui import cli
from gui.files import games, png
from rules import actions as act


def _png_with(path: Path, chunk_kind: bytes, body: bytes) -> None:
    out = png.PNG_SIGNATURE
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    for kind, data in (
        (b"IHDR", header),
        (chunk_kind, body),
        (b"IDAT", zlib.compress(b"\0\0\0\0")),
        (b"IEND", b""),
    ):
        out += struct.pack(">I", len(data)) + kind + data
        out += struct.pack(">I", zlib.crc32(kind + data))
    path.write_bytes(out)


def _warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    return shown


def test_a_full_disk_says_so_and_leaves_no_temporary_file(
    window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = _warnings(monkeypatch)

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    assert not window.write_to(str(tmp_path / "game.eraboard.json"))
    assert "the disk is full" in shown[0]
    assert [p.name for p in tmp_path.iterdir()] in ([], ["settings.ini"])


def test_a_picture_export_that_fails_on_a_full_disk_leaves_nothing(tmp_path: Path) -> None:
    writer = png.PngWriter(tmp_path / "x.png", 1, 1, {})
    real_close = writer.out.close

    def close() -> None:
        real_close()
        raise OSError(errno.ENOSPC, "No space left on device")

    writer.out.close = close  # type: ignore[method-assign]
    writer.abort()
    assert list(tmp_path.iterdir()) == []


def test_temporary_files_of_killed_runs_are_cleaned(tmp_path: Path) -> None:
    dead = tmp_path / f"{games.TEMP_PREFIX}999999999-abc.png"
    alive = tmp_path / f"{games.TEMP_PREFIX}{os.getpid()}-abc.tmp"
    other = tmp_path / ".eraboard-notes.txt"
    for path in (dead, alive, other):
        path.write_bytes(b"x")
    assert games.clean_stale_temp_files(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([alive.name, other.name])


def test_a_picture_from_a_newer_eraboard_is_not_called_damaged(window, tmp_path: Path) -> None:
    text = games.game_text(window.session.state)
    newer = json.loads(text)
    newer["version"] = 7
    picture = tmp_path / "newer.png"
    writer = png.PngWriter(picture, 1, 1, {png.SAVE_KEY: json.dumps(newer)})
    writer.write(Image.new("RGB", (1, 1)))
    writer.close()
    with pytest.raises(games.GameFileError) as info:
        games.open_game_file(str(picture))
    message = str(info.value)
    assert "newer eraboard" in message and "format version 1" in message
    assert "damaged" not in message


def test_a_jpeg_named_png_is_called_a_jpeg(tmp_path: Path) -> None:
    fake = tmp_path / "holiday.png"
    fake.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + b"\x00" * 100)
    with pytest.raises(games.GameFileError) as info:
        games.open_game_file(str(fake))
    assert "JPEG picture" in str(info.value)
    assert "utf-8" not in str(info.value).lower()


def test_zlib_words_never_reach_the_player(tmp_path: Path) -> None:
    picture = tmp_path / "broken.png"
    _png_with(picture, b"iTXt", png.SAVE_KEY.encode() + b"\0\x01\x00\0\0" + b"not zlib at all")
    with pytest.raises(games.GameFileError) as info:
        games.open_game_file(str(picture))
    message = str(info.value)
    assert "damaged" in message
    assert "Error -3" not in message and "decompress" not in message


def test_a_picture_whose_game_inflates_past_the_cap_is_refused(tmp_path: Path) -> None:
    bomb = zlib.compress(b" " * (games.save.MAX_SAVE_BYTES + 10), 9)
    picture = tmp_path / "bomb.png"
    _png_with(picture, b"iTXt", png.SAVE_KEY.encode() + b"\0\x01\x00\0\0" + bomb)
    with pytest.raises(games.GameFileError, match="too big"):
        games.open_game_file(str(picture))


@pytest.mark.skipif(os.name != "posix", reason="byte file names are POSIX")
def test_save_and_open_in_a_folder_whose_name_is_not_utf8(window, tmp_path: Path) -> None:
    folder = Path(os.fsdecode(bytes(tmp_path) + b"/caf\xe9"))
    try:
        folder.mkdir()
    except (OSError, UnicodeEncodeError):
        pytest.skip("this file system refuses non-UTF-8 names")
    window.session.submit(act.GainFatigue("hrolfa", light=1))
    path = folder / "game.eraboard.json"
    assert window.write_to(str(path))
    state = window.session.state
    assert window.open_path(str(path))
    assert window.session.state == state


def test_a_region_of_infinite_size_is_refused_in_words() -> None:
    for text in ("0,0,inf,10", "nan,0,10,10", "0,0,10,-inf"):
        with pytest.raises(cli.BadInput, match="finite"):
            cli.parse_region(text)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_render_refuses_a_named_pipe_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "x.png"
    os.mkfifo(fifo)
    with pytest.raises(cli.BadInput, match="not a file but a device, a pipe or a socket"):
        cli.load_source(str(fifo))


def test_render_of_a_scenario_with_a_broken_data_file_names_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from board import tiles

    broken = tmp_path / "tiles.json"
    broken.write_text('{"version": 1, "tiles": [' + "[" * 50_000, "utf-8")
    monkeypatch.setattr(tiles, "DEFAULT_TILES", broken)
    with pytest.raises(cli.BadInput) as info:
        cli.load_source("delve")
    message = str(info.value)
    assert "tiles.json" in message
    assert "neither a file nor a scenario" not in message
