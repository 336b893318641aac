"""Write the golden save files of the current format: python -m tests.data.golden.make_saves

Each is a whole save (`rules.save.dump_game` with its start state), so the test can open it,
replay its actions from its start and compare with its state. Together they use every kind
of action. The files of earlier formats (``saves/format-<n>/``) were written the same way by
the eraboard of their time and are never written again; this writes
``saves/format-<current>/``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from board.hexes import Hex
from board.overland import load_overland
from board.tiles import load_tile_library
from rules import actions as act
from rules import apply, delve_state, demo_state, load_scenario
from rules.campaign import (
    ForceAddTile,
    ForceAddUnit,
    ForceEditAdventurer,
    ForceRemoveTile,
    ForceRemoveUnit,
    StartEncounter,
    adventurer_spec,
    new_campaign,
)
from rules.dice import Code, StatusSide, number_face, tenacity_face
from rules.foes import FoeStats, Priority
from rules.places import Place, Zone
from rules.save import VERSION, dump_game
from rules.specs import (
    AdventurerSpec,
    CampaignSpec,
    CompanionSpec,
    EncounterSpec,
    EnemySpec,
    SkillDie,
    SkillLine,
)
from rules.state import SKYSHARD, Difficulty, GameState, Objective, UnitKind
from tests.data.golden import make_golden

SAVES = Path(__file__).resolve().parent / "saves"
_ROLL_STATUS_FACE = 5  # the stormcall and shieldwall dice show a Status-code face here


def mats_and_lockpick() -> tuple[GameState, list[act.Action]]:
    """The demo table (mats only): dice, fatigue, status, overrides, two lock checks, the
    End of Day with the guild's assist, the inn."""
    return demo_state(), [
        act.RecoveryStep("hrolfa"),
        act.RollDice(("hrolfa-greatblade-1", "veyth-stormcall-1"), (3, 1)),
        act.ExhaustDice("hrolfa", ("hrolfa-greatblade-1",)),
        act.PlaceActive("veyth", "veyth-stormcall-2", 0),
        act.ClearActiveSlot("veyth", 0, resolved=True),
        act.ExhaustDice("zarri", ("zarri-nightsight-2",), tenacity_face=True),
        act.DrainDie("veyth", "veyth-emberweave-1"),
        act.RecoverDie("veyth", "light-2"),
        act.RecoverDrained("zarri"),
        act.GainFatigue("zarri", light=2, over=1),
        act.GainStatus("zarri", StatusSide.MAIM),
        act.RecoveryStep("zarri"),
        act.Engage("zarri"),
        act.Engage("zarri"),
        act.DealDamage("hrolfa", 3),
        act.Heal("hrolfa", 1),
        act.RemoveStatus("veyth", StatusSide.DAZE),
        act.ForceMoveDie("light-9", Place(Zone.TRACK, "hrolfa", 0)),
        act.ForceSetFace("zarri-shadowstep-1", 3),
        act.ForceSetCounter("supply", "light", 14),
        act.ForceSetCounter("veyth", "tenacity", 2),
        act.ForceSetCounter("zarri", "cooldown", 3),
        act.ForceSetCounter("zarri", "engages", 0),
        act.StartLockpick("zarri", (4, 1, 6), attempts=1),
        act.LockpickRoll((4, 2, 3)),
        act.LockpickKeep(0, 0),
        act.LockpickStop(),
        act.StartLockpick("hrolfa", (2, 5, 3), keys=(2,), attempts=2),
        act.LockpickRoll((3, 4, 1)),
        act.LockpickKeep(0, 2),
        act.LockpickTurn(1, 1),
        act.LockpickKeep(1, 1),
        act.LockpickRoll((2,)),
        act.LockpickKeep(2, 0),
        act.EndBattleCleanup(),
        act.EndOfDay(),
        act.UseGuildAssist(),
        act.AdventurersRest("hrolfa"),
        act.AdventurersRest("veyth", discard_item=True),
        act.AdventurersRest("zarri"),
        act.MovePartyToken(Hex(2, 2)),
        act.VisitInn(),
        act.InnRest(("veyth",)),
    ]


