"""Skirmish battles (scenarios): what SK-3.1 says a battle must settle, as a file, and the
scoring of its objectives from the final position (SK-20).

A battle (``resources/skirmish/battles/<id>.json``, format in ``docs/skirmish-campaign.md``)
gives: when (the year: which weapons may be used, SK-3.1 / SK-11.2), where (a map id), the size
in UP (SK-19), the sides with their deployment zones, teams and objectives with their UP rewards
(at most 100 UP per side, SK-20.1), who starts (or an initiative roll, SK-3.2) and the turn limit.

Objectives are typed conditions (:data:`OBJECTIVE_KINDS`) that :func:`score` evaluates from an
:class:`Outcome` (the final position: each model's fate, place, vehicle and areas).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from cc_desktop import resources
from cc_desktop.fileio import FileProblem, excerpt, read_json
from cc_desktop.skirmish.campaign import Reason
from cc_desktop.skirmish.decisions import ENGLISH
from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.types import STAT_NAMES, TABLE_DEPTH, TABLE_WIDTH, Point, Stats

BATTLE_FORMAT = "cc-desktop-skirmish-battle"
BATTLE_VERSION = 1
BATTLES_DIR = resources.resource("skirmish", "battles")
MAP_IDS = ("partisan-road", "village-street", "farmland", "wooded-hillside")
RANKS = ("primary", "secondary", "tertiary")
MAX_UP_PER_SIDE = 100   # SK-20.1
#: Table edges: north is y = 0 (the top of the drawn map), south y = 48, west x = 0, east x = 72.
EDGES = ("north", "south", "east", "west")
#: A model or vehicle within this many inches of an edge has reached it.
EDGE_REACH = 1.0

#: the English templates of what scoring and team checks say, by code (``campaign.Reason``;
#: sk-i18n translates them through ``decisions.ENGLISH``)
MESSAGES = {
    "battle_not_in_position": "{model} is not in the final position",
    "battle_model_status": "{model} is {status}",
    "battle_model_wounded": "{model} was wounded",
    "battle_model_not_at_edge": "{model} did not reach the {edge} edge",
    "battle_vehicle_destroyed": "the {vehicle} is destroyed",
    "battle_vehicle_not_destroyed": "the {vehicle} is not destroyed",
    "battle_vehicle_not_at_edge": "the {vehicle} did not reach the {edge} edge",
    "battle_vehicle_at_edge": "the {vehicle} reached the {edge} edge",
    "battle_model_and_vehicle_at_edge": "{model} and the {vehicle} reached the {edge} edge",
    "battle_model_at_edge_alive": "{model} reached the {edge} edge alive",
    "battle_model_at_edge_unhurt": "{model} reached the {edge} edge unhurt",
    "battle_vehicle_not_in_position": "the {vehicle} is not in the final position",
    "battle_all_out": "all are out of the fight",
    "battle_still_fight": "{models} still fight",
    "battle_enemy_in_area": "the enemy holds a place in {area} ({models})",
    "battle_nobody_in_area": "nobody of {side} is in {area}",
    "battle_hold_area": "{models} hold {area}",
    "battle_all_dead": "every enemy is dead",
    "battle_not_all_dead": "{count} enemy model(s) not dead",
    "battle_objective_met": "{rank} objective {text!r}: met, {up} UP ({why})",
    "battle_objective_not_met": "{rank} objective {text!r}: not met ({why})",
    "battle_side_total": "{up} UP of {total}",
    "battle_own_team_only": "{side} fight with the battle's own team",
    "battle_other_nation": "the team is {nation}, the side {side} is {side_nation}",
    "battle_no_member_chosen": "no member chosen",
    "battle_no_such_member": "no member {member!r} in the team",
    "battle_team_over_up": "the team is worth {cost} UP, more than the battle's {up} UP",
    "battle_team_over_up_keys": "the team (with {keys}) is worth {cost} UP, more than the battle's {up} UP",
}
ENGLISH.add(MESSAGES)


def _why(code: str, **params: Any) -> Reason:
    return Reason.of("", code, **params)
FIRST_YEAR, LAST_YEAR = 1935, 1945

#: Objective kinds: the fields each needs (beyond id, rank, up, text) and what it means.
OBJECTIVE_KINDS: dict[str, tuple[tuple[str, ...], str]] = {
    "model_reaches_edge": (("model", "edge"), "the model is at (or left the table by) the edge, alive; "
                                              "'condition': 'unhurt' needs him unwounded; 'with_vehicle': the "
                                              "vehicle gets there too, not destroyed"),
    "model_survives": (("model",), "the model is alive at the end (neither dead nor captured)"),
    "model_killed": (("model",), "the (enemy) model is dead"),
    "model_captured": (("model",), "the (enemy) model is captured"),
    "models_out": (("models",), ("every model named is dead, captured, unconscious or off the table (not by the "
                                 "edge his own side is sent to)")),
    "hold_area": (("area",), "at the end the side has a fit model in the area and the enemy has none"),
    "kill_all": ((), "every enemy model is dead"),
    "vehicle_exits_edge": (("vehicle", "edge"), "the vehicle is at (or left the table by) the edge, not destroyed"),
    "vehicle_destroyed": (("vehicle",), "the vehicle is destroyed"),
}


class BattleProblem(ValueError):
    """A battle file that cannot be used; ``problems`` are its messages (file, field, fault)."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("; ".join(problems[:5]) + (f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""))


# ----------------------------------------------------------------------------------------------
# The battle as values
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Zone:
    """A deployment zone or area the battle defines itself (a rectangle of the table, inches);
    zones named but not defined here are the map's."""
    name: str
    x0: float
    y0: float
    x1: float
    y1: float

    def contains(self, p: Point) -> bool:
        return self.x0 <= p.x <= self.x1 and self.y0 <= p.y <= self.y1


@dataclass(frozen=True)
class Objective:
    id: str
    rank: str
    up: int
    kind: str
    text: str
    model: str = ""
    models: tuple[str, ...] = ()
    edge: str = ""
    area: str = ""
    vehicle: str = ""
    condition: str = "alive"      # model_reaches_edge: "alive" or "unhurt"
    with_vehicle: str = ""


@dataclass(frozen=True)
class TeamModel:
    """A model a battle names itself (inline teams, and the scenario's key figures)."""
    id: str
    name: str
    stats: Stats
    tp: int = 0
    skills: tuple[str, ...] = ()
    weapons: tuple[str, ...] = ()
    equipment: tuple[str, ...] = ()
    leader: bool = False


#: SK-3.1: where a battle vehicle's crew start: in their seats, or beside the vehicle at their doors
CREW_STARTS = ("aboard", "beside")


@dataclass(frozen=True)
class BattleVehicle:
    """A vehicle (or towed gun) a side starts with: its type (sk-special's vehicles.json / guns.json
    id), where it starts and who sits in it."""
    id: str
    type: str
    zone: str
    facing: float = 0.0
    crew: tuple[str, ...] = ()
    crew_start: str = "aboard"   # SK-3.1: the crew start in the seats, or "beside" it at their doors
    ready: bool = False          # SK-15.1 a towed gun that starts in action (READY), not limbered
    ammo: tuple[tuple[str, int], ...] | None = None   # SK-15.2 a gun's shells of each kind (None: no count)


#: the animals that draw a gun or a vehicle (SK-16.2 horses, SK-16.4 cattle; a dog draws only its
#: sled, SK-16.3; sheep, rams and pigs nothing, SK-16.5)
DRAUGHT_KINDS = ("horse", "cattle")


@dataclass(frozen=True)
class BattleAnimal:
    """An animal a side starts with (SK-16): its card (sk-special's animals.json), its master (a
    model of the side who starts at its side and, for a horse or cattle, holds it by the halter)
    and the gun or vehicle of the side it is harnessed to (SK-16.1), each optional."""
    id: str
    card: str
    name: str = ""
    master: str = ""
    harnessed_to: str = ""


@dataclass(frozen=True)
class BattleSled:
    """A dog sled a side starts with (SK-16.3, our design): where it stands (None: its side sets it
    up in the deployment, SK-3.1) and its facing; the dogs that draw it are the side's animals
    ``harnessed_to`` it."""
    id: str
    at: Point | None = None
    facing: float = 0.0


