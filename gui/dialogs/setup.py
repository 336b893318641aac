"""Small dialogs of the table's free setup: a chip to add on a hex, a tile to lay anywhere."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from board.hexes import Hex
from board.tiles import TileShape
from gui.dialogs.encounter import QUEST, UnitRow
from gui.dialogs.parts import message_line, ok_cancel
from gui.dialogs.problems import show_problems
from rules.campaign import ForceAddTile, ForceAddUnit
from rules.specs import Problem, check_companion, check_enemy
from rules.state import UnitKind


class ChipDialog(QDialog):
    """Name, level and HP of a chip the player puts on a hex."""

    def __init__(self, kind: UnitKind, at: Hex, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind, self.at = kind, at
        enemy = kind is UnitKind.ENEMY
        self.setWindowTitle(self.tr("Add an Enemy") if enemy else self.tr("Add a Companion"))
        self.row = UnitRow(enemy)
        self.row.remove.hide()
        self.message = message_line()
        self.buttons = ok_cancel()
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("On the hex {q}, {r}:").format(q=at.q, r=at.r)))
        layout.addWidget(self.row)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.row.name.textChanged.connect(self._check)
        for spin in (self.row.hp, self.row.bonus):
            spin.valueChanged.connect(self._check)
        self.row.level.currentIndexChanged.connect(self._check)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._check()

    def problems(self) -> list[Problem]:
        if self.kind is UnitKind.ENEMY:
            return check_enemy(self.row.enemy_spec())
        return check_companion(self.row.companion_spec())

    def _check(self) -> None:
        fields: dict[str, QWidget] = {
            "name": self.row.name,
            "level": self.row.level,
            "hp": self.row.hp,
            "bonus_hp": self.row.bonus,
        }
        problems = self.problems()
        show_problems(problems, fields, self.message)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)

    def action(self) -> ForceAddUnit:
        row = self.row
        level = row.level.currentData()
        quest = self.kind is UnitKind.ENEMY and level == QUEST
        return ForceAddUnit(
            self.kind,
            row.name.text().strip(),
            row.hp.value(),
            self.at,
            None if quest or self.kind is not UnitKind.ENEMY else int(level),
            row.bonus.value() if self.kind is UnitKind.ENEMY else 0,
            quest,
            row.objective.isChecked() and self.kind is UnitKind.ENEMY,
        )


class TileDialog(QDialog):
    """A tile of the library, whichever the player picks, at a chosen position and rotation."""

    def __init__(self, tiles: dict[str, TileShape], at: Hex, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles = tiles
        self.setWindowTitle(self.tr("Add a Tile"))
        self.shape = QComboBox()
        for shape in tiles.values():
            self.shape.addItem(shape.label or shape.name, shape.name)
        self.q, self.r, self.rotation = QSpinBox(), QSpinBox(), QSpinBox()
        for spin, value in ((self.q, at.q), (self.r, at.r)):
            spin.setRange(-99, 99)
            spin.setValue(value)
        self.rotation.setRange(0, 5)
        self.rotation.setSuffix(self.tr(" × 60°"))
        form = QFormLayout(self)
        form.addRow(self.tr("Tile:"), self.shape)
        form.addRow(self.tr("Origin q:"), self.q)
        form.addRow(self.tr("Origin r:"), self.r)
        form.addRow(self.tr("Rotation:"), self.rotation)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def action(self) -> ForceAddTile:
        shape = self.tiles[str(self.shape.currentData())]
        return ForceAddTile(shape, Hex(self.q.value(), self.r.value()), self.rotation.value())
