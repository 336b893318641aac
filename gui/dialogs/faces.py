"""The face editor: six rows (number, numbered icon or the Tenacity face, and a resolution
code) and the die drawn exactly as the table draws it (gui/table/art.py)."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.parts import term_choice
from gui.table import art
from gui.words.names import face_label, face_word
from gui.words.refusals import term
from rules.dice import TENACITY, Code, Face, StatusSide
from rules.specs import FACES, MAX_FACE_VALUE, SkillDie

NUMBER, ICON, TENACITY_KIND = "number", "icon", "tenacity"
#: The code of a face the player has not given one yet. Only an open editor holds such a
#: face; `rules.specs.face_problems` names it, so it never reaches a file or the table.
NO_CODE = cast(Code, "")
CODES = (Code.ACTIVE, Code.COOLDOWN, Code.DRAINED, Code.INSTANT, Code.STATUS)


def draw_face(painter: QPainter, rect: QRectF, line: str, face: Face) -> None:
    """One face as the table draws it (gui/table/art.py)."""
    code = str(face.code) if isinstance(face.code, Code) else ""
    status = str(face.status) if face.status and code == Code.STATUS else None
    word = "" if face.is_tenacity else face_word(face.symbol)
    art.draw_skill_die(
        painter,
        rect,
        face_label(face.symbol),
        code,
        face.is_tenacity,
        art.skill_tint(line),
        status,
        word,
    )


def dice_icon(line: str, faces: tuple[Face, ...], count: int = 3, size: int = 30) -> QIcon:
    """A strip of a line's first faces, for lists."""
    pixmap = QPixmap(count * (size + 4), size + 4)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, face in enumerate(faces[:count]):
        draw_face(painter, QRectF(1 + i * (size + 4), 1, size, size), line, face)
    painter.end()
    return QIcon(pixmap)


class DiePreview(QWidget):
    """The six faces of one die, side by side, drawn by the table's own art."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces: tuple[Face, ...] = ()
        self.line = ""
        self.setMinimumHeight(64)

    def sizeHint(self) -> QSize:
        return QSize(6 * 62, 64)

    def set_die(self, line: str, faces: tuple[Face, ...]) -> None:
        self.line, self.faces = line, faces
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = min(54.0, (self.width() - 8) / 6 - 8, self.height() - 8.0)
        for i, face in enumerate(self.faces):
            draw_face(painter, QRectF(4 + i * (size + 8), 4, size, size), self.line, face)
        painter.end()


class FaceRow(QWidget):
    """One face: its kind, icon word, number, resolution code and status side."""

    changed = Signal()

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        for key, text in (
            (NUMBER, self.tr("Number")),
            (ICON, self.tr("Numbered icon")),
            (TENACITY_KIND, self.tr("Tenacity face")),
        ):
            self.kind.addItem(text, key)
        self.word = QLineEdit()
        self.word.setPlaceholderText(self.tr("icon word, e.g. strike"))
        self.value = QSpinBox()
        self.value.setRange(0, MAX_FACE_VALUE)
        self.value.setValue(1)
        self.code = QComboBox()
        self.code.addItem(self.tr("— code —"), "")
        for code in CODES:
            self.code.addItem(term(code), str(code))
        self.status = term_choice(StatusSide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Face {n}").format(n=index + 1)))
        for widget in (self.kind, self.word, self.value, self.code, self.status):
            layout.addWidget(widget)
        for combo in (self.kind, self.code, self.status):
            combo.currentIndexChanged.connect(self._on_changed)
        self.word.textChanged.connect(self._on_changed)
        self.value.valueChanged.connect(self._on_changed)
        self._enable()

    def _enable(self) -> None:
        kind = self.kind.currentData()
        self.word.setEnabled(kind == ICON)
        self.value.setEnabled(kind != TENACITY_KIND)
        self.status.setEnabled(self.code.currentData() == str(Code.STATUS))

    def _on_changed(self) -> None:
        self._enable()
        self.changed.emit()

    def face(self) -> Face:
        kind, value = self.kind.currentData(), self.value.value()
        code_key = self.code.currentData()
        code = Code(code_key) if code_key else NO_CODE
        status = StatusSide(self.status.currentData()) if code == Code.STATUS else None
        if kind == TENACITY_KIND:
            return Face(TENACITY, 1, code, status)
        symbol = f"{self.word.text().strip()}{value}" if kind == ICON else str(value)
        return Face(symbol, value, code, status)

    def set_face(self, face: Face) -> None:
        letters = face.symbol.rstrip("0123456789")
        kind = TENACITY_KIND if face.is_tenacity else ICON if letters else NUMBER
        self.kind.setCurrentIndex(self.kind.findData(kind))
        self.word.setText(letters if kind == ICON else "")
        self.value.setValue(face.value)
        self.code.setCurrentIndex(max(0, self.code.findData(str(face.code))))
        if face.status is not None:
            self.status.setCurrentIndex(self.status.findData(str(face.status)))


class DieEditor(QWidget):
    """A die of a skill line: its name, six faces and the preview."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLineEdit()
        self.label.setPlaceholderText(self.tr("die name, e.g. I"))
        self.rows = [FaceRow(i) for i in range(FACES)]
        self.preview = DiePreview()
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Die name:")), 0, 0)
        grid.addWidget(self.label, 0, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        for row in self.rows:
            layout.addWidget(row)
            row.changed.connect(self._on_changed)
        layout.addWidget(QLabel(self.tr("As the table shows it:")))
        layout.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignLeft)
        self.label.textChanged.connect(self._on_changed)
        self.line_name = ""

    def _on_changed(self) -> None:
        self.preview.set_die(self.line_name, self.die().faces)
        self.changed.emit()

    def die(self) -> SkillDie:
        return SkillDie(self.label.text(), tuple(row.face() for row in self.rows))

    def set_die(self, die: SkillDie) -> None:
        self.label.setText(die.label)
        for row, face in zip(self.rows, die.faces, strict=False):
            row.set_face(face)
        self._on_changed()
