"""The player's library: an editor's draft is offered back only when the eraboard that wrote
it stopped, never while another running eraboard still has the editor open."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gui.files.library import Library

ROOT = Path(__file__).resolve().parents[3]

# Another eraboard: it opens an editor (its draft is written) and is killed with it open.
_CRASHED = """
import os, sys
from pathlib import Path
from gui.files.library import Library
library = Library(Path(sys.argv[1]))
library.save_draft("tile", {"name": "Half-done"})
os._exit(9)
"""


def test_a_draft_another_running_eraboard_holds_is_not_offered(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    running = Library(tmp_path)
    running.save_draft("tile", {"name": "Being edited"})
    starting = Library(tmp_path)
    assert not starting.left_by_a_crash("tile")
    # The same editor opened in the second: the first one's draft is the one kept.
    starting.save_draft("tile", {"name": "Opened twice"})
    starting.clear_draft("tile")
    assert running.draft("tile") == {"name": "Being edited"}
    running.clear_draft("tile")  # the editor closed: the draft and its lock go
    assert not (tmp_path / "drafts" / "tile.json").exists()
    assert not starting.left_by_a_crash("tile")


def test_the_draft_of_a_stopped_eraboard_is_offered_once(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", _CRASHED, str(tmp_path)], env=env, cwd=ROOT, check=False
    )
    assert done.returncode == 9
    assert (tmp_path / "drafts" / "tile.lock").exists()  # left behind by the crash
    first, second = Library(tmp_path), Library(tmp_path)
    assert first.left_by_a_crash("tile")
    assert first.draft("tile") == {"name": "Half-done"}
    assert not second.left_by_a_crash("tile")  # the first instance took it over
    first.clear_draft("tile")
    assert not second.left_by_a_crash("tile")


def test_a_draft_written_before_drafts_had_locks_is_offered(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    drafts = tmp_path / "drafts"
    drafts.mkdir()
    (drafts / "encounter.json").write_text('{"editor": "encounter", "value": {}}', "utf-8")
    assert Library(tmp_path).left_by_a_crash("encounter")
