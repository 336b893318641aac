"""Undo commands that add, remove or clear annotations on the session's undo stack."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
)
from PySide6.QtGui import (
    QUndoCommand,
)

from gui.annotations.layer import AnnotationLayer
from gui.annotations.model import Annotation, kind_name

# --- undo ---------------------------------------------------------------------------------
# These commands carry no rules action: GameSession.actions() must skip them (see the report
# for issue 6: ``if hasattr(cmd, "action")``).


class AddAnnotation(QUndoCommand):
    def __init__(self, layer: AnnotationLayer, annotation: Annotation) -> None:
        super().__init__(
            QCoreApplication.translate("annotations", "Annotate: {kind}").format(
                kind=kind_name(annotation.kind)
            )
        )
        self.layer = layer
        self.annotation = annotation
        self.before: tuple[Annotation, ...] = ()

    def redo(self) -> None:
        self.before = self.layer.annotations
        self.layer.set_annotations((*self.before, self.annotation))

    def undo(self) -> None:
        self.layer.set_annotations(self.before)


class RemoveAnnotation(QUndoCommand):
    def __init__(self, layer: AnnotationLayer, index: int) -> None:
        kind = kind_name(layer.annotations[index].kind)
        super().__init__(
            QCoreApplication.translate("annotations", "Remove annotation: {kind}").format(kind=kind)
        )
        self.layer = layer
        self.index = index
        self.before: tuple[Annotation, ...] = ()

    def redo(self) -> None:
        self.before = self.layer.annotations
        rest = self.before[: self.index] + self.before[self.index + 1 :]
        self.layer.set_annotations(rest)

    def undo(self) -> None:
        self.layer.set_annotations(self.before)


class ClearAnnotations(QUndoCommand):
    def __init__(self, layer: AnnotationLayer) -> None:
        super().__init__(QCoreApplication.translate("annotations", "Clear annotations"))
        self.layer = layer
        self.before: tuple[Annotation, ...] = ()

    def redo(self) -> None:
        self.before = self.layer.annotations
        self.layer.set_annotations(())

    def undo(self) -> None:
        self.layer.set_annotations(self.before)
