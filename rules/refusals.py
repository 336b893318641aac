"""Every refusal of the rules: a code and its English template (rules §1-§9).

`IllegalAction(code, **args)` carries the code and the values of the template's named fields.
The GUI translates by code (the French catalogue is keyed by it) and fills the same fields.

A refusal that counts things (`ONE` lists them) names its ``count`` field ``%n`` and has two
English templates: the plural in `REFUSALS`, the singular in `ONE`; the GUI translates each as
one of Qt's plural messages, so every language says "1 die" and "3 dice" its own way.

Conventions for the fields, so a refusal never shows an internal id or a 0-based index:
- fields named in `ID_FIELDS` hold ids (``adventurer``, ``unit``); they are shown as names
  (`IllegalAction.names`, filled by `rules.engine.apply`, or the GUI's own naming);
- ids the player never sees (a die, an unknown name) may be passed as arguments for
  debugging but no template shows them;
- positions (``slot``, ``face``) are passed 1-based;
- ``side``, ``zone``, ``difficulty``, ``attribute`` and ``card`` are words of the game data
  (the GUI translates them as such).
"""

from __future__ import annotations

from collections.abc import Mapping

#: Fields holding ids: the text shows the name of what they name.
ID_FIELDS = frozenset({"adventurer", "unit"})

