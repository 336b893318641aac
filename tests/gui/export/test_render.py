"""Pictures of the table: sizes, tiles, the embedded game, the clipboard, the streamed PNG."""

from __future__ import annotations

import os
import struct
import zlib
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QGuiApplication

from gui.annotations import model as an_model
from gui.export import region as export_region
from gui.export import render as export_render
from gui.files import games
from gui.files import png as export_png
from rules.setup import demo_state
from tests.gui.conftest import some_annotations


def band_height(picture: Image.Image, height: int) -> int:
    return picture.height - height


def test_output_size_scale_and_width() -> None:
    rect = QRectF(0, 0, 400, 300)
    assert export_region.output_size(rect) == (400, 300)
    assert export_region.output_size(rect, 2) == (800, 600)
    assert export_region.output_size(rect, width=1000) == (1000, 750)
    with pytest.raises(ValueError):
        export_region.output_size(QRectF(0, 0, 0, 10))
    with pytest.raises(ValueError):
        export_region.output_size(rect, width=10**6)


@pytest.mark.parametrize(("scale", "width"), [(1.0, None), (2.0, None), (1.0, 640)])
def test_picture_size_without_caption(table: Any, scale: float, width: int | None) -> None:
    request = export_render.request_for(
        table.scene, "table", scale=scale, width=width, caption=False
    )
    picture = export_render.render_picture(table.scene, table.state, request)
    assert picture.mode == "RGB"
    assert picture.size == export_region.output_size(request.rect, scale, width)
    if width:
        assert picture.width == width


def test_two_x_is_twice_one_x(table: Any) -> None:
    one = export_render.request_for(table.scene, "mat", adventurer="veyth", caption=False)
    two = export_render.request_for(table.scene, "mat", adventurer="veyth", scale=2, caption=False)
    a = export_render.render_picture(table.scene, table.state, one)
    b = export_render.render_picture(table.scene, table.state, two)
    assert b.size == (2 * a.width, 2 * a.height)


def test_mat_rect_is_the_mat(table: Any) -> None:
    rect = export_region.mat_rect(table.scene, "zarri")
    mat = table.scene.mats["zarri"].sceneBoundingRect()
    assert rect.contains(mat)
    assert export_region.adventurers_in(table.scene, mat) == ("zarri",)


def test_tiles_join_without_seams(table: Any) -> None:
    request = export_render.request_for(table.scene, "table", width=900, caption=False)
    whole = export_render.render_picture(table.scene, table.state, request, tile=4096)
    tiled = export_render.render_picture(table.scene, table.state, request, tile=200)
    diff = ImageChops.difference(whole, tiled)
    # identical but for antialiasing rounding at a few tile edges
    assert max(hi for _lo, hi in diff.getextrema()) <= 40
    histogram = diff.convert("L").histogram()
    assert sum(histogram[8:]) < 0.001 * whole.width * whole.height


def test_progress_reports_every_tile_and_cancels(table: Any, tmp_path: Path) -> None:
    request = export_render.request_for(table.scene, "table", width=1000, caption=False)
    seen: list[tuple[int, int]] = []
    export_render.render_picture(
        table.scene, table.state, request, lambda d, t: seen.append((d, t)) or True, tile=256
    )
    total = len(export_region.tiles(*export_region.output_size(request.rect, width=1000), 256))
    assert seen[0] == (0, total) and seen[-1] == (total, total)
    out = tmp_path / "cancelled.png"
    with pytest.raises(export_render.ExportCancelled):
        export_render.export_png(
            out, table.scene, table.state, request, None, lambda d, t: d < 2, tile=256
        )
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []


def test_view_export_matches_the_viewport(window: Any) -> None:
    request = export_render.request_for(window.scene, "view", view=window.view, caption=False)
    viewport = window.view.viewport().rect()
    _w, h = export_region.output_size(request.rect, width=viewport.width())
    assert abs(h - viewport.height()) <= 2


def test_png_carries_the_game_and_opens(table: Any, tmp_path: Path) -> None:
    table.layer.set_annotations([an_model.marker(QPointF(100, 100), 1)])
    out = tmp_path / "q.png"
    text = games.game_text(table.state, (), table.layer.annotations)
    request = export_render.request_for(table.scene, "table", scale=0.5)
    export_render.export_png(out, table.scene, table.state, request, text)
    with Image.open(out) as png:
        assert png.text[export_png.SAVE_KEY] == text
    if os.name == "posix":
        assert out.stat().st_mode & 0o044  # readable by others, like any picture
    assert games.load_game(str(out)).state == table.state
    game = games.open_game_file(str(out))
    assert game.annotations == table.layer.annotations
    assert games.read_embedded_save(out).state == table.state


def test_png_round_trip_with_actions(window: Any, tmp_path: Path) -> None:
    window.roll(("hrolfa-greatblade-1",))
    actions = window.session.actions()
    assert actions
    out = tmp_path / "after-roll.png"
    text = games.game_text(window.session.state, actions)
    request = export_render.request_for(window.scene, "table", scale=0.3)
    export_render.export_png(out, window.scene, window.session.state, request, text)
    saved = games.load_game(str(out))
    assert saved.state == window.session.state
    assert saved.actions == tuple(actions)
    assert window.open_path(str(out))
    assert window.session.state == saved.state


