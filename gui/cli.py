"""``eraboard render``: a picture of a game without a window or a display.

    eraboard render [SOURCE] -o out.png [--map] [--mat NAME] [--region x,y,w,h]
                    [--scale 2 | --width PX] [--caption/--no-caption] [--code]
                    [--annotations/--no-annotations]

SOURCE is a save (``.json``), a PNG exported by eraboard (its embedded game), a text file
holding a table code, a scenario file, or a scenario name ("delve", the table the app opens
and the default; "demo", three mats without a battle). The PNG written carries the game,
so it opens in eraboard. Exit status: 0 done, 2 bad input (with one sentence on stderr).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from gui.window import system_libraries

# Qt, Pillow, the scene and the rules are imported inside the functions that need them, so
# that ``eraboard render --help`` and a bad argument answer at once.
if TYPE_CHECKING:
    from gui.annotations.model import Annotation
    from gui.files.games import GameFile
    from gui.table.scene import TableScene
    from rules.state import GameState

# Qt, the rules and gui.files.games are imported inside the functions that need them, so that
# `eraboard render --help` and a bad argument answer at once (start-up time).
EXIT_OK = 0
EXIT_BAD_INPUT = 2
#: What ``render`` draws without a source: the table ``eraboard`` opens (rules.setup.delve_state).
APP_TABLE = "delve"


class BadInput(Exception):
    """Input the command cannot use; the message is shown as is."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="eraboard render",
        description="Write a PNG of a game (with its caption and the game embedded).",
        epilog=(
            "scenario names: delve (the table eraboard opens, the default), "
            "demo (three mats, no battle)\n\n"
            "examples:\n"
            "  eraboard render -o table.png\n"
            "  eraboard render demo -o mats.png --scale 2\n"
            "  eraboard render game.eraboard.json -o veyth.png --mat Veyth --width 1200\n"
            "  eraboard render question.png -o part.png --region=-40,0,800,400 --no-caption\n"
            "  eraboard render question.txt -o ask.png --map --mat Veyth --code"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "source",
        nargs="?",
        default=APP_TABLE,
        help="a save, an eraboard PNG or code, a scenario file or a scenario name "
        "(default: the table eraboard opens)",
    )
    parser.add_argument("-o", "--output", required=True, help="the PNG to write")
    parser.add_argument(
        "--map",
        action="store_true",
        help="only the battle map (with --mat NAME: the map and that mat)",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--mat", metavar="NAME", help="only this adventurer's mat (id or name)")
    where.add_argument(
        "--region",
        metavar="X,Y,W,H",
        help="only this rectangle, in table coordinates (write --region=X,Y,W,H if X < 0)",
    )
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--scale", type=float, default=1.0, help="pixels per table unit (1, 2…)")
    size.add_argument("--width", type=int, default=None, metavar="PX", help="picture width")
    _add_contents(parser)
    return parser


def _add_contents(parser: argparse.ArgumentParser) -> None:
    """What goes with the picture: caption, code, annotations, the embedded game."""
    parser.add_argument(
        "--caption",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="the position in words under the picture (default: on)",
    )
    parser.add_argument(
        "--code",
        action=argparse.BooleanOptionalAction,
        default=False,
        help="write the table's text code under the caption (default: off)",
    )
    parser.add_argument(
        "--annotations",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="draw the game's annotations (default: on)",
    )
    parser.add_argument(
        "--embed",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="embed the game in the PNG (default: on)",
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="replace OUTPUT even if it is not a picture eraboard wrote",
    )
    parser.add_argument("--tile", type=int, default=None, help=argparse.SUPPRESS)


def parse_region(text: str) -> tuple[float, float, float, float]:
    try:
        x, y, w, h = (float(part) for part in text.split(","))
    except ValueError:
        raise BadInput(f"--region wants x,y,w,h (four numbers), not {text!r}") from None
    if not all(math.isfinite(v) for v in (x, y, w, h)):
        raise BadInput(f"--region wants four finite numbers, not {text!r}")
    if w <= 0 or h <= 0:
        raise BadInput("--region needs a positive width and height")
    return x, y, w, h


def scenario_names() -> list[str]:
    from rules import setup

    return setup.scenario_names()


def load_source(source: str) -> GameFile:
    """A `gui.files.games.GameFile` from a save, an eraboard PNG, a scenario file or name."""
    from gui.files import games
    from rules import setup

    path = Path(source)
    if path.exists() or path.is_symlink():
        if not path.is_file() and path.suffix == ".json":  # its loader says what is wrong
            return _scenario(setup, path, path.name)
        try:
            return games.open_game_file(str(path))
        except games.GameFileError as error:
            raise BadInput(str(error)) from None
    if path.suffix or "/" in source or "\\" in source:
        raise BadInput(f"{source}: no such file")
    if not setup.scenario_path(source).exists():
        names = ", ".join(scenario_names())
        raise BadInput(f"{source!r} is neither a file nor a scenario name (scenarios: {names})")
    # A shipped scenario that does not load: say why (a broken data file), not "unknown".
    return _scenario(setup, source, source)


def _scenario(setup: ModuleType, source: str | Path, name: str) -> GameFile:
    from gui.files import games
    from rules.save import SavedGame

    try:
        return games.GameFile(SavedGame(setup.load_scenario(source)))
    except ValueError as error:
        raise BadInput(f"{name}: {getattr(error, 'reason', error)}") from None


def _ensure_platform() -> None:
    if "QT_QPA_PLATFORM" in os.environ:
        return
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def build_scene(state: GameState, annotations: Sequence[Annotation] = ()) -> TableScene:
    """A TableScene showing ``state`` (no window), with an annotation layer."""
    from gui.table.scene import TableScene

    scene = TableScene()
    scene.animations_enabled = False
    scene.sync(None, state)
    scene.annotation_layer.set_annotations(tuple(annotations))
    return scene


def render(args: argparse.Namespace) -> tuple[int, int]:
    _ensure_platform()
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "eraboard"])
    import gui.resources_rc  # noqa: F401
    from gui.painting.fonts import load_shipped_fonts

    load_shipped_fonts()
    from gui.export import region as export_region
    from gui.export import render as export_render

    game = load_source(args.source)
    state = game.state
    scene = build_scene(state, game.annotations)
    try:
        kind, adventurer, rect = "map" if args.map else "table", None, None
        if args.mat:
            try:
                adventurer = export_region.find_adventurer(state, args.mat)
            except KeyError as error:
                raise BadInput(str(error.args[0])) from None
            kind = "map_mat" if args.map else "mat"
        elif args.region:
            if args.map:
                raise BadInput("--map and --region cannot go together")
            kind, rect = "region", QRectF(*parse_region(args.region))
        request = export_render.request_for(
            scene,
            kind,
            rect=rect,
            adventurer=adventurer,
            scale=args.scale,
            width=args.width,
            caption=args.caption,
            annotations=args.annotations,
            code=_code(game) if args.code else None,
        )
        export_render.picture_size(request)
    except ValueError as error:
        raise BadInput(str(error)) from None
    text = _embedded(game) if args.embed else None
    out = _output(args.output, args.force)
    size = export_render.export_png(
        out, scene, state, request, text, tile=args.tile or export_region.TILE
    )
    scene.clear()
    del app
    return size


