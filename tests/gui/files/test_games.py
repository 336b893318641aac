"""Save, reopen, bad files and the dirty marker, through the real window."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from gui.files import games, png, tempfiles
from gui.files.autosave import orphans
from gui.window.main import MainWindow
from rules import actions as act
from rules import legal_actions
from rules.setup import delve_state, demo_state


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


def test_a_failed_save_says_so_in_the_player_s_language(
    window, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from gui.words import i18n

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[1:3]))
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    try:
        i18n.install("fr")
        assert not window.write_to(str(blocker / "game.json"))
        window.open_path(str(tmp_path / "missing.json"))
    finally:
        i18n.install("en")
    assert shown[0][1].startswith("Échec de l'enregistrement")
    assert "n'est pas un dossier" in shown[0][1]  # the reason too, not the system's words
    assert shown[1][0] == "Impossible d'ouvrir ce fichier"
    assert "n'existe pas" in shown[1][1]


def test_saving_is_atomic_and_leaves_no_temporary_files(window, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    assert window.write_to(str(path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "settings.ini"] or sorted(
        p.name for p in tmp_path.iterdir()
    ) == ["game.json"]
    assert path.read_text(encoding="utf-8").lstrip().startswith("{")


@pytest.fixture
def autosaves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "autosaves"
    folder.mkdir()
    monkeypatch.setattr(games, "autosave_dir", lambda: folder)
    return folder


def _play(window, n: int) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(n)
    done = 0
    while done < n:
        options = [a for a in legal_actions(window.session.state) if not _asks(a)]
        if window.session.submit(rng.choice(options)):
            done += 1


def _asks(action: object) -> bool:
    return type(action).__name__ in {"Rest", "AdventurersRest"}


def test_autosave_journals_every_action_and_restores(window, autosaves: Path) -> None:
    window.autosave_enabled = True
    window.session.submit(act.GainFatigue("hrolfa", light=1))
    window.filing.autosave.flush()
    journal = next(autosaves.glob("*.journal"))
    assert journal.read_bytes().count(b"\n") == 1
    assert not orphans(autosaves)  # the live instance's autosave is never offered
    lock = autosaves / f"{window.filing.autosave.id}.lock"
    os.utime(lock, (1_000_000_000, 1_000_000_000))  # an evening-old lock of a live window
    assert not orphans(autosaves)
    window.filing.autosave.lock.unlock()  # as if the process had been killed
    (found,) = orphans(autosaves)
    assert found.load().state == window.session.state


def test_autosave_snapshots_of_the_journaled_log_restore_the_game(
    window, autosaves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QPointF

    from gui.annotations import model as notes
    from gui.files import autosave

    monkeypatch.setattr(autosave, "SNAPSHOT_EVERY", 4)  # many snapshots, journal between
    window.autosave_enabled = True
    stack = window.session.undo_stack
    rng = random.Random(5)
    for i in range(40):
        _play(window, 1 + i % 3)
        if i % 4 == 1:
            stack.undo()
        if i % 9 == 2:
            stack.redo()
        if i == 20:
            window.session.annotate(notes.marker(QPointF(0, 0), 1))
        if i == 30:
            stack.setIndex(stack.index() - rng.randint(2, 5))  # a rewind
    window.filing.snapshot()  # from the log the journal lines made
    window.filing.autosave.flush()
    session = window.session
    snapshot = max(autosaves.glob("*.eraboard.json"), key=lambda p: int(p.name.split(".")[1]))
    expected = games.game_text(session.state, session.actions(), session.annotations, session.start)
    assert snapshot.read_text(encoding="utf-8") == expected
    _play(window, 3)
    stack.undo()
    window.filing.autosave.flush()
    window.filing.autosave.lock.unlock()  # killed
    (found,) = orphans(autosaves)
    game = found.load()
    assert game.actions == tuple(session.actions())
    assert game.state == session.state


def test_two_instances_keep_their_own_autosaves(qtbot, settings, autosaves: Path) -> None:
    first = MainWindow(delve_state(), settings=settings, seed=1, autosave=True)
    first.confirm_discard = lambda: True  # type: ignore[method-assign]
    second = MainWindow(delve_state(), settings=settings, seed=2, autosave=True)
    qtbot.addWidget(first)
    qtbot.addWidget(second)
    first.session.submit(act.GainFatigue("hrolfa", light=1))
    second.session.submit(act.GainFatigue("zarri", light=1))
    assert first.filing.autosave.id != second.filing.autosave.id
    assert not second.offer_autosave_restore()  # the first window is alive
    second.confirm_discard = lambda: True  # type: ignore[method-assign]
    second.close()  # quitting the second removes only its own autosave
    first.filing.autosave.flush()
    first.filing.autosave.lock.unlock()  # the first "crashes"
    (left,) = orphans(autosaves)
    assert left.id == first.filing.autosave.id
    assert left.load().state == first.session.state


def test_a_restored_game_stays_modified_and_keeps_its_autosave(
    window, autosaves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.autosave_enabled = True
    window.session.submit(act.GainFatigue("zarri", light=1))
    crashed = window.session.state
    window.filing.autosave.flush()
    window.filing.autosave.lock.unlock()  # killed
    window.filing.autosave = None
    window.session.reset(delve_state())
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert window.offer_autosave_restore()
    assert window.session.state == crashed
    assert window.isWindowModified()
    restored = window.filing.restored
    assert restored is not None and restored.paths()
    window.autosave_enabled = True
    assert window.write_to(str(autosaves.parent / "kept.eraboard.json"))
    assert not restored.paths()  # deleted once saved


def test_the_newest_of_several_autosaves_is_offered_first(
    qtbot, settings, autosaves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    windows = []
    for seed, adventurer in ((1, "hrolfa"), (2, "zarri")):
        crashed = MainWindow(delve_state(), settings=settings, seed=seed, autosave=True)
        qtbot.addWidget(crashed)
        crashed.session.submit(act.GainFatigue(adventurer, light=1))
        crashed.filing.autosave.flush()
        windows.append(crashed)
    older, newer = windows
    for path in autosaves.glob(f"{older.filing.autosave.id}.*"):
        os.utime(path, (1_000_000_000, 1_000_000_000))  # played long ago
    ids = []
    for crashed in windows:
        ids.append(crashed.filing.autosave.id)
        crashed.filing.autosave.lock.unlock()  # both killed
        crashed.filing.autosave = None
        crashed.confirm_discard = lambda: True  # type: ignore[method-assign]
    assert [o.id for o in orphans(autosaves)] == ids[::-1]
    asked: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    window = MainWindow(delve_state(), settings=settings, seed=3, autosave=False)
    qtbot.addWidget(window)
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    assert window.offer_autosave_restore()
    assert window.session.state == newer.session.state
    assert len(asked) == 1 and asked[0].endswith("(Autosave 1 of 2, the newest first.)")
    assert "2001-09-09" not in asked[0]  # the newer one's time, not the older one's


def test_discarding_a_restored_game_deletes_its_autosave(
    window, autosaves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.autosave_enabled = True
    window.session.submit(act.GainFatigue("zarri", light=1))
    window.filing.autosave.flush()
    window.filing.autosave.lock.unlock()
    window.filing.autosave = None
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard)
    assert not window.offer_autosave_restore()
    assert not orphans(autosaves)


def test_an_autosave_of_nothing_played_is_not_offered(
    qtbot, settings, autosaves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rules.setup import demo_state

    crashed = MainWindow(delve_state(), settings=settings, seed=1, autosave=True)
    qtbot.addWidget(crashed)
    crashed.filing.autosave.flush()
    crashed.filing.autosave.lock.unlock()  # killed before anything was played
    crashed.filing.autosave = None
    assert orphans(autosaves)
    asked: list[object] = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a: asked.append(a) or QMessageBox.StandardButton.No
    )
    other = MainWindow(demo_state(), settings=settings, seed=2, autosave=False)
    qtbot.addWidget(other)
    assert not other.offer_autosave_restore()
    assert len(asked) == 1  # another table than the one on screen: still offered
    same = MainWindow(delve_state(), settings=settings, seed=3, autosave=False)
    qtbot.addWidget(same)
    assert not same.offer_autosave_restore()
    assert len(asked) == 1  # the very table on screen, nothing played: not asked
    assert not orphans(autosaves)  # and gone


def test_open_rebuilds_the_whole_history(window, tmp_path: Path) -> None:
    _play(window, 50)
    played = window.session.state
    # What the rules did comes back; what they said of an action that changed nothing (no
    # step of the game) is not saved.
    texts = (window.log.item(i).text() for i in range(window.log.count()))
    log_lines = sum(not text.startswith("Nothing changes: ") for text in texts)
    path = tmp_path / "fifty.eraboard.json"
    assert window.write_to(str(path))
    window.session.reset(delve_state())
    assert window.open_path(str(path))
    stack = window.session.undo_stack
    assert stack.count() == stack.index() == 50
    assert window.session.state == played
    assert window.log.count() >= log_lines > 0
    stack.undo()
    stack.redo()
    assert window.session.state == played
    stack.setIndex(10)  # rewinding by a History line
    rewound = window.session.state
    stack.setIndex(50)
    assert window.write_to(str(path))
    assert len(games.load_game(str(path)).actions) == 50
    stack.setIndex(10)
    assert window.session.state == rewound


def test_a_history_these_rules_refuse_opens_without_it_and_says_so(window, tmp_path: Path) -> None:
    _play(window, 10)
    played = window.session.state
    actions = window.session.actions()
    path = tmp_path / "other-rules.eraboard.json"
    # Saved by a version whose rules played these actions from another start.
    path.write_text(games.game_text(played, actions, (), demo_state()), encoding="utf-8")
    assert window.open_path(str(path))
    assert window.session.state == played
    assert window.session.undo_stack.count() == 0
    said = "could not be played again"
    assert said in window.statusBar().currentMessage()
    assert said in window.log.item(window.log.count() - 1).text()


def test_new_from_scenario_offers_the_scenarios_by_their_titles(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    offered: list[list[str]] = []

    def choose(*args: object) -> tuple[str, bool]:
        offered.append(list(args[3]))  # type: ignore[call-overload]
        return "The Ashen Cellar: the mats", True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    window.commands["new"].trigger()
    assert offered == [["The Ashen Cellar: the delve", "The Ashen Cellar: the mats"]]
    assert window.session.state == demo_state()
    assert window.scene.map_layer.bmap is None and window.file_path is None


def test_a_scenario_file_opens_as_a_fresh_table_never_saved_over(
    window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    from rules.setup import SCENARIO_DIR

    data = json.loads((SCENARIO_DIR / "demo.json").read_text(encoding="utf-8"))
    data["format"] = data.pop("format")  # wherever the key stands
    scenario = tmp_path / "my-table.json"
    scenario.write_text(json.dumps(data), encoding="utf-8")
    before = scenario.read_bytes()
    assert window.open_path(str(scenario))
    assert window.session.state == demo_state()
    assert window.file_path is None  # Save asks where
    asked: list[str] = []

    def save_as(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append("save as")
        return str(tmp_path / "played.eraboard.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    assert window.save_game()
    assert asked and scenario.read_bytes() == before
    assert games.load_game(str(tmp_path / "played.eraboard.json")).state == demo_state()


def test_a_game_opened_from_a_picture_is_never_saved_over_it(
    window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    picture = tmp_path / "x.png"
    text = games.game_text(window.session.state, (), (), window.session.start)
    _png(picture, text)
    before = picture.read_bytes()
    assert window.open_path(str(picture))
    window.session.submit(act.GainFatigue("hrolfa", light=1))
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a[2]) or ("", "")
    )
    assert not window.save_game()
    assert asked and asked[0].endswith("x.eraboard.json")
    assert picture.read_bytes() == before
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(a[2]))
    assert not window.write_to(str(picture))
    assert picture.read_bytes() == before and "picture" in warned[0]


def _png(path: Path, text: str) -> None:
    from PIL import Image

    writer = png.PngWriter(path, 2, 2, {png.SAVE_KEY: text})
    writer.write(Image.new("RGB", (2, 2)))
    writer.close()


def test_the_autosave_of_an_earlier_version_is_offered(
    window, autosaves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.submit(act.GainFatigue("zarri", light=1))
    kept = window.session.state
    monkeypatch.setattr(games, "app_data_dir", lambda: autosaves.parent)
    legacy = autosaves.parent / "autosave.eraboard.json"
    games.save_game(str(legacy), kept)
    window.session.reset(delve_state())
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert window.offer_autosave_restore()
    assert window.session.state == kept
    assert not legacy.exists()


@pytest.mark.parametrize("nested", [True, False])
def test_an_earlier_data_folder_moves_into_the_new_one(tmp_path: Path, nested: bool) -> None:
    folder = tmp_path / "share" / "eraboard"
    earlier = folder / "eraboard" if nested else tmp_path / "roaming" / "eraboard" / "eraboard"
    (earlier / "library").mkdir(parents=True)
    (earlier / "library" / "skills.json").write_text("{}", encoding="utf-8")
    (earlier / "autosaves").mkdir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "autosaves").mkdir()  # already there: left as it is, the earlier one stays
    moved = tempfiles.move_earlier_data(earlier, folder)
    assert moved == ["library"]
    assert (folder / "library" / "skills.json").read_text(encoding="utf-8") == "{}"
    assert (earlier / "autosaves").is_dir()
    (earlier / "autosaves").rmdir()
    assert tempfiles.move_earlier_data(earlier, folder) == []
    assert not earlier.exists()


def test_the_data_folder_is_eraboard_in_the_platform_data_folder() -> None:
    folder = games.app_data_dir()
    assert folder.name == "eraboard" and folder.parent.name != "eraboard"


def test_the_restore_offer_names_the_game(
    window, autosaves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window.autosave_enabled = True
    window.session.submit(act.GainFatigue("zarri", light=1))
    window.filing.autosave.flush()
    window.filing.autosave.lock.unlock()  # killed
    window.filing.autosave = None
    window.session.reset(delve_state())
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a: asked.append(a[2]) or QMessageBox.StandardButton.No
    )
    assert not window.offer_autosave_restore()
    battle = window.session.state.battle
    assert "The Ashen Cellar: the delve" in asked[0] and f"round {battle.counter}" in asked[0]
    assert "last action: Zarri-do" in asked[0] and "gains 1 light fatigue" in asked[0]


def test_the_next_start_reopens_the_game_on_the_table(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from gui.window.filing import last_open

    path = tmp_path / "evening.eraboard.json"
    assert window.write_to(str(path))
    window.close()
    assert last_open(window.settings) == str(path)
    path.unlink()  # gone meanwhile: the demo, then
    assert last_open(window.settings) is None
