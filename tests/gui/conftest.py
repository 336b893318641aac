"""Fixtures for GUI tests: a real MainWindow on the demo table, settings in a temp folder,
and a helper that drags with real mouse events through the view's viewport."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSettings, QStandardPaths, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

import gui.resources_rc  # noqa: F401
from gui.annotations import model as an_model
from gui.annotations.model import Annotation
from rules.state import GameState


@pytest.fixture(autouse=True)
def _isolated_paths() -> Iterator[None]:
    QStandardPaths.setTestModeEnabled(True)
    yield
    # An image left on the offscreen clipboard crashes Qt when the process exits.
    app = QApplication.instance()
    if app is not None:
        QApplication.clipboard().clear()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def open_window(qtbot, settings: QSettings, state: GameState):  # type: ignore[no-untyped-def]
    """A real MainWindow on ``state``, shown, without animations, autosave or questions
    before a table is replaced."""
    from gui.window.main import MainWindow

    win = MainWindow(state, settings=settings, seed=7, autosave=False)
    win.scene.animations_enabled = False
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    qtbot.addWidget(win)
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot, settings):  # type: ignore[no-untyped-def]
    from rules.setup import delve_state

    win = open_window(qtbot, settings, delve_state())
    win.view.fit()
    QApplication.processEvents()
    return win


def popup_closer(seen: list[list[str]]) -> Callable[[], None]:
    """A slot that notes the texts of the open popup menu in ``seen`` and closes it (a menu's
    ``exec`` returns only then)."""

    def close_popup() -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:
            seen.append([a.text() for a in popup.actions()])
            popup.close()

    return close_popup


def _send(
    view: QGraphicsView,
    kind: QEvent.Type,
    pos: QPoint,
    button: Qt.MouseButton,
    buttons: Qt.MouseButton,
    modifiers: Qt.KeyboardModifier,
) -> None:
    viewport = view.viewport()
    local = QPointF(pos)
    event = QMouseEvent(kind, local, QPointF(viewport.mapToGlobal(pos)), button, buttons, modifiers)
    QApplication.sendEvent(viewport, event)


def click(view: QGraphicsView, scene_pos: QPointF) -> None:
    """Press and release the left button at ``scene_pos`` (scene coordinates)."""
    p: QPoint = view.mapFromScene(scene_pos)
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    mods = Qt.KeyboardModifier.NoModifier
    _send(view, QEvent.Type.MouseButtonPress, p, left, left, mods)
    _send(view, QEvent.Type.MouseButtonRelease, p, left, none, mods)
    QApplication.processEvents()


def drag(
    view: QGraphicsView,
    start: QPointF,
    end: QPointF,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    steps: int = 6,
) -> None:
    """Press at ``start``, move in steps, release at ``end`` (scene coordinates)."""
    pick_up(view, start, end, modifiers, steps)
    release(view, end, modifiers)


def pick_up(
    view: QGraphicsView,
    start: QPointF,
    end: QPointF,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    steps: int = 6,
) -> None:
    """Press at ``start`` and move in steps to ``end`` (scene coordinates), button held."""
    a = view.mapFromScene(start)
    b = view.mapFromScene(end)
    left = Qt.MouseButton.LeftButton
    _send(view, QEvent.Type.MouseButtonPress, a, left, left, modifiers)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        _send(view, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, left, modifiers)


def release(
    view: QGraphicsView,
    at: QPointF,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Let go of the left button at ``at`` (scene coordinates)."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send(view, QEvent.Type.MouseButtonRelease, view.mapFromScene(at), left, none, modifiers)
    QApplication.processEvents()


@pytest.fixture
def table(qapp):  # type: ignore[no-untyped-def]
    """The demo table in a scene without a window (as ``eraboard render`` makes it)."""
    from gui.cli import build_scene
    from rules.setup import demo_state

    state = demo_state()
    scene = build_scene(state)
    yield SimpleNamespace(state=state, scene=scene, layer=scene.annotation_layer)
    scene.clear()


def some_annotations() -> list[Annotation]:
    """One annotation of each kind, with a label in French."""
    return [
        an_model.arrow(QPointF(20, 20), QPointF(300, 200)),
        an_model.marker(QPointF(400, 100), 1),
        an_model.label(QPointF(100, 500), "Pourquoi ici ? é è à ç"),
        an_model.hex_highlight(QPointF(600, 300)),
        an_model.area(QRectF(50, 300, 200, 100), "#3c7be8"),
    ]
