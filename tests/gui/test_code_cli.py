"""``eraboard code``, and a code given to ``eraboard render``: run as real processes."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from gui.files import games
from rules.setup import delve_state
from tests.gui.test_cli import run


def code(*args: str):
    return run(*args, command="code")


def test_code_of_a_scenario_opens_to_the_same_table(tmp_path: Path) -> None:
    done = code("delve")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ERABOARD 1 ")
    path = tmp_path / "question.txt"
    path.write_text(done.stdout, encoding="utf-8")
    assert games.open_game_file(str(path)).state == delve_state()


def test_code_of_a_picture_and_with_history(tmp_path: Path) -> None:
    save = tmp_path / "game.eraboard.json"
    state = delve_state()
    games.save_game(str(save), state, (), (), state)
    picture = tmp_path / "game.png"
    assert run(str(save), "-o", str(picture)).returncode == 0
    from_save, from_picture = code(str(save)), code(str(picture))
    assert from_save.returncode == from_picture.returncode == 0
    assert from_save.stdout == from_picture.stdout
    whole = code(str(save), "--history")
    path = tmp_path / "whole.txt"
    path.write_text(whole.stdout, encoding="utf-8")
    assert games.open_game_file(str(path)).start == state


def test_code_of_a_missing_file_says_so() -> None:
    done = code("nothing.eraboard.json")
    assert done.returncode == 2
    assert done.stderr == "eraboard code: nothing.eraboard.json: no such file\n"


def test_render_of_a_code_draws_what_the_save_draws(tmp_path: Path) -> None:
    save = tmp_path / "game.eraboard.json"
    games.save_game(str(save), delve_state())
    text = tmp_path / "game.txt"
    text.write_text(code(str(save)).stdout, encoding="utf-8")
    pictures = []
    for source in (save, text):
        out = tmp_path / f"{source.stem}-{source.suffix[1:]}.png"
        done = run(str(source), "-o", str(out))
        assert done.returncode == 0, done.stderr
        with Image.open(out) as image:
            pictures.append((image.size, image.tobytes()))
    assert pictures[0] == pictures[1]
