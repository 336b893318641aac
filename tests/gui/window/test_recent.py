"""File > Open Recent, through the real window's menu."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from gui.window.recent import MAX_RECENT, SETTING
from rules import actions as act


def recent_menu(window: Any) -> QMenu:
    file_menu = window.menuBar().actions()[0].menu()
    menu = next(a.menu() for a in file_menu.actions() if a.menu() is not None)
    menu.aboutToShow.emit()  # what opening it does: the list is read again
    return menu


def entries(window: Any) -> list[QAction]:
    """The games listed (each carries its full path as its status tip)."""
    return [a for a in recent_menu(window).actions() if a.statusTip()]


def clear_action(window: Any) -> QAction:
    return recent_menu(window).actions()[-1]


def test_games_saved_and_opened_are_listed_newest_first(window: Any, tmp_path: Path) -> None:
    first, second = tmp_path / "first.eraboard.json", tmp_path / "second.eraboard.json"
    assert window.write_to(str(first))
    assert window.write_to(str(second))
    assert window.open_path(str(first))
    listed = entries(window)
    assert [a.text() for a in listed] == ["&1 first.eraboard.json", "&2 second.eraboard.json"]
    assert listed[0].toolTip() == str(first)


def test_choosing_one_opens_it(window: Any, tmp_path: Path) -> None:
    path = tmp_path / "kept.eraboard.json"
    assert window.write_to(str(path))
    saved = window.session.state
    window.session.submit(act.GainFatigue("hrolfa", light=1))
    window.confirm_discard = lambda: True
    entries(window)[0].trigger()
    assert window.session.state == saved
    assert window.file_path == str(path)


def test_a_game_gone_from_its_folder_is_said_and_leaves_the_list(
    window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "moved.eraboard.json"
    assert window.write_to(str(path))
    path.unlink()
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
    before = window.session.state
    entries(window)[0].trigger()
    assert said and "moved.eraboard.json" in said[0]
    assert window.session.state is before
    assert entries(window) == []
    assert not clear_action(window).isEnabled()  # nothing to clear


def test_the_list_keeps_the_newest_few_once_each_and_can_be_cleared(
    window: Any, tmp_path: Path
) -> None:
    for n in range(MAX_RECENT + 3):
        assert window.write_to(str(tmp_path / f"g{n}.eraboard.json"))
    assert window.write_to(str(tmp_path / "g5.eraboard.json"))
    names = [a.text().split(" ", 1)[1] for a in entries(window)]
    assert len(names) == MAX_RECENT and len(set(names)) == MAX_RECENT
    assert names[:2] == ["g5.eraboard.json", f"g{MAX_RECENT + 2}.eraboard.json"]
    clear_action(window).trigger()
    assert entries(window) == []


def test_two_games_of_one_name_show_their_folders(window: Any, tmp_path: Path) -> None:
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        assert window.write_to(str(tmp_path / folder / "same.eraboard.json"))
    texts = [a.text() for a in entries(window)]
    assert texts == [
        f"&1 same.eraboard.json ({tmp_path / 'b'})",
        f"&2 same.eraboard.json ({tmp_path / 'a'})",
    ]


def test_a_single_remembered_game_survives_the_settings_file(window: Any, tmp_path: Path) -> None:
    path = tmp_path / "only.eraboard.json"
    assert window.write_to(str(path))
    window.settings.sync()
    # INI settings give a one-element list back as a plain string.
    window.settings.setValue(SETTING, str(path))
    assert [a.toolTip() for a in entries(window)] == [str(path)]
