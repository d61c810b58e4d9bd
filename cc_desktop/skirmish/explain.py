"""One explained step of a rule, as the Skirmish rules (shooting, cover, wounds, melee, morale,
equipment, the special weapons) record them: the rule id, what kind of step it was, a message
code with its params, and the numbers.  The words come from the code's template (each module's
``STEP_MESSAGES``, added to :data:`cc_desktop.skirmish.decisions.ENGLISH`; sk-i18n translates
the same codes), rendered by :func:`render`: "Cover save 5+ (Brick wall 4+, worsened by E4,
SK-8.2): rolled 2, failed; the shot goes on at E3"."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cc_desktop.skirmish.decisions import ENGLISH


#: the module whose STEP_MESSAGES hold a code's template, by the code's prefix
STEP_MODULES = {"wound": "wounds", "morale": "morale", "cover": "cover", "shot": "shooting", "melee": "melee",
                "equipment": "equipment", "special": "specials", "end": "game"}


def render(code: str, params) -> str:
    """The English words of a step's (or a message's) code and params: the one renderer."""
    if code not in ENGLISH.templates and "." in code:
        name = STEP_MODULES.get(code.split(".", 1)[0])
        if name is not None:
            import importlib
            importlib.import_module(f"cc_desktop.skirmish.{name}")
    return ENGLISH.render(code, params)


@dataclass(frozen=True)
class Step:
    rule: str                     # "SK-8.2"
    kind: str                     # "cover_save", "to_hit", "location", ...
    code: str                     # the template's code ("cover.save_failed")
    params: tuple[tuple[str, object], ...] = ()   # the template's values, by name
    roll: int | None = None       # the die face(s) total that decided it, if a roll was made
    need: int | None = None       # the score needed (a save's "5+" is 5; a test's total is 6)
    ok: bool | None = None        # passed / hit / saved
    data: tuple[tuple[str, object], ...] = field(default=())  # further numbers, by name

    @classmethod
    def of(cls, rule: str, kind: str, code: str, *, roll: int | None = None, need: int | None = None,
           ok: bool | None = None, data: tuple[tuple[str, object], ...] = (), **params: Any) -> Step:
        """A step; ``roll`` and ``need`` are template params too."""
        if roll is not None:
            params.setdefault("roll", roll)
        if need is not None:
            params.setdefault("need", need)
        return cls(rule, kind, code, tuple(sorted(params.items())), roll, need, ok, data)

    @property
    def args(self) -> dict[str, object]:
        return dict(self.params)

    @property
    def text(self) -> str:
        """The step in English (its rule id is part of the template)."""
        return render(self.code, self.params)

    def get(self, name: str, default=None):
        for k, v in self.data:
            if k == name:
                return v
        return default

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict:
        out: dict = {"rule": self.rule, "kind": self.kind, "code": self.code, "params": dict(self.params),
                     "text": self.text}
        for k in ("roll", "need", "ok"):
            if getattr(self, k) is not None:
                out[k] = getattr(self, k)
        if self.data:
            out["data"] = {k: (v.value if hasattr(v, "value") else v) for k, v in self.data}
        return out


class Parts(tuple):
    """Several messages as one param of a step, each shown after a space (a shot's modifiers:
    " +2 aimed shot -1 long range"); each part is a message (rule, code, params) with its own
    template, so every language words each part (``texts.render`` renders them in the
    step's language)."""

    def __new__(cls, parts=()):
        return super().__new__(cls, tuple(parts))

    def __str__(self) -> str:
        return "".join(" " + render(p.code, p.params) for p in self)

    def __format__(self, spec: str) -> str:   # a template's {mods}: the English words, not the tuple
        return format(str(self), spec)


def step_message(step):
    """A step as a log message (the engine's SkMessage with the step's rule, code and params).
    A step that is not an explain.Step yet (sk-vehicles' specials.Step until it switches) is
    logged with its English words under ``step_text``."""
    from cc_desktop.skirmish.decisions import msg
    code = getattr(step, "code", None)
    if code is None:
        return msg(step.rule, "step_text", text=str(step))
    return msg(step.rule, code, **step.args)


ENGLISH.add({"step_text": "{text}"})


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)
