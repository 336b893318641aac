"""What goes dark on the table is repainted away: the glow of the drop targets once a die
is dropped, the last annotation once it is undone. Qt skips the update of an item flagged
as having no contents, so without ``gui.painting.contents`` these stayed on screen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView

from gui.annotations import model as an_model
from rules.places import Place, Zone
from tests.gui.conftest import _send


class Repainted(QObject):
    """Notes every part of the viewport Qt repaints."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__()
        self.region = QRegion()
        self.view = view
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.region = self.region.united(event.region())  # type: ignore[attr-defined]
        return False

    def covers(self, item: QGraphicsItem) -> bool:
        area = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRegion(area).subtracted(self.region).isEmpty()


def settle(qtbot: Any) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(10)


def test_the_drop_targets_glow_is_repainted_away_after_the_drop(window: Any, qtbot: Any) -> None:
    view, scene = window.view, window.scene
    zarri = window.session.state.adventurer("zarri")
    die = zarri.rows[0].dice[0]
    mat = scene.mats["zarri"]
    a = view.mapFromScene(scene.dice[die].scenePos())
    b = view.mapFromScene(mat.mapToScene(mat.zones[Place(Zone.TRACK, "zarri", 8)].rect.center()))
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    mods = Qt.KeyboardModifier.NoModifier
    _send(view, QEvent.Type.MouseButtonPress, a, left, left, mods)
    for i in range(1, 7):
        step = QPoint(a.x() + (b.x() - a.x()) * i // 6, a.y() + (b.y() - a.y()) * i // 6)
        _send(view, QEvent.Type.MouseMove, step, none, left, mods)
    settle(qtbot)
    lit = [zone for zone in scene.drop_zones() if zone.lit]
    assert len(lit) > 10  # the free track positions, the active slots, the race sheet

    repainted = Repainted(view)
    _send(view, QEvent.Type.MouseButtonRelease, b, left, none, mods)
    settle(qtbot)

    assert die in window.session.state.adventurer("zarri").track
    assert not any(zone.lit for zone in scene.drop_zones())
    assert [zone.place for zone in lit if not repainted.covers(zone)] == []


def test_the_last_annotation_undone_is_repainted_away(window: Any, qtbot: Any) -> None:
    view, layer = window.view, window.scene.annotation_layer
    middle = view.mapToScene(view.viewport().rect().center())
    window.session.annotate(an_model.marker(QPointF(middle), 1))
    settle(qtbot)
    assert layer.annotations and not layer.sceneBoundingRect().isEmpty()
    spot = view.mapFromScene(layer.sceneBoundingRect()).boundingRect()

    repainted = Repainted(view)
    window.session.undo_stack.undo()
    settle(qtbot)

    assert layer.annotations == ()
    assert QRegion(spot).subtracted(repainted.region).isEmpty()
