"""Dice: kinds, faces, codes and the skill-line face tables (rules §1).

All face sets below were invented for eraboard; they only mimic the *structure* of the
published dice (numbers, numbered icons, one Tenacity face, a resolution code per face).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from rules.codec import WRITTEN_WHEN_SET

TENACITY = "tenacity"


class DieKind(StrEnum):
    """What a die is (rules §1)."""

    SKILL = "skill"
    LIGHT_FATIGUE = "light_fatigue"
    OVERFATIGUE = "overfatigue"
    STATUS = "status"


class Code(StrEnum):
    """The resolution code printed on a skill-die face (rules §1)."""

    ACTIVE = "active"
    COOLDOWN = "cooldown"
    DRAINED = "drained"
    INSTANT = "instant"
    STATUS = "status"


class StatusSide(StrEnum):
    """The six sides of a status die (rules §1)."""

    BANE = "bane"
    BLIND = "blind"
    DAZE = "daze"
    FEAR = "fear"
    MAIM = "maim"
    STEALTH = "stealth"


STATUS_SIDES: tuple[StatusSide, ...] = tuple(StatusSide)


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a skill die: a symbol, a value (0 for none), a code, maybe a status side."""

    symbol: str
    value: int = 0
    code: Code = Code.INSTANT
    status: StatusSide | None = None

    @property
    def is_tenacity(self) -> bool:
        """True for the Tenacity face (rules §2.7)."""
        return self.symbol == TENACITY


@dataclass(frozen=True, slots=True)
class Die:
    """A physical die with a stable id.

    ``owner`` is the adventurer id of a skill die (None for supply dice), ``skill`` and
    ``attribute`` its skill line and attribute row, ``faces`` its six faces and ``face`` the
    index of the face up. A status die shows ``side`` (None while it waits in the supply).
    ``name`` is the label the player gave a skill die of their own line ("" for none).
    """

    id: str
    kind: DieKind
    owner: str | None = None
    skill: str | None = None
    attribute: str | None = None
    faces: tuple[Face, ...] = ()
    face: int = 0
    side: StatusSide | None = None
    name: str = field(default="", metadata={WRITTEN_WHEN_SET: True})

    @property
    def current_face(self) -> Face | None:
        """The face up, or None for a die without faces (fatigue, status)."""
        if 0 <= self.face < len(self.faces):
            return self.faces[self.face]
        return None

    @property
    def tenacity_face(self) -> int | None:
        """Index of the Tenacity face, if the die has one."""
        for index, face in enumerate(self.faces):
            if face.is_tenacity:
                return index
        return None

    @property
    def status_side(self) -> StatusSide | None:
        """The status this die shows on a chip: a status die's side, or the side of a skill
        die's face with the Status code (rules §1)."""
        if self.kind is DieKind.STATUS:
            return self.side
        face = self.current_face
        if self.kind is DieKind.SKILL and face is not None and face.code is Code.STATUS:
            return face.status
        return None

    @property
    def is_skill(self) -> bool:
        return self.kind is DieKind.SKILL

    @property
    def is_overfatigue(self) -> bool:
        return self.kind is DieKind.OVERFATIGUE


def _faces(*spec: tuple[str, int, Code] | tuple[str, int, Code, StatusSide]) -> tuple[Face, ...]:
    out: list[Face] = []
    for item in spec:
        status = item[3] if len(item) == 4 else None
        out.append(Face(item[0], item[1], item[2], status))
    return tuple(out)


_A, _C, _D, _I, _S = Code.ACTIVE, Code.COOLDOWN, Code.DRAINED, Code.INSTANT, Code.STATUS
_T = (TENACITY, 1, _I)

#: Skill lines invented for eraboard: line name -> six faces. A face symbol is a plain
#: number ("2"), a numbered icon ("strike2", "ward1", …) or the Tenacity face.
SKILL_LINES: dict[str, tuple[Face, ...]] = {
    "greatblade": _faces(
        ("1", 1, _I), ("2", 2, _I), ("strike2", 2, _A), ("strike3", 3, _C), _T, ("cleave2", 2, _D)
    ),
    "shieldwall": _faces(
        ("1", 1, _I),
        ("ward1", 1, _A),
        ("ward2", 2, _C),
        ("2", 2, _I),
        _T,
        ("bash1", 1, _S, StatusSide.DAZE),
    ),
    "warsong": _faces(
        ("1", 1, _I),
        ("rally1", 1, _A),
        ("rally2", 2, _C),
        ("fear1", 1, _S, StatusSide.FEAR),
        _T,
        ("2", 2, _I),
    ),
    "stormcall": _faces(
        ("2", 2, _I),
        ("spark1", 1, _I),
        ("spark2", 2, _A),
        ("storm3", 3, _D),
        _T,
        ("daze1", 1, _S, StatusSide.DAZE),
    ),
    "emberweave": _faces(
        ("1", 1, _I),
        ("flame2", 2, _I),
        ("flame3", 3, _D),
        ("veil1", 1, _C),
        _T,
        ("bane1", 1, _S, StatusSide.BANE),
    ),
    "wardcraft": _faces(
        ("1", 1, _I), ("ward1", 1, _A), ("ward2", 2, _C), ("mend1", 1, _I), _T, ("2", 2, _I)
    ),
    "shadowstep": _faces(
        ("1", 1, _I),
        ("step2", 2, _I),
        ("hide1", 1, _S, StatusSide.STEALTH),
        ("step1", 1, _C),
        _T,
        ("2", 2, _I),
    ),
    "twinfang": _faces(
        ("1", 1, _I),
        ("2", 2, _I),
        ("fang2", 2, _A),
        ("fang3", 3, _D),
        _T,
        ("maim1", 1, _S, StatusSide.MAIM),
    ),
    "nightsight": _faces(
        ("1", 1, _I),
        ("gloom1", 1, _S, StatusSide.BLIND),
        ("eye2", 2, _C),
        ("2", 2, _I),
        _T,
        ("eye1", 1, _A),
    ),
}


def number_face(value: int, code: Code) -> Face:
    """A face showing a plain number."""
    return Face(str(value), value, code)


def tenacity_face(code: Code = Code.INSTANT) -> Face:
    """The Tenacity face (rules §2.7)."""
    return Face(TENACITY, 1, code)
