"""Exploration in a delve (rules §7): explorable doors, drawing a card, placing a tile."""

from __future__ import annotations

from dataclasses import replace

from board import graph
from board.battlemap import PlacedTile
from board.hexes import Hex
from rules.actions import Action, ExploreHex, PlaceTile
from rules.cards import Arrival
from rules.errors import IllegalAction
from rules.events import (
    HexExplored,
    ManualChange,
    PlacementChoiceNeeded,
    SkyshardFound,
    TileDidNotFit,
    TilePlaced,
)
from rules.state import SKYSHARD, Adventurer, Battle, GameState, PendingExploration, UnitKind
from rules.units import check_turn, current_battle, live_battle, set_battle, under_way
from rules.work import Work

# The last answer of `explorable`, for the battle it was given: a battle is frozen, and
# the table asks again after every action, most of which leave the battle as it was.
_last_explorable: list[tuple[Battle, frozenset[Hex]]] = []


def explorable(battle: Battle) -> frozenset[Hex]:
    """Door hexes that may be explored now (rules §7.2): edge hexes, not explored, while the
    exploration deck still holds a skyshard card; for every tile, the entrance tile included
    (its two door hexes are one door: once either is explored, both are)."""
    if _last_explorable and _last_explorable[0][0] is battle:
        return _last_explorable[0][1]
    doors = _explorable(battle)
    _last_explorable[:] = [(battle, doors)]
    return doors


def _explorable(battle: Battle) -> frozenset[Hex]:
    if SKYSHARD not in battle.deck:
        return frozenset()
    bmap = battle.map
    edges = graph.edge_hexes(bmap)
    explored = graph.explored_doors(bmap) | battle.explored
    doors: set[Hex] = set()
    for tile in bmap.tiles:
        if tile.is_entrance and tile.doors & explored:
            continue
        doors.update(d for d in tile.doors if d in edges and d not in explored)
    return frozenset(doors)


def legal_placements(battle: Battle, at: Hex, shape_name: str) -> list[PlacedTile]:
    """Every legal placement of a tile of that shape against the explored hex (rules §7.4)."""
    uid = f"{shape_name}-{battle.placed_count + 1}"
    return graph.placements(battle.map, battle.shapes[shape_name], at, uid)


def offered_placements(state: GameState) -> list[PlacedTile]:
    """The placements the player chooses among for the drawn tile (`PlaceTile(index=i)` picks
    the i-th), or [] when no tile waits or the battle is over (rules §7.4)."""
    battle = under_way(state.battle)
    if battle is None or battle.pending is None:
        return []
    return legal_placements(battle, battle.pending.hex, battle.pending.shape)


def candidates(state: GameState) -> list[Action]:
    """Exploration actions for `legal_actions`: each explorable door with each card left in
    the deck, on an adventurer's turn, and the placements of a drawn tile."""
    battle = under_way(state.battle)
    if battle is None:
        return []
    if battle.pending is not None:
        return [PlaceTile(index=i) for i in range(len(offered_placements(state)))]
    cards = sorted(set(drawable(battle)))
    return [ExploreHex(door, card) for door in sorted(doors_to_explore(state)) for card in cards]


def drawable(battle: Battle) -> tuple[str, ...]:
    """The deck's cards an exploration may draw, each as often as the deck holds it (rules
    §7.3): skyshards, and tiles whose shape the battle knows."""
    return tuple(c for c in battle.deck if c == SKYSHARD or c in battle.shapes)


def doors_to_explore(state: GameState) -> frozenset[Hex]:
    """The door hexes an `ExploreHex` may be played on now: the explorable doors of the
    battle under way, on an adventurer's turn, while no drawn tile waits (rules §7), within
    what the adventurer may still explore this turn (rules §4.11)."""
    battle = under_way(state.battle)
    if battle is None or battle.pending is not None or not adventurers_turn(battle):
        return frozenset()
    explorer = battle.unit(battle.turn or "")
    adv = state.adventurer(explorer.id)
    return frozenset(
        d for d in explorable(battle) if door_refusal(battle, adv, explorer.at, d) is None
    )


def door_refusal(
    battle: Battle, adv: Adventurer, at: Hex | None, door: Hex
) -> IllegalAction | None:
    """Why ``adv``, standing on ``at``, may not explore the explorable ``door`` now, or None
    (rules §4.11). The door hex they stand on (moved into, or where the turn began) offers an
    exploration that is not the explore action, once a turn; any other door takes the explore
    action: once a turn, not in a turn with a move, in sight and within Stamina hexes."""
    if at is None:
        return IllegalAction("unit_off_map", unit=adv.id)
    if door == at:
        if door in adv.doors_explored:
            return IllegalAction("door_explored_this_turn", adventurer=adv.id)
        return None
    if adv.explored:
        return IllegalAction("explore_once_a_turn", adventurer=adv.id)
    if adv.moves:
        return IllegalAction("no_explore_after_move", adventurer=adv.id)
    if not graph.in_sight(battle.map, at, door):
        return IllegalAction("explore_in_sight", adventurer=adv.id)
    if at.distance(door) > adv.stamina:
        return IllegalAction("explore_within_stamina", adventurer=adv.id, stamina=adv.stamina)
    return None


