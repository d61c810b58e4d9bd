"""Typed decisions and moves: one registry of every kind the engine can produce.

Each kind of decision (:data:`DECISIONS`, declared in :mod:`cc_desktop.rules.decision_kinds`)
says which rule asks it, who decides, the moves it offers with the types of their arguments,
the typed parameters of what it is about (``about``) and its English prompt.  Each kind of
move (:data:`MOVES`) declares its argument types, so that a move read from text or JSON is
checked, not guessed.

* :class:`~cc_desktop.rules.machine.Decision` checks itself against its kind here and builds
  its prompt (``RuleMessage(rule, "prompt_<kind>", about)``): every kind has a question of its
  own, rendered in English from :data:`MESSAGES` and in the window from the same template,
  translated.
* ``Move.parse`` and ``Move.from_json`` check the move kind and its arguments here.
* :func:`table` is the table of docs/engine.md (``python -m cc_desktop.tools.decisions_table``).

No Qt.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, field
from typing import Any

from cc_desktop.rules.decision_kinds import DECISION_KINDS, MOVE_KINDS, TYPES
from cc_desktop.rules.messages import RuleMessage

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

    def __post_init__(self) -> None:
        self.arg_types.update({k: tuple(TYPES[t][0] for t in sig if t in TYPES) for k, sig in self.moves.items()})

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


def _spec(name, rule, who, moves, about, prompt, window) -> DecisionSpec:
    return DecisionSpec(name, rule, who, dict(_signature(s) for s in moves.split()),
                        dict(p.split(":") for p in about.split()), prompt, window)


#: move kind -> its argument signatures
MOVES: dict[str, tuple[tuple[str, ...], ...]] = dict(MOVE_KINDS)
#: decision name (``kind`` or ``kind.variant``) -> its declaration
DECISIONS: dict[str, DecisionSpec] = {row[0]: _spec(*row) for row in DECISION_KINDS}
#: decision kind -> its declarations (a kind asked by different rules has variants)
BY_KIND: dict[str, list[DecisionSpec]] = {}
for _s in DECISIONS.values():
    BY_KIND.setdefault(_s.kind, []).append(_s)

#: the English prompts, by code (messages.ENGLISH gathers them with the rule modules' texts)
MESSAGES: dict[str, str] = {s.code: s.prompt for s in DECISIONS.values()}


def base_type(type_name: str) -> str:
    return type_name.rstrip(LIST)


def _python_type(type_name: str) -> type:
    return TYPES[base_type(type_name)][0]


def value_ok(type_name: str, value: Any) -> bool:
    """Whether ``value`` has the Python shape of ``type_name`` (an id: str; a number: int; a
    list type: a tuple of those)."""
    if type(value) is str:  # the common case: an id of a type that wants one
        want = _PYTHON.get(type_name)
        if want is not None:
            return want is str
    if type_name.endswith(LIST):
        return isinstance(value, tuple) and all(value_ok(base_type(type_name), v) for v in value)
    want = _python_type(type_name)
    return isinstance(value, want) and not isinstance(value, bool)


#: type name -> its Python type (the types of single values)
_PYTHON: dict[str, type] = {t: py for t, (py, _) in TYPES.items()}


def _registry_faults() -> list[str]:
    """What would make the registry inconsistent (checked once, at import)."""
    out = []
    for kind, sigs in MOVES.items():
        for sig in sigs:
            out += [f"move {kind}: unknown type {t}" for t in sig if t not in TYPES]
        by_len: dict[int, tuple] = {}
        for sig in sigs:  # text is parsed by arity: same arity, same Python types
            py = tuple(_python_type(t) for t in sig if t in TYPES)
            if by_len.setdefault(len(sig), py) != py:
                out.append(f"move {kind}: two signatures of {len(sig)} arguments with different types")
    used = set()
    for s in DECISIONS.values():
        for kind, sig in s.moves.items():
            used.add(kind)
            if sig not in MOVES.get(kind, ()):
                out.append(f"decision {s.name}: move {kind}{sig} is not a declared signature")
        out += [f"decision {s.name}: about {k} has unknown type {t}" for k, t in s.about.items()
                if base_type(t) not in TYPES]
        fields = {f for _, f, _, _ in string.Formatter().parse(s.prompt) if f}
        out += [f"decision {s.name}: prompt names {f}, not an about parameter" for f in fields - set(s.about)]
    out += [f"move {k} is offered by no decision" for k in MOVES if k not in used]
    return out


_faults = _registry_faults()
if _faults:  # a mistake in decision_kinds.py: refuse to start
    raise ValueError("decision registry: " + "; ".join(_faults))


# -- decisions ------------------------------------------------------------------------------
def spec_of(kind: str, variant: str | None = None) -> DecisionSpec:
    name = f"{kind}.{variant}" if variant else kind
    found = DECISIONS.get(name)
    if found is None:
        raise ValueError(f"decision {name!r} is not in the registry (cc_desktop/rules/decision_kinds.py)")
    return found


def check(kind: str, variant: str | None, about: Any, options, window: bool) -> DecisionSpec:
    """The declaration of a decision, after checking the decision against it: the kind is
    registered, ``about`` has exactly the declared parameters with the declared types, each
    option is one of the declared moves with arguments of the declared types, and the
    decision is a window (A24) if and only if it is declared one.  Raises ValueError."""
    spec = DECISIONS.get(f"{kind}.{variant}" if variant else kind)
    if spec is None:
        spec = spec_of(kind, variant)  # raises, naming the kind
    if type(about) is not dict and not isinstance(about, dict):
        raise TypeError(f"decision {spec.name}: about must be a dict of typed parameters, not {about!r}")
    if about:
        if about.keys() != spec.about.keys():
            raise ValueError(f"decision {spec.name}: about has {sorted(about)}, "
                             f"the registry declares {sorted(spec.about)}")
        for k, t in spec.about.items():
            v = about[k]
            py = _PYTHON.get(t)
            if py is not None:
                if type(v) is py:  # exactly the declared type: fine
                    continue
            elif type(v) is tuple:
                py = _PYTHON.get(t[:-1])  # a list type ("unit*"): a tuple of exactly that type
                if py is not None and all(type(x) is py for x in v):
                    continue
            if not value_ok(t, v):
                raise ValueError(f"decision {spec.name}: about {k}={v!r} is not of type {t}")
    elif spec.about:
        raise ValueError(f"decision {spec.name}: about has [], the registry declares {sorted(spec.about)}")
    arg_types = spec.arg_types
    for move in options:
        want = arg_types.get(move.kind)
        if want is None or tuple(map(type, move.args)) != want:  # exactly the declared types
            sig = spec.moves.get(move.kind)
            if sig is None:
                raise ValueError(f"decision {spec.name} offers {move}, a move kind it does not declare")
            raise ValueError(f"decision {spec.name} offers {move}: {move.kind} takes ({', '.join(sig)})")
    if bool(window) != spec.window:
        raise ValueError(f"decision {spec.name}: window={window}, the registry declares {spec.window}")
    return spec


def prompt(spec: DecisionSpec, about: dict) -> RuleMessage:
    """The decision's prompt: the rule, ``prompt_<kind>``, the ``about`` parameters."""
    code = _CODES.get(spec.name)
    if code is None:
        code = _CODES[spec.name] = spec.code
    return tuple.__new__(RuleMessage, (spec.rule, code, tuple(sorted(about.items())) if about else ()))


