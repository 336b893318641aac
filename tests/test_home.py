"""The suite writes nothing into the user's home folder: it runs in a home of its own, which
child processes inherit and Qt's standard locations follow."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import TEST_HOME


def test_the_suite_has_a_home_of_its_own() -> None:
    assert Path.home() == Path(TEST_HOME)
    assert os.environ["XDG_DATA_HOME"].startswith(TEST_HOME)


def test_qt_locations_of_a_child_process_lie_in_the_suite_home() -> None:
    code = (
        "from PySide6.QtCore import QCoreApplication, QStandardPaths as P\n"
        "app = QCoreApplication([])\n"
        "app.setApplicationName('eraboard')\n"
        "for kind in (P.StandardLocation.AppDataLocation, P.StandardLocation.ConfigLocation,"
        " P.StandardLocation.CacheLocation):\n"
        "    print(P.writableLocation(kind))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    places = done.stdout.split()
    assert len(places) == 3
    assert all(place.startswith(TEST_HOME) for place in places), places
