"""The adventurer editor: name, race, HP, Cooldown stat, tenacity, the attribute rows the mat
shows and the skill lines with their dice (taken from the library or made here)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.faces import DiePreview, dice_icon
from gui.dialogs.parts import (
    close_with,
    form_of,
    message_line,
    ok_cancel,
    row_of,
    term_choice,
    warn,
)
from gui.dialogs.problems import show_problems
from gui.dialogs.skills import SkillLineDialog, keep_line
from gui.files.library import ATTRIBUTES, Library
from gui.words.file_errors import describe_os_error
from gui.words.refusals import term
from rules.specs import MAX_HP, MAX_TENACITY, AdventurerSpec, SkillLine, check_adventurer
from rules.state import MAX_STAMINA, TRACK_SIZE

DRAFT = "adventurer"


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


class AdventurerDialog(QDialog):
    """Create or level up one adventurer; OK stays off while anything is wrong."""

    def __init__(
        self, library: Library, spec: AdventurerSpec | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.setWindowTitle(self.tr("Adventurer"))
        start = spec or AdventurerSpec("", "", "", 10, 10, 2, 0, (ATTRIBUTES[0],), ())
        self.adventurer_id = start.id
        self.skills: list[SkillLine] = list(start.skills)
        self.line_dialog: SkillLineDialog | None = None
        self._build(start)
        self._wire()
        self._refresh_lines()

    def _build(self, start: AdventurerSpec) -> None:
        self.name = QLineEdit(start.name)
        self.name.setPlaceholderText(self.tr("e.g. Ysolde of Wayrest"))
        self.race = term_choice(self.library.races(), editable=True)
        self.race.setEditText(term(start.race) if start.race else "")
        self.hp = _spin(0, MAX_HP, start.hp)
        self.max_hp = _spin(1, MAX_HP, start.max_hp)
        self.cooldown = _spin(0, TRACK_SIZE, start.cooldown)
        self.stamina = _spin(1, MAX_STAMINA, start.stamina)
        self.tenacity = _spin(0, MAX_TENACITY, start.tenacity)
        self.rows = QListWidget()
        for attribute in dict.fromkeys([*ATTRIBUTES, *start.rows]):
            item = QListWidgetItem(term(attribute))
            item.setData(Qt.ItemDataRole.UserRole, attribute)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = attribute in start.rows
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.rows.addItem(item)
        self.rows.setMaximumHeight(120)
        self.lines = QListWidget()
        self.lines.setIconSize(QSize(102, 34))
        self.library_lines = QComboBox()
        self.add_line_button = QPushButton(self.tr("Add"))
        self.new_line_button = QPushButton(self.tr("New Skill Line…"))
        self.edit_line_button = QPushButton(self.tr("Edit Dice…"))
        self.remove_line_button = QPushButton(self.tr("Remove"))
        self.preview = DiePreview()
        self.message = message_line()
        self.keep_button = QPushButton(self.tr("Keep in My Adventurers"))
        self.buttons = ok_cancel()
        self.buttons.addButton(self.keep_button, QDialogButtonBox.ButtonRole.ActionRole)
        self._fill_library_lines()
        self._lay_out()

    def _lay_out(self) -> None:
        form = form_of(
            (self.tr("Name:"), self.name),
            (self.tr("Race:"), self.race),
            (self.tr("HP:"), self.hp),
            (self.tr("Max HP:"), self.max_hp),
            (self.tr("Cooldown stat:"), self.cooldown),
            (self.tr("Stamina stat:"), self.stamina),
            (self.tr("Tenacity:"), self.tenacity),
            (self.tr("Rows on the mat:"), self.rows),
        )
        mat = QGroupBox(self.tr("The mat"))
        mat.setLayout(form)
        pick = QHBoxLayout()
        pick.addWidget(self.library_lines, 1)
        pick.addWidget(self.add_line_button)
        buttons = row_of(self.new_line_button, self.edit_line_button, self.remove_line_button)
        skills = QVBoxLayout()
        skills.addLayout(pick)
        skills.addWidget(self.lines, 1)
        skills.addLayout(buttons)
        skills.addWidget(QLabel(self.tr("First die of the chosen line:")))
        skills.addWidget(self.preview)
        lines_box = QGroupBox(self.tr("Skill lines and their dice"))
        lines_box.setLayout(skills)
        top = QHBoxLayout()
        top.addWidget(mat, 1)
        top.addWidget(lines_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def _wire(self) -> None:
        self.name.textChanged.connect(self._on_changed)
        self.race.currentTextChanged.connect(self._on_changed)
        for box in (self.hp, self.max_hp, self.cooldown, self.stamina, self.tenacity):
            box.valueChanged.connect(self._on_changed)
        self.rows.itemChanged.connect(self._on_changed)
        self.lines.currentRowChanged.connect(self._show_preview)
        self.add_line_button.clicked.connect(self.add_library_line)
        self.new_line_button.clicked.connect(self.new_line)
        self.edit_line_button.clicked.connect(self.edit_line)
        self.remove_line_button.clicked.connect(self.remove_line)
        self.keep_button.clicked.connect(self.keep)
        close_with(self, self.buttons, self.library, DRAFT, self._accept)

    def _fill_library_lines(self) -> None:
        self.library_lines.clear()
        for line in self.library.skill_lines():
            self.library_lines.addItem(
                self.tr("{name} ({attribute})").format(
                    name=line.name, attribute=term(line.attribute)
                ),
                line.name,
            )

    def race_key(self) -> str:
        text = self.race.currentText().strip()
        index = self.race.findText(text, Qt.MatchFlag.MatchFixedString)
        data = self.race.itemData(index) if index >= 0 else None
        return str(data) if data else text  # a race of the player's own, as typed

    def spec(self) -> AdventurerSpec:
        rows = []
        for i in range(self.rows.count()):
            item = self.rows.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                rows.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return AdventurerSpec(
            self.adventurer_id,
            self.name.text().strip(),
            self.race_key(),
            self.hp.value(),
            self.max_hp.value(),
            self.cooldown.value(),
            self.tenacity.value(),
            tuple(rows),
            tuple(self.skills),
            stamina=self.stamina.value(),
        )

    def _refresh_lines(self) -> None:
        row = self.lines.currentRow()
        self.lines.clear()
        for line in self.skills:
            text = self.tr("{name} — {attribute} row, {count} dice").format(
                name=line.name, attribute=term(line.attribute), count=len(line.dice)
            )
            faces = line.dice[0].faces if line.dice else ()
            self.lines.addItem(QListWidgetItem(dice_icon(line.name, faces), text))
        self.lines.setCurrentRow(min(max(row, 0), len(self.skills) - 1))
        self._on_changed()

    def _show_preview(self, row: int) -> None:
        if 0 <= row < len(self.skills) and self.skills[row].dice:
            line = self.skills[row]
            self.preview.set_die(line.name, line.dice[0].faces)
        else:
            self.preview.set_die("", ())

    def add_library_line(self) -> None:
        name = self.library_lines.currentData()
        for line in self.library.skill_lines():
            if line.name == name:
                self.skills = [x for x in self.skills if x.name != name] + [line]
                self._ensure_row(line.attribute)
        self._refresh_lines()

    def _ensure_row(self, attribute: str) -> None:
        """Show the row a line's dice sit in (a row of the player's own is added)."""
        for i in range(self.rows.count()):
            item = self.rows.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == attribute:
                item.setCheckState(Qt.CheckState.Checked)
                return
        item = QListWidgetItem(term(attribute))
        item.setData(Qt.ItemDataRole.UserRole, attribute)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked)
        self.rows.addItem(item)

    def new_line(self) -> None:
        """A new line for the library, put on this mat at once."""
        taken = [x.name for x in self.library.skill_lines()]
        dialog = SkillLineDialog(self.library, None, taken, self)
        dialog.accepted.connect(lambda: self._take_new_line(dialog.line()))
        self.line_dialog = dialog
        dialog.open()

    def _take_new_line(self, line: SkillLine) -> None:
        # However the library's write goes, the line is on this mat.
        self.error_box = keep_line(self, self.library, line)
        self._fill_library_lines()
        self.skills = [x for x in self.skills if x.name != line.name] + [line]
        self._ensure_row(line.attribute)
        self._refresh_lines()

    def edit_line(self) -> None:
        """This mat's copy of a line: more dice or new faces (a level-up)."""
        row = self.lines.currentRow()
        if not 0 <= row < len(self.skills):
            return
        old = self.skills[row]
        taken = [x.name for x in self.skills if x.name != old.name]
        dialog = SkillLineDialog(self.library, old, taken, self)
        dialog.accepted.connect(lambda: self._replace_line(row, dialog.line()))
        self.line_dialog = dialog
        dialog.open()

    def _replace_line(self, row: int, line: SkillLine) -> None:
        self.skills[row] = line
        self._ensure_row(line.attribute)
        self._refresh_lines()

    def remove_line(self) -> None:
        row = self.lines.currentRow()
        if 0 <= row < len(self.skills):
            del self.skills[row]
            self._refresh_lines()

    def _on_changed(self) -> None:
        spec = self.spec()
        problems = check_adventurer(spec)
        fields: dict[str, QWidget] = {
            "name": self.name,
            "race": self.race,
            "hp": self.hp,
            "max_hp": self.max_hp,
            "cooldown": self.cooldown,
            "stamina": self.stamina,
            "tenacity": self.tenacity,
            "rows": self.rows,
            "skills": self.lines,
            "": self.lines,
        }
        show_problems(problems, fields, self.message)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)
        self.keep_button.setEnabled(not problems)
        self.library.save_draft(DRAFT, spec)

    def _accept(self) -> None:
        spec = self.spec()
        if check_adventurer(spec):
            return
        self.library.add_race(spec.race)
        self.adventurer_id = spec.id
        self.accept()

    def keep(self) -> bool:
        """Keep the adventurer in the library for later parties; a failure is said."""
        try:
            self.library.save_adventurer(self.result_spec())
        except OSError as error:
            self.library.save_draft(DRAFT, self.result_spec())
            text = self.tr(
                "Could not save: {why}. The adventurer is kept as a draft while it can be written."
            ).format(why=describe_os_error(error))
            self.error_box = warn(self, self.tr("Keep in My Adventurers"), text)
            return False
        name = self.result_spec().name
        self.message.setText(self.tr("{name} is kept in My Adventurers.").format(name=name))
        self.message.setStyleSheet("color: #2a6b2a; font-weight: bold;")
        return True

    def result_spec(self) -> AdventurerSpec:
        """What the player made (the id is kept for a mat being edited)."""
        return replace(self.spec(), id=self.adventurer_id)
