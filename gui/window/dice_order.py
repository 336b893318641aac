"""Asking the player the order of dice a step exhausts at once (rules §2.2): when the rules
leave an adventurer's active dice waiting for it, a dialog asks, one adventurer after
another, and the mat's menu asks again for dice still waiting."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QStatusBar, QWidget

from gui.session import GameSession
from gui.words.names import die_name, unit_name
from rules import actions as act
from rules.events import Event, ExhaustOrderDue
from rules.state import TRACK_SIZE

if TYPE_CHECKING:
    from gui.dialogs.order import DiceOrderDialog

Entry = Callable[[QMenu, str, act.Action, Callable[[], object] | None], object]


class OrderWindow(Protocol):
    """What the order controls need of the main window."""

    session: GameSession

    def statusBar(self) -> QStatusBar: ...


class DiceOrderControls(QObject):
    """Opens the order dialog for each adventurer whose dice wait, and submits the order."""

    def __init__(self, window: OrderWindow, widget: QWidget) -> None:
        super().__init__(widget)
        self.window = window
        self.widget = widget
        self.session = window.session
        self.dialog: DiceOrderDialog | None = None
        self._waiting: list[str] = []
        self.session.events_happened.connect(self._on_events)

    def _on_events(self, events: tuple[Event, ...]) -> None:
        due = [e.adventurer for e in events if isinstance(e, ExhaustOrderDue)]
        if due:
            self._waiting.extend(a for a in due if a not in self._waiting)
            if self.dialog is None:
                self.ask_next()

    def ask_next(self) -> None:
        """Ask the order for the next adventurer whose dice still wait."""
        while self._waiting:
            adventurer = self._waiting.pop(0)
            if self.ask(adventurer):
                return

    def ask(self, adventurer: str) -> bool:
        """Open the dialog for ``adventurer``'s active dice; False when none are held."""
        from gui.dialogs.order import DiceOrderDialog  # the table opens without dialogs

        state = self.session.state
        if not state.has_adventurer(adventurer):
            return False
        mat = state.adventurer(adventurer)
        held = [(slot, d) for slot, d in enumerate(mat.active) if d is not None]
        if not held:
            return False
        # two dice of one line may show the same face: their slots tell them apart
        where = self.tr("{die}, from active slot {n}")
        dice = [(d, where.format(die=die_name(state.dice[d]), n=slot + 1)) for slot, d in held]
        room = max(0, TRACK_SIZE - len(mat.track))
        dialog = DiceOrderDialog(unit_name(state, adventurer), dice, room, self.widget)
        dialog.accepted.connect(
            lambda: self.session.submit(act.ExhaustActive(adventurer, dialog.order()))
        )
        dialog.finished.connect(self._on_finished)
        self.dialog = dialog
        dialog.open()
        return True

    def _on_finished(self, _result: int) -> None:
        self.dialog = None
        self.ask_next()

    def add_mat_entry(self, menu: QMenu, adventurer: str, entry: Entry) -> None:
        """Exhaust Active Dice in Order… on a mat's menu, offered when the rules accept it."""
        state = self.session.state
        held = tuple(d for d in state.adventurer(adventurer).active if d is not None)
        entry(
            menu,
            self.tr("E&xhaust Active Dice in Order…"),
            act.ExhaustActive(adventurer, held),
            lambda: self.ask(adventurer),
        )
