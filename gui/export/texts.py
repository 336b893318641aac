"""The words of the picture and annotation actions (text, tooltip), kept apart from the
code that makes them. The translation context is the tools' class name."""

from __future__ import annotations

from gui.words.i18n import QT_TRANSLATE_NOOP

# The texts of the tools' actions (text, tooltip), by action key; translated at build time.
TEXTS: dict[str, tuple[str, str]] = {
    "export_table": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export &Table Picture…"),
        QT_TRANSLATE_NOOP(
            "ScreenshotTools", "A PNG of the whole table, with its caption and the game inside"
        ),
    ),
    "export_view": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export &View Picture…"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "A PNG of what the window shows now"),
    ),
    "export_region": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export &Region Picture…"),
        QT_TRANSLATE_NOOP(
            "ScreenshotTools", "Drag a rectangle on the table, then save it as a PNG"
        ),
    ),
    "export_mat": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Export &Mat Picture…"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "A PNG of the selected adventurer's mat"),
    ),
    "copy": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Copy Picture"),
        QT_TRANSLATE_NOOP(
            "ScreenshotTools",
            "Copy a picture of the table (or of the last kind exported) to the clipboard",
        ),
    ),
    "copy_region": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Copy Re&gion Picture"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Drag a rectangle on the table and copy its picture"),
    ),
    "caption": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Include Ca&ption"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Put the position in words under exported pictures"),
    ),
    "include_annotations": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Include &Annotations"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Draw the annotations in exported pictures"),
    ),
    "size_1": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Size &1×"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "One pixel per table unit"),
    ),
    "size_2": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Size &2×"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Two pixels per table unit"),
    ),
    "size_width": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Width…"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Choose the picture's width"),
    ),
    "mode_arrow": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Arrow"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Drag from the tail to the head"),
    ),
    "mode_marker": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Numbered &Marker"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Click to place the next number"),
    ),
    "mode_hex": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Hex Highlight"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Click a hex to highlight it"),
    ),
    "mode_area": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "A&rea Highlight"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Drag a rectangle"),
    ),
    "mode_label": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Text &Label"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Click, then type a short text"),
    ),
    "mode_erase": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Erase Annotation"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Click an annotation to remove it"),
    ),
    "stop_annotating": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Stop Annotating"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Give the mouse back to the table (Esc, right click)"),
    ),
    "clear_annotations": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "&Clear Annotations"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Remove every annotation (undoable)"),
    ),
    "show_annotations": (
        QT_TRANSLATE_NOOP("ScreenshotTools", "Show A&nnotations"),
        QT_TRANSLATE_NOOP("ScreenshotTools", "Show or hide the annotations on the table"),
    ),
}
