"""The tile editor: click hexes to paint a new tile shape, mark its doors, caches and
deployment hexes; checked by the very rules of assets/tiles.json and saved in the player's
library beside the shipped tiles."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPen, QPolygonF, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from board.battlemap import PlacedTile
from board.hexes import Hex
from board.layout import POINTY, Layout
from board.tiles import (
    MAX_TILE_SIZE,
    MIN_ENTRANCE_SIZE,
    MIN_TILE_SIZE,
    TileShape,
    load_tile_library,
)
from gui.dialogs.parts import close_with, form_of, message_line, ok_cancel, wrapped
from gui.dialogs.problems import RED
from gui.files.library import Library, TileFileError, check_tile
from gui.table import art
from gui.table.items.tiles import HexTileItem
from gui.words.file_errors import describe_os_error

DRAFT = "tile"
SIZE = 26.0
RADIUS = 3
MODES = ("hexes", "doors", "caches", "deployments")


class PaintView(QGraphicsView):
    """A grid of hexes around the origin; a click toggles a hex in the current mode."""

    hex_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(art.FELT)
        self.layout_ = Layout(POINTY, (SIZE, SIZE), (0.0, 0.0))
        self.grid = [
            Hex(q, r)
            for q in range(-RADIUS, RADIUS + 1)
            for r in range(-RADIUS, RADIUS + 1)
            if abs(q + r) <= RADIUS
        ]
        self.setMinimumSize(380, 340)

    def centre(self, h: Hex) -> QPointF:
        x, y = self.layout_.hex_to_pixel(h)
        return QPointF(x, y)

    def show_shape(self, shape: TileShape | None, hexes: frozenset[Hex]) -> None:
        scene = self.scene()
        scene.clear()
        pen = QPen(QColor(233, 220, 192, 70), 1.0)
        for h in self.grid:
            polygon = QPolygonF([QPointF(x, y) for x, y in self.layout_.polygon_corners(h)])
            scene.addPolygon(polygon, pen, QBrush(Qt.BrushStyle.NoBrush))
        if shape is not None:
            scene.addItem(HexTileItem(PlacedTile(shape), self.layout_))
        else:
            brush = QBrush(art.STONE)
            for h in hexes:
                polygon = QPolygonF([QPointF(x, y) for x, y in self.layout_.polygon_corners(h)])
                scene.addPolygon(polygon, QPen(art.STONE_DARK, 2.0), brush)
        rect = scene.itemsBoundingRect().adjusted(-10, -10, 10, 10)
        scene.setSceneRect(rect)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            pos = self.mapToScene(event.position().toPoint())
            h = self.layout_.pixel_to_hex(pos.x(), pos.y())
            if h in self.grid:
                self.hex_clicked.emit(h)
                return
        super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)


class TileEditorDialog(QDialog):
    """Paint a tile, see it as the table draws it, save it when the rules accept it."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.shipped = load_tile_library()
        self.setWindowTitle(self.tr("Tile Editor"))
        self.marks: dict[str, set[Hex]] = {mode: set() for mode in MODES}
        self.shape: TileShape | None = None
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. ember-crypt"))
        self.label = QLineEdit()
        self.label.setPlaceholderText(self.tr("e.g. Ember crypt"))
        self.count = QSpinBox()
        self.count.setRange(1, 9)
        self.entrance = QCheckBox(self.tr("Entrance tile"))
        self.view = PaintView()
        self.modes = QButtonGroup(self)
        texts = (self.tr("Hexes"), self.tr("Doors"), self.tr("Caches"), self.tr("Deployment"))
        mode_row = QHBoxLayout()
        for i, text in enumerate(texts):
            button = QRadioButton(text)
            button.setChecked(i == 0)
            self.modes.addButton(button, i)
            mode_row.addWidget(button)
        self.message = message_line()
        self.buttons = ok_cancel(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close
        )
        self._lay_out(mode_row)
        self.view.hex_clicked.connect(self.toggle)
        for edit in (self.name, self.label):
            edit.textChanged.connect(self._on_changed)
        self.count.valueChanged.connect(self._on_changed)
        self.entrance.toggled.connect(self._on_changed)
        close_with(self, self.buttons, self.library, DRAFT, self.save)
        self._on_changed()

    def _lay_out(self, mode_row: QHBoxLayout) -> None:
        form = form_of(
            (self.tr("Name:"), self.name),
            (self.tr("Label:"), self.label),
            (self.tr("Copies:"), self.count),
            ("", self.entrance),
        )
        hint = wrapped(
            self.tr(
                "Click hexes to add or remove them; switch to Doors, Caches or Deployment "
                "to mark hexes of the tile."
            )
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addLayout(mode_row)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def mode(self) -> str:
        return MODES[max(0, self.modes.checkedId())]

    def set_mode(self, mode: str) -> None:
        self.modes.button(MODES.index(mode)).setChecked(True)

    def toggle(self, h: Hex) -> None:
        """Add or remove ``h`` in the current mode (marks only on hexes of the tile)."""
        mode = self.mode()
        marks = self.marks[mode]
        if h in marks:
            marks.remove(h)
            if mode == "hexes":
                for other in MODES[1:]:
                    self.marks[other].discard(h)
        elif mode == "hexes" or h in self.marks["hexes"]:
            marks.add(h)
        self._on_changed()

    def tile_json(self) -> dict[str, object]:
        def cells(mode: str) -> list[list[int]]:
            return [[h.q, h.r] for h in sorted(self.marks[mode])]

        return {
            "name": self.name.text().strip(),
            "label": self.label.text().strip(),
            "entrance": self.entrance.isChecked(),
            "count": self.count.value(),
            "hexes": cells("hexes"),
            "doors": cells("doors"),
            "caches": cells("caches"),
            "deployments": cells("deployments"),
        }

    def problem(self) -> str:
        """Why the tile cannot be saved yet, in words ("" when it can)."""
        data = self.tile_json()
        if not data["name"]:
            return self.tr("Give the tile a name.")
        if data["name"] in self.shipped:
            return self.tr("The shipped library already has a tile of that name.")
        try:
            self.shape = check_tile(data, self.shipped)
        except TileFileError as error:
            self.shape = None
            return self.tr("The tile is not valid yet: expected {what}.").format(
                what=self._reason(error)
            )
        return ""

    def _reason(self, error: TileFileError) -> str:
        """What the tile library's rules expect, in the player's language (by the rule's
        code; the library's own words for a rule without one)."""
        words = {
            "tile_connected": self.tr("one piece, every hex reachable through shared edges"),
            "tile_door": self.tr("at least one door hex (switch to Doors)"),
            "door_on_edge": self.tr("every door on an edge hex (a hex with a side on the outside)"),
            "entrance_doors": self.tr("exactly two neighbouring door hexes on an entrance tile"),
            "tile_size": self.tr("{low} to {high} hexes").format(
                low=MIN_TILE_SIZE, high=MAX_TILE_SIZE
            ),
            "entrance_size": self.tr("at least {low} hexes").format(low=MIN_ENTRANCE_SIZE),
        }
        return words.get(error.code, str(error))

    def _on_changed(self) -> None:
        problem = self.problem()
        self.view.show_shape(self.shape, frozenset(self.marks["hexes"]))
        self.message.setText(problem)
        self.message.setStyleSheet("color: #a33; font-weight: bold;" if problem else "")
        self.view.setStyleSheet(RED if problem and self.marks["hexes"] else "")
        self.name.setStyleSheet(RED if problem and not self.name.text().strip() else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(not problem)
        self.library.save_draft(DRAFT, self.tile_json())

    def set_tile(self, data: dict[str, object]) -> None:
        """Fill the editor from a tile in the tiles.json format (a draft)."""
        self.name.setText(str(data.get("name", "")))
        self.label.setText(str(data.get("label", "")))
        self.count.setValue(int(str(data.get("count", 1))))
        self.entrance.setChecked(bool(data.get("entrance", False)))
        for mode in MODES:
            raw = data.get(mode, [])
            cells = raw if isinstance(raw, list) else []
            self.marks[mode] = {Hex(int(c[0]), int(c[1])) for c in cells if len(c) == 2}
        self._on_changed()

    def save(self) -> None:
        if self.problem():
            return
        try:
            self.library.save_tile(self.tile_json())
        except TileFileError as error:
            self.message.setText(str(error))
            return
        except OSError as error:
            why = describe_os_error(error)
            self.message.setText(self.tr("Could not save: {why}").format(why=why))
            return
        self.message.setStyleSheet("color: #2e6b3a; font-weight: bold;")
        self.message.setText(self.tr("Saved in your tile library."))
        self.library.clear_draft(DRAFT)
