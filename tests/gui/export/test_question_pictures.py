"""Pictures that say everything: the map and map-and-mat presets, the caption's map lines
(tiles and explored doors, doors to explore, the deck and skyshards), and the table's code
under the caption, in the window and from ``eraboard render``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image

from gui.export import caption as cap
from gui.export import region as export_region
from gui.export import render as export_render
from gui.export.exporting import CODE_SETTING
from gui.files import codes, games
from rules.setup import delve_state, demo_state
from tests.gui.test_cli import run


def test_the_caption_says_what_the_map_holds() -> None:
    text = cap.caption_text(delve_state())
    assert "Tiles: Entrance hall (entrance); Guard barracks, through Entrance hall (0, -1)" in text
    assert "Doors to explore: Collapsed vault (-1, -5), Guard barracks (1, -3)" in text
    assert "Exploration deck: 7 cards, skyshards in it: 2 · Skyshards found: 0 of 2" in text
    assert "Round 2 (adventurers' phase) · Turn: Veyth Ashmantle" in text
    assert "Track (3/13): Warsong (Rally 2), light fatigue, Fear" in text
    assert "Tiles:" not in cap.caption_text(demo_state())


def test_map_and_map_and_mat_presets(window: Any) -> None:
    scene = window.scene
    whole = export_render.request_for(scene, "map")
    assert whole.rect == export_region.map_rect(scene)
    assert whole.adventurers == ()
    both = export_render.request_for(scene, "map_mat", adventurer="veyth")
    assert both.rect.contains(export_region.map_rect(scene))
    assert both.rect.contains(export_region.mat_rect(scene, "veyth"))
    text = export_render.caption_for(scene, window.session.state, both)
    assert "Veyth Ashmantle" in text and "Hrolfa Ironbraid" not in text
    assert "Tiles: " in text


def test_the_code_under_the_caption_is_the_tables(window: Any) -> None:
    code = codes.table_code(window.session.state)
    lines = cap.code_lines(code)
    layout = cap.layout_caption(lines, 700)
    mono = [text for text, style, _x, _y in layout.rows if style == "mono"]
    assert "\n".join(mono) + "\n" == code
    assert games.game_from_code("\n".join(mono)).state == window.session.state


def test_export_map_and_mat_with_the_code(window: Any, tmp_path: Path) -> None:
    window.settings.setValue(CODE_SETTING, True)
    window.select_adventurer("veyth")
    path = tmp_path / "question.png"
    window.screenshots.ask_path = lambda suggested: str(path)
    window.commands["export_map_mat"].trigger()
    assert window.commands["include_code"].isCheckable()
    with Image.open(path) as image:
        width, height = image.size
    plain = window.screenshots.request("map_mat")
    assert plain is not None and plain.code == codes.table_code(window.session.state)
    assert games.open_game_file(str(path)).state == window.session.state
    assert width > 0 and height > export_region.output_size(plain.rect)[1]


def test_render_map_mat_and_code_from_a_code_file(tmp_path: Path) -> None:
    source = tmp_path / "question.txt"
    source.write_text(codes.table_code(delve_state()), encoding="utf-8")
    out = tmp_path / "ask.png"
    done = run(str(source), "-o", str(out), "--map", "--mat", "Veyth", "--code")
    assert done.returncode == 0, done.stderr
    assert games.open_game_file(str(out)).state == delve_state()
    only_map = tmp_path / "map.png"
    assert run(str(source), "-o", str(only_map), "--map").returncode == 0
    with Image.open(out) as both, Image.open(only_map) as just_map:
        assert both.width > just_map.width
    refused = run("demo", "-o", str(tmp_path / "x.png"), "--map")
    assert refused.returncode == 2
    assert "no battle map" in refused.stderr


def test_render_of_a_code_file_draws_the_same_picture_as_of_the_save(tmp_path: Path) -> None:
    save = tmp_path / "delve.eraboard.json"
    games.save_game(str(save), delve_state(), (), [])
    source = tmp_path / "delve.txt"
    source.write_text(codes.table_code(delve_state()), encoding="utf-8")
    pictures = []
    for origin in (save, source):
        out = tmp_path / f"{origin.stem}.png"
        done = run(str(origin), "-o", str(out), "--map", "--mat", "Veyth")
        assert done.returncode == 0, done.stderr
        with Image.open(out) as image:
            pictures.append((image.size, image.convert("RGB").tobytes()))
    assert pictures[0] == pictures[1]


def test_a_map_and_mat_picture_leaves_the_other_mats_out(window: Any, monkeypatch: Any) -> None:
    scene = window.scene
    request = export_render.request_for(scene, "map_mat", adventurer="veyth")
    seen: list[bool] = []
    original = export_render.render_into

    def spy(*args: Any, **kwargs: Any) -> None:
        seen.append(scene.mats["hrolfa"].isVisible())
        seen.append(scene.dice["hrolfa-warsong-2"].isVisible())
        seen.append(scene.mats["veyth"].isVisible())
        original(*args, **kwargs)

    monkeypatch.setattr(export_render, "render_into", spy)
    export_render.render_picture(scene, window.session.state, request)
    assert seen == [False, False, True] * 2  # the map, then the mat
    assert scene.mats["hrolfa"].isVisible() and scene.dice["hrolfa-warsong-2"].isVisible()
