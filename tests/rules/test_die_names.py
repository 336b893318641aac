"""A skill die keeps the label the player gave it in the editor (rules §1): built into the
state, written in saves only when there is one, and read back into the editor."""

from __future__ import annotations

import json

import pytest

from rules.building import adventurer_spec
from rules.campaign import new_campaign
from rules.codec import encode
from rules.dice import Code, Die, DieKind, number_face, tenacity_face
from rules.save import dump_game, load_game
from rules.specs import AdventurerSpec, CampaignSpec, SkillDie, SkillLine
from rules.state import Difficulty

FACES = (*(number_face(n, Code.INSTANT) for n in (1, 2, 3, 1, 2)), tenacity_face())


def _state(*labels: str):  # type: ignore[no-untyped-def]
    line = SkillLine("Wildshot", "agility", tuple(SkillDie(label, FACES) for label in labels))
    spec = AdventurerSpec("", "Ysolde", "breton", 8, 10, 2, 1, ("agility",), (line,))
    return new_campaign(CampaignSpec(Difficulty.ADEPT, (spec,)))


@pytest.mark.parametrize(
    ("labels", "names"),
    [
        (("Arrow", "Bolt"), ("Arrow", "Bolt")),  # the player's own names
        (("I", "II"), ("I", "II")),  # the editor's numerals, kept as typed
        ((" Arrow ",), ("Arrow",)),  # without the spaces around
        (("1", "2"), ("", "")),  # plain numbers only count the dice: no name
    ],
)
def test_a_built_die_carries_its_label_and_the_editor_gets_it_back(labels, names) -> None:  # type: ignore[no-untyped-def]
    state = _state(*labels)
    dice = [state.dice[d] for d in state.adventurer("ysolde").rows[0].dice]
    assert tuple(d.name for d in dice) == names
    again = adventurer_spec(state, "ysolde")
    assert tuple(d.label for d in again.skills[0].dice) == tuple(
        name or label for name, label in zip(names, labels, strict=True)
    )
    loaded = load_game(dump_game(state, ())).state
    assert loaded.dice == state.dice


def test_a_die_without_a_name_is_written_as_before_and_an_older_save_loads() -> None:
    assert "name" not in encode(Die("light-1", DieKind.LIGHT_FATIGUE))
    assert encode(Die("x", DieKind.SKILL, name="Arrow"))["name"] == "Arrow"
    state = _state("Arrow")
    data = json.loads(dump_game(state, ()))
    for die in data["state"]["dice"].values():
        die.pop("name", None)  # as an eraboard without die names wrote it
    older = load_game(json.dumps(data)).state
    assert all(d.name == "" for d in older.dice.values())
    assert {k: d.faces for k, d in older.dice.items()} == {
        k: d.faces for k, d in state.dice.items()
    }