@dataclass(frozen=True)
class Side:
    id: str
    name: str
    nation: str
    deploy: str
    objectives: tuple[Objective, ...]
    models: tuple[TeamModel, ...] = ()
    preset: str = ""              # a team id of resources/skirmish/teams.json
    may_assemble: bool = True     # a player may bring his own team for the battle's UP instead
    vehicles: tuple[BattleVehicle, ...] = ()
    animals: tuple[BattleAnimal, ...] = ()
    mortars_ready: bool = False   # SK-12.5 the side's mortars start set up where their carriers stand
    sleds: tuple[BattleSled, ...] = ()

    def owns(self, model_id: str) -> bool:
        """The model is one of this side's: inline, or of its preset team (``team.model``)."""
        return any(m.id == model_id for m in self.models) or bool(self.preset and model_id.startswith(self.preset + "."))


@dataclass(frozen=True)
class Battle:
    id: str
    title: str
    briefing: str
    year: int
    map: str
    up: int
    sides: tuple[Side, Side]
    first: str          # a side id, or "roll" (SK-3.2)
    turns: int          # each side plays this many turns
    zones: tuple[Zone, ...] = ()
    source: str = ""

    def side(self, side_id: str) -> Side:
        for s in self.sides:
            if s.id == side_id:
                return s
        raise KeyError(f"battle {self.id!r} has no side {side_id!r}")

    def enemy(self, side_id: str) -> Side:
        return next(s for s in self.sides if s.id != side_id)

    def zone(self, name: str) -> Zone | None:
        return next((z for z in self.zones if z.name == name), None)

    def key_models(self, side_id: str) -> tuple[str, ...]:
        """The side's models that objectives (of either side) name: they take part whatever team
        a player brings (the officer of the partisan raid, a courier)."""
        side = self.side(side_id)
        named: list[str] = []
        for s in self.sides:
            for o in s.objectives:
                for mid in ((o.model,) if o.model else ()) + o.models:
                    if side.owns(mid) and mid not in named:
                        named.append(mid)
        return tuple(named)


