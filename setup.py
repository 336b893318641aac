"""The installed layout: eraboard's packages and data go inside one ``eraboard`` folder.

In the repository ``gui/``, ``rules/``, ``board/`` and ``assets/`` sit at the top, and an
editable install (``pip install -e .``) puts the checkout on ``sys.path`` as it is. A wheel
instead holds them under ``eraboard/``, with the launcher ``eraboard.py`` as that folder's
``__init__.py``: nothing of eraboard's lands at the top of site-packages but the ``eraboard``
package, so another project's ``gui``, ``rules`` or ``board`` is never shadowed or overwritten.
The launcher puts the folder first on ``sys.path`` when the ``eraboard`` command starts.
Everything else about the distribution is declared in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HOME = "eraboard"
LAUNCHER = "eraboard.py"
PACKAGES = ("gui", "rules", "board", "assets")


class BuildIntoHome(build_py):
    """Build the packages as usual, then move them (and the launcher) into ``eraboard/``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install uses the checkout's own layout
        lib = Path(self.build_lib)
        home = lib / HOME
        home.mkdir(exist_ok=True)
        for name in PACKAGES:
            shutil.rmtree(home / name, ignore_errors=True)  # from an earlier build
            (lib / name).rename(home / name)
        (lib / LAUNCHER).replace(home / "__init__.py")


setup(cmdclass={"build_py": BuildIntoHome})
