"""The rules core's records (actions, events, specs, map answers) are ordinary frozen
dataclasses with slots: made when their class is declared, no dictionary per instance."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from rules import actions, closest, events, specs

KINDS = sorted(
    {
        kind
        for module in (actions, events, specs, closest)
        for kind in vars(module).values()
        if isinstance(kind, type)
        and dataclasses.is_dataclass(kind)
        and kind.__module__.startswith(module.__name__)
    },
    key=lambda kind: kind.__qualname__,
)


def test_there_are_records_to_check() -> None:
    assert len(KINDS) > 100


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.__qualname__)
def test_a_record_is_a_plain_frozen_dataclass_with_slots(kind: type) -> None:
    assert isinstance(vars(kind)["__dataclass_fields__"], dict)
    params = vars(kind)["__dataclass_params__"]
    assert params.frozen and params.eq
    assert "__slots__" in vars(kind)  # no dictionary per record held in a history
    assert "__init__" in vars(kind) and "__repr__" in vars(kind)


def test_records_compare_hash_copy_and_pickle_as_dataclasses() -> None:
    a = actions.ExhaustDice("hrolfa", ("hrolfa-greatblade-1",))
    b = actions.ExhaustDice(adventurer="hrolfa", dice=("hrolfa-greatblade-1",))
    assert a == b and hash(a) == hash(b) and a != actions.ExhaustDice("veyth", ())
    assert dataclasses.replace(a, tenacity_face=True).tenacity_face
    assert pickle.loads(pickle.dumps(a)) == a
    assert actions.ExhaustDice.__match_args__ == ("adventurer", "dice", "tenacity_face")
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.adventurer = "veyth"  # type: ignore[misc]


def test_every_event_names_its_default_rule() -> None:
    kinds = [
        k for k in vars(events).values() if isinstance(k, type) and issubclass(k, events.Event)
    ]
    assert len(kinds) > 50
    for kind in kinds:
        names = [f.name for f in dataclasses.fields(kind)]
        if "rule" in names:
            assert events.default_rule(kind), kind
