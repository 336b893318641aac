"""The right-click menus of dice and mats. What a die's menu offers is what the rules accept
for that die now (`rules.table.die_actions`); overrides (set a face, counters) are always
there, for the rules help and never trap a solo player."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from rules import actions as act
from rules import table
from rules.actions import Action
from rules.dice import DieKind
from rules.state import GameState

Submit = Callable[[Action], object]


def die_action_label(action: Action) -> str:
    """The menu text of a rules action about one die."""
    if isinstance(action, act.ExhaustDice):
        if action.tenacity_face:
            return QCoreApplication.translate("MainWindow", "Exhaust Unresolved (Tenacity Face)")
        return QCoreApplication.translate("MainWindow", "&Exhaust to the Track")
    if isinstance(action, act.DrainDie):
        return QCoreApplication.translate("MainWindow", "&Drain")
    if isinstance(action, act.RecoverDie):
        return QCoreApplication.translate("MainWindow", "&Recover")
    if isinstance(action, act.RecoverDrained):
        return QCoreApplication.translate("MainWindow", "Recover &Drained Die")
    if isinstance(action, act.ClearActiveSlot):
        if action.resolved:
            return QCoreApplication.translate("MainWindow", "Clear Slot (Resolved)")
        return QCoreApplication.translate("MainWindow", "Clear Slot (Unresolved)")
    if isinstance(action, act.ForceMoveDie):
        return QCoreApplication.translate("MainWindow", "Return to the &Supply")
    return type(action).__name__


def die_menu(
    parent: QWidget,
    state: GameState,
    die_id: str,
    submit: Submit,
    roll: Callable[[tuple[str, ...]], object],
) -> QMenu | None:
    """The menu of one die, or None for a die the state does not know."""
    die = state.dice.get(die_id)
    if die is None:
        return None
    menu = QMenu(parent)
    skill = die.kind is DieKind.SKILL and die.owner is not None
    if skill:
        faces = menu.addMenu(QCoreApplication.translate("MainWindow", "Set &Face"))
        for index, face in enumerate(die.faces):
            a = faces.addAction(f"{index + 1}: {face.symbol} ({face.code})")
            a.setCheckable(True)
            a.setChecked(index == die.face)
            a.triggered.connect(lambda _=False, i=index: submit(act.ForceSetFace(die_id, i)))
    for action in table.die_actions(state, die_id):
        menu.addAction(die_action_label(action)).triggered.connect(
            lambda _=False, a=action: submit(a)
        )
    if skill:
        menu.addAction(
            QCoreApplication.translate("MainWindow", "R&oll This Die")
        ).triggered.connect(lambda: roll((die_id,)))
    return menu


Ask = Callable[[str, str, int, int, int, str], None]


def mat_menu(
    parent: QWidget,
    state: GameState,
    adventurer_id: str,
    ask_counter: Ask,
    commands: Sequence[QAction],
) -> QMenu:
    """The menu of an adventurer's mat: its counters (overrides), then the mat commands."""
    menu = QMenu(parent)
    adv = state.adventurer(adventurer_id)
    for label, counter, value, low, high in (
        (QCoreApplication.translate("MainWindow", "Set &HP…"), "hp", adv.hp, 0, adv.max_hp),
        (QCoreApplication.translate("MainWindow", "Set &Max HP…"), "max_hp", adv.max_hp, 1, 99),
        (
            QCoreApplication.translate("MainWindow", "Set &Tenacity…"),
            "tenacity",
            adv.tenacity,
            0,
            99,
        ),
        (
            QCoreApplication.translate("MainWindow", "Set &Cooldown Stat…"),
            "cooldown",
            adv.cooldown,
            0,
            table.TRACK_SIZE,
        ),
        (
            QCoreApplication.translate("MainWindow", "Set &Engages This Turn…"),
            "engages",
            adv.engages,
            0,
            20,
        ),
    ):
        menu.addAction(label).triggered.connect(
            lambda _=False, c=counter, v=value, lo=low, hi=high, lb=label: ask_counter(
                adventurer_id, c, v, lo, hi, lb
            )
        )
    menu.addSeparator()
    for a in commands:
        menu.addAction(a)
    return menu
