"""Save, reopen, bad files and the dirty marker, through the real window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from rules import actions as act


def test_save_then_reopen_gives_the_same_table(window, tmp_path: Path) -> None:
    window.session.submit(act.GainFatigue("hrolfa", light=1))
    assert window.isWindowModified()
    path = tmp_path / "game.eraboard.json"
    assert window.write_to(str(path))
    assert not window.isWindowModified()
    saved_state = window.session.state
    saved_positions = {d: item.pos() for d, item in window.scene.dice.items()}
    window.session.submit(act.GainFatigue("veyth", over=1))
    assert window.open_path(str(path))
    assert window.session.state == saved_state
    assert {d: item.pos() for d, item in window.scene.dice.items()} == saved_positions
    assert window.file_path == str(path)
    assert "game.eraboard.json" in window.windowTitle()


def test_a_bad_file_leaves_the_open_game_untouched(window, tmp_path: Path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    window.session.submit(act.GainFatigue("hrolfa", light=1))
    before = window.session.state
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "eraboard-save", "version": 1, "state": {', encoding="utf-8")
    assert not window.open_path(str(bad))
    assert window.session.state is before
    assert shown and "broken.json" in shown[0]
    assert bad.read_text(encoding="utf-8").endswith("{")


def test_saving_is_atomic_and_leaves_no_temporary_files(window, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    assert window.write_to(str(path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "settings.ini"] or sorted(
        p.name for p in tmp_path.iterdir()
    ) == ["game.json"]
    assert path.read_text(encoding="utf-8").lstrip().startswith("{")


def test_autosave_writes_after_every_action(window, tmp_path: Path) -> None:
    from gui import files

    window.autosave_enabled = True
    files.autosave_path().unlink(missing_ok=True)
    window.session.submit(act.GainFatigue("hrolfa", light=1))
    saved = files.load_game(str(files.autosave_path()))
    assert saved.state == window.session.state
    files.autosave_path().unlink(missing_ok=True)


def test_after_a_crash_the_autosave_is_offered_and_restored(window, monkeypatch) -> None:
    from gui import files

    window.autosave_enabled = True
    window.session.submit(act.GainFatigue("zarri", light=1))  # written to the autosave
    crashed = window.session.state
    window.autosave_enabled = False
    window.session.submit(act.GainFatigue("zarri", light=1))  # lost in the "crash"
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert window.offer_autosave_restore()
    assert window.session.state == crashed
    files.autosave_path().unlink(missing_ok=True)
    assert not window.offer_autosave_restore()
