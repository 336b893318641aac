"""An adventurer's body: true damage, defeat, healing and revival, with their chip in battle
(rules §4.1, §5.1, §5.3)."""

from __future__ import annotations

from dataclasses import replace

from board.hexes import Hex
from rules.errors import IllegalAction
from rules.events import (
    ActiveSlotCleared,
    AdventurerDefeated,
    AdventurerNotDeployed,
    AdventurerRevived,
    ExhaustOrderDue,
    Healed,
    LockpickFailed,
    RevivedHexChoice,
    TrueDamageDealt,
    UnitDefeated,
    UnitDeployed,
    default_rule,
)
from rules.state import Battle, Defeat
from rules.track import held_dice, order_matters, place_or_dispose
from rules.units import (
    battle_or_none,
    current_battle,
    find_unit,
    free_hexes,
    note_party_defeat,
    put_unit,
    set_battle,
)
from rules.work import MutableAdventurer, Work


def deal_true_damage(
    w: Work, adv: MutableAdventurer, amount: int, rule: str, by: str | None = None
) -> int:
    """True damage: cannot be prevented (rules §4.1); at 0 HP the adventurer is defeated. A
    defeated adventurer takes none (rules §5.1). Returns the HP lost."""
    if adv.defeated or amount <= 0:
        return 0
    before = adv.hp
    adv.hp = max(0, adv.hp - amount)
    w.emit(TrueDamageDealt(adv.id, amount, adv.hp, rule))
    if adv.hp == 0:
        defeat(w, adv, by)
    return before - adv.hp


def defeat(w: Work, adv: MutableAdventurer, by: str | None = None, rule: str = "") -> None:
    """Defeat an adventurer once (rules §5.1, §5.3): HP 0, active dice exhausted, the track
    kept, the chip to the race sheet.

    The adventurer counts as defeated before their active dice go into the track, so a full
    track swaps in no overfatigue and deals no damage for them."""
    if adv.defeated:
        return
    adv.defeated = True
    adv.hp = 0
    adv.new_turn()
    held = held_dice(adv)
    if order_matters(adv, held):
        w.emit(ExhaustOrderDue(adv.id, held))  # they wait in their slots (rules §2.2)
        held = ()
    for die_id in held:
        slot = adv.active.index(die_id)
        adv.active[slot] = None
        w.emit(ActiveSlotCleared(adv.id, die_id, slot, False, "rules §5.3 defeated"))
        place_or_dispose(w, adv, die_id, "rules §5.3 active dice exhausted at defeat")
    w.emit(AdventurerDefeated(adv.id, by, rule or default_rule(AdventurerDefeated)))
    _chip_defeated(w, adv, by)
    if w.lockpick is not None and w.lockpick.adventurer == adv.id:
        # the picker can no longer turn dice or go on: the check fails (rules §8.4)
        w.lockpick = None
        w.emit(LockpickFailed(adv.id, "defeated"))


def _chip_defeated(w: Work, adv: MutableAdventurer, by: str | None) -> None:
    unit = find_unit(w, adv.id)
    if unit is None:
        return
    put_unit(w, replace(unit, defeated=True, at=None, fell_at=unit.at))
    battle = current_battle(w)
    set_battle(w, replace(current_battle(w), defeats=(*battle.defeats, Defeat(adv.id, by))))
    w.emit(UnitDefeated(adv.id, by, "race_sheet"))
    note_party_defeat(w)


def heal(
    w: Work,
    adv: MutableAdventurer,
    amount: int,
    rule: str = "",
    deploy_at: Hex | None = None,
    party_picks: bool = False,
) -> None:
    """Heal up to max HP; a defeated adventurer whose HP rises above 0 is revived and, in
    battle, deployed at ``deploy_at`` (rules §5.3; see `revive`)."""
    if amount <= 0:
        return
    before = adv.hp
    adv.hp = min(adv.max_hp, adv.hp + amount)
    if adv.hp != before:
        w.emit(Healed(adv.id, adv.hp - before, adv.hp, rule or default_rule(Healed)))
    if adv.defeated and adv.hp > 0:
        revive(w, adv, deploy_at, party_picks)


def revive(
    w: Work, adv: MutableAdventurer, deploy_at: Hex | None = None, party_picks: bool = False
) -> None:
    """No longer defeated; in battle the chip is deployed at ``deploy_at``, or where it
    fell if that hex is free; else (or when ``party_picks``, the guild assist) it waits off
    the map for the party to pick a free hex (`PlaceRevived`). With no free hex at all it
    waits and says so (rules §5.3, §5.8)."""
    adv.defeated = False
    adv.hp = max(adv.hp, 1)
    w.emit(AdventurerRevived(adv.id))
    unit = find_unit(w, adv.id)
    battle = battle_or_none(w)
    if unit is None or battle is None:
        return
    rule = "rules §5.3 revived and deployed"
    if deploy_at is not None:
        if deploy_at not in battle.map or battle.map.is_occupied(deploy_at):
            raise IllegalAction("revive_hex")
    elif not party_picks and _free(battle, unit.fell_at):
        deploy_at, rule = unit.fell_at, "rules §5.3 revived where it fell"
    put_unit(w, replace(unit, defeated=False, at=deploy_at))
    if deploy_at is not None:
        w.emit(UnitDeployed(adv.id, deploy_at, rule))
    elif free_hexes(battle):
        set_battle(w, replace(current_battle(w), to_place=(*battle.to_place, adv.id)))
        w.emit(RevivedHexChoice(adv.id))
    else:
        w.emit(AdventurerNotDeployed(adv.id))
    if battle.party_defeat_pending:
        set_battle(w, replace(current_battle(w), party_defeat_pending=False))


def _free(battle: Battle, at: Hex | None) -> bool:
    return at is not None and at in battle.map and not battle.map.is_occupied(at)
