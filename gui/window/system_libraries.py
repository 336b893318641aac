"""Before the first window on Linux: can Qt's xcb platform plugin load?

When a library the plugin needs is missing, Qt prints only its first complaint
("xcb-cursor0 or libxcb-cursor0 is needed…") and aborts, although several may be missing.
This module asks the dynamic linker (``ldd``, or ``ctypes`` when there is no ``ldd``) for
every missing library *before* a QApplication exists, and says which Debian/Ubuntu
packages bring them. It imports no Qt module: loading QtGui would already need some of them.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Callable, Iterable, Mapping
from importlib.util import find_spec
from pathlib import Path

#: Shared libraries the PySide6 wheel does not bundle, with the Debian 12 / Ubuntu package
#: that ships each (``dpkg -S``). Found with ``ldd`` on QtCore, QtGui, QtWidgets and the xcb
#: plugin inside a ``debootstrap --variant=minbase bookworm`` image.
PACKAGES: Mapping[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
}
#: Not a library the linker asks for, but without a font Qt draws no text at all.
FONT_PACKAGE = "fontconfig fonts-dejavu-core"
#: The one line the README gives (every package above, once, in a stable order).
APT_LINE = "sudo apt-get install " + " ".join(
    [*sorted(set(PACKAGES.values())), *FONT_PACKAGE.split()]
)
EXIT_MISSING_LIBRARIES = 1
EXIT_NO_DISPLAY = 1
_XCB_NEEDS = "eraboard cannot open its window: Qt's X11 (xcb) platform plugin needs"
_QT_NEEDS = "eraboard cannot draw: Qt needs"
NO_DISPLAY = (
    "eraboard cannot open its window: no display was found (DISPLAY is not set), so start "
    "it from a desktop session, or write a picture without a window with eraboard render."
)

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)
# The loader's message names the library by its bare soname ("libxcb.so.1: cannot open…");
# a path in front of the name is the plugin itself, missing, not one of its libraries.
_CANNOT_OPEN = re.compile(r"(?:^|\s)([^\s/]+\.so[.\d]*): cannot open shared object file")


def wants_xcb(environ: Mapping[str, str] | None = None, platform: str | None = None) -> bool:
    """True when Qt is going to pick its xcb (X11) plugin: Linux, and no other platform asked
    for (QT_QPA_PLATFORM) nor a Wayland session Qt would prefer."""
    env = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen == "xcb"
    wayland = env.get("WAYLAND_DISPLAY") and env.get("XDG_SESSION_TYPE") == "wayland"
    return not wayland


def xcb_plugin() -> Path | None:
    """The xcb platform plugin inside the installed PySide6 (found without importing Qt)."""
    spec = find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        plugin = Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def not_found_in(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` reports as 'not found', once each, in the order it names them."""
    return list(dict.fromkeys(_NOT_FOUND.findall(ldd_output)))


def _ldd(path: Path) -> str | None:
    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    # Imported here: only the xcb check runs a program.
    import subprocess

    try:
        done = subprocess.run(
            [ldd, str(path)], capture_output=True, text=True, timeout=20, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout + done.stderr


def _dlopen_missing(path: Path) -> list[str]:
    """Without ``ldd`` the loader names only the first library it misses."""
    # Imported here: only this fallback loads libraries by hand.
    import ctypes

    try:
        ctypes.CDLL(str(path))
    except OSError as error:
        # The player's bundle (PyInstaller) raises its own error from the loader's.
        said = [str(error), str(error.__cause__ or "")]
        found = [match.group(1) for text in said if (match := _CANNOT_OPEN.search(text))]
        return found[:1]
    return []


def missing_libraries(plugin: Path, ldd: Callable[[Path], str | None] = _ldd) -> list[str]:
    """Every shared library ``plugin`` needs that the dynamic linker cannot find."""
    output = ldd(plugin)
    if output is None:
        return _dlopen_missing(plugin)
    return not_found_in(output)


def packages_for(libraries: Iterable[str]) -> list[str]:
    """The Debian/Ubuntu packages that bring ``libraries`` (unknown ones are left out)."""
    return sorted({PACKAGES[name] for name in libraries if name in PACKAGES})


def explanation(libraries: Iterable[str], needs: str = _XCB_NEEDS) -> str:
    """What to tell a player whose system lacks ``libraries`` (which ``needs``)."""
    libraries = list(libraries)
    packages = packages_for(libraries)
    lines = [
        f"{needs} {len(libraries)} system "
        + ("library" if len(libraries) == 1 else "libraries")
        + " this computer does not have:",
        *(
            f"  {name}" + (f"  (package {PACKAGES[name]})" if name in PACKAGES else "")
            for name in libraries
        ),
    ]
    if packages:
        lines += [
            "On Debian or Ubuntu, install them with:",
            "  sudo apt-get install " + " ".join(packages),
        ]
    lines += [
        "Every package eraboard needs on Linux, in one line (see the README):",
        "  " + APT_LINE,
    ]
    return "\n".join(lines)


def check_display_libraries(
    environ: Mapping[str, str] | None = None,
    plugin: Path | None = None,
    ldd: Callable[[Path], str | None] = _ldd,
) -> str | None:
    """None when the window can open as far as libraries go; else the explanation."""
    if not wants_xcb(environ):
        return None
    plugin = plugin if plugin is not None else xcb_plugin()
    if plugin is None:
        return None
    missing = missing_libraries(plugin, ldd)
    return explanation(missing) if missing else None


def no_display(environ: Mapping[str, str] | None = None) -> str | None:
    """The sentence to say when Qt would look for an X11 display and there is none."""
    env = os.environ if environ is None else environ
    return NO_DISPLAY if wants_xcb(env) and not env.get("DISPLAY") else None


def qt_library() -> Path | None:
    """Qt's Gui library inside the installed PySide6: what every drawing needs, with or
    without a window (found without importing Qt)."""
    plugin = xcb_plugin()
    library = plugin.parents[2] / "lib" / "libQt6Gui.so.6" if plugin is not None else None
    return library if library is not None and library.is_file() else None


def _no_ldd(_path: Path) -> None:
    return None


def check_qt_libraries(
    library: Path | None = None, ldd: Callable[[Path], str | None] = _no_ldd
) -> str | None:
    """None when Qt can draw (offscreen, or a picture without a window) as far as system
    libraries go; else the explanation, naming the package. The loader is asked (the library
    is loaded now, as Qt would a moment later), not ``ldd``: a start with no window runs no
    program."""
    if not sys.platform.startswith("linux"):
        return None
    library = library if library is not None else qt_library()
    if library is None:
        return None
    missing = missing_libraries(library, ldd)
    return explanation(missing, _QT_NEEDS) if missing else None


def ensure_display_libraries() -> None:
    """Called before the QApplication: print what is missing (a library, the display) and
    exit, instead of Qt's single-library message and abort."""
    xcb = wants_xcb()
    problem = check_display_libraries() if xcb else check_qt_libraries()
    if problem is not None:
        print(problem, file=sys.stderr)
        raise SystemExit(EXIT_MISSING_LIBRARIES)
    sentence = no_display()
    if sentence is not None:
        print(sentence, file=sys.stderr)
        raise SystemExit(EXIT_NO_DISPLAY)


def ensure_qt_libraries() -> None:
    """Called before a picture is drawn without a window: the same, for Qt's own needs."""
    problem = check_qt_libraries()
    if problem is not None:
        print(problem, file=sys.stderr)
        raise SystemExit(EXIT_MISSING_LIBRARIES)
