"""A registry of typed decision kinds and move kinds (shared by both engines).

Each kind of decision says which rule asks it, who decides, the moves it offers with the types
of their arguments, the typed parameters of what it is about (``about``) and its English prompt.
Each kind of move declares its argument signatures, so that a move read from text or JSON is
checked, not guessed.  An engine builds one :class:`Registry` from its declarations
(``cc_desktop/rules/decision_kinds.py``, ``cc_desktop/skirmish/decision_kinds.py``); its
:class:`~cc_desktop.engine.machine.Move` and ``Decision`` subclasses point at it.

Argument types are ``name -> (Python type, description)``; the Python type is ``str`` (an id),
``int`` (a whole number) or ``float`` (inches or degrees, written with at most one decimal).
"""

from __future__ import annotations

import math
import re
import string
from dataclasses import dataclass, field
from typing import Any

LIST = "*"  # "unit*": a tuple of unit ids


@dataclass(frozen=True, eq=False)
class DecisionSpec:
    """One kind of decision (or one variant of a kind, ``kind.variant``)."""

    name: str
    rule: str
    who: str
    moves: dict[str, tuple[str, ...]]  # move kind -> argument types
    about: dict[str, str]  # parameter -> type ("unit", "hex*", ...)
    prompt: str  # English template of the ``about`` parameters
    window: bool = False
    # move kind -> the Python types of its arguments (the quick check of every option)
    arg_types: dict[str, tuple[type, ...]] = field(default_factory=dict, repr=False)

    @property
    def kind(self) -> str:
        return self.name.split(".")[0]

    @property
    def variant(self) -> str | None:
        return self.name.split(".", 1)[1] if "." in self.name else None

    @property
    def code(self) -> str:
        """The prompt's message code: ``prompt_<kind>`` (``prompt_<kind>_<variant>``)."""
        return "prompt_" + self.name.replace(".", "_")


def _signature(text: str) -> tuple[str, tuple[str, ...]]:
    m = re.fullmatch(r"([a-z_]+)(?:\(([a-z_,]*)\))?", text)
    if m is None:
        raise ValueError(f"bad move signature {text!r}")
    return m.group(1), tuple(a for a in (m.group(2) or "").split(",") if a)


def base_type(type_name: str) -> str:
    return type_name.rstrip(LIST)


_DECIMAL = re.compile(r"-?\d{1,6}(?:\.\d)?")


