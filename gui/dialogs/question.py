"""File > New Question: a table set up to ask a rules question, in a few clicks.

The player picks 1 to 4 mats (their saved adventurers, or blank mats with one attribute row
and no skill dice) and whether there is a battle map (the entrance tile alone, with the
party on it). The rest is set on the table: chips by right-click, the round, phase and
whose turn from the Battle menu, a mat's track typed as a line of die names.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from board.errors import DataFileError
from board.tiles import TileShape, entrance_shape
from gui.files.library import Library, LibraryFileError
from gui.words.i18n import tr
from rules import apply
from rules.actions import StartEncounter
from rules.campaign import new_campaign
from rules.dice import Die, DieKind
from rules.specs import AdventurerSpec, CampaignSpec, EncounterSpec
from rules.state import Adventurer, AttributeRow, Difficulty, GameState, Objective, Supply

MAX_MATS = 4
# The supply of a question's table (light, over, status), as New Game gives.
SUPPLY = (12, 10, 12)


def blank_mat(number: int) -> Adventurer:
    """A mat with one attribute row and no skill dice, for fatigue and status questions."""
    return Adventurer(
        f"mat-{number}",
        tr("Adventurer {n}").format(n=number),
        "",
        10,
        10,
        rows=(AttributeRow("might"),),
    )


def _supply(state: GameState) -> GameState:
    dice = dict(state.dice)
    piles: list[tuple[str, ...]] = []
    for prefix, kind, count in zip(
        ("light", "over", "status"),
        (DieKind.LIGHT_FATIGUE, DieKind.OVERFATIGUE, DieKind.STATUS),
        SUPPLY,
        strict=True,
    ):
        ids = tuple(f"{prefix}-{n + 1}" for n in range(count))
        dice.update((i, Die(i, kind)) for i in ids)
        piles.append(ids)
    return state.replace(dice=dice, supply=Supply(*piles))


def question_state(
    saved: list[AdventurerSpec], blanks: int, entrance: TileShape | None = None
) -> GameState:
    """The question's table: the saved adventurers' mats, ``blanks`` blank mats, a full
    supply, and with ``entrance`` a battle on that tile alone. IllegalAction for a saved
    adventurer the rules refuse."""
    name = tr("Rules question")
    if saved:
        state = new_campaign(CampaignSpec(Difficulty.ADEPT, tuple(saved), name=name))
    else:
        state = _supply(GameState(dice={}, adventurers=(), scenario=name))
    taken = {adv.id for adv in state.adventurers}
    extra = [blank_mat(n) for n in range(1, MAX_MATS + 2) if f"mat-{n}" not in taken][:blanks]
    state = state.replace(adventurers=(*state.adventurers, *extra))
    if entrance is None:
        return state
    battle = EncounterSpec(name, Objective.DEFEAT_ALL, entrance.name, {entrance.name: entrance})
    return apply(state, StartEncounter(battle)).state


class QuestionDialog(QDialog):
    """The mats and the map of a new question's table."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.setWindowTitle(tr("New question"))
        try:
            self.saved_specs = library.adventurers()
        except LibraryFileError:
            self.saved_specs = []
        self.saved = QListWidget()
        for spec in self.saved_specs:
            item = QListWidgetItem(spec.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.saved.addItem(item)
        self.blanks = QSpinBox()
        self.blanks.setRange(0, MAX_MATS)
        self.blanks.setValue(0 if self.saved_specs else 1)
        self.battle = QCheckBox(tr("A battle map: the entrance tile, the party on it"))
        self.battle.setChecked(True)
        self.problem = QLabel()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self.saved.itemChanged.connect(self._check)
        self.blanks.valueChanged.connect(self._check)
        self._check()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(tr("Saved adventurers:"), self.saved)
        form.addRow(tr("Blank mats:"), self.blanks)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Pick the mats of the question (1 to 4).")))
        layout.addLayout(form)
        layout.addWidget(self.battle)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

    def chosen(self) -> list[AdventurerSpec]:
        return [
            spec
            for index, spec in enumerate(self.saved_specs)
            if self.saved.item(index).checkState() == Qt.CheckState.Checked
        ]

    def _check(self) -> None:
        count = len(self.chosen()) + self.blanks.value()
        ok = 1 <= count <= MAX_MATS
        self.problem.setText("" if ok else tr("A question's table has 1 to 4 mats."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def game_state(self) -> GameState:
        entrance = None
        if self.battle.isChecked():
            try:
                entrance = entrance_shape(self.library.tiles())
            except (DataFileError, KeyError):
                entrance = None
        return question_state(self.chosen(), self.blanks.value(), entrance)
