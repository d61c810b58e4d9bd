"""The Skirmish registry of decision and move kinds, its moves, decisions and messages.

The machinery is shared with Combat Commander (:mod:`cc_desktop.engine`): :class:`SkMove` and
:class:`SkDecision` are the shared ``Move`` and ``Decision`` checked against :data:`REGISTRY`
(declared in :mod:`cc_desktop.skirmish.decision_kinds`); :data:`SkMessage` is a message
``(rule, code, params)`` rendered from :data:`ENGLISH`, the table every Skirmish module adds its
``MESSAGES`` to; :class:`IllegalMove` is a refusal carrying one.  No Qt.
"""

from __future__ import annotations

from typing import Any

from cc_desktop.engine.machine import Decision, Move
from cc_desktop.engine.messages import MessageTable, Refused, message_class
from cc_desktop.engine.registry import Registry
from cc_desktop.skirmish.decision_kinds import DECISION_KINDS, MOVE_KINDS, TYPES

#: the English templates of every Skirmish message (modules add theirs with ``ENGLISH.add``)
ENGLISH = MessageTable()
SkMessage = message_class("SkMessage", ENGLISH)

REGISTRY = Registry(TYPES, MOVE_KINDS, DECISION_KINDS, SkMessage, "cc_desktop/skirmish/decision_kinds.py")
ENGLISH.add(REGISTRY.messages)

MOVES = REGISTRY.moves
DECISIONS = REGISTRY.decisions


class SkMove(Move):
    """A Skirmish move: ``SkMove("move", "m3", 12.5, 30.0)``, text ``move m3 12.5 30.0``."""

    __slots__ = ()
    registry = REGISTRY


class SkDecision(Decision):
    """A Skirmish decision, checked against :data:`REGISTRY`."""

    registry = REGISTRY


class IllegalMove(Refused):
    """A refused Skirmish move, with the SK rule and the reason."""


def msg(rule: str, code: str, **params: Any):
    return SkMessage.of(rule, code, **params)


def illegal(rule: str, code: str, **params: Any) -> IllegalMove:
    return IllegalMove(msg(rule, code, **params))


def inches(x: float) -> float:
    """A coordinate or distance as moves carry it: inches with one decimal."""
    return round(float(x), 1)


# -- the table of docs/skirmish.md (python -m cc_desktop.skirmish.decisions rewrites it) ----------
DOC_BEGIN = "<!-- skirmish decisions table: generated from cc_desktop.skirmish.decisions.REGISTRY.table(); do not edit -->"
DOC_END = "<!-- end of the skirmish decisions table -->"


def doc_with_table(text: str) -> str:
    """``text`` (docs/skirmish.md) with the table between its markers made current."""
    start, end = text.index(DOC_BEGIN), text.index(DOC_END)
    return text[: start + len(DOC_BEGIN)] + "\n" + REGISTRY.table() + "\n" + text[end:]


if __name__ == "__main__":  # pragma: no cover - a maintainer's tool
    from pathlib import Path
    doc = Path(__file__).resolve().parents[2] / "docs" / "skirmish.md"
    doc.write_text(doc_with_table(doc.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"{doc}: the decisions table is current")
