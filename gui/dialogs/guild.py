"""The guild assist in a battle (rules §5.8): besides its healing, the party may set the round
counter to any value and then place each revived adventurer on a hex it picks."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QLabel, QSpinBox, QWidget

from gui.dialogs.parts import ok_cancel
from rules.state import FATIGUE_FACE


class GuildAssistDialog(QDialog):
    """Whether to set the round counter, and to what; ``revived`` names the adventurers the
    assist revives, each placed next on a hex the player clicks."""

    def __init__(self, counter: int, revived: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Use the Guild Assist"))
        self.setMinimumWidth(360)
        intro = QLabel(
            self.tr(
                "Every adventurer heals fully, clears fatigue and status dice, and recovers "
                "exhausted and drained dice."
            )
        )
        intro.setWordWrap(True)
        self.set_round = QCheckBox(self.tr("Set the round counter to:"))
        self.round = QSpinBox()
        self.round.setRange(1, FATIGUE_FACE)
        self.round.setValue(min(max(counter, 1), FATIGUE_FACE))
        self.round.setEnabled(False)
        self.set_round.toggled.connect(self.round.setEnabled)
        form = QFormLayout(self)
        form.addRow(intro)
        form.addRow(self.set_round, self.round)
        if revived:
            places = QLabel(
                self.tr(
                    "Then click a lit hex of the map for each revived adventurer: {names}."
                ).format(names=", ".join(revived))
            )
            places.setWordWrap(True)
            form.addRow(places)
        buttons = ok_cancel()
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen_round(self) -> int | None:
        """The round counter's new value, or None to leave it as it is."""
        return self.round.value() if self.set_round.isChecked() else None
