"""The exploration-card editor (rules §7.4): for each tile of the library, what its card
brings: encounter points, the challenge scale (the highest enemy level for each party
size), common and legendary caches, and a skyshard. Kept in the player's library."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QListWidget,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.parts import form_of, message_line, ok_cancel, warn, wrapped
from gui.dialogs.problems import show_problems
from gui.files.encounter_data import exploration_cards, save_exploration_cards
from gui.files.library import Library
from gui.words.file_errors import describe_os_error
from gui.words.refusals import term
from rules.card_files import check_card
from rules.cards import MAX_CACHES, MAX_EP, PARTY_SIZES, ExplorationCard
from rules.state import ENEMY_LEVELS


def _spin(top: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, top)
    return spin


class CardEditorDialog(QDialog):
    """Every tile's card, one at a time: pick the tile on the left, edit its card on the
    right. OK keeps them all in the library."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Exploration Cards"))
        self.library = library
        tiles = library.tiles()
        self.shapes = {name: shape for name, shape in tiles.items() if not shape.entrance}
        kept = exploration_cards(library)
        self.cards = {name: kept.get(name, ExplorationCard(name)) for name in self.shapes}
        self.current: str | None = None
        self.warning: QWidget | None = None
        self.tiles = QListWidget()
        for name, shape in self.shapes.items():
            self.tiles.addItem(term(shape.label or name))
        # every tile's name whole, in any language
        self.tiles.setMinimumWidth(
            self.tiles.sizeHintForColumn(0) + 2 * self.tiles.frameWidth() + 8
        )
        self.ep = _spin(MAX_EP)
        self.scale: list[QComboBox] = []
        for _size in PARTY_SIZES:
            box = QComboBox()
            for level in ENEMY_LEVELS:
                box.addItem(str(level), level)
            self.scale.append(box)
        self.common, self.legendary = _spin(MAX_CACHES), _spin(MAX_CACHES)
        self.skyshard = QCheckBox(self.tr("The card shows a skyshard"))
        self.message = message_line()
        self.buttons = ok_cancel()
        self._lay_out()
        for spin in (self.ep, self.common, self.legendary):
            spin.valueChanged.connect(self._changed)
        for box in self.scale:
            box.activated.connect(self._changed)
        self.skyshard.toggled.connect(self._changed)
        self.tiles.currentRowChanged.connect(self._show_row)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.tiles.setCurrentRow(0)

    def _lay_out(self) -> None:
        scale = form_of(
            *(
                (
                    self.tr("{n} adventurers:").format(n=n) if n > 1 else self.tr("1 adventurer:"),
                    box,
                )
                for n, box in zip(PARTY_SIZES, self.scale, strict=True)
            )
        )
        form = form_of(
            (self.tr("Encounter points:"), self.ep),
            (self.tr("Highest enemy level for"), scale),
            (self.tr("Common caches:"), self.common),
            (self.tr("Legendary caches:"), self.legendary),
            ("", self.skyshard),
        )
        right = QVBoxLayout()
        right.addWidget(
            wrapped(
                self.tr(
                    "What the card of each tile brings when the tile is placed. The enemies "
                    "drawn spend their levels from the encounter points, each at most the "
                    "level of the party's row."
                )
            )
        )
        right.addLayout(form)
        right.addWidget(self.message)
        right.addStretch(1)
        right.addWidget(self.buttons)
        body = QHBoxLayout(self)
        body.addWidget(self.tiles, 1)
        body.addLayout(right, 2)

    def _show_row(self, row: int) -> None:
        if not 0 <= row < len(self.shapes):
            return
        self.current = None  # the fields are being filled, not edited
        card = self.cards[list(self.shapes)[row]]
        self.ep.setValue(card.ep)
        for box, level in zip(self.scale, card.scale, strict=True):
            box.setCurrentIndex(max(0, box.findData(level)))
        self.common.setValue(card.common)
        self.legendary.setValue(card.legendary)
        self.skyshard.setChecked(card.skyshard)
        self.current = card.shape
        self._show_problems()

    def card(self) -> ExplorationCard | None:
        """The card being edited, as the fields say."""
        if self.current is None:
            return None
        levels = tuple(int(box.currentData()) for box in self.scale)
        assert len(levels) == len(PARTY_SIZES)
        scale = (levels[0], levels[1], levels[2], levels[3])
        return ExplorationCard(
            self.current,
            self.ep.value(),
            scale,
            self.common.value(),
            self.legendary.value(),
            self.skyshard.isChecked(),
        )

    def _changed(self) -> None:
        card = self.card()
        if card is not None:
            self.cards[card.shape] = card
            self._show_problems()

    def _show_problems(self) -> None:
        card = self.card()
        problems = [] if card is None else check_card(card, self.shapes)
        fields = {"ep": self.ep, "common": self.common, "legendary": self.legendary}
        show_problems(problems, {**fields, "scale": self.scale[0], "": self.tiles}, self.message)

    def _accept(self) -> None:
        try:
            save_exploration_cards(self.library, self.cards.values())
        except OSError as error:
            self.warning = warn(self, self.windowTitle(), describe_os_error(error))
            return
        self.accept()