# ----------------------------------------------------------------------------------------------
# Validation
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Knowledge:
    """What validation checks names and prices against: the weapons' UP and years, equipment and
    skill ids, team ids with their UP value, vehicle types, and the map's zone names
    (``None``: not checked)."""
    catalogue: Any = None                                   # campaign.Catalogue
    teams: Mapping[str, int] | None = None                  # team id -> its UP value
    team_models: Mapping[str, tuple[str, ...]] | None = None  # team id -> its model ids
    team_weapons: Mapping[str, tuple[str, ...]] | None = None  # team id -> the weapons it carries
    team_nations: Mapping[str, str] | None = None            # team id -> its nation
    vehicle_types: frozenset[str] | None = None
    vehicle_seats: Mapping[str, int] | None = None            # vehicle type -> its seats
    gun_shells: Mapping[str, tuple[str, ...]] | None = None   # gun type -> the shells it lists (SK-15.2)
    animal_kinds: Mapping[str, str] | None = None             # animal card -> its kind (SK-16)
    animal_radii: Mapping[str, float] | None = None           # animal card -> its base radius, inches
    vehicle_sizes: Mapping[str, tuple[float, float]] | None = None   # vehicle type -> (length, width), inches
    map_zone_bounds: Mapping[str, Mapping[str, tuple[float, float, float, float, float]]] | None = None
    #: ^ map id -> deployment zone -> (x0, y0, x1, y1, area): its bounds and area (SK-3.1)
    sled_length: float | None = None                          # SK-16.3 a dog sled's length (animals.json)
    sled_dogs: int | None = None                              # SK-16.3 the most dogs in a sled's harness
    map_zones: Mapping[str, frozenset[str]] | None = None   # map id -> zone/area names


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_id(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= 80 and v.replace("_", "").replace("-", "").replace(".", "").isalnum() \
        and v == v.lower()


def validate_battle(data: Any, *, source: str = "battle", known: Knowledge | None = None) -> list[str]:
    """Every fault of a battle's JSON, each as ``"<file>: <field>: <what is wrong>"``; an empty list
    when it can be played.  Checks the shape, SK-20.1 (objectives' UP at most 100 per side, their
    kinds known, their models and vehicles present), SK-3.1 (the year of each weapon), the teams'
    UP within the battle's size (SK-19), the zones."""
    out: list[str] = []
    known = known or Knowledge()

    def bad(where: str, what: str) -> None:
        out.append(f"{source}: {where}: {what}" if where else f"{source}: {what}")

    if not isinstance(data, dict):
        bad("", f"a battle is a JSON object ({{…}}), not {excerpt(data)}")
        return out
    if data.get("format") != BATTLE_FORMAT:
        bad("format", f"is {excerpt(data.get('format'))}, expected {BATTLE_FORMAT!r}")
    version = data.get("version")
    if not _is_int(version) or version < 1:
        bad("version", f"must be a whole number from 1, not {excerpt(version)}")
    elif version > BATTLE_VERSION:
        bad("version", f"the battle is of format version {version}, written by a newer cc-desktop; this one "
                       f"reads version {BATTLE_VERSION}")
        return out
    for key in ("id", "map"):
        if not _is_id(data.get(key)):
            bad(key, f"must be an id (lower-case letters, digits, '-', '_'), not {excerpt(data.get(key))}")
    for key in ("title", "briefing"):
        v = data.get(key)
        if not isinstance(v, str) or not v.strip():
            bad(key, f"must be a text, not {excerpt(v)}")
        elif len(v) > (200 if key == "title" else 5000):
            bad(key, f"is {len(v):,} characters long")
    year = data.get("year")
    if not _is_int(year) or not FIRST_YEAR <= year <= LAST_YEAR:
        bad("year", f"must be a year from {FIRST_YEAR} to {LAST_YEAR} (SK-3.1), not {excerpt(year)}")
        year = None
    size = data.get("up")
    if not _is_int(size) or not 1 <= size <= 10_000:
        bad("up", f"the battle's size in UP must be a whole number from 1 (SK-3.1, SK-19), not {excerpt(size)}")
        size = None
    turns = data.get("turns")
    if not _is_int(turns) or not 1 <= turns <= 100:
        bad("turns", f"the turn limit must be a whole number from 1 to 100, not {excerpt(turns)}")
    mp = data.get("map")
    if isinstance(mp, str) and mp not in MAP_IDS and (known.map_zones is None or mp not in known.map_zones):
        bad("map", f"no map {mp!r} (maps: {', '.join(MAP_IDS)})")

    zones: set[str] = set()
    for i, z in enumerate(data.get("zones", []) if isinstance(data.get("zones", []), list) else [None]):
        where = f"zones[{i}]"
        if not isinstance(z, dict) or not _is_id(z.get("name")):
            bad(where, "a zone is {\"name\": id, \"rect\": [x0, y0, x1, y1]}")
            continue
        r = z.get("rect")
        if not (isinstance(r, list) and len(r) == 4 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in r)):
            bad(f"{where}.rect", f"must be [x0, y0, x1, y1] in inches, not {excerpt(r)}")
        elif not (0 <= r[0] < r[2] <= TABLE_WIDTH and 0 <= r[1] < r[3] <= TABLE_DEPTH):
            bad(f"{where}.rect", f"{r} is not a rectangle on the {TABLE_WIDTH:g} x {TABLE_DEPTH:g} inch table")
        if z["name"] in zones:
            bad(f"{where}.name", f"{z['name']!r} is defined twice")
        zones.add(z["name"])
    map_zones = known.map_zones.get(mp, frozenset()) if known.map_zones is not None and isinstance(mp, str) else None

    def check_zone(where: str, name: Any) -> None:
        if not _is_id(name):
            bad(where, f"must be a zone name, not {excerpt(name)}")
        elif name not in zones and map_zones is not None and name not in map_zones:
            bad(where, f"no zone {name!r} in the battle's zones or on the map {mp!r}")
        elif name not in zones and map_zones is None and known.map_zones is not None:
            bad(where, f"no zone {name!r} in the battle's zones")

    own_rects = {z["name"]: (*map(float, z["rect"]), (z["rect"][2] - z["rect"][0]) * (z["rect"][3] - z["rect"][1]))
                 for z in data.get("zones", []) if isinstance(z, dict) and isinstance(z.get("name"), str)
                 and isinstance(z.get("rect"), list) and len(z["rect"]) == 4
                 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in z["rect"])} \
        if isinstance(data.get("zones", []), list) else {}
    sides = data.get("sides")
    if not isinstance(sides, list) or len(sides) != 2:
        bad("sides", "a battle has two sides")
        return out
    side_ids = []
    names = [_side_names(s, known) for s in sides]
    seen_vehicles: set[str] = set()
    aboard: dict[str, str] = {}
    inline = [[m.get("id") for m in s.get("models", []) if isinstance(m, dict)]
              if isinstance(s, dict) and isinstance(s.get("models", []), list) else [] for s in sides]

    def any_model(ref: str) -> bool:
        return any(n[0](ref) for n in names)
    # the ids the battle's animals may not take: the inline models' of both sides (SK-16)
    taken: set[str] = {mid for ids in inline for mid in ids if isinstance(mid, str)}
    all_vehicles = names[0][1] | names[1][1]
    for i, s in enumerate(sides):
        where = f"sides[{i}]"
        if not isinstance(s, dict):
            bad(where, f"must be an object, not {excerpt(s)}")
            continue
        sid = s.get("id")
        if not _is_id(sid):
            bad(f"{where}.id", f"must be an id, not {excerpt(sid)}")
        else:
            side_ids.append(sid)
        for key in ("name", "nation"):
            if not isinstance(s.get(key), str) or not s.get(key):
                bad(f"{where}.{key}", f"must be a text, not {excerpt(s.get(key))}")
        check_zone(f"{where}.deploy", s.get("deploy"))
        models = _check_models(s.get("models", []), f"{where}.models", bad, known, year)
        for j, (mid, _) in enumerate(models):
            if i == 1 and mid in inline[0]:
                bad(f"{where}.models[{j}].id", f"{mid!r} is the id of a model of the other side too")
        own_model = names[i][0]
        preset = s.get("team")
        if preset is not None:
            if not _is_id(preset):
                bad(f"{where}.team", f"must be a team id, not {excerpt(preset)}")
            elif known.teams is not None and preset not in known.teams:
                bad(f"{where}.team", f"no team {preset!r} in resources/skirmish/teams.json")
            elif known.team_nations is not None and known.team_nations.get(preset) != s.get("nation"):
                bad(f"{where}.team", f"the team {preset!r} is {known.team_nations.get(preset)}, the side "
                                     f"{excerpt(s.get('nation'))}")
            elif known.catalogue is not None and year is not None and known.team_weapons is not None:
                for w in sorted(set(known.team_weapons.get(preset, ()))):
                    if known.catalogue.weapon_year.get(w, 0) > year:
                        bad(f"{where}.team", f"the team {preset!r} carries {w}, in service from "
                                             f"{known.catalogue.weapon_year[w]}, after the battle's year {year} (SK-3.1)")
        if preset is None and not models and not s.get("may_assemble", True):
            bad(where, "names no team, no models and does not let the player assemble one")
        if not isinstance(s.get("may_assemble", True), bool):
            bad(f"{where}.may_assemble", "must be true or false")
        vehicle_ids = []
        for j, v in enumerate(s.get("vehicles", []) if isinstance(s.get("vehicles", []), list) else [None]):
            vw = f"{where}.vehicles[{j}]"
            if not isinstance(v, dict) or not _is_id(v.get("id")) or not _is_id(v.get("type")):
                bad(vw, "a vehicle is {\"id\": id, \"type\": vehicle type, \"zone\": zone, \"crew\": [model ids]}")
                continue
            vehicle_ids.append(v["id"])
            if v["id"] in seen_vehicles:
                bad(f"{vw}.id", f"{v['id']!r} is the id of an earlier vehicle too")
            seen_vehicles.add(v["id"])
            if known.vehicle_types is not None and v["type"] not in known.vehicle_types:
                bad(f"{vw}.type", f"no vehicle or gun type {v['type']!r}")
            check_zone(f"{vw}.zone", v.get("zone"))
            facing = v.get("facing", 0)
            if not isinstance(facing, (int, float)) or isinstance(facing, bool) or not 0 <= facing < 360:
                bad(f"{vw}.facing", f"must be degrees from 0 to 360, not {excerpt(facing)}")
            crew = _str_list(v, "crew", vw, bad)
            for k, c in enumerate(crew):
                if not own_model(c):
                    bad(f"{vw}.crew[{k}]", f"{excerpt(c)} is no model of the side")
                elif c in aboard:
                    bad(f"{vw}.crew[{k}]", f"{c!r} sits in {aboard[c]!r} already")
                else:
                    aboard[c] = v["id"]
            if v.get("crew_start", "aboard") not in CREW_STARTS:   # SK-3.1 in the seats or beside
                bad(f"{vw}.crew_start", f"must be one of {', '.join(CREW_STARTS)}, not {excerpt(v.get('crew_start'))}")
            seats = (known.vehicle_seats or {}).get(v["type"])
            if seats is not None and len(crew) > seats:
                bad(f"{vw}.crew", f"{len(crew)} aboard a {v['type']} of {seats} seats")
            _check_gun_start(v, vw, bad, known)
        _check_sleds(s, where, bad, seen_vehicles)
        _check_animals(s, where, bad, known, own_model, aboard, taken, sides)
        _check_mortars_ready(s, where, bad, known)
        # SK-19: the team's value within the battle's size
        if size is not None and known.catalogue is not None:
            cost = sum(c for _, c in models if c is not None)
            if _is_id(preset) and known.teams is not None and preset in known.teams:
                cost += known.teams[preset]
            if cost > size:
                bad(where, f"the team is worth {cost} UP, more than the battle's {size} UP (SK-19)")
        _check_objectives(s.get("objectives"), where, bad, any_model, all_vehicles, zones, map_zones,
                          known.map_zones is not None)
        deploy = s.get("deploy") if isinstance(s.get("deploy"), str) else None
        _check_room(s, where, bad, known, own_rects.get(deploy) or _map_bounds(known, mp, deploy))
    if len(set(side_ids)) != len(side_ids):
        bad("sides", "the two sides have the same id")
    first = data.get("first")
    if first != "roll" and first not in side_ids:
        bad("first", f"must be a side's id or \"roll\" (an initiative roll, SK-3.2), not {excerpt(first)}")
    return out


def _map_bounds(known: Knowledge, mp: Any, zone: Any) -> tuple[float, float, float, float, float] | None:
    """The bounds and area of a deployment zone of the map (None when not known)."""
    if known.map_zone_bounds is None or not isinstance(mp, str) or not isinstance(zone, str):
        return None
    return known.map_zone_bounds.get(mp, {}).get(zone)


def _check_sleds(s: dict, where: str, bad: Callable, seen: set[str]) -> None:
    """SK-16.3: the side's dog sleds, each ``{"id", "at"?: [x, y], "facing"?}``: an id no vehicle,
    gun or other sled of the battle has, a place on the table, a facing in degrees."""
    sleds = s.get("sleds", [])
    if not isinstance(sleds, list):
        bad(f"{where}.sleds", f"must be a list of sleds, not {excerpt(sleds)}")
        return
    for j, sl in enumerate(sleds):
        sw = f"{where}.sleds[{j}]"
        if not isinstance(sl, dict) or not _is_id(sl.get("id")):
            bad(sw, "a sled is {\"id\": id, \"at\": [x, y] (optional), \"facing\": degrees (optional)}")
            continue
        if sl["id"] in seen:
            bad(f"{sw}.id", f"{sl['id']!r} is the id of a vehicle, gun or sled of the battle too")
        seen.add(sl["id"])
        at = sl.get("at")
        if at is not None and not (isinstance(at, list) and len(at) == 2 and all(
                isinstance(c, (int, float)) and not isinstance(c, bool) for c in at)
                and 0 <= at[0] <= TABLE_WIDTH and 0 <= at[1] <= TABLE_DEPTH):
            bad(f"{sw}.at", f"must be [x, y] in inches on the {TABLE_WIDTH:g} x {TABLE_DEPTH:g} inch table, not {excerpt(at)}")
        facing = sl.get("facing", 0)
        if not isinstance(facing, (int, float)) or isinstance(facing, bool) or not 0 <= facing < 360:
            bad(f"{sw}.facing", f"must be degrees from 0 to 360, not {excerpt(facing)}")


