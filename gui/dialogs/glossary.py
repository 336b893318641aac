"""The glossary window: every term with a search field (Help > Glossary, F1)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gui.words.glossary import current_language, terms, tooltip


class GlossaryWindow(QDialog):
    """Every game term with its definition, filtered as you type."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Glossary"))
        self.resize(640, 420)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the glossary…"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.text = QTextBrowser()
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addWidget(self.text, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addLayout(row)
        self.search.textChanged.connect(self._filter)
        self.list.currentItemChanged.connect(self._show)
        self.fill()

    def fill(self) -> None:
        lang = current_language()
        self.list.clear()
        for term in sorted(terms().values(), key=lambda t: t.name(lang).lower()):
            item = QListWidgetItem(term.name(lang))
            item.setData(Qt.ItemDataRole.UserRole, term.id)
            self.list.addItem(item)
        self._filter(self.search.text())
        if self.list.count():
            self.list.setCurrentRow(0)

    def show_term(self, term_id: str) -> None:
        self.search.clear()
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == term_id:
                self.list.setCurrentItem(item)
        self.show()
        self.raise_()

    def _filter(self, text: str) -> None:
        lang = current_language()
        needle = text.strip().lower()
        for row in range(self.list.count()):
            item = self.list.item(row)
            term = terms()[item.data(Qt.ItemDataRole.UserRole)]
            hay = f"{term.name(lang)} {term.text(lang)}".lower()
            item.setHidden(bool(needle) and needle not in hay)

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.text.clear()
            return
        self.text.setHtml(tooltip(item.data(Qt.ItemDataRole.UserRole)))
