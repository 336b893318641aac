"""eraboard's shipped data: tiles, scenarios, skill-line examples, the overland map, the
glossary, translations, icons and fonts.

A package only so the import system finds this folder wherever eraboard runs (a checkout, an
installed wheel, the player's bundle): the code reads it through
``importlib.resources.files("assets")`` (``board.tiles.ASSETS``) or through the Qt resources
compiled from ``resources.qrc``, never through a path computed from its own file.
"""