def _skyshard(w: Work, battle: Battle, rule: str) -> Battle:
    battle = set_battle(w, replace(current_battle(w), skyshards_found=battle.skyshards_found + 1))
    w.emit(SkyshardFound(battle.skyshards_found, battle.skyshards_needed, rule))
    return battle


def adventurers_turn(battle: Battle) -> bool:
    """Exploring is an action of an adventurer's turn (rules §4.2, §4.6)."""
    turn = battle.turn
    return turn is not None and battle.unit(turn).kind is UnitKind.ADVENTURER


def _check_explorer(w: Work, battle: Battle, override: bool) -> None:
    if adventurers_turn(battle):
        return
    if not override:
        raise IllegalAction("explore_on_adventurer_turn")
    check_turn(w, battle.turn or "battle", override, "explore")


def _count_exploration(w: Work, battle: Battle, action: ExploreHex) -> None:
    """Within the adventurer's exploring for the turn (rules §4.11), which is then counted;
    ``override`` explores anyway, logged."""
    if not adventurers_turn(battle):
        return
    explorer = battle.unit(battle.turn or "")
    adv = w.adv(explorer.id)
    refused = door_refusal(battle, adv.freeze(), explorer.at, action.hex)
    if refused is not None:
        if not action.override:
            raise refused
        w.emit(ManualChange("explore", adv.id, "out of turn"))
    if action.hex == explorer.at:
        adv.doors_explored = (*adv.doors_explored, action.hex)
    else:
        adv.explored = True


def explore(w: Work, action: ExploreHex) -> None:
    """rules §7.2-§7.4: draw the card, then place the tile, or count a skyshard."""
    battle = live_battle(w)
    if battle.pending is not None:
        raise IllegalAction("tile_pending")
    _check_explorer(w, battle, action.override)
    if action.hex not in explorable(battle):
        if SKYSHARD not in battle.deck:
            raise IllegalAction("no_skyshard_left")
        raise IllegalAction("not_explorable")
    if action.card not in battle.deck:
        raise IllegalAction("no_such_card", card=action.card)
    _count_exploration(w, battle, action)
    deck = list(battle.deck)
    deck.remove(action.card)
    battle = set_battle(w, replace(current_battle(w), deck=tuple(deck)))
    w.emit(HexExplored(action.hex, action.card))
    # A skyshard places no tile, so the door stays unexplored (rules §7.2-§7.3): a delve
    # whose first card is a skyshard can still grow from the entrance.
    if action.card == SKYSHARD:
        _skyshard(w, battle, "rules §7.3 skyshard card")
        return
    if action.card not in battle.shapes:
        raise IllegalAction("no_such_shape", card=action.card)
    if battle.stock.get(action.card, 0) <= 0:
        _skyshard(w, battle, "rules §7.3 no tile of that shape left: a skyshard")
        return
    options = legal_placements(battle, action.hex, action.card)
    if not options:
        # the tile goes to the bottom of its stack: the stock is unchanged
        w.emit(TileDidNotFit(action.card))
        return
    if len(options) == 1:
        _place(w, battle, options[0], action.hex)
        return
    set_battle(w, replace(current_battle(w), pending=PendingExploration(action.hex, action.card)))
    w.emit(PlacementChoiceNeeded(action.hex, action.card, len(options)))


def _place(w: Work, battle: Battle, tile: PlacedTile, at: Hex) -> None:
    stock = dict(battle.stock)
    stock[tile.shape.name] -= 1
    battle = replace(
        battle,
        map=battle.map.with_tile(tile),
        stock=stock,
        pending=None,
        placed_count=battle.placed_count + 1,
        explored=battle.explored | {at},
        arrival=Arrival(at, tile.uid, tile.shape.name),
    )
    set_battle(w, battle)
    w.emit(TilePlaced(tile.shape.name, tile.uid, tile.offset, tile.rotation))


def place_tile(w: Work, action: PlaceTile) -> None:
    battle = live_battle(w)
    pending = battle.pending
    if pending is None:
        raise IllegalAction("no_tile_pending")
    options = legal_placements(battle, pending.hex, pending.shape)
    if action.tile is not None:
        chosen = next((t for t in options if t.hexes == action.tile.hexes), None)
        if chosen is None or chosen.doors != action.tile.doors:
            raise IllegalAction("bad_placement")
    elif action.index is not None and 0 <= action.index < len(options):
        chosen = options[action.index]
    else:
        raise IllegalAction("choose_placement", count=len(options))
    _place(w, battle, chosen, pending.hex)
