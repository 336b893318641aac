"""Naming the enemies drawn from the physical bags for a new tile (rules §7.4): the player
ticks the chips they drew, in the order drawn, among those left in their bags; the rules say
when a chip breaks the card's printed level or the encounter points left."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.parts import message_line, ok_cancel, wrapped
from gui.words.refusals import translate_refusal
from rules import table
from rules.cards import BagChip, EnemyBags
from rules.state import GameState


class DrawnEnemiesDialog(QDialog):
    """The chips left in the bags, each ticked as drawn; OK stays off while the rules refuse
    the draw."""

    def __init__(self, state: GameState, bags: EnemyBags, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Enemies Drawn"))
        self.state = state
        left = table.bags_left(state, bags)
        self.offered: list[BagChip] = list(left.chips)
        #: The rows ticked, in the order they were ticked (the order drawn).
        self.ticked: list[int] = []
        self.list = QListWidget()
        for chip in self.offered:
            item = QListWidgetItem(
                self.tr("{name}: level {level}, {hp} HP").format(
                    name=chip.name, level=chip.level, hp=chip.hp
                )
            )
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.summary = wrapped()
        self.message = message_line()
        self.buttons = ok_cancel()
        body = QVBoxLayout(self)
        body.addWidget(
            wrapped(
                self.tr(
                    "Tick the chips you drew from your bags, in the order you drew them. "
                    "They go on the new tile farthest first."
                )
            )
        )
        body.addWidget(self.list, 1)
        body.addWidget(self.summary)
        body.addWidget(self.message)
        body.addWidget(self.buttons)
        self.list.itemChanged.connect(self._ticked)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._check()

    def drawn(self) -> tuple[BagChip, ...]:
        """The chips ticked, in the order drawn."""
        return tuple(self.offered[row] for row in self.ticked)

    def _ticked(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        if item.checkState() == Qt.CheckState.Checked and row not in self.ticked:
            self.ticked.append(row)
        elif item.checkState() != Qt.CheckState.Checked and row in self.ticked:
            self.ticked.remove(row)
        self._check()

    def _check(self) -> None:
        drawn = self.drawn()
        plan = table.arrival_plan(self.state)
        if plan is not None:
            self.summary.setText(
                self.tr(
                    "{spent} of {ep} encounter points spent; enemies up to level {level}."
                ).format(spent=sum(c.level for c in drawn), ep=plan.card.ep, level=plan.level)
            )
        refused = table.arrival_refusal(self.state, drawn)
        self.message.setText("" if refused is None else translate_refusal(refused, self.state))
        self.message.setStyleSheet("color: #a33; font-weight: bold;")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(refused is None)
