"""PNG files without Qt: a streaming RGB writer with text chunks, and a chunk reader that
finds the game a picture carries without decoding its pixels."""

from __future__ import annotations

import os
import stat
import struct
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL import Image

from board.jsonio import MAX_FILE_BYTES
from gui.files.tempfiles import temp_file

SAVE_KEY = "eraboard-save"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_CHUNK = 64 * 1024 * 1024


class EmbeddedSaveError(ValueError):
    """A picture that does not carry a readable game; the message says why."""


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


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
        # Named so that a later run removes what a killed one left.
        fd, self.tmp = temp_file(self.target.parent or ".", ".png")
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
        try:
            self.out.close()  # may fail again on a full disk: remove the file all the same
        except OSError:
            pass
        finally:
            Path(self.tmp).unlink(missing_ok=True)


def _inflate(data: bytes, place: str) -> bytes:
    inflater = zlib.decompressobj()
    try:
        out = inflater.decompress(data, MAX_FILE_BYTES + 1)
    except zlib.error:
        # zlib's own words ("Error -3 while decompressing data") mean nothing to a player.
        raise EmbeddedSaveError(
            f"the game in this picture is damaged: {place} cannot be unpacked"
        ) from None
    if inflater.unconsumed_tail or len(out) > MAX_FILE_BYTES:
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


#: How an eraboard picture starts: the signature, its header, then the Software chunk.
_OURS = b"tEXtSoftware\x00eraboard"


def written_by_eraboard(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a regular file holding a PNG eraboard wrote (its first chunk
    after the header says so); False for anything else, never waiting on it."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        head = os.read(fd, 64)
    except OSError:
        return False
    finally:
        os.close(fd)
    return head.startswith(PNG_SIGNATURE) and _OURS in head
