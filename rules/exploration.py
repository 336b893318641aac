"""Exploration in a delve (rules §7): explorable doors, drawing a card, placing a tile."""

from __future__ import annotations

from dataclasses import replace

from board import graph
from board.battlemap import PlacedTile
from board.hexes import Hex
from rules.actions import ExploreHex, PlaceTile
from rules.battle import live_battle, set_battle, update
from rules.errors import IllegalAction
from rules.events import (
    HexExplored,
    PlacementChoiceNeeded,
    SkyshardFound,
    TileDidNotFit,
    TilePlaced,
)
from rules.registry import handles
from rules.state import SKYSHARD, Battle, PendingExploration
from rules.work import Work


def explorable(battle: Battle) -> frozenset[Hex]:
    """Door hexes that may be explored now: edge hexes, unexplored, and skyshards left
    (rules §7) [decision: skyshards are left while fewer than the needed number are found].
    """
    if battle.skyshards_found >= battle.skyshards_needed:
        return frozenset()
    return graph.explorable_doors(battle.map) - battle.explored


def legal_placements(battle: Battle, at: Hex, shape_name: str) -> list[PlacedTile]:
    uid = f"{shape_name}-{battle.placed_count + 1}"
    return graph.placements(battle.map, battle.shapes[shape_name], at, uid)


def _skyshard(w: Work, battle: Battle, rule: str) -> Battle:
    battle = update(w, skyshards_found=battle.skyshards_found + 1)
    w.emit(SkyshardFound(battle.skyshards_found, battle.skyshards_needed, rule))
    return battle


@handles(ExploreHex)
def explore(w: Work, action: ExploreHex) -> None:
    battle = live_battle(w)
    if battle.pending is not None:
        raise IllegalAction("tile_pending")
    if action.hex not in explorable(battle):
        if battle.skyshards_found >= battle.skyshards_needed:
            raise IllegalAction("no_skyshard_left")
        raise IllegalAction("not_explorable")
    if action.card not in battle.deck:
        raise IllegalAction("no_such_card", card=action.card)
    deck = list(battle.deck)
    deck.remove(action.card)
    battle = update(w, deck=tuple(deck))
    w.emit(HexExplored(action.hex, action.card))
    if action.card == SKYSHARD:
        battle = update(w, explored=battle.explored | {action.hex})
        _skyshard(w, battle, "rules §7 skyshard card")
        return
    if action.card not in battle.shapes:
        raise IllegalAction("no_such_shape", card=action.card)
    if battle.stock.get(action.card, 0) <= 0:
        battle = update(w, explored=battle.explored | {action.hex})
        _skyshard(w, battle, "rules §7 no tile of that shape left: a skyshard")
        return
    options = legal_placements(battle, action.hex, action.card)
    if not options:
        # the tile goes to the bottom of its stack: the stock is unchanged
        w.emit(TileDidNotFit(action.card))
        return
    if len(options) == 1:
        _place(w, battle, options[0], action.hex)
        return
    update(w, pending=PendingExploration(action.hex, action.card))
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
    )
    set_battle(w, battle)
    w.emit(TilePlaced(tile.shape.name, tile.uid, tile.offset, tile.rotation))


@handles(PlaceTile)
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
