"""Annotations: their file form, saving them with the game, undo through the session, and
drawing them with the mouse."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF

from gui.annotations import model as an_model
from gui.annotations import tool as an_tool
from gui.files import games
from rules import save
from rules.setup import demo_state
from tests.gui.conftest import some_annotations


def test_annotations_json_round_trip_and_errors() -> None:
    notes = tuple(some_annotations())
    assert an_model.annotations_from_json(an_model.annotations_to_json(notes)) == notes
    with pytest.raises(an_model.AnnotationError, match=r"annotations\[0\].kind"):
        an_model.annotations_from_json([{"kind": "smiley", "points": [[0, 0]]}])
    with pytest.raises(an_model.AnnotationError, match="points"):
        an_model.annotations_from_json([{"kind": "arrow", "points": [[0, 0]]}])
    with pytest.raises(an_model.AnnotationError, match="colour"):
        an_model.annotations_from_json([{"kind": "marker", "points": [[0, 0]], "colour": "red"}])
    with pytest.raises(an_model.AnnotationError, match="number"):
        an_model.annotations_from_json([{"kind": "marker", "points": [[0, float("nan")]]}])


def test_save_file_keeps_annotations(tmp_path: Path) -> None:
    state = demo_state()
    plain = tmp_path / "plain.json"
    games.save_game(str(plain), state)
    top = json.loads(plain.read_text("utf-8"))
    assert top["format"] == "eraboard-table" and top["annotations"] == []
    assert json.dumps(top["game"], sort_keys=True, separators=(",", ":"), ensure_ascii=False) == (
        save.dump_game(state)
    )  # the rules' own save, as the rules wrote it
    noted = tmp_path / "noted.json"
    notes = tuple(some_annotations())
    games.save_game(str(noted), state, (), notes)
    game = games.open_game_file(str(noted))
    assert game.state == state and game.annotations == notes
    assert games.game_text(state, (), notes) == noted.read_text("utf-8")
    bad = tmp_path / "bad-notes.json"
    bad.write_text(noted.read_text("utf-8").replace('"arrow"', '"smiley"'), "utf-8")
    with pytest.raises(games.GameFileError, match="annotations"):
        games.load_game(str(bad))


def test_files_of_the_earlier_layout_still_open(tmp_path: Path) -> None:
    """Before, a game file was the rules' save itself, with the annotations added to it."""
    state = demo_state()
    notes = tuple(some_annotations())
    old = json.loads(save.dump_game(state))
    old["annotations"] = an_model.annotations_to_json(notes)
    noted = tmp_path / "old-noted.json"
    noted.write_text(json.dumps(old, sort_keys=True), "utf-8")
    game = games.open_game_file(str(noted))
    assert game.state == state and game.annotations == notes
    bare = tmp_path / "old-bare.json"
    bare.write_text(save.dump_game(state), "utf-8")
    assert games.open_game_file(str(bare)).state == state


def test_annotation_commands_undo_and_redo(window: Any) -> None:
    layer = window.scene.annotation_layer
    stack = window.session.undo_stack
    window.session.annotate(an_model.marker(QPointF(0, 0), 1))
    window.session.annotate(an_model.marker(QPointF(50, 0), 2))
    assert [a.text for a in layer.annotations] == ["1", "2"]
    window.session.remove_annotation(0)
    assert [a.text for a in layer.annotations] == ["2"]
    stack.undo()
    assert [a.text for a in layer.annotations] == ["1", "2"]
    window.session.clear_annotations()
    assert layer.annotations == ()
    stack.undo()  # the clear
    assert [a.text for a in layer.annotations] == ["1", "2"]
    stack.undo()
    assert [a.text for a in layer.annotations] == ["1"]
    stack.redo()
    assert len(layer.annotations) == 2
    stack.undo()
    stack.undo()
    assert layer.annotations == ()


def test_annotation_tool_draws_with_the_mouse(window: Any) -> None:
    from tests.gui.conftest import drag

    layer = window.scene.annotation_layer
    tool = an_tool.AnnotationTool(window.view, layer, window.session)
    mat = window.scene.mats["hrolfa"].sceneBoundingRect()
    a, b = mat.topLeft() + QPointF(100, 100), mat.topLeft() + QPointF(400, 250)
    tool.set_mode(an_model.Kind.ARROW)
    before = window.session.state
    drag(window.view, a, b)
    assert window.session.state is before  # the table did not see the drag
    assert [x.kind for x in layer.annotations] == [an_model.Kind.ARROW]
    head = layer.annotations[0].points[1]
    assert abs(head[0] - b.x()) < 3 and abs(head[1] - b.y()) < 3
    tool.set_mode(an_model.Kind.MARKER)
    drag(window.view, a, a, steps=1)
    drag(window.view, b, b, steps=1)
    assert [x.text for x in layer.annotations if x.kind is an_model.Kind.MARKER] == ["1", "2"]
    tool.set_mode(an_model.Kind.AREA)
    drag(window.view, a, b)
    tool.set_mode(an_model.Kind.HEX)
    drag(window.view, b, b, steps=1)
    tool.ask_text = lambda: "ici"
    tool.set_mode(an_model.Kind.LABEL)
    drag(window.view, a, a, steps=1)
    kinds = [x.kind.value for x in layer.annotations]
    assert kinds == ["arrow", "marker", "marker", "area", "hex", "label"]
    tool.set_mode(tool.ERASE)
    drag(window.view, b, b, steps=1)  # the topmost thing at b: the hex
    assert [x.kind.value for x in layer.annotations] == [
        "arrow",
        "marker",
        "marker",
        "area",
        "label",
    ]
    window.session.undo_stack.undo()
    assert len(layer.annotations) == 6
    tool.set_mode(None)
    assert window.view.dragMode() == window.view.DragMode.ScrollHandDrag


def test_hex_tool_snaps_to_the_battle_map(window: Any) -> None:
    from board.battlemap import BattleMap, PlacedTile
    from board.tiles import load_tile_library

    shape = next(iter(load_tile_library().values()))
    window.scene.map_layer.set_map(BattleMap((PlacedTile(shape),)))
    layer = window.scene.annotation_layer
    tool = an_tool.AnnotationTool(window.view, layer, window.session)
    map_layer = window.scene.map_layer
    h = sorted(shape.hexes, key=lambda x: (x.q, x.r))[0]
    centre = map_layer.hex_scene_pos(h)
    snapped = tool.hex_at(centre + QPointF(7, -5))  # a click near the centre
    corners = [map_layer.mapToScene(QPointF(x, y)) for x, y in map_layer.layout.polygon_corners(h)]
    assert len(snapped.points) == 6
    for (x, y), c in zip(snapped.points, corners, strict=True):
        assert abs(x - c.x()) < 0.01 and abs(y - c.y()) < 0.01
    free = tool.hex_at(QPointF(-5000, -5000))  # off the map: a free hex there
    assert abs(sum(x for x, _ in free.points) / 6 + 5000) < 0.01
