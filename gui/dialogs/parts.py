"""The pieces every editor shares: its message line, its button row and how it closes (the
draft it kept goes), warnings about a file it could not use, and asking for a file to open."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMessageBox,
    QWidget,
)

from gui.files.folders import dialog_folder
from gui.files.library import Library
from gui.words.refusals import term

OK_CANCEL = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel


def wrapped(text: str = "") -> QLabel:
    """A label whose text wraps to the dialog's width."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


#: The reasons an editor's message line holds: its height is kept for them, so the form
#: does not move under the pointer when a reason appears or goes.
MESSAGE_LINES = 3


def message_line() -> QLabel:
    """The editor's message line, where `show_problems` gives the first reasons; its place
    is kept while it is empty."""
    label = wrapped()
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setFixedHeight(label.fontMetrics().lineSpacing() * MESSAGE_LINES + 4)
    return label


def term_choice(values: Iterable[str], editable: bool = False) -> QComboBox:
    """A choice among game terms, each shown in the player's language with its value as the
    item's data (an editable one also takes a word of the player's own)."""
    box = QComboBox()
    box.setEditable(editable)
    for value in values:
        box.addItem(term(value), str(value))
    return box


def form_of(*rows: tuple[str, QWidget | QLayout]) -> QFormLayout:
    """A form of labelled fields, in order."""
    form = QFormLayout()
    for label, field in rows:
        form.addRow(label, field)
    return form


def row_of(*widgets: QWidget) -> QHBoxLayout:
    """Widgets side by side (a row of buttons)."""
    row = QHBoxLayout()
    for widget in widgets:
        row.addWidget(widget)
    return row


def ok_cancel(buttons: QDialogButtonBox.StandardButton = OK_CANCEL) -> QDialogButtonBox:
    return QDialogButtonBox(buttons)


def close_with(
    dialog: QDialog,
    buttons: QDialogButtonBox,
    library: Library,
    draft: str,
    accept: Callable[[], object] | None = None,
) -> None:
    """OK runs ``accept`` (the dialog's own by default), Cancel rejects, and however the
    editor closes, the draft it kept against a crash goes."""
    buttons.accepted.connect(accept if accept is not None else dialog.accept)
    buttons.rejected.connect(dialog.reject)
    dialog.finished.connect(lambda _result: library.clear_draft(draft))


def warn(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A warning opened over ``parent``; the caller keeps it, so that it stays open (and
    tests can read it)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.open()
    return box


def open_chosen(parent: QWidget, title: str, filters: str, use: Callable[[str], object]) -> None:
    """Ask for a file to open and hand its path to ``use``; nothing when the player cancels."""
    path, _ = QFileDialog.getOpenFileName(parent, title, dialog_folder(None), filters)
    if path:
        use(path)
