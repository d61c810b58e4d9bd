"""Game state: everything that changes during play, as plain data, and the rules' read-only
questions about it (current stats, cover, friendly/enemy, stacking).  No Qt.

The state is rebuilt by replaying the move list (cc_desktop.rules.game); :meth:`GameState.to_json`
gives the canonical snapshot whose hash a save file stores.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Iterable

from cc_desktop.content.model import FIGURES, UNIT_VP, FateCard, Scenario, UnitType, WeaponType

SIDES = ("axis", "allies")
FIGURE_LIMIT = 7  # 8.2: figures of one side in a hex

# unit locations
ON_MAP, SETUP, TIME_TRACK, CASUALTY, EXITED, REMOVED = "map", "setup", "time", "casualty", "exited", "removed"


def other(side: str) -> str:
    return "allies" if side == "axis" else "axis"


_POSITIONS = [0]  # bumped whenever any unit's hex or location changes (see GameState.units_in)


@dataclass
class Unit:
    id: str
    side: str
    type: UnitType
    location: str = SETUP
    hex: str | None = None
    time: int | None = None  # Time Track space of a reinforcement
    broken: bool = False
    suppressed: bool = False
    veteran: bool = False
    weapon: str | None = None  # id of the carried Weapon (8.1.1, 11.2)

    @property
    def kind(self) -> str:
        return self.type.kind

    @property
    def is_leader(self) -> bool:
        return self.type.kind == "leader"

    @property
    def face(self):
        """The printed stats of the side showing (3.2.1)."""
        return self.type.back if self.broken else self.type.front

    @property
    def figures(self) -> int:
        return FIGURES[self.type.kind]

    @property
    def vp(self) -> int:
        """7.1: Squad 2, Team 1, Leader 1 + unbroken Command, Hero 0."""
        if self.type.special == "hero":
            return 0
        if self.type.kind == "leader":
            return 1 + (self.type.front.command or 0)
        return UNIT_VP[self.type.kind]

    def __setattr__(self, name, value):
        if name in ("hex", "location", "side"):
            _POSITIONS[0] += 1
        object.__setattr__(self, name, value)

    def to_json(self) -> dict:
        return {"id": self.id, "side": self.side, "type": self.type.id, "location": self.location,
                "hex": self.hex, "time": self.time, "broken": self.broken, "suppressed": self.suppressed,
                "veteran": self.veteran, "weapon": self.weapon}


@dataclass
class Weapon:
    id: str
    side: str
    type: WeaponType
    broken: bool = False
    location: str = "unit"  # unit | casualty | removed

    def to_json(self) -> dict:
        return {"id": self.id, "side": self.side, "type": self.type.id, "broken": self.broken,
                "location": self.location}


@dataclass
class Radio:
    side: str
    fp: int
    type_id: str
    broken: bool = False

    def to_json(self) -> dict:
        return {"side": self.side, "type": self.type_id, "fp": self.fp, "broken": self.broken}


@dataclass
class Player:
    side: str
    posture: str
    hand_size: int
    orders: int
    discard_limit: int
    edge: str
    surrender: int
    cards: dict[int, FateCard]
    draw: list[int] = field(default_factory=list)  # top of the pile is the END of the list
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)  # top is the end
    casualties: list[str] = field(default_factory=list)  # Casualty Track spaces 1.. (4.2)
    radio: Radio | None = None

    def to_json(self) -> dict:
        return {"side": self.side, "posture": self.posture, "hand_size": self.hand_size,
                "orders": self.orders, "discard_limit": self.discard_limit, "edge": self.edge,
                "surrender": self.surrender, "draw": list(self.draw), "hand": sorted(self.hand),
                "discard": list(self.discard), "casualties": list(self.casualties),
                "radio": self.radio.to_json() if self.radio else None}


@dataclass
class GameState:
    scenario: Scenario
    board: object  # cc_desktop.board.mapfile.Board
    players: dict[str, Player]
    units: dict[str, Unit] = field(default_factory=dict)
    weapons: dict[str, Weapon] = field(default_factory=dict)
    smoke: dict[str, int] = field(default_factory=dict)  # 8.1.4
    blaze: set[str] = field(default_factory=set)  # 8.1.5
    fortifications: dict[str, str] = field(default_factory=dict)  # 8.1.3
    # F100.1: the side that placed each Fortification of the set-up; with a hidden set-up
    # (scenario data) only that side sees it until the first Turn (Game.view_for)
    setup_fortifications: dict[str, str] = field(default_factory=dict)
    # F106.2, A35.5: units that lost all their remaining MP (Hidden Wire placed in their hex) during
    # the Move Order (turn, Orders given) of the value
    movement_lost: dict[str, tuple[int, int]] = field(default_factory=dict)
    time: int = 0
    sudden_death: int = 0
    vp: int = 0  # 4.1.1: one balance; positive = towards the Axis
    vp_sources: list[tuple[str, int, str]] = field(default_factory=list)  # (side, +vp, source)
    objectives: dict[int, str | None] = field(default_factory=dict)  # 7.3.1 controller
    objective_values: dict[int, int] = field(default_factory=dict)  # open values (7.3.3)
    initiative: str = "axis"
    active: str = "axis"
    turn: int = 0
    orders_given: int = 0
    activated_units: set[str] = field(default_factory=set)  # O14.1
    activated_players: set[str] = field(default_factory=set)  # O22.1, O23.1
    moving: set[str] = field(default_factory=set)  # units activated by the current Move Order
    trigger_depth: int = 0  # 1.9.1: > 0 while a trigger is resolved
    reveals: int = 0  # cards revealed or drawn so far (undo barrier)
    over: bool = False
    winner: str | None = None
    end_reason: str | None = None

    # -- questions -------------------------------------------------------------------------
    def units_in(self, hex_id: str, side: str | None = None) -> list[Unit]:
        """The units in a hex (of one side), in the order of ``units``.  The hex index is
        rebuilt only when some unit has moved since (``Unit.__setattr__``)."""
        occ = self.__dict__.get("_occupancy")
        if occ is None or occ[0] != _POSITIONS[0] or occ[1] != len(self.units):
            index: dict[tuple, list[Unit]] = {}
            for u in self.units.values():
                if u.location == ON_MAP:
                    index.setdefault((u.hex, None), []).append(u)
                    index.setdefault((u.hex, u.side), []).append(u)
            occ = (_POSITIONS[0], len(self.units), index)
            self.__dict__["_occupancy"] = occ
        return list(occ[2].get((hex_id, side), ()))

    def on_map(self, side: str | None = None) -> list[Unit]:
        return [u for u in self.units.values() if u.location == ON_MAP and (side is None or u.side == side)]

    def leader_bonus(self, unit: Unit) -> int:
        """3.3.2: friendly Leaders' Command added to Teams and Squads in their hex."""
        if unit.is_leader or unit.location != ON_MAP:
            return 0
        return sum(max(0, u.face.command or 0) for u in self.units_in(unit.hex, unit.side)
                   if u.is_leader and u.id != unit.id)

    def command(self, leader: Unit) -> int:
        """3.1.5, ambiguity 14 of 01: the Command printed on the Leader's current face."""
        return max(0, leader.face.command or 0)

    def fortification_modifier(self, unit: Unit, stat: str) -> int:
        """F106.1: a Fortification's modifier to the stats of every unit in its hex (Wire: -1 FP,
        -1 Range, -1 Morale; the chart's "occupant_modifiers"); never to Command."""
        if unit.location != ON_MAP or not unit.hex:
            return 0
        fort = self.fortifications.get(unit.hex)
        if not fort:
            return 0
        mods = self.board.chart.fortifications.get(fort, {}).get("occupant_modifiers") or {}
        return int(mods.get(stat, 0))

    def fp(self, unit: Unit) -> int:
        return (unit.face.fp + self.leader_bonus(unit) - unit.suppressed + unit.veteran  # 3.3.2, 13.2, E44.1
                + self.fortification_modifier(unit, "fp"))  # F106.1

    def range(self, unit: Unit) -> int:
        return (unit.face.range + self.leader_bonus(unit) - unit.suppressed + unit.veteran  # E44.1
                + self.fortification_modifier(unit, "range"))  # F106.1

    def movement(self, unit: Unit) -> int:
        """O21: current Movement, with Command (3.3.2), Suppression (13.2) and the carried
        Weapon's modifier (11.1); 0 for a unit that lost all its MP in Wire placed during this
        Move Order (F106.2, A35.5)."""
        if unit.id in self.moving and self.movement_lost.get(unit.id) == (self.turn, self.orders_given):
            return 0
        w = self.weapons.get(unit.weapon) if unit.weapon else None
        return (unit.face.move + self.leader_bonus(unit) - unit.suppressed + unit.veteran  # E44.1
                + (w.type.move if w else 0))

    def cover(self, hex_id: str) -> int:
        """T78.3: the Cover of the hex's terrain (the best one; they never add), with the Road's
        -1 (T93) and a Fortification's Cover replacing terrain when better (F100)."""
        board = self.board
        chart = board.chart
        terrain = chart.terrain[board.hexes[hex_id].effective_terrain]
        cover = terrain.cover if isinstance(terrain.cover, int) else 0
        fort = self.fortifications.get(hex_id)
        if fort:
            fc = chart.fortifications.get(fort, {}).get("cover")
            if isinstance(fc, int):
                cover = max(cover, fc)  # F100: the best Cover counts, they never add
        if board.has_line(hex_id, "road"):
            cover -= 1  # T93: -1 to the other terrain or Fortification of a Road hex
        return cover

    def morale(self, unit: Unit) -> int:
        """3.1.4: Morale with Command (3.3.2), Cover (T78.3), Suppression (13.2) and the Veteran
        marker (E44.1: +1 FP, Range, Movement and Morale; never Command)."""
        cover = self.cover(unit.hex) if unit.location == ON_MAP and unit.hex else 0
        return (unit.face.morale + self.leader_bonus(unit) + cover - unit.suppressed + unit.veteran  # E44.1
                + self.fortification_modifier(unit, "morale"))  # F106.1

    def figures(self, hex_id: str, side: str) -> int:
        return sum(u.figures for u in self.units_in(hex_id, side))

    def enemy_in(self, hex_id: str, side: str) -> bool:
        return any(u.side != side for u in self.units_in(hex_id))

    def objective_value(self, number: int) -> int:
        return self.objective_values.get(number, 0)

    # -- snapshot --------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "scenario": self.scenario.id,
            "players": {s: p.to_json() for s, p in sorted(self.players.items())},
            "units": [u.to_json() for _, u in sorted(self.units.items())],
            "weapons": [w.to_json() for _, w in sorted(self.weapons.items())],
            "smoke": dict(sorted(self.smoke.items())), "blaze": sorted(self.blaze),
            "fortifications": dict(sorted(self.fortifications.items())),
            "setup_fortifications": dict(sorted(self.setup_fortifications.items())),
            "movement_lost": {k: list(v) for k, v in sorted(self.movement_lost.items())},
            "time": self.time, "sudden_death": self.sudden_death, "vp": self.vp,
            "vp_sources": [list(v) for v in self.vp_sources],
            "objectives": {str(k): v for k, v in sorted(self.objectives.items())},
            "objective_values": {str(k): v for k, v in sorted(self.objective_values.items())},
            "initiative": self.initiative, "active": self.active, "turn": self.turn,
            "orders_given": self.orders_given, "activated_units": sorted(self.activated_units),
            "activated_players": sorted(self.activated_players), "over": self.over,
            "winner": self.winner, "end_reason": self.end_reason,
        }

    def hash(self) -> str:
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def card_counts(state: GameState) -> dict[str, int]:
    return {s: len(p.draw) + len(p.hand) + len(p.discard) for s, p in state.players.items()}


def all_units(state: GameState) -> Iterable[Unit]:
    return state.units.values()
