"""Right-click menus and dialogs of the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from gui.dialogs.rest import RestDialog
from rules import actions as act


def action_named(menu, text: str):  # type: ignore[no-untyped-def]
    for action in menu.actions():
        if action.text().replace("&", "") == text:
            return action
        if action.menu() is not None:
            found = action_named(action.menu(), text)
            if found is not None:
                return found
    return None


def test_die_menu_sets_a_face_as_a_manual_change(window) -> None:
    die_id = window.session.state.adventurer("hrolfa").rows[0].dice[0]
    menu = window.die_menu(die_id)
    die = window.session.state.dice[die_id]
    target = (die.face + 1) % len(die.faces)
    face_action = next(
        a for a in menu.actions()[0].menu().actions() if a.text().startswith(f"{target + 1}:")
    )
    face_action.trigger()
    assert window.session.state.dice[die_id].face == target
    assert window.session.undo_stack.text(window.session.undo_stack.index() - 1).startswith(
        "Manual"
    )


def test_die_menu_drains_and_recovers(window) -> None:
    state = window.session.state
    die_id = state.adventurer("hrolfa").rows[0].dice[0]
    action_named(window.die_menu(die_id), "Drain").trigger()
    assert die_id in window.session.state.adventurer("hrolfa").drained
    action_named(window.die_menu(die_id), "Recover Drained Die").trigger()
    assert die_id not in window.session.state.adventurer("hrolfa").drained


def test_mat_menu_sets_hp(window, monkeypatch) -> None:
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (3, True))
    action_named(window.mat_menu("zarri"), "Set HP…").trigger()
    assert window.session.state.adventurer("zarri").hp == 3


def test_counter_dialogs_offer_exactly_what_the_rules_accept(window, monkeypatch) -> None:
    from rules import table
    from rules.state import UnitKind

    asked: list[tuple[int, int]] = []

    def get_int(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append((args[4], args[5]))  # parent, title, label, value, lowest, highest
        return args[3], True

    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    state = window.session.state
    for text, counter in (
        ("Set HP…", "hp"),
        ("Set Max HP…", "max_hp"),
        ("Set Cooldown Stat…", "cooldown"),
    ):
        action_named(window.mat_menu("zarri"), text).trigger()
        assert asked.pop() == table.counter_bounds(state, "zarri", counter)
    window.commands["set_round"].trigger()
    assert asked.pop() == table.counter_bounds(state, "battle", "round") == (0, 6)
    enemy = next(u for u in state.battle.units if u.kind is UnitKind.ENEMY)
    action_named(window.battle_controls.unit_menu(enemy.id), "Set Max HP…").trigger()
    assert asked.pop() == table.counter_bounds(state, enemy.id, "max_hp") == (1, 99)


def test_rest_is_refused_during_a_battle_and_says_why(window) -> None:
    window.select_adventurer("veyth")
    rest = window.commands["rest"]
    assert not rest.isEnabled()
    assert "after the battle" in rest.toolTip()
    assert rest.toolTip().startswith(rest.statusTip())  # its own tip first, then the reason


def test_the_shortcut_of_a_greyed_command_says_why_in_the_status_bar(window, qtbot) -> None:
    window.select_adventurer("veyth")
    assert not window.commands["recovery"].isEnabled()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_R)  # Recovery Step: refused mid-turn
    said = window.statusBar().currentMessage()
    assert said.startswith("Recovery Step: ") and "start of the adventurer's own turn" in said
    engages = window.session.state.adventurer("veyth").engages
    qtbot.keyClick(window.view, Qt.Key.Key_E)  # Engage: allowed, and it runs
    assert window.session.state.adventurer("veyth").engages == engages + 1


def test_commands_led_by_a_rules_question_say_why_they_are_greyed(window, qtbot) -> None:
    place, token = window.commands["place_tile"], window.commands["town"]
    assert not place.isEnabled() and "No tile is waiting to be placed." in place.toolTip()
    assert not token.isEnabled() and "stays put during a battle" in token.toolTip()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    said = window.statusBar().currentMessage()
    assert said == "Place Tile: No tile is waiting to be placed."


def test_a_defeated_adventurer_is_revived_from_their_mat(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDialogButtonBox

    window.session.submit(act.DefeatUnit("zarri"))  # a misclick, or a real defeat
    state = window.session.state
    assert state.adventurer("zarri").defeated and state.battle.unit("zarri").at is None
    action_named(window.mat_menu("zarri"), "Heal or Revive…").trigger()
    dialog = window.battle_controls.amount_dialog
    assert dialog.windowTitle() == "Heal Zarri-do"
    dialog.spin.setValue(4)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    after = window.session.state
    assert not after.adventurer("zarri").defeated and after.adventurer("zarri").hp == 4
    assert after.battle.unit("zarri").at is not None  # back on a free hex of the map


def test_overrides_a_solo_player_may_need(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from rules.state import UnitKind

    state = window.session.state
    assert state.battle.turn == "veyth"
    engages = state.adventurer("hrolfa").engages
    action_named(window.mat_menu("hrolfa"), "Engage").trigger()  # the command: greyed
    assert window.session.state.adventurer("hrolfa").engages == engages
    late = next(
        a.menu()
        for a in window.mat_menu("hrolfa").actions()
        if a.menu() and any(x.text().replace("&", "") == "Engage" for x in a.menu().actions())
    )
    action_named(late, "Engage").trigger()  # out of turn, as a manual change
    assert window.session.state.adventurer("hrolfa").engages == engages + 1
    enemy = next(u for u in state.battle.units if u.kind is UnitKind.ENEMY and u.at)
    action_named(window.battle_controls.unit_menu(enemy.id), "Take Off the Map").trigger()
    assert window.session.state.battle.unit(enemy.id).at is None
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (1, True))
    window.commands["set_skyshards"].trigger()  # an effect gave the party a skyshard
    assert window.session.state.battle.skyshards_found == 1


def test_rest_dialog_removes_the_chosen_dice(qtbot, settings, monkeypatch) -> None:
    from rules.setup import load_scenario
    from tests.gui.conftest import open_window

    window = open_window(qtbot, settings, load_scenario("demo"))  # no battle under way
    veyth = window.session.state.adventurer("veyth")
    chosen = veyth.track[4]

    def accept(dialog: RestDialog) -> int:
        for i in range(dialog.list.count()):
            item = dialog.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == chosen:
                item.setCheckState(Qt.CheckState.Checked)
        return 1

    monkeypatch.setattr(RestDialog, "exec", accept)
    window.select_adventurer("veyth")
    rest = window.commands["rest"]
    assert rest.isEnabled() and rest.toolTip() == rest.statusTip()
    rest.trigger()
    after = window.session.state.adventurer("veyth")
    assert chosen not in after.track and len(after.track) == len(veyth.track) - 1
    assert after.hp == min(veyth.hp + 1, veyth.max_hp)


def test_roll_is_offered_only_for_dice_the_rules_let_roll(window) -> None:
    from rules import actions as act
    from rules.places import Place, Zone

    state = window.session.state
    in_row = state.adventurer("zarri").rows[0].dice[0]
    assert action_named(window.die_menu(in_row), "Roll This Die") is not None
    window.select_adventurer("zarri")
    assert window.commands["roll"].isEnabled()
    for row in state.adventurer("zarri").rows:
        for die in row.dice:
            window.session.submit(act.ForceMoveDie(die, Place(Zone.TRACK, "zarri")))
    assert window.session.state.adventurer("zarri").rows[0].dice == ()
    assert action_named(window.die_menu(in_row), "Roll This Die") is None  # in the track now
    assert not window.commands["roll"].isEnabled()  # no die left in a row
    window.select_adventurer("hrolfa")
    assert window.commands["roll"].isEnabled()


def test_the_rest_dialog_says_what_the_rules_give_for_the_discard_chosen(qapp) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from rules.setup import demo_state
    from rules.state import Difficulty

    state = replace(demo_state(), difficulty=Difficulty.EXPERT)
    dialog = RestDialog(state, "hrolfa")
    assert dialog.discard.isChecked()
    assert "heals 1 HP and removes up to 1 die" in dialog.explain.text()
    dialog.discard.setChecked(False)  # on Expert a rest without a discarded item gives nothing
    assert "heals 0 HP and removes up to 0 dice" in dialog.explain.text()


def test_the_mat_menu_removes_a_die_the_player_picks_from_the_track(window) -> None:  # type: ignore[no-untyped-def]
    assert window.session.submit(act.GainFatigue("zarri", light=0, over=1))
    track = window.session.state.adventurer("zarri").track
    n = len(track)
    menu = window.mat_menu("zarri")
    sub = action_named(menu, "Remove a Die from the Track").menu()
    texts = [a.text() for a in sub.actions()]
    assert len(texts) == n and texts[-1] == f"{n}: overfatigue"
    assert texts[0].startswith("1: Twinfang (")  # the demo's skill die in the track
    steps = window.session.undo_stack.count()
    action_named(sub, f"{n}: overfatigue").trigger()  # the player picks the overfatigue die
    assert window.session.state.adventurer("zarri").track == track[:-1]
    assert track[-1] in window.session.state.supply.over
    assert (
        window.log.item(window.log.count() - 1).text()
        == "Zarri-do: overfatigue returns to the supply"
    )
    assert "removes overfatigue from the track" in window.session.undo_stack.text(steps)
    assert window.session.undo_stack.count() == steps + 1
    window.session.undo_stack.undo()
    assert window.session.state.adventurer("zarri").track == track
    for die_id in track:  # emptied, the track has nothing to remove
        assert window.session.submit(act.RemoveDie("zarri", die_id))
    assert not action_named(window.mat_menu("zarri"), "Remove a Die from the Track").isEnabled()
