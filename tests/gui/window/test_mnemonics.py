"""Every menu can be driven from the keyboard: within one menu (the menu bar included) no two
entries share an Alt letter, in English and in French."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtWidgets import QMenu, QMenuBar

from gui.window.main import MainWindow
from gui.words import i18n
from rules.state import UnitKind


def clashes(menu: QMenu | QMenuBar, path: str) -> list[str]:
    """Every group of entries of ``menu`` (and of its submenus) that share a mnemonic."""
    letters: dict[str, list[str]] = defaultdict(list)
    out: list[str] = []
    for action in menu.actions():
        text = action.text().replace("&&", "")
        if "&" in text[:-1]:
            letters[text[text.index("&") + 1].lower()].append(text)
        if action.menu() is not None:
            out += clashes(action.menu(), f"{path} > {text}")
    out += [f"{path}: {' / '.join(texts)}" for texts in letters.values() if len(texts) > 1]
    return out


def every_menu(window: MainWindow) -> list[tuple[QMenu | QMenuBar, str]]:
    state = window.session.state
    assert state.battle is not None
    adventurer = state.adventurers[0]
    enemy = next(u for u in state.battle.units if u.kind is UnitKind.ENEMY and u.at)
    free = next(h for h in sorted(state.battle.map.hexes) if not state.battle.map.is_occupied(h))
    die_menu = window.die_menu(adventurer.rows[0].dice[0])
    assert die_menu is not None
    return [
        (window.menuBar(), "menu bar"),
        (window.mat_menu(adventurer.id), "mat menu"),
        (die_menu, "die menu"),
        (window.battle_controls.unit_menu(enemy.id), "chip menu"),
        (window.campaign.hex_menu(free), "hex menu"),
    ]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_two_entries_of_a_menu_share_a_letter(window, qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    try:
        i18n.install(language)
        qtbot.wait(20)  # the window rebuilds its menus on the LanguageChange Qt posts
        assert len(window.menuBar().actions()) == 8
        found = [c for menu, path in every_menu(window) for c in clashes(menu, path)]
        assert found == []
    finally:
        i18n.install("en")
