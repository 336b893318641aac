"""Issue 6: pictures of the table — sizes, caption, embedded game, annotations, clipboard."""

from __future__ import annotations

import json
import os
import struct
import zlib
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image, ImageChops
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QGuiApplication

from gui import files
from gui.annotations import model as an_model
from gui.annotations import tool as an_tool
from gui.export import caption as cap
from gui.export import png as export_png
from gui.export import region as export_region
from gui.export import render as export_render
from rules import save
from rules.setup import delve_state, demo_state
from rules.state import Phase


@pytest.fixture
def table(qapp: Any) -> Any:
    from gui.cli import build_scene

    state = demo_state()
    scene = build_scene(state)
    yield SimpleNamespace(state=state, scene=scene, layer=scene.annotation_layer)
    scene.clear()


def band_height(picture: Image.Image, height: int) -> int:
    return picture.height - height


# --- sizes --------------------------------------------------------------------------------


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


# --- caption ------------------------------------------------------------------------------


def test_caption_names_track_active_and_drained() -> None:
    state = demo_state()
    text = cap.caption_text(state)
    assert "Hrolfa Ironbraid · HP 10/12 · Tenacity 1 · Cooldown 3" in text
    assert "Track (3/13): Warsong (Rally 2), light fatigue, Fear" in text
    assert "Active: Shieldwall (Ward 1), —, —, —" in text
    assert "Drained: Twinfang (Fang 3)" in text
    assert "overfatigue" in text
    only = cap.caption_text(state, ["zarri"])
    assert "Zarri-do" in only and "Hrolfa" not in only


def test_caption_header_from_battle_fields() -> None:
    state = delve_state()
    battle = replace(state.battle, round=6, phase=Phase.ENEMIES, turn="bonecaller")
    fake = replace(state, battle=battle, scenario="The Sunken Vault")
    assert cap.header_line(fake) == (
        "Scenario: The Sunken Vault · Round 6 (fatigue round, enemies' phase) · Turn: Bonecaller"
    )
    fake = replace(fake, battle=replace(battle, round=3, phase=Phase.ADVENTURERS, turn="veyth"))
    assert cap.header_line(fake) == (
        "Scenario: The Sunken Vault · Round 3 (adventurers' phase) · Turn: Veyth Ashmantle"
    )
    text = cap.caption_text(fake)
    assert "Companions: Brindle the hound HP 4/5" in text  # Oswin waits off the map
    assert "Oswin" not in text
    assert "Bonecaller (level 5) HP 4/5, Bane" in text
    assert "Enemies" not in cap.caption_text(fake, ["veyth"])  # one mat: no map in view
    fake = replace(fake, battle=replace(battle, round=0, turn=None))
    assert cap.header_line(fake) == "Scenario: The Sunken Vault"
    # No battle yet: the header names the scenario only.
    state = demo_state()
    assert cap.header_line(state) == f"Scenario: {state.scenario}"


def test_caption_band_is_drawn_under_the_picture(table: Any) -> None:
    request = export_render.request_for(table.scene, "mat", adventurer="hrolfa")
    bare = export_region.output_size(request.rect)
    picture = export_render.render_picture(table.scene, table.state, request)
    lines = cap.caption_lines(table.state, ["hrolfa"])
    assert picture.width == bare[0]
    band = picture.crop((0, bare[1], picture.width, picture.height))
    assert band.height >= len(lines) * cap.font_size_for(bare[0])
    # paper with dark rows of text on it: count the rows that carry ink
    grey = band.convert("L")
    inked = [
        y for y in range(grey.height) if grey.crop((0, y, grey.width, y + 1)).getextrema()[0] < 90
    ]
    runs = sum(1 for i, y in enumerate(inked) if i == 0 or y != inked[i - 1] + 1)
    assert runs >= len(lines)
    assert band.getpixel((band.width - 2, band.height - 2)) == cap.PAPER


def test_caption_font_draws_accents() -> None:
    font = cap.load_font(24)
    assert font.getbbox("é") != font.getbbox("e")
    plain = Image.new("L", (40, 40))
    accented = Image.new("L", (40, 40))
    from PIL import ImageDraw

    ImageDraw.Draw(plain).text((5, 5), "e", font=font, fill=255)
    ImageDraw.Draw(accented).text((5, 5), "é", font=font, fill=255)
    assert ImageChops.difference(plain, accented).getbbox() is not None


