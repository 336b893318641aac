"""Battle controls of the main window: the turn flow, chips on the map, and exploration.

Kept apart from mainwindow.py so that module stays about files, menus and mats. Everything
here submits rules actions through the session; nothing changes state by itself.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QPoint, QPointF
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu, QStatusBar

from board.hexes import Hex
from gui.names import Namer
from gui.refusals import term, translate_refusal
from gui.session import GameSession
from gui.table.items.mat import initials
from gui.table.looks import choosable_units
from gui.table.scene import TableScene
from gui.table.view import TableView
from rules import actions as act
from rules.dice import StatusSide


class BattleWindow(Protocol):
    """What the battle controls need of the main window (which creates them, so they do not
    import it)."""

    session: GameSession
    scene: TableScene
    view: TableView

    def statusBar(self) -> QStatusBar: ...
    def select_adventurer(self, adventurer_id: str | None) -> None: ...


RANDOM_CARD = "random"


class BattleControls(QObject):
    """Owns the battle actions (menu, toolbar, shortcuts) and the exploration ghosts."""

    def __init__(self, window: BattleWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.session = window.session
        self.ghost_index = 0
        self._ghost_message = ""
        self._choose_message = ""
        self.build_actions()
        scene = window.scene
        scene.unit_moved.connect(self._on_unit_moved)
        scene.unit_clicked.connect(self._on_unit_clicked)
        scene.unit_menu_requested.connect(self._on_unit_menu_requested)
        scene.unit_target_provider = self.unit_targets
        window.view.table_clicked.connect(self._on_table_clicked)
        self.session.state_changed.connect(self._on_state_changed)
        self._on_state_changed(None, self.session.state)

    def build_actions(self) -> None:
        """(Re)create the actions, in the current language."""
        w = self.window
        self.start_round_action = w._action(
            self.tr("Start &Round"),
            self._submit(act.StartRound),
            "Ctrl+R",
            self.tr("Raise the round counter; a fatigue round after round 5"),
        )
        self.end_turn_action = w._action(
            self.tr("End &Turn"),
            self._submit(act.EndTurn),
            "Ctrl+Return",
            self.tr(
                "End this unit's turn; the next one starts (adventurers run their Recovery step)"
            ),
        )
        self.end_round_action = w._action(
            self.tr("End Rou&nd"),
            self._submit(act.EndRound),
            "Ctrl+Shift+Return",
            self.tr("Check the objective, then a new round can start"),
        )
        self.retreat_action = w._action(
            self.tr("Re&treat"),
            self._submit(act.EndRound, retreat=True),
            None,
            self.tr("At the end of the round, the party retreats: the encounter ends"),
        )
        self.leave_action = w._action(
            self.tr("&Leave the Battle"),
            self._submit(act.LeaveBattle),
            None,
            self.tr("Clear the battle map once the battle is over"),
        )
        self.prev_placement_action = w._action(
            self.tr("Previous Placement"),
            lambda: self.cycle(-1),
            "[",
            self.tr("Show the previous legal placement of the drawn tile"),
        )
        self.next_placement_action = w._action(
            self.tr("Next Placement"),
            lambda: self.cycle(1),
            "]",
            self.tr("Show the next legal placement of the drawn tile (or click the ghost tile)"),
        )
        self.place_tile_action = w._action(
            self.tr("&Place Tile"),
            self.place_tile,
            QKeySequence("Return"),
            self.tr("Place the drawn tile where the ghost shows"),
        )
        self.end_of_day_action = w._action(
            self.tr("End of &Day"),
            self._submit(act.EndOfDay),
            None,
            self.tr("End of Day Phase: Adventurers Rest by difficulty"),
        )
        self.guild_assist_action = w._action(
            self.tr("Use the &Guild Assist"),
            self._submit(act.UseGuildAssist),
            None,
            self.tr("Once per campaign: heal fully, clear fatigue and status dice"),
        )
        self.set_round_action = w._action(
            self.tr("Set the Round &Counter…"),
            self.ask_round,
            None,
            self.tr("Change the round counter (an effect may lower it to 5 or less)"),
        )
        self.town_action = w._action(
            self.tr("Move the Party &Token…"),
            self.move_token,
            None,
            self.tr(
                "Move the party token on the overland map (after a full party defeat: to a "
                "closest town)"
            ),
        )
        self.inn_town_action = w._action(
            self.tr("Visit the &Inn"),
            self._submit(act.VisitInn),
            None,
            self.tr("Town action: heal fully, clear fatigue and status dice, recover every die"),
        )
        self.all_actions = [
            self.start_round_action,
            self.end_turn_action,
            self.end_round_action,
            self.retreat_action,
            self.leave_action,
            self.prev_placement_action,
            self.next_placement_action,
            self.place_tile_action,
        ]

    def _submit(self, action_type: Any, **kwargs: Any) -> Any:
        return lambda: self.session.submit(action_type(**kwargs))

    @property
    def battle(self) -> Any:
        return getattr(self.session.state, "battle", None)

    # --- state --------------------------------------------------------------------------
    def _on_state_changed(self, _old: Any, state: Any) -> None:
        battle = getattr(state, "battle", None)
        phase = str(battle.phase) if battle is not None else ""
        self.start_round_action.setEnabled(phase == "round_start")
        self.end_turn_action.setEnabled(battle is not None and battle.turn is not None)
        self.end_round_action.setEnabled(phase == "round_end")
        self.retreat_action.setEnabled(phase == "round_end")
        self.leave_action.setEnabled(phase == "over")
        pending = battle is not None and battle.pending is not None
        for a in (self.prev_placement_action, self.next_placement_action, self.place_tile_action):
            a.setEnabled(pending)
        if not pending:
            self.ghost_index = 0
        self.show_ghost()
        if getattr(state, "town_choice", ()):
            self.window.statusBar().showMessage(
                self.tr(
                    "Choose which closest town the party goes to: Battle > Move the Party Token."
                ),
                8000,
            )
        bar = self.window.statusBar()
        choosable = choosable_units(state) if battle is not None else frozenset()
        if choosable:
            names = ", ".join(
                f"{u.name} ({initials(u.name)})" for u in battle.units if u.id in choosable
            )
            self._choose_message = self.tr(
                "Choose who acts next, then click the lit chip: {names}"
            ).format(names=names)
            bar.showMessage(self._choose_message)
        elif bar.currentMessage() == self._choose_message:
            bar.clearMessage()

    # --- exploration --------------------------------------------------------------------
    def placements(self) -> list[Any]:
        battle = self.battle
        if battle is None or battle.pending is None:
            return []
        from rules.exploration import legal_placements

        return legal_placements(battle, battle.pending.hex, battle.pending.shape)

    def show_ghost(self) -> None:
        options = self.placements()
        layer = self.window.scene.map_layer
        bar = self.window.statusBar()
        if not options:
            layer.show_ghost(None)
            if self._ghost_message and bar.currentMessage() == self._ghost_message:
                bar.clearMessage()  # the tile is placed: the count no longer applies
            self._ghost_message = ""
            return
        self.ghost_index %= len(options)
        layer.show_ghost(options[self.ghost_index])
        for ghost in layer.ghosts:
            self.window.view.follow(ghost.sceneBoundingRect())
        self._ghost_message = self.tr(
            "Placement {n} of {total}: ] or a click on the ghost shows the next, "
            "Enter places the tile."
        ).format(n=self.ghost_index + 1, total=len(options))
        bar.showMessage(self._ghost_message)

    def cycle(self, step: int) -> None:
        if self.placements():
            self.ghost_index += step
            self.show_ghost()

    def place_tile(self) -> None:
        if self.placements():
            self.session.submit(act.PlaceTile(index=self.ghost_index))

    def explore(self, at: Hex) -> None:
        battle = self.battle
        if battle is None:
            return
        cards = sorted(set(battle.deck))
        if not cards:
            self.window.statusBar().showMessage(self.tr("The exploration deck is empty."), 6000)
            return
        names = Namer(self.session.state)
        choices = [self.tr("Draw a card at random"), *(names.card(c) for c in cards)]
        choice, ok = QInputDialog.getItem(
            self.window,
            self.tr("Explore"),
            self.tr("Draw the next exploration card, or pick the card you drew from your deck:"),
            choices,
            0,
            False,
        )
        if not ok:
            return
        if choice == choices[0]:
            card = self.session.rng.choice(list(battle.deck))
        else:
            card = cards[choices.index(choice) - 1]
        self.ghost_index = 0
        self.session.submit(act.ExploreHex(at, card))

    def _on_table_clicked(self, pos: QPointF) -> None:
        battle = self.battle
        layer = self.window.scene.map_layer
        if battle is None or layer.bmap is None:
            return
        at = layer.hex_at(pos)
        if any(g.hexes and at in g.hexes for g in layer.ghosts):
            self.cycle(1)
            return
        from rules.exploration import explorable

        if at in explorable(battle):
            self.explore(at)

    def ask_round(self) -> None:
        battle = self.battle
        if battle is None:
            return
        value, ok = QInputDialog.getInt(
            self.window, self.tr("Round counter"), self.tr("Round:"), battle.round, 0, 99
        )
        if ok and value != battle.round:
            self.session.submit(act.ForceSetCounter("battle", "round", value))

    def _ask_unit_counter(self, unit_id: str, counter: str, label: str, value: int) -> None:
        number, ok = QInputDialog.getInt(self.window, label, label, value, 0, 999)
        if ok and number != value:
            self.session.submit(act.ForceSetCounter(unit_id, counter, number))

    def move_token(self) -> None:
        state = self.session.state
        overland = getattr(state, "overland", None)
        if overland is None:
            return
        options = list(getattr(state, "town_choice", ())) or sorted(overland.towns)
        names = [overland.towns.get(h, f"{h.q}, {h.r}") for h in options]
        name, ok = QInputDialog.getItem(
            self.window,
            self.tr("Party token"),
            self.tr("Move the party token to:"),
            names,
            0,
            False,
        )
        if ok:
            self.session.submit(act.MovePartyToken(options[names.index(name)]))

    # --- chips --------------------------------------------------------------------------
    def unit_targets(self, unit_id: str) -> frozenset[Hex]:
        from rules import gestures

        return gestures.unit_targets(self.session.state, unit_id)

    def _on_unit_moved(self, unit_id: str, to: Hex, force: bool) -> None:
        from rules import gestures
        from rules.errors import IllegalAction

        try:
            action = gestures.action_for_unit_drop(self.session.state, unit_id, to, force=force)
        except IllegalAction as refusal:
            self.session.action_rejected.emit(translate_refusal(refusal, self.session.state))
            return
        self.session.submit(action)

    def _on_unit_clicked(self, unit_id: str) -> None:
        battle = self.battle
        if battle is None:
            return
        if battle.turn is None and str(battle.phase) in ("companions", "enemies"):
            self.session.submit(act.TakeTurn(unit_id))
        elif self.session.state.has_adventurer(unit_id):
            self.window.select_adventurer(unit_id)

    def _on_unit_menu_requested(self, unit_id: str, screen_pos: QPoint) -> None:
        self.unit_menu(unit_id).exec(screen_pos)

    def unit_menu(self, unit_id: str) -> QMenu:
        submit = self.session.submit
        unit = self.battle.unit(unit_id)
        menu = QMenu(self.window)
        menu.addAction(self.tr("Deal &Damage…")).triggered.connect(
            lambda: self._ask_damage(unit_id)
        )
        menu.addAction(self.tr("Deal &True Damage…")).triggered.connect(
            lambda: self._ask_damage(unit_id, true_damage=True)
        )
        menu.addAction(self.tr("&Heal…")).triggered.connect(lambda: self._ask_heal(unit_id))
        status = menu.addMenu(self.tr("Apply &Status"))
        for side in StatusSide:
            status.addAction(term(side)).triggered.connect(
                lambda _=False, s=side: submit(act.ApplyStatus(unit_id, s))
            )
        if unit.status:
            remove = menu.addMenu(self.tr("&Remove Status"))
            for die_id in unit.status:
                side = self.session.state.dice[die_id].side
                if side is not None:
                    remove.addAction(term(side)).triggered.connect(
                        lambda _=False, s=side: submit(act.RemoveStatus(unit_id, s))
                    )
        if str(unit.kind) != "adventurer":
            for label, counter, value in (
                (self.tr("Set HP…"), "hp", unit.hp),
                (self.tr("Set Max HP…"), "max_hp", unit.max_hp),
            ):
                menu.addAction(label).triggered.connect(
                    lambda _=False, c=counter, v=value, lb=label: self._ask_unit_counter(
                        unit_id, c, lb.rstrip("…"), v
                    )
                )
        menu.addSeparator()
        menu.addAction(self.tr("&Defeat")).triggered.connect(
            lambda: submit(act.DefeatUnit(unit_id))
        )
        menu.addAction(self.tr("Defeat, Leave on the Tile")).triggered.connect(
            lambda: submit(act.DefeatUnit(unit_id, leave_on_tile=True))
        )
        if unit.defeated and unit.left_on_tile:
            menu.addAction(self.tr("Remove the Defeated Chip")).triggered.connect(
                lambda: submit(act.RemoveDefeatedChip(unit_id))
            )
        battle = self.battle
        if battle.turn is None and str(battle.phase) in ("companions", "enemies"):
            menu.addAction(self.tr("Take the Next Turn")).triggered.connect(
                lambda: submit(act.TakeTurn(unit_id))
            )
        return menu

    def _ask_damage(self, unit_id: str, true_damage: bool = False) -> None:
        name = self.battle.unit(unit_id).name
        if true_damage:
            title = self.tr("True damage to {name}").format(name=name)
            label = self.tr("How much true damage does {name} take?").format(name=name)
        else:
            title = self.tr("Damage to {name}").format(name=name)
            label = self.tr("How much damage does {name} take?").format(name=name)
        amount, ok = QInputDialog.getInt(self.window, title, label, 1, 1, 99)
        if ok:
            source = self.battle.turn
            self.session.submit(
                act.DealDamage(unit_id, amount, source=source, true_damage=true_damage)
            )

    def _ask_heal(self, unit_id: str) -> None:
        name = self.battle.unit(unit_id).name
        amount, ok = QInputDialog.getInt(
            self.window,
            self.tr("Heal {name}").format(name=name),
            self.tr("How many HP does {name} heal?").format(name=name),
            1,
            1,
            99,
        )
        if ok:
            self.session.submit(act.Heal(unit_id, amount))


def actions_for_menu(controls: BattleControls) -> list[QAction | None]:
    """The Battle menu, in order (None = separator)."""
    c = controls
    return [
        c.start_round_action,
        c.end_turn_action,
        c.end_round_action,
        c.retreat_action,
        None,
        c.prev_placement_action,
        c.next_placement_action,
        c.place_tile_action,
        None,
        c.set_round_action,
        c.leave_action,
        None,
        c.town_action,
        c.inn_town_action,
        c.end_of_day_action,
        c.guild_assist_action,
    ]
