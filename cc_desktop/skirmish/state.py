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
    # -- SK-12 to SK-16 (sk-vehicles); written to JSON only when not the default (old hashes stay)
    vehicle: str | None = None               # SK-14.1 the vehicle it sits in
    seat: str | None = None                  # SK-14.1 its seat there
    on_fire: bool = False                    # SK-12.3 in burning clothes
    rifle_grenade: str | None = None         # SK-12.4 the rifle with a grenade fitted to its muzzle
    animal: str | None = None                # SK-16 the animal card (kind "animal")
    wild: bool = False                       # SK-16.1 gone wild
    riding: str | None = None                # SK-16.2 the horse it rides
    ridden_by: str | None = None             # SK-16.2 (a horse) its rider
    harnessed_to: str | None = None          # SK-16.1 (an animal) the vehicle or cart it draws
    used: list[str] = field(default_factory=list)   # SK-13 once-a-battle items used (the canteen)
    a_bonus: int = 0                         # SK-13 A added at its next turn (the canteen)
    # -- SK-16 (sk-guns, wave 3): saddle and dog orders; in JSON only when not the default
    unsaddled: bool = False                  # SK-16.2 (a horse) its saddle taken off
    sent_to: Point | None = None             # SK-16.3 (a dog) where its master sent it this turn
    called_by: str | None = None             # SK-16.3 (a dog) the master who called it back this turn
    job: str | None = None                   # SK-16.2-16.4 (an animal) the work begun on it: harness:PIECE, saddle...
    job_paid: dict[str, int] = field(default_factory=dict)  # the A each man has put into that work
    led_by: str | None = None                # SK-16.2/16.4/16.5 (an animal) the man leading it (sk-lead)

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
        } | {k: v for k, v in self._special_json().items() if v != _SPECIAL_DEFAULTS[k]} \
          | {k: v for k, v in self._animal_json().items() if v is not None and v is not False}

    def _animal_json(self) -> dict:   # sk-guns (SK-16.2, SK-16.3)
        return {"unsaddled": self.unsaddled, "sent_to": None if self.sent_to is None else self.sent_to.to_json(),
                "called_by": self.called_by, "job": self.job,
                "job_paid": dict(sorted(self.job_paid.items())) if self.job_paid else None,
                "led_by": self.led_by}

    def _special_json(self) -> dict:
        return {"vehicle": self.vehicle, "seat": self.seat, "on_fire": self.on_fire,
                "rifle_grenade": self.rifle_grenade, "animal": self.animal, "wild": self.wild,
                "riding": self.riding, "ridden_by": self.ridden_by, "harnessed_to": self.harnessed_to,
                "used": list(self.used), "a_bonus": self.a_bonus}

    @classmethod
    def from_json(cls, d: dict) -> Model:
        m = cls._from_json(d)
        m.unsaddled, m.sent_to, m.called_by = bool(d.get("unsaddled", False)), _pt(d.get("sent_to")), d.get("called_by")
        m.job, m.job_paid = d.get("job"), {str(k): int(v) for k, v in (d.get("job_paid") or {}).items()}
        m.led_by = d.get("led_by")   # sk-lead (SK-16.2, SK-16.4, SK-16.5)
        return m   # sk-guns (SK-16.2, SK-16.3)

    @classmethod
    def _from_json(cls, d: dict) -> Model:
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
            vehicle=d.get("vehicle"), seat=d.get("seat"), on_fire=bool(d.get("on_fire", False)),
            rifle_grenade=d.get("rifle_grenade"), animal=d.get("animal"), wild=bool(d.get("wild", False)),
            riding=d.get("riding"), ridden_by=d.get("ridden_by"), harnessed_to=d.get("harnessed_to"),
            used=[str(x) for x in d.get("used", [])], a_bonus=int(d.get("a_bonus", 0)),
        )


_SPECIAL_DEFAULTS = {"vehicle": None, "seat": None, "on_fire": False, "rifle_grenade": None, "animal": None,
                     "wild": False, "riding": None, "ridden_by": None, "harnessed_to": None, "used": [],
                     "a_bonus": 0}


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


def _pt(d) -> Point | None:
    return None if d is None else Point.from_json(d)


