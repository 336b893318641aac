"""eraboard: the Qt layer (the table, the window, files, words and dialogs)."""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _distribution_version


def app_version() -> str:
    """eraboard's version, as the installed distribution declares it (pyproject.toml holds
    the one definition)."""
    try:
        return _distribution_version("eraboard")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown"
