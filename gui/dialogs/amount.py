"""How much damage or healing an effect deals and, for damage, whose engage or ability dealt
it (rules §5.4: the credit for a defeat goes to that unit)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QSpinBox, QWidget

from gui.dialogs.parts import ok_cancel
from rules.table import MAX_AMOUNT


class AmountDialog(QDialog):
    """An amount, 1 up to what the rules take, and with ``sources`` (unit id and name) the
    unit that dealt it, or no one (a status die, an effect): ``chosen`` is offered first."""

    def __init__(
        self,
        title: str,
        question: str,
        sources: Sequence[tuple[str, str]] | None = None,
        chosen: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(320)
        self.spin = QSpinBox()
        self.spin.setRange(1, MAX_AMOUNT)
        self.spin.setValue(1)
        self.spin.selectAll()
        self.dealt_by = QComboBox()
        self.dealt_by.addItem(self.tr("No one (a status die or an effect)"), None)
        for unit_id, name in sources or ():
            self.dealt_by.addItem(name, unit_id)
        self.dealt_by.setCurrentIndex(max(0, self.dealt_by.findData(chosen)))
        self.dealt_by.setToolTip(
            self.tr("The unit whose engage or ability dealt it is credited with a defeat.")
        )
        question_label = QLabel(question)
        question_label.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(question_label)
        form.addRow(self.tr("Amount:"), self.spin)
        if sources is not None:
            form.addRow(self.tr("Dealt by:"), self.dealt_by)
        buttons = ok_cancel()
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.spin.setFocus()

    def amount(self) -> int:
        return self.spin.value()

    def source(self) -> str | None:
        data = self.dealt_by.currentData()
        return None if data is None else str(data)
