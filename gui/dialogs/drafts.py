"""Reopening an editor on the draft it left when eraboard stopped (nothing the player built
is lost on a crash)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QDialog, QWidget

from gui.dialogs.encounter import EncounterDialog
from gui.dialogs.newgame import NewGameDialog
from gui.dialogs.party import AdventurerDialog
from gui.dialogs.skills import SkillLineDialog, decode_draft, keep_line, line_from_draft
from gui.dialogs.tileeditor import TileEditorDialog
from gui.files.library import DRAFT_EDITORS, Library
from gui.session import GameSession
from rules.campaign import deploying
from rules.specs import AdventurerSpec, EncounterSpec

#: The editors that keep a draft, in the order they are offered back.
EDITORS = DRAFT_EDITORS


class DraftTools(Protocol):
    """What reopening a draft needs of the campaign tools (which call it)."""

    library: Library
    parent_widget: QWidget
    session: GameSession

    def submit_encounter(self, encounter: EncounterSpec) -> bool: ...
    def start_game(self, dialog: NewGameDialog) -> None: ...


def reopen(tools: DraftTools, name: str) -> QDialog | None:
    """The editor ``name`` (one of `EDITORS`) opened on its
    draft; what the player then accepts goes where that editor's work always goes."""
    library, parent = tools.library, tools.parent_widget
    value = library.draft(name)
    dialog: QDialog | None = None
    if name == "new-game":
        game = NewGameDialog(library, parent)
        game.set_draft(value)
        game.accepted.connect(lambda: tools.start_game(game))
        dialog = game
    elif name == "skill-line" and (line := line_from_draft(value)) is not None:
        taken = [x.name for x in library.skill_lines() if x.name != line.name]
        editor = SkillLineDialog(library, line, taken, parent)
        editor.accepted.connect(lambda: keep_line(parent, library, editor.line()))
        dialog = editor
    elif name == "adventurer" and isinstance(
        spec := decode_draft(value, AdventurerSpec), AdventurerSpec
    ):
        hero = AdventurerDialog(library, spec, parent)
        hero.accepted.connect(hero.keep)
        dialog = hero
    elif name == "encounter" and isinstance(
        encounter := decode_draft(value, EncounterSpec), EncounterSpec
    ):
        live = len(deploying(tools.session.state))
        battle = EncounterDialog(library, live, (), parent)
        battle.set_encounter(encounter)
        battle.accepted.connect(lambda: tools.submit_encounter(battle.encounter()))
        dialog = battle
    elif name == "tile" and isinstance(value, dict):
        tile = TileEditorDialog(library, parent)
        tile.set_tile(value)
        dialog = tile
    if dialog is None:
        library.clear_draft(name)
        return None
    dialog.open()
    return dialog
