"""Actions of the battle (rounds, turns, moves, damage, status dice on chips, exploring, the
overrides of units) and of the overland day."""

from __future__ import annotations

from dataclasses import dataclass

from board.battlemap import PlacedTile
from board.hexes import Hex
from rules.actions.base import Action
from rules.dice import StatusSide

# --- battle (rules §4-§7) --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartRound(Action, tag="start-round"):
    """Start of round: the counter rises by 1 (the first round is 1; it stops at the fatigue
    face), then start-of-round effects may act until `BeginTurns` (rules §4.1)."""


@dataclass(frozen=True, slots=True)
class BeginTurns(Action, tag="begin-turns"):
    """Start-of-round effects are done: the fatigue check of a fatigue round, then the first
    adventurer's turn (rules §4.1)."""


@dataclass(frozen=True, slots=True)
class LowerRoundCounter(Action, tag="lower-round-counter"):
    """An effect lowers the round counter by ``by`` (from the fatigue face 6: to 6 - by; never
    below 1) (rules §4.1)."""

    by: int = 1


@dataclass(frozen=True, slots=True)
class EndTurn(Action, tag="end-turn"):
    """End the current unit's turn; the next one starts by itself when the order is fixed."""


@dataclass(frozen=True, slots=True)
class TakeTurn(Action, tag="take-turn"):
    """The party picks which companion, or which of equal-level enemies, goes next. A
    waiting companion deploys on the first unoccupied entrance hex in (q, r) order (move it
    with ForceMoveUnit if the party wants another one)."""

    unit: str


@dataclass(frozen=True, slots=True)
class EndRound(Action, tag="end-round"):
    """End of round: the objective check, a full party defeat, or a retreat end the battle."""

    retreat: bool = False


@dataclass(frozen=True, slots=True)
class LeaveBattle(Action, tag="leave-battle"):
    """Clear a finished battle from the table."""


@dataclass(frozen=True, slots=True)
class MoveUnit(Action, tag="move-unit"):
    """Move a unit along unoccupied hexes to an unoccupied hex (rules §6)."""

    unit: str
    to: Hex
    max_steps: int | None = None


@dataclass(frozen=True, slots=True)
class DealDamage(Action, tag="deal-damage"):
    """Damage (``true_damage`` skips bonus HP); ``source`` = the unit whose engage or ability
    dealt it (None: a status die or the game itself)."""

    target: str
    amount: int
    source: str | None = None
    true_damage: bool = False
    leave_on_tile: bool = False


@dataclass(frozen=True, slots=True)
class DefeatUnit(Action, tag="defeat-unit"):
    """An effect says the unit is defeated."""

    target: str
    by: str | None = None
    leave_on_tile: bool = False


@dataclass(frozen=True, slots=True)
class Heal(Action, tag="heal"):
    """Heal a unit; a defeated adventurer revived in battle is deployed at ``deploy_at``."""

    target: str
    amount: int
    deploy_at: Hex | None = None


@dataclass(frozen=True, slots=True)
class ApplyStatus(Action, tag="apply-status"):
    """Put a status die on a unit (one per side; quest units take none)."""

    unit: str
    side: StatusSide
    force: bool = False


@dataclass(frozen=True, slots=True)
class PlaceStatusDie(Action, tag="place-status-die"):
    """A skill die showing a Status-code face goes on a chip (rules §1)."""

    adventurer: str
    die: str
    unit: str


@dataclass(frozen=True, slots=True)
class RemoveStatus(Action, tag="remove-status"):
    """The status ends: a status die returns to the supply, a skill die is exhausted."""

    unit: str
    side: StatusSide


@dataclass(frozen=True, slots=True)
class RemoveDefeatedChip(Action, tag="remove-defeated-chip"):
    """A defeated chip left on a tile is removed; its hex is free again."""

    unit: str


@dataclass(frozen=True, slots=True)
class ExploreHex(Action, tag="explore-hex"):
    """Explore a door hex; ``card`` is the exploration card drawn by the table. Only on an
    adventurer's turn, unless ``override`` (logged, rules §4.6)."""

    hex: Hex
    card: str
    override: bool = False


@dataclass(frozen=True, slots=True)
class PlaceTile(Action, tag="place-tile"):
    """Pick one of the legal placements of the drawn tile (by index, or the tile itself)."""

    index: int | None = None
    tile: PlacedTile | None = None


@dataclass(frozen=True, slots=True)
class ForceMoveUnit(Action, tag="force-move-unit"):
    """Override: put a unit on any unoccupied hex, or off the map (None)."""

    unit: str
    to: Hex | None


@dataclass(frozen=True, slots=True)
class ForceReviveUnit(Action, tag="force-revive-unit"):
    """Override: a defeated enemy or companion chip comes back unhurt on an unoccupied hex
    (a defeat given by mistake, or an effect that brings a unit back)."""

    unit: str
    to: Hex


# --- overland day (rules §5, §9) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EndOfDay(Action, tag="end-of-day"):
    """End of Day Phase: the province effect, then each adventurer's Adventurers Rest."""


@dataclass(frozen=True, slots=True)
class VisitInn(Action, tag="visit-inn"):
    """The inn town action (the party token must be in a town)."""


@dataclass(frozen=True, slots=True)
class UseGuildAssist(Action, tag="use-guild-assist"):
    """Once per campaign, sessions 1-2: at the end of a battle round or while resting. In a
    battle the party may also set the round counter (``round``, 1-6) and place revived
    adventurers where it likes (``places``: adventurer id, hex); the others it places
    later (`PlaceRevived`)."""

    round: int | None = None
    places: tuple[tuple[str, Hex], ...] = ()


@dataclass(frozen=True, slots=True)
class PlaceRevived(Action, tag="place-revived"):
    """Put a revived adventurer waiting for the party's choice on an unoccupied hex."""

    adventurer: str
    to: Hex


@dataclass(frozen=True, slots=True)
class MovePartyToken(Action, tag="move-party-token"):
    """Move the party token (after a full party defeat: to one of the tied closest towns)."""

    to: Hex
