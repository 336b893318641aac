"""Reading the settings file, which a player or another program may have edited: each value
is read with its type and bounds, and one that does not fit falls back to its default, with
a note in the log. No value of the settings file can stop the app or make it work forever."""

from __future__ import annotations

import logging
from collections.abc import Collection
from typing import TypeVar

from PySide6.QtCore import QByteArray, QSettings

from gui.words.i18n import LANGUAGES, SETTING

log = logging.getLogger(__name__)

#: The longest text (a folder, a file's path, a choice) a setting is read as.
MAX_TEXT = 4096
#: The longest list (recent files) a setting is read as.
MAX_LIST = 100

_T = TypeVar("_T")


def _fallback(key: str, value: object, default: _T, expected: str) -> _T:
    shown = repr(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    log.warning("setting %s: %s is not %s; using %r", key, shown, expected, default)
    return default


def setting_int(settings: QSettings, key: str, default: int, lo: int, hi: int) -> int:
    """The whole number ``key`` holds, from ``lo`` to ``hi``; ``default`` when there is none
    or it is anything else (a word, a fraction, a number out of bounds)."""
    value = settings.value(key, None)
    if value is None:
        return default
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and 0 < len(value) <= 12 and value.strip().lstrip("-").isdigit():
        number = int(value.strip())
    else:
        return _fallback(key, value, default, "a whole number")
    if not lo <= number <= hi:
        return _fallback(key, value, default, f"a number from {lo} to {hi}")
    return number


def setting_flag(settings: QSettings, key: str, default: bool) -> bool:
    """The yes or no ``key`` holds; ``default`` when there is none or it is anything else."""
    value = settings.value(key, None)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    return _fallback(key, value, default, "true or false")


def setting_text(settings: QSettings, key: str, default: str = "") -> str:
    """The text ``key`` holds (at most `MAX_TEXT` characters); ``default`` otherwise."""
    value = settings.value(key, None)
    if value is None:
        return default
    if isinstance(value, str) and len(value) <= MAX_TEXT and "\0" not in value:
        return value
    return _fallback(key, value, default, f"a text of at most {MAX_TEXT} characters")


def setting_choice(settings: QSettings, key: str, default: str, choices: Collection[str]) -> str:
    """One of ``choices``, as ``key`` holds it; ``default`` otherwise."""
    value = setting_text(settings, key, default)
    if value in choices:
        return value
    return _fallback(key, value, default, f"one of {sorted(choices)}")


def setting_texts(settings: QSettings, key: str) -> list[str]:
    """The list of texts ``key`` holds (at most `MAX_LIST`, each at most `MAX_TEXT`
    characters; anything else in it is left out)."""
    value = settings.value(key, None)
    if value is None:
        return []
    # QSettings gives a one-element list back as a plain string (INI and registry alike).
    items = [value] if isinstance(value, str) else value if isinstance(value, list) else None
    if items is None:
        return _fallback(key, value, [], "a list of texts")
    texts = [t for t in items[:MAX_LIST] if isinstance(t, str) and t and len(t) <= MAX_TEXT]
    if len(texts) != len(items):
        log.warning("setting %s: kept %d of its %d items", key, len(texts), len(items))
    return texts


def setting_bytes(settings: QSettings, key: str) -> QByteArray | None:
    """The bytes Qt wrote under ``key`` (a window's geometry); None when it holds none."""
    value = settings.value(key, None)
    if value is None or isinstance(value, QByteArray):
        return value
    if isinstance(value, bytes):
        return QByteArray(value)
    return _fallback(key, value, None, "bytes written by Qt")


def language_setting(settings: QSettings) -> str:
    """The language chosen in the settings: "en", "fr" or "system" (the system's)."""
    return setting_choice(settings, SETTING, "system", (*LANGUAGES, "system"))
