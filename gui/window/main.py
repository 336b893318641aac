"""MainWindow: menus, toolbars, docks and all the signal wiring in one place."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QSettings, QTimer
from PySide6.QtGui import QCloseEvent, QIcon, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QToolBar, QWidget

from gui.annotations.model import Annotation
from gui.export.exporting import ScreenshotTools
from gui.files import games
from gui.files.settings import language_setting, setting_bytes
from gui.session import GameSession
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.tools.map_tools import install_tools
from gui.window import menus, question_commands, toolbars
from gui.window.actions import MENU_BAR, MENU_OF_A_MAT, roll_rows
from gui.window.actionset import ActionSet
from gui.window.battle import BattleControls
from gui.window.campaign import CampaignTools
from gui.window.docks import Docks
from gui.window.filing import Filing, history_dropped, start_of
from gui.window.guidance import Guidance
from gui.window.map_commands import goal_command
from gui.window.menus import language_menu, show_about, show_getting_started
from gui.window.picture_commands import EXPORT_KINDS, MODE_GROUP, MODES, SIZES
from gui.words import i18n
from gui.words.refusals import translate_refusal
from gui.words.retranslated import StatusBar, Words, say
from rules import actions as act
from rules import table
from rules.actions import Action
from rules.closest import BATTLE_GOALS
from rules.errors import IllegalAction
from rules.events import Event
from rules.places import Place
from rules.state import GameState

if TYPE_CHECKING:
    from gui.dialogs.glossary import GlossaryWindow
    from gui.dialogs.lockpick import LockpickDialog

APP_TITLE = "eraboard"


class MainWindow(QMainWindow):
    """The table window a solo player keeps open all evening."""

    def __init__(
        self,
        state: GameState,
        settings: QSettings | None = None,
        seed: int | None = None,
        autosave: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings()
        self.session = GameSession(state, seed, self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.setStatusBar(StatusBar(self))
        self.file_path: str | None = None
        self.selected_adventurer: str | None = None
        self._pending_events: tuple[Event, ...] = ()
        self._built = False
        self.glossary_window: GlossaryWindow | None = None
        self.lockpick_dialog: LockpickDialog | None = None
        self.setWindowIcon(QIcon(":/assets/icons/eraboard.svg"))
        self.setMinimumSize(900, 600)

        self.filing = Filing(self, self, autosave)
        self.docks = Docks(self, self.session.undo_stack, state)
        self.history_view, self.log = self.docks.history_view, self.docks.log
        self.history_dock, self.log_dock = self.docks.history_dock, self.docks.log_dock
        self.overland_dock = self.docks.overland_dock
        self.commands = ActionSet(self, self, self.session)
        self.commands.watch_keys(self)
        self.screenshots = ScreenshotTools(self, self)
        self.battle_controls = BattleControls(self, self)
        self.campaign = CampaignTools(self, self)
        self.guidance = Guidance(self, self, self.log)
        self.commands.build()
        self._build_menus()
        self._build_status_bar()
        self._wire()
        self.table_tools = install_tools(self, self, self.screenshots.has_mouse)
        self._wire_tools()
        self.map_toolbar = toolbars.map_toolbar(self)
        self.game_toolbar = toolbars.GameToolbar(self, lambda: self.commands.by_name)
        self._build_toolbars()
        if self.filing.problem:
            say(self, self.filing.problem)

        self.scene.sync(None, state)
        self._select_default_adventurer()
        self.update_title()
        self._restore_window_state()
        self._built = True

    # --- what the commands run: the one place each command meets its helper's method ---
    def _command_slots(self) -> dict[str, Callable[[], object]]:
        """What each command that is neither a rules action nor checkable runs."""
        b, v, c = self.battle_controls, self.view, self.campaign
        t, s = self.table_tools, self.screenshots
        return question_commands.slots(self, self, lambda: c.library) | {
            "new": self.filing.new_from_scenario,
            "open": self.filing.open_dialog,
            "save": self.save_game,
            "save_as": self.filing.save_as,
            "quit": self.close,
            "zoom_in": v.zoom_in,
            "zoom_out": v.zoom_out,
            "zoom_reset": v.reset_zoom,
            "fit": v.fit,
            "roll": self.roll_selected_rows,
            "rest": self.rest_selected,
            "lockpick": self.show_lockpick,
            "glossary": self.show_glossary,
            "about": lambda: show_about(self),
            "getting_started": lambda: show_getting_started(self),
            **{"prev_placement": lambda: b.cycle(-1), "next_placement": lambda: b.cycle(1)},
            **b.enemies.slots(),
            "place_tile": b.place_tile,
            **b.command_slots(),
            "new_game": c.new_game,
            "save_party": c.ask_save_party,
            "skill_library": c.show_skill_library,
            **c.library_slots(),
            "new_battle": c.new_battle,
            "add_tile": lambda: c.ask_tile(None),
            "closest": t.ask_default,
            **{goal_command(goal): partial(t.ask, goal) for goal in BATTLE_GOALS},
            "closest_town": t.ask_town,
            "sight": t.show_sight,
            "range": t.choose_range,
            "keep": t.keep,
            "clear_overlay": t.clear,
            **{f"export_{kind}": partial(s.export, kind) for kind in EXPORT_KINDS},
            "export_region": partial(s.pick_region, "save"),
            "copy": s.copy_last,
            "copy_region": partial(s.pick_region, "copy"),
            "stop_annotating": partial(s.tool.set_mode, None),
            "clear_annotations": self.session.clear_annotations,
        }

    def _toggle_slots(self) -> dict[str, Callable[[bool], object]]:
        """What each checkable command runs when checked or unchecked, or, in a group, when
        the player chooses it. A choice the settings alone keep (a picture's caption or
        not) runs nothing."""
        s = self.screenshots
        return {
            "animate": self._on_animate_toggled,
            "ruler": self.table_tools.set_ruler_mode,
            "show_annotations": s.layer.setVisible,
            **{f"size_{size}": partial(s.choose_size, size) for size in SIZES},
            **{f"mode_{mode}": partial(s.choose_mode, mode) for mode in MODES},
        }

    def run_command(self, name: str) -> None:
        self._command_slots()[name]()

    def toggle_command(self, name: str, on: bool) -> None:
        run = self._toggle_slots().get(name)
        if run is not None:
            run(on)

    def submit_command(self, action: Action | None) -> None:
        if action is None:
            self._on_action_rejected(lambda: self.tr("Click an adventurer's mat first."))
        else:
            self.session.submit(action)

    def _build_menus(self) -> None:
        chosen = language_setting(self.settings)
        parts: dict[str, Callable[[QMenu], object]] = {
            "recent": self.filing.recent.add_menu,
            "language": lambda menu: language_menu(menu, chosen, self.set_language),
            "docks": lambda menu: menu.addActions(
                [dock.toggleViewAction() for dock in self.docks.toggle_actions()]
            ),
        }
        self.commands.add_menus(self.menuBar(), MENU_BAR, parts)

    def _build_toolbars(self) -> None:
        toolbars.fill_map_toolbar(self.map_toolbar, self.commands.by_name)
        self.game_toolbar.build()  # after the map tools' toolbar, which it goes in front of

    @property
    def toolbar(self) -> QToolBar | None:
        return self.game_toolbar.bar

    def _build_status_bar(self) -> None:
        self.selection_label = QLabel()
        self.zoom_label = QLabel("100%")
        self.statusBar().addPermanentWidget(self.selection_label)
        self.statusBar().addPermanentWidget(self.zoom_label)

    def _wire(self) -> None:
        s, sc = self.session, self.scene
        sc.die_dropped.connect(self._on_die_dropped)
        sc.drop_refused.connect(self._on_action_rejected)
        sc.drag_hint.connect(self.statusBar().showMessage)
        sc.die_menu_requested.connect(self._on_die_menu_requested)
        sc.die_clicked.connect(self._on_die_clicked)
        sc.mat_clicked.connect(self._on_mat_clicked)
        sc.mat_menu_requested.connect(self._on_mat_menu_requested)
        s.events_happened.connect(self._on_events_happened)
        s.state_changed.connect(self._on_state_changed)
        s.action_rejected.connect(self._on_action_rejected)
        s.annotations_changed.connect(self.scene.annotation_layer.set_annotations)
        s.nothing_happened.connect(self._on_nothing_happened)
        s.undo_stack.cleanChanged.connect(self.update_title)
        s.undo_stack.indexChanged.connect(self._on_index_changed)
        self.view.zoom_changed.connect(self._on_zoom_changed)
        self.log.term_requested.connect(self.show_glossary)
        self.screenshots.tool.mode_changed.connect(
            lambda mode: self.commands.show_choice(MODE_GROUP, mode)
        )

    def _wire_tools(self) -> None:
        """The map tools' ruler in its command, their questions in the chip and hex menus."""
        tools, battle = self.table_tools, self.battle_controls
        tools.ruler_changed.connect(lambda on: self.commands["ruler"].setChecked(on))
        battle.unit_menu_extras.append(tools.extend_unit_menu)
        battle.hex_menu_extras.append(tools.extend_hex_menu)

    # --- slots ---
    def _on_index_changed(self, index: int) -> None:
        self.filing.index_changed(index)

    def _on_zoom_changed(self, zoom: float) -> None:
        self.zoom_label.setText(f"{zoom * 100:.0f}%")

    def _on_die_dropped(self, die_id: str, place: Place, force: bool) -> None:
        try:
            action = table.action_for_drop(self.session.state, die_id, place, force=force)
        except IllegalAction as refusal:
            if not self.guidance.choose_status(die_id, place, refusal):  # which status?
                self._on_action_rejected(partial(translate_refusal, refusal, self.session.state))
            return
        self.session.submit(action)

    def _on_events_happened(self, events: tuple[Event, ...]) -> None:
        self._pending_events = events
        self.log.add_events(events, self.session.state)

    def _on_state_changed(self, old: GameState | None, new: GameState) -> None:
        events, self._pending_events = self._pending_events, ()
        self.scene.sync(old, new, events)
        self.docks.show_state(new)
        turn = new.battle.turn if new.battle is not None else None
        old_turn = old.battle.turn if old is not None and old.battle is not None else None
        if turn is not None and turn != old_turn and new.has_adventurer(turn):
            self.select_adventurer(turn)  # the selection follows the turn
        self.commands.refresh(new, self.selected_adventurer)
        self._update_selection_label()

    def _on_action_rejected(self, reason: Words) -> None:
        say(self, reason, 6000)
        self.log.add_refusal(reason)

    def _on_nothing_happened(self, words: Words) -> None:
        say(self, words, 6000)
        self.log.add_note(words)

    def show_glossary(self, term: str | None = None) -> None:
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.glossary import GlossaryWindow

        if self.glossary_window is None:
            self.glossary_window = GlossaryWindow(self)
        if isinstance(term, str):
            self.glossary_window.show_term(term)
        else:
            self.glossary_window.show()
            self.glossary_window.raise_()

    def _on_die_clicked(self, die_id: str) -> None:
        die = self.session.state.dice.get(die_id)
        if die is not None and die.owner:
            self.select_adventurer(die.owner)

    def _on_mat_clicked(self, adventurer_id: str) -> None:
        self.select_adventurer(adventurer_id)

    def _on_die_menu_requested(self, die_id: str, screen_pos: QPoint) -> None:
        menu = self.die_menu(die_id)
        if menu is not None:
            menu.exec(screen_pos)

    def _on_mat_menu_requested(self, adventurer_id: str, screen_pos: QPoint) -> None:
        self.select_adventurer(adventurer_id)
        self.mat_menu(adventurer_id).exec(screen_pos)

    # --- menus on the table -------------------------------------------------------------
    def die_menu(self, die_id: str) -> QMenu | None:
        return menus.die_menu(self, self.session.state, die_id, self.session.submit, self.roll)

    def mat_menu(self, adventurer_id: str) -> QMenu:
        ask = partial(menus.ask_counter, self, self.session.submit)
        menu = menus.mat_menu(self, self.session.state, adventurer_id, ask, ())
        self.commands.fill(menu, MENU_OF_A_MAT)  # its commands, a status among them
        self.battle_controls.add_mat_entries(menu, adventurer_id)
        self.campaign.add_mat_entries(menu, adventurer_id)
        return menu

    # --- game commands ------------------------------------------------------------------
    def select_adventurer(self, adventurer_id: str | None) -> None:
        self.selected_adventurer = adventurer_id
        self.scene.set_selected_mat(adventurer_id)
        self.commands.refresh(self.session.state, adventurer_id)
        self._update_selection_label()

    def _select_default_adventurer(self) -> None:
        state = self.session.state
        battle = state.battle
        if battle is not None and battle.turn and state.has_adventurer(battle.turn):
            self.select_adventurer(battle.turn)
            return
        advs = state.adventurers
        self.select_adventurer(advs[0].id if advs else None)

    def _update_selection_label(self) -> None:
        state = self.session.state
        if self.selected_adventurer and state.has_adventurer(self.selected_adventurer):
            name = state.adventurer(self.selected_adventurer).name
            self.selection_label.setText(self.tr("Selected: {name}").format(name=name))
        else:
            self.selection_label.setText("")

    def roll(self, dice: tuple[str, ...]) -> bool:
        state = self.session.state
        faces = tuple(self.session.rng.randrange(len(state.dice[d].faces) or 6) for d in dice)
        return self.session.submit(act.RollDice(dice, faces))

    def roll_selected_rows(self) -> None:
        rolled = roll_rows(self.session.state, self.selected_adventurer)
        if isinstance(rolled, act.RollDice):
            self.roll(rolled.dice)

    def rest_selected(self) -> None:
        if self.selected_adventurer is None:
            return
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.rest import RestDialog

        dialog = RestDialog(self.session.state, self.selected_adventurer, self)
        if dialog.exec():
            self.session.submit(
                act.AdventurersRest(
                    self.selected_adventurer, dialog.chosen(), dialog.discard.isChecked()
                )
            )

    def show_lockpick(self) -> None:
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.lockpick import LockpickDialog

        if self.lockpick_dialog is None:
            self.lockpick_dialog = LockpickDialog(self.session, self)
        self.lockpick_dialog.prefer(self.selected_adventurer)
        self.lockpick_dialog.show()
        self.lockpick_dialog.raise_()

    # --- files --------------------------------------------------------------------------
    def update_title(self) -> None:
        title = self.session.state.scenario
        name = Path(self.file_path).name if self.file_path else title or self.tr("Demo table")
        self.setWindowTitle(f"{name}[*] — {APP_TITLE}")
        self.setWindowModified(not self.session.undo_stack.isClean())

    def confirm_discard(self) -> bool:
        """Ask before losing unsaved changes; True when it is fine to go on."""
        return self.filing.ask_to_save()

    def load_state(self, state: GameState, annotations: Sequence[Annotation] = ()) -> None:
        """Put a new document on the table (New, Open): the history starts afresh."""
        self.screenshots.tool.set_mode(None)
        self.session.reset(state, annotations)
        self.log.clear()
        self._select_default_adventurer()
        self.update_title()
        self.view.fit()  # a restored or opened table is shown whole, at any earlier zoom
        self.filing.restart()

    def show_game(self, game: games.GameFile) -> None:
        """Put a loaded game on the table with its whole history, replayed from its start."""
        start, notes = start_of(game), game.annotations
        self.filing._quiet = True
        try:
            self.log.clear()
            self.screenshots.tool.set_mode(None)
            steps = self.session.rebuild(start, game.actions, game.state, notes) if start else []
            if not steps:
                self.session.reset(game.state, notes)
            # The history was replaced with the stack's signals blocked (the log heard of it
            # from the session): show it afresh.
            self.history_view.setStack(self.session.undo_stack)
        finally:
            self.filing._quiet = False
        if game.actions and not steps:  # its history did not replay from its start
            self.log.add_note(history_dropped)
            say(self, history_dropped, 10000)
        self._select_default_adventurer()
        self.update_title()
        self.view.fit()
        self.filing.restart()

    def open_path(self, path: str) -> bool:
        """Open a game file; a bad file leaves the open game untouched."""
        return self.filing.open_path(path)

    def save_game(self) -> bool:
        return self.filing.save()

    def write_to(self, path: str) -> bool:
        return self.filing.write_to(path)

    def offer_autosave_restore(self) -> bool:
        """After a crash, offer the autosaves of instances that are gone."""
        return self.filing.offer_restore()

    @property
    def autosave_enabled(self) -> bool:
        return self.filing.enabled

    @autosave_enabled.setter
    def autosave_enabled(self, on: bool) -> None:
        self.filing.enabled = on

    # --- window state -------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Switch the language now; the choice is remembered."""
        self.settings.setValue(i18n.SETTING, code)
        i18n.install(i18n.wanted_language(language_setting(self.settings)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self.docks.arrange_for(self.width())
        if self._built:
            self.game_toolbar.fit()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Rebuild every text of the window in the current language."""
        self.menuBar().clear()
        self.commands.build()
        self.commands.refresh(self.session.state, self.selected_adventurer)
        self._build_menus()
        self._build_toolbars()
        self.table_tools.retranslate()
        self.battle_controls.show_state(self.session.state)
        self.docks.retranslate()
        self.docks.rewrite()  # History and log lines, written in the old language
        for dialog in (self.glossary_window, self.lockpick_dialog):
            if dialog is not None:
                dialog.close()
                dialog.deleteLater()
        self.glossary_window = self.lockpick_dialog = None
        self.scene.retranslate()
        self._update_selection_label()
        self.update_title()

    def _on_animate_toggled(self, on: bool) -> None:
        self.scene.animations_enabled = on

    def _restore_window_state(self) -> None:
        self.scene.animations_enabled = self.commands["animate"].isChecked()
        # A settings file may have been edited: only bytes Qt could have written are used.
        geometry = setting_bytes(self.settings, "window/geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            screen = self.screen().availableGeometry()
            self.resize(min(1500, screen.width()), min(950, screen.height()))
        state = setting_bytes(self.settings, "window/state")
        if state is not None:
            self.restoreState(state)
        QTimer.singleShot(0, self.view.fit)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.filing.close()
        event.accept()
