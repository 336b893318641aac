"""Write the preset dictionary table codes are deflated against, and the shipped data they
name instead of spelling out (`rules.tablecode`).

    python assets/codes/make_words.py VERSION

Run once per code version: the files it writes are frozen (tests check their digests), since
every code of that version is read with them. The shared data is the shipped province, tile
shapes, exploration cards, skill lines' faces and the shipped delve's fighting stats. The
dictionary holds what most tables have in common, as a code's JSON spells it: the save's keys
and action tags, an enemy's default stats, the shipped skill dice's fields and the supply
dice. The words a table uses most come last, where deflate reaches them for the fewest bits.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import typing
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from board.overland import load_overland  # noqa: E402
from board.tiles import load_tile_library  # noqa: E402
from rules import actions  # noqa: E402
from rules.card_files import shipped_cards  # noqa: E402
from rules.dice import SKILL_LINES  # noqa: E402
from rules.foes import FoeStats  # noqa: E402
from rules.setup import delve_state  # noqa: E402
from rules.state import GameState  # noqa: E402
from rules.tablecode import compact  # noqa: E402

#: The attributes of the shipped adventurers' rows.
ATTRIBUTES = ("agility", "intellect", "might", "spirit")
SUPPLY = (("status", "status"), ("over", "overfatigue"), ("light", "light_fatigue"))


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _classes(root: type) -> list[type]:
    """Every dataclass a state is made of."""
    seen: list[type] = []
    todo = [root]
    while todo:
        cls = todo.pop()
        if cls in seen or not dataclasses.is_dataclass(cls):
            continue
        seen.append(cls)
        for hint in typing.get_type_hints(cls).values():
            todo.extend(_types_in(hint))
    return sorted(seen, key=lambda c: c.__name__)


def _types_in(hint: Any) -> list[type]:
    found = [hint] if isinstance(hint, type) else []
    for arg in typing.get_args(hint):
        found.extend(_types_in(arg))
    return found


def _keys(cls: type) -> str:
    names = sorted(f.name for f in dataclasses.fields(cls) if f.init)
    return ",".join(f'"{name}":' for name in names)


def parts() -> list[str]:
    out = [",".join(f'{{"type":"{tag}"' for tag in sorted(actions.TAGS))]
    out += [_keys(cls) for cls in _classes(GameState)]
    out.append(_json(dataclasses.asdict(FoeStats())))
    out.append('"kind":"adventurer","name":""kind":"companion","name":""kind":"enemy","name":"')
    out.append(
        '{"annotations":[],"format":"eraboard-table","game":{"actions":[],"format":'
        '"eraboard-save","state":{"adventurers":[{"active":[null,null,null,null],"cooldown":'
    )
    out.append('"battle":{"acted":[],"deck":["skyshard","map":{"occupied":[{"q":0,"r":0}],')
    out.append('"tiles":[{"offset":{"q":0,"r":0},"shape":{"caches":[{"q":0,"r":0}],')
    out.append('"phase":"adventurers","round":1,"seat_order":[],"turn":"","units":[{"at":{"q":')
    for kind, _ in SUPPLY:
        out.append(",".join(f'"{kind}-{i}"' for i in range(1, 21)))
    for kind, name in SUPPLY:
        dice = sorted(f'"{kind}-{i}":{{"id":"{kind}-{i}","kind":"{name}"}}' for i in range(1, 21))
        out.append(",".join(dice))
    for name in SKILL_LINES:
        out.append(
            f'"faces":{{"@":"faces/{name}"}},"id":"","kind":"skill","owner":"","skill":"{name}"}},'
        )
    for attribute in ATTRIBUTES:
        out.append(f'{{"attribute":"{attribute}","dice":["{{"attribute":"{attribute}","face":1,')
    out.append('","kind":"skill","owner":"')
    out.append('}]},"version":2},"version":1}')
    return out


def shared_data() -> dict[str, Any]:
    """The shipped data a code names instead of spelling out (`rules.tablecode.share`)."""
    province = compact(load_overland())
    entries = {f"overland/{k}": v for k, v in province.items() if k not in ("name", "party")}
    shapes = {n: compact(s) for n, s in load_tile_library().items()}
    cards = {n: compact(c) for n, c in shipped_cards().items()}
    entries.update({"shapes": shapes, "cards": cards})
    entries.update((f"shape/{n}", shape) for n, shape in shapes.items())
    entries.update((f"card/{n}", card) for n, card in cards.items())
    entries.update((f"faces/{n}", [compact(f) for f in faces]) for n, faces in SKILL_LINES.items())
    battle = delve_state().battle
    assert battle is not None
    stats = (compact(unit.stats) for unit in battle.units)
    entries.update(
        (f"stats/{n}", json.loads(v)) for n, v in enumerate(dict.fromkeys(map(_json, stats)))
    )
    # A reference is about 20 characters: a shorter value is left spelled out.
    return {key: value for key, value in entries.items() if len(_json(value)) > 32}


def main(argv: list[str]) -> int:
    version = int(argv[0])
    path = Path(__file__).with_name(f"words-{version}.txt")
    shared = Path(__file__).with_name(f"shared-{version}.json")
    if path.exists() or shared.exists():
        print(f"{path} exists: the files of a code version never change", file=sys.stderr)
        return 1
    shared.write_text(_json(shared_data()), encoding="utf-8")
    text = "".join(parts()).encode("utf-8")
    assert len(text) <= 32768, "deflate reaches back 32 KiB at most"
    path.write_bytes(text)
    print(f"{path}: {len(text)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
