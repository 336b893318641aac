"""Actions of an enemy's turn worked out by the rules, and the editing of a chip's fighting
stats and of its protection from targeting (rules §4.4)."""

from __future__ import annotations

from dataclasses import dataclass, field

from board.hexes import Hex
from rules.actions.base import Action
from rules.foes import FoeStats


@dataclass(frozen=True, slots=True)
class EnemyMove(Action, tag="enemy-move"):
    """The enemy whose turn it is moves as the rules say (rules §4.4); ``to`` is the end hex
    the party picks when the rules leave several (None: there is only one)."""

    unit: str
    to: Hex | None = None


@dataclass(frozen=True, slots=True)
class EnemyEngage(Action, tag="enemy-engage"):
    """The enemy whose turn it is engages (rules §4.4): ``targets`` are the units the party
    picked where the rules leave a choice (empty: the rules' own), ``roll`` what each of its
    Combat dice shows (rolled by the table or typed from the player's dice)."""

    unit: str
    roll: tuple[int, ...] = ()
    targets: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CompanionEngage(Action, tag="companion-engage"):
    """The companion whose turn it is engages (rules §4.3): ``targets`` are the units the
    player picks among those in its range and sight (at most its target value), ``roll``
    what each of its Combat dice shows (rolled by the table or typed from the player's
    dice)."""

    unit: str
    roll: tuple[int, ...] = ()
    targets: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ForceSetStats(Action, tag="force-set-stats"):
    """Override: a chip's fighting stats (range, target value, priority, Combat dice and their
    faces, movement, skills; rules §4.4) become ``stats``."""

    unit: str
    stats: FoeStats = field(default_factory=FoeStats)


@dataclass(frozen=True, slots=True)
class ForceSetProtected(Action, tag="force-set-protected"):
    """Override: an effect protects the unit from targeting (``protected``), or no longer
    does (rules §4.4 Targetable)."""

    unit: str
    protected: bool = True