def test_caption_wraps_to_the_width() -> None:
    lines = [cap.CaptionLine("word " * 200)]
    layout = cap.layout_caption(lines, 300)
    assert len(layout.rows) > 5


# --- embedded game ------------------------------------------------------------------------


def test_png_carries_the_game_and_opens(table: Any, tmp_path: Path) -> None:
    table.layer.set_annotations([an_model.marker(QPointF(100, 100), 1)])
    out = tmp_path / "q.png"
    text = files.game_text(table.state, (), table.layer.annotations)
    request = export_render.request_for(table.scene, "table", scale=0.5)
    export_render.export_png(out, table.scene, table.state, request, text)
    with Image.open(out) as png:
        assert png.text[export_png.SAVE_KEY] == text
    if os.name == "posix":
        assert out.stat().st_mode & 0o044  # readable by others, like any picture
    assert files.load_game(str(out)).state == table.state
    game = files.open_game_file(str(out))
    assert game.annotations == table.layer.annotations
    assert files.read_embedded_save(out).state == table.state


def test_png_round_trip_with_actions(window: Any, tmp_path: Path) -> None:
    window.roll(("hrolfa-greatblade-1",))
    actions = window.session.actions()
    assert actions
    out = tmp_path / "after-roll.png"
    text = files.game_text(window.session.state, actions)
    request = export_render.request_for(window.scene, "table", scale=0.3)
    export_render.export_png(out, window.scene, window.session.state, request, text)
    saved = files.load_game(str(out))
    assert saved.state == window.session.state
    assert saved.actions == tuple(actions)
    assert window.open_path(str(out))
    assert window.session.state == saved.state


def test_png_without_a_game_says_so(tmp_path: Path) -> None:
    out = tmp_path / "holiday.png"
    Image.new("RGB", (20, 10), "blue").save(out)
    with pytest.raises(files.GameFileError, match="this picture carries no eraboard game"):
        files.load_game(str(out))
    with pytest.raises(export_png.EmbeddedSaveError, match="carries no eraboard game"):
        files.read_embedded_save(out)


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
    with pytest.raises(files.GameFileError, match="the game in this picture is damaged: "):
        files.load_game(str(bad_json))
    bad_zip = tmp_path / "bad-zip.png"
    _png_with_chunk(bad_zip, key + b"\0\1\0\0\0" + b"not zlib at all")
    with pytest.raises(files.GameFileError, match="the game in this picture is damaged"):
        files.load_game(str(bad_zip))
    bad_crc = tmp_path / "bad-crc.png"
    _png_with_chunk(bad_crc, key + b"\0\0\0\0\0{}", crc=1234)
    with pytest.raises(files.GameFileError, match="checksum"):
        files.load_game(str(bad_crc))
    wrong_state = tmp_path / "wrong-state.png"
    text = files.game_text(demo_state()).replace('"hp":10', '"hp":"ten"', 1)
    _png_with_chunk(wrong_state, key + b"\0\0\0\0\0" + text.encode())
    with pytest.raises(files.GameFileError, match=r"damaged: .*hp"):
        files.load_game(str(wrong_state))


def test_cut_png_says_so(table: Any, tmp_path: Path) -> None:
    out = tmp_path / "cut.png"
    request = export_render.request_for(table.scene, "table", scale=0.2, caption=False)
    export_render.export_png(out, table.scene, table.state, request, None)
    out.write_bytes(out.read_bytes()[:60])
    with pytest.raises(files.GameFileError, match="no eraboard game"):
        files.load_game(str(out))


# --- annotations --------------------------------------------------------------------------


def _some_annotations() -> list[an_model.Annotation]:
    return [
        an_model.arrow(QPointF(20, 20), QPointF(300, 200)),
        an_model.marker(QPointF(400, 100), 1),
        an_model.label(QPointF(100, 500), "Pourquoi ici ? é è à ç"),
        an_model.hex_highlight(QPointF(600, 300)),
        an_model.area(QRectF(50, 300, 200, 100), "#3c7be8"),
    ]


