"""Resting: Adventurers Rest by difficulty (rules §5) and the inn (rules §9)."""

from __future__ import annotations

from rules.actions import Action, AdventurersRest, InnRest
from rules.adventurer import heal
from rules.errors import IllegalAction
from rules.events import InnVisited, NewDay, Rested
from rules.state import DayPhase, Difficulty, GameState
from rules.track import remove_from_track, send_home
from rules.units import battle_or_none
from rules.work import MutableAdventurer, Work

#: difficulty -> (HP healed, dice removed) [ext]
REST_BY_DIFFICULTY: dict[Difficulty, tuple[int, int]] = {
    Difficulty.APPRENTICE: (2, 2),
    Difficulty.ADEPT: (1, 1),
    Difficulty.EXPERT: (1, 1),
}


def rest_allowance(w: Work | GameState, discard_item: bool) -> tuple[int, int]:
    """(heal, dice that may be removed) for one adventurer's rest, in the game as it is
    (a `GameState`) or as an action has changed it so far (a `Work`).

    Expert: nothing without discarding an item, except after a full party defeat, when the
    heal of 1 comes even without a discard (rules §5 Full party defeat)."""
    difficulty = w.state.difficulty if isinstance(w, Work) else w.difficulty
    heal_hp, remove = REST_BY_DIFFICULTY[difficulty]
    if difficulty is Difficulty.EXPERT and not discard_item:
        return (heal_hp if w.party_defeated else 0), 0
    return heal_hp, remove


def adventurers_rest(w: Work, action: AdventurersRest) -> None:
    """Heal and remove dice from any track position, by difficulty."""
    adv = w.adv(action.adventurer)
    if battle_or_none(w) is not None:
        # Rest belongs to the End of Day, which cannot begin while a battle goes on (rules
        # §9.2; the decision in rules/RULES.md §5.7).
        raise IllegalAction("no_rest_in_battle")
    if w.town_choice:
        raise IllegalAction("rest_defeated_first")
    heal_hp, may_remove = rest_allowance(w, action.discard_item)
    if len(action.remove) > may_remove:
        if w.state.difficulty is Difficulty.EXPERT and not action.discard_item:
            raise IllegalAction("expert_discard")
        raise IllegalAction(
            "rest_limit_one" if may_remove == 1 else "rest_limit",
            difficulty=w.state.difficulty,
            count=may_remove,
        )
    if len(set(action.remove)) != len(action.remove):
        raise IllegalAction("rest_remove_twice")
    for die_id in action.remove:
        if die_id not in adv.track:
            raise IllegalAction("not_in_track", adventurer=adv.id, die=die_id)
    before = adv.hp
    heal(w, adv, heal_hp, "rules §5 Adventurers Rest")
    for die_id in action.remove:
        remove_from_track(adv, die_id)
        send_home(w, adv, die_id, "rules §5 Adventurers Rest", "track")
    w.emit(Rested(adv.id, adv.hp - before, action.remove, action.discard_item))
    rest_done(w, adv.id)


def rest_done(w: Work, adventurer_id: str) -> None:
    """Called after an Adventurers Rest: during the End of Day, each adventurer rests once;
    when all have, a new day starts (rules §9.2)."""
    if w.day_phase is not DayPhase.REST:
        return
    if adventurer_id in w.rested:
        raise IllegalAction("rest_once_per_day")
    w.rested = (*w.rested, adventurer_id)
    if set(w.rested) >= set(w.adventurer_ids()):
        w.day += 1
        w.day_phase = DayPhase.DAY
        w.rested = ()
        w.party_defeated = False
        w.emit(NewDay(w.day))


def restore(w: Work, adv: MutableAdventurer, rule: str, party_picks: bool = False) -> None:
    """Heal fully; every die out of the track and the drained dice back to the rows.
    ``party_picks``: a revived adventurer waits for the party to pick its hex (rules §5.8)."""
    heal(w, adv, adv.max_hp - adv.hp, rule, party_picks=party_picks)
    for die_id in list(adv.track):
        remove_from_track(adv, die_id)
        send_home(w, adv, die_id, rule, "track")
    for die_id in list(adv.drained):
        adv.drained.remove(die_id)
        send_home(w, adv, die_id, rule, "drained")


def inn_one(w: Work, adv: MutableAdventurer) -> None:
    """Heal fully, every die out of the track, drained and active dice back to the rows."""
    restore(w, adv, "rules §9 inn")
    for slot, active_die in enumerate(adv.active):
        if active_die is not None:
            adv.active[slot] = None
            send_home(w, adv, active_die, "rules §9 inn", "active")
    adv.new_turn()
    w.emit(InnVisited(adv.id))


def inn_rest(w: Work, action: InnRest) -> None:
    """rules §9.3 inn (``adventurers=()``: the whole party): only at a town's inn, so with
    an overland map the party token stands on a town; a table without one takes the
    player's word [decision]."""
    if battle_or_none(w) is not None:
        raise IllegalAction("no_inn_in_battle")
    overland = w.overland
    if overland is not None and overland.party not in overland.towns:
        raise IllegalAction("inn_needs_town")
    ids = action.adventurers or tuple(w.adventurer_ids())
    if len(set(ids)) != len(ids):
        raise IllegalAction("inn_once")
    for adv_id in ids:
        inn_one(w, w.adv(adv_id))


def candidates(state: GameState) -> list[Action]:
    """Resting actions for `legal_actions`: each adventurer's rest (defeated ones too: the
    rest heals them), with and without an item discarded, and the inn."""
    out: list[Action] = [InnRest()]
    for adv in state.adventurers:
        out.append(AdventurersRest(adv.id))
        out.append(AdventurersRest(adv.id, discard_item=True))
    return out
