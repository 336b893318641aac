"""A mutable working copy of a state, used inside one `apply` call and then frozen.

Rule functions read and change a `Work`; `apply` either freezes it into the next state or
drops it when an `IllegalAction` is raised, so an illegal action changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, TypeVar

from rules.dice import Die, DieKind
from rules.errors import IllegalAction
from rules.events import Event
from rules.state import Adventurer, AttributeRow, GameState, Supply

_T = TypeVar("_T")


@dataclass(slots=True)
class MutableAdventurer:
    """An adventurer with list fields, for the rule functions."""

    base: Adventurer
    hp: int
    max_hp: int
    tenacity: int
    cooldown: int
    defeated: bool
    engages: int
    rows: list[list[str]]
    active: list[str | None]
    track: list[str]
    drained: list[str]

    @property
    def id(self) -> str:
        return self.base.id

    @property
    def name(self) -> str:
        return self.base.name

    @classmethod
    def of(cls, adv: Adventurer) -> MutableAdventurer:
        return cls(
            adv,
            adv.hp,
            adv.max_hp,
            adv.tenacity,
            adv.cooldown,
            adv.defeated,
            adv.engages,
            [list(row.dice) for row in adv.rows],
            list(adv.active),
            list(adv.track),
            list(adv.drained),
        )

    def freeze(self) -> Adventurer:
        """The adventurer as changed. What did not change is the base's own tuple, not an
        equal copy: the undo history keeps every state, and most of each is unchanged."""
        base = self.base
        rows = tuple(
            row if row.dice == tuple(dice) else AttributeRow(row.attribute, tuple(dice))
            for row, dice in zip(base.rows, self.rows, strict=True)
        )
        return replace(
            base,
            hp=self.hp,
            max_hp=self.max_hp,
            tenacity=self.tenacity,
            cooldown=self.cooldown,
            defeated=self.defeated,
            engages=self.engages,
            rows=base.rows if rows == base.rows else rows,
            active=_same(base.active, self.active),
            track=_same(base.track, self.track),
            drained=_same(base.drained, self.drained),
        )


def _same(kept: tuple[_T, ...], now: list[_T]) -> tuple[_T, ...]:
    """``kept`` if ``now`` holds the same items, else a new tuple of them."""
    frozen = tuple(now)
    return kept if frozen == kept else frozen


class Work:
    """The state being changed by one action, plus the events it produced."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._dice: dict[str, Die] | None = None
        self._advs: dict[str, MutableAdventurer] = {}
        self.light = list(state.supply.light)
        self.over = list(state.supply.over)
        self.status = list(state.supply.status)
        self.events: list[Event] = []
        self.fields: dict[str, Any] = {}

    # --- reading and writing ------------------------------------------------------------

    def die(self, die_id: str) -> Die:
        dice = self._dice if self._dice is not None else self.state.dice
        try:
            return dice[die_id]
        except KeyError:
            raise IllegalAction("no_such_die", die=die_id) from None

    def has_die(self, die_id: str) -> bool:
        dice = self._dice if self._dice is not None else self.state.dice
        return die_id in dice

    def set_die(self, die: Die) -> None:
        if self._dice is None:
            self._dice = dict(self.state.dice)
        self._dice[die.id] = die

    def delete_die(self, die_id: str) -> None:
        if self._dice is None:
            self._dice = dict(self.state.dice)
        del self._dice[die_id]

    def all_dice(self) -> dict[str, Die]:
        if self._dice is None:
            self._dice = dict(self.state.dice)
        return self._dice

    def adv(self, adventurer_id: str) -> MutableAdventurer:
        found = self._advs.get(adventurer_id)
        if found is None:
            try:
                base = self.state.adventurer(adventurer_id)
            except KeyError:
                raise IllegalAction("no_such_adventurer", adventurer_id=adventurer_id) from None
            found = self._advs[adventurer_id] = MutableAdventurer.of(base)
        return found

    def adventurer_ids(self) -> list[str]:
        return [adv.id for adv in self.state.adventurers]

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def get(self, name: str) -> Any:
        """A GameState field as changed so far."""
        if name in self.fields:
            return self.fields[name]
        return getattr(self.state, name)

    def set(self, name: str, value: Any) -> None:
        self.fields[name] = value

    # --- the supply -----------------------------------------------------------------------

    def pile(self, kind: DieKind) -> list[str]:
        if kind is DieKind.LIGHT_FATIGUE:
            return self.light
        if kind is DieKind.OVERFATIGUE:
            return self.over
        if kind is DieKind.STATUS:
            return self.status
        raise IllegalAction("skill_die_not_to_supply")

    def take_from_supply(self, kind: DieKind) -> str | None:
        """The last die of that kind in the supply (taken out), or None if there is none."""
        pile = self.pile(kind)
        return pile.pop() if pile else None

    def put_in_supply(self, die_id: str) -> None:
        die = self.die(die_id)
        if die.kind is DieKind.STATUS and die.side is not None:
            self.set_die(replace(die, side=None))
        self.pile(die.kind).append(die_id)

    # --- freezing -------------------------------------------------------------------------

    def freeze(self) -> GameState:
        state = self.state
        changes: dict[str, Any] = dict(self.fields)
        if self._dice is not None:
            changes["dice"] = self._dice
        if self._advs:
            changes["adventurers"] = tuple(
                self._advs[a.id].freeze() if a.id in self._advs else a for a in state.adventurers
            )
        supply = Supply(tuple(self.light), tuple(self.over), tuple(self.status))
        if supply != state.supply:
            changes["supply"] = supply
        return replace(state, **changes) if changes else state
