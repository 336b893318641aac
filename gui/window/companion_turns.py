"""A companion's engage in the main window (rules §4.3): the player clicks one of the units
lit in its range and sight, or runs the command, and picks its targets and its Combat roll
in the engage dialog. The rules (`rules.enemy_actions.companion_engage`) check and apply it
as one undoable step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from gui.session import GameSession
from gui.table.scene import TableScene
from gui.words.enemy_words import companion_text
from gui.words.names import Namer
from rules import actions as act
from rules import table
from rules.enemy_turn import target_plan

if TYPE_CHECKING:
    from gui.dialogs.engage import EngageDialog


class CompanionTurns(QObject):
    """The companion-engage command and clicks of one main window."""

    def __init__(self, session: GameSession, scene: TableScene, widget: QWidget) -> None:
        super().__init__(widget)
        self.session = session
        self.widget = widget
        self.engage_dialog: EngageDialog | None = None
        scene.unit_clicked.connect(self._on_unit_clicked)

    def _on_unit_clicked(self, unit_id: str) -> None:
        offer = table.companion_engage(self.session.state)
        if offer is None or not table.allows(self.session.state, offer):
            return
        if unit_id in target_plan(self.session.state, offer.unit).candidates:
            self.ask_engage(unit_id)

    def ask_engage(self, clicked: str | None = None) -> EngageDialog | None:
        """The engage dialog of the companion whose turn it is, ``clicked`` ticked; None
        when it has no engage to take."""
        from gui.dialogs.engage import EngageDialog  # the dialogs stay off start-up

        state = self.session.state
        offer = table.companion_engage(state)
        if offer is None or state.battle is None:
            return None
        unit = offer.unit
        names = Namer(state)
        stats = state.battle.unit(unit).stats
        plan = target_plan(state, unit)
        rng = self.session.rng

        def roll() -> tuple[int, ...]:
            return tuple(rng.choice(stats.faces) for _ in range(stats.dice))

        dialog = EngageDialog(
            self.tr("{name} engages").format(name=names.who(unit)),
            companion_text(plan, names),
            [(u, names.who(u)) for u in plan.candidates],
            min(stats.targets, len(plan.candidates)),
            stats,
            roll,
            self.widget,
            up_to=True,
        )
        if clicked is not None:
            dialog.pick(clicked)
        dialog.accepted.connect(
            lambda: self.session.submit(act.CompanionEngage(unit, dialog.roll(), dialog.targets()))
        )
        self.engage_dialog = dialog
        dialog.open()
        return dialog
