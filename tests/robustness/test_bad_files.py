"""Bad files: each one gives one clear error, the open game stays as it was, and nothing on
disk is overwritten.

The committed corpus is ``tests/data/bad/`` (``make_corpus.py`` writes it); the big ones
(50 MB, 15 MB of text, 100,000 levels of nesting) are made here, in a temporary folder.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from gui.files import games
from rules import actions as act

CORPUS = Path(__file__).resolve().parents[1] / "data" / "bad"

#: What the one error must say, file by file (lower case).
EXPECTED = {
    "truncated.json": "valid json",
    "empty.json": "valid json",
    "garbage.bin": "utf-8",
    "wrong_type_hp.json": "whole number",
    "wrong_type_list.json": "a list",
    "top_level_list.json": "an object",
    "missing_state.json": "state: expected a required key",
    "not_a_save.json": "eraboard-save",
    "unknown_version.json": "version",
    "unknown_action.json": "known action",
    "die_in_two_places.json": "two places",
    "track_of_14.json": "at most 13",
    "huge_number.json": "digits",
    "huge_digits.json": "digits",
    "huge_float.json": "finite numbers",
    "negative_hp.json": "hp",
    "deep_nesting.json": "nested",
    "invalid_utf8.json": "utf-8",
    "not_a_save.png": "",  # no PNG loading yet: any clear refusal
    "damaged_chunk.png": "",
    "duplicate_key.json": "each key once",
    "lone_surrogate.json": "surrogate",
    "newline_in_name.json": "one line of text",
    "pending_unknown_shape.json": "not in the library",
    "town_choice_off_map.json": "not a town",
    "acted_unknown_unit.json": "not there",
    "negative_placed_count.json": "the tiles placed is -1",
    "jpeg_named.png": "jpeg picture",
    "newer_version.png": "newer eraboard",
    "zlib_garbage.png": "cannot be unpacked",
}
JARGON = ("traceback", "error:", "exception", "sys.", "0x", "<", "errno", "none")


def _fifty_megabytes(folder: Path) -> Path:
    path = folder / "fifty_megabytes.json"
    with path.open("wb") as out:
        out.write(b'{"format":"eraboard-save","version":1,"actions":["')
        block = b"x" * (1024 * 1024)
        for _ in range(50):
            out.write(block)
        out.write(b'"],"state":{}}')
    return path


def _fifteen_megabytes(folder: Path) -> Path:
    path = folder / "fifteen_megabytes.json"
    path.write_bytes(b'{"format":"eraboard-save","version":1,"state":"' + b"y" * 15_000_000 + b'"}')
    return path


def _very_deep(folder: Path) -> Path:
    path = folder / "very_deep.json"
    path.write_bytes(b'{"state":' + b'{"a":' * 100_000 + b"1" + b"}" * 100_001)
    return path


def _too_many_actions(folder: Path) -> Path:
    path = folder / "too_many_actions.json"
    from rules.save import dump_game
    from rules.setup import demo_state

    state = json.dumps(json.loads(dump_game(demo_state()))["state"]).encode("utf-8")
    head = b'{"format":"eraboard-save","version":1,"actions":['
    path.write_bytes(head + b",".join([b"{}"] * 1_000_001) + b'],"state":' + state + b"}")
    return path


def _a_folder(folder: Path) -> Path:
    path = folder / "a_folder.json"
    path.mkdir()
    return path


def _missing(folder: Path) -> Path:
    return folder / "no_such_game.json"


GENERATED: dict[str, tuple[Callable[[Path], Path], str]] = {
    "fifty_megabytes.json": (_fifty_megabytes, "too big"),
    "fifteen_megabytes.json": (_fifteen_megabytes, "state: expected an object"),
    "very_deep.json": (_very_deep, "nested"),
    "too_many_actions.json": (_too_many_actions, "too many objects"),
    "a_folder.json": (_a_folder, "a folder, not a file"),
    "no_such_game.json": (_missing, "does not exist"),
}
ALL = sorted(EXPECTED) + sorted(GENERATED)


@pytest.fixture
def bad_file(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    name = request.param
    if name in GENERATED:
        return GENERATED[name][0](tmp_path_factory.mktemp("bad"))
    return CORPUS / name


def expected_phrase(name: str) -> str:
    return GENERATED[name][1] if name in GENERATED else EXPECTED[name]


def test_the_corpus_is_complete() -> None:
    on_disk = {p.name for p in CORPUS.iterdir() if p.suffix != ".py"}
    assert on_disk == set(EXPECTED)


def _check_message(message: str, path: Path, phrase: str) -> None:
    assert message.startswith(path.name + ":"), message
    lowered = message.lower()
    assert phrase in lowered, message
    assert len(message) < 300, message
    assert not any(word in lowered.split(":", 1)[1] for word in JARGON), message


@pytest.mark.parametrize("bad_file", ALL, indirect=True)
def test_each_bad_file_gives_one_clear_error(bad_file: Path) -> None:
    if bad_file.name == "a_folder.json" and os.name != "posix":
        pytest.skip("folder errors differ off POSIX")
    with pytest.raises(games.GameFileError) as caught:
        games.load_game(str(bad_file))
    error = caught.value
    assert error.path == str(bad_file)
    _check_message(str(error), bad_file, expected_phrase(bad_file.name))


def _snapshot(*folders: Path) -> dict[str, tuple[str, int]]:
    out = {}
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                digest = hashlib.sha256(path.read_bytes()).hexdigest()
                out[str(path)] = (digest, path.stat().st_mtime_ns)
    return out


def _window_and_disk(window: Any, *folders: Path) -> dict[str, object]:
    """Everything a failed Open must leave as it was: the game, its history, the window's
    title and pieces, and the files on disk."""
    return {
        "state": window.session.state,
        "index": window.session.undo_stack.index(),
        "count": window.session.undo_stack.count(),
        "file": window.file_path,
        "title": window.windowTitle(),
        "modified": window.isWindowModified(),
        "log": window.log.count(),
        "dice": {d: (i.pos(), i.look) for d, i in window.scene.dice.items()},
        "disk": _snapshot(*folders),
    }


@pytest.mark.parametrize("bad_file", ALL, indirect=True)
def test_opening_a_bad_file_changes_nothing(
    window, bad_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    autosaves = folder / "autosaves"
    autosaves.mkdir()
    monkeypatch.setattr(games, "autosave_dir", lambda: autosaves)
    window.autosave_enabled = True
    assert window.write_to(str(folder / "evening.eraboard.json"))
    window.session.submit(act.GainFatigue("hrolfa", light=1))  # unsaved, autosaved
    window.filing.autosave.flush()
    assert any(autosaves.glob("*.journal"))
    warnings: list[str] = []
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: warnings.append(args[2]))
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args[2]))
    window.confirm_discard = lambda: asked.append("discard?") or True

    before = _window_and_disk(window, folder, bad_file.parent)
    assert window.open_path(str(bad_file)) is False
    after = _window_and_disk(window, folder, bad_file.parent)
    assert after["state"] is before["state"]
    assert after == before
    assert asked == []
    assert len(warnings) == 1
    _check_message(warnings[0], bad_file, expected_phrase(bad_file.name))
