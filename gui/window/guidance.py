"""Guidance the rules call for, offered at the moment it is due: the End of Day's Adventurers
Rest asked for each adventurer in turn (after a full party defeat too, rules §5.6, §9.2), and
why an adventurer starts a new battle defeated, and which status a status die dropped on a mat
gives.

Only a new step of play prompts (the events of a push): an undo or a rewind asks nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu, QStatusBar, QWidget

from gui.session import GameSession
from gui.words.i18n import tr
from gui.words.refusals import term
from gui.words.retranslated import Words, say
from rules import actions as act
from rules import events as ev
from rules import table
from rules.dice import STATUS_SIDES
from rules.errors import IllegalAction
from rules.events import Event
from rules.places import Place
from rules.state import DayPhase, GameState

if TYPE_CHECKING:
    from gui.dialogs.rest import RestDialog


class GuidedWindow(Protocol):
    """What the guidance needs of the main window."""

    session: GameSession

    def statusBar(self) -> QStatusBar: ...


class HasNotes(Protocol):
    def add_note(self, words: Words) -> None: ...


def next_to_rest(state: GameState) -> str | None:
    """The first adventurer, in mat order, whose Adventurers Rest the rules still take in
    this End of Day; None outside it."""
    if state.day_phase is not DayPhase.REST:
        return None
    for adv in state.adventurers:
        if adv.id not in state.rested and table.allows(state, act.AdventurersRest(adv.id)):
            return adv.id
    return None


def defeated_words(names: Sequence[str]) -> Words:
    listed = ", ".join(names)
    return lambda: tr(
        "Still defeated from the last battle, at 0 HP: {names}. A defeated adventurer takes "
        "no turn until healed (the mat's menu: Heal) or rested at the End of Day."
    ).format(names=listed)


class Guidance(QObject):
    """Prompts the player through the End of Day's rests, and says who starts defeated."""

    def __init__(self, window: GuidedWindow, widget: QWidget, log: HasNotes) -> None:
        super().__init__(widget)
        self.window, self.widget, self.log = window, widget, log
        self.session = window.session
        self.dialog: RestDialog | None = None
        self.status_menu: QMenu | None = None
        self.session.events_happened.connect(self._on_events)

    def _on_events(self, events: tuple[Event, ...]) -> None:
        # Later: the state these events lead to is set just after they are reported.
        if any(isinstance(e, ev.EndOfDayStarted | ev.Rested) for e in events):
            QTimer.singleShot(0, self.prompt_rest)
        if any(isinstance(e, ev.EncounterStarted) for e in events):
            QTimer.singleShot(0, self.tell_defeated)

    def prompt_rest(self) -> RestDialog | None:
        """Open the Adventurers Rest of the next adventurer to rest, if any."""
        state = self.session.state
        adventurer = next_to_rest(state)
        if adventurer is None or (self.dialog is not None and self.dialog.isVisible()):
            return None
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.rest import RestDialog

        dialog = RestDialog(state, adventurer, self.widget)
        done, total = len(state.rested) + 1, len(state.adventurers)
        name = state.adventurer(adventurer).name
        dialog.show_title(
            tr("Adventurers Rest {n} of {total}: {name}").format(n=done, total=total, name=name)
        )
        dialog.accepted.connect(lambda: self._rest(dialog, adventurer))
        dialog.rejected.connect(self._put_off)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _rest(self, dialog: RestDialog, adventurer: str) -> None:
        chosen, discard = dialog.chosen(), dialog.discard.isChecked()
        dialog.deleteLater()
        self.dialog = None
        self.session.submit(act.AdventurersRest(adventurer, chosen, discard))

    def _put_off(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None
        say(
            self.window,
            lambda: tr("The rest waits: Adventurers Rest is on each mat's right-click menu."),
            8000,
        )

    def tell_defeated(self) -> None:
        """A new battle began with defeated adventurers: say who, and how they come back."""
        names = [a.name for a in self.session.state.adventurers if a.defeated]
        if names:
            words = defeated_words(names)
            self.log.add_note(words)
            say(self.window, words, 12000)

    def choose_status(self, die_id: str, place: Place, refusal: IllegalAction) -> bool:
        """A status die from the supply dropped on a mat: the rules ask which status it
        gives, so the player picks its side where it was dropped. False for any other
        refusal."""
        if refusal.code != "choose_status_side" or place.owner is None:
            return False
        owner = place.owner
        menu = QMenu(self.widget)
        menu.setTitle(tr("Gain Status"))
        for side in STATUS_SIDES:
            menu.addAction(term(side)).triggered.connect(
                lambda _=False, s=side: self.session.submit(act.GainStatus(owner, s))
            )
        menu.aboutToHide.connect(menu.deleteLater)
        self.status_menu = menu
        menu.popup(QCursor.pos())
        return True
