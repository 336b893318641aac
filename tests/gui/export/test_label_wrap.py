"""A label wider than a picture's crop wraps onto more lines inside it, in the window's
export and in ``eraboard render``; the table keeps it as placed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image, ImageChops
from PySide6.QtCore import QPointF, QRectF

from gui.annotations import model as an_model
from gui.annotations.layer import annotation_path, label_lines
from gui.export import region as export_region
from gui.export import render as export_render
from gui.files import codes
from rules.setup import demo_state
from tests.gui.test_cli import run

LONG = "Can Hrolfa recover this die before the Recovery step, or only after it ends?"
COLOUR = "#00b4ff"  # nothing else on the table is this blue


def _label_on_the_mat(scene: Any, adventurer: str) -> an_model.Annotation:
    """The long label, starting in the middle of the mat's width, near its top."""
    mat = export_region.mat_rect(scene, adventurer)
    return an_model.label(QPointF(mat.center().x(), mat.top() + 60), LONG, COLOUR)


def _blue_box(picture: Image.Image) -> tuple[int, int, int, int]:
    """The bounding box of the label's blue border in ``picture``."""
    red, green, blue = picture.convert("RGB").split()
    bright_blue = blue.point(lambda v: 255 if v > 200 else 0)
    no_red = red.point(lambda v: 255 if v < 60 else 0)
    some_green = green.point(lambda v: 255 if 150 < v < 210 else 0)
    mask = ImageChops.multiply(ImageChops.multiply(bright_blue, no_red), some_green)
    box = mask.getbbox()
    assert box is not None
    return box


def test_label_lines_wrap_only_past_the_crop(qapp: Any) -> None:
    label = an_model.label(QPointF(100, 100), LONG)
    start, lines = label_lines(label)
    assert lines == [LONG] and start == QPointF(100, 100)
    wide = QRectF(0, 0, 5000, 400)
    assert label_lines(label, wide) == (start, [LONG])
    crop = QRectF(0, 0, 400, 400)
    start, lines = label_lines(label, crop)
    assert len(lines) > 2 and " ".join(lines) == LONG and start.x() == 100
    assert crop.contains(annotation_path(label, crop).boundingRect())
    # too little room for its widest word right of where it starts: it moves left
    late = an_model.label(QPointF(330, 100), LONG)
    start, lines = label_lines(late, crop)
    assert start.x() < 330 and crop.contains(annotation_path(late, crop).boundingRect())


def test_a_mat_picture_wraps_a_long_label_inside_it(table: Any) -> None:
    scene, state = table.scene, table.state
    adventurer = next(iter(scene.mats))
    label = _label_on_the_mat(scene, adventurer)
    table.layer.set_annotations((label,))
    placed = annotation_path(label).boundingRect()
    request = export_render.request_for(scene, "mat", adventurer=adventurer, caption=False)
    assert placed.right() > request.rect.right()  # as placed, the picture would cut it
    picture = export_render.render_picture(scene, state, request)
    left, top, right, bottom = _blue_box(picture)
    assert right < picture.width - 2  # its right border is in the picture
    assert abs(left - (placed.left() - request.rect.left())) <= 3  # its left edge kept
    assert bottom - top > 2 * placed.height()  # on several lines
    # the table keeps it as placed
    assert table.layer.boundingRect().right() >= placed.right()


def test_render_of_a_mat_wraps_a_long_label(table: Any, tmp_path: Path) -> None:
    scene, state = table.scene, demo_state()
    adventurer = next(iter(scene.mats))
    label = _label_on_the_mat(scene, adventurer)
    source = tmp_path / "question.txt"
    source.write_text(codes.table_code(state, annotations=[label]), encoding="utf-8")
    out = tmp_path / "mat.png"
    name = state.adventurer(adventurer).name
    done = run(str(source), "-o", str(out), "--mat", name, "--no-caption")
    assert done.returncode == 0, done.stderr
    with Image.open(out) as picture:
        _left, top, right, bottom = _blue_box(picture)
        assert right < picture.width - 2 and bottom - top > 60
