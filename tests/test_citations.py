"""Every rules citation in the repository resolves inside it: `rules §N.M` names a section of
rules/RULES.md, the project's own rules reference."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT / "rules" / "RULES.md"
SKIP = {".git", ".venv", "node_modules", "__pycache__", ".mypy_cache", ".ruff_cache"}

#: "rules §2.4", "rules §6–§7", "rules §2.1-2.2", "rules §4, §5"
CITATION = re.compile(r"rules (§\d+(?:\.\d+)?(?:\s*[-–,]\s*§?\d+(?:\.\d+)?)*)")
NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _files() -> list[Path]:
    return sorted(
        p
        for suffix in ("*.py", "*.md")
        for p in ROOT.rglob(suffix)
        if not SKIP & set(p.relative_to(ROOT).parts)
    )


def sections() -> set[str]:
    """The section numbers of the reference, from its headings ("## §4 …", "### §4.6 …")."""
    text = REFERENCE.read_text(encoding="utf-8")
    return set(re.findall(r"^#+ §(\d+(?:\.\d+)?)\b", text, flags=re.MULTILINE))


def citations() -> list[tuple[str, str]]:
    """(file:line, section) for every section cited."""
    found = []
    for path in _files():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in CITATION.finditer(line):
                for number in NUMBER.findall(match.group(1)):
                    found.append((f"{path.relative_to(ROOT)}:{n}", number))
    return found


def test_the_reference_has_sections_1_to_9() -> None:
    assert {str(n) for n in range(1, 10)} <= sections()


def test_every_cited_section_exists() -> None:
    known = sections()
    cited = citations()
    assert len(cited) > 100  # the code cites the rules throughout
    missing = [(where, number) for where, number in cited if number not in known]
    assert missing == []


def test_nothing_cites_a_rules_file_outside_the_repository() -> None:
    outside = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in _files()
        if path != Path(__file__)
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"(?<!rules/)RULES\.md §", line)
    ]
    assert outside == []
