"""Benchmarks of the rules core (run on demand: pytest tests/bench -m benchmarks -s).

Figures only, no timing asserts: apply throughput over a long random game (against a
plain-Python baseline that copies an equivalent structure per action), and save/load of a
game with a 10,000-action log.
"""

from __future__ import annotations

import copy
import random

from rules import GameState, apply, delve_state, demo_state, legal_actions
from rules.actions import Action
from rules.save import dump_game, load_game
from tests.bench.report import best_of, report

STEPS = 2_000


def random_game(
    steps: int = STEPS, seed: int = 7, start: GameState | None = None
) -> tuple[GameState, list[Action]]:
    rng = random.Random(seed)
    first = start if start is not None else demo_state()
    state = first
    log: list[Action] = []
    for _ in range(steps):
        action = rng.choice(legal_actions(state))
        state = apply(state, action).state
        log.append(action)
    return first, log


def plain_structure(state: GameState) -> dict[str, object]:
    return {
        "dice": {k: (d.kind.value, d.owner, d.face) for k, d in state.dice.items()},
        "adventurers": [
            {
                "hp": a.hp,
                "rows": [list(r.dice) for r in a.rows],
                "active": list(a.active),
                "track": list(a.track),
                "drained": list(a.drained),
            }
            for a in state.adventurers
        ],
        "supply": [list(state.supply.light), list(state.supply.over), list(state.supply.status)],
    }


def test_apply_throughput() -> None:
    start, log = random_game()

    def replay() -> None:
        state = start
        for action in log:
            state = apply(state, action).state

    plain = plain_structure(start)

    def baseline() -> None:
        for _ in log:
            copy.deepcopy(plain)

    elapsed = best_of(replay, 3)
    base = best_of(baseline, 3)
    report(f"apply x{len(log)} (random legal game)", elapsed, base, "GUI stays responsive")
    print(f"    {len(log) / elapsed:,.0f} actions/s")


def test_battle_apply_throughput() -> None:
    start, log = random_game(1_000, seed=11, start=delve_state())

    def replay() -> None:
        state = start
        for action in log:
            state = apply(state, action).state

    elapsed = best_of(replay, 3)
    report(f"apply x{len(log)} (random legal delve)", elapsed, goal="GUI stays responsive")
    print(f"    {len(log) / elapsed:,.0f} actions/s")


def test_legal_actions_speed() -> None:
    state = demo_state()
    report("legal_actions(demo)", best_of(lambda: legal_actions(state), 5), goal="< 16 ms")
    delve = delve_state()
    report("legal_actions(delve)", best_of(lambda: legal_actions(delve), 5), goal="< 16 ms")


def test_save_and_load_10000_actions() -> None:
    start, log = random_game(500)
    actions = (log * 20)[:10_000]
    text = dump_game(start, actions)
    report(
        "dump_game 10,000 actions", best_of(lambda: dump_game(start, actions), 3), goal="< 200 ms"
    )
    report("load_game 10,000 actions", best_of(lambda: load_game(text), 3), goal="< 200 ms")
    print(f"    save size {len(text) / 1024:,.0f} KiB")
