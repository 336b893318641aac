"""Pictures of the table for rules questions (issue 6, ARCHITECTURE.md §4 Screenshots).

- Which part: `table_rect` (the whole table), `view_rect` (what the view shows), any scene
  rectangle, or `mat_rect` (one adventurer's mat); `request_for` builds an `ExportRequest`.
- How big: `output_size` at a scale (1×, 2×) or a chosen pixel width.
- `export_png` renders the scene tile by tile (`TILE` px, `QGraphicsScene.render` into a
  small QImage each) and streams each band of tiles to the file with `PngWriter`, the
  caption band (Pillow) last, so memory follows the width, not the area: an 8,000 × 8,000 px
  export peaks around 160 MiB (tests/bench/test_export_bench.py). The game goes in an iTXt
  chunk (``eraboard-save``, compressed). A progress callback ``(done, total) -> bool`` can
  cancel (`ExportCancelled`); nothing is left behind then.
- `render_picture` makes the same picture in memory (Pillow RGB), for the clipboard.
- `read_embedded_save` gets the game back, with clear errors for a PNG without one or with a
  damaged one; it walks the PNG's chunks, so a huge picture is never decoded to open it.
- `copy_image_to_clipboard` puts a picture (and the caption text) on the clipboard.
- `RegionPicker` and `ScreenshotTools` are the window's side: actions, menus, dialogs.
"""

from __future__ import annotations

import math
import os
import re
import struct
import tempfile
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from PIL import Image
from PIL.PngImagePlugin import PngInfo
from PySide6.QtCore import QEvent, QMimeData, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QGuiApplication,
    QImage,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QGraphicsScene,
    QGraphicsView,
    QInputDialog,
    QMenu,
    QMenuBar,
    QMessageBox,
    QProgressDialog,
    QRubberBand,
)

from gui import caption as cap

TILE = 1024  # px: 8000 px wide bands of 1024 rows peak ~160 MiB in all (bench)
MAX_SIDE = 32_000  # px; PNG allows more, but nobody posts that
TABLE_MARGIN = 40.0
MAT_MARGIN = 12.0
SAVE_KEY = "eraboard-save"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_SAVE_CHARS = 10_000_000  # as rules.jsonio.MAX_TEXT
MAX_CHUNK = 64 * 1024 * 1024
CLIPBOARD_MAX_PIXELS = 40_000_000  # the clipboard holds the whole picture, twice

Progress = Callable[[int, int], bool]
_T = TypeVar("_T")


class ExportCancelled(Exception):
    """The progress callback returned False: nothing was written."""


class EmbeddedSaveError(ValueError):
    """A picture that does not carry a readable game; the message says why."""


# --- which part of the table -------------------------------------------------------------


def table_rect(scene: QGraphicsScene, annotations: bool = True) -> QRectF:
    """The whole table: every item (the annotations too, if asked), with a margin of felt."""
    layer = getattr(scene, "annotation_layer", None)
    if annotations or layer is None:
        items = scene.itemsBoundingRect()
    else:
        items = QRectF()
        for item in scene.items():
            if item.parentItem() is None and item is not layer and item.isVisible():
                items = items.united(item.sceneBoundingRect())
    if items.isEmpty():
        return QRectF(scene.sceneRect())
    m = TABLE_MARGIN
    return items.adjusted(-m, -m, m, m)


def view_rect(view: QGraphicsView) -> QRectF:
    """The part of the scene the view shows now."""
    return view.mapToScene(view.viewport().rect()).boundingRect()


def mat_rect(scene: Any, adventurer_id: str) -> QRectF:
    """One adventurer's mat (KeyError if the scene has no such mat)."""
    m = MAT_MARGIN
    return QRectF(scene.mats[adventurer_id].sceneBoundingRect()).adjusted(-m, -m, m, m)


def adventurers_in(scene: Any, rect: QRectF) -> tuple[str, ...]:
    """The adventurers whose mats show in ``rect``, in table order."""
    return tuple(
        adv_id
        for adv_id, mat in getattr(scene, "mats", {}).items()
        if mat.sceneBoundingRect().intersects(rect)
    )


def find_adventurer(state: Any, name: str) -> str:
    """An adventurer id from its id, its name or the start of its name (any case)."""
    wanted = name.strip().casefold()
    advs = list(state.adventurers)
    for adv in advs:
        if adv.id.casefold() == wanted or adv.name.casefold() == wanted:
            return str(adv.id)
    matches = [a for a in advs if a.name.casefold().startswith(wanted)]
    if len(matches) == 1:
        return str(matches[0].id)
    names = ", ".join(a.name for a in advs)
    raise KeyError(f"no adventurer called {name!r} (there are: {names})")