_CODES: dict[str, str] = {}  # decision name -> its prompt's code


def move_types(kind: str, nargs: int, decision: DecisionSpec | None = None) -> tuple[str, ...] | None:
    """The argument types of a move of ``kind`` with ``nargs`` arguments: as ``decision``
    declares it, else the move kind's first signature of that length (None: no such move)."""
    if decision is not None:
        sig = decision.moves.get(kind)
        if sig is not None and len(sig) == nargs:
            return sig
    return next((sig for sig in MOVES.get(kind, ()) if len(sig) == nargs), None)


# -- moves ----------------------------------------------------------------------------------
def _describe(kind: str) -> str:
    """"no arguments", "(unit, hex)", "no arguments or (hex) or (piece)"."""
    return " or ".join(f"({', '.join(sig)})" if sig else "no arguments" for sig in MOVES[kind])


def _signatures(kind: Any, nargs: int) -> tuple[tuple[str, ...], ...]:
    if kind not in MOVES:
        shown = kind if isinstance(kind, str) and len(kind) <= 40 else repr(kind)[:40]
        raise ValueError(f"unknown move kind {shown!r}")
    sigs = tuple(sig for sig in MOVES[kind] if len(sig) == nargs)
    if not sigs:
        raise ValueError(f"{kind} takes {_describe(kind)}, not {nargs} argument{'s' if nargs != 1 else ''}")
    return sigs


def parse_args(kind: str, words: list[str]) -> tuple:
    """The arguments of a move written as text (``order 12 move``): a number where the type is
    a number (card, count, time), the word itself for an id.  Raises ValueError."""
    sig = _signatures(kind, len(words))[0]
    out = []
    for t, w in zip(sig, words):
        if _python_type(t) is int:
            if not re.fullmatch(r"-?\d{1,9}", w):
                raise ValueError(f"{kind}: the {t} must be a whole number, not {w[:40]!r}")
            out.append(int(w))
        else:
            out.append(w)
    return tuple(out)


def check_args(kind: Any, args: tuple) -> None:
    """A move read from JSON: a known kind with arguments of its declared types."""
    faults = []
    for sig in _signatures(kind, len(args)):
        faults.append(next(((t, a) for t, a in zip(sig, args) if not value_ok(t, a)), None))
        if faults[-1] is None:
            return
    t, a = faults[0]
    want = "a whole number" if _python_type(t) is int else "a word"
    shown = repr(a) if len(repr(a)) <= 42 else repr(a)[:40] + "…"
    raise ValueError(f"{kind}: the {t} must be {want}, not {shown}")


# -- the table of docs/engine.md ------------------------------------------------------------
def _moves_cell(spec: DecisionSpec) -> str:
    return ", ".join(f"`{k} {' '.join(t.upper() for t in sig)}`" if sig else f"`{k}`" for k, sig in spec.moves.items())


def table() -> str:
    """The Markdown table of every decision kind (docs/engine.md)."""
    lines = [f"{len(BY_KIND)} decision kinds ({len(DECISIONS)} with their variants), {len(MOVES)} move kinds.", "",
             "| kind | who decides | rule | moves | about | English prompt |", "|---|---|---|---|---|---|"]
    for s in DECISIONS.values():
        kind = f"`{s.kind}` ({s.variant})" if s.variant else f"`{s.kind}`"
        if s.window:
            kind += " window"
        about = ", ".join(f"{k}: `{t}`" for k, t in s.about.items()) or "—"
        lines.append(f"| {kind} | {s.who} | {s.rule or 'set-up'} | {_moves_cell(s)} | {about} | {s.prompt} |")
    lines += ["", "Argument types: " + "; ".join(f"`{t.upper()}` {d}" for t, (_, d) in TYPES.items()) + ".",
              "A type followed by `*` is a tuple of such values."]
    return "\n".join(lines)
