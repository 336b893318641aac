"""rules.table: the questions the GUI asks are answered as the rules play."""

from __future__ import annotations

from dataclasses import replace

from board.hexes import Hex
from rules import actions as act
from rules import battle as _battle
from rules import table
from rules.engine import apply, legal_actions
from rules.events import TrueDamageDealt, TurnStarted
from rules.setup import delve_state, demo_state
from rules.state import SKYSHARD, GameState, Phase, UnitKind
from tests.rules.helpers import defeat_the_party, enemy, make_battle


def play_a_round(state: GameState) -> list[str]:
    """End every turn; when the party must choose, choose by the table's turn order. The
    units whose turns started, in order."""
    order = [u.id for u in table.turn_order(state)]
    started: list[str] = []
    battle = state.battle
    assert battle is not None
    for _ in range(100):
        battle = state.battle
        assert battle is not None
        if battle.turn is not None:
            action: act.Action = act.EndTurn()
        elif table.choosable_units(state):
            action = act.TakeTurn(min(table.choosable_units(state), key=order.index))
        else:
            break
        transition = apply(state, action)
        started += [e.unit for e in transition.events if isinstance(e, TurnStarted)]
        state = transition.state
    return started


def test_the_turn_order_is_the_order_the_rules_play() -> None:
    state = delve_state()
    assert state.battle is not None and state.battle.turn is not None
    started = [state.battle.turn, *play_a_round(state)]
    order = [u.id for u in table.turn_order(state)]
    assert started == [u for u in order if u in started]
    assert len(started) > 3


def test_doors_choices_and_placements_agree_with_legal_actions() -> None:
    state = delve_state()
    legal = legal_actions(state)
    doors = {a.hex for a in legal if isinstance(a, act.ExploreHex)}
    assert table.explorable_doors(state) == doors and doors
    assert table.choosable_units(state) == {a.unit for a in legal if isinstance(a, act.TakeTurn)}
    assert state.battle is not None
    no_card = replace(state.battle, deck=tuple(c for c in state.battle.deck if c != SKYSHARD))
    assert table.explorable_doors(replace(state, battle=no_card)) == frozenset()
    assert table.legal_placements(state) == []


def test_exploring_offers_the_cards_the_rules_let_it_draw() -> None:
    state = delve_state()
    assert state.battle is not None
    deck = (*state.battle.deck, "no-such-shape", SKYSHARD)
    state = replace(state, battle=replace(state.battle, deck=deck))
    pile = table.exploration_cards(state)
    assert "no-such-shape" not in pile and pile.count(SKYSHARD) == deck.count(SKYSHARD)
    cards = {a.card for a in legal_actions(state) if isinstance(a, act.ExploreHex)}
    assert cards == set(pile)
    assert table.exploration_cards(demo_state().replace(battle=None)) == ()


def test_a_die_menu_offers_only_what_apply_accepts() -> None:
    state = demo_state()
    for die_id in state.dice:
        for action in table.die_actions(state, die_id):
            assert table.allows(state, action), action
    assert table.die_actions(state, "no-such-die") == []


def test_a_fatigue_die_s_menu_does_what_dragging_it_to_the_supply_does() -> None:
    from rules.dice import DieKind
    from rules.places import Place, Zone

    state = demo_state()
    track = state.adventurer("veyth").track
    light = next(d for d in track if state.dice[d].kind is DieKind.LIGHT_FATIGUE)
    dragged = table.action_for_drop(state, light, Place(Zone.SUPPLY))
    assert isinstance(dragged, act.RecoverDie)
    assert table.die_actions(state, light) == [dragged]
    on_the_pile = state.supply.light[-1]  # already in the supply: nothing to offer
    assert table.die_actions(state, on_the_pile) == []


def test_fatigue_round_and_track_size() -> None:
    state = delve_state()
    assert state.battle is not None
    assert not table.is_fatigue_round(state)
    assert table.is_fatigue_round(replace(state, battle=replace(state.battle, round=6)))
    assert not table.is_fatigue_round(demo_state())
    assert (table.TRACK_SIZE, table.ACTIVE_SLOTS) == (13, 4)


def test_the_party_token_goes_where_the_rules_accept_it() -> None:
    state = demo_state()
    assert state.overland is not None
    towns = table.party_token_destinations(state)
    assert set(towns) == set(state.overland.towns) - {state.overland.party} and towns
    for town in towns:
        apply(state, act.MovePartyToken(town))
    moved = apply(state, act.MovePartyToken(towns[0])).state
    assert towns[0] not in table.party_token_destinations(moved)
    assert table.party_token_destinations(delve_state()) == ()  # not during a battle
    assert table.party_token_destinations(replace(state, overland=None)) == ()


