"""The window's files: Open, Save, Save As, this instance's autosave and crash restore.

A game opened from a picture is saved as a game file through Save As, never written over
the picture. Open and restore rebuild the whole history from the save's action log. The
autosave is per running instance (`gui.files.autosave`); after a crash, every autosave left by
an instance that is gone is offered, and a restored one stays on disk until the game is
saved or the player discards it.
"""

from __future__ import annotations

import json
import os
import time
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLabel,
    QMessageBox,
    QStatusBar,
    QWidget,
)

from board.jsonio import read_bounded
from gui.files import games
from gui.files.autosave import Autosave, Orphan, orphans
from gui.files.folders import dialog_folder, file_stem
from gui.files.settings import setting_text
from gui.session import ApplyAction, GameSession
from gui.window.recent import RecentFiles
from gui.words.game_summary import game_summary
from gui.words.i18n import tr
from gui.words.retranslated import Words, say
from rules import setup as scenario
from rules.errors import DataFileError
from rules.state import GameState

APP_TITLE = "eraboard"
# How often (milliseconds) a failing autosave is tried again, whether or not anything is
# played, so that a disk full for a moment soon gets a whole, current autosave.
AUTOSAVE_RETRY = 2000
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg")


#: The game file on the table when eraboard last closed ("" for an unsaved table).
LAST_OPEN = "files/last_open"


def last_open(settings: QSettings) -> str | None:
    """The game file to open on start instead of the demo: the one on the table when
    eraboard last closed, while it is still there."""
    path = str(settings.value(LAST_OPEN, "") or "")
    return path if path and Path(path).is_file() else None


class FilingWindow(Protocol):
    """What `Filing` needs from the window."""

    session: GameSession
    settings: QSettings
    file_path: str | None

    def statusBar(self) -> QStatusBar: ...
    def confirm_discard(self) -> bool: ...
    def load_state(self, state: GameState) -> None: ...
    def show_game(self, game: games.GameFile) -> None: ...
    def update_title(self) -> None: ...


