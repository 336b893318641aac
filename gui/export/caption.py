"""The caption under an exported picture: the position in words, so a rules question can be
answered without guessing what a die shows (issue 6).

`caption_lines` turns a state into text lines (every word through `tr`, context "caption",
so a French translation only needs a .qm file); `draw_caption` lays them out with Pillow in
a band under the picture. Battle fields (scenario, round, whose turn) are read with
``getattr`` and simply left out while the state has none.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gui.names import die_name

FATIGUE_AFTER = 5  # after round 5 every round is a fatigue round
TRACK_SIZE = 13

PAPER = (244, 241, 234)
INK = (26, 26, 26)
RULE = (190, 182, 166)

FONT_CANDIDATES = (
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
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
    "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
    "C:/Windows/Fonts/segoeuib.ttf",
    "C:/Windows/Fonts/arialbd.ttf",
)


def tr(text: str) -> str:
    """Every caption word goes through here. pyside6-lupdate files these bare ``tr("…")``
    calls under the empty context (as ``gui.i18n.tr``). Words made at run time (skill names,
    status sides, face symbols) are looked up in the contexts "caption", then "data" (the
    game-data words ``python -m gui.i18n`` collects), then the empty one."""
    for context in ("caption", "data", ""):
        translated = QCoreApplication.translate(context, text)
        if translated != text:
            return translated
    return text


# --- reading the state --------------------------------------------------------------------


def _first_attr(objects: Iterable[Any], names: Sequence[str]) -> Any:
    for obj in objects:
        if obj is None:
            continue
        for name in names:
            value = getattr(obj, name, None)
            if value is not None and not callable(value):
                return value
    return None


def _places(state: Any) -> list[Any]:
    return [state, getattr(state, "battle", None)]


def scenario_name(state: Any) -> str | None:
    value = _first_attr(_places(state), ("scenario_name", "scenario", "title"))
    if value is None:
        return None
    name = getattr(value, "name", value)
    return str(name) if name else None


def round_number(state: Any) -> int | None:
    value = _first_attr(_places(state), ("round", "round_number"))
    value = getattr(value, "number", value)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def is_fatigue_round(state: Any, number: int) -> bool:
    flag = _first_attr(_places(state), ("fatigue_round", "is_fatigue_round"))
    if isinstance(flag, bool):
        return flag
    return number > FATIGUE_AFTER


def _units(state: Any) -> tuple[Any, ...]:
    return tuple(getattr(getattr(state, "battle", None), "units", ()) or ())


def whose_turn(state: Any) -> str | None:
    value = _first_attr(_places(state), ("current_unit", "whose_turn", "turn", "current"))
    if value is None or isinstance(value, (int, bool)):
        return None
    value = str(getattr(value, "id", value))
    for adv in state.adventurers:
        if adv.id == value:
            return str(adv.name)
    for unit in _units(state):
        if getattr(unit, "id", None) == value:
            return str(getattr(unit, "name", value))
    return value


PHASES = {
    "round_start": QT_TRANSLATE_NOOP("caption", "before the round"),
    "adventurers": QT_TRANSLATE_NOOP("caption", "adventurers' phase"),
    "companions": QT_TRANSLATE_NOOP("caption", "companions' phase"),
    "enemies": QT_TRANSLATE_NOOP("caption", "enemies' phase"),
    "round_end": QT_TRANSLATE_NOOP("caption", "end of the round"),
    "over": QT_TRANSLATE_NOOP("caption", "battle over"),
}


def phase_words(state: Any) -> str | None:
    phase = getattr(getattr(state, "battle", None), "phase", None)
    if phase is None:
        return None
    key = str(getattr(phase, "value", phase))
    return tr(PHASES.get(key, key.replace("_", " ")))


# --- dice in words ------------------------------------------------------------------------


def face_words(symbol: str) -> str:
    """'strike2' -> 'strike 2', '2' -> '2', 'tenacity' -> 'Tenacity'."""
    if symbol == "tenacity":
        return tr("Tenacity")
    letters = symbol.rstrip("0123456789")
    digits = symbol[len(letters) :]
    if letters and digits:
        return f"{tr(letters)} {digits}"
    return tr(symbol)


def die_words(state: Any, die_id: str) -> str:
    """A die as a reader says it: 'Greatblade (2)', 'light fatigue', 'Fear'."""
    die = state.dice.get(die_id)
    if die is None:
        return die_id
    kind = str(getattr(die, "kind", ""))
    if kind == "light_fatigue":
        return tr("light fatigue")
    if kind == "overfatigue":
        return tr("overfatigue")
    if kind == "status":
        side = getattr(die, "side", None)
        if not side:
            return tr("status")
        return tr(str(getattr(side, "value", side)).capitalize())
    return die_name(die)  # the one name of a skill die (gui/names.py)


def adventurer_lines(state: Any, adv: Any) -> list[str]:
    """HP, tenacity, the track in order, the active slots and the drained dice."""
    head = [
        str(adv.name),
        tr("HP {hp}/{max_hp}").format(hp=adv.hp, max_hp=adv.max_hp),
        tr("Tenacity {n}").format(n=adv.tenacity),
        tr("Cooldown {n}").format(n=adv.cooldown),
    ]
    if getattr(adv, "defeated", False):
        head.append(tr("defeated"))
    track = ", ".join(die_words(state, d) for d in adv.track) or tr("empty")
    active = ", ".join(die_words(state, d) if d else "—" for d in adv.active)
    drained = ", ".join(die_words(state, d) for d in adv.drained) or tr("none")
    return [
        " · ".join(head),
        tr("Track ({n}/{size}): {dice}").format(n=len(adv.track), size=TRACK_SIZE, dice=track),
        tr("Active: {dice}").format(dice=active)
        + "   "
        + tr("Drained: {dice}").format(dice=drained),
    ]


def header_line(state: Any) -> str | None:
    """Scenario · Round n (fatigue round) · Turn: name — each part only if the state has it."""
    parts = []
    name = scenario_name(state)
    if name:
        parts.append(tr("Scenario: {name}").format(name=name))
    number = round_number(state)
    if number is not None and number >= 1:
        text = tr("Round {n}").format(n=number)
        notes = [tr("fatigue round")] if is_fatigue_round(state, number) else []
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


@dataclass(frozen=True)
class CaptionLine:
    text: str
    bold: bool = False
    indent: bool = False


def caption_lines(state: Any, adventurer_ids: Iterable[str] | None = None) -> list[CaptionLine]:
    """The caption for ``state``, with the adventurers named (None: all of them)."""
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
    if wanted is None or len(wanted) != 1:  # a single mat's picture shows no map
        out.extend(CaptionLine(text, bold=False) for text in unit_lines(state))
    return out


def unit_words(state: Any, unit: Any) -> str:
    """'Bandit (level 5) HP 3/5, Fear' for a chip on the map."""
    text = str(getattr(unit, "name", getattr(unit, "id", "?")))
    level = getattr(unit, "level", None)
    if isinstance(level, int):
        text += " " + tr("(level {n})").format(n=level)
    hp, max_hp = getattr(unit, "hp", 0), getattr(unit, "max_hp", 0)
    bonus = getattr(unit, "bonus_hp", 0) or 0
    if max_hp:
        text += " " + tr("HP {hp}/{max_hp}").format(hp=hp, max_hp=max_hp)
        if bonus:
            text += " " + tr("+{n} bonus").format(n=bonus)
    status = [die_words(state, d) for d in getattr(unit, "status", ()) or ()]
    if status:
        text += ", " + ", ".join(status)
    return text


def unit_lines(state: Any) -> list[str]:
    """Companions and enemies still on the battle map, one line each kind."""
    groups: dict[str, list[str]] = {"companion": [], "enemy": []}
    for unit in _units(state):
        kind = str(getattr(getattr(unit, "kind", ""), "value", getattr(unit, "kind", "")))
        off_map = hasattr(unit, "at") and unit.at is None
        if kind in groups and not getattr(unit, "defeated", False) and not off_map:
            groups[kind].append(unit_words(state, unit))
    out = []
    if groups["companion"]:
        out.append(tr("Companions: {units}").format(units="; ".join(groups["companion"])))
    if groups["enemy"]:
        out.append(tr("Enemies: {units}").format(units="; ".join(groups["enemy"])))
    return out


def caption_text(state: Any, adventurer_ids: Iterable[str] | None = None) -> str:
    """The caption as plain text (for the clipboard, alt text or a forum post)."""
    return "\n".join(
        ("    " if line.indent else "") + line.text for line in caption_lines(state, adventurer_ids)
    )


# --- drawing ------------------------------------------------------------------------------

FontType = ImageFont.FreeTypeFont | ImageFont.ImageFont


def load_font(size: int, bold: bool = False) -> FontType:
    """DejaVu Sans (or a system sans) at ``size`` px; Pillow's own scalable font otherwise.
    Every candidate covers Latin-1 and more, so 'é, è, à, ç' render."""
    for candidate in BOLD_CANDIDATES if bold else FONT_CANDIDATES:
        if Path(candidate).is_file():
            try:
                return ImageFont.truetype(candidate, size)
            except OSError:
                continue
    if bold:
        return load_font(size, False)
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


@dataclass(frozen=True)
class CaptionLayout:
    """Where each wrapped row goes in a band of ``height`` px."""

    width: int
    height: int
    size: int
    rows: tuple[tuple[str, bool, int, int], ...]  # text, bold, x, y


def layout_caption(lines: Sequence[CaptionLine], width: int) -> CaptionLayout:
    size = font_size_for(width)
    fonts = {False: load_font(size), True: load_font(size, bold=True)}
    scratch = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    margin = max(8, size)
    indent = size * 2
    pitch = round(size * 1.35)
    rows: list[tuple[str, bool, int, int]] = []
    y = margin
    for index, line in enumerate(lines):
        if line.bold and index > 0:
            y += size // 2
        x = margin + (indent if line.indent else 0)
        for piece in _wrap(scratch, line.text, fonts[line.bold], max(40, width - x - margin)):
            rows.append((piece, line.bold, x, y))
            y += pitch
    height = y + margin if rows else 0
    return CaptionLayout(width, height, size, tuple(rows))


def draw_caption(image: Image.Image, layout: CaptionLayout, top: int) -> None:
    """Paint the caption band of ``layout`` into ``image`` from row ``top`` down."""
    if not layout.rows:
        return
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, top, layout.width, top + layout.height), fill=PAPER)
    draw.line((0, top, layout.width, top), fill=RULE, width=max(1, layout.size // 8))
    fonts = {False: load_font(layout.size), True: load_font(layout.size, bold=True)}
    for text, bold, x, y in layout.rows:
        draw.text((x, top + y), text, font=fonts[bold], fill=INK)