class Registry:
    """The decision kinds and move kinds of one engine.

    ``types``: argument type -> (Python type, description); ``move_kinds``: move kind -> its
    argument signatures; ``decision_kinds``: rows ``(name, rule, who, moves, about, prompt,
    window)``; ``message_type``: the engine's message class (a NamedTuple of rule, code, params)
    that prompts are made of; ``source``: the declaring module, named in errors."""

    def __init__(self, types: dict[str, tuple[type, str]], move_kinds: dict, decision_kinds: list,
                 message_type: type, source: str):
        self.types = types
        self.source = source
        self.message_type = message_type
        #: move kind -> its argument signatures
        self.moves: dict[str, tuple[tuple[str, ...], ...]] = dict(move_kinds)
        #: decision name (``kind`` or ``kind.variant``) -> its declaration
        self.decisions: dict[str, DecisionSpec] = {row[0]: self._spec(*row) for row in decision_kinds}
        #: decision kind -> its declarations (a kind asked by different rules has variants)
        self.by_kind: dict[str, list[DecisionSpec]] = {}
        for s in self.decisions.values():
            self.by_kind.setdefault(s.kind, []).append(s)
        #: the English prompts, by code
        self.messages: dict[str, str] = {s.code: s.prompt for s in self.decisions.values()}
        #: type name -> its Python type (the types of single values)
        self.python: dict[str, type] = {t: py for t, (py, _) in types.items()}
        #: the Python types a move argument may have
        self.scalar_types: tuple[type, ...] = tuple(dict.fromkeys(self.python.values()))
        self._codes: dict[str, str] = {}
        faults = self.faults()
        if faults:  # a mistake in the declarations: refuse to start
            raise ValueError("decision registry: " + "; ".join(faults))

    def _spec(self, name, rule, who, moves, about, prompt, window) -> DecisionSpec:
        spec = DecisionSpec(name, rule, who, dict(_signature(s) for s in moves.split()),
                            dict(p.split(":") for p in about.split()), prompt, window)
        spec.arg_types.update({k: tuple(self.types[t][0] for t in sig if t in self.types)
                               for k, sig in spec.moves.items()})
        return spec

    # -- types ------------------------------------------------------------------------------
    def python_type(self, type_name: str) -> type:
        return self.types[base_type(type_name)][0]

    def value_ok(self, type_name: str, value: Any) -> bool:
        """Whether ``value`` has the Python shape of ``type_name`` (an id: str; a number: int;
        inches or degrees: float; a list type: a tuple of those)."""
        if type(value) is str:  # the common case: an id of a type that wants one
            want = self.python.get(type_name)
            if want is not None:
                return want is str
        if type_name.endswith(LIST):
            return isinstance(value, tuple) and all(self.value_ok(base_type(type_name), v) for v in value)
        want = self.python_type(type_name)
        if want is float:
            return type(value) is float and math.isfinite(value) and abs(value) < 1e7
        return isinstance(value, want) and not isinstance(value, bool)

    def faults(self) -> list[str]:
        """What would make the registry inconsistent (checked once, when it is made)."""
        out = []
        types = self.types
        for kind, sigs in self.moves.items():
            for sig in sigs:
                out += [f"move {kind}: unknown type {t}" for t in sig if t not in types]
            by_len: dict[int, tuple] = {}
            for sig in sigs:  # text is parsed by arity: same arity, same Python types
                py = tuple(self.python_type(t) for t in sig if t in types)
                if by_len.setdefault(len(sig), py) != py:
                    out.append(f"move {kind}: two signatures of {len(sig)} arguments with different types")
        used = set()
        for s in self.decisions.values():
            for kind, sig in s.moves.items():
                used.add(kind)
                if sig not in self.moves.get(kind, ()):
                    out.append(f"decision {s.name}: move {kind}{sig} is not a declared signature")
            out += [f"decision {s.name}: about {k} has unknown type {t}" for k, t in s.about.items()
                    if base_type(t) not in types]
            fields = {f for _, f, _, _ in string.Formatter().parse(s.prompt) if f}
            out += [f"decision {s.name}: prompt names {f}, not an about parameter" for f in fields - set(s.about)]
        out += [f"move {k} is offered by no decision" for k in self.moves if k not in used]
        return out

    # -- decisions --------------------------------------------------------------------------
    def spec_of(self, kind: str, variant: str | None = None) -> DecisionSpec:
        name = f"{kind}.{variant}" if variant else kind
        found = self.decisions.get(name)
        if found is None:
            raise ValueError(f"decision {name!r} is not in the registry ({self.source})")
        return found

    def check(self, kind: str, variant: str | None, about: Any, options, window: bool) -> DecisionSpec:
        """The declaration of a decision, after checking the decision against it: the kind is
        registered, ``about`` has exactly the declared parameters with the declared types, each
        option is of a move kind the decision declares, with arguments of the declared types,
        and the decision is a window if and only if it is declared one.  Raises ValueError.

        The arguments are checked once for each run of moves of one kind among the options (its
        first move): the moves of one kind are made alike, together, and a set-up offers
        hundreds of ``place`` moves at every step."""
        spec = self.decisions.get(f"{kind}.{variant}" if variant else kind)
        if spec is None:
            spec = self.spec_of(kind, variant)  # raises, naming the kind
        if type(about) is not dict and not isinstance(about, dict):
            raise TypeError(f"decision {spec.name}: about must be a dict of typed parameters, not {about!r}")
        python = self.python
        if about:
            if about.keys() != spec.about.keys():
                raise ValueError(f"decision {spec.name}: about has {sorted(about)}, "
                                 f"the registry declares {sorted(spec.about)}")
            for k, t in spec.about.items():
                v = about[k]
                py = python.get(t)
                if py is not None:
                    if type(v) is py:  # exactly the declared type: fine
                        continue
                elif type(v) is tuple:
                    py = python.get(t[:-1])  # a list type ("unit*"): a tuple of exactly that type
                    if py is not None and all(type(x) is py for x in v):
                        continue
                if not self.value_ok(t, v):
                    raise ValueError(f"decision {spec.name}: about {k}={v!r} is not of type {t}")
        elif spec.about:
            raise ValueError(f"decision {spec.name}: about has [], the registry declares {sorted(spec.about)}")
        arg_types = spec.arg_types
        last = None
        for move in options:
            kind = move.kind
            if kind is last:  # the run of one kind whose first move was checked
                continue
            want = arg_types.get(kind)
            if want is None or tuple(map(type, move.args)) != want:  # exactly the declared types
                sig = spec.moves.get(move.kind)
                if sig is None:
                    raise ValueError(f"decision {spec.name} offers {move}, a move kind it does not declare")
                raise ValueError(f"decision {spec.name} offers {move}: {move.kind} takes ({', '.join(sig)})")
            last = kind
        if bool(window) != spec.window:
            raise ValueError(f"decision {spec.name}: window={window}, the registry declares {spec.window}")
        return spec

    def prompt(self, spec: DecisionSpec, about: dict):
        """The decision's prompt: the rule, ``prompt_<kind>``, the ``about`` parameters."""
        code = self._codes.get(spec.name)
        if code is None:
            code = self._codes[spec.name] = spec.code
        return tuple.__new__(self.message_type, (spec.rule, code, tuple(sorted(about.items())) if about else ()))

    def move_types(self, kind: str, nargs: int, decision: DecisionSpec | None = None) -> tuple[str, ...] | None:
        """The argument types of a move of ``kind`` with ``nargs`` arguments: as ``decision``
        declares it, else the move kind's first signature of that length (None: no such move)."""
        if decision is not None:
            sig = decision.moves.get(kind)
            if sig is not None and len(sig) == nargs:
                return sig
        return next((sig for sig in self.moves.get(kind, ()) if len(sig) == nargs), None)

    # -- moves ------------------------------------------------------------------------------
    def describe(self, kind: str) -> str:
        """"no arguments", "(unit, hex)", "no arguments or (hex) or (piece)"."""
        return " or ".join(f"({', '.join(sig)})" if sig else "no arguments" for sig in self.moves[kind])

    def signatures(self, kind: Any, nargs: int) -> tuple[tuple[str, ...], ...]:
        if kind not in self.moves:
            shown = kind if isinstance(kind, str) and len(kind) <= 40 else repr(kind)[:40]
            raise ValueError(f"unknown move kind {shown!r}")
        sigs = tuple(sig for sig in self.moves[kind] if len(sig) == nargs)
        if not sigs:
            raise ValueError(f"{kind} takes {self.describe(kind)}, not {nargs} argument{'s' if nargs != 1 else ''}")
        return sigs

    def parse_args(self, kind: str, words: list[str]) -> tuple:
        """The arguments of a move written as text (``order 12 move``; Skirmish inches ``move m3 X Y``): a
        whole number where the type is one, inches or degrees with at most one decimal where
        the type is a real number, the word itself for an id.  Raises ValueError."""
        sig = self.signatures(kind, len(words))[0]
        out = []
        for t, w in zip(sig, words):
            py = self.python_type(t)
            if py is int:
                if not re.fullmatch(r"-?\d{1,9}", w):
                    raise ValueError(f"{kind}: the {t} must be a whole number, not {w[:40]!r}")
                out.append(int(w))
            elif py is float:
                if not _DECIMAL.fullmatch(w):
                    raise ValueError(f"{kind}: the {t} must be a number with at most one decimal, not {w[:40]!r}")
                out.append(round(float(w), 1))
            else:
                out.append(w)
        return tuple(out)

    def check_args(self, kind: Any, args: tuple) -> None:
        """A move read from JSON: a known kind with arguments of its declared types."""
        faults = []
        for sig in self.signatures(kind, len(args)):
            faults.append(next(((t, a) for t, a in zip(sig, args) if not self.value_ok(t, a)), None))
            if faults[-1] is None:
                return
        t, a = faults[0]
        py = self.python_type(t)
        want = "a whole number" if py is int else "a number" if py is float else "a word"
        shown = repr(a) if len(repr(a)) <= 42 else repr(a)[:40] + "…"
        raise ValueError(f"{kind}: the {t} must be {want}, not {shown}")

    # -- the table of the docs --------------------------------------------------------------
    @staticmethod
    def _moves_cell(spec: DecisionSpec) -> str:
        return ", ".join(f"`{k} {' '.join(t.upper() for t in sig)}`" if sig else f"`{k}`"
                         for k, sig in spec.moves.items())

    def table(self) -> str:
        """The Markdown table of every decision kind."""
        counts = (f"{len(self.by_kind)} decision kinds ({len(self.decisions)} with their variants), "
                  f"{len(self.moves)} move kinds.")
        lines = [counts, "",
                 "| kind | who decides | rule | moves | about | English prompt |", "|---|---|---|---|---|---|"]
        for s in self.decisions.values():
            kind = f"`{s.kind}` ({s.variant})" if s.variant else f"`{s.kind}`"
            if s.window:
                kind += " window"
            about = ", ".join(f"{k}: `{t}`" for k, t in s.about.items()) or "—"
            lines.append(f"| {kind} | {s.who} | {s.rule or 'set-up'} | {self._moves_cell(s)} | {about} | {s.prompt} |")
        lines += ["", "Argument types: " + "; ".join(f"`{t.upper()}` {d}" for t, (_, d) in self.types.items()) + ".",
                  "A type followed by `*` is a tuple of such values."]
        return "\n".join(lines)
