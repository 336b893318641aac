"""New Question lays tiles from the library on the map: picked in order through the real
dialog, each explored through the next open door; a tile that fits at no open door is
refused in words before OK."""

from __future__ import annotations

import networkx as nx
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QListWidget

from board import graph
from gui.dialogs.question import QuestionDialog
from gui.export import caption as cap
from rules import table


def _pick(qtbot, dialog: QuestionDialog, title: str) -> None:  # type: ignore[no-untyped-def]
    tiles: QListWidget = dialog.library_tiles
    (item,) = tiles.findItems(title, Qt.MatchFlag.MatchExactly)
    tiles.setCurrentItem(item)
    qtbot.mouseClick(dialog.add_tile, Qt.MouseButton.LeftButton)


def _ok_button(dialog: QuestionDialog):  # type: ignore[no-untyped-def]
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_two_library_tiles_explored_onto_the_map(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.commands["new_question"].trigger()
    dialog = window.findChild(QuestionDialog)
    dialog.blanks.setValue(1)
    _pick(qtbot, dialog, "Guard barracks")
    _pick(qtbot, dialog, "Crypt corridor")
    picked = [dialog.picked_tiles.item(i).text() for i in range(dialog.picked_tiles.count())]
    assert picked == ["Guard barracks", "Crypt corridor"]
    assert _ok_button(dialog).isEnabled() and dialog.problem.text() == ""
    qtbot.mouseClick(_ok_button(dialog), Qt.MouseButton.LeftButton)
    state = window.session.state
    battle = state.battle
    assert battle is not None
    assert [t.shape.name for t in battle.map.tiles] == [
        "entrance",
        "guard-barracks",
        "crypt-corridor",
    ]
    assert nx.is_connected(graph.tile_graph(battle.map))
    assert battle.arrival is None and battle.pending is None
    assert table.unexplored_doors(state)  # the map's doors are still there to ask about
    text = cap.caption_text(state)
    assert "Guard barracks, through Entrance hall" in text
    assert "Crypt corridor, through Guard barracks" in text
    assert len(window.scene.map_layer.tiles) == 3


def test_a_tile_that_fits_at_no_open_door_is_refused_in_words(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.commands["new_question"].trigger()
    dialog = window.findChild(QuestionDialog)
    _pick(qtbot, dialog, "Ossuary niche")  # one door: the one it is laid through
    _pick(qtbot, dialog, "Crypt corridor")
    assert not _ok_button(dialog).isEnabled()
    assert dialog.problem.text() == (
        "Tile 2 of those picked (Crypt corridor) fits at no open door of the map: pick "
        "another tile or change the order."
    )
    qtbot.mouseClick(dialog.remove_tile, Qt.MouseButton.LeftButton)  # the last one
    assert dialog.problem.text() == "" and _ok_button(dialog).isEnabled()
    dialog.battle.setChecked(False)
    assert not dialog.library_tiles.isEnabled()
    assert dialog.game_state().battle is None
