"""Entry point of the ``eraboard`` command: ``eraboard [GAME_FILE]`` opens the table;
``eraboard render …`` writes a picture of a game without a window (gui/cli.py)."""

from __future__ import annotations

import argparse
import os
import sys

from gui import platform

COMMANDS = """\
commands:
  eraboard [FILE]             open the table: a save, an eraboard PNG, or (no FILE) the
                              demo delve, a battle in progress on three mats
  eraboard render [SOURCE] -o OUT.png [options]
                              write a picture of a game without a window; SOURCE is a
                              save, an eraboard PNG, a scenario file or a scenario name
                              (default: the table eraboard opens); see
                              eraboard render --help

scenario names: delve (the table eraboard opens), demo (three mats, no battle)

examples:
  eraboard                              the demo table
  eraboard game.eraboard.json           a saved game
  eraboard render -o table.png          the demo table as a picture
  eraboard render demo -o mats.png --scale 2
  eraboard render game.eraboard.json -o veyth.png --mat Veyth
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="eraboard",
        description="A virtual table for solo games of Betrayal of the Second Era.",
        epilog=COMMANDS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("file", nargs="?", help="a saved game to open (default: the demo table)")
    parser.add_argument("--seed", type=int, default=None, help="seed for the dice roller")
    parser.add_argument(
        "--quit-after",
        type=int,
        default=None,
        metavar="MS",
        help=argparse.SUPPRESS,  # for smoke tests: close the window after MS milliseconds
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Open the table on the built-in demo (or the given game file)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["render"]:  # ``eraboard render …``: a picture, no window (gui/cli.py)
        from gui.cli import main as render_main

        return render_main(argv[1:])
    args = build_parser().parse_args(argv)

    platform.ensure_display_libraries()  # before Qt: name every missing system library
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication

    import gui.resources_rc  # noqa: F401  (registers the :/ resources)

    QCoreApplication.setOrganizationName("eraboard")
    QCoreApplication.setApplicationName("eraboard")
    if os.environ.get("ERABOARD_TEST"):
        QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication(sys.argv[:1])

    from gui.window.main import MainWindow
    from rules.setup import delve_state

    settings = QSettings()
    from gui import i18n

    i18n.install(i18n.wanted_language(settings))
    window = MainWindow(delve_state(), settings=settings, seed=args.seed)
    if args.file:
        window.open_path(args.file)
    elif args.quit_after is None:
        window.offer_autosave_restore()
    window.show()
    if args.quit_after is not None:
        QTimer.singleShot(args.quit_after, window.close)
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
