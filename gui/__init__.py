"""eraboard: gui layer.

Importing it first lets ``dataclasses`` take the methods of our classes compiled once
(gui/precompiled.py): every entry point (the window, ``eraboard render``, the tests) comes
through here before any class of board, rules or gui is made.

It also tells PySide6 in advance which of our modules use Qt, so that it does not read each
one's source as it is imported (gui/feature_check.py).
"""

from gui import feature_check as _feature_check

_feature_check.install()  # first: it answers for the imports that follow

from gui import precompiled as _precompiled  # noqa: E402

_precompiled.install()
