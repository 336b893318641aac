"""The map-and-one-mat picture puts the map and the mat side by side (map left, mat right,
aligned at the top, a little felt between them), not the table around both: in the
window's preset and in ``eraboard render --map --mat``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image

from gui.export import region as export_region
from gui.export import render as export_render
from gui.files import codes
from rules.setup import delve_state
from tests.gui.test_cli import run


def _expected(scene: Any, adventurer: str, scale: float = 1.0) -> tuple[int, int]:
    """Pixel width and height of the map and the mat side by side."""
    map_area = export_region.map_rect(scene)
    mat_area = export_region.mat_rect(scene, adventurer)
    width = (map_area.width() + export_region.GAP + mat_area.width()) * scale
    return round(width), round(max(map_area.height(), mat_area.height()) * scale)


def test_the_preset_puts_the_map_left_and_the_mat_right(window: Any) -> None:
    scene, state = window.scene, window.session.state
    window.select_adventurer("veyth")
    request = window.screenshots.request("map_mat")
    assert request is not None
    width, height = _expected(scene, "veyth", request.scale)
    assert abs(export_render.picture_size(request)[0] - width) <= 1
    union = export_region.output_size(request.rect, request.scale)
    assert (width, height) != union  # not the table around both
    picture = export_render.render_picture(scene, state, request)
    assert abs(picture.width - width) <= 1 and picture.height > height  # the caption under
    # the gap between them is the table's felt, from top to bottom
    map_width = round(export_region.map_rect(scene).width() * request.scale)
    gap = round(export_region.GAP * request.scale)
    column = map_width + gap // 2
    felt = picture.getpixel((0, 0))  # the felt at the map's corner
    assert all(picture.getpixel((column, y)) == felt for y in range(0, height, 7))
    # each part whole: the picture of the map alone is the left of this one
    only_map = export_render.render_picture(
        scene, state, export_render.request_for(scene, "map", caption=False)
    )
    left = picture.crop((0, 0, only_map.width, 40)).convert("L")
    assert left.tobytes() == only_map.crop((0, 0, only_map.width, 40)).convert("L").tobytes()


def test_the_export_command_writes_them_side_by_side(window: Any, tmp_path: Path) -> None:
    window.select_adventurer("veyth")
    path = tmp_path / "both.png"
    window.screenshots.ask_path = lambda suggested: str(path)
    window.commands["export_map_mat"].trigger()
    width, _height = _expected(window.scene, "veyth")
    with Image.open(path) as picture:
        assert abs(picture.width - width) <= 1


def test_render_map_and_mat_side_by_side(qapp: Any, tmp_path: Path) -> None:
    from gui.cli import build_scene

    state = delve_state()
    source = tmp_path / "question.txt"
    source.write_text(codes.table_code(state), encoding="utf-8")
    out = tmp_path / "both.png"
    done = run(str(source), "-o", str(out), "--map", "--mat", "Veyth", "--scale", "2")
    assert done.returncode == 0, done.stderr
    scene = build_scene(state)
    width, height = _expected(scene, "veyth", 2.0)
    scene.clear()
    with Image.open(out) as picture:
        assert abs(picture.width - width) <= 1 and picture.height > height


def test_the_progress_counts_the_whole_pictures_tiles(window: Any) -> None:
    window.select_adventurer("veyth")
    request = window.screenshots.request("map_mat")
    assert request is not None
    seen: list[tuple[int, int]] = []
    size = export_render.picture_size(request)
    export_render.render_parts(
        window.scene, request.parts, size, lambda d, t: seen.append((d, t)) or True, tile=128
    )
    total = len(export_region.tiles(*size, 128))
    assert {t for _d, t in seen} == {total} and seen[-1] == (total, total)
    assert [d for d, _t in seen] == sorted(d for d, _t in seen)
