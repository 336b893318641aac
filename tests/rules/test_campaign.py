"""The player's own campaign: party -> game, encounter -> battle, level-ups, free setup."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from board.hexes import Hex
from board.overland import load_overland
from board.tiles import load_tile_library
from rules import actions as act
from rules.campaign import (
    ForceAddTile,
    ForceAddUnit,
    ForceEditAdventurer,
    ForceRemoveTile,
    ForceRemoveUnit,
    StartEncounter,
    adventurer_spec,
    carried_companions,
    new_campaign,
    party_from_state,
)
from rules.dice import Code, number_face, tenacity_face
from rules.engine import apply
from rules.errors import IllegalAction
from rules.invariants import check_invariants
from rules.save import dump_game, load_game
from rules.specs import (
    PARTY_FORMAT,
    SKILL_FORMAT,
    AdventurerSpec,
    CampaignSpec,
    CompanionSpec,
    EncounterSpec,
    EnemySpec,
    LibraryFileError,
    SkillDie,
    SkillLine,
    auto_deploy,
    check_adventurer,
    check_encounter,
    check_skill_line,
    dump_json,
    load_party,
    load_skill_lines,
    party_hexes,
)
from rules.state import SKYSHARD, Difficulty, GameState, Objective, Phase, UnitKind

EXAMPLES = Path(__file__).resolve().parents[2] / "assets" / "skills" / "examples.json"


def line(name: str = "Ashbrand", attribute: str = "might", dice: int = 2) -> SkillLine:
    faces = (*(number_face(n, Code.INSTANT) for n in (1, 2, 3, 1, 2)), tenacity_face())
    return SkillLine(name, attribute, tuple(SkillDie(str(i + 1), faces) for i in range(dice)))


def hero(name: str = "Ysolde", hp: int = 8) -> AdventurerSpec:
    return AdventurerSpec("", name, "breton", hp, 10, 2, 1, ("might",), (line(),))


def encounter(**changes: object) -> EncounterSpec:
    library = load_tile_library()
    spec = EncounterSpec(
        "Barrow", Objective.DEFEAT_ALL, "entrance",
        {n: library[n] for n in ("entrance", "crypt-corridor", "sunken-shrine")},
        ("crypt-corridor", SKYSHARD, "sunken-shrine"), 0,
        (EnemySpec("Gnawer", 1, 2), EnemySpec("Gnawer", 1, 2), EnemySpec("Tomb lord", 5, 5, 1)),
    )  # fmt: skip
    return replace(spec, **changes)  # type: ignore[arg-type]


def campaign() -> GameState:
    spec = CampaignSpec(Difficulty.ADEPT, (hero(), hero("Rask", 9)), "Mine", Hex(1, 3))
    return new_campaign(spec, load_overland())


def test_a_new_campaign_has_the_party_dice_and_the_overland_start() -> None:
    state = campaign()
    check_invariants(state)
    assert [a.id for a in state.adventurers] == ["ysolde", "rask"]
    assert state.adventurer("ysolde").rows[0].dice == ("ysolde-ashbrand-1", "ysolde-ashbrand-2")
    assert state.dice["rask-ashbrand-2"].faces[5].is_tenacity
    assert state.overland is not None and state.overland.party == Hex(1, 3)
    assert len(state.supply.light) == 12


def test_two_adventurers_with_one_name_are_refused() -> None:
    with pytest.raises(IllegalAction, match="Two adventurers are called A"):
        new_campaign(CampaignSpec(Difficulty.ADEPT, (hero("A"), hero("A"))))
    state = new_campaign(CampaignSpec(Difficulty.ADEPT, (hero("A b"), hero("A-b"))))
    assert [a.id for a in state.adventurers] == ["a-b", "a-b-2"]


@pytest.mark.parametrize(
    ("spec", "code"),
    [
        (replace(hero(), hp=11), "edit_hp"),
        (replace(hero(), rows=("spirit",)), "edit_line_row"),
        (replace(hero(), skills=()), "edit_no_lines"),
        (replace(hero(), race=" "), "edit_race"),
        (replace(hero(), cooldown=14), "edit_cooldown"),
    ],
)
def test_adventurer_checks(spec: AdventurerSpec, code: str) -> None:
    assert code in [p.code for p in check_adventurer(spec)]


def test_skill_line_checks_name_faces_and_dice() -> None:
    bad = line()
    faces = list(bad.dice[0].faces)
    faces[0] = replace(faces[0], code="")  # type: ignore[arg-type]
    faces[1] = replace(faces[1], code=Code.STATUS)
    faces[2] = tenacity_face()
    dice = (SkillDie("1", tuple(faces)), SkillDie("1", bad.dice[1].faces))
    codes = [p.code for p in check_skill_line(replace(bad, dice=dice), ["Ashbrand"])]
    assert {
        "edit_name_used",
        "edit_die_twice",
        "edit_face_code",
        "edit_face_status",
        "edit_tenacity_twice",
    } <= set(codes)


def test_start_encounter_places_the_party_and_the_chips() -> None:
    state = campaign()
    spec = auto_deploy(encounter(), 2)
    assert all(e.at is not None for e in spec.enemies)
    state = apply(state, StartEncounter(spec)).state
    check_invariants(state)
    battle = state.battle
    assert battle is not None and battle.phase is Phase.ROUND_START
    assert [u.id for u in battle.units] == ["ysolde", "rask", "gnawer", "gnawer-2", "tomb-lord"]
    assert battle.stock["crypt-corridor"] == 1 and battle.deck.count(SKYSHARD) == 1


def test_chips_on_the_party_hexes_are_refused() -> None:
    spec = encounter(enemies=(EnemySpec("Gnawer", 1, 2, at=Hex(0, 0)),))
    problems = check_encounter(spec, 7)
    assert "edit_hex_taken" in [p.code for p in problems]
    with pytest.raises(IllegalAction):
        apply(campaign(), StartEncounter(replace(spec, entrance="crypt-corridor")))


def _finish(state: GameState) -> GameState:
    """Defeat every enemy and play the round to its end."""
    assert state.battle is not None
    for unit in state.battle.units:
        if unit.kind is UnitKind.ENEMY:
            state = apply(state, act.DefeatUnit(unit.id, by="ysolde")).state
    while state.battle is not None and state.battle.phase is not Phase.ROUND_END:
        state = apply(state, act.EndTurn()).state
    return apply(state, act.EndRound()).state


def test_the_campaign_goes_on_with_the_same_mats() -> None:
    state = apply(campaign(), StartEncounter(auto_deploy(encounter(), 2))).state
    state = apply(state, act.StartRound()).state
    state = apply(state, act.BeginTurns()).state
    state = apply(state, act.DrainDie("ysolde", "ysolde-ashbrand-1")).state
    state = apply(state, act.GainFatigue("ysolde", light=1)).state
    state = _finish(state)
    assert state.battle is not None and state.battle.phase is Phase.OVER
    ysolde = state.adventurer("ysolde")
    assert ysolde.drained == () and len(ysolde.track) == 1  # drained back, fatigue kept
    with pytest.raises(IllegalAction):
        apply(state, act.StartRound())
    state = state.replace(day=4, session=2, guild_assist_used=True)
    state = apply(state, StartEncounter(auto_deploy(encounter(name="Second"), 2))).state
    check_invariants(state)
    assert (state.day, state.session, state.guild_assist_used) == (4, 2, True)
    assert state.battle is not None and state.battle.round == 0
    assert state.adventurer("ysolde").track == ysolde.track
    again = load_game(dump_game(state)).state
    assert again == state


def test_companions_that_stay_come_along_unhurt() -> None:
    spare = party_hexes(encounter().shapes["entrance"], 4)[2:]
    moth, pup = CompanionSpec("Moth", 5, spare[0], max_hp=6), CompanionSpec("Pup", 3, spare[1])
    spec = auto_deploy(encounter(companions=(moth, pup)), 2)
    state = apply(campaign(), StartEncounter(spec)).state
    assert state.battle is not None
    # each battle starts at full HP (rules §5.10)
    assert [(u.hp, u.max_hp) for u in state.battle.units if u.kind is UnitKind.COMPANION] == [
        (6, 6),
        (3, 3),
    ]
    state = apply(state, act.StartRound()).state
    state = apply(state, act.DealDamage("moth", 2)).state
    state = apply(state, act.BeginTurns()).state
    state = apply(state, act.DefeatUnit("pup", by=None)).state
    state = _finish(state)
    carried = carried_companions(state)
    assert carried == (CompanionSpec("Moth", 6, max_hp=6),)  # Pup has left the party
    state = apply(state, StartEncounter(auto_deploy(encounter(companions=carried), 2))).state
    assert state.battle is not None
    units = [u for u in state.battle.units if u.kind is UnitKind.COMPANION]
    assert [(u.name, u.hp, u.max_hp, u.defeated) for u in units] == [("Moth", 6, 6, False)]
    assert carried_companions(campaign()) == ()


def test_no_new_encounter_while_a_battle_is_on() -> None:
    state = apply(campaign(), StartEncounter(encounter())).state
    with pytest.raises(IllegalAction, match="Finish the battle"):
        apply(state, StartEncounter(encounter()))


def test_a_level_up_keeps_dice_where_they_are() -> None:
    state = campaign()
    state = apply(state, act.ExhaustDice("ysolde", ("ysolde-ashbrand-2",))).state
    spec = adventurer_spec(state, "ysolde")
    third = replace(spec.skills[0].dice[0], label="3")
    bigger = replace(spec.skills[0], dice=(*spec.skills[0].dice, third))
    spirit = line("Cinderhymn", "spirit", 1)
    spec = replace(spec, max_hp=12, rows=("might", "spirit"), skills=(bigger, spirit))
    state = apply(state, ForceEditAdventurer("ysolde", spec)).state
    check_invariants(state)
    ysolde = state.adventurer("ysolde")
    assert ysolde.max_hp == 12 and ysolde.track == ("ysolde-ashbrand-2",)
    assert ysolde.rows[0].dice == ("ysolde-ashbrand-1", "ysolde-ashbrand-3")
    assert ysolde.rows[1].dice == ("ysolde-cinderhymn-1",)
    smaller = replace(spec, skills=(line(dice=1),), rows=("might",))
    state = apply(state, ForceEditAdventurer("ysolde", smaller)).state
    check_invariants(state)
    assert state.adventurer("ysolde").track == ()
    assert party_from_state(state)[0].skills[0].name == "Ashbrand"


def test_no_level_up_in_the_middle_of_a_battle() -> None:
    state = apply(campaign(), StartEncounter(encounter())).state
    spec = adventurer_spec(state, "ysolde")
    with pytest.raises(IllegalAction, match="between battles"):
        apply(state, ForceEditAdventurer("ysolde", spec))


def test_free_setup_adds_and_removes_chips_and_tiles() -> None:
    state = apply(campaign(), StartEncounter(encounter(enemies=()))).state
    library = load_tile_library()
    free = Hex(-1, 1)
    state = apply(state, ForceAddUnit(UnitKind.ENEMY, "Rat", 2, free, level=1)).state
    state = apply(state, ForceAddUnit(UnitKind.COMPANION, "Moth", 3, Hex(1, 0))).state
    check_invariants(state)
    with pytest.raises(IllegalAction, match="occupied"):
        apply(state, ForceAddUnit(UnitKind.ENEMY, "Rat", 2, free, level=1))
    with pytest.raises(IllegalAction):
        apply(state, ForceAddUnit(UnitKind.ENEMY, "Rat", 2, Hex(0, 2), level=3))
    state = apply(state, ForceRemoveUnit("rat")).state
    tile = ForceAddTile(library["sunken-shrine"], Hex(5, -5), 2)
    state = apply(state, tile).state
    with pytest.raises(IllegalAction, match="overlap"):
        apply(state, tile)
    check_invariants(state)
    assert state.battle is not None and len(state.battle.map.tiles) == 2
    state = apply(state, ForceRemoveTile("sunken-shrine-1")).state
    with pytest.raises(IllegalAction, match="chips"):
        apply(state, ForceRemoveTile("entrance-1"))
    with pytest.raises(IllegalAction):
        apply(state, ForceRemoveUnit("ysolde"))
    check_invariants(state)
    assert load_game(dump_game(state)).state == state


def test_the_example_lines_load_and_a_bad_file_says_where() -> None:
    lines = load_skill_lines(EXAMPLES.read_bytes(), EXAMPLES.name)
    assert len(lines) >= 3
    text = dump_json(SKILL_FORMAT, "lines", [line(), line()])
    with pytest.raises(LibraryFileError) as caught:
        load_skill_lines(text, "mine.json")
    assert caught.value.file == "mine.json" and caught.value.place == "lines[1].name"
    with pytest.raises(LibraryFileError, match="lines"):
        load_skill_lines('{"format": "eraboard-skill-lines", "version": 1}', "x.json")


def test_party_files_round_trip() -> None:
    party = party_from_state(campaign())
    assert load_party(dump_json(PARTY_FORMAT, "adventurers", party)) == party


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"objective": Objective.SURVEY, "skyshards_needed": 2}, "edit_skyshards"),
        ({"deck": ("no-such-tile",)}, "edit_card"),
        ({"entrance": "crypt-corridor"}, "edit_entrance"),
        ({"enemies": (EnemySpec("Rat", 3, 2),)}, "edit_level"),
        ({"enemies": (EnemySpec("Rat", 1, 2, at=Hex(7, 7)),)}, "edit_off_map"),
        ({"companions": (CompanionSpec("Moth", 0),)}, "edit_unit_hp"),
        ({"companions": (CompanionSpec("Moth", 5, max_hp=4),)}, "edit_hp"),
        ({"companions": (CompanionSpec("Moth", 5, max_hp=100),)}, "edit_max_hp"),
        ({"companions": (CompanionSpec(" ", 5),)}, "edit_name"),
    ],
)
def test_encounter_checks(changes: dict[str, object], code: str) -> None:
    assert code in [p.code for p in check_encounter(encounter(**changes))]
