"""The autosave survives faults, in a real window in a child process: a full disk for a
moment (writes failing with ENOSPC), a kill afterwards, a normal quit after failed writes,
and a second eraboard started while the first has restored a game."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gui.files import games
from gui.files.autosave import Orphan, orphans
from tests.robustness.autosave_child import digest

ROOT = Path(__file__).resolve().parents[2]


class Child:
    """The window of `tests.robustness.autosave_child`, one command at a time."""

    def __init__(self, folder: Path, seed: int = 3) -> None:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.robustness.autosave_child", str(folder), str(seed)],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.read() == "ready"

    def read(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().strip()

    def ask(self, command: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return self.read()

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)


def status_once(child: Child, expected: str, seconds: float = 10) -> str:
    """The child's status once it starts with ``expected`` (or the last one after
    ``seconds``): the mark follows the autosave on the ticks of its retry timer, so it may
    lag by a tick or two, however long the write itself took."""
    status = child.ask("status")
    for _ in range(int(seconds / 0.25)):
        if status.startswith(expected):
            break
        child.ask("wait 0.25")
        status = child.ask("status")
    return status


def own_autosave(folder: Path) -> Orphan:
    (lock,) = folder.glob("*.lock")
    return Orphan(lock.stem, folder)


def test_a_full_disk_for_a_moment_then_a_kill_restores_the_last_action(tmp_path: Path) -> None:
    autosaves = tmp_path / "autosaves"
    child = Child(tmp_path)
    try:
        child.ask("play 6")
        child.ask("note")
        child.ask("wait 0.5")
        before = child.ask("digest")
        (tmp_path / "full").touch()
        child.ask("play 6")
        child.ask("note")
        child.ask("wait 0.5")
        status = status_once(child, "failing=1 mark=1 text=Not autosaved:")
        assert status.startswith("failing=1 mark=1 text=Not autosaved:"), status
        # What a crash now would give back: the last complete state, never a cut history.
        assert digest(own_autosave(autosaves).load()) == before
        (tmp_path / "full").unlink()
        status = status_once(child, "failing=0 mark=0")
        assert status.startswith("failing=0 mark=0"), status
        child.ask("play 4")
        child.ask("note")
        child.ask("undo")  # the annotation undone stays undone after a restore
        child.ask("wait 0.5")
        last = child.ask("digest")
    finally:
        child.kill()
    (found,) = orphans(autosaves)
    assert digest(found.load()) == last


def test_quitting_after_failed_writes_is_quick_and_leaves_nothing(tmp_path: Path) -> None:
    child = Child(tmp_path)
    try:
        child.ask("play 3")
        (tmp_path / "full").touch()
        child.ask("play 3")
        child.ask("note")
        child.ask("wait 0.3")
        answer = child.ask("quit")
        assert answer.startswith("closed"), answer
        assert float(answer.split()[1]) < 3
        assert child.process.wait(30) == 0
    finally:
        if child.process.poll() is None:
            child.kill()
    assert orphans(tmp_path / "autosaves") == []
    assert not any((tmp_path / "autosaves").glob("*.eraboard.json"))


def _second_eraboard_offers(folder: Path) -> int:
    code = (
        "import sys; from pathlib import Path; from gui.files.autosave import orphans; "
        "print(len(orphans(Path(sys.argv[1]))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(folder)], cwd=ROOT, capture_output=True, text=True
    )
    return int(out.stdout.strip())


def test_a_game_restored_here_is_not_offered_by_another_eraboard(  # type: ignore[no-untyped-def]
    window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosaves = tmp_path / "autosaves"
    child = Child(tmp_path)
    child.ask("play 4")
    child.ask("wait 0.3")
    child.kill()
    assert _second_eraboard_offers(autosaves) == 1
    monkeypatch.setattr(games, "autosave_dir", lambda: autosaves)
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *args: yes)
    assert window.offer_autosave_restore()
    assert _second_eraboard_offers(autosaves) == 0
    window.filing.discarded()  # the player lets it go: nothing is left to offer
    assert _second_eraboard_offers(autosaves) == 0
