"""What a drop will do, shown before the release.

While a die hovers over a lit place, `preview_drop` asks the rules which action that drop
means and runs the rules' own `apply` on the current state (states are immutable, so this
changes nothing): the preview is the very state the release will produce. `DropPreview`
then ghosts every die that would move at the place the new state gives it — the dragged die
at its landing position in the track (not under the pointer), and for a full track the whole
swap — with a faint arrow from where each die is now.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStatusBar, QStyleOptionGraphicsItem, QWidget

from board.hexes import Hex
from gui.table import art
from gui.table.items.dice import DieItem, DieLook
from gui.table.looks import die_look
from gui.table.places import die_places
from gui.table.scene import TableScene
from gui.tools.overlays import Overlay, OverlayLayer, move_overlay
from gui.words.actions import describe_event
from gui.words.refusals import translate_refusal
from rules import Transition, apply, table
from rules import closest as rc
from rules.actions import Action
from rules.errors import IllegalAction
from rules.events import Event
from rules.places import Place, Zone, locate
from rules.state import GameState

GHOST_Z = 900.0  # over the table, under the die being dragged
GHOST_OPACITY = 0.78


@dataclass(frozen=True, slots=True)
class Move:
    """A die the drop would move: where it is and where it goes (None: off the table, to
    the supply's piles)."""

    die: str
    start: Place | None
    end: Place | None
    end_order: float = 0


@dataclass(frozen=True, slots=True)
class Preview:
    """The outcome of a drop: the action, the rules' transition and the dice it moves."""

    die: str
    place: Place
    action: Action
    transition: Transition
    moves: tuple[Move, ...]


def preview_drop(
    state: GameState, die_id: str, place: Place, force: bool = False
) -> Preview | None:
    """The outcome of dropping ``die_id`` on ``place`` now, or None when the rules refuse.

    The state after is ``apply(state, action)`` itself (rules §2: leftmost open position, the
    full-track swap), so the preview and the release cannot disagree.
    """
    try:
        action = table.action_for_drop(state, die_id, place, force=force)
        transition = apply(state, action)
    except IllegalAction:
        return None
    return Preview(die_id, place, action, transition, moves(state, transition.state))


def moves(old: GameState, new: GameState) -> tuple[Move, ...]:
    """Every die whose place differs between two states (the dice on the mats, the top of
    each fatigue pile, the dice on chips)."""
    before, after = die_places(old), die_places(new)
    out = []
    for die_id in sorted(set(before) | set(after)):
        a, b = before.get(die_id), after.get(die_id)
        if a == b:
            continue
        start = a[0] if a else _elsewhere(old, die_id)
        end = b[0] if b else _elsewhere(new, die_id)
        if start == end and start is not None and start.zone is not Zone.TRACK:
            continue  # moved within a row or pile: order only
        out.append(Move(die_id, start, end, b[1] if b else 0))
    return tuple(out)


def _elsewhere(state: GameState, die_id: str) -> Place | None:
    """A die not on a mat: on a chip, or in the supply (None)."""
    try:
        place = locate(state, die_id)
    except KeyError:
        return None
    return place if place.zone is Zone.UNIT else None


class ArrowItem(QGraphicsItem):
    """A faint arrow from where a die is to where the drop would put it."""

    def __init__(self, start: QPointF, end: QPointF) -> None:
        super().__init__()
        self.line = QLineF(start, end)
        self.setZValue(GHOST_Z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(self.line.p1(), self.line.p2()).normalized().adjusted(-16, -16, 16, 16)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(art.HIGHLIGHT)
        colour.setAlpha(210)
        pen = QPen(colour, 3, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        line = QLineF(self.line)
        if line.length() > 30:
            line.setLength(line.length() - 22)
        painter.drawLine(line)
        head = line.p2()
        unit = line.unitVector()
        d = QPointF(unit.dx(), unit.dy())
        n = QPointF(-d.y(), d.x())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        tip = head + d * 10
        painter.drawPolygon([tip, head - d * 4 + n * 8, head - d * 4 - n * 8])


class GhostDieItem(DieItem):
    """A die where the drop would put it: translucent, with a dashed frame that says
    'preview'; it takes no mouse buttons."""

    def __init__(self, die_id: str, look: DieLook) -> None:
        super().__init__(f"ghost:{die_id}", look)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setOpacity(GHOST_OPACITY)
        self.setZValue(GHOST_Z)
        self.setToolTip("")

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        half = self.size / 2 + 1
        pen = QPen(art.HIGHLIGHT, 3.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(-half, -half, 2 * half, 2 * half), 6, 6)


class DropPreview:
    """The ghosts of a drop's outcome on the table; `show` for each hover change."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []
        self.dimmed: list[QGraphicsItem] = []  # dice the drop would take away, faded
        self.current: Preview | None = None
        self._cache: dict[tuple[str, Place, bool], Preview | None] = {}
        self._state: GameState | None = None

    def compute(self, die_id: str, place: Place | None, force: bool = False) -> Preview | None:
        """The preview for the die over ``place`` (None: over no lit place; ``force``: Shift
        held, the override), remembered for the rest of the drag: hovering back and forth
        asks the rules once per place."""
        state = self.scene.state
        if place is None or state is None:
            return None
        if state is not self._state:
            self._cache.clear()
            self._state = state
        key = (die_id, place, force)
        if key not in self._cache:
            self._cache[key] = preview_drop(state, die_id, place, force)
        return self._cache[key]

    def show(self, die_id: str, place: Place | None, force: bool = False) -> Preview | None:
        """Ghost the outcome of dropping ``die_id`` on ``place`` (or clear)."""
        preview = self.compute(die_id, place, force)
        if preview is self.current and (preview is None or self.items):
            return preview
        self.clear()
        self.current = preview
        if preview is not None:
            self._draw(preview)
        return preview

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is not None:
                self.scene.removeItem(item)
        for item in self.dimmed:
            item.setOpacity(1.0)
        self.items = []
        self.dimmed = []
        self.current = None

    def forget(self) -> None:
        """The drag is over."""
        self.clear()
        self._cache.clear()
        self._state = None

    def _draw(self, preview: Preview) -> None:
        new = preview.transition.state
        dragged = self.scene.dice.get(preview.die)
        if dragged is not None:
            # Half-seen under the pointer: the ghost shows where it will really go.
            dragged.setOpacity(0.55)
            self.dimmed.append(dragged)
        for move in preview.moves:
            end = self.position(move.end, move.end_order)
            ghost = GhostDieItem(move.die, die_look(new.dice[move.die]))
            ghost.setPos(end)
            self._add(ghost)
            item = self.scene.dice.get(move.die)
            if (
                move.die == preview.die
                or item is None
                or move.start is None
                or (move.start.zone is Zone.SUPPLY)
            ):
                continue  # the dragged die, or a die from the supply's piles: no arrow
            item.setOpacity(0.15)
            self.dimmed.append(item)
            if item.home != end:
                self._add(ArrowItem(item.home, end))

    def _add(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        self.items.append(item)

    def position(self, place: Place | None, order: float = 0) -> QPointF:
        """Where a die at ``place`` is drawn (the supply's piles for None)."""
        if place is None or place.zone is Zone.SUPPLY:
            return self.scene.supply_pos
        if place.zone is Zone.UNIT:
            chip = self.scene.map_layer.chips.get(place.owner or "")
            if chip is not None:
                return chip.scenePos() + QPointF(0, -chip.radius * 0.9)
            return self.scene.supply_pos
        return self.scene.die_target(place, order)

    def ghost_positions(self) -> dict[str, QPointF]:
        """Die id -> where its ghost is (tests, screenshots)."""
        out = {}
        for item in self.items:
            if isinstance(item, DieItem):
                out[item.die_id.removeprefix("ghost:")] = item.pos()
        return out


class StateHolder(Protocol):
    """The session, as far as the drag watcher reads it."""

    @property
    def state(self) -> GameState: ...


class PreviewWindow(Protocol):
    """The window, as far as the drag watcher needs it: the scene, the session's state and
    the status bar."""

    @property
    def scene(self) -> TableScene: ...
    @property
    def session(self) -> StateHolder: ...
    def statusBar(self) -> QStatusBar: ...


class ToolsLike(Protocol):
    """What the drag watcher needs of the table tools: the window (its session and status
    bar), the overlay layers, the overlay shown and how to show one again."""

    @property
    def window(self) -> PreviewWindow: ...
    @property
    def layers(self) -> tuple[OverlayLayer, OverlayLayer]: ...
    @property
    def overlay(self) -> Overlay | None: ...
    @property
    def query(self) -> Callable[[GameState], Overlay | None] | None: ...

    def show(
        self,
        overlay: Overlay | None,
        query: Callable[[GameState], Overlay | None] | None = None,
        land: bool = False,
    ) -> None: ...


class DragWatcher:
    """The scene's drag observer: a die's drop preview while it hovers over a place, a
    chip's route (from `rules.closest.move_route`) while it hovers over a hex."""

    def __init__(self, tools: ToolsLike) -> None:
        self.tools = tools
        self.preview = DropPreview(tools.window.scene)
        self.last_preview: Preview | None = None
        self.chip_dragged = False
        self._before: Overlay | None = None
        self._hint = ""

    def die_hovered(self, die_id: str, place: Place | None, force: bool = False) -> None:
        self.last_preview = preview = self.preview.show(die_id, place, force)
        if preview is not None:
            self.tools.window.statusBar().showMessage(words(preview, describe_event))

    def chip_hovered(self, unit_id: str, at: Hex | None, force: bool = False) -> None:
        bar = self.tools.window.statusBar()
        if not self.chip_dragged:
            self.chip_dragged = True
            self._before = self.tools.overlay
            self._hint = bar.currentMessage()  # what the drag's start said
        state = self.tools.window.session.state
        # A Shift release places the chip exactly there: no route to show.
        route = rc.move_route(state, unit_id, at) if at is not None and not force else ()
        refused = chip_drop_refusal(state, unit_id, at, force)
        if refused is not None:  # the release will ask the rules; so does the preview
            route = ()
        overlay = move_overlay(route) if route else self._before
        for layer in self.tools.layers:
            layer.set_overlay(overlay)
        # The status bar speaks of the hex under the pointer, never of one left behind; when
        # nothing is lit, the drag's start said why already.
        forced = forced_chip_words(state, unit_id, at) if force and refused is None else ""
        if forced:
            bar.showMessage(forced)
        elif route and overlay is not None:
            bar.showMessage(overlay.title)
        elif refused is not None and (force or self.tools.window.scene.map_layer.lit is not None):
            bar.showMessage(translate_refusal(refused, state))
        else:
            bar.showMessage(self._hint)

    def drag_ended(self) -> None:
        self.preview.forget()
        if self.chip_dragged:
            self.chip_dragged = False
            query, before = self.tools.query, self._before
            self._before = None
            state = self.tools.window.session.state
            self.tools.show(query(state) if query is not None else before, query)


def chip_drop_refusal(
    state: GameState, unit_id: str, at: Hex | None, force: bool = False
) -> IllegalAction | None:
    """Why the rules would refuse a chip dropped on ``at`` (with Shift held: ``force``), or
    None (also for its own hex and off the map, where a release puts it back without a
    word)."""
    battle = state.battle
    if at is None or battle is None or at == battle.unit(unit_id).at:
        return None
    try:
        apply(state, table.action_for_unit_drop(state, unit_id, at, force=force))
    except IllegalAction as refusal:
        return refusal
    return None


def forced_chip_words(state: GameState, unit_id: str, at: Hex | None) -> str:
    """What a Shift release of the chip on ``at`` would do, in words ("" where a release
    does nothing, or the rules refuse even the override)."""
    battle = state.battle
    if at is None or battle is None or at == battle.unit(unit_id).at:
        return ""
    try:
        done = apply(state, table.action_for_unit_drop(state, unit_id, at, force=True))
    except IllegalAction:
        return ""
    return " · ".join(line for line in (describe_event(e, done.state) for e in done.events) if line)


def words(preview: Preview, describe: Callable[[Event, GameState], str]) -> str:
    """The preview's events in words, for the status bar."""
    lines: Sequence[str] = [
        describe(e, preview.transition.state) for e in preview.transition.events
    ]
    return " · ".join(line for line in lines if line)