def _text_of(d: dict, key: str) -> str | None:
    """``d[key]`` when it is a text, else None (a damaged file's list or object there)."""
    v = d.get(key)
    return v if isinstance(v, str) else None


#: SK-3.1 a model's base: the room it needs at the least (inches)
MODEL_RADIUS = 0.5


def _check_room(s: dict, where: str, bad: Callable, known: Knowledge,
                bounds: tuple[float, float, float, float, float] | None) -> None:
    """SK-3.1: the side's deployment zone can hold what the side must set up in it (a cheap,
    conservative check: a battle refused surely cannot be deployed; one passed may still need the
    engine's widened zone, ``turn.place_area``): each vehicle's rectangle at its facing fits in the
    zone's bounds, and the room of everything set up in it (each model's base, each vehicle's
    rectangle, each gun's and sled's room with its crew and dogs) is no more than the zone's area.
    The models are the battle's own and its preset team's (a team a player brings is checked as
    it deploys); a vehicle's crew aboard, an animal at its master's side or drawing a vehicle (set
    up with them, anywhere round them) take no room of the zone."""
    if bounds is None or not isinstance(s.get("vehicles", []), list):
        return
    import math
    x0, y0, x1, y1, area = bounds
    zone = s.get("deploy")
    guns = set((known.gun_shells or {}))
    need: list[tuple[str, float]] = []
    aboard: set[str] = set()
    for j, v in enumerate(s.get("vehicles", [])):
        if not isinstance(v, dict) or not isinstance(v.get("id"), str):
            continue
        crew = [c for c in v.get("crew", []) if isinstance(c, str)] if isinstance(v.get("crew", []), list) else []
        if known.gun_shells is not None and _text_of(v, "type") in guns:
            from cc_desktop.skirmish.vehicle_play import GUN_RADIUS
            need.append((v["id"], math.pi * GUN_RADIUS ** 2))
            continue
        size = (known.vehicle_sizes or {}).get(_text_of(v, "type"))
        if size is None:
            aboard |= set(crew)   # not known for a vehicle: its crew counted aboard (fewer needs)
            continue
        if v.get("crew_start", "aboard") != "beside":
            aboard |= set(crew)
        length, width = size
        facing = v.get("facing", 0)
        facing = float(facing) if isinstance(facing, (int, float)) and not isinstance(facing, bool) else 0.0
        c, s_ = abs(math.cos(math.radians(facing))), abs(math.sin(math.radians(facing)))
        wide, deep = length * c + width * s_, length * s_ + width * c
        if wide > x1 - x0 + 1e-6 or deep > y1 - y0 + 1e-6:
            bad(f"{where}.vehicles[{j}]", f"the {v.get('type')} {v['id']!r} ({length:g} x {width:g} inches, facing "
                                         f"{facing:g}) does not fit in the deployment zone {zone!r} ({x1 - x0:g} x "
                                         f"{y1 - y0:g} inches) (SK-3.1)")
        need.append((v["id"], length * width))
    base = math.pi * MODEL_RADIUS ** 2
    men = [_text_of(m, "id") for m in s.get("models", []) if isinstance(m, dict)] \
        if isinstance(s.get("models", []), list) else []
    if _is_id(s.get("team")) and known.team_models is not None:
        men += list(known.team_models.get(s["team"], ()))
    walkers = [m for m in men if isinstance(m, str) and m not in aboard]
    if walkers:
        need.append((f"{len(walkers)} model(s) on foot", base * len(walkers)))
    sleds = [x for x in s.get("sleds", []) if isinstance(x, dict) and x.get("at") is None] \
        if isinstance(s.get("sleds", []), list) else []
    sled_ids = {_text_of(x, "id") for x in sleds}
    if known.sled_length is not None:
        need += [(str(x.get("id")), math.pi * (known.sled_length / 2) ** 2) for x in sleds]
    pieces = {_text_of(v, "id") for v in s.get("vehicles", []) if isinstance(v, dict) and _text_of(v, "type") in guns}
    beasts = [a for a in s.get("animals", []) if isinstance(a, dict)] if isinstance(s.get("animals", []), list) else []
    for a in beasts:   # an animal set up by its side, drawing a gun or a sled set up in the zone
        drawn = _text_of(a, "harnessed_to")
        if (not a.get("master") and not a.get("harnessed_to")) or (drawn is not None and drawn in pieces | sled_ids):
            r = (known.animal_radii or {}).get(_text_of(a, "card"), MODEL_RADIUS)
            need.append((str(a.get("id")), math.pi * r ** 2))
    total = sum(a for _, a in need)
    if total > area + 1e-6:
        what = ", ".join(f"{name} {a:.1f}" for name, a in need)
        bad(f"{where}.deploy", f"the deployment zone {zone!r} ({area:g} square inches) cannot hold what the side "
                               f"sets up in it: {what}, {total:.1f} square inches in all (SK-3.1)")


def _check_gun_start(v: dict, vw: str, bad: Callable, known: Knowledge) -> None:
    """SK-15.1, SK-15.2: a towed gun may start in action (``ready``) with a count of each shell it
    lists (``ammo``); neither is a vehicle's."""
    is_gun = None if known.gun_shells is None else v["type"] in known.gun_shells
    ready = v.get("ready", False)
    if not isinstance(ready, bool):
        bad(f"{vw}.ready", f"must be true or false, not {excerpt(ready)}")
    elif ready and is_gun is False:
        bad(f"{vw}.ready", f"only a towed gun starts ready, in action (SK-15.1); {v['type']!r} is a vehicle")
    if "ammo" not in v:
        return
    ammo = v["ammo"]
    if not isinstance(ammo, dict):
        bad(f"{vw}.ammo", f"must be {{shell: count}}, e.g. {{\"he\": 6, \"ap\": 4}}, not {excerpt(ammo)}")
        return
    if is_gun is False:
        bad(f"{vw}.ammo", f"only a towed gun is given shells (SK-15.2); {v['type']!r} is a vehicle")
        return
    every = sorted({sh for shells in (known.gun_shells or {}).values() for sh in shells})
    lists = (known.gun_shells or {}).get(v["type"])
    for shell, count in ammo.items():
        aw = f"{vw}.ammo.{shell}"
        if known.gun_shells is not None and shell not in every:
            bad(aw, f"no shell {shell!r} (the guns' shells: {', '.join(every)})")
        elif lists is not None and shell not in lists:
            bad(aw, f"a {v['type']} fires no {shell} shells; it fires {', '.join(lists)} (SK-15.2)")
        if not _is_int(count) or not 0 <= count <= MAX_SHELLS:
            bad(aw, f"must be a whole number of shells from 0 to {MAX_SHELLS}, not {excerpt(count)}")


#: the most shells of one kind a battle gives a gun
MAX_SHELLS = 999


