"""Actions on the mats: dice and the cooldown track, resting, lockpicking, and the overrides
of dice and counters."""

from __future__ import annotations

from dataclasses import dataclass

from rules.actions.base import Action
from rules.dice import StatusSide
from rules.places import Place

# --- dice and the cooldown track (rules §1-3) ---------------------------------------


@dataclass(frozen=True, slots=True)
class ExhaustDice(Action, tag="exhaust-dice"):
    """Put skill dice (from an attribute row or an active slot) into the track, in this order.

    ``tenacity_face``: the Cooldown-code die is not resolved and goes in on its Tenacity face
    (rules §2.7).
    """

    adventurer: str
    dice: tuple[str, ...]
    tenacity_face: bool = False


@dataclass(frozen=True, slots=True)
class GainFatigue(Action, tag="gain-fatigue"):
    """Gain light fatigue then overfatigue dice (rules §1)."""

    adventurer: str
    light: int = 0
    over: int = 0


@dataclass(frozen=True, slots=True)
class GainStatus(Action, tag="gain-status"):
    """Gain a status die showing ``side`` (rules §2.5)."""

    adventurer: str
    side: StatusSide


@dataclass(frozen=True, slots=True)
class RecoveryStep(Action, tag="recovery-step"):
    """The Recovery step (rules §3) of a table without a modelled battle, where it also starts
    the turn's engage count. In battle the round runs it at the start of each adventurer's
    turn; ``override`` takes it anyway, logged as a manual change (rules §4.6)."""

    adventurer: str
    override: bool = False


@dataclass(frozen=True, slots=True)
class PlaceActive(Action, tag="place-active"):
    """Put a skill die from an attribute row into an empty active slot (rules §4)."""

    adventurer: str
    die: str
    slot: int


@dataclass(frozen=True, slots=True)
class ClearActiveSlot(Action, tag="clear-active-slot"):
    """Remove the die in an active slot: it is exhausted into the track (rules §4)."""

    adventurer: str
    slot: int
    resolved: bool = False


@dataclass(frozen=True, slots=True)
class ExhaustActive(Action, tag="exhaust-active"):
    """Exhaust every die in the adventurer's active slots together, into the track in
    ``order`` (each of those dice once): the player's order for the dice a step of the game
    exhausts at once (rules §2.2)."""

    adventurer: str
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DrainDie(Action, tag="drain-die"):
    """Drain a skill die (from its row, an active slot or the track) to the race sheet."""

    adventurer: str
    die: str


@dataclass(frozen=True, slots=True)
class RecoverDie(Action, tag="recover-die"):
    """An effect recovers a die of the track, from any position: an overfatigue die goes to
    the end of the track (rules §1.5)."""

    adventurer: str
    die: str


@dataclass(frozen=True, slots=True)
class RemoveDie(Action, tag="remove-die"):
    """An effect removes a die from the track, from any position, for good: an overfatigue
    die goes back to the supply (rules §1.5)."""

    adventurer: str
    die: str


@dataclass(frozen=True, slots=True)
class RecoverDrained(Action, tag="recover-drained"):
    """An effect naming drained dice recovers them (``dice=()``: all of them)."""

    adventurer: str
    dice: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RollDice(Action, tag="roll-dice"):
    """Skill dice in attribute rows were rolled; ``faces`` are the face indexes that came up."""

    dice: tuple[str, ...]
    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Engage(Action, tag="engage"):
    """An engage action; the second and later ones in a turn cost fatigue (rules §4.7). In
    battle only on the adventurer's own turn, unless ``override`` (logged, rules §4.6)."""

    adventurer: str
    override: bool = False


@dataclass(frozen=True, slots=True)
class EndBattleCleanup(Action, tag="end-battle-cleanup"):
    """Battle end: active dice exhausted, drained dice recovered (rules §1, §4)."""


@dataclass(frozen=True, slots=True)
class InnRest(Action, tag="inn-rest"):
    """An inn: heal fully, clear fatigue and status, recover everything (rules §9).

    ``adventurers=()`` means the whole party."""

    adventurers: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class AdventurersRest(Action, tag="adventurers-rest"):
    """One adventurer's Adventurers Rest (rules §5 Difficulty): heal and remove dice."""

    adventurer: str
    remove: tuple[str, ...] = ()
    discard_item: bool = False


# --- lockpicking (rules §8) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartLockpick(Action, tag="start-lockpick"):
    """Start a check: ``digits`` 1-6 (3 or more), ``keys`` = indexes of key digits."""

    adventurer: str
    digits: tuple[int, ...]
    keys: tuple[int, ...] = ()
    attempts: int = 1


@dataclass(frozen=True, slots=True)
class LockpickRoll(Action, tag="lockpick-roll"):
    """One attempt: ``results`` for the dice not kept, in die order."""

    results: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LockpickKeep(Action, tag="lockpick-keep"):
    """Keep a rolled die against a digit it matches."""

    die_index: int
    digit_index: int


@dataclass(frozen=True, slots=True)
class LockpickTurn(Action, tag="lockpick-turn"):
    """Turn a rolled die by ``delta`` (+1 or -1) for one light fatigue."""

    die_index: int
    delta: int


@dataclass(frozen=True, slots=True)
class LockpickStop(Action, tag="lockpick-stop"):
    """Give up (or accept failure after the last attempt): kept results are lost."""


# --- overrides ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ForceMoveDie(Action, tag="force-move-die"):
    """Put a die exactly at ``place`` (a track index shifts the others right)."""

    die: str
    place: Place


@dataclass(frozen=True, slots=True)
class ForceSetFace(Action, tag="force-set-face"):
    """Turn a die to a face (skill die: face index; status die: index in StatusSide)."""

    die: str
    face: int


@dataclass(frozen=True, slots=True)
class ForceSetTrack(Action, tag="force-set-track"):
    """Set an adventurer's whole cooldown track at once: ``dice`` in order, taken from their
    own mat or the supply; the dice there now and not named go home; ``faces`` turns dice of
    the new track (die, face index as in ForceSetFace)."""

    adventurer: str
    dice: tuple[str, ...] = ()
    faces: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class ForceSetSlots(Action, tag="force-set-slots"):
    """Set an adventurer's active slots (``active``, slot by slot, None for an empty one) and
    drained dice at once, with their own skill dice from anywhere on their mat; the dice
    there now and not named go back to their rows; ``faces`` turns dice named here."""

    adventurer: str
    active: tuple[str | None, ...] = ()
    drained: tuple[str, ...] = ()
    faces: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class ForceSetCounter(Action, tag="force-set-counter"):
    """Set a counter: adventurer hp/max_hp/tenacity/cooldown/engages/defeated (0 or 1), or
    owner "supply" with light/over/status (dice are added to or taken out of the game)."""

    owner: str
    counter: str
    value: int
