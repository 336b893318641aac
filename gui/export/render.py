"""Rendering the table into pictures: tile by tile into memory or streamed into a PNG,
with the caption band under it, and onto the clipboard."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from gui.annotations.model import Annotation
from gui.export import caption as cap
from gui.export.region import (
    TILE,
    adventurers_in,
    map_rect,
    mat_rect,
    output_size,
    side_by_side,
    table_rect,
    tiles,
    view_rect,
)
from gui.files.png import SAVE_KEY, PngWriter
from gui.table.scene import TableScene
from rules.state import GameState

if TYPE_CHECKING:
    from PIL import Image

CLIPBOARD_MAX_PIXELS = 40_000_000  # the clipboard holds the whole picture, twice

Progress = Callable[[int, int], bool]


class ExportCancelled(Exception):
    """The progress callback returned False: nothing was written."""


@dataclass(frozen=True, slots=True)
class ExportRequest:
    """What to export: a scene rectangle, its size, and what goes with it."""

    rect: QRectF
    scale: float = 1.0
    width: int | None = None
    caption: bool = True
    annotations: bool = True
    # adventurers in the caption; None means those whose mats show in ``rect``
    adventurers: tuple[str, ...] | None = None
    # the table's text code, written under the caption (`rules.tablecode`)
    code: str | None = None
    # areas shown side by side instead of ``rect`` (which then only says what the caption
    # covers): the map and one mat, each whole, without the table between them
    parts: tuple[QRectF, ...] = ()


def picture_size(request: ExportRequest) -> tuple[int, int]:
    """Pixel size of the picture above its caption (`output_size` of what it shows)."""
    area = side_by_side(request.parts)[0] if request.parts else request.rect
    return output_size(area, request.scale, request.width)


def _qimage_to_pil(image: QImage) -> Image.Image:
    from PIL import Image  # here: Pillow is only for pictures, kept off start-up

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
    shows), its labels wrapped inside the picture's ``crop``, no mat selection glow (that is
    the window's state, not the game's), and, for a picture of some mats (``adventurers``),
    the other mats and their dice out of sight; everything put back afterwards, whatever
    happens."""

    def __init__(
        self,
        scene: TableScene,
        annotations: bool,
        adventurers: tuple[str, ...] | None = None,
        crop: QRectF | None = None,
    ) -> None:
        self.layer = scene.annotation_layer
        self.crop = crop
        self.annotations = annotations
        self.was_visible = self.layer.isVisible()
        self.selected = [m for m in scene.mats.values() if m.selected]
        others = [
            mat.sceneBoundingRect()
            for adv_id, mat in scene.mats.items()
            if adventurers is not None and adv_id not in adventurers
        ]
        items: list[QGraphicsItem] = [
            mat
            for adv_id, mat in scene.mats.items()
            if adventurers is not None and adv_id not in adventurers
        ]
        items += [
            die
            for die in scene.dice.values()
            if any(area.contains(die.sceneBoundingRect().center()) for area in others)
        ]
        self.hidden = [item for item in items if item.isVisible()]

    def __enter__(self) -> None:
        self.layer.setVisible(self.annotations)
        self.layer.set_crop(self.crop)
        for mat in self.selected:
            mat.set_selected(False)
        for item in self.hidden:
            item.setVisible(False)

    def __exit__(self, *exc: object) -> None:
        self.layer.setVisible(self.was_visible)
        self.layer.set_crop(None)
        for mat in self.selected:
            mat.set_selected(True)
        for item in self.hidden:
            item.setVisible(True)


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
    from PIL import Image  # here: Pillow is only for pictures, kept off start-up

    width, height = size
    sx = width / rect.width()
    sy = height / rect.height()
    total = len(tiles(width, height, tile))
    if isinstance(scene, TableScene):
        scene.settle()
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


def render_parts(
    scene: TableScene,
    parts: Sequence[QRectF],
    size: tuple[int, int],
    progress: Progress | None = None,
    tile: int = TILE,
) -> Image.Image:
    """Scene areas ``parts`` side by side (`side_by_side`) in one picture of ``size`` px on
    the table's felt (as it shows at the first part's corner); each part's labels wrap
    inside it."""
    from PIL import Image  # here: Pillow is only for pictures, kept off start-up

    area, lefts = side_by_side(parts)
    factor = size[0] / area.width()
    sizes = [(max(1, round(p.width() * factor)), max(1, round(p.height() * factor))) for p in parts]
    counts = [len(tiles(w, h, tile)) for w, h in sizes]
    # Told as the tiles of the whole picture, which is what a progress bar was set up for.
    total = len(tiles(size[0], size[1], tile))
    pieces: list[Image.Image] = []
    for index, (part, part_size) in enumerate(zip(parts, sizes, strict=True)):
        before = sum(counts[:index])

        def step(done: int, _count: int, before: int = before) -> bool:
            share = (before + done) / sum(counts)
            return progress is None or progress(round(share * total), total)

        scene.annotation_layer.set_crop(part)
        pieces.append(Image.new("RGB", part_size))
        try:
            render_into(scene, part, pieces[-1], part_size, step, tile)
        finally:
            scene.annotation_layer.set_crop(None)
    picture = Image.new("RGB", size, pieces[0].getpixel((0, 0)))
    for left, piece in zip(lefts, pieces, strict=True):
        picture.paste(piece, (min(round(left * factor), size[0] - piece.width), 0))
    return picture


