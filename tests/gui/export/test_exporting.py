"""Pictures in the window: the picture and annotation commands, the region picker, annotation
modes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QApplication

from gui.annotations import model as an_model
from gui.export import exporting
from gui.export import region as export_region
from gui.export import render as export_render
from gui.files import games
from gui.window.picture_commands import MODES
from tests.gui.conftest import drag


@pytest.fixture
def tools(window: Any) -> exporting.ScreenshotTools:
    t = window.screenshots
    t.ask_path = lambda suggested: None  # type: ignore[method-assign]
    return t


def mode_actions(window: Any) -> list[QAction]:
    """The Annotate menu's mode commands, in their order."""
    return [window.commands[f"mode_{mode}"] for mode in MODES]


def test_menus_hold_every_action(window: Any) -> None:
    menus = {a.text(): a.menu() for a in window.menuBar().actions() if a.menu()}
    file_menu, annotate = menus["&File"], menus["A&nnotate"]
    export_menu = next(a.menu() for a in file_menu.actions() if a.text() == "E&xport Picture")
    texts = [a.text() for a in export_menu.actions() if not a.isSeparator()]
    assert "Export &Table Picture…" in texts and "&Copy Picture" in texts
    shortcuts = {
        "export_table": "Ctrl+Shift+E",
        "export_view": "Ctrl+Shift+V",
        "export_region": "Ctrl+Shift+R",
        "export_mat": "Ctrl+Shift+M",
        "copy": "Ctrl+Shift+C",
        **{f"mode_{mode}": f"Alt+{i}" for i, mode in enumerate(MODES, start=1)},
    }
    for name, keys in shortcuts.items():
        assert window.commands[name].shortcut().toString() == keys
    modes = [a.data() for a in annotate.actions() if a.data()]
    assert modes == ["arrow", "marker", "hex", "area", "label", "erase"]
    assert modes == [*an_model.Kind, "erase"]  # every mode of the annotation tool


def test_export_table_writes_a_png_that_opens(
    window: Any, tools: exporting.ScreenshotTools, tmp_path: Path
) -> None:
    window.roll(("hrolfa-greatblade-1",))
    window.session.annotate(an_model.marker(QPointF(10, 10), 1))
    out = tmp_path / "table.png"
    tools.ask_path = lambda suggested: str(out)  # type: ignore[method-assign]
    assert tools.export("table")
    game = games.open_game_file(str(out))
    assert game.state == window.session.state
    assert game.annotations == tools.annotations()
    assert len(game.actions) == 1  # the roll; the annotation command carries no action
    assert "Saved table.png" in window.statusBar().currentMessage()


def test_export_mat_of_the_selected_adventurer_at_2x(
    window: Any, tools: exporting.ScreenshotTools, tmp_path: Path
) -> None:
    window.select_adventurer("veyth")
    window.commands["caption"].setChecked(False)
    window.commands["size_2"].trigger()
    out = tmp_path / "mat.png"
    assert tools.export("mat", path=str(out))
    rect = export_region.mat_rect(window.scene, "veyth")
    with Image.open(out) as png:
        assert png.size == export_region.output_size(rect, 2)


def test_width_choice_is_asked_and_kept(
    window: Any, tools: exporting.ScreenshotTools, tmp_path: Path
) -> None:
    tools.ask_width = lambda: 700  # type: ignore[method-assign]
    window.commands["size_width"].trigger()
    assert tools.size() == (1.0, 700)
    out = tmp_path / "view.png"
    assert tools.export("view", path=str(out))
    with Image.open(out) as png:
        assert png.width == 700
    tools.ask_width = lambda: None  # type: ignore[method-assign]
    window.commands["size_1"].trigger()
    window.commands["size_width"].trigger()  # cancelled: back to the previous size
    assert window.commands["size_1"].isChecked() and tools.size() == (1.0, None)


def test_region_dragged_on_the_table_is_saved(
    window: Any, tools: exporting.ScreenshotTools, tmp_path: Path
) -> None:
    out = tmp_path / "region.png"
    tools.ask_path = lambda suggested: str(out)  # type: ignore[method-assign]
    window.commands["caption"].setChecked(False)
    before = window.session.state
    window.commands["export_region"].trigger()
    assert tools.picker.active
    mat = window.scene.mats["hrolfa"].sceneBoundingRect()
    a, b = mat.topLeft() + QPointF(20, 20), mat.topLeft() + QPointF(420, 220)
    drag(window.view, a, b)
    assert not tools.picker.active
    assert window.session.state is before
    with Image.open(out) as png:
        # the rectangle is taken in view pixels, so allow for the zoom's rounding
        zoom = window.view.zoom()
        assert abs(png.width - 400) <= 2 / zoom + 2
        assert abs(png.height - 200) <= 2 / zoom + 2
    assert window.view.dragMode() == window.view.DragMode.ScrollHandDrag