REFUSALS: dict[str, str] = {
    # --- any action ---------------------------------------------------------------------
    "unknown_action": "The rules do not know the action {action}.",
    "no_such_die": "That die is not in this game.",
    "no_such_adventurer": "There is no such adventurer in this game.",
    "no_such_unit": "That unit is not in this battle.",
    "unit_not_in_play": "The battle is over: its units can no longer be targeted.",
    # --- dice, the mat and the track (rules §1-§3) ----------------------------------------
    "skill_die_not_to_supply": "Skill dice never go to the supply.",
    "no_row_for_die": "{adventurer} has no {attribute} row for this die.",
    "die_not_on_mat": "That die is not on {adventurer}'s mat.",
    "not_own_skill_die": "That die is not one of {adventurer}'s skill dice.",
    "defeated_cannot_exhaust": "{adventurer} is defeated and cannot exhaust dice.",
    "defeated_cannot_place_active": "{adventurer} is defeated and cannot place active dice.",
    "defeated_cannot_place_on_chip": "{adventurer} is defeated and cannot place dice on chips.",
    "defeated_cannot_take_turn": "{adventurer} is defeated and cannot take a turn.",
    "defeated_cannot_engage": "{adventurer} is defeated and cannot engage.",
    "defeated_cannot_explore": "{adventurer} is defeated and cannot explore.",
    "defeated_cannot_drain": "{adventurer} is defeated and cannot drain dice.",
    "defeated_cannot_roll": "{adventurer} is defeated and cannot roll dice.",
    "exhaust_none": "Choose at least one die to exhaust.",
    "exhaust_twice": "Each die can be exhausted only once at a time.",
    "exhaust_from": (
        "Only a die from an attribute row or an active slot can be exhausted; "
        "this one is in the {zone} area."
    ),
    "tenacity_needs_cooldown_face": (
        "Only a die showing a Cooldown-code face can go into the track on its Tenacity face."
    ),
    "no_tenacity_face": "That die has no Tenacity face.",
    "active_slot_count": "There are only {count} active slots.",
    "active_from_row": "Only a die from an attribute row can go into an active slot.",
    "active_slot_full": "Active slot {slot} already holds a die.",
    "active_slot_empty": "Active slot {slot} is empty.",
    "exhaust_active_none": "{adventurer} has no die in an active slot.",
    "exhaust_order": "Name each die in {adventurer}'s active slots once, in the order they go "
    "into the track.",
    "already_drained": "That die is already drained.",
    "recover_from_track": "Only a die in the cooldown track can be recovered.",
    "fatigue_active_from_supply": "A fatigue die goes into an active slot from the supply.",
    "remove_from_track": "Only a die in the cooldown track can be removed from it.",
    "no_drained_dice": "{adventurer} has no drained dice.",
    "not_drained": "That die is not drained.",
    "roll_results": "A roll needs one result per die.",
    "roll_twice": "Each die can be rolled only once at a time.",
    "roll_skill_only": "Only skill dice are rolled onto the table.",
    "roll_row_only": "Only dice available in an attribute row can be rolled.",
    "no_such_face": "That die has no face number {face}.",
    "gain_some_fatigue": "Gain at least one fatigue die.",
    "too_much_fatigue": "That is more fatigue than the game has dice for.",
    # --- whose turn (rules §4) --------------------------------------------------------------
    "not_your_turn": "It is not {adventurer}'s turn.",
    "unit_not_your_turn": "It is not {unit}'s turn.",
    "explore_on_adventurer_turn": "Exploring is an action of an adventurer's turn.",
    "recovery_at_turn_start": (
        "The Recovery step happens once, at the start of the adventurer's own turn."
    ),
    "two_moves_a_turn": "{adventurer} has already taken two move actions this turn.",
    "no_second_move_after_engage": (
        "{adventurer} has engaged this turn: a second move action is not allowed."
    ),
    "no_engage_after_second_move": (
        "{adventurer} took a second move action this turn: no more engaging."
    ),
    "beyond_stamina": "{adventurer} moves at most {stamina} hexes in one move action (Stamina).",
    "no_move_after_explore": "{adventurer} explored this turn: no move action after it.",
    "explore_once_a_turn": "{adventurer} has already taken the explore action this turn.",
    "no_explore_after_move": "{adventurer} moved this turn: no explore action in that turn.",
    "explore_in_sight": "{adventurer} can only explore a door in sight (same or adjacent tile).",
    "explore_within_stamina": "{adventurer} explores doors at most {stamina} hexes away (Stamina).",
    "door_explored_this_turn": "{adventurer} has already explored from this door this turn.",
    "not_waiting_to_place": "{adventurer} is not waiting for the party to pick a hex.",
    "guild_round_range": "The round counter goes from 1 to the fatigue face (6).",
    "guild_choices_in_battle": (
        "The round counter and the revived adventurers' hexes are chosen only in a battle."
    ),
    "recovery_in_battle_only": (
        "The Recovery step is a step of a battle's turns: there is none outside a battle."
    ),
    "battle_cleanup_not_now": "Battle clean-up comes when the battle is over.",
    "no_inn_in_battle": "There is no inn on a battle map.",
    # --- the battle round, units and defeat (rules §4-§6) -----------------------------------
    "no_battle": "No battle is in progress.",
    "battle_over": "The battle is over.",
    "battle_not_over": "The battle is not over yet.",
    "round_under_way": "This round is already under way.",
    "round_not_started": "The round has not started yet.",
    "no_turn": "No turn is under way.",
    "choose_next_unit": "Choose which unit takes its turn next.",
    "other_turn": "Another unit's turn is under way.",
    "enemy_order": "Enemies act from the highest level down (quest units first).",
    "cannot_take_turn": "That unit cannot take the next turn.",
    "round_not_done": "Every unit takes its turn before the round ends.",
    "counter_not_lowerable": "The round counter cannot go below round 1.",
    "lower_by_range": "The round counter is lowered by 1 to 5.",
    "unit_not_targetable": "{unit} is not on the map and cannot be targeted.",
    "adventurer_not_targetable": "{adventurer} is defeated and cannot be targeted.",
    "damage_range": "Damage is a number from 1 to 999.",
    "healing_range": "Healing is a number from 1 to 999.",
    "unit_off_map": "{unit} is not on the map.",
    "unit_defeated": "{unit} is defeated.",
    "already_defeated": "{unit} is already defeated.",
    "not_left_on_tile": "{unit} is not a defeated chip left on a tile.",
    "adventurer_status_in_track": "Adventurers keep status dice in their cooldown track.",
    "quest_no_status": "Quest units take no status effects unless an effect says so.",
    "status_side_taken": "{unit} already has a {side} die.",
    "no_status_die_of_side": "{unit} has no {side} die.",
    "no_status_die_left": "No status die is left in the supply.",
    "every_side_taken": "{unit} already has a die of every status side.",
    "die_cannot_go_there": "That die cannot go there.",
    "hex_off_map": "That hex is not on the map.",
    "unit_already_there": "{unit} is already there.",
    "hex_occupied": "That hex is occupied.",
    "no_route": "No route of unoccupied hexes leads there.",
    "defeated_chip_on_sheet": "A defeated adventurer's chip stays on its race sheet.",
    "unit_defeated_off_map": "{unit} is defeated and off the map.",
    "unit_not_defeated": "{unit} is not defeated.",
    "revive_adventurer_by_healing": "An adventurer comes back by healing (Heal or Revive).",
    "revive_hex": "A revived adventurer is deployed to an unoccupied hex of the map.",
    "no_free_hex": "Every hex of the map is occupied: {adventurer} cannot be deployed yet.",
    "hp_over_max": "HP cannot exceed the max HP ({max_hp}).",
    "max_hp_min": "Max HP is at least 1.",
    # --- exploration (rules §7) --------------------------------------------------------------
    "tile_pending": "First place the tile already drawn.",
    "not_explorable": "Only an unexplored door hex on the edge of the map can be explored.",
    "no_skyshard_left": (
        "No skyshard card is left in the exploration deck: nothing is left to explore."
    ),
    "no_such_card": "The exploration deck holds no {card} card.",
    "no_such_shape": "No tile shape is called {card}.",
    "no_tile_pending": "No tile is waiting to be placed.",
    "no_arrival": "No tile just placed is waiting for its caches and enemies.",
    "draw_above_level": "{name} is above level {level}, the highest this card's scale allows.",
    "draw_beyond_ep": "{name} would go beyond the {left} encounter points left.",
    "deploy_tie": "{count} hexes tie for farthest: the party chooses one.",
    "deploy_tie_pick": "Hex {q}, {r} is not one of the hexes tied for farthest.",
    "bad_placement": (
        "The tile must touch the explored hex door to door, overlap nothing and, "
        "where possible, leave a door explorable."
    ),
    "choose_placement": "Choose one of the {count} placements.",
    # --- gestures on the table ------------------------------------------------------------
    "fatigue_where": "Fatigue and status dice go only in cooldown tracks or the supply.",
    "die_already_there": "The die is already there.",
    "choose_status_side": "Choose which status side the adventurer gains.",
    "track_to_track": "A die never moves from one cooldown track to another.",
    "status_by_effect": "Status dice go on a chip by an effect (or an override).",
    "track_order": (
        "The cooldown track can only take dice at its leftmost open position; "
        "dice in it do not change order."
    ),
    "skill_die_own_mat": "A skill die stays on its own adventurer's mat.",
    "active_leaves_to_track": "A die leaving an active slot is exhausted into the cooldown track.",
    "recover_first": "An exhausted die must be recovered before it can be used again.",
    "drained_unavailable": "A drained die is unavailable for the rest of the battle.",
    "drop_on_slot": "Drop the die on one of the active slots.",
    # --- lockpicking (rules §8) --------------------------------------------------------------
    "no_lockpick": "No lockpick check is in progress.",
    "lockpick_in_progress": "A lockpick check is already in progress.",
    "defeated_cannot_pick": "{adventurer} is defeated and cannot pick a lock.",
    "code_length": "A lock code has 3 to 6 digits.",
    "digit_range": "Every lock digit is a number from 1 to 6.",
    "keys_distinct": "Key digits must name different digits of the code.",
    "attempts_range": "A lock allows 1 to 20 attempts.",
    "no_attempts_left": "No attempts are left: stop the check.",
    "roll_count": "This attempt rolls %n dice.",
    "lockpick_value_range": "A lockpick die shows 1 to 6.",
    "roll_first": "Roll the lockpick dice first.",
    "no_lockpick_die": "There is no such lockpick die.",
    "die_kept": "That die is already kept.",
    "die_not_rolled": "That die has not been rolled yet.",
    "no_such_digit": "There is no such digit in the code.",
    "digit_matched": "That digit is already matched.",
    "digit_mismatch": "The die shows {value}, the digit is {digit}.",
    "keys_first": "Key digits must be matched before any other digit.",
    "turn_one_pip": "A die turns by one pip at a time.",
    "no_wrap": "A lockpick die never turns from 6 to 1 or from 1 to 6.",
    "defeated_cannot_gain_fatigue": "{adventurer} is defeated and cannot gain fatigue.",
    # --- resting, the overland map (rules §5, §9) --------------------------------------------
    "expert_discard": "On Expert, discard an item to remove a die while resting.",
    "rest_limit_one": "On {difficulty}, a rest removes at most 1 die.",
    "rest_limit": "On {difficulty}, a rest removes at most {count} dice.",
    "rest_remove_twice": "Each die can be removed only once.",
    "not_in_track": "That die is not in {adventurer}'s cooldown track.",
    "inn_once": "Each adventurer rests at the inn once.",
    "rest_once_per_day": "Each adventurer rests once at the end of the day.",
    "no_rest_in_battle": "Adventurers Rest comes at the end of the day, after the battle.",
    "rest_defeated_first": "First move the party token to a closest town.",
    "no_overland": "This game has no overland map.",
    "finish_battle_first": "Finish the battle before the day ends.",
    "end_of_day_under_way": "The End of Day Phase is already under way.",
    "choose_town_first": "First choose the town the party goes to.",
    "inn_needs_town": "The party must be in a town to visit its inn.",
    "token_already_there": "The party token is already there.",
    "closest_town_only": "After a full party defeat the party goes to a closest town.",
    "token_stays_in_battle": "The party token stays put during a battle.",
    "token_cannot_go": "The party token cannot go there.",
    "guild_once": "The guild assist can be used once per campaign.",
    "guild_sessions": "The guild assist can be used only in sessions 1 and 2.",
    "guild_when": (
        "The guild assist is used at the end of a battle round or during Adventurers Rest."
    ),
    # --- overrides -------------------------------------------------------------------------
    "zone_not_here": "Dice cannot be put in the {zone} area here.",
    "counter_range": "Counters go from 0 to {max}.",
    "skill_only_zones": "Only skill dice go in attribute rows, active slots or drained.",
    "status_only_units": "Only status dice go on units.",
    "say_whose_mat": "Say whose mat the die goes to.",
    "die_not_on_table": "That die is not on the table.",
    "choose_active_slot": "Choose one of the {count} active slots.",
    "die_row": "This die belongs in the {attribute} row.",
    "track_full": "The cooldown track already holds {size} dice.",
    "track_positions": "The cooldown track has {size} positions.",
    "face_count": "This die has {count} faces.",
    "track_die_twice": "A die can be in the cooldown track only once.",
    "track_die_elsewhere": (
        "The dice of {adventurer}'s track come from their own mat or from the supply."
    ),
    "face_not_named": "Only the dice named here are turned.",
    "mat_die_twice": "A die can be in only one place on the mat.",
    "fatigue_no_faces": "Fatigue dice have no faces to turn.",
    "supply_counters": "The supply counts light, over and status dice.",
    "status_six_sides": "A status die has 6 sides.",
    "supply_status_no_side": "A status die in the supply shows no side.",
    "no_counter": "An adventurer has no counter called {counter}.",
    "defeated_flag": "Defeated is 0 (no) or 1 (yes).",
    # --- the player's own campaign: the editors' checks (rules §1, §4-§7) ---------------
    "edit_name": "Give it a name.",
    "edit_name_long": "A name has at most {max} characters (this one has {length}).",
    "edit_name_used": "The name {name} is already used.",
    "edit_attribute": "Choose the attribute row its dice sit in.",
    "edit_no_dice": "A skill line has 1 to 6 dice.",
    "edit_die_label": "Give die {n} a name.",
    "edit_die_twice": "Two dice are called {label}: give each die its own name.",
    "edit_faces": "Die {label}: a die has six faces.",
    "edit_face_code": "Die {label}, face {n}: choose a resolution code.",
    "edit_face_status": "Die {label}, face {n}: a Status face names its status.",
    "edit_face_icon": "Die {label}, face {n}: an icon needs a word of small letters, like strike.",
    "edit_face_value": "Die {label}, face {n}: the number goes from 0 to 20.",
    "edit_tenacity_twice": "Die {label}: only one face can be the Tenacity face.",
    "edit_race": "Choose or type a race.",
    "edit_max_hp": "Max HP goes from 1 to 99.",
    "edit_hp": "HP ({hp}) cannot be above max HP ({max_hp}).",
    "edit_cooldown": "The Cooldown stat goes from 0 to 13.",
    "edit_stamina": "The Stamina stat goes from 1 to 9.",
    "edit_tenacity": "Tenacity goes from 0 to 99.",
    "edit_no_rows": "Show 1 to 6 attribute rows.",
    "edit_row_twice": "The {row} row is shown twice.",
    "edit_row_name": "Give every attribute row a name.",
    "edit_no_lines": "Give the adventurer at least one skill line.",
    "edit_line_row": (
        "The {line} line puts its dice in the {row} row, which the mat does not show."
    ),
    "edit_line_twice": "The {line} line is on the mat twice.",
    "edit_too_many_dice": "A mat holds at most 40 skill dice.",
    "edit_party_size": "A party has 1 to 4 adventurers.",
    "edit_adventurer_twice": "Two adventurers are called {name}.",
    "edit_level": "An enemy's level is 1, 5, 10 or 20 (a quest unit has none).",
    "edit_unit_hp": "HP goes from 1 to 99.",
    "edit_ep": "Encounter points go from 0 to {max}.",
    "edit_scale": "Each row of the challenge scale is an enemy level: 1, 5, 10 or 20.",
    "edit_caches": "A card holds from 0 to {max} caches of each kind.",
    "edit_card_twice": "Two cards name the tile {shape}: one card per tile.",
    "edit_low_bag": "{name} is not level 1 or 5, the levels of the 1/5 bag.",
    "edit_high_bag": "{name} is not level 10 or 20, the levels of the 10/20 bag.",
    "edit_bonus_hp": "Bonus HP goes from 0 to 99.",
    "edit_range": "Range goes from 1 to 9.",
    "edit_targets": "The target value goes from 1 to 9.",
    "edit_combat_dice": "A chip rolls 0 to 9 Combat dice.",
    "edit_combat_faces": "A Combat die has 1 to 12 faces, each dealing 0 to 20 damage.",
    "edit_movement": "Movement goes from 0 to 9 hexes.",
    "edit_skills_text": "Keep the skills to 500 characters.",
    "edit_entrance": "Choose the entrance tile.",
    "edit_card": "The deck names {shape}, which is not in the tile library.",
    "edit_skyshards": "The objective needs {needed} skyshards but the deck holds {held}.",
    "edit_hex_taken": (
        "Two chips stand on the hex {q}, {r} (the party stands on the first hexes)."
    ),
    "edit_off_map": "{name} stands off the entrance tile.",
    "edit_companions_battle": "Companions join the party in its first battle: set it up first.",
    # --- an enemy's turn by the rules (rules §4.4) -----------------------------------------
    "not_an_enemy": "{unit} is not an enemy: its turn is the party's to play.",
    "enemy_move_done": "{unit} has already moved this turn.",
    "enemy_engage_done": "{unit} has already engaged this turn: it does not move after that.",
    "enemy_stays_in_range": "{unit} does not move: a unit it can target is in its range and sight.",
    "enemy_stays_no_opponent": "{unit} does not move: no unit of the party is on the map.",
    "enemy_stays_no_way": "{unit} does not move: no route leads toward the party.",
    "enemy_pick_end": "The rules leave {count} hexes for {unit} to end on: pick one.",
    "enemy_end_not_allowed": (
        "{unit} cannot end its move there: the rules allow only the %n lit hexes "
        "(drag with Shift to place it anyway)."
    ),
    "enemy_no_targets": "{unit} has no unit in its range and sight to target.",
    "enemy_pick_targets": "Pick %n more targets for {unit} among the units of equal HP.",
    "enemy_targets_not_allowed": (
        "{unit} targets %n units, by its priority: pick only among the lit units of equal HP."
    ),
    "enemy_roll_count": "{unit} rolls %n Combat dice: give one result for each.",
    "enemy_roll_faces": "{unit}'s Combat dice show only {faces}.",
    "not_a_companion": "{unit} is not a companion.",
    "companion_engage_done": "{unit} has already engaged this turn.",
    "companion_no_targets": "{unit} has no unit in its range and sight to target.",
    "companion_pick_targets": (
        "Pick from 1 to %n targets for {unit} among the units in its range and sight."
    ),
    "adventurer_has_mat": "{unit} is an adventurer: edit their mat instead.",
    "already_protected": "{unit} is already protected from targeting.",
    "not_protected": "{unit} is not protected from targeting.",
    "companion_moved": "{unit} has already moved this turn.",
    "beyond_movement": "{unit} moves at most {movement} hexes.",
    "no_enemy_turn": "It is not an enemy's turn.",
    "no_enemy_phase": "The enemies' turns have not begun.",
    # --- the campaign goes on, and the table's free setup (rules §2.6, §4, §7) -----------
    "encounter_during_battle": "Finish the battle under way first (end it or retreat).",
    "edit_between_battles": "Edit adventurers between battles (this battle is not over).",
    "party_token_impassable": "The party token needs a passable hex of the overland map.",
    "chip_off_map": "Put the chip on a hex of the map.",
    "add_chip_kind": "Only companion and enemy chips can be added.",
    "adventurer_chip_stays": "An adventurer's chip stays: move it off the map instead.",
    "end_turn_before_removing": "End this unit's turn before taking its chip away.",
    "chip_in_records": (
        "{unit} is named in this battle's defeat records: its chip stays until the battle "
        "ends (move it off the map instead)."
    ),
    "tile_rotation": "A tile turns in six steps (rotation 0 to 5).",
    "tile_overlap": "The tile would overlap another tile.",
    "no_such_tile": "That tile is not on the map.",
    "tile_has_chips": "Move or remove the chips on this tile first.",
}