def battle_and_exploration() -> tuple[GameState, list[act.Action]]:
    """The delve: two rounds with exploring, tiles placed, moves, status dice on chips,
    defeats, overrides of units, the round counter lowered, then leaving the battle."""
    return delve_state(), [
        act.ExploreHex(Hex(1, -3), "ritual-circle"),  # the explore action: no move after it
        act.PlaceTile(index=0),
        act.DeployArrival(),  # the card's caches and its skyshard; no enemy drawn
        act.GainFatigue("hrolfa", over=1),
        act.RemoveDie("hrolfa", "over-12"),  # out for good: recovering would keep it
        act.RollDice(("veyth-stormcall-1",), (_ROLL_STATUS_FACE,)),
        act.PlaceStatusDie("veyth", "veyth-stormcall-1", "bonecaller"),
        act.ApplyStatus("skitterer", StatusSide.BLIND),
        act.DealDamage("skitterer", 2, source="veyth", leave_on_tile=True),
        act.RemoveDefeatedChip("skitterer"),
        act.EndTurn(),
        act.MoveUnit("zarri", Hex(-1, 0)),
        act.DealDamage("herald", 1, source="zarri"),
        act.EndTurn(),
        act.TakeTurn("oswin"),
        act.ForceMoveUnit("oswin", Hex(0, 1)),
        act.EndTurn(),
        act.EndTurn(),
        act.RemoveStatus("bonecaller", StatusSide.DAZE),
        act.DefeatUnit("bonecaller", by="hrolfa"),
        act.ForceReviveUnit("bonecaller", Hex(0, -3)),
        act.ForceSetCounter("battle", "skyshards_needed", 3),
        act.ForceSetCounter("warden", "hp", 12),
        act.DealDamage("veyth", 2, source="warden", true_damage=True),
        act.EndTurn(),
        act.EndTurn(),
        act.EndTurn(),
        act.EndTurn(),
        act.EndRound(),
        act.StartRound(),
        act.LowerRoundCounter(1),
        act.BeginTurns(),
        act.Heal("veyth", 1),
        act.DefeatUnit("zarri", by="warden"),
        act.ForceMoveUnit("brindle", Hex(-1, 0)),  # onto the hex where Zarri fell
        act.Heal("zarri", 2),  # revived: the party picks a hex
        act.PlaceRevived("zarri", Hex(-3, -3)),
        act.Engage("hrolfa", override=True),
        act.EndTurn(),
        act.EndTurn(),
        act.EndTurn(),
        act.TakeTurn("brindle"),
        *[act.EndTurn()] * 6,
        act.EndRound(retreat=True),
        act.LeaveBattle(),
    ]


def _line(name: str, attribute: str) -> SkillLine:
    faces = (*(number_face(n, Code.INSTANT) for n in (1, 2, 3, 1, 2)), tenacity_face())
    return SkillLine(name, attribute, (SkillDie("1", faces), SkillDie("2", faces)))


def campaign_and_free_setup() -> tuple[GameState, list[act.Action]]:
    """A party of the player's own: an encounter of their own, chips and tiles added and
    taken away by hand, a level-up between battles."""
    ysolde = AdventurerSpec(
        "", "Ysolde", "breton", 8, 10, 2, 1, ("might",), (_line("Ash", "might"),)
    )
    rask = AdventurerSpec(
        "", "Rask", "redguard", 9, 9, 2, 0, ("agility",), (_line("Cut", "agility"),)
    )
    heroes = (ysolde, rask)
    start = new_campaign(CampaignSpec(Difficulty.ADEPT, heroes, "Mine", Hex(1, 3)), load_overland())
    library = load_tile_library()
    barrow = EncounterSpec(
        "Barrow", Objective.DEFEAT_ALL, "entrance",
        {n: library[n] for n in ("entrance", "crypt-corridor", "sunken-shrine")},
        ("crypt-corridor", SKYSHARD, "sunken-shrine"), 0,
        (EnemySpec("Gnawer", 1, 2), EnemySpec("Tomb lord", 5, 5, 1)),
        (CompanionSpec("Hound", 3),),
    )  # fmt: skip
    level_up = replace(adventurer_spec(start, "ysolde"), hp=10, max_hp=11, tenacity=2)
    return start, [
        ForceEditAdventurer("ysolde", level_up),
        StartEncounter(barrow),
        ForceAddUnit(UnitKind.ENEMY, "Gnawer", 2, Hex(-1, 0), level=1),
        ForceAddUnit(UnitKind.COMPANION, "Wisp", 2, Hex(0, 1)),
        ForceRemoveUnit("wisp"),
        ForceAddTile(library["crypt-corridor"], Hex(6, -6), 1),
        ForceRemoveTile("crypt-corridor-1"),
        act.DealDamage("gnawer-2", 2, source="rask"),
        act.StartRound(),
        act.BeginTurns(),
    ]


def active_dice_in_order() -> tuple[GameState, list[act.Action]]:
    """The demo table (mats only): active dice a clean-up exhausts at once, in the order the
    player gives when the track fills up part way through (rules §2.2), and without."""
    veyth = ("veyth-emberweave-1", "veyth-stormcall-2", "veyth-stormcall-1")
    return demo_state(), [
        *(act.PlaceActive("veyth", die, slot) for slot, die in enumerate(reversed(veyth))),
        act.PlaceActive("zarri", "zarri-twinfang-1", 0),
        act.PlaceActive("zarri", "zarri-shadowstep-1", 1),
        act.EndBattleCleanup(),  # Veyth's track has room for one: the dice wait
        act.ExhaustActive("veyth", veyth),
        act.RecoverDrained("veyth"),
        act.PlaceActive("zarri", "zarri-nightsight-1", 0),
        act.PlaceActive("zarri", "zarri-nightsight-2", 2),
        act.ExhaustActive("zarri", ("zarri-nightsight-2", "zarri-nightsight-1")),
        act.RemoveDie("zarri", "zarri-nightsight-2"),
    ]


