"""The play state of a Skirmish game: plain dataclasses, JSON and a hash.

Everything that changes in play is here (the models with their stats, A, wounds, weapons and
posture; whose turn it is; the dice; doors, cover, holes and items on the ground) and nothing
else: a :class:`SkirmishState` round-trips through :meth:`to_json` / :meth:`from_json`, and
:meth:`hash` covers all of it.  The rules modules change it; the state has no rule of its own
beyond the derived values the book defines (SK-2: A is the sum of the current stats).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.types import STAT_NAMES, ZERO, Point, Posture, Stats

SIDES_KEY = "sides"


@dataclass
class Wound:
    """One wound suffered this battle (SK-18): where, whether it bleeds, what caused it."""
    location: str  # Location value: leg, body, arm, head
    bleeds: bool
    cause: str = ""

    def to_json(self) -> dict:
        return {"location": self.location, "bleeds": self.bleeds, "cause": self.cause}

    @classmethod
    def from_json(cls, d: dict) -> Wound:
        return cls(str(d["location"]), bool(d["bleeds"]), str(d.get("cause", "")))


@dataclass
class Model:
    """One figure (SK-1): its characteristics, A, weapons, posture, place and wounds."""
    id: str
    name: str
    side: str
    kind: str = "human"                      # human / animal
    base: Stats = ZERO                       # SK-2 the characteristics before this battle's wounds
    reduction: Stats = ZERO                  # SK-18.2 temporary reductions (bandaging gives points back)
    skills: list[str] = field(default_factory=list)
    carried: list[str] = field(default_factory=list)   # weapon/item ids carried, not in hand (SK-4.3)
    in_hand: list[str] = field(default_factory=list)   # what it holds (at most two hands, SK-4.4)
    rounds: dict[str, int] = field(default_factory=dict)  # weapon id -> rounds loaded (SK-4.13)
    ammo: dict[str, int] = field(default_factory=dict)    # ammunition type -> magazines (SK-4.13)
    equipment: list[str] = field(default_factory=list)
    posture: Posture = Posture.STANDING
    at: Point = field(default_factory=lambda: Point(0.0, 0.0))
    facing: float = 0.0
    wounds: list[Wound] = field(default_factory=list)
    bleeding: bool = False                   # SK-18.3 (only one wound ever bleeds)
    bleed_next: str = "C"                    # SK-18.3 the stat the next bleeding point comes from
    conscious: bool = True
    alive: bool = True
    out: str = ""                            # "" in play, else why not: dead, surrendered, fled
    tp: int = 0                              # SK-17.1 TP gained this battle
    a_remaining: int = 0                     # SK-3.3 A left in its own turn
    a_reserved: int = 0                      # SK-3.3 A kept for the opponent's turn
    a_debt: int = 0                          # SK-10.2 A borrowed from its next turn (at most 2)
    preempt_spent: bool = False              # SK-6.6 after a pre-emptive shot: posture changes only
    activated: bool = False                  # SK-3.4 has acted (or is acting) this turn
    moved: bool = False                      # moved this turn (SK-17.4 Sniper)
    in_hole: str | None = None               # SK-4.1 the foxhole it is in
    climb_failed: bool = False               # SK-5.3 a failed climb test this turn: 4 A per inch
    climb_tested: bool = False               # SK-5.3 the climb test of this turn has been rolled
    fleeing: bool = False                    # SK-10.2 failed a heavy-losses test this turn
    seen_at_start: list[str] = field(default_factory=list)  # SK-9 enemies it saw as its side's turn began
    placed: bool = True                      # SK-3.1 set up on the table (False: its side deploys it)

    @property
    def stats(self) -> Stats:
        """The current characteristics (SK-0.2: with the temporary reductions)."""
        return self.base.minus(self.reduction)

    @property
    def A(self) -> int:  # SK-2
        return self.stats.A

    @property
    def in_play(self) -> bool:
        """Alive, conscious and not out of the battle (SK-10.2 heavy losses count the others)."""
        return self.alive and self.conscious and not self.out

    @property
    def crouching(self) -> bool:
        return self.posture.is_crouching

    def has(self, skill: str) -> bool:
        return skill in self.skills

    def to_json(self) -> dict:
        return {
            "id": self.id, "name": self.name, "side": self.side, "kind": self.kind,
            "base": self.base.to_json(), "reduction": self.reduction.to_json(), "skills": list(self.skills),
            "carried": list(self.carried), "in_hand": list(self.in_hand), "rounds": dict(self.rounds),
            "ammo": dict(self.ammo), "equipment": list(self.equipment), "posture": self.posture.value,
            "at": self.at.to_json(), "facing": self.facing, "wounds": [w.to_json() for w in self.wounds],
            "bleeding": self.bleeding, "bleed_next": self.bleed_next, "conscious": self.conscious,
            "alive": self.alive, "out": self.out, "tp": self.tp, "a_remaining": self.a_remaining,
            "a_reserved": self.a_reserved, "a_debt": self.a_debt, "preempt_spent": self.preempt_spent,
            "activated": self.activated, "moved": self.moved, "in_hole": self.in_hole,
            "climb_failed": self.climb_failed, "climb_tested": self.climb_tested, "fleeing": self.fleeing,
            "seen_at_start": list(self.seen_at_start), "placed": self.placed,
        }

    @classmethod
    def from_json(cls, d: dict) -> Model:
        return cls(
            id=str(d["id"]), name=str(d["name"]), side=str(d["side"]), kind=str(d.get("kind", "human")),
            base=Stats.from_json(d["base"]), reduction=Stats.from_json(d.get("reduction", ZERO.to_json())),
            skills=list(d.get("skills", [])), carried=list(d.get("carried", [])), in_hand=list(d.get("in_hand", [])),
            rounds={str(k): int(v) for k, v in d.get("rounds", {}).items()},
            ammo={str(k): int(v) for k, v in d.get("ammo", {}).items()}, equipment=list(d.get("equipment", [])),
            posture=Posture(d.get("posture", "standing")), at=Point.from_json(d["at"]), facing=float(d.get("facing", 0.0)),
            wounds=[Wound.from_json(w) for w in d.get("wounds", [])], bleeding=bool(d.get("bleeding", False)),
            bleed_next=str(d.get("bleed_next", "C")), conscious=bool(d.get("conscious", True)),
            alive=bool(d.get("alive", True)), out=str(d.get("out", "")), tp=int(d.get("tp", 0)),
            a_remaining=int(d.get("a_remaining", 0)), a_reserved=int(d.get("a_reserved", 0)),
            a_debt=int(d.get("a_debt", 0)), preempt_spent=bool(d.get("preempt_spent", False)),
            activated=bool(d.get("activated", False)), moved=bool(d.get("moved", False)), in_hole=d.get("in_hole"),
            climb_failed=bool(d.get("climb_failed", False)), climb_tested=bool(d.get("climb_tested", False)),
            fleeing=bool(d.get("fleeing", False)), seen_at_start=[str(x) for x in d.get("seen_at_start", [])],
            placed=bool(d.get("placed", True)),
        )


@dataclass
class Foxhole:
    """SK-4.1: a one-man hole being dug or finished (30 A in all), and who is in it."""
    id: str
    at: Point
    invested: int = 0
    occupant: str | None = None

    COST = 30  # SK-4.1

    @property
    def complete(self) -> bool:
        return self.invested >= self.COST

    def to_json(self) -> dict:
        return {"id": self.id, "at": self.at.to_json(), "invested": self.invested, "occupant": self.occupant}

    @classmethod
    def from_json(cls, d: dict) -> Foxhole:
        return cls(str(d["id"]), Point.from_json(d["at"]), int(d.get("invested", 0)), d.get("occupant"))


@dataclass
class Dropped:
    """An item on the ground (SK-4.3: dropped free; SK-4.4: picked up for 1 A)."""
    id: str          # the ground item's own id (g1, g2, ...)
    item: str        # weapon or equipment id
    at: Point
    rounds: int | None = None

    def to_json(self) -> dict:
        return {"id": self.id, "item": self.item, "at": self.at.to_json(), "rounds": self.rounds}

    @classmethod
    def from_json(cls, d: dict) -> Dropped:
        return cls(str(d["id"]), str(d["item"]), Point.from_json(d["at"]), d.get("rounds"))


@dataclass
class SkirmishState:
    """All play state of one Skirmish battle."""
    battle: str
    map_id: str
    sides: tuple[str, str]
    models: dict[str, Model] = field(default_factory=dict)
    turn: int = 0                    # SK-3.3 the game turn (0 before the initiative roll)
    side: str | None = None          # the side playing its turn
    first: str | None = None         # SK-3.2 who won the initiative (plays first each game turn)
    phase: str = "start"             # "deploy" (SK-3.1), "start" (start-of-turn steps due) or "play"
    acting: str | None = None        # SK-3.4 the model acting now
    dice: Dice = field(default_factory=lambda: Dice(0))
    open_doors: list[str] = field(default_factory=list)
    destroyed_cover: list[str] = field(default_factory=list)
    cover_absorbed: dict[str, int] = field(default_factory=dict)  # SK-8.4 E absorbed by each cover object
    foxholes: dict[str, Foxhole] = field(default_factory=dict)
    ground: list[Dropped] = field(default_factory=list)
    next_id: int = 1                 # numbering of foxholes and dropped items
    winner: str | None = None
    over: bool = False
    end_reason: str = ""

    def other(self, side: str) -> str:
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def side_models(self, side: str) -> list[Model]:
        return [m for m in self.models.values() if m.side == side]

    def new_id(self, prefix: str) -> str:
        n = self.next_id
        self.next_id += 1
        return f"{prefix}{n}"

    def to_json(self) -> dict:
        return {
            "battle": self.battle, "map": self.map_id, SIDES_KEY: list(self.sides),
            "models": [m.to_json() for m in self.models.values()], "turn": self.turn, "side": self.side,
            "first": self.first, "phase": self.phase, "acting": self.acting, "dice": self.dice.to_json(),
            "open_doors": sorted(self.open_doors), "destroyed_cover": sorted(self.destroyed_cover),
            "cover_absorbed": dict(sorted(self.cover_absorbed.items())),
            "foxholes": [f.to_json() for f in self.foxholes.values()], "ground": [d.to_json() for d in self.ground],
            "next_id": self.next_id, "winner": self.winner, "over": self.over, "end_reason": self.end_reason,
        }

    @classmethod
    def from_json(cls, d: dict | str) -> SkirmishState:
        if isinstance(d, str):
            d = json.loads(d)
        models = [Model.from_json(m) for m in d["models"]]
        return cls(
            battle=str(d["battle"]), map_id=str(d["map"]), sides=tuple(d[SIDES_KEY]),
            models={m.id: m for m in models}, turn=int(d["turn"]), side=d.get("side"), first=d.get("first"),
            phase=str(d.get("phase", "start")), acting=d.get("acting"), dice=Dice.from_json(d["dice"]),
            open_doors=list(d.get("open_doors", [])), destroyed_cover=list(d.get("destroyed_cover", [])),
            cover_absorbed={str(k): int(v) for k, v in d.get("cover_absorbed", {}).items()},
            foxholes={f["id"]: Foxhole.from_json(f) for f in d.get("foxholes", [])},
            ground=[Dropped.from_json(x) for x in d.get("ground", [])], next_id=int(d.get("next_id", 1)),
            winner=d.get("winner"), over=bool(d.get("over", False)), end_reason=str(d.get("end_reason", "")),
        )

    def text(self) -> str:
        """The state as compact canonical JSON text (checkpoints, the hash)."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def hash(self) -> str:
        return hashlib.sha256(self.text().encode()).hexdigest()

    def copy(self) -> SkirmishState:
        return SkirmishState.from_json(json.loads(self.text()))


def stat_names() -> tuple[str, ...]:
    return STAT_NAMES


def json_value(value: Any) -> Any:
    """A value as JSON would give it back (tuples as lists): what round-trips compare."""
    return json.loads(json.dumps(value))