def _check_animals(s: dict, where: str, bad: Callable, known: Knowledge, own_model: Callable[[str], bool],
                   aboard: Mapping[str, str], taken: set[str], sides: list) -> None:
    """SK-16: the side's animals, each ``{"id", "card", "name"?, "master"?, "harnessed_to"?}``:
    a known card, an id no model or animal of the battle has, a master of the side on foot (no
    vehicle's crew; a gun's crew may be) holding one animal at most, harnessed to a gun or vehicle
    of the side (a horse or cattle; a gun limbered, SK-15.1), one animal to a piece."""
    animals = s.get("animals", [])
    if not isinstance(animals, list):
        bad(f"{where}.animals", f"must be a list of animals, not {excerpt(animals)}")
        return
    pieces = {v["id"]: v for v in s.get("vehicles", []) if isinstance(v, dict) and _is_id(v.get("id"))} \
        if isinstance(s.get("vehicles", []), list) else {}
    sleds = {x["id"] for x in s.get("sleds", []) if isinstance(x, dict) and _is_id(x.get("id"))} \
        if isinstance(s.get("sleds", []), list) else set()
    teams: dict[str, int] = {}
    presets = [x.get("team") for x in sides if isinstance(x, dict) and _is_id(x.get("team"))]
    masters: dict[str, str] = {}
    drawn: dict[str, str] = {}
    for j, a in enumerate(animals):
        aw = f"{where}.animals[{j}]"
        if not isinstance(a, dict) or not _is_id(a.get("id")):
            bad(aw, "an animal is {\"id\": id, \"card\": animal card, \"master\": model id, "
                    "\"harnessed_to\": gun or vehicle id}")
            continue
        aid = a["id"]
        if aid in taken or any(aid.startswith(p + ".") for p in presets):
            bad(f"{aw}.id", f"{aid!r} is the id of a model or an earlier animal too")
        taken.add(aid)
        card = a.get("card")
        kind = None
        if not _is_id(card):
            bad(f"{aw}.card", f"must be an animal card id, not {excerpt(card)}")
        elif known.animal_kinds is not None:
            kind = known.animal_kinds.get(card)
            if kind is None:
                bad(f"{aw}.card", f"no animal card {card!r} (cards: {', '.join(sorted(known.animal_kinds))})")
        if "name" in a and (not isinstance(a["name"], str) or not a["name"].strip() or len(a["name"]) > 80):
            bad(f"{aw}.name", f"must be a short text, not {excerpt(a['name'])}")
        master = a.get("master")
        if master is not None:
            if not isinstance(master, str) or not own_model(master):
                bad(f"{aw}.master", f"{excerpt(master)} is no model of the side")
            elif master in masters:
                bad(f"{aw}.master", f"{master!r} is the master of {masters[master]!r} already: a man holds one animal")
            elif master in aboard and not _gun_piece(pieces.get(aboard[master]), known):
                bad(f"{aw}.master", f"{master!r} is crew of the vehicle {aboard[master]!r}: the master of an "
                                    f"animal starts on foot at its side")
            else:
                masters[master] = aid
        piece = a.get("harnessed_to")
        if piece is None:
            continue
        if isinstance(piece, str) and piece in sleds:   # SK-16.3 a dog sled's team
            teams[piece] = teams.get(piece, 0) + 1
            if kind is not None and kind != "dog":
                bad(f"{aw}.harnessed_to", f"a {kind} draws no dog sled (SK-16.3: dogs do)")
            elif known.sled_dogs is not None and teams[piece] > known.sled_dogs:
                bad(f"{aw}.harnessed_to", f"{piece!r} has {known.sled_dogs} dogs in harness already, the most a sled "
                                          f"takes (SK-16.3)")
            continue
        if not isinstance(piece, str) or piece not in pieces:
            bad(f"{aw}.harnessed_to", f"{excerpt(piece)} is no gun, vehicle or sled of the side in the battle")
        elif kind is not None and kind not in DRAUGHT_KINDS:
            bad(f"{aw}.harnessed_to", f"a {kind} draws no gun or vehicle (SK-16.2, SK-16.4: horses and cattle do)")
        elif pieces[piece].get("ready", False) is True:
            bad(f"{aw}.harnessed_to", f"{piece!r} starts ready, in action: a gun is towed limbered (SK-15.1)")
        elif piece in drawn:
            bad(f"{aw}.harnessed_to", f"{piece!r} is drawn by {drawn[piece]!r} already: one animal to a piece")
        else:
            drawn[piece] = aid


def _check_mortars_ready(s: dict, where: str, bad: Callable, known: Knowledge) -> None:
    """SK-12.5: ``mortars_ready`` sets the side's mortars up before the battle; the side must carry
    one (a model of its own, or of its preset team when the teams' weapons are known)."""
    ready = s.get("mortars_ready", False)
    if not isinstance(ready, bool):
        bad(f"{where}.mortars_ready", f"must be true or false, not {excerpt(ready)}")
        return
    if not ready:
        return
    weapons = [w for m in s.get("models", []) if isinstance(m, dict) and isinstance(m.get("weapons"), list)
               for w in m["weapons"] if isinstance(w, str)] if isinstance(s.get("models", []), list) else []
    preset = s.get("team")
    if _is_id(preset) and known.team_weapons is not None:
        weapons += list(known.team_weapons.get(preset, ()))
    elif _is_id(preset):
        return   # the preset team's weapons are not known here
    if not any(w.startswith("mortar_") for w in weapons):
        bad(f"{where}.mortars_ready", "the side carries no mortar to set up (SK-12.5)")


def _gun_piece(v: dict | None, known: Knowledge) -> bool:
    """The battle's piece ``v`` is a towed gun (its crew stand at it, on foot)."""
    return v is not None and known.gun_shells is not None and v.get("type") in known.gun_shells


def _side_names(s: Any, known: Knowledge) -> tuple[Callable[[str], bool], frozenset[str]]:
    """Which model ids a side has (its inline models; its preset team's models, ``team.model``,
    checked one by one when the teams are known, else any id of the team's form) and its vehicles."""
    if not isinstance(s, dict):
        return (lambda ref: False), frozenset()
    models = s.get("models", [])
    ids = {m["id"] for m in models if isinstance(m, dict) and isinstance(m.get("id"), str)} \
        if isinstance(models, list) else set()
    preset = s.get("team")
    prefix = ""
    if _is_id(preset):
        if known.team_models is not None:
            ids |= set(known.team_models.get(preset, ()))
        else:
            prefix = preset + "."
    vehicles = s.get("vehicles", [])
    vids = frozenset(v["id"] for v in vehicles if isinstance(v, dict) and _is_id(v.get("id"))) \
        if isinstance(vehicles, list) else frozenset()

    def has(ref: Any) -> bool:
        return isinstance(ref, str) and (ref in ids or bool(prefix and ref.startswith(prefix) and len(ref) > len(prefix)))
    return has, vids


def _str_list(obj: dict, key: str, where: str, bad: Callable) -> list[str]:
    """``obj[key]`` as a list of texts (absent: empty); faults reported, the rest kept."""
    value = obj.get(key, [])
    if not isinstance(value, list):
        bad(f"{where}.{key}", f"must be a list, not {excerpt(value)}")
        return []
    out = []
    for i, v in enumerate(value):
        if isinstance(v, str) and v:
            out.append(v)
        else:
            bad(f"{where}.{key}[{i}]", f"must be an id, not {excerpt(v)}")
    return out


def _check_models(models: Any, where: str, bad: Callable, known: Knowledge, year: int | None) -> list[tuple[str, int | None]]:
    """The models' ids with their UP value (None when the catalogue is not known or an item is unknown)."""
    out: list[tuple[str, int | None]] = []
    if not isinstance(models, list):
        bad(where, f"must be a list of models, not {excerpt(models)}")
        return out
    cat = known.catalogue
    for j, m in enumerate(models):
        mw = f"{where}[{j}]"
        if not isinstance(m, dict) or not _is_id(m.get("id")):
            bad(mw, "a model needs an id")
            continue
        if any(m["id"] == x for x, _ in out):
            bad(f"{mw}.id", f"{m['id']!r} is the id of an earlier model too")
        if not isinstance(m.get("name"), str) or not m["name"].strip():
            bad(f"{mw}.name", f"must be a text, not {excerpt(m.get('name'))}")
        st = m.get("stats")
        if not isinstance(st, dict) or set(st) != set(STAT_NAMES) or not all(_is_int(st[k]) and 1 <= st[k] <= 20 for k in st):
            bad(f"{mw}.stats", f"must be {{\"C\", \"U\", \"E\", \"M\"}} whole numbers from 1, not {excerpt(st)}")
            st = None
        tp = m.get("tp", 0)
        if not _is_int(tp) or tp < 0:
            bad(f"{mw}.tp", f"must be a whole number from 0, not {excerpt(tp)}")
            tp = 0
        weapons = _str_list(m, "weapons", mw, bad)
        equipment = _str_list(m, "equipment", mw, bad)
        skills = _str_list(m, "skills", mw, bad)
        if not isinstance(m.get("leader", False), bool):
            bad(f"{mw}.leader", f"must be true or false, not {excerpt(m.get('leader'))}")
        cost: int | None = 5 * tp
        if cat is not None:
            if st is not None:
                for s in STAT_NAMES:
                    if st[s] > cat.stat_max.get(s):
                        bad(f"{mw}.stats.{s}", f"{st[s]} is above the maximum {cat.stat_max.get(s)} (SK-2)")
            for k, w in enumerate(weapons):
                if w not in cat.weapon_up:
                    bad(f"{mw}.weapons[{k}]", f"no weapon {excerpt(w)} (SK-11.3)")
                    cost = None
                else:
                    if year is not None and cat.weapon_year.get(w, 0) > year:
                        bad(f"{mw}.weapons[{k}]", f"{w} entered service in {cat.weapon_year[w]}, after the battle's "
                                                  f"year {year} (SK-3.1)")
                    if cost is not None:
                        cost += cat.weapon_up[w]
            helmets = 0
            for k, e in enumerate(equipment):
                if e not in cat.equipment_up:
                    bad(f"{mw}.equipment[{k}]", f"no equipment {excerpt(e)} (SK-13)")
                    cost = None
                elif cost is not None:
                    helmets += e == "helmet"
                    cost += 2 if e == "helmet" and helmets > 1 else cat.equipment_up[e]
            for k, s in enumerate(skills):
                if s not in cat.skill_cost:
                    bad(f"{mw}.skills[{k}]", f"no skill {excerpt(s)} (SK-17.3)")
            paid = sum(cat.skill_cost.get(s, 0) for s in skills)
            raised = cat.improvement_tp(Stats.from_json(st)) if st is not None and cat.base_line is not None else 0
            if paid + raised > tp:
                what = f"skills ({paid} TP)" if not raised else \
                    f"skills ({paid} TP) and characteristics above the base line ({raised} TP)"
                bad(f"{mw}.tp", f"{tp} TP do not pay for the model's {what} (SK-17.2, SK-19)")
        if st is not None:
            n = cat.weapons_carried(weapons) if cat is not None else len(weapons)
            if n > st["E"]:
                bad(f"{mw}.weapons", f"{n} weapons with E {st['E']}: at most E (SK-11.1)")
        out.append((m["id"], cost if cat is not None else None))
    return out


