"""Log lines of an enemy's turn worked out by the rules (rules §4.4): which unit it goes
for, how many hexes it moves, where the party broke a tie, whom it engages with what roll.
The words the enemy-turn panel shows come from here too."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gui.words.i18n import tr
from gui.words.names import Describe, Namer, counted, listing, on
from rules import events as ev
from rules.enemy_turn import MovePlan, TargetPlan, Why
from rules.foes import FoeStats, Priority


class EnemyCounted(QObject):
    """Counted phrases of an enemy's turn, through Qt's plural forms (see `Counted`)."""

    def still_to_go(self, n: int) -> str:
        if n == 1:
            return self.tr("%n hex short of a hex it can target from", "", n)
        return self.tr("%n hexes short of a hex it can target from", "", n)

    def ends_away(self, n: int) -> str:
        if n == 1:
            return self.tr("it ends %n hex from them", "", n)
        return self.tr("it ends %n hexes from them", "", n)

    def picked_among(self, n: int) -> str:
        return self.tr("{who} targets %n of {pool}: the party picks", "", n)

    def tie(self, n: int) -> str:
        return self.tr("the party picked its end hex among %n", "", n)

    def destination(self, n: int) -> str:
        if n == 1:
            return self.tr("its destination is %n hex away", "", n)
        return self.tr("its destination is %n hexes away", "", n)


_words: EnemyCounted | None = None


def words() -> EnemyCounted:
    global _words
    if _words is None:
        _words = EnemyCounted()
    return _words


def _moved(e: ev.EnemyMoved, n: Namer) -> str:
    who, focus = n.who(e.unit), listing(n.who(u) for u in e.focus)
    moves = counted().moves(who, e.steps)
    if e.why == Why.FALLBACK:
        line = tr("{who} can reach no hex to target from: it heads for {focus}").format(
            who=who, focus=focus
        )
        line = f"{line}; {moves}; {words().ends_away(e.away)}"
    elif e.arrived:
        line = tr("{moves}, going for {focus}, and arrives where it can target").format(
            moves=moves, focus=focus
        )
    else:
        line = tr("{moves}, going for {focus}, {left}").format(
            moves=moves, focus=focus, left=words().still_to_go(e.away)
        )
    if e.picked:
        line = f"{line} ({words().tie(e.options)})"
    return line


def _engaged(e: ev.EnemyEngaged, n: Namer) -> str:
    roll = " + ".join(str(v) for v in e.roll) or "0"
    line = tr("{who} engages {targets}: Combat roll {roll} = {total}").format(
        who=n.who(e.unit),
        targets=listing(n.who(t) for t in e.targets),
        roll=roll,
        total=e.total,
    )
    if e.picked:
        line = f"{line} ({tr('the party picked among units of equal HP')})"
    return line


ENEMY_TEXTS: tuple[tuple[type[object], Describe], ...] = (
    on(ev.EnemyMoved, _moved),
    on(ev.EnemyEngaged, _engaged),
)


def plan_text(plan: MovePlan, n: Namer) -> str:
    """What the rules say the enemy's move is, before it moves."""
    who, focus = n.who(plan.unit), listing(n.who(u) for u in plan.focus)
    if plan.why == Why.IN_RANGE:
        return tr("{who} does not move: a unit it can target is in its range and sight").format(
            who=who
        )
    if plan.why == Why.NO_OPPONENT:
        return tr("{who} does not move: no unit of the party is on the map").format(who=who)
    if plan.why == Why.NO_WAY:
        return tr("{who} does not move: no route leads toward the party").format(who=who)
    if plan.why == Why.FALLBACK:
        line = tr("{who} can reach no hex to target from: it heads for {focus}").format(
            who=who, focus=focus
        )
    else:
        line = tr("{who} goes for {focus}; {far}").format(
            who=who, focus=focus, far=words().destination(plan.steps)
        )
    if plan.choice:
        line += " " + tr("— click one of the lit hexes to say where it ends")
    return line


def targets_text(plan: TargetPlan, n: Namer) -> str:
    """Whom the rules say the enemy targets, and what is left to the party."""
    if plan.count == 0:
        return tr("{who} has no unit to target").format(who=n.who(plan.unit))
    sure = listing(n.who(u) for u in plan.sure)
    if not plan.choice:
        return tr("{who} targets {targets}").format(who=n.who(plan.unit), targets=sure)
    pool = listing(n.who(u) for u in plan.pool)
    if not plan.sure:
        return words().picked_among(plan.picks).format(who=n.who(plan.unit), pool=pool)
    return tr("{who} targets {sure}; the party picks {count} of {pool}").format(
        who=n.who(plan.unit), sure=sure, count=plan.picks, pool=pool
    )


def companion_text(plan: TargetPlan, n: Namer) -> str:
    """Whom a companion can target: the player picks among them (rules §4.3)."""
    if not plan.candidates:
        return tr("{who} has no unit to target").format(who=n.who(plan.unit))
    return tr("{who} can target {units}: pick whom it engages").format(
        who=n.who(plan.unit), units=listing(n.who(u) for u in plan.candidates)
    )


def priority_name(priority: Priority) -> str:
    """The priority icon in words."""
    if priority is Priority.WEAKEST:
        return tr("weakest")
    return tr("strongest")


def stats_words(stats: FoeStats) -> str:
    """'range 2, target value 2, strongest, 3 Combat dice (0, 1, 1, 2, 2, 3), movement 2'."""
    return tr(
        "range {range}, target value {targets}, {priority}, Combat dice {dice} ({faces}), "
        "movement {movement}"
    ).format(
        range=stats.range,
        targets=stats.targets,
        priority=priority_name(stats.priority),
        dice=stats.dice,
        faces=stats.faces_text(),
        movement=stats.movement,
    )