def test_region_picker_escape_cancels(window: Any, tools: exporting.ScreenshotTools) -> None:
    from PySide6.QtTest import QTest

    tools.pick_region("copy")
    assert tools.picker.active
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not tools.picker.active
    assert "cancelled" in window.statusBar().currentMessage()


def test_copy_picture_shortcut_action(window: Any, tools: exporting.ScreenshotTools) -> None:
    QGuiApplication.clipboard().clear()
    window.commands["copy"].trigger()
    image = QGuiApplication.clipboard().image()
    assert not image.isNull()
    rect = export_region.table_rect(window.scene)
    assert image.width() == export_region.output_size(rect)[0]
    assert "Hrolfa Ironbraid" in QGuiApplication.clipboard().text()


def test_annotation_mode_actions_drive_the_tool(
    window: Any, tools: exporting.ScreenshotTools
) -> None:
    from PySide6.QtTest import QTest

    window.commands["mode_arrow"].trigger()
    assert tools.tool.mode is an_model.Kind.ARROW
    mat = window.scene.mats["zarri"].sceneBoundingRect()
    drag(window.view, mat.topLeft() + QPointF(50, 50), mat.topLeft() + QPointF(300, 150))
    assert [a.kind for a in tools.annotations()] == [an_model.Kind.ARROW]
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert tools.tool.mode is None
    assert not any(a.isChecked() for a in mode_actions(window))
    window.commands["show_annotations"].setChecked(False)
    assert not tools.layer.isVisible()
    window.commands["show_annotations"].setChecked(True)
    window.commands["clear_annotations"].trigger()
    assert tools.annotations() == ()
    window.session.undo_stack.undo()
    assert len(tools.annotations()) == 1


def test_session_actions_skip_annotation_commands(
    window: Any, tools: exporting.ScreenshotTools
) -> None:
    window.roll(("hrolfa-greatblade-1",))
    window.session.annotate(an_model.marker(QPointF(0, 0), 1))
    window.roll(("hrolfa-greatblade-2",))
    assert len(window.session.actions()) == 2
    text = tools.game_text()
    assert games.parse_game_text(text).annotations == tools.annotations()


def test_set_annotations_after_open(window: Any, tools: exporting.ScreenshotTools) -> None:
    window.commands["mode_marker"].trigger()
    window.load_state(window.session.state, [an_model.label(QPointF(0, 0), "x")])
    assert tools.tool.mode is None
    assert [a.text for a in tools.annotations()] == ["x"]
    QApplication.processEvents()


def test_save_and_autosave_meet_annotation_commands(
    window: Any, tools: exporting.ScreenshotTools, tmp_path: Path
) -> None:
    window.session.annotate(an_model.marker(QPointF(0, 0), 1))
    window.roll(("hrolfa-greatblade-1",))
    assert window.write_to(str(tmp_path / "game.json"))  # uses session.actions()
    assert len(games.load_game(str(tmp_path / "game.json")).actions) == 1


def test_progress_dialog_cancels_a_big_picture(
    window: Any, tools: exporting.ScreenshotTools, monkeypatch: pytest.MonkeyPatch
) -> None:
    request = export_render.request_for(window.scene, "table", width=5000, caption=False)
    assert len(export_region.tiles(*export_region.output_size(request.rect, width=5000))) > 1
    monkeypatch.setattr(exporting.QProgressDialog, "wasCanceled", lambda self: True)
    assert tools.render(request) is None
    assert "cancelled" in window.statusBar().currentMessage()
    monkeypatch.undo()
    picture = tools.render(request)
    assert picture is not None and picture.width == 5000


def test_right_click_leaves_a_mode_without_a_table_menu(
    window: Any, tools: exporting.ScreenshotTools
) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QContextMenuEvent, QMouseEvent

    window.scene.mat_menu_requested.disconnect(window._on_mat_menu_requested)
    window.scene.die_menu_requested.disconnect(window._on_die_menu_requested)
    menus: list[object] = []
    window.scene.mat_menu_requested.connect(lambda *a: menus.append(a))
    window.scene.die_menu_requested.connect(lambda *a: menus.append(a))
    viewport = window.view.viewport()
    mat = window.scene.mats["hrolfa"].sceneBoundingRect()
    at = window.view.mapFromScene(mat.topLeft() + QPointF(300, 120))

    def right_click() -> None:
        right, none = Qt.MouseButton.RightButton, Qt.MouseButton.NoButton
        global_at = QPointF(viewport.mapToGlobal(at))
        for kind, buttons in (
            (QEvent.Type.MouseButtonPress, right),
            (QEvent.Type.MouseButtonRelease, none),
        ):
            event = QMouseEvent(
                kind, QPointF(at), global_at, right, buttons, Qt.KeyboardModifier.NoModifier
            )
            QApplication.sendEvent(viewport, event)
        menu = QContextMenuEvent(
            QContextMenuEvent.Reason.Mouse, at, viewport.mapToGlobal(at), Qt.KeyboardModifier(0)
        )
        QApplication.sendEvent(viewport, menu)

    for start in (lambda: window.commands["mode_arrow"].trigger(), lambda: tools.pick_region()):
        start()
        right_click()
        assert tools.tool.mode is None and not tools.picker.active
        assert menus == []
    right_click()  # no mode: the table's menu as usual
    assert len(menus) == 1


