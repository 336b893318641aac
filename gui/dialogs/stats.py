"""A chip's fighting stats (rules §4.4): range, target value, priority, Combat dice and the
faces of its Combat die, movement and skills. The form sits in the encounter editor's chip
rows (through `StatsDialog`) and in the chip menu's "Fighting Stats…"."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.parts import message_line, ok_cancel
from gui.words.enemy_words import priority_name
from gui.words.refusals import translate_refusal
from rules.errors import IllegalAction
from rules.foes import (
    MAX_COMBAT_DICE,
    MAX_MOVEMENT,
    MAX_RANGE,
    MAX_TARGETS,
    FoeStats,
    Priority,
    parse_faces,
    stat_problems,
)


def _spin(low: int, high: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    return box


class StatsForm(QWidget):
    """The fields of a chip's fighting stats; `stats` is None while the faces are not
    numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.range = _spin(1, MAX_RANGE)
        self.targets = _spin(1, MAX_TARGETS)
        self.priority = QComboBox()
        for priority in Priority:
            self.priority.addItem(priority_name(priority), str(priority))
        self.dice = _spin(0, MAX_COMBAT_DICE)
        self.faces = QLineEdit()
        self.faces.setToolTip(self.tr("The damage each face of its Combat die shows, e.g. 0, 1, 2"))
        self.movement = _spin(0, MAX_MOVEMENT)
        self.skills = QPlainTextEdit()
        self.skills.setPlaceholderText(self.tr("Its skills, in your own words"))
        self.skills.setFixedHeight(self.skills.fontMetrics().lineSpacing() * 4)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Range"), self.range)
        form.addRow(self.tr("Target value"), self.targets)
        form.addRow(self.tr("Priority"), self.priority)
        form.addRow(self.tr("Combat dice"), self.dice)
        form.addRow(self.tr("Combat die faces"), self.faces)
        form.addRow(self.tr("Movement"), self.movement)
        form.addRow(self.tr("Skills"), self.skills)
        self.set_stats(FoeStats())

    def set_stats(self, stats: FoeStats) -> None:
        self.range.setValue(stats.range)
        self.targets.setValue(stats.targets)
        self.priority.setCurrentIndex(self.priority.findData(str(stats.priority)))
        self.dice.setValue(stats.dice)
        self.faces.setText(stats.faces_text())
        self.movement.setValue(stats.movement)
        self.skills.setPlainText(stats.skills)

    def stats(self) -> FoeStats | None:
        faces = parse_faces(self.faces.text())
        if faces is None:
            return None
        return FoeStats(
            self.range.value(),
            self.targets.value(),
            Priority(self.priority.currentData()),
            self.dice.value(),
            faces,
            self.movement.value(),
            self.skills.toPlainText(),
        )

    def problem(self) -> str:
        """The first thing wrong, in words; empty when the stats are fine."""
        stats = self.stats()
        if stats is None:
            return translate_refusal(IllegalAction("edit_combat_faces"))
        problems = stat_problems(stats)
        return translate_refusal(IllegalAction(problems[0][1])) if problems else ""


class StatsDialog(QDialog):
    """Edit a chip's fighting stats; OK stays off while anything is wrong."""

    def __init__(self, title: str, stats: FoeStats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = StatsForm()
        self.form.set_stats(stats)
        self.message = message_line()
        self.buttons = ok_cancel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for spin in (self.form.range, self.form.targets, self.form.dice, self.form.movement):
            spin.valueChanged.connect(self._check)
        self.form.faces.textChanged.connect(self._check)
        self.form.skills.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        problem = self.form.problem()
        self.message.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def stats(self) -> FoeStats:
        stats = self.form.stats()
        assert stats is not None, "OK is off while the faces are not numbers"
        return stats
