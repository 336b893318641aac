"""The order of several dice entering a track together (rules §2.2): asked when a step of the
game exhausts an adventurer's active dice at once and the track fills up part way through, so
the order decides which of them the track keeps."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.parts import ok_cancel, row_of
from gui.words.elision import fill


class DiceOrderDialog(QDialog):
    """The dice, named, in slot order at first: the player drags them or moves the selected
    one up or down; `order` is the list from the top (the first goes in first)."""

    def __init__(
        self, who: str, dice: Sequence[tuple[str, str]], room: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(fill(self.tr("Order of {who}'s Dice"), who=who))
        self.setMinimumWidth(380)
        intro = QLabel(
            fill(
                self.tr(
                    "{who}'s track has room for {room} of these dice: they go in from the top "
                    "of the list, and the others find it full. Drag them, or move the selected "
                    "one, into the order you want."
                ),
                who=who,
                room=room,
            )
        )
        intro.setWordWrap(True)
        self.dice = QListWidget()
        self.dice.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for die_id, name in dice:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, die_id)
            self.dice.addItem(item)
        self.dice.setCurrentRow(0)
        self.up = QPushButton(self.tr("Move &Up"))
        self.down = QPushButton(self.tr("Move &Down"))
        self.up.clicked.connect(lambda: self.shift(-1))
        self.down.clicked.connect(lambda: self.shift(1))
        buttons = ok_cancel()
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.dice)
        moves = row_of(self.up, self.down)
        moves.addStretch(1)
        layout.addLayout(moves)
        layout.addWidget(buttons)

    def shift(self, step: int) -> None:
        """Move the selected die ``step`` places up (negative) or down the list."""
        row = self.dice.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.dice.count():
            return
        item = self.dice.takeItem(row)
        self.dice.insertItem(to, item)
        self.dice.setCurrentRow(to)

    def order(self) -> tuple[str, ...]:
        """The die ids from the top of the list."""
        return tuple(
            str(self.dice.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.dice.count())
        )
