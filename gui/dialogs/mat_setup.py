"""Set Up the Mat: everything on an adventurer's mat typed at once (its active slots, drained
dice and cooldown track as lines of die names, its HP and tenacity), checked by the rules
before OK closes it, then set as logged overrides in one undo step."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from gui.dialogs.parts import ok_cancel, wrapped
from gui.export.caption import die_words
from gui.words.elision import fill
from gui.words.track_entry import EMPTY_SLOT, TrackTypo, mat_actions
from rules.actions import Action
from rules.state import GameState
from rules.table import counter_bounds

# The counters the dialog sets, in its order.
COUNTERS = ("hp", "tenacity")


class MatSetupDialog(QDialog):
    """The mat of ``adventurer_id`` as lines and numbers, filled with what it holds now; OK
    keeps it open with the reason while the rules refuse what is typed (what
    sets it: ``overrides``)."""

    def __init__(self, state: GameState, adventurer_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.state, self.adventurer_id = state, adventurer_id
        adv = state.adventurer(adventurer_id)
        self.setWindowTitle(fill(self.tr("Set up {name}'s mat"), name=adv.name))
        self.setMinimumWidth(520)
        slots = [EMPTY_SLOT if d is None else die_words(state, d) for d in adv.active]
        while slots and slots[-1] == EMPTY_SLOT:
            slots.pop()
        self.active = QLineEdit(", ".join(slots))
        self.drained = QLineEdit(", ".join(die_words(state, d) for d in adv.drained))
        self.track = QLineEdit(", ".join(die_words(state, d) for d in adv.track))
        self.numbers: dict[str, QSpinBox] = {}
        for counter in COUNTERS:
            spin = QSpinBox()
            spin.setRange(*counter_bounds(state, adventurer_id, counter))
            spin.setValue(int(getattr(adv, counter)))
            self.numbers[counter] = spin
        self.message = QLabel()
        self.message.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(
            wrapped(
                self.tr(
                    "Die names separated by commas, in order: a skill line, maybe with its face "
                    "in brackets; light; over; a status. An empty active slot is “{empty}”."
                ).format(empty=EMPTY_SLOT)
            )
        )
        form.addRow(self.tr("Active slots:"), self.active)
        form.addRow(self.tr("Drained:"), self.drained)
        form.addRow(self.tr("Cooldown track:"), self.track)
        form.addRow(self.tr("HP:"), self.numbers["hp"])
        form.addRow(self.tr("Tenacity:"), self.numbers["tenacity"])
        form.addRow(self.message)
        self.buttons = ok_cancel()
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.overrides: list[Action] = []

    def accept(self) -> None:  # Qt override: OK only with a mat the rules accept
        lines = (self.active.text(), self.drained.text(), self.track.text())
        counters = {c: spin.value() for c, spin in self.numbers.items()}
        try:
            self.overrides = mat_actions(self.state, self.adventurer_id, lines, counters)
        except TrackTypo as typo:
            self.message.setText(str(typo))
            return
        super().accept()