@dataclass
class Vehicle:
    """SK-14: a vehicle in play: its card, place and heading, its speed (inches per A) this turn
    and last, the inches moved and the A its driver spent driving this turn and last, who sits
    where, its damage (the elements' SZP left, SK-14.8), immobilised / overturned / skidding."""
    id: str
    type: str                        # sk-special's vehicles.json id
    side: str
    at: Point
    heading: float = 0.0
    speed: int = 0                   # SK-14.2 inches per A this turn
    last_speed: int = 0              # SK-14.4 the speed of the last turn
    moved: float = 0.0               # SK-14.3 inches moved this turn
    moved_last: float = 0.0          # SK-14.5 inches moved last turn
    driver_spent: int = 0            # SK-14.2 A the driver spent driving this turn
    seats: dict[str, str] = field(default_factory=dict)   # seat id -> model id
    szp_left: dict[str, int] = field(default_factory=dict)  # SK-14.8 element -> SZP left
    immobilised: bool = False        # SK-14.14
    engine_destroyed: bool = False   # SK-14.12
    momentum: int = 0                # SK-14.12 turns of momentum left after the engine is lost
    overturned: bool = False         # SK-14.10
    skidding: bool = False           # SK-14.11 skidded this turn: its occupants act no more
    off_table: str = ""              # the edge it left the table by
    placed: bool = True              # SK-3.1 set up by its side (False: still to deploy)
    beside: dict[str, str] = field(default_factory=dict)  # SK-3.1 crew starting beside a seat's door

    def to_json(self) -> dict:
        out = self._json()
        if not self.placed:   # only while it waits to be set up (older states stay as they were)
            out["placed"] = False
        if self.beside:
            out["beside"] = dict(sorted(self.beside.items()))
        return out

    def _json(self) -> dict:
        return {"id": self.id, "type": self.type, "side": self.side, "at": self.at.to_json(),
                "heading": self.heading, "speed": self.speed, "last_speed": self.last_speed, "moved": self.moved,
                "moved_last": self.moved_last, "driver_spent": self.driver_spent, "seats": dict(sorted(self.seats.items())),
                "szp_left": dict(sorted(self.szp_left.items())), "immobilised": self.immobilised,
                "engine_destroyed": self.engine_destroyed, "momentum": self.momentum, "overturned": self.overturned,
                "skidding": self.skidding, "off_table": self.off_table}

    @classmethod
    def from_json(cls, d: dict) -> Vehicle:
        return cls(str(d["id"]), str(d["type"]), str(d["side"]), Point.from_json(d["at"]), float(d.get("heading", 0.0)),
                   int(d.get("speed", 0)), int(d.get("last_speed", 0)), float(d.get("moved", 0.0)),
                   float(d.get("moved_last", 0.0)), int(d.get("driver_spent", 0)),
                   {str(k): str(v) for k, v in d.get("seats", {}).items()},
                   {str(k): int(v) for k, v in d.get("szp_left", {}).items()}, bool(d.get("immobilised", False)),
                   bool(d.get("engine_destroyed", False)), int(d.get("momentum", 0)), bool(d.get("overturned", False)),
                   bool(d.get("skidding", False)), str(d.get("off_table", "")), bool(d.get("placed", True)),
                   {str(k): str(v) for k, v in d.get("beside", {}).items()})

    def occupants(self) -> list[str]:
        return [self.seats[k] for k in sorted(self.seats)]

    def driver(self) -> str | None:
        return self.seats.get("driver")


@dataclass
class Gun:
    """SK-15: a towed gun: limbered or ready, the A invested towards the change and by whom,
    its shells left."""
    id: str
    type: str                        # sk-special's guns.json id
    side: str
    at: Point
    facing: float = 0.0
    ready: bool = False              # SK-15.1 READY (may fire) or LIMBERED (may be towed)
    invested: dict[str, int] = field(default_factory=dict)   # model -> A towards the change
    ammo: dict[str, int] = field(default_factory=dict)       # shell id -> shells left
    loaded_by: str | None = None     # SK-15.2 (sk-guns) the loader who paid the card's load A
    placed: bool = True              # SK-3.1 set up by its side (False: still to deploy)

    def to_json(self) -> dict:
        return {"id": self.id, "type": self.type, "side": self.side, "at": self.at.to_json(), "facing": self.facing,
                "ready": self.ready, "invested": dict(sorted(self.invested.items())), "ammo": dict(sorted(self.ammo.items()))} \
            | ({"loaded_by": self.loaded_by} if self.loaded_by else {}) | ({} if self.placed else {"placed": False})

    @classmethod
    def from_json(cls, d: dict) -> Gun:
        return cls(str(d["id"]), str(d["type"]), str(d["side"]), Point.from_json(d["at"]), float(d.get("facing", 0.0)),
                   bool(d.get("ready", False)), {str(k): int(v) for k, v in d.get("invested", {}).items()},
                   {str(k): int(v) for k, v in d.get("ammo", {}).items()}, d.get("loaded_by"),
                   bool(d.get("placed", True)))


@dataclass
class Mortar:
    """SK-12.5: a mortar: carried (by ``carrier``) or put down at ``at`` and being set up (A
    invested by each soldier taking part), ready, and whether a bomb is loaded."""
    id: str
    weapon: str                      # mortar_light / mortar_medium / mortar_heavy
    side: str
    carrier: str | None = None       # the model carrying it, disassembled
    at: Point | None = None          # where it stands (put down to be set up)
    invested: dict[str, int] = field(default_factory=dict)   # SK-12.5 A per soldier taking part
    ready: bool = False
    loaded_by: str | None = None     # SK-12.5 the loader who spent his 6 A (the aimer fires for 6)

    def to_json(self) -> dict:
        return {"id": self.id, "weapon": self.weapon, "side": self.side, "carrier": self.carrier,
                "at": None if self.at is None else self.at.to_json(), "invested": dict(sorted(self.invested.items())),
                "ready": self.ready, "loaded_by": self.loaded_by}

    @classmethod
    def from_json(cls, d: dict) -> Mortar:
        return cls(str(d["id"]), str(d["weapon"]), str(d["side"]), d.get("carrier"), _pt(d.get("at")),
                   {str(k): int(v) for k, v in d.get("invested", {}).items()}, bool(d.get("ready", False)),
                   d.get("loaded_by"))


