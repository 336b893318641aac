"""Why a table code cannot be read, in the player's language (`rules.tablecode.CodeError`,
translated by its code; the rules' English sentence when a code is new to this list)."""

from __future__ import annotations

from collections.abc import Callable

from gui.words.i18n import tr
from rules.tablecode import CodeError


def _templates() -> dict[str, Callable[[], str]]:
    """Each problem's sentence (`rules.tablecode.MESSAGES`), as the catalogue has it."""
    return {
        "no_code": lambda: tr("this text holds no eraboard code (one starts with ERABOARD)"),
        "bad_header": lambda: tr(
            "line 1 is damaged: it should say ERABOARD, the version and the number of lines"
        ),
        "newer": lambda: tr(
            "this code was made by a newer eraboard (code version {version}); this "
            "eraboard reads code version {supported}"
        ),
        "cut_short": lambda: tr(
            "the code stops after line {line}, but it has {total} lines: copy it down to "
            "its last line, which starts with END"
        ),
        "bad_character": lambda: tr(
            "line {line} has a character no code uses: {char!r} (a code is letters and "
            "digits, never 0, O, I or l)"
        ),
        "bad_length": lambda: tr(
            "line {line} has {length} characters, but a line of the code has {full} (the "
            "last one fewer): characters were lost or added"
        ),
        "out_of_place": lambda: tr(
            "line {line} is out of place: it is line {place} of the code (lines were "
            "lost, repeated or swapped)"
        ),
        "damaged_line": lambda: tr("line {line} is damaged: a character in it was changed"),
        "no_end": lambda: tr(
            "line {line} should be the last one, END and a checksum, but the code goes "
            "on: a line was repeated or added"
        ),
        "no_sum": lambda: tr("line {line}, the last, lost its checksum after END: copy it whole"),
        "altered": lambda: tr(
            "the code was altered: its checksum (on line {line}, the last) does not match its lines"
        ),
        "unreadable": lambda: tr("the code is damaged: its contents cannot be unpacked"),
        "too_big": lambda: tr("the code holds more than a game can be"),
    }


def describe_code_error(error: CodeError) -> str:
    """The sentence saying what is wrong with a code, translated."""
    template = _templates().get(error.code)
    if template is None:
        return error.message
    try:
        return template().format(**error.values)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return error.message
