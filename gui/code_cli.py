"""``eraboard code``: print the text code of a game without opening the window.

    eraboard code SOURCE [--history]

SOURCE is a save (``.json``), a PNG exported by eraboard (its embedded game), a scenario
file or name, or a text file holding a code. The code goes to standard output, ready to
paste in a forum post; ``eraboard FILE.txt`` or Edit > Paste opens it. Exit status: 0 done,
2 bad input (with one sentence on stderr).
"""

from __future__ import annotations

import argparse
import sys

EXIT_OK = 0
EXIT_BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="eraboard code",
        description="Print a game's text code: plain ASCII lines to paste in a forum post.",
        epilog=(
            "examples:\n"
            "  eraboard code delve\n"
            "  eraboard code game.eraboard.json --history > question.txt\n"
            "  eraboard code question.png"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "source", help="a save, an eraboard PNG, a scenario file or name, or a code file"
    )
    parser.add_argument(
        "--history",
        action="store_true",
        help="include the game's history (its actions and where they start)",
    )
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    # Imported now: ``eraboard code --help`` answers at once.
    from gui.cli import BadInput, load_source
    from gui.files.codes import code_of_file

    try:
        code = code_of_file(load_source(args.source), history=args.history)
    except BadInput as error:
        print(f"eraboard code: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except ValueError as error:  # a game no loader would read back (too big)
        print(f"eraboard code: {args.source}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    sys.stdout.write(code)
    return EXIT_OK