@dataclass
class Fire:
    """SK-12.3: a burning area (a Molotov's fire): centre, radius, turns left (None: combustible,
    it burns on)."""
    id: str
    center: Point
    radius: float
    turns_left: int | None = None

    def to_json(self) -> dict:
        return {"id": self.id, "center": self.center.to_json(), "radius": self.radius, "turns_left": self.turns_left}

    @classmethod
    def from_json(cls, d: dict) -> Fire:
        t = d.get("turns_left")
        return cls(str(d["id"]), Point.from_json(d["center"]), float(d["radius"]), None if t is None else int(t))


@dataclass(frozen=True)
class SmokeCloud:
    """A smoke cloud on the table (SK-15.2: a gun's smoke shell; how it hides and thins is our
    rule, docs/skirmish-design.md "Smoke"): a cylinder of ``radius`` inches round ``center``, up to
    ``height`` inches above the ground at its centre, laid in game turn ``laid``; ``thin`` once it
    has begun to thin (seen through, as cover).  Frozen: thinning replaces it; the line of sight
    takes the clouds as they are (``sight.sight(..., smoke=...)``)."""
    id: str
    center: Point
    radius: float
    height: float
    laid: int
    thin: bool = False

    def to_json(self) -> dict:
        return {"id": self.id, "center": self.center.to_json(), "radius": self.radius, "height": self.height,
                "laid": self.laid, "thin": self.thin}

    @classmethod
    def from_json(cls, d: dict) -> SmokeCloud:
        return cls(str(d["id"]), Point.from_json(d["center"]), float(d["radius"]), float(d["height"]),
                   int(d["laid"]), bool(d.get("thin", False)))


@dataclass
class Sled:
    """SK-16.3: a dog sled (sk-dogs, our design): where it stands, its facing, and the men on it,
    riding or laid on it, in the order they got on.  The dogs that draw it are the animals whose
    ``harnessed_to`` is its id."""
    id: str
    side: str
    at: Point
    facing: float = 0.0
    load: list[str] = field(default_factory=list)
    placed: bool = True              # SK-3.1 set up by its side (False: still to deploy)

    def to_json(self) -> dict:
        return {"id": self.id, "side": self.side, "at": self.at.to_json(), "facing": self.facing, "load": list(self.load)} \
            | ({} if self.placed else {"placed": False})

    @classmethod
    def from_json(cls, d: dict) -> Sled:
        return cls(str(d["id"]), str(d["side"]), Point.from_json(d["at"]), float(d.get("facing", 0.0)),
                   [str(x) for x in d.get("load", [])], bool(d.get("placed", True)))


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
    # SK-12 to SK-15 (sk-vehicles); in JSON only when there are any (old hashes stay)
    vehicles: dict[str, Vehicle] = field(default_factory=dict)
    guns: dict[str, Gun] = field(default_factory=dict)
    mortars: dict[str, Mortar] = field(default_factory=dict)
    fires: dict[str, Fire] = field(default_factory=dict)
    smoke: dict[str, SmokeCloud] = field(default_factory=dict)   # SK-15.2 the smoke clouds (in JSON when any)
    sleds: dict[str, Sled] = field(default_factory=dict)   # SK-16.3 the dog sleds (in JSON when any)

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
        } | {k: [x.to_json() for x in getattr(self, k).values()] for k in SPECIAL_PIECES if getattr(self, k)}

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
            **{k: {x["id"]: cls_.from_json(x) for x in d.get(k, [])} for k, cls_ in SPECIAL_PIECES.items()},
        )

    def sight_args(self) -> dict:
        """What of the play the line of sight takes (``sight.sight`` / ``can_see`` keywords): the
        doors open, the cover destroyed (SK-8.4) and the smoke clouds (SK-15.2)."""
        return {"open_doors": tuple(self.open_doors), "destroyed": frozenset(self.destroyed_cover),
                "smoke": tuple(self.smoke.values())}

    def text(self) -> str:
        """The state as compact canonical JSON text (checkpoints, the hash)."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def hash(self) -> str:
        return hashlib.sha256(self.text().encode()).hexdigest()

    def copy(self) -> SkirmishState:
        return SkirmishState.from_json(json.loads(self.text()))


#: the SK-12 to SK-15 pieces of the state: JSON key -> class
SPECIAL_PIECES = {"vehicles": Vehicle, "guns": Gun, "mortars": Mortar, "fires": Fire, "smoke": SmokeCloud,
                  "sleds": Sled}


def stat_names() -> tuple[str, ...]:
    return STAT_NAMES


def json_value(value: Any) -> Any:
    """A value as JSON would give it back (tuples as lists): what round-trips compare."""
    return json.loads(json.dumps(value))
