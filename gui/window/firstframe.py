"""Start-up chores that wait until the table is on screen.

Offering a crashed game back or sweeping stale temporary files reads the disk (every
leftover lock file is tried); none of it changes what the first frame shows, so the player
sees the table first and the question right after.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

#: Should the widget never paint (a window opened minimised), the chores run anyway.
FALLBACK_MS = 1000


class AfterFirstFrame(QObject):
    """Runs ``work`` once, as soon as ``widget`` has painted for the first time."""

    def __init__(self, widget: QWidget, work: Callable[[], object]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._work: Callable[[], object] | None = work
        widget.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # Queued: the frame is drawn and shown before the chores start.
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        work, self._work = self._work, None
        if work is None:
            return
        self._widget.removeEventFilter(self)
        work()
