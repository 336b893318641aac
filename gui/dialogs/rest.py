"""Adventurers Rest: pick which dice leave the track (any positions) and whether an item is
discarded; the rules check the allowance of the difficulty."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.words.names import Namer
from gui.words.refusals import term
from rules import table
from rules.state import GameState


class RestDialog(QDialog):
    """Choose the dice an adventurer removes while resting."""

    def __init__(self, state: GameState, adventurer_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        adv = state.adventurer(adventurer_id)
        self.show_title(self.tr("Adventurers Rest — {name}").format(name=adv.name))
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.list = QListWidget()
        namer = Namer(state)
        for slot, die_id in enumerate(adv.track):
            item = QListWidgetItem(f"{slot + 1}. {namer.die(die_id)}")
            item.setData(Qt.ItemDataRole.UserRole, die_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        if not adv.track:  # an empty box would look broken: say why there is nothing
            empty = QListWidgetItem(self.tr("The cooldown track is empty: no die to remove."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)
        self.discard = QCheckBox(self.tr("Discard an item"))
        self.discard.setToolTip(self.tr("On Expert, resting needs a discarded item."))
        # Ticked when the rules give more for a discarded item (on Expert, a rest needs one).
        self.discard.setChecked(
            table.rest_allowance(state, True) > table.rest_allowance(state, False)
        )
        self.discard.toggled.connect(self._explain)
        self._explain()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.explain)
        layout.addWidget(self.list)
        layout.addWidget(self.discard)
        layout.addWidget(buttons)

    def show_title(self, title: str) -> None:
        """The title, whole: the dialog is made wide enough for a title bar to show it."""
        self.setWindowTitle(title)
        # The title bar's buttons and margins take about this much beside the words.
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(title) + 160)

    def _explain(self) -> None:
        """What this rest gives, as the rules answer it for the discard chosen."""
        heal, remove = table.rest_allowance(self.state, self.discard.isChecked())
        text = (
            self.tr(
                "On {difficulty}, a rest heals {heal} HP and removes up to %n die from any "
                "position of the track.",
                "",
                remove,
            )
            if remove == 1
            else self.tr(
                "On {difficulty}, a rest heals {heal} HP and removes up to %n dice from any "
                "positions of the track.",
                "",
                remove,
            )
        )
        self.explain.setText(text.format(difficulty=term(str(self.state.difficulty)), heal=heal))

    def chosen(self) -> tuple[str, ...]:
        return tuple(
            self.list.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.list.count())
            if self.list.item(i).checkState() == Qt.CheckState.Checked
        )
