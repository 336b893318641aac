"""The game's toolbar and the map tools' toolbar, and where they sit for the window's width.

A window wide enough for both toolbars, in the words of the current language, has them on
one row with every command on show. A narrower one would hide the last commands, Fit to
Window among them, behind Qt's "»" overflow; there the commands of the selected adventurer's
mat fold into one drop-down button and the map tools take a second row, so every command
stays one click away.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QToolButton

from gui.window.actions import MAT_COMMANDS, TOOLBAR
from gui.window.command import DropDown, ToolbarEntry
from gui.window.icons import enemy_turn_icon, redo_icon, undo_icon
from gui.window.map_commands import CONTEXT as MAP_CONTEXT
from gui.window.map_commands import MAP_TOOLBAR_ENTRIES, MAP_TOOLBAR_TITLE

# Commands shown by their icon alone (their tooltip names them).
ICONS: dict[str, Callable[[], QIcon]] = {
    "undo": undo_icon,
    "redo": redo_icon,
    "enemy_turn": enemy_turn_icon,
}
# px the toolbar row needs beyond its toolbars' own widths: unmovable toolbars sit edge to
# edge, so their size hints add up to the row; a few px spare against rounding.
SLACK = 4
MAP_TOOLBAR = "map-tools-toolbar"  # the map tools' toolbar's object name, by which it is found


def map_toolbar(window: QMainWindow) -> QToolBar:
    """The map tools' toolbar, on the window (empty until `fill_map_toolbar`)."""
    bar = QToolBar(window)
    bar.setObjectName(MAP_TOOLBAR)
    bar.setMovable(False)
    window.addToolBar(bar)
    return bar


def fill_map_toolbar(bar: QToolBar, actions: Mapping[str, QAction]) -> None:
    """(Re)fill the map tools' toolbar in the current language."""
    bar.clear()
    bar.setWindowTitle(QCoreApplication.translate(MAP_CONTEXT, MAP_TOOLBAR_TITLE))
    fill_toolbar(bar, MAP_TOOLBAR_ENTRIES, actions)


def fill_toolbar(
    bar: QToolBar, entries: Sequence[ToolbarEntry], actions: Mapping[str, QAction]
) -> None:
    """Put ``entries`` (the commands' names) on ``bar``, with ``actions`` by name."""
    for entry in entries:
        if entry is None:
            bar.addSeparator()
        elif isinstance(entry, DropDown):
            _add_drop_down(bar, entry, actions)
        else:
            bar.addAction(actions[entry])


def _add_drop_down(bar: QToolBar, entry: DropDown, actions: Mapping[str, QAction]) -> None:
    _add(bar, actions[entry.name], entry.name)
    button = bar.widgetForAction(actions[entry.name])
    if isinstance(button, QToolButton):
        menu = QMenu(button)
        menu.setToolTipsVisible(True)  # a greyed command says why the rules refuse it now
        menu.addActions([actions[name] for name in entry.entries])
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)


class GameToolbar(QObject):
    """The window's game toolbar, folded exactly when it and the map tools' toolbar would
    not both fit in the window's width; looked at again on every resize and whenever the
    map tools' toolbar is laid out anew (its width settles only then, after a refill)."""

    def __init__(self, window: QMainWindow, actions: Callable[[], Mapping[str, QAction]]) -> None:
        super().__init__(window)
        self.window = window
        self.actions = actions
        self.bar: QToolBar | None = None
        self.narrow = False
        self._full_width = 0
        self._watched: QToolBar | None = None

    def build(self) -> None:
        """(Re)build the toolbar in the current language, folded if the window asks."""
        wide = self._make(narrow=False)
        self._full_width = wide.sizeHint().width()
        # Before the window is shown its width is not yet the one it opens at: the resize
        # that comes with the show folds the toolbar if need be (fit).
        narrow = self.window.isVisible() and self.window.width() < self._needed()
        if narrow:
            wide.deleteLater()
        self._put(self._make(narrow=True) if narrow else wide, narrow)

    def fit(self) -> None:
        """Fold or unfold if the window's width now asks for the other. The unfolded
        toolbar's width is the last build's (its texts have not changed since)."""
        if self.bar is not None and (self.window.width() < self._needed()) != self.narrow:
            self._put(self._make(not self.narrow), not self.narrow)

    def _make(self, narrow: bool) -> QToolBar:
        title = QCoreApplication.translate("MainWindow", "Game")
        return game_toolbar(self.actions(), title, narrow=narrow)

    def _put(self, bar: QToolBar, narrow: bool) -> None:
        if self.bar is not None:
            self.window.removeToolBar(self.bar)
            self.bar.deleteLater()
        bar.setParent(self.window)
        self.bar, self.narrow = bar, narrow
        place(self.window, bar, narrow)
        self._watch_tools()

    def _tools(self) -> QToolBar | None:
        tools = self.window.findChild(QToolBar, MAP_TOOLBAR)
        return tools if isinstance(tools, QToolBar) else None

    def _needed(self) -> int:
        tools = self._tools()
        return self._full_width + (tools.sizeHint().width() if tools is not None else 0) + SLACK

    def _watch_tools(self) -> None:
        tools = self._tools()
        if tools is not None and tools is not self._watched:
            tools.installEventFilter(self)
            self._watched = tools

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self.fit)
        return False


def game_toolbar(actions: Mapping[str, QAction], title: str, narrow: bool) -> QToolBar:
    """The game's commands in a toolbar; ``narrow`` folds the mat's commands into one button."""
    bar = QToolBar(title)
    bar.setObjectName("game-toolbar")
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    bar.setMovable(False)
    folded = False
    for name in TOOLBAR:
        if name is None:
            bar.addSeparator()
        elif isinstance(name, DropDown):
            _add_drop_down(bar, name, actions)
        elif narrow and name in MAT_COMMANDS:
            if not folded:
                bar.addWidget(_mat_button(bar, [actions[n] for n in MAT_COMMANDS]))
                folded = True
        else:
            _add(bar, actions[name], name)
    return bar


def _add(bar: QToolBar, action: QAction, name: str) -> None:
    bar.addAction(action)
    if name in ICONS:
        if action.icon().isNull():  # the toolbar is built again on a resize: once is enough
            action.setIcon(ICONS[name]())
        button = bar.widgetForAction(action)
        if isinstance(button, QToolButton):
            # The action's text names the whole command; the tooltip shows it.
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)


def _mat_button(bar: QToolBar, actions: list[QAction]) -> QToolButton:
    button = QToolButton(bar)
    button.setObjectName("mat-commands")
    button.setText(QCoreApplication.translate("MainWindow", "Adventurer"))
    button.setToolTip(
        QCoreApplication.translate(
            "MainWindow", "Commands for the selected adventurer: {names}"
        ).format(names=", ".join(a.text().replace("&", "") for a in actions))
    )
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    menu = QMenu(button)
    menu.setToolTipsVisible(True)  # a greyed command says why the rules refuse it now
    menu.addActions(actions)
    button.setMenu(menu)
    return button


def place(window: QMainWindow, bar: QToolBar, narrow: bool) -> None:
    """Put the game's toolbar first, and the map tools on a row of their own if ``narrow``."""
    tools = window.findChild(QToolBar, MAP_TOOLBAR)
    if not isinstance(tools, QToolBar):
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        return
    window.insertToolBar(tools, bar)
    window.removeToolBarBreak(tools)
    if narrow:
        window.insertToolBarBreak(tools)
