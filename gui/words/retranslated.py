"""Words the table says and keeps on screen, kept as how to write them rather than as text.

A refusal in the log, a map tool's answer, a message in the status bar: each is a `Words`,
a function that writes the words in the language of the moment. The log writes its lines
again and the status bar its message when the language changes, both ways, so nothing on
screen stays in the language it was first said in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QStatusBar, QWidget

#: Writes the words in the current language.
Words = Callable[[], str]


def plain(text: str) -> Words:
    """Words that read the same in every language (a file name, the system's error text)."""
    return lambda: text


class StatusBar(QStatusBar):
    """A status bar whose passing message follows the language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words: Words | None = None
        self._text = ""
        self._timeout = 0

    def say(self, words: Words, timeout: int = 0) -> None:
        """Show ``words`` (for ``timeout`` ms, or until the next message when 0)."""
        self._words, self._timeout = words, timeout
        self._text = words()
        self.showMessage(self._text, timeout)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        super().changeEvent(event)
        if event.type() != QEvent.Type.LanguageChange or self._words is None:
            return
        # Only the message still on show is written again: one that timed out or was
        # replaced by another (a plain showMessage) stays gone.
        if self._text and self.currentMessage() == self._text:
            self.say(self._words, self._timeout)


class HasStatusBar(Protocol):
    def statusBar(self) -> QStatusBar: ...


def say(window: HasStatusBar, words: Words, timeout: int = 0) -> None:
    """Show ``words`` in ``window``'s status bar, written again if the language changes."""
    bar = window.statusBar()
    if isinstance(bar, StatusBar):
        bar.say(words, timeout)
    else:
        bar.showMessage(words(), timeout)
