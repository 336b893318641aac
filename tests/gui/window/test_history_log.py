"""Undo and rewind: undone History lines are greyed and the log holds only the current line of
play; the language switch rewrites everything at once, both ways."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from gui.export import caption
from gui.window.docks import undone
from gui.words import i18n
from gui.words.retranslated import plain
from rules import actions as act


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    i18n.install("en")


def log_lines(window: Any) -> list[str]:
    return [window.log.item(i).text() for i in range(window.log.count())]


def row_style(window: Any, row: int) -> QStyleOptionViewItem:
    view = window.history_view
    option = QStyleOptionViewItem()
    view.itemDelegate().initStyleOption(option, view.model().index(row, 0))
    return option


def play_two_actions(window: Any) -> tuple[list[str], list[str]]:
    die = window.session.state.adventurer("veyth").rows[0].dice[0]
    window.session.submit(act.ExhaustDice("veyth", (die,)))
    first = log_lines(window)
    window.commands["end_turn"].trigger()
    return first, log_lines(window)


def test_undo_and_rewind_grey_history_and_trim_the_log(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    first, both = play_two_actions(window)
    assert len(both) > len(first) > 0
    stack = window.session.undo_stack
    stack.undo()
    assert log_lines(window) == first
    assert undone(window.history_view, 2) and not undone(window.history_view, 1)
    assert row_style(window, 2).font.italic() and not row_style(window, 1).font.italic()
    undone_style, done_style = row_style(window, 2), row_style(window, 1)
    text = QPalette.ColorRole.Text
    assert undone_style.palette.color(text) != done_style.palette.color(text)
    # A click on the first History line rewinds to the start: the log is empty again.
    view = window.history_view
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.visualRect(view.model().index(0, 0)).center(),
    )
    assert stack.index() == 0 and log_lines(window) == []
    stack.redo()
    stack.redo()
    assert log_lines(window) == both
    # A refusal belongs to the line of play it happened in.
    window.session.submit(act.StartRound())
    assert log_lines(window)[-1].startswith("Refused: ")
    stack.undo()
    assert log_lines(window) == first


def test_the_language_switches_everything_at_once_both_ways(window, english_after) -> None:  # type: ignore[no-untyped-def]
    play_two_actions(window)
    window.session.undo_stack.undo()
    stack = window.session.undo_stack
    english = (stack.text(0), log_lines(window), window.scene.mats["hrolfa"].view.race)
    assert english[0].startswith("Veyth Ashmantle exhausts ")
    assert window.scene.round_item.view.phase == "Adventurer turns"
    for code, words in (("fr", ("épuise", "Nordique")), ("en", ("exhausts", "Nord"))):
        window.set_language(code)
        QApplication.processEvents()
        assert words[0] in stack.text(0)
        assert words[0] in window.history_view.model().index(1, 0).data()
        assert window.scene.mats["hrolfa"].view.race == words[1]
        phase = window.scene.round_item.view.phase
        assert phase == ("Tours des aventuriers" if code == "fr" else "Adventurer turns")
        lines = log_lines(window)
        assert len(lines) == len(english[1])
        if code == "fr":
            assert lines != english[1] and "Veyth Ashmantle" in lines[0]
            assert "PV" in caption.caption_text(window.session.state)
        else:
            assert (stack.text(0), lines, window.scene.mats["hrolfa"].view.race) == english


def test_a_map_tool_note_goes_with_its_line_of_play(window) -> None:  # type: ignore[no-untyped-def]
    first, both = play_two_actions(window)
    window.log.add_note(plain("Closest enemy: Bonecaller, 3 hexes"))
    assert log_lines(window) == [*both, "Closest enemy: Bonecaller, 3 hexes"]
    window.session.undo_stack.undo()
    assert log_lines(window) == first
    window.session.undo_stack.redo()
    assert log_lines(window) == both  # the note was an answer at that moment, not an event


def test_refusals_and_the_status_bar_follow_the_language(window, english_after) -> None:  # type: ignore[no-untyped-def]
    window.session.submit(act.StartRound())  # refused: the round has started
    refusal = log_lines(window)[-1]
    assert refusal.startswith("Refused: ")
    assert window.statusBar().currentMessage() == refusal.removeprefix("Refused: ")
    window.set_language("fr")
    QApplication.processEvents()
    french = log_lines(window)[-1]
    assert french.startswith("Refusé : ") and french != refusal.replace("Refused: ", "Refusé : ")
    assert window.statusBar().currentMessage() == french.removeprefix("Refusé : ")
    window.set_language("en")
    QApplication.processEvents()
    assert log_lines(window)[-1] == refusal
    assert window.statusBar().currentMessage() == refusal.removeprefix("Refused: ")
