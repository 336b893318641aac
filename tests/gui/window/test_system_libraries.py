"""Before the first window: missing system libraries are named, with the packages to install."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gui.window import system_libraries

ROOT = Path(__file__).resolve().parents[3]
# Qt's xcb platform plugin, and its system libraries, exist on Linux only.
ON_LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="xcb is Linux's")

# ldd on the xcb plugin of a minimal Debian image with an X server but not these three.
LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f0b)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f0b)
\tlibxcb-cursor.so.0 => not found
"""


def test_every_missing_library_is_named_with_its_package_and_the_command() -> None:
    text = system_libraries.check_display_libraries(
        {"DISPLAY": ":0"}, Path("libqxcb.so"), ldd=lambda _path: LDD_OUTPUT
    )
    assert text is not None
    for lib, package in (
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ):
        assert f"{lib}  (package {package})" in text
    assert text.count("libxcb-cursor.so.0") == 1
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1\n" in text
    assert system_libraries.APT_LINE in text
    assert "libGL" not in text.split("Every package")[0]


def test_nothing_to_say_when_every_library_is_there_or_xcb_is_not_used() -> None:
    ok = "\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x1)\n"
    plugin = Path("libqxcb.so")
    assert system_libraries.check_display_libraries({}, plugin, ldd=lambda _p: ok) is None
    for env in ({"QT_QPA_PLATFORM": "offscreen"}, {"QT_QPA_PLATFORM": "wayland"}):
        assert (
            system_libraries.check_display_libraries(env, plugin, ldd=lambda _p: LDD_OUTPUT) is None
        )
    wayland = {"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}
    assert not system_libraries.wants_xcb(wayland, "linux")
    assert system_libraries.wants_xcb({"QT_QPA_PLATFORM": "xcb", **wayland}, "linux")
    assert not system_libraries.wants_xcb({}, "win32")


@ON_LINUX
def test_the_real_plugin_loads_here() -> None:
    plugin = system_libraries.xcb_plugin()
    assert plugin is not None and plugin.name == "libqxcb.so"
    assert system_libraries.missing_libraries(plugin) == []


@ON_LINUX
def test_without_ldd_the_loader_names_the_first_missing_library(tmp_path: Path) -> None:
    assert system_libraries.missing_libraries(tmp_path / "nothing.so", ldd=lambda _p: None) == []
    plugin = system_libraries.xcb_plugin()
    assert plugin is not None
    assert system_libraries.missing_libraries(plugin, ldd=lambda _p: None) == []
    found = system_libraries._CANNOT_OPEN.search(
        "libxcb-cursor.so.0: cannot open shared object file: No such file or directory"
    )
    assert found is not None and found.group(1) == "libxcb-cursor.so.0"


def test_the_readme_line_is_the_one_the_module_prints() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert system_libraries.APT_LINE in readme
    every = set(system_libraries.PACKAGES.values())
    line = re.search(r"sudo apt-get install [^\n`]+", readme)
    assert line is not None and every <= set(line.group(0).split())


def test_the_command_prints_the_packages_instead_of_qt_alone(tmp_path: Path) -> None:
    """The real entry point, with a linker that finds nothing (ldd faked on PATH)."""
    fake = tmp_path / "ldd"
    fake.write_text("#!/bin/sh\nprintf '\\tlibxcb-cursor.so.0 => not found\\n'\n")
    fake.chmod(0o755)
    env = dict(os.environ, PATH=f"{tmp_path}{os.pathsep}{os.environ['PATH']}", DISPLAY=":77")
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("WAYLAND_DISPLAY", None)
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "gui"], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == system_libraries.EXIT_MISSING_LIBRARIES
    assert "libxcb-cursor.so.0  (package libxcb-cursor0)" in done.stderr
    assert "sudo apt-get install libxcb-cursor0" in done.stderr


def test_without_a_display_one_sentence_says_so() -> None:
    assert system_libraries.no_display({"DISPLAY": ":0"}) is None
    assert system_libraries.no_display({"QT_QPA_PLATFORM": "offscreen"}) is None
    sentence = system_libraries.no_display({}) if sys.platform.startswith("linux") else None
    if sentence is not None:
        assert sentence.count(". ") == 0 and "eraboard render" in sentence


@ON_LINUX
def test_eraboard_without_a_display_says_so_instead_of_qt_s_abort() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run(
        [sys.executable, "-m", "gui"], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == system_libraries.EXIT_NO_DISPLAY
    assert done.stderr.strip() == system_libraries.NO_DISPLAY


def test_render_and_offscreen_starts_name_the_package_qt_misses() -> None:
    missing = "\tlibfontconfig.so.1 => not found\n\tlibEGL.so.1 => not found\n"
    text = system_libraries.check_qt_libraries(Path("libQt6Gui.so.6"), ldd=lambda _p: missing)
    if not sys.platform.startswith("linux"):
        assert text is None
        return
    assert text is not None and text.startswith("eraboard cannot draw: Qt needs 2 system")
    assert "libfontconfig.so.1  (package libfontconfig1)" in text
    assert "sudo apt-get install libegl1 libfontconfig1\n" in text
    ok = "\tlibEGL.so.1 => /lib/libEGL.so.1 (0x1)\n"
    assert system_libraries.check_qt_libraries(Path("x"), ldd=lambda _p: ok) is None


def test_in_the_bundle_the_loader_s_own_words_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PyInstaller's ctypes raises its own error, caused by the loader's."""
    import ctypes

    class FrozenCDLL:
        def __init__(self, name: str) -> None:
            loader = OSError(f"libGL.so.1: cannot open shared object file: {name}")
            raise OSError(f"Failed to load dynlib/dll {name!r}.") from loader

    monkeypatch.setattr(ctypes, "CDLL", FrozenCDLL)
    assert system_libraries.missing_libraries(tmp_path / "x.so", ldd=lambda _p: None) == [
        "libGL.so.1"
    ]
