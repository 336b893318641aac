"""Exploration cards and enemy bags as the editors check them and the library files store
them (rules §7.4, §7.6): the project's own invented data, which a player edits.

Files are library files (`rules.specs.dump_json`): ``{"format": …, "version": 1, "cards":
[…]}`` and ``{"format": …, "version": 1, "bags": [{"low": […], "high": […]}]}``. The
shipped examples are ``assets/exploration_cards.json`` and ``assets/enemy_bags.json``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from board.jsonio import read_bounded
from board.tiles import ASSETS
from rules.cards import (
    HIGH_LEVELS,
    LOW_LEVELS,
    MAX_CACHES,
    MAX_EP,
    EnemyBags,
    ExplorationCard,
)
from rules.codec import decode
from rules.foes import stat_problems
from rules.specs import (
    MAX_HP,
    Problem,
    dump_json,
    library_entries,
    name_problems,
    refuse_first_problem,
)
from rules.state import ENEMY_LEVELS

CARD_FORMAT = "eraboard-exploration-cards"
BAG_FORMAT = "eraboard-enemy-bags"
SHIPPED_CARDS = ASSETS / "exploration_cards.json"
SHIPPED_BAGS = ASSETS / "enemy_bags.json"


def check_card(card: ExplorationCard, shapes: Iterable[str] | None = None) -> list[Problem]:
    """Every problem of an exploration card (rules §7.4): a tile shape it names (one of
    ``shapes`` when given), EP 0-99, each scale row an enemy level, 0-9 caches of each
    kind."""
    out = name_problems(card.shape, "shape")
    if not card.shape.strip():
        out.append(Problem("shape", "edit_name"))
    elif shapes is not None and card.shape not in set(shapes):
        out.append(Problem("shape", "edit_card", {"shape": card.shape}))
    if not 0 <= card.ep <= MAX_EP:
        out.append(Problem("ep", "edit_ep", {"max": MAX_EP}))
    if len(card.scale) != 4 or any(level not in ENEMY_LEVELS for level in card.scale):
        out.append(Problem("scale", "edit_scale"))
    for key, count in (("common", card.common), ("legendary", card.legendary)):
        if not 0 <= count <= MAX_CACHES:
            out.append(Problem(key, "edit_caches", {"max": MAX_CACHES}))
    return out


def check_bags(bags: EnemyBags) -> list[Problem]:
    """Every problem of the enemy bags (rules §7.4): each chip named, 1-99 HP, of a level
    its bag holds (1 or 5 in the low bag, 10 or 20 in the high one), and with fighting stats
    the encounter editor would take (rules §4.4)."""
    out: list[Problem] = []
    for key, bag, levels in (("low", bags.low, LOW_LEVELS), ("high", bags.high, HIGH_LEVELS)):
        for i, chip in enumerate(bag):
            where = f"{key}[{i}]"
            if not chip.name.strip():
                out.append(Problem(f"{where}.name", "edit_name"))
            out.extend(name_problems(chip.name, f"{where}.name"))
            if chip.level not in levels:
                code = "edit_low_bag" if key == "low" else "edit_high_bag"
                out.append(Problem(f"{where}.level", code, {"name": chip.name}))
            if not 1 <= chip.hp <= MAX_HP:
                out.append(Problem(f"{where}.hp", "edit_unit_hp"))
            out.extend(Problem(f"{where}.{f}", code) for f, code in stat_problems(chip.stats))
    return out


def dump_cards(cards: Iterable[ExplorationCard]) -> str:
    """A card file, cards in shape order."""
    return dump_json(CARD_FORMAT, "cards", sorted(cards, key=lambda c: c.shape))


def load_cards(text: str | bytes, file: str | None = None) -> dict[str, ExplorationCard]:
    """Read a card file, by the card editor's checks; one card per shape. `DataFileError`
    names the file, the place and what was expected."""
    reader, raws = library_entries(text, file, CARD_FORMAT, "cards")
    cards: dict[str, ExplorationCard] = {}
    for i, raw in enumerate(raws):
        place = f"cards[{i}]"
        card: ExplorationCard = decode(ExplorationCard, raw, place, reader)
        problems = check_card(card)
        if card.shape in cards:
            problems.append(Problem("shape", "edit_card_twice", {"shape": card.shape}))
        refuse_first_problem(reader, problems, place)
        cards[card.shape] = card
    return cards


def dump_bags(bags: EnemyBags) -> str:
    """A bag file: the roster of both bags."""
    return dump_json(BAG_FORMAT, "bags", [bags])


def load_bags(text: str | bytes, file: str | None = None) -> EnemyBags:
    """Read a bag file (one roster), by the roster editor's checks."""
    reader, raws = library_entries(text, file, BAG_FORMAT, "bags")
    if len(raws) != 1:
        raise reader.fail("bags", "one roster")
    bags: EnemyBags = decode(EnemyBags, raws[0], "bags[0]", reader)
    refuse_first_problem(reader, check_bags(bags), "bags[0]")
    return bags


def shipped_cards() -> dict[str, ExplorationCard]:
    """The project's own example cards, one for each shipped tile shape."""
    return load_cards(read_bounded(SHIPPED_CARDS), SHIPPED_CARDS.name)


def shipped_bags() -> EnemyBags:
    """The project's own example enemy bags."""
    return load_bags(read_bounded(SHIPPED_BAGS), SHIPPED_BAGS.name)


def cards_for(
    shapes: Iterable[str], cards: Mapping[str, ExplorationCard]
) -> dict[str, ExplorationCard]:
    """The cards of ``cards`` that name one of ``shapes`` (what an encounter carries)."""
    wanted = set(shapes)
    return {name: card for name, card in cards.items() if name in wanted}


__all__ = [
    "BAG_FORMAT",
    "CARD_FORMAT",
    "cards_for",
    "check_bags",
    "check_card",
    "dump_bags",
    "dump_cards",
    "load_bags",
    "load_cards",
    "shipped_bags",
    "shipped_cards",
]
