"""Random scenarios: ``cc-desktop new-random --seed N [--out FILE]``.

The rulebook mentions a Random Scenario Generation system but the specification does not give it
(01-basics, "Data the book does not give"), so this is our own, driven by ``resources/random.json``
(schema ``resources/schemas/random.schema.json``) and by the nations' own data.  From one seed:

1. a pairing of nations and a year from ``pairings``;
2. a map from ``maps/`` and which of its long edges (top/bottom) is the Axis player's;
3. postures (Attacker/Defender or Recon/Recon), troop quality (weighted, among the qualities
   the nation has Squads of in the year), set-up depths, a hidden set-up for some Defenders;
4. each side's base Order of Battle from its nation's own unit types of that quality available
   in the year (4.3.2; Leaders from its ordinary Leaders, never the Hero or the Private), then
   support bought from the nation's Support Table with the posture's support points: roll 2d6,
   pick an affordable item of that column available in the year (11.2: a Weapon comes with its
   unit), until the points are spent or three rolls in a row find nothing.  Only a Defender keeps Fortifications; a
   second Radio is rolled again.  Some purchased units may arrive later as reinforcements.
   The document gives the quality, not the Orders: the loader takes them from the nation's
   quality x OB size table (4.3.1, 5.1), so a bigger bought force gets more Orders;
5. Initiative to the higher Initiative number of the nations (9; a tie is decided by the seed,
   docs/rules-decisions.md), the Defender (or, for Recon, the seed) sets up first and the other
   side takes the first Turn; Time Track length and Sudden Death space, Surrender two below the
   size of the force, Objectives controlled in each side's own set-up zone, random open and
   secret Objective chits.

The result always passes :func:`~cc_desktop.content.loader.parse_scenario` (it is checked before it
is returned) and plays to the end (tests/content/test_generator.py plays 50 of them).  No Qt.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from cc_desktop import resources
from cc_desktop.content import wording
from cc_desktop.content.errors import ContentError, read_json, schema_problems
from cc_desktop.content.loader import load_nation, parse_scenario
from cc_desktop.content.model import Nation, SupportEntry

SETTINGS_FILE = "random.json"
MAX_FAILED_ROLLS = 3


@dataclass(frozen=True)
class Purchase:
    """One support item bought for a side."""

    entry: SupportEntry
    roll: int


def load_settings(path=None) -> dict[str, Any]:
    path = path or resources.resource(SETTINGS_FILE)
    data = read_json(path)
    problems = schema_problems("random", data)
    if problems:
        raise ContentError(str(path), problems)
    return data


def _between(rng: random.Random, pair) -> int:
    return rng.randint(pair[0], pair[1])


def _roll(rng: random.Random) -> int:
    return rng.randint(1, 6) + rng.randint(1, 6)


def _units(nation: Nation, kind: str, year: int, quality: str | None = None) -> list[str]:
    """The nation's ordinary unit types of ``kind`` (and ``quality``) available in ``year``
    (4.3.2)."""
    return [u.id for u in nation.units.values()
            if u.kind == kind and (quality is None or u.quality == quality) and not u.special
            and u.available(year)]


def buy_support(rng: random.Random, nation: Nation, year: int, points: int, posture: str,
                has_radio: bool = False, used: Counter | None = None) -> list[Purchase]:
    """Spend ``points`` on the nation's Support Table (11.2): each roll selects a column; the
    most expensive affordable item of it available in ``year`` is bought (ties by the seed).
    ``used`` counts the counters of each unit type already taken: the counter mix is a limit."""
    bought: list[Purchase] = []
    used = used if used is not None else Counter()
    failed = 0

    def counter_left(e: SupportEntry) -> bool:
        limit = nation.units[e.unit].counters if e.unit else None
        return limit is None or used[e.unit] < limit

    while points > 0 and failed < MAX_FAILED_ROLLS and nation.support:
        roll = _roll(rng)
        column = nation.support_column(roll)
        items = [e for e in (column.entries if column else ())
                 if e.available(year) and e.cost <= points
                 and not (e.kind == "radio" and (has_radio or any(p.entry.kind == "radio" for p in bought)))
                 and not (e.kind == "fortification" and posture != "defender") and counter_left(e)]
        if not items:
            failed += 1
            continue
        failed = 0
        best = max(e.cost for e in items)
        entry = rng.choice([e for e in items if e.cost == best])
        bought.append(Purchase(entry, roll))
        points -= entry.cost
        if entry.unit:
            used[entry.unit] += 1
    return bought


def pairings(settings: dict[str, Any] | None = None) -> list[tuple[str, str]]:
    """The (axis, allies) nation pairs a random battle can have."""
    return [(p["axis"], p["allies"]) for p in (settings or load_settings())["pairings"]]


def generate(seed: int, settings: dict[str, Any] | None = None, scenario_id: str | None = None,
             nations: tuple[str, str] | None = None, postures: tuple[str, str] | None = None) -> dict[str, Any]:
    """A scenario document (the format of ``resources/scenarios/``) for ``seed``; its id is
    ``scenario_id`` (the file name it will be saved under) or ``random-<seed>``.  ``nations``
    (axis, allies) and ``postures`` (axis, allies) fix what the seed would otherwise choose;
    a ValueError names a pairing or posture pair the settings do not have."""
    settings = settings or load_settings()
    rng = random.Random(f"cc-desktop random scenario {seed}")
    choices = settings["pairings"]
    if nations is not None:
        choices = [p for p in choices if (p["axis"], p["allies"]) == tuple(nations)]
        if not choices:
            known = ", ".join(f"{a}-{b}" for a, b in pairings(settings))
            raise ValueError(f"no random battles between {nations[0]} and {nations[1]}; known: {known}")
    pairing = rng.choice(choices)
    year = _between(rng, pairing["years"])
    maps = resources.bundled_maps()
    map_path = rng.choice(maps)
    map_data = read_json(map_path)
    posture_pair = rng.choice(settings["postures"])
    if postures is not None:
        if list(postures) not in settings["postures"]:
            known = ", ".join("-".join(p) for p in settings["postures"])
            raise ValueError(f"postures {postures[0]}-{postures[1]} are not offered; known: {known}")
        posture_pair = list(postures)
    postures = dict(zip(("axis", "allies"), posture_pair))
    axis_edge = rng.choice(["bottom", "top"])
    edges = {"axis": axis_edge, "allies": "top" if axis_edge == "bottom" else "bottom"}
    nations = {"axis": load_nation(pairing["axis"]), "allies": load_nation(pairing["allies"])}

    sides: dict[str, dict[str, Any]] = {}
    later: dict[str, list[dict[str, Any]]] = {}
    for name in ("axis", "allies"):
        nation, posture = nations[name], postures[name]
        # a quality the nation has Squads of in the year (4.3.2: no Guards in 1941)
        qualities = [q for q, w in settings["qualities"].items() if w > 0 and _units(nation, "squad", year, q)]
        weights = [settings["qualities"][q] for q in qualities]
        quality = rng.choices(qualities, weights)[0]
        leaders = _units(nation, "leader", year)
        squads = _units(nation, "squad", year, quality)
        teams = _units(nation, "team", year, quality) or _units(nation, "team", year)
        base = settings["base"]
        units: list[dict[str, Any]] = [{"unit": u} for u in rng.sample(leaders, min(len(leaders), _between(rng, base["leaders"])))]
        units += [{"unit": rng.choice(squads)} for _ in range(_between(rng, base["squads"]))]
        units += [{"unit": rng.choice(teams)} for _ in range(_between(rng, base["teams"]) if teams else 0)]
        used = Counter(u["unit"] for u in units)
        bought = buy_support(rng, nation, year, int(settings["support_points"][posture]), posture, used=used)
        side: dict[str, Any] = {
            "nation": nation.id, "posture": posture, "quality": quality, "edge": edges[name],
            "setup": {"depth": int(settings["setup_depth"][posture])},
            "hidden_setup": rng.random() < settings["hidden_setup_chance"][posture],
        }
        forts: dict[str, int] = {}
        arriving: list[dict[str, Any]] = []
        for p in bought:
            e = p.entry
            if e.kind == "radio":
                side["radio"] = e.radio
            elif e.kind == "fortification":
                forts[e.fortification] = forts.get(e.fortification, 0) + e.count
            else:
                item = {"unit": e.unit, **({"weapon": e.weapon} if e.weapon else {})}
                (arriving if rng.random() < settings["reinforcement_chance"] else units).append(item)
        if forts:
            side["fortifications"] = [{"fortification": f, "count": n} for f, n in sorted(forts.items())]
        side["units"] = _merge(units)
        size = sum(u.get("count", 1) for u in side["units"]) + sum(u.get("count", 1) for u in _merge(arriving))
        side["surrender"] = max(3, size - 2)
        side["secret_chits"] = _between(rng, settings["objectives"]["secret_chits"])
        sides[name] = side
        later[name] = arriving

    length = _between(rng, settings["time"]["length"])
    sudden = min(_between(rng, settings["time"]["sudden_death"]), length - 1)
    for name, arriving in later.items():
        if arriving:
            sides[name]["reinforcements"] = [{"time": rng.randint(2, max(2, sudden - 1)), "units": _merge(arriving)}]

    init = {n: nations[n].initiative for n in nations}
    initiative = max(init, key=init.get) if init["axis"] != init["allies"] else rng.choice(["axis", "allies"])
    defender = next((n for n, p in postures.items() if p == "defender"), None)
    setup_first = defender or rng.choice(["axis", "allies"])
    first_turn = "allies" if setup_first == "axis" else "axis"

    doc: dict[str, Any] = {
        "format": "cc-desktop-scenario", "version": 1,
        "id": scenario_id or f"random-{seed}",
        "name": wording.generator_text("name").format(seed=seed),
        "description": _briefing(nations, postures, year, map_data.get("name", map_path.stem)),
        "fictional": False,
        "year": year,
        "map": map_path.stem,
        "time": {"start": 0, "sudden_death": sudden, "length": length},
        "initiative": initiative,
        "setup_first": setup_first,
        "first_turn": first_turn,
        "objectives": {"open": [], "random_open": _between(rng, settings["objectives"]["random_open"])},
        "sides": sides,
        "special_rules": [{"id": wording.RANDOM_RULE, "text": wording.generator_text("special_rule").format(seed=seed)}],
    }
    # Objectives in a side's own set-up zone start under its control (7.3.1).
    scenario, problems = parse_scenario(doc, f"random-{seed}")
    if scenario is None:  # pragma: no cover - a generator bug, reported with the document's problems
        raise ContentError(f"random-{seed}", problems)
    where = {o["number"]: o["hex"] for o in map_data.get("objectives", [])}
    for name in ("axis", "allies"):
        zone = scenario.sides[name].setup_zone
        sides[name]["controls"] = sorted(n for n, h in where.items() if h in zone)
    scenario, problems = parse_scenario(doc, f"random-{seed}")
    if scenario is None:  # pragma: no cover
        raise ContentError(f"random-{seed}", problems)
    return doc


def _merge(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Identical OB entries counted together, in first-seen order."""
    out: list[dict[str, Any]] = []
    for e in entries:
        key = (e["unit"], e.get("weapon"))
        for o in out:
            if (o["unit"], o.get("weapon")) == key:
                o["count"] = o.get("count", 1) + 1
                break
        else:
            out.append(dict(e))
    return out


def _briefing(nations: dict[str, Nation], postures: dict[str, str], year: int, map_name: str) -> str:
    """The English briefing (the window shows it in its own language: the words are
    ``resources/text/<language>/generator.json``, :func:`cc_desktop.content.wording.briefing`)."""
    return wording.briefing(*((nations[s].id, nations[s].adjective or nations[s].name) for s in ("axis", "allies")),
                            postures, year, map_name)
