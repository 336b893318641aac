"""File dialogs start in a real folder: the last one the player used, else their documents,
never wherever the program happened to be started from."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog

from gui.files.folders import dialog_folder


def test_the_last_folder_used_while_it_exists(tmp_path: Path) -> None:
    assert dialog_folder(str(tmp_path)) == str(tmp_path)


@pytest.mark.parametrize("last", [None, "", "/no/such/folder/left"])
def test_else_an_existing_folder_of_the_player(last: object) -> None:
    folder = Path(dialog_folder(last))
    assert folder.is_absolute() and folder.is_dir()


def test_the_first_save_of_a_game_starts_in_an_absolute_folder(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a[2]) or ("", "")
    )
    assert window.file_path is None
    assert not window.save_game()
    suggested = Path(asked[0])
    assert suggested.is_absolute() and suggested.parent.is_dir()
    # Named after the game, as Export names its pictures.
    assert suggested.name == "The-Ashen-Cellar-the-delve.eraboard.json"


def test_open_starts_in_the_folder_last_used_for_any_file(
    window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *a, **k: asked.append(a[2]) or ("", "")
    )
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    assert window.screenshots.export("table", path=str(pictures / "table.png"))
    window.commands["open"].trigger()
    assert asked == [str(pictures)]
    games = tmp_path / "games"
    games.mkdir()
    assert window.write_to(str(games / "evening.eraboard.json"))
    window.commands["open"].trigger()
    assert asked[-1] == str(games)
