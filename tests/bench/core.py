"""Rules figures, each against plain Python doing the same work in the same run.

* ``apply``: replaying a 10,000-action random game (random legal actions from the demo
  table) against the least a frozen-dataclass engine must do per action (copy the acting
  adventurer's tuples and the state with ``dataclasses.replace``);
* save and load of the 10,000-action game (goal < 200 ms each), with ``json.dumps``/``loads``
  of the same data for information.

``plain_closest`` is the tuple BFS the preview benchmark compares its closest query with; the
map's own queries are measured in ``tests.bench.mapgraph``.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

from tests.bench.report import Row, best_of, interleaved

GAME_ACTIONS = 10_000


def random_game(steps: int = GAME_ACTIONS, seed: int = 11) -> tuple[Any, list[Any], Any]:
    """(start state, actions, final state) of a random game of legal actions."""
    from rules.engine import apply
    from rules.setup import demo_state
    from tests.sampling import random_legal_action

    rng = random.Random(seed)
    start = state = demo_state()
    log = []
    for _ in range(steps):
        action = random_legal_action(state, rng)
        state = apply(state, action).state
        log.append(action)
    return start, log, state


def plain_step(state: Any, action: Any) -> Any:
    """The least an immutable engine does per action: new tuples for one adventurer and a
    new state holding it."""
    adv_id = getattr(action, "adventurer", None)
    advs = state.adventurers
    adv = next((a for a in advs if a.id == adv_id), advs[0])
    new = dataclasses.replace(
        adv,
        rows=tuple(dataclasses.replace(r, dice=tuple(r.dice)) for r in adv.rows),
        active=tuple(adv.active),
        track=tuple(adv.track),
        drained=tuple(adv.drained),
    )
    return dataclasses.replace(state, adventurers=tuple(new if a.id == new.id else a for a in advs))


def rules_rows(game: tuple[Any, list[Any], Any]) -> list[Row]:
    from rules.engine import apply
    from rules.save import dump_game, load_game

    start, log, final = game

    def replay() -> Any:
        state = start
        for action in log:
            state = apply(state, action).state
        return state

    def plain() -> Any:
        state = start
        for action in log:
            state = plain_step(state, action)
        return state

    assert replay() == final
    ours, base = interleaved(replay, plain, repeat=3)
    n = len(log)
    rows = [
        Row(
            f"rules apply, {n:,}-action replay (per action)",
            ours / n * 1000,
            "ms",
            base / n * 1000,
            max_value=1.0,
            note="dataclasses.replace of the acting adventurer and the state, per action; "
            "goal: well inside the 5 ms drag budget",
        ),
        Row("  apply throughput", n / ours, "/s", n / base),
    ]
    text = dump_game(final, log)
    saved = best_of(lambda: dump_game(final, log), repeat=5)
    loaded = best_of(lambda: load_game(text), repeat=5)
    assert load_game(text).state == final
    data = json.loads(text)
    raw_dump = best_of(lambda: json.dumps(data, sort_keys=True), repeat=5)
    raw_load = best_of(lambda: json.loads(text), repeat=5)
    size = len(text.encode("utf-8")) / 1e6
    rows += [
        Row(
            f"save + load after {n:,} actions",
            (saved + loaded) * 1000,
            "ms",
            (raw_dump + raw_load) * 1000,
            max_value=200.0,
            note="baseline: json.dumps + json.loads of the same data",
        ),
        Row(
            f"save a {n:,}-action game ({size:.1f} MB)",
            saved * 1000,
            "ms",
            raw_dump * 1000,
            max_value=200.0,
            note="json.dumps of the same data",
        ),
        Row(
            f"load a {n:,}-action game (checked)",
            loaded * 1000,
            "ms",
            raw_load * 1000,
            max_value=200.0,
            note="json.loads of the same text",
        ),
    ]
    return rows


def plain_closest(
    cells: set[tuple[int, int]],
    origin: tuple[int, int],
    targets: set[tuple[int, int]],
    stops: set[tuple[int, int]],
) -> list[tuple[tuple[int, int], int]]:
    """What a plain program does for ``closest``: a level-by-level BFS over (q, r) tuples,
    neighbours by arithmetic, every target of the first level that holds one, sorted."""
    seen = set(stops) - targets
    seen.add(origin)
    frontier = [origin]
    distance = 0
    while frontier:
        distance += 1
        found = []
        following = []
        for q, r in frontier:
            for n in (
                (q + 1, r),
                (q, r + 1),
                (q - 1, r + 1),
                (q - 1, r),
                (q, r - 1),
                (q + 1, r - 1),
            ):
                if n in cells and n not in seen:
                    seen.add(n)
                    (found if n in targets else following).append(n)
        if found:
            return [(n, distance) for n in sorted(found)]
        frontier = following
    return []
