"""The encounter editor: objective, entrance tile, exploration deck (tile cards and
skyshards), enemies and companions, and their deployment on the entrance tile."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from board.hexes import Hex
from board.tiles import TileShape
from gui.dialogs.deploy import Chip, DeployMap
from gui.dialogs.parts import (
    close_with,
    form_of,
    message_line,
    ok_cancel,
    row_of,
    term_choice,
    wrapped,
)
from gui.dialogs.problems import show_problems
from gui.dialogs.stats import StatsDialog
from gui.files.encounter_data import exploration_cards
from gui.files.library import Library
from gui.table import art
from gui.words.elision import fill
from rules.card_files import cards_for
from rules.foes import FoeStats
from rules.specs import (
    MAX_HP,
    CompanionSpec,
    EncounterSpec,
    EnemySpec,
    auto_deploy,
    check_encounter,
    party_hexes,
)
from rules.state import ENEMY_LEVELS, SKYSHARD, Objective

DRAFT = "encounter"
QUEST = 0  # the level box's data for a quest unit


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


class UnitRow(QWidget):
    """One enemy (name, level, HP, bonus HP, objective) or one companion (name, HP and, with
    ``wounds``, max HP: a companion brought from the last battle keeps its wounds)."""

    def __init__(self, enemy: bool, wounds: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.enemy = enemy
        self.wounds = wounds and not enemy
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("name"))
        self.level = QComboBox()
        for level in ENEMY_LEVELS:
            self.level.addItem(self.tr("Level {n}").format(n=level), level)
        self.level.addItem(self.tr("Quest unit"), QUEST)
        self.hp = _spin(0, MAX_HP, 2 if enemy else 4)
        self.max_hp = _spin(1, MAX_HP, self.hp.value())
        self.max_hp.setToolTip(self.tr("Max HP: the HP it has when unhurt"))
        # Raising HP past max HP raises max HP with it: a fresh companion is typed in once.
        self.hp.valueChanged.connect(lambda hp: self.max_hp.setValue(max(hp, self.max_hp.value())))
        self.bonus = _spin(0, MAX_HP, 0)
        self.objective = QCheckBox(self.tr("Objective"))
        self.stats = FoeStats()
        self.stats_button = QPushButton(self.tr("Stats…"))
        self.stats_button.setToolTip(
            self.tr("Range, target value, priority, Combat dice, movement and skills")
        )
        self.stats_button.clicked.connect(self.ask_stats)
        self.stats_dialog: StatsDialog | None = None
        self.remove = QPushButton("✕")
        self.remove.setToolTip(self.tr("Remove this chip"))
        self.remove.setFixedWidth(28)
        self.at: Hex | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name, 2)
        if enemy:
            layout.addWidget(self.level)
        layout.addWidget(QLabel(self.tr("HP")))
        layout.addWidget(self.hp)
        if self.wounds:
            layout.addWidget(QLabel(self.tr("of")))
            layout.addWidget(self.max_hp)
        else:
            self.max_hp.hide()
        if enemy:
            layout.addWidget(QLabel(self.tr("bonus")))
            layout.addWidget(self.bonus)
            layout.addWidget(self.objective)
        layout.addWidget(self.stats_button)
        layout.addWidget(self.remove)

    def enemy_spec(self) -> EnemySpec:
        level = self.level.currentData()
        quest = level == QUEST
        return EnemySpec(
            self.name.text(),
            None if quest else int(level),
            self.hp.value(),
            self.bonus.value(),
            quest,
            self.objective.isChecked(),
            self.at,
            self.stats,
        )

    def companion_spec(self) -> CompanionSpec:
        max_hp = self.max_hp.value() if self.wounds else None
        return CompanionSpec(self.name.text(), self.hp.value(), self.at, max_hp, self.stats)

    def set_enemy(self, enemy: EnemySpec) -> None:
        self.name.setText(enemy.name)
        self.level.setCurrentIndex(self.level.findData(QUEST if enemy.quest else enemy.level))
        self.hp.setValue(enemy.hp)
        self.bonus.setValue(enemy.bonus_hp)
        self.objective.setChecked(enemy.objective)
        self.at = enemy.at
        self.stats = enemy.stats

    def set_companion(self, companion: CompanionSpec) -> None:
        self.name.setText(companion.name)
        self.max_hp.setValue(companion.full_hp)
        self.hp.setValue(companion.hp)
        self.max_hp.setValue(companion.full_hp)  # after HP, which may have raised it
        self.at = companion.at
        self.stats = companion.stats

    def ask_stats(self) -> StatsDialog:
        """Edit the chip's fighting stats (rules §4.4) in a dialog of their own."""
        title = fill(self.tr("Fighting stats of {name}"), name=self.name.text() or "—")
        dialog = StatsDialog(title, self.stats, self)
        dialog.accepted.connect(lambda: setattr(self, "stats", dialog.stats()))
        self.stats_dialog = dialog
        dialog.open()
        return dialog


