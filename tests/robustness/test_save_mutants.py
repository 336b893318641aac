"""Property: a save mutated at random is either refused with one clear `DataFileError`, or
it loads into a state that saves again, loads again, and survives 30 random legal actions
(nothing but `IllegalAction` may come out of the rules)."""

from __future__ import annotations

import contextlib
import json
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

from board.errors import DataFileError
from rules import IllegalAction, apply, legal_actions
from rules.save import dump_game, load_game
from rules.setup import delve_state, demo_state
from rules.state import GameState
from tests.rules.helpers import random_play

MUTANTS = int(os.environ.get("ERABOARD_MUTANTS", "120"))
JARGON = ("traceback", "exception", "sys.", "errno", "keyerror", "typeerror", "attributeerror")


def _starts() -> list[tuple[GameState, tuple[Any, ...]]]:
    rng = random.Random(3)
    out = []
    for start in (demo_state(), delve_state()):
        played = list(random_play(start, rng, 40))
        out.append((start, ()))
        out.append((played[-1][1] if played else start, tuple(a for a, _ in played)))
    return out


def _strings(node: Any, into: set[str]) -> set[str]:
    if isinstance(node, str):
        into.add(node)
    elif isinstance(node, dict):
        for key, value in node.items():
            into.add(key)
            _strings(value, into)
    elif isinstance(node, list):
        for value in node:
            _strings(value, into)
    return into


def _nodes(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out.extend(_nodes(value, (*path, key)))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out.extend(_nodes(value, (*path, i)))
    return out


def _replacement(rng: random.Random, old: Any, words: list[str]) -> Any:
    choices: list[Any] = [None, True, 0, -1, 1, 7, 10**6, "", [], {}, rng.choice(words)]
    if isinstance(old, bool):
        choices += [not old]
    elif isinstance(old, int):
        choices += [old + 1, old - 1, -old, old * 50]
    elif isinstance(old, str):
        choices += [rng.choice(words), old + "x", old.upper()]
    elif isinstance(old, list) and old:
        choices += [old[1:], old + old[:1], old[::-1], [old[0]] * 2]
    elif isinstance(old, dict):
        choices += [{k: v for k, v in old.items() if k != rng.choice(sorted(old) or [""])}]
    return rng.choice(choices)


def _mutate(rng: random.Random, data: Any) -> Any:
    words = sorted(_strings(data, set()))
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        path = rng.choice(_nodes(data)[1:])
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = _replacement(rng, parent[path[-1]], words)
    return data


def _survives(state: GameState, rng: random.Random) -> None:
    for _ in range(30):
        options = legal_actions(state)
        if not options:
            return
        with contextlib.suppress(IllegalAction):
            state = apply(state, rng.choice(options)).state


def _mutants(seed: int) -> Iterator[tuple[str, random.Random]]:
    """A seed's mutated saves, as text, with the random source that made them."""
    rng = random.Random(seed)
    starts = _starts()
    for n in range(MUTANTS // 4):
        state, log = starts[n % len(starts)]
        yield json.dumps(_mutate(rng, json.loads(dump_game(state, log)))), rng


@pytest.mark.parametrize("seed", range(int(os.environ.get("ERABOARD_SEEDS", "4"))))
def test_mutated_saves_are_refused_clearly_or_keep_working(seed: int) -> None:
    for text, rng in _mutants(seed):
        try:
            loaded = load_game(text, "mutant.json")
        except DataFileError as error:
            message = str(error)
            assert message.startswith("mutant.json"), message
            assert not any(word in message.lower() for word in JARGON), message
            assert len(message) < 400, message
            continue
        again = load_game(dump_game(loaded.state, loaded.actions), "again.json")
        assert again.state == loaded.state
        _survives(loaded.state, rng)


def test_the_mutants_both_load_and_fail() -> None:
    """The mutator exercises both outcomes (about one mutant in seven loads), counted over
    the seeds above: a single seed's 30 mutants may all be refused."""
    outcomes = {"refused": 0, "kept": 0}
    for seed in range(4):
        for text, _rng in _mutants(seed):
            try:
                load_game(text, "mutant.json")
            except DataFileError:
                outcomes["refused"] += 1
            else:
                outcomes["kept"] += 1
    assert outcomes["refused"] and outcomes["kept"], outcomes
