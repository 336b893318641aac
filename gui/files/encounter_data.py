"""The player's exploration cards and enemy bags, kept in the library folder beside the
skill lines and tiles (``exploration_cards.json``, ``enemy_bags.json``).

Until the player saves their own, the shipped examples are theirs. Files are read through
the rules' own readers (`rules.card_files`), so what the editors write is what is read; a
file that cannot be read is left alone, named in the library's problems, and the shipped
examples stand in for it.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from board.errors import DataFileError
from board.jsonio import read_bounded
from gui.files.games import write_atomically
from gui.files.library import Library
from gui.words.i18n import tr
from rules.card_files import (
    dump_bags,
    dump_cards,
    load_bags,
    load_cards,
    shipped_bags,
    shipped_cards,
)
from rules.cards import EnemyBags, ExplorationCard

CARDS_FILE = "exploration_cards.json"
BAGS_FILE = "enemy_bags.json"


def _read(library: Library, name: str) -> bytes | None:
    path: Path = library.folder / name
    if not path.exists():
        return None
    try:
        return read_bounded(path, name)
    except DataFileError as error:
        _damaged(library, path, error)
        return None


def _damaged(library: Library, path: Path, error: DataFileError) -> None:
    sentence = tr("{file} could not be read ({why}); the shipped examples are used").format(
        file=path, why=str(error)
    )
    if sentence not in library.problems:
        library.problems.append(sentence)


def exploration_cards(library: Library) -> dict[str, ExplorationCard]:
    """The player's cards, by the shape they name; the shipped ones for shapes they have not
    written a card for."""
    cards = shipped_cards()
    data = _read(library, CARDS_FILE)
    if data is not None:
        try:
            cards.update(load_cards(data, CARDS_FILE))
        except DataFileError as error:
            _damaged(library, library.folder / CARDS_FILE, error)
    return cards


def save_exploration_cards(library: Library, cards: Iterable[ExplorationCard]) -> None:
    """Keep the player's cards (every card, so the shipped ones edited are kept too);
    OSError when the file cannot be written."""
    library.folder.mkdir(parents=True, exist_ok=True)
    write_atomically(str(library.folder / CARDS_FILE), dump_cards(cards).encode("utf-8"))


def enemy_bags(library: Library) -> EnemyBags:
    """The player's enemy bags: their own roster, or the shipped example."""
    data = _read(library, BAGS_FILE)
    if data is not None:
        try:
            return load_bags(data, BAGS_FILE)
        except DataFileError as error:
            _damaged(library, library.folder / BAGS_FILE, error)
    return shipped_bags()


def save_enemy_bags(library: Library, bags: EnemyBags) -> None:
    """Keep the player's roster; OSError when the file cannot be written."""
    library.folder.mkdir(parents=True, exist_ok=True)
    write_atomically(str(library.folder / BAGS_FILE), dump_bags(bags).encode("utf-8"))
