"""Why a file could not be used, in words and in the player's language."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from board.jsonio import read_bounded
from gui.words import i18n
from gui.words.file_errors import describe_os_error


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EACCES, "may not be used"),
        (errno.EROFS, "read-only"),
        (errno.ENOENT, "does not exist"),
        (errno.EISDIR, "a folder, not a file"),
        (errno.ENOTDIR, "is a file, not a folder"),
        (errno.ENAMETOOLONG, "too long"),
    ],
)
def test_common_failures_are_put_in_words(qapp, code: int, words: str) -> None:  # type: ignore[no-untyped-def]
    assert words in describe_os_error(OSError(code, "system text"))


def test_other_failures_keep_the_system_s_words(qapp) -> None:  # type: ignore[no-untyped-def]
    assert describe_os_error(OSError(errno.EIO, "Input/output error")) == "input/output error"


def test_a_file_that_cannot_be_read_is_said_in_french_too(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError) as caught:
        read_bounded(tmp_path)  # a folder
    folder = caught.value
    try:
        i18n.install("fr")
        assert describe_os_error(folder) == "c'est un dossier, pas un fichier"
        assert describe_os_error(OSError(errno.ENOSPC, "x")) == "le disque est plein"
    finally:
        i18n.install("en")
    assert describe_os_error(folder) == "this is a folder, not a file"
