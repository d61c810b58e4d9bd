"""The Skirmish data files (``resources/skirmish/*.json``): typed loading and validation.  No Qt.

The book's numeric tables were lost (07-skirmish.md, "Data the book does not give"); these files
are our own design, with the reasons in ``docs/skirmish-design.md`` and the readings of damaged
rows in ``docs/skirmish-decisions/data.md``.

- :func:`load` reads and checks all seven files of a folder (default: the bundled one, found via
  :mod:`cc_desktop.resources`, so an installed wheel has them) and returns a :class:`SkirmishData`;
  a broken folder raises :class:`SkirmishDataError` with one ``file: item.field: reason`` line
  per problem.  The bundled data is cached: :func:`weapons`, :func:`cover`, :func:`skills`, ...
- :func:`validate` returns those lines without raising (never a traceback for bad data);
  :func:`check_all` checks the bundled folder (for the ``check-content`` command).
- :func:`model_cost` / :func:`team_cost`: SK-19, 5 UP x TP + weapons + equipment (first helmet
  free, each further one 2 UP).

The weapon and cover lines are :class:`WeaponDef` / :class:`CoverDef`, subclasses of the shared
``WeaponProfile`` / ``CoverType`` (cc_desktop/skirmish/types.py) that add the few numbers those
lack (rifle grenade fit/remove A, mortar setup A and crew, scatter dice, the armour threshold).
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TypeVar

from cc_desktop import resources
from cc_desktop.content.errors import ContentError, read_json, schema_problems
from cc_desktop.skirmish.types import STAT_NAMES, CoverType, Location, Stats, WeaponProfile

#: The folder of the bundled Skirmish data.
DATA_DIR = resources.resource("skirmish")

#: file stem -> (schema name, list key used to name items in messages)
FILES: dict[str, tuple[str, str | None]] = {
    "weapons": ("skirmish-weapons", "weapons"),
    "cover": ("skirmish-cover", "cover"),
    "stats": ("skirmish-stats", None),
    "skills": ("skirmish-skills", "skills"),
    "equipment": ("skirmish-equipment", "equipment"),
    "permanent_wounds": ("skirmish-permanent-wounds", "rows"),
    "teams": ("skirmish-teams", "teams"),
}

FIREARMS = frozenset({"pistol", "rifle", "smg", "lmg", "assault_rifle", "shotgun"})
#: SK-17.2: TP for +1 in each characteristic
IMPROVEMENT_TP = {"C": 5, "U": 3, "E": 3, "M": 2}
#: SK-8.4: the E a destructible cover absorbs before it is destroyed, by its save
DESTROYED_AFTER = {6: 15, 5: 30, 4: 45}
#: SK-19: the first helmet is free, each further one costs this
EXTRA_HELMET_UP = 2
#: weapons every model has without buying or carrying them (SK-11.1 counts neither)
INNATE_WEAPONS = frozenset({"bare_hands", "rifle_butt"})


class SkirmishDataError(ValueError):
    """A Skirmish data folder is broken; ``lines`` are ``file: item.field: reason``."""

    def __init__(self, lines: list[str]):
        self.lines = list(lines)
        super().__init__("\n".join(self.lines))


# ----------------------------------------------------------------------------------------------
# The values
# ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class WeaponDef(WeaponProfile):
    """A weapon line (``WeaponProfile``) with the special numbers of SK-9 and SK-12."""
    fit_a: int | None = None            # SK-12.4 fitting a rifle grenade
    remove_a: int | None = None         # SK-12.4 removing it
    launchers: tuple[str, ...] = ()     # SK-12.4 the rifles it fits
    setup_a: int | None = None          # SK-12.5 per soldier taking part
    aimer_a: int | None = None          # SK-12.5 firing: the aimer's A
    loader_a: int | None = None         # SK-12.5 firing: the loader's A (one man pays both)
    crew: int | None = None             # soldiers needed to carry it (our data)
    scatter: str | None = None          # "2D6" (rifle grenade), "3D6" (mortar): minus the firer's C
    mounted_on: tuple[str, ...] = ()    # weapon kinds a bayonet / rifle butt needs in hand
    cutting: bool = False               # a stabbing or cutting weapon (Knife fighter, SK-17.4)
    strength_roll: str | None = None    # "D6": E rolled on impact (Molotov, SK-12.3)
    dud_on: int | None = None           # that roll: no effect (SK-12.3)
    wound_half_e: str | None = None     # "up" (grenades, SK-12.2) or "down" (mortars, SK-12.5)
    jet_width: float | None = None      # SK-12.1 the flame template's far width, inches

    @property
    def aimed_a(self) -> int | None:
        """SK-6.4: an aimed shot costs 2 x Shot A, 5 x for a burst-capable weapon (firearms only:
        rifle grenades, mortars and flamethrowers have no aimed shot)."""
        if self.shot_a is None or self.kind not in FIREARMS:
            return None
        return self.shot_a * (5 if self.burst_a is not None else 2)

    @property
    def is_firearm(self) -> bool:
        return self.kind in FIREARMS


@dataclass(frozen=True)
class CoverDef(CoverType):
    """A cover row (``CoverType``) with how it is destroyed and, for armour plate, the lowest E
    that can go through at all (SK-14.8's armour thickness applied to plates; our reading)."""
    destroyed_by: str | None = None     # "never", "vehicle" (SK-14), "wounds" (a figure)
    min_e: int | None = None


@dataclass(frozen=True)
class SkillDef:
    """SK-17.3 / SK-17.4."""
    id: str
    name: str
    tp: int
    effect: str
    hungarian: str = ""
    limits: str = ""
    values: tuple[tuple[str, int], ...] = ()

    def value(self, name: str, default: int | None = None) -> int | None:
        return dict(self.values).get(name, default)


@dataclass(frozen=True)
class EquipmentDef:
    """SK-13."""
    id: str
    name: str
    up: int
    weight: int
    use_a: int | None
    effect: str
    hungarian: str = ""
    extra_up: int | None = None          # helmet: each one after the first
    values: tuple[tuple[str, int], ...] = ()
    weapon: str | None = None            # the weapon it also is (infantry shovel)
    fits_burst: bool | None = None       # weapon-mounted: only on burst (True) / non-burst (False)
    fits_min_range: float | None = None  # weapon-mounted: only on weapons with this range or more

    def value(self, name: str, default: int | None = None) -> int | None:
        return dict(self.values).get(name, default)

    def fits(self, weapon: WeaponProfile) -> bool:
        """SK-13: may this weapon-mounted item go on ``weapon``?"""
        if self.fits_burst is None and self.fits_min_range is None:
            return True
        if weapon.kind not in FIREARMS or weapon.range is None:
            return False
        if self.fits_burst is not None and (weapon.burst_a is not None) != self.fits_burst:
            return False
        return self.fits_min_range is None or weapon.range >= self.fits_min_range


@dataclass(frozen=True)
class StatLine:
    id: str
    name: str
    stats: Stats


@dataclass(frozen=True)
class PermanentEffect:
    """One cell of SK-18.5: the permanent loss (negative numbers) and the battles missed."""
    loss: Stats
    battles: int


@dataclass(frozen=True)
class PermanentWoundRow:
    rolls: tuple[int, ...]
    effects: tuple[tuple[Location, PermanentEffect], ...]
    reading: str = ""

    def effect(self, location: Location | str) -> PermanentEffect:
        return dict(self.effects)[Location(location)]


@dataclass(frozen=True)
class TeamModel:
    """One named model of a preset team.  ``weapons``: (weapon id, count) pairs."""
    id: str
    team: str
    name: str
    line: str
    stats: Stats
    tp: int
    skills: tuple[str, ...] = ()
    weapons: tuple[tuple[str, int], ...] = ()
    equipment: tuple[str, ...] = ()
    rank: str = ""
    role: str = ""
    leader: bool = False

    @property
    def ref(self) -> str:
        """The model's id across all teams: ``team.model``."""
        return f"{self.team}.{self.id}"

    @property
    def weapon_ids(self) -> tuple[str, ...]:
        return tuple(w for w, _ in self.weapons)


@dataclass(frozen=True)
class Team:
    id: str
    name: str
    nation: str
    year: int
    up: int                 # as the file states it; equal to team_cost() (validated)
    models: tuple[TeamModel, ...]
    description: str = ""

    @property
    def leader(self) -> TeamModel | None:
        return next((m for m in self.models if m.leader), None)


@dataclass(frozen=True)
class SkirmishData:
    weapons: dict[str, WeaponDef]
    cover: dict[str, CoverDef]
    civilian: Stats
    maximum: Stats
    base: str               # the stat line every soldier is built from (TP pay for the rest)
    stat_lines: dict[str, StatLine]
    skills: dict[str, SkillDef]
    equipment: dict[str, EquipmentDef]
    permanent_wounds: tuple[PermanentWoundRow, ...]
    teams: dict[str, Team]

    def permanent_effect(self, location: Location | str, roll: int) -> PermanentEffect:
        """SK-18.5: the row of a D6 roll, the cell of a wound location."""
        for row in self.permanent_wounds:
            if roll in row.rolls:
                return row.effect(location)
        raise ValueError(f"no permanent-wound row for the roll {roll}")

    def model_cost(self, model: TeamModel) -> int:
        return model_cost(model, self.weapons, self.equipment)

    def team_cost(self, team: Team) -> int:
        return sum(self.model_cost(m) for m in team.models)


# ----------------------------------------------------------------------------------------------
# Costs (SK-19)
# ----------------------------------------------------------------------------------------------

def model_cost(model: TeamModel, weapons: dict[str, WeaponProfile], equipment: dict[str, EquipmentDef]) -> int:
    """SK-19: 5 UP per TP (Ambiguity 35: all TP earned), plus every weapon and item; the first
    helmet is free, each further one costs the helmet's ``extra_up`` (2 UP)."""
    cost = 5 * model.tp
    cost += sum(weapons[w].up * n for w, n in model.weapons)
    helmets = 0
    for item in model.equipment:
        eq = equipment[item]
        if eq.extra_up is not None:  # the helmet (SK-19)
            helmets += 1
            cost += eq.up if helmets == 1 else eq.extra_up
        else:
            cost += eq.up
    return cost


def improvement_tp(line: Stats, stats: Stats) -> int:
    """SK-17.2: the TP that raised ``line`` to ``stats`` (C 5, U 3, E 3, M 2 a point)."""
    return sum(IMPROVEMENT_TP[s] * max(0, stats.get(s) - line.get(s)) for s in STAT_NAMES)


# ----------------------------------------------------------------------------------------------
# Card files: a list of cards, each read by its module (guns, animals, vehicles)
# ----------------------------------------------------------------------------------------------

Card = TypeVar("Card")
#: ``err(field, what)``: the error naming the file, the card and the field
CardError = Callable[[str, str], Exception]


def read_cards(data: Any, list_key: str, noun: str, file: str, error: type[Exception],
               read_card: Callable[[str, dict, CardError], Card], *, texts: tuple[str, ...] = (),
               texts_before_id: bool = False) -> dict[str, Card]:
    """The cards of ``{list_key: [...]}`` by id, each made by ``read_card(id, card, err)``; every
    problem raises ``error`` naming the file, the card (its id, or ``#n``) and the field:
    "guns.json: gun 'pak36', field 'name': missing or not a text".  Checked here: the top level,
    each card an object, each id used once and the ``texts`` fields non-empty texts (before the
    id's uniqueness with ``texts_before_id``)."""
    if not isinstance(data, dict) or not isinstance(data.get(list_key), list):
        raise error(f"{file}: the top level must be an object with a list {list_key!r}")
    out: dict[str, Card] = {}
    for n, card in enumerate(data[list_key]):
        item = card.get("id", f"#{n}") if isinstance(card, dict) else f"#{n}"

        def err(fld: str, what: str, item=item) -> Exception:
            return error(f"{file}: {noun} {item!r}, field {fld!r}: {what}")

        if not isinstance(card, dict):
            raise err("-", "must be an object")
        if texts_before_id:
            _check_texts(card, texts, err)
        if item in out:
            raise err("id", "used twice")
        if not texts_before_id:
            _check_texts(card, texts, err)
        out[item] = read_card(item, card, err)
    return out


def _check_texts(card: dict, keys: tuple[str, ...], err: CardError) -> None:
    for key in keys:
        if not isinstance(card.get(key), str) or not card.get(key):
            raise err(key, "missing or not a text")


def load_cards(path: Path | str | None, name: str, validate: Callable[[Any, str], dict[str, Card]]) -> dict[str, Card]:
    """A card file (default: the bundled ``resources/skirmish/<name>``) read and checked by
    ``validate(document, file name)``."""
    p = Path(path) if path is not None else resources.resource("skirmish", name)
    with open(p, encoding="utf-8") as fh:
        return validate(json.load(fh), p.name)


# ----------------------------------------------------------------------------------------------
# Validation
# ----------------------------------------------------------------------------------------------

class _Report:
    def __init__(self, folder: Path):
        self.folder = folder
        self.lines: list[str] = []

    def add(self, stem: str, where: str, reason: str) -> None:
        self.lines.append(f"{self.folder / (stem + '.json')}: {where or '(top level)'}: {reason}")


def _stats(d: dict) -> Stats:
    return Stats(d["C"], d["U"], d["E"], d["M"])


def _label_path(path: str, doc: Any, list_key: str | None) -> str:
    """``weapons[3].range`` -> ``weapons[3] (kar98k).range``: the item named by its id."""
    if not list_key:
        return path
    m = re.match(rf"^{re.escape(list_key)}\[(\d+)\]", path)
    if not m:
        return path
    try:
        ident = doc[list_key][int(m.group(1))].get("id")
    except (KeyError, IndexError, TypeError, AttributeError):
        ident = None
    if not isinstance(ident, str):
        return path
    return f"{m.group(0)} ({ident}){path[m.end():]}"


def _read(folder: Path, report: _Report) -> dict[str, Any]:
    """Each file read and checked against its schema; a file that fails is left out (None)."""
    docs: dict[str, Any] = {}
    for stem, (schema, list_key) in FILES.items():
        path = folder / f"{stem}.json"
        try:
            doc = read_json(path)
        except ContentError as exc:
            report.lines.extend(exc.lines)
            docs[stem] = None
            continue
        problems = schema_problems(schema, doc)
        for p in problems:
            report.add(stem, _label_path(p.path, doc, list_key), p.reason)
        docs[stem] = None if problems else doc
    return docs


def _unique(report: _Report, stem: str, key: str, items: list[dict]) -> None:
    seen: set[str] = set()
    for i, item in enumerate(items):
        if item["id"] in seen:
            report.add(stem, f"{key}[{i}] ({item['id']}).id", "the id is used twice")
        seen.add(item["id"])


def _check_weapons(report: _Report, doc: dict) -> None:
    ids = {w["id"]: w for w in doc["weapons"]}
    _unique(report, "weapons", "weapons", doc["weapons"])
    for i, w in enumerate(doc["weapons"]):
        at = f"weapons[{i}] ({w['id']})"
        kind, sp = w["kind"], w.get("special", {})

        def bad(field: str, reason: str, at: str = at) -> None:
            report.add("weapons", f"{at}.{field}", reason)

        if w["burst_a"] is not None and w["magazine"] is None:
            bad("burst_a", "a weapon without a magazine cannot fire bursts (SK-6.4: rounds come from the magazine)")
        if w["burst_a"] is not None and w["magazine"] is not None and w["magazine"] < 2:
            bad("magazine", f"a burst-capable weapon needs at least 2 rounds, not {w['magazine']}")
        if w["burst_a"] is not None and w["shot_a"] is None:
            bad("shot_a", "a burst-capable weapon needs a Shot A too (its aimed shot costs 5 x Shot A, SK-6.4)")
        for field in ("shot_a", "burst_a", "melee_a", "throw_a", "magazine", "shots", "range", "blast_radius"):
            if w[field] is not None and w[field] <= 0:
                bad(field, f"must be more than 0 (or null when it does not apply), not {w[field]}")
        if kind in FIREARMS:
            for field in ("range", "shot_a", "magazine"):
                if w[field] is None:
                    bad(field, f"a {kind} needs it")
            if not w["ammo"]:
                bad("ammo", f"a {kind} needs its cartridge (SK-11.2: only that one loads)")
            if w["hands"] < 1:
                bad("hands", "a firearm needs at least 1 hand")
        if kind == "melee" and w["melee_a"] is None:
            bad("melee_a", "a melee weapon needs its A per blow (SK-4.14)")
        if kind == "thrown" and w["throw_a"] is None:
            bad("throw_a", "a thrown weapon needs its A to throw (SK-4.2)")
        if kind in ("rifle_grenade", "mortar"):
            for field in ("range", "min_range", "shot_a", "blast_radius"):
                if w[field] is None:
                    bad(field, f"a {kind.replace('_', ' ')} needs it (SK-12)")
            if "scatter" not in sp:
                bad("special.scatter", f"a {kind.replace('_', ' ')} needs its scatter dice (SK-12)")
        if kind == "rifle_grenade":
            for field in ("fit_a", "remove_a"):
                if field not in sp:
                    bad(f"special.{field}", "a rifle grenade needs it (SK-12.4)")
            if not sp.get("launchers"):
                bad("special.launchers", "a rifle grenade needs the rifles it fits (SK-12.4)")
            for j, lid in enumerate(sp.get("launchers", [])):
                if lid not in ids:
                    bad(f"special.launchers[{j}]", f"unknown weapon {lid!r}")
                elif ids[lid]["kind"] != "rifle":
                    bad(f"special.launchers[{j}]", f"{lid!r} is a {ids[lid]['kind']}, not a rifle (SK-12.4)")
        if kind == "mortar":
            for field in ("setup_a", "aimer_a", "loader_a"):
                if field not in sp:
                    bad(f"special.{field}", "a mortar needs it (SK-12.5)")
        if kind == "flamethrower":
            for field in ("range", "shots"):
                if w[field] is None:
                    bad(field, "a flamethrower needs it (SK-12.1)")
        if w["min_range"] is not None and w["range"] is not None and w["min_range"] >= w["range"]:
            bad("min_range", f"{w['min_range']} is not below the range {w['range']}")
        if w["blast_radius"] is not None and w["strength"] < 1 and "strength_roll" not in sp:
            bad("strength", "a blast weapon needs an E of at least 1 (or special.strength_roll)")
        if w["strength"] < 1 and "strength_roll" not in sp and kind != "melee":
            bad("strength", "E 0 only for a weapon whose E is rolled (special.strength_roll)")
        if w["unarmed"] and kind != "melee":
            bad("unarmed", "only a melee weapon can be bare hands")
        if w["telescopic"] and (w["burst_a"] is not None or w["range"] is None or w["range"] < 30):
            bad("telescopic", "a telescopic sight only goes on a weapon without bursts and with a range of 30 or more (SK-13)")


def _check_cover(report: _Report, doc: dict) -> None:
    _unique(report, "cover", "cover", doc["cover"])
    for i, c in enumerate(doc["cover"]):
        at = f"cover[{i}] ({c['id']})"
        by = c.get("destroyed_by")
        if by is None:
            want = DESTROYED_AFTER.get(c["save"])
            if c["destroyed_after"] is None:
                report.add("cover", f"{at}.destroyed_after",
                           "a destructible cover needs it (or destroyed_by: never / vehicle / wounds)")
            elif want is not None and c["destroyed_after"] != want:
                report.add("cover", f"{at}.destroyed_after",
                           f"a {c['save']}+ cover is destroyed after {want} E (SK-8.4), not {c['destroyed_after']}")
        elif c["destroyed_after"] is not None:
            report.add("cover", f"{at}.destroyed_after", f"must be null when destroyed_by is {by!r}")


def _check_stats(report: _Report, doc: dict) -> None:
    mx = doc["maximum"]
    base = doc["lines"].get(doc["base"])
    if base is None:
        report.add("stats", "base", f"unknown stat line {doc['base']!r} (lines: {', '.join(doc['lines'])})")
    else:
        for k, v in doc["lines"].items():
            for s in STAT_NAMES:
                if v["stats"][s] < base["stats"][s]:
                    report.add("stats", f"lines.{k}.stats.{s}",
                               f"{v['stats'][s]} is below the base line {doc['base']!r} ({base['stats'][s]})")
    for name, line in [("civilian", doc["civilian"])] + [(f"lines.{k}.stats", v["stats"]) for k, v in doc["lines"].items()]:
        for s in STAT_NAMES:
            if line[s] > mx[s]:
                report.add("stats", f"{name}.{s}", f"{line[s]} is above the maximum {mx[s]} (SK-2)")


def _check_equipment(report: _Report, doc: dict, weapons: dict | None) -> None:
    _unique(report, "equipment", "equipment", doc["equipment"])
    for i, e in enumerate(doc["equipment"]):
        if "weapon" in e and weapons is not None and e["weapon"] not in weapons:
            report.add("equipment", f"equipment[{i}] ({e['id']}).weapon", f"unknown weapon {e['weapon']!r}")


def _check_permanent(report: _Report, doc: dict) -> None:
    seen: dict[int, int] = {}
    for i, row in enumerate(doc["rows"]):
        for r in row["rolls"]:
            if r in seen:
                report.add("permanent_wounds", f"rows[{i}].rolls", f"the roll {r} is already in rows[{seen[r]}]")
            seen[r] = i
    missing = sorted(set(range(1, 7)) - set(seen))
    if missing:
        report.add("permanent_wounds", "rows", f"no row for the D6 roll(s) {', '.join(map(str, missing))}")


def _check_teams(report: _Report, docs: dict) -> None:
    doc = docs["teams"]
    weapons = {w["id"]: w for w in docs["weapons"]["weapons"]} if docs["weapons"] else None
    equipment = {e["id"]: e for e in docs["equipment"]["equipment"]} if docs["equipment"] else None
    skills = {s["id"]: s for s in docs["skills"]["skills"]} if docs["skills"] else None
    stats = docs["stats"]
    _unique(report, "teams", "teams", doc["teams"])
    for t, team in enumerate(doc["teams"]):
        tat = f"teams[{t}] ({team['id']})"
        _unique(report, "teams", f"{tat}.models", team["models"])
        leaders = [m for m in team["models"] if m.get("leader")]
        if len(leaders) != 1:
            report.add("teams", f"{tat}.models", f"a team has exactly one leader (leader: true), not {len(leaders)}")
        total_known = True
        total = 0
        for i, m in enumerate(team["models"]):
            at = f"{tat}.models[{i}] ({m['id']})"

            def bad(field: str, reason: str, at: str = at) -> None:
                report.add("teams", f"{at}.{field}", reason)

            if m.get("leader") and "leader" not in m["skills"]:
                bad("skills", "the team leader must have the skill 'leader' (SK-17.1)")
            spent = 0
            for j, s in enumerate(m["skills"]):
                if m["skills"].index(s) != j:
                    bad(f"skills[{j}]", f"{s!r} is listed twice (a skill is bought once, SK-17.2)")
                elif skills is not None:
                    if s not in skills:
                        bad(f"skills[{j}]", f"unknown skill {s!r}")
                    else:
                        spent += skills[s]["tp"]
            if stats is not None:
                mx = stats["maximum"]
                for s in STAT_NAMES:
                    if m["stats"][s] > mx[s]:
                        bad(f"stats.{s}", f"{m['stats'][s]} is above the maximum {mx[s]} (SK-2)")
                    if m["stats"][s] < 1:
                        bad(f"stats.{s}", f"must be at least 1, not {m['stats'][s]}")
                line = stats["lines"].get(m["line"])
                if line is None:
                    bad("line", f"unknown stat line {m['line']!r} (stats.json lines: {', '.join(stats['lines'])})")
                else:
                    for s in STAT_NAMES:
                        if m["stats"][s] < line["stats"][s]:
                            bad(f"stats.{s}", f"{m['stats'][s]} is below the {m['line']} line's {line['stats'][s]}")
                base = stats["lines"].get(stats["base"])
                if base is not None:
                    # SK-17.2, SK-19: everything above the base line was bought with TP
                    spent += improvement_tp(_stats(base["stats"]), _stats(m["stats"]))
                    if skills is not None and spent > m["tp"]:
                        bad("tp", f"{m['tp']} TP do not pay for the skills and the stats above the base line "
                                  f"{stats['base']!r} ({spent} TP, SK-17.2)")
            carried: list[dict] = []
            for j, entry in enumerate(m["weapons"]):
                wid = entry if isinstance(entry, str) else entry["id"]
                count = 1 if isinstance(entry, str) else entry["count"]
                if [e if isinstance(e, str) else e["id"] for e in m["weapons"]].index(wid) != j:
                    bad(f"weapons[{j}]", f"{wid!r} is listed twice (give a count instead)")
                if weapons is None:
                    total_known = False
                    continue
                w = weapons.get(wid)
                if w is None:
                    bad(f"weapons[{j}]", f"unknown weapon {wid!r}")
                    total_known = False
                    continue
                carried.append(w)
                total += w["up"] * count
                if w["year"] > team["year"]:
                    bad(f"weapons[{j}]", f"{wid!r} entered service in {w['year']}, after the team's year {team['year']} (SK-3.1)")
            if weapons is not None:
                kinds = {w["kind"] for w in carried}
                ids_carried = {w["id"] for w in carried}
                for j, w in enumerate(carried):
                    sp = w.get("special", {})
                    if sp.get("mounted_on") and not kinds & set(sp["mounted_on"]):
                        bad("weapons", f"{w['id']!r} needs a {' or '.join(sp['mounted_on'])} to be used")
                    if sp.get("launchers") and not ids_carried & set(sp["launchers"]):
                        bad("weapons", f"{w['id']!r} needs one of the rifles it fits: {', '.join(sp['launchers'])} (SK-12.4)")
                n = len([w for w in carried if w["id"] not in INNATE_WEAPONS])
                if n > m["stats"]["E"]:
                    bad("weapons", f"carries {n} weapons, more than his E {m['stats']['E']} (SK-11.1)")
            helmets = 0
            for j, item in enumerate(m["equipment"]):
                if equipment is None:
                    total_known = False
                    continue
                e = equipment.get(item)
                if e is None:
                    bad(f"equipment[{j}]", f"unknown equipment {item!r}")
                    total_known = False
                    continue
                if "extra_up" in e:
                    helmets += 1
                    total += e["up"] if helmets == 1 else e["extra_up"]
                else:
                    total += e["up"]
                fits = e.get("fits")
                if fits and weapons is not None:
                    ok = [w for w in carried if w["kind"] in FIREARMS and w["range"] is not None
                          and ("burst" not in fits or (w["burst_a"] is not None) == fits["burst"])
                          and w["range"] >= fits.get("min_range", 0)]
                    if not ok:
                        bad(f"equipment[{j}]", f"{item!r} fits none of his weapons (SK-13)")
                if e.get("weapon") and e["weapon"] in {w["id"] for w in carried}:
                    bad(f"equipment[{j}]", f"{item!r} already is the weapon {e['weapon']!r}: list it once")
            total += 5 * m["tp"]
        if total_known and total != team["up"]:
            report.add("teams", f"{tat}.up", f"the models cost {total} UP (SK-19: 5 x TP + weapons + equipment), not {team['up']}")


def validate(folder: Path | str | None = None) -> list[str]:
    """Every problem of the Skirmish data in ``folder`` (default: the bundled one), one
    ``file: item.field: reason`` line each; empty when the data is sound.  Never raises for bad
    data."""
    return _validate(Path(folder) if folder is not None else DATA_DIR)[0]


def _validate(folder: Path) -> tuple[list[str], dict[str, Any]]:
    report = _Report(folder)
    docs = _read(folder, report)
    if docs["weapons"]:
        _check_weapons(report, docs["weapons"])
    if docs["cover"]:
        _check_cover(report, docs["cover"])
    if docs["stats"]:
        _check_stats(report, docs["stats"])
    if docs["skills"]:
        _unique(report, "skills", "skills", docs["skills"]["skills"])
    if docs["equipment"]:
        weapons = {w["id"] for w in docs["weapons"]["weapons"]} if docs["weapons"] else None
        _check_equipment(report, docs["equipment"], weapons)
    if docs["permanent_wounds"]:
        _check_permanent(report, docs["permanent_wounds"])
    if docs["teams"]:
        _check_teams(report, docs)
    return report.lines, docs


def check_all() -> list[str]:
    """The bundled Skirmish data's problems (for ``cc-desktop check-content``)."""
    return validate(DATA_DIR)


# ----------------------------------------------------------------------------------------------
# Building the values
# ----------------------------------------------------------------------------------------------

def _pairs(d: dict | None) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((d or {}).items()))