def _check_objectives(objectives: Any, where: str, bad: Callable, any_model: Callable[[str], bool],
                      all_vehicles: frozenset[str], zones: set, map_zones, zones_checked: bool) -> None:
    if not isinstance(objectives, list) or not objectives:
        bad(f"{where}.objectives", "every side has objectives (SK-20.1)")
        return
    total, ids, ranks = 0, set(), set()
    for k, o in enumerate(objectives):
        ow = f"{where}.objectives[{k}]"
        if not isinstance(o, dict):
            bad(ow, f"must be an object, not {excerpt(o)}")
            continue
        if not _is_id(o.get("id")):
            bad(f"{ow}.id", f"must be an id, not {excerpt(o.get('id'))}")
        elif o["id"] in ids:
            bad(f"{ow}.id", f"{o['id']!r} is the id of an earlier objective too")
        else:
            ids.add(o["id"])
        if o.get("rank") not in RANKS:
            bad(f"{ow}.rank", f"must be primary, secondary or tertiary (SK-20.1), not {excerpt(o.get('rank'))}")
        else:
            ranks.add(o["rank"])
        up = o.get("up")
        if not _is_int(up) or up < 0:
            bad(f"{ow}.up", f"must be a whole number of UP from 0, not {excerpt(up)}")
        else:
            total += up
        if not isinstance(o.get("text"), str) or not o["text"].strip():
            bad(f"{ow}.text", "every objective says what it is in a text")
        kind = o.get("kind")
        if not isinstance(kind, str) or kind not in OBJECTIVE_KINDS:
            bad(f"{ow}.kind", f"unknown objective kind {excerpt(kind)} (known: {', '.join(OBJECTIVE_KINDS)})")
            continue
        for need in OBJECTIVE_KINDS[kind][0]:
            if need not in o:
                bad(ow, f"a {kind} objective needs {need!r}")
        if "model" in o and not any_model(o["model"]):
            bad(f"{ow}.model", f"{excerpt(o['model'])} is no model of the battle")
        for j, mid in enumerate(_str_list(o, "models", ow, bad)):
            if not any_model(mid):
                bad(f"{ow}.models[{j}]", f"{excerpt(mid)} is no model of the battle")
        for key in ("vehicle", "with_vehicle"):
            if key in o and (not isinstance(o[key], str) or o[key] not in all_vehicles):
                bad(f"{ow}.{key}", f"{excerpt(o[key])} is no vehicle of the battle")
        if "edge" in o and o["edge"] not in EDGES:
            bad(f"{ow}.edge", f"must be north, south, east or west, not {excerpt(o['edge'])}")
        if o.get("condition", "alive") not in ("alive", "unhurt"):
            bad(f"{ow}.condition", f"must be alive or unhurt, not {excerpt(o.get('condition'))}")
        if "area" in o:
            a = o["area"]
            if not _is_id(a):
                bad(f"{ow}.area", f"must be a zone name, not {excerpt(a)}")
            elif a not in zones and ((map_zones is not None and a not in map_zones) or (map_zones is None and zones_checked)):
                bad(f"{ow}.area", f"no zone {a!r} in the battle's zones or on the map")
    if total > MAX_UP_PER_SIDE:
        bad(f"{where}.objectives", f"give {total} UP; at most {MAX_UP_PER_SIDE} UP can be earned in a battle (SK-20.1)")
    if "primary" not in ranks:
        bad(f"{where}.objectives", "no primary objective (SK-20.1)")


# ----------------------------------------------------------------------------------------------
# Reading
# ----------------------------------------------------------------------------------------------
def battle_from_json(data: Any, *, source: str = "battle", known: Knowledge | None = None) -> Battle:
    """The battle of a parsed file; raises :class:`BattleProblem` with every fault."""
    problems = validate_battle(data, source=source, known=known)
    if problems:
        raise BattleProblem(problems)
    zones = tuple(Zone(z["name"], *map(float, z["rect"])) for z in data.get("zones", []))
    sides = tuple(_side(s) for s in data["sides"])
    return Battle(id=data["id"], title=data["title"], briefing=data["briefing"], year=data["year"], map=data["map"],
                  up=data["up"], sides=sides, first=data["first"], turns=data["turns"], zones=zones, source=source)


def _side(s: dict) -> Side:
    models = tuple(TeamModel(id=m["id"], name=m["name"], stats=Stats.from_json(m["stats"]), tp=m.get("tp", 0),
                             skills=tuple(m.get("skills", ())), weapons=tuple(m.get("weapons", ())),
                             equipment=tuple(m.get("equipment", ())), leader=bool(m.get("leader", False)))
                   for m in s.get("models", []))
    objectives = tuple(Objective(id=o["id"], rank=o["rank"], up=o["up"], kind=o["kind"], text=o["text"],
                                 model=o.get("model", ""), models=tuple(o.get("models", ())), edge=o.get("edge", ""),
                                 area=o.get("area", ""), vehicle=o.get("vehicle", ""),
                                 condition=o.get("condition", "alive"), with_vehicle=o.get("with_vehicle", ""))
                       for o in s["objectives"])
    vehicles = tuple(BattleVehicle(id=v["id"], type=v["type"], zone=v["zone"], facing=float(v.get("facing", 0)),
                                   crew=tuple(v.get("crew", ())), crew_start=v.get("crew_start", "aboard"),
                                   ready=bool(v.get("ready", False)),
                                   ammo=tuple(sorted(v["ammo"].items())) if "ammo" in v else None)
                     for v in s.get("vehicles", []))
    animals = tuple(BattleAnimal(id=a["id"], card=a["card"], name=a.get("name", ""), master=a.get("master", ""),
                                 harnessed_to=a.get("harnessed_to", ""))
                    for a in s.get("animals", []))
    sleds = tuple(BattleSled(id=x["id"], at=Point(float(x["at"][0]), float(x["at"][1])) if "at" in x else None,
                             facing=float(x.get("facing", 0))) for x in s.get("sleds", []))
    return Side(id=s["id"], name=s["name"], nation=s["nation"], deploy=s["deploy"], objectives=objectives,
                models=models, preset=s.get("team", ""), may_assemble=s.get("may_assemble", True), vehicles=vehicles,
                animals=animals, mortars_ready=s.get("mortars_ready", False), sleds=sleds)


def load_battle(path: str | os.PathLike, known: Knowledge | None = None) -> Battle:
    """Read a battle file; raises :class:`BattleProblem` (messages begin with the file's name)."""
    name = Path(path).name
    try:
        data = read_json(path, "content")
    except FileProblem as exc:
        raise BattleProblem([f"{name}: {exc}"]) from None
    return battle_from_json(data, source=name, known=known)


