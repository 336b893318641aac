"""The player's library survives a second running eraboard, a full disk, a missing data
folder and hostile files: no addition is dropped, no work is lost, every refusal is said."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from gui.dialogs.skills import SkillLibraryDialog
from gui.files import library as library_module
from gui.files.library import Library, LibraryRefused
from rules.specs import PARTY_FORMAT, SKILL_FORMAT, dump_json
from tests.robustness.library_child import sample_adventurer, sample_line, sample_tile

ROOT = Path(__file__).resolve().parents[2]


def child(*args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ERABOARD_TEST="1", PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "tests.robustness.library_child", *args],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def run_child(*args: str) -> tuple[str, str]:
    process = child(*args)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err[-3000:]
    return out, err


def test_two_eraboards_never_drop_each_others_additions(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    mine = Library(tmp_path)
    shelf = SkillLibraryDialog(mine)  # open before the other eraboard writes
    qtbot.addWidget(shelf)
    run_child("add", str(tmp_path), "Otherline")
    shelf._store(sample_line("Mineline"))
    names = [x.name for x in Library(tmp_path).skill_lines()]
    assert "Otherline" in names and "Mineline" in names
    assert [x.name for x in shelf.lines] == names  # the dialog sees what the other saved
    mine.save_adventurer(sample_adventurer("Mineline"))
    mine.add_race("minerace")
    mine.save_tile(sample_tile("Minetile"))
    again = Library(tmp_path)
    assert {a.name for a in again.adventurers()} == {"Otherline", "Mineline"}
    assert {"Otherline", "minerace"} <= set(again.races())  # each as typed
    assert {"Otherline", "Minetile"} <= {str(t["name"]) for t in again.own_tiles()}
    assert again.problems == []


def test_a_write_while_another_eraboard_holds_the_library_is_refused_with_a_reason(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(library_module, "LOCK_WAIT_MS", 300)
    mine = Library(tmp_path)
    shelf = SkillLibraryDialog(mine)
    qtbot.addWidget(shelf)
    holder = child("hold", str(tmp_path))
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(LibraryRefused, match="another eraboard"):
            mine.change_skill_lines([sample_line("Blocked")])
        shelf._store(sample_line("Blocked"))
        assert "Blocked" in [x.name for x in shelf.lines]  # still in the open list
        assert shelf.error_box is not None and "another eraboard" in shelf.error_box.text()
    finally:
        holder.communicate(timeout=30)
    mine.change_skill_lines([sample_line("Blocked")])  # once it is free, it is written
    assert "Blocked" in [x.name for x in Library(tmp_path).skill_lines()]


def test_a_full_disk_keeps_the_new_line_and_adventurer_and_says_so(tmp_path: Path) -> None:
    out, err = run_child("full", str(tmp_path))
    assert "Traceback" not in err, err[-3000:]
    lines = out.splitlines()
    assert "Stormcaller" in lines[0]  # in the library dialog's list
    assert "the disk is full" in lines[1]
    assert "Ashwalker" in lines[2]  # on the mat
    assert "the disk is full" in lines[3]
    assert lines[4] == "kept False"
    assert "the disk is full" in lines[5]


def test_a_data_folder_removed_or_impossible_is_said_and_the_work_kept(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    gone = Library(tmp_path / "library")
    shutil.rmtree(tmp_path / "library")
    gone.change_skill_lines([sample_line("Back")])  # the folder is made again
    assert "Back" in [x.name for x in Library(tmp_path / "library").skill_lines()]
    (tmp_path / "blocked").write_text("a file where the folder should be")
    blocked = Library(tmp_path / "blocked" / "library")
    shelf = SkillLibraryDialog(blocked)
    qtbot.addWidget(shelf)
    shelf._store(sample_line("Kept"))
    assert "Kept" in [x.name for x in shelf.lines]
    assert shelf.error_box is not None and "could not be written" in shelf.error_box.text()


HOSTILE = {
    "deep": b'{"format": "x", "lines": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "long number": b'{"races": [' + b"9" * 5000 + b"]}",
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize(
    "name", ["skill-lines.json", "adventurers.json", "races.json", "tiles.json"]
)
def test_a_hostile_library_file_is_set_aside_and_the_rest_works(
    qapp, tmp_path: Path, kind: str, name: str
) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / name).write_bytes(HOSTILE[kind])
    library = Library(tmp_path)
    library.skill_lines(), library.adventurers(), library.races(), library.own_tiles()
    assert len(library.problems) == 1 and "kept as" in library.problems[0]
    assert not (tmp_path / name).exists()
    assert (tmp_path / name.replace(".json", ".damaged.json")).read_bytes() == HOSTILE[kind]
    library.change_skill_lines([sample_line("Fresh")])
    library.save_adventurer(sample_adventurer("Fresh"))
    assert "Fresh" in [a.name for a in Library(tmp_path).adventurers()]


def test_a_file_from_a_newer_eraboard_is_left_untouched_and_said_newer(
    qapp, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    text = dump_json(SKILL_FORMAT, "lines", [sample_line("Future")]).replace(
        '"version": 1', '"version": 7'
    )
    (tmp_path / "skill-lines.json").write_text(text, "utf-8")
    library = Library(tmp_path)
    library.skill_lines()
    assert len(library.problems) == 1 and "newer" in library.problems[0]
    assert "damaged" not in library.problems[0]
    with pytest.raises(LibraryRefused, match="newer"):
        library.change_skill_lines([sample_line("Now")])
    assert (tmp_path / "skill-lines.json").read_text("utf-8") == text
    assert list(tmp_path.glob("*.damaged*")) == []


def test_a_library_file_with_a_byte_order_mark_is_read(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    text = dump_json(SKILL_FORMAT, "lines", [sample_line("Notepad")])
    (tmp_path / "skill-lines.json").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    (tmp_path / "races.json").write_bytes(b'\xef\xbb\xbf{"races": ["notepadfolk"]}')
    library = Library(tmp_path)
    assert [x.name for x in library.skill_lines()] == ["Notepad"]
    assert "notepadfolk" in library.races()
    assert library.problems == []


def test_one_over_long_name_sets_aside_that_entry_only(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    good = sample_adventurer("Veyth")
    long_one = replace(sample_adventurer("Rask"), name="R" * 300)
    text = dump_json(PARTY_FORMAT, "adventurers", [good, long_one])
    (tmp_path / "adventurers.json").write_text(text, "utf-8")
    library = Library(tmp_path)
    assert [a.name for a in library.adventurers()] == ["Veyth"]
    assert len(library.problems) == 1 and "this entry is kept in" in library.problems[0]
    aside = json.loads((tmp_path / "adventurers.damaged.json").read_text("utf-8"))
    assert [a["name"] for a in aside["adventurers"]] == ["R" * 300]
    again = Library(tmp_path)  # the rest of the file is whole again
    assert [a.name for a in again.adventurers()] == ["Veyth"] and again.problems == []


def test_a_hostile_draft_is_not_offered_and_never_stops_the_app(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "tile.json").write_bytes(HOSTILE["deep"])
    assert Library(tmp_path).draft("tile") is None  # then put aside, as any unreadable draft
