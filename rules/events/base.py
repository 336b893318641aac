"""The base of every event."""

from __future__ import annotations

from dataclasses import fields

from rules.records import record


@record
class Event:
    """Base of every event."""

    def __str__(self) -> str:
        parts = [f"{f.name}={getattr(self, f.name)}" for f in fields(self) if f.name != "rule"]
        text = f"{type(self).__name__}({', '.join(parts)})"
        rule = str(getattr(self, "rule", ""))
        return f"{text} [{rule}]" if rule else text
