"""Battle on the real window: chips, turn flow and exploration, with real mouse events."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog

from board.hexes import Hex
from rules.actions import RecoveryStep
from tests.gui.conftest import _send, click, drag, pick_up, release


def test_dragging_a_chip_moves_the_unit_along_free_hexes(window) -> None:
    battle = window.session.state.battle
    acting = battle.unit(battle.turn)  # a move belongs to the unit's own turn
    layer = window.scene.map_layer
    target = next(
        h for h in acting.at.neighbors() if battle.map.contains(h) and not battle.map.is_occupied(h)
    )
    drag(window.view, layer.chips[acting.id].scenePos(), layer.hex_scene_pos(target))
    assert window.session.state.battle.unit(acting.id).at == target
    assert layer.chips[acting.id].pos() == layer.chips[acting.id].home


def test_a_chip_dropped_off_the_map_goes_back(window) -> None:
    layer = window.scene.map_layer
    before = window.session.state
    start = layer.chips["zarri"].scenePos()
    drag(window.view, start, layer.hex_scene_pos(Hex(30, 30)))
    assert window.session.state is before
    assert layer.chips["zarri"].scenePos() == start
    assert window.statusBar().currentMessage()


def test_escape_puts_back_the_chip_in_hand(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    battle = window.session.state.battle
    acting = battle.unit(battle.turn)
    layer = window.scene.map_layer
    target = next(
        h for h in acting.at.neighbors() if battle.map.contains(h) and not battle.map.is_occupied(h)
    )
    start = layer.chips[acting.id].scenePos()
    pick_up(window.view, start, layer.hex_scene_pos(target))
    assert layer.lit is not None  # its legal hexes glow
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert layer.lit is None
    release(window.view, layer.hex_scene_pos(target))
    window.scene.settle()
    assert window.session.state.battle.unit(acting.id).at == acting.at
    assert layer.chips[acting.id].scenePos() == start


def test_leaving_a_finished_battle_takes_its_map_off_the_table(window) -> None:  # type: ignore[no-untyped-def]
    from rules import legal_actions
    from rules.actions import EndTurn, TakeTurn
    from rules.state import Phase

    for _ in range(30):  # each unit's turn ends (the party picks who goes next)
        state = window.session.state
        if state.battle.phase is Phase.ROUND_END:
            break
        legal = legal_actions(state)
        step = next((a for a in legal if isinstance(a, TakeTurn)), None)
        assert window.session.submit(step or next(a for a in legal if isinstance(a, EndTurn)))
    window.commands["retreat"].trigger()
    assert window.session.state.battle.phase is Phase.OVER
    window.commands["leave"].trigger()
    assert window.session.state.battle is None
    scene = window.scene
    assert scene.map_layer.bmap is None and not scene.map_layer.chips
    assert scene.turn_item.scene() is None and scene.round_item.scene() is None
    window.commands["undo"].trigger()  # and back
    assert scene.map_layer.bmap is not None and scene.turn_item.scene() is scene


def test_end_turn_starts_the_next_adventurer_with_its_recovery_step(window) -> None:
    state = window.session.state
    assert state.battle.turn == "veyth"
    track_before = state.adventurer("zarri").track
    window.commands["end_turn"].trigger()
    assert window.session.state.battle.recovery_due == "zarri"  # the start of her turn
    assert window.session.submit(RecoveryStep("zarri"))
    after = window.session.state
    assert after.battle.turn == "zarri"
    cooldown = after.adventurer("zarri").cooldown
    assert len(after.adventurer("zarri").track) == max(0, len(track_before) - cooldown)
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("Recovery step" in line for line in lines)
    assert window.scene.mats["zarri"].view.current


def test_exploring_a_door_shows_ghost_placements_to_cycle_and_place(window, monkeypatch) -> None:
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Crypt corridor", True))
    from rules import table

    door = sorted(table.explorable_doors(window.session.state))[0]  # the lit doors
    layer = window.scene.map_layer
    tiles_before = len(window.session.state.battle.map.tiles)
    click(window.view, layer.hex_scene_pos(door))
    battle = window.session.state.battle
    assert battle.pending is not None and battle.pending.shape == "crypt-corridor"
    assert len(layer.ghosts) == 1
    first = layer.ghosts[0].hexes
    # The mouse cycles: a click on the ghost shows the next placement...
    inside = next(iter(first))
    click(window.view, layer.hex_scene_pos(inside))
    assert window.battle_controls.ghost_index == 1
    second = layer.ghosts[0].hexes
    assert second != first
    # ...and so does the keyboard.
    window.commands["next_placement"].trigger()
    window.commands["prev_placement"].trigger()
    assert layer.ghosts[0].hexes == second
    window.view.setFocus()  # the keypad's Enter places the tile, as Return does
    QTest.keyClick(window.view, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    battle = window.session.state.battle
    assert battle.pending is None
    assert len(battle.map.tiles) == tiles_before + 1
    assert battle.map.tiles[-1].hexes == second
    assert layer.ghosts == []
    assert len(layer.tiles) == tiles_before + 1


def test_a_fatigue_round_shows_its_damage_on_each_mat(window) -> None:
    from dataclasses import replace

    from rules import actions as act

    session = window.session
    state = session.state
    window.load_state(replace(state, battle=replace(state.battle, round=5)))
    # Play out round 5 to its end, then start round 6: a fatigue round.
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
    window.commands["end_round"].trigger()
    hp_before = {a.id: a.hp for a in session.state.adventurers}
    window.commands["start_round"].trigger()
    assert str(session.state.battle.phase) == "round_effects"  # start-of-round effects now
    window.commands["begin_turns"].trigger()
    state = session.state
    assert state.battle.round == 6 and window.scene.round_item.view.fatigue
    for adv in state.adventurers:
        mat = window.scene.mats[adv.id]
        overs = sum(state.dice[d].kind == "overfatigue" for d in adv.track)
        assert mat.view.fatigue_damage == min(overs, hp_before[adv.id])
        assert adv.hp == max(0, hp_before[adv.id] - overs)
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("fatigue round" in line for line in lines)
    shown = {a.id: window.scene.mats[a.id].view.fatigue_damage for a in state.adventurers}
    assert any(shown.values())
    # The ribbons follow the game, not the last events: undo, redo and reloading agree.
    session.undo_stack.undo()
    assert not any(m.view.fatigue_damage for m in window.scene.mats.values())
    session.undo_stack.redo()
    assert {a: window.scene.mats[a].view.fatigue_damage for a in shown} == shown
    window.load_state(session.state)
    assert {a: window.scene.mats[a].view.fatigue_damage for a in shown} == shown


def test_the_battle_menu_holds_every_battle_and_day_command(window) -> None:
    from gui.window.actions import BATTLE_MENU

    battle_menu = next(
        a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Battle"
    )
    listed = battle_menu.actions()
    for name in ("town", "inn_town", "set_round", "end_of_day"):
        assert name in BATTLE_MENU
        assert window.commands[name] in listed


def test_setting_the_round_counter_to_six_makes_a_fatigue_round(window, monkeypatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (6, True))
    window.commands["set_round"].trigger()
    assert window.session.state.battle.round == 6
    assert window.scene.round_item.view.fatigue


def test_the_party_token_command_follows_the_rules(window, monkeypatch) -> None:
    from rules import table
    from rules.setup import demo_state

    assert window.session.state.overland is not None  # the delve has a map, and a battle
    assert not window.commands["town"].isEnabled()  # the token stays put during a battle
    window.load_state(demo_state())
    state = window.session.state
    assert window.commands["town"].isEnabled()
    offered: list[str] = []

    def choose(_parent, _title, _label, names, *_args):  # type: ignore[no-untyped-def]
        offered.extend(names)
        return names[0], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    window.commands["town"].trigger()
    towns = table.party_token_destinations(state)
    assert offered == [state.overland.towns[h] for h in towns]
    assert window.session.state.overland.party == towns[0]


def test_a_skill_die_dragged_onto_a_chip_shows_there_as_its_status(window) -> None:
    from gui.export.caption import unit_words
    from rules import actions as act

    die = "veyth-stormcall-1"
    window.session.submit(act.RollDice((die,), (5,)))  # the face with the Daze status
    layer = window.scene.map_layer
    drag(window.view, window.scene.dice[die].scenePos(), layer.chips["skitterer"].scenePos())
    state = window.session.state
    assert state.battle.unit("skitterer").status == (die,)
    assert layer.chips["skitterer"].view.statuses == ("daze",)
    remove = next(
        a.menu()
        for a in window.battle_controls.unit_menu("skitterer").actions()
        if a.menu() is not None and a.text() == "&Remove Status"
    )
    assert [a.text() for a in remove.actions()] == ["Daze"]
    assert "Daze (" in unit_words(state, state.battle.unit("skitterer"))
    remove.actions()[0].trigger()
    assert window.session.state.battle.unit("skitterer").status == ()
    assert layer.chips["skitterer"].view.statuses == ()
    assert die in window.session.state.adventurer("veyth").track


def test_the_chip_menu_offers_what_the_rules_accept_and_says_why_not(window) -> None:
    def entries(unit_id: str) -> dict[str, tuple[bool, str]]:
        menu = window.battle_controls.unit_menu(unit_id)
        out = {a.text(): (a.isEnabled(), a.toolTip()) for a in menu.actions() if a.text()}
        status = next(a.menu() for a in menu.actions() if a.text() == "&Apply Status")
        out.update({f"status {a.text()}": (a.isEnabled(), a.toolTip()) for a in status.actions()})
        return out

    veyth = entries("veyth")  # an adventurer takes statuses as dice in the track
    assert not any(on for name, (on, _) in veyth.items() if name.startswith("status"))
    assert all(tip for name, (_, tip) in veyth.items() if name.startswith("status"))
    herald = entries("herald")  # a quest unit takes no status
    assert not any(on for name, (on, _) in herald.items() if name.startswith("status"))
    skitterer = entries("skitterer")
    assert skitterer["status Daze"][0] and skitterer["De&feat"][0]
    assert skitterer["Remove This &Chip"][0] and skitterer["&Heal…"][0]
    from rules import actions as act

    window.session.submit(act.DefeatUnit("skitterer", leave_on_tile=True))
    beaten = entries("skitterer")  # a defeated chip cannot be healed
    assert not beaten["&Heal…"][0] and beaten["&Heal…"][1]


def test_the_status_bar_speaks_of_the_hex_under_a_dragged_chip(window) -> None:  # type: ignore[no-untyped-def]
    state = window.session.state
    battle = state.battle
    acting = battle.unit(battle.turn)
    stamina = state.adventurer(acting.id).stamina
    layer = window.scene.map_layer
    free = [h for h in battle.map.hexes if not battle.map.is_occupied(h)]
    near = next(h for h in acting.at.neighbors() if h in free)
    far = max(free, key=acting.at.distance)
    assert acting.at.distance(far) > stamina
    start = layer.chips[acting.id].scenePos()
    pick_up(window.view, start, layer.hex_scene_pos(near))
    assert window.statusBar().currentMessage() == "A move of 1 hex"
    _move_held(window.view, layer.hex_scene_pos(far))  # the button still held
    because = f"moves at most {stamina} hexes in one move action (Stamina)"
    assert because in window.statusBar().currentMessage()  # not the near hex's words
    release(window.view, layer.hex_scene_pos(far))
    window.scene.settle()
    assert window.session.state.battle.unit(acting.id).at == acting.at


def _move_held(view, at) -> None:  # type: ignore[no-untyped-def]
    """Move the pointer to ``at`` (scene coordinates) with the left button held."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    mods = Qt.KeyboardModifier.NoModifier
    _send(view, QEvent.Type.MouseMove, view.mapFromScene(at), none, left, mods)
