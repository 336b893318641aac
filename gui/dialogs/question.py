"""File > New Question: a table set up to ask a rules question, in a few clicks.

The player picks 1 to 4 mats (their saved adventurers, or blank mats with one attribute row
and no skill dice) and whether there is a battle map: the entrance tile with the party on
it, and tiles from their library laid in the order picked, each explored through the next
open door as the rules explore (rules §7.2-§7.4). The rest is set on the table: chips by
right-click, the round, phase and whose turn from the Battle menu, a mat's track typed as a
line of die names.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from board.errors import DataFileError
from board.hexes import Hex
from board.tiles import TileShape
from gui.files.library import Library, LibraryFileError
from gui.words.i18n import tr
from gui.words.refusals import term
from rules import apply, table
from rules.actions import DeployArrival, ExploreHex, PlaceTile, StartEncounter
from rules.campaign import new_campaign
from rules.dice import Die, DieKind
from rules.specs import AdventurerSpec, CampaignSpec, EncounterSpec
from rules.state import (
    SKYSHARD,
    Adventurer,
    AttributeRow,
    Difficulty,
    GameState,
    Objective,
    Supply,
)

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


class TileFitsNowhere(ValueError):
    """A tile picked for the map fits at none of its open doors, when its turn comes."""

    def __init__(self, shape: TileShape, number: int) -> None:
        super().__init__(shape.name)
        self.shape = shape
        self.number = number

    def __str__(self) -> str:
        return tr(
            "Tile {n} of those picked ({tile}) fits at no open door of the map: pick another "
            "tile or change the order."
        ).format(n=self.number, tile=tile_title(self.shape))


def tile_title(shape: TileShape) -> str:
    """A tile as the player reads it: its label, in the current language."""
    return term(shape.label or shape.name)


def question_state(
    saved: list[AdventurerSpec],
    blanks: int,
    entrance: TileShape | None = None,
    tiles: Sequence[TileShape] = (),
) -> GameState:
    """The question's table: the saved adventurers' mats, ``blanks`` blank mats, a full
    supply, and with ``entrance`` a battle on that tile, with ``tiles`` laid on in order
    (`lay_tiles`). IllegalAction for a saved adventurer the rules refuse; TileFitsNowhere
    for a tile that fits at no open door."""
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
    shapes = {entrance.name: entrance, **{shape.name: shape for shape in tiles}}
    # A skyshard left in the deck keeps the map's doors explorable (rules §7.2).
    deck = (*(shape.name for shape in tiles), SKYSHARD) if tiles else ()
    battle = EncounterSpec(name, Objective.DEFEAT_ALL, entrance.name, shapes, deck)
    return lay_tiles(apply(state, StartEncounter(battle)).state, tiles)


def _open_doors(state: GameState) -> list[Hex]:
    """The map's doors still to explore, the oldest tile's first (rules §7.2)."""
    battle = state.battle
    assert battle is not None
    order = {door: index for index, tile in enumerate(battle.map.tiles) for door in tile.doors}
    return sorted(table.unexplored_doors(state), key=lambda door: (order.get(door, 0), door))


def lay_tiles(state: GameState, tiles: Sequence[TileShape]) -> GameState:
    """Each of ``tiles`` in turn explored through the first open door it fits at, as the
    table explores (rules §7.2-§7.4): drawn from the deck, its first placement laid, its
    arrival (a tile without a card brings nothing) settled. TileFitsNowhere otherwise."""
    for number, shape in enumerate(tiles, 1):
        before = state.battle.map.tiles if state.battle is not None else ()
        for door in _open_doors(state):
            # Out of turn, as a logged override: nobody's turn has begun on a new table.
            tried = apply(state, ExploreHex(door, shape.name, override=True)).state
            if table.legal_placements(tried):
                tried = apply(tried, PlaceTile(index=0)).state
            if tried.battle is not None and len(tried.battle.map.tiles) > len(before):
                state = _settle_arrival(tried)
                break
        else:
            raise TileFitsNowhere(shape, number)
    return state


def _settle_arrival(state: GameState) -> GameState:
    """The tile just laid gets what its card brings, each tie settled by its first hex."""
    picks: list[Hex] = []
    plan = table.arrival_plan(state)
    while plan is not None and plan.tie:
        picks.append(plan.tie[0])
        plan = table.arrival_plan(state, (), picks)
    if plan is None:
        return state
    return apply(state, DeployArrival((), tuple(picks))).state


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
        self._make_tile_lists()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self.saved.itemChanged.connect(self._check)
        self.blanks.valueChanged.connect(self._check)
        self.battle.toggled.connect(self._check)
        self._check()

    def _make_tile_lists(self) -> None:
        """The library's tiles (the entrance aside) and the tiles picked, in order."""
        try:
            shapes = self.library.tiles()
        except (DataFileError, LibraryFileError, KeyError):
            shapes = {}
        self.entrance = next((s for s in shapes.values() if s.entrance), None)
        self.library_shapes = [s for s in shapes.values() if not s.entrance]
        self.library_tiles = QListWidget()
        self.library_tiles.addItems([tile_title(shape) for shape in self.library_shapes])
        self.picked_tiles = QListWidget()
        self.picked: list[TileShape] = []
        self.add_tile = QPushButton(tr("Add →"))
        self.remove_tile = QPushButton(tr("← Remove"))
        self.add_tile.clicked.connect(self._add_tile)
        self.library_tiles.itemDoubleClicked.connect(self._add_tile)
        self.remove_tile.clicked.connect(self._remove_tile)

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(tr("Saved adventurers:"), self.saved)
        form.addRow(tr("Blank mats:"), self.blanks)
        buttons = QVBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.add_tile)
        buttons.addWidget(self.remove_tile)
        buttons.addStretch()
        tiles = QHBoxLayout()
        tiles.addWidget(self.library_tiles)
        tiles.addLayout(buttons)
        tiles.addWidget(self.picked_tiles)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Pick the mats of the question (1 to 4).")))
        layout.addLayout(form)
        layout.addWidget(self.battle)
        words = tr("Tiles from your library to lay on, in order, each through the next open door:")
        heading = QLabel(words)
        heading.setWordWrap(True)
        layout.addWidget(heading)
        layout.addLayout(tiles)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

    def _add_tile(self) -> None:
        row = self.library_tiles.currentRow()
        if 0 <= row < len(self.library_shapes):
            self.picked.append(self.library_shapes[row])
            self.picked_tiles.addItem(tile_title(self.library_shapes[row]))
            self._check()

    def _remove_tile(self) -> None:
        row = self.picked_tiles.currentRow()
        if not 0 <= row < len(self.picked):
            row = len(self.picked) - 1  # nothing chosen: the last one picked
        if row >= 0:
            del self.picked[row]
            self.picked_tiles.takeItem(row)
            self._check()

    def chosen(self) -> list[AdventurerSpec]:
        return [
            spec
            for index, spec in enumerate(self.saved_specs)
            if self.saved.item(index).checkState() == Qt.CheckState.Checked
        ]

    def _check(self) -> None:
        count = len(self.chosen()) + self.blanks.value()
        problem = "" if 1 <= count <= MAX_MATS else tr("A question's table has 1 to 4 mats.")
        battle = self.battle.isChecked()
        for widget in (self.library_tiles, self.picked_tiles, self.add_tile, self.remove_tile):
            widget.setEnabled(battle and self.entrance is not None)
        if not problem and battle and self.picked and self.entrance is not None:
            try:
                question_state([], 1, self.entrance, self.picked)  # the map alone, to try
            except TileFitsNowhere as nowhere:
                problem = str(nowhere)
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def game_state(self) -> GameState:
        if not self.battle.isChecked():
            return question_state(self.chosen(), self.blanks.value())
        return question_state(self.chosen(), self.blanks.value(), self.entrance, self.picked)
