"""Placing dice in and out of a cooldown track, the parts every rule shares (rules §1.4, §2).

The full-track swap lives in `rules.cooldown` (it can cost true damage); here a die either
finds room, or is drained or returned.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.dice import DieKind
from rules.errors import IllegalAction
from rules.events import (
    DieDrained,
    DieExhausted,
    DieRecovered,
    DieReturnedToSupply,
    default_rule,
)
from rules.state import TRACK_SIZE
from rules.work import MutableAdventurer, Work

FULL = "rules §2.4 full track"


def dispose(w: Work, adv: MutableAdventurer, die_id: str, rule: str) -> None:
    """A die that cannot stay: a skill die is drained, any other die returns to the supply."""
    die = w.die(die_id)
    if die.kind is DieKind.SKILL:
        adv.drained.append(die_id)
        w.emit(DieDrained(adv.id, die_id, rule))
    else:
        w.put_in_supply(die_id)
        w.emit(DieReturnedToSupply(adv.id, die_id, rule))


def place_if_room(w: Work, adv: MutableAdventurer, die_id: str, rule: str = "") -> bool:
    """Put the die at the leftmost open position (rules §2.1); False when the track is full."""
    if len(adv.track) >= TRACK_SIZE:
        return False
    adv.track.append(die_id)
    w.emit(DieExhausted(adv.id, die_id, len(adv.track) - 1, rule or default_rule(DieExhausted)))
    return True


def held_dice(adv: MutableAdventurer) -> tuple[str, ...]:
    """The dice in the adventurer's active slots, in slot order."""
    return tuple(d for d in adv.active if d is not None)


def order_matters(adv: MutableAdventurer, dice: Sequence[str]) -> bool:
    """Whether the order of ``dice`` entering the track together changes the result: the
    track fills up part way through (rules §2.2 [decision]); else they go in slot order."""
    room = TRACK_SIZE - len(adv.track)
    return 0 < room < len(dice)


def place_or_dispose(w: Work, adv: MutableAdventurer, die_id: str, rule: str = "") -> None:
    """Into the track, or, when it is full, drained or returned with no swap: the way of a
    defeated adventurer, who gains no overfatigue (rules §5.3)."""
    if not place_if_room(w, adv, die_id, rule):
        dispose(w, adv, die_id, FULL)


def forced_index(track: Sequence[str], die_id: str, index: int | None) -> int:
    """Where a forced move puts ``die_id`` on ``track`` (0-based): at ``index``, but the
    track never has gaps (rules §2.3), so beyond the last other die (or with no index) it
    lands right after that die."""
    others = sum(1 for d in track if d != die_id)
    return others if index is None else min(index, others)


def remove_from_track(adv: MutableAdventurer, die_id: str) -> int:
    """Take a die out of the track; the dice to its right slide left (rules §2.3)."""
    index = adv.track.index(die_id)
    del adv.track[index]
    return index


def row_for(w: Work, adv: MutableAdventurer, die_id: str) -> int:
    """Index of the attribute row a skill die belongs to."""
    attribute = w.die(die_id).attribute
    index = adv.base.row_index(attribute or "")
    if index is None:
        raise IllegalAction("no_row_for_die", adventurer=adv.id, attribute=attribute)
    return index


def send_home(w: Work, adv: MutableAdventurer, die_id: str, rule: str, from_zone: str) -> None:
    """A die that left the track/active/drained: skill dice to their row, others to supply."""
    die = w.die(die_id)
    if die.kind is DieKind.SKILL:
        row = row_for(w, adv, die_id)
        adv.rows[row].append(die_id)
        w.emit(DieRecovered(adv.id, die_id, from_zone, rule))
    else:
        w.put_in_supply(die_id)
        w.emit(DieReturnedToSupply(adv.id, die_id, rule))
