"""The soak's and benchmarks' random legal action draws from exactly `legal_actions`' list,
each action as likely as the others."""

from __future__ import annotations

import random

import pytest

from rules.engine import apply, legal_actions
from rules.setup import load_scenario, scenario_names
from tests.rules.test_legal import trouble_state
from tests.sampling import families, first_legal, random_legal_action


@pytest.mark.parametrize("start", [*scenario_names(), "trouble"])
def test_the_first_legal_of_each_family_is_the_list_of_legal_actions(start: str) -> None:
    state = trouble_state() if start == "trouble" else load_scenario(start)
    rng = random.Random(7)
    for _ in range(40):
        legal = legal_actions(state)
        firsts = [first_legal(state, group) for group in families(state)]
        assert [a for a in firsts if a is not None] == legal
        if not legal:
            break
        drawn = random_legal_action(state, rng)
        assert drawn in legal
        state = apply(state, drawn).state


def test_every_legal_action_is_drawn_about_as_often() -> None:
    state = load_scenario("demo")
    legal = legal_actions(state)
    rng = random.Random(3)
    draws = 30 * len(legal)
    counts = {a: 0 for a in legal}
    for _ in range(draws):
        counts[random_legal_action(state, rng)] += 1
    assert min(counts.values()) > 8 and max(counts.values()) < 60
