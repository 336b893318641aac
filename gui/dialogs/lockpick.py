"""The lockpicking dialog: set up a code, roll (seeded) or type in physical dice, keep dice
against digits, turn a die by one pip for a light fatigue, stop. Every button submits a rules
action, so the check is undoable like everything else."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gui.session import GameSession
from gui.words.retranslated import Words
from rules import actions as act
from rules import table
from rules.events import Event, LockpickFailed, LockpickSucceeded
from rules.state import GameState, LockpickCheck
from rules.table import MAX_ATTEMPTS, SIDES

MIN_WIDTH = 440


def parse_digits(text: str) -> tuple[int, ...]:
    """'3 5 1', '351' or '3,5,1' -> (3, 5, 1); ValueError when it is not digits."""
    cleaned = [ch for ch in text if not ch.isspace() and ch not in ",;-"]
    if not cleaned or not all(ch.isdigit() for ch in cleaned):
        raise ValueError(text)
    return tuple(int(ch) for ch in cleaned)


class LockpickDialog(QDialog):
    """A small non-modal window that follows the session's lockpick check."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Lockpicking"))
        self.setModal(False)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._setup_page())
        self.pages.addWidget(self._check_page())
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        # The dialog grows with its rows (a longer code, longer words in French): nothing is
        # ever cut off.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.addWidget(self.pages)
        layout.addWidget(self.message)
        session.state_changed.connect(self._on_state_changed)
        session.events_happened.connect(self._on_events)
        session.action_rejected.connect(self._on_refused)
        self._on_state_changed(None, session.state)

    def prefer(self, adventurer_id: str | None) -> None:
        """Preselect who picks the lock: the acting or selected adventurer."""
        index = self.who.findData(adventurer_id)
        if index >= 0:
            self.who.setCurrentIndex(index)

    # --- pages ------------------------------------------------------------------------
    def _setup_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        explain = QLabel(
            self.tr(
                "<b>Code</b>: the digits of the lock, each from 1 to 6, three or more, "
                "in order (for example 3 5 1).<br><b>Key digits</b>: the spiked digits of "
                "the code, which must be matched before the others. Type their positions, "
                "counted from 1: <i>1 3</i> means the first and the third. Leave it empty "
                "when the lock has none."
            )
        )
        explain.setWordWrap(True)
        explain.setTextFormat(Qt.TextFormat.RichText)
        explain.setMinimumWidth(MIN_WIDTH)
        layout.addWidget(explain)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.who = QComboBox()
        self.who.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("e.g. 3 5 1"))
        self.code.setToolTip(self.tr("The lock's digits, 1 to 6, three or more."))
        self.keys = QLineEdit()
        self.keys.setPlaceholderText(self.tr("positions, e.g. 1 3"))
        self.keys.setToolTip(
            self.tr("Which digits are key digits (spiked): their positions, counted from 1.")
        )
        self.attempts = QSpinBox()
        self.attempts.setRange(1, MAX_ATTEMPTS)
        self.attempts.setValue(3)
        start = QPushButton(self.tr("Start the Check"))
        start.setDefault(True)
        start.clicked.connect(self.start)
        form.addRow(self.tr("Adventurer:"), self.who)
        form.addRow(self.tr("Code:"), self.code)
        form.addRow(self.tr("Key digits:"), self.keys)
        form.addRow(self.tr("Attempts:"), self.attempts)
        form.addRow(start)
        layout.addLayout(form)
        return page

    def _check_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        self.summary.setMinimumWidth(MIN_WIDTH)
        layout.addWidget(self.summary)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(3, 1)
        layout.addLayout(self.grid)
        self.faces = QLineEdit()
        self.faces.setPlaceholderText(self.tr("e.g. 4 2 6, then Enter"))
        self.faces.setMinimumWidth(self.faces.fontMetrics().horizontalAdvance("0" * 24))
        self.faces.returnPressed.connect(self.enter_faces)
        typed = QFormLayout()
        typed.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        typed.addRow(self.tr("Your own dice:"), self.faces)
        layout.addLayout(typed)
        row = QHBoxLayout()
        self.roll_button = QPushButton(self.tr("&Roll"))
        self.roll_button.setToolTip(self.tr("Roll the dice that are not kept"))
        self.roll_button.clicked.connect(self.roll)
        stop = QPushButton(self.tr("&Stop"))
        stop.setToolTip(self.tr("Give up: the check fails and kept results are lost"))
        stop.clicked.connect(lambda: self.session.submit(act.LockpickStop()))
        row.addWidget(self.roll_button)
        row.addStretch(1)
        row.addWidget(stop)
        layout.addLayout(row)
        return page

    # --- commands ---------------------------------------------------------------------
    def start(self) -> None:
        try:
            digits = parse_digits(self.code.text())
        except ValueError:
            self.message.setText(self.tr("Type the digits of the code, for example 3 5 1."))
            return
        try:
            keys = tuple(k - 1 for k in parse_digits(self.keys.text())) if self.keys.text() else ()
        except ValueError:
            self.message.setText(self.tr("Type the key digits' positions, for example 1 3."))
            return
        who = self.who.currentData()
        self.session.submit(act.StartLockpick(who, digits, keys, self.attempts.value()))

    def free_dice(self) -> tuple[int, ...]:
        check = self.session.state.lockpick
        return () if check is None else check.free

    def roll(self) -> None:
        results = tuple(self.session.rng.randint(1, SIDES) for _ in self.free_dice())
        self.session.submit(act.LockpickRoll(results))

    def enter_faces(self) -> None:
        try:
            results = parse_digits(self.faces.text())
        except ValueError:
            self.message.setText(self.tr("Type what your dice show, for example 4 2 6."))
            return
        if self.session.submit(act.LockpickRoll(results)):
            self.faces.clear()

    # --- following the state ----------------------------------------------------------
    def _on_refused(self, reason: Words) -> None:
        self.message.setText(reason())

    def _on_events(self, events: tuple[Event, ...]) -> None:
        for event in events:
            if isinstance(event, LockpickSucceeded):
                self.message.setText(self.tr("The lock opens."))
            elif isinstance(event, LockpickFailed):
                self.message.setText(self.tr("The check fails; kept results are lost."))

    def _on_state_changed(self, _old: GameState | None, state: GameState) -> None:
        check = state.lockpick
        if check is None:
            current = self.who.currentData()
            self.who.clear()
            for adv_id in table.lock_pickers(state):
                self.who.addItem(state.adventurer(adv_id).name, adv_id)
            index = self.who.findData(current)
            self.who.setCurrentIndex(max(index, 0))
            self.pages.setCurrentIndex(0)
            return
        self.pages.setCurrentIndex(1)
        who = state.adventurer(check.adventurer).name
        digits = " ".join(
            f"<b>{d}</b>{'▲' if i in check.keys else ''}" + ("✓" if i in check.matched else "")
            for i, d in enumerate(check.digits)
        )
        self.summary.setText(
            self.tr("{who} picks a lock. Code: {digits}<br>Attempts used: {used} of {n}").format(
                who=who, digits=digits, used=check.used, n=check.attempts
            )
        )
        self._clear_grid()
        for i, value in enumerate(check.values):
            self._die_row(check, i, value)
        free = self.free_dice()
        self.roll_button.setEnabled(table.allows(state, act.LockpickRoll((1,) * len(free))))
        self.adjustSize()

    def _clear_grid(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone now, not at the next turn of the event loop
                widget.deleteLater()

    def _die_row(self, check: LockpickCheck, i: int, value: int | None) -> None:
        """Die ``i``: its value, then turn buttons and where it may be kept (or where it is)."""
        kept = check.kept[i]
        label = QLabel(
            self.tr("Die {n}: {value}").format(n=i + 1, value="–" if value is None else value)
        )
        self.grid.addWidget(label, i, 0)
        if kept is not None:
            self.grid.addWidget(QLabel(self.tr("kept on digit {d}").format(d=kept + 1)), i, 1)
            return
        state = self.session.state  # what may be done now is the rules' to say
        for col, delta in ((1, -1), (2, 1)):
            button = QPushButton(f"{delta:+d}")
            button.setToolTip(self.tr("Turn this die by one pip: gain 1 light fatigue"))
            button.setEnabled(table.allows(state, act.LockpickTurn(i, delta)))
            button.clicked.connect(
                lambda _=False, d=i, s=delta: self.session.submit(act.LockpickTurn(d, s))
            )
            self.grid.addWidget(button, i, col)
        keep = QComboBox()
        keep.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        keep.addItem(self.tr("Keep on…"), None)
        for digit in range(len(check.digits)):
            if table.allows(state, act.LockpickKeep(i, digit)):
                keep.addItem(self.tr("digit {d}").format(d=digit + 1), digit)
        keep.setEnabled(keep.count() > 1)
        keep.activated.connect(
            lambda index, d=i, box=keep: (
                box.itemData(index) is not None
                and self.session.submit(act.LockpickKeep(d, box.itemData(index)))
            )
        )
        self.grid.addWidget(keep, i, 3)
