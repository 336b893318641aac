"""The enemy-bag roster editor (rules §7.4): the chips the player keeps in each bag (level 1
and 5 chips in one, level 10 and 20 in the other), by name, level and HP, and the fighting
stats each is deployed with (rules §4.4, edited in `gui.dialogs.stats`). The table draws
the enemies of a new tile from them; the roster is kept in the player's library."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.parts import form_of, message_line, ok_cancel, row_of, warn, wrapped
from gui.dialogs.problems import show_problems
from gui.dialogs.stats import StatsDialog
from gui.files.encounter_data import enemy_bags, save_enemy_bags
from gui.files.library import Library
from gui.words.elision import fill
from gui.words.file_errors import describe_os_error
from rules.card_files import check_bags
from rules.cards import HIGH_LEVELS, LOW_LEVELS, BagChip, EnemyBags
from rules.specs import MAX_HP


class BagColumn(QGroupBox):
    """One bag: its chips, and the name, level, HP and fighting stats of the chip chosen."""

    changed = Signal()  # a chip added, removed or edited

    def __init__(
        self,
        title: str,
        levels: tuple[int, ...],
        chips: tuple[BagChip, ...],
        buttons: tuple[str, str, str],
        parent: QWidget,
    ) -> None:
        super().__init__(title, parent)
        self.levels = levels
        self.items: list[BagChip] = list(chips)
        self.list = QListWidget()
        self.name = QLineEdit()
        self.level = QComboBox()
        for level in levels:
            self.level.addItem(str(level), level)
        self.hp = QSpinBox()
        self.hp.setRange(1, MAX_HP)
        self.add, self.remove = QPushButton(buttons[0]), QPushButton(buttons[1])
        self.stats = QPushButton(buttons[2])
        self.stats.setToolTip(
            self.tr("Range, target value, priority, Combat dice, movement and skills")
        )
        self.stats_dialog: StatsDialog | None = None
        column = QVBoxLayout(self)
        column.addWidget(self.list, 1)
        column.addLayout(
            form_of(
                (self.tr("Name:"), self.name),
                (self.tr("Level:"), self.level),
                (self.tr("HP:"), self.hp),
            )
        )
        column.addWidget(self.stats)
        column.addLayout(row_of(self.add, self.remove))
        self._filling = False
        self.list.currentRowChanged.connect(self._show)
        self.name.textEdited.connect(self._edited)
        self.level.activated.connect(self._edited)
        self.hp.valueChanged.connect(self._edited)
        self.add.clicked.connect(self.add_chip)
        self.remove.clicked.connect(self.remove_chip)
        self.stats.clicked.connect(self.ask_stats)
        self._refill(0)

    def chips(self) -> tuple[BagChip, ...]:
        return tuple(self.items)

    def _label(self, chip: BagChip) -> str:
        return self.tr("{name}: level {level}, {hp} HP").format(
            name=chip.name, level=chip.level, hp=chip.hp
        )

    def _refill(self, row: int) -> None:
        self._filling = True
        self.list.clear()
        self.list.addItems([self._label(c) for c in self.items])
        self._filling = False
        self.list.setCurrentRow(min(row, len(self.items) - 1))
        self._show(self.list.currentRow())

    def _show(self, row: int) -> None:
        if self._filling:
            return
        chosen = 0 <= row < len(self.items)
        for widget in (self.name, self.level, self.hp, self.remove, self.stats):
            widget.setEnabled(chosen)
        if not chosen:
            return
        chip = self.items[row]
        self._filling = True
        self.name.setText(chip.name)
        self.level.setCurrentIndex(max(0, self.level.findData(chip.level)))
        self.hp.setValue(chip.hp)
        self._filling = False

    def _edited(self) -> None:
        row = self.list.currentRow()
        if self._filling or not 0 <= row < len(self.items):
            return
        stats = self.items[row].stats
        chip = BagChip(self.name.text(), int(self.level.currentData()), self.hp.value(), stats)
        self.items[row] = chip
        item = self.list.item(row)
        if item is not None:
            item.setText(self._label(chip))
        self.changed.emit()

    def ask_stats(self) -> StatsDialog | None:
        """Edit the chosen chip's fighting stats in a dialog of their own; None when no chip
        is chosen."""
        row = self.list.currentRow()
        if not 0 <= row < len(self.items):
            return None
        chip = self.items[row]
        title = fill(self.tr("Fighting stats of {name}"), name=chip.name or "—")
        dialog = StatsDialog(title, chip.stats, self)
        dialog.accepted.connect(lambda: self._set_stats(row, dialog))
        self.stats_dialog = dialog
        dialog.open()
        return dialog

    def _set_stats(self, row: int, dialog: StatsDialog) -> None:
        if 0 <= row < len(self.items):
            self.items[row] = replace(self.items[row], stats=dialog.stats())
            self.changed.emit()

    def add_chip(self) -> None:
        self.items.append(BagChip(self.tr("New enemy"), self.levels[0], 1))
        self._refill(len(self.items) - 1)
        self.changed.emit()
        self.name.setFocus()
        self.name.selectAll()

    def remove_chip(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.items):
            del self.items[row]
            self._refill(row)
            self.changed.emit()


class BagEditorDialog(QDialog):
    """Both bags side by side; OK keeps the roster in the library."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Enemy Bags"))
        self.library = library
        self.warning: QWidget | None = None
        bags = enemy_bags(library)
        # each bag's buttons with letters of their own
        low_buttons = (self.tr("&Add a Chip"), self.tr("&Remove"), self.tr("Fighting &Stats…"))
        high_buttons = (self.tr("A&dd a Chip"), self.tr("R&emove"), self.tr("Fighting S&tats…"))
        self.low = BagColumn(self.tr("The 1/5 bag"), LOW_LEVELS, bags.low, low_buttons, self)
        self.high = BagColumn(self.tr("The 10/20 bag"), HIGH_LEVELS, bags.high, high_buttons, self)
        for column in (self.low, self.high):
            column.changed.connect(self._check)
        self.message = message_line()
        self.buttons = ok_cancel()
        body = QVBoxLayout(self)
        body.addWidget(
            wrapped(
                self.tr(
                    "The enemy chips you keep in each bag. When a tile is placed, the table "
                    "draws its enemies from what is left in them."
                )
            )
        )
        bags_row = QHBoxLayout()
        bags_row.addWidget(self.low)
        bags_row.addWidget(self.high)
        body.addLayout(bags_row, 1)
        body.addWidget(self.message)
        body.addWidget(self.buttons)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self._check()

    def bags(self) -> EnemyBags:
        return EnemyBags(self.low.chips(), self.high.chips())

    def _check(self) -> None:
        # each problem is shown on its bag's list ("low[2].hp" is a problem of the low bag)
        problems = [replace(p, field=p.field.split("[")[0]) for p in check_bags(self.bags())]
        show_problems(problems, {"low": self.low.list, "high": self.high.list}, self.message)
        ok = self.buttons.button(self.buttons.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not problems)

    def _accept(self) -> None:
        try:
            save_enemy_bags(self.library, self.bags())
        except OSError as error:
            self.warning = warn(self, self.windowTitle(), describe_os_error(error))
            return
        self.accept()
