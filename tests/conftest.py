"""Test configuration shared by the whole suite.

The GUI tests run without a display: Qt's offscreen platform is chosen here, before
pytest-qt creates the QApplication.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep settings, autosaves and caches of test runs away from the user's own.
os.environ.setdefault("ERABOARD_TEST", "1")