#: The field holding the count of a counted refusal (shown as ``%n`` in its templates).
COUNT = "count"

#: The singular English template of each refusal that counts things (when ``count`` is 1);
#: `REFUSALS` holds the plural.
ONE: dict[str, str] = {
    "roll_count": "This attempt rolls %n die.",
    "enemy_end_not_allowed": (
        "{unit} cannot end its move there: the rules allow only the %n lit hex "
        "(drag with Shift to place it anyway)."
    ),
    "enemy_pick_targets": "Pick %n more target for {unit} among the units of equal HP.",
    "enemy_targets_not_allowed": (
        "{unit} targets %n unit, by its priority: pick only among the lit units of equal HP."
    ),
    "enemy_roll_count": "{unit} rolls %n Combat die: give its result.",
    "companion_pick_targets": ("Pick %n target for {unit} among the units in its range and sight."),
}


def count_of(code: str, args: Mapping[str, object]) -> int | None:
    """The count a counted refusal's sentence says (None for a refusal counting nothing)."""
    value = args.get(COUNT)
    return value if code in ONE and isinstance(value, int) else None


def template(code: str, args: Mapping[str, object]) -> str:
    """The English template of a refusal for its arguments: the singular of a counted refusal
    whose count is 1, else `REFUSALS`' own."""
    return ONE[code] if count_of(code, args) == 1 else REFUSALS[code]


def render(code: str, args: Mapping[str, object], names: Mapping[str, str]) -> str:
    """The English sentence of a refusal; ids in `ID_FIELDS` are shown by ``names``."""
    shown = {
        key: names.get(str(value), str(value)) if key in ID_FIELDS else value
        for key, value in args.items()
    }
    text = template(code, args).replace("%n", str(count_of(code, args)))
    return text.format_map(shown)
