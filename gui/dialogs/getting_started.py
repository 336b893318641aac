"""Getting Started: the six gestures a new player needs, offered on a first start and kept
under Help."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from gui.words.i18n import tr

# The settings key a first start is told by: a player who has seen the page once.
SEEN = "help/getting_started_seen"


def gestures() -> list[tuple[str, str]]:
    """The six gestures, each a few words and one sentence, in the language of the moment."""
    return [
        (
            tr("Drag a die"),
            tr(
                "from a row of a mat to the cooldown track, an active slot or the race "
                "sheet; places that accept it light up, a refused drop slides back."
            ),
        ),
        (
            tr("Shift + drop"),
            tr("puts a die or a chip exactly where you drop it, as a logged manual change."),
        ),
        (
            tr("Right-click"),
            tr("a die, a mat, a chip or a hex for everything you can do with it."),
        ),
        (
            tr("History"),
            tr("(right) lists every action; Ctrl+Z undoes, a click on a line rewinds to it."),
        ),
        (
            tr("The Game toolbar"),
            tr("starts a round, begins the turns, ends a turn and a round."),
        ),
        (
            tr("File > New Game"),
            tr("sets up your own party and its first battle (Ctrl+Shift+N)."),
        ),
    ]


class GettingStartedDialog(QDialog):
    """A short page: the six gestures, then the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Getting started"))
        items = "".join(f"<li><b>{what}</b> {how}</li>" for what, how in gestures())
        self.text = QLabel(
            "<p>"
            + tr("Six gestures run the whole table:")
            + f"</p><ol>{items}</ol><p>"
            + tr("Help > Getting Started shows this again; F1 opens the glossary.")
            + "</p>"
        )
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(460)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
