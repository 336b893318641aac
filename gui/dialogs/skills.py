"""The skill-line library (kept in the application-data folder, shared as JSON files) and
the editor of one line: its name, attribute and dice, each with the face editor."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from board.jsonio import Reader
from gui.dialogs.faces import NO_CODE, DieEditor, dice_icon
from gui.dialogs.parts import (
    close_with,
    form_of,
    message_line,
    ok_cancel,
    open_chosen,
    row_of,
    term_choice,
    warn,
    wrapped,
)
from gui.dialogs.problems import show_problems
from gui.files.folders import dialog_folder
from gui.files.library import ATTRIBUTES, Library, LibraryFileError
from gui.words.file_errors import describe_os_error
from gui.words.refusals import term
from rules.codec import decode
from rules.dice import Code, Face, StatusSide
from rules.specs import MAX_DICE_PER_LINE, SkillDie, SkillLine, check_skill_line

ROMAN = ("I", "II", "III", "IV", "V", "VI")
DRAFT = "skill-line"


def blank_die(index: int) -> SkillDie:
    """A new die: plain faces with no code yet, so the editor asks for each one."""
    faces = tuple(Face(str(n), n, NO_CODE) for n in (1, 1, 2, 2, 3, 1))
    return SkillDie(ROMAN[index % len(ROMAN)], faces)


def decode_draft(value: object, kind: type) -> object | None:
    """A draft back as a value, or None when it no longer reads (an older draft)."""
    try:
        result: object = decode(kind, value, "draft", Reader("draft"))
        return result
    except (LibraryFileError, TypeError):
        return None


def line_from_draft(value: object) -> SkillLine | None:
    """An unfinished line back from its draft: faces may still lack a code."""
    if not isinstance(value, dict):
        return None
    dice = []
    for raw in value.get("dice", []) if isinstance(value.get("dice"), list) else []:
        faces = []
        for face in raw.get("faces", []) if isinstance(raw, dict) else []:
            if not isinstance(face, dict):
                continue
            code = face.get("code")
            status = face.get("status")
            faces.append(
                Face(
                    str(face.get("symbol", "1")),
                    int(face.get("value", 0) or 0),
                    Code(code) if code in set(Code) else NO_CODE,
                    StatusSide(status) if status in set(StatusSide) else None,
                )
            )
        dice.append(SkillDie(str(raw.get("label", "")), tuple(faces)))
    return SkillLine(str(value.get("name", "")), str(value.get("attribute", "")), tuple(dice))


class SkillLineDialog(QDialog):
    """Define one skill line; OK stays off while anything is wrong."""

    def __init__(
        self,
        library: Library,
        line: SkillLine | None = None,
        taken: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.taken = list(taken)
        self.setWindowTitle(self.tr("Skill Line"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Ashbrand"))
        self.attribute = term_choice(ATTRIBUTES, editable=True)
        self.tabs = QTabWidget()
        self.add_die_button = QPushButton(self.tr("Add a Die"))
        self.remove_die_button = QPushButton(self.tr("Remove This Die"))
        self.message = message_line()
        self.buttons = ok_cancel()
        self._layout()
        self.editors: list[DieEditor] = []
        start = line or SkillLine("", ATTRIBUTES[0], (blank_die(0),))
        self.set_line(start)
        self.name.textChanged.connect(self._on_changed)
        self.attribute.currentTextChanged.connect(self._on_changed)
        self.add_die_button.clicked.connect(self.add_die)
        self.remove_die_button.clicked.connect(self.remove_die)
        close_with(self, self.buttons, self.library, DRAFT)

    def _layout(self) -> None:
        form = form_of((self.tr("Name:"), self.name), (self.tr("Attribute row:"), self.attribute))
        dice_buttons = row_of(self.add_die_button, self.remove_die_button)
        dice_buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(dice_buttons)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def attribute_key(self) -> str:
        text = self.attribute.currentText().strip()
        index = self.attribute.findText(text, Qt.MatchFlag.MatchFixedString)
        data = self.attribute.itemData(index) if index >= 0 else None
        return str(data) if data else text.lower()

    def line(self) -> SkillLine:
        return SkillLine(
            self.name.text().strip(), self.attribute_key(), tuple(e.die() for e in self.editors)
        )

    def set_line(self, line: SkillLine) -> None:
        self.name.setText(line.name)
        index = self.attribute.findData(line.attribute)
        if index >= 0:
            self.attribute.setCurrentIndex(index)
        else:
            self.attribute.setEditText(line.attribute)
        self.tabs.clear()
        self.editors = []
        for die in line.dice:
            self._add_editor(die)
        self._on_changed()

    def _add_editor(self, die: SkillDie) -> None:
        editor = DieEditor()
        editor.line_name = self.name.text()
        editor.set_die(die)
        editor.changed.connect(self._on_changed)
        editor.label.textChanged.connect(self._retitle)
        self.editors.append(editor)
        self.tabs.addTab(editor, die.label or "?")

    def _retitle(self) -> None:
        for i, editor in enumerate(self.editors):
            self.tabs.setTabText(i, editor.label.text() or "?")

    def add_die(self) -> None:
        if len(self.editors) < MAX_DICE_PER_LINE:
            source = self.editors[-1].die() if self.editors else blank_die(0)
            self._add_editor(SkillDie(ROMAN[len(self.editors)], source.faces))
            self.tabs.setCurrentIndex(len(self.editors) - 1)
            self._on_changed()

    def remove_die(self) -> None:
        index = self.tabs.currentIndex()
        if len(self.editors) > 1 and index >= 0:
            self.tabs.removeTab(index)
            self.editors.pop(index).deleteLater()
            self._on_changed()

    def fields(self) -> dict[str, QWidget]:
        fields: dict[str, QWidget] = {
            "name": self.name,
            "attribute": self.attribute,
            "dice": self.tabs,
            "": self.tabs,
        }
        for i, editor in enumerate(self.editors):
            fields[f"die[{i}].label"] = editor.label
            fields[f"die[{i}].faces"] = editor
            for n, row in enumerate(editor.rows):
                at = f"die[{i}].face[{n}]"
                fields.update(
                    {
                        f"{at}.code": row.code,
                        f"{at}.status": row.status,
                        f"{at}.symbol": row.word,
                        f"{at}.value": row.value,
                    }
                )
        return fields

    def _on_changed(self) -> None:
        line = self.line()
        for editor in self.editors:
            editor.line_name = line.name
            editor.preview.set_die(line.name, editor.die().faces)
        problems = check_skill_line(line, self.taken)
        show_problems(problems, self.fields(), self.message)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problems)
        self.library.save_draft(DRAFT, line)


def not_kept(
    parent: QWidget, library: Library, lines: Sequence[SkillLine], error: OSError
) -> QMessageBox:
    """Say that ``lines`` could not be written to the library, and keep the first as the
    skill-line editor's draft (offered again at the next start)."""
    if lines:
        library.save_draft(DRAFT, lines[0])
    text = QCoreApplication.translate(
        "SkillLibraryDialog",
        "Your skill lines could not be written to your library: {why}. What you made is "
        "still here, and kept as a draft while it can be written.",
    ).format(why=describe_os_error(error))
    return warn(parent, QCoreApplication.translate("SkillLibraryDialog", "Skill lines"), text)


