"""Towed guns (SK-15): bringing a gun into action (or limbering it) with the crew's shared A and
a minimum crew (SK-15.1), and firing it with the shells it lists (SK-15.2).

The book gives no firing rules beyond "only the listed ammunition"; ours (reasons in
``docs/skirmish-design-vehicles.md``) reuse the rules the book does give: an armour-piercing or
hollow-charge shell is a direct shot (to-hit as SK-6.2, long range -1 to hit and -1 E, SK-6.1),
a high-explosive shell is aimed at a point and scatters like a rifle grenade (2D6 minus the
aimer's C, SK-12.4) and bursts like a mortar bomb (half E rounded down, SK-12.5); firing costs
the aimer's and the loader's A as a mortar does.  Data: ``resources/skirmish/guns.json``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from .. import resources
from .decisions import ENGLISH
from .dice import Dice
from .explain import Step
from .specials import BlastResult, RuleError, Scatter, Target, _scatter, check_indirect_range, resolve_blast
from .types import Point

#: the templates of the towed guns' steps, one code each (:func:`_step`)
STEP_MESSAGES = {
    "gun.into_action": "gun brought into action ({invested} of {needed} A, crew {crew}, at least {min_crew}; SK-15.1)",
    "gun.not_yet_into_action": "gun not yet into action ({invested} of {needed} A, crew {crew}, at least {min_crew}; SK-15.1)",
    "gun.limbered": "gun ready for towing ({invested} of {needed} A, crew {crew}, at least {min_crew}; SK-15.1)",
    "gun.not_yet_limbered": "gun not yet ready for towing ({invested} of {needed} A, crew {crew}, at least {min_crew}; SK-15.1)",
    "gun.fires_short": "gun fires {shell} at short range (range {range}, distance {distance}; SK-15.2)",
    "gun.fires_long": "gun fires {shell} at long range (range {range}, distance {distance}; SK-15.2)",
    "gun.hits": "gun to-hit: hit (roll {roll}, C {C}, modifiers {modifiers}, total {total}, needed {needed}; SK-6.2)",
    "gun.misses": "gun to-hit: miss (roll {roll}, C {C}, modifiers {modifiers}, total {total}, needed {needed}; SK-6.2)",
    "gun.strength": "shell strength (E {E}; SK-6.1)",
    "gun.scatter": "scatter 2D6 minus the aimer's C, as SK-12.4 (roll {roll}, C {C}, inches {inches}; SK-15.2)",
    "gun.smoke": "smoke cloud (radius {radius}; SK-15.2)",
}
ENGLISH.add(STEP_MESSAGES)


def _step(rule: str, code: str, ok: bool | None = None, *, words: dict | None = None, **numbers: object) -> Step:
    """One step of the guns' rules under its own code (``gun.<code>``, :data:`STEP_MESSAGES`):
    ``numbers`` are the step's data (``get(name)``) and the template's numbers, ``words`` its other
    params (the shell's id); ``roll`` and ``needed`` are the step's roll and need."""
    roll, need = numbers.get("roll"), numbers.get("needed")
    params = dict(numbers) | dict(words or {})
    return Step(rule, "gun", f"gun.{code}", tuple(sorted(params.items())), roll if isinstance(roll, int) else None,
                need if isinstance(need, int) else None, ok, tuple(numbers.items()))

SHELL_KINDS = ("ap", "heat", "he", "smoke")
#: How high the cloud of a smoke shell rises (inches above the ground at its centre; our rule,
#: docs/skirmish-design.md "Smoke"): about a two-storey house, so a man on the ground, at a window
#: or on a low roof cannot see over it, one on a hill or a tower can.
SMOKE_HEIGHT = 4.0
LIMBERED = "limbered"
READY = "ready"


@dataclass(frozen=True)
class Shell:
    id: str
    kind: str                    # ap / heat (direct shots) / he / smoke (at a point)
    strength: int                # E (0 for smoke)
    range: float                 # inches
    min_range: float = 0.0
    blast_radius: float | None = None


@dataclass(frozen=True)
class GunCard:
    id: str
    name: str
    setup_a: int                 # SK-15.1: A to bring into action (and again to limber)
    min_crew: int                # SK-15.1
    aim_a: int                   # A of the aimer per shot
    load_a: int                  # A of the loader per shot (one man doing both pays both)
    up: int
    shells: dict = field(hash=False)   # id -> Shell
    gun_shield_save: int | None = None  # cover save the shield gives the crew from the front


class GunDataError(ValueError):
    pass


def validate_guns(data: dict, file: str = "guns.json") -> dict[str, GunCard]:
    """Checks and reads ``{"guns": [...]}``; each problem names the file, gun and field."""
    from .data import read_cards   # the card files' one reading loop

    def read_gun(item: str, g: dict, err) -> GunCard:
        nums = {}
        for key, lo in (("setup_a", 1), ("min_crew", 1), ("aim_a", 1), ("load_a", 1), ("up", 0)):
            v = g.get(key)
            if not isinstance(v, int) or isinstance(v, bool) or v < lo:
                raise err(key, f"must be a whole number >= {lo}, not {v!r}")
            nums[key] = v
        save = g.get("gun_shield_save")
        if save is not None and (not isinstance(save, int) or not 2 <= save <= 6):
            raise err("gun_shield_save", "must be 2..6 or null")
        shells = {}
        for s in g.get("shells") or []:
            sid = s.get("id")
            if not isinstance(sid, str):
                raise err("shells", f"a shell without an id: {s!r}")
            if s.get("kind") not in SHELL_KINDS:
                raise err(f"shells.{sid}.kind", f"must be one of {list(SHELL_KINDS)}")
            e = s.get("strength")
            if not isinstance(e, int) or e < 0:
                raise err(f"shells.{sid}.strength", "must be a whole number >= 0")
            rng, mn = s.get("range"), s.get("min_range", 0)
            if not isinstance(rng, (int, float)) or rng <= 0:
                raise err(f"shells.{sid}.range", "must be a positive number of inches")
            if not isinstance(mn, (int, float)) or not 0 <= mn < rng:
                raise err(f"shells.{sid}.min_range", "must be >= 0 and below the range")
            br = s.get("blast_radius")
            if s["kind"] in ("he", "smoke") and (not isinstance(br, (int, float)) or br <= 0):
                raise err(f"shells.{sid}.blast_radius", "an HE or smoke shell needs a blast radius")
            shells[sid] = Shell(sid, s["kind"], e, float(rng), float(mn), float(br) if br else None)
        if not shells:
            raise err("shells", "no shells: SK-15.2 every gun lists its ammunition")
        return GunCard(item, g["name"], nums["setup_a"], nums["min_crew"], nums["aim_a"], nums["load_a"],
                       nums["up"], shells, save)

    return read_cards(data, "guns", "gun", file, GunDataError, read_gun, texts=("name",))


def load_guns(path: Path | None = None) -> dict[str, GunCard]:
    from .data import load_cards
    return load_cards(path, "guns.json", validate_guns)


# ----------------------------------------------------------------------------------------------
# SK-15.1 bringing into action / limbering
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GunWork:
    """Bringing a gun into action (``to=READY``) or preparing it for towing (``to=LIMBERED``):
    the A each man has put in.  Done when the A reach the gun's total *and* at least the minimum
    crew took part (SK-15.1: one man can never do it, even if he alone spends all the A)."""
    setup_a: int
    min_crew: int
    to: str = READY
    paid: tuple[tuple[str, int], ...] = ()

    @classmethod
    def start(cls, gun: GunCard, to: str = READY) -> "GunWork":
        if to not in (READY, LIMBERED):
            raise ValueError(to)
        return cls(gun.setup_a, gun.min_crew, to)

    @property
    def invested(self) -> int:
        return sum(a for _, a in self.paid)

    @property
    def crew(self) -> int:
        return sum(1 for _, a in self.paid if a > 0)

    @property
    def done(self) -> bool:
        return self.invested >= self.setup_a and self.crew >= self.min_crew

    def contribute(self, man: str, a: int) -> "GunWork":
        if a <= 0:
            raise RuleError("SK-15.1: a contribution is at least 1 A")
        d = dict(self.paid)
        d[man] = d.get(man, 0) + a
        return GunWork(self.setup_a, self.min_crew, self.to, tuple(sorted(d.items())))

    def explain(self) -> Step:
        what = "into_action" if self.to == READY else "limbered"
        return _step("SK-15.1", what if self.done else "not_yet_" + what, self.done,
                     invested=self.invested, needed=self.setup_a, crew=self.crew, min_crew=self.min_crew)


# ----------------------------------------------------------------------------------------------
# SK-15.2 firing
# ----------------------------------------------------------------------------------------------


def fire_cost(gun: GunCard, aimer: str, loader: str | None = None) -> dict[str, int]:
    """Our reading (as mortars, SK-12.5): the aimer pays ``aim_a``, the loader ``load_a``; one
    man doing both pays both."""
    if loader is None or loader == aimer:
        return {aimer: gun.aim_a + gun.load_a}
    return {aimer: gun.aim_a, loader: gun.load_a}


def shell_for(gun: GunCard, shell_id: str, state: str = READY) -> Shell:
    """SK-15.1: a limbered gun cannot fire; SK-15.2: only the ammunition the gun lists."""
    if state != READY:
        raise RuleError("SK-15.1: a limbered gun cannot fire")
    if shell_id not in gun.shells:
        raise RuleError(f"SK-15.2: {gun.name} cannot fire {shell_id!r} (it fires {', '.join(gun.shells)})")
    return gun.shells[shell_id]


@dataclass(frozen=True)
class DirectShot:
    shell: str
    band: str                    # short / long
    roll: int
    total: int
    hit: bool
    strength: int                # E of the hit (long range -1)
    steps: tuple[Step, ...]


def fire_direct(gun: GunCard, shell_id: str, distance: float, aimer_c: int, dice: Dice, *,
                modifiers: Sequence[tuple[str, int]] = (), state: str = READY) -> DirectShot:
    """An AP or hollow-charge shell (our rule): to-hit D6 + aimer's C + modifiers >= 6, a 1
    always misses and a 6 always hits (SK-6.2); from half the range on it is long range: -1 to
    hit and -1 E (SK-6.1).  ``modifiers`` are the usual ones (e.g. the vehicle's size +3,
    moving -2, SK-14.7).  A hit on a vehicle goes on to
    :func:`cc_desktop.skirmish.vehicles.shoot_vehicle` with ``strength``."""
    sh = shell_for(gun, shell_id, state)
    if sh.kind not in ("ap", "heat"):
        raise RuleError(f"SK-15.2: {shell_id!r} is fired at a point, not at a target")
    if distance > sh.range + 1e-9:
        raise RuleError(f"SK-6.1: {distance:.1f} inches is beyond the shell's range of {sh.range:g}")
    band = "short" if distance < sh.range / 2 else "long"
    mods = list(modifiers) + ([("long range", -1)] if band == "long" else [])
    r = dice.d6("gun to-hit")
    total = r + aimer_c + sum(m for _, m in mods)
    hit = r == 6 or (r != 1 and total >= 6)
    e = sh.strength - (1 if band == "long" else 0)
    steps = (_step("SK-15.2", f"fires_{band}", range=sh.range, distance=round(distance, 1), words={"shell": shell_id}),
             _step("SK-6.2", "hits" if hit else "misses", hit, roll=r, C=aimer_c,
                   modifiers=sum(m for _, m in mods), total=total, needed=6),
             _step("SK-6.1", "strength", E=e))
    return DirectShot(shell_id, band, r, total, hit, e, steps)


@dataclass(frozen=True)
class HEShot:
    shell: str
    scatter: Scatter
    blast: BlastResult | None    # None for smoke
    smoke_radius: float | None
    steps: tuple[Step, ...]


def fire_at_point(gun: GunCard, shell_id: str, gun_at: Point, aim: Point, aimer_c: int,
                  targets: Sequence[Target], dice: Dice, *, state: str = READY) -> HEShot:
    """An HE or smoke shell (our rule): the point within the shell's range; scatter 2D6 minus the
    aimer's C (as SK-12.4); HE bursts as a mortar bomb (E + D6 >= 6, half E rounded down for
    crouching or covered models, SK-12.5); smoke makes a cloud of the blast radius."""
    sh = shell_for(gun, shell_id, state)
    if sh.kind not in ("he", "smoke"):
        raise RuleError(f"SK-15.2: {shell_id!r} is a direct shot")
    s0 = check_indirect_range(gun_at, aim, sh.min_range, sh.range, "SK-15.2")
    r = dice.two_d6("gun shell scatter")
    dist = max(0, r - aimer_c)
    s1 = _step("SK-15.2", "scatter", roll=r, C=aimer_c, inches=dist)
    landed, direction, s2 = _scatter(aim, float(dist), dice, "SK-15.2", "gun shell scatter direction")
    sc = Scatter(aim, landed, float(dist), direction, (s1, s2))
    if sh.kind == "smoke":
        return HEShot(shell_id, sc, None, sh.blast_radius,
                      (s0, s1, s2, _step("SK-15.2", "smoke", radius=sh.blast_radius)))
    bl = resolve_blast(landed, sh.blast_radius, sh.strength, targets, dice, rounding="down", rule="SK-12.5")
    return HEShot(shell_id, sc, bl, None, (s0, s1, s2) + bl.steps)
