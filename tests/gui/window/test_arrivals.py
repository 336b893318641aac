"""What a new tile brings, through the real window (rules §7.4): after a placement the
enemies are drawn and deployed as one undoable step, ties for farthest are lit for the party
to click, the log says what was drawn and where it went, and undo and redo replay it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from board.hexes import Hex
from gui.files.encounter_data import save_enemy_bags
from gui.files.library import Library
from gui.window.main import MainWindow
from rules import actions as act
from rules import legal_actions
from rules.cards import BagChip, EnemyBags, ExplorationCard
from rules.state import SKYSHARD, UnitKind
from tests.gui.conftest import click, open_window
from tests.rules.helpers import make_battle
from tests.rules.test_arrivals import hall_state


def _log_text(win: MainWindow) -> str:
    model = win.log.model()
    return "\n".join(str(model.data(model.index(row, 0))) for row in range(model.rowCount()))


def _enemies(win: MainWindow) -> dict[str, Hex | None]:
    battle = win.session.state.battle
    assert battle is not None
    return {u.id: u.at for u in battle.units if u.kind is UnitKind.ENEMY}


def test_a_tie_is_lit_clicked_and_the_deployment_undone_and_redone(
    qtbot, settings, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    card = ExplorationCard("hall", 6, (5, 5, 5, 5), common=1)
    state = hall_state([(23, 0), (25, 1), (26, 0)], [(22, 0)], card)
    win = open_window(qtbot, settings, state)
    win.campaign.library = Library(tmp_path / "library")
    save_enemy_bags(
        win.campaign.library, EnemyBags((BagChip("Ash Hound", 5, 6), BagChip("Crypt Rat", 1, 2)))
    )
    arrivals = win.campaign.arrivals
    assert "click the new tile" in win.statusBar().currentMessage()
    # the player clicks the new tile: 6 EP draw the hound (5) and the rat (1)
    click(win.view, win.scene.map_layer.hex_scene_pos(Hex(22, 0)))
    assert arrivals.active and arrivals.tie == (Hex(25, 1), Hex(26, 0))
    assert arrivals.lit[0].overlay is not None
    first = arrivals.drawn[0]  # drawn by the session's seeded dice, in either order
    assert sorted(c.name for c in arrivals.drawn) == ["Ash Hound", "Crypt Rat"]
    assert f"{first.name} (level {first.level})" in win.statusBar().currentMessage()
    steps = win.session.undo_stack.count()
    click(win.view, win.scene.map_layer.hex_scene_pos(Hex(25, 1)))
    assert not arrivals.active and arrivals.lit[0].overlay is None
    assert win.session.undo_stack.count() == steps + 1
    placed = _enemies(win)
    assert sorted(h for h in placed.values() if h is not None) == [Hex(25, 1), Hex(26, 0)]
    battle = win.session.state.battle
    assert battle is not None and battle.arrival is None
    assert [c.at for c in battle.caches] == [Hex(22, 0)]
    assert arrivals.tokens.tokens == battle.caches
    log = _log_text(win)
    assert "6 encounter points" in log and "the chips drawn spend 6" in log
    assert "A common cache goes on the hex 22, 0" in log
    assert "is deployed on the hex 25, 1 (the party chose among 2 hexes tied" in log
    win.session.undo_stack.undo()
    QApplication.processEvents()
    assert _enemies(win) == {} and win.session.state.battle.arrival is not None  # type: ignore[union-attr]
    assert arrivals.tokens.tokens == ()
    win.session.undo_stack.redo()
    QApplication.processEvents()
    assert _enemies(win) == placed


def _explore_ossuary(win):  # type: ignore[no-untyped-def]
    """The round begun, the ossuary niche explored from the deck and laid."""
    session = win.session
    session.submit(act.StartRound())
    session.submit(act.BeginTurns())
    explore = next(
        a
        for a in legal_actions(session.state)
        if isinstance(a, act.ExploreHex) and a.card == "ossuary-niche"
    )
    session.submit(explore)
    if session.state.battle is not None and session.state.battle.pending is not None:
        win.run_command("place_tile")


def _settle_arrival(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    """Wait for the new tile's arrival to be settled, clicking the first lit hex of each
    tie the party is asked to break."""
    arrivals = win.campaign.arrivals

    def settled() -> bool:
        if arrivals.tie:
            click(win.view, win.scene.map_layer.hex_scene_pos(arrivals.tie[0]))
        battle = win.session.state.battle
        return battle is not None and battle.arrival is None

    qtbot.waitUntil(settled)


def test_exploring_in_the_window_deploys_the_new_tile(qtbot, settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    state = make_battle(deck=["ossuary-niche", SKYSHARD])
    win = open_window(qtbot, settings, state)
    win.campaign.library = Library(tmp_path / "library")
    save_enemy_bags(win.campaign.library, EnemyBags((BagChip("Crypt Rat", 1, 2),) * 3))
    session = win.session
    _explore_ossuary(win)
    _settle_arrival(qtbot, win)
    battle = session.state.battle
    assert battle is not None
    # the shipped card: 1 EP, so one rat; one common cache on the niche's cache hex
    assert [u.name for u in battle.units if u.kind is UnitKind.ENEMY] == ["Crypt Rat"]
    assert len(battle.caches) == 1
    assert "Crypt Rat (level 1) is deployed on the hex" in _log_text(win)


def test_the_player_names_the_enemies_drawn_from_the_tiles_menu(qtbot, settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    card = ExplorationCard("hall", 6, (5, 5, 5, 5))
    state = hall_state([(23, 0), (25, 0), (26, 0)], card=card)
    win = open_window(qtbot, settings, state)
    win.campaign.library = Library(tmp_path / "library")
    hound, rat = BagChip("Ash Hound", 5, 6), BagChip("Crypt Rat", 1, 2)
    save_enemy_bags(win.campaign.library, EnemyBags((rat, hound, hound)))
    menu = win.campaign.hex_menu(Hex(23, 0))
    entry = next(a for a in menu.actions() if a.text() == "&Name the Enemies Drawn…")
    entry.trigger()
    dialog = win.campaign.arrivals.dialog
    assert dialog is not None and dialog.list.count() == 3
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    # the hound, then the other hound: 10 EP, beyond the card's 6
    dialog.list.item(1).setCheckState(Qt.CheckState.Checked)
    dialog.list.item(2).setCheckState(Qt.CheckState.Checked)
    assert not ok.isEnabled() and "beyond the 1 encounter points left" in dialog.message.text()
    dialog.list.item(2).setCheckState(Qt.CheckState.Unchecked)
    dialog.list.item(0).setCheckState(Qt.CheckState.Checked)
    assert ok.isEnabled() and dialog.drawn() == (hound, rat)
    assert "6 of 6 encounter points spent" in dialog.summary.text()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert _enemies(win) == {"ash-hound": Hex(26, 0), "crypt-rat": Hex(25, 0)}
    assert not any(
        a.text() == "&Name the Enemies Drawn…" for a in win.campaign.hex_menu(Hex(23, 0)).actions()
    )


def test_the_waiting_tiles_menu_keeps_one_letter_per_entry(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    from gui.words import i18n
    from tests.gui.window.test_mnemonics import clashes

    win = open_window(qtbot, settings, hall_state([(23, 0)]))
    try:
        for language in ("en", "fr"):
            i18n.install(language)
            qtbot.wait(20)
            menu = win.campaign.hex_menu(Hex(23, 0))
            assert len([a for a in menu.actions() if not a.isSeparator()]) > 5
            assert clashes(menu, "hex menu") == [], language
    finally:
        i18n.install("en")


def test_a_player_drawing_from_their_own_bags_names_the_draws_after_placing(
    qtbot, settings, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    state = make_battle(deck=["ossuary-niche", SKYSHARD])
    win = open_window(qtbot, settings, state)
    win.campaign.library = Library(tmp_path / "library")
    rat = BagChip("Crypt Rat", 1, 2)
    save_enemy_bags(win.campaign.library, EnemyBags((rat,) * 3))
    own = win.commands.by_name["own_draws"]
    assert own.isCheckable() and not own.isChecked()
    own.trigger()  # chosen once, kept in the settings
    assert settings.value("table/own_draws") in (True, "true")
    session = win.session
    _explore_ossuary(win)
    arrivals = win.campaign.arrivals
    qtbot.waitUntil(lambda: arrivals.dialog is not None and arrivals.dialog.isVisible())
    assert not arrivals.active and _enemies(win) == {}  # the table drew nothing
    steps = session.undo_stack.count()
    dialog = arrivals.dialog
    assert dialog is not None
    dialog.list.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )

    _settle_arrival(qtbot, win)
    assert list(_enemies(win)) == ["crypt-rat"]
    assert session.undo_stack.count() == steps + 1  # no undo of a table's draw first
