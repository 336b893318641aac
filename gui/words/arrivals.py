"""Log lines of what a new tile brings (rules §7.4): caches, the enemies drawn and where
they went, and which ties the party settled."""

from __future__ import annotations

from gui.words.i18n import tr
from gui.words.names import Describe, Namer, on
from rules import events as ev


def _chosen(tied: int) -> str:
    if not tied:
        return ""
    return tr(" (the party chose among {n} hexes tied for farthest)").format(n=tied)


def _cache_placed(e: ev.CachePlaced, n: Namer) -> str:
    if e.legendary:
        line = tr("A legendary cache goes on the hex {q}, {r}")
    else:
        line = tr("A common cache goes on the hex {q}, {r}")
    return line.format(q=e.at.q, r=e.at.r) + _chosen(e.tied)


def _cache_not_placed(e: ev.CacheNotPlaced, n: Namer) -> str:
    if e.legendary:
        return tr("No cache hex is left: a legendary cache is not placed")
    return tr("No cache hex is left: a common cache is not placed")


def _drawn(e: ev.EnemiesDrawn, n: Namer) -> str:
    return tr(
        "{card}: {ep} encounter points, enemies up to level {level} for a party of {party}; "
        "the chips drawn spend {spent}"
    ).format(card=n.card(e.card), ep=e.ep, level=e.level, party=e.party, spent=e.spent)


def _arrived(e: ev.EnemyArrived, n: Namer) -> str:
    line = tr("{who} (level {level}) is deployed on the hex {q}, {r}").format(
        who=n.who(e.unit), level=e.level, q=e.at.q, r=e.at.r
    )
    return line + _chosen(e.tied)


def _not_deployed(e: ev.EnemyNotDeployed, n: Namer) -> str:
    return tr("{name} (level {level}) finds no deployment hex left and is not deployed").format(
        name=e.name, level=e.level
    )


ARRIVAL_TEXTS: tuple[tuple[type[object], Describe], ...] = (
    on(ev.CachePlaced, _cache_placed),
    on(ev.CacheNotPlaced, _cache_not_placed),
    on(ev.EnemiesDrawn, _drawn),
    on(ev.EnemyArrived, _arrived),
    on(ev.EnemyNotDeployed, _not_deployed),
)