def _picture_bands(
    scene: TableScene,
    request: ExportRequest,
    size: tuple[int, int],
    progress: Progress | None,
    tile: int,
) -> Iterator[tuple[int, Image.Image]]:
    """The picture of ``request`` in bands of ``tile`` rows: streamed from the scene, or for
    parts side by side, cut from the whole picture (a map and a mat are never huge)."""
    if not request.parts:
        yield from render_bands(scene, request.rect, size, progress, tile)
        return
    whole = render_parts(scene, request.parts, size, progress, tile)
    for y in range(0, size[1], tile):
        yield y, whole.crop((0, y, size[0], min(size[1], y + tile)))


def _caption_layout(
    scene: TableScene, state: GameState, request: ExportRequest, width: int
) -> cap.CaptionLayout | None:
    if not (request.caption or request.code) or state is None:
        return None
    lines: list[cap.CaptionLine] = []
    if request.caption:
        ids = request.adventurers
        if ids is None:
            ids = adventurers_in(scene, request.rect)
        shown = _shows_map(scene, request.rect)
        lines = cap.caption_lines(state, ids, shown) + cap.label_lines(_labels(scene, request))
    return cap.layout_caption(lines + cap.code_lines(request.code), width)


def _shows_map(scene: TableScene, rect: QRectF) -> bool:
    """Whether a picture of ``rect`` shows some of the battle map (then its caption says
    what the map holds)."""
    try:
        return map_rect(scene).intersects(rect)
    except ValueError:  # no map
        return False


def _labels(scene: TableScene, request: ExportRequest) -> tuple[Annotation, ...]:
    """The annotations the picture shows (none when they are left out)."""
    return scene.annotation_layer.annotations if request.annotations else ()


def render_picture(
    scene: TableScene,
    state: GameState,
    request: ExportRequest,
    progress: Progress | None = None,
    tile: int = TILE,
) -> Image.Image:
    """The picture in memory (RGB), with its caption band under it if asked for: for the
    clipboard and small pictures; `export_png` streams big ones to the file instead."""
    from PIL import Image  # here: Pillow is only for pictures, kept off start-up

    size = picture_size(request)
    layout = _caption_layout(scene, state, request, size[0])
    band = layout.height if layout is not None else 0
    picture = Image.new("RGB", (size[0], size[1] + band), cap.PAPER)
    with _ForThePicture(scene, request.annotations, request.adventurers, request.rect):
        for y, rows in _picture_bands(scene, request, size, progress, tile):
            picture.paste(rows, (0, y))
    if layout is not None:
        cap.draw_caption(picture, layout, size[1])
    return picture


def export_png(
    path: str | os.PathLike[str],
    scene: TableScene,
    state: GameState,
    request: ExportRequest,
    save_text: str | None = None,
    progress: Progress | None = None,
    tile: int = TILE,
) -> tuple[int, int]:
    """Render and write a PNG, streaming one band of tiles at a time to the file (memory
    stays about width × ``tile`` px whatever the height); returns its pixel size.
    ``save_text`` is the game to embed (`gui.files.games.game_text(...)`). On ExportCancelled (or
    any error) nothing is left behind."""
    from PIL import Image  # here: Pillow is only for pictures, kept off start-up

    size = picture_size(request)
    layout = _caption_layout(scene, state, request, size[0])
    band_h = layout.height if layout is not None else 0
    texts = {"Software": "eraboard"}
    if save_text is not None:
        texts[SAVE_KEY] = save_text
    writer = PngWriter(path, size[0], size[1] + band_h, texts)
    try:
        with _ForThePicture(scene, request.annotations, request.adventurers, request.rect):
            for _y, band in _picture_bands(scene, request, size, progress, tile):
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


def copy_image_to_clipboard(image: QImage | Image.Image, text: str | None = None) -> None:
    """Put the picture on the clipboard (and ``text``, e.g. the caption, for text-only
    targets)."""
    from PIL import Image  # here: Pillow is only for pictures, kept off start-up

    qimage = pil_to_qimage(image) if isinstance(image, Image.Image) else image
    clipboard = QGuiApplication.clipboard()
    if text is None:
        clipboard.setImage(qimage)
        return
    data = QMimeData()
    data.setImageData(qimage)
    data.setText(text)
    clipboard.setMimeData(data)


def request_for(
    scene: TableScene,
    what: str,
    *,
    view: QGraphicsView | None = None,
    rect: QRectF | None = None,
    adventurer: str | None = None,
    scale: float = 1.0,
    width: int | None = None,
    caption: bool = True,
    annotations: bool = True,
    code: str | None = None,
) -> ExportRequest:
    """An ExportRequest for ``what`` in {"table", "view", "region", "mat", "map",
    "map_mat"} (the map and one mat); ``code`` goes under the caption."""
    adventurers: tuple[str, ...] | None = None
    parts: tuple[QRectF, ...] = ()
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
    elif what in ("mat", "map_mat"):
        if adventurer is None:
            raise ValueError("a mat export needs an adventurer")
        area = mat_rect(scene, adventurer)
        if what == "map_mat":
            parts = (map_rect(scene), area)
            area = area.united(parts[0])
        adventurers = (adventurer,)
    elif what == "map":
        area, adventurers = map_rect(scene), ()
    else:
        raise ValueError(f"unknown export kind {what!r}")
    return ExportRequest(area, scale, width, caption, annotations, adventurers, code, parts)


def caption_for(scene: TableScene, state: GameState, request: ExportRequest) -> str:
    ids: Sequence[str] | None = request.adventurers
    if ids is None:
        ids = adventurers_in(scene, request.rect)
    return cap.caption_text(state, ids, _labels(scene, request), _shows_map(scene, request.rect))
