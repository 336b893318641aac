"""The right-click menus of dice and mats (and the counters they ask), the Language menu
and the About box.

What a die's menu offers is what the rules accept for that die now
(`rules.table.die_actions`); overrides (set a face, counters) are always there, for the
rules help and never trap a solo player."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDialog, QInputDialog, QMenu, QMessageBox, QWidget

from gui import app_version
from gui.words import i18n
from gui.words.i18n import QT_TRANSLATE_NOOP
from gui.words.names import die_name, face_text
from gui.words.refusals import term
from rules import actions as act
from rules import table
from rules.actions import Action
from rules.dice import DieKind
from rules.state import GameState

Submit = Callable[[Action], object]


# The menu text of each rules action about one die, by its class and `_variant`.
_DIE_LABELS: dict[tuple[type[Action], bool], str] = {
    (act.ExhaustDice, True): QT_TRANSLATE_NOOP("MainWindow", "Exhaust Unresolved (Tenacity Face)"),
    (act.ExhaustDice, False): QT_TRANSLATE_NOOP("MainWindow", "&Exhaust to the Track"),
    (act.DrainDie, False): QT_TRANSLATE_NOOP("MainWindow", "&Drain"),
    (act.RecoverDie, False): QT_TRANSLATE_NOOP("MainWindow", "&Recover"),
    (act.RemoveDie, False): QT_TRANSLATE_NOOP("MainWindow", "Re&move from the Track"),
    (act.RecoverDrained, False): QT_TRANSLATE_NOOP("MainWindow", "Recover &Drained Die"),
    (act.ClearActiveSlot, True): QT_TRANSLATE_NOOP("MainWindow", "Clear Slot (Resolved)"),
    (act.ClearActiveSlot, False): QT_TRANSLATE_NOOP("MainWindow", "Clear Slot (Unresolved)"),
}


def _variant(action: Action) -> bool:
    """Which of an action's two labels: the tenacity face exhausted, or the slot resolved."""
    if isinstance(action, act.ExhaustDice):
        return action.tenacity_face
    return isinstance(action, act.ClearActiveSlot) and action.resolved


def die_action_label(action: Action) -> str:
    """The menu text of a rules action about one die."""
    text = _DIE_LABELS.get((type(action), _variant(action)))
    if text is None:
        return type(action).__name__
    return QCoreApplication.translate("MainWindow", text)


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
            text = face_text(face.symbol, face.is_tenacity)
            code = term(face.code)
            if face.status is not None:  # a status face says which status it gives
                code = f"{code}: {term(face.status)}"
            a = faces.addAction(f"{index + 1}: {text} ({code})")
            a.setCheckable(True)
            a.setChecked(index == die.face)
            a.triggered.connect(lambda _=False, i=index: submit(act.ForceSetFace(die_id, i)))
    for action in table.die_actions(state, die_id):
        menu.addAction(die_action_label(action)).triggered.connect(
            lambda _=False, a=action: submit(a)
        )
    if skill and table.allows(state, act.RollDice((die_id,), (0,))):
        menu.addAction(
            QCoreApplication.translate("MainWindow", "R&oll This Die")
        ).triggered.connect(lambda: roll((die_id,)))
    return menu


Ask = Callable[[str, str, int, int, int, str], None]
Entry = Callable[[QMenu, str, Action], object]


def remove_die_menu(menu: QMenu, state: GameState, adventurer_id: str, entry: Entry) -> QMenu:
    """Remove a Die from the Track: a submenu of the mat's menu naming each die of the track
    in order, for an effect that takes one out for good (rules §1.5; for "remove a fatigue
    die" the player picks a light or an overfatigue die). ``entry`` adds one rules entry."""
    sub = menu.addMenu(QCoreApplication.translate("MainWindow", "Remove a Die from the Trac&k"))
    sub.setToolTipsVisible(True)
    track = state.adventurer(adventurer_id).track
    for place, die_id in enumerate(track, start=1):
        text = f"{place}: {die_name(state.dice[die_id])}"
        entry(sub, text, act.RemoveDie(adventurer_id, die_id))
    sub.setEnabled(bool(track))
    return sub


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
    for label, counter in (
        (QCoreApplication.translate("MainWindow", "Set &HP…"), "hp"),
        (QCoreApplication.translate("MainWindow", "Set &Max HP…"), "max_hp"),
        (QCoreApplication.translate("MainWindow", "Set &Tenacity…"), "tenacity"),
        (QCoreApplication.translate("MainWindow", "Set &Cooldown Stat…"), "cooldown"),
        (QCoreApplication.translate("MainWindow", "Set En&gages This Turn…"), "engages"),
    ):
        value = int(getattr(adv, counter))
        low, high = table.counter_bounds(state, adventurer_id, counter)
        menu.addAction(label).triggered.connect(
            lambda _=False, c=counter, v=value, lo=low, hi=high, lb=label: ask_counter(
                adventurer_id, c, v, lo, hi, lb
            )
        )
    menu.addSeparator()
    for a in commands:
        menu.addAction(a)
    return menu


def ask_counter(
    parent: QWidget,
    submit: Submit,
    owner: str,
    counter: str,
    value: int,
    low: int,
    high: int,
    label: str,
) -> None:
    """Ask for a counter's new value (from ``low`` to ``high``) and set it, as a manual
    change."""
    number, ok = QInputDialog.getInt(
        parent, "eraboard", label.replace("&", "").rstrip("…"), value, low, high
    )
    if ok and number != value:
        submit(act.ForceSetCounter(owner, counter, number))


def language_menu(menu: QMenu, chosen: str, choose: Callable[[str], object]) -> None:
    """Fill View > Language: the system's language or one of ours, the chosen one checked."""
    group = QActionGroup(menu)
    system = QCoreApplication.translate("MainWindow", "System Default")
    for code, name in (("system", system), *i18n.LANGUAGES.items()):
        action = menu.addAction(name)
        action.setCheckable(True)
        action.setChecked(code == chosen)
        action.setData(code)
        group.addAction(action)
        action.triggered.connect(lambda _=False, c=code: choose(c))


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("MainWindow", "About eraboard"),
        QCoreApplication.translate(
            "MainWindow",
            "<h3>eraboard {version}</h3><p>A virtual table for solo games of <i>The Elder "
            "Scrolls: Betrayal of the Second Era</i>.</p><p>An unofficial fan tool: no rules "
            "text or art of the published game is included.</p>",
        ).format(version=app_version()),
    )


def show_getting_started(parent: QWidget) -> QDialog:
    """Help > Getting Started: the six gestures (not modal: the table stays in reach)."""
    # Imported here: the dialogs are a heavy optional part, kept off the first frame.
    from gui.dialogs.getting_started import GettingStartedDialog

    dialog = GettingStartedDialog(parent)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


def offer_getting_started(parent: QWidget, settings: QSettings) -> QDialog | None:
    """On a first start (settings that never saw it), Getting Started, once."""
    from gui.dialogs.getting_started import SEEN

    if settings.value(SEEN, False, type=bool):
        return None
    settings.setValue(SEEN, True)
    return show_getting_started(parent)
