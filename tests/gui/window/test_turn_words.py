"""Whose turn begins, said once: the log names the turn, then what the rules say the unit
does; the status bar says both in one line (rules §4.4)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from rules import actions as act
from tests.gui.window.test_enemy_phase import to_the_enemies
from tests.gui.window.test_present import _to_bonecaller


def _log(window: Any) -> list[str]:
    QApplication.processEvents()
    return [window.log.item(i).text() for i in range(window.log.count())]


def test_the_log_names_a_turn_once_and_the_status_bar_whole(window: Any) -> None:
    to_the_enemies(window)
    log = _log(window)
    answer = (
        "Warden's herald targets 1 unit of Brindle the hound, Oswin Lanternbearer: the party picks"
    )
    assert log[-2:] == ["Warden's herald's turn", answer]
    assert not any(line.startswith("Warden's herald's turn. ") for line in log)
    assert window.statusBar().currentMessage() == f"Warden's herald's turn. {answer}"


def test_with_the_party_down_the_log_says_the_encounter_ends_once(window: Any) -> None:
    for adventurer in window.session.state.adventurers:
        assert window.session.submit(act.DefeatUnit(adventurer.id))
    _to_bonecaller(window)
    log = _log(window)
    ends = "Every adventurer is defeated: the encounter ends after this round."
    assert log[-1] == ends and "Bonecaller's turn" in log[-4:]
    assert not any(line.startswith("Bonecaller's turn. ") for line in log)
