"""Battle controls of the main window: chips on the map, exploration, the party token.

Kept apart from main.py so that module stays wiring. Everything here submits rules actions
through the session; what is offered comes from `rules.table`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, QPointF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMenu, QStatusBar, QWidget

from board.battlemap import PlacedTile
from board.hexes import Hex
from gui.session import GameSession
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.window.dice_order import DiceOrderControls
from gui.window.enemy_turns import EnemyTurns
from gui.window.menus import remove_die_menu
from gui.window.revival import RevivalControls
from gui.words.elision import fill
from gui.words.names import Namer, unit_label, unit_name
from gui.words.refusals import term, translate_refusal
from gui.words.retranslated import say
from rules import actions as act
from rules import table
from rules.dice import StatusSide
from rules.errors import IllegalAction
from rules.state import Battle, GameState, UnitKind

if TYPE_CHECKING:
    from gui.dialogs.amount import AmountDialog
    from gui.dialogs.stats import StatsDialog


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
    """The battle gestures and dialogs: chips, exploration ghosts, the token and counters."""

    def __init__(self, window: BattleWindow, widget: QWidget) -> None:
        super().__init__(widget)
        self.window = window
        self.widget = widget  # the parent of dialogs and menus
        self.session = window.session
        self.ghost_index = 0
        self.amount_dialog: AmountDialog | None = None  # the last damage or healing asked
        self.stats_dialog: StatsDialog | None = None
        self._ghost_message = ""
        self._choose_message = ""
        # Other tools add entries to the chip and hex menus here; the menus are built and
        # shown in one place, so a right-click opens exactly one menu.
        self.unit_menu_extras: list[Callable[[QMenu, str], None]] = []
        self.hex_menu_extras: list[Callable[[QMenu, Hex], None]] = []
        self.unit_menu_extras.append(self._stats_entry)
        self.unit_menu_extras.append(self._protection_entry)
        scene = window.scene
        scene.unit_moved.connect(self._on_unit_moved)
        scene.unit_clicked.connect(self._on_unit_clicked)
        scene.unit_menu_requested.connect(self._on_unit_menu_requested)
        window.view.table_clicked.connect(self._on_table_clicked)
        self.session.state_changed.connect(self._on_state_changed)
        self._on_state_changed(None, self.session.state)
        self.revival = RevivalControls(window, widget)
        self.dice_order = DiceOrderControls(window, widget)
        self.enemies = EnemyTurns(window, widget)  # after the chip clicks are wired

    @property
    def battle(self) -> Battle | None:
        battle: Battle | None = self.session.state.battle
        return battle

    # --- state --------------------------------------------------------------------------
    def _on_state_changed(self, _old: GameState | None, state: GameState) -> None:
        self.show_state(state)

    def show_state(self, state: GameState) -> None:
        """Show the ghost of a waiting tile and say when the party has a choice to make."""
        if not table.legal_placements(state):
            self.ghost_index = 0
        self.show_ghost()
        bar = self.window.statusBar()
        if state.town_choice:
            bar.showMessage(
                self.tr(
                    "Choose which closest town the party goes to: Battle > Move the Party Token."
                ),
                8000,
            )
        bar = self.window.statusBar()
        choosable = table.choosable_units(state)
        if choosable and state.battle is not None:
            names = ", ".join(
                f"{unit_name(state, u.id)} ({unit_label(state, u.id)})"
                for u in state.battle.units
                if u.id in choosable
            )
            self._choose_message = self.tr(
                "Choose who acts next, then click the lit chip: {names}"
            ).format(names=names)
            bar.showMessage(self._choose_message)
        elif bar.currentMessage() == self._choose_message:
            bar.clearMessage()

    # --- exploration --------------------------------------------------------------------
    def placements(self) -> list[PlacedTile]:
        return table.legal_placements(self.session.state)

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
        pile = table.exploration_cards(self.session.state)
        cards = sorted(set(pile))
        if not cards:
            say(self.window, lambda: self.tr("The exploration deck is empty."), 6000)
            return
        names = Namer(self.session.state)
        choices = [self.tr("Draw a card at random"), *(names.card(c) for c in cards)]
        choice, ok = QInputDialog.getItem(
            self.widget,
            self.tr("Explore"),
            self.tr("Draw the next exploration card, or pick the card you drew from your deck:"),
            choices,
            0,
            False,
        )
        if not ok:
            return
        if choice == choices[0]:
            card = self.session.rng.choice(pile)
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
        if self.revival.click(at):  # a revived adventurer waits for this click
            return
        if any(g.hexes and at in g.hexes for g in layer.ghosts):
            self.cycle(1)
            return
        if at in table.explorable_doors(self.session.state):
            self.explore(at)

    def command_slots(self) -> dict[str, Callable[[], object]]:
        """What the battle's commands that ask first run (see `gui.window.actions`)."""
        return {
            "set_round": self.ask_round,
            "set_skyshards": self.ask_skyshards,
            "town": self.move_token,
            "guild_assist": self.revival.guild_assist,
        }

    def ask_round(self) -> None:
        self._ask_battle_counter("round", self.tr("Round counter"), self.tr("Round:"))

    def ask_skyshards(self) -> None:
        title, label = self.tr("Skyshards found"), self.tr("Skyshards the party has found:")
        self._ask_battle_counter("skyshards_found", title, label)

    def _ask_battle_counter(self, counter: str, title: str, label: str) -> None:
        """A battle counter set by hand, within the bounds the rules give it now."""
        battle = self.battle
        if battle is None:
            return
        value = int(getattr(battle, counter))
        low, high = table.counter_bounds(self.session.state, "battle", counter)
        number, ok = QInputDialog.getInt(self.widget, title, label, value, low, high)
        if ok and number != value:
            self.session.submit(act.ForceSetCounter("battle", counter, number))

    def _ask_unit_counter(self, unit_id: str, counter: str, label: str, value: int) -> None:
        low, high = table.counter_bounds(self.session.state, unit_id, counter)
        number, ok = QInputDialog.getInt(self.widget, label, label, value, low, high)
        if ok and number != value:
            self.session.submit(act.ForceSetCounter(unit_id, counter, number))

    def move_token(self) -> None:
        state = self.session.state
        overland = state.overland
        if overland is None:
            return
        options = list(table.party_token_destinations(state))
        if not options:
            return
        names = [overland.towns.get(h, f"{h.q}, {h.r}") for h in options]
        name, ok = QInputDialog.getItem(
            self.widget,
            self.tr("Party token"),
            self.tr("Move the party token to:"),
            names,
            0,
            False,
        )
        if ok:
            self.session.submit(act.MovePartyToken(options[names.index(name)]))

    # --- chips --------------------------------------------------------------------------
    def _on_unit_moved(self, unit_id: str, to: Hex, force: bool) -> None:
        try:
            action = table.action_for_unit_drop(self.session.state, unit_id, to, force=force)
        except IllegalAction as refusal:
            self.session.action_rejected.emit(
                partial(translate_refusal, refusal, self.session.state)
            )
            return
        self.session.submit(action)

    def _on_unit_clicked(self, unit_id: str) -> None:
        if unit_id in table.choosable_units(self.session.state):
            self.session.submit(act.TakeTurn(unit_id))
        elif self.session.state.has_adventurer(unit_id):
            self.window.select_adventurer(unit_id)

    def _on_unit_menu_requested(self, unit_id: str, screen_pos: QPoint) -> None:
        self.unit_menu(unit_id).exec(screen_pos)

    def unit_menu(self, unit_id: str) -> QMenu:
        battle = self.battle
        assert battle is not None, "chips are only on the table during a battle"
        unit = battle.unit(unit_id)
        menu = QMenu(self.widget)
        menu.setToolTipsVisible(True)  # a refused entry says why
        # The amount is asked next: the rules answer for one point whether any is possible.
        self.rules_entry(
            menu,
            self.tr("Deal &Damage…"),
            act.DealDamage(unit_id, 1),
            lambda: self._ask_damage(unit_id),
        )
        self.rules_entry(
            menu,
            self.tr("Deal T&rue Damage…"),
            act.DealDamage(unit_id, 1, true_damage=True),
            lambda: self._ask_damage(unit_id, true_damage=True),
        )
        self.rules_entry(
            menu, self.tr("&Heal…"), act.Heal(unit_id, 1), lambda: self._ask_heal(unit_id)
        )
        status = menu.addMenu(self.tr("&Apply Status"))
        status.setToolTipsVisible(True)
        for side in StatusSide:
            self.rules_entry(status, term(side), act.ApplyStatus(unit_id, side))
        on_chip = [self.session.state.dice[d].status_side for d in unit.status]
        if any(on_chip):
            remove = menu.addMenu(self.tr("&Remove Status"))
            for side in filter(None, on_chip):
                self.rules_entry(remove, term(side), act.RemoveStatus(unit_id, side))
        if unit.kind is not UnitKind.ADVENTURER:
            for label, counter, value in (
                (self.tr("Set H&P…"), "hp", unit.hp),
                (self.tr("Set Ma&x HP…"), "max_hp", unit.max_hp),
            ):
                menu.addAction(label).triggered.connect(
                    lambda _=False, c=counter, v=value, lb=label: self._ask_unit_counter(
                        unit_id, c, lb.replace("&", "").rstrip("…"), v
                    )
                )
        menu.addSeparator()
        self.rules_entry(menu, self.tr("De&feat"), act.DefeatUnit(unit_id))
        self.rules_entry(
            menu, self.tr("Defeat, Leave on the T&ile"), act.DefeatUnit(unit_id, leave_on_tile=True)
        )
        self.rules_entry(menu, self.tr("Take Off the &Map"), act.ForceMoveUnit(unit_id, None))
        if unit.defeated and unit.left_on_tile:
            self.rules_entry(
                menu, self.tr("Remove the Defeated Chip"), act.RemoveDefeatedChip(unit_id)
            )
        if unit_id in table.choosable_units(self.session.state):
            self.rules_entry(menu, self.tr("Take the Next Turn"), act.TakeTurn(unit_id))
        for extra in self.unit_menu_extras:
            extra(menu, unit_id)
        return menu

    def rules_entry(
        self,
        menu: QMenu,
        text: str,
        action: act.Action,
        run: Callable[[], object] | None = None,
    ) -> QAction:
        """An entry of ``menu`` for ``action``: enabled exactly when the rules accept it now,
        and saying the rules' refusal as its tooltip when they do not. It submits ``action``,
        or runs ``run`` (a dialog that asks for the amount first)."""
        entry = menu.addAction(text)
        state = self.session.state
        refused = table.refusal(state, action)
        if refused is not None:
            entry.setEnabled(False)
            entry.setToolTip(translate_refusal(refused, state))
        entry.triggered.connect(run or (lambda: self.session.submit(action)))
        return entry

    def extend_hex_menu(self, menu: QMenu, at: Hex) -> None:
        """The entries the tools add for a right-click on the hex ``at``."""
        for extra in self.hex_menu_extras:
            extra(menu, at)

    def _unit_name(self, unit_id: str) -> str:
        return Namer(self.session.state).who(unit_id)

    def add_mat_entries(self, menu: QMenu, adventurer_id: str) -> None:
        """Heal an adventurer from their mat (in a battle this revives a defeated one, whose
        chip has left the map, rules §5.3), and the turn's steps taken out of turn, logged
        as manual changes (rules §4.6)."""
        menu.addSeparator()
        self.rules_entry(
            menu,
            self.tr("Heal or Re&vive…"),
            act.Heal(adventurer_id, 1),
            lambda: self._ask_heal(adventurer_id),
        )
        remove_die_menu(menu, self.session.state, adventurer_id, self.rules_entry)
        self.dice_order.add_mat_entry(menu, adventurer_id, self.rules_entry)
        late = menu.addMenu(self.tr("O&ut of Turn"))
        late.setToolTipsVisible(True)
        self.rules_entry(late, self.tr("&Engage"), act.Engage(adventurer_id, override=True))
        self.rules_entry(
            late, self.tr("&Recovery Step"), act.RecoveryStep(adventurer_id, override=True)
        )

    def _stats_entry(self, menu: QMenu, unit_id: str) -> None:
        """A companion's or enemy's fighting stats, from its chip menu (rules §4.4)."""
        battle = self.battle
        if battle is None or battle.unit(unit_id).kind is UnitKind.ADVENTURER:
            return
        stats = act.ForceSetStats(unit_id, battle.unit(unit_id).stats)
        self.rules_entry(menu, self.tr("Fi&ghting Stats…"), stats, lambda: self.ask_stats(unit_id))

    def _protection_entry(self, menu: QMenu, unit_id: str) -> None:
        """A chip's protection from targeting by an effect, as a logged manual change
        (rules §4.4 Targetable); checked while it is protected."""
        battle = self.battle
        protected = battle is not None and battle.unit(unit_id).protected
        toggle = act.ForceSetProtected(unit_id, not protected)
        entry = self.rules_entry(menu, self.tr("Pr&otected from Targeting"), toggle)
        entry.setCheckable(True)
        entry.setChecked(protected)

    def ask_stats(self, unit_id: str) -> StatsDialog:
        """Edit a chip's fighting stats (rules §4.4), as a logged manual change."""
        from gui.dialogs.stats import StatsDialog  # the dialogs stay off start-up

        battle = self.battle
        assert battle is not None, "chips are only on the table during a battle"
        unit = battle.unit(unit_id)
        title = fill(self.tr("Fighting stats of {name}"), name=self._unit_name(unit_id))
        dialog = StatsDialog(title, unit.stats, self.widget)
        dialog.accepted.connect(
            lambda: self.session.submit(act.ForceSetStats(unit_id, dialog.stats()))
        )
        self.stats_dialog = dialog
        dialog.open()
        return dialog

    def _ask_damage(self, unit_id: str, true_damage: bool = False) -> AmountDialog:
        name = self._unit_name(unit_id)
        if true_damage:
            title = self.tr("True damage to {name}").format(name=name)
            label = self.tr("How much true damage does {name} take?").format(name=name)
        else:
            title = self.tr("Damage to {name}").format(name=name)
            label = self.tr("How much damage does {name} take?").format(name=name)
        state = self.session.state
        names = Namer(state)
        sources = [(u, names.who(u)) for u in table.damage_sources(state, unit_id)]
        chosen = table.turn_damage_source(state, unit_id)
        return self._ask_amount(
            title,
            label,
            lambda amount, source: act.DealDamage(unit_id, amount, source, true_damage),
            sources,
            chosen,
        )

    def _ask_heal(self, unit_id: str) -> AmountDialog:
        name = self._unit_name(unit_id)
        return self._ask_amount(
            self.tr("Heal {name}").format(name=name),
            self.tr("How many HP does {name} heal?").format(name=name),
            lambda amount, _source: act.Heal(unit_id, amount),
        )

    def _ask_amount(
        self,
        title: str,
        question: str,
        action: Callable[[int, str | None], act.Action],
        sources: list[tuple[str, str]] | None = None,
        chosen: str | None = None,
    ) -> AmountDialog:
        # Imported here: the dialogs stay off start-up.
        from gui.dialogs.amount import AmountDialog

        dialog = AmountDialog(title, question, sources, chosen, self.widget)
        dialog.accepted.connect(
            lambda: self.session.submit(action(dialog.amount(), dialog.source()))
        )
        self.amount_dialog = dialog
        dialog.open()
        return dialog
