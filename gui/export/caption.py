"""The caption under an exported picture: the position in words, so a rules question can be
answered without guessing what a die shows.

`caption_lines` turns a state into text lines (every word through `tr`, context "caption",
so a French translation only needs a .qm file); `draw_caption` lays them out with Pillow in
a band under the picture. Battle fields (round, phase, whose turn) are left out while the
state has no battle.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gui.annotations.model import Annotation, Kind
from gui.export.map_caption import map_lines
from gui.painting.fonts import SANS, SANS_BOLD, SANS_MONO
from gui.words.elision import sentence
from gui.words.enemy_words import stats_words
from gui.words.names import die_name, unit_name
from rules import table
from rules.dice import DieKind
from rules.state import Adventurer, GameState, Phase, Unit, UnitKind

if TYPE_CHECKING:
    from PIL import Image, ImageDraw, ImageFont

    FontType = ImageFont.FreeTypeFont | ImageFont.ImageFont

PAPER = (244, 241, 234)
INK = (26, 26, 26)
RULE = (190, 182, 166)

FONT_CANDIDATES = (
    str(SANS),
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/local/share/fonts/DejaVuSans.ttf",
    "/Library/Fonts/Arial Unicode.ttf",
    "/System/Library/Fonts/Supplemental/Arial.ttf",
    "C:/Windows/Fonts/segoeui.ttf",
    "C:/Windows/Fonts/arial.ttf",
)
BOLD_CANDIDATES = (
    str(SANS_BOLD),
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
    "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
    "C:/Windows/Fonts/segoeuib.ttf",
    "C:/Windows/Fonts/arialbd.ttf",
)


def tr(text: str) -> str:
    """Every caption word goes through here. pyside6-lupdate files these bare ``tr("…")``
    calls under the empty context (as ``gui.words.i18n.tr``). Words made at run time (skill names,
    status sides, face symbols) are looked up in the contexts "caption", then "data" (the
    game-data words ``python -m gui.words.i18n`` collects), then the empty one."""
    for context in ("caption", "data", ""):
        translated = QCoreApplication.translate(context, text)
        if translated != text:
            return sentence(translated)
    return text


# --- reading the state --------------------------------------------------------------------


def scenario_name(state: GameState) -> str | None:
    return state.scenario or None


def round_number(state: GameState) -> int | None:
    return state.battle.counter if state.battle is not None else None


def whose_turn(state: GameState) -> str | None:
    battle = state.battle
    if battle is None or battle.turn is None:
        return None
    return unit_name(state, battle.turn)


PHASES = {
    Phase.ROUND_START: QT_TRANSLATE_NOOP("caption", "before the round"),
    Phase.ADVENTURERS: QT_TRANSLATE_NOOP("caption", "adventurers' phase"),
    Phase.COMPANIONS: QT_TRANSLATE_NOOP("caption", "companions' phase"),
    Phase.ENEMIES: QT_TRANSLATE_NOOP("caption", "enemies' phase"),
    Phase.ROUND_END: QT_TRANSLATE_NOOP("caption", "end of the round"),
    Phase.OVER: QT_TRANSLATE_NOOP("caption", "battle over"),
}


def phase_words(state: GameState) -> str | None:
    if state.battle is None:
        return None
    phase = state.battle.phase
    return tr(str(PHASES.get(phase, phase.replace("_", " "))))


# --- dice in words ------------------------------------------------------------------------


def die_words(state: GameState, die_id: str) -> str:
    """A die as a reader says it: 'Greatblade (2)', 'light fatigue', 'Fear'."""
    die = state.dice.get(die_id)
    if die is None:
        return die_id
    if die.kind is DieKind.LIGHT_FATIGUE:
        return tr("light fatigue")
    if die.kind is DieKind.OVERFATIGUE:
        return tr("overfatigue")
    if die.kind is DieKind.STATUS:
        if not die.side:
            return tr("status")
        return tr(str(die.side).capitalize())
    return die_name(die)  # the one name of a skill die (gui/words/names.py)


def status_words(state: GameState, die_id: str) -> str:
    """A die on a chip as the status it gives: 'Fear', or 'Daze (Stormcall (1))' for a
    skill die placed there with its Status face up."""
    die = state.dice.get(die_id)
    side = die.status_side if die is not None else None
    if die is None or side is None or die.kind is DieKind.STATUS:
        return die_words(state, die_id)
    return f"{tr(str(side).capitalize())} ({die_name(die)})"


def adventurer_lines(state: GameState, adv: Adventurer) -> list[str]:
    """HP, tenacity, the track in order, the active slots and the drained dice."""
    head = [
        str(adv.name),
        tr("HP {hp}/{max_hp}").format(hp=adv.hp, max_hp=adv.max_hp),
        tr("Tenacity {n}").format(n=adv.tenacity),
        tr("Cooldown {n}").format(n=adv.cooldown),
    ]
    if adv.defeated:
        head.append(tr("defeated"))
    track = ", ".join(die_words(state, d) for d in adv.track) or tr("empty")
    active = ", ".join(die_words(state, d) if d else "—" for d in adv.active)
    drained = ", ".join(die_words(state, d) for d in adv.drained) or tr("none")
    return [
        " · ".join(head),
        tr("Track ({n}/{size}): {dice}").format(
            n=len(adv.track), size=table.TRACK_SIZE, dice=track
        ),
        tr("Active: {dice}").format(dice=active)
        + "   "
        + tr("Drained: {dice}").format(dice=drained),
    ]


def header_line(state: GameState) -> str | None:
    """Scenario · Round n (fatigue round) · Turn: name — each part only if the state has it."""
    parts = []
    name = scenario_name(state)
    if name:
        parts.append(tr("Scenario: {name}").format(name=name))
    number = round_number(state)
    if number is not None and number >= 1:
        text = tr("Round {n}").format(n=number)
        notes = [tr("fatigue round")] if table.is_fatigue_round(state) else []
        phase = phase_words(state)
        if phase:
            notes.append(phase)
        if notes:
            text += " (" + ", ".join(notes) + ")"
        parts.append(text)
    turn = whose_turn(state)
    if turn:
        parts.append(tr("Turn: {name}").format(name=turn))
    return " · ".join(parts) if parts else None


@dataclass(frozen=True, slots=True)
class CaptionLine:
    text: str
    bold: bool = False
    indent: bool = False
    #: In a fixed-width font, never wrapped (a line of a table code).
    mono: bool = False


def caption_lines(
    state: GameState, adventurer_ids: Iterable[str] | None = None, with_map: bool | None = None
) -> list[CaptionLine]:
    """The caption for ``state``, with the adventurers named (None: all of them) and, if
    ``with_map`` (None: unless the picture is one mat's), the units and the map."""
    wanted = None if adventurer_ids is None else set(adventurer_ids)
    out: list[CaptionLine] = []
    header = header_line(state)
    if header:
        out.append(CaptionLine(header, bold=True))
    for adv in state.adventurers:
        if wanted is not None and adv.id not in wanted:
            continue
        first, *rest = adventurer_lines(state, adv)
        out.append(CaptionLine(first, bold=True))
        out.extend(CaptionLine(text, indent=True) for text in rest)
    if with_map is None:
        with_map = wanted is None or len(wanted) != 1  # a single mat's picture shows no map
    if with_map:
        out.extend(CaptionLine(text, bold=False) for text in unit_lines(state))
        out.extend(CaptionLine(text) for text in map_lines(state))
    return out


def unit_words(state: GameState, unit: Unit) -> str:
    """'Bandit (level 5) HP 3/5, Fear' for a chip on the map."""
    text = unit_name(state, unit.id)
    if unit.level is not None:
        text += " " + tr("(level {n})").format(n=unit.level)
    hp, max_hp, bonus = unit.hp, unit.max_hp, unit.bonus_hp
    if max_hp:
        text += " " + tr("HP {hp}/{max_hp}").format(hp=hp, max_hp=max_hp)
        if bonus:
            text += " " + tr("+{n} bonus").format(n=bonus)
    status = [status_words(state, d) for d in unit.status]
    if status:
        text += ", " + ", ".join(status)
    if unit.kind is UnitKind.ENEMY:
        text += " (" + stats_words(unit.stats) + ")"
    if unit.protected:
        text += ", " + tr("protected from targeting")
    return text


def unit_lines(state: GameState) -> list[str]:
    """Companions and enemies still on the battle map, one line each kind."""
    groups: dict[UnitKind, list[str]] = {UnitKind.COMPANION: [], UnitKind.ENEMY: []}
    units = state.battle.units if state.battle is not None else ()
    for unit in units:
        if unit.kind in groups and unit.on_map:
            groups[unit.kind].append(unit_words(state, unit))
    out = []
    if groups[UnitKind.COMPANION]:
        companions = "; ".join(groups[UnitKind.COMPANION])
        out.append(tr("Companions: {units}").format(units=companions))
    if groups[UnitKind.ENEMY]:
        out.append(tr("Enemies: {units}").format(units="; ".join(groups[UnitKind.ENEMY])))
    return out


def label_lines(annotations: Iterable[Annotation]) -> list[CaptionLine]:
    """The picture's text labels, one line each, so the caption says in words what the
    picture marks (a kept map overlay's label names its answer: 'closest to Bonecaller:
    Hrolfa, Zarri-do (3 hexes, tie)')."""
    return [
        CaptionLine(tr("Marked: {text}").format(text=a.text))
        for a in annotations
        if a.kind is Kind.LABEL and a.text
    ]


def code_lines(code: str | None) -> list[CaptionLine]:
    """A table's text code under the caption, line by line, in a fixed-width font, with a
    line saying how to open it."""
    if not code:
        return []
    head = CaptionLine(tr("To open this table in eraboard, copy this code and Edit > Paste:"), True)
    return [head, *(CaptionLine(line, mono=True) for line in code.splitlines())]


def caption_text(
    state: GameState,
    adventurer_ids: Iterable[str] | None = None,
    annotations: Iterable[Annotation] = (),
    with_map: bool | None = None,
) -> str:
    """The caption as plain text (for the clipboard, alt text or a forum post)."""
    lines = [*caption_lines(state, adventurer_ids, with_map), *label_lines(annotations)]
    return "\n".join(("    " if line.indent else "") + line.text for line in lines)


# --- drawing ------------------------------------------------------------------------------


MONO_CANDIDATES = (
    str(SANS_MONO),
    "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    "/usr/share/fonts/dejavu/DejaVuSansMono.ttf",
    "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
    "/System/Library/Fonts/Menlo.ttc",
    "C:/Windows/Fonts/consola.ttf",
)
_STYLES = {"plain": FONT_CANDIDATES, "bold": BOLD_CANDIDATES, "mono": MONO_CANDIDATES}


def load_font(size: int, bold: bool = False, style: str = "") -> FontType:
    """DejaVu Sans (or a system sans) at ``size`` px; Pillow's own scalable font otherwise.
    Every candidate covers Latin-1 and more, so 'é, è, à, ç' render. ``style`` "mono" is a
    fixed-width face, for table codes."""
    from PIL import ImageFont  # here: Pillow is only for pictures, kept off start-up

    style = style or ("bold" if bold else "plain")
    for candidate in _STYLES[style]:
        if Path(candidate).is_file():
            try:
                return ImageFont.truetype(candidate, size)
            except OSError:
                continue
    if style != "plain":
        return load_font(size)
    return ImageFont.load_default(size=size)


def font_size_for(width: int) -> int:
    """Readable on a forum: ~15 px on a small picture, growing with wide ones."""
    return max(13, min(64, round(width / 75)))


def _wrap(draw: ImageDraw.ImageDraw, text: str, font: FontType, width: float) -> list[str]:
    words = text.split(" ")
    lines: list[str] = []
    current = ""
    for word in words:
        candidate = f"{current} {word}" if current else word
        if current and draw.textlength(candidate, font=font) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current or not lines:
        lines.append(current)
    return lines


@dataclass(frozen=True, slots=True)
class CaptionLayout:
    """Where each wrapped row goes in a band of ``height`` px: rows of (text, style, x, y),
    the style "plain", "bold" or "mono" (drawn at ``mono_size`` px)."""

    width: int
    height: int
    size: int
    rows: tuple[tuple[str, str, int, int], ...]
    mono_size: int = 0


def _style(line: CaptionLine) -> str:
    return "mono" if line.mono else "bold" if line.bold else "plain"


def _mono_size(lines: Sequence[CaptionLine], size: int, room: int) -> int:
    """The fixed-width font size at which the longest code line fits ``room`` px (a
    DejaVu Sans Mono character is 0.61 em wide), at most the caption's size."""
    longest = max((len(line.text) for line in lines if line.mono), default=0)
    return max(6, min(size, int(room / (0.61 * longest)))) if longest else size


def layout_caption(lines: Sequence[CaptionLine], width: int) -> CaptionLayout:
    from PIL import Image, ImageDraw  # here: Pillow is only for pictures, kept off start-up

    size = font_size_for(width)
    margin = max(8, size)
    mono = _mono_size(lines, size, width - 2 * margin)
    fonts = {
        "plain": load_font(size),
        "bold": load_font(size, bold=True),
        "mono": load_font(mono, style="mono"),
    }
    scratch = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    indent = size * 2
    pitch = round(size * 1.35)
    rows: list[tuple[str, str, int, int]] = []
    y = margin
    for index, line in enumerate(lines):
        if line.bold and index > 0:
            y += size // 2
        x = margin + (indent if line.indent else 0)
        style = _style(line)
        if line.mono:
            rows.append((line.text, style, x, y))
            y += round(mono * 1.25)
            continue
        for piece in _wrap(scratch, line.text, fonts[style], max(40, width - x - margin)):
            rows.append((piece, style, x, y))
            y += pitch
    height = y + margin if rows else 0
    return CaptionLayout(width, height, size, tuple(rows), mono)


def draw_caption(image: Image.Image, layout: CaptionLayout, top: int) -> None:
    """Paint the caption band of ``layout`` into ``image`` from row ``top`` down."""
    from PIL import ImageDraw  # here: Pillow is only for pictures, kept off start-up

    if not layout.rows:
        return
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, top, layout.width, top + layout.height), fill=PAPER)
    draw.line((0, top, layout.width, top), fill=RULE, width=max(1, layout.size // 8))
    fonts = {
        "plain": load_font(layout.size),
        "bold": load_font(layout.size, bold=True),
        "mono": load_font(layout.mono_size or layout.size, style="mono"),
    }
    for text, style, x, y in layout.rows:
        draw.text((x, top + y), text, font=fonts[style], fill=INK)