def test_after_a_full_party_defeat_the_token_goes_to_a_tied_closest_town() -> None:
    tie = Hex(1, 1)  # two steps from each of the three towns
    state = make_battle(enemies=[enemy("e1", 5, [0, -2])], party=[tie.q, tie.r])
    state = defeat_the_party(state)
    assert table.party_token_destinations(state) == ()  # the battle is still on
    state = apply(state, act.EndRound()).state
    assert table.party_token_destinations(state) == state.town_choice and state.town_choice


def test_enemies_stand_in_the_turn_order_as_the_rules_let_them_act() -> None:
    state = make_battle(
        enemies=[
            enemy("low", 1, [0, -2]),
            enemy("quest", None, [1, -2]),
            enemy("high", 10, [0, -3]),
        ]
    )
    order = [u.id for u in table.turn_order(state) if u.id in ("low", "quest", "high")]
    assert order == ["quest", "high", "low"]
    battle = state.battle
    assert battle is not None
    ranked = sorted((u for u in battle.units if u.id in order), key=_battle.enemy_priority)
    assert [u.id for u in ranked] == order


def test_units_that_take_no_turns_are_not_in_the_turn_order() -> None:
    state = make_battle(enemies=[enemy("bat", 1, [0, -2]), enemy("rat", 1, [1, -2])])
    state = apply(state, act.DefeatUnit("bat", by=None, leave_on_tile=True)).state
    battle = state.battle
    assert battle is not None
    units = tuple(replace(u, at=None) if u.id == "rat" else u for u in battle.units)
    state = replace(state, battle=replace(battle, units=units))  # the rat waits off the map
    order = [u.id for u in table.turn_order(state)]
    assert "bat" not in order and "rat" not in order
    assert all(_battle.takes_turns(u) for u in table.turn_order(state))
    started = play_a_round(state)
    assert set(started) <= set(order)


def test_damage_is_credited_only_to_the_other_side() -> None:
    state = delve_state()
    battle = state.battle
    assert battle is not None and battle.turn == "veyth"
    enemies = [u.id for u in battle.units if u.kind is UnitKind.ENEMY and u.on_map]
    sources = table.damage_sources(state, enemies[0])
    assert sources[0] == "veyth" and "brindle" in sources and not set(enemies) & set(sources)
    assert table.turn_damage_source(state, enemies[0]) == "veyth"
    assert set(table.damage_sources(state, "brindle")) == set(enemies)
    assert table.turn_damage_source(state, "brindle") is None  # Veyth is on Brindle's side
    for source in (*sources, None):
        hit = apply(state, act.DealDamage(enemies[0], 99, source)).state
        assert hit.battle is not None and hit.battle.defeats[-1].by == source
    assert table.damage_sources(demo_state().replace(battle=None), "veyth") == ()


def test_the_fatigue_check_s_damage_lasts_until_the_next_round() -> None:
    state = delve_state()
    assert state.battle is not None
    state = replace(state, battle=replace(state.battle, round=6, phase=Phase.ROUND_EFFECTS))
    assert table.fatigue_damage(state) == {}
    transition = apply(state, act.BeginTurns())
    dealt = {e.adventurer: e.amount for e in transition.events if isinstance(e, TrueDamageDealt)}
    hits = table.fatigue_damage(transition.state)
    assert hits and hits == {a: n for a, n in dealt.items() if n}
    later = replace(
        transition.state, battle=replace(transition.state.battle, phase=Phase.ROUND_START)
    )
    assert table.fatigue_damage(later) == hits
    assert table.fatigue_damage(apply(later, act.StartRound()).state) == {}


def test_no_tile_is_laid_by_hand_while_a_drawn_tile_waits() -> None:
    from rules.campaign import ForceAddTile

    state = delve_state()
    assert table.add_tile_refusal(state) is None
    door = sorted(table.explorable_doors(state))[0]
    card = next(c for c in table.exploration_cards(state) if c != SKYSHARD)
    drawn = apply(state, act.ExploreHex(door, card)).state
    assert drawn.battle is not None and drawn.battle.pending is not None
    refused = table.add_tile_refusal(drawn)
    assert refused is not None and refused.code == "tile_pending"
    shape = drawn.battle.shapes[card]
    by_hand = table.refusal(drawn, ForceAddTile(shape, Hex(40, 40), 0))
    assert by_hand is not None and by_hand.code == "tile_pending"
    assert table.add_tile_refusal(demo_state().replace(battle=None)) is not None
