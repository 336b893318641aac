"""The table codes' commands (`rules.tablecode`): Edit > Copy as Text puts the table's code
on the clipboard; Edit > Paste (Ctrl+V on the table) opens a code from the clipboard as a
new, unsaved game, as File > Open does with a file holding one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

from gui.files import codes, games
from gui.session import GameSession
from gui.window.command import Command
from gui.words.i18n import QT_TRANSLATE_NOOP, tr
from gui.words.retranslated import say
from rules.errors import DataFileError

CODE_COMMANDS: tuple[Command, ...] = (
    Command(
        "copy_code",
        QT_TRANSLATE_NOOP("MainWindow", "Copy as Te&xt"),
        ("Ctrl+Alt+C",),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Copy the table as a short text code to paste in a forum post; anyone can open it",
        ),
    ),
    Command(
        "copy_code_history",
        QT_TRANSLATE_NOOP("MainWindow", "Copy as Text with &History"),
        (),
        QT_TRANSLATE_NOOP("MainWindow", "Copy the table's text code with its whole history"),
    ),
    Command(
        "paste_code",
        QT_TRANSLATE_NOOP("MainWindow", "&Paste"),
        (QKeySequence.StandardKey.Paste,),
        QT_TRANSLATE_NOOP("MainWindow", "Open the table whose text code is on the clipboard"),
    ),
)
EDIT_ENTRIES = ("copy_code", "copy_code_history", "paste_code")


class CodeWindow(Protocol):
    """What the code commands use of the main window."""

    session: GameSession
    file_path: str | None

    def statusBar(self) -> QStatusBar: ...
    def confirm_discard(self) -> bool: ...
    def show_game(self, game: games.GameFile) -> None: ...


def copy_code(window: CodeWindow, parent: QWidget, history: bool = False) -> str | None:
    """Put the table's code on the clipboard; the code, or None when the table cannot be
    written (the reason is shown)."""
    session = window.session
    try:
        code = codes.table_code(
            session.state, session.actions(), session.annotations, session.start, history
        )
    except DataFileError as error:
        QMessageBox.warning(parent, tr("Copy as Text"), str(error))
        return None
    QGuiApplication.clipboard().setText(code)
    lines = code.count("\n")
    say(
        window,
        lambda: tr("The table's code is on the clipboard ({lines} lines).").format(lines=lines),
        6000,
    )
    return code


def paste_code(window: CodeWindow, parent: QWidget, text: str | None = None) -> bool:
    """Open the code on the clipboard (or ``text``) as a new, unsaved game; a bad code
    leaves the open game as it is and says what is wrong."""
    text = QGuiApplication.clipboard().text() if text is None else text
    try:
        game = games.game_from_code(text, tr("the code"))
    except ValueError as error:
        QMessageBox.warning(parent, tr("Cannot open this code"), str(error))
        return False
    if not window.confirm_discard():
        return False
    window.file_path = None
    window.show_game(game)
    say(window, lambda: tr("The table of the code is open, not saved yet."), 6000)
    return True


def code_slots(window: CodeWindow, parent: QWidget) -> dict[str, Callable[[], object]]:
    """What each code command runs."""
    return {
        "copy_code": lambda: copy_code(window, parent),
        "copy_code_history": lambda: copy_code(window, parent, history=True),
        "paste_code": lambda: paste_code(window, parent),
    }
