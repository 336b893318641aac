"""The ``eraboard`` command's launcher: it makes eraboard's own packages the ones imported,
then opens the table (``gui.app.main``).

eraboard's code imports its packages by their short names (``gui``, ``rules``, ``board``, and
``assets`` for the data). Installed, they live inside one ``eraboard`` folder, never at the top
of site-packages, so they cannot collide with another project's ``rules`` or ``gui`` in the
same environment; this file is that folder's ``__init__.py`` (setup.py puts it there), and
:func:`main` puts the folder first on ``sys.path`` for eraboard's own process only. Importing
this package changes nothing. In a checkout, or an editable install, this file sits at the top
of the tree beside the packages, and the same line finds them there.

See docs/developers.md, "Installed layout".
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The folder holding gui/, rules/, board/ and assets/.
HOME = str(Path(__file__).resolve().parent)


def use_own_packages() -> None:
    """Put eraboard's folder first on ``sys.path``, so ``import rules`` finds eraboard's."""
    if sys.path[:1] != [HOME]:
        sys.path.insert(0, HOME)


def main() -> int:
    """The ``eraboard`` command: ``eraboard [FILE]``, ``eraboard render …``, ``--version``."""
    use_own_packages()
    from gui.app import main as open_table

    return open_table()


if __name__ == "__main__":
    raise SystemExit(main())
