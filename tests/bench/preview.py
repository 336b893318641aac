"""Speed of the drop preview and of the closest query with its routes.

* preview per hover change: `DropPreview.show` on a real window (the rules' action for the
  drop, the rules' own `apply`, the ghosts on the scene), its cache cleared each time so every
  hover is a new place; baseline: `apply` alone for the same action. On the demo table and on
  a 10,000-hex battle map with 500 chips.
* closest with routes: `rules.closest.closest` for an enemy in one corner of the 10,000-hex
  map, its adventurers in the other, 500 chips in between; baseline: a plain BFS over (q, r)
  tuples written here (same map, same occupied hexes, same targets), which finds the closest
  targets and nothing more.
"""

from __future__ import annotations

import gc
import statistics
import time
from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import QApplication

import gui.resources_rc  # noqa: F401  (the window's icons)
from board.battlemap import BattleMap
from gui.tools.previews import DropPreview
from rules import closest as rc
from rules import gestures
from rules.engine import apply
from rules.places import Place, Zone
from rules.setup import demo_state
from rules.state import Battle, GameState, Phase, Unit, UnitKind
from tests.bench.core import plain_closest
from tests.bench.report import Row, interleaved
from tests.bench.tables import STRESS_CHIPS, make_window, stress_map

Pair = tuple[int, int]


def big_battle(bmap: BattleMap | None = None) -> GameState:
    """The demo mats on a 10,000-hex map: the three adventurers in one corner, an enemy in
    the other, and 500 chips in all."""
    bmap = bmap or stress_map()
    cells = sorted(bmap.hexes)
    state = demo_state()
    party = [a.id for a in state.adventurers]
    units = [Unit(adv, UnitKind.ADVENTURER, adv, at=cells[i * 3]) for i, adv in enumerate(party)]
    units.append(Unit("boss", UnitKind.ENEMY, "Boss", hp=9, max_hp=9, level=20, at=cells[-1]))
    step = len(cells) // STRESS_CHIPS
    # Chips never box a corner in: nothing next to the party or the boss.
    taken = {n for u in units if u.at is not None for n in u.at.spiral(1)}
    for i in range(STRESS_CHIPS - len(units)):
        h = cells[(i * step + (i * 7) % step) % len(cells)]  # as the stress table's chips
        if h in taken:
            continue
        taken.add(h)
        units.append(Unit(f"e{i}", UnitKind.ENEMY, f"Enemy {i}", hp=3, max_hp=3, level=1, at=h))
    occupied = frozenset(u.at for u in units if u.at is not None)
    battle = Battle(
        bmap.with_occupied(occupied),
        tuple(units),
        tuple(party),
        round=1,
        phase=Phase.ADVENTURERS,
        turn=party[0],
    )
    return replace(state, battle=battle)


def plain_bfs(
    cells: set[Pair], occupied: set[Pair], origin: Pair, targets: set[Pair]
) -> tuple[list[Pair], int]:
    """The obvious closest search over (q, r) tuples: level by level, all ties (the BFS the
    board benchmarks compare with), as the tied targets and their distance."""
    found = plain_closest(cells, origin, targets, occupied)
    return [n for n, _ in found], (found[0][1] if found else 0)


def _hover_rows(
    window: Any, label: str, max_ms: float, repeat: int, full: bool = False
) -> list[Row]:
    scene = window.scene
    if full:  # fill the second adventurer's track: each hover then previews the whole swap
        adv = window.session.state.adventurers[1]
        while len(window.session.state.adventurer(adv.id).track) < 13:
            die = window.session.state.adventurer(adv.id).rows[0].dice[0]
            window.session.submit(gestures.action_for_drop(
                window.session.state, die, Place(Zone.TRACK, adv.id)))  # fmt: skip
    state = window.session.state
    adv = state.adventurers[1]
    die = adv.rows[0].dice[0]
    places = [Place(Zone.TRACK, adv.id, 8), Place(Zone.ACTIVE, adv.id, 0)]
    preview = DropPreview(scene)
    actions = [gestures.action_for_drop(state, die, p) for p in places]
    turn = [0]

    def hover() -> None:
        i = turn[0] = (turn[0] + 1) % 2
        preview.forget()
        preview.show(die, places[i])

    def apply_alone() -> None:
        apply(state, actions[turn[0]])

    hover()
    assert preview.current is not None and preview.items, "the preview must show something"
    ours, base = interleaved(hover, apply_alone, repeat=repeat, warmup=2)
    preview.forget()
    QApplication.processEvents()
    return [
        Row(
            f"drop preview per hover change, {label}",
            ours * 1000,
            "ms",
            base * 1000,
            max_value=max_ms,
            note="baseline: apply() alone for the same drop",
        )
    ]


def _closest_rows(state: GameState, repeat: int) -> list[Row]:
    battle = state.battle
    assert battle is not None
    cells = {(h.q, h.r) for h in battle.map.hexes}
    occupied = {(h.q, h.r) for h in battle.map.occupied}
    boss = battle.unit("boss")
    assert boss.at is not None
    origin = (boss.at.q, boss.at.r)
    targets = {(u.at.q, u.at.r) for u in battle.units if u.kind is UnitKind.ADVENTURER and u.at}
    answer = rc.closest(state, "boss", rc.Goal.ADVENTURER)
    expected, steps = plain_bfs(cells, occupied, origin, targets)
    assert [(a.hex.q, a.hex.r) for a in answer.answers] == expected and answer.steps == steps
    ours, base = interleaved(
        lambda: rc.closest(state, "boss", rc.Goal.ADVENTURER),
        lambda: plain_bfs(cells, occupied, origin, targets),
        repeat=repeat,
    )
    firsts = []
    for _ in range(3):
        fresh = big_battle(stress_map())
        gc.collect()  # the fresh map's garbage is not the query's cost
        start = time.perf_counter()
        rc.closest(fresh, "boss", rc.Goal.ADVENTURER)
        firsts.append(time.perf_counter() - start)
    first = statistics.median(firsts)
    return [
        Row(
            f"closest with routes, 10,000 hexes, 500 chips ({steps} steps)",
            ours * 1000,
            "ms",
            base * 1000,
            max_ratio=1.3,
            note="plain BFS over (q, r) tuples, closest targets only",
        ),
        Row(
            "  first closest query on a new 10,000-hex map",
            first * 1000,
            "ms",
            ours * 1000,
            max_ratio=1.5,
            note="vs the same query once the map's (q, r) pairs exist",
        ),
    ]


def measure(repeat: int = 15) -> list[Row]:
    """Every figure of this module."""
    rows: list[Row] = []
    demo = make_window(demo_state())
    rows += _hover_rows(demo, "demo table", 5.0, repeat)
    rows += _hover_rows(demo, "demo table, full track (swap)", 5.0, repeat, full=True)
    demo.close()
    big = big_battle()
    window = make_window(big)
    rows += _hover_rows(window, "10,000 hexes, 500 chips", 10.0, repeat)
    window.close()
    rows += _closest_rows(big, repeat)
    return rows


if __name__ == "__main__":
    import sys

    from tests.bench import screen

    screen.use()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from tests.bench.report import table

    print(table(measure(repeat=7)))
