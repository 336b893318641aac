"""Toolbar buttons that follow their actions without growing.

A toolbar's button shows its action (text, icon, tooltip, enabled, checked) and Qt applies
the action to it again whenever the action changes. In Qt 6.11 every such update also leaves
one more signal connection behind on the button (~145 bytes, measured): a button whose
action changes on every move (Undo names the last move; the rules enable and disable a
mat's commands) grows for as long as the window is open, about 1 MB in a 10,000-move
evening. ``follow`` makes a toolbar's buttons do the same update themselves and
keeps Qt's from running.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar, QToolButton
from shiboken6 import isValid


class _Follower(QObject):
    """Answers its button's "your action changed" in place of Qt's own handler."""

    def __init__(self, button: QToolButton, action: QAction) -> None:
        super().__init__(button)
        self.button, self.action = button, action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ActionChanged:
            return False
        # An action the window has let go of (a language switch makes them all again)
        # lives on until Qt's next pass, as does its old toolbar: nothing to show.
        if isValid(self.action):
            show(self.button, self.action)
        return True


def show(button: QToolButton, action: QAction) -> None:
    """What Qt's button takes from its action, taken the same way."""
    # The button's text is the action's, shown literally: a lone "&" is not a mnemonic.
    button.setText(action.iconText().replace("&", "&&"))
    button.setIcon(action.icon())
    button.setToolTip(action.toolTip())
    button.setStatusTip(action.statusTip())
    button.setWhatsThis(action.whatsThis())
    button.setCheckable(action.isCheckable())
    button.setChecked(action.isChecked())
    button.setEnabled(action.isEnabled())


def follow(bar: QToolBar, action: QAction) -> None:
    """Have ``action``'s button on ``bar`` follow it without growing. ``action`` is the
    caller's own reference: one asked of Qt again (``bar.actions()``) can be a second
    Python object for the same action, which shiboken may retire while the action lives."""
    button = bar.widgetForAction(action)
    if isinstance(button, QToolButton):
        button.installEventFilter(_Follower(button, action))
