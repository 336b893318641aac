"""A skill die's own name on its top edge: a long one shrinks to fit the die's width and is
cut with "…" only past the smallest letters; the whole name stays in the tooltip."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF, QImage

from gui.cli import build_scene
from gui.export import render as export_render
from gui.table.die_name import name_place, word_place
from gui.table.items.dice import DIE_SIZE
from rules.dice import DieKind
from rules.setup import demo_state


def _named(name: str):  # type: ignore[no-untyped-def]
    state = demo_state()
    die_id = next(d for d, die in state.dice.items() if die.kind is DieKind.SKILL)
    dice = dict(state.dice)
    dice[die_id] = replace(dice[die_id], name=name)
    return state.replace(dice=dice), die_id


def test_a_ten_letter_name_is_drawn_whole_within_the_die(qapp) -> None:  # type: ignore[no-untyped-def]
    device = QImage(100, 100, QImage.Format.Format_RGB32)
    die = QRectF(0, 0, 44, 44)
    place = name_place(die, "Shadowstep", device)
    assert place.shown == "Shadowstep"
    width = QFontMetricsF(place.font, device).horizontalAdvance(place.shown)
    assert width <= place.band.width()
    assert die.contains(place.band) and not place.band.intersects(place.code_corner)
    for twelve in ("Shadowstrike", "Ravenwatcher", "Whirlwinding"):
        assert name_place(die, twelve, device).shown == twelve
    short = name_place(die, "Bow", device)
    assert short.shown == "Bow" and short.band.width() < place.band.width()


def test_a_name_too_long_even_for_the_smallest_letters_is_cut(qapp) -> None:  # type: ignore[no-untyped-def]
    device = QImage(100, 100, QImage.Format.Format_RGB32)
    place = name_place(QRectF(0, 0, 44, 44), "Mmmmmmmmmmmmmmmmmmmmmmmm", device)
    assert place.shown.endswith("…") and len(place.shown) > 4


def _name_ink(name: str) -> tuple[int, int]:
    """Across the band of the top edge where a die's name goes, in a picture of the die at
    twice the table's size: the first and last columns with ink, as shares of the die's
    width in hundredths."""
    state, die_id = _named(name)
    scene = build_scene(state)
    item = scene.dice[die_id]
    assert item.look.name == name and name in item.toolTip()
    corner = item.mapToScene(QPointF(-DIE_SIZE / 2, -DIE_SIZE / 2))
    area = QRectF(corner, QSizeF(DIE_SIZE, DIE_SIZE))
    request = export_render.ExportRequest(area, scale=2.0, caption=False)
    picture = export_render.render_picture(scene, state, request).convert("L")
    scene.clear()
    side = picture.width
    band = range(int(side * 0.08), int(side * 0.24))
    inside = range(int(side * 0.05), int(side * 0.95))
    ink = [x for x in inside for y in band if int(picture.getpixel((x, y))) < 70]  # type: ignore[arg-type]
    return 100 * min(ink) // side, 100 * max(ink) // side


def test_the_named_die_in_a_picture_and_its_tooltip(qapp) -> None:  # type: ignore[no-untyped-def]
    first, last = _name_ink("Shadowstrike")
    assert first < 15 and last >= 75  # the whole top edge
    first, last = _name_ink("Bow")
    assert first < 15 and last < 60  # beside the code, as before


def test_a_long_face_word_shrinks_along_the_bottom_edge(qapp) -> None:  # type: ignore[no-untyped-def]
    device = QImage(100, 100, QImage.Format.Format_RGB32)
    die = QRectF(0, 0, 44, 44)
    usual = QFont("DejaVu Sans")
    usual.setPointSizeF(44 * 0.12)
    usual.setBold(True)
    place = word_place(die, "WHIRLWIND", usual, device)
    assert place.shown == "WHIRLWIND" and die.contains(place.band)
    assert QFontMetricsF(place.font, device).horizontalAdvance(place.shown) <= place.band.width()
    assert word_place(die, "STEP", usual, device).font.pointSizeF() == usual.pointSizeF()
    assert word_place(die, "W" * 30, usual, device).shown.endswith("…")
