"""What is wrong with what the player typed, in their language, shown where they typed it:
the field turns red, its tooltip and the editor's message line give the reason in words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from gui.refusals import term
from rules.specs import Problem

RED = "border: 2px solid #b8412f; border-radius: 3px; background: #fbe9e4;"


def _templates() -> dict[str, str]:
    # Each sentence mirrors rules.specs.PROBLEM_TEXTS; the catalogue translates them here.
    return {
        "name": QCoreApplication.translate("Problems", "Give it a name."),
        "name_used": QCoreApplication.translate("Problems", "The name {name} is already used."),
        "attribute": QCoreApplication.translate(
            "Problems", "Choose the attribute row its dice sit in."
        ),
        "no_dice": QCoreApplication.translate("Problems", "A skill line has 1 to 6 dice."),
        "die_label": QCoreApplication.translate("Problems", "Give die {n} a name."),
        "die_twice": QCoreApplication.translate(
            "Problems", "Two dice are called {label}: give each die its own name."
        ),
        "faces": QCoreApplication.translate("Problems", "Die {label}: a die has six faces."),
        "face_code": QCoreApplication.translate(
            "Problems", "Die {label}, face {n}: choose a resolution code."
        ),
        "face_status": QCoreApplication.translate(
            "Problems", "Die {label}, face {n}: a Status face names its status."
        ),
        "face_icon": QCoreApplication.translate(
            "Problems", "Die {label}, face {n}: an icon needs a word of small letters, like strike."
        ),
        "face_value": QCoreApplication.translate(
            "Problems", "Die {label}, face {n}: the number goes from 0 to 20."
        ),
        "tenacity_twice": QCoreApplication.translate(
            "Problems", "Die {label}: only one face can be the Tenacity face."
        ),
        "race": QCoreApplication.translate("Problems", "Choose or type a race."),
        "max_hp": QCoreApplication.translate("Problems", "Max HP goes from 1 to 99."),
        "hp": QCoreApplication.translate(
            "Problems", "HP ({hp}) cannot be above max HP ({max_hp})."
        ),
        "cooldown": QCoreApplication.translate("Problems", "The Cooldown stat goes from 0 to 13."),
        "tenacity": QCoreApplication.translate("Problems", "Tenacity goes from 0 to 99."),
        "no_rows": QCoreApplication.translate("Problems", "Show 1 to 6 attribute rows."),
        "row_twice": QCoreApplication.translate("Problems", "The {row} row is shown twice."),
        "row_name": QCoreApplication.translate("Problems", "Give every attribute row a name."),
        "no_lines": QCoreApplication.translate(
            "Problems", "Give the adventurer at least one skill line."
        ),
        "line_row": QCoreApplication.translate(
            "Problems",
            "The {line} line puts its dice in the {row} row, which the mat does not show.",
        ),
        "line_twice": QCoreApplication.translate(
            "Problems", "The {line} line is on the mat twice."
        ),
        "too_many_dice": QCoreApplication.translate(
            "Problems", "A mat holds at most 40 skill dice."
        ),
        "party_size": QCoreApplication.translate("Problems", "A party has 1 to 4 adventurers."),
        "adventurer_twice": QCoreApplication.translate(
            "Problems", "Two adventurers are called {name}."
        ),
        "level": QCoreApplication.translate(
            "Problems", "An enemy's level is 1, 5, 10 or 20 (a quest unit has none)."
        ),
        "unit_hp": QCoreApplication.translate("Problems", "HP goes from 1 to 99."),
        "bonus_hp": QCoreApplication.translate("Problems", "Bonus HP goes from 0 to 99."),
        "entrance": QCoreApplication.translate("Problems", "Choose the entrance tile."),
        "card": QCoreApplication.translate(
            "Problems", "The deck names {card}, which is not in the tile library."
        ),
        "skyshards": QCoreApplication.translate(
            "Problems", "The objective needs {needed} skyshards but the deck holds {held}."
        ),
        "hex_taken": QCoreApplication.translate(
            "Problems", "Two chips stand on the hex {q}, {r} (the party stands on the first hexes)."
        ),
        "off_map": QCoreApplication.translate("Problems", "{name} stands off the entrance tile."),
        "companions_battle": QCoreApplication.translate(
            "Problems", "Companions join the party in its first battle: set it up first."
        ),
    }


def problem_text(problem: Problem) -> str:
    """The problem's sentence in the current language."""
    template = _templates().get(problem.code)
    if template is None:
        return problem.text
    args = {k: term(v) if k in ("row",) else v for k, v in problem.args.items()}
    return template.format(**args)


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
    message.setVisible(bool(texts))
    message.setStyleSheet("color: #a33; font-weight: bold;")


def _widget_for(field: str, fields: Mapping[str, QWidget]) -> QWidget | None:
    best = ""
    for key in fields:
        if (field == key or field.startswith(key + ".")) and len(key) > len(best):
            best = key
    return fields.get(best) if best else fields.get("")