def test_png_without_a_game_says_so(tmp_path: Path) -> None:
    out = tmp_path / "holiday.png"
    Image.new("RGB", (20, 10), "blue").save(out)
    with pytest.raises(games.GameFileError, match="this picture carries no eraboard game"):
        games.load_game(str(out))
    with pytest.raises(export_png.EmbeddedSaveError, match="carries no eraboard game"):
        games.read_embedded_save(out)


def _png_with_chunk(path: Path, data: bytes, crc: int | None = None) -> None:
    Image.new("RGB", (8, 8), "red").save(path)
    raw = path.read_bytes()
    at = raw.index(b"IDAT") - 4
    chunk = struct.pack(">I", len(data)) + b"iTXt" + data
    chunk += struct.pack(">I", zlib.crc32(b"iTXt" + data) if crc is None else crc)
    path.write_bytes(raw[:at] + chunk + raw[at:])


def test_png_with_a_damaged_game_says_so(tmp_path: Path) -> None:
    key = export_png.SAVE_KEY.encode()
    bad_json = tmp_path / "bad-json.png"
    _png_with_chunk(bad_json, key + b"\0\0\0\0\0" + b'{"format": "eraboard-save", "vers')
    with pytest.raises(games.GameFileError, match="the game in this picture is damaged: "):
        games.load_game(str(bad_json))
    bad_zip = tmp_path / "bad-zip.png"
    _png_with_chunk(bad_zip, key + b"\0\1\0\0\0" + b"not zlib at all")
    with pytest.raises(games.GameFileError, match="the game in this picture is damaged"):
        games.load_game(str(bad_zip))
    bad_crc = tmp_path / "bad-crc.png"
    _png_with_chunk(bad_crc, key + b"\0\0\0\0\0{}", crc=1234)
    with pytest.raises(games.GameFileError, match="checksum"):
        games.load_game(str(bad_crc))
    wrong_state = tmp_path / "wrong-state.png"
    text = games.game_text(demo_state()).replace('"hp":10', '"hp":"ten"', 1)
    _png_with_chunk(wrong_state, key + b"\0\0\0\0\0" + text.encode())
    with pytest.raises(games.GameFileError, match=r"damaged: .*hp"):
        games.load_game(str(wrong_state))


def test_cut_png_says_so(table: Any, tmp_path: Path) -> None:
    out = tmp_path / "cut.png"
    request = export_render.request_for(table.scene, "table", scale=0.2, caption=False)
    export_render.export_png(out, table.scene, table.state, request, None)
    out.write_bytes(out.read_bytes()[:60])
    with pytest.raises(games.GameFileError, match="no eraboard game"):
        games.load_game(str(out))


def test_annotations_appear_in_the_export_or_not(table: Any) -> None:
    request = export_render.request_for(table.scene, "table", scale=0.5, caption=False)
    before = export_render.render_picture(table.scene, table.state, request)
    table.layer.set_annotations(some_annotations())
    with_notes = export_render.render_picture(table.scene, table.state, request)
    plain = ExportRequestWithout(request)
    without = export_render.render_picture(table.scene, table.state, plain)
    assert ImageChops.difference(before, with_notes).getbbox() is not None
    assert ImageChops.difference(before, without).getbbox() is None
    assert table.layer.isVisible()  # shown again after the export
    # the marker at (400, 100) is drawn red where it was asked for
    x = round((400 - request.rect.x()) * 0.5)
    y = round((100 - request.rect.y()) * 0.5)
    r, g, b = with_notes.getpixel((x + 3, y + 6))
    assert r > 180 and g < 120 and b < 120


def ExportRequestWithout(request: export_render.ExportRequest) -> export_render.ExportRequest:

    return replace(request, annotations=False)


def test_clipboard_holds_the_image(table: Any) -> None:
    request = export_render.request_for(table.scene, "mat", adventurer="veyth")
    picture = export_render.render_picture(table.scene, table.state, request)
    export_render.copy_image_to_clipboard(
        picture, export_render.caption_for(table.scene, table.state, request)
    )
    clip = QGuiApplication.clipboard()
    image = clip.image()
    assert not image.isNull()
    assert (image.width(), image.height()) == picture.size
    assert "Veyth Ashmantle" in clip.text()
    export_render.copy_image_to_clipboard(export_render.pil_to_qimage(picture.crop((0, 0, 10, 10))))
    assert clip.image().width() == 10


@pytest.mark.parametrize("tile", [64, 2048])
def test_streamed_png_equals_the_picture_in_memory(table: Any, tmp_path: Path, tile: int) -> None:
    table.layer.set_annotations(some_annotations())
    request = export_render.request_for(table.scene, "table", width=500)
    picture = export_render.render_picture(table.scene, table.state, request, tile=tile)
    out = tmp_path / "streamed.png"
    size = export_render.export_png(out, table.scene, table.state, request, "{}", tile=tile)
    assert size == picture.size
    with Image.open(out) as png:
        png.load()
        assert png.mode == "RGB" and png.size == picture.size
        assert png.tobytes() == picture.tobytes()
        assert png.text[export_png.SAVE_KEY] == "{}"
        assert png.text["Software"] == "eraboard"
    assert export_png.read_embedded_text(out) == "{}"


def test_png_writer_refuses_a_short_picture(tmp_path: Path) -> None:
    writer = export_png.PngWriter(tmp_path / "short.png", 10, 10, {})
    writer.write(Image.new("RGB", (10, 4)))
    with pytest.raises(ValueError, match="4 rows"):
        writer.close()
    writer.abort()
    assert list(tmp_path.iterdir()) == []
