"""Spare PySide6 reading the source of every module of ours as it is imported.

Once PySide6 is imported it sees every later import: to know whether a module may switch on
its optional ``__feature__`` syntax (snake_case names, true properties), it reads the module's
whole source file and looks for the word "PySide6" (``shibokensupport.feature``; about a
tenth of a millisecond a module, some 12 ms for the ~115 modules the table opens with). We
never use those features, and we know the answer in advance: ``board`` and ``rules`` never
import Qt (the import contracts prove it) and ``gui`` is where Qt lives. ``install()`` puts
that answer in PySide's table just before each of our modules is imported, so the check
finds it there and reads nothing. With another PySide6, which keeps no such table, it does
nothing and the check runs as before.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

#: PySide's answers: 0, the module uses PySide6 with no optional feature; -1, it does not.
USES_QT = 0
NO_QT = -1
OURS = {"gui": USES_QT, "rules": NO_QT, "board": NO_QT}


def feature_table() -> dict[str, int] | None:
    """PySide's table of modules and their features, once PySide6 is imported."""
    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    return table if isinstance(table, dict) else None


class Answer:
    """A finder of ``sys.meta_path`` that finds nothing itself: it only records the answer
    for each of our modules it is asked about."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> ModuleSpec | None:
        _answer(fullname)
        return None


def _answer(name: str) -> None:
    answer = OURS.get(name.partition(".")[0])
    if answer is not None:
        table = feature_table()
        if table is not None:
            table.setdefault(name, answer)


def install() -> bool:
    """Answer for our modules from now on (True when this call put the finder in place)."""
    if any(isinstance(finder, Answer) for finder in sys.meta_path):
        return False
    for name in list(sys.modules):  # the package being imported now, for one
        _answer(name)
    sys.meta_path.insert(0, Answer())
    return True