class EncounterDialog(QDialog):
    """Set up one battle; OK stays off while anything is wrong."""

    def __init__(
        self,
        library: Library,
        party_size: int,
        companions: Sequence[CompanionSpec] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.party_size = party_size
        self.tiles = library.tiles()
        self.setWindowTitle(self.tr("Encounter"))
        self.enemy_rows: list[UnitRow] = []
        self.companion_rows: list[UnitRow] = []
        self._build()
        for companion in companions:
            self.add_companion().set_companion(replace(companion, at=None))
        self._on_changed()

    # --- construction -------------------------------------------------------------------
    def _build(self) -> None:
        self.name = QLineEdit(self.tr("Next battle"))
        self.objective = term_choice(Objective)
        self.needed = _spin(0, 20, 0)
        self.entrance = QComboBox()
        for shape in self.tiles.values():
            if shape.entrance:
                self.entrance.addItem(shape.label or shape.name, shape.name)
        self.skyshards = _spin(0, 20, 0)
        self.card_spins: dict[str, QSpinBox] = {}
        self.map = DeployMap()
        self.map.chip_placed.connect(self._on_chip_placed)
        self.auto_button = QPushButton(self.tr("Place the Rest on Deployment Hexes"))
        self.clear_button = QPushButton(self.tr("Clear Placement"))
        self.add_enemy_button = QPushButton(self.tr("Add Enemy"))
        self.add_companion_button = QPushButton(self.tr("Add Companion"))
        self.message = message_line()
        self.buttons = ok_cancel()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start Battle"))
        self.enemy_box = QVBoxLayout()
        self.companion_box = QVBoxLayout()
        self._lay_out()
        for widget in (self.name,):
            widget.textChanged.connect(self._on_changed)
        for combo in (self.objective, self.entrance):
            combo.currentIndexChanged.connect(self._on_changed)
        for spin in (self.needed, self.skyshards):
            spin.valueChanged.connect(self._on_changed)
        self.auto_button.clicked.connect(self.auto_place)
        self.clear_button.clicked.connect(self.clear_placement)
        self.add_enemy_button.clicked.connect(lambda: self.add_enemy())
        self.add_companion_button.clicked.connect(lambda: self.add_companion())
        close_with(self, self.buttons, self.library, DRAFT, self._accept)

    def _deck_box(self) -> QGroupBox:
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Skyshards")), 0, 0)
        grid.addWidget(self.skyshards, 0, 1)
        self.skyshards.setMaximumWidth(64)
        shapes = [shape for shape in self.tiles.values() if not shape.entrance]
        for i, shape in enumerate(shapes):
            spin = _spin(0, 9, 0)
            spin.setMaximumWidth(64)
            spin.valueChanged.connect(self._on_changed)
            self.card_spins[shape.name] = spin
            grid.addWidget(QLabel(shape.label or shape.name), i // 2 + 1, (i % 2) * 2)
            grid.addWidget(spin, i // 2 + 1, (i % 2) * 2 + 1)
        box = QGroupBox(self.tr("Exploration deck (cards of each kind)"))
        box.setLayout(grid)
        return box

    def _lay_out(self) -> None:
        form = form_of(
            (self.tr("Name:"), self.name),
            (self.tr("Objective:"), self.objective),
            (self.tr("Skyshards needed:"), self.needed),
            (self.tr("Entrance tile:"), self.entrance),
        )
        units = QVBoxLayout()
        units.addWidget(QLabel(self.tr("Enemies")))
        units.addLayout(self.enemy_box)
        units.addWidget(self.add_enemy_button)
        units.addWidget(QLabel(self.tr("Companions")))
        units.addLayout(self.companion_box)
        units.addWidget(self.add_companion_button)
        units.addStretch(1)
        holder = QWidget()
        holder.setLayout(units)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self._deck_box())
        left.addWidget(scroll, 1)
        right = QVBoxLayout()
        right.addWidget(
            wrapped(self.tr("Drag chips onto hexes; the gold rings are the party's places."))
        )
        right.addWidget(self.map, 1)
        right.addLayout(row_of(self.auto_button, self.clear_button))
        top = QHBoxLayout()
        top.addLayout(left, 3)
        top.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    # --- rows -----------------------------------------------------------------------
    def _add_row(self, enemy: bool) -> UnitRow:
        row = UnitRow(enemy, wounds=True)
        rows, box = (
            (self.enemy_rows, self.enemy_box)
            if enemy
            else (self.companion_rows, self.companion_box)
        )
        rows.append(row)
        box.addWidget(row)
        for widget in (row.name,):
            widget.textChanged.connect(self._on_changed)
        for spin in (row.hp, row.max_hp, row.bonus):
            spin.valueChanged.connect(self._on_changed)
        row.level.currentIndexChanged.connect(self._on_changed)
        row.objective.toggled.connect(self._on_changed)
        row.remove.clicked.connect(lambda: self._remove_row(row))
        self._on_changed()
        return row

    def add_enemy(self) -> UnitRow:
        return self._add_row(True)

    def add_companion(self) -> UnitRow:
        return self._add_row(False)

    def _remove_row(self, row: UnitRow) -> None:
        for rows in (self.enemy_rows, self.companion_rows):
            if row in rows:
                rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self._on_changed()

    # --- the encounter ----------------------------------------------------------------
    def entrance_shape(self) -> TileShape | None:
        return self.tiles.get(str(self.entrance.currentData()))

    def encounter(self) -> EncounterSpec:
        entrance = str(self.entrance.currentData())
        deck: list[str] = []
        shapes: dict[str, TileShape] = {}
        if entrance in self.tiles:
            shapes[entrance] = self.tiles[entrance]
        for name, spin in self.card_spins.items():
            deck.extend([name] * spin.value())
            if spin.value():
                shapes[name] = self.tiles[name]
        deck.extend([SKYSHARD] * self.skyshards.value())
        return EncounterSpec(
            self.name.text().strip(),
            Objective(self.objective.currentData()),
            entrance,
            shapes,
            tuple(deck),
            self.needed.value(),
            tuple(r.enemy_spec() for r in self.enemy_rows),
            tuple(r.companion_spec() for r in self.companion_rows),
            cards_for(shapes, exploration_cards(self.library)),
        )

    def _chips(self) -> list[Chip]:
        chips = []
        for i, row in enumerate(self.enemy_rows):
            spec = row.enemy_spec()
            fill = (
                art.QUEST_COLOUR
                if spec.quest
                else art.ENEMY_LEVEL_COLOURS.get(spec.level or 1, art.STONE)
            )
            chips.append(Chip(("enemy", i), spec.name or "?", fill, row.at))
        for i, row in enumerate(self.companion_rows):
            chips.append(
                Chip(("companion", i), row.name.text() or "?", art.COMPANION_COLOUR, row.at)
            )
        return chips

    def _row(self, key: tuple[str, int]) -> UnitRow:
        rows = self.enemy_rows if key[0] == "enemy" else self.companion_rows
        return rows[key[1]]

    def set_encounter(self, spec: EncounterSpec) -> None:
        """Fill the editor from an encounter (a draft left by a crash)."""
        self.name.setText(spec.name)
        self.objective.setCurrentIndex(max(0, self.objective.findData(str(spec.objective))))
        self.needed.setValue(spec.skyshards_needed)
        self.entrance.setCurrentIndex(max(0, self.entrance.findData(spec.entrance)))
        for name, spin in self.card_spins.items():
            spin.setValue(spec.deck.count(name))
        self.skyshards.setValue(spec.deck.count(SKYSHARD))
        for enemy in spec.enemies:
            self.add_enemy().set_enemy(enemy)
        for companion in spec.companions:
            self.add_companion().set_companion(companion)
        self._on_changed()

    def _on_chip_placed(self, key: tuple[str, int], at: Hex | None) -> None:
        self._row(key).at = at
        self._on_changed()

    def auto_place(self) -> None:
        """Enemies still waiting go to deployment hexes, then the hexes farthest away."""
        placed = auto_deploy(self.encounter(), self.party_size)
        for row, enemy in zip(self.enemy_rows, placed.enemies, strict=True):
            row.at = enemy.at
        self._on_changed()

    def clear_placement(self) -> None:
        for row in (*self.enemy_rows, *self.companion_rows):
            row.at = None
        self._on_changed()

    def _fields(self) -> dict[str, QWidget]:
        fields: dict[str, QWidget] = {
            "entrance": self.entrance,
            "deck": self.skyshards,
            "deployment": self.map,
            "": self.message,
        }
        for i, row in enumerate(self.enemy_rows):
            for part, widget in (
                ("name", row.name),
                ("level", row.level),
                ("hp", row.hp),
                ("bonus_hp", row.bonus),
            ):
                fields[f"enemy[{i}].{part}"] = widget
        for i, row in enumerate(self.companion_rows):
            fields[f"companion[{i}].name"] = row.name
            fields[f"companion[{i}].hp"] = row.hp
            fields[f"companion[{i}].max_hp"] = row.max_hp
        return fields

    def _on_changed(self) -> None:
        spec = self.encounter()
        problems = check_encounter(spec, self.party_size)
        show_problems(problems, self._fields(), self.message)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)
        shape = self.entrance_shape()
        party = party_hexes(shape, self.party_size) if shape is not None else []
        self.map.show_encounter(shape, party, self._chips())
        self.library.save_draft(DRAFT, spec)

    def _accept(self) -> None:
        if not check_encounter(self.encounter(), self.party_size):
            self.accept()
