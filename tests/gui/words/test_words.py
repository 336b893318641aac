"""Every line a player reads uses the names and numbers the player sees, in English and French:
1-based positions, display names, Qt plural forms, and one name per skill die everywhere."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QLabel

from gui.export import caption
from gui.words import i18n
from gui.words.actions import describe_action, describe_event
from gui.words.names import die_name, face_text
from gui.words.refusals import term
from rules import actions as act
from rules import engine
from rules import events as ev
from rules.places import Place, Zone
from rules.setup import delve_state
from rules.state import Phase
from tests.gui.conftest import drag


@pytest.fixture
def lang() -> Iterator[Any]:
    yield i18n.install
    i18n.install("en")


def lines(state: Any, action: Any) -> tuple[str, list[str]]:
    after = engine.apply(state, action)
    return describe_action(action, state), [describe_event(e, after.state) for e in after.events]


def test_lockpicking_lines_count_from_one_and_say_why_it_ended(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    state = delve_state()
    for language, started, rolled, gave_up in (
        (
            "en",
            "Zarri-do starts picking a lock: code 3 5 1; key digits: positions 1, 3; 2 attempts",
            "Lockpick attempt 1: dice 1, 2, 3 roll 3, 2, 6",
            "Zarri-do gives up: the lock stays shut",
        ),
        (
            "fr",
            "Zarri-do commence à crocheter une serrure : code 3 5 1 ; chiffres clés : "
            "positions 1, 3 ; 2 tentatives",
            "Crochetage, tentative 1 : les dés 1, 2, 3 donnent 3, 2, 6",
            "Zarri-do abandonne : la serrure reste fermée",
        ),
    ):
        lang(language)
        # The player typed "1 3" as key digits: the action holds 0-based indexes.
        _, log = lines(state, act.StartLockpick("zarri", (3, 5, 1), (0, 2), 2))
        assert log == [started]
        s1 = engine.apply(state, act.StartLockpick("zarri", (3, 5, 1), (0, 2), 2)).state
        assert lines(s1, act.LockpickRoll((3, 2, 6)))[1][0] == rolled
        s2 = engine.apply(s1, act.LockpickRoll((3, 2, 6))).state
        assert lines(s2, act.LockpickStop())[1][-1] == gave_up
        assert "gave_up" not in gave_up and "(0, 2)" not in started


def test_counts_take_the_plural_of_the_language(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    state = delve_state()
    one, three = ev.UnitMoved("zarri", None, None, 1), ev.UnitMoved("zarri", None, None, 3)  # type: ignore[arg-type]
    lang("en")
    assert describe_event(one, state) == "Zarri-do moves 1 hex"
    assert describe_event(three, state) == "Zarri-do moves 3 hexes"
    lang("fr")
    assert describe_event(one, state) == "Zarri-do se déplace de 1 case"
    assert describe_event(three, state) == "Zarri-do se déplace de 3 cases"


def test_the_enemy_phase_words_take_the_plural_of_the_language(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    from gui.dialogs.engage import EngageDialog
    from gui.words.enemy_words import targets_text
    from gui.words.names import Namer
    from rules.enemy_turn import TargetPlan
    from rules.foes import FoeStats

    state = delve_state()
    pool = ("hrolfa", "zarri")
    one = TargetPlan("herald", (), pool, 1, pool)
    pool3 = (*pool, "veyth")
    two = TargetPlan("herald", (), pool3, 2, pool3)

    def dialog_lines(dice: int) -> tuple[str, str]:
        dialog = EngageDialog("", "", [], 0, FoeStats(dice=dice), lambda: (), None)
        dialog.typed.setChecked(True)
        texts = [w.text() for w in dialog.findChildren(QLabel)]
        shown = next(t for t in texts if "Combat" in t)
        dialog.close()
        return shown, dialog.message.text()

    lang("en")
    assert targets_text(one, Namer(state)).startswith("Warden's herald targets 1 unit of ")
    assert dialog_lines(1) == (
        "1 Combat die, faces 0, 1, 1, 2, 2, 3",
        "Type the value its 1 die shows, among 0, 1, 1, 2, 2, 3.",
    )
    lang("fr")
    assert " cible 1 unité parmi " in targets_text(one, Namer(state))
    assert " cible 2 unités parmi " in targets_text(two, Namer(state))
    assert dialog_lines(1) == (
        "1 dé de Combat, faces 0, 1, 1, 2, 2, 3",
        "Saisissez la valeur de son dé, parmi 0, 1, 1, 2, 2, 3.",
    )
    assert dialog_lines(2)[0] == "2 dés de Combat, faces 0, 1, 1, 2, 2, 3"


def test_cards_dice_and_manual_changes_use_display_names(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    state = delve_state()
    lang("en")
    assert describe_event(ev.HexExplored(None, "flooded-gallery"), state) == (  # type: ignore[arg-type]
        "Exploring: the card drawn is Flooded gallery"
    )
    dice = tuple(state.adventurer("zarri").rows[0].dice[:2])
    roll = act.RollDice(dice, (0, 1))
    history, log = lines(state, roll)
    assert history == "Roll 2 dice"
    assert log == ["2 dice rolled: Shadowstep (1), Shadowstep (Step 2)"]
    for text in (history, *log):
        assert "zarri-" not in text and "(0, 1" not in text
    lang("fr")
    assert lines(state, roll)[1] == ["2 dés lancés : Ombrepas (1), Ombrepas (Pas 2)"]


def test_one_name_per_skill_die_on_the_mat_in_the_log_history_and_caption(window, lang) -> None:  # type: ignore[no-untyped-def]
    for language in ("en", "fr"):
        lang(language)
        state = window.session.state
        die_id = state.adventurer("veyth").rows[0].dice[1]
        name = die_name(state.dice[die_id])
        assert name == ("Stormcall (Spark 2)" if language == "en" else "Tempête (Éclair 2)")
        window.scene.retranslate()
        assert f"<b>{name}</b>" in window.scene.dice[die_id].toolTip()
        history, log = lines(state, act.ExhaustDice("veyth", (die_id,)))
        assert name in history and name in log[0]
        after = engine.apply(state, act.ExhaustDice("veyth", (die_id,))).state
        assert name in caption.caption_text(after, ["veyth"])
    assert face_text("1") == "1" and face_text("tenacity", True) == term("tenacity")


def test_shift_drop_beyond_the_last_die_says_where_the_die_went(window, lang) -> None:  # type: ignore[no-untyped-def]
    """The track never has gaps (rules §2): a forced drop on empty position 9 of a track of 3
    lands in position 4, and History and the log say position 4, not 9."""
    state = window.session.state
    die = state.adventurer("zarri").rows[1].dice[0]
    mat = window.scene.mats["zarri"]
    target = mat.mapToScene(mat.zones[Place(Zone.TRACK, "zarri", 8)].rect.center())
    start: QPointF = window.scene.dice[die].scenePos()
    drag(window.view, start, target, Qt.KeyboardModifier.ShiftModifier)
    track = window.session.state.adventurer("zarri").track
    position = track.index(die) + 1
    assert position == len(state.adventurer("zarri").track) + 1
    history = window.session.undo_stack.text(window.session.undo_stack.index() - 1)
    assert history == f"Manual: move Nightsight (1) to Zarri-do's track, position {position}"
    assert window.log.item(window.log.count() - 1).text() == (
        f"Manual change: Nightsight (1) is now on Zarri-do's track, position {position}"
    )
    # Dropped on an occupied position, the die goes exactly there.
    other = window.session.state.adventurer("zarri").rows[0].dice[0]
    first = mat.mapToScene(mat.zones[Place(Zone.TRACK, "zarri", 0)].rect.center())
    drag(window.view, window.scene.dice[other].scenePos(), first, Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.adventurer("zarri").track[0] == other


def test_counters_are_named_as_the_table_shows_them(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    state = delve_state()
    for language, history, log in (
        ("en", "Manual: set HP of Zarri-do to 5", "Manual change: HP of Zarri-do set to 5"),
        (
            "fr",
            "Manuel : régler PV de Zarri-do à 5",
            "Modification manuelle : PV de Zarri-do réglé à 5",
        ),
    ):
        lang(language)
        assert lines(state, act.ForceSetCounter("zarri", "hp", 5)) == (history, [log])


def test_the_round_a_line_names_is_the_one_the_counter_shows(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    lang("en")
    state = delve_state()
    assert state.battle is not None
    for before, started in ((0, 1), (2, 3), (5, 6), (6, 6)):
        at = replace(state, battle=replace(state.battle, round=before, phase=Phase.ROUND_START))
        history, _ = lines(at, act.StartRound())
        assert history == f"Start round {started}"
        after = engine.apply(at, act.StartRound()).state
        assert after.battle is not None and after.battle.counter == started
        assert caption.round_number(after) == started
    fresh = replace(state, battle=replace(state.battle, round=0, phase=Phase.ROUND_START))
    assert caption.round_number(fresh) == 1  # set up on 1; round 1 does not raise it


def test_every_line_said_by_its_fields_names_fields_its_class_has() -> None:
    import dataclasses
    import string

    from gui.words.actions import ACTION_LINES
    from gui.words.events import EVENT_LINES
    from gui.words.names import ACTORS

    assert ACTION_LINES and EVENT_LINES
    for cls, template in (*ACTION_LINES.items(), *EVENT_LINES.items()):
        fields = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        for _, name, _, _ in string.Formatter().parse(template):
            if name == "who":
                assert fields & set(ACTORS), (cls.__name__, template)
            elif name is not None:
                assert name in fields, (cls.__name__, template, name)


def test_a_line_said_by_its_fields_names_them_as_the_player_reads_them(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    state = delve_state()
    hrolfa = state.adventurer("hrolfa")
    die = hrolfa.rows[0].dice[0]
    line = describe_event(ev.DieExhausted("hrolfa", die, 2), state)
    assert line == f"{hrolfa.name}: {die_name(state.dice[die])} goes to track position 3"
