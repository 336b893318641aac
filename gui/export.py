"""Pictures of the table for rules questions (issue 6, ARCHITECTURE.md §4 Screenshots).

- Which part: `table_rect` (the whole table), `view_rect` (what the view shows), any scene
  rectangle, or `mat_rect` (one adventurer's mat).
- How big: `output_size` at a scale (1×, 2×) or a chosen pixel width.
- `render_picture` renders the scene tile by tile (`TILE` px squares, `QGraphicsScene.render`
  into a small QImage each) straight into one Pillow RGB image that already has room for the
  caption, so an 8,000 × 8,000 px export holds one picture (192 MB) and one tile, never two
  copies. A progress callback ``(done, total) -> bool`` can cancel (`ExportCancelled`).
- `export_png` writes the picture with the game embedded in an iTXt chunk
  (``eraboard-save``, compressed); `read_embedded_save` gets it back, with clear errors for a
  PNG without one or with a damaged one. The chunk is read by walking the PNG's chunks, so a
  huge picture is never decoded just to open the game it carries.
- `copy_image_to_clipboard` puts a picture (and the caption text) on the clipboard.
"""

from __future__ import annotations

import math
import os
import struct
import tempfile
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image
from PIL.PngImagePlugin import PngInfo
from PySide6.QtCore import QMimeData, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from gui import caption as cap

TILE = 2048
MAX_SIDE = 32_000  # px; PNG allows more, but nobody posts that
TABLE_MARGIN = 40.0
MAT_MARGIN = 12.0
SAVE_KEY = "eraboard-save"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_SAVE_CHARS = 10_000_000  # as rules.jsonio.MAX_TEXT
MAX_CHUNK = 64 * 1024 * 1024

Progress = Callable[[int, int], bool]


class ExportCancelled(Exception):
    """The progress callback returned False: nothing was written."""


class EmbeddedSaveError(ValueError):
    """A picture that does not carry a readable game; the message says why."""


# --- which part of the table -------------------------------------------------------------


def table_rect(scene: QGraphicsScene) -> QRectF:
    """The whole table: every item, with a margin of felt around it."""
    items = scene.itemsBoundingRect()
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
    data = bytes(rgb.constBits())  # type: ignore[call-overload]
    return Image.frombuffer(
        "RGB", (rgb.width(), rgb.height()), data, "raw", "RGB", rgb.bytesPerLine(), 1
    )


def pil_to_qimage(image: Image.Image) -> QImage:
    rgb = image.convert("RGB") if image.mode != "RGB" else image
    data = rgb.tobytes()
    q = QImage(data, rgb.width, rgb.height, 3 * rgb.width, QImage.Format.Format_RGB888)
    return q.copy()  # own the pixels: ``data`` dies with this frame


class _Hidden:
    """Hide some items while rendering; show them again afterwards, whatever happens."""

    def __init__(self, items: Iterable[Any]) -> None:
        self.items = [i for i in items if i is not None and i.isVisible()]

    def __enter__(self) -> None:
        for item in self.items:
            item.setVisible(False)

    def __exit__(self, *exc: object) -> None:
        for item in self.items:
            item.setVisible(True)


def render_into(
    scene: QGraphicsScene,
    rect: QRectF,
    target: Image.Image,
    size: tuple[int, int],
    progress: Progress | None = None,
    tile: int = TILE,
) -> None:
    """Render scene ``rect`` at ``size`` px into the top of ``target``, one tile at a time."""
    width, height = size
    sx = width / rect.width()
    sy = height / rect.height()
    parts = tiles(width, height, tile)
    settle = getattr(scene, "settle", None)
    if callable(settle):
        settle()
    for done, (x, y, w, h) in enumerate(parts):
        if progress is not None and not progress(done, len(parts)):
            raise ExportCancelled
        image = QImage(w, h, QImage.Format.Format_RGB32)
        image.fill(Qt.GlobalColor.black)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        source = QRectF(rect.x() + x / sx, rect.y() + y / sy, w / sx, h / sy)
        scene.render(painter, QRectF(0, 0, w, h), source, Qt.AspectRatioMode.IgnoreAspectRatio)
        painter.end()
        target.paste(_qimage_to_pil(image), (x, y))
        del image
    if progress is not None and not progress(len(parts), len(parts)):
        raise ExportCancelled


def render_picture(
    scene: QGraphicsScene,
    state: Any,
    request: ExportRequest,
    progress: Progress | None = None,
    tile: int = TILE,
) -> Image.Image:
    """The picture (RGB), with its caption band under it if asked for."""
    size = output_size(request.rect, request.scale, request.width)
    layout = None
    if request.caption and state is not None:
        ids = request.adventurers
        if ids is None:
            ids = adventurers_in(scene, request.rect)
        layout = cap.layout_caption(cap.caption_lines(state, ids), size[0])
    band = layout.height if layout is not None else 0
    picture = Image.new("RGB", (size[0], size[1] + band), cap.PAPER)
    layer = getattr(scene, "annotation_layer", None)
    with _Hidden([] if request.annotations else [layer]):
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


def export_png(
    path: str | os.PathLike[str],
    scene: QGraphicsScene,
    state: Any,
    request: ExportRequest,
    save_text: str | None = None,
    progress: Progress | None = None,
    tile: int = TILE,
) -> tuple[int, int]:
    """Render and write a PNG; returns its pixel size. ``save_text`` is the game to embed
    (`gui.files.game_text(state, actions, annotations)`); ExportCancelled if cancelled."""
    picture = render_picture(scene, state, request, progress, tile)
    write_png(path, picture, save_text)
    return picture.size


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
        area = table_rect(scene)
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
