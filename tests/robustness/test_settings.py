"""A settings file a player or another program edited, however badly, never stops the app
from starting or hangs it: each bad value falls back to its default, with a note in the log."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gui.files.settings import (
    language_setting,
    setting_bytes,
    setting_choice,
    setting_flag,
    setting_int,
    setting_text,
    setting_texts,
)

ROOT = Path(__file__).resolve().parents[2]

HOSTILE = r"""[General]
ui\language=1000000000

[tools]
range=far

[export]
size=width
width=1000000000
caption=@Variant(\0\0\0\x7f\0\0\0\x10garbage)
annotations=maybe
last_dir=@ByteArray(\0\0)

[files]
recent=@Rect(1 2 3)
last_dir=@Variant(\xff\xff\xff\xff)

[window]
geometry=1000000000
state=@ByteArray(not a state)
"""


def _settings(tmp_path: Path, text: str) -> QSettings:
    path = tmp_path / "eraboard.conf"
    path.write_text(text, "utf-8")
    return QSettings(str(path), QSettings.Format.IniFormat)


# Qt itself warns of the values it cannot read at all.
@pytest.mark.qt_log_ignore("QVariant::load", "invalid type")
def test_every_bad_value_falls_back_to_its_default_with_a_note(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings = _settings(tmp_path, HOSTILE)
    with caplog.at_level(logging.WARNING):
        assert setting_int(settings, "tools/range", 3, 0, 30) == 3
        assert setting_int(settings, "export/width", 1920, 64, 16384) == 1920
        assert setting_flag(settings, "export/caption", True) is True
        assert setting_flag(settings, "export/annotations", False) is False
        assert setting_text(settings, "files/last_dir") == ""
        assert setting_texts(settings, "files/recent") == ["@Rect(1 2 3)"]
        assert setting_bytes(settings, "window/geometry") is None
        assert language_setting(settings) == "system"
        assert setting_choice(settings, "export/size", "1", ("1", "2", "width")) == "width"
    noted = caplog.text
    for key in ("tools/range", "export/width", "export/annotations", "window/geometry"):
        assert f"setting {key}" in noted


def test_good_values_are_read_as_written(tmp_path: Path) -> None:
    settings = _settings(tmp_path, "")
    settings.setValue("tools/range", 7)
    settings.setValue("export/caption", False)
    settings.setValue("files/recent", ["/a", "/b"])
    settings.setValue("files/last_dir", "/home/x")
    settings.sync()
    again = QSettings(settings.fileName(), QSettings.Format.IniFormat)
    assert setting_int(again, "tools/range", 3, 0, 30) == 7
    assert setting_flag(again, "export/caption", True) is False
    assert setting_texts(again, "files/recent") == ["/a", "/b"]
    assert setting_text(again, "files/last_dir") == "/home/x"


def test_the_app_starts_and_quits_on_a_hostile_settings_file(tmp_path: Path) -> None:
    # Qt's test mode keeps the settings under ~/.qttest.
    config = tmp_path / ".qttest" / "config" / "eraboard"
    config.mkdir(parents=True)
    (config / "eraboard.conf").write_text(HOSTILE, "utf-8")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ERABOARD_TEST="1",
        HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "data"),
        PYTHONPATH=str(ROOT),
    )
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--quit-after", "1500"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,  # a hang fails here
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    assert "setting tools/range" in result.stderr
