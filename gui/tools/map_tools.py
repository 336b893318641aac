"""Table tools: the map questions (closest, sight and range, the hex ruler), keeping an answer
as annotations, an enemy's closest adventurers when its turn begins, and drag previews.

`install_tools(window, main, busy)` is the one call the main window makes; the window wires
the Map menu's and toolbar's commands (`gui.window.map_commands`) to the tools' methods, and
the tools' chip and hex menu entries into the battle controls' menus. Every answer comes
from `rules.closest` (and the drop preview from the rules' own `apply`); this module only
turns gestures into questions and answers into overlays, log lines and annotations.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMenu

from board.hexes import Hex
from gui.files.settings import setting_int
from gui.tools.enemy_overlay import turn_overlay
from gui.tools.overlays import (
    Overlay,
    OverlayLayer,
    closest_overlay,
    ruler_overlay,
    sight_overlay,
    to_annotations,
)
from gui.tools.previews import DragWatcher
from gui.tools.window_protocols import ToolsWindow
from gui.words.elision import fill
from gui.words.map_answers import closest_sentence, goal_name
from gui.words.names import unit_name
from gui.words.retranslated import Words, plain, say
from rules import closest as rc
from rules.state import Battle, GameState, UnitKind

# The largest range the sight and reach tools are asked for.
MAX_RANGE = 30

Query = Callable[[GameState], Overlay | None]
# A map question's answer in a state, from an origin (a chip or a hex) and its name.
Answerer = Callable[[GameState, Hex | str, Words], Overlay | None]


class TableTools(QObject):
    """The map tools of one main window (its scene, view, session, log and status bar).
    ``busy`` says when another tool has the table's mouse (drawing an annotation, picking
    a region)."""

    ruler_changed = Signal(bool)  # the hex ruler taken up or put down

    def __init__(self, window: ToolsWindow, main: QMainWindow, busy: Callable[[], bool]) -> None:
        super().__init__(main)
        self.window = window
        self.main = main
        self.busy = busy
        self.scene = scene = window.scene
        layout = scene.map_layer.layout
        self.layers = (OverlayLayer(layout, True, scene.map_layer),
                       OverlayLayer(layout, False, scene.map_layer))  # fmt: skip
        land = window.docks.overland_scene.item
        self.land_layers = (OverlayLayer(land.layout, True, land),
                            OverlayLayer(land.layout, False, land))  # fmt: skip
        self.overlay: Overlay | None = None
        self.query: Query | None = None  # recomputes the overlay when the state changes
        self.drags = DragWatcher(self)
        scene.drag_observer = self.drags
        self.selected_unit: str | None = None
        self.selected_hex: Hex | None = None
        self.land_hex: Hex | None = None  # clicked on the overland map
        self.range = setting_int(window.settings, "tools/range", 3, 0, MAX_RANGE)
        self.ruler_mode = False
        self._ruler: Hex | None = None
        self.ask_range: Callable[[int], int | None] = self._ask_range
        self._wire()

    # --- wiring -------------------------------------------------------------------------
    def _wire(self) -> None:
        w, scene = self.window, self.scene
        scene.unit_clicked.connect(self._on_unit_clicked)
        w.view.table_clicked.connect(self._on_table_clicked)
        w.session.state_changed.connect(self._on_state_changed)
        self._pending_say: tuple[Words, Words | None] | None = None
        self._turn_said: Words | None = None  # what was said of an enemy's turn
        w.session.undo_stack.indexChanged.connect(self._flush_say)
        w.docks.overland_view.table_clicked.connect(self._on_land_clicked)
        scene.unit_menu_requested.connect(self._on_unit_clicked)
        # Kept, so that events arriving while the window is torn down are told apart
        # without asking Qt objects that may be gone.
        self._view = w.view
        self._viewport = w.view.viewport()
        self._viewport.installEventFilter(self)
        self._view.installEventFilter(self)

    def retranslate(self) -> None:
        """Show the overlay on show again, in the language of the moment."""
        if self.query is not None:
            self.show(self.query(self.window.session.state), self.query)

    # --- showing ------------------------------------------------------------------------
    def show(self, overlay: Overlay | None, query: Query | None = None, land: bool = False) -> None:
        """Show ``overlay`` (on the overland map with ``land``); ``query`` recomputes it when
        the state changes."""
        self.query = query
        self.overlay = overlay
        for layer in self.layers:
            layer.set_overlay(None if land else overlay)
        for layer in self.land_layers:
            layer.set_overlay(overlay if land else None)

    def clear(self) -> None:
        self.show(None)

    def say(self, words: Words, note: Words | None = None) -> None:
        """The answer in words: in the status bar, and in the log (``note`` when the log
        says it in fewer words), in the language of the moment, whenever written again."""
        self.window.log.add_note(note or words)
        say(self.window, words, 10000)

    def _say_later(self, words: Words, note: Words | None = None) -> None:
        """Say ``words`` once the command that led here is on the undo stack, so the line
        follows that command's own lines in the log (or soon, for a state set without one)."""
        self._pending_say = (words, note)
        QTimer.singleShot(0, self._flush_say)

    def _flush_say(self, _index: int = 0) -> None:
        pending, self._pending_say = self._pending_say, None
        if pending is not None:
            self.say(*pending)

    # --- the questions ------------------------------------------------------------------
    def origin(self) -> Hex | str | None:
        """Who asks: the selected chip or hex, else whoever's turn it is, else the
        selected adventurer's chip."""
        battle = self.window.session.state.battle
        if battle is None:
            return None
        if self.selected_unit is None and self.selected_hex is not None:
            return self.selected_hex
        on_map = {u.id for u in battle.units if u.on_map}
        for unit_id in (self.selected_unit, battle.turn, self.window.selected_adventurer):
            if unit_id is not None and unit_id in on_map:
                return str(unit_id)
        return None

    def _battle(self) -> Battle:
        battle = self.window.session.state.battle
        assert battle is not None, "the map questions have an origin only during a battle"
        return battle

    def _origin_name(self, origin: Hex | str) -> Words:
        if isinstance(origin, Hex):
            return lambda: self.tr("the hex")
        return plain(unit_name(self.window.session.state, origin))

    def _tile_name(self, h: Hex) -> str:
        tile = self._battle().map.tile_at(h)
        return tile.shape.label or tile.shape.name if tile is not None else "?"

    def ask_default(self) -> None:
        """C: the other side — adventurers for an enemy, enemies for anyone else; the
        closest town when there is no battle."""
        origin = self.origin()
        state = self.window.session.state
        if state.battle is None:
            self.ask_town()
            return
        if isinstance(origin, str) and state.battle.unit(origin).kind is UnitKind.ENEMY:
            self.ask(rc.Goal.ADVENTURER, origin)
        else:
            self.ask(rc.Goal.ENEMY, origin)

    def ask(self, goal: rc.Goal, origin: Hex | str | None = None) -> Overlay | None:
        """Ask the closest ``goal`` to ``origin`` (default: `origin()`), show and say it."""

        def answer(state: GameState, origin: Hex | str, name: Words) -> Overlay | None:
            try:
                found = numbered(state, rc.closest(state, origin, goal))
            except (ValueError, KeyError):
                return None
            return closest_overlay(found, name(), tiles=self._tile_name)

        return self._answer(origin, answer)

    def ask_town(self) -> Overlay | None:
        """T: the closest towns to the clicked hex of the overland map, else to the party
        token (tokens share hexes there)."""
        overland = self.window.docks.overland_scene.item.overland
        start = self.land_hex if self.land_hex in overland.hexes else None
        answer = rc.closest_town(overland, start)

        def name() -> str:
            return self.tr("the party token") if start is None else self.tr("the hex")

        overlay = closest_overlay(answer, name())
        self.show(overlay, None, land=True)
        self.window.overland_dock.raise_()
        self.say(lambda: closest_sentence(answer, name()))
        return overlay

    def show_sight(self) -> Overlay | None:
        def answer(state: GameState, origin: Hex | str, name: Words) -> Overlay | None:
            battle = state.battle
            try:
                seen = rc.view(state, origin, self.range)
            except (ValueError, KeyError):
                return None
            if battle is None:
                return None
            hexes = {u.id: u.at for u in battle.units if u.at is not None}
            names = {u.id: unit_name(state, u.id) for u in battle.units}
            return sight_overlay(seen, name(), hexes, names, battle.map.hexes)

        return self._answer(None, answer)

    def _answer(self, origin: Hex | str | None, answer: Answerer) -> Overlay | None:
        """Ask from ``origin`` (default: `origin()`), show the answer and say it; the answer
        is asked again whenever the state changes."""
        origin = origin if origin is not None else self.origin()
        if origin is None:
            self.say(lambda: self.tr("Select a chip or a hex of the battle map first."))
            return None
        asker, name = origin, self._origin_name(origin)

        def query(state: GameState) -> Overlay | None:
            return answer(state, asker, name)

        return self._show_answer(query)

    def _show_answer(self, query: Query) -> Overlay | None:
        """Show what ``query`` answers now and say its title (asked again, for the state of
        this moment, whenever the words are written in another language)."""
        state = self.window.session.state
        overlay = query(state)
        self.show(overlay, query)
        if overlay is not None:
            first = overlay
            self.say(lambda: (query(state) or first).title)
        return overlay

    def _ask_range(self, current: int) -> int | None:
        value, ok = QInputDialog.getInt(
            self.main, self.tr("Range"), self.tr("Range in hexes:"), current, 0, MAX_RANGE
        )
        return value if ok else None

    def choose_range(self) -> None:
        value = self.ask_range(self.range)
        if value is not None:
            self.range = value
            self.window.settings.setValue("tools/range", value)
            self.show_sight()

    def keep(self) -> int:
        """Turn the table's overlay into annotations (one undoable step); returns how many."""
        overlay = self.overlay
        if overlay is None or self.layers[1].overlay is None:
            self.say(lambda: self.tr("There is no overlay on the battle map to keep."))
            return 0
        layer_item = self.scene.map_layer
        corner = layer_item.mapRectToScene(layer_item.map_rect()).topLeft()
        # The answer in words sits over the map's top-left corner, clear of the chips.
        title = QPointF(corner.x() + 8, corner.y() - 18)
        badges = self.layers[1].hp_badges()
        made = to_annotations(overlay, layer_item.layout, layer_item.mapToScene, title, badges)
        session = self.window.session
        session.undo_stack.beginMacro(
            self.tr("Keep as annotations: {what}").format(what=overlay.caption)
        )
        for annotation in made:
            session.annotate(annotation)
        session.undo_stack.endMacro()
        self.clear()
        return len(made)

    # --- the ruler ----------------------------------------------------------------------
    def set_ruler_mode(self, on: bool) -> None:
        changed = self.ruler_mode != bool(on)
        self.ruler_mode = bool(on)
        viewport = self.window.view.viewport()
        if self.ruler_mode:
            viewport.setCursor(Qt.CursorShape.CrossCursor)
        else:
            viewport.unsetCursor()
        if changed:
            self.ruler_changed.emit(self.ruler_mode)

    def measure(self, start: Hex, end: Hex) -> Overlay:
        count = rc.range_between(start, end)
        overlay = ruler_overlay(start, end, count)
        self.show(overlay)
        return overlay

    def _map_hex(self, pos: QPointF) -> Hex | None:
        layer = self.scene.map_layer
        if layer.bmap is None:
            return None
        h = layer.hex_at(pos)
        return h if layer.bmap.contains(h) else None

    def _ruler_event(self, kind: QEvent.Type, event: QMouseEvent) -> bool:
        pos = self.window.view.mapToScene(event.position().toPoint())
        if kind == QEvent.Type.MouseButtonPress:
            ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            start = self._map_hex(pos)
            if event.button() != Qt.MouseButton.LeftButton or start is None:
                return False
            if not (ctrl or self.ruler_mode):
                return False
            self._ruler = start
            self.measure(start, start)
            return True
        if self._ruler is None:
            return False
        end = self._map_hex(pos)
        if end is not None:
            start = self._ruler
            self.measure(start, end)
            if kind == QEvent.Type.MouseButtonRelease:
                count = rc.range_between(start, end)
                self.say(lambda: ruler_overlay(start, end, count).title)
        if kind == QEvent.Type.MouseButtonRelease:
            self._ruler = None
        return True

    # --- events -------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is not self._viewport and watched is not self._view:
            return False
        drawing = self.busy()  # drawing or picking a region: the mouse is theirs
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            # With a piece in hand, Escape is the view's: it puts the piece back first.
            in_hand = self.scene.piece_in_hand() is not None
            if event.key() == Qt.Key.Key_Escape and not drawing and not in_hand:
                if self.ruler_mode:
                    self.set_ruler_mode(False)
                    return True
                if self.overlay is not None:
                    self.clear()
                    return True
            return False
        if watched is not self._viewport or drawing:
            return False
        mouse = (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseMove,
            QEvent.Type.MouseButtonRelease,
        )
        if kind in mouse and isinstance(event, QMouseEvent):
            return self._ruler_event(kind, event)
        return False

    def extend_hex_menu(self, menu: QMenu, at: Hex) -> None:
        """The map questions from the hex ``at``, in its right-click menu."""
        _add_goals(menu, lambda g: self.ask(g, at))
        menu.addAction(self.tr("&Sight and Range from Here")).triggered.connect(
            lambda: self._select_then(at, self.show_sight)
        )

    def _select_then(self, origin: Hex | str, then: Callable[[], object]) -> None:
        """Select a hex or a chip, then ask."""
        if isinstance(origin, Hex):
            self.selected_unit, self.selected_hex = None, origin
        else:
            self.selected_unit, self.selected_hex = origin, None
        then()

    def extend_unit_menu(self, menu: QMenu, unit_id: str) -> None:
        """The map questions from the chip ``unit_id``, in its right-click menu."""
        battle = self.window.session.state.battle
        if battle is not None and battle.unit(unit_id).on_map:
            menu.addSeparator()
            _add_goals(menu, lambda g: self.ask(g, unit_id))
            menu.addAction(self.tr("&Sight and Range")).triggered.connect(
                lambda: self._select_then(unit_id, self.show_sight)
            )

    def _on_unit_clicked(self, unit_id: str) -> None:
        self.selected_unit, self.selected_hex = unit_id, None

    def _on_table_clicked(self, pos: QPointF) -> None:
        at = self._map_hex(pos)
        if at is None:
            return
        # The view reports every click, a click on a chip too: that one selects the chip.
        on_hex = [u for u, h in self.scene.map_layer.chip_hexes.items() if h == at]
        self.selected_unit = on_hex[0] if on_hex else None
        self.selected_hex = None if on_hex else at

    def _on_land_clicked(self, pos: QPointF) -> None:
        item = self.window.docks.overland_scene.item
        local = item.mapFromScene(pos)
        self.land_hex = item.layout.pixel_to_hex(local.x(), local.y())

    def _on_state_changed(self, old: GameState | None, new: GameState) -> None:
        old_turn = old.battle.turn if old is not None and old.battle is not None else None
        turn = new.battle.turn if new.battle is not None else None
        if turn != old_turn:
            self._forget_turn()
        overlay = turn_overlay(new) if turn is not None and turn != old_turn else None
        if overlay is not None and new.battle is not None and turn is not None:
            # What the rules say the unit does, shown before anything moves (rules §4.4).
            self.show(overlay, turn_overlay)
            name = unit_name(new, turn)
            down = new.battle.party_defeat_pending
            # The log has just said whose turn it is: its line is the answer alone.
            self._say_later(
                self._turn_words(name, overlay, down), self._answer_words(overlay, down)
            )
            return
        if self.query is not None and not self.drags.chip_dragged:
            self.show(self.query(new), self.query)

    def _turn_words(self, name: str, overlay: Overlay, party_down: bool) -> Words:
        """A turn in words: what the rules say the unit does, or that every adventurer is
        defeated, so the encounter ends after the round (rules §5.6)."""

        def words() -> str:
            if party_down and overlay.kind == "enemy":
                return fill(
                    self.tr(
                        "{name}'s turn. Every adventurer is defeated: the encounter ends after "
                        "this round."
                    ),
                    name=name,
                )
            return fill(self.tr("{name}'s turn. {answer}"), name=name, answer=overlay.title)

        self._turn_said = words
        return words

    def _answer_words(self, overlay: Overlay, party_down: bool) -> Words:
        """What the rules say the unit whose turn begins does, without its name."""

        def words() -> str:
            if party_down and overlay.kind == "enemy":
                return self.tr("Every adventurer is defeated: the encounter ends after this round.")
            return overlay.title

        return words

    def _forget_turn(self) -> None:
        """The turn moved on (played, undone or rewound): what was said of the turn before
        leaves the status bar, which describes the present."""
        said, self._turn_said = self._turn_said, None
        bar = self.window.statusBar()
        if said is not None and bar.currentMessage() == said():
            bar.clearMessage()


def numbered(state: GameState, found: rc.Closest) -> rc.Closest:
    """The answer with its units named as the table names them ("Bog Rat 2")."""
    answers = tuple(
        replace(a, name=unit_name(state, a.unit)) if a.unit is not None else a
        for a in found.answers
    )
    return replace(found, answers=answers)


def _add_goals(menu: QMenu, ask: Callable[[rc.Goal], object]) -> None:
    """A "Closest To…" submenu of a right-click menu, with every goal of the battle map (the
    title keeps the context of the Map menu's own submenu)."""
    sub = menu.addMenu(QCoreApplication.translate("MapActions", "Closest &To…"))
    for goal in rc.BATTLE_GOALS:
        sub.addAction(goal_name(goal)).triggered.connect(lambda _=False, g=goal: ask(g))


def install_tools(window: ToolsWindow, main: QMainWindow, busy: Callable[[], bool]) -> TableTools:
    """Give the window its map tools (keys, overlays, the ruler, previews); ``busy`` says
    when another tool has the table's mouse."""
    return TableTools(window, main, busy)
