"""Entry point of the ``eraboard`` command."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Open the table on the built-in demo (the window is being built)."""
    args = sys.argv[1:] if argv is None else argv
    del args
    print("eraboard: the table window is not built yet.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
