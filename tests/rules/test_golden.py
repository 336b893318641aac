"""Golden games: an action log and its expected final state (tests/data/golden/*.json),
replayed through `apply` alone. Regenerate with `python -m tests.data.golden.make_golden`
after a deliberate rules change, and review the diff of the event lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules import apply, load_scenario
from rules.invariants import check_invariants
from rules.save import dump_game, load_game

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "golden"
FILES = sorted(GOLDEN.glob("*.json"))


def test_there_are_at_least_three_golden_games() -> None:
    assert len(FILES) >= 3


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_game_replays(path: Path) -> None:
    data = json.loads(path.read_text("utf-8"))
    saved = load_game(json.dumps(data["save"]))
    state = load_scenario(data["scenario"])
    lines: list[str] = []
    for action in saved.actions:
        transition = apply(state, action)
        state = transition.state
        check_invariants(state)
        lines.append(f"> {action}")
        lines.extend(f"  {event}" for event in transition.events)
    assert lines == data["log"]
    # every event names the rule it applied
    assert all(line.endswith("]") for line in lines if line.startswith("  "))
    assert state == saved.state
    assert json.loads(dump_game(state, saved.actions)) == data["save"]
