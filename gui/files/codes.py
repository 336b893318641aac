"""A table as a text code (`rules.tablecode`): the game file's own document, compacted.

The code holds exactly what a game file holds (`gui.files.games.game_text`: the state,
the annotations and, with ``history``, the actions and the state they start from), with
defaults left out, so any entry a game file gains travels in codes too. Reading one back is
`gui.files.games.game_from_code`, the same path File > Open takes.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from gui.annotations.model import Annotation
from gui.files import games
from rules import tablecode
from rules.actions import Action
from rules.state import GameState


def table_code(
    state: GameState,
    actions: Sequence[Action] = (),
    annotations: Sequence[Annotation] = (),
    start: GameState | None = None,
    history: bool = False,
) -> str:
    """The code of a table; with ``history``, its actions and their start too. Raises the
    rules' DataFileError for a game no loader would read back, as Save does."""
    if not history:
        actions, start = (), None
    # Written and checked as Save writes it; then the rules' values, compacted.
    document = json.loads(games.game_text(state, actions, annotations, start))
    game = document["game"]
    game["state"] = tablecode.compact(state)
    game["actions"] = [tablecode.compact(action) for action in actions]
    if start is not None:
        game["start"] = tablecode.compact(start)
    return tablecode.pack(tablecode.dumps(tablecode.share(document)))


def code_of_file(game: games.GameFile, history: bool = False) -> str:
    """The code of a loaded game file (a save, a picture's game or a scenario)."""
    return table_code(game.state, game.actions, game.annotations, game.start, history)