def _code(game: GameFile) -> str:
    """The table's text code, for under the caption."""
    from gui.files.codes import code_of_file

    try:
        return code_of_file(game)
    except ValueError as error:
        raise BadInput(str(error)) from None


def _embedded(game: GameFile) -> str:
    """The game text to embed; BadInput for a game no loader would read back."""
    from gui.files import games

    try:
        return games.game_text(game.state, game.actions, game.annotations, game.start)
    except ValueError as error:
        raise BadInput(str(error)) from None


def _output(path: str, force: bool = False) -> Path:
    """The picture's path, in an existing folder rid of what killed renders left there; a
    file there that is not a picture eraboard wrote (a save named by mistake) is replaced
    only with ``force``."""
    from gui.files import games, png

    out = Path(path)
    if not out.parent.is_dir():
        raise BadInput(f"{out.parent}: no such folder")
    if os.path.lexists(out) and not force and not png.written_by_eraboard(out):
        raise BadInput(
            f"{out}: this file is not a picture eraboard wrote, so it is left as it is "
            "(name another output file, or add --force to replace it)"
        )
    games.clean_stale_temp_files(out.parent)
    return out


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    system_libraries.ensure_qt_libraries()  # before Qt: name every missing system library
    try:
        width, height = render(args)
    except BadInput as error:
        print(f"eraboard render: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as error:
        from gui.files import games

        print(f"eraboard render: {args.output}: {games.describe_os_error(error)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"{args.output}: {width} × {height} px")
    return EXIT_OK
