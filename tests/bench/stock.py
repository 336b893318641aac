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
rect, the render hints, the view's cache mode and the felt's two colours. Stock items have no
item cache: that is what a plain program gets. The one piece of drawing the twin shares with
eraboard is the felt under the table, because it covers every pixel of every frame: the twin
paints the same gradient the same way (``FeltScene``) rather than a flat colour, which would
leave the felt's cost on eraboard's side alone.

``build_window`` puts the twin's view in a stock ``QMainWindow`` with the window's chrome as
``tables.describe_chrome`` gives it (menus, toolbars, docks, status bar, saved layout), for
the start-up row that tells the chrome's share from ours.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QIcon,
    QImage,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QToolBar,
    QUndoView,
    QWidget,
)

PEN_WIDTH = 1.5


class FeltScene(QGraphicsScene):
    """A stock scene whose background is a radial gradient from the middle of the scene rect,
    drawn once into a small image and stretched over the viewport with the nearest pixel, the
    outer colour beyond it: the picture and the method of eraboard's felt."""

    def __init__(self, felt: dict[str, Any]) -> None:
        super().__init__()
        self.outer = QColor(felt["outer"])
        size = felt["size"]
        self.image = QImage(size, size, QImage.Format.Format_RGB32)
        gradient = QRadialGradient(QPointF(size / 2, size / 2), size / 2)
        gradient.setColorAt(0, QColor(felt["inner"]))
        gradient.setColorAt(1, self.outer)
        painter = QPainter(self.image)
        painter.fillRect(self.image.rect(), QBrush(gradient))
        painter.end()
        self.spread = felt["spread"]

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        area = self.sceneRect()
        radius = max(area.width(), area.height()) * self.spread
        centre = area.center()
        square = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        if radius <= 0 or not square.contains(rect):
            painter.fillRect(rect, self.outer)
        if radius <= 0:
            return
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(square, self.image)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)


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
    scene = FeltScene(description["felt"])
    scene.setSceneRect(QRectF(*description["scene_rect"]))
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
    view.setCacheMode(QGraphicsView.CacheModeFlag(description["cache_mode"]))
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


# --- the window's chrome (``tables.describe_chrome``) ---------------------------------------


def _add_actions(
    where: QMenu | QToolBar, actions: list[dict[str, Any]], icon: QIcon, owner: QWidget
) -> None:
    for entry in actions:
        if entry["kind"] == "separator":
            where.addSeparator()
        elif entry["kind"] == "label":
            assert isinstance(where, QToolBar)
            where.addWidget(QLabel(entry["text"]))
        else:
            action = QAction(entry["text"], owner)
            if entry["shortcut"]:
                action.setShortcut(QKeySequence(entry["shortcut"]))
            if entry["icon"]:
                action.setIcon(icon)
            action.setCheckable(entry["checkable"])
            where.addAction(action)


def _dock_content(entry: dict[str, Any]) -> QWidget:
    if entry["kind"] == "view":
        return build_view(entry["scene"], build_scene(entry["scene"]))
    if entry["kind"] == "list":
        lines = QListWidget()
        lines.setWordWrap(True)
        lines.setAlternatingRowColors(True)
        lines.addItems(entry["lines"])
        return lines
    stack = QUndoStack()
    for text in entry["commands"]:
        stack.push(QUndoCommand(text))
    history = QUndoView(stack)
    stack.setParent(history)
    history.setEmptyLabel(entry["empty"])
    return history


def build_window(description: dict[str, Any], view: QGraphicsView) -> QMainWindow:
    """A stock ``QMainWindow`` around ``view`` with the described chrome: the same menus,
    toolbars (a plain square icon where ours have one), docks showing stock twins of their
    contents, status bar words, and the same saved layout restored."""
    chrome = description["chrome"]
    window = QMainWindow()
    window.setWindowTitle(chrome["title"])
    window.setCentralWidget(view)
    pixmap = QPixmap(24, 24)
    pixmap.fill(QColor("#8f8778"))
    icon = QIcon(pixmap)
    for menu in chrome["menus"]:
        _add_actions(window.menuBar().addMenu(menu["title"]), menu["actions"], icon, window)
    for entry in chrome["toolbars"]:
        bar = window.addToolBar(entry["title"])
        bar.setObjectName(entry["name"])
        bar.setToolButtonStyle(Qt.ToolButtonStyle(entry["style"]))
        bar.setIconSize(QSize(*entry["icon_size"]))
        _add_actions(bar, entry["actions"], icon, window)
    for entry in chrome["docks"]:
        dock = QDockWidget(entry["title"], window)
        dock.setObjectName(entry["name"])
        dock.setWidget(_dock_content(entry))
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.statusBar().showMessage(chrome["status"])
    for text in chrome["status_labels"]:
        window.statusBar().addPermanentWidget(QLabel(text))
    window.resize(*chrome["size"])
    window.restoreState(QByteArray(bytes.fromhex(chrome["layout"])))
    return window
