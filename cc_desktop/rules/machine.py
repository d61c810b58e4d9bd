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

from dataclasses import dataclass, field
from typing import Any, Callable, Generator

from cc_desktop.rules import decisions
from cc_desktop.rules.messages import RuleMessage


class GameOver(Exception):
    """Raised inside a procedure when the game ends (6.3); the game procedure stops."""


class Move:
    """One atomic choice: ``kind`` and simple arguments (str / int): ``Move("enter", "u3", "C4")``.

    Written as text like ``"order 12 move"`` or ``"enter u3 C4"``; saved as a JSON list.  Read
    back from either, the kind and its arguments are checked against the registry
    (:mod:`cc_desktop.rules.decisions`: a card, a count, a Time space is a number; an id is a
    word).  Immutable and hashable."""

    __slots__ = ("kind", "args")

    def __init__(self, kind: str, *args: str | int):
        _set_kind(self, kind)  # the slots' own setters: __setattr__ refuses
        _set_args(self, args)

    def __setattr__(self, name, value):
        raise AttributeError("Move is immutable")

    def __eq__(self, other) -> bool:
        return (other.__class__ is Move or isinstance(other, Move)) and self.kind == other.kind \
            and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __lt__(self, other: "Move") -> bool:
        return (self.kind, tuple(map(str, self.args))) < (other.kind, tuple(map(str, other.args)))

    def __repr__(self) -> str:
        return f"Move({', '.join(map(repr, (self.kind, *self.args)))})"

    def __str__(self) -> str:
        return " ".join([self.kind, *map(str, self.args)])

    def to_json(self) -> list:
        return [self.kind, *self.args]

    @classmethod
    def from_json(cls, data: list) -> "Move":
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"not a move: {data!r}")
        for a in data[1:]:
            if not isinstance(a, (str, int)) or isinstance(a, bool):
                raise ValueError(f"not a move argument: {a!r}")
        decisions.check_args(data[0], tuple(data[1:]))
        return cls(data[0], *data[1:])

    @classmethod
    def parse(cls, text: str) -> "Move":
        parts = text.split()
        if not parts:
            raise ValueError("empty move")
        return cls(parts[0], *decisions.parse_args(parts[0], parts[1:]))


_set_kind = Move.__dict__["kind"].__set__
_set_args = Move.__dict__["args"].__set__


@dataclass
class Decision:
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
    (:mod:`cc_desktop.rules.reach`), never shown, not part of a position.

    The decision is checked against the registry when it is made: an unregistered kind, a move
    it does not declare or an ``about`` of the wrong shape raises ValueError."""

    player: str
    kind: str
    options: tuple[Move, ...]
    about: dict[str, Any] = field(default_factory=dict)
    variant: str | None = None
    window: bool = False
    why_not: Callable[[Move], RuleMessage | None] | None = field(default=None, repr=False, compare=False)
    # for decisions taken between Orders (the Turn's): recompute the options from the state, so
    # that a position set up by hand (tests, a future editor) is seen
    options_fn: Callable[[], tuple[Move, ...]] | None = field(default=None, repr=False, compare=False)
    context: Any = field(default=None, repr=False, compare=False)
    spec: decisions.DecisionSpec = field(init=False, repr=False, compare=False)
    prompt: RuleMessage = field(init=False, repr=False, compare=False)  # made when first read

    def __post_init__(self) -> None:
        self.spec = decisions.check(self.kind, self.variant, self.about, self.options, self.window)

    def __getattr__(self, name: str):
        if name == "prompt":  # the question, built from ``about`` the first time it is asked
            prompt = self.__dict__["prompt"] = decisions.prompt(self.spec, self.about)
            return prompt
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def refresh(self) -> None:
        if self.options_fn is not None:
            self.options = self.options_fn()


Procedure = Generator[Decision, Move, Any]
