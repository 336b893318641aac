"""Saving and loading (rules/save.py): round trip, determinism and every bad input."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from rules import demo_state
from rules.actions import (
    ExhaustDice,
    ForceMoveDie,
    GainStatus,
    LockpickRoll,
    RollDice,
    StartLockpick,
)
from rules.dice import StatusSide
from rules.errors import DataFileError
from rules.places import Place, Zone
from rules.save import LOGGED, action_text, dump_game, dump_save_text, load_game, save_data
from tests.rules.helpers import step

ACTIONS = (
    RollDice(("hrolfa-greatblade-1",), (3,)),  # a Cooldown-code face
    ExhaustDice("hrolfa", ("hrolfa-greatblade-1",), tenacity_face=True),
    GainStatus("zarri", StatusSide.BANE),
    ForceMoveDie("zarri-shadowstep-1", Place(Zone.TRACK, "zarri", 0)),
    StartLockpick("zarri", (1, 2, 3), (0,), 2),
    LockpickRoll((1, 4, 4)),
)


def played():  # type: ignore[no-untyped-def]
    return step(demo_state(), *ACTIONS).state


def test_round_trip_with_actions() -> None:
    state = played()
    text = dump_game(state, ACTIONS)
    loaded = load_game(text)
    assert loaded.state == state
    assert loaded.actions == ACTIONS
    assert dump_game(loaded.state, loaded.actions) == text
    assert load_game(text.encode("utf-8")).state == state


def test_deterministic_and_versioned() -> None:
    text = dump_game(demo_state())
    assert text == dump_game(demo_state())
    data = json.loads(text)
    assert data["format"] == "eraboard-save" and data["version"] == 2
    assert list(data) == sorted(data)


def mutate(fn: Callable[[dict[str, Any]], Any]) -> str:
    data = json.loads(dump_game(played(), ACTIONS))
    fn(data)
    return json.dumps(data)


def _adv(data: dict[str, Any], i: int) -> dict[str, Any]:
    adv: dict[str, Any] = data["state"]["adventurers"][i]
    return adv


BAD: dict[str, tuple[Callable[[dict[str, Any]], Any], str]] = {
    "unknown version": (lambda d: d.update(version=0), "version"),
    "wrong format": (lambda d: d.update(format="chess"), "format"),
    "wrong type": (lambda d: _adv(d, 0).update(hp="ten"), "state.adventurers[0].hp"),
    "bool for int": (lambda d: _adv(d, 0).update(hp=True), "state.adventurers[0].hp"),
    "absurd number": (lambda d: _adv(d, 0).update(max_hp=10**12), "state.adventurers[0].max_hp"),
    "hp over max": (lambda d: _adv(d, 0).update(hp=50), "state"),
    "unknown die id": (lambda d: _adv(d, 0).update(track=["ghost"]), "state"),
    "die in two places": (
        lambda d: _adv(d, 1).update(drained=[_adv(d, 1)["track"][0]]),
        "state",
    ),
    "track over 13": (lambda d: _adv(d, 1).update(track=_adv(d, 1)["track"] * 2), "state"),
    "unknown action": (lambda d: d["actions"].append({"type": "Teleport"}), "actions[6].type"),
    "bad enum": (lambda d: d["actions"][1].update(side="sleepy"), "actions[1].side"),
    "extra key": (lambda d: d["state"].update(gold=3), "state.gold"),
    "missing key": (lambda d: _adv(d, 0).pop("id"), "state.adventurers[0]"),
    "not a list": (lambda d: _adv(d, 0).update(track="s1"), "state.adventurers[0].track"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_saves_say_where_and_what(case: str) -> None:
    fn, place = BAD[case]
    with pytest.raises(DataFileError) as info:
        load_game(mutate(fn))
    assert info.value.place == place
    assert info.value.expected


@pytest.mark.parametrize(
    "text",
    [b"\xff\xfe\x00", "{", "[]", "null", '{"format": "eraboard-save"}', "[" * 100_000],
    ids=["not utf-8", "invalid json", "list", "null", "missing keys", "too deep"],
)
def test_garbage(text: str | bytes) -> None:
    with pytest.raises(DataFileError):
        load_game(text)


def test_ten_thousand_actions_round_trip() -> None:
    actions = [GainStatus("zarri", StatusSide.FEAR)] * 10_000
    loaded = load_game(dump_game(demo_state(), actions))
    assert len(loaded.actions) == 10_000


def test_a_log_of_action_texts_writes_the_same_save() -> None:
    state = played()
    data = save_data(state, (), demo_state())
    data["actions"] = LOGGED
    text = dump_save_text(data, [action_text(a) for a in ACTIONS])
    assert text == dump_game(state, ACTIONS, demo_state())


def test_an_action_text_refuses_what_open_would_refuse() -> None:
    with pytest.raises(DataFileError):
        action_text(GainStatus("zarri\ud800", StatusSide.FEAR))
