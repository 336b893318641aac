"""Records behave exactly like frozen dataclasses, whether their methods were made yet or not."""

from __future__ import annotations

import copy
import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules.records import record

ROOT = Path(__file__).resolve().parents[2]


def make_classes(slots: bool) -> tuple[type, type, type]:
    # Fresh classes per test: the methods are made on first use, so the order of use matters.
    @record(slots=slots)
    class Base:
        """A base without fields."""

    @record(slots=slots)
    class Move(Base):
        """A subclass with a default."""

        who: str
        steps: tuple[int, ...] = ()

    @dataclasses.dataclass(frozen=True, slots=slots)
    class Twin:
        """The same fields as a plain frozen dataclass, to compare with."""

        who: str
        steps: tuple[int, ...] = ()

    return Base, Move, Twin


@pytest.mark.parametrize("slots", [False, True])
def test_a_record_is_a_frozen_dataclass(slots: bool) -> None:
    _, move, twin = make_classes(slots)
    assert dataclasses.is_dataclass(move)
    assert [f.name for f in dataclasses.fields(move)] == ["who", "steps"]
    a, b = move("hrolfa", (1, 2)), move(who="hrolfa", steps=(1, 2))
    assert a == b and hash(a) == hash(b) and a != move("veyth")
    assert repr(a) == repr(twin("hrolfa", (1, 2))).replace("Twin", "Move")
    assert dataclasses.replace(a, steps=()) == move("hrolfa")
    assert dataclasses.asdict(a) == {"who": "hrolfa", "steps": (1, 2)}
    assert copy.deepcopy(a) == a and copy.copy(a) == a
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.who = "veyth"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del a.who  # type: ignore[misc]
    assert move.__match_args__ == ("who", "steps")
    assert hasattr(a, "__dict__") is not slots


@pytest.mark.parametrize("slots", [False, True])
def test_fields_first_then_instances(slots: bool) -> None:
    # The codec reads the fields of a class before it ever makes one of its instances.
    _, move, _ = make_classes(slots)
    assert [f.default for f in dataclasses.fields(move)] == [dataclasses.MISSING, ()]
    assert move("zarri").steps == ()


def test_the_methods_are_made_on_first_use_only() -> None:
    _, move, _ = make_classes(False)
    assert type(move.__dict__["__dataclass_fields__"]).__name__ == "_Fields"
    move("zarri")
    assert isinstance(move.__dict__["__dataclass_fields__"], dict)


MODULE = '''
from rules.records import record


@record(slots=True)
class Base:
    """A base."""


@record(slots=True)
class Slotted(Base):
    """Slots."""

    x: int
    y: tuple[str, ...] = ()


@record
class Plain:
    """No slots."""

    a: str
    rule: str = "r"
'''


def test_unpickled_before_first_use(tmp_path: Path) -> None:
    # A fresh process unpickles instances of classes whose methods are not made yet.
    (tmp_path / "recmod.py").write_text(MODULE, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]))
    dump = "import pickle, sys, recmod; sys.stdout.buffer.write(pickle.dumps("
    dump += "[recmod.Slotted(1, ('a',)), recmod.Plain('q')]))"
    data = subprocess.run([sys.executable, "-c", dump], env=env, capture_output=True, check=True)
    load = (
        "import pickle, sys, recmod\n"
        "s, p = pickle.loads(sys.stdin.buffer.read())\n"
        "assert s == recmod.Slotted(1, ('a',)) and hash(s) == hash(recmod.Slotted(1, ('a',)))\n"
        "assert p == recmod.Plain('q') and repr(p) == \"Plain(a='q', rule='r')\"\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", load], env=env, input=data.stdout, capture_output=True
    )
    assert done.returncode == 0, done.stderr.decode()


def test_every_event_has_slots_and_names_its_default_rule() -> None:
    import rules.events as ev

    kinds = [k for k in vars(ev).values() if isinstance(k, type) and issubclass(k, ev.Event)]
    assert len(kinds) > 50
    for kind in kinds:
        assert "__slots__" in vars(kind), kind  # no dictionary per event held in a history
        names = [f.name for f in dataclasses.fields(kind)]
        if "rule" in names:
            assert ev.default_rule(kind), kind