def shipped_knowledge() -> Knowledge:
    """What the program's own data knows: sk-data's prices, skills, equipment and teams
    (resources/skirmish/*.json), sk-table's battlefields (their deployment zones and object ids,
    maps/skirmish/) and sk-special's vehicle and gun types."""
    from cc_desktop.skirmish import animals, data, guns, table, vehicles
    from cc_desktop.skirmish.campaign import shipped_catalogue

    maps, bounds = {}, {}
    for mid in MAP_IDS:
        t = table.load_table(mid)
        maps[mid] = frozenset(t.zones) | frozenset(t.by_id) | frozenset(o.parent for o in t.objects if o.parent)
        bounds[mid] = {name: (*map(float, z.geometry.bounds), float(z.geometry.area)) for name, z in t.zones.items()}
    teams = data.teams()
    cards = vehicles.load_vehicles()
    gun_cards = guns.load_guns()
    kit = animals.load_dog_kit()
    return Knowledge(catalogue=shipped_catalogue(),
                     teams={k: data.team_cost(t) for k, t in teams.items()},
                     team_models={k: tuple(m.ref for m in t.models) for k, t in teams.items()},
                     team_weapons={k: tuple(w for m in t.models for w in m.weapon_ids) for k, t in teams.items()},
                     team_nations={k: t.nation for k, t in teams.items()},
                     vehicle_types=frozenset(cards) | frozenset(gun_cards),
                     vehicle_seats={k: len(c.seats) for k, c in cards.items()},
                     gun_shells={k: tuple(c.shells) for k, c in gun_cards.items()},
                     animal_kinds={k: c.kind for k, c in animals.load_animals().items()},
                     animal_radii={k: c.base_radius for k, c in animals.load_animals().items()},
                     vehicle_sizes={k: (c.length, c.width) for k, c in cards.items()},
                     map_zone_bounds=bounds, sled_length=kit.sled.length, sled_dogs=kit.sled.max_dogs,
                     map_zones=maps)


def shipped_battles(known: Knowledge | None = None) -> dict[str, Battle]:
    """The battles of ``resources/skirmish/battles/``, by id."""
    out = {}
    for path in sorted(BATTLES_DIR.glob("*.json")):
        b = load_battle(path, known)
        out[b.id] = b
    return out


# ----------------------------------------------------------------------------------------------
# Starting the battle
# ----------------------------------------------------------------------------------------------
def who_starts(battle: Battle, dice: Dice) -> tuple[str, tuple[str, ...]]:
    """The side that plays the first turn: the battle's choice (e.g. SK-20.2 the partisans always
    start), or SK-3.2 an initiative roll: each side a D6, the higher starts, ties roll again."""
    if battle.first != "roll":
        return battle.first, (f"{battle.side(battle.first).name} start, as the battle says (SK-3.2)",)
    a, b = battle.sides
    lines = []
    while True:
        ra, rb = dice.d6(f"initiative {a.id} (SK-3.2)"), dice.d6(f"initiative {b.id} (SK-3.2)")
        if ra == rb:
            lines.append(f"initiative: {a.name} {ra}, {b.name} {rb}: a tie, roll again (SK-3.2)")
            continue
        winner = a if ra > rb else b
        lines.append(f"initiative: {a.name} {ra}, {b.name} {rb}: {winner.name} start (SK-3.2)")
        return winner.id, tuple(lines)


# ----------------------------------------------------------------------------------------------
# The final position and the score (SK-20.1)
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ModelEnd:
    """A model at the end of the battle.  ``status``: alive, dead or captured; ``wounded``: he took
    a wound in this battle; ``at``: where he stands (None once off the table); ``exited``: the edge
    he left the table by ("" if he did not); ``areas``: the map's areas he stands in (the engine
    fills them from the map; zones the battle defines are tested from ``at``)."""
    id: str
    side: str
    status: str = "alive"
    wounded: bool = False
    conscious: bool = True
    at: Point | None = None
    exited: str = ""
    in_vehicle: str = ""
    areas: frozenset[str] = frozenset()

    @property
    def fit(self) -> bool:
        return self.status == "alive" and self.conscious and not self.exited


@dataclass(frozen=True)
class VehicleEnd:
    id: str
    side: str
    destroyed: bool = False
    immobilised: bool = False
    at: Point | None = None
    exited: str = ""


@dataclass(frozen=True)
class Outcome:
    """The final position as scoring needs it."""
    models: tuple[ModelEnd, ...]
    vehicles: tuple[VehicleEnd, ...] = ()

    def model(self, model_id: str) -> ModelEnd | None:
        return next((m for m in self.models if m.id == model_id), None)

    def vehicle(self, vehicle_id: str) -> VehicleEnd | None:
        return next((v for v in self.vehicles if v.id == vehicle_id), None)


@dataclass(frozen=True)
class ObjectiveResult:
    objective: Objective
    met: bool
    why: str

    @property
    def up(self) -> int:
        return self.objective.up if self.met else 0


@dataclass(frozen=True)
class SideScore:
    side: str
    results: tuple[ObjectiveResult, ...]

    @property
    def up(self) -> int:
        """SK-20.1: the UP earned, at most 100."""
        return min(MAX_UP_PER_SIDE, sum(r.up for r in self.results))

    @property
    def met(self) -> tuple[str, ...]:
        return tuple(r.objective.id for r in self.results if r.met)

    def lines(self) -> list[str]:
        return [str(r) for r in self.reasons()]

    def reasons(self) -> list[Reason]:
        """The lines as messages (code, params), each objective met or not and why, and the total."""
        out = [Reason.of("SK-20.1", "battle_objective_met" if r.met else "battle_objective_not_met", rank=r.objective.rank,
                         text=r.objective.text, up=r.objective.up, why=r.why) for r in self.results]
        out.append(Reason.of("SK-20.1", "battle_side_total", up=self.up, total=sum(r.objective.up for r in self.results)))
        return out


def at_edge(at: Point | None, exited: str, edge: str) -> bool:
    """The thing left the table by ``edge`` or stands within :data:`EDGE_REACH` of it."""
    if exited:
        return exited == edge
    if at is None:
        return False
    gap = {"north": at.y, "south": TABLE_DEPTH - at.y, "west": at.x, "east": TABLE_WIDTH - at.x}[edge]
    return gap <= EDGE_REACH


#: Whether a point of the table lies in an area of the map: (area name, point) -> bool.
AreaTest = Callable[[str, Point], bool]


def area_geometry(battle: Battle, name: str, table: Any = None) -> Any:
    """The Shapely geometry of a zone or area: the battle's own rectangle, else the map's
    deployment zone (``side_a``, ``side_b``) or terrain object of that id (sk-table's ``Table``);
    None if neither knows it.  For deploying models and for :func:`table_area_test`."""
    from shapely.geometry import box

    zone = battle.zone(name)
    if zone is not None:
        return box(zone.x0, zone.y0, zone.x1, zone.y1)
    if table is not None:
        if name in table.zones:
            return table.zones[name].geometry
        if name in table.by_id:
            return table.by_id[name].geometry
        parts = [o.geometry for o in table.objects if o.parent == name]   # a building: walls, floor...
        if parts:
            from shapely.ops import unary_union

            return unary_union(parts)
    return None


def table_area_test(battle: Battle, table: Any) -> AreaTest:
    """An :data:`AreaTest` for :func:`score` from the battle's zones and the map's."""
    from shapely.geometry import Point as SPoint

    def inside(area: str, p: Point) -> bool:
        geom = area_geometry(battle, area, table)
        return geom is not None and geom.covers(SPoint(p.x, p.y))
    return inside


def _in_area(battle: Battle, m: ModelEnd, area: str, in_area: AreaTest | None = None) -> bool:
    if m.at is None or m.exited:
        return False
    zone = battle.zone(area)
    if zone is not None:
        return zone.contains(m.at)
    if in_area is not None:
        return in_area(area, m.at)
    return area in m.areas


def _escaped(battle: Battle, m: ModelEnd) -> bool:
    """The model left the table by an edge an objective of his own side wants him at."""
    try:
        own = battle.side(m.side)
    except KeyError:
        return False
    return any(ob.kind == "model_reaches_edge" and ob.model == m.id and ob.edge == m.exited for ob in own.objectives)


