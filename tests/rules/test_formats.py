"""Save formats: every action and event class has a stable tag, saves name classes by it,
and the golden saves of every format (tests/data/golden/saves/format-<n>/, written by the
eraboard of their time; the current one by `python -m tests.data.golden.make_saves`) still
open, and give the state their actions make."""

from __future__ import annotations

import contextlib
import json
from dataclasses import replace
from pathlib import Path

import pytest

from board.errors import NewerFormatError
from board.jsonio import Reader
from rules import actions, events
from rules.engine import apply
from rules.errors import DataFileError, IllegalAction
from rules.formats import FORMAT_1_NAMES
from rules.invariants import check_invariants
from rules.save import (
    VERSION,
    SavedGame,
    action_from_json,
    action_to_json,
    dump_game,
    load_game,
    saved_game_from,
)
from rules.state import GameState
from rules.tags import TAG_PATTERN

SAVES = Path(__file__).resolve().parents[1] / "data" / "golden" / "saves"
FILES = sorted(SAVES.glob("format-*/*.json"))
CURRENT = sorted((SAVES / f"format-{VERSION}").glob("*.json"))


#: State fields added after the files of a format were written: such a file holds their
#: default, while replaying its actions today fills them in (the party's companions).
NEWER_FIELDS: dict[int, tuple[str, ...]] = {1: ("companions", "battles_left")}
#: Files of an earlier format whose actions today's rules refuse or play otherwise, and
#: why: they open and hold their state; their game is no longer the one the current
#: format's file plays.
CHANGED_TODAY: dict[tuple[int, str], str] = {
    (1, "golden-delve-party-defeat"): "rules §4.2: a turn ends when its unit falls",
    (1, "golden-mats-fatigue-lockpick"): "rules §9.3: the inn's full rest is a town's",
    (1, "battle-and-exploration"): "rules §4.11: the explore action is once a turn",
    (1, "golden-delve-victory"): "rules §4.11: the explore action is once a turn",
    (1, "campaign-and-free-setup"): "rules §4.9: the Recovery step waits for the player",
}


def _format(path: Path) -> int:
    return int(path.parent.name.removeprefix("format-"))


def _as_written(path: Path, state: GameState, saved: GameState) -> GameState:
    """``state`` with the fields newer than the file's format taken from ``saved``."""
    newer = NEWER_FIELDS.get(_format(path), ())
    return replace(state, **{name: getattr(saved, name) for name in newer})


def _names(path: Path) -> set[str]:
    return {a["type"] for a in json.loads(path.read_text("utf-8"))["actions"]}


# --- the tags ---------------------------------------------------------------------------


def test_every_class_has_its_own_tag_of_lower_case_words() -> None:
    kinds = [*actions.TAGS.values(), *events.TAGS.values()]
    tags = [kind.TAG for kind in kinds]
    assert len(kinds) > 100
    assert all(TAG_PATTERN.fullmatch(tag) for tag in tags)
    assert len(set(tags)) == len(tags)  # unique among actions and events together
    assert all(actions.TAGS[a.TAG] is a for a in actions.TAGS.values())


def test_a_tag_cannot_be_taken_twice_nor_left_out() -> None:
    with pytest.raises(TypeError, match="is ExhaustDice's"):

        class Again(actions.Action, tag="exhaust-dice"):
            pass

    with pytest.raises(TypeError, match="needs a tag"):

        class Untagged(actions.Action):
            pass

    assert actions.TAGS["exhaust-dice"] is actions.ExhaustDice


def test_an_action_is_written_with_its_tag() -> None:
    action = actions.ExhaustDice("hrolfa", ("hrolfa-greatblade-1",))
    assert action_to_json(action)["type"] == "exhaust-dice"
    assert action_from_json(action_to_json(action), "action", Reader("x")) == action


def test_format_1_names_name_classes_of_today() -> None:
    every_tag = {*actions.TAGS, *events.TAGS}
    assert set(FORMAT_1_NAMES.values()) <= every_tag
    assert not any(
        TAG_PATTERN.fullmatch(name) for name in FORMAT_1_NAMES
    )  # never mistaken for tags


def test_a_journal_line_of_format_1_still_reads() -> None:
    # an autosave's journal holds one action a line, with no version
    old = {"type": "GainFatigue", "adventurer": "veyth", "light": 1, "over": 0}
    assert action_from_json(old, "action", Reader("x")) == actions.GainFatigue("veyth", 1)


# --- the golden saves -------------------------------------------------------------------


def test_there_are_golden_saves_of_every_format() -> None:
    assert {_format(p) for p in FILES} == set(range(1, VERSION + 1))
    names = {p.name for p in CURRENT}
    for version in range(1, VERSION):
        assert {p.name for p in FILES if _format(p) == version} <= names


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_a_golden_save_opens_and_its_actions_make_its_state(path: Path) -> None:
    text = path.read_text("utf-8")
    saved = load_game(text, path.name)
    assert json.loads(text)["version"] == _format(path)
    assert saved.start is not None and len(saved.actions) >= 10
    state = saved.start
    if (_format(path), path.stem) in CHANGED_TODAY:
        with contextlib.suppress(IllegalAction):
            for action in saved.actions:
                state = apply(state, action).state
        assert _as_written(path, state, saved.state) != saved.state
        return
    for action in saved.actions:
        state = apply(state, action).state
        check_invariants(state)
    assert _as_written(path, state, saved.state) == saved.state
    # the same without streaming the actions (a save read from a parsed table file)
    again, _ = saved_game_from(json.loads(text), Reader(path.name))
    assert again == saved


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_a_golden_save_is_the_same_game_in_the_current_format(path: Path) -> None:
    saved = load_game(path.read_text("utf-8"), path.name)
    if (_format(path), path.stem) in CHANGED_TODAY:
        assert load_game(dump_game(saved.state, saved.actions, saved.start)) == saved
        return
    current = SAVES / f"format-{VERSION}" / path.name
    now = load_game(current.read_text("utf-8"), current.name)
    assert replace(now, state=_as_written(path, now.state, saved.state)) == saved
    # saved again, it is written in the current format, the very text of that file
    state = _as_written(path, saved.state, now.state)
    assert dump_game(state, saved.actions, saved.start) + "\n" == current.read_text("utf-8")


def test_the_golden_saves_use_every_kind_of_action() -> None:
    for version in range(1, VERSION + 1):
        used = set().union(*(_names(p) for p in FILES if _format(p) == version))
        if version == 1:
            expected = {old for old, tag in FORMAT_1_NAMES.items() if tag in actions.TAGS}
        else:
            expected = set(actions.TAGS)
        assert used == expected, version


# --- versions -----------------------------------------------------------------------------


def _with(version: object) -> str:
    data = json.loads(CURRENT[0].read_text("utf-8"))
    data["version"] = version
    return json.dumps(data)


def test_a_newer_version_is_named_as_such() -> None:
    with pytest.raises(NewerFormatError):
        load_game(_with(VERSION + 1))


@pytest.mark.parametrize("version", [0, -1, "2", 1.5, None])
def test_an_unknown_version_is_refused(version: object) -> None:
    with pytest.raises(DataFileError, match="version"):
        load_game(_with(version))


def test_every_readable_version_opens() -> None:
    for version in range(1, VERSION + 1):
        assert isinstance(load_game(_with(version)), SavedGame)
