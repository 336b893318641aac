"""The caption under a picture: the position in words, laid out and translated."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PIL import Image, ImageChops

from gui.export import caption as cap
from gui.export import region as export_region
from gui.export import render as export_render
from rules.setup import delve_state, demo_state
from rules.state import Phase


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
    # Before the first Start Round the counter shows 1, as on the table.
    fake = replace(fake, battle=replace(battle, round=0, phase=Phase.ROUND_START, turn=None))
    assert cap.header_line(fake) == "Scenario: The Sunken Vault · Round 1 (before the round)"
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


def test_caption_follows_the_installed_translation(qapp: Any, tmp_path: Path) -> None:
    import subprocess

    from PySide6.QtCore import QCoreApplication, QTranslator

    from gui.words import i18n

    lrelease = i18n.pyside_tool("lrelease")
    assert lrelease is not None, "PySide6 installs pyside6-lrelease beside the interpreter"
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
