"""The decision machine both engines run on: moves, decisions, and procedures written as
generators.

A rule that asks a player is a Python generator that runs until it needs a decision, ``yield``s
a :class:`Decision` (who decides, what kind of decision, the legal choices) and receives the
chosen :class:`Move`; procedures call each other with ``yield from``.  :func:`step` advances a
procedure by one move and returns the next decision (None when it has finished or the game is
over).  The machine keeps no state of its own that the move list cannot rebuild.

:class:`Move` and :class:`Decision` check themselves against a
:class:`~cc_desktop.engine.registry.Registry` named by the class attribute ``registry``: each
engine subclasses them (``cc_desktop.rules.machine.Move``, ``cc_desktop.skirmish.decisions.SkMove``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar
from collections.abc import Callable, Generator

from cc_desktop.engine.registry import DecisionSpec, Registry


class GameOver(Exception):
    """Raised inside a procedure when the game ends; the game procedure stops."""


class Move:
    """One atomic choice: ``kind`` and simple arguments (str / int / float):
    ``Move("enter", "u3", "C4")``.

    Written as text like ``"order 12 move"``; saved as a JSON list.  Read back from either, the
    kind and its arguments are checked against the class's :attr:`registry`.  Immutable and
    hashable."""

    __slots__ = ("args", "kind")
    registry: ClassVar[Registry]

    def __init__(self, kind: str, *args: str | float):
        _set_kind(self, kind)  # the slots' own setters: __setattr__ refuses
        _set_args(self, args)

    def __setattr__(self, name, value):
        raise AttributeError("Move is immutable")

    def __eq__(self, other) -> bool:
        return isinstance(other, Move) and self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __lt__(self, other: Move) -> bool:
        return (self.kind, tuple(map(str, self.args))) < (other.kind, tuple(map(str, other.args)))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(map(repr, (self.kind, *self.args)))})"

    def __str__(self) -> str:
        return " ".join([self.kind, *map(str, self.args)])

    def to_json(self) -> list:
        return [self.kind, *self.args]

    @classmethod
    def from_json(cls, data: list) -> Move:
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"not a move: {data!r}")
        scalars = cls.registry.scalar_types
        for a in data[1:]:
            if not isinstance(a, scalars) or isinstance(a, bool):
                raise ValueError(f"not a move argument: {a!r}")
        cls.registry.check_args(data[0], tuple(data[1:]))
        return cls(data[0], *data[1:])

    @classmethod
    def parse(cls, text: str) -> Move:
        parts = text.split()
        if not parts:
            raise ValueError("empty move")
        return cls(parts[0], *cls.registry.parse_args(parts[0], parts[1:]))


_set_kind = Move.__dict__["kind"].__set__
_set_args = Move.__dict__["args"].__set__


@dataclass
class Decision:
    """What the game waits for: ``player`` must choose one of ``options``.

    ``kind`` names the decision (``variant`` when one kind is asked by another rule about
    another thing); ``about`` holds the typed parameters of what it is about, as the registry
    declares them for the kind; ``prompt`` is the question built from them
    (``message(rule, "prompt_<kind>", about)``).  ``window`` is True for an optional reaction
    window: its options always include a way to decline.  ``why_not`` explains, for a move
    that is not among the options, which rule refuses it.  ``options_fn`` recomputes the
    options from the state (a position changed by hand is seen).  ``context`` is what the
    procedure asking knows beyond ``about``: read by the engine's own queries, never shown.

    The decision is checked against the registry when it is made: an unregistered kind, a move
    it does not declare or an ``about`` of the wrong shape raises ValueError."""

    registry: ClassVar[Registry]

    player: str
    kind: str
    options: tuple[Move, ...]
    about: dict[str, Any] = field(default_factory=dict)
    variant: str | None = None
    window: bool = False
    why_not: Callable[[Move], Any] | None = field(default=None, repr=False, compare=False)
    options_fn: Callable[[], tuple[Move, ...]] | None = field(default=None, repr=False, compare=False)
    context: Any = field(default=None, repr=False, compare=False)
    spec: DecisionSpec = field(init=False, repr=False, compare=False)
    prompt: Any = field(init=False, repr=False, compare=False)  # made when first read

    def __post_init__(self) -> None:
        self.spec = self._check(self.kind, self.variant, self.about, self.options, self.window)

    @classmethod
    def _check(cls, kind, variant, about, options, window) -> DecisionSpec:
        return cls.registry.check(kind, variant, about, options, window)

    @classmethod
    def _prompt(cls, spec: DecisionSpec, about: dict):
        return cls.registry.prompt(spec, about)

    def __getattr__(self, name: str):
        if name == "prompt":  # the question, built from ``about`` the first time it is asked
            prompt = self.__dict__["prompt"] = self._prompt(self.spec, self.about)
            return prompt
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def refresh(self) -> None:
        if self.options_fn is not None:
            self.options = self.options_fn()


Procedure = Generator[Decision, Move, Any]


def step(proc: Procedure, move: Move | None) -> Decision | None:
    """Run ``proc`` until its next decision: start it (``move`` None) or send it ``move``.
    None when the procedure has finished or raised :class:`GameOver`."""
    try:
        return proc.send(move) if move is not None else next(proc)
    except (StopIteration, GameOver):
        return None
