"""The pictures' and annotations' commands, declared as data: File > Export Picture and the
Annotate menu.

What each command does is the picture tools' business (`gui.export.exporting`); the window
wires each to its method. The texts keep the translation context of those tools'
actions ("ScreenshotTools").
"""

from __future__ import annotations

from gui.export.exporting import ANNOTATIONS_SETTING, CAPTION_SETTING, CODE_SETTING, SIZE_SETTING
from gui.window.command import Command, Submenu
from gui.words.i18n import QT_TRANSLATE_NOOP

CONTEXT = "ScreenshotTools"
SIZE_GROUP = "picture_size"
MODE_GROUP = "annotation_mode"


def _command(name: str, text: str, tip: str, *keys: str) -> Command:
    return Command(name, text, keys, tip, context=CONTEXT)


def _size(name: str, size: str, text: str, tip: str, checked: bool = False) -> Command:
    """A choice of the pictures' size, kept in the settings by its ``size``."""
    return Command(
        name,
        text,
        (),
        tip,
        checkable=True,
        context=CONTEXT,
        checked=checked,
        setting=SIZE_SETTING,
        group=SIZE_GROUP,
        data=size,
    )


def _mode(number: int, mode: str, text: str, tip: str) -> Command:
    """The annotation tool's mode ``mode``, on Alt and its number."""
    keys = (f"Alt+{number}",)
    return Command(
        f"mode_{mode}",
        text,
        keys,
        tip,
        checkable=True,
        context=CONTEXT,
        group=MODE_GROUP,
        optional=True,  # a click on the mode in use puts the tool down
        data=mode,
    )


_EXPORT_COMMANDS: tuple[Command, ...] = (
    _command(
        "export_table",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export &Table Picture…"),
        QT_TRANSLATE_NOOP(
            "ScreenshotTools", "A PNG of the whole table, with its caption and the game inside"
        ),
        "Ctrl+Shift+E",
    ),
    _command(
        "export_view",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export &View Picture…"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "A PNG of what the window shows now"),
        "Ctrl+Shift+V",
    ),
    _command(
        "export_region",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export &Region Picture…"),
        QT_TRANSLATE_NOOP(
            "ScreenshotTools", "Drag a rectangle on the table, then save it as a PNG"
        ),
        "Ctrl+Shift+R",
    ),
    _command(
        "export_mat",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export &Mat Picture…"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "A PNG of the selected adventurer's mat"),
        "Ctrl+Shift+M",
    ),
    _command(
        "export_map",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export Map Pict&ure…"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "A PNG of the battle map and its chips"),
    ),
    _command(
        "export_map_mat",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export Map a&nd Mat Picture…"),
        QT_TRANSLATE_NOOP(
            "ScreenshotTools", "A PNG of the battle map and the selected adventurer's mat"
        ),
    ),
    _command(
        "copy",
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Copy Picture"),
        QT_TRANSLATE_NOOP(
            "ScreenshotTools",
            "Copy a picture of the table (or of the last kind exported) to the clipboard",
        ),
        "Ctrl+Shift+C",
    ),
    _command(
        "copy_region",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Copy Re&gion Picture"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Drag a rectangle on the table and copy its picture"),
    ),
    _size(
        "size_1",
        "1",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Size &1×"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "One pixel per table unit"),
        checked=True,
    ),
    _size(
        "size_2",
        "2",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Size &2×"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Two pixels per table unit"),
    ),
    _size(
        "size_width",
        "width",
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Width…"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Choose the picture's width"),
    ),
    Command(
        "caption",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Include Ca&ption"),
        (),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Put the position in words under exported pictures"),
        checkable=True,
        context=CONTEXT,
        checked=True,
        setting=CAPTION_SETTING,
    ),
    Command(
        "include_code",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Include Text C&ode"),
        (),
        QT_TRANSLATE_NOOP(
            "ScreenshotTools",
            "Write the table's text code under the caption: the picture alone opens the table",
        ),
        checkable=True,
        context=CONTEXT,
        checked=False,
        setting=CODE_SETTING,
    ),
    Command(
        "include_annotations",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Include &Annotations"),
        (),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Draw the annotations in exported pictures"),
        checkable=True,
        context=CONTEXT,
        checked=True,
        setting=ANNOTATIONS_SETTING,
    ),
)

_ANNOTATE_COMMANDS: tuple[Command, ...] = (
    _mode(
        1,
        "arrow",
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Arrow"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Drag from the tail to the head"),
    ),
    _mode(
        2,
        "marker",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Numbered &Marker"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Click to place the next number"),
    ),
    _mode(
        3,
        "hex",
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Hex Highlight"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Click a hex to highlight it"),
    ),
    _mode(
        4,
        "area",
        QT_TRANSLATE_NOOP("ScreenshotTools", "A&rea Highlight"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Drag a rectangle"),
    ),
    _mode(
        5,
        "label",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Text &Label"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Click, then type a short text"),
    ),
    _mode(
        6,
        "erase",
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Erase Annotation"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Click an annotation to remove it"),
    ),
    _command(
        "stop_annotating",
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Stop Annotating"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Give the mouse back to the table (Esc, right click)"),
    ),
    _command(
        "clear_annotations",
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Clear Annotations"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Remove every annotation (undoable)"),
    ),
    Command(
        "show_annotations",
        QT_TRANSLATE_NOOP("ScreenshotTools", "Show A&nnotations"),
        (),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Show or hide the annotations on the table"),
        checkable=True,
        context=CONTEXT,
        checked=True,
    ),
)
PICTURE_COMMANDS = (*_EXPORT_COMMANDS, *_ANNOTATE_COMMANDS)
#: The pictures Export Picture saves straight away, each its ``export_<kind>`` command.
EXPORT_KINDS = ("table", "view", "mat", "map", "map_mat")
SIZES = tuple(c.data for c in _EXPORT_COMMANDS if c.group == SIZE_GROUP)
MODES = tuple(c.data for c in _ANNOTATE_COMMANDS if c.group == MODE_GROUP)

EXPORT_MENU = Submenu(
    QT_TRANSLATE_NOOP("ScreenshotTools", "E&xport Picture"),
    (
        *("export_table", "export_view", "export_region", "export_mat", "export_map"),
        *("export_map_mat", None, "copy", "copy_region", "copy_code", None),
        *("size_1", "size_2", "size_width", None, "caption", "include_code"),
        "include_annotations",
    ),
    CONTEXT,
)
ANNOTATE_MENU = Submenu(
    QT_TRANSLATE_NOOP("ScreenshotTools", "A&nnotate"),
    (
        *(f"mode_{mode}" for mode in MODES),
        *("stop_annotating", None, "show_annotations", "clear_annotations"),
    ),
    CONTEXT,
)
