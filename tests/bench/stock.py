"""The bare-Qt program's scene: stock items built from a plain description of eraboard's scene.

This module imports PySide6 only, so the bare start-up child (``firstpaint.py bare``) can use
it without importing any of eraboard. ``tables.describe`` writes the description from a live
``MainWindow``: one entry per graphics item of its scene, parents before children, with

* ``kind``: ``"path"`` (a map tile: the polygons of its real hexagons), ``"ellipse"`` (a
  chip), ``"rect"`` (everything else that paints) or ``"empty"`` (an item without contents,
  e.g. a layer);
* ``parent`` (index of the parent entry or ``-1``), ``pos``, ``z``, ``visible``;
* ``rect`` (local ``x, y, w, h``) or ``polygons`` (local corner lists), and ``colour``;

and the view: viewport size, transform, the scene point at the viewport's centre, the scene
rect, the render hints and the background colour. Stock items have no item cache: that is
what a plain program gets.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
)

PEN_WIDTH = 1.5


def _item(entry: dict[str, Any]) -> QGraphicsItem:
    kind = entry["kind"]
    if kind == "path":
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for corners in entry["polygons"]:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))
        item: QGraphicsItem = QGraphicsPathItem(path)
    elif kind == "ellipse":
        item = QGraphicsEllipseItem(QRectF(*entry["rect"]))
    else:
        item = QGraphicsRectItem(QRectF(*entry["rect"]))
    if kind == "empty":
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
    else:
        colour = QColor(entry["colour"])
        item.setBrush(QBrush(colour))  # type: ignore[attr-defined]
        item.setPen(QPen(colour.darker(160), PEN_WIDTH))  # type: ignore[attr-defined]
    return item


def build_scene(description: dict[str, Any]) -> QGraphicsScene:
    """A stock ``QGraphicsScene`` holding one stock item per entry of ``description``."""
    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(*description["scene_rect"]))
    scene.setBackgroundBrush(QColor(description["background"]))
    made: list[QGraphicsItem] = []
    for entry in description["items"]:
        item = _item(entry)
        item.setPos(*entry["pos"])
        item.setZValue(entry["z"])
        item.setVisible(entry["visible"])
        if entry["parent"] >= 0:
            item.setParentItem(made[entry["parent"]])
        else:
            scene.addItem(item)
        made.append(item)
    return scene


def build_view(description: dict[str, Any], scene: QGraphicsScene) -> QGraphicsView:
    """A stock view of ``scene`` with the render hints, viewport size, zoom and centre of the
    described view."""
    view = QGraphicsView(scene)
    scene.setParent(view)  # the view keeps its scene alive
    view.setRenderHints(QPainter.RenderHint(description["render_hints"]))
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(*description["viewport"])
    aim_view(view, description)
    return view


def aim_view(view: QGraphicsView, description: dict[str, Any]) -> None:
    """Give ``view`` the described zoom and centre."""
    m = description["transform"]
    view.setTransform(QTransform(m[0], m[1], m[2], m[3], m[4], m[5]))
    view.centerOn(QPointF(*description["centre"]))


def count(description: dict[str, Any]) -> int:
    return len(description["items"])