def test_annotations_appear_in_the_export_or_not(table: Any) -> None:
    request = export_render.request_for(table.scene, "table", scale=0.5, caption=False)
    before = export_render.render_picture(table.scene, table.state, request)
    table.layer.set_annotations(_some_annotations())
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
    from dataclasses import replace

    return replace(request, annotations=False)


def test_annotations_json_round_trip_and_errors() -> None:
    notes = tuple(_some_annotations())
    assert an_model.annotations_from_json(an_model.annotations_to_json(notes)) == notes
    with pytest.raises(an_model.AnnotationError, match=r"annotations\[0\].kind"):
        an_model.annotations_from_json([{"kind": "smiley", "points": [[0, 0]]}])
    with pytest.raises(an_model.AnnotationError, match="points"):
        an_model.annotations_from_json([{"kind": "arrow", "points": [[0, 0]]}])
    with pytest.raises(an_model.AnnotationError, match="colour"):
        an_model.annotations_from_json([{"kind": "marker", "points": [[0, 0]], "colour": "red"}])
    with pytest.raises(an_model.AnnotationError, match="number"):
        an_model.annotations_from_json([{"kind": "marker", "points": [[0, float("nan")]]}])


def test_save_file_keeps_annotations(tmp_path: Path) -> None:
    state = demo_state()
    plain = tmp_path / "plain.json"
    files.save_game(str(plain), state)
    top = json.loads(plain.read_text("utf-8"))
    assert top["format"] == "eraboard-table" and top["annotations"] == []
    assert json.dumps(top["game"], sort_keys=True, separators=(",", ":"), ensure_ascii=False) == (
        save.dump_game(state)
    )  # the rules' own save, as the rules wrote it
    noted = tmp_path / "noted.json"
    notes = tuple(_some_annotations())
    files.save_game(str(noted), state, (), notes)
    game = files.open_game_file(str(noted))
    assert game.state == state and game.annotations == notes
    assert files.game_text(state, (), notes) == noted.read_text("utf-8")
    bad = tmp_path / "bad-notes.json"
    bad.write_text(noted.read_text("utf-8").replace('"arrow"', '"smiley"'), "utf-8")
    with pytest.raises(files.GameFileError, match="annotations"):
        files.load_game(str(bad))


def test_files_of_the_earlier_layout_still_open(tmp_path: Path) -> None:
    """Before, a game file was the rules' save itself, with the annotations added to it."""
    state = demo_state()
    notes = tuple(_some_annotations())
    old = json.loads(save.dump_game(state))
    old["annotations"] = an_model.annotations_to_json(notes)
    noted = tmp_path / "old-noted.json"
    noted.write_text(json.dumps(old, sort_keys=True), "utf-8")
    game = files.open_game_file(str(noted))
    assert game.state == state and game.annotations == notes
    bare = tmp_path / "old-bare.json"
    bare.write_text(save.dump_game(state), "utf-8")
    assert files.open_game_file(str(bare)).state == state


def test_annotation_commands_undo_and_redo(window: Any) -> None:
    layer = window.scene.annotation_layer
    stack = window.session.undo_stack
    window.session.annotate(an_model.marker(QPointF(0, 0), 1))
    window.session.annotate(an_model.marker(QPointF(50, 0), 2))
    assert [a.text for a in layer.annotations] == ["1", "2"]
    window.session.remove_annotation(0)
    assert [a.text for a in layer.annotations] == ["2"]
    stack.undo()
    assert [a.text for a in layer.annotations] == ["1", "2"]
    window.session.clear_annotations()
    assert layer.annotations == ()
    stack.undo()  # the clear
    assert [a.text for a in layer.annotations] == ["1", "2"]
    stack.undo()
    assert [a.text for a in layer.annotations] == ["1"]
    stack.redo()
    assert len(layer.annotations) == 2
    stack.undo()
    stack.undo()
    assert layer.annotations == ()


