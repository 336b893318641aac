"""A track typed as a line of die names: what each name takes, and typos refused with the
reason."""

from __future__ import annotations

import pytest

from gui.words.track_entry import TrackTypo, track_action
from rules import apply
from rules.invariants import check_invariants
from rules.setup import delve_state
from rules.state import GameState


def _typed(state: GameState, who: str, text: str) -> GameState:
    state = apply(state, track_action(state, who, text)).state
    check_invariants(state)
    return state


def _kinds(state: GameState, who: str) -> list[str]:
    out = []
    for die_id in state.adventurer(who).track:
        die = state.dice[die_id]
        out.append(str(die.side or die.skill or die.kind))
    return out


def test_the_caption_line_types_the_same_track() -> None:
    state = delve_state()
    same = _typed(state, "hrolfa", "Warsong (Rally 2), light fatigue, Fear")
    assert same.adventurer("hrolfa").track == state.adventurer("hrolfa").track


def test_names_in_any_case_with_faces() -> None:
    state = _typed(delve_state(), "hrolfa", "light, OVER, greatblade (Strike 3), daze, warsong")
    assert _kinds(state, "hrolfa") == [
        "light_fatigue",
        "overfatigue",
        "greatblade",
        "daze",
        "warsong",
    ]
    greatblade = state.dice[state.adventurer("hrolfa").track[2]]
    assert greatblade.faces[greatblade.face].symbol == "strike3"


def test_an_empty_line_empties_the_track() -> None:
    state = _typed(delve_state(), "veyth", "")
    assert state.adventurer("veyth").track == ()


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Warsnog", "“Warsnog” is no die of Hrolfa Ironbraid's: did you mean Warsong?"),
        ("Stormcall", "“Stormcall” is no die of Hrolfa Ironbraid's (the names are: Greatblade"),
        ("greatblade, greatblade, greatblade", "Hrolfa Ironbraid has no more “greatblade” dice"),
        ("Warsong (Rally 9)", "Warsong has no face “Rally 9” (its faces: 1, Rally 1"),
        ("light, " * 14, "a track holds 13 dice at most, not 14"),
        ("zzz", "“zzz” is no die of Hrolfa Ironbraid's (the names are: Greatblade"),
    ],
)
def test_typos_are_refused_with_the_reason(text: str, said: str) -> None:
    with pytest.raises(TrackTypo) as caught:
        track_action(delve_state(), "hrolfa", text)
    assert said in str(caught.value)
