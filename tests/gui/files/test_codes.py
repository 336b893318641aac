"""Table codes from game files and back: every reachable state of a seeded random game, the
demo table's size, the history, the annotations, and File > Open of a text file."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gui.annotations.model import Annotation, Kind
from gui.files import codes, games
from rules import actions as act
from rules import apply
from rules.setup import delve_state, demo_state
from rules.state import GameState
from tests.sampling import random_legal_action

#: The most characters the demo table's code may have (without its history).
DEMO_CODE_LIMIT = 2000


def _back(code: str) -> games.GameFile:
    return games.game_from_code(code, "the code")


@pytest.mark.parametrize("make", [delve_state, demo_state])
def test_the_demo_tables_code_is_short(make) -> None:
    code = codes.table_code(make())
    assert len(code) <= DEMO_CODE_LIMIT
    assert _back(code).state == make()


def _random_game(start: GameState, seed: int, steps: int) -> list[GameState]:
    rng = random.Random(seed)
    states, state = [start], start
    for _ in range(steps):
        standing = [a for a in state.adventurers if not a.defeated]
        if standing and rng.random() < 0.2:
            dice = rng.choice(standing).row_dice
            if dice:
                faces = tuple(rng.randrange(6) for _ in dice)
                state = apply(state, act.RollDice(dice, faces)).state
                states.append(state)
                continue
        try:
            action = random_legal_action(state, rng)
        except IndexError:
            break
        state = apply(state, action).state
        states.append(state)
    return states


@pytest.mark.parametrize(("make", "seed"), [(delve_state, 35), (demo_state, 36)])
def test_every_state_of_a_random_game_round_trips(make, seed: int) -> None:
    for number, state in enumerate(_random_game(make(), seed, 120)):
        back = _back(codes.table_code(state))
        assert back.state == state, f"state {number}"
        assert back.scenario  # opened as a new game: Save never writes over the code
        assert back.actions == ()


def test_the_history_travels_on_request() -> None:
    start = delve_state()
    log = []
    state = start
    rng = random.Random(3)
    for _ in range(30):
        action = random_legal_action(state, rng)
        log.append(action)
        state = apply(state, action).state
    bare = _back(codes.table_code(state, log, (), start))
    assert (bare.state, bare.actions, bare.start) == (state, (), None)
    whole = _back(codes.table_code(state, log, (), start, history=True))
    assert (whole.state, whole.actions, whole.start) == (state, tuple(log), start)


def test_annotations_travel() -> None:
    notes = (
        Annotation(Kind.LABEL, ((10.0, 20.0),), "who goes first?"),
        Annotation(Kind.ARROW, ((0.0, 0.0), (40.5, 12.0))),
    )
    back = _back(codes.table_code(demo_state(), annotations=notes))
    assert back.annotations == notes


def test_open_a_text_file_holding_a_code(tmp_path: Path) -> None:
    path = tmp_path / "question.txt"
    post = "Is Veyth's track right?\n\n" + codes.table_code(delve_state()) + "\nThanks\n"
    path.write_text(post, encoding="utf-8")
    game = games.open_game_file(str(path))
    assert game.state == delve_state()
    assert game.scenario


def test_a_bad_code_file_says_which_line(tmp_path: Path) -> None:
    lines = codes.table_code(demo_state()).splitlines()
    lines[5] = lines[5][:-3] + ("x" if lines[5][-3] != "x" else "y") + lines[5][-2:]
    path = tmp_path / "question.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(games.GameFileError) as caught:
        games.open_game_file(str(path))
    assert str(caught.value) == "question.txt: line 6 is damaged: a character in it was changed"


def test_a_code_holding_a_newer_save_says_so(tmp_path: Path) -> None:
    from rules import tablecode

    payload = b'{"format":"eraboard-table","version":7,"game":{}}'
    path = tmp_path / "question.txt"
    path.write_text(tablecode.pack(payload), encoding="utf-8")
    with pytest.raises(games.GameFileError) as caught:
        games.open_game_file(str(path))
    assert "made by a newer eraboard" in str(caught.value)


def test_every_code_error_has_its_words() -> None:
    """The catalogue's sentence of each problem is, in English, the rules' own."""
    from gui.words.code_errors import _templates
    from rules.tablecode import MESSAGES

    assert {code: template() for code, template in _templates().items()} == MESSAGES


def test_the_readmes_code_and_picture_open_the_demo_table() -> None:
    root = Path(__file__).resolve().parents[3]
    readme = (root / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Asking a rules question", 1)[1]
    assert _back(section).state == delve_state()
    picture = root / "assets" / "screenshots" / "question.png"
    assert games.open_game_file(str(picture)).state == delve_state()
    assert picture.stat().st_size < 1_500_000


def test_a_text_file_without_a_code_says_so(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("Who goes first when two enemies tie?\n", encoding="utf-8")
    with pytest.raises(games.GameFileError) as caught:
        games.open_game_file(str(path))
    assert str(caught.value) == (
        "notes.txt: this text holds no eraboard code (one starts with ERABOARD)"
    )
