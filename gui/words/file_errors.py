"""Why a file could not be read or written, in the player's words and language: "the disk
is full" rather than an error number. Called from the autosave's worker thread too
(`QCoreApplication.translate` is thread-safe)."""

from __future__ import annotations

import errno

from board.errors import DataFileError
from gui.words.i18n import tr

_FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))
_REFUSED = (errno.EACCES, errno.EPERM, errno.EROFS)


def describe_os_error(error: BaseException) -> str:
    """A lower-case phrase for a failed read or write, to follow "Could not save: "."""
    if isinstance(error, OSError):
        if error.errno in _FULL:
            return tr("the disk is full")
        if error.errno in _REFUSED:
            return tr("this file or folder may not be used (no permission, or read-only)")
        if error.errno == errno.ENOENT:
            return tr("the file or folder does not exist (any more)")
        if error.errno == errno.EISDIR:
            return tr("this is a folder, not a file")
        if error.errno == errno.ENOTDIR:
            return tr("a part of the path is a file, not a folder")
        if error.errno == errno.ENAMETOOLONG:
            return tr("the name is too long for this disk")
        if error.strerror:  # the system's words
            return error.strerror[0].lower() + error.strerror[1:]
    if isinstance(error, DataFileError):
        return describe_data_error(error)
    return str(error) or type(error).__name__


def describe_data_error(error: DataFileError) -> str:
    """Why a file could not be read: in words for a missing or unusable file; for a file
    that is there but wrong inside, where and what (for whoever edits it), as the loader
    said it."""
    said = {
        "file_missing": lambda: tr("the file does not exist (any more)"),
        "file_is_folder": lambda: tr("this is a folder, not a file"),
        "file_special": lambda: tr("this is not a file but a device, a pipe or a socket"),
        "file_unreadable": lambda: tr("this file cannot be read (no permission, or a disk error)"),
    }.get(error.code)
    return said() if said is not None else error.reason
