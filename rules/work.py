"""A mutable working copy of a state, used inside one `apply` call and then frozen.

Rule functions read and change a `Work`; `apply` either freezes it into the next state or
drops it when an `IllegalAction` is raised, so an illegal action changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypeVar

from board.hexes import Hex
from board.overland import OverlandMap
from rules.dice import Die, DieKind
from rules.errors import IllegalAction
from rules.events import Event
from rules.state import (
    Adventurer,
    AttributeRow,
    Battle,
    DayPhase,
    GameState,
    LockpickCheck,
    PartyCompanion,
    Supply,
)

_T = TypeVar("_T")

#: The `GameState` fields a `Work` holds as attributes of the same name, read and replaced
#: as a whole.
_WHOLE_FIELDS = (
    "lockpick",
    "party_defeated",
    "battle",
    "overland",
    "day",
    "day_phase",
    "rested",
    "town_choice",
    "guild_assist_used",
    "companions",
    "battles_left",
)


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
    moves: int = 0
    explored: bool = False
    doors_explored: tuple[Hex, ...] = ()

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
            adv.moves,
            adv.explored,
            adv.doors_explored,
        )

    def new_turn(self) -> None:
        """Forget this turn's engages, moves and explorations (rules §4.7, §4.10, §4.11)."""
        self.engages = self.moves = 0
        self.explored = False
        self.doors_explored = ()

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
            moves=self.moves,
            explored=self.explored,
            doors_explored=self.doors_explored,
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
    """The state being changed by one action, plus the events it produced.

    The dice, the mats and the supply are changed in place (see `adv` and `pile`); every
    other part of the state is an attribute of the same name and type as the `GameState`
    field, read and replaced as a whole. What the rules never change in play (difficulty,
    session, scenario) is read from ``state``.
    """

    __slots__ = (
        "_adventurers",
        "_advs",
        "_dice",
        "battle",
        "battles_left",
        "companions",
        "day",
        "day_phase",
        "events",
        "guild_assist_used",
        "light",
        "lockpick",
        "over",
        "overland",
        "party_defeated",
        "rested",
        "state",
        "status",
        "town_choice",
    )

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._dice: dict[str, Die] | None = None
        self._adventurers = state.adventurers
        self._advs: dict[str, MutableAdventurer] = {}
        self.light = list(state.supply.light)
        self.over = list(state.supply.over)
        self.status = list(state.supply.status)
        self.events: list[Event] = []
        self.lockpick: LockpickCheck | None = state.lockpick
        self.party_defeated: bool = state.party_defeated
        self.battle: Battle | None = state.battle
        self.overland: OverlandMap | None = state.overland
        self.day: int = state.day
        self.day_phase: DayPhase = state.day_phase
        self.rested: tuple[str, ...] = state.rested
        self.town_choice: tuple[Hex, ...] = state.town_choice
        self.guild_assist_used: bool = state.guild_assist_used
        self.companions: tuple[PartyCompanion, ...] = state.companions
        self.battles_left: int = state.battles_left

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

    def replace_dice(self, dice: dict[str, Die]) -> None:
        """Every die at once (dice added to or taken out of the game)."""
        self._dice = dict(dice)

    def adv(self, adventurer_id: str) -> MutableAdventurer:
        found = self._advs.get(adventurer_id)
        if found is None:
            base = next((a for a in self._adventurers if a.id == adventurer_id), None)
            if base is None:
                raise IllegalAction("no_such_adventurer", adventurer_id=adventurer_id)
            found = self._advs[adventurer_id] = MutableAdventurer.of(base)
        return found

    def put_adventurer(self, adventurer: Adventurer) -> None:
        """Replace a whole mat (matched by id), dropping what `adv` changed of it."""
        self._advs.pop(adventurer.id, None)
        self._adventurers = tuple(
            adventurer if a.id == adventurer.id else a for a in self._adventurers
        )

    def adventurer_ids(self) -> list[str]:
        return [adv.id for adv in self._adventurers]

    def emit(self, event: Event) -> None:
        self.events.append(event)

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
        """The state as changed so far (``state`` itself when nothing changed)."""
        state = self.state
        adventurers = self._adventurers
        if self._advs:
            adventurers = tuple(
                self._advs[a.id].freeze() if a.id in self._advs else a for a in adventurers
            )
        supply = Supply(tuple(self.light), tuple(self.over), tuple(self.status))
        if supply == state.supply:
            supply = state.supply
        dice = state.dice if self._dice is None else self._dice
        mine = {name: getattr(self, name) for name in _WHOLE_FIELDS}
        same = dice is state.dice and adventurers is state.adventurers
        same = same and supply is state.supply
        if same and all(mine[name] is getattr(state, name) for name in _WHOLE_FIELDS):
            return state
        return replace(state, dice=dice, adventurers=adventurers, supply=supply, **mine)
