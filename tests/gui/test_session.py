"""GameSession: the one writer of the document. Play, refusals, annotations, undo and the
file text all go through it."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QPointF

from gui.annotations import model as an_model
from gui.files import games
from gui.session import Document, GameSession
from gui.words.retranslated import Words
from rules import actions as act
from rules.setup import demo_state


def make_session(qapp) -> GameSession:  # type: ignore[no-untyped-def]
    return GameSession(demo_state(), seed=3)


def test_submit_applies_pushes_and_reports(qapp) -> None:  # type: ignore[no-untyped-def]
    session = make_session(qapp)
    seen: list[tuple[object, object]] = []
    events: list[object] = []
    session.state_changed.connect(lambda old, new: seen.append((old, new)))
    session.events_happened.connect(events.append)
    before = session.state
    assert session.submit(act.RecoveryStep("hrolfa"))
    assert seen == [(before, session.state)] and session.state is not before
    assert events and session.undo_stack.count() == 1
    assert session.actions() == [act.RecoveryStep("hrolfa")]
    session.undo_stack.undo()
    assert session.state is before
    assert seen[-1] == (seen[0][1], before)
    assert session.actions() == []


def test_a_refusal_changes_nothing_and_says_why(qapp) -> None:  # type: ignore[no-untyped-def]
    session = make_session(qapp)
    reasons: list[Words] = []
    session.action_rejected.connect(reasons.append)
    before = session.document
    assert not session.submit(act.RecoverDie("hrolfa", "no-such-die"))
    assert session.document is before and session.undo_stack.count() == 0
    assert reasons and reasons[0]()


def test_annotations_are_part_of_the_document_and_undoable(qapp) -> None:  # type: ignore[no-untyped-def]
    session = make_session(qapp)
    shown: list[tuple[an_model.Annotation, ...]] = []
    states: list[object] = []
    session.annotations_changed.connect(shown.append)
    session.state_changed.connect(lambda _old, new: states.append(new))
    marker = an_model.marker(QPointF(10, 10), 1)
    session.annotate(marker)
    session.annotate(an_model.marker(QPointF(20, 10), 2))
    session.remove_annotation(0)
    assert [a.text for a in session.annotations] == ["2"]
    session.clear_annotations()
    assert session.annotations == ()
    session.clear_annotations()  # nothing to clear: no step on the stack
    assert session.undo_stack.count() == 4
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert session.annotations == (marker, an_model.marker(QPointF(20, 10), 2))
    assert shown[-1] == session.annotations
    assert states == []  # annotation steps never touch the game state
    assert session.actions() == []  # and carry no rules action


def test_the_document_text_round_trips(qapp) -> None:  # type: ignore[no-untyped-def]
    session = make_session(qapp)
    session.submit(act.RecoveryStep("hrolfa"))
    session.annotate(an_model.label(QPointF(5, 5), "ici"))
    game = games.parse_game_text(session.document_text())
    assert game.state == session.state
    assert list(game.actions) == session.actions()
    assert game.annotations == session.annotations


def test_reset_starts_a_new_document(qapp) -> None:  # type: ignore[no-untyped-def]
    session = make_session(qapp)
    session.submit(act.RecoveryStep("hrolfa"))
    fresh = demo_state()
    notes = (an_model.marker(QPointF(0, 0), 1),)
    shown: list[object] = []
    session.annotations_changed.connect(shown.append)
    session.reset(fresh, notes)
    assert session.document == Document(fresh, notes)
    assert session.undo_stack.count() == 0 and session.undo_stack.isClean()
    assert shown == [notes]


def test_every_step_keeps_its_documents_and_undo_picks_them(qapp) -> None:  # type: ignore[no-untyped-def]
    import random

    from gui import history
    from rules.engine import legal_actions

    session = make_session(qapp)
    rng = random.Random(7)
    seen = [session.document]
    while len(seen) < 41:
        if len(seen) == 13:  # an annotation amid the actions
            session.annotate(an_model.marker(QPointF(1, 2), 1))
        elif not session.submit(rng.choice(legal_actions(session.state))):
            continue  # it changed nothing: no step
        seen.append(session.document)
    stack = session.undo_stack
    steps = [stack.command(i).step for i in range(stack.count())]
    # one document between two steps, the same object on both sides
    assert all(a.after is b.before for a, b in pairwise(steps))
    assert [s.before for s in steps] == seen[:-1] and steps[-1].after is session.document
    assert list(session.documents()) == seen
    assert [session.document_at(i) for i in range(len(seen))] == seen
    shown: list[object] = []
    session.state_changed.connect(lambda _old, new: shown.append(new))
    stack.setIndex(3)  # a rewind undoes every command on the way, one by one,
    assert session.document is seen[3]
    passed = list(history.rewind(session._history, 40, 3))
    assert passed == seen[39:2:-1]
    assert shown == [seen[3].state]  # and the table hears of the whole move once
    stack.redo()
    assert session.document is seen[4]
    stack.setIndex(stack.count())
    assert session.document is seen[-1]
    for index in range(stack.count(), 0, -1):
        assert session.document is seen[index]
        stack.undo()
    assert session.document is seen[0]
    assert history.actions(session._history, stack.count()) == [
        s.action for s in steps if s.action is not None
    ]


def test_a_macro_is_one_entry_of_its_steps(qapp) -> None:  # type: ignore[no-untyped-def]
    session = make_session(qapp)
    session.submit(act.RecoveryStep("hrolfa"))
    first = session.document
    session.undo_stack.beginMacro("two notes")
    session.annotate(an_model.marker(QPointF(1, 1), 1))
    session.annotate(an_model.marker(QPointF(2, 2), 2))
    session.undo_stack.endMacro()
    session.undo_stack.beginMacro("nothing")
    session.undo_stack.endMacro()
    stack = session.undo_stack
    assert [len(session._history[i]) for i in range(stack.count())] == [1, 2, 0]
    last = session.document
    assert list(session.documents()) == [session.document_at(0), first, last, last]
    stack.setIndex(1)
    assert session.document is first
    assert session.actions() == [act.RecoveryStep("hrolfa")]


def test_a_session_let_go_is_freed_without_the_garbage_collector(qapp) -> None:  # type: ignore[no-untyped-def]
    import weakref

    session = make_session(qapp)
    session.submit(act.RecoveryStep("hrolfa"))
    session.annotate(an_model.marker(QPointF(1, 1), 1))
    gone = weakref.ref(session)
    del session
    assert gone() is None  # no cycle through its commands
