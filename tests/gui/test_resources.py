"""gui/resources_rc.py is committed; it must hold what resources.qrc names today.

The check reads the compiled resources back through Qt rather than comparing rcc's output
byte for byte: each Qt release compresses with its own zstd, so two releases write different
bytes for the same files."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QDir, QDirIterator, QFile, QIODevice

import gui.resources_rc  # noqa: F401  (registers the resources)

ROOT = Path(__file__).resolve().parents[2]
STALE = "gui/resources_rc.py is stale: run `python -m gui.words.i18n`"


def _named_in_qrc() -> list[str]:
    tree = ET.parse(ROOT / "resources.qrc")
    return sorted(
        f"{resource.get('prefix', '/').rstrip('/')}/{file.get('alias') or file.text}"
        for resource in tree.getroot().iter("qresource")
        for file in resource.iter("file")
    )


def _compiled(named: list[str]) -> list[str]:
    """Every file Qt serves under the top folders of ``named`` (Qt and PySide6 register
    resources of their own elsewhere)."""
    found = []
    for top in sorted({"/" + path.split("/")[1] for path in named}):
        walk = QDirIterator(":" + top, QDir.Filter.Files, QDirIterator.IteratorFlag.Subdirectories)
        while walk.hasNext():
            found.append(walk.next()[1:])  # without the leading ":"
    return sorted(found)


def _read(path: str) -> bytes:
    file = QFile(":" + path)
    assert file.open(QIODevice.OpenModeFlag.ReadOnly), path
    try:
        return bytes(file.readAll().data())
    finally:
        file.close()


def test_compiled_resources_hold_the_files_resources_qrc_names() -> None:
    named = _named_in_qrc()
    assert _compiled(named) == named, STALE
    for path in named:
        assert _read(path) == (ROOT / path.lstrip("/")).read_bytes(), f"{path}: {STALE}"
