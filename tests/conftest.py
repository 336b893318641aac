"""Test configuration shared by the whole suite.

The GUI tests run without a display: Qt's offscreen platform is chosen here, before
pytest-qt creates the QApplication. The suite has a home of its own, so that nothing it
runs (the app, its child processes, Qt's test mode) writes into the user's home folder.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep settings, autosaves and caches of test runs away from the user's own.
os.environ.setdefault("ERABOARD_TEST", "1")

#: The home folder of this test run; child processes inherit it.
TEST_HOME = tempfile.mkdtemp(prefix="eraboard-test-home-")
atexit.register(shutil.rmtree, TEST_HOME, ignore_errors=True)
os.environ["HOME"] = TEST_HOME
for variable, folder in (
    ("XDG_CONFIG_HOME", ".config"),
    ("XDG_DATA_HOME", ".local/share"),
    ("XDG_CACHE_HOME", ".cache"),
    ("XDG_STATE_HOME", ".local/state"),
):
    os.environ[variable] = os.path.join(TEST_HOME, folder)
