"""What a chip fights with: range, target value, priority, Combat dice, movement and skills
(rules §4.4), and the project's own Combat die.

The same data serves an enemy and a companion: an enemy's turn reads all of it (rules §4.4);
a companion's turn reads its range and movement and ignores its priority (rules §4.3). Every
field has a default, so a file written before these stats existed still loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

#: The faces of the project's own Combat die [decision]: a six-sided die whose faces are the
#: damage each shows. The player may give a chip other faces (their physical dice).
COMBAT_FACES: tuple[int, ...] = (0, 1, 1, 2, 2, 3)
#: A unit moves up to 2 hexes unless an effect says otherwise (rules §4.3, §4.4).
DEFAULT_MOVEMENT = 2
MAX_RANGE = 9
MAX_TARGETS = 9
MAX_COMBAT_DICE = 9
MAX_MOVEMENT = 9
MAX_FACES = 12
MAX_FACE_DAMAGE = 20
MAX_SKILLS_TEXT = 500


class Priority(StrEnum):
    """Which opposing unit an enemy prefers (rules §4.4): the one with the most current HP
    or the one with the fewest, bonus HP not counted."""

    STRONGEST = "strongest"
    WEAKEST = "weakest"


@dataclass(frozen=True, slots=True)
class FoeStats:
    """A chip's fighting stats (rules §4.4).

    ``range`` counts hexes to the target, the target's hex included; ``targets`` is the target
    value (how many units one engage targets at most); ``dice`` is how many Combat dice it
    rolls, each showing one of ``faces``; ``movement`` is how many hexes its move goes;
    ``skills`` is the player's own text of its skills (the table does not read it)."""

    range: int = 1
    targets: int = 1
    priority: Priority = Priority.STRONGEST
    dice: int = 1
    faces: tuple[int, ...] = COMBAT_FACES
    movement: int = DEFAULT_MOVEMENT
    skills: str = ""

    def faces_text(self) -> str:
        """The faces as the player writes them: ``0, 1, 1, 2, 2, 3``."""
        return ", ".join(str(f) for f in self.faces)


def parse_faces(text: str) -> tuple[int, ...] | None:
    """Faces typed as numbers separated by commas or spaces; None when a part is not a whole
    number."""
    parts = text.replace(",", " ").split()
    try:
        return tuple(int(p) for p in parts)
    except ValueError:
        return None


def stat_problems(stats: FoeStats) -> list[tuple[str, str]]:
    """What is wrong with the stats as (field, refusal code) pairs; empty when they are fine."""
    out: list[tuple[str, str]] = []
    if not 1 <= stats.range <= MAX_RANGE:
        out.append(("range", "edit_range"))
    if not 1 <= stats.targets <= MAX_TARGETS:
        out.append(("targets", "edit_targets"))
    if not 0 <= stats.dice <= MAX_COMBAT_DICE:
        out.append(("dice", "edit_combat_dice"))
    faces_ok = 1 <= len(stats.faces) <= MAX_FACES
    if not faces_ok or any(not 0 <= f <= MAX_FACE_DAMAGE for f in stats.faces):
        out.append(("faces", "edit_combat_faces"))
    if not 0 <= stats.movement <= MAX_MOVEMENT:
        out.append(("movement", "edit_movement"))
    if len(stats.skills) > MAX_SKILLS_TEXT:
        out.append(("skills", "edit_skills_text"))
    return out