def keep_line(parent: QWidget, library: Library, line: SkillLine) -> QMessageBox | None:
    """Add ``line`` to the library; a failure is said (see `not_kept`), never raised."""
    try:
        library.change_skill_lines([line])
    except OSError as error:
        return not_kept(parent, library, [line], error)
    return None


class SkillLibraryDialog(QDialog):
    """The player's skill lines: new, edit, delete, import and export."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.setWindowTitle(self.tr("Skill-Line Library"))
        self.lines = library.skill_lines()
        self.list = QListWidget()
        self.list.setIconSize(QSize(6 * 32, 32))
        self.list.itemDoubleClicked.connect(lambda _i: self.edit_line())
        self.line_dialog: SkillLineDialog | None = None
        self.error_box: QMessageBox | None = None
        buttons = QVBoxLayout()
        for text, slot in (
            (self.tr("&New…"), self.new_line),
            (self.tr("&Edit…"), self.edit_line),
            (self.tr("&Delete"), self.delete_line),
            (self.tr("&Import…"), self.ask_import),
            (self.tr("E&xport…"), self.ask_export),
        ):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(self.tr("Define a skill line once and use it in every party.")))
        for problem in library.problems:
            damaged = wrapped(problem)
            damaged.setStyleSheet("color: #a33; font-weight: bold;")
            layout.addWidget(damaged)
        layout.addLayout(row)
        layout.addWidget(close)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        for line in self.lines:
            text = self.tr("{name} — {attribute}, {count} dice").format(
                name=line.name, attribute=term(line.attribute), count=len(line.dice)
            )
            faces = line.dice[0].faces if line.dice else ()
            item = QListWidgetItem(dice_icon(line.name, faces, 6, 28), text)
            item.setData(Qt.ItemDataRole.UserRole, line.name)
            self.list.addItem(item)

    def _open_editor(self, line: SkillLine | None, done: Callable[[SkillLine], None]) -> None:
        taken = [x.name for x in self.lines if line is None or x.name != line.name]
        dialog = SkillLineDialog(self.library, line, taken, self)
        dialog.accepted.connect(lambda: done(dialog.line()))
        self.line_dialog = dialog
        dialog.open()

    def new_line(self) -> None:
        self._open_editor(None, self._store)

    def edit_line(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.lines):
            old = self.lines[row]
            self._open_editor(old, lambda line: self._store(line, old.name))

    def _store(self, line: SkillLine, replaces: str | None = None) -> None:
        self._change([line], [replaces] if replaces else [])

    def delete_line(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.lines):
            self._change([], [self.lines[row].name])

    def _change(self, put: Sequence[SkillLine], remove: Sequence[str]) -> bool:
        """Change the library (merged with what another running eraboard saved meanwhile,
        which the list then shows); when it cannot be written, the change stays in this
        list, and a draft of a new line is kept, and the player is told."""
        try:
            self.lines = self.library.change_skill_lines(put, remove)
        except OSError as error:
            names = {x.name for x in put} | set(remove)
            self.lines = [x for x in self.lines if x.name not in names] + list(put)
            self.error_box = not_kept(self, self.library, put, error)
            self.refresh()
            return False
        self.refresh()
        return True

    def ask_import(self) -> None:
        title, filters = self.tr("Import skill lines"), self.tr("Skill lines (*.json)")
        open_chosen(self, title, filters, self.import_from)

    def import_from(self, path: str) -> bool:
        """Add the lines of a shared file (same names are replaced); one clear error if not."""
        try:
            lines = self.library.import_skill_lines(path)
        except LibraryFileError as error:
            self.error_box = warn(self, self.tr("Cannot import these skill lines"), str(error))
            return False
        return self._change(lines, [])

    def ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export skill lines"),
            str(Path(dialog_folder(None)) / "skill-lines.json"),
            self.tr("Skill lines (*.json)"),
        )
        if path:
            self._write(lambda: self.library.export_skill_lines(path, self.lines))

    def _write(self, write: Callable[[], object]) -> bool:
        """Write to the library or a shared file; a failure is said, never swallowed."""
        try:
            write()
        except OSError as error:
            text = self.tr("Could not save: {why}").format(why=describe_os_error(error))
            self.error_box = warn(self, self.tr("Skill lines"), text)
            return False
        return True
