"""Spare PySide6 reading the source of every module of ours (and of the standard library's
that we import) as it is imported.

Once PySide6 is imported it sees every later import: to know whether a module may switch on
its optional ``__feature__`` syntax (snake_case names, true properties), it reads the module's
whole source file and looks for the word "PySide6" (``shibokensupport.feature``; about a
tenth of a millisecond a module, 8-12 ms for the ~115 modules the table opens with). We
never use those features, and we know the answer in advance: ``board`` and ``rules`` never
import Qt (the import contracts prove it), ``gui`` is where Qt lives, and the standard
library never uses Qt (PySide reads ``re``, ``typing``, ``inspect`` ... too, as our modules
import them: another 6 ms). ``install()`` puts those answers in PySide's table for the
modules already loaded, and just before each later one is imported, so the check finds
them there and reads nothing. With another PySide6, which keeps no such table, it does
nothing and the check runs as before.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # PySide reads the modules imported before install(): as few as can be
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
    for each module it is asked about, and, once PySide6 is there, for those already
    loaded."""

    def __init__(self) -> None:
        self.swept = False

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> ModuleSpec | None:
        table = feature_table()
        if table is not None:
            if not self.swept:
                self.swept = True
                for name in list(sys.modules):
                    _record(table, name)
            _record(table, fullname)
        return None


def answer_for(name: str) -> int | None:
    """What PySide's check would find for the module ``name``; None when we cannot know."""
    package = name.partition(".")[0]
    if package in OURS:
        return OURS[package]
    return NO_QT if package in sys.stdlib_module_names else None


def _record(table: dict[str, int], name: str) -> None:
    answer = answer_for(name)
    if answer is not None:
        table.setdefault(name, answer)


def install() -> bool:
    """Answer from now on (True when this call put the finder in place)."""
    if any(isinstance(finder, Answer) for finder in sys.meta_path):
        return False
    finder = Answer()
    sys.meta_path.insert(0, finder)
    finder.find_spec(__name__, None)  # the modules already loaded, if PySide6 is
    return True
