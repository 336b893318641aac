"""Revived adventurers back on the map: the hexes the party may pick for one that waits (the
hex where it fell is taken, or the guild assist lets the party choose), lit and clicked
(rules §5.3), and the guild assist's choices in a battle (rules §5.8).

Kept apart from battle.py, which routes the map's clicks here first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStatusBar, QWidget

from board.hexes import Hex
from gui.session import GameSession
from gui.table.scene import TableScene
from gui.words.names import unit_name
from rules import actions as act
from rules import table
from rules.state import GameState, Phase

if TYPE_CHECKING:
    from gui.dialogs.guild import GuildAssistDialog


class RevivalWindow(Protocol):
    """What the revival controls need of the main window."""

    session: GameSession
    scene: TableScene

    def statusBar(self) -> QStatusBar: ...


class RevivalControls(QObject):
    """Lights the hexes a waiting revived adventurer may be put on and places it on the one
    clicked; asks the guild assist's round counter in a battle."""

    def __init__(self, window: RevivalWindow, widget: QWidget) -> None:
        super().__init__(widget)
        self.window = window
        self.widget = widget
        self.session = window.session
        self.dialog: GuildAssistDialog | None = None
        self._message = ""
        self._lit = False
        self.session.state_changed.connect(lambda _old, state: self.show_state(state))
        self.show_state(self.session.state)

    @staticmethod
    def waiting(state: GameState) -> str | None:
        """The revived adventurer the party places next, if one waits."""
        battle = state.battle
        return battle.to_place[0] if battle is not None and battle.to_place else None

    def show_state(self, state: GameState) -> None:
        """Light the hexes of the adventurer waiting to be placed, and say so."""
        layer = self.window.scene.map_layer
        bar = self.window.statusBar()
        waiting = self.waiting(state)
        if waiting is None:
            if self._lit:
                layer.highlight(())
                self._lit = False
            if self._message and bar.currentMessage() == self._message:
                bar.clearMessage()
            self._message = ""
            return
        layer.highlight(table.revive_hexes(state, waiting))
        self._lit = True
        self._message = self.tr("Click a lit hex to put {name} back on the map.").format(
            name=unit_name(state, waiting)
        )
        bar.showMessage(self._message)

    def click(self, at: Hex) -> bool:
        """Place the waiting adventurer on ``at`` when it is one of its hexes; True when the
        click was for a revived adventurer (so it does nothing else)."""
        state = self.session.state
        waiting = self.waiting(state)
        if waiting is None:
            return False
        if at in table.revive_hexes(state, waiting):
            self.session.submit(act.PlaceRevived(waiting, at))
        else:
            self.show_state(state)  # says again what the click is for
        return True

    def guild_assist(self) -> None:
        """Use the guild assist: at a battle's round end, first ask for the round counter;
        the revived adventurers are then placed one by one on the hexes clicked."""
        state = self.session.state
        battle = state.battle
        if battle is None or battle.phase is not Phase.ROUND_END:
            self.session.submit(act.UseGuildAssist())
            return
        from gui.dialogs.guild import GuildAssistDialog  # the table opens without dialogs

        revived = [unit_name(state, a.id) for a in state.adventurers if a.defeated]
        dialog = GuildAssistDialog(battle.counter, revived, self.widget)
        dialog.accepted.connect(
            lambda: self.session.submit(act.UseGuildAssist(round=dialog.chosen_round()))
        )
        self.dialog = dialog
        dialog.open()
