"""What is wrong with what the player typed, in their language, shown where they typed it:
the field turns red, its tooltip and the editor's message line give the reason in words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import QLabel, QWidget

from gui.words.refusals import term, translate_refusal
from rules.errors import IllegalAction
from rules.specs import Problem

RED = "border: 2px solid #b8412f; border-radius: 3px; background: #fbe9e4;"


def problem_text(problem: Problem) -> str:
    """The problem's sentence in the current language (its code is a refusal code)."""
    args = {k: term(v) if k == "row" else v for k, v in problem.args.items()}
    return translate_refusal(IllegalAction(problem.code, **args))


def show_problems(
    problems: Sequence[Problem], fields: Mapping[str, QWidget], message: QLabel
) -> None:
    """Red border and reason on each field a problem names (by prefix), the first reasons on
    the editor's message line; everything clean when there is no problem."""
    reasons: dict[QWidget, list[str]] = {w: [] for w in fields.values()}
    for problem in problems:
        widget = _widget_for(problem.field, fields)
        if widget is not None:
            reasons[widget].append(problem_text(problem))
    for widget, texts in reasons.items():
        widget.setStyleSheet(RED if texts else "")
        widget.setToolTip("\n".join(texts))
        widget.setProperty("problem", "\n".join(texts))
    texts = [problem_text(p) for p in problems]
    message.setText("\n".join(texts[:3]) if texts else "")
    message.setToolTip("\n".join(texts))
    message.setVisible(True)  # empty, it keeps its place: the form stays where it is
    message.setStyleSheet("color: #a33; font-weight: bold;")


def _widget_for(field: str, fields: Mapping[str, QWidget]) -> QWidget | None:
    best = ""
    for key in fields:
        if (field == key or field.startswith(key + ".")) and len(key) > len(best):
            best = key
    return fields.get(best) if best else fields.get("")
