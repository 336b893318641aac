"""Saving and loading a game: state (and action log) <-> JSON.

The file is ``{"format": "eraboard-save", "version": 2, "state": …, "actions": […]}`` with
sorted keys, so the same game always gives the same text. Each action is an object whose
``"type"`` is the stable tag of its class (`rules.tags`). Files of every earlier version open
too (`rules.formats` says what each wrote differently): version 1 named actions by their
Python class names, which are read in any file, as a journal of actions carries no version.

Loading reads through the one checked JSON reader (`board.jsonio`), checks every value, then
the invariants (every die in exactly one place, no track over 13…) and the references (every
id and hex a state names exists), and raises `DataFileError` with the file, the place and
what was expected; it never returns a half-built state. Saving refuses what loading would
refuse, so a written save always opens again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from board.errors import NewerFormatError
from board.jsonio import MAX_FILE_BYTES, MAX_NAME, Reader, check_text, parse_json
from rules import actions, events
from rules.actions import Action
from rules.codec import decode, decoder_for, encode, register_tagged
from rules.errors import DataFileError, InvariantError
from rules.events import Event
from rules.formats import format_1_names
from rules.invariants import check_invariants
from rules.references import check_references
from rules.state import GameState

FORMAT = "eraboard-save"
#: The version saves are written with; `load_game` reads this one and every earlier one.
VERSION = 2
READABLE = range(1, VERSION + 1)
#: The longest action log a save holds. A long campaign (three sessions of a dozen battles
#: of a few hundred actions, with undo and overrides) stays far below 100,000 actions; this
#: leaves room for five times that, and a save this long loads in well under 300 MiB.
MAX_ACTIONS = 400_000
#: The largest save text (in UTF-8 bytes), the same cap every loader reads with.
MAX_SAVE_BYTES = MAX_FILE_BYTES
#: What a save is called in messages when it comes from no named file.
UNNAMED = "the save"


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A loaded save: the state, the action log stored with it and, if the save has it, the
    state the log starts from (so the whole history can be rebuilt)."""

    state: GameState
    actions: tuple[Action, ...] = ()
    start: GameState | None = None


register_tagged(Action, actions.TAGS, format_1_names(actions.TAGS))
register_tagged(Event, events.TAGS, format_1_names(events.TAGS))


def save_data(
    state: GameState, actions: Sequence[Action] = (), start: GameState | None = None
) -> dict[str, Any]:
    """The save as a JSON-ready dict (for callers that add entries of their own, such as
    the table's annotations, before `dump_save_text`); ``start`` is the state the actions
    start from, kept so that Open can rebuild the whole history."""
    _check_count(len(actions))
    data = {
        "format": FORMAT,
        "version": VERSION,
        "state": encode(state),
        "actions": [encode(a) for a in actions],
    }
    if start is not None:
        data["start"] = encode(start)
    _check_texts(data)
    # Read back as Open reads it (types, bounds, invariants, references): a table Open
    # would refuse is refused here, before anything is written.
    reader = Reader(UNNAMED)
    for place in ("state", "start"):
        if place in data:
            _checked_state(data[place], place, reader)
    return data


def _check_count(actions: int) -> None:
    if actions > MAX_ACTIONS:
        raise DataFileError(
            UNNAMED, "actions", f"at most {MAX_ACTIONS} actions", f"{actions} actions"
        )


def _check_texts(data: Any) -> None:
    """Refuse text the loader would refuse (too long, a control character, a lone
    surrogate), so that what Save writes, Open reads."""
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            stack.extend(node.keys())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, str) and (len(node) > MAX_NAME or not node.isprintable()):
            problem = check_text(node)
            if problem is not None:
                raise DataFileError(UNNAMED, "", problem, _brief(ascii(node), 40))


#: An ``actions`` entry for `dump_save_text` to fill with the texts of its ``log``. It holds
#: a control character, which checked text never has, so its JSON occurs nowhere else.
LOGGED: list[str] = ["\x00"]
_LOGGED_TEXT = json.dumps(LOGGED)


def _dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def action_text(action: Action) -> str:
    """One action as the JSON text a save's log holds, checked as a save is (so a journal
    of these opens again), for `dump_save_text`'s ``log``: a long log's actions are then
    each encoded once, not at every save."""
    value = action_to_json(action)
    _check_texts(value)
    return _dumps(value)