def test_annotation_tool_draws_with_the_mouse(window: Any) -> None:
    from tests.gui.conftest import drag

    layer = window.scene.annotation_layer
    tool = an_tool.AnnotationTool(window.view, layer, window.session)
    mat = window.scene.mats["hrolfa"].sceneBoundingRect()
    a, b = mat.topLeft() + QPointF(100, 100), mat.topLeft() + QPointF(400, 250)
    tool.set_mode(an_model.Kind.ARROW)
    before = window.session.state
    drag(window.view, a, b)
    assert window.session.state is before  # the table did not see the drag
    assert [x.kind for x in layer.annotations] == [an_model.Kind.ARROW]
    head = layer.annotations[0].points[1]
    assert abs(head[0] - b.x()) < 3 and abs(head[1] - b.y()) < 3
    tool.set_mode(an_model.Kind.MARKER)
    drag(window.view, a, a, steps=1)
    drag(window.view, b, b, steps=1)
    assert [x.text for x in layer.annotations if x.kind is an_model.Kind.MARKER] == ["1", "2"]
    tool.set_mode(an_model.Kind.AREA)
    drag(window.view, a, b)
    tool.set_mode(an_model.Kind.HEX)
    drag(window.view, b, b, steps=1)
    tool.ask_text = lambda: "ici"
    tool.set_mode(an_model.Kind.LABEL)
    drag(window.view, a, a, steps=1)
    kinds = [x.kind.value for x in layer.annotations]
    assert kinds == ["arrow", "marker", "marker", "area", "hex", "label"]
    tool.set_mode(tool.ERASE)
    drag(window.view, b, b, steps=1)  # the topmost thing at b: the hex
    assert [x.kind.value for x in layer.annotations] == [
        "arrow",
        "marker",
        "marker",
        "area",
        "label",
    ]
    window.session.undo_stack.undo()
    assert len(layer.annotations) == 6
    tool.set_mode(None)
    assert window.view.dragMode() == window.view.DragMode.ScrollHandDrag


# --- clipboard ----------------------------------------------------------------------------


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


def test_hex_tool_snaps_to_the_battle_map(window: Any) -> None:
    from board.battlemap import BattleMap, PlacedTile
    from board.tiles import load_tile_library

    shape = next(iter(load_tile_library().values()))
    window.scene.map_layer.set_map(BattleMap((PlacedTile(shape),)))
    layer = window.scene.annotation_layer
    tool = an_tool.AnnotationTool(window.view, layer, window.session)
    map_layer = window.scene.map_layer
    h = sorted(shape.hexes, key=lambda x: (x.q, x.r))[0]
    centre = map_layer.hex_scene_pos(h)
    snapped = tool.hex_at(centre + QPointF(7, -5))  # a click near the centre
    corners = [map_layer.mapToScene(QPointF(x, y)) for x, y in map_layer.layout.polygon_corners(h)]
    assert len(snapped.points) == 6
    for (x, y), c in zip(snapped.points, corners, strict=True):
        assert abs(x - c.x()) < 0.01 and abs(y - c.y()) < 0.01
    free = tool.hex_at(QPointF(-5000, -5000))  # off the map: a free hex there
    assert abs(sum(x for x, _ in free.points) / 6 + 5000) < 0.01


def test_caption_follows_the_installed_translation(qapp: Any, tmp_path: Path) -> None:
    import shutil
    import subprocess

    from PySide6.QtCore import QCoreApplication, QTranslator

    lrelease = shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "t_fr.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="fr_FR">
<context><name></name>
<message><source>HP {hp}/{max_hp}</source><translation>PV {hp}/{max_hp}</translation></message>
<message><source>light fatigue</source><translation>fatigue légère</translation></message>
</context>
<context><name>caption</name>
<message><source>Fear</source><translation>Peur</translation></message>
</context></TS>""",
        encoding="utf-8",
    )
    qm = tmp_path / "t_fr.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        text = cap.caption_text(demo_state(), ["hrolfa"])
    finally:
        QCoreApplication.removeTranslator(translator)
    assert "PV 10/12" in text
    assert "Track (3/13): Warsong (Rally 2), fatigue légère, Peur" in text
    layout = cap.layout_caption(cap.caption_lines(demo_state(), ["hrolfa"]), 600)
    assert layout.rows


@pytest.mark.parametrize("tile", [64, 2048])
def test_streamed_png_equals_the_picture_in_memory(table: Any, tmp_path: Path, tile: int) -> None:
    table.layer.set_annotations(_some_annotations())
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
