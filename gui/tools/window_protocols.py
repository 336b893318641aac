"""What the map tools need of the main window, as protocols: the window creates the tools,
so the tools never import it (nor the rooms it is built from)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QSettings, SignalInstance
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDockWidget

from gui.annotations.model import Annotation
from gui.table.overland import OverlandScene
from gui.table.view import TableView
from gui.tools.previews import PreviewWindow
from gui.words.retranslated import Words
from rules.state import GameState


class ToolsSession(Protocol):
    """The session, as far as the tools use it: its state and signals, and annotating."""

    state_changed: SignalInstance

    @property
    def state(self) -> GameState: ...
    @property
    def undo_stack(self) -> QUndoStack: ...
    def annotate(self, annotation: Annotation) -> None: ...


class NoteLog(Protocol):
    def add_note(self, words: Words) -> None: ...


class LandDocks(Protocol):
    """The overland map's dock: its scene and view."""

    @property
    def overland_scene(self) -> OverlandScene: ...
    @property
    def overland_view(self) -> TableView: ...


class ToolsWindow(PreviewWindow, Protocol):
    """What the tools need of the main window (which creates them, so they do not import
    it)."""

    @property
    def session(self) -> ToolsSession: ...
    @property
    def view(self) -> TableView: ...
    @property
    def settings(self) -> QSettings: ...
    @property
    def log(self) -> NoteLog: ...
    @property
    def docks(self) -> LandDocks: ...
    @property
    def overland_dock(self) -> QDockWidget: ...
    @property
    def selected_adventurer(self) -> str | None: ...
