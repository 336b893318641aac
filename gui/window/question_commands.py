"""Asking a rules question: File > New Question (a table with the mats picked and maybe a
map: the entrance tile and tiles from the library), a mat's Type the Track… (the track as a
line of die names, set by one logged override) and Set Up the Mat… (all of a mat at once,
one undo step), and the table codes' commands (`gui.window.code_commands`). The window meets
all of them through `slots`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from gui.export.caption import die_words
from gui.files.library import Library
from gui.window import code_commands
from gui.window.code_commands import CodeWindow
from gui.window.command import Command
from gui.words.i18n import QT_TRANSLATE_NOOP, tr
from gui.words.retranslated import say
from gui.words.track_entry import TrackTypo, track_action
from rules.errors import IllegalAction
from rules.state import GameState

QUESTION_COMMANDS: tuple[Command, ...] = (
    Command(
        "new_question",
        QT_TRANSLATE_NOOP("MainWindow", "New Ques&tion…"),
        (),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Set up a table to ask a rules question: the mats you pick, a map"
        ),
    ),
    Command(
        "type_track",
        QT_TRANSLATE_NOOP("MainWindow", "T&ype the Track…"),
        (),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Set the selected mat's cooldown track by typing its dice in order"
        ),
    ),
    Command(
        "set_up_mat",
        QT_TRANSLATE_NOOP("MainWindow", "Set U&p the Mat…"),
        (),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Set the selected mat's active slots, drained dice, track, HP and tenacity at once",
        ),
    ),
)


class QuestionWindow(CodeWindow, Protocol):
    """What the question commands use of the main window."""

    selected_adventurer: str | None

    def load_state(self, state: GameState) -> None: ...


def new_question(window: QuestionWindow, parent: QWidget, library: Library) -> QWidget:
    """Open New Question; on OK the table is replaced (after asking about unsaved work)."""
    # Imported here: the dialogs are a heavy optional part, kept off the first frame.
    from gui.dialogs.question import QuestionDialog

    dialog = QuestionDialog(library, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def start() -> None:
        try:
            state = dialog.game_state()
        except IllegalAction as refusal:
            QMessageBox.warning(parent, tr("New question"), str(refusal))
            return
        if window.confirm_discard():
            window.file_path = None
            window.load_state(state)

    dialog.accepted.connect(start)
    dialog.open()
    return dialog


def track_line(state: GameState, adventurer_id: str) -> str:
    """The track as the player types it (and as the caption writes it)."""
    return ", ".join(die_words(state, d) for d in state.adventurer(adventurer_id).track)


def type_track(window: QuestionWindow, parent: QWidget) -> QInputDialog | None:
    """Ask for the selected mat's track as a line of die names; set it, or say why not and
    ask again with the line as typed."""
    who = window.selected_adventurer
    state = window.session.state
    if who is None or not state.has_adventurer(who):
        say(window, lambda: tr("Click an adventurer's mat first."), 6000)
        return None
    dialog = QInputDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowTitle(tr("Type the track"))
    dialog.setLabelText(
        tr(
            "{name}'s track, in order, names separated by commas (a skill line, maybe with its "
            "face in brackets; light; over; a status):"
        ).format(name=state.adventurer(who).name)
    )
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    dialog.setTextValue(track_line(state, who))
    dialog.textValueSelected.connect(lambda text: _set_track(window, parent, who, text))
    dialog.open()
    return dialog


def _set_track(window: QuestionWindow, parent: QWidget, who: str, text: str) -> None:
    session = window.session
    try:
        action = track_action(session.state, who, text)
    except TrackTypo as typo:
        QMessageBox.warning(parent, tr("Type the track"), str(typo))
        again = type_track(window, parent)
        if again is not None:
            again.setTextValue(text)
        return
    session.submit(action)


def set_up_mat(window: QuestionWindow, parent: QWidget) -> QWidget | None:
    """Set Up the Mat… of the selected adventurer: on OK, its overrides as one undo step."""
    from gui.dialogs.mat_setup import MatSetupDialog

    who = window.selected_adventurer
    state = window.session.state
    if who is None or not state.has_adventurer(who):
        say(window, lambda: tr("Click an adventurer's mat first."), 6000)
        return None
    dialog = MatSetupDialog(state, who, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    name = state.adventurer(who).name

    def set_up() -> None:
        session = window.session
        if not dialog.overrides:
            return
        session.undo_stack.beginMacro(tr("Manual: set up {who}'s mat").format(who=name))
        for action in dialog.overrides:
            session.submit(action)
        session.undo_stack.endMacro()

    dialog.accepted.connect(set_up)
    dialog.open()
    return dialog


def slots(
    window: QuestionWindow, parent: QWidget, library: Callable[[], Library]
) -> dict[str, Callable[[], object]]:
    """What each of these commands runs (``library``: the player's, when needed)."""
    return {
        **code_commands.code_slots(window, parent),
        "new_question": lambda: new_question(window, parent, library()),
        "type_track": lambda: type_track(window, parent),
        "set_up_mat": lambda: set_up_mat(window, parent),
    }
