"""The player's own campaign in the main window: what New Game, New Battle, Save Party and
the libraries run (their commands are declared in `gui.window.actions`), Edit Adventurer on
a mat, and the free setup of the table (right-click a hex or a chip). Everything still goes
through the session as rules actions, so it is undoable."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QEvent, QObject, QPoint, QSettings, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QMessageBox, QStatusBar, QWidget

from board.errors import DataFileError
from board.hexes import Hex
from gui.files.folders import dialog_folder
from gui.files.library import DRAFT_EDITORS, Library
from gui.session import GameSession
from gui.table.items.piece import PieceItem
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.window.arrivals import ArrivalControls
from gui.window.battle import BattleControls
from gui.words.file_errors import describe_os_error
from gui.words.i18n import tr
from gui.words.refusals import translate_refusal
from gui.words.retranslated import say
from rules import table
from rules.actions import ForceReviveUnit
from rules.campaign import (
    ForceAddUnit,
    ForceEditAdventurer,
    ForceRemoveTile,
    ForceRemoveUnit,
    StartEncounter,
    adventurer_spec,
    carried_companions,
    deploying,
    party_from_state,
)
from rules.specs import EncounterSpec
from rules.state import GameState, UnitKind

if TYPE_CHECKING:
    from gui.dialogs.bags import BagEditorDialog
    from gui.dialogs.cards import CardEditorDialog
    from gui.dialogs.encounter import EncounterDialog
    from gui.dialogs.newgame import NewGameDialog
    from gui.dialogs.party import AdventurerDialog
    from gui.dialogs.setup import ChipDialog, TileDialog
    from gui.dialogs.skills import SkillLibraryDialog
    from gui.dialogs.tileeditor import TileEditorDialog

D = TypeVar("D", bound=QDialog)

# How far beside the map a right-click still offers to lay a tile (scene units).
MARGIN = 300.0


class CampaignWindow(Protocol):
    """What the campaign tools need of the main window (which creates them)."""

    session: GameSession
    scene: TableScene
    view: TableView
    battle_controls: BattleControls
    file_path: str | None
    autosave_enabled: bool

    @property
    def settings(self) -> QSettings: ...
    def statusBar(self) -> QStatusBar: ...
    def confirm_discard(self) -> bool: ...
    def load_state(self, state: GameState) -> None: ...


class CampaignTools(QObject):
    """Menus, dialogs and table gestures of the player's own campaign."""

    def __init__(
        self, window: CampaignWindow, widget: QWidget, library: Library | None = None
    ) -> None:
        super().__init__(widget)
        self.window = window
        self.session: GameSession = window.session
        self.parent_widget = widget  # the parent of the dialogs and menus
        self.library = library if library is not None else Library()
        self.arrivals = ArrivalControls(window, widget, lambda: self.library)
        window.battle_controls.hex_menu_extras.append(self.arrivals.extend_hex_menu)
        self._told = 0  # library problems already put before the player
        self.problem_box: QMessageBox | None = None
        self.dialog: QWidget | None = None  # the editor opened last (tests drive it)
        window.view.viewport().installEventFilter(self)
        # Right-clicking a chip: the battle's chip menu gains Remove.
        window.battle_controls.unit_menu_extras.append(self._extend_unit_menu)
        if window.autosave_enabled:
            QTimer.singleShot(0, self.offer_drafts)

    # --- menus on the table ----------------------------------------------------------
    def add_mat_entries(self, menu: QMenu, adventurer_id: str) -> None:
        """Edit Adventurer on a mat's menu (between battles)."""
        menu.addSeparator()
        menu.setToolTipsVisible(True)  # a refused entry says why
        # The editor's result replaces the mat; handing it the mat as it is asks the rules
        # now whether a mat may be edited (between battles only).
        unchanged = ForceEditAdventurer(
            adventurer_id, adventurer_spec(self.session.state, adventurer_id)
        )
        self.window.battle_controls.rules_entry(
            menu,
            tr("E&dit Adventurer…"),
            unchanged,
            partial(self.edit_adventurer, adventurer_id),
        )

    def _open(self, dialog: D, done: Callable[[D], object]) -> D:
        dialog.accepted.connect(lambda: done(dialog))
        self.dialog = dialog
        dialog.open()
        self._tell_library_problems()
        return dialog

    def _tell_library_problems(self) -> None:
        """Say once, over the window, each library problem met since the last time: a
        damaged file (put aside, so nothing in it is lost) or one that could not be written."""
        fresh = self.library.problems[self._told :]
        self._told = len(self.library.problems)
        if fresh:
            text = tr("Something in your library needs a look (a damaged file is kept aside):")
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                tr("Your library"),
                "\n\n".join([text, *fresh]),
                QMessageBox.StandardButton.Ok,
                self.parent_widget,
            )
            box.open()
            self.problem_box = box

    # --- the campaign ----------------------------------------------------------------
    def new_game(self) -> NewGameDialog:
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.newgame import NewGameDialog

        return self._open(NewGameDialog(self.library, self.parent_widget), self.start_game)

    def start_game(self, dialog: NewGameDialog) -> None:
        """Replace the table by the game New Game built (after asking about unsaved work)."""
        if not self.window.confirm_discard():
            return
        self.window.file_path = None
        self.window.load_state(dialog.game_state())

    def new_battle(self) -> EncounterDialog | None:
        state = self.session.state
        refused = table.new_battle_refusal(state)
        if refused is not None:
            say(self.window, partial(translate_refusal, refused, state), 6000)
            return None
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.encounter import EncounterDialog

        live = len(deploying(state))
        dialog = EncounterDialog(self.library, live, carried_companions(state), self.parent_widget)
        return self._open(dialog, lambda d: self.submit_encounter(d.encounter()))

    def submit_encounter(self, encounter: EncounterSpec) -> bool:
        """The next battle: a finished one leaves the table, the mats carry on."""
        return self.session.submit(StartEncounter(encounter))

    def edit_adventurer(self, adventurer_id: str) -> AdventurerDialog:
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.party import AdventurerDialog

        spec = adventurer_spec(self.session.state, adventurer_id)
        dialog = AdventurerDialog(self.library, spec, self.parent_widget)
        return self._open(
            dialog,
            lambda d: self.session.submit(ForceEditAdventurer(adventurer_id, d.result_spec())),
        )

    def ask_save_party(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.parent_widget,
            tr("Save party"),
            str(Path(dialog_folder(None)) / "party.json"),
            tr("Parties (*.json)"),
        )
        if path:
            self.save_party(path)

    def save_party(self, path: str) -> bool:
        """The party alone (mats, rows, skill lines), to start another campaign with it."""
        try:
            self.library.write_party(path, party_from_state(self.session.state))
        except OSError as error:
            why = describe_os_error(error)
            say(self.window, lambda: tr("Could not save the party: {why}").format(why=why), 8000)
            return False
        say(self.window, lambda: tr("Party saved."), 4000)
        return True

    def show_skill_library(self) -> SkillLibraryDialog:
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.skills import SkillLibraryDialog

        dialog = SkillLibraryDialog(self.library, self.parent_widget)
        self._told = len(self.library.problems)  # the dialog shows them itself
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_tile_editor(self) -> TileEditorDialog:
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.tileeditor import TileEditorDialog

        dialog = TileEditorDialog(self.library, self.parent_widget)
        self.dialog = dialog
        dialog.open()
        self.library.own_tiles()  # a damaged file of the player's tiles is met, and said, now
        self._tell_library_problems()
        return dialog

    def library_slots(self) -> dict[str, Callable[[], object]]:
        """What the library's editors run (their commands are in `gui.window.actions`)."""
        return {
            "tile_editor": self.show_tile_editor,
            "card_editor": self.show_card_editor,
            "bag_editor": self.show_bag_editor,
        }

    def show_card_editor(self) -> CardEditorDialog:
        from gui.dialogs.cards import CardEditorDialog

        dialog = CardEditorDialog(self.library, self.parent_widget)
        self.dialog = dialog
        dialog.open()
        self._tell_library_problems()
        return dialog

    def show_bag_editor(self) -> BagEditorDialog:
        from gui.dialogs.bags import BagEditorDialog

        dialog = BagEditorDialog(self.library, self.parent_widget)
        self.dialog = dialog
        dialog.open()
        self._tell_library_problems()
        return dialog

    # --- free setup on the table ------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent):
            menu = self.menu_at(event.pos())
            if menu is not None:
                menu.exec(event.globalPos())
                return True
        return False

    def menu_at(self, pos: QPoint) -> QMenu | None:
        """The free-setup menu for a right-click on the view, or None (a piece or a mat is
        there, or no battle is on the table)."""
        scene = self.window.scene
        scene_pos = self.window.view.mapToScene(pos)
        layer = scene.map_layer
        if self.session.state.battle is None:
            return None
        for item in scene.items(scene_pos):
            if isinstance(item, PieceItem) or item.topLevelItem() is not layer:
                return None  # a chip, a die, a mat or a panel: their own menus
        if (
            not layer.map_rect()
            .adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
            .contains(layer.mapFromScene(scene_pos))
        ):
            return None
        return self.hex_menu(layer.hex_at(scene_pos))

    def hex_menu(self, h: Hex) -> QMenu:
        battle = self.session.state.battle
        assert battle is not None
        menu = QMenu(self.parent_widget)
        menu.setToolTipsVisible(True)  # a refused entry says why
        rules_entry = self.window.battle_controls.rules_entry
        for text, kind, level in (
            (tr("Add an &Enemy Here…"), UnitKind.ENEMY, 1),
            (tr("Add a &Companion Here…"), UnitKind.COMPANION, None),
        ):
            # The dialog asks for the chip; the rules say now whether a chip may go here.
            chip = ForceAddUnit(kind, "?", 1, h, level)
            rules_entry(menu, text, chip, partial(self.ask_chip, kind, h))
        add_tile = menu.addAction(tr("Add a T&ile Here…"))
        add_tile.triggered.connect(lambda: self.ask_tile(h))
        refused = table.add_tile_refusal(self.session.state)
        if refused is not None:
            add_tile.setEnabled(False)
            add_tile.setToolTip(translate_refusal(refused, self.session.state))
        tile = battle.map.tile_at(h)
        if tile is not None:
            self.window.battle_controls.rules_entry(
                menu, tr("&Remove This Tile"), ForceRemoveTile(tile.uid)
            )
        fallen = [u for u in battle.units if u.defeated and u.kind is not UnitKind.ADVENTURER]
        if fallen and h in battle.map:
            back = menu.addMenu(tr("Bring &Back Here"))
            back.setToolTipsVisible(True)
            for unit in fallen:
                rules_entry(back, unit.name, ForceReviveUnit(unit.id, h))
        if h in battle.map:
            menu.addSeparator()
            self.window.battle_controls.extend_hex_menu(menu, h)
        return menu

    def ask_chip(self, kind: UnitKind, h: Hex) -> ChipDialog:
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.setup import ChipDialog

        dialog = ChipDialog(kind, h, self.parent_widget)
        return self._open(dialog, lambda d: self.session.submit(d.action()))

    def ask_tile(self, h: Hex | None) -> TileDialog:
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.setup import TileDialog

        dialog = TileDialog(self.library.tiles(), h or Hex(0, 0), self.parent_widget)
        return self._open(dialog, lambda d: self.session.submit(d.action()))

    def _extend_unit_menu(self, menu: QMenu, unit_id: str) -> None:
        battle = self.session.state.battle
        if battle is not None and battle.unit(unit_id).kind is not UnitKind.ADVENTURER:
            menu.addSeparator()
            self.window.battle_controls.rules_entry(
                menu, tr("Remove This &Chip"), ForceRemoveUnit(unit_id)
            )

    # --- editors left open by a crash -------------------------------------------------
    def offer_drafts(self) -> None:
        """An editor's draft no running eraboard holds means one stopped while it was open
        (another eraboard running with an editor open is not offered its work)."""
        left = [name for name in DRAFT_EDITORS if self.library.left_by_a_crash(name)]
        if not left:
            return
        answer = QMessageBox.question(
            self.parent_widget,
            tr("eraboard"),
            tr("eraboard stopped while an editor was open. Open your unfinished work again?"),
        )
        if answer != QMessageBox.StandardButton.Yes:
            for name in left:
                self.library.clear_draft(name)
            return
        for name in left:
            self.restore_draft(name)

    def restore_draft(self, name: str) -> QWidget | None:
        """Reopen the editor ``name`` on its draft."""
        # Imported here: the dialogs are a heavy optional part, kept off the first frame.
        from gui.dialogs.drafts import reopen

        try:
            if self.library.draft(name) is None:
                raise ValueError(name)  # the file is there, but not as JSON
            dialog = reopen(self, name)
        except (ValueError, TypeError, KeyError, AttributeError, DataFileError):
            # A draft this version cannot read: kept aside, so the question is not asked
            # again at every start, and said.
            aside = self.library.put_draft_aside(name)
            say(
                self.window,
                lambda: tr("An unfinished editor could not be read: {file} keeps it.").format(
                    file=aside
                ),
                10000,
            )
            return None
        if dialog is not None:
            self.dialog = dialog
        return dialog
