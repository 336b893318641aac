"""Playing the enemies' turns by the rules (rules §4.4): one enemy's turn (Enter), or the whole
enemy phase, stepping through every enemy in turn order and pausing only where the party must
choose (which enemy of equal level goes next, where a tied move ends, whom it targets among
equals) or roll. Each move, engage and end of turn is its own undo step.

What each step is, `rules.enemy_turn` says; the plan is drawn by the map tools
(`gui.tools.enemy_overlay`) when the turn begins. This module turns the party's clicks and
the roll dialog into rules actions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QStatusBar, QWidget

from gui.session import GameSession
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.window.companion_turns import CompanionTurns
from gui.words.enemy_words import plan_text, targets_text
from gui.words.names import Namer
from gui.words.retranslated import say
from rules import actions as act
from rules import table
from rules.enemy_turn import TargetPlan, move_plan, target_plan

if TYPE_CHECKING:
    from gui.dialogs.engage import EngageDialog

#: More steps than any enemy phase takes: a guard against a step that changes nothing.
MOST_STEPS = 500


class EnemyWindow(Protocol):
    """What the enemy turns need of the main window."""

    session: GameSession
    scene: TableScene
    view: TableView

    def statusBar(self) -> QStatusBar: ...


class EnemyTurns(QObject):
    """The enemy-turn commands of one main window; ``running`` while the whole phase plays."""

    def __init__(self, window: EnemyWindow, widget: QWidget) -> None:
        super().__init__(widget)
        self.window = window
        self.widget = widget
        self.session = window.session
        self.running = False
        self.engage_dialog: EngageDialog | None = None
        window.view.table_clicked.connect(self._on_table_clicked)
        # Connected after the battle controls: a click giving an enemy its turn is played
        # first, then the phase goes on.
        window.scene.unit_clicked.connect(self._on_unit_clicked)
        self.companions = CompanionTurns(self.session, window.scene, widget)

    def slots(self) -> dict[str, Callable[[], object]]:
        """The window commands this runs."""
        return {
            "enemy_turn": self.play_turn,
            "enemy_phase": self.play_phase,
            "companion_engage": self.companions.ask_engage,
        }

    def play_turn(self) -> None:
        """Play the current enemy's turn up to where the party must choose or roll; once it
        has nothing left to do, end it."""
        self.running = False
        self._advance()

    def play_phase(self) -> None:
        """Play every enemy's turn in order, pausing only for the party's choices and rolls."""
        self.running = True
        self._advance()

    def _advance(self) -> None:
        for _ in range(MOST_STEPS):
            if self._step():
                return
        self.running = False

    def _step(self) -> bool:
        """Take one step; True when play stops (a choice, a roll, the phase or turn over)."""
        state = self.session.state
        battle = state.battle
        if battle is None or table.enemy_phase_refusal(state) is not None:
            self.running = False
            return True
        if battle.turn is None:
            if table.choosable_units(state):
                self._say(lambda: self.tr("Choose which enemy acts next: click a lit chip."))
                return True
            return not self.session.submit(act.EndTurn())
        if table.enemy_turn_refusal(state) is not None:
            self.running = False
            return True
        unit = battle.turn
        done = table.steps_taken(state, unit)
        if not done:
            plan = move_plan(state, unit)
            if plan.moves and plan.choice:
                self._say(lambda: plan_text(plan, Namer(self.session.state)))
                return True
            if plan.moves:
                return not self.session.submit(act.EnemyMove(unit))
        if "engage" not in done:
            targets = target_plan(state, unit)
            if targets.count:
                self.ask_engage(unit, targets)
                return True
        ended = self.session.submit(act.EndTurn())
        return not (ended and self.running)

    def _say(self, words: Callable[[], str]) -> None:
        say(self.window, words, 10000)

    # --- the party's choices ------------------------------------------------------------
    def _on_table_clicked(self, pos: QPointF) -> None:
        state = self.session.state
        battle = state.battle
        layer = self.window.scene.map_layer
        if table.enemy_turn_refusal(state) is not None or battle is None or layer.bmap is None:
            return
        unit = battle.turn or ""
        if table.steps_taken(state, unit):
            return
        plan = move_plan(state, unit)
        at = layer.hex_at(pos)
        if plan.choice and at in plan.ends and self.session.submit(act.EnemyMove(unit, at)):
            self._go_on()

    def _on_unit_clicked(self, _unit_id: str) -> None:
        if self.running and table.enemy_turn_refusal(self.session.state) is None:
            self._go_on()

    def ask_engage(self, unit: str, plan: TargetPlan) -> EngageDialog:
        """The engage dialog: the party's pick among equals, and the roll."""
        from gui.dialogs.engage import EngageDialog  # the dialogs stay off start-up

        state = self.session.state
        assert state.battle is not None
        names = Namer(state)
        stats = state.battle.unit(unit).stats
        rng = self.session.rng

        def roll() -> tuple[int, ...]:
            return tuple(rng.choice(stats.faces) for _ in range(stats.dice))

        dialog = EngageDialog(
            self.tr("{name} engages").format(name=names.who(unit)),
            targets_text(plan, names),
            [(u, names.who(u)) for u in plan.pool] if plan.choice else [],
            plan.picks if plan.choice else 0,
            stats,
            roll,
            self.widget,
        )
        dialog.accepted.connect(lambda: self._engage(unit, dialog))
        dialog.rejected.connect(self._stop)
        self.engage_dialog = dialog
        dialog.open()
        return dialog

    def _engage(self, unit: str, dialog: EngageDialog) -> None:
        if self.session.submit(act.EnemyEngage(unit, dialog.roll(), dialog.targets())):
            self._go_on()

    def _stop(self) -> None:
        self.running = False

    def _go_on(self) -> None:
        """After the party's choice: the phase goes on, or the turn, up to its end."""
        if self.running:
            self._advance()
