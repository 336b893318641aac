"""Languages: English (the source) and French, through Qt's translation system.

The French catalogue is `assets/i18n/eraboard_fr.ts`; its compiled `.qm` is listed in
`resources.qrc`. Rebuild both after changing user-visible strings with

    python -m gui.words.i18n

which runs pyside6-lupdate, pyside6-lrelease and pyside6-rcc (the project's own files do the
compiling; tests fail when the catalogue or the compiled files are stale or unfinished).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gui.words import refusals
from gui.words.elision import sentence

#: The checkout that ``python -m gui.words.i18n``, a developer's command, updates; the running
#: app reads its translations from the Qt resources, never from here.
ROOT = Path(__file__).resolve().parents[2]
TS_FILE = ROOT / "assets" / "i18n" / "eraboard_fr.ts"
QM_FILE = ROOT / "assets" / "i18n" / "eraboard_fr.qm"
LANGUAGES = {"en": "English", "fr": "Français"}
SETTING = "ui/language"

_installed: list[QTranslator] = []


def tr(text: str) -> str:
    """Translate a source string; lupdate files bare ``tr("...")`` calls under the empty
    context, which is where this looks them up. Its ``format`` elides "de" as French needs
    (`sentence`)."""
    return sentence(QCoreApplication.translate("", text))


# Named like the Qt macro because that is the name lupdate reads; typed, unlike PySide's.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for the catalogue under ``context``; it is translated where shown."""
    return text


def wanted_language(chosen: str) -> str:
    """The language ``chosen`` (the settings' choice: "en", "fr" or "system"), or the
    system's when none was chosen."""
    if chosen in LANGUAGES:
        return chosen
    return "fr" if QLocale.system().language() == QLocale.Language.French else "en"


def install(language: str) -> str:
    """Install the translators for ``language`` ("en" or "fr"); returns what was installed."""
    app = QCoreApplication.instance()
    if app is None:
        return "en"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if language == "fr":
        ours = QTranslator(app)
        if ours.load(":/assets/i18n/eraboard_fr.qm"):
            app.installTranslator(ours)
            _installed.append(ours)
        qt = QTranslator(app)
        path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(QLocale(QLocale.Language.French), "qtbase", "_", path):
            app.installTranslator(qt)
            _installed.append(qt)
        QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))
        return "fr"
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    return "en"


def sources() -> list[str]:
    return sorted(
        str(p.relative_to(ROOT))
        for p in (ROOT / "gui").rglob("*.py")
        if p.name != "resources_rc.py"
    )


def lupdate_inputs(folder: Path) -> list[str]:
    """The files lupdate reads: the GUI's sources plus, written into ``folder``, the rules'
    refusal templates keyed by code and the words of the game data (gui/words/refusals.py)."""
    catalogue = folder / "refusal_catalogue.py"
    catalogue.write_text(refusals.catalogue_source(), encoding="utf-8")
    return [*sources(), str(catalogue)]


def lupdate_command(lupdate: str, inputs: list[str], ts_file: Path) -> list[str]:
    """How the catalogue ``ts_file`` is brought in line with ``inputs``: dropped messages
    go, no source locations are kept, French is the target."""
    options = ["-no-obsolete", "-locations", "none", "-target-language", "fr_FR"]
    return [lupdate, *inputs, *options, "-ts", str(ts_file)]


def pyside_tool(name: str) -> str | None:
    """The path of PySide6's ``pyside6-<name>`` tool: the one installed beside the running
    interpreter (a virtual environment's ``bin``, which need not be on PATH), else PATH's."""
    import shutil  # here: the catalogue tools are for developers, kept off start-up

    beside = Path(sys.executable).parent / f"pyside6-{name}"
    for candidate in (beside, beside.with_suffix(".exe")):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which(f"pyside6-{name}")


def build() -> int:
    """Update the .ts from the sources, compile the .qm, and recompile the resources."""
    tools = {name: pyside_tool(name) for name in ("lupdate", "lrelease", "rcc")}
    missing = [name for name, path in tools.items() if path is None]
    if missing:
        print(f"missing tools: {', '.join(missing)}", file=sys.stderr)
        return 2
    import tempfile  # here: tempfile pulls in shutil and random, kept off start-up too

    with tempfile.TemporaryDirectory() as folder:
        return _run_tools(tools, lupdate_inputs(Path(folder)))


def _run_tools(tools: dict[str, str | None], inputs: list[str]) -> int:
    import subprocess  # here: only the translation tools run programs

    steps: list[list[str | None]] = [
        [*lupdate_command(str(tools["lupdate"]), inputs, TS_FILE)],
        [tools["lrelease"], str(TS_FILE), "-qm", str(QM_FILE)],
        [tools["rcc"], "--format-version", "1", "resources.qrc", "-o", "gui/resources_rc.py"],
    ]
    for step in steps:
        result = subprocess.run([str(s) for s in step], cwd=ROOT, check=False)
        if result.returncode != 0:
            return result.returncode
    return 0


if __name__ == "__main__":
    raise SystemExit(build())
