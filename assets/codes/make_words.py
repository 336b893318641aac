"""Write the preset dictionary table codes are deflated against (`rules.tablecode`).

    python assets/codes/make_words.py VERSION

Run once per code version: the file it writes is frozen (tests check its digest), since every
code of that version is read with it. The dictionary holds what most tables have in common,
as a code's JSON spells it: the save's keys and action tags, the shipped province and tile
library, the shipped skill lines' dice and the supply dice. The words a table uses most
come last, where deflate reaches them for the fewest bits.
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
from rules.dice import SKILL_LINES  # noqa: E402
from rules.state import GameState  # noqa: E402
from rules.tablecode import compact  # noqa: E402

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
    out.append(_json(compact(load_overland())))
    library = load_tile_library()
    out.append(_json({name: compact(shape) for name, shape in library.items()}))
    out += [_json({"shape": compact(shape)})[1:-1] for shape in library.values()]
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
    for faces in SKILL_LINES.values():
        out.append(f'"face":1,"faces":{_json([compact(f) for f in faces])},"id":"')
    out.append('","kind":"skill","owner":"')
    out.append('}]},"version":2},"version":1}')
    return out


def main(argv: list[str]) -> int:
    version = int(argv[0])
    path = Path(__file__).with_name(f"words-{version}.txt")
    if path.exists():
        print(f"{path} exists: the dictionary of a code version never changes", file=sys.stderr)
        return 1
    text = "".join(parts()).encode("utf-8")
    assert len(text) <= 32768, "deflate reaches back 32 KiB at most"
    path.write_bytes(text)
    print(f"{path}: {len(text)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