def evaluate(battle: Battle, side: Side, o: Objective, outcome: Outcome,
             in_area: AreaTest | None = None) -> ObjectiveResult:
    """Whether one objective is met by the final position, and why (SK-20.1).  Areas are the
    battle's zones, else ``in_area`` (the map's), else each model's ``areas``."""
    def res(met: bool, why: str) -> ObjectiveResult:
        return ObjectiveResult(o, met, why)

    enemy = battle.enemy(side.id)
    if o.kind in ("model_reaches_edge", "model_survives", "model_killed", "model_captured"):
        m = outcome.model(o.model)
        if m is None:
            return res(False, _why("battle_not_in_position", model=o.model))
        if o.kind == "model_killed":
            return res(m.status == "dead", _why("battle_model_status", model=o.model, status=m.status))
        if o.kind == "model_captured":
            return res(m.status == "captured", _why("battle_model_status", model=o.model, status=m.status))
        if m.status != "alive":
            return res(False, _why("battle_model_status", model=o.model, status=m.status))
        if o.kind == "model_survives":
            return res(True, _why("battle_model_status", model=o.model, status="alive"))
        if o.condition == "unhurt" and m.wounded:
            return res(False, _why("battle_model_wounded", model=o.model))
        if not at_edge(m.at, m.exited, o.edge):
            return res(False, _why("battle_model_not_at_edge", model=o.model, edge=o.edge))
        if o.with_vehicle:
            v = outcome.vehicle(o.with_vehicle)
            if v is None or v.destroyed:
                return res(False, _why("battle_vehicle_destroyed", vehicle=o.with_vehicle))
            if not at_edge(v.at, v.exited, o.edge):
                return res(False, _why("battle_vehicle_not_at_edge", vehicle=o.with_vehicle, edge=o.edge))
            return res(True, _why("battle_model_and_vehicle_at_edge", model=o.model, vehicle=o.with_vehicle, edge=o.edge))
        return res(True, _why("battle_model_at_edge_unhurt" if o.condition == "unhurt" else "battle_model_at_edge_alive", model=o.model, edge=o.edge))
    if o.kind == "models_out":
        # SK-20.1: off the table counts as out, unless he left by the edge his own side's objective
        # sends him to (the courier who got out was not stopped)
        standing = [mid for mid in o.models
                    if (m := outcome.model(mid)) is not None and m.status == "alive" and m.conscious
                    and (not m.exited or _escaped(battle, m))]
        return res(not standing, _why("battle_all_out") if not standing else _why("battle_still_fight", models=", ".join(standing)))
    if o.kind == "hold_area":
        ours = [m.id for m in outcome.models if m.side == side.id and m.fit and _in_area(battle, m, o.area, in_area)]
        theirs = [m.id for m in outcome.models if m.side == enemy.id and m.fit and _in_area(battle, m, o.area, in_area)]
        if theirs:
            return res(False, _why("battle_enemy_in_area", area=o.area, models=", ".join(theirs)))
        if not ours:
            return res(False, _why("battle_nobody_in_area", side=side.name, area=o.area))
        return res(True, _why("battle_hold_area", models=", ".join(ours), area=o.area))
    if o.kind == "kill_all":
        left = [m.id for m in outcome.models if m.side == enemy.id and m.status != "dead"]
        return res(not left, _why("battle_all_dead") if not left else _why("battle_not_all_dead", count=len(left)))
    if o.kind in ("vehicle_exits_edge", "vehicle_destroyed"):
        v = outcome.vehicle(o.vehicle)
        if v is None:
            return res(False, _why("battle_vehicle_not_in_position", vehicle=o.vehicle))
        if o.kind == "vehicle_destroyed":
            return res(v.destroyed, _why("battle_vehicle_destroyed" if v.destroyed else "battle_vehicle_not_destroyed", vehicle=o.vehicle))
        if v.destroyed:
            return res(False, _why("battle_vehicle_destroyed", vehicle=o.vehicle))
        ok = at_edge(v.at, v.exited, o.edge)
        return res(ok, _why("battle_vehicle_at_edge" if ok else "battle_vehicle_not_at_edge", vehicle=o.vehicle, edge=o.edge))
    raise ValueError(f"unknown objective kind {o.kind!r}")


def score(battle: Battle, outcome: Outcome, *, in_area: AreaTest | None = None) -> dict[str, SideScore]:
    """SK-20.1: for each side, each objective met or not (and why) and the UP earned (at most
    100).  ``in_area`` tells whether a point is in one of the map's areas
    (:func:`table_area_test`); without it a model's ``areas`` say."""
    return {s.id: SideScore(s.id, tuple(evaluate(battle, s, o, outcome, in_area) for o in s.objectives))
            for s in battle.sides}


def battle_result(battle: Battle, side_id: str, scores: Mapping[str, SideScore], models: Iterable) -> Any:
    """The :class:`~cc_desktop.skirmish.campaign.BattleResult` of one side, for ``after_battle``:
    the UP its objectives earned and what happened to each of its members (``ModelOutcome``s)."""
    from cc_desktop.skirmish.campaign import BattleResult

    s = scores[side_id]
    return BattleResult(battle=battle.id, side=side_id, up_earned=s.up, models=tuple(models),
                        objectives_met=s.met, title=battle.title)


# ----------------------------------------------------------------------------------------------
# Bringing one's own team
# ----------------------------------------------------------------------------------------------
def team_model_member(m: TeamModel) -> Any:
    """A battle's model as a roster member (its TP all spent on what it has)."""
    from cc_desktop.skirmish.roster import Member

    return Member(id=m.id, name=m.name, stats=m.stats, tp_total=m.tp, tp_unspent=0, skills=m.skills,
                  weapons=m.weapons, equipment=m.equipment, leader=m.leader)


def _key_member(side: Side, ref: str) -> Any:
    """A key model as a member: the battle's own, or its preset team's (sk-data's teams.json)."""
    for m in side.models:
        if m.id == ref:
            return team_model_member(m)
    from cc_desktop.skirmish import data
    from cc_desktop.skirmish.campaign import Catalogue, roster_from_team

    team = data.teams()[side.preset]
    return next(m for m in roster_from_team(team, _spending_catalogue()).members if m.id == ref)


def _spending_catalogue() -> Any:
    from cc_desktop.skirmish.campaign import shipped_catalogue

    return shipped_catalogue()


def check_team(battle: Battle, side_id: str, roster: Any, members: Iterable[str], cat: Any) -> list[str]:
    """What keeps a roster's chosen members from fighting a battle as one side ("assemble your
    team for N UP"): the side must allow it, the nation must be the side's, the team with the
    battle's key models (those its objectives name, who always take part) must be worth no more
    than the battle's UP (SK-19), and every member must be fit to fight in the battle's year
    (``campaign.problems_before_battle``: leader, wounds, weapons in service, SK-3.1)."""
    from cc_desktop.skirmish.campaign import member_cost, problems_before_battle

    side = battle.side(side_id)
    members = list(members)
    out = []
    if not side.may_assemble:
        out.append(_why("battle_own_team_only", side=side.name))
    if roster.nation != side.nation:
        out.append(_why("battle_other_nation", nation=roster.nation, side=side.name, side_nation=side.nation))
    if not members:
        out.append(_why("battle_no_member_chosen"))
    unknown = [i for i in members if not roster.has(i)]
    if unknown:
        return out + [_why("battle_no_such_member", member=i) for i in unknown]
    # a key model the roster brings itself (a roster made from the side's preset team) counts once
    keys = [_key_member(side, ref) for ref in battle.key_models(side_id) if ref not in members]
    cost = sum(member_cost(roster.member(i), cat)[0] for i in members) + sum(member_cost(k, cat)[0] for k in keys)
    if cost > battle.up:
        if keys:
            out.append(Reason.of("SK-19", "battle_team_over_up_keys", keys=", ".join(k.name for k in keys), cost=cost,
                                 up=battle.up))
        else:
            out.append(Reason.of("SK-19", "battle_team_over_up", cost=cost, up=battle.up))
    out += problems_before_battle(roster, cat, year=battle.year, members=members)
    return out
