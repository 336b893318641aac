"""Helpers to build small custom start states and to step through actions with the
invariants checked after every action."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, settings

from rules import GameState, IllegalAction, Transition, apply, legal_actions
from rules.actions import Action, BeginTurns, DealDamage, EndTurn, StartRound
from rules.dice import DieKind
from rules.invariants import check_invariants
from rules.setup import scenario_from_data

SKILLS = ["greatblade"] * 3 + ["shieldwall"] * 2 + ["warsong"] * 3


def token_to_scenario(token: str) -> str:
    if token == "L":
        return "light"
    if token == "O":
        return "over"
    if token.startswith("S:"):
        return "status:" + token[2:]
    return token


def adventurer_data(
    adv_id: str = "ada",
    track: list[str] | None = None,
    cooldown: int = 2,
    hp: int = 10,
    max_hp: int = 10,
    active: list[str | None] | None = None,
    drained: list[str] | None = None,
    stamina: int | None = None,
) -> dict[str, Any]:
    dice = [
        {
            "id": f"{adv_id}{i + 1}" if adv_id != "ada" else f"s{i + 1}",
            "skill": skill,
            "attribute": "might" if i < 5 else "will",
        }
        for i, skill in enumerate(SKILLS)
    ]
    more = {} if stamina is None else {"stamina": stamina}
    return {
        **more,
        "id": adv_id,
        "name": adv_id.title(),
        "race": "nord",
        "hp": hp,
        "max_hp": max_hp,
        "cooldown": cooldown,
        "rows": ["might", "will"],
        "dice": dice,
        "track": [token_to_scenario(t) for t in (track or [])],
        "active": active or [],
        "drained": drained or [],
    }


def make_state(
    track: list[str] | None = None,
    light: int = 10,
    over: int = 10,
    status: int = 6,
    difficulty: str = "adept",
    extra: list[dict[str, Any]] | None = None,
    **adv: Any,
) -> GameState:
    """One adventurer "ada" with skill dice s1-s8 (s1-s5 might, s6-s8 will) and a track
    given as tokens: a skill id, "L" light, "O" over, "S:<side>" status."""
    data = {
        "format": "eraboard-scenario",
        "version": 1,
        "difficulty": difficulty,
        "supply": {"light": light, "over": over, "status": status},
        "adventurers": [adventurer_data(track=track, **adv), *(extra or [])],
    }
    state = scenario_from_data(data)
    check_invariants(state)
    return state


def tokens(state: GameState, adv_id: str = "ada") -> list[str]:
    """The track as tokens (skill ids, L, O, S:<side>)."""
    out = []
    for die_id in state.adventurer(adv_id).track:
        die = state.die(die_id)
        if die.kind is DieKind.SKILL:
            out.append(die_id)
        elif die.kind is DieKind.LIGHT_FATIGUE:
            out.append("L")
        elif die.kind is DieKind.OVERFATIGUE:
            out.append("O")
        else:
            out.append(f"S:{die.side}")
    return out


def step(state: GameState, *actions: Action) -> Transition:
    """Apply actions in turn, checking the invariants after each; the last transition, with
    the events of all of them."""
    events: list[Any] = []
    result = Transition(state, ())
    for action in actions:
        result = apply(result.state, action)
        check_invariants(result.state)
        events.extend(result.events)
    return Transition(result.state, tuple(events))


def defeat_the_party(state: GameState) -> GameState:
    """A battle's first round with "ada" and "bob" both defeated in their turns (a full party
    defeat, settled when the round ends)."""
    # each falls in their own turn, which ends it: then the enemy's turn
    party_down = (DealDamage("ada", 99), DealDamage("bob", 99), EndTurn())
    return step(state, StartRound(), BeginTurns(), *party_down).state


def random_play(
    state: GameState, rng: random.Random, tries: int | None = None
) -> Iterator[tuple[Action, GameState]]:
    """A random game from ``state``: each legal action picked (and the state after it), up to
    ``tries`` picks (a pick `apply` refuses is passed over), until nothing is legal."""
    picks = 0
    while tries is None or picks < tries:
        picks += 1
        options = legal_actions(state)
        if not options:
            return
        action = rng.choice(options)
        try:
            state = apply(state, action).state
        except IllegalAction:
            continue
        yield action, state


def machine_settings(examples: int, steps: int) -> settings:
    """How long a rules state machine runs: ``examples`` games of ``steps`` steps each, with
    no deadline per step (a step plays whole rules actions)."""
    return settings(
        max_examples=examples,
        stateful_step_count=steps,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )


def names(events: tuple[Any, ...]) -> list[str]:
    return [type(e).__name__ for e in events]


def make_battle(
    adventurers: list[dict[str, Any]] | None = None,
    enemies: list[dict[str, Any]] | None = None,
    companions: list[dict[str, Any]] | None = None,
    tiles: list[dict[str, Any]] | None = None,
    difficulty: str = "adept",
    light: int = 10,
    over: int = 10,
    status: int = 6,
    overland: bool = True,
    party: list[int] | None = None,
    **battle: Any,
) -> GameState:
    """A battle from a scenario dict: by default adventurers "ada" and "bob" on the entrance
    tile (entrance + guard barracks), waiting for the first StartRound."""
    data: dict[str, Any] = {
        "format": "eraboard-scenario",
        "version": 1,
        "difficulty": difficulty,
        "supply": {"light": light, "over": over, "status": status},
        "adventurers": adventurers or [adventurer_data("ada"), adventurer_data("bob")],
        "battle": {
            "tiles": tiles
            or [
                {"shape": "entrance", "offset": [0, 0], "rotation": 0},
                {"shape": "guard-barracks", "offset": [-1, -2], "rotation": 0},
            ],
            "enemies": enemies or [],
            "companions": companions or [],
            **battle,
        },
    }
    if overland:
        data["overland"] = True
    if party is not None:
        data["party"] = party
    state = scenario_from_data(data)
    check_invariants(state)
    return state


def enemy(unit_id: str, level: int | None, at: list[int], hp: int = 3, **more: Any) -> dict:  # type: ignore[type-arg]
    data = {"id": unit_id, "name": unit_id.title(), "max_hp": hp, "at": at, **more}
    if level is None:
        data["quest"] = True
    else:
        data["level"] = level
    return data
