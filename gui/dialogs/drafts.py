"""Reopening an editor on the draft it left when eraboard stopped (nothing the player built
is lost on a crash)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog

from gui.dialogs.encounter import EncounterDialog
from gui.dialogs.party import AdventurerDialog
from gui.dialogs.skills import SkillLineDialog, decode_draft, line_from_draft
from gui.dialogs.tileeditor import TileEditorDialog
from rules.specs import AdventurerSpec, EncounterSpec, SkillLine


def reopen(tools: Any, name: str) -> QDialog | None:
    """The editor ``name`` ("skill-line", "adventurer", "encounter" or "tile") opened on its
    draft; what the player then accepts goes where that editor's work always goes."""
    library, parent = tools.library, tools.window
    value = library.draft(name)
    dialog: QDialog | None = None
    if name == "skill-line" and (line := line_from_draft(value)) is not None:
        taken = [x.name for x in library.skill_lines() if x.name != line.name]
        editor = SkillLineDialog(library, line, taken, parent)
        editor.accepted.connect(lambda: _keep_line(library, editor.line()))
        dialog = editor
    elif name == "adventurer" and isinstance(
        spec := decode_draft(value, AdventurerSpec), AdventurerSpec
    ):
        hero = AdventurerDialog(library, spec, parent)
        hero.accepted.connect(lambda: library.save_adventurer(hero.result_spec()))
        dialog = hero
    elif name == "encounter" and isinstance(
        encounter := decode_draft(value, EncounterSpec), EncounterSpec
    ):
        live = sum(not a.defeated for a in tools.session.state.adventurers)
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


def _keep_line(library: Any, line: SkillLine) -> None:
    lines = [x for x in library.skill_lines() if x.name != line.name]
    library.save_skill_lines([*lines, line])