def _weapon(w: dict) -> WeaponDef:
    sp = w.get("special", {})
    base = {k: w[k] for k in ("id", "name", "kind", "nation", "year", "range", "min_range", "shot_a", "burst_a",
                              "magazine", "strength", "weight", "up", "hands", "ammo", "telescopic", "melee_a",
                              "unarmed", "throw_a", "blast_radius", "shots")}
    for k in ("range", "min_range", "blast_radius"):
        if base[k] is not None:
            base[k] = float(base[k])
    return WeaponDef(**base, fit_a=sp.get("fit_a"), remove_a=sp.get("remove_a"),
                     launchers=tuple(sp.get("launchers", ())), setup_a=sp.get("setup_a"),
                     aimer_a=sp.get("aimer_a"), loader_a=sp.get("loader_a"), crew=sp.get("crew"),
                     scatter=sp.get("scatter"), mounted_on=tuple(sp.get("mounted_on", ())),
                     cutting=bool(sp.get("cutting", False)), strength_roll=sp.get("strength_roll"),
                     dud_on=sp.get("dud_on"), wound_half_e=sp.get("wound_half_e"),
                     jet_width=float(sp["jet_width"]) if "jet_width" in sp else None)


def _build(docs: dict[str, Any]) -> SkirmishData:
    weapons = {w["id"]: _weapon(w) for w in docs["weapons"]["weapons"]}
    cover = {c["id"]: CoverDef(id=c["id"], name=c["name"], save=c["save"], hides_crouching=c["hides_crouching"],
                               destroyed_after=c["destroyed_after"], destroyed_by=c.get("destroyed_by"),
                               min_e=c.get("min_e"))
             for c in docs["cover"]["cover"]}
    st = docs["stats"]
    lines = {k: StatLine(k, v["name"], _stats(v["stats"])) for k, v in st["lines"].items()}
    skills = {s["id"]: SkillDef(id=s["id"], name=s["name"], tp=s["tp"], effect=s["effect"],
                                hungarian=s.get("hungarian", ""), limits=s.get("limits", ""),
                                values=_pairs(s.get("values")))
              for s in docs["skills"]["skills"]}
    equipment = {}
    for e in docs["equipment"]["equipment"]:
        fits = e.get("fits", {})
        equipment[e["id"]] = EquipmentDef(
            id=e["id"], name=e["name"], up=e["up"], weight=e["weight"], use_a=e["use_a"], effect=e["effect"],
            hungarian=e.get("hungarian", ""), extra_up=e.get("extra_up"), values=_pairs(e.get("values")),
            weapon=e.get("weapon"), fits_burst=fits.get("burst"),
            fits_min_range=float(fits["min_range"]) if "min_range" in fits else None)
    rows = []
    for r in docs["permanent_wounds"]["rows"]:
        effects = []
        for loc in Location:
            cell = r[loc.value]
            effects.append((loc, PermanentEffect(Stats(cell.get("C", 0), cell.get("U", 0), cell.get("E", 0),
                                                       cell.get("M", 0)), cell["battles"])))
        rows.append(PermanentWoundRow(tuple(r["rolls"]), tuple(effects), r.get("reading", "")))
    teams = {}
    for t in docs["teams"]["teams"]:
        models = []
        for m in t["models"]:
            ws = tuple((e, 1) if isinstance(e, str) else (e["id"], e["count"]) for e in m["weapons"])
            models.append(TeamModel(id=m["id"], team=t["id"], name=m["name"], line=m["line"],
                                    stats=_stats(m["stats"]), tp=m["tp"], skills=tuple(m["skills"]),
                                    weapons=ws, equipment=tuple(m["equipment"]), rank=m.get("rank", ""),
                                    role=m.get("role", ""), leader=bool(m.get("leader", False))))
        teams[t["id"]] = Team(id=t["id"], name=t["name"], nation=t["nation"], year=t["year"], up=t["up"],
                              models=tuple(models), description=t.get("description", ""))
    return SkirmishData(weapons=weapons, cover=cover, civilian=_stats(st["civilian"]), maximum=_stats(st["maximum"]),
                        base=st["base"], stat_lines=lines, skills=skills, equipment=equipment, permanent_wounds=tuple(rows),
                        teams=teams)


