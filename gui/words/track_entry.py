"""A cooldown track typed as a line of die names, turned into the overrides that set it.

The player writes the track in order, the names separated by commas, as the caption writes
it ("Warsong (Rally 2), light fatigue, Fear"): a skill die by its skill line's name (with
the face in brackets if it matters), "light" or "over" for fatigue dice, a status by its
name. Skill dice are the adventurer's own; fatigue and status dice come from the track
itself or the supply. A name that matches nothing is refused with the reason (and the
closest name, for a typo); the track is then set by one logged override (`ForceSetTrack`),
checked by the rules before it is played.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Sequence

from gui.words.i18n import tr
from gui.words.names import face_text
from gui.words.refusals import term, translate_refusal
from rules import apply
from rules.actions import Action, ForceSetCounter, ForceSetSlots, ForceSetTrack
from rules.dice import STATUS_SIDES, Die, DieKind, StatusSide
from rules.errors import IllegalAction
from rules.state import TRACK_SIZE, Adventurer, GameState

_NAMED = re.compile(r"^(?P<name>.*?)\s*(?:\((?P<face>[^()]*)\))?$")


class TrackTypo(ValueError):
    """A typed track that cannot be set; the message says why, in the player's words."""


def _fatigue_words() -> dict[str, DieKind]:
    words = {
        "light": DieKind.LIGHT_FATIGUE,
        "light fatigue": DieKind.LIGHT_FATIGUE,
        "over": DieKind.OVERFATIGUE,
        "overfatigue": DieKind.OVERFATIGUE,
    }
    words[tr("light fatigue").casefold()] = DieKind.LIGHT_FATIGUE
    words[tr("overfatigue").casefold()] = DieKind.OVERFATIGUE
    return words


def _status_words() -> dict[str, StatusSide]:
    words: dict[str, StatusSide] = {}
    for side in STATUS_SIDES:
        words[str(side)] = side
        words[term(side).casefold()] = side
    return words


class _Picker:
    """Chooses the die each name stands for, each die once."""

    def __init__(
        self, state: GameState, adventurer: Adventurer, first: Sequence[str | None] = ()
    ) -> None:
        self.state, self.adv = state, adventurer
        self.used: list[str] = []
        self.faces: list[tuple[str, int]] = []
        # the dice already there first (``first``, else the track), so a line typed as it is
        # changes nothing
        own = [*(first or adventurer.track), *adventurer.row_dice, *adventurer.track]
        own += [*adventurer.active, *adventurer.drained]
        supply = state.supply
        everyone = (*own, *supply.light, *supply.over, *supply.status)
        self.order = [d for d in dict.fromkeys(everyone) if d]

    def pick(self, token: str) -> None:
        name = token.casefold()
        kind = _fatigue_words().get(name)
        if kind is not None:
            self._take(lambda die: die.kind is kind, token)
            return
        side = _status_words().get(name.removesuffix(" status die"))
        if side is not None:
            self._take(lambda die: die.kind is DieKind.STATUS, token)
            self.faces.append((self.used[-1], STATUS_SIDES.index(side)))
            return
        self._skill(token)

    def _free(self, test: Callable[[Die], bool]) -> list[Die]:
        dice = self.state.dice
        return [dice[d] for d in self.order if d not in self.used and test(dice[d])]

    def _take(self, test: Callable[[Die], bool], token: str) -> None:
        found = self._free(test)
        if not found:
            raise TrackTypo(
                tr("there is no “{name}” die left to put in the track").format(name=token)
            )
        self.used.append(found[0].id)

    def _skill(self, token: str) -> None:
        match = _NAMED.match(token.strip())
        name = (match.group("name") if match else token).casefold()
        face = match.group("face") if match else None

        def mine(die: Die) -> bool:
            names = {
                die.id.casefold(),
                (die.skill or "").casefold(),
                term(die.skill or "").casefold(),
            }
            return die.owner == self.adv.id and die.kind is DieKind.SKILL and name in names

        found = self._free(mine)
        if not found:
            raise TrackTypo(
                self._unknown(token, name, any(mine(d) for d in self.state.dice.values()))
            )
        die = found[0]
        self.used.append(die.id)
        if face:
            self.faces.append((die.id, self._face(die, face, token)))

    def _face(self, die: Die, face: str, token: str) -> int:
        texts = [face_text(f.symbol, f.is_tenacity) for f in die.faces]
        for index, text in enumerate(texts):
            if text.casefold() == face.strip().casefold():
                return index
        return_text = tr("“{name}”: {skill} has no face “{face}” (its faces: {faces})")
        raise TrackTypo(
            return_text.format(
                name=token, skill=term(die.skill or ""), face=face, faces=", ".join(texts)
            )
        )

    def _unknown(self, token: str, name: str, known: bool) -> str:
        who = self.adv.name
        if known:
            return tr("{who} has no more “{name}” dice for this track").format(who=who, name=token)
        own = (d for d in self.state.dice.values() if d.owner == self.adv.id and d.skill)
        skills = sorted({term(d.skill or "") for d in own})
        words = [*skills, "light", "over", *(term(s) for s in STATUS_SIDES)]
        close = difflib.get_close_matches(name, [w.casefold() for w in words], n=1)
        known_words = ", ".join(words)
        if close:
            hint = next(w for w in words if w.casefold() == close[0])
            return tr("“{name}” is no die of {who}'s: did you mean {hint}?").format(
                name=token, who=who, hint=hint
            )
        return tr("“{name}” is no die of {who}'s (the names are: {names})").format(
            name=token, who=who, names=known_words
        )


