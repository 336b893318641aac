"""Adventurer mats: damage, healing, defeat and revival (rules §4, §5)."""

from __future__ import annotations

from collections.abc import Callable

from board.hexes import Hex
from rules.events import (
    ActiveSlotCleared,
    AdventurerDefeated,
    AdventurerRevived,
    Healed,
    TrueDamageDealt,
)
from rules.work import MutableAdventurer, Work


def deal_true_damage(
    w: Work, adv: MutableAdventurer, amount: int, rule: str, by: str | None = None
) -> None:
    """True damage: cannot be prevented (rules §4); at 0 HP the adventurer is defeated."""
    if adv.defeated or amount <= 0:
        return
    adv.hp = max(0, adv.hp - amount)
    w.emit(TrueDamageDealt(adv.id, amount, adv.hp, rule))
    if adv.hp == 0:
        defeat(w, adv, by)


def defeat(w: Work, adv: MutableAdventurer, by: str | None = None, rule: str = "") -> None:
    """Defeat an adventurer: active dice exhausted, track kept (rules §5)."""
    from rules.cooldown import add_to_track

    if adv.defeated:
        return
    for slot, die_id in enumerate(adv.active):
        if die_id is not None:
            adv.active[slot] = None
            w.emit(ActiveSlotCleared(adv.id, die_id, slot, False, "rules §5 defeated"))
            add_to_track(w, adv, die_id, "rules §5 active dice exhausted at defeat")
    adv.defeated = True
    adv.engages = 0
    w.emit(AdventurerDefeated(adv.id, by, rule or AdventurerDefeated.rule))
    for hook in DEFEAT_HOOKS:
        hook(w, adv, by)


def heal(
    w: Work, adv: MutableAdventurer, amount: int, rule: str = "", deploy_at: Hex | None = None
) -> None:
    """Heal up to max HP; a defeated adventurer whose HP rises above 0 is revived and, in
    battle, deployed at ``deploy_at`` (rules §5)."""
    if amount <= 0:
        return
    before = adv.hp
    adv.hp = min(adv.max_hp, adv.hp + amount)
    if adv.hp != before:
        w.emit(Healed(adv.id, adv.hp - before, adv.hp, rule or Healed.rule))
    if adv.defeated and adv.hp > 0:
        adv.defeated = False
        w.emit(AdventurerRevived(adv.id))
        for hook in REVIVE_HOOKS:
            hook(w, adv, deploy_at)


# Battle code registers what else a defeat does (chip off the map…): f(work, adventurer).
DEFEAT_HOOKS: list[Callable[[Work, MutableAdventurer, str | None], None]] = []
# ... and what a revival does (deploy the chip): f(work, adventurer, hex or None).
REVIVE_HOOKS: list[Callable[[Work, MutableAdventurer, Hex | None], None]] = []