def output_size(rect: QRectF, scale: float = 1.0, width: int | None = None) -> tuple[int, int]:
    """Pixel size of a picture of ``rect``: ``width`` px wide if given, else ``scale`` × 1 px
    per scene unit. Raises ValueError for an empty area or an absurd size."""
    if rect.width() <= 0 or rect.height() <= 0:
        raise ValueError("the area to export is empty")
    if width is not None:
        if width <= 0:
            raise ValueError("the width must be a positive number of pixels")
        w = int(width)
        h = max(1, round(rect.height() * w / rect.width()))
    else:
        if not (scale > 0 and math.isfinite(scale)):
            raise ValueError("the scale must be a positive number")
        w = max(1, round(rect.width() * scale))
        h = max(1, round(rect.height() * scale))
    if w > MAX_SIDE or h > MAX_SIDE:
        raise ValueError(f"{w} × {h} px is too big (at most {MAX_SIDE} px a side)")
    return w, h


# --- rendering ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ExportRequest:
    """What to export: a scene rectangle, its size, and what goes with it."""

    rect: QRectF
    scale: float = 1.0
    width: int | None = None
    caption: bool = True
    annotations: bool = True
    #: adventurers in the caption; None means those whose mats show in ``rect``
    adventurers: tuple[str, ...] | None = None


def tiles(width: int, height: int, tile: int = TILE) -> list[tuple[int, int, int, int]]:
    """Pixel rectangles (x, y, w, h) covering width × height, row by row."""
    return [
        (x, y, min(tile, width - x), min(tile, height - y))
        for y in range(0, height, tile)
        for x in range(0, width, tile)
    ]


def _qimage_to_pil(image: QImage) -> Image.Image:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())
    return Image.frombuffer(
        "RGB", (rgb.width(), rgb.height()), data, "raw", "RGB", rgb.bytesPerLine(), 1
    )


def pil_to_qimage(image: Image.Image) -> QImage:
    rgb = image.convert("RGB") if image.mode != "RGB" else image
    data = rgb.tobytes()
    q = QImage(data, rgb.width, rgb.height, 3 * rgb.width, QImage.Format.Format_RGB888)
    return q.copy()  # own the pixels: ``data`` dies with this frame


class _ForThePicture:
    """While rendering: the annotation layer shown or hidden as asked (whatever the table
    shows), and no mat selection glow (that is the window's state, not the game's);
    everything put back afterwards, whatever happens."""

    def __init__(self, scene: Any, annotations: bool) -> None:
        self.layer = getattr(scene, "annotation_layer", None)
        self.annotations = annotations
        self.was_visible = self.layer.isVisible() if self.layer is not None else False
        mats = getattr(scene, "mats", {})
        self.selected = [m for m in mats.values() if getattr(m, "selected", False)]

    def __enter__(self) -> None:
        if self.layer is not None:
            self.layer.setVisible(self.annotations)
        for mat in self.selected:
            mat.set_selected(False)

    def __exit__(self, *exc: object) -> None:
        if self.layer is not None:
            self.layer.setVisible(self.was_visible)
        for mat in self.selected:
            mat.set_selected(True)


def _render_tile(scene: QGraphicsScene, source: QRectF, w: int, h: int) -> Image.Image:
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(0, 0, w, h), source, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    return _qimage_to_pil(image)


def render_bands(
    scene: QGraphicsScene,
    rect: QRectF,
    size: tuple[int, int],
    progress: Progress | None = None,
    tile: int = TILE,
) -> Iterator[tuple[int, Image.Image]]:
    """Render scene ``rect`` at ``size`` px one row of tiles at a time: yields (top, band),
    each band ``size[0]`` px wide and at most ``tile`` px high. Only one band and one tile
    are alive at once. ExportCancelled when ``progress`` returns False."""
    width, height = size
    sx = width / rect.width()
    sy = height / rect.height()
    total = len(tiles(width, height, tile))
    settle = getattr(scene, "settle", None)
    if callable(settle):
        settle()
    done = 0
    for y in range(0, height, tile):
        h = min(tile, height - y)
        band = Image.new("RGB", (width, h))
        for x in range(0, width, tile):
            if progress is not None and not progress(done, total):
                raise ExportCancelled
            w = min(tile, width - x)
            source = QRectF(rect.x() + x / sx, rect.y() + y / sy, w / sx, h / sy)
            band.paste(_render_tile(scene, source, w, h), (x, 0))
            done += 1
        yield y, band
        del band
    if progress is not None and not progress(total, total):
        raise ExportCancelled


def render_into(
    scene: QGraphicsScene,
    rect: QRectF,
    target: Image.Image,
    size: tuple[int, int],
    progress: Progress | None = None,
    tile: int = TILE,
) -> None:
    """Render scene ``rect`` at ``size`` px into the top of ``target``, tile by tile."""
    for y, band in render_bands(scene, rect, size, progress, tile):
        target.paste(band, (0, y))


