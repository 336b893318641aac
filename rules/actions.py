"""Actions: small frozen dataclasses named as imperatives.

An action that involves chance carries its results (``RollDice.faces``,
``LockpickRoll.results``): the core never rolls.
"""

from __future__ import annotations

from dataclasses import dataclass

from board.battlemap import PlacedTile
from board.hexes import Hex
from rules.dice import StatusSide
from rules.places import Place


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action."""


# --- dice and the cooldown track (rules §1-3) ---------------------------------------


@dataclass(frozen=True, slots=True)
class ExhaustDice(Action):
    """Put skill dice (from an attribute row or an active slot) into the track, in this order.

    ``tenacity_face``: the Cooldown-code die is not resolved and goes in on its Tenacity face
    (rules §2.7).
    """

    adventurer: str
    dice: tuple[str, ...]
    tenacity_face: bool = False


@dataclass(frozen=True, slots=True)
class GainFatigue(Action):
    """Gain light fatigue then overfatigue dice (rules §1)."""

    adventurer: str
    light: int = 0
    over: int = 0


@dataclass(frozen=True, slots=True)
class GainStatus(Action):
    """Gain a status die showing ``side`` (rules §2.5)."""

    adventurer: str
    side: StatusSide


@dataclass(frozen=True, slots=True)
class RecoveryStep(Action):
    """The Recovery step (rules §3) of a table without a modelled battle, where it also starts
    the turn's engage count. In battle the round runs it at the start of each adventurer's
    turn; ``override`` takes it anyway, logged as a manual change (rules §4.6)."""

    adventurer: str
    override: bool = False


@dataclass(frozen=True, slots=True)
class PlaceActive(Action):
    """Put a skill die from an attribute row into an empty active slot (rules §4)."""

    adventurer: str
    die: str
    slot: int


@dataclass(frozen=True, slots=True)
class ClearActiveSlot(Action):
    """Remove the die in an active slot: it is exhausted into the track (rules §4)."""

    adventurer: str
    slot: int
    resolved: bool = False


@dataclass(frozen=True, slots=True)
class DrainDie(Action):
    """Drain a skill die (from its row, an active slot or the track) to the race sheet."""

    adventurer: str
    die: str


@dataclass(frozen=True, slots=True)
class RecoverDie(Action):
    """An effect takes a die out of the track, from any position (rules §1 recover)."""

    adventurer: str
    die: str


@dataclass(frozen=True, slots=True)
class RecoverDrained(Action):
    """An effect naming drained dice recovers them (``dice=()``: all of them)."""

    adventurer: str
    dice: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RollDice(Action):
    """Skill dice in attribute rows were rolled; ``faces`` are the face indexes that came up."""

    dice: tuple[str, ...]
    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Engage(Action):
    """An engage action; the second and later ones in a turn cost fatigue (rules §4.7). In
    battle only on the adventurer's own turn, unless ``override`` (logged, rules §4.6)."""

    adventurer: str
    override: bool = False


@dataclass(frozen=True, slots=True)
class EndBattleCleanup(Action):
    """Battle end: active dice exhausted, drained dice recovered (rules §1, §4)."""


@dataclass(frozen=True, slots=True)
class InnRest(Action):
    """An inn: heal fully, clear fatigue and status, recover everything (rules §9).

    ``adventurers=()`` means the whole party."""

    adventurers: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class AdventurersRest(Action):
    """One adventurer's Adventurers Rest (rules §5 Difficulty): heal and remove dice."""

    adventurer: str
    remove: tuple[str, ...] = ()
    discard_item: bool = False


# --- lockpicking (rules §8) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartLockpick(Action):
    """Start a check: ``digits`` 1-6 (3 or more), ``keys`` = indexes of key digits."""

    adventurer: str
    digits: tuple[int, ...]
    keys: tuple[int, ...] = ()
    attempts: int = 1


@dataclass(frozen=True, slots=True)
class LockpickRoll(Action):
    """One attempt: ``results`` for the dice not kept, in die order."""

    results: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LockpickKeep(Action):
    """Keep a rolled die against a digit it matches."""

    die_index: int
    digit_index: int


@dataclass(frozen=True, slots=True)
class LockpickTurn(Action):
    """Turn a rolled die by ``delta`` (+1 or -1) for one light fatigue."""

    die_index: int
    delta: int


@dataclass(frozen=True, slots=True)
class LockpickStop(Action):
    """Give up (or accept failure after the last attempt): kept results are lost."""


# --- overrides ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ForceMoveDie(Action):
    """Put a die exactly at ``place`` (a track index shifts the others right)."""

    die: str
    place: Place


@dataclass(frozen=True, slots=True)
class ForceSetFace(Action):
    """Turn a die to a face (skill die: face index; status die: index in StatusSide)."""

    die: str
    face: int


