"""The window's side of pictures and annotations: what the commands of File > Export Picture
and of the Annotate menu run (declared in `gui.window.picture_commands`), the dialogs, and
running an export under a progress dialog.

The pictures themselves are made in `gui.export.render` (tiled, streamed to the PNG) and
`gui.export.region` (which part, how many pixels); the words under them in
`gui.export.caption`. The game embedded in a picture is the session's document text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import (
    QObject,
    QRectF,
    QSettings,
    Qt,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QInputDialog,
    QMessageBox,
    QProgressDialog,
    QStatusBar,
    QWidget,
)

from gui.annotations.model import Annotation
from gui.annotations.tool import AnnotationEditor, AnnotationTool
from gui.export import caption as cap
from gui.export.picker import RegionPicker
from gui.export.region import MAX_SIDE, find_adventurer, tiles
from gui.export.render import (
    CLIPBOARD_MAX_PIXELS,
    ExportCancelled,
    ExportRequest,
    caption_for,
    copy_image_to_clipboard,
    export_png,
    picture_size,
    render_picture,
    request_for,
)
from gui.files.codes import table_code
from gui.files.folders import dialog_folder
from gui.files.settings import setting_choice, setting_flag, setting_int, setting_text
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.words.file_errors import describe_os_error
from gui.words.retranslated import Words, plain, say
from rules.state import GameState

if TYPE_CHECKING:
    from PIL import Image

Progress = Callable[[int, int], bool]
_T = TypeVar("_T")


class ExportSession(AnnotationEditor, Protocol):
    """What the tools need of the session: the document, and undoable annotation edits."""

    @property
    def state(self) -> GameState: ...
    @property
    def annotations(self) -> tuple[Annotation, ...]: ...
    def clear_annotations(self) -> None: ...
    def document_text(self) -> str: ...


class ExportHost(Protocol):
    """What the tools need of the main window (which creates them, so they do not import
    it)."""

    @property
    def scene(self) -> TableScene: ...
    @property
    def view(self) -> TableView: ...
    @property
    def session(self) -> ExportSession: ...
    @property
    def settings(self) -> QSettings: ...
    @property
    def selected_adventurer(self) -> str | None: ...
    @property
    def file_path(self) -> str | None: ...
    def statusBar(self) -> QStatusBar: ...


# --- the window's side: region picker, actions, dialogs -----------------------------------


KINDS = ("table", "view", "region", "mat")
# Where the pictures' choices are kept (the commands that choose them say so too).
CAPTION_SETTING = "export/caption"
ANNOTATIONS_SETTING = "export/annotations"
SIZE_SETTING = "export/size"
CODE_SETTING = "export/code"


class ScreenshotTools(QObject):
    """Pictures and annotations for the main window: what its picture and annotation
    commands run.

    What it needs of the window is `ExportHost`; annotations are changed through the
    session (undoable, part of the document). The choices of a picture (size, caption,
    annotations) are read from the settings, where the commands keep them. The dialogs are
    attributes (``ask_path``, ``ask_width``, ``ask_adventurer``) so tests can answer them.
    """

    def __init__(self, host: ExportHost, window: QWidget) -> None:
        super().__init__(window)
        self.window = host
        self.widget = window  # the parent of the dialogs
        self.layer = host.scene.annotation_layer
        self.tool = AnnotationTool(host.view, self.layer, host.session, self)
        self.picker = RegionPicker(host.view, self)
        self.picker.picked.connect(self._on_region_picked)
        self.picker.cancelled.connect(
            lambda: self._status(lambda: self.tr("Region export cancelled"))
        )
        self._region_then: str = "save"
        self.last_kind = "table"
        self.ask_path = self._ask_path
        self.ask_width = self._ask_width
        self.ask_adventurer = self._ask_adventurer

    def has_mouse(self) -> bool:
        """Whether drawing an annotation or picking a region has the table's mouse now."""
        return self.tool.mode is not None or self.picker.active

    def choose_size(self, size: str, _chosen: bool = True) -> None:
        """Keep ``size`` ("1", "2" or "width", asked now) for the next pictures; a width
        asked and cancelled keeps the size before."""
        if size == "width":
            width = self.ask_width()
            if width is None:
                return
            self.window.settings.setValue("export/width", width)
        self.window.settings.setValue(SIZE_SETTING, size)

    def choose_mode(self, mode: str, on: bool = True) -> None:
        """Take up the annotation tool in ``mode`` (or, with ``on`` unset, put it down)."""
        self.picker.stop()
        self.tool.set_mode(mode if on else None)

    # --- the game's annotations -------------------------------------------------------------
    def annotations(self) -> tuple[Annotation, ...]:
        return self.window.session.annotations

    # --- exporting --------------------------------------------------------------------------
    def _status(self, words: Words) -> None:
        say(self.window, words, 6000)

    def size(self) -> tuple[float, int | None]:
        """(scale, width) from the Size choice."""
        settings = self.window.settings
        key = setting_choice(settings, SIZE_SETTING, "1", ("1", "2", "width"))
        if key == "width":
            return 1.0, setting_int(settings, "export/width", 1920, 64, MAX_SIDE)
        return (2.0 if key == "2" else 1.0), None

    def request(self, kind: str, rect: QRectF | None = None) -> ExportRequest | None:
        scale, width = self.size()
        settings = self.window.settings
        adventurer = None
        if kind in ("mat", "map_mat"):
            adventurer = self.window.selected_adventurer or self.ask_adventurer()
            if adventurer is None:
                return None
        return request_for(
            self.window.scene,
            kind,
            view=self.window.view,
            rect=rect,
            adventurer=adventurer,
            scale=scale,
            width=width,
            caption=setting_flag(settings, CAPTION_SETTING, True),
            annotations=setting_flag(settings, ANNOTATIONS_SETTING, True),
            code=self.code() if setting_flag(settings, CODE_SETTING, False) else None,
        )

    def code(self) -> str | None:
        """The table's text code for under the caption (None if the table cannot be
        written, which Save would say)."""
        session = self.window.session
        try:
            return table_code(session.state, annotations=session.annotations)
        except ValueError:
            return None

    def game_text(self) -> str:
        return self.window.session.document_text()

    def _run(self, request: ExportRequest, job: Callable[[Progress], _T]) -> _T | None:
        """Run ``job(progress)`` under a cancellable progress dialog (for more than one
        tile); None if cancelled or impossible (the status bar says why)."""
        try:
            w, h = picture_size(request)
        except ValueError as error:
            self._status(plain(str(error)))
            return None
        total = len(tiles(w, h))
        dialog = None
        if total > 1:
            dialog = QProgressDialog(
                self.tr("Drawing the picture…"), self.tr("Cancel"), 0, total, self.widget
            )
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.setMinimumDuration(300)

        def progress(done: int, count: int) -> bool:
            if dialog is None:
                return True
            dialog.setValue(done)
            QApplication.processEvents()
            return not dialog.wasCanceled()

        try:
            return job(progress)
        except ExportCancelled:
            self._status(lambda: self.tr("Picture cancelled"))
            return None
        finally:
            if dialog is not None:
                dialog.close()
                dialog.deleteLater()

    def render(self, request: ExportRequest) -> Image.Image | None:
        """The picture in memory (for the clipboard), with the progress dialog."""
        scene, state = self.window.scene, self.window.session.state
        return self._run(request, lambda progress: render_picture(scene, state, request, progress))

    def export(self, kind: str, rect: QRectF | None = None, path: str | None = None) -> bool:
        """Ask where (unless ``path``), render ``kind`` and stream the PNG with the game."""
        request = self.request(kind, rect)
        if request is None:
            return False
        self.last_kind = kind
        if path is None:
            path = self.ask_path(self._suggested_name(kind))
            if not path:
                return False
        scene, state, text = self.window.scene, self.window.session.state, self.game_text()
        target = path
        try:
            size = self._run(
                request,
                lambda progress: export_png(target, scene, state, request, text, progress),
            )
        except OSError as error:
            QMessageBox.warning(
                self.widget,
                "eraboard",
                self.tr("Could not write the picture: {why}").format(why=describe_os_error(error)),
            )
            return False
        if size is None:
            return False
        self.window.settings.setValue("export/last_dir", str(Path(path).parent))
        self.window.settings.setValue("files/last_dir", str(Path(path).parent))  # Open's too
        name, (w, h) = Path(path).name, size
        self._status(lambda: self.tr("Saved {name} ({w} × {h} px)").format(name=name, w=w, h=h))
        return True

    def copy(self, kind: str, rect: QRectF | None = None) -> bool:
        request = self.request(kind, rect)
        if request is None:
            return False
        try:
            w, h = picture_size(request)
        except ValueError as error:
            self._status(plain(str(error)))
            return False
        if w * h > CLIPBOARD_MAX_PIXELS:
            self._status(
                lambda: self.tr(
                    "{w} × {h} px is too big for the clipboard: export it to a file"
                ).format(w=w, h=h)
            )
            return False
        picture = self.render(request)
        if picture is None:
            return False
        text = caption_for(self.window.scene, self.window.session.state, request)
        copy_image_to_clipboard(picture, text)
        pw, ph = picture.width, picture.height
        self._status(lambda: self.tr("Picture copied ({w} × {h} px)").format(w=pw, h=ph))
        return True

    def copy_last(self) -> bool:
        """Ctrl+Shift+C: the same kind of picture as the last export (the table at first)."""
        kind = self.last_kind if self.last_kind != "region" else "table"
        return self.copy(kind)

    def pick_region(self, then: str = "save") -> None:
        """Arm the rubber band; the dragged rectangle is then saved or copied."""
        self.tool.set_mode(None)
        self._region_then = then
        self.picker.start()
        self._status(lambda: self.tr("Drag a rectangle on the table (Esc cancels)"))

    def _on_region_picked(self, rect: QRectF) -> None:
        if self._region_then == "copy":
            self.copy("region", rect)
        else:
            self.export("region", rect)

    def _suggested_name(self, kind: str) -> str:
        folder = dialog_folder(setting_text(self.window.settings, "export/last_dir"))
        game_file = self.window.file_path
        base = (
            Path(game_file).name.split(".")[0]
            if game_file
            else cap.scenario_name(self.window.session.state) or "eraboard"
        )
        safe = re.sub(r"-+", "-", "".join(c if c.isalnum() or c in "-_" else "-" for c in base))
        safe = safe.strip("-")
        return str(Path(folder) / f"{safe or 'eraboard'}-{kind}.png")

    def save_dialog(self, suggested: str) -> QFileDialog:
        """Export Picture's dialog: it adds .png itself, so it asks before replacing one."""
        dialog = QFileDialog(
            self.widget, self.tr("Export picture"), suggested, self.tr("PNG pictures (*.png)")
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("png")
        return dialog

    def _ask_path(self, suggested: str) -> str | None:
        dialog = self.save_dialog(suggested)
        accepted = dialog.exec() == QFileDialog.DialogCode.Accepted
        return dialog.selectedFiles()[0] if accepted and dialog.selectedFiles() else None

    def _ask_width(self) -> int | None:
        current = int(self.size()[1] or 1920)
        width, ok = QInputDialog.getInt(
            self.widget,
            self.tr("Picture width"),
            self.tr("Width in pixels:"),
            current,
            64,
            MAX_SIDE,
        )
        return width if ok else None

    def _ask_adventurer(self) -> str | None:
        state = self.window.session.state
        names = [a.name for a in state.adventurers]
        if not names:
            return None
        name, ok = QInputDialog.getItem(
            self.widget, self.tr("Export mat"), self.tr("Adventurer:"), names, 0, False
        )
        return find_adventurer(state, name) if ok else None
