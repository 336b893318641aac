"""Rules and board figures, each against plain Python doing the same work in the same run.

* ``apply``: replaying a 10,000-action random game (random legal actions from the demo
  table) against the least a frozen-dataclass engine must do per action (copy the acting
  adventurer's tuples and the state with ``dataclasses.replace``);
* ``closest`` and ``placements`` on the 10,000-hex map against a plain-Python BFS over the
  same ``Hex`` values (the BFS on bare tuples is shown for information);
* save and load of the 10,000-action game (goal < 200 ms each), with ``json.dumps``/``loads``
  of the same data for information.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

from board import graph
from board.hexes import Hex
from board.tiles import load_tile_library
from tests.bench.report import Row, best_of, interleaved

GAME_ACTIONS = 10_000


def random_game(steps: int = GAME_ACTIONS, seed: int = 11) -> tuple[Any, list[Any], Any]:
    """(start state, actions, final state) of a random game of legal actions."""
    from rules.engine import apply, legal_actions
    from rules.setup import demo_state

    rng = random.Random(seed)
    start = state = demo_state()
    log = []
    for _ in range(steps):
        action = rng.choice(legal_actions(state))
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


def board_rows() -> list[Row]:
    import networkx  # noqa: F401  (imported lazily by the app, off the first-paint path)

    from tests.bench.test_board_bench import brick_map, plain_bfs_hex, plain_bfs_pairs

    big = brick_map(20, 50)
    fresh = [brick_map(20, 50) for _ in range(3)]
    build = best_of(lambda: graph.map_graph(fresh.pop()), repeat=3)
    graph.map_graph(big)
    cells = big.hexes
    origin = Hex(0, 0)
    far = [Hex(99, 99), Hex(98, 99), Hex(99, 98)]
    assert [h for h, _ in graph.closest(big, origin, far)] == plain_bfs_hex(cells, origin, set(far))
    ours, base = interleaved(
        lambda: graph.closest(big, origin, far), lambda: plain_bfs_hex(cells, origin, set(far))
    )
    pairs = {(h.q, h.r) for h in cells}
    tuples = best_of(lambda: plain_bfs_pairs(pairs, (0, 0), {(99, 99), (98, 99), (99, 98)}))
    busy = big.with_occupied(h for h in cells if (h.q * 7 + h.r * 3) % 11 == 0)
    free = frozenset(cells - busy.occupied) | frozenset(far)
    busy_ours, busy_base = interleaved(
        lambda: graph.closest(busy, origin, far), lambda: plain_bfs_hex(free, origin, set(far))
    )
    gallery = load_tile_library()["flooded-gallery"]
    placements = [graph.placements(big, gallery, h) for h in (Hex(99, 50), Hex(0, 0))]
    place_ours, place_base = interleaved(
        lambda: graph.placements(big, gallery, Hex(0, 0)),
        lambda: plain_bfs_hex(cells, origin, set(far)),
    )
    return [
        Row("board: graph of 10,000 hexes, built once", build * 1000, max_value=150.0),
        Row(
            "closest, 10,000-hex map, far corner",
            ours * 1000,
            "ms",
            base * 1000,
            max_ratio=1.3,
            note=f"plain BFS over Hex values (over (q, r) tuples: {tuples * 1000:.1f} ms)",
        ),
        Row(
            "closest, 9 % of hexes occupied",
            busy_ours * 1000,
            "ms",
            busy_base * 1000,
            max_ratio=1.3,
            note="plain BFS over the free Hex values",
        ),
        Row(
            f"placements, 12-hex tile ({len(placements[1])} found), 10k map",
            place_ours * 1000,
            "ms",
            place_base * 1000,
            max_ratio=1.3,
            note="one plain BFS across the whole 10,000-hex map",
        ),
    ]