class Filing:
    """Open, Save and the autosave of one window (`FilingWindow`)."""

    def __init__(self, window: FilingWindow, parent: QWidget, autosave: bool) -> None:
        self.window = window
        self.parent = parent
        self.autosave: Autosave | None = None
        self.restored: Orphan | None = None
        self._counts = [0]  # actions before each undo-stack position, for the journal
        self._quiet = False
        self.problem: Words | None = None
        # While the autosave cannot write, a mark stays in the status bar and a whole
        # snapshot is tried again every AUTOSAVE_RETRY.
        self.autosave_mark = QLabel(parent)
        self.autosave_mark.setObjectName("autosave_mark")
        self.autosave_mark.hide()
        window.statusBar().addPermanentWidget(self.autosave_mark)
        self._watch = QTimer(parent)
        self._watch.setInterval(AUTOSAVE_RETRY)
        self._watch.timeout.connect(self.watch_autosave)
        self.enabled = autosave
        self.recent = RecentFiles(window.settings, self.open_path, parent)

    # --- autosave -----------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self.autosave is not None

    @enabled.setter
    def enabled(self, on: bool) -> None:
        if on and self.autosave is None:
            try:
                self.autosave = Autosave(games.autosave_dir())
            except OSError as error:
                self.problem = partial(_autosave_off, error)
                return
            self.restart()
            self._watch.start()
        elif not on and self.autosave is not None:
            self._watch.stop()
            self.autosave.close()
            self.autosave = None
            self.autosave_mark.hide()

    def restart(self) -> None:
        """The history was replaced (New, Open, restore): a fresh snapshot of it all."""
        stack = self.window.session.undo_stack
        counts = [0]
        for i in range(stack.count()):
            counts.append(counts[-1] + isinstance(stack.command(i), ApplyAction))
        self._counts = counts[: stack.index() + 1]
        self.snapshot(whole_log=True)

    def snapshot(self, whole_log: bool = False) -> None:
        """Queue a snapshot; the log goes with it only when it was replaced (the autosave
        keeps the one its lines make: collecting a long game's actions here would cost the
        GUI thread a walk over the whole history)."""
        if self.autosave is None:
            return
        session = self.window.session
        actions = session.actions() if whole_log else None
        self.autosave.snapshot(session.start, actions, session.state, session.annotations)

    def index_changed(self, index: int) -> None:
        """Journal what the undo stack did: actions played or redone, or a cut back."""
        autosave = self.autosave
        if autosave is None or self._quiet:
            return
        stack = self.window.session.undo_stack
        counts = self._counts
        whole = False
        if index < len(counts) - 1:
            # An annotation undone lives in the snapshot alone: a new one must drop it.
            whole = any(a == b for a, b in zip(counts[index:], counts[index + 1 :], strict=False))
            del counts[index + 1 :]
            autosave.cut(counts[-1])
        for position in range(len(counts) - 1, index):
            command = stack.command(position)
            if isinstance(command, ApplyAction):
                autosave.appended(command.action)
                counts.append(counts[-1] + 1)
            else:  # an annotation: it lives in the snapshot
                counts.append(counts[-1])
                whole = True
        if whole or autosave.due(counts[-1]):
            self.snapshot()
        self._show_autosave_state()

    def watch_autosave(self) -> None:
        """While the autosave fails, try a whole snapshot again (it also takes in whatever
        was played meanwhile); the mark says how things stand."""
        if self.autosave is not None and self.autosave.failing:
            self.snapshot()
        self._show_autosave_state()

    def _show_autosave_state(self) -> None:
        autosave = self.autosave
        if autosave is None:
            return
        if autosave.error is not None:
            why = autosave.error
            autosave.error = None
            self.autosave_mark.setText(tr("Not autosaved: {why}").format(why=why))
            self.autosave_mark.setToolTip(
                tr(
                    "The game could not be autosaved; eraboard tries again every few "
                    "seconds. Save still works, in another folder if this disk is full."
                )
            )
        if autosave.failing and self.autosave_mark.isHidden():
            self.autosave_mark.show()
        elif not autosave.failing and not self.autosave_mark.isHidden():
            self.autosave_mark.hide()
            say(self.window, lambda: tr("Autosave works again."), 4000)

    def close(self) -> None:
        """Quitting normally: this instance's autosave goes (a restored one went on save);
        the game file on the table is the one the next start opens."""
        self._watch.stop()
        self.window.settings.setValue(LAST_OPEN, self.window.file_path or "")
        if self.autosave is not None:
            self.autosave.close()
            self.autosave = None
        if self.restored is not None:
            self.restored.release()

    def discarded(self) -> None:
        """The player chose to lose the unsaved game: its restored autosave goes too."""
        if self.restored is not None:
            self.restored.discard()
            self.restored = None

    def ask_to_save(self) -> bool:
        """Save, discard or cancel before the unsaved game goes; True when it is fine to go on."""
        if self.window.session.undo_stack.isClean():
            return True
        answer = QMessageBox.question(
            self.parent,
            APP_TITLE,
            QCoreApplication.translate("MainWindow", "Save your changes to this game first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.discarded()
            return True
        return False

    def offer_restore(self) -> bool:
        """Offer every autosave left by an instance that is gone; True if one came back."""
        try:
            folder = games.autosave_dir()
            _adopt_legacy_autosave(folder)
            found = [o for o in orphans(folder) if not self._nothing_to_restore(o)]
        except OSError:
            return False
        for number, orphan in enumerate(found, 1):
            answer = self._ask_restore(orphan, number, len(found))
            if answer not in (QMessageBox.StandardButton.Discard, QMessageBox.StandardButton.Yes):
                continue
            # Held from now on: another eraboard started meanwhile neither offers it again
            # nor deletes it; one that took it while the question was open keeps it.
            if not orphan.claim():
                continue
            if answer == QMessageBox.StandardButton.Discard:
                orphan.discard()
                continue
            try:
                game = orphan.load()
            except (games.GameFileError, DataFileError, ValueError) as error:
                orphan.release()
                QMessageBox.warning(self.parent, tr("Cannot open this file"), str(error))
                continue
            self.restore(orphan, game)
            return True
        return False

    def _nothing_to_restore(self, orphan: Orphan) -> bool:
        """An autosave of the very table on screen, with no action and no annotation (a
        window closed abnormally before anything was played): offering it back would give
        nothing, so it is removed unasked."""
        try:
            game = orphan.load()
        except (games.GameFileError, DataFileError, ValueError):
            return False  # unreadable here, perhaps not elsewhere: offered as ever
        if game.actions or game.annotations or game.state != self.window.session.state:
            return False
        if orphan.claim():
            orphan.discard()
        return True

    def _ask_restore(self, orphan: Orphan, number: int, count: int) -> QMessageBox.StandardButton:
        stamp = orphan.last_written()
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp)) if stamp else "?"
        try:
            loaded = orphan.load()
            game = game_summary(loaded.state, loaded.actions)
        except (games.GameFileError, DataFileError, ValueError):
            game = tr("a game that cannot be read here")
        text = tr(
            "An eraboard window did not close normally ({when}). Its autosave holds {game}. "
            "Restore it? Discard deletes it; No keeps it for next time."
        ).format(when=when, game=game)
        if count > 1:
            text += " " + tr("(Autosave {number} of {count}, the newest first.)").format(
                number=number, count=count
            )
        return QMessageBox.question(
            self.parent,
            APP_TITLE,
            text,
            QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.No
            | QMessageBox.StandardButton.Discard,
        )

    def restore(self, orphan: Orphan, game: games.GameFile) -> None:
        """Put a restored game on the table: modified until saved (its autosave stays)."""
        self.window.file_path = None
        self.window.show_game(game)
        self.restored = orphan
        self.window.session.undo_stack.resetClean()
        self.window.update_title()
        say(self.window, lambda: tr("The autosaved game is back."), 6000)

    # --- open and save ----------------------------------------------------------------
    def open_dialog(self) -> None:
        folder = dialog_folder(setting_text(self.window.settings, "files/last_dir"))
        path, _ = QFileDialog.getOpenFileName(
            self.parent,
            tr("Open game"),
            folder,
            tr(
                "eraboard games, pictures and codes (*.json *.eraboard.json *.png *.txt);;"
                "All files (*)"
            ),
        )
        if path:
            self.open_path(path)

    def new_from_scenario(self) -> None:
        """File > New from Scenario: a shipped scenario, picked by its title."""
        names = scenario.scenario_names()
        titles = [_title_of(name) for name in names]
        title, ok = QInputDialog.getItem(
            self.parent,
            QCoreApplication.translate("MainWindow", "New game"),
            QCoreApplication.translate("MainWindow", "Scenario:"),
            titles,
            0,
            False,
        )
        if not ok or title not in titles or not self.window.confirm_discard():
            return
        try:
            state = scenario.load_scenario(names[titles.index(title)])
        except DataFileError as error:
            QMessageBox.warning(self.parent, tr("Cannot open this file"), str(error))
            return
        self.window.file_path = None
        self.window.load_state(state)

    def open_path(self, path: str) -> bool:
        """Open a game file; a bad file leaves the open game untouched."""
        try:
            game = games.open_game_file(path)
        except games.GameFileError as error:
            QMessageBox.warning(self.parent, tr("Cannot open this file"), str(error))
            return False
        if not self.window.confirm_discard():
            return False
        # A scenario is a table to start from: Save asks where, never over the scenario.
        self.window.file_path = None if game.scenario else path
        self.window.settings.setValue("files/last_dir", str(Path(path).parent))
        self.recent.add(path)
        self.window.show_game(game)
        return True

    def save(self) -> bool:
        path = self.window.file_path
        if path is None or Path(path).suffix.lower() in PICTURE_SUFFIXES:
            return self.save_as()  # a picture is never overwritten by a game file
        return self.write_to(path)

    def save_as(self) -> bool:
        folder = dialog_folder(setting_text(self.window.settings, "files/last_dir"))
        current = self.window.file_path
        # Named after the file it came from, else after the game (its campaign or scenario).
        stem = file_stem(self.window.session.state.scenario, "game")
        if current is not None:
            stem = Path(current).name.split(".")[0]
        name = stem + ".eraboard.json"
        path, _ = QFileDialog.getSaveFileName(
            self.parent,
            tr("Save game"),
            str(Path(folder) / name),
            tr("eraboard games (*.json)"),
        )
        if not path:
            return False
        return self.write_to(path)

    def write_to(self, path: str) -> bool:
        """Write the game file; never over a picture (use Export for pictures)."""
        if Path(path).suffix.lower() in PICTURE_SUFFIXES or _is_picture(path):
            QMessageBox.warning(
                self.parent,
                APP_TITLE,
                tr(
                    "Could not save: {name} is a picture. Save writes game files (.json); "
                    "Export Table Picture writes pictures."
                ).format(name=Path(path).name),
            )
            return False
        session = self.window.session
        try:
            games.save_game(
                path,
                session.state,
                session.actions(),
                self.window.session.annotations,
                session.start,
            )
        except (OSError, DataFileError) as error:
            why = games.describe_os_error(error)
            QMessageBox.warning(self.parent, APP_TITLE, tr("Could not save: {why}").format(why=why))
            return False
        self.window.file_path = path
        self.window.settings.setValue("files/last_dir", str(Path(path).parent))
        self.recent.add(path)
        session.undo_stack.setClean()
        self.discarded()  # saved: a restored autosave has done its job
        self.window.update_title()
        name = Path(path).name
        say(self.window, lambda: tr("Saved {name}").format(name=name), 4000)
        return True


