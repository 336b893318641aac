"""Saving and loading a game: state (and action log) <-> JSON (ARCHITECTURE.md §3).

The file is ``{"format": "eraboard-save", "version": 1, "state": …, "actions": […]}`` with
sorted keys, so the same game always gives the same text. Loading checks every value, then
the invariants (every die in exactly one place, no track over 13…), and raises
`SaveFileError` with the place and what was expected; it never returns a half-built state.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from rules.actions import Action
from rules.codec import decode, encode, register_tagged
from rules.errors import DataFileError, InvariantError
from rules.events import Event
from rules.invariants import check_invariants
from rules.jsonio import Reader
from rules.state import GameState

FORMAT = "eraboard-save"
VERSION = 1
MAX_ACTIONS = 1_000_000


class SaveFileError(DataFileError):
    """A save that cannot be loaded: ``place`` and ``expected`` (and ``file`` if known)."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A loaded save: the state and the action log stored with it."""

    state: GameState
    actions: tuple[Action, ...] = ()


def _register() -> None:
    register_tagged(Action)
    register_tagged(Event)


def dump_game(state: GameState, actions: Sequence[Action] = ()) -> str:
    """The save text: deterministic JSON with the format name and version."""
    _register()
    data = {
        "format": FORMAT,
        "version": VERSION,
        "state": encode(state),
        "actions": [encode(a) for a in actions],
    }
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def load_game(text: str | bytes, file: str | None = None) -> SavedGame:
    """Parse and check a save; raises SaveFileError (never a half-built state)."""
    _register()
    reader = Reader(SaveFileError, file)
    data = reader.parse(text)
    top = reader.obj(data, "the top level", ("format", "version", "state"))
    if top["format"] != FORMAT:
        raise reader.fail("format", repr(FORMAT))
    if top["version"] != VERSION:
        raise reader.fail("version", f"version {VERSION} (this save says {top['version']!r})")
    for key in top:
        if key not in ("format", "version", "state", "actions"):
            raise reader.fail(key, "no such entry in a save")
    state = decode(GameState, top["state"], "state", reader)
    try:
        check_invariants(state)
    except InvariantError as exc:
        raise reader.fail("state", f"a consistent table ({exc})") from None
    actions = decode(tuple[Action, ...], top.get("actions", []), "actions", reader)
    if len(actions) > MAX_ACTIONS:
        raise reader.fail("actions", f"at most {MAX_ACTIONS} actions")
    return SavedGame(state, actions)


def events_to_json(events: Sequence[Event]) -> list[object]:
    """Events as JSON values (for golden logs)."""
    _register()
    return [encode(e) for e in events]
