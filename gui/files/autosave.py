"""One autosave per running eraboard, cheap per action and safe against a kill.

Each instance owns a folder entry ``<id>.lock`` (a `QLockFile`, held while it runs) beside
its snapshots ``<id>.<generation>.eraboard.json`` (a whole save, written atomically) and
journals ``<id>.<generation>.journal`` (one line per change since that snapshot: an action
appended, or the log cut back by undo). Recording an action costs the GUI thread one item
queued, whatever the game's length; a worker thread encodes it, writes its line and keeps
the log's encoded actions, so that a new snapshot (with a new generation, so a kill never
leaves a journal that does not match), which replaces the old one every `SNAPSHOT_EVERY`
lines (more in a long game, see `Autosave.due`), encodes no action again. The worker holds
the interpreter lock only briefly: a snapshot encoding a long game's every action held it
for a tenth of a second, and the GUI thread, which gives the lock up at every Qt call,
waited that long for it.

At start-up, every autosave whose lock no live instance holds is offered for restore
(`orphans`); the one a live instance holds never is.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import threading
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from PySide6.QtCore import QLockFile

from board.jsonio import Reader, read_bounded
from gui.annotations.model import Annotation
from gui.files import games
from rules import apply
from rules.actions import Action
from rules.save import SavedGame, action_from_json, action_text
from rules.state import GameState

SNAPSHOT_EVERY = 500
#: How often (seconds) the worker writes what was queued: a kill loses at most this much.
POLL = 0.05
_NAME = re.compile(r"^(?P<id>[0-9a-f]{32})\.(?P<gen>\d+)\.eraboard\.json$")


@dataclass(frozen=True, slots=True)
class Orphan:
    """An autosave left by an instance that is gone."""

    id: str
    folder: Path
    #: Its lock, once this instance holds it (`claim`).
    held: list[QLockFile] = field(default_factory=list, compare=False)

    def claim(self) -> bool:
        """Hold its lock, as its gone instance did, so that no other running eraboard offers
        it (or deletes it) while this one has it; False if another one holds it now."""
        if self.held:
            return True
        lock = _reader_lock(self.folder / f"{self.id}.lock")
        if not lock.tryLock(0):
            return False
        self.held.append(lock)
        return True

    def release(self) -> None:
        """Let it go again (it is then offered at the next start, as before `claim`)."""
        while self.held:
            self.held.pop().unlock()

    def paths(self) -> list[Path]:
        return sorted(self.folder.glob(f"{self.id}.*"))

    def last_written(self) -> float:
        """When it was last written (its snapshot or its journal), as a POSIX time."""
        times = []
        for path in self.paths():
            try:
                times.append(path.stat().st_mtime)
            except OSError:  # gone meanwhile
                continue
        return max(times, default=0.0)

    def newest_snapshot(self) -> tuple[Path, int] | None:
        best: tuple[Path, int] | None = None
        for path in self.folder.glob(f"{self.id}.*.eraboard.json"):
            match = _NAME.match(path.name)
            if match and (best is None or int(match["gen"]) > best[1]):
                best = (path, int(match["gen"]))
        return best

    def load(self) -> games.GameFile:
        """The game it holds: the newest snapshot and its journal (a torn last line, from a
        kill in mid-write, is left out); GameFileError if nothing readable is there."""
        found = self.newest_snapshot()
        if found is None:
            raise games.GameFileError(str(self.folder / self.id), "the autosave is empty")
        path, gen = found
        game = games.open_game_file(str(path))
        actions = list(game.actions)
        journal = self.folder / f"{self.id}.{gen}.journal"
        if journal.exists():
            _replay(journal, actions)
        saved = game.saved
        start = saved.start if saved.start is not None else saved.state
        if len(actions) == len(saved.actions) and actions == list(saved.actions):
            return game
        state = _play(start, actions)
        return games.GameFile(SavedGame(state, tuple(actions), start), game.annotations)

    def discard(self) -> None:
        for path in self.paths():
            if path.suffix != ".lock":
                path.unlink(missing_ok=True)
        self.release()  # the lock file goes with it
        (self.folder / f"{self.id}.lock").unlink(missing_ok=True)


def _replay(journal: Path, actions: list[Action]) -> None:
    reader = Reader(journal.name)
    for line in read_bounded(journal).split(b"\n"):
        try:
            entry = json.loads(line)
        except ValueError:
            break  # the line being written when the process was killed
        if not isinstance(entry, dict):
            break
        if "keep" in entry:
            del actions[reader.num(entry["keep"], "keep", 0, len(actions)) :]
        elif "action" in entry:
            actions.append(action_from_json(entry["action"], "action", reader))


def _play(start: GameState, actions: Sequence[Action]) -> GameState:
    state = start
    for action in actions:
        state = apply(state, action).state
    return state


def orphans(folder: Path) -> list[Orphan]:
    """Autosaves in ``folder`` whose instance is gone (its lock is free or stale), newest
    first (the game last played is the one a player most likely wants back); autosaves of
    live instances are left alone."""
    out: list[Orphan] = []
    seen: set[str] = set()
    _drop_empty_locks(folder)
    for path in sorted(folder.glob("*.eraboard.json")):
        match = _NAME.match(path.name)
        if not match or match["id"] in seen:
            continue
        seen.add(match["id"])
        lock = _reader_lock(folder / f"{match['id']}.lock")
        if lock.tryLock(0):
            lock.unlock()
            out.append(Orphan(match["id"], folder))
    return sorted(out, key=Orphan.last_written, reverse=True)


def _reader_lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    # Stale only when its process is gone: by default Qt also calls a lock stale after 30
    # seconds, which would offer (and take over) the autosave of a window still open.
    lock.setStaleLockTime(0)
    return lock


def _drop_empty_locks(folder: Path) -> None:
    """Locks of gone instances that never wrote a snapshot hold nothing: remove them."""
    for lock_path in folder.glob("*.lock"):
        instance = lock_path.stem
        if any(folder.glob(f"{instance}.*.eraboard.json")):
            continue
        lock = _reader_lock(lock_path)
        if lock.tryLock(0):
            lock.unlock()  # unlocking a lock we hold removes its file


# What the GUI thread queues for the worker, in order.
@dataclass(frozen=True, slots=True)
class _Snapshot:
    gen: int
    start: GameState | None
    #: The whole log (New, Open, restore), or None: the log as the lines since built it.
    actions: tuple[Action, ...] | None
    state: GameState
    notes: tuple[Annotation, ...]


@dataclass(frozen=True, slots=True)
class _Append:
    gen: int
    action: Action


@dataclass(frozen=True, slots=True)
class _Cut:
    gen: int
    keep: int


@dataclass(frozen=True, slots=True)
class _Flush:
    done: threading.Event


@dataclass(frozen=True, slots=True)
class _Delete:
    pass


_Job = _Snapshot | _Append | _Cut | _Flush | _Delete


class Autosave:
    """This instance's autosave in ``folder`` (see the module docstring)."""

    def __init__(self, folder: Path, on_error: Callable[[str], None] | None = None) -> None:
        self.folder = folder
        # 128 random bits as 32 hex digits (what a uuid4 gives, without importing uuid).
        self.id = os.urandom(16).hex()
        self.lock = QLockFile(str(folder / f"{self.id}.lock"))
        self.lock.setStaleLockTime(0)
        if not self.lock.tryLock(0):
            raise OSError(f"cannot lock {self.lock.fileName()}")
        self.generation = 0
        self.lines = 0
        self.on_error = on_error
        self.error: str | None = None
        #: A write failed and no whole snapshot has been written since: what is on disk is
        #: the last complete state before the failure (the window shows it, and retries).
        self.failing = False
        # The GUI thread only appends to this deque (thread-safe, and it wakes nobody: waking
        # the worker for every action costs the GUI thread a GIL hand-over); the worker
        # drains it every POLL seconds, or at once when `_wake` is set.
        self._pending: deque[_Job | None] = deque()
        self._wake = threading.Event()
        self._thread = threading.Thread(target=self._work, name="autosave", daemon=True)
        self._thread.start()

    # --- called on the GUI thread: cheap ---
    def snapshot(
        self,
        start: GameState | None,
        actions: Sequence[Action] | None,
        state: GameState,
        notes: Sequence[Annotation],
    ) -> None:
        """Queue a whole save: the state, the annotations and the log from ``start``, given
        as ``actions`` when it was replaced (New, Open, restore), else None: the log the
        lines queued since the last such snapshot make (the worker keeps it encoded)."""
        self.generation += 1
        self.lines = 0
        whole = None if actions is None else tuple(actions)
        self._pending.append(_Snapshot(self.generation, start, whole, state, tuple(notes)))

    def appended(self, action: Action) -> None:
        """One action was played (or redone) on top of the log."""
        self.lines += 1
        self._pending.append(_Append(self.generation, action))

    def cut(self, keep: int) -> None:
        """Undo or a rewind cut the log back to its first ``keep`` actions."""
        self.lines += 1
        self._pending.append(_Cut(self.generation, keep))

    def due(self, actions: int) -> bool:
        """Whether a fresh snapshot should replace the journal now: after `SNAPSHOT_EVERY`
        lines, or half as many lines as the log holds actions, whichever is more, so that
        snapshots cost each action the same whatever the game's length."""
        return self.lines >= max(SNAPSHOT_EVERY, actions // 2)

    def flush(self) -> None:
        """Wait until everything queued is on disk (tests, quitting)."""
        done = threading.Event()
        self._pending.append(_Flush(done))
        self._wake.set()
        done.wait(30)

    def delete(self) -> None:
        """The game was saved or discarded: remove this autosave (the lock stays held)."""
        self._pending.append(_Delete())
        self.flush()

    def close(self) -> None:
        """Quit normally: remove the autosave and release the lock."""
        self.delete()
        self._pending.append(None)
        self._wake.set()
        self._thread.join(30)
        self.lock.unlock()

    # --- the worker thread ---
    def _work(self) -> None:
        journal: _Journal | None = None
        # The log's actions as their JSON texts (None for one that could not be encoded).
        log: list[str | None] = []
        running = True
        while running:
            self._wake.wait(POLL)
            self._wake.clear()
            while self._pending:
                item = self._pending.popleft()
                if item is None:
                    running = False
                    break
                try:
                    journal = self._do(item, journal, log)
                except (OSError, ValueError) as error:
                    # From now on no line is written until a whole snapshot is: a line after
                    # a failed one would be lost to the restore, or belong to no snapshot.
                    self.failing = True
                    self.error = games.describe_os_error(error)
                    if self.on_error is not None:
                        self.on_error(self.error)
        if journal is not None:
            with contextlib.suppress(OSError):
                journal.close()

    def _do(self, job: _Job, journal: _Journal | None, log: list[str | None]) -> _Journal | None:
        if isinstance(job, _Flush):
            try:
                if journal is not None and not self.failing:
                    journal.flush()
            finally:
                job.done.set()  # whatever the disk says, nobody waits for it
        elif isinstance(job, _Append | _Cut):
            if isinstance(job, _Cut):
                del log[job.keep :]
                line = f'{{"keep":{job.keep}}}'
            else:
                log.append(None)  # until it is encoded: the log stays in step if it fails
                log[-1] = text = action_text(job.action)
                line = f'{{"action":{text}}}'
            if self.failing:
                return journal  # the log is kept; the next snapshot writes it whole
            if journal is None or journal.gen != job.gen:
                journal = _Journal(self.folder / f"{self.id}.{job.gen}.journal", job.gen)
            journal.write(line)
        elif isinstance(job, _Snapshot):
            if job.actions is not None:
                log[:] = [None] * len(job.actions)
                for i, action in enumerate(job.actions):
                    log[i] = action_text(action)
            if None in log:
                raise ValueError("an action of the game could not be written")
            path = self.folder / f"{self.id}.{job.gen}.eraboard.json"
            texts = cast(list[str], log)  # no None left
            games.save_game(str(path), job.state, (), job.notes, job.start, texts)
            if journal is not None:
                with contextlib.suppress(OSError):  # its snapshot is superseded
                    journal.close()
            journal = _Journal(self.folder / f"{self.id}.{job.gen}.journal", job.gen)
            self._drop_older(job.gen)
            self.failing = False
        else:
            if journal is not None:
                with contextlib.suppress(OSError):  # the file goes anyway
                    journal.close()
                journal = None
            for path in self.folder.glob(f"{self.id}.*"):
                if path.suffix != ".lock":
                    path.unlink(missing_ok=True)
            self.failing = False
        return journal

    def _drop_older(self, gen: int) -> None:
        for path in self.folder.glob(f"{self.id}.*"):
            parts = path.name.split(".")
            if len(parts) > 2 and parts[1].isdigit() and int(parts[1]) < gen:
                path.unlink(missing_ok=True)


class _Journal:
    """An append-only file of lines; each line is flushed to the system at once, so a killed
    process loses at most the line it was writing."""

    def __init__(self, path: Path, gen: int) -> None:
        self.gen = gen
        self.file = open(path, "ab")  # noqa: SIM115 (kept open between lines)

    def write(self, text: str) -> None:
        self.file.write(text.encode("utf-8") + b"\n")
        self.file.flush()

    def flush(self) -> None:
        self.file.flush()
        os.fsync(self.file.fileno())

    def close(self) -> None:
        self.file.close()
