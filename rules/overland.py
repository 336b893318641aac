"""The overland day: party token, End of Day with Adventurers Rest, the inn, the guild
assist, and what follows a full party defeat (rules §5, §9)."""

from __future__ import annotations

from dataclasses import replace

from board.hexes import Hex
from board.overland import OverlandMap
from rules.actions import (
    Action,
    EndOfDay,
    MovePartyToken,
    PlaceRevived,
    UseGuildAssist,
    VisitInn,
)
from rules.defeat import place_revived
from rules.errors import IllegalAction
from rules.events import (
    EndOfDayStarted,
    GuildAssistUsed,
    PartyTokenMoved,
    RewardPhase,
    RoundCounterSet,
    TownChoiceNeeded,
)
from rules.rest import inn_one, restore
from rules.state import FATIGUE_FACE, DayPhase, GameState, Phase
from rules.units import battle_or_none, current_battle, set_battle
from rules.work import Work

GUILD_ASSIST_SESSIONS = (1, 2)


def overland_map(w: Work) -> OverlandMap:
    if w.overland is None:
        raise IllegalAction("no_overland")
    return w.overland


def in_battle(w: Work) -> bool:
    return battle_or_none(w) is not None


def move_token(w: Work, to: Hex) -> None:
    overland = overland_map(w)
    start = overland.party
    w.overland = overland.with_party(to)
    w.emit(PartyTokenMoved(start, to, "rules §5 closest town"))


def start_rest(w: Work, party_defeated: bool) -> None:
    w.day_phase = DayPhase.REST
    w.rested = ()
    w.party_defeated = party_defeated
    w.emit(EndOfDayStarted(w.day, party_defeated))


def after_party_defeat(w: Work) -> None:
    """rules §5.6, in order: (1) token to the closest town (ties: the party picks with
    `MovePartyToken`, and the next steps wait for it), (2) the Reward Phase, (3) the End of
    Day's Adventurers Rest (Expert: heal 1 even without discarding)."""
    w.party_defeated = True
    overland = w.overland
    if overland is not None:
        towns = [h for h, _ in overland.closest_town()]
        if len(towns) > 1:
            w.town_choice = tuple(towns)
            w.emit(TownChoiceNeeded(tuple(towns)))
            return
        if towns and towns[0] != overland.party:
            move_token(w, towns[0])
    _reward_then_rest(w)


def _reward_then_rest(w: Work) -> None:
    w.emit(RewardPhase(failed=True))
    start_rest(w, party_defeated=True)


def end_of_day(w: Work, action: EndOfDay) -> None:
    if in_battle(w):
        raise IllegalAction("finish_battle_first")
    if w.day_phase is DayPhase.REST:
        raise IllegalAction("end_of_day_under_way")
    if w.town_choice:
        raise IllegalAction("choose_town_first")
    start_rest(w, party_defeated=False)


def visit_inn(w: Work, action: VisitInn) -> None:
    overland = overland_map(w)
    if in_battle(w):
        raise IllegalAction("no_inn_in_battle")
    if overland.party not in overland.towns:
        raise IllegalAction("inn_needs_town")
    for adv_id in w.adventurer_ids():
        inn_one(w, w.adv(adv_id))


def move_party(w: Work, action: MovePartyToken) -> None:
    overland = overland_map(w)
    if w.town_choice:
        if action.to not in w.town_choice:
            raise IllegalAction("closest_town_only")
        w.town_choice = ()
        if action.to != overland.party:
            move_token(w, action.to)
        _reward_then_rest(w)
        return
    else:
        if in_battle(w):
            raise IllegalAction("token_stays_in_battle")
        if not overland.is_passable(action.to):
            raise IllegalAction("token_cannot_go")
    if action.to == overland.party:
        raise IllegalAction("token_already_there")
    start = overland.party
    w.overland = overland.with_party(action.to)
    w.emit(PartyTokenMoved(start, action.to))


def guild_assist(w: Work, action: UseGuildAssist) -> None:
    """Every adventurer heals fully, clears fatigue and status dice, and recovers every
    exhausted and drained die [decision: all of them]."""
    if w.guild_assist_used:
        raise IllegalAction("guild_once")
    if w.state.session not in GUILD_ASSIST_SESSIONS:
        raise IllegalAction("guild_sessions")
    battle = battle_or_none(w)
    at_round_end = battle is not None and battle.phase is Phase.ROUND_END
    if not at_round_end and w.day_phase is not DayPhase.REST:
        raise IllegalAction("guild_when")
    if not at_round_end and (action.round is not None or action.places):
        raise IllegalAction("guild_choices_in_battle")
    w.guild_assist_used = True
    w.emit(GuildAssistUsed())
    for adv_id in w.adventurer_ids():
        restore(w, w.adv(adv_id), "rules §5.8 guild assist", party_picks=at_round_end)
    for adv_id, at in action.places:
        place_revived(w, PlaceRevived(adv_id, at))
    if action.round is not None:
        _set_round(w, action.round)


def _set_round(w: Work, value: int) -> None:
    """The guild assist sets the round counter to any value, 1 to the fatigue face (rules
    §5.8)."""
    if not 1 <= value <= FATIGUE_FACE:
        raise IllegalAction("guild_round_range")
    battle = current_battle(w)
    set_battle(w, replace(battle, round=value))
    w.emit(RoundCounterSet(battle.counter, value))


def candidates(state: GameState) -> list[Action]:
    """Overland actions for `legal_actions` (filtered there by `apply`): the party token to
    each neighbouring hex, or to each tied closest town after a full party defeat."""
    out: list[Action] = [EndOfDay(), UseGuildAssist()]
    overland = state.overland
    if overland is None:
        return out
    out.append(VisitInn())
    if state.town_choice:
        out.extend(MovePartyToken(h) for h in state.town_choice)
    else:
        out.extend(MovePartyToken(h) for h in overland.party.neighbors())
    return out
