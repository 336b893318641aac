"""Write enemy-turn.png: the demo delve at the Hollow Warden's turn, its move tied between two
end hexes lit for the party (python assets/screenshots/enemy_turn.py; offscreen is fine)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def main() -> int:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    import gui.resources_rc  # noqa: F401
    from board.hexes import Hex
    from gui.window.main import MainWindow
    from rules.actions import EndTurn, ForceMoveUnit, TakeTurn
    from rules.setup import delve_state

    app = QApplication.instance() or QApplication([])
    settings = QSettings(str(HERE / ".enemy-turn-settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(delve_state(), settings=settings, seed=7, autosave=False)
    window.scene.animations_enabled = False
    window.resize(1600, 1000)
    window.show()
    setup = (ForceMoveUnit("warden", Hex(-3, -5)), EndTurn(), EndTurn(), TakeTurn("oswin"))
    for action in (*setup, EndTurn(), EndTurn(), EndTurn()):
        window.session.submit(action)
    window.view.fit()
    app.processEvents()
    window.battle_controls.enemies.play_turn()
    app.processEvents()
    window.grab().save(str(HERE / "enemy-turn.png"))
    window.session.undo_stack.setClean()  # nothing to save: close without asking
    window.close()
    (HERE / ".enemy-turn-settings.ini").unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
