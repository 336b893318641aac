"""What the distribution is made of, checked without building it (.ci/wheel builds the wheel
and the sdist and starts the installed app; .ci/bundle builds and starts the players'
download): every package is one setuptools finds, every data file the app reads is in the
wheel's package data and is found through the import system, and the launcher leaves other
projects' packages alone until eraboard runs."""

from __future__ import annotations

import fnmatch
import json
import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.python_child import run_python

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
APP_ID = "io.github.eraboard.eraboard"
#: Files in assets/ that are not the app's data: the README's screenshots (and the script that
#: makes them) and the translation source the .qm is compiled from.
NOT_APP_DATA = ("screenshots/*", "i18n/*.ts", "__init__.py", "codes/make_words.py")


def test_every_folder_of_code_is_a_package_setuptools_finds() -> None:
    folders = {
        path.parent for name in ("gui", "rules", "board") for path in (ROOT / name).rglob("*.py")
    }
    no_init = sorted(str(f.relative_to(ROOT)) for f in folders if not (f / "__init__.py").is_file())
    assert no_init == []
    found = PYPROJECT["tool"]["setuptools"]["packages"]["find"]
    assert found["include"] == ["gui", "gui.*", "rules", "rules.*", "board", "board.*", "assets"]
    assert found["namespaces"] is False


def test_every_data_file_is_in_the_wheel() -> None:
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["assets"]
    assets = ROOT / "assets"
    data = [
        path.relative_to(assets).as_posix()
        for path in assets.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    ]
    data = [name for name in data if not any(fnmatch.fnmatch(name, p) for p in NOT_APP_DATA)]
    left_out = [name for name in data if not any(fnmatch.fnmatch(name, p) for p in patterns)]
    assert data and left_out == []


def test_no_module_finds_its_data_beside_its_own_file() -> None:
    """Data comes through importlib.resources (board.tiles.ASSETS) or the Qt resources. The
    catalogue tool, a developer's command that rewrites the checkout, is the one exception."""
    pattern = re.compile(r"__file__|/ \"assets\"")
    offenders = sorted(
        str(path.relative_to(ROOT))
        for name in ("gui", "rules", "board")
        for path in (ROOT / name).rglob("*.py")
        if path.name != "resources_rc.py" and pattern.search(path.read_text(encoding="utf-8"))
    )
    assert offenders == ["gui/words/i18n.py"]


def test_the_launcher_changes_nothing_until_eraboard_runs(tmp_path: Path) -> None:
    child = (
        "import json, sys; before = list(sys.path); import eraboard; same = sys.path == before;"
        " eraboard.use_own_packages(); once = list(sys.path); eraboard.use_own_packages();"
        " print(json.dumps([same, sys.path[0] == eraboard.HOME, sys.path == once]))"
    )
    done = run_python(child, cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout) == [True, True, True]
    assert PYPROJECT["project"]["scripts"] == {"eraboard": "eraboard:main"}


def test_desktop_entry_and_metainfo_name_the_same_app() -> None:
    desktop = (ROOT / "assets" / "desktop" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in desktop and "Exec=eraboard %f\n" in desktop
    metainfo = ET.parse(ROOT / "assets" / "desktop" / f"{APP_ID}.metainfo.xml").getroot()
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == f"{APP_ID}.desktop"
    assert metainfo.findtext("project_license") == PYPROJECT["project"]["license"]


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="no appstreamcli here")
def test_metainfo_is_valid_appstream() -> None:
    path = ROOT / "assets" / "desktop" / f"{APP_ID}.metainfo.xml"
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_ci_builds_installs_and_starts_the_wheel_and_the_bundle() -> None:
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    suite = run.index(".venv/bin/python -m pytest")
    assert suite < run.index("bash .ci/wheel") < run.index("bash .ci/bundle")
    bundle = (ROOT / ".ci" / "bundle").read_text(encoding="utf-8")
    assert "pyinstaller==" in bundle and "run --version" in bundle and "run render" in bundle
