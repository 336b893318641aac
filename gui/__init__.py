"""eraboard: gui layer.

Importing it first lets ``dataclasses`` take the methods of our classes compiled once
(gui/precompiled.py): every entry point (the window, ``eraboard render``, the tests) comes
through here before any class of board, rules or gui is made.
"""

from gui import precompiled as _precompiled

_precompiled.install()
