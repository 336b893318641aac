"""Write the golden games: python -m tests.data.golden.make_golden

Each file holds the scenario name, the action log, the events as plain lines and the
expected final state (a save). Regenerate only after a deliberate rules change, and review
the diff of the event lines.
"""

from __future__ import annotations

import json
from pathlib import Path

from board.hexes import Hex
from rules import apply, load_scenario
from rules.actions import (
    Action,
    AdventurersRest,
    ApplyStatus,
    BeginTurns,
    DealDamage,
    EndOfDay,
    EndRound,
    EndTurn,
    Engage,
    ExhaustDice,
    ExploreHex,
    GainFatigue,
    GainStatus,
    InnRest,
    LeaveBattle,
    LockpickKeep,
    LockpickRoll,
    LockpickTurn,
    MovePartyToken,
    MoveUnit,
    PlaceActive,
    PlaceTile,
    RecoveryStep,
    RollDice,
    StartLockpick,
    StartRound,
    TakeTurn,
    VisitInn,
)
from rules.dice import StatusSide
from rules.save import dump_game

HERE = Path(__file__).resolve().parent

GAMES: dict[str, tuple[str, list[Action]]] = {
    "delve-victory": (
        "delve",
        [
            ExhaustDice("veyth", ("veyth-stormcall-1",)),
            Engage("veyth"),
            DealDamage("skitterer", 2, source="veyth"),
            Engage("veyth"),
            ExploreHex(Hex(1, -3), "ritual-circle"),  # the explore action: once a turn
            PlaceTile(index=0),
            EndTurn(),
            MoveUnit("zarri", Hex(-1, 0)),
            DealDamage("herald", 3, source="zarri"),
            EndTurn(),
            TakeTurn("oswin"),
            EndTurn(),
            EndTurn(),
            DealDamage("veyth", 3, source="warden"),
            EndTurn(),
            ApplyStatus("cinder-knight", StatusSide.DAZE),
            EndTurn(),
            EndTurn(),
            EndRound(),
            StartRound(),
            BeginTurns(),
            DealDamage("warden", 14, source="hrolfa"),
            DealDamage("cinder-knight", 10, source="hrolfa"),
            EndTurn(),
            DealDamage("bonecaller", 9, source="veyth"),
            EndTurn(),
            EndTurn(),
            TakeTurn("brindle"),
            EndTurn(),
            EndTurn(),
            EndRound(),
            LeaveBattle(),
            MovePartyToken(Hex(2, 2)),
            VisitInn(),
        ],
    ),
    "delve-party-defeat": (
        "delve",
        [
            DealDamage("veyth", 99, source="warden"),
            DealDamage("zarri", 99, source="bonecaller"),  # each fallen turn ends there
            DealDamage("brindle", 5, source="skitterer"),
            TakeTurn("oswin"),
            DealDamage("hrolfa", 99, source="cinder-knight"),  # the last adventurer falls
            DealDamage("oswin", 99, source="warden"),
            EndTurn(),
            EndTurn(),
            EndTurn(),
            EndTurn(),
            EndTurn(),
            EndRound(),
            AdventurersRest("hrolfa", ("hrolfa-warsong-2",)),
            AdventurersRest("veyth"),
            AdventurersRest("zarri"),  # her turn began: the Recovery step emptied her track
        ],
    ),
    "mats-fatigue-lockpick": (
        "demo",
        [
            RecoveryStep("hrolfa"),
            RollDice(("veyth-stormcall-1", "veyth-emberweave-1"), (2, 5)),
            ExhaustDice("veyth", ("veyth-stormcall-1", "veyth-emberweave-1")),
            GainFatigue("veyth", light=1, over=1),
            GainStatus("veyth", StatusSide.DAZE),
            GainStatus("veyth", StatusSide.BANE),
            RecoveryStep("veyth"),
            PlaceActive("zarri", "zarri-shadowstep-1", 1),
            Engage("zarri"),
            Engage("zarri"),
            StartLockpick("zarri", (3, 6, 2), keys=(1,), attempts=2),
            LockpickRoll((5, 3, 1)),
            LockpickTurn(0, 1),
            LockpickKeep(0, 1),
            LockpickKeep(1, 0),
            LockpickRoll((2,)),
            LockpickKeep(2, 2),
            EndOfDay(),
            AdventurersRest("hrolfa"),
            AdventurersRest("veyth", ("over-9",)),
            AdventurersRest("zarri"),
            MovePartyToken(Hex(2, 2)),  # the inn is a town's
            InnRest(("veyth",)),
        ],
    ),
}


def play(scenario: str, actions: list[Action]) -> tuple[object, list[str]]:
    state = load_scenario(scenario)
    lines: list[str] = []
    for action in actions:
        transition = apply(state, action)
        state = transition.state
        lines.append(f"> {action}")
        lines.extend(f"  {event}" for event in transition.events)
    return state, lines


def main() -> None:
    for name, (scenario, actions) in GAMES.items():
        state, lines = play(scenario, actions)
        data = {
            "scenario": scenario,
            "save": json.loads(dump_game(state, actions)),  # type: ignore[arg-type]
            "log": lines,
        }
        text = json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        (HERE / f"{name}.json").write_text(text, encoding="utf-8")
        print(f"{name}: {len(actions)} actions, {len(lines)} log lines")


if __name__ == "__main__":
    main()
