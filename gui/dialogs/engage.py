"""An enemy's engage (rules §4.4): the party picks among targets of equal HP where the rules
leave it the choice, and the Combat roll comes from the table's seeded dice or is typed from
the player's own dice. A companion's engage (rules §4.3) asks the same, its targets picked
freely among the units in its range and sight."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.parts import message_line, ok_cancel, wrapped
from rules.foes import FoeStats, parse_faces


class EngageDialog(QDialog):
    """Whom the enemy targets and what its Combat dice show. ``sure`` names the targets the
    rules give; ``pool`` (unit id, name) the units of equal HP the party picks ``picks``
    of; ``roll`` rolls the table's dice when asked. With ``up_to`` (a companion) the player
    picks from 1 to ``picks`` of ``pool``, whatever their HP."""

    def __init__(
        self,
        title: str,
        sure: str,
        pool: Sequence[tuple[str, str]],
        picks: int,
        stats: FoeStats,
        roll: Callable[[], tuple[int, ...]],
        parent: QWidget | None = None,
        up_to: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(360)
        self.stats = stats
        self.picks = picks
        self.up_to = up_to
        self._roll = roll
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(sure))
        self.choices: list[tuple[str, QCheckBox]] = []
        if picks:
            ask = (
                self.tr("Pick up to {n} of the units in its range and sight:")
                if up_to
                else self.tr("Pick {n} of these units of equal HP:")
            )
            layout.addWidget(wrapped(ask.format(n=picks)))
            for unit_id, name in pool:
                box = QCheckBox(name)
                box.toggled.connect(self._check)
                layout.addWidget(box)
                self.choices.append((unit_id, box))
        self.rolled = QRadioButton(self.tr("Roll the table's dice"))
        self.typed = QRadioButton(self.tr("Type what your own dice show:"))
        self.values = QLineEdit()
        self.values.setPlaceholderText(stats.faces_text())
        if stats.dice:
            faces = self._dice_words(stats.dice).format(faces=stats.faces_text())
            layout.addWidget(wrapped(faces))
            for widget in (self.rolled, self.typed, self.values):
                layout.addWidget(widget)
        self.rolled.setChecked(True)
        self.values.textEdited.connect(lambda _text: self.typed.setChecked(True))
        self.values.textChanged.connect(self._check)
        self.typed.toggled.connect(self._check)
        self.message = message_line()
        self.buttons = ok_cancel()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Engage"))
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._check()

    def _dice_words(self, n: int) -> str:
        if n == 1:
            return self.tr("%n Combat die, faces {faces}", "", n)
        return self.tr("%n Combat dice, faces {faces}", "", n)

    def _roll_words(self, n: int) -> str:
        if n == 1:
            return self.tr("Type the value its %n die shows, among {faces}.", "", n)
        return self.tr("Type one value for each of its %n dice, among {faces}.", "", n)

    def pick(self, unit_id: str) -> None:
        """Tick ``unit_id`` among the units to pick from (a target clicked on the map)."""
        for uid, box in self.choices:
            if uid == unit_id:
                box.setChecked(True)

    def targets(self) -> tuple[str, ...]:
        """The units the party picked (empty when the rules left no choice)."""
        return tuple(unit_id for unit_id, box in self.choices if box.isChecked())

    def typed_roll(self) -> tuple[int, ...] | None:
        """The values typed, or None when they are not what its dice can show."""
        values = parse_faces(self.values.text())
        if values is None or len(values) != self.stats.dice:
            return None
        return values if all(v in self.stats.faces for v in values) else None

    def roll(self) -> tuple[int, ...]:
        """The Combat roll: typed, or rolled now by the table's seeded dice."""
        if not self.stats.dice:
            return ()
        if self.typed.isChecked():
            return self.typed_roll() or ()
        return self._roll()

    def _check(self) -> None:
        problem = ""
        picked = len(self.targets())
        if self.up_to and not 1 <= picked <= self.picks:
            problem = self.tr("Pick from 1 to {n} of the units it can target.").format(n=self.picks)
        elif not self.up_to and self.picks and picked != self.picks:
            problem = self.tr("Pick exactly {n} of the units of equal HP.").format(n=self.picks)
        elif self.stats.dice and self.typed.isChecked() and self.typed_roll() is None:
            problem = self._roll_words(self.stats.dice).format(faces=self.stats.faces_text())
        self.message.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
