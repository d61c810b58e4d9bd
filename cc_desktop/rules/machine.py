"""The decision machine: moves, decisions, and procedures written as generators.

The rules are written as they read in the book: a procedure is a Python generator that runs
until it needs a player's decision, ``yield``s a :class:`Decision` (who decides, what kind of
decision, the legal choices) and receives the chosen :class:`Move`.  Procedures call each other
with ``yield from`` — a Fire Order calls a roll, the roll calls a trigger, the trigger calls an
Event, the Event asks a question — so nesting costs nothing.

The machine keeps no state of its own that the move list cannot rebuild: a game is
(scenario, seed, options, moves), and replaying the moves rebuilds it exactly.
"""

from __future__ import annotations

from typing import Any, Generator

from cc_desktop.engine import machine as _engine
from cc_desktop.rules import decisions


GameOver = _engine.GameOver  # raised inside a procedure when the game ends (6.3); the game procedure stops


class Move(_engine.Move):
    """One atomic choice: ``kind`` and simple arguments (str / int): ``Move("enter", "u3", "C4")``.

    Written as text like ``"order 12 move"`` or ``"enter u3 C4"``; saved as a JSON list.  Read
    back from either, the kind and its arguments are checked against the registry
    (:mod:`cc_desktop.rules.decisions`: a card, a count, a Time space is a number; an id is a
    word).  Immutable and hashable.  The machinery is shared with Skirmish
    (:class:`cc_desktop.engine.machine.Move`)."""

    __slots__ = ()
    registry = decisions.REGISTRY

    def __repr__(self) -> str:
        return f"Move({', '.join(map(repr, (self.kind, *self.args)))})"


class Decision(_engine.Decision):
    """What the game waits for: ``player`` must choose one of ``options``.

    ``kind`` names the decision (``"turn"``, ``"activate"``, ``"step"``, ``"reroll"``,
    ``"react"``...; ``variant`` when one kind is asked by another rule about another thing,
    ``"fortification"`` for the ``setup`` of F100.1).  ``about`` holds the typed parameters of
    what it is about (``{"hex": "E5", "units": ("ax3-...",)}``), as the registry
    (:mod:`cc_desktop.rules.decisions`) declares them for the kind; ``prompt`` is the question
    built from them (``RuleMessage(rule, "prompt_<kind>", about)``).  ``window`` is True for an
    optional reaction window (A24): its options always include a way to decline.  ``why_not``
    explains, for a move that is not among the options, which rule refuses it.  ``context``
    is what the procedure asking knows of the decision beyond ``about`` (a Move step's group,
    the MP it spent and its Road bonus): read by the engine's own queries
    (:mod:`cc_desktop.rules.reach`), never shown, not part of a position.  ``options_fn``: for
    decisions taken between Orders (the Turn's), the options recomputed from the state, so
    that a position set up by hand (tests, a future editor) is seen.

    The decision is checked against the registry when it is made: an unregistered kind, a move
    it does not declare or an ``about`` of the wrong shape raises ValueError.  The fields and
    the machinery are shared with Skirmish (:class:`cc_desktop.engine.machine.Decision`)."""

    registry = decisions.REGISTRY

    def __post_init__(self) -> None:  # _check, one call less (a decision is made at every move)
        self.spec = decisions.check(self.kind, self.variant, self.about, self.options, self.window)

    @classmethod
    def _check(cls, kind, variant, about, options, window):
        return decisions.check(kind, variant, about, options, window)  # looked up when called

    @classmethod
    def _prompt(cls, spec, about):
        return decisions.prompt(spec, about)


Procedure = Generator[Decision, Move, Any]