def load(folder: Path | str | None = None) -> SkirmishData:
    """All the Skirmish data of ``folder`` (default: the bundled data, cached).  Raises
    :class:`SkirmishDataError` listing every problem when the data is broken."""
    if folder is None:
        return _bundled()
    return _load(Path(folder))


def _load(folder: Path) -> SkirmishData:
    lines, docs = _validate(folder)
    if lines:
        raise SkirmishDataError(lines)
    return _build(docs)


@functools.lru_cache(maxsize=1)
def _bundled() -> SkirmishData:
    return _load(DATA_DIR)


def clear_cache() -> None:
    _bundled.cache_clear()


def weapons() -> dict[str, WeaponDef]:
    return load().weapons


def weapon(weapon_id: str) -> WeaponDef:
    try:
        return load().weapons[weapon_id]
    except KeyError:
        raise KeyError(f"unknown Skirmish weapon {weapon_id!r} (resources/skirmish/weapons.json)") from None


def cover() -> dict[str, CoverDef]:
    return load().cover


def skills() -> dict[str, SkillDef]:
    return load().skills


def equipment() -> dict[str, EquipmentDef]:
    return load().equipment


def stat_lines() -> dict[str, StatLine]:
    return load().stat_lines


def tp_needed(model: TeamModel) -> int:
    """SK-17.2: the TP a model's skills and its stats above the base line cost."""
    d = load()
    return sum(d.skills[s].tp for s in model.skills) + improvement_tp(d.stat_lines[d.base].stats, model.stats)


def civilian() -> Stats:
    return load().civilian


def maximum() -> Stats:
    return load().maximum


def permanent_wounds() -> tuple[PermanentWoundRow, ...]:
    return load().permanent_wounds


def teams() -> dict[str, Team]:
    return load().teams


def team_cost(team: Team) -> int:
    """SK-19 for a team of the bundled data."""
    return load().team_cost(team)


__all__ = [
    "DATA_DIR", "CoverDef", "EquipmentDef", "PermanentEffect", "PermanentWoundRow", "SkillDef", "SkirmishData",
    "SkirmishDataError", "StatLine", "Team", "TeamModel", "WeaponDef", "check_all", "civilian", "clear_cache",
    "cover", "equipment", "improvement_tp", "load", "load_cards", "maximum", "model_cost", "permanent_wounds", "skills",
    "read_cards", "stat_lines", "team_cost", "teams", "tp_needed", "validate", "weapon", "weapons",
]
