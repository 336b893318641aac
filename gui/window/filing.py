"""The window's game files: New, Open, Save, Save As, the autosave and its restore.

A base of MainWindow, kept apart so the window module stays wiring. Everything goes
through the session's one document: saving writes ``session.document_text()``, opening
puts the file's state and annotations back with ``load_state``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMessageBox

from gui import files
from gui.annotations.model import Annotation
from gui.session import GameSession
from rules import setup as scenario
from rules.state import GameState

APP_TITLE = "eraboard"


class FileWindow(QMainWindow):
    """The file commands of the main window (which sets these attributes)."""

    session: GameSession
    settings: QSettings
    file_path: str | None
    autosave_enabled: bool

    def load_state(self, state: GameState, annotations: Sequence[Annotation] = ()) -> None:
        """Put a new document on the table (the window does it)."""
        raise NotImplementedError

    def _update_title(self) -> None:
        title = self.session.state.scenario
        name = (
            Path(self.file_path).name
            if self.file_path
            else title or QCoreApplication.translate("MainWindow", "Demo table")
        )
        self.setWindowTitle(f"{name}[*] — {APP_TITLE}")
        self.setWindowModified(not self.session.undo_stack.isClean())

    def confirm_discard(self) -> bool:
        """Ask before losing unsaved changes; True when it is fine to go on."""
        if self.session.undo_stack.isClean():
            return True
        answer = QMessageBox.question(
            self,
            APP_TITLE,
            QCoreApplication.translate("MainWindow", "Save your changes to this game first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game()
        return answer == QMessageBox.StandardButton.Discard

    def new_game(self) -> None:
        names = scenario.scenario_names()
        name, ok = QInputDialog.getItem(
            self,
            QCoreApplication.translate("MainWindow", "New game"),
            QCoreApplication.translate("MainWindow", "Scenario:"),
            names,
            0,
            False,
        )
        if not ok or not self.confirm_discard():
            return
        try:
            state = scenario.load_scenario(name)
        except ValueError as error:
            QMessageBox.warning(self, APP_TITLE, str(error))
            return
        self.file_path = None
        self.load_state(state)

    def open_game(self) -> None:
        folder = str(self.settings.value("files/last_dir", ""))
        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("MainWindow", "Open game"),
            folder,
            QCoreApplication.translate(
                "MainWindow",
                "eraboard games and pictures (*.json *.eraboard.json *.png);;All files (*)",
            ),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a game file; a bad file leaves the open game untouched."""
        try:
            saved = files.open_game_file(path)
        except files.GameFileError as error:
            QMessageBox.warning(
                self, QCoreApplication.translate("MainWindow", "Cannot open this file"), str(error)
            )
            return False
        if not self.confirm_discard():
            return False
        self.file_path = path
        self.settings.setValue("files/last_dir", str(Path(path).parent))
        self.load_state(saved.state, saved.annotations)
        return True

    def save_game(self) -> bool:
        if self.file_path is None:
            return self.save_game_as()
        return self.write_to(self.file_path)

    def save_game_as(self) -> bool:
        folder = str(self.settings.value("files/last_dir", ""))
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MainWindow", "Save game"),
            str(Path(folder) / "game.eraboard.json"),
            QCoreApplication.translate("MainWindow", "eraboard games (*.json)"),
        )
        if not path:
            return False
        return self.write_to(path)

    def write_to(self, path: str) -> bool:
        try:
            files.write_atomically(path, self.session.document_text().encode("utf-8"))
        except OSError as error:
            QMessageBox.warning(
                self,
                APP_TITLE,
                QCoreApplication.translate("MainWindow", "Could not save: {why}").format(why=error),
            )
            return False
        self.file_path = path
        self.settings.setValue("files/last_dir", str(Path(path).parent))
        self.session.undo_stack.setClean()
        self._update_title()
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Saved {name}").format(name=Path(path).name),
            4000,
        )
        return True

    def offer_autosave_restore(self) -> bool:
        """After a crash the autosave is still there: offer to restore it."""
        path = files.autosave_path()
        if not path.exists():
            return False
        answer = QMessageBox.question(
            self,
            APP_TITLE,
            QCoreApplication.translate(
                "MainWindow",
                "eraboard did not close normally last time. Restore the autosaved game?",
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            saved = files.open_game_file(str(path))
        except files.GameFileError as error:
            QMessageBox.warning(
                self, QCoreApplication.translate("MainWindow", "Cannot open this file"), str(error)
            )
            return False
        self.file_path = None
        self.load_state(saved.state, saved.annotations)
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "The autosaved game is back."), 6000
        )
        return True

    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        text = self.session.document_text()
        try:
            files.write_atomically(str(files.autosave_path()), text.encode("utf-8"))
        except OSError as error:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Autosave failed: {why}").format(
                    why=error
                ),
                6000,
            )