def _autosave_off(error: OSError) -> str:
    return tr("Autosave is off: {why}").format(why=games.describe_os_error(error))


def _adopt_legacy_autosave(folder: Path) -> None:
    """The single autosave of earlier versions becomes one of a gone instance, so it is
    offered like the others (a crash just before upgrading loses nothing)."""
    legacy = games.app_data_dir() / "autosave.eraboard.json"
    if legacy.is_file():
        legacy.replace(folder / f"{os.urandom(16).hex()}.1.eraboard.json")


def _title_of(name: str) -> str:
    """A shipped scenario's title (its file name when the file cannot say)."""
    try:
        title = json.loads(read_bounded(scenario.scenario_path(name))).get("name")
    except (ValueError, OSError, AttributeError):
        return name
    return title if isinstance(title, str) and title else name


def _is_picture(path: str) -> bool:
    return games.is_picture(games.head_of(path))


def history_dropped() -> str:
    """What the table says when a save's actions do not replay from its start."""
    return tr(
        "This game's history could not be played again: it opens where it was saved, with "
        "nothing to undo."
    )


def start_of(game: games.GameFile) -> GameState | None:
    """The state a save's log starts from: stored in the save, or (for saves written
    before it was) the shipped scenario the game is named after."""
    if game.start is not None:
        return game.start
    name = game.state.scenario
    if not name or not game.actions:
        return None
    for candidate in scenario.scenario_names():
        try:
            state = scenario.load_scenario(candidate)
        except DataFileError:
            continue
        if state.scenario == name:
            return state
    return None
