"""Value types every part of the Skirmish engine shares (no Qt, no state machine).

Coordinates: inches on the table; x to the right, y down (as the map is drawn), z up (height
above the table).  A facing is an angle in degrees in [0, 360): 0 points along +x, 90 along +y
(clockwise on screen), so ``facing = degrees(atan2(dy, dx)) % 360``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import Enum

#: The four characteristics, in the order bleeding takes them (SK-18.3): Aim, Agility (Ü),
#: Strength, Morale.  ``U`` stands for Ü in identifiers and data files.
STAT_NAMES: tuple[str, ...] = ("C", "U", "E", "M")

#: Base radius of a figure (a 25 mm round base is about 1 inch across).
BASE_RADIUS = 0.5
#: Base contact (SK-9): centres no further apart than two radii plus this tolerance.
CONTACT_TOLERANCE = 0.05
#: Figure heights in inches by posture (a 28 mm man); the eye is a little below the top.
FIGURE_HEIGHT = {"standing": 1.1, "crouching": 0.6, "prone": 0.25}
EYE_BELOW_TOP = 0.1
#: The table of a Skirmish battle (SK-20.2).
TABLE_WIDTH = 72.0
TABLE_DEPTH = 48.0


class Posture(str, Enum):
    """SK-7.2: two postures in the book; crouching covers lying, kneeling, squatting, sitting.
    PRONE is the lying form of crouching: the same rules as crouching (it *is* crouching for every
    rule that says crouching) with a lower silhouette, and the grenade rule's "prone" (SK-12.2)."""
    STANDING = "standing"
    CROUCHING = "crouching"
    PRONE = "prone"

    @property
    def is_crouching(self) -> bool:
        return self is not Posture.STANDING


class Location(str, Enum):
    """SK-18.4: where a hit lands."""
    LEG = "leg"
    BODY = "body"
    ARM = "arm"
    HEAD = "head"


@dataclass(frozen=True)
class Stats:
    """The four characteristics (SK-2).  A is their sum (never bought, never stored)."""
    C: int
    U: int
    E: int
    M: int

    @property
    def A(self) -> int:  # SK-2
        return self.C + self.U + self.E + self.M

    def get(self, name: str) -> int:
        return getattr(self, name)

    def plus(self, **delta: int) -> "Stats":
        return replace(self, **{k: getattr(self, k) + v for k, v in delta.items()})

    def minus(self, other: "Stats") -> "Stats":
        return Stats(self.C - other.C, self.U - other.U, self.E - other.E, self.M - other.M)

    def to_json(self) -> dict:
        return {"C": self.C, "U": self.U, "E": self.E, "M": self.M}

    @classmethod
    def from_json(cls, data: dict) -> "Stats":
        return cls(int(data["C"]), int(data["U"]), int(data["E"]), int(data["M"]))


ZERO = Stats(0, 0, 0, 0)


@dataclass(frozen=True)
class Point:
    """A place on the table, in inches (z: height above the table)."""
    x: float
    y: float
    z: float = 0.0

    def distance(self, other: "Point") -> float:
        """Distance on the table (plan view), as the rules measure ranges and moves."""
        return math.hypot(other.x - self.x, other.y - self.y)

    def to_json(self) -> list:
        return [self.x, self.y, self.z] if self.z else [self.x, self.y]

    @classmethod
    def from_json(cls, data: list) -> "Point":
        return cls(float(data[0]), float(data[1]), float(data[2]) if len(data) > 2 else 0.0)


def bearing(frm: Point, to: Point) -> float:
    """The facing (degrees, [0, 360)) that looks from ``frm`` straight at ``to``."""
    return math.degrees(math.atan2(to.y - frm.y, to.x - frm.x)) % 360.0


def angle_between(a: float, b: float) -> float:
    """The smaller angle between two facings, in [0, 180]."""
    d = abs(a - b) % 360.0
    return 360.0 - d if d > 180.0 else d


def in_front_arc(facing: float, frm: Point, to: Point) -> bool:
    """SK-7.3: the 180 degree front arc (the boundary counts as in front)."""
    if frm.x == to.x and frm.y == to.y:
        return True
    return angle_between(facing, bearing(frm, to)) <= 90.0 + 1e-9  # SK-7.3


@dataclass(frozen=True)
class Pose:
    """Where a figure is and how it stands: the inputs of line of sight."""
    at: Point
    facing: float = 0.0
    posture: Posture = Posture.STANDING

    @property
    def height(self) -> float:
        return FIGURE_HEIGHT[self.posture.value]

    @property
    def eye(self) -> Point:
        return Point(self.at.x, self.at.y, self.at.z + self.height - EYE_BELOW_TOP)


def in_base_contact(a: Point, b: Point, ra: float = BASE_RADIUS, rb: float = BASE_RADIUS) -> bool:
    """SK-9: the bases touch."""
    return a.distance(b) <= ra + rb + CONTACT_TOLERANCE  # SK-9 base contact


@dataclass(frozen=True)
class WeaponProfile:
    """One line of the weapon table (SK-11.2) and of the special and melee weapons (SK-9, SK-12).

    The numbers are our own design (the book's table was lost): ``resources/skirmish/weapons.json``,
    reasons in ``docs/skirmish-design.md``.  A field that does not apply is None."""
    id: str
    name: str
    kind: str                  # "pistol" "rifle" "smg" "lmg" "assault_rifle" "shotgun" "melee" "thrown"
                               # "rifle_grenade" "mortar" "flamethrower"
    nation: str = ""
    year: int = 1939           # SK-11.2 the year it entered service (SK-3.1 which battles may use it)
    range: float | None = None     # inches: the maximum effective range; half of it ends short range
    min_range: float | None = None  # inches (rifle grenades, mortars)
    shot_a: int | None = None      # A of one hip shot
    burst_a: int | None = None     # A per round of a burst; None: cannot fire bursts
    magazine: int | None = None    # rounds it holds
    strength: int = 3              # E of the shot (SK-6.9: the base is 3)
    weight: int = 1
    up: int = 0                    # Supply Points to buy it (SK-19)
    hands: int = 1
    ammo: str = ""                 # the only cartridge it loads
    telescopic: bool = False       # a telescopic sight (+4 for an aimed shot instead of +2)
    melee_a: int | None = None     # A per blow when used in melee (SK-4.14); None: not a melee weapon
    unarmed: bool = False          # bare hands (SK-9: smaller wound-test penalties)
    throw_a: int | None = None     # A to throw it (SK-4.2; hand grenade 5, SK-12.2)
    blast_radius: float | None = None  # inches (HS) of a grenade, shell or Molotov
    shots: int | None = None       # shots in all (flamethrowers)


@dataclass(frozen=True)
class CoverType:
    """One row of the cover table (SK-8.3): the save needed on a D6 (None: no save possible),
    whether a crouching figure fits behind it (SK-7.2), and the E it absorbs before it is destroyed
    (SK-8.4: 15 for 6+, 30 for 5+, 45 for 4+; None: indestructible, e.g. a trench)."""
    id: str
    name: str
    save: int | None
    hides_crouching: bool = True
    destroyed_after: int | None = None
