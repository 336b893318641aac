"""New Game: difficulty, the party of 1 to 4 adventurers (new, saved or from a party file),
companions, the overland map and where the party token starts, and the first battle."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from board.errors import DataFileError
from board.hexes import Hex
from board.overland import OverlandMap, load_overland
from gui.dialogs.encounter import EncounterDialog, UnitRow
from gui.dialogs.faces import dice_icon
from gui.dialogs.parts import (
    close_with,
    form_of,
    message_line,
    ok_cancel,
    open_chosen,
    row_of,
    term_choice,
    warn,
)
from gui.dialogs.party import AdventurerDialog
from gui.dialogs.problems import show_problems
from gui.dialogs.skills import decode_draft
from gui.files.library import Library, LibraryFileError
from gui.table import art
from gui.table.overland import OverlandScene
from gui.words.refusals import term
from rules import apply
from rules.campaign import StartEncounter, new_campaign, unique_ids
from rules.specs import (
    AdventurerSpec,
    CampaignSpec,
    CompanionSpec,
    EncounterSpec,
    Problem,
    check_party,
)
from rules.state import Difficulty, GameState

DRAFT = "new-game"


class NewGameDialog(QDialog):
    """One page: the campaign, the party, the province and the first battle."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.setWindowTitle(self.tr("New Game"))
        self.party: list[AdventurerSpec] = []
        self.companion_rows: list[UnitRow] = []
        self.encounter: EncounterSpec | None = None
        self.overland: OverlandMap = load_overland()
        self.adventurer_dialog: AdventurerDialog | None = None
        self.encounter_dialog: EncounterDialog | None = None
        self.error_box: QMessageBox | None = None
        self._build()
        self._fill_start()
        self._on_changed()

    def _build(self) -> None:
        self.name = QLineEdit(self.tr("My campaign"))
        self.difficulty = term_choice(Difficulty)
        self.difficulty.setCurrentIndex(1)
        self.party_list = QListWidget()
        self.party_list.setIconSize(QSize(4 * 32, 32))
        self.party_list.setWordWrap(True)
        self.saved = QComboBox()
        self.saved.setPlaceholderText(self.tr("My adventurers"))
        self.new_button = QPushButton(self.tr("New Adventurer…"))
        self.add_saved_button = QPushButton(self.tr("Add Saved"))
        self.party_file_button = QPushButton(self.tr("From a Party File…"))
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.companions = QVBoxLayout()
        self.add_companion_button = QPushButton(self.tr("Add Companion"))
        self.map_choice = QComboBox()
        self.map_choice.addItem(self.tr("The shipped province"), "")
        self.map_file_button = QPushButton(self.tr("Overland Map File…"))
        self.start = QComboBox()
        self.province_scene = OverlandScene(self.overland, self)
        self.province_view = QGraphicsView(self.province_scene)
        self.province_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.province_view.setBackgroundBrush(art.FELT)
        self.province_view.setMinimumHeight(190)
        self.province_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.province_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.battle_button = QPushButton(self.tr("Set Up the First Battle…"))
        self.battle_label = QLabel(self.tr("No battle yet: the party starts on the overland map."))
        self.message = message_line()
        self.buttons = ok_cancel()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self._fill_saved()
        self._lay_out()
        self._wire()

    def _lay_out(self) -> None:
        form = form_of((self.tr("Campaign:"), self.name), (self.tr("Difficulty:"), self.difficulty))
        party_buttons = row_of(self.new_button, self.edit_button, self.remove_button)
        saved_row = QHBoxLayout()
        saved_row.addWidget(self.saved, 1)
        saved_row.addWidget(self.add_saved_button)
        saved_row.addWidget(self.party_file_button)
        party = QVBoxLayout()
        party.addWidget(self.party_list, 1)
        party.addLayout(party_buttons)
        party.addLayout(saved_row)
        party_box = QGroupBox(self.tr("The party (1 to 4 adventurers, in seat order)"))
        party_box.setLayout(party)
        companions = QVBoxLayout()
        companions.addLayout(self.companions)
        companions.addWidget(self.add_companion_button)
        companion_box = QGroupBox(self.tr("Companions"))
        companion_box.setLayout(companions)
        province = QFormLayout()
        map_row = QHBoxLayout()
        map_row.addWidget(self.map_choice, 1)
        map_row.addWidget(self.map_file_button)
        province.addRow(self.tr("Overland map:"), map_row)
        province.addRow(self.tr("The party starts at:"), self.start)
        province.addRow(self.province_view)
        province_box = QGroupBox(self.tr("The province"))
        province_box.setLayout(province)
        battle = QVBoxLayout()
        battle.addWidget(self.battle_label)
        battle.addWidget(self.battle_button)
        battle_box = QGroupBox(self.tr("First battle"))
        battle_box.setLayout(battle)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(party_box, 1)
        right = QVBoxLayout()
        right.addWidget(companion_box)
        right.addWidget(province_box)
        right.addWidget(battle_box)
        right.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(left, 1)
        top.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def _wire(self) -> None:
        self.name.textChanged.connect(self._on_changed)
        self.new_button.clicked.connect(lambda: self.open_adventurer(None))
        self.edit_button.clicked.connect(self.edit_adventurer)
        self.remove_button.clicked.connect(self.remove_adventurer)
        self.add_saved_button.clicked.connect(self.add_saved)
        self.party_file_button.clicked.connect(self.ask_party_file)
        self.add_companion_button.clicked.connect(lambda: self.add_companion())
        self.map_file_button.clicked.connect(self.ask_map_file)
        self.map_choice.currentIndexChanged.connect(self._on_map_chosen)
        self.start.currentIndexChanged.connect(self._show_province)
        self.battle_button.clicked.connect(self.open_encounter)
        close_with(self, self.buttons, self.library, DRAFT, self._accept)

    # --- the party ----------------------------------------------------------------------
    def _fill_saved(self) -> None:
        self.saved.clear()
        try:
            saved = self.library.adventurers()
        except LibraryFileError:
            saved = []
        self.saved_specs = saved
        for spec in saved:
            self.saved.addItem(spec.name)

    def open_adventurer(self, index: int | None) -> None:
        spec = self.party[index] if index is not None else None
        dialog = AdventurerDialog(self.library, spec, self)
        dialog.accepted.connect(lambda: self._take_adventurer(index, dialog.result_spec()))
        self.adventurer_dialog = dialog
        dialog.open()

    def _take_adventurer(self, index: int | None, spec: AdventurerSpec) -> None:
        if index is None:
            self.party.append(spec)
        else:
            self.party[index] = spec
        self._fill_saved()
        self._on_changed()

    def edit_adventurer(self) -> None:
        row = self.party_list.currentRow()
        if 0 <= row < len(self.party):
            self.open_adventurer(row)

    def remove_adventurer(self) -> None:
        row = self.party_list.currentRow()
        if 0 <= row < len(self.party):
            del self.party[row]
            self._on_changed()

    def add_saved(self) -> None:
        row = self.saved.currentIndex()
        if 0 <= row < len(self.saved_specs):
            self.party.append(self.saved_specs[row])
            self._on_changed()

    def ask_party_file(self) -> None:
        open_chosen(self, self.tr("Open a party"), self.tr("Parties (*.json)"), self.add_party_file)

    def add_party_file(self, path: str) -> bool:
        try:
            party = self.library.read_party(path)
        except LibraryFileError as error:
            self._error(self.tr("Cannot read this party"), str(error))
            return False
        self.party.extend(party)
        self._on_changed()
        return True

    def _error(self, title: str, text: str) -> None:
        self.error_box = warn(self, title, text)

    def add_companion(self) -> UnitRow:
        row = UnitRow(False)
        self.companion_rows.append(row)
        self.companions.addWidget(row)
        row.name.textChanged.connect(self._on_changed)
        row.remove.clicked.connect(lambda: self._remove_companion(row))
        self._on_changed()
        return row

    def _remove_companion(self, row: UnitRow) -> None:
        self.companion_rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self._on_changed()

    def companion_specs(self) -> list[CompanionSpec]:
        return [row.companion_spec() for row in self.companion_rows]

    # --- the province -------------------------------------------------------------------
    def ask_map_file(self) -> None:
        title, filters = self.tr("Open an overland map"), self.tr("Overland maps (*.json)")
        open_chosen(self, title, filters, self.use_map_file)

    def use_map_file(self, path: str) -> bool:
        try:
            self.overland = load_overland(Path(path))
        except DataFileError as error:
            self._error(self.tr("Cannot read this overland map"), str(error))
            return False
        self.map_choice.addItem(Path(path).name, path)
        self.map_choice.setCurrentIndex(self.map_choice.count() - 1)
        return True

    def _on_map_chosen(self) -> None:
        path = self.map_choice.currentData()
        if not path:
            self.overland = load_overland()
        self._fill_start()

    def _fill_start(self) -> None:
        self.start.clear()
        o = self.overland
        places = [(o.party, o.towns.get(o.party) or self.tr("the map's start"))]
        places += sorted(((h, n) for h, n in o.towns.items() if h != o.party), key=lambda p: p[1])
        places += sorted(o.landmarks.items(), key=lambda p: p[1])
        for at, name in places:
            if o.is_passable(at):
                self.start.addItem(f"{name} ({at.q}, {at.r})", at)
        self._show_province()

    def _show_province(self) -> None:
        at = self.start.currentData()
        overland = self.overland.with_party(at) if isinstance(at, Hex) else self.overland
        self.province_scene.set_overland(overland)
        rect = self.province_scene.itemsBoundingRect()
        self.province_view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        super().showEvent(event)
        self._show_province()

    # --- the first battle ---------------------------------------------------------------
    def open_encounter(self) -> None:
        live = sum(not spec.defeated for spec in self.party)
        dialog = EncounterDialog(self.library, live, self.companion_specs(), self)
        dialog.accepted.connect(lambda: self._take_encounter(dialog.encounter()))
        self.encounter_dialog = dialog
        dialog.open()

    def _take_encounter(self, encounter: EncounterSpec) -> None:
        self.encounter = encounter
        self.battle_label.setText(
            self.tr("{name}: {enemies} enemies, {cards} cards").format(
                name=encounter.name, enemies=len(encounter.enemies), cards=len(encounter.deck)
            )
        )
        self._on_changed()

    # --- checking and the result ----------------------------------------------------
    def spec(self) -> CampaignSpec:
        at = self.start.currentData()
        return CampaignSpec(
            Difficulty(self.difficulty.currentData()),
            unique_ids(self.party),
            self.name.text().strip(),
            at if isinstance(at, Hex) else None,
        )

    def problems(self) -> list[Problem]:
        problems = list(check_party(self.party))
        for i, row in enumerate(self.companion_rows):
            if not row.name.text().strip():
                problems.append(Problem(f"companion[{i}]", "edit_name"))
        if self.companion_rows and self.encounter is None:
            problems.append(Problem("battle", "edit_companions_battle"))
        return problems

    def _on_changed(self) -> None:
        self.party_list.clear()
        for spec in self.party:
            lines = len(spec.skills)
            text = (
                self.tr("{name}, {race} — {hp}/{max_hp} HP, 1 skill line")
                if lines == 1
                else self.tr("{name}, {race} — {hp}/{max_hp} HP, {lines} skill lines")
            ).format(
                name=spec.name, race=term(spec.race), hp=spec.hp, max_hp=spec.max_hp, lines=lines
            )
            faces = tuple(die.faces[0] for line in spec.skills for die in line.dice)
            icon = dice_icon(spec.skills[0].name if spec.skills else "", faces, 4, 28)
            self.party_list.addItem(QListWidgetItem(icon, text))
        fields: dict[str, QWidget] = {
            "party": self.party_list,
            "": self.party_list,
            "battle": self.battle_button,
        }
        for i, row in enumerate(self.companion_rows):
            fields[f"companion[{i}]"] = row.name
        show_problems(self.problems(), fields, self.message)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not self.problems())
        draft = {
            "name": self.name.text(),
            "party": tuple(self.party),
            "companions": tuple(self.companion_specs()),
            "encounter": self.encounter,
        }
        if self.party or self.companion_rows or self.encounter is not None:
            self.library.save_draft(DRAFT, draft)

    def set_draft(self, value: object) -> None:
        """Fill the dialog from the draft a crash left (what reads back is taken)."""
        if not isinstance(value, dict):
            return
        self.name.setText(str(value.get("name", "")))
        party = decode_draft(value.get("party", []), tuple[AdventurerSpec, ...])
        self.party = list(party) if isinstance(party, tuple) else []
        companions = decode_draft(value.get("companions", []), tuple[CompanionSpec, ...])
        for companion in companions if isinstance(companions, tuple) else ():
            self.add_companion().set_companion(companion)
        encounter = decode_draft(value.get("encounter"), EncounterSpec)
        if isinstance(encounter, EncounterSpec):
            self._take_encounter(encounter)
        self._on_changed()

    def game_state(self) -> GameState:
        """The new game: the party's mats, the province and, if set up, the first battle."""
        state = new_campaign(self.spec(), self.overland)
        if self.encounter is not None:
            companions = self.encounter.companions or tuple(self.companion_specs())
            encounter = replace(self.encounter, companions=companions)
            state = apply(state, StartEncounter(encounter)).state
        return state

    def _accept(self) -> None:
        if not self.problems():
            self.accept()
