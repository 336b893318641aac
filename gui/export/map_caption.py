"""The battle map in a caption's words, for what a forum reader cannot see on the picture:
the tiles in the order they were laid and the door each was explored through, the doors
still to explore, the exploration deck and the skyshards found.

A door is named by its tile and its hex, as the map's coordinates ``(q, r)``.
"""

from __future__ import annotations

from board.battlemap import BattleMap, PlacedTile
from board.graph import explored_doors
from board.hexes import Hex
from gui.words.i18n import tr
from gui.words.names import counted
from rules import table
from rules.state import SKYSHARD, Battle, GameState


def _hex(h: Hex) -> str:
    return f"({h.q}, {h.r})"


def tile_label(tile: PlacedTile) -> str:
    return str(tile.shape.label or tile.shape.name)


def door_words(bmap: BattleMap, door: Hex) -> str:
    """'Guard barracks (1, -2)': a door by its tile and hex."""
    tile = bmap.tile_at(door)
    return f"{tile_label(tile)} {_hex(door)}" if tile is not None else _hex(door)


def _explored_from(bmap: BattleMap, tile: PlacedTile, before: list[PlacedTile]) -> Hex | None:
    """The door of an earlier tile this tile was laid against (the explored door)."""
    joined = explored_doors(bmap)
    earlier = {h for t in before for h in t.doors}
    for door in sorted(tile.doors & joined):
        for neighbour in door.neighbors():
            if neighbour in earlier and neighbour in joined:
                return neighbour
    return None


def tile_lines(battle: Battle) -> list[str]:
    """'Tiles: Entrance hall (entrance); Guard barracks, through Entrance hall (0, -1); …'"""
    bmap = battle.map
    parts: list[str] = []
    for index, tile in enumerate(bmap.tiles):
        text = tile_label(tile)
        if tile.is_entrance:
            text += " " + tr("(entrance)")
        door = _explored_from(bmap, tile, list(bmap.tiles[:index]))
        if door is not None:
            text += ", " + tr("through {door}").format(door=door_words(bmap, door))
        parts.append(text)
    return [tr("Tiles: {tiles}").format(tiles="; ".join(parts))] if parts else []


def door_line(state: GameState) -> str | None:
    battle = state.battle
    if battle is None or not battle.map.tiles:
        return None
    doors = sorted(table.unexplored_doors(state))
    listed = ", ".join(door_words(battle.map, d) for d in doors) or tr("none")
    return tr("Doors to explore: {doors}").format(doors=listed)


def deck_line(battle: Battle) -> str:
    """The deck's size and skyshards, and the skyshards found where the party needs some."""
    deck = counted().deck(len(battle.deck), battle.deck.count(SKYSHARD))
    if not battle.skyshards_needed:
        return deck
    found = tr("Skyshards found: {found} of {needed}").format(
        found=battle.skyshards_found, needed=battle.skyshards_needed
    )
    return f"{deck} · {found}"


def map_lines(state: GameState) -> list[str]:
    """The map's lines of a caption (none without a battle)."""
    battle = state.battle
    if battle is None:
        return []
    lines = tile_lines(battle)
    doors = door_line(state)
    if doors is not None:
        lines.append(doors)
    lines.append(deck_line(battle))
    return lines
