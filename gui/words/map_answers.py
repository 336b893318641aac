"""The words of the overlays: each answer of `rules.closest` as a sentence for the log and
a short line for a picture's caption, every word through Qt translation."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from board.hexes import Hex
from gui.words.i18n import QT_TRANSLATE_NOOP, tr
from rules.closest import Answer, Closest, Goal, View


def _one_and_tie(goal: Goal) -> tuple[str, str]:
    """The sentence for one answer and for a tie, per goal (each its own sentence, so a
    translation can agree in gender and number)."""
    return {
        Goal.ENEMY: (
            tr("Closest enemy to {origin}: {answers}, {steps}"),
            tr("Closest enemies to {origin}: {answers}, {steps} each: the party chooses"),
        ),
        Goal.ADVENTURER: (
            tr("Closest adventurer to {origin}: {answers}, {steps}"),
            tr("Closest adventurers to {origin}: {answers}, {steps} each: the party chooses"),
        ),
        Goal.COMPANION: (
            tr("Closest companion to {origin}: {answers}, {steps}"),
            tr("Closest companions to {origin}: {answers}, {steps} each: the party chooses"),
        ),
        Goal.UNOCCUPIED: (
            tr("Closest unoccupied hex to {origin}: {answers}, {steps}"),
            tr("Closest unoccupied hexes to {origin}: {answers}, {steps} each: the party chooses"),
        ),
        Goal.DOOR: (
            tr("Closest door to {origin}: {answers}, {steps}"),
            tr("Closest doors to {origin}: {answers}, {steps} each: the party chooses"),
        ),
        Goal.CACHE: (
            tr("Closest cache hex to {origin}: {answers}, {steps}"),
            tr("Closest cache hexes to {origin}: {answers}, {steps} each: the party chooses"),
        ),
        Goal.TOWN: (
            tr("Closest town to {origin}: {answers}, {steps}"),
            tr("Closest towns to {origin}: {answers}, {steps} each: the party chooses"),
        ),
    }[goal]


# Each goal as a menu entry (the empty context is that of bare ``tr`` calls).
GOAL_NAMES: dict[Goal, str] = {
    Goal.ENEMY: QT_TRANSLATE_NOOP("", "Closest &Enemy"),
    Goal.ADVENTURER: QT_TRANSLATE_NOOP("", "Closest &Adventurer"),
    Goal.COMPANION: QT_TRANSLATE_NOOP("", "Closest &Companion"),
    Goal.UNOCCUPIED: QT_TRANSLATE_NOOP("", "Closest &Unoccupied Hex"),
    Goal.DOOR: QT_TRANSLATE_NOOP("", "Closest &Door"),
    Goal.CACHE: QT_TRANSLATE_NOOP("", "Closest Cac&he Hex"),
    Goal.TOWN: QT_TRANSLATE_NOOP("", "Closest To&wn"),
}


def goal_name(goal: Goal) -> str:
    """The goal as a menu entry."""
    return tr(GOAL_NAMES[goal])


def hexes_words(n: int) -> str:
    return tr("1 hex") if n == 1 else tr("{n} hexes").format(n=n)


def names_words(names: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(names) <= 1:
        return "".join(names)
    return tr("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def _answer_names(answers: Sequence[Answer], tiles: Callable[[Hex], str] | None) -> list[str]:
    if all(a.name for a in answers):
        return [a.name for a in answers]
    if tiles is None:
        return [f"({a.hex.q}, {a.hex.r})" for a in answers]
    counts: dict[str, int] = {}
    for a in answers:
        place = tiles(a.hex)
        counts[place] = counts.get(place, 0) + 1
    return [
        tr("{n} on {tile}").format(n=n, tile=place) if n > 1 else tr("on {tile}").format(tile=place)
        for place, n in counts.items()
    ]


def closest_sentence(
    answer: Closest, origin_name: str, tiles: Callable[[Hex], str] | None = None
) -> str:
    """The answer in words, for the log ("Closest adventurers to Bonecaller: Hrolfa and
    Zarri-do, 3 hexes each: the party chooses"), or why there is none."""
    if not answer.answers:
        return tr(
            "Nothing of that kind can be reached from {origin}: no route leads there."
        ).format(origin=origin_name)
    one, tie = _one_and_tie(answer.goal)
    return (tie if answer.tie else one).format(
        origin=origin_name,
        answers=names_words(_answer_names(answer.answers, tiles)),
        steps=hexes_words(answer.steps or 0),
    )


def closest_caption(
    answer: Closest, origin_name: str, tiles: Callable[[Hex], str] | None = None
) -> str:
    """The short form for a picture's caption: 'closest to Bonecaller: Hrolfa, Zarri-do
    (3 hexes, tie)'."""
    if not answer.answers:
        return tr("closest to {origin}: none reachable").format(origin=origin_name)
    names = ", ".join(_answer_names(answer.answers, tiles))
    steps = hexes_words(answer.steps or 0)
    if answer.tie:
        return tr("closest to {origin}: {answers} ({steps}, tie)").format(
            origin=origin_name, answers=names, steps=steps
        )
    return tr("closest to {origin}: {answers} ({steps})").format(
        origin=origin_name, answers=names, steps=steps
    )


def move_words(steps: int) -> str:
    """A dragged chip's move to the hex under the pointer: each hex entered counts against
    Stamina."""
    return tr("A move of {hexes}").format(hexes=hexes_words(steps))


def ruler_words(count: int) -> str:
    return tr("Range {n} (the hexes to the destination, the destination counted)").format(n=count)


def sight_words(view: View, origin_name: str, names: dict[str, str] | None = None) -> str:
    names = names or {}
    seen = [names.get(u, u) for u in view.targets]
    return tr("{origin} sees {n} units; in sight and in range {range}: {units}").format(
        origin=origin_name,
        n=len(view.units_in_sight),
        range=view.range,
        units=", ".join(seen) or tr("none"),
    )