@dataclass(frozen=True, slots=True)
class ForceSetCounter(Action):
    """Set a counter: adventurer hp/max_hp/tenacity/cooldown/engages/defeated (0 or 1), or
    owner "supply" with light/over/status (dice are added to or taken out of the game)."""

    owner: str
    counter: str
    value: int


# --- battle (rules §4-§7) --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartRound(Action):
    """Start of round: the counter rises by 1 (the first round is 1; it stops at the fatigue
    face), then start-of-round effects may act until `BeginTurns` (rules §4.1)."""


@dataclass(frozen=True, slots=True)
class BeginTurns(Action):
    """Start-of-round effects are done: the fatigue check of a fatigue round, then the first
    adventurer's turn (rules §4.1)."""


@dataclass(frozen=True, slots=True)
class LowerRoundCounter(Action):
    """An effect lowers the round counter by ``by`` (from the fatigue face 6: to 6 - by; never
    below 1) (rules §4.1)."""

    by: int = 1


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the current unit's turn; the next one starts by itself when the order is fixed."""


@dataclass(frozen=True, slots=True)
class TakeTurn(Action):
    """The party picks which companion, or which of equal-level enemies, goes next. A
    waiting companion deploys on the first unoccupied entrance hex in (q, r) order (move it
    with ForceMoveUnit if the party wants another one)."""

    unit: str


@dataclass(frozen=True, slots=True)
class EndRound(Action):
    """End of round: the objective check, a full party defeat, or a retreat end the battle."""

    retreat: bool = False


@dataclass(frozen=True, slots=True)
class LeaveBattle(Action):
    """Clear a finished battle from the table."""


@dataclass(frozen=True, slots=True)
class MoveUnit(Action):
    """Move a unit along unoccupied hexes to an unoccupied hex (rules §6)."""

    unit: str
    to: Hex
    max_steps: int | None = None


@dataclass(frozen=True, slots=True)
class DealDamage(Action):
    """Damage (``true_damage`` skips bonus HP); ``source`` = the unit whose engage or ability
    dealt it (None: a status die or the game itself)."""

    target: str
    amount: int
    source: str | None = None
    true_damage: bool = False
    leave_on_tile: bool = False


@dataclass(frozen=True, slots=True)
class DefeatUnit(Action):
    """An effect says the unit is defeated."""

    target: str
    by: str | None = None
    leave_on_tile: bool = False


@dataclass(frozen=True, slots=True)
class Heal(Action):
    """Heal a unit; a defeated adventurer revived in battle is deployed at ``deploy_at``."""

    target: str
    amount: int
    deploy_at: Hex | None = None


@dataclass(frozen=True, slots=True)
class ApplyStatus(Action):
    """Put a status die on a unit (one per side; quest units take none)."""

    unit: str
    side: StatusSide
    force: bool = False


@dataclass(frozen=True, slots=True)
class PlaceStatusDie(Action):
    """A skill die showing a Status-code face goes on a chip (rules §1)."""

    adventurer: str
    die: str
    unit: str


@dataclass(frozen=True, slots=True)
class RemoveStatus(Action):
    """The status ends: a status die returns to the supply, a skill die is exhausted."""

    unit: str
    side: StatusSide


@dataclass(frozen=True, slots=True)
class RemoveDefeatedChip(Action):
    """A defeated chip left on a tile is removed; its hex is free again."""

    unit: str


@dataclass(frozen=True, slots=True)
class ExploreHex(Action):
    """Explore a door hex; ``card`` is the exploration card drawn by the table. Only on an
    adventurer's turn, unless ``override`` (logged, rules §4.6)."""

    hex: Hex
    card: str
    override: bool = False


@dataclass(frozen=True, slots=True)
class PlaceTile(Action):
    """Pick one of the legal placements of the drawn tile (by index, or the tile itself)."""

    index: int | None = None
    tile: PlacedTile | None = None


@dataclass(frozen=True, slots=True)
class ForceMoveUnit(Action):
    """Override: put a unit on any unoccupied hex, or off the map (None)."""

    unit: str
    to: Hex | None


@dataclass(frozen=True, slots=True)
class ForceReviveUnit(Action):
    """Override: a defeated enemy or companion chip comes back unhurt on an unoccupied hex
    (a defeat given by mistake, or an effect that brings a unit back)."""

    unit: str
    to: Hex


# --- overland day (rules §5, §9) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EndOfDay(Action):
    """End of Day Phase: the province effect, then each adventurer's Adventurers Rest."""


@dataclass(frozen=True, slots=True)
class VisitInn(Action):
    """The inn town action (the party token must be in a town)."""


@dataclass(frozen=True, slots=True)
class UseGuildAssist(Action):
    """Once per campaign, sessions 1-2: at the end of a battle round or while resting."""


@dataclass(frozen=True, slots=True)
class MovePartyToken(Action):
    """Move the party token (after a full party defeat: to one of the tied closest towns)."""

    to: Hex