def _caption_layout(
    scene: QGraphicsScene, state: Any, request: ExportRequest, width: int
) -> cap.CaptionLayout | None:
    if not request.caption or state is None:
        return None
    ids = request.adventurers
    if ids is None:
        ids = adventurers_in(scene, request.rect)
    return cap.layout_caption(cap.caption_lines(state, ids), width)


def render_picture(
    scene: QGraphicsScene,
    state: Any,
    request: ExportRequest,
    progress: Progress | None = None,
    tile: int = TILE,
) -> Image.Image:
    """The picture in memory (RGB), with its caption band under it if asked for: for the
    clipboard and small pictures; `export_png` streams big ones to the file instead."""
    size = output_size(request.rect, request.scale, request.width)
    layout = _caption_layout(scene, state, request, size[0])
    band = layout.height if layout is not None else 0
    picture = Image.new("RGB", (size[0], size[1] + band), cap.PAPER)
    with _ForThePicture(scene, request.annotations):
        render_into(scene, request.rect, picture, size, progress, tile)
    if layout is not None:
        cap.draw_caption(picture, layout, size[1])
    return picture


# --- PNG with the game inside ---------------------------------------------------------------


def png_info(save_text: str | None) -> PngInfo:
    info = PngInfo()
    info.add_text("Software", "eraboard")
    if save_text is not None:
        info.add_itxt(SAVE_KEY, save_text, zip=True)
    return info


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_png(path: str | os.PathLike[str], picture: Image.Image, save_text: str | None) -> None:
    """Write ``picture`` with the game text embedded; atomically (temp file, then rename)."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".eraboard-", suffix=".png", dir=target.parent or ".")
    try:
        with os.fdopen(fd, "wb") as out:
            picture.save(out, "PNG", pnginfo=png_info(save_text), compress_level=6)
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes it private; a picture is not
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class PngWriter:
    """Writes an RGB PNG row by row (filter None, zlib), so a picture never has to be whole
    in memory; text chunks go before the pixels. Written to a temporary file beside
    ``path`` and renamed over it on `close`; `abort` removes it."""

    IDAT_SIZE = 1 << 20

    def __init__(
        self, path: str | os.PathLike[str], width: int, height: int, texts: dict[str, str]
    ) -> None:
        self.target = Path(path)
        self.width = width
        self.height = height
        self.rows = 0
        fd, self.tmp = tempfile.mkstemp(
            prefix=".eraboard-", suffix=".png", dir=self.target.parent or "."
        )
        self.out = os.fdopen(fd, "wb")
        self.zip = zlib.compressobj(6)
        self.pending: list[bytes] = []
        self.pending_size = 0
        self.out.write(PNG_SIGNATURE)
        self._chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
        for key, text in texts.items():
            if key == "Software":
                self._chunk(b"tEXt", key.encode("latin-1") + b"\0" + text.encode("latin-1"))
            else:
                head = key.encode("latin-1") + b"\0\x01\x00\0\0"
                self._chunk(b"iTXt", head + zlib.compress(text.encode("utf-8"), 9))

    def _chunk(self, kind: bytes, data: bytes) -> None:
        self.out.write(struct.pack(">I", len(data)) + kind + data)
        self.out.write(struct.pack(">I", zlib.crc32(kind + data)))

    def _emit(self, data: bytes) -> None:
        if data:
            self.pending.append(data)
            self.pending_size += len(data)
        if self.pending_size >= self.IDAT_SIZE:
            self._chunk(b"IDAT", b"".join(self.pending))
            self.pending, self.pending_size = [], 0

    def write(self, band: Image.Image) -> None:
        """Append the rows of ``band`` (RGB, ``width`` px wide)."""
        if band.width != self.width or band.mode != "RGB":
            raise ValueError("a band must be RGB and as wide as the picture")
        raw = band.tobytes()
        stride = 3 * self.width
        for row in range(band.height):
            self._emit(self.zip.compress(b"\0" + raw[row * stride : (row + 1) * stride]))
        self.rows += band.height

    def close(self) -> None:
        if self.rows != self.height:
            raise ValueError(f"{self.rows} rows written for a {self.height} px high picture")
        self._emit(self.zip.flush())
        if self.pending:
            self._chunk(b"IDAT", b"".join(self.pending))
        self._chunk(b"IEND", b"")
        self.out.close()
        os.chmod(self.tmp, 0o666 & ~_umask())
        os.replace(self.tmp, self.target)

    def abort(self) -> None:
        self.out.close()
        Path(self.tmp).unlink(missing_ok=True)


def export_png(
    path: str | os.PathLike[str],
    scene: QGraphicsScene,
    state: Any,
    request: ExportRequest,
    save_text: str | None = None,
    progress: Progress | None = None,
    tile: int = TILE,
) -> tuple[int, int]:
    """Render and write a PNG, streaming one band of tiles at a time to the file (memory
    stays about width × ``tile`` px whatever the height); returns its pixel size.
    ``save_text`` is the game to embed (`gui.files.game_text(...)`). On ExportCancelled (or
    any error) nothing is left behind."""
    size = output_size(request.rect, request.scale, request.width)
    layout = _caption_layout(scene, state, request, size[0])
    band_h = layout.height if layout is not None else 0
    texts = {"Software": "eraboard"}
    if save_text is not None:
        texts[SAVE_KEY] = save_text
    writer = PngWriter(path, size[0], size[1] + band_h, texts)
    try:
        with _ForThePicture(scene, request.annotations):
            for _y, band in render_bands(scene, request.rect, size, progress, tile):
                writer.write(band)
        if layout is not None:
            caption = Image.new("RGB", (size[0], band_h), cap.PAPER)
            cap.draw_caption(caption, layout, 0)
            writer.write(caption)
        writer.close()
    except BaseException:
        writer.abort()
        raise
    return size[0], size[1] + band_h


def _inflate(data: bytes, place: str) -> bytes:
    inflater = zlib.decompressobj()
    try:
        out = inflater.decompress(data, MAX_SAVE_CHARS * 4)
    except zlib.error as error:
        raise EmbeddedSaveError(f"the game in this picture is damaged: {place} ({error})") from None
    if inflater.unconsumed_tail:
        raise EmbeddedSaveError("the game in this picture is too big to be a game")
    if not inflater.eof:
        raise EmbeddedSaveError(f"the game in this picture is damaged: {place} is cut short")
    return out


def _text_of_chunk(kind: bytes, data: bytes, key: str) -> str | None:
    """The text of a tEXt/zTXt/iTXt chunk whose keyword is ``key``; None for another key."""
    keyword, sep, rest = data.partition(b"\0")
    if not sep or keyword.decode("latin-1") != key:
        return None
    damaged = "the game in this picture is damaged: "
    if kind == b"tEXt":
        return rest.decode("latin-1")
    if kind == b"zTXt":
        return _inflate(rest[1:], "its text").decode("latin-1")
    if len(rest) < 2:
        raise EmbeddedSaveError(damaged + "its text chunk is cut short")
    compressed, method, rest = rest[0], rest[1], rest[2:]
    _lang, sep1, rest = rest.partition(b"\0")
    _translated, sep2, text = rest.partition(b"\0")
    if not (sep1 and sep2):
        raise EmbeddedSaveError(damaged + "its text chunk is malformed")
    if compressed:
        if method != 0:
            raise EmbeddedSaveError(damaged + "unknown compression")
        text = _inflate(text, "its text")
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError:
        raise EmbeddedSaveError(damaged + "its text is not UTF-8") from None


def read_embedded_text(path: str | os.PathLike[str], key: str = SAVE_KEY) -> str:
    """The game text a PNG carries; EmbeddedSaveError if it has none or it is damaged.
    Walks the chunks (checking their CRC) without decoding the picture."""
    with open(path, "rb") as f:
        if f.read(8) != PNG_SIGNATURE:
            raise EmbeddedSaveError("this is not a PNG picture")
        while True:
            head = f.read(8)
            if len(head) < 8:
                raise EmbeddedSaveError(
                    "this picture carries no eraboard game (the file is cut short)"
                )
            length, kind = struct.unpack(">I4s", head)
            if kind in (b"tEXt", b"zTXt", b"iTXt") and length <= MAX_CHUNK:
                data = f.read(length)
                crc = f.read(4)
                if len(data) < length or len(crc) < 4:
                    raise EmbeddedSaveError(
                        "this picture carries no eraboard game (the file is cut short)"
                    )
                text_key = data.partition(b"\0")[0]
                if text_key == key.encode("latin-1"):
                    if zlib.crc32(kind + data) != struct.unpack(">I", crc)[0]:
                        raise EmbeddedSaveError(
                            "the game in this picture is damaged: its checksum does not match"
                        )
                    text = _text_of_chunk(kind, data, key)
                    if text is not None:
                        return text
            else:
                f.seek(length + 4, os.SEEK_CUR)
            if kind == b"IEND":
                raise EmbeddedSaveError("this picture carries no eraboard game")


def is_png(path: str | os.PathLike[str]) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(8) == PNG_SIGNATURE
    except OSError:
        return False


def read_embedded_save(path: str | os.PathLike[str]) -> Any:
    """The `rules.save.SavedGame` a PNG carries; EmbeddedSaveError with a clear message."""
    return read_embedded_game(path).saved


def read_embedded_game(path: str | os.PathLike[str]) -> Any:
    """The `gui.files.GameFile` (saved game + annotations) a PNG carries."""
    from gui import files

    text = read_embedded_text(path)
    try:
        return files.parse_game_text(text)
    except ValueError as error:
        raise EmbeddedSaveError(f"the game in this picture is damaged: {error}") from None


# --- clipboard ----------------------------------------------------------------------------


def copy_image_to_clipboard(image: QImage | Image.Image, text: str | None = None) -> None:
    """Put the picture on the clipboard (and ``text``, e.g. the caption, for text-only
    targets)."""
    qimage = pil_to_qimage(image) if isinstance(image, Image.Image) else image
    clipboard = QGuiApplication.clipboard()
    if text is None:
        clipboard.setImage(qimage)
        return
    data = QMimeData()
    data.setImageData(qimage)
    data.setText(text)
    clipboard.setMimeData(data)


# --- one call for the window --------------------------------------------------------------


def request_for(
    scene: Any,
    what: str,
    *,
    view: QGraphicsView | None = None,
    rect: QRectF | None = None,
    adventurer: str | None = None,
    scale: float = 1.0,
    width: int | None = None,
    caption: bool = True,
    annotations: bool = True,
) -> ExportRequest:
    """An ExportRequest for ``what`` in {"table", "view", "region", "mat"}."""
    adventurers: tuple[str, ...] | None = None
    if what == "table":
        area = table_rect(scene, annotations)
    elif what == "view":
        if view is None:
            raise ValueError("a view export needs the view")
        area = view_rect(view)
    elif what == "region":
        if rect is None:
            raise ValueError("a region export needs a rectangle")
        area = QRectF(rect).normalized()
    elif what == "mat":
        if adventurer is None:
            raise ValueError("a mat export needs an adventurer")
        area = mat_rect(scene, adventurer)
        adventurers = (adventurer,)
    else:
        raise ValueError(f"unknown export kind {what!r}")
    return ExportRequest(area, scale, width, caption, annotations, adventurers)


def caption_for(scene: Any, state: Any, request: ExportRequest) -> str:
    ids: Sequence[str] | None = request.adventurers
    if ids is None:
        ids = adventurers_in(scene, request.rect)
    return cap.caption_text(state, ids)


# --- the window's side: region picker, actions, dialogs -----------------------------------


class RegionPicker(QObject):
    """Lets the user drag a rectangle on the view (a rubber band, not part of the scene).

    ``start()`` arms it; the next left-button drag emits ``picked(QRectF)`` in scene
    coordinates; Escape or a right click emits ``cancelled``. Installed as a viewport event
    filter, so the table sees none of those mouse events.
    """

    picked = Signal(QRectF)
    cancelled = Signal()

    def __init__(self, view: QGraphicsView, parent: QObject | None = None) -> None:
        super().__init__(parent or view)
        self.view = view
        self.active = False
        self._origin: QPoint | None = None
        self._band = QRubberBand(QRubberBand.Shape.Rectangle, view.viewport())
        self._eat_context_menu = False
        self._saved_drag_mode = view.dragMode()
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)  # key events (Escape) go to the view

    def start(self) -> None:
        if not self.active:
            self._saved_drag_mode = self.view.dragMode()
        self.active = True
        self.view.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)

    def stop(self) -> None:
        if self.active:
            self.view.setDragMode(self._saved_drag_mode)
            self.view.viewport().unsetCursor()
        self.active = False
        self._origin = None
        self._band.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ContextMenu and self._eat_context_menu:
            self._eat_context_menu = False
            return True
        if not self.active:
            return False
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Escape:
                self.stop()
                self.cancelled.emit()
                return True
            return False
        if watched is not self.view.viewport():
            return False
        if kind == QEvent.Type.ContextMenu:
            return True
        if not isinstance(event, QMouseEvent):
            return False
        left = Qt.MouseButton.LeftButton
        pos = event.position().toPoint()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            if event.button() == Qt.MouseButton.RightButton:
                self._eat_context_menu = True
                self.stop()
                self.cancelled.emit()
                return True
            if event.button() != left:
                return False  # the middle button still pans
            if kind == QEvent.Type.MouseButtonPress:
                self._origin = pos
                self._band.setGeometry(QRect(pos, QSize()))
                self._band.show()
            return True
        if kind == QEvent.Type.MouseMove:
            if self._origin is None:
                return bool(event.buttons() & left)
            self._band.setGeometry(QRect(self._origin, pos).normalized())
            return True
        if kind == QEvent.Type.MouseButtonRelease:
            if event.button() != left or self._origin is None:
                return event.button() == left
            area = QRect(self._origin, pos).normalized()
            rect = self.view.mapToScene(area).boundingRect()
            self.stop()
            if area.width() < 4 or area.height() < 4:
                self.cancelled.emit()
            else:
                self.picked.emit(rect)
            return True
        return False


KINDS = ("table", "view", "region", "mat")


class ScreenshotTools(QObject):
    """Everything issue 6 adds to the main window, as QActions the window puts in menus.

    Needs from the window: ``scene``, ``view``, ``session`` (state, undo_stack, actions()),
    ``settings``, ``statusBar()`` and ``selected_adventurer``. It adds the annotation layer
    to the scene. The dialogs are attributes (``ask_path``, ``ask_width``,
    ``ask_adventurer``) so tests can answer them.
    """

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        from gui.annotations import AnnotationTool, ClearAnnotations, Kind, install_layer

        self.window = window
        self.layer = install_layer(window.scene)
        # Annotation commands share the undo stack but carry no rules action; until
        # GameSession.actions() skips them itself, make this session's version do so, so
        # that Save and the autosave never meet them (same result once session.py is fixed).
        session = window.session
        session.actions = lambda: session_actions(session)
        self.tool = AnnotationTool(window.view, self.layer, window.session.undo_stack, self)
        self.picker = RegionPicker(window.view, self)
        self.picker.picked.connect(self._on_region_picked)
        self.picker.cancelled.connect(lambda: self._status(self.tr("Region export cancelled")))
        self._region_then: str = "save"
        self.last_kind = "table"
        self.ask_path = self._ask_path
        self.ask_width = self._ask_width
        self.ask_adventurer = self._ask_adventurer
        settings = window.settings

        def act(slot: Any, shortcut: str | None = None, checkable: bool = False) -> QAction:
            action = QAction(window)
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.setCheckable(checkable)
            if slot is not None:
                action.triggered.connect(slot)
            return action

        self.export_table_action = act(lambda: self.export("table"), "Ctrl+Shift+E")
        self.export_view_action = act(lambda: self.export("view"), "Ctrl+Shift+V")
        self.export_region_action = act(lambda: self.pick_region("save"), "Ctrl+Shift+R")
        self.export_mat_action = act(lambda: self.export("mat"), "Ctrl+Shift+M")
        self.copy_action = act(self.copy_last, "Ctrl+Shift+C")
        self.copy_region_action = act(lambda: self.pick_region("copy"))
        self.caption_action = act(None, checkable=True)
        self.caption_action.setChecked(_flag(settings.value("export/caption", True)))
        self.caption_action.toggled.connect(lambda on: settings.setValue("export/caption", on))
        self.include_annotations_action = act(None, checkable=True)
        self.include_annotations_action.setChecked(
            _flag(settings.value("export/annotations", True))
        )
        self.include_annotations_action.toggled.connect(
            lambda on: settings.setValue("export/annotations", on)
        )
        self.size_group = QActionGroup(window)
        self.size_actions: dict[str, QAction] = {}
        for key in ("1", "2", "width"):
            a = act(None, checkable=True)
            a.setData(key)
            self.size_group.addAction(a)
            self.size_actions[key] = a
        current = str(settings.value("export/size", "1"))
        self.size_actions.get(current, self.size_actions["1"]).setChecked(True)
        self.size_group.triggered.connect(self._on_size_chosen)

        self.mode_group = QActionGroup(window)
        self.mode_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self.mode_actions: dict[str, QAction] = {}
        modes = [k.value for k in Kind] + ["erase"]
        for number, mode in enumerate(modes, start=1):
            a = act(None, f"Alt+{number}", checkable=True)
            a.setData(mode)
            self.mode_group.addAction(a)
            self.mode_actions[mode] = a
        self.mode_group.triggered.connect(self._on_mode_chosen)
        self.tool.mode_changed.connect(self._on_tool_mode_changed)
        self.stop_annotating_action = act(lambda: self.tool.set_mode(None))
        self.clear_annotations_action = act(
            lambda: (
                self.layer.annotations
                and window.session.undo_stack.push(ClearAnnotations(self.layer))
            )
        )
        self.show_annotations_action = act(None, checkable=True)
        self.show_annotations_action.setChecked(True)
        self.show_annotations_action.toggled.connect(self.layer.setVisible)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text again (after a language switch)."""
        texts: list[tuple[QAction, str, str]] = [
            (
                self.export_table_action,
                self.tr("Export &Table Picture…"),
                self.tr("A PNG of the whole table, with its caption and the game inside"),
            ),
            (
                self.export_view_action,
                self.tr("Export &View Picture…"),
                self.tr("A PNG of what the window shows now"),
            ),
            (
                self.export_region_action,
                self.tr("Export &Region Picture…"),
                self.tr("Drag a rectangle on the table, then save it as a PNG"),
            ),
            (
                self.export_mat_action,
                self.tr("Export &Mat Picture…"),
                self.tr("A PNG of the selected adventurer's mat"),
            ),
            (
                self.copy_action,
                self.tr("&Copy Picture"),
                self.tr(
                    "Copy a picture of the table (or of the last kind exported) to the clipboard"
                ),
            ),
            (
                self.copy_region_action,
                self.tr("Copy Re&gion Picture"),
                self.tr("Drag a rectangle on the table and copy its picture"),
            ),
            (
                self.caption_action,
                self.tr("Include &Caption"),
                self.tr("Put the position in words under exported pictures"),
            ),
            (
                self.include_annotations_action,
                self.tr("Include &Annotations"),
                self.tr("Draw the annotations in exported pictures"),
            ),
            (self.size_actions["1"], self.tr("Size &1×"), self.tr("One pixel per table unit")),
            (self.size_actions["2"], self.tr("Size &2×"), self.tr("Two pixels per table unit")),
            (self.size_actions["width"], self.tr("&Width…"), self.tr("Choose the picture's width")),
            (
                self.mode_actions["arrow"],
                self.tr("&Arrow"),
                self.tr("Drag from the tail to the head"),
            ),
            (
                self.mode_actions["marker"],
                self.tr("Numbered &Marker"),
                self.tr("Click to place the next number"),
            ),
            (
                self.mode_actions["hex"],
                self.tr("&Hex Highlight"),
                self.tr("Click a hex to highlight it"),
            ),
            (self.mode_actions["area"], self.tr("A&rea Highlight"), self.tr("Drag a rectangle")),
            (
                self.mode_actions["label"],
                self.tr("Text &Label"),
                self.tr("Click, then type a short text"),
            ),
            (
                self.mode_actions["erase"],
                self.tr("&Erase Annotation"),
                self.tr("Click an annotation to remove it"),
            ),
            (
                self.stop_annotating_action,
                self.tr("&Stop Annotating"),
                self.tr("Give the mouse back to the table (Esc, right click)"),
            ),
            (
                self.clear_annotations_action,
                self.tr("&Clear Annotations"),
                self.tr("Remove every annotation (undoable)"),
            ),
            (
                self.show_annotations_action,
                self.tr("Show A&nnotations"),
                self.tr("Show or hide the annotations on the table"),
            ),
        ]
        for action, text, tip in texts:
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)

    # --- menus ------------------------------------------------------------------------------
    def file_actions(self) -> list[QAction | None]:
        """For File > Export Picture (None: a separator)."""
        return [
            self.export_table_action,
            self.export_view_action,
            self.export_region_action,
            self.export_mat_action,
            None,
            self.copy_action,
            self.copy_region_action,
            None,
            *self.size_actions.values(),
            None,
            self.caption_action,
            self.include_annotations_action,
        ]

    def annotate_actions(self) -> list[QAction | None]:
        return [
            *self.mode_actions.values(),
            self.stop_annotating_action,
            None,
            self.show_annotations_action,
            self.clear_annotations_action,
        ]

    def add_export_menu(self, menu: QMenu) -> QMenu:
        """An "Export Picture" submenu in ``menu`` (File)."""
        sub = menu.addMenu(self.tr("E&xport Picture"))
        _fill(sub, self.file_actions())
        return sub

    def add_annotate_menu(self, parent: QMenu | QMenuBar) -> QMenu:
        """An "Annotate" menu on the menu bar (or in any menu)."""
        sub = parent.addMenu(self.tr("A&nnotate"))
        _fill(sub, self.annotate_actions())
        return sub

    def add_menus(self, file_menu: QMenu, bar: QMenuBar | None = None) -> tuple[QMenu, QMenu]:
        """Both: Export Picture in ``file_menu``, Annotate on ``bar`` (or in ``file_menu``)."""
        return self.add_export_menu(file_menu), self.add_annotate_menu(bar or file_menu)

    # --- the game's annotations -------------------------------------------------------------
    def annotations(self) -> tuple[Any, ...]:
        return self.layer.annotations

    def set_annotations(self, annotations: Iterable[Any]) -> None:
        """After New/Open: show the loaded game's annotations (not an undoable change)."""
        self.tool.set_mode(None)
        self.layer.set_annotations(tuple(annotations))

    # --- exporting --------------------------------------------------------------------------
    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 6000)

    def _on_size_chosen(self, action: QAction) -> None:
        key = str(action.data())
        if key == "width":
            width = self.ask_width()
            if width is None:
                previous = str(self.window.settings.value("export/size", "1"))
                self.size_actions.get(previous, self.size_actions["1"]).setChecked(True)
                return
            self.window.settings.setValue("export/width", width)
        self.window.settings.setValue("export/size", key)

    def _on_mode_chosen(self, action: QAction) -> None:
        self.picker.stop()
        self.tool.set_mode(str(action.data()) if action.isChecked() else None)

    def _on_tool_mode_changed(self, mode: Any) -> None:
        for key, action in self.mode_actions.items():
            action.setChecked(mode is not None and str(getattr(mode, "value", mode)) == key)

    def size(self) -> tuple[float, int | None]:
        """(scale, width) from the Size choice."""
        key = str(self.window.settings.value("export/size", "1"))
        if key == "width":
            try:
                return 1.0, int(self.window.settings.value("export/width", 1920))
            except (TypeError, ValueError):
                return 1.0, 1920
        return (2.0 if key == "2" else 1.0), None

    def request(self, kind: str, rect: QRectF | None = None) -> ExportRequest | None:
        scale, width = self.size()
        adventurer = None
        if kind == "mat":
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
            caption=self.caption_action.isChecked(),
            annotations=self.include_annotations_action.isChecked(),
        )

    def game_text(self) -> str:
        from gui import files

        session = self.window.session
        return files.game_text(session.state, session_actions(session), self.layer.annotations)

    def _run(self, request: ExportRequest, job: Callable[[Progress], _T]) -> _T | None:
        """Run ``job(progress)`` under a cancellable progress dialog (for more than one
        tile); None if cancelled or impossible (the status bar says why)."""
        try:
            w, h = output_size(request.rect, request.scale, request.width)
        except ValueError as error:
            self._status(str(error))
            return None
        total = len(tiles(w, h))
        dialog = None
        if total > 1:
            dialog = QProgressDialog(
                self.tr("Drawing the picture…"), self.tr("Cancel"), 0, total, self.window
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
            self._status(self.tr("Picture cancelled"))
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
                self.window,
                "eraboard",
                self.tr("Could not write the picture: {why}").format(why=error.strerror or error),
            )
            return False
        if size is None:
            return False
        self.window.settings.setValue("export/last_dir", str(Path(path).parent))
        self._status(
            self.tr("Saved {name} ({w} × {h} px)").format(
                name=Path(path).name, w=size[0], h=size[1]
            )
        )
        return True

    def copy(self, kind: str, rect: QRectF | None = None) -> bool:
        request = self.request(kind, rect)
        if request is None:
            return False
        try:
            w, h = output_size(request.rect, request.scale, request.width)
        except ValueError as error:
            self._status(str(error))
            return False
        if w * h > CLIPBOARD_MAX_PIXELS:
            self._status(
                self.tr("{w} × {h} px is too big for the clipboard: export it to a file").format(
                    w=w, h=h
                )
            )
            return False
        picture = self.render(request)
        if picture is None:
            return False
        text = caption_for(self.window.scene, self.window.session.state, request)
        copy_image_to_clipboard(picture, text)
        self._status(
            self.tr("Picture copied ({w} × {h} px)").format(w=picture.width, h=picture.height)
        )
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
        self._status(self.tr("Drag a rectangle on the table (Esc cancels)"))

    def _on_region_picked(self, rect: QRectF) -> None:
        if self._region_then == "copy":
            self.copy("region", rect)
        else:
            self.export("region", rect)

    def _suggested_name(self, kind: str) -> str:
        folder = str(self.window.settings.value("export/last_dir", "") or Path.home())
        game_file = getattr(self.window, "file_path", None)
        base = (
            Path(game_file).name.split(".")[0]
            if game_file
            else cap.scenario_name(self.window.session.state) or "eraboard"
        )
        safe = re.sub(r"-+", "-", "".join(c if c.isalnum() or c in "-_" else "-" for c in base))
        safe = safe.strip("-")
        return str(Path(folder) / f"{safe or 'eraboard'}-{kind}.png")

    def _ask_path(self, suggested: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Export picture"), suggested, self.tr("PNG pictures (*.png)")
        )
        if path and not path.lower().endswith(".png"):
            path += ".png"
        return path or None

    def _ask_width(self) -> int | None:
        current = int(self.size()[1] or 1920)
        width, ok = QInputDialog.getInt(
            self.window,
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
            self.window, self.tr("Export mat"), self.tr("Adventurer:"), names, 0, False
        )
        return find_adventurer(state, name) if ok else None


def _fill(menu: QMenu, actions: Iterable[QAction | None]) -> None:
    for action in actions:
        if action is None:
            menu.addSeparator()
        else:
            menu.addAction(action)


def _flag(value: Any) -> bool:
    if isinstance(value, str):
        return value.lower() not in ("false", "0", "no", "")
    return bool(value)


def session_actions(session: Any) -> list[Any]:
    """The rules actions on the session's undo stack, skipping annotation commands (which
    carry none). Same as ``GameSession.actions()`` once that skips them too."""
    stack = session.undo_stack
    out = []
    for index in range(stack.index()):
        action = getattr(stack.command(index), "action", None)
        if action is not None:
            out.append(action)
    return out