def dump_save_text(data: dict[str, Any], log: Sequence[str] | None = None) -> str:
    """Deterministic JSON of a save dict; `DataFileError` if it is over the size every loader
    reads, or holds text no loader accepts (a lone surrogate), so a save never writes what
    Open refuses. With ``log`` (the actions' `action_text`s), the one `LOGGED` entry of
    ``data`` is written as that log: the same text as with the actions themselves."""
    text = _dumps(data)
    if log is not None:
        _check_count(len(log))
        head, mark, tail = text.partition(_LOGGED_TEXT)
        assert mark, "the save has no LOGGED entry"
        text = "".join((head, "[", ",".join(log), "]", tail))
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError:
        raise DataFileError(UNNAMED, "", "text that can be written as UTF-8") from None
    if size > MAX_SAVE_BYTES:
        mb = MAX_SAVE_BYTES // (1024 * 1024)
        raise DataFileError(UNNAMED, "", f"a game of at most {mb} MB", f"{size // 1_048_576} MB")
    return text


def dump_game(
    state: GameState, actions: Sequence[Action] = (), start: GameState | None = None
) -> str:
    """The save text: deterministic JSON with the format name and version."""
    return dump_save_text(save_data(state, actions, start))


def load_game(text: str | bytes, file: str = UNNAMED, extra: Sequence[str] = ()) -> SavedGame:
    """Parse and check a save; raises `DataFileError` naming ``file`` (never a half-built
    state). ``extra`` names top-level entries a caller reads itself (use `load_save_data`)."""
    return load_save_data(text, file, extra)[0]


def load_save_data(
    text: str | bytes, file: str = UNNAMED, extra: Sequence[str] = ()
) -> tuple[SavedGame, dict[str, Any]]:
    """`load_game`, also returning the raw JSON values of the ``extra`` top-level entries."""
    reader = Reader(file)
    data = parse_json(text, file, {"actions": action_stream(reader)}, MAX_SAVE_BYTES)
    return saved_game_from(data, reader, extra)


def action_stream(reader: Reader) -> Callable[[Any, str], Action]:
    """The converter `board.jsonio.parse_json` streams a save's ``actions`` through: each
    action is checked and built as soon as it is parsed, and the count is capped."""
    action = decoder_for(Action)
    count = [0]

    def one_action(value: Any, place: str) -> Action:
        count[0] += 1
        if count[0] > MAX_ACTIONS:
            raise reader.fail(place.rsplit("[", 1)[0], f"at most {MAX_ACTIONS} actions")
        return action(value, place, reader)  # type: ignore[no-any-return]

    return one_action


def saved_game_from(
    data: Any, reader: Reader, extra: Sequence[str] = ()
) -> tuple[SavedGame, dict[str, Any]]:
    """Check a parsed save (its ``actions`` already streamed through `action_stream`, or
    still raw) and build it; the raw values of the ``extra`` top-level entries beside it."""
    file = reader.file
    top = reader.obj(data, "", ("format", "version", "state"))
    if top["format"] != FORMAT:
        raise reader.fail("format", repr(FORMAT))
    if top["version"] not in READABLE:
        if isinstance(top["version"], int) and top["version"] > VERSION:
            raise NewerFormatError(file, "version", top["version"], VERSION)
        raise reader.fail(
            "version", f"a version from 1 to {VERSION}", _brief(repr(top["version"]), 20)
        )
    for key in top:
        if key not in ("format", "version", "state", "actions", "start", *extra):
            raise reader.fail(key, "no such entry in a save")
    state = _checked_state(top["state"], "state", reader)
    start = None if top.get("start") is None else _checked_state(top["start"], "start", reader)
    raw_actions = top.get("actions", [])
    if isinstance(raw_actions, list) and all(isinstance(a, Action) for a in raw_actions):
        actions = tuple(raw_actions)
    else:
        actions = decode(tuple[Action, ...], raw_actions, "actions", reader)
    if len(actions) > MAX_ACTIONS:
        raise reader.fail("actions", f"at most {MAX_ACTIONS} actions")
    return SavedGame(state, actions, start), {key: top[key] for key in extra if key in top}


def _checked_state(value: Any, place: str, reader: Reader) -> GameState:
    state: GameState = decode(GameState, value, place, reader)
    try:
        check_invariants(state)
        check_references(state)
    except InvariantError as exc:
        raise reader.fail(place, f"a consistent table ({_brief(str(exc))})") from None
    return state


def _brief(text: str, size: int = 120) -> str:
    return text if len(text) <= size else text[: size - 3] + "..."


def action_to_json(action: Action) -> Any:
    """One action as the JSON value a save's log holds (for journals of actions)."""
    return encode(action)


def action_from_json(value: Any, place: str, reader: Reader) -> Action:
    """One action back from `action_to_json`'s value; DataFileError naming ``place``."""
    action: Action = decode(Action, value, place, reader)
    return action