def test_window_wiring_once_the_window_has_it(window: Any, tmp_path: Path) -> None:
    """Runs once MainWindow creates ``self.screenshots``: menus, save/open with
    annotations, PNG open, New clears them."""
    tools = getattr(window, "screenshots", None)
    if tools is None:
        pytest.skip("MainWindow does not wire ScreenshotTools yet")
    menus = {a.text(): a.menu() for a in window.menuBar().actions() if a.menu()}
    assert "A&nnotate" in menus
    file_menu = next(m for t, m in menus.items() if "File" in t or "Fichier" in t)
    assert any(a.text() == "E&xport Picture" for a in file_menu.actions())
    window.session.annotate(an_model.marker(QPointF(5, 5), 1))
    window.roll(("hrolfa-greatblade-1",))
    assert window.write_to(str(tmp_path / "g.json"))
    out = tmp_path / "g.png"
    assert tools.export("table", path=str(out))
    window.load_state(window.session.state)
    assert window.open_path(str(tmp_path / "g.json"))
    assert [a.text for a in tools.annotations()] == ["1"]
    window.load_state(window.session.state)
    assert window.open_path(str(out))
    assert [a.text for a in tools.annotations()] == ["1"]
    assert window.session.state == games.load_game(str(out)).state
    # the shortcuts are live: every action sits in a menu of the menu bar
    export_menu = next(a.menu() for a in file_menu.actions() if a.text() == "E&xport Picture")
    assert window.commands["copy"] in export_menu.actions()
    assert set(mode_actions(window)) <= set(menus["A&nnotate"].actions())


def test_copy_refuses_a_picture_too_big_for_the_clipboard(
    window: Any, tools: exporting.ScreenshotTools
) -> None:
    tools.ask_width = lambda: 20000  # type: ignore[method-assign]
    window.commands["size_width"].trigger()
    assert not tools.copy("table")
    assert "too big for the clipboard" in window.statusBar().currentMessage()


def test_export_shows_what_was_asked_not_the_window_state(
    window: Any, tools: exporting.ScreenshotTools
) -> None:
    from dataclasses import replace

    mat = window.scene.mats["hrolfa"]
    tools.layer.set_annotations([an_model.marker(mat.sceneBoundingRect().center(), 1)])
    noted = export_render.request_for(window.scene, "mat", adventurer="hrolfa", caption=False)
    bare = replace(noted, annotations=False)
    state = window.session.state
    window.select_adventurer(None)
    want_noted = export_render.render_picture(window.scene, state, noted).tobytes()
    want_bare = export_render.render_picture(window.scene, state, bare).tobytes()
    assert want_noted != want_bare
    window.select_adventurer("hrolfa")
    window.commands["show_annotations"].setChecked(False)  # hidden on the table
    assert export_render.render_picture(window.scene, state, noted).tobytes() == want_noted
    assert export_render.render_picture(window.scene, state, bare).tobytes() == want_bare
    assert mat.selected and not tools.layer.isVisible()  # the window as it was


def test_suggested_name_follows_the_game_file(
    window: Any, tools: exporting.ScreenshotTools
) -> None:
    # With no file yet, the scenario names the picture.
    assert Path(tools._suggested_name("mat")).name == "The-Ashen-Cellar-the-delve-mat.png"
    window.file_path = "/somewhere/evening.eraboard.json"
    assert Path(tools._suggested_name("table")).name == "evening-table.png"


def test_the_export_dialog_adds_png_itself_so_it_asks_before_replacing(
    tools: exporting.ScreenshotTools, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QFileDialog

    dialog = tools.save_dialog(str(tmp_path / "evening-table.png"))
    assert dialog.defaultSuffix() == "png"  # "evening" means evening.png, checked as such
    assert dialog.acceptMode() is QFileDialog.AcceptMode.AcceptSave
    assert not dialog.testOption(QFileDialog.Option.DontConfirmOverwrite)