def track_dice(
    state: GameState, adventurer_id: str, text: str
) -> tuple[list[str], list[tuple[str, int]]]:
    """The dice a typed track names, in order, and the faces to turn (die, face index);
    TrackTypo saying what is wrong."""
    tokens = [t.strip() for t in text.split(",") if t.strip()]
    if len(tokens) > TRACK_SIZE:
        raise TrackTypo(
            tr("a track holds {size} dice at most, not {n}").format(size=TRACK_SIZE, n=len(tokens))
        )
    picker = _Picker(state, state.adventurer(adventurer_id))
    for token in tokens:
        picker.pick(token)
    return picker.used, picker.faces


def track_action(state: GameState, adventurer_id: str, text: str) -> ForceSetTrack:
    """The override that sets the adventurer's track to the typed one in one step: the dice
    there now and not named go home (a skill die to its row, the others to the supply), the
    named dice go in, in order, and faces turn. Tried on the state first: TrackTypo if the
    rules refuse it."""
    dice, faces = track_dice(state, adventurer_id, text)
    action = ForceSetTrack(adventurer_id, tuple(dice), tuple(faces))
    _check(state, action)
    return action


#: What the player types for an empty active slot.
EMPTY_SLOT = "-"


def slots_action(state: GameState, adventurer_id: str, active: str, drained: str) -> ForceSetSlots:
    """The override that sets the active slots (names separated by commas, slot by slot,
    "-" for an empty one) and the drained dice as typed; TrackTypo saying what is wrong."""
    adv = state.adventurer(adventurer_id)
    picker = _Picker(state, adv, [*adv.active, *adv.drained])
    slots: list[str | None] = []
    for token in (t.strip() for t in active.split(",")) if active.strip() else ():
        if token in (EMPTY_SLOT, ""):
            slots.append(None)
        else:
            picker.pick(token)
            slots.append(picker.used[-1])
    while slots and slots[-1] is None:
        slots.pop()
    for token in (t.strip() for t in drained.split(",")):
        if token:
            picker.pick(token)
    held = {d for d in slots if d}
    action = ForceSetSlots(
        adventurer_id,
        tuple(slots),
        tuple(d for d in picker.used if d not in held),
        tuple(picker.faces),
    )
    _check(state, action)
    return action


def mat_actions(
    state: GameState, adventurer_id: str, lines: tuple[str, str, str], counters: dict[str, int]
) -> list[Action]:
    """The overrides that set a mat as the player typed it (``lines``: its active slots,
    drained dice and track; ``counters``: HP, tenacity...), only those that change something,
    each checked on the state the ones before leave; TrackTypo saying what is wrong."""
    active, drained, track = lines
    actions: list[Action] = []
    scratch = state
    steps: list[Callable[[GameState], Action]] = [
        lambda now: slots_action(now, adventurer_id, active, drained),
        lambda now: track_action(now, adventurer_id, track),
    ]
    steps += [_counter(adventurer_id, c, v) for c, v in counters.items()]
    for make in steps:
        action = make(scratch)
        _check(scratch, action)
        after = apply(scratch, action).state
        if after != scratch:
            actions.append(action)
            scratch = after
    return actions


def _counter(adventurer_id: str, counter: str, value: int) -> Callable[[GameState], Action]:
    return lambda now: ForceSetCounter(adventurer_id, counter, value)


def _check(state: GameState, action: Action) -> None:
    try:
        apply(state, action)
    except IllegalAction as refusal:
        raise TrackTypo(translate_refusal(refusal, state)) from None
