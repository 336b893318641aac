"""Building states for the player's own campaign: a party becomes a new game, an encounter
the next battle, and a mat becomes an `AdventurerSpec` again (rules §1, §2.6, §4, §7)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from board.battlemap import BattleMap, PlacedTile
from board.hexes import Hex
from board.overland import OverlandMap
from rules.dice import Die, DieKind
from rules.errors import IllegalAction
from rules.specs import (
    AdventurerSpec,
    CampaignSpec,
    EncounterSpec,
    EnemySpec,
    Problem,
    SkillDie,
    SkillLine,
    check_campaign,
    check_encounter,
    party_hexes,
)
from rules.state import (
    SKYSHARD,
    Adventurer,
    AttributeRow,
    Battle,
    GameState,
    Supply,
    Unit,
    UnitKind,
)

#: The longest slug: ids are made of a few (an adventurer's, a skill line's, a number), and
#: must stay as short as the names every reader accepts.
MAX_SLUG = 48


def slug(text: str) -> str:
    """A plain id from a name: small letters, digits and dashes, at most `MAX_SLUG` long
    (rules §1: ids name dice and chips, never shown)."""
    out = re.sub(r"[^a-z0-9]+", "-", text.strip().lower())[: MAX_SLUG + 1].strip("-")
    return out[:MAX_SLUG].strip("-") or "x"


def refuse(problems: list[Problem]) -> None:
    if problems:
        raise IllegalAction(problems[0].code, **problems[0].args)


def die_id(adventurer_id: str, line: str, index: int) -> str:
    """The stable id of a skill die: adventurer, line and number (1-based)."""
    return f"{adventurer_id}-{slug(line)}-{index + 1}"


def die_name(label: str) -> str:
    """The name a skill die keeps from its label in the editor (rules §1): the label as
    typed, or none for a plain number, which only counts the dice of its line (the label
    the editor gives back by position)."""
    label = label.strip()
    return "" if label.isdigit() else label


def skill_dice(spec: AdventurerSpec) -> list[Die]:
    """The skill dice of an adventurer, each showing its first face (rules §1)."""
    return [
        Die(
            die_id(spec.id, line.name, i),
            DieKind.SKILL,
            spec.id,
            line.name,
            line.attribute,
            die.faces,
            name=die_name(die.label),
        )
        for line in spec.skills
        for i, die in enumerate(line.dice)
    ]


def mat_of(spec: AdventurerSpec, dice: Iterable[Die]) -> Adventurer:
    rows = tuple(
        AttributeRow(row, tuple(d.id for d in dice if d.attribute == row)) for row in spec.rows
    )
    return Adventurer(
        spec.id,
        spec.name.strip(),
        spec.race.strip(),
        spec.hp,
        spec.max_hp,
        spec.tenacity,
        spec.cooldown,
        rows,
        defeated=spec.defeated,
        stamina=spec.stamina,
    )


def unique_ids(party: Iterable[AdventurerSpec]) -> tuple[AdventurerSpec, ...]:
    """The party with an id for each adventurer taken from its name, never twice."""
    out: list[AdventurerSpec] = []
    used: set[str] = set()
    for spec in party:
        base = slug(spec.name)
        new_id, n = base, 1
        while new_id in used:
            n += 1
            new_id = f"{base}-{n}"
        used.add(new_id)
        out.append(replace(spec, id=new_id))
    return tuple(out)


def new_campaign(spec: CampaignSpec, overland: OverlandMap | None = None) -> GameState:
    """A new game from New Game's answers: the party's mats, a full supply, the province with
    the party token where the player put it. Raises IllegalAction naming the first problem."""
    party = unique_ids(spec.party)
    refuse(check_campaign(replace(spec, party=party)))
    dice: dict[str, Die] = {}
    mats: list[Adventurer] = []
    for adventurer in party:
        own = skill_dice(adventurer)
        dice.update((d.id, d) for d in own)
        mats.append(mat_of(adventurer, own))
    piles: list[tuple[str, ...]] = []
    for prefix, kind, count in zip(
        ("light", "over", "status"),
        (DieKind.LIGHT_FATIGUE, DieKind.OVERFATIGUE, DieKind.STATUS),
        spec.supply,
        strict=True,
    ):
        ids = tuple(f"{prefix}-{n + 1}" for n in range(count))
        dice.update((i, Die(i, kind)) for i in ids)
        piles.append(ids)
    if overland is not None and spec.party_at is not None:
        if not overland.is_passable(spec.party_at):
            raise IllegalAction("party_token_impassable")
        overland = overland.with_party(spec.party_at)
    return GameState(
        dice,
        tuple(mats),
        Supply(*piles),
        spec.difficulty,
        overland=overland,
        scenario=spec.name.strip(),
    )


def party_from_state(state: GameState) -> tuple[AdventurerSpec, ...]:
    """The party as the editors see it: each mat's numbers, rows and skill lines (Save
    Party, Edit adventurer). Dice are grouped by skill line in the order of their ids."""
    return tuple(adventurer_spec(state, adv.id) for adv in state.adventurers)


def adventurer_spec(state: GameState, adventurer_id: str) -> AdventurerSpec:
    """One mat as an `AdventurerSpec` (see `party_from_state`)."""
    adv = state.adventurer(adventurer_id)
    own = sorted(
        (d for d in state.dice.values() if d.owner == adv.id and d.is_skill), key=lambda d: d.id
    )
    lines: dict[str, tuple[str, list[SkillDie]]] = {}
    for die in own:
        name = die.skill or "skill"
        _, dice = lines.setdefault(name, (die.attribute or "", []))
        dice.append(SkillDie(die.name or str(len(dice) + 1), die.faces))
    skills = tuple(SkillLine(n, a, tuple(d)) for n, (a, d) in lines.items())
    rows = tuple(row.attribute for row in adv.rows)
    return AdventurerSpec(
        adv.id, adv.name, adv.race, adv.hp, adv.max_hp, adv.cooldown, adv.tenacity, rows, skills,
        stamina=adv.stamina,
    )  # fmt: skip


# --- the next battle ----------------------------------------------------------------------


def unit_id(name: str, taken: set[str]) -> str:
    base = slug(name)
    new_id, n = base, 1
    while new_id in taken:
        n += 1
        new_id = f"{base}-{n}"
    taken.add(new_id)
    return new_id


def enemy_unit(enemy: EnemySpec, new_id: str) -> Unit:
    return Unit(
        new_id,
        UnitKind.ENEMY,
        enemy.name.strip(),
        hp=enemy.hp,
        max_hp=enemy.hp,
        bonus_hp=enemy.bonus_hp,
        level=None if enemy.quest else enemy.level,
        quest=enemy.quest,
        objective=enemy.objective,
        at=enemy.at,
        stats=enemy.stats,
    )


def deploying(state: GameState) -> list[Adventurer]:
    """The adventurers who take the first hexes of the entrance tile when a battle starts
    (rules §7); a defeated one waits off the map."""
    return [a for a in state.adventurers if not a.defeated]


def build_battle(state: GameState, spec: EncounterSpec) -> Battle:
    """The battle of an encounter (rules §4, §7): the entrance tile alone at the origin,
    the party on its first hexes in seat order, the chips where the player put them, the
    exploration deck and one stacked tile per card."""
    live = deploying(state)
    refuse(check_encounter(spec, len(live)))
    entrance = PlacedTile(spec.shapes[spec.entrance], Hex(0, 0), 0, f"{spec.entrance}-1")
    spots = iter(party_hexes(spec.shapes[spec.entrance], len(live)))
    taken = {a.id for a in state.adventurers}
    units = [
        Unit(
            a.id,
            UnitKind.ADVENTURER,
            a.name,
            at=None if a.defeated else next(spots),
            defeated=a.defeated,
        )
        for a in state.adventurers
    ]
    for companion in spec.companions:
        units.append(
            Unit(
                unit_id(companion.name, taken),
                UnitKind.COMPANION,
                companion.name.strip(),
                hp=companion.full_hp,  # every battle starts at full HP (rules §5.10)
                max_hp=companion.full_hp,
                at=companion.at,
                deployed=companion.at is not None,
                stats=companion.stats,
            )
        )
    units.extend(enemy_unit(e, unit_id(e.name, taken)) for e in spec.enemies)
    occupied = [u.at for u in units if u.at is not None]
    stock = Counter(card for card in spec.deck if card != SKYSHARD)
    return Battle(
        map=BattleMap((entrance,)).with_occupied(occupied),
        units=tuple(units),
        seat_order=tuple(a.id for a in state.adventurers),
        objective=spec.objective,
        shapes=dict(spec.shapes),
        stock={name: stock.get(name, 0) for name in spec.shapes},
        deck=spec.deck,
        skyshards_needed=spec.skyshards_needed,
        placed_count=1,
        cards=dict(spec.cards),
    )
