"""Check what ``python -m build`` made: the wheel holds every package, subpackage and module of
gui, rules and board and every shipped asset, all inside ``eraboard/`` (nothing else at the top
of site-packages); the sdist holds every file of the source tree, tests and their data included.

Usage: python .ci/check_dist.py WHEEL SDIST (from the checkout's top).
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

PACKAGES = ("gui", "rules", "board")
#: The data the app reads: pyproject's package-data for ``assets``, the one list of it.
ASSET_PATTERNS = tomllib.loads(Path("pyproject.toml").read_text(encoding="utf-8"))["tool"][
    "setuptools"
]["package-data"]["assets"]


def source_files() -> list[str]:
    """The tracked files of the checkout (every file, where git is not at hand)."""
    try:
        listed = subprocess.run(
            ["git", "ls-files"], capture_output=True, text=True, check=True
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        listed = [str(p) for p in Path().rglob("*") if p.is_file() and ".git" not in p.parts]
    return sorted(name for name in listed if Path(name).is_file() and not name.startswith(".git"))


def expected_in_wheel() -> set[str]:
    wanted = {"eraboard/__init__.py", "eraboard/assets/__init__.py"}
    for package in PACKAGES:
        wanted.update(f"eraboard/{path}" for path in map(str, Path(package).rglob("*.py")))
    assets = Path("assets")
    for pattern in ASSET_PATTERNS:
        wanted.update(f"eraboard/{path}" for path in assets.glob(pattern) if path.is_file())
    return {name for name in wanted if "__pycache__" not in name}


def check_wheel(wheel: Path) -> list[str]:
    names = set(zipfile.ZipFile(wheel).namelist())
    problems = [f"missing from the wheel: {name}" for name in sorted(expected_in_wheel() - names)]
    tops = {name.split("/")[0] for name in names}
    extra = {top for top in tops if top != "eraboard" and not top.endswith(".dist-info")}
    problems += [f"at the top of site-packages: {top}" for top in sorted(extra)]
    return problems


def check_sdist(sdist: Path) -> list[str]:
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    return [f"missing from the sdist: {name}" for name in source_files() if name not in names]


def main(argv: list[str]) -> int:
    wheel, sdist = map(Path, argv)
    problems = check_wheel(wheel) + check_sdist(sdist)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"{wheel.name} and {sdist.name} hold every package, asset and test")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
