"""What looked broken to a new player: undo at once after Open, the log following its newest
line, a status bar about the present, banners gone when the battle is, no empty undo steps."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from rules import actions as act


def test_undo_works_at_once_after_open(window, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.session.submit(act.GainFatigue("hrolfa", light=1))
    window.session.submit(act.GainFatigue("veyth", light=1))
    path = tmp_path / "game.eraboard.json"
    assert window.write_to(str(path))
    window.session.reset(window.session.start)
    assert not window.commands["undo"].isEnabled()
    assert window.open_path(str(path))
    undo = window.commands["undo"]
    assert undo.isEnabled() and "light fatigue" in undo.text()
    opened = window.session.state
    undo.trigger()
    assert window.session.state != opened
    assert window.commands["redo"].isEnabled()


def _bar(window: Any):  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    window.log.doItemsLayout()  # what the view does before it paints
    QApplication.processEvents()
    return window.log.verticalScrollBar()


def _gain(window: Any, n: int) -> None:
    for _ in range(n):
        window.session.submit(act.GainFatigue("hrolfa", light=1))
        window.session.undo_stack.undo()
        window.session.submit(act.GainFatigue("veyth", light=1))


def test_the_log_follows_its_newest_line_unless_the_player_scrolled_up(
    window, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window.log_dock.show()
    window.log_dock.raise_()
    _gain(window, 40)
    bar = _bar(window)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # the player scrolls up to read
    _gain(window, 3)
    assert _bar(window).value() == 0
    bar.triggerAction(bar.SliderAction.SliderToMaximum)  # and down again
    _gain(window, 3)
    bar = _bar(window)
    assert bar.value() == bar.maximum()
    path = tmp_path / "long.eraboard.json"
    assert window.write_to(str(path))
    bar.setValue(0)
    assert window.open_path(str(path))
    bar = _bar(window)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def _play_round(window: Any) -> None:
    session = window.session
    for _ in range(40):
        battle = session.state.battle
        if str(battle.phase) == "round_end":
            break
        if battle.turn is None:
            ready = [u.id for u in battle.units if u.id not in battle.acted and not u.defeated]
            if not any(session.submit(act.TakeTurn(u)) for u in ready):
                break
            continue
        window.commands["end_turn"].trigger()


def _to_fatigue_round(window: Any) -> None:
    from dataclasses import replace

    state = window.session.state
    window.load_state(replace(state, battle=replace(state.battle, round=5)))
    _play_round(window)
    window.commands["end_round"].trigger()
    window.commands["start_round"].trigger()
    window.commands["begin_turns"].trigger()


def test_fatigue_banners_leave_the_mats_with_the_battle(window) -> None:  # type: ignore[no-untyped-def]
    _to_fatigue_round(window)
    mats = window.scene.mats.values()
    assert any(m.view.fatigue_damage for m in mats)
    _play_round(window)
    window.commands["retreat"].trigger()
    assert str(window.session.state.battle.phase) == "over"
    assert not any(m.view.fatigue_damage for m in mats)


def _to_bonecaller(window: Any) -> None:
    session = window.session
    session.submit(act.StartRound())
    for _ in range(12):
        battle = session.state.battle
        if battle.turn == "bonecaller":
            return
        if battle.turn is None:
            ready = "bonecaller" if battle.phase == "enemies" else "brindle"
            session.submit(act.TakeTurn(ready))
        else:
            session.submit(act.EndTurn())
    raise AssertionError("Bonecaller's turn never came")


def _message(window: Any) -> str:
    QApplication.processEvents()
    return str(window.statusBar().currentMessage())


def test_the_status_bar_describes_the_present(window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    _to_bonecaller(window)
    assert "Bonecaller's turn" in _message(window)
    at_its_turn = session.undo_stack.index()
    session.submit(act.EndTurn())
    assert "Bonecaller" not in _message(window)
    session.undo_stack.setIndex(at_its_turn)  # a rewind to its turn names it again
    assert "Bonecaller's turn" in _message(window)
    session.undo_stack.setIndex(1)  # and a rewind before it does not
    assert "Bonecaller" not in _message(window)


def test_an_enemy_turn_with_the_party_down_says_so(window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    for adventurer in session.state.adventurers:
        assert session.submit(act.DefeatUnit(adventurer.id))
    _to_bonecaller(window)  # a companion still stands, but no adventurer does (rules §5.6)
    said = "Bonecaller's turn. Every adventurer is defeated: the encounter ends after this round."
    assert _message(window).endswith(said)


def test_an_action_that_changes_nothing_is_no_undo_step(window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    assert session.submit(act.DefeatUnit("hrolfa"))
    steps = session.undo_stack.count()
    assert not session.submit(act.GainFatigue("hrolfa", light=1))
    assert session.undo_stack.count() == steps
    said = "Nothing changes: Hrolfa Ironbraid is defeated and gains no fatigue."
    assert _message(window) == said
    assert window.log.item(window.log.count() - 1).text() == said
