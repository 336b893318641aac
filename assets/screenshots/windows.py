"""Write the README's pictures of the window: window.png (1600 × 1000), window-small.png
(1024 × 700) and window-fr.png (in French), each the table eraboard opens on
(python assets/screenshots/windows.py; offscreen is fine)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SHOTS = (("window.png", "en", 1600, 1000), ("window-small.png", "en", 1024, 700))
FRENCH = ("window-fr.png", "fr", 1600, 1000)


def main() -> int:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    import gui.resources_rc  # noqa: F401
    from gui.window.main import MainWindow
    from gui.words import i18n
    from rules.setup import delve_state

    app = QApplication.instance() or QApplication([])
    ini = HERE / ".windows-settings.ini"
    for name, language, width, height in (*SHOTS, FRENCH):
        i18n.install(language)
        settings = QSettings(str(ini), QSettings.Format.IniFormat)
        window = MainWindow(delve_state(), settings=settings, seed=7, autosave=False)
        window.scene.animations_enabled = False
        window.resize(width, height)
        window.show()
        window.view.fit()
        app.processEvents()
        window.grab().save(str(HERE / name))
        window.close()
        window.deleteLater()
        app.processEvents()
        ini.unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
