"""One explained step of a rule, as the combat functions (shooting, cover, wounds, melee, morale)
record them: the rule id, what kind of step it was, the numbers, and an English sentence the
engine can log ("Cover save 5+ (Brick wall 4+, worsened by E4, SK-8.2): rolled 2, failed; the
shot goes on at E3")."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Step:
    rule: str                     # "SK-8.2"
    kind: str                     # "cover_save", "to_hit", "location", ...
    text: str                     # the explanation, rule id included
    roll: int | None = None       # the die face(s) total that decided it, if a roll was made
    need: int | None = None       # the score needed (a save's "5+" is 5; a test's total is 6)
    ok: bool | None = None        # passed / hit / saved
    data: tuple[tuple[str, object], ...] = field(default=())  # further numbers, by name

    def get(self, name: str, default=None):
        for k, v in self.data:
            if k == name:
                return v
        return default

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict:
        out: dict = {"rule": self.rule, "kind": self.kind, "text": self.text}
        for k in ("roll", "need", "ok"):
            if getattr(self, k) is not None:
                out[k] = getattr(self, k)
        if self.data:
            out["data"] = {k: (v.value if hasattr(v, "value") else v) for k, v in self.data}
        return out


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)
