"""MainWindow: menus, toolbars, docks and all the signal wiring in one place."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyle,
    QToolBar,
    QToolButton,
    QUndoView,
    QWidget,
)

from gui import files, glossary, i18n
from gui.describe import describe_action, describe_event, rule_of, rule_section
from gui.dialogs.glossary import GlossaryWindow
from gui.export.tools import ScreenshotTools
from gui.refusals import term, translate_refusal
from gui.session import GameSession
from gui.table.overland import OverlandScene
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.window.battle import BattleControls, actions_for_menu
from rules import actions as act
from rules.dice import DieKind, StatusSide
from rules.engine import IllegalAction
from rules.places import Place, Zone, locate

APP_TITLE = "eraboard"


class MainWindow(QMainWindow):
    """The table window a solo player keeps open all evening."""

    def __init__(
        self,
        state: Any,
        settings: QSettings | None = None,
        seed: int | None = None,
        autosave: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings()
        self.session = GameSession(state, seed, self)
        self.session.describe = lambda action: describe_action(action, self.session.state)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.file_path: str | None = None
        self.autosave_enabled = autosave
        self.selected_adventurer: str | None = None
        self._pending_events: tuple[Any, ...] = ()
        self._owned_actions: list[QAction] = []
        self.setWindowIcon(QIcon(":/assets/icons/eraboard.svg"))
        self.setMinimumSize(900, 600)

        self._build_docks()
        self._build_actions()
        self.screenshots = ScreenshotTools(self)
        self.battle_controls = BattleControls(self, self)
        self._build_menus()
        self._build_toolbar()
        self._build_status_bar()
        self._wire()

        self.scene.sync(None, state)
        self._select_default_adventurer()
        self._update_title()
        self._restore_window_state()

    # --- construction -------------------------------------------------------------------
    def _build_docks(self) -> None:
        self.history_view = QUndoView(self.session.undo_stack)
        self.history_view.setEmptyLabel(self.tr("Start of the game"))
        self.history_view.setUniformItemSizes(True)
        self.history_view.setToolTip(
            self.tr("Every action in order; click a line to rewind to it.")
        )
        self.history_dock = self._add_dock(self.tr("History"), "history", self.history_view)

        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setAlternatingRowColors(True)
        self.log.setIconSize(QSize(14, 14))
        # A long evening has thousands of lines: lay them out in batches, not all per action.
        self.log.setLayoutMode(QListView.LayoutMode.Batched)
        self.log.setToolTip(
            self.tr(
                "What the rules did, step by step, and why. Double-click a line with the "
                "info icon to read the rule's glossary entry."
            )
        )
        self.log.itemDoubleClicked.connect(self._on_log_double_clicked)
        self._info_icon = self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogInfoView)
        self.log_dock = self._add_dock(self.tr("Log"), "log", self.log)

        self.overland_scene = OverlandScene(self._overland_of(self.session.state), self)
        self.overland_view = TableView(self.overland_scene, self)
        self.overland_view.setToolTip(
            self.tr("The province: towns, landmarks and the party token.")
        )
        self.overland_dock = self._add_dock(self.tr("Overland Map"), "overland", self.overland_view)
        self.tabifyDockWidget(self.log_dock, self.overland_dock)
        self.log_dock.raise_()
        self.resizeDocks([self.history_dock], [360], Qt.Orientation.Horizontal)

    def _add_dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)  # saveState/restoreState find docks by name
        dock.setWidget(widget)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    @staticmethod
    def _overland_of(state: Any) -> Any:
        overland = getattr(state, "overland", None)
        if overland is None:
            from board.overland import load_overland

            overland = load_overland()
        return overland

    def _action(self, text: str, slot: Any, shortcut: Any = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        self._owned_actions.append(action)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        stack = self.session.undo_stack
        self.undo_action = stack.createUndoAction(self, self.tr("&Undo"))
        self._owned_actions.append(self.undo_action)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = stack.createRedoAction(self, self.tr("&Redo"))
        self._owned_actions.append(self.redo_action)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.new_action = self._action(
            self.tr("&New from scenario…"), self.new_game, QKeySequence.StandardKey.New
        )
        self.open_action = self._action(
            self.tr("&Open…"), self.open_game, QKeySequence.StandardKey.Open
        )
        self.save_action = self._action(
            self.tr("&Save"), self.save_game, QKeySequence.StandardKey.Save
        )
        self.save_as_action = self._action(self.tr("Save &As…"), self.save_game_as, "Ctrl+Shift+S")
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.zoom_in_action = self._action(
            self.tr("Zoom &In"), self.view.zoom_in, ["Ctrl++", "Ctrl+="]
        )
        self.zoom_out_action = self._action(self.tr("Zoom &Out"), self.view.zoom_out, "Ctrl+-")
        self.zoom_reset_action = self._action(
            self.tr("&Actual Size"), self.view.reset_zoom, "Ctrl+0"
        )
        self.fit_action = self._action(
            self.tr("&Fit to Window"), self.view.fit, "Ctrl+F", self.tr("Show the whole table")
        )
        self.recovery_action = self._action(
            self.tr("&Recovery Step"),
            lambda: self._for_selected(act.RecoveryStep),
            "R",
            self.tr("Take Cooldown-stat dice from the left of the selected adventurer's track"),
        )
        self.engage_action = self._action(
            self.tr("&Engage"),
            lambda: self._for_selected(act.Engage),
            "E",
            self.tr("The selected adventurer engages; extra engages in a turn cost fatigue"),
        )
        self.light_action = self._action(
            self.tr("Gain &Light Fatigue"),
            lambda: self._for_selected(act.GainFatigue, light=1),
            "L",
            self.tr("The selected adventurer gains one light fatigue"),
        )
        self.over_action = self._action(
            self.tr("Gain &Overfatigue"),
            lambda: self._for_selected(act.GainFatigue, over=1),
            "O",
            self.tr("The selected adventurer gains one overfatigue"),
        )
        self.roll_action = self._action(
            self.tr("Roll &Available Dice"),
            self.roll_selected_rows,
            "Ctrl+D",
            self.tr("Roll the selected adventurer's available skill dice"),
        )
        self.rest_action = self._action(
            self.tr("Adventurers &Rest…"),
            self.rest_selected,
            None,
            self.tr("Heal and remove dice from the track, by difficulty"),
        )
        self.lockpick_action = self._action(
            self.tr("&Lockpicking…"),
            self.show_lockpick,
            "Ctrl+K",
            self.tr("Open the lockpicking dialog: roll or type in your dice"),
        )
        self.animate_action = self._action(
            self.tr("&Animate Dice"),
            self._on_animate_toggled,
            None,
            self.tr("Slide dice to their new places, one rules step after another"),
        )
        self.animate_action.setCheckable(True)
        self.cleanup_action = self._action(
            self.tr("End-of-Battle &Cleanup"),
            lambda: self.session.submit(act.EndBattleCleanup()),
            None,
            self.tr("Active dice go to the tracks; drained dice come back"),
        )

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            file_menu.addAction(a)
        file_menu.addSeparator()
        self.screenshots.add_export_menu(file_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        view = bar.addMenu(self.tr("&View"))
        for a in (
            self.zoom_in_action,
            self.zoom_out_action,
            self.zoom_reset_action,
            self.fit_action,
        ):
            view.addAction(a)
        view.addSeparator()
        view.addAction(self.animate_action)
        language = view.addMenu(self.tr("&Language"))
        group = QActionGroup(language)
        chosen = str(self.settings.value(i18n.SETTING, "system"))
        for code, name in (("system", self.tr("System Default")), *i18n.LANGUAGES.items()):
            action = language.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
        view.addSeparator()
        view.addAction(self.history_dock.toggleViewAction())
        view.addAction(self.log_dock.toggleViewAction())
        view.addAction(self.overland_dock.toggleViewAction())
        self.screenshots.add_annotate_menu(bar)
        self.game_menu = bar.addMenu(self.tr("&Game"))
        for a in (
            self.recovery_action,
            self.engage_action,
            self.light_action,
            self.over_action,
            self.roll_action,
        ):
            self.game_menu.addAction(a)
        status_menu = self.game_menu.addMenu(self.tr("Gain &Status"))
        for side in StatusSide:
            status_menu.addAction(
                self._action(
                    term(side),
                    lambda _=False, s=side: self._for_selected(act.GainStatus, side=s),
                )
            )
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.lockpick_action)
        battle_menu = bar.addMenu(self.tr("&Battle"))
        for a in actions_for_menu(self.battle_controls):
            if a is None:
                battle_menu.addSeparator()
            else:
                battle_menu.addAction(a)
        self.game_menu.addSeparator()
        for a in (self.rest_action, self.cleanup_action):
            self.game_menu.addAction(a)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(
            self._action(
                self.tr("&Glossary"),
                self.show_glossary,
                QKeySequence.StandardKey.HelpContents,
                self.tr("The game terms eraboard uses, with their meaning"),
            )
        )
        help_menu.addAction(self._action(self.tr("&About eraboard"), self.about))

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Game"), self)
        bar.setObjectName("game-toolbar")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.setMovable(False)
        for a, icon in (
            (self.undo_action, QStyle.StandardPixmap.SP_ArrowBack),
            (self.redo_action, QStyle.StandardPixmap.SP_ArrowForward),
        ):
            a.setIcon(self.style().standardIcon(icon))
            bar.addAction(a)
            button = bar.widgetForAction(a)
            if isinstance(button, QToolButton):
                # The action's text names the whole command; the tooltip shows it.
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        bar.addSeparator()
        c = self.battle_controls
        for a in (c.start_round_action, c.end_turn_action, c.end_round_action):
            bar.addAction(a)
        bar.addSeparator()
        for a in (
            self.recovery_action,
            self.engage_action,
            self.light_action,
            self.over_action,
            self.roll_action,
        ):
            bar.addAction(a)
        bar.addSeparator()
        bar.addAction(self.fit_action)
        self.toolbar = bar
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)

    def _build_status_bar(self) -> None:
        self.selection_label = QLabel()
        self.zoom_label = QLabel("100%")
        self.statusBar().addPermanentWidget(self.selection_label)
        self.statusBar().addPermanentWidget(self.zoom_label)

    def _wire(self) -> None:
        s, sc = self.session, self.scene
        sc.target_provider = self._drop_targets
        sc.die_dropped.connect(self._on_die_dropped)
        sc.drop_refused.connect(self._on_action_rejected)
        sc.drag_hint.connect(self._on_drag_hint)
        sc.die_menu_requested.connect(self._on_die_menu_requested)
        sc.die_clicked.connect(self._on_die_clicked)
        sc.mat_clicked.connect(self._on_mat_clicked)
        sc.mat_menu_requested.connect(self._on_mat_menu_requested)
        s.events_happened.connect(self._on_events_happened)
        s.state_changed.connect(self._on_state_changed)
        s.action_rejected.connect(self._on_action_rejected)
        s.undo_stack.cleanChanged.connect(self._on_clean_changed)
        s.undo_stack.indexChanged.connect(self._on_index_changed)
        self.view.zoom_changed.connect(self._on_zoom_changed)

    # --- slots ---
    def _on_drag_hint(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _on_clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _on_index_changed(self, _index: int) -> None:
        self._autosave()

    def _on_zoom_changed(self, zoom: float) -> None:
        self.zoom_label.setText(f"{zoom * 100:.0f}%")

    def _drop_targets(self, die_id: str) -> frozenset[Place]:
        from rules import gestures

        return gestures.drop_targets(self.session.state, die_id)

    def _on_die_dropped(self, die_id: str, place: Place, force: bool) -> None:
        from rules import gestures

        try:
            action = gestures.action_for_drop(self.session.state, die_id, place, force=force)
        except IllegalAction as refusal:
            self._on_action_rejected(translate_refusal(refusal, self.session.state))
            return
        self.session.submit(action)

    def _on_events_happened(self, events: tuple[Any, ...]) -> None:
        self._pending_events = events
        state = self.session.state
        for event in events:
            item = QListWidgetItem(describe_event(event, state))
            rule = rule_of(event)
            term = glossary.term_for_event(event)
            tip = glossary.tooltip(term) if term else ""
            section = rule_section(rule)
            if section:
                # The section of rules/RULES.md applied; the words come from the glossary.
                tip = self.tr("Rule applied: {section}").format(section=section) + (
                    "<br>" + tip if tip else ""
                )
            if term:
                item.setData(Qt.ItemDataRole.UserRole, term)
                item.setIcon(self._info_icon)
            item.setToolTip(tip)
            if rule == "override":
                item.setForeground(QColor("#8a5a00"))
            self.log.addItem(item)
        self.log.scrollToBottom()

    def _on_state_changed(self, old: Any, new: Any) -> None:
        events, self._pending_events = self._pending_events, ()
        self.scene.sync(old, new, events)
        self.overland_scene.set_overland(self._overland_of(new))
        turn = getattr(getattr(new, "battle", None), "turn", None)
        old_turn = getattr(getattr(old, "battle", None), "turn", None)
        if turn is not None and turn != old_turn and new.has_adventurer(turn):
            self.select_adventurer(turn)  # the selection follows the turn
        self._update_selection_label()

    def _on_action_rejected(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 6000)
        item = QListWidgetItem(self.tr("Refused: {reason}").format(reason=reason))
        item.setForeground(QColor("#a33"))
        self.log.addItem(item)
        self.log.scrollToBottom()

    def _on_log_double_clicked(self, item: QListWidgetItem) -> None:
        term = item.data(Qt.ItemDataRole.UserRole)
        if term:
            self.show_glossary(term)

    def show_glossary(self, term: str | None = None) -> None:
        if getattr(self, "glossary_window", None) is None:
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
        state = self.session.state
        die = state.dice.get(die_id)
        if die is None:
            return None
        menu = QMenu(self)
        owner = die.owner
        place = locate(state, die_id)
        submit = self.session.submit
        if die.kind == DieKind.SKILL and owner is not None:
            faces = menu.addMenu(self.tr("Set &Face"))
            for index, face in enumerate(die.faces):
                a = faces.addAction(f"{index + 1}: {face.symbol} ({face.code})")
                a.setCheckable(True)
                a.setChecked(index == die.face)
                a.triggered.connect(lambda _=False, i=index: submit(act.ForceSetFace(die_id, i)))
            if place.zone in (Zone.ROW, Zone.ACTIVE):
                menu.addAction(self.tr("&Exhaust to the Track")).triggered.connect(
                    lambda: submit(act.ExhaustDice(owner, (die_id,)))
                )
                if die.tenacity_face is not None:
                    menu.addAction(self.tr("Exhaust Unresolved (Tenacity Face)")).triggered.connect(
                        lambda: submit(act.ExhaustDice(owner, (die_id,), tenacity_face=True))
                    )
            if place.zone != Zone.DRAINED:
                menu.addAction(self.tr("&Drain")).triggered.connect(
                    lambda: submit(act.DrainDie(owner, die_id))
                )
            if place.zone == Zone.TRACK:
                menu.addAction(self.tr("&Recover")).triggered.connect(
                    lambda: submit(act.RecoverDie(owner, die_id))
                )
            if place.zone == Zone.DRAINED:
                menu.addAction(self.tr("Recover &Drained Die")).triggered.connect(
                    lambda: submit(act.RecoverDrained(owner, (die_id,)))
                )
            if place.zone == Zone.ACTIVE:
                slot = place.index or 0
                menu.addAction(self.tr("Clear Slot (Resolved)")).triggered.connect(
                    lambda: submit(act.ClearActiveSlot(owner, slot, resolved=True))
                )
                menu.addAction(self.tr("Clear Slot (Unresolved)")).triggered.connect(
                    lambda: submit(act.ClearActiveSlot(owner, slot, resolved=False))
                )
            menu.addAction(self.tr("R&oll This Die")).triggered.connect(
                lambda: self.roll((die_id,))
            )
        else:
            menu.addAction(self.tr("Return to the &Supply")).triggered.connect(
                lambda: submit(act.ForceMoveDie(die_id, Place(Zone.SUPPLY)))
            )
        return menu

    def mat_menu(self, adventurer_id: str) -> QMenu:
        menu = QMenu(self)
        adv = self.session.state.adventurer(adventurer_id)
        for label, counter, value, low, high in (
            (self.tr("Set &HP…"), "hp", adv.hp, 0, adv.max_hp),
            (self.tr("Set &Max HP…"), "max_hp", adv.max_hp, 1, 99),
            (self.tr("Set &Tenacity…"), "tenacity", adv.tenacity, 0, 99),
            (self.tr("Set &Cooldown Stat…"), "cooldown", adv.cooldown, 0, 13),
            (self.tr("Set &Engages This Turn…"), "engages", adv.engages, 0, 20),
        ):
            menu.addAction(label).triggered.connect(
                lambda _=False, c=counter, v=value, lo=low, hi=high, lb=label: self.ask_counter(
                    adventurer_id, c, v, lo, hi, lb
                )
            )
        menu.addSeparator()
        for a in (
            self.recovery_action,
            self.engage_action,
            self.light_action,
            self.over_action,
            self.roll_action,
            self.rest_action,
        ):
            menu.addAction(a)
        return menu

    def ask_counter(
        self, owner: str, counter: str, value: int, low: int, high: int, label: str
    ) -> None:
        number, ok = QInputDialog.getInt(
            self, APP_TITLE, label.replace("&", "").rstrip("…"), value, low, high
        )
        if ok and number != value:
            self.session.submit(act.ForceSetCounter(owner, counter, number))

    # --- game commands ------------------------------------------------------------------
    def select_adventurer(self, adventurer_id: str | None) -> None:
        self.selected_adventurer = adventurer_id
        self.scene.set_selected_mat(adventurer_id)
        self._update_selection_label()

    def _select_default_adventurer(self) -> None:
        state = self.session.state
        battle = getattr(state, "battle", None)
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

    def _for_selected(self, action_type: Any, **kwargs: Any) -> bool:
        if self.selected_adventurer is None:
            self._on_action_rejected(self.tr("Click an adventurer's mat first."))
            return False
        return self.session.submit(action_type(self.selected_adventurer, **kwargs))

    def roll(self, dice: tuple[str, ...]) -> bool:
        state = self.session.state
        faces = tuple(self.session.rng.randrange(len(state.dice[d].faces) or 6) for d in dice)
        return self.session.submit(act.RollDice(dice, faces))

    def roll_selected_rows(self) -> None:
        if self.selected_adventurer is None:
            return
        adv = self.session.state.adventurer(self.selected_adventurer)
        dice = tuple(d for row in adv.rows for d in row.dice)
        if dice:
            self.roll(dice)

    def rest_selected(self) -> None:
        if self.selected_adventurer is None:
            return
        from gui.dialogs.rest import RestDialog

        dialog = RestDialog(self.session.state, self.selected_adventurer, self)
        if dialog.exec():
            self.session.submit(
                act.AdventurersRest(
                    self.selected_adventurer, dialog.chosen(), dialog.discard.isChecked()
                )
            )

    def show_lockpick(self) -> None:
        from gui.dialogs.lockpick import LockpickDialog

        if getattr(self, "lockpick_dialog", None) is None:
            self.lockpick_dialog = LockpickDialog(self.session, self)
        self.lockpick_dialog.prefer(self.selected_adventurer)
        self.lockpick_dialog.show()
        self.lockpick_dialog.raise_()

    # --- files --------------------------------------------------------------------------
    def _update_title(self) -> None:
        scenario = getattr(self.session.state, "scenario", "")
        name = Path(self.file_path).name if self.file_path else scenario or self.tr("Demo table")
        self.setWindowTitle(f"{name}[*] — {APP_TITLE}")
        self.setWindowModified(not self.session.undo_stack.isClean())

    def confirm_discard(self) -> bool:
        """Ask before losing unsaved changes; True when it is fine to go on."""
        if self.session.undo_stack.isClean():
            return True
        answer = QMessageBox.question(
            self,
            APP_TITLE,
            self.tr("Save your changes to this game first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game()
        return answer == QMessageBox.StandardButton.Discard

    def new_game(self) -> None:
        from rules import setup as scenario

        names = scenario.scenario_names()
        name, ok = QInputDialog.getItem(
            self, self.tr("New game"), self.tr("Scenario:"), names, 0, False
        )
        if not ok or not self.confirm_discard():
            return
        try:
            state = scenario.load_scenario(name)
        except ValueError as error:
            QMessageBox.warning(self, APP_TITLE, str(error))
            return
        self.file_path = None
        self.load_state(state)
        self.screenshots.set_annotations(())

    def load_state(self, state: Any) -> None:
        self.session.reset(state)
        self.log.clear()
        self._select_default_adventurer()
        self._update_title()
        self.view.fit()  # a restored or opened table is shown whole, at any earlier zoom

    def open_game(self) -> None:
        folder = str(self.settings.value("files/last_dir", ""))
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open game"),
            folder,
            self.tr("eraboard games and pictures (*.json *.eraboard.json *.png);;All files (*)"),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a game file; a bad file leaves the open game untouched."""
        try:
            saved = files.open_game_file(path)
        except files.GameFileError as error:
            QMessageBox.warning(self, self.tr("Cannot open this file"), str(error))
            return False
        if not self.confirm_discard():
            return False
        self.file_path = path
        self.settings.setValue("files/last_dir", str(Path(path).parent))
        self.load_state(saved.state)
        self.screenshots.set_annotations(saved.annotations)
        return True

    def save_game(self) -> bool:
        if self.file_path is None:
            return self.save_game_as()
        return self.write_to(self.file_path)

    def save_game_as(self) -> bool:
        folder = str(self.settings.value("files/last_dir", ""))
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save game"),
            str(Path(folder) / "game.eraboard.json"),
            self.tr("eraboard games (*.json)"),
        )
        if not path:
            return False
        return self.write_to(path)

    def write_to(self, path: str) -> bool:
        try:
            files.save_game(
                path, self.session.state, self.session.actions(), self.screenshots.annotations()
            )
        except OSError as error:
            QMessageBox.warning(self, APP_TITLE, self.tr("Could not save: {why}").format(why=error))
            return False
        self.file_path = path
        self.settings.setValue("files/last_dir", str(Path(path).parent))
        self.session.undo_stack.setClean()
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved {name}").format(name=Path(path).name), 4000)
        return True

    def offer_autosave_restore(self) -> bool:
        """After a crash the autosave is still there: offer to restore it."""
        path = files.autosave_path()
        if not path.exists():
            return False
        answer = QMessageBox.question(
            self,
            APP_TITLE,
            self.tr("eraboard did not close normally last time. Restore the autosaved game?"),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            saved = files.load_game(str(path))
        except files.GameFileError as error:
            QMessageBox.warning(self, self.tr("Cannot open this file"), str(error))
            return False
        self.file_path = None
        self.load_state(saved.state)
        self.statusBar().showMessage(self.tr("The autosaved game is back."), 6000)
        return True

    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            files.save_game(
                str(files.autosave_path()),
                self.session.state,
                self.session.actions(),
                self.screenshots.annotations(),
            )
        except OSError as error:
            self.statusBar().showMessage(self.tr("Autosave failed: {why}").format(why=error), 6000)

    # --- window state -------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Switch the language now; the choice is remembered."""
        self.settings.setValue(i18n.SETTING, code)
        i18n.install(i18n.wanted_language(self.settings))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange and self._owned_actions:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Rebuild every text of the window in the current language."""
        self.menuBar().clear()
        self.removeToolBar(self.toolbar)
        self.toolbar.deleteLater()
        for action in self._owned_actions:
            action.setParent(None)
            action.deleteLater()
        self._owned_actions = []
        self._build_actions()
        self.battle_controls.build_actions()
        self.screenshots.retranslate()
        self._build_menus()
        self._build_toolbar()
        self.battle_controls._on_state_changed(None, self.session.state)
        self.history_dock.setWindowTitle(self.tr("History"))
        self.log_dock.setWindowTitle(self.tr("Log"))
        self.overland_dock.setWindowTitle(self.tr("Overland Map"))
        self.history_view.setEmptyLabel(self.tr("Start of the game"))
        for name in ("glossary_window", "lockpick_dialog"):
            dialog = getattr(self, name, None)
            if dialog is not None:
                dialog.close()
                dialog.deleteLater()
                setattr(self, name, None)
        self.scene.retranslate()
        self._restore_animate_choice()
        self._update_selection_label()
        self._update_title()

    def _on_animate_toggled(self, on: bool) -> None:
        self.scene.animations_enabled = on
        self.settings.setValue("view/animate", on)

    def _restore_animate_choice(self) -> None:
        animate = str(self.settings.value("view/animate", "true")).lower() == "true"
        self.animate_action.setChecked(animate)
        self.scene.animations_enabled = animate

    def _restore_window_state(self) -> None:
        self._restore_animate_choice()
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            screen = self.screen().availableGeometry()
            self.resize(min(1500, screen.width()), min(950, screen.height()))
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        QTimer.singleShot(0, self.view.fit)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        if self.autosave_enabled:
            files.autosave_path().unlink(missing_ok=True)
        event.accept()

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About eraboard"),
            self.tr(
                "<h3>eraboard</h3><p>A virtual table for solo games of <i>The Elder Scrolls: "
                "Betrayal of the Second Era</i>.</p><p>An unofficial fan tool: no rules text "
                "or art of the published game is included.</p>"
            ),
        )
