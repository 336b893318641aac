"""``eraboard render``: the headless command, run as a real process (``python -m gui``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PIL import Image

from gui.annotations import model as an_model
from gui.export import region as export_region
from gui.files import games
from gui.files import png as export_png
from rules.setup import demo_state

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, command: str = "render") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), ERABOARD_TEST="1")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)  # the command must choose offscreen by itself
    return subprocess.run(
        [sys.executable, "-m", "gui", command, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_render_scenario_whole_table(tmp_path: Path, qapp: object) -> None:
    from gui.cli import build_scene

    scene = build_scene(demo_state())
    expected = export_region.output_size(export_region.table_rect(scene), 0.5)
    scene.clear()
    out = tmp_path / "table.png"
    done = run("demo", "-o", str(out), "--scale", "0.5")
    assert done.returncode == 0, done.stderr
    assert "table.png" in done.stdout
    with Image.open(out) as png:
        width, height = png.size
        assert '"format":"eraboard-table"' in png.text[export_png.SAVE_KEY]
    assert width == expected[0]
    assert height > expected[1]  # the caption band under the table
    assert games.load_game(str(out)).state == demo_state()


def test_render_a_scenario_file_whatever_the_order_of_its_keys(tmp_path: Path) -> None:
    import json

    from rules.setup import SCENARIO_DIR

    data = json.loads((SCENARIO_DIR / "demo.json").read_text(encoding="utf-8"))
    data["format"] = data.pop("format")  # written last, far from the file's first bytes
    scenario = tmp_path / "my-table.json"
    scenario.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "mine.png"
    done = run(str(scenario), "-o", str(out), "--scale", "0.3", "--no-caption")
    assert done.returncode == 0, done.stderr
    assert games.load_game(str(out)).state == demo_state()


def test_render_mat_region_width_and_no_caption(tmp_path: Path) -> None:
    mat = tmp_path / "mat.png"
    done = run("demo", "-o", str(mat), "--mat", "veyth", "--width", "600", "--no-caption")
    assert done.returncode == 0, done.stderr
    with Image.open(mat) as png:
        assert png.width == 600
        assert png.height < 300  # a mat is wide and low; no caption band under it
    region = tmp_path / "region.png"
    done = run(str(mat), "-o", str(region), "--region", "0,0,400,300", "--scale", "2")
    assert done.returncode == 0, done.stderr  # re-rendered from the game in the first PNG
    with Image.open(region) as png:
        assert png.width == 800
        assert png.height > 600  # the caption band under the 800 × 600 picture


def test_render_keeps_annotations_or_not(tmp_path: Path) -> None:
    from PySide6.QtCore import QPointF

    save = tmp_path / "noted.json"
    games.save_game(str(save), demo_state(), (), (an_model.marker(QPointF(200, 100), 1),))
    with_notes = tmp_path / "with.png"
    without = tmp_path / "without.png"
    assert run(str(save), "-o", str(with_notes), "--no-caption").returncode == 0
    assert run(str(save), "-o", str(without), "--no-caption", "--no-annotations").returncode == 0
    with Image.open(with_notes) as a, Image.open(without) as b:
        assert a.size == b.size
        assert a.convert("RGB").tobytes() != b.convert("RGB").tobytes()
    assert games.open_game_file(str(without)).annotations  # still carried in the game


def test_bad_input_exits_2_with_a_sentence(tmp_path: Path) -> None:
    out = tmp_path / "x.png"
    missing = run(str(tmp_path / "missing.json"), "-o", str(out))
    assert missing.returncode == 2 and "no such file" in missing.stderr
    unknown = run("no-such-scenario", "-o", str(out))
    assert unknown.returncode == 2 and "neither a file nor a scenario name" in unknown.stderr
    nobody = run("demo", "-o", str(out), "--mat", "Bob")
    assert nobody.returncode == 2 and "no adventurer called 'Bob'" in nobody.stderr
    region = run("demo", "-o", str(out), "--region", "1,2,3")
    assert region.returncode == 2 and "x,y,w,h" in region.stderr
    picture = tmp_path / "holiday.png"
    Image.new("RGB", (4, 4)).save(picture)
    plain = run(str(picture), "-o", str(out))
    assert plain.returncode == 2 and "carries no eraboard game" in plain.stderr
    assert not out.exists()


def test_example_pictures_in_docs_open_as_games() -> None:
    folder = ROOT / "assets" / "screenshots"
    source = games.open_game_file(str(folder / "rules-question.eraboard.json"))
    assert len(source.annotations) == 6
    names = ["table.png", "mat.png", "region.png", "annotated.png", "annotated-table.png"]
    pictures = [folder / name for name in names]
    for picture in pictures:
        assert picture.stat().st_size < 1_500_000
        game = games.open_game_file(str(picture))
        assert game.state == source.state
        assert game.annotations == source.annotations
