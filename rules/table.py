"""What the table may offer now: the named questions the GUI asks the rules.

Every enabled button, glowing door, lit drop place, choosable chip, the turn order and "is
this a fatigue round" is answered here, by the rules code itself (`apply`, `legal_actions`,
the gesture mappings, the exploration rules), so the table never works out a rule of its own
and cannot disagree with what `apply` accepts.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator, Sequence

from board.battlemap import PlacedTile
from board.hexes import Hex
from rules import arrivals as _arrivals
from rules import battle as _battle
from rules import campaign as _campaign
from rules import enemy_actions as _enemy_actions
from rules import engine as _engine
from rules import exploration as _exploration
from rules import gestures as _gestures
from rules import overrides as _overrides
from rules import rest as _rest
from rules import units as _units
from rules.actions import (
    Action,
    ClearActiveSlot,
    CompanionEngage,
    DrainDie,
    ExhaustDice,
    MovePartyToken,
    RecoverDie,
    RecoverDrained,
    StartLockpick,
    TakeTurn,
)
from rules.cards import BagChip, EnemyBags
from rules.defeat import MAX_AMOUNT
from rules.dice import DieKind
from rules.engine import legal_actions
from rules.errors import IllegalAction
from rules.lockpick import MAX_ATTEMPTS, SIDES
from rules.movement import MOVES_PER_TURN
from rules.places import Place, Zone, locate
from rules.state import ACTIVE_SLOTS, TRACK_SIZE, GameState, Phase, Unit, UnitKind
from rules.track import forced_index

__all__ = [
    "ACTIVE_SLOTS",
    "MAX_AMOUNT",
    "MAX_ATTEMPTS",
    "MOVES_PER_TURN",
    "SIDES",
    "TRACK_SIZE",
    "ArrivalPlan",
    "action_for_drop",
    "action_for_unit_drop",
    "add_tile_refusal",
    "allowed",
    "allows",
    "arrival_draw",
    "arrival_plan",
    "arrival_refusal",
    "bags_left",
    "choosable_units",
    "counter_bounds",
    "damage_sources",
    "die_actions",
    "drop_targets",
    "explorable_doors",
    "exploration_cards",
    "fatigue_damage",
    "forced_index",
    "is_fatigue_round",
    "legal_actions",
    "legal_placements",
    "lock_pickers",
    "lockpicking_refusal",
    "new_battle_refusal",
    "party_token_destinations",
    "party_token_refusal",
    "refusal",
    "rest_allowance",
    "revive_hexes",
    "turn_damage_source",
    "turn_order",
    "unexplored_doors",
    "unit_targets",
]


def refusal(state: GameState, action: Action) -> IllegalAction | None:
    """Why `apply` refuses ``action`` now, or None when it accepts it (rules §1: an illegal
    action changes nothing, so trying it is the rules' own answer)."""
    return _engine.refusal(state, action)


def allows(state: GameState, action: Action) -> bool:
    """True when `apply` accepts ``action`` now."""
    return refusal(state, action) is None


def allowed(state: GameState, actions: Iterable[Action]) -> list[Action]:
    """The actions of ``actions`` that `apply` accepts now, in order (rules §1)."""
    return [a for a in actions if allows(state, a)]


def is_fatigue_round(state: GameState) -> bool:
    """A battle is on and its round counter is past round 5 (rules §4.1)."""
    return state.battle is not None and state.battle.is_fatigue_round


def fatigue_damage(state: GameState) -> dict[str, int]:
    """The HP each adventurer lost in this round's fatigue check (rules §4.1), until the next
    round starts; empty outside a fatigue round's turns, once the battle is over (the party
    rests or leaves) and without a battle."""
    battle = state.battle
    return {} if battle is None or battle.phase is Phase.OVER else dict(battle.fatigue_damage)


def turn_order(state: GameState) -> tuple[Unit, ...]:
    """The units that act in the battle's rounds, in the order they act: adventurers in seat
    order, then companions, then enemies, units without a level first and higher levels
    before lower ones, as the rules let them act (rules §4). Defeated units and enemies off
    the map take no turns and are left out (rules §5.5). Empty without a battle."""
    battle = state.battle
    if battle is None:
        return ()
    acting = [u for u in battle.units if _battle.takes_turns(u)]
    seats = {unit_id: i for i, unit_id in enumerate(battle.seat_order)}
    adventurers = sorted(
        (u for u in acting if u.kind is UnitKind.ADVENTURER),
        key=lambda u: seats.get(u.id, len(seats)),
    )
    companions = [u for u in acting if u.kind is UnitKind.COMPANION]
    enemies = sorted((u for u in acting if u.kind is UnitKind.ENEMY), key=_battle.enemy_priority)
    return (*adventurers, *companions, *enemies)


def party_token_destinations(state: GameState) -> tuple[Hex, ...]:
    """The towns the party token may be moved to now, in the order to offer them: the tied
    closest towns while the party must choose one after a full party defeat (rules §5.6),
    otherwise every town but the party's own outside battle (rules §5). Empty without an
    overland map or while the rules refuse the move (during a battle)."""
    return tuple(_token_destinations(state))


def _token_destinations(state: GameState) -> Iterator[Hex]:
    overland = state.overland
    if overland is None:
        return
    options = state.town_choice or tuple(sorted(overland.towns))
    yield from (h for h in options if allows(state, MovePartyToken(h)))


def explorable_doors(state: GameState) -> frozenset[Hex]:
    """The door hexes the party may explore now: those with an `ExploreHex` the rules accept
    (edge doors not yet explored, skyshards left, a card in the deck, no tile waiting to be
    placed, the battle not over; rules §7)."""
    return _exploration.doors_to_explore(state)


def damage_sources(state: GameState, target: str) -> tuple[str, ...]:
    """The units that may be credited with damage dealt to ``target`` (rules §5.4): the
    other side's units on the map, the unit whose turn it is first. Empty without a battle
    or for a unit not in it; damage from no one (a status die, an effect) is always allowed."""
    battle = state.battle
    if battle is None:
        return ()
    try:
        hit = battle.unit(target)
    except KeyError:
        return ()
    sources = [u.id for u in battle.units if u.on_map and _units.opposed(u, hit)]
    return tuple(sorted(sources, key=lambda unit_id: unit_id != battle.turn))


def turn_damage_source(state: GameState, target: str) -> str | None:
    """The unit whose turn it is, when damage it deals to ``target`` counts as its own
    (rules §5.4): who most likely dealt damage now. None otherwise."""
    sources = damage_sources(state, target)
    battle = state.battle
    if sources and battle is not None and sources[0] == battle.turn:
        return sources[0]
    return None


def unexplored_doors(state: GameState) -> frozenset[Hex]:
    """The door hexes of the map still to be explored, whoever's turn it is (rules §7.2):
    what a picture of the map says is left to explore."""
    return frozenset() if state.battle is None else _exploration.explorable(state.battle)


def exploration_cards(state: GameState) -> tuple[str, ...]:
    """The cards exploring may draw now, each as often as the deck holds it (a random draw
    picks among these); empty without a battle (rules §7.3)."""
    return () if state.battle is None else _exploration.drawable(state.battle)


def choosable_units(state: GameState) -> frozenset[str]:
    """The units the party may choose to act next (rules §4: companions in any order, equal
    enemies by the party's choice); empty while a unit is acting or no choice is open."""
    battle = state.battle
    if battle is None or battle.turn is not None:
        return frozenset()
    if battle.phase not in (Phase.COMPANIONS, Phase.ENEMIES):
        return frozenset()
    return frozenset(u for u in _battle.who_may_act(state) if allows(state, TakeTurn(u)))


def drop_targets(state: GameState, die_id: str) -> frozenset[Place]:
    """Every place a dragged die may be dropped on by the rules now (rules §2)."""
    return _gestures.drop_targets(state, die_id)


def unit_targets(state: GameState, unit_id: str) -> frozenset[Hex]:
    """The hexes a unit chip may be dragged to now (rules §6)."""
    return _gestures.unit_targets(state, unit_id)


def revive_hexes(state: GameState, adventurer_id: str) -> frozenset[Hex]:
    """The hexes a revived adventurer waiting for the party's choice may be put on: every
    unoccupied hex (rules §5.3, §5.8); empty for anyone else."""
    battle = state.battle
    if battle is None or adventurer_id not in battle.to_place:
        return frozenset()
    return frozenset(h for h in battle.map.hexes if not battle.map.is_occupied(h))


def rest_allowance(state: GameState, discard_item: bool) -> tuple[int, int]:
    """What one Adventurers Rest gives now: (HP healed, dice that may leave the track), by
    difficulty, with or without a discarded item (rules §5)."""
    return _rest.rest_allowance(state, discard_item)


def add_tile_refusal(state: GameState) -> IllegalAction | None:
    """Why a tile may not be laid on the map by hand now, or None (rules §7)."""
    return _campaign.add_tile_refusal(state.battle)


def new_battle_refusal(state: GameState) -> IllegalAction | None:
    """Why a new encounter may not start now, or None (rules §2.6)."""
    return _campaign.encounter_refusal(state.battle)


def counter_bounds(state: GameState, owner: str, counter: str) -> tuple[int, int]:
    """The lowest and highest value a manual change of ``owner``'s ``counter`` may set now
    (owner: an adventurer, a unit, "battle" or "supply")."""
    return _overrides.counter_bounds(state, owner, counter)


def lock_pickers(state: GameState) -> list[str]:
    """The adventurers who may start a lockpicking check now (rules §8: not a defeated one,
    and not while another check goes on)."""
    return [a.id for a in state.adventurers if allows(state, StartLockpick(a.id, (1, 1, 1)))]


def lockpicking_refusal(state: GameState) -> IllegalAction | None:
    """Why no lockpicking check may go on or start now (rules §8), or None when one may: a
    check under way, or an adventurer in `lock_pickers`."""
    if state.lockpick is not None:
        return None
    refusals = [refusal(state, StartLockpick(a.id, (1, 1, 1))) for a in state.adventurers]
    if None in refusals:
        return None
    return refusals[0] if refusals else IllegalAction("no_lockpick")


def party_token_refusal(state: GameState) -> IllegalAction | None:
    """Why the party token may not move now (rules §5, §9), or None when it may go to one of
    `party_token_destinations`."""
    if next(_token_destinations(state), None) is not None:
        return None
    overland = state.overland
    if overland is None:
        return IllegalAction("no_overland")
    others = sorted(h for h in overland.towns if h != overland.party)
    if not others:
        return IllegalAction("token_cannot_go")
    return refusal(state, MovePartyToken(others[0])) or IllegalAction("token_cannot_go")


ArrivalPlan = _arrivals.ArrivalPlan


def arrival_plan(
    state: GameState, enemies: Sequence[BagChip] = (), picks: Sequence[Hex] = ()
) -> ArrivalPlan | None:
    """Where the caches and ``enemies`` of the tile just placed go, and the tie the party
    settles next, if any (rules §7.4); None when no tile waits or the picks are refused."""
    try:
        return _arrivals.plan_arrival(state, enemies, picks)
    except IllegalAction:
        return None


def arrival_draw(
    state: GameState, bags: EnemyBags, choose: Callable[[Sequence[BagChip]], BagChip]
) -> tuple[BagChip, ...]:
    """The chips drawn from what is left of ``bags`` for the tile just placed, ``choose``
    taking each (the table's seeded dice; rules §7.4)."""
    return _arrivals.draw_for_arrival(state, bags, choose)


def arrival_refusal(state: GameState, enemies: Sequence[BagChip]) -> IllegalAction | None:
    """Why the chips named as drawn for the tile just placed break its card's limits, or
    None (rules §7.4)."""
    return _arrivals.draw_refusal(state, enemies)


def bags_left(state: GameState, bags: EnemyBags) -> EnemyBags:
    """What is left in ``bags`` once the chips of the battle are out (rules §7.4)."""
    battle = state.battle
    return bags if battle is None else _arrivals.bags_left(bags, battle)


def legal_placements(state: GameState) -> list[PlacedTile]:
    """The placements of the drawn tile the player may choose from (rules §7); empty when no
    tile is waiting."""
    return _exploration.offered_placements(state)


def _die_candidates(state: GameState, die_id: str) -> list[Action]:
    die = state.die(die_id)
    owner = die.owner
    if die.kind is not DieKind.SKILL or owner is None:
        # Back to the supply, exactly as dragging it there means (a recovery from a track,
        # or for overfatigue a removal); a recovered overfatigue die goes to the track's end.
        at = locate(state, die_id)
        found: list[Action] = []
        if at.zone is Zone.TRACK and at.owner is not None:
            found.append(RecoverDie(at.owner, die_id))
        with contextlib.suppress(IllegalAction):
            found.append(_gestures.action_for_drop(state, die_id, Place(Zone.SUPPLY)))
        return list(dict.fromkeys(found))
    place = locate(state, die_id)
    out: list[Action] = [
        ExhaustDice(owner, (die_id,)),
        ExhaustDice(owner, (die_id,), tenacity_face=True),
        DrainDie(owner, die_id),
        RecoverDie(owner, die_id),
        RecoverDrained(owner, (die_id,)),
    ]
    if place.zone is Zone.ACTIVE:
        slot = place.index or 0
        out += [ClearActiveSlot(owner, slot, resolved=True), ClearActiveSlot(owner, slot, False)]
    return out


def die_actions(state: GameState, die_id: str) -> list[Action]:
    """The rules actions about this one die that `apply` accepts now, for its menu (rules
    §2): exhaust (also on its tenacity face), drain, recover, clear its active slot; a
    fatigue or status die in a track recovers to the supply, as a drag there does. Empty
    for an unknown die."""
    if die_id not in state.dice:
        return []
    return allowed(state, _die_candidates(state, die_id))


def action_for_drop(state: GameState, die_id: str, place: Place, force: bool = False) -> Action:
    """The rules action a drop of the die on ``place`` means, or IllegalAction with the reason
    (rules §2); ``force`` gives the override to exactly that place."""
    return _gestures.action_for_drop(state, die_id, place, force=force)


def action_for_unit_drop(state: GameState, unit_id: str, to: Hex, force: bool = False) -> Action:
    """The rules action a drop of a unit chip on ``to`` means, or IllegalAction (rules §6)."""
    return _gestures.action_for_unit_drop(state, unit_id, to, force=force)


def enemy_turn_refusal(state: GameState) -> IllegalAction | None:
    """Why no enemy's turn can be played by the rules now, or None (rules §4.4)."""
    battle = _units.under_way(state.battle)
    if battle is None or battle.phase is not Phase.ENEMIES or battle.turn is None:
        return IllegalAction("no_enemy_turn")
    unit = battle.unit(battle.turn)
    if unit.kind is not UnitKind.ENEMY or not unit.on_map:
        return IllegalAction("no_enemy_turn")
    return None


def enemy_phase_refusal(state: GameState) -> IllegalAction | None:
    """Why the enemies' turns cannot be played now, or None: they are under way (rules
    §4.4)."""
    battle = _units.under_way(state.battle)
    if battle is None or battle.phase is not Phase.ENEMIES:
        return IllegalAction("no_enemy_phase")
    return None


def companion_engage(state: GameState) -> CompanionEngage | None:
    """The engage of the companion whose turn it is, at the first units it can target with
    the lowest roll (the player picks the targets and the roll), or None when it has none to
    take (rules §4.3). Whether the rules accept it, `allows` says."""
    battle = _units.under_way(state.battle)
    if battle is None or battle.phase is not Phase.COMPANIONS or battle.turn is None:
        return None
    offers = [a for a in _enemy_actions.candidates(state) if isinstance(a, CompanionEngage)]
    return offers[0] if offers else None


def steps_taken(state: GameState, unit_id: str) -> frozenset[str]:
    """The steps of its turn ("move", "engage") the unit has taken this round (rules §4.3,
    §4.4)."""
    battle = state.battle
    done = battle.turn_steps if battle is not None else ()
    return frozenset(step for unit, step in done if unit == unit_id)
