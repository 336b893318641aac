"""What is wrong with what the player typed, in their language, shown where they typed it:
the field turns red, its tooltip and the editor's message line give the reason in words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from gui.refusals import term
from rules.specs import Problem

RED = "border: 2px solid #b8412f; border-radius: 3px; background: #fbe9e4;"


def _t(text: str) -> str:
    return QCoreApplication.translate("Problems", text)


def _templates() -> dict[str, str]:
    # Each sentence mirrors rules.specs.PROBLEM_TEXTS; the catalogue translates them here.
    return {
        "name": _t("Give it a name."),
        "name_used": _t("The name {name} is already used."),
        "attribute": _t("Choose the attribute row its dice sit in."),
        "no_dice": _t("A skill line has 1 to 6 dice."),
        "die_label": _t("Give die {n} a name."),
        "die_twice": _t("Two dice are called {label}: give each die its own name."),
        "faces": _t("Die {label}: a die has six faces."),
        "face_code": _t("Die {label}, face {n}: choose a resolution code."),
        "face_status": _t("Die {label}, face {n}: a Status face names its status."),
        "face_icon": _t(
            "Die {label}, face {n}: an icon needs a word of small letters, like strike."
        ),
        "face_value": _t("Die {label}, face {n}: the number goes from 0 to 20."),
        "tenacity_twice": _t("Die {label}: only one face can be the Tenacity face."),
        "race": _t("Choose or type a race."),
        "max_hp": _t("Max HP goes from 1 to 99."),
        "hp": _t("HP ({hp}) cannot be above max HP ({max_hp})."),
        "cooldown": _t("The Cooldown stat goes from 0 to 13."),
        "tenacity": _t("Tenacity goes from 0 to 99."),
        "no_rows": _t("Show 1 to 6 attribute rows."),
        "row_twice": _t("The {row} row is shown twice."),
        "row_name": _t("Give every attribute row a name."),
        "no_lines": _t("Give the adventurer at least one skill line."),
        "line_row": _t(
            "The {line} line puts its dice in the {row} row, which the mat does not show."
        ),
        "line_twice": _t("The {line} line is on the mat twice."),
        "too_many_dice": _t("A mat holds at most 40 skill dice."),
        "party_size": _t("A party has 1 to 4 adventurers."),
        "adventurer_twice": _t("Two adventurers are called {name}."),
        "level": _t("An enemy's level is 1, 5, 10 or 20 (a quest unit has none)."),
        "unit_hp": _t("HP goes from 1 to 99."),
        "bonus_hp": _t("Bonus HP goes from 0 to 99."),
        "entrance": _t("Choose the entrance tile."),
        "card": _t("The deck names {card}, which is not in the tile library."),
        "skyshards": _t("The objective needs {needed} skyshards but the deck holds {held}."),
        "hex_taken": _t(
            "Two chips stand on the hex {q}, {r} (the party stands on the first hexes)."
        ),
        "off_map": _t("{name} stands off the entrance tile."),
        "companions_battle": _t("Companions join the party in its first battle: set it up first."),
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
