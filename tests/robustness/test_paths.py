"""Paths a player's files may take: Save through a symbolic link, `eraboard render -o` onto
a file that is not one of its pictures."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from gui import cli
from gui.files import games
from rules.setup import demo_state


def test_save_over_a_symbolic_link_writes_through_it(tmp_path: Path) -> None:
    real = tmp_path / "campaigns" / "game.eraboard.json"
    real.parent.mkdir()
    games.save_game(str(real), demo_state())
    link = tmp_path / "current.eraboard.json"
    link.symlink_to(real)
    state = demo_state()
    games.save_game(str(link), state, (), (), state)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert games.load_game(str(real)).start == state


def test_render_never_replaces_a_file_that_is_not_its_picture(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = tmp_path / "game.eraboard.json"
    games.save_game(str(save), demo_state())
    before = save.read_bytes()
    assert cli.main(["-o", str(save)]) != 0  # the source forgotten: -o names the save
    assert save.read_bytes() == before
    assert "not a picture eraboard wrote" in capsys.readouterr().err
    picture = tmp_path / "table.png"
    assert cli.main(["-o", str(picture), "--no-caption"]) == 0
    assert cli.main(["-o", str(picture), "--no-caption"]) == 0  # its own picture: replaced
    assert cli.main(["-o", str(save), "--force", "--no-caption"]) == 0
    assert games.is_picture(games.head_of(str(save)))


def test_open_recent_keeps_a_game_in_a_folder_whose_name_is_not_utf8(  # type: ignore[no-untyped-def]
    window, tmp_path: Path
) -> None:
    from gui.window.recent import RecentFiles

    folder = os.fsdecode(os.fsencode(str(tmp_path)) + b"/caf\xe9")
    os.mkdir(folder)
    path = os.path.join(folder, "game.eraboard.json")
    assert window.write_to(path)
    window.settings.sync()
    again = RecentFiles(window.settings, window.open_path, window)  # as the next run reads it
    assert again.paths()[0] == path
    assert again.open(path)
    assert window.file_path == path
