"""Crash safety: a process saving and autosaving without pause is killed (SIGKILL) at random
moments, many times; after every kill the game file and the autosave must still load.

Saves go through ``gui.files.games.write_atomically``: the new text is written to a temporary
file that replaces the old one only once complete, so a kill leaves either the old file or
the new one, never half of one; the window's autosave (snapshot plus journal) is restorable
after every kill.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gui.files import games
from gui.files.autosave import orphans

ROOT = Path(__file__).resolve().parents[2]
KILLS = 30


def start(mode: str, folder: Path, seed: int) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ERABOARD_TEST="1", PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "tests.robustness.crash_child", mode, str(folder), str(seed)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_ready(child: subprocess.Popen[str], timeout: float = 60) -> None:
    assert child.stdout is not None
    ready, _, _ = select.select([child.stdout], [], [], timeout)
    line = child.stdout.readline() if ready else ""
    if line.strip() != "ready":
        child.kill()
        _, err = child.communicate()
        raise AssertionError(f"the saving process did not start: {line!r}\n{err[-3000:]}")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_while_saving_the_last_good_files_always_load(tmp_path: Path) -> None:
    rng = random.Random(7)
    game = tmp_path / "game.eraboard.json"
    autosave = tmp_path / "autosave.eraboard.json"
    mid_write = 0
    kills = 0
    # At least KILLS kills; more (up to four times as many) while too few landed mid-write,
    # since on a loaded machine the timing of a kill is not ours to choose.
    for kill in range(KILLS * 4):
        if kills >= KILLS and mid_write >= KILLS // 6:
            break
        kills += 1
        mode = "window" if kill % 6 == 5 else "files"
        child = start(mode, tmp_path, kill)
        wait_ready(child)
        time.sleep(rng.uniform(0.0, 0.4))
        writing = open_in(child.pid, tmp_path)
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=30)
        assert child.returncode == -signal.SIGKILL
        mid_write += writing
        for path in (game, autosave):
            saved = games.load_game(str(path))  # raises GameFileError if half-written
            assert saved.state.adventurers, path
        if mode == "window":  # the killed window's autosave is offered, and it loads
            left = orphans(tmp_path / "autosaves")
            assert len(left) == 1
            assert left[0].load().state.adventurers
            left[0].discard()
        # A kill mid-write leaves our temporary file; the next start removes it.
        games.clean_stale_temp_files(tmp_path)
        for stray in tmp_path.iterdir():
            assert stray.name in {game.name, autosave.name, "autosaves"} or stray.name.startswith(
                "settings.ini"
            ), stray
    # Most kills land inside a write (the child spends its time there): proof that the test
    # exercises interrupted writes, not only kills between them.
    print(f"{mid_write} of {kills} kills landed inside a write")
    assert mid_write >= KILLS // 6, mid_write


def open_in(pid: int, folder: Path) -> bool:
    """Whether process ``pid`` has a file open for writing in ``folder`` right now."""
    fds = Path(f"/proc/{pid}/fd")
    if not fds.exists():
        return True  # not Linux: assume so
    for fd in fds.iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith(str(folder)) and "settings.ini" not in target:
            return True
    return False
