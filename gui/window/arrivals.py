"""What a new tile brings, in the main window (rules §7.4): once a tile is placed, the enemies
are drawn from the player's bags by the session's seeded dice (or, when the player chose to
draw from their own bags, named by the player in the dialog that opens), the ties for
farthest are lit for the party to click, and the caches and enemies go on the map as one
undoable step.

Where everything goes is the rules' answer (`rules.table.arrival_plan`); this only draws,
lights and submits. The caches on the map are drawn here too, from the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPointF, QSettings, QTimer
from PySide6.QtWidgets import QMenu, QStatusBar, QWidget

from board.hexes import Hex
from gui.files.encounter_data import enemy_bags
from gui.files.library import Library
from gui.files.settings import setting_flag
from gui.session import GameSession
from gui.table.items.caches import CacheTokensItem
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.tools.overlays import ANSWER, HexSet, Overlay, OverlayLayer
from rules import actions as act
from rules import events as ev
from rules import table
from rules.cards import BagChip
from rules.events import Event
from rules.state import GameState

if TYPE_CHECKING:
    from gui.dialogs.drawn import DrawnEnemiesDialog

#: The settings key of the player's choice to name the chips they draw from their own bags
#: (the "own_draws" command) rather than have the table draw.
OWN_DRAWS_SETTING = "table/own_draws"


class ArrivalWindow(Protocol):
    """What the arrival controls need of the main window."""

    session: GameSession
    scene: TableScene
    view: TableView

    @property
    def settings(self) -> QSettings: ...
    def statusBar(self) -> QStatusBar: ...


class ArrivalControls(QObject):
    """Draws, lights the ties, takes the party's clicks and submits `DeployArrival`."""

    def __init__(
        self, window: ArrivalWindow, widget: QWidget, library: Callable[[], Library]
    ) -> None:
        super().__init__(widget)
        self.window = window
        self.widget = widget  # the parent of the dialog
        self.dialog: DrawnEnemiesDialog | None = None  # the last one opened (tests drive it)
        self.session = window.session
        self.library = library  # the campaign's library (the player may change it)
        #: The chips drawn for the tile waiting and the ties the party has settled so far;
        #: ``tie`` holds the hexes lit now (empty: no choice is asked).
        self.drawn: tuple[BagChip, ...] = ()
        self.picks: list[Hex] = []
        self.tie: tuple[Hex, ...] = ()
        self.active = False
        self._message = ""
        layer = window.scene.map_layer
        self.lit = (
            OverlayLayer(layer.layout, True, layer),
            OverlayLayer(layer.layout, False, layer),
        )
        self.tokens = CacheTokensItem(layer.layout, layer)
        self.session.events_happened.connect(self._on_events)
        self.session.state_changed.connect(self._on_state_changed)
        window.view.table_clicked.connect(self._on_table_clicked)
        self._on_state_changed(None, self.session.state)

    # --- the session --------------------------------------------------------------------
    def _on_events(self, events: tuple[Event, ...]) -> None:
        if any(isinstance(e, ev.TilePlaced) for e in events):
            # after the placement's own step is on the undo stack
            QTimer.singleShot(0, self.after_placing)

    def _on_state_changed(self, _old: GameState | None, state: GameState) -> None:
        battle = state.battle
        self.tokens.set_tokens(battle.caches if battle is not None else ())
        if battle is None or battle.arrival is None:
            self._stop()
        elif not self.active:
            self._say(
                self.tr(
                    "The new tile's caches and enemies are still to come: click the new tile "
                    "to draw them, or right-click it to name the enemies you drew."
                )
            )

    # --- the steps ----------------------------------------------------------------------
    def after_placing(self) -> None:
        """A tile was placed: the table draws, or the player names their own draws."""
        if setting_flag(self.window.settings, OWN_DRAWS_SETTING, False):
            battle = self.session.state.battle
            if battle is not None and battle.arrival is not None:
                self.ask_drawn()
        else:
            self.begin()

    def begin(self, drawn: tuple[BagChip, ...] | None = None) -> None:
        """Draw for the tile waiting (or take the chips the player ``drawn``) and ask the
        party's first choice, or deploy at once."""
        state = self.session.state
        if state.battle is None or state.battle.arrival is None:
            return
        if drawn is None:
            bags = enemy_bags(self.library())
            drawn = table.arrival_draw(state, bags, self.session.rng.choice)
        self.drawn = drawn
        self.picks = []
        self.active = True
        self.advance()

    def advance(self) -> None:
        """Light the next tie, or submit the deployment when none is left."""
        plan = table.arrival_plan(self.session.state, self.drawn, self.picks)
        if plan is None:
            self._stop()
            return
        if plan.tie:
            self.tie = plan.tie
            self._light(plan.tie)
            self._say(
                self.tr(
                    "{count} hexes tie for farthest: click the lit hex where {what} goes."
                ).format(count=len(plan.tie), what=self._waiting(plan.waiting))
            )
            return
        drawn, picks = self.drawn, tuple(self.picks)
        self._stop()
        self.session.submit(act.DeployArrival(drawn, picks))

    def choose(self, at: Hex) -> bool:
        """The party's click on a lit hex: True when it settles the tie."""
        if not self.active or at not in self.tie:
            return False
        self.picks.append(at)
        self.tie = ()
        self.advance()
        return True

    def _on_table_clicked(self, pos: QPointF) -> None:
        at = self.window.scene.map_layer.hex_at(pos)
        if self.choose(at):
            return
        if not self.active and self.waiting_tile(at):
            self.begin()

    def waiting_tile(self, at: Hex) -> bool:
        """Whether ``at`` is on the placed tile whose caches and enemies are still to come."""
        battle = self.session.state.battle
        if battle is None or battle.arrival is None:
            return False
        tile = next((t for t in battle.map.tiles if t.uid == battle.arrival.tile), None)
        return tile is not None and at in tile.hexes

    def extend_hex_menu(self, menu: QMenu, at: Hex) -> None:
        """On the tile waiting: draw its enemies at random, or name the chips drawn from the
        physical bags."""
        if self.active or not self.waiting_tile(at):
            return
        menu.addAction(self.tr("&Draw Its Enemies at Random")).triggered.connect(
            lambda: self.begin()
        )
        menu.addAction(self.tr("&Name the Enemies Drawn…")).triggered.connect(self.ask_drawn)

    def ask_drawn(self) -> DrawnEnemiesDialog:
        """The player names the chips they drew; OK deploys them."""
        from gui.dialogs.drawn import DrawnEnemiesDialog

        state = self.session.state
        dialog = DrawnEnemiesDialog(state, enemy_bags(self.library()), self.widget)
        dialog.accepted.connect(lambda: self.begin(dialog.drawn()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _stop(self) -> None:
        self.active = False
        self.tie = ()
        self._light(())
        bar = self.window.statusBar()
        if self._message and bar.currentMessage() == self._message:
            bar.clearMessage()
        self._message = ""

    # --- showing ------------------------------------------------------------------------
    def _light(self, hexes: tuple[Hex, ...]) -> None:
        overlay = None
        if hexes:
            title = self.tr("Tied for farthest")
            lit = HexSet(frozenset(hexes), ANSWER.name(), 90)
            overlay = Overlay("ties", title, title, sets=(lit,), rings=hexes)
        for layer in self.lit:
            layer.set_overlay(overlay)

    def _waiting(self, waiting: BagChip | bool | None) -> str:
        if isinstance(waiting, BagChip):
            return self.tr("{name} (level {level})").format(name=waiting.name, level=waiting.level)
        if waiting:
            return self.tr("the legendary cache")
        return self.tr("a common cache")

    def _say(self, message: str) -> None:
        self._message = message
        self.window.statusBar().showMessage(message)
