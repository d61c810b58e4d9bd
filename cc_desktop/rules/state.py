"""Game state: everything that changes during play, as plain data, and the rules' read-only
questions about it (current stats, cover, friendly/enemy, stacking).  No Qt.

The state is rebuilt by replaying the move list (cc_desktop.rules.game); :meth:`GameState.to_json`
gives the canonical snapshot whose hash a save file stores.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import ClassVar, Iterable

from cc_desktop.content.model import FIGURES, UNIT_VP, FateCard, Scenario, UnitType, WeaponType
from cc_desktop.rules import variants

SIDES = ("axis", "allies")
FIGURE_LIMIT = 7  # 8.2: figures of one side in a hex

# unit locations
ON_MAP, SETUP, TIME_TRACK, CASUALTY, EXITED, REMOVED = "map", "setup", "time", "casualty", "exited", "removed"


def other(side: str) -> str:
    return "allies" if side == "axis" else "axis"


_POSITIONS = [0]  # bumped whenever any unit's hex, location, side or Weapon changes (GameState.index)
#: the units whose hex, location, side or Weapon changed, one per change, the last of them:
#: change number n (the value _POSITIONS took) is _PLACED[n - _PLACED_BASE[0] - 1]
_PLACED: list = []
_PLACED_BASE = [0]
#: bumped whenever any attribute of any Unit or Weapon is set (a new one included): the memos of
#: GameState.memo() are dropped then (a unit's stats, what a piece can hit)
_CHANGES = [0]
_PLACING = frozenset(("hex", "location", "side", "weapon"))
#: per side, bumped whenever an attribute of a unit of that side is set; a unit's side or Weapon,
#: or any attribute of a Weapon, bumps both (GameState.side_memo: what depends on one side's
#: pieces alone is kept while the other side's units move)
_SIDE_CHANGES = {"axis": 0, "allies": 0}
_BOTH_SIDES = frozenset(("side", "weapon"))


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
        if name in _PLACING:
            _POSITIONS[0] += 1
            _PLACED.append(self)
            if len(_PLACED) > 4096:  # only the last changes are needed (GameState.index)
                del _PLACED[:2048]
                _PLACED_BASE[0] += 2048
        _CHANGES[0] += 1
        side = self.__dict__.get("side")
        if side in _SIDE_CHANGES and name not in _BOTH_SIDES:
            _SIDE_CHANGES[side] += 1
        else:
            _SIDE_CHANGES["axis"] += 1
            _SIDE_CHANGES["allies"] += 1
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

    def __setattr__(self, name, value):
        _CHANGES[0] += 1
        _SIDE_CHANGES["axis"] += 1
        _SIDE_CHANGES["allies"] += 1
        object.__setattr__(self, name, value)

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
    #: the deck as printed (the scenario's); ``cards`` differs from it only where a card was
    #: re-printed by hand (a test stacking the deck, a puzzle): the state keeps those
    printed: dict[int, FateCard] = field(default_factory=dict, repr=False)

    def to_json(self) -> dict:
        return {"side": self.side, "posture": self.posture, "hand_size": self.hand_size,
                "orders": self.orders, "discard_limit": self.discard_limit, "edge": self.edge,
                "surrender": self.surrender, "draw": list(self.draw), "hand": sorted(self.hand),
                "discard": list(self.discard), "casualties": list(self.casualties),
                "radio": self.radio.to_json() if self.radio else None,
                "reprinted": {} if not self.printed or self.cards == self.printed else
                {str(n): card_json(c) for n, c in sorted(self.cards.items()) if c != self.printed.get(n)}}


def card_json(card: FateCard) -> dict:
    return {"order": card.order, "action": card.action, "event": card.event, "random_hex": card.random_hex,
            "dice": list(card.dice), "trigger": card.trigger, "wind": card.wind,
            "marksman_nation": card.marksman_nation}


def card_from_json(number: int, data: dict) -> FateCard:
    return FateCard(number, data["order"], data["action"], data["event"], data["random_hex"], tuple(data["dice"]),
                    data["trigger"], data["wind"], data["marksman_nation"])


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
    # A33: the Turn whose Op Fire record this is, the units activated for Op Fire in it (A33.3:
    # once per Turn) and those activated for the Op Fire being resolved
    op_fire_turn: int = 0
    op_fire_used: set[str] = field(default_factory=set)
    op_fire_units: set[str] = field(default_factory=set)
    advanced: set[str] = field(default_factory=set)  # O16.4.3: units that entered a Melee hex in this Order
    moving_now: tuple[str, ...] = ()  # O21.2: the units moving at this step of a Move Order
    trench_entry: str | None = None  # F105.2: the hex just entered along a Trench (no Op Fire at it)
    time_advances_due: int = 0  # ambiguity 12 of 01: Time advances waiting for the end of a resolution
    open_chits: list[str] = field(default_factory=list)  # 7.3.2: open Objective chits, in the order drawn
    secret_chits: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SIDES})  # 7.3.3
    rng: random.Random = field(default_factory=random.Random)  # 1.9: every shuffle and random pick
    phase: str = "setup"  # "setup" until both sides are set up and have drawn, then "play"
    setup_done: list[str] = field(default_factory=list)  # the sides whose set-up is complete
    setup_markers: dict[str, int] = field(default_factory=dict)  # F100.1: scenario markers handled, per side
    # -- the optional rules (V1-V20, cc_desktop.rules.variants) ---------------------------------
    #: the game's variant ids (configuration, fixed when the game begins; a position holds them
    #: beside the state): the state's JSON carries the variants' play state below only when
    #: there are some, so a game without variants has the JSON (and the hash) it always had
    variants: frozenset[str] = frozenset()
    rubble: set[str] = field(default_factory=set)  # V1: hexes with a Rubble marker
    starshells: list[str] = field(default_factory=list)  # V3: hexes of the Starshell markers, as placed
    mortar_spotters: dict[str, str] = field(default_factory=dict)  # V8.1: side -> its Mortar Spotter's id
    variant_setup: list[str] = field(default_factory=list)  # V8.1, V11: "V11 axis" once that side has chosen
    fire_only: set[str] = field(default_factory=set)  # V13: units activated this Turn, and only to Fire
    spotting: dict[str, str] = field(default_factory=dict)  # V8.3: the Fire Order's Mortars -> their Spotter

    # -- questions -------------------------------------------------------------------------
    #: caches (declared; not fields: neither saved nor compared): the occupancy index and the memo
    _occupancy: ClassVar = None
    _memo: ClassVar = None
    _side_memos: ClassVar = None

    def index(self) -> "Occupancy":
        """Where the units are (a cache, declared): kept while no unit's hex, location, side or
        Weapon changes (``Unit.__setattr__``); after a few moves of units of this state it is
        brought up to date (:meth:`Occupancy.update`), otherwise, or when units were added or
        removed, built again."""
        occ = self._occupancy
        units = self.units
        if occ is not None and occ.units is units and occ.count == len(units):
            now = _POSITIONS[0]
            if occ.version == now:
                return occ
            start = occ.version - _PLACED_BASE[0]
            if now - occ.version <= 8 and start >= 0 and occ.update(_PLACED[start:]):
                occ.version = now
                return occ
        occ = self._occupancy = Occupancy(units)
        return occ

    def memo(self) -> dict:
        """A memo of facts derived from the units and Weapons (a cache, declared): emptied
        whenever any of their attributes is set (``Unit.__setattr__``, ``Weapon.__setattr__``) or
        units are added.  Whoever stores a fact that also depends on other parts of the state
        puts those parts in its key."""
        m = self._memo
        units = self.units
        weapons = self.weapons
        if (m is None or m[0] != _CHANGES[0] or m[1] is not units or m[2] != len(units) or m[3] is not weapons
                or m[4] != len(weapons)):
            m = self._memo = (_CHANGES[0], units, len(units), weapons, len(weapons), {})
        return m[5]

    def side_memo(self, side: str) -> dict:
        """A memo of facts derived from ``side``'s units and Weapons alone (a cache, declared):
        emptied whenever an attribute of one of its units is set, a unit's side or Weapon, any
        Weapon's attribute, or units are added (``_SIDE_CHANGES``); the other side's units may
        move meanwhile.  Whoever stores a fact that also depends on other parts of the state puts
        those parts in its key."""
        memos = self._side_memos
        if memos is None:
            memos = self._side_memos = {}
        m = memos.get(side)
        units = self.units
        weapons = self.weapons
        if (m is None or m[0] != _SIDE_CHANGES.get(side) or m[1] is not units or m[2] != len(units)
                or m[3] is not weapons or m[4] != len(weapons)):
            m = memos[side] = (_SIDE_CHANGES.get(side), units, len(units), weapons, len(weapons), {})
        return m[5]

    def units_in(self, hex_id: str, side: str | None = None) -> list[Unit]:
        """The units in a hex (of one side), in the order of ``units``."""
        return list(self.index().by_hex.get((hex_id, side), ()))

    def on_map(self, side: str | None = None) -> list[Unit]:
        return list(self.index().on_map.get(side, ()))

    def leader_bonus(self, unit: Unit) -> int:
        """3.3.2: friendly Leaders' Command added to Teams and Squads in their hex."""
        if unit.location != ON_MAP or unit.type.kind == "leader":
            return 0
        return sum(max(0, u.face.command or 0) for u in self.index().by_hex.get((unit.hex, unit.side), ())
                   if u.type.kind == "leader" and u.id != unit.id)

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
        rubble = bool(self.rubble) and hex_id in self.rubble
        if rubble:  # V1.1: Rubble overrides the hex's terrain: Cover 2, +1 per adjacent Rubble hex
            cover = self.rubble_value(hex_id)
        else:
            terrain = chart.terrain[board.hexes[hex_id].effective_terrain]
            cover = terrain.cover if isinstance(terrain.cover, int) else 0
        fort = self.fortifications.get(hex_id)
        if fort:
            fc = chart.fortifications.get(fort, {}).get("cover")
            if isinstance(fc, int):
                cover = max(cover, fc)  # F100: the best Cover counts, they never add
        if not rubble and board.has_line(hex_id, "road"):
            cover -= 1  # T93: -1 to the other terrain or Fortification of a Road hex (not under Rubble)
        if "V15" in self.variants:
            cover -= self.overstacking(hex_id)  # V15.2
        return cover

    def rubble_value(self, hex_id: str) -> int:
        """V1.1: a Rubble hex's Move Cost and Cover: 2, +1 for every adjacent Rubble hex."""
        data = variants.data()["rubble"]
        adjacent = sum(1 for n in self.board.grid.neighbours(hex_id).values() if n in self.rubble)
        return int(data["cover"]) + int(data["per_adjacent"]) * adjacent

    def overstacking(self, hex_id: str) -> int:
        """V15.1, V15.2 Unit Overstacking: the figures of both sides in the hex above 7 (the
        Cover penalty of every unit there), 0 without V15."""
        if "V15" not in self.variants:
            return 0
        here = self.index().by_hex.get((hex_id, None))
        if not here:
            return 0
        return max(0, sum(u.figures for u in here) - FIGURE_LIMIT)  # V15.1: Squad 4, Team 2, Leader 1

    def morale(self, unit: Unit) -> int:
        """3.1.4: Morale with Command (3.3.2), Cover (T78.3), Suppression (13.2) and the Veteran
        marker (E44.1: +1 FP, Range, Movement and Morale; never Command)."""
        cover = self.cover(unit.hex) if unit.location == ON_MAP and unit.hex else 0
        return (unit.face.morale + self.leader_bonus(unit) + cover - unit.suppressed + unit.veteran  # E44.1
                + self.fortification_modifier(unit, "morale"))  # F106.1

    def figures(self, hex_id: str, side: str) -> int:
        return sum(u.figures for u in self.index().by_hex.get((hex_id, side), ()))

    def enemy_in(self, hex_id: str, side: str) -> bool:
        sides = self.index().sides.get(hex_id)
        return sides is not None and (len(sides) > 1 or side not in sides)

    def objective_value(self, number: int) -> int:
        return self.objective_values.get(number, 0)

    # -- snapshot --------------------------------------------------------------------------
    def _mix_of(self, weapon: Weapon) -> str:
        """The side whose nation's counter mix the Weapon's type comes from: a Weapon taken by
        the enemy (E71 Scrounge) changes side but keeps its type (and its values)."""
        for side in (weapon.side, other(weapon.side)):
            if self.scenario.side(side).nation.weapons.get(weapon.type.id) is weapon.type:
                return side
        return weapon.side

    def to_json(self) -> dict:
        return {
            "scenario": self.scenario.id,
            "players": {s: p.to_json() for s, p in sorted(self.players.items())},
            "units": [u.to_json() for u in self.units.values()],  # in play order: it decides the order of choices
            "weapons": [dict(w.to_json(), mix=self._mix_of(w)) for w in self.weapons.values()],
            "smoke": dict(self.smoke), "blaze": sorted(self.blaze),
            "fortifications": dict(self.fortifications),
            "setup_fortifications": dict(self.setup_fortifications),
            "movement_lost": {k: list(v) for k, v in self.movement_lost.items()},
            "time": self.time, "sudden_death": self.sudden_death, "vp": self.vp,
            "vp_sources": [list(v) for v in self.vp_sources],
            "objectives": {str(k): v for k, v in self.objectives.items()},
            "objective_values": {str(k): v for k, v in self.objective_values.items()},
            "initiative": self.initiative, "active": self.active, "turn": self.turn,
            "orders_given": self.orders_given, "activated_units": sorted(self.activated_units),
            "activated_players": sorted(self.activated_players), "over": self.over,
            "winner": self.winner, "end_reason": self.end_reason,
            "moving": sorted(self.moving), "trigger_depth": self.trigger_depth, "reveals": self.reveals,
            "op_fire": {"turn": self.op_fire_turn, "used": sorted(self.op_fire_used),
                        "units": sorted(self.op_fire_units)},
            "advanced": sorted(self.advanced), "moving_now": list(self.moving_now),
            "trench_entry": self.trench_entry, "time_advances_due": self.time_advances_due,
            "open_chits": list(self.open_chits), "secret_chits": {s: list(c) for s, c in sorted(self.secret_chits.items())},
            "rng": rng_to_json(self.rng), "phase": self.phase, "setup_done": list(self.setup_done),
            "setup_markers": dict(self.setup_markers),
            **({"variant": self.variant_json()} if self.variants else {}),
        }

    def variant_json(self) -> dict:
        """The play state of the optional rules (V1, V3, V8, V11, V13)."""
        return {"rubble": sorted(self.rubble), "starshells": list(self.starshells),
                "mortar_spotters": dict(sorted(self.mortar_spotters.items())), "setup": list(self.variant_setup),
                "fire_only": sorted(self.fire_only), "spotting": dict(sorted(self.spotting.items()))}

    @classmethod
    def from_json(cls, data: dict, scenario: Scenario, board, variants: frozenset[str] = frozenset()) -> "GameState":
        """The state ``to_json`` wrote, on ``scenario``'s ``board``, in a game with ``variants``:
        unit, Weapon and Radio types come from the sides' nations, the cards from their decks.
        Raises KeyError, TypeError or ValueError for data that does not fit the scenario (the
        caller says where)."""
        players = {}
        for side, p in data["players"].items():
            sc_side = scenario.side(side)
            printed = {c.number: c for c in sc_side.deck.cards}
            cards = dict(printed)
            for n, c in p["reprinted"].items():
                cards[int(n)] = card_from_json(int(n), c)
            player = Player(side, p["posture"], p["hand_size"], p["orders"], p["discard_limit"], p["edge"],
                            p["surrender"], cards, list(p["draw"]), list(p["hand"]), list(p["discard"]),
                            list(p["casualties"]), printed=printed)
            if p["radio"] is not None:
                r = p["radio"]
                player.radio = Radio(side, r["fp"], r["type"], r["broken"])
            players[side] = player
        st = cls(scenario, board, players)
        for u in data["units"]:
            nation = scenario.side(u["side"]).nation
            st.units[u["id"]] = Unit(u["id"], u["side"], nation.units[u["type"]], u["location"], u["hex"], u["time"],
                                     u["broken"], u["suppressed"], u["veteran"], u["weapon"])
        for w in data["weapons"]:
            nation = scenario.side(w["mix"]).nation
            st.weapons[w["id"]] = Weapon(w["id"], w["side"], nation.weapons[w["type"]], w["broken"], w["location"])
        st.smoke = {h: int(v) for h, v in data["smoke"].items()}
        st.blaze = set(data["blaze"])
        st.fortifications = dict(data["fortifications"])
        st.setup_fortifications = dict(data["setup_fortifications"])
        st.movement_lost = {k: tuple(v) for k, v in data["movement_lost"].items()}
        for name in ("time", "sudden_death", "vp", "initiative", "active", "turn", "orders_given", "over", "winner",
                     "end_reason", "trigger_depth", "reveals", "trench_entry", "time_advances_due"):
            setattr(st, name, data[name])
        st.vp_sources = [tuple(v) for v in data["vp_sources"]]
        st.objectives = {int(k): v for k, v in data["objectives"].items()}
        st.objective_values = {int(k): v for k, v in data["objective_values"].items()}
        st.activated_units = set(data["activated_units"])
        st.activated_players = set(data["activated_players"])
        st.moving = set(data["moving"])
        st.op_fire_turn = data["op_fire"]["turn"]
        st.op_fire_used = set(data["op_fire"]["used"])
        st.op_fire_units = set(data["op_fire"]["units"])
        st.advanced = set(data["advanced"])
        st.moving_now = tuple(data["moving_now"])
        st.open_chits = list(data["open_chits"])
        st.secret_chits = {s: list(c) for s, c in data["secret_chits"].items()}
        st.rng = rng_from_json(data["rng"])
        st.phase = data["phase"]
        st.setup_done = list(data["setup_done"])
        st.setup_markers = {s: int(n) for s, n in data["setup_markers"].items()}
        st.variants = frozenset(variants)
        v = data.get("variant")
        if v is not None:
            if not st.variants:
                raise ValueError("the state holds the play state of variants, but the game has none")
            st.rubble = set(v["rubble"])
            st.starshells = list(v["starshells"])
            st.mortar_spotters = dict(v["mortar_spotters"])
            st.variant_setup = list(v["setup"])
            st.fire_only = set(v["fire_only"])
            st.spotting = dict(v["spotting"])
        elif st.variants:
            raise ValueError("the game has variants, but the state holds no play state of them")
        return st

    def hash(self) -> str:
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Occupancy:
    """Where the units are, built in one pass over ``units`` (in their order): the units on the
    map by hex (and side), the sides present in each hex, the units on the map of each side,
    and the unit that carries each Weapon (the first in ``units`` order).  Its lists are read
    at once, never kept while units move (:meth:`update` changes them in place)."""

    __slots__ = ("version", "count", "units", "by_hex", "sides", "on_map", "carrier", "memo", "order", "where")

    def __init__(self, units: dict[str, Unit]):
        self.version, self.count, self.units = _POSITIONS[0], len(units), units
        by_hex: dict[tuple, list[Unit]] = {}
        sides: dict[str, set[str]] = {}
        everyone: list[Unit] = []
        on_map: dict[str | None, list[Unit]] = {None: everyone, SIDES[0]: [], SIDES[1]: []}
        carrier: dict[str, Unit] = {}
        #: each unit's place in ``units`` (by id), and the unit, its hex, side, whether on the
        #: map and its Weapon as indexed here
        order: dict[str, int] = {}
        where: dict[str, tuple] = {}
        for i, u in enumerate(units.values()):
            d = u.__dict__
            w = d["weapon"]
            if w is not None and w not in carrier:
                carrier[w] = u
            on = d["location"] == ON_MAP
            order[d["id"]] = i
            where[d["id"]] = (u, d["hex"], d["side"], on, w)
            if on:
                h, side = d["hex"], d["side"]
                here = by_hex.get((h, None))
                if here is None:
                    by_hex[(h, None)] = [u]
                    sides[h] = {side}
                else:
                    here.append(u)
                    sides[h].add(side)
                mine = by_hex.get((h, side))
                if mine is None:
                    by_hex[(h, side)] = [u]
                else:
                    mine.append(u)
                everyone.append(u)
                group = on_map.get(side)
                if group is None:
                    on_map[side] = [u]
                else:
                    group.append(u)
        self.by_hex, self.sides, self.on_map, self.carrier = by_hex, sides, on_map, carrier
        self.order, self.where = order, where
        self.memo: dict = {}  # facts derived from where the units are alone (fire.enemy_hexes)

    def update(self, changed: list[Unit]) -> bool:
        """Bring the index up to date after ``changed`` units (of any state) changed their
        hex or location: the same lists, in ``units`` order, as building it again.  Returns
        False, having changed nothing, where only building it again will do (a unit of this
        state that is new, replaced, or changed its side or Weapon)."""
        where, units = self.where, self.units
        todo = []
        for u in changed:
            rec = where.get(u.__dict__.get("id"))
            if rec is None or rec[0] is not u:
                if units.get(u.__dict__.get("id")) is u:
                    return False  # ours, not indexed as itself
                continue  # a unit of another state
            d = u.__dict__
            if d["side"] != rec[2] or d["weapon"] != rec[4]:
                return False
            if not any(t is u for t in todo):
                todo.append(u)
        for u in todo:
            d = u.__dict__
            _, old_hex, side, was_on, w = where[d["id"]]
            hex_, on = d["hex"], d["location"] == ON_MAP
            if was_on == on and (not on or old_hex == hex_):
                where[d["id"]] = (u, hex_, side, on, w)
                continue
            if was_on:
                self._remove(u, old_hex, side)
            if on:
                self._insert(u, hex_, side)
            where[d["id"]] = (u, hex_, side, on, w)
        if todo:
            self.memo = {}
        return True

    def _remove(self, u: Unit, hex_id: str, side: str) -> None:
        by_hex = self.by_hex
        for key in ((hex_id, None), (hex_id, side)):
            units = by_hex[key]
            del units[next(i for i, x in enumerate(units) if x is u)]
            if not units:
                del by_hex[key]
        for units in (self.on_map[None], self.on_map[side]):
            del units[next(i for i, x in enumerate(units) if x is u)]
        here = by_hex.get((hex_id, None))
        if here:
            self.sides[hex_id] = {x.__dict__["side"] for x in here}
        else:
            del self.sides[hex_id]

    def _insert(self, u: Unit, hex_id: str, side: str) -> None:
        order = self.order
        at = order[u.__dict__["id"]]
        by_hex = self.by_hex
        for units in (by_hex.setdefault((hex_id, None), []), by_hex.setdefault((hex_id, side), []),
                      self.on_map[None], self.on_map.setdefault(side, [])):
            i = len(units)
            while i and order[units[i - 1].__dict__["id"]] > at:
                i -= 1
            units.insert(i, u)
        self.sides.setdefault(hex_id, set()).add(side)


def rng_to_json(rng: random.Random) -> list:
    """The state of the seeded random number generator (Mersenne Twister: 625 numbers), as JSON."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


def card_counts(state: GameState) -> dict[str, int]:
    return {s: len(p.draw) + len(p.hand) + len(p.discard) for s, p in state.players.items()}


def all_units(state: GameState) -> Iterable[Unit]:
    return state.units.values()
