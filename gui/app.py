"""Entry point of the ``eraboard`` command: ``eraboard [GAME_FILE]`` opens the table;
``eraboard render …`` writes a picture of a game without a window (gui/cli.py); ``eraboard
code …`` prints its text code (gui/code_cli.py)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from gui import app_version
from gui.window import system_libraries

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from gui.window.main import MainWindow
    from rules.state import GameState

COMMANDS = """\
commands:
  eraboard [FILE]             open the table: a save, an eraboard PNG, a scenario file
                              (a fresh game, saved elsewhere), or (no FILE) the demo
                              delve, a battle in progress on three mats
  eraboard render [SOURCE] -o OUT.png [options]
                              write a picture of a game without a window; SOURCE is a
                              save, an eraboard PNG, a scenario file or a scenario name
                              (default: the table eraboard opens); see
                              eraboard render --help
  eraboard code SOURCE [--history]
                              print a game's text code, to paste in a forum post;
                              eraboard FILE.txt or Edit > Paste opens it

scenario names: delve (the table eraboard opens), demo (three mats, no battle)

examples:
  eraboard                              the demo table
  eraboard game.eraboard.json           a saved game
  eraboard render -o table.png          the demo table as a picture
  eraboard render demo -o mats.png --scale 2
  eraboard render game.eraboard.json -o veyth.png --mat Veyth
  eraboard code game.eraboard.json > question.txt
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="eraboard",
        description="A virtual table for solo games of Betrayal of the Second Era.",
        epilog=COMMANDS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "file", nargs="?", help="a saved game or a code to open (default: the demo table)"
    )
    parser.add_argument("--seed", type=int, default=None, help="seed for the dice roller")
    parser.add_argument("--version", action="version", version=f"eraboard {app_version()}")
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
    if argv[:1] == ["code"]:  # ``eraboard code …``: a game's text code (gui/code_cli.py)
        from gui.code_cli import main as code_main

        return code_main(argv[1:])
    args = build_parser().parse_args(argv)

    system_libraries.ensure_display_libraries()  # before Qt: name every missing system library
    return _open_table(args)


def _open_table(args: argparse.Namespace) -> int:
    """Qt, the window and the rules are imported only now, after the arguments are read,
    so that ``eraboard --help`` answers at once."""
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication

    import gui.resources_rc  # noqa: F401  (registers the :/ resources)

    QCoreApplication.setOrganizationName("eraboard")
    QCoreApplication.setApplicationName("eraboard")
    if os.environ.get("ERABOARD_TEST"):
        QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from gui.painting.fonts import load_shipped_fonts

    load_shipped_fonts()
    from gui.files.settings import language_setting
    from gui.window.firstframe import AfterFirstFrame
    from gui.window.main import MainWindow
    from gui.words import i18n

    settings = QSettings()
    i18n.install(i18n.wanted_language(language_setting(settings)))
    state, problems = first_state()
    # The autosave starts with the chores below: no action can come before the first frame.
    window = MainWindow(state, settings=settings, seed=args.seed, autosave=False)
    from gui.window import crash

    crash.install(window)  # the real start-up only: under tests a slot's exception fails
    offer = not args.file and args.quit_after is None
    AfterFirstFrame(window.view.viewport(), lambda: _once_shown(window, settings, offer))
    window.show()
    _tell(window, problems)  # the window is open; now say, in words, what is wrong
    if args.file:
        window.open_path(args.file)
    elif offer:  # the game the player had open last time, not the demo
        from gui.window.filing import last_open

        last = last_open(settings)
        if last is not None:
            window.open_path(last)
    if args.quit_after is not None:
        QTimer.singleShot(args.quit_after, QApplication.closeAllWindows)
    return int(app.exec())


def first_state() -> tuple[GameState, list[str]]:
    """The table to open on: the demo delve, or, when a data file a user may have edited
    (tiles, overland map, a scenario) is broken, the best that still loads, with sentences
    saying what is wrong. Never raises: the window always opens."""
    from PySide6.QtCore import QCoreApplication

    from rules import setup
    from rules.errors import DataFileError
    from rules.setup import load_scenario, scenario_from_data
    from rules.state import GameState

    problems: list[str] = []
    for name in ("delve", "demo"):
        try:
            return load_scenario(name), problems
        except DataFileError as error:
            text = QCoreApplication.translate("app", "The {name} table cannot be set up: {why}")
            problems.append(text.format(name=name, why=error))
    try:  # the demo's adventurers without its map sections, if those are what is broken
        data = json.loads((setup.SCENARIO_DIR / "demo.json").read_text("utf-8"))
        for key in ("overland", "battle"):
            data.pop(key, None)
        return scenario_from_data(data, "demo.json"), problems
    except (OSError, ValueError):
        return GameState(dice={}, adventurers=()), problems


def _once_shown(window: MainWindow, settings: QSettings, offer_restore: bool) -> None:
    """What start-up leaves until the table is on screen: this instance's autosave, the
    editors' drafts and the autosaves a crash left, the sweep of stale temporary files."""
    from gui.words.retranslated import say

    window.autosave_enabled = True
    if window.filing.problem:
        say(window, window.filing.problem)
        _tell(window, [window.filing.problem()])
    window.campaign.offer_drafts()
    _clean_temp_files(settings)
    if offer_restore:
        window.offer_autosave_restore()
        from gui.window.menus import offer_getting_started

        offer_getting_started(window, settings)


def _tell(window: MainWindow, problems: list[str]) -> None:
    """A warning over the window, which stays usable, naming what is wrong."""
    from PySide6.QtWidgets import QMessageBox

    if problems:
        box = QMessageBox(QMessageBox.Icon.Warning, "eraboard", "\n\n".join(problems))
        box.setParent(window, box.windowFlags())
        box.open()


def _clean_temp_files(settings: QSettings) -> None:
    """Remove the temporary files killed runs of ours left where we write: the folders of
    our own data, the last ones the player chose, and every other one a writer listed."""
    from gui.files import tempfiles
    from gui.files.settings import setting_text

    data = tempfiles.app_data_dir()
    folders = [data / "autosaves", data / "library", data / "library" / "drafts"]
    for key in ("files/last_dir", "export/last_dir"):
        if last := setting_text(settings, key):
            folders.append(Path(last))
    tempfiles.sweep(folders)


if __name__ == "__main__":
    raise SystemExit(main())
