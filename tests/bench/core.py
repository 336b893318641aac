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


def plain_closest_adj(
    adj: dict[tuple[int, int], list[tuple[int, int]]],
    origin: tuple[int, int],
    targets: set[tuple[int, int]],
) -> list[tuple[tuple[int, int], int]]:
    """The same BFS over a precomputed tuple adjacency (what our adjacency dict amounts to)."""
    seen = {origin}
    frontier = [origin]
    distance = 0
    while frontier:
        distance += 1
        found = []
        following = []
        for h in frontier:
            for n in adj[h]:
                if n not in seen:
                    seen.add(n)
                    (found if n in targets else following).append(n)
        if found:
            return [(n, distance) for n in sorted(found)]
        frontier = following
    return []


def plain_adjacency(cells: set[tuple[int, int]]) -> dict[tuple[int, int], list[tuple[int, int]]]:
    out = {}
    for q, r in cells:
        around = ((q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1), (q + 1, r - 1))
        out[(q, r)] = [n for n in around if n in cells]
    return out


def board_rows() -> list[Row]:
    from tests.bench.test_board_bench import brick_map

    big = brick_map(20, 50)
    pairs = {(h.q, h.r) for h in big.hexes}
    fresh = [brick_map(20, 50) for _ in range(4)]
    build, plain_build = interleaved(
        lambda: graph.distances(fresh.pop(), Hex(0, 0), 0),
        lambda: plain_adjacency(pairs),
        repeat=3,
    )
    origin, far = Hex(0, 0), [Hex(99, 99), Hex(98, 99), Hex(99, 98)]
    far_pairs = {(h.q, h.r) for h in far}
    graph.closest(big, origin, far)  # the adjacency is built once per map
    expected = [((h.q, h.r), d) for h, d in graph.closest(big, origin, far)]
    assert expected == plain_closest(pairs, (0, 0), far_pairs, set())
    ours, base = interleaved(
        lambda: graph.closest(big, origin, far),
        lambda: plain_closest(pairs, (0, 0), far_pairs, set()),
        repeat=15,
    )
    tuple_adj = plain_adjacency(pairs)
    over_adj = best_of(lambda: plain_closest_adj(tuple_adj, (0, 0), far_pairs), repeat=9)
    busy = big.with_occupied(h for h in big.hexes if (h.q * 7 + h.r * 3) % 11 == 0)
    stops = {(h.q, h.r) for h in busy.occupied}
    busy_ours, busy_base = interleaved(
        lambda: graph.closest(busy, origin, far),
        lambda: plain_closest(pairs, (0, 0), far_pairs, stops),
        repeat=15,
    )
    route_ours, route_base = interleaved(
        lambda: graph.shortest_route(big, origin, far[0]),
        lambda: plain_closest(pairs, (0, 0), {(99, 99)}, set()),
        repeat=9,
    )
    gallery = load_tile_library()["flooded-gallery"]
    found = graph.placements(big, gallery, Hex(0, 0))
    place_ours, place_base = interleaved(
        lambda: graph.placements(big, gallery, Hex(0, 0)),
        lambda: plain_closest(pairs, (0, 0), far_pairs, set()),
    )
    import networkx  # noqa: F401  (imported by map_graph only; not timed)

    nx_build = best_of(lambda: graph.map_graph(fresh_map()), repeat=3)
    bfs = "level-by-level BFS over (q, r) tuples written in the benchmark"
    return [
        Row(
            "board: adjacency of 10,000 hexes, built once per map",
            build * 1000,
            "ms",
            plain_build * 1000,
            max_value=150.0,
            note=f"plain dict of neighbour lists over tuples; networkx graph (map_graph, "
            f"used by no query): {nx_build * 1000:.0f} ms",
        ),
        Row(
            "closest, 10,000-hex map, far corner",
            ours * 1000,
            "ms",
            base * 1000,
            max_ratio=1.3,
            note=f"{bfs}; all tied targets, sorted (the same BFS over a "
            f"precomputed tuple adjacency: {over_adj * 1000:.2f} ms)",
        ),
        Row(
            "closest, 9 % of hexes occupied",
            busy_ours * 1000,
            "ms",
            busy_base * 1000,
            max_ratio=1.3,
            note="the same BFS, occupied tuples as stops",
        ),
        Row(
            "shortest_route across the 10,000-hex map",
            route_ours * 1000,
            "ms",
            route_base * 1000,
            max_ratio=1.3,
            note="the same BFS to the corner (the route walk-back is extra work on our side)",
        ),
        Row(
            f"placements, 12-hex tile ({len(found)} found), 10k map",
            place_ours * 1000,
            "ms",
            place_base * 1000,
            max_ratio=1.3,
            note="one plain BFS across the whole map",
        ),
    ]


def fresh_map() -> Any:
    from tests.bench.test_board_bench import brick_map

    return brick_map(20, 50)
