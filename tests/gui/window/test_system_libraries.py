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