def track_set_at_once() -> tuple[GameState, list[act.Action]]:
    """The demo table: whole tracks set by one override each, as a typed track sets them (dice
    from the row and the supply, faces turned, the dice left out going home), then played;
    active slots and drained dice set at once, as Set Up the Mat sets them."""
    hrolfa = ("light-9", "hrolfa-greatblade-1", "status-1", "hrolfa-warsong-2")
    return demo_state(), [
        act.ForceSetTrack("hrolfa", hrolfa, (("status-1", 2), ("hrolfa-greatblade-1", 3))),
        act.RecoveryStep("hrolfa"),
        act.GainFatigue("veyth", light=1, over=1),
        act.ForceSetTrack("veyth", ("over-1", "light-2", "veyth-stormcall-3")),
        act.RecoveryStep("veyth"),
        act.ForceSetTrack("zarri"),
        act.ExhaustDice("zarri", ("zarri-twinfang-1",)),
        act.ForceSetTrack("zarri", ("light-10", "zarri-twinfang-1")),
        act.RecoveryStep("zarri"),
        act.ForceSetTrack("hrolfa", ("status-1",), (("status-1", 4),)),
        act.ForceSetSlots(
            "veyth",
            (None, "veyth-stormcall-1"),
            ("veyth-wardcraft-1",),
            (("veyth-stormcall-1", 2),),
        ),
        act.ForceSetSlots("veyth", (), ("veyth-stormcall-1",)),
    ]


def enemy_turns() -> tuple[GameState, list[act.Action]]:
    """The delve's companion and enemy phases: a companion's engage at the player's pick, the
    enemies' moves worked out by the rules (a fallback among them), engages with the party's
    pick among equals, chips' stats and protection from targeting edited."""
    return delve_state(), [
        act.EndTurn(),
        act.EndTurn(),
        act.TakeTurn("oswin"),
        act.ForceSetStats("oswin", FoeStats(range=2)),
        act.CompanionEngage("oswin", (1,), ("herald",)),
        act.EndTurn(),
        act.EndTurn(),
        act.ForceSetStats("herald", FoeStats(range=2, priority=Priority.WEAKEST, skills="Heralds")),
        act.EnemyEngage("herald", (2,), ("oswin",)),
        act.EndTurn(),
        act.EnemyMove("warden"),
        act.EnemyEngage("warden", (1, 2, 3)),
        act.EndTurn(),
        act.EnemyMove("cinder-knight"),
        act.EndTurn(),
        act.EnemyEngage("bonecaller", (1,)),
        act.EndTurn(),
        act.EnemyMove("skitterer"),
        act.EnemyEngage("skitterer", (3,)),
        act.EndTurn(),
        act.ForceSetProtected("oswin"),
        act.ForceSetProtected("skitterer"),
        act.ForceSetProtected("oswin", False),
    ]


def _golden(name: str) -> Callable[[], tuple[GameState, list[act.Action]]]:
    """A golden game of `make_golden` (its scenario and actions) as a whole save."""

    def game() -> tuple[GameState, list[act.Action]]:
        scenario, actions = make_golden.GAMES[name]
        return load_scenario(scenario), list(actions)

    return game


GAMES: dict[str, Callable[[], tuple[GameState, list[act.Action]]]] = {
    "mats-and-lockpick": mats_and_lockpick,
    "battle-and-exploration": battle_and_exploration,
    "campaign-and-free-setup": campaign_and_free_setup,
    "active-dice-in-order": active_dice_in_order,
    "enemy-turns": enemy_turns,
    "track-set-at-once": track_set_at_once,
    **{f"golden-{name}": _golden(name) for name in make_golden.GAMES},
}


def play(start: GameState, actions: list[act.Action]) -> GameState:
    state = start
    for action in actions:
        state = apply(state, action).state
    return state


def main() -> None:
    folder = SAVES / f"format-{VERSION}"
    folder.mkdir(parents=True, exist_ok=True)
    for name, game in GAMES.items():
        start, actions = game()
        text = dump_game(play(start, actions), actions, start)
        (folder / f"{name}.json").write_text(text + "\n", encoding="utf-8")
        print(f"{folder.name}/{name}.json: {len(actions)} actions")


if __name__ == "__main__":
    main()
