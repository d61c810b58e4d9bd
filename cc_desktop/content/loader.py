"""Loading and validating content files: nations, Fate decks, Objective chits, the marker pool
and scenarios (docs/content-format.md).  No Qt.

Each ``parse_*`` function takes already-decoded JSON and returns ``(object or None, problems)``;
each ``load_*`` function reads a file (by id from ``resources/`` or by path) and raises
:class:`ContentError` listing every problem, each as ``file: path.to.field: reason``.
First the file is checked against its JSON Schema (``resources/schemas/*.schema.json``); only a
file that passes is checked for the rules the schema cannot say (references, the deck's dice
distribution, set-up hexes on the map...).
"""

from __future__ import annotations

import copy
import functools

from collections import Counter
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable

from cc_desktop import resources
from cc_desktop.board.hexgrid import HexGrid
from cc_desktop.board.mapfile import Problem
from cc_desktop.board.terrain import load_chart
from cc_desktop.content.errors import ContentError, read_json, resolve, schema_problems
from cc_desktop.content.model import (
    CHIT_IDS, DECK_SIZE, DICE_COPIES, MAX_TRIGGERED, OB_SIZES, OPPOSITE_EDGE, QUALITIES, SIDES,
    SUPPORT_ROLLS, TRIGGER_LIMITS, Deck, FateCard, FortificationSetup, MarkerPool, Nation, ObEntry,
    ObjectiveChit, RadioType, Reinforcement, Scenario, Side, SpecialRule, Stats, SupportColumn,
    SupportEntry, TrackLengths, UnitType, WeaponType,
)
from cc_desktop.schema import join_path

DEFAULT_SCENARIO = "test-skirmish"

Err = Callable[[str, str], None]


def nations_dir() -> Path:
    return resources.RESOURCES / "nations"


def decks_dir() -> Path:
    return resources.RESOURCES / "decks"


def scenarios_dir() -> Path:
    return resources.RESOURCES / "scenarios"


def bundled_nations() -> list[Path]:
    """The shipped nation files, sorted by name."""
    return sorted(nations_dir().glob("*.json"))


def bundled_decks() -> list[Path]:
    """The shipped Fate deck files, sorted by name."""
    return sorted(decks_dir().glob("*.json"))


def bundled_scenarios() -> list[Path]:
    """The shipped scenario files, sorted by name."""
    return sorted(scenarios_dir().glob("*.json"))


def _collector() -> tuple[list[Problem], Err]:
    problems: list[Problem] = []

    def err(path: str, reason: str) -> None:
        problems.append(Problem(path, reason))

    return problems, err


def _names(items) -> str:
    items = sorted(items)
    text = ", ".join(items[:12])
    return text + (", ..." if len(items) > 12 else "") if items else "none"


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _check_file_id(data: Any, path: Path, problems: list[Problem]) -> None:
    """A file loaded by id must carry that id (``resources/nations/x.json`` has ``"id": "x"``)."""
    if isinstance(data, dict) and isinstance(data.get("id"), str) and data["id"] != path.stem:
        problems.append(Problem("id", f"is {data['id']!r} but the file is named {path.name}; the id must be the file name"))


def _duplicates(items: list[tuple[str, Any]], what: str, err: Err) -> None:
    """``items`` = [(path, id)]: report each id after its first use."""
    first: dict[Any, str] = {}
    for path, ident in items:
        if ident in first:
            err(path, f"{what} {ident!r} is already used at {first[ident]}")
        else:
            first[ident] = path


# ----------------------------------------------------------------------------------------------
# Nations
# ----------------------------------------------------------------------------------------------
_STATS = ("fp", "range", "move", "morale", "command")


def _stats(raw: dict) -> Stats:
    boxed = set(raw.get("boxed", ()))
    return Stats(raw["fp"], raw["range"], raw["move"], raw["morale"], raw.get("command"),
                 "fp" in boxed, "range" in boxed, "move" in boxed)


def _check_unit(rec: dict, path: str, err: Err) -> None:
    kind = rec["kind"]
    for face in ("front", "back"):
        fpath = join_path(path, face)
        has_command = "command" in rec[face]
        if kind == "leader" and not has_command:
            err(join_path(fpath, "command"), "is missing (a Leader has a Command value, 3.1.5)")
        if kind != "leader" and has_command:
            err(join_path(fpath, "command"), f"only Leaders have Command (3.1.5); this is a {kind}")
        boxed = rec[face].get("boxed", [])
        for stat, n in Counter(boxed).items():
            if n > 1:
                err(join_path(fpath, "boxed"), f"lists {stat!r} twice")
    for stat in _STATS:
        f, b = rec["front"].get(stat), rec["back"].get(stat)
        if f is not None and b is not None and b > f:
            err(join_path(join_path(path, "back"), stat),
                f"is {b}, more than the unbroken side's {f}; a broken side is never stronger (3.2.1)")
    if kind == "leader":
        for key in ("quality", "deploys_to"):
            if key in rec:
                err(join_path(path, key), "a Leader has no troop quality and does not Deploy (4.3.1, E52)")
    else:
        if "quality" not in rec:
            err(join_path(path, "quality"), f"is missing (every {kind} is Elite, Line or Green, 4.3.1)")
        if "special" in rec:
            err(join_path(path, "special"), "only a Leader can be a Hero or a Private (E58.1, E56)")
    if kind == "squad" and "deploys_to" not in rec:
        err(join_path(path, "deploys_to"), "is missing (the Team type a Squad becomes on Deploy and Light Wounds, E52, A36)")
    if kind == "team" and "deploys_to" in rec:
        err(join_path(path, "deploys_to"), "only a Squad Deploys (E52)")


def _check_range(value: list[int] | None, path: str, err: Err) -> None:
    if value is not None and value[0] > value[1]:
        err(path, f"runs from {value[0]} down to {value[1]}; write the lower number first")


def _check_weapon(rec: dict, path: str, err: Err) -> None:
    cat = rec["category"]
    for stat, n in Counter(rec.get("boxed", [])).items():
        if n > 1:
            err(join_path(path, "boxed"), f"lists {stat!r} twice")
    if cat in ("mortar", "gun") and not rec.get("ordnance", False):
        err(join_path(path, "ordnance"), f"a {cat} is Ordnance (white band, 11.5); set it to true")
    if cat in ("flamethrower", "molotov") and not rec.get("zero_cover", False):
        err(join_path(path, "zero_cover"), f"a {cat} sets the target's Cover to 0 (11.6); set it to true")
    if cat in ("demolition_charge", "molotov") and not rec.get("single_use", False):
        err(join_path(path, "single_use"), f"a {cat.replace('_', ' ')} is used once (11.6); set it to true")
    if "min_range" in rec and rec["min_range"] > rec["range"]:
        err(join_path(path, "min_range"), f"is {rec['min_range']}, more than the Range {rec['range']} (O20.2.2)")
    fix, elim = rec.get("fix"), rec.get("elim")
    _check_range(fix, join_path(path, "fix"), err)
    _check_range(elim, join_path(path, "elim"), err)
    if fix and elim and fix[0] <= fix[1] and elim[0] <= elim[1]:
        both = set(range(fix[0], fix[1] + 1)) & set(range(elim[0], elim[1] + 1))
        if both:
            err(join_path(path, "elim"), f"overlaps the Fix range at {_names(map(str, both))}; a number fixes or eliminates, not both (11.4)")


def _years(rec: dict) -> tuple[int, int] | None:
    return tuple(rec["years"]) if "years" in rec else None


def _weapon(rec: dict) -> WeaponType:
    boxed = set(rec.get("boxed", ()))
    return WeaponType(
        rec["id"], rec["name"], rec["category"], rec["fp"], rec["range"], "fp" in boxed, "range" in boxed,
        rec.get("move", 0), rec.get("ordnance", False), rec.get("min_range"),
        tuple(rec["fix"]) if "fix" in rec else None, tuple(rec["elim"]) if "elim" in rec else None,
        rec.get("single_use", False), rec.get("zero_cover", False), rec.get("smoke", False), _years(rec),
    )


def _span(years) -> str:
    return f"{years[0]}-{years[1]}"


def _orders_table(data: dict, err: Err) -> dict[str, dict[str, int]]:
    """4.3.1, 5.1: ``orders`` by quality, each a number (the same for every OB size) or
    ``{small, medium, large}``; a by-size value needs ``ob_size`` and a bigger OB never has
    fewer Orders."""
    table: dict[str, dict[str, int]] = {}
    by_size = False
    for quality in QUALITIES:
        value = data["orders"][quality]
        if isinstance(value, int):
            table[quality] = {size: value for size in OB_SIZES}
        else:
            by_size = True
            table[quality] = {size: value[size] for size in OB_SIZES}
            if not value["small"] <= value["medium"] <= value["large"]:
                err(join_path("orders", quality), f"is small {value['small']}, medium {value['medium']}, large "
                                                  f"{value['large']}; a bigger OB never has fewer Orders (5.1)")
    if by_size and "ob_size" not in data:
        err("ob_size", "is missing (orders are given by OB size, so give the medium and large thresholds)")
    size = data.get("ob_size")
    if size is not None and size["medium"] >= size["large"]:
        err("ob_size.large", f"is {size['large']}, not above the medium threshold {size['medium']}")
    return table


def parse_nation(data: Any, source: str = "<nation>", *, decks: Path | None = None,
                 nations: Path | None = None) -> tuple[Nation | None, list[Problem]]:
    """Validate nation data and build a :class:`Nation`.  ``decks`` is the folder the deck id is
    looked up in (default ``resources/decks``), ``nations`` the folder the nation ids of
    ``capabilities.no_quarter_against`` are (default ``resources/nations``)."""
    problems = schema_problems("nation", data)
    if problems:
        return None, problems
    problems, err = _collector()
    decks = decks or decks_dir()
    nations = nations or nations_dir()
    if not (decks / f"{data['deck']}.json").is_file():
        err("deck", f"unknown deck {data['deck']!r} (no file {data['deck']}.json in {decks})")
    orders = _orders_table(data, err)

    # A38: No Quarter names the opponents by nation id, or "any" alone.
    against = data.get("capabilities", {}).get("no_quarter_against", [])
    known = sorted(p.stem for p in nations.glob("*.json"))
    for i, ident in enumerate(against):
        npath = join_path("capabilities.no_quarter_against", i)
        if ident == "any":
            if len(against) > 1:
                err(npath, "\"any\" covers every opponent; give it alone (A38)")
        elif ident == data["id"]:
            err(npath, "is the nation itself; No Quarter names opponents (A38)")
        elif ident not in known:
            err(npath, f"unknown nation {ident!r} (nations: {_names(known)}; or \"any\") (A38)")
    _duplicates([(join_path("capabilities.no_quarter_against", i), n) for i, n in enumerate(against)], "nation", err)

    units_raw, weapons_raw, radios_raw = data["units"], data["weapons"], data["radios"]
    _duplicates([(join_path(join_path("units", i), "id"), u["id"]) for i, u in enumerate(units_raw)], "unit type id", err)
    _duplicates([(join_path(join_path("weapons", i), "id"), w["id"]) for i, w in enumerate(weapons_raw)], "weapon id", err)
    _duplicates([(join_path(join_path("radios", i), "id"), r["id"]) for i, r in enumerate(radios_raw)], "radio id", err)
    unit_by_id = {u["id"]: u for u in units_raw}
    for i, rec in enumerate(units_raw):
        path = join_path("units", i)
        _check_unit(rec, path, err)
        target = rec.get("deploys_to")
        if rec["kind"] == "squad" and target is not None:
            team = unit_by_id.get(target)
            if team is None or team["kind"] != "team":
                teams = [u["id"] for u in units_raw if u["kind"] == "team"]
                err(join_path(path, "deploys_to"), f"{target!r} is not a Team type of this nation (Teams: {_names(teams)})")
            elif "quality" in team and "quality" in rec and team["quality"] != rec["quality"]:
                err(join_path(path, "deploys_to"),
                    f"{target!r} is {_a(team['quality'])} Team but this Squad is {rec['quality']}; "
                    "a Squad becomes Teams of the same quality (E52, A36)")
    for special in ("hero", "private"):
        paths = [join_path(join_path("units", i), "special") for i, u in enumerate(units_raw) if u.get("special") == special]
        for p in paths[1:]:
            err(p, f"a nation has one {special.capitalize()} (E58, E56); {paths[0]} is one already")
    for i, rec in enumerate(weapons_raw):
        _check_weapon(rec, join_path("weapons", i), err)
    item_years: dict[tuple[str, str], tuple[int, int] | None] = {}
    for kind, items in (("units", units_raw), ("weapons", weapons_raw), ("radios", radios_raw)):
        for i, rec in enumerate(items):
            years = _years(rec)
            item_years[(kind, rec["id"])] = years
            if years is not None and years[0] > years[1]:
                err(join_path(join_path(kind, i), "years"), f"runs from {years[0]} back to {years[1]}")

    # -- Support Table ------------------------------------------------------------------------
    chart = load_chart()
    covered: dict[int, str] = {}
    entry_ids: list[tuple[str, str]] = []
    for c, col in enumerate(data["support"]):
        cpath = join_path("support", c)
        lo, hi = col["rolls"]
        if lo > hi:
            err(join_path(cpath, "rolls"), f"runs from {lo} down to {hi}; write the lower number first")
        for roll in range(lo, hi + 1):
            if roll in covered:
                err(join_path(cpath, "rolls"), f"roll {roll} already selects {covered[roll]}")
            else:
                covered[roll] = cpath
        for e, ent in enumerate(col["entries"]):
            epath = join_path(join_path(cpath, "entries"), e)
            entry_ids.append((join_path(epath, "id"), ent["id"]))
            kinds = [k for k in ("unit", "radio", "fortification") if k in ent]
            if len(kinds) != 1:
                err(epath, f"needs exactly one of unit, radio, fortification (it has {_names(kinds)})")
            if "unit" in ent and ent["unit"] not in unit_by_id:
                err(join_path(epath, "unit"), f"unknown unit type {ent['unit']!r}")
            if "weapon" in ent:
                if "unit" not in ent:
                    err(join_path(epath, "weapon"), "a Weapon comes with the unit that must carry it (11.2); add a unit")
                if ent["weapon"] not in {w["id"] for w in weapons_raw}:
                    err(join_path(epath, "weapon"), f"unknown weapon {ent['weapon']!r}")
            if "radio" in ent and ent["radio"] not in {r["id"] for r in radios_raw}:
                err(join_path(epath, "radio"), f"unknown radio {ent['radio']!r}")
            if "fortification" in ent and ent["fortification"] not in chart.fortifications:
                err(join_path(epath, "fortification"),
                    f"unknown fortification {ent['fortification']!r} (one of {_names(chart.fortifications)})")
            if "strength" in ent and ent.get("fortification") != "mines":
                err(join_path(epath, "strength"), "only Mines have a strength (F103.2)")
            if ent["years"][0] > ent["years"][1]:
                err(join_path(epath, "years"), f"runs from {ent['years'][0]} back to {ent['years'][1]}")
            else:  # 4.3.2: an entry is not on offer in a year its unit, Weapon or Radio is not
                for key, kind in (("unit", "units"), ("weapon", "weapons"), ("radio", "radios")):
                    own = item_years.get((kind, ent.get(key)))
                    if own is not None and own[0] <= own[1] and not own[0] <= ent["years"][0] <= ent["years"][1] <= own[1]:
                        err(join_path(epath, "years"), f"are {_span(ent['years'])} but {key} {ent[key]!r} is available "
                                                       f"only {_span(own)} (4.3.2)")
    if data["support"]:
        missing = [r for r in SUPPORT_ROLLS if r not in covered]
        if missing:
            err("support", f"no column for the roll(s) {', '.join(map(str, missing))}; the columns must cover 2-12 (E59, E68)")
    _duplicates(entry_ids, "support entry id", err)

    if problems:
        return None, problems

    units = {u["id"]: UnitType(
        u["id"], u["name"], u["kind"], _stats(u["front"]), _stats(u["back"]), u.get("quality"),
        u.get("deploys_to"), u.get("special"), u.get("counters"), _years(u)) for u in units_raw}
    weapons = {w["id"]: _weapon(w) for w in weapons_raw}
    radios = {r["id"]: RadioType(r["id"], r["name"], r["fp"], r.get("smoke", False), _years(r)) for r in radios_raw}
    support = tuple(
        SupportColumn(tuple(col["rolls"]), tuple(
            SupportEntry(e["id"], e.get("name", e["id"]), e["cost"], tuple(e["years"]), e.get("unit"), e.get("weapon"),
                         e.get("radio"), e.get("fortification"), e.get("count", 1), e.get("strength"))
            for e in col["entries"]))
        for col in sorted(data["support"], key=lambda c: c["rolls"][0]))
    caps = data.get("capabilities", {})
    nation = Nation(
        data["id"], data["name"], data["deck"], data["discard"], data["initiative"],
        MappingProxyType({q: MappingProxyType(v) for q, v in orders.items()}), MappingProxyType(units), MappingProxyType(weapons),
        MappingProxyType(radios), support, caps.get("commissar", False),
        tuple(caps.get("no_quarter_against", ())), data.get("colour"), data.get("fictional", False),
        data.get("description", ""), source,
        MappingProxyType(dict(data["ob_size"])) if "ob_size" in data else None,
        data.get("adjective", ""),
    )
    return nation, []


def load_nation(id_or_path: str | Path) -> Nation:
    """Load ``resources/nations/<id>.json`` (or a path); raises :class:`ContentError`."""
    path = resolve(id_or_path, nations_dir())
    data = read_json(path)
    nation, problems = parse_nation(data, str(path))
    _check_file_id(data, path, problems)
    if nation is None or problems:
        raise ContentError(str(path), problems)
    return nation


# ----------------------------------------------------------------------------------------------
# Fate decks
# ----------------------------------------------------------------------------------------------
def parse_deck(data: Any, source: str = "<deck>", *, nations: Path | None = None) -> tuple[Deck | None, list[Problem]]:
    """Validate deck data and build a :class:`Deck` (rule 1; design rules in
    docs/content-format.md).  ``nations`` is the folder Marksmanship nationalities are looked up
    in (default ``resources/nations``)."""
    problems = schema_problems("deck", data)
    if problems:
        return None, problems
    problems, err = _collector()
    nations = nations or nations_dir()
    cards = data["cards"]

    _duplicates([(join_path(join_path("cards", i), "number"), c["number"]) for i, c in enumerate(cards)],
                "card number", err)
    _duplicates([(join_path(join_path("cards", i), "hex"), c["hex"]) for i, c in enumerate(cards)],
                "Random Hex", err)

    # Dice: each of the 36 (white, coloured) pairs exactly twice, so every roll has the 2d6 odds.
    seen: dict[tuple[int, int], list[int]] = {(a, b): [] for a in range(1, 7) for b in range(1, 7)}
    for c in cards:
        seen[tuple(c["dice"])].append(c["number"])
    for (a, b), numbers in seen.items():
        if len(numbers) != DICE_COPIES:
            where = f" (cards {', '.join(map(str, sorted(numbers)))})" if numbers else ""
            err("cards", f"the dice {a}-{b} are on {len(numbers)} card(s){where}; each of the 36 combinations "
                         f"must be on exactly {DICE_COPIES} cards")

    # 1.8: the Random Hexes spread evenly over the map: every column A-O and every row 1-10
    # is on as many cards as any other, give or take one.
    for what, key in (("column", lambda h: h[0]), ("row", lambda h: int(h[1:]))):
        counts = Counter(key(c["hex"]) for c in cards)
        every = [chr(ord("A") + i) for i in range(15)] if what == "column" else list(range(1, 11))
        spread = {k: counts.get(k, 0) for k in every}
        if not problems and len(cards) == DECK_SIZE and max(spread.values()) - min(spread.values()) > 1:
            low = min(spread, key=spread.get)
            high = max(spread, key=spread.get)
            err("cards", f"the Random Hexes are not spread evenly: {what} {high} is on {spread[high]} cards, "
                         f"{what} {low} on {spread[low]}; every {what} must be on as many cards as any other, give or take one")

    triggers = Counter(c.get("trigger") for c in cards if c.get("trigger"))
    for trig, (lo, hi) in TRIGGER_LIMITS.items():
        if not lo <= triggers[trig] <= hi:
            err("cards", f"{triggers[trig]} card(s) have the {trig.capitalize()}! trigger; a deck has {lo} to {hi}")
    total = sum(triggers.values())
    if total > MAX_TRIGGERED:
        err("cards", f"{total} cards have a die trigger; at most {MAX_TRIGGERED} may")

    for i, c in enumerate(cards):
        path = join_path("cards", i)
        if (c["order"] == "fire") != (c["action"] == "fire"):
            err(join_path(path, "action"),
                f"is {c['action']!r} but a Fire card's Action is Fire (Op Fire, printed with the Order, A33.1)"
                if c["order"] == "fire" else
                "Fire (Op Fire) is printed in the Order slot of a Fire card (A33.1); this card's Order is " + c["order"])
        if c["order"] == "command_confusion" and c["action"] == "command_confusion":
            err(join_path(path, "action"), "a card with the Command Confusion Order needs a playable Action (O19, A28)")
        if c["event"] == "breeze" and "wind" not in c:
            err(join_path(path, "wind"), "is missing (a Breeze Event prints a wind direction 1-6, E48)")
        if c["event"] != "breeze" and "wind" in c:
            err(join_path(path, "wind"), "only a Breeze Event has a wind direction (E48)")
        if c["action"] == "marksmanship":
            if "marksman_nation" not in c:
                err(join_path(path, "marksman_nation"), "is missing (a Marksmanship Action names a nationality, A37)")
            elif not (nations / f"{c['marksman_nation']}.json").is_file():
                err(join_path(path, "marksman_nation"), f"unknown nation {c['marksman_nation']!r} (no file in {nations})")
        elif "marksman_nation" in c:
            err(join_path(path, "marksman_nation"), "only a Marksmanship Action names a nationality (A37)")
    if problems:
        return None, problems

    built = sorted((FateCard(c["number"], c["order"], c["action"], c["event"], c["hex"], tuple(c["dice"]),
                             c.get("trigger"), c.get("wind"), c.get("marksman_nation")) for c in cards),
                   key=lambda card: card.number)
    return Deck(data["id"], data["name"], tuple(built), data.get("fictional", False), source), []


def load_deck(id_or_path: str | Path) -> Deck:
    """Load ``resources/decks/<id>.json`` (or a path); raises :class:`ContentError`."""
    path = resolve(id_or_path, decks_dir())
    data = read_json(path)
    deck, problems = parse_deck(data, str(path))
    _check_file_id(data, path, problems)
    if deck is None or problems:
        raise ContentError(str(path), problems)
    return deck


def check_nation_deck(nation: Nation, deck: Deck) -> list[Problem]:
    """Cards a nation cannot use (problems are paths in the deck file): Commissar (E50) needs
    the commissar capability, No Quarter (A38) a ``no_quarter_against`` list, Hero (E58) and
    Field Promotion (E56) the nation's Hero and Private, Infiltration/Reinforcements/Hidden Unit
    (E59, E68, A35.4) a Support Table."""
    out: list[Problem] = []
    for i, c in enumerate(deck.cards):
        path = join_path("cards", i)
        if c.event == "commissar" and not nation.commissar:
            out.append(Problem(join_path(path, "event"), f"Commissar (E50) needs a nation with the commissar capability; {nation.id} has none"))
        if c.action == "no_quarter" and not nation.no_quarter_against:
            out.append(Problem(join_path(path, "action"), f"No Quarter (A38) needs capabilities.no_quarter_against; {nation.id} has none"))
        if c.event == "hero" and nation.hero is None:
            out.append(Problem(join_path(path, "event"), f"Hero (E58) needs a Hero unit type; {nation.id} has none"))
        if c.event == "field_promotion" and nation.private is None:
            out.append(Problem(join_path(path, "event"), f"Field Promotion (E56) needs a Private unit type; {nation.id} has none"))
        if (c.event in ("infiltration", "reinforcements") or c.action == "hidden_unit") and not nation.support:
            what = c.action if c.action == "hidden_unit" else c.event
            out.append(Problem(join_path(path, "event" if what == c.event else "action"),
                               f"{what} needs a Support Table; {nation.id} has none"))
    return out


# ----------------------------------------------------------------------------------------------
# Objective chits and markers
# ----------------------------------------------------------------------------------------------
def parse_chits(data: Any, source: str = "<chits>") -> tuple[tuple[ObjectiveChit, ...] | None, list[Problem]]:
    """Validate the 22 Objective chits (7.3.2)."""
    problems = schema_problems("chits", data)
    if problems:
        return None, problems
    problems, err = _collector()
    chits = data["chits"]
    _duplicates([(join_path(join_path("chits", i), "id"), c["id"]) for i, c in enumerate(chits)], "chit", err)
    missing = sorted(set(CHIT_IDS) - {c["id"] for c in chits})
    if missing:
        err("chits", f"missing chit(s) {', '.join(missing)}; there are 22 chits A-V (7.3.2)")
    for i, c in enumerate(chits):
        path = join_path("chits", i)
        kind = c["kind"]
        wants = {"single": ("objective", "vp"), "all": ("vp",)}.get(kind, ())
        for key in ("objective", "vp"):
            if key in wants and key not in c:
                err(join_path(path, key), f"is missing (a {kind!r} chit has one)")
            if key not in wants and key in c:
                article = "an" if kind[0] in "aeiou" else "a"
                err(join_path(path, key), f"{article} {kind!r} chit has no {key}")
    if problems:
        return None, problems
    out = tuple(sorted((ObjectiveChit(c["id"], c["kind"], c.get("objective"), c.get("vp", 0), c["can_be_secret"])
                        for c in chits), key=lambda ch: ch.id))
    return out, []


def load_chits(path: str | Path | None = None) -> tuple[ObjectiveChit, ...]:
    """The 22 Objective chits, sorted by letter (``resources/chits.json`` by default)."""
    path = Path(path) if path else resources.RESOURCES / "chits.json"
    chits, problems = parse_chits(read_json(path), str(path))
    if chits is None:
        raise ContentError(str(path), problems)
    return chits


def parse_markers(data: Any, source: str = "<markers>") -> tuple[MarkerPool | None, list[Problem]]:
    """Validate the marker pool (T94 Smoke 1-10, T79 Blaze, F100 Fortifications) and the Track
    Display lengths (4.1, 4.2, 6.1)."""
    problems = schema_problems("markers", data)
    if problems:
        return None, problems
    problems, err = _collector()
    _duplicates([(join_path(join_path("smoke", i), "value"), s["value"]) for i, s in enumerate(data["smoke"])],
                "Smoke value", err)
    chart = load_chart()
    for name in data["fortifications"]:
        if name not in chart.fortifications:
            err(join_path("fortifications", name), f"unknown fortification (one of {_names(chart.fortifications)})")
    for name in chart.fortifications:
        if name not in data["fortifications"]:
            err(join_path("fortifications", name), "is missing (give the number of markers, 0 if none)")
    if problems:
        return None, problems
    tracks = data["tracks"]
    pool = MarkerPool(MappingProxyType({s["value"]: s["count"] for s in data["smoke"]}), data["blaze"],
                      MappingProxyType(dict(data["fortifications"])), source,
                      TrackLengths(tracks["victory"], tracks["casualty"], tracks["time"]))
    return pool, []


def load_markers(path: str | Path | None = None) -> MarkerPool:
    """The marker pool (``resources/markers.json`` by default); read once per file (the pool is
    frozen data and the rules ask for it often)."""
    path = Path(path) if path else resources.RESOURCES / "markers.json"
    return _load_markers_cached(str(path))


@functools.lru_cache(maxsize=8)
def _load_markers_cached(path: str) -> MarkerPool:
    pool, problems = parse_markers(read_json(Path(path)), path)
    if pool is None:
        raise ContentError(path, problems)
    return pool


# ----------------------------------------------------------------------------------------------
# Scenarios
# ----------------------------------------------------------------------------------------------
def _load_nested(loader, ident: str, path: str, what: str, err: Err):
    """Load a referenced nation/deck; its problems are reported at ``path`` of the scenario."""
    try:
        return loader(ident)
    except ContentError as exc:
        if exc.problems and exc.problems[0].reason == "file not found" and exc.problems[0].path == "":
            err(path, f"unknown {what} {ident!r} (no file {exc.source})")
        else:
            for line in exc.lines:
                err(path, f"{what} {ident!r} does not load: {line}")
        return None


def _map_info(map_id: str, maps: Path, err: Err) -> tuple[HexGrid, dict, set[int]] | None:
    path = maps / f"{map_id}.json"
    if not path.is_file():
        known = [p.stem for p in sorted(maps.glob("*.json"))]
        err("map", f"unknown map {map_id!r} (no file {path}; maps: {_names(known)})")
        return None
    try:
        data = read_json(path)
        grid = HexGrid(data["grid"]["columns"], data["grid"]["rows"])
        objectives = {o["number"] for o in data.get("objectives", [])}
        return grid, data.get("hexes", {}), objectives
    except ContentError as exc:
        for line in exc.lines:
            err("map", f"map {map_id!r} does not load: {line}")
    except (KeyError, TypeError, ValueError) as exc:
        err("map", f"map {map_id!r} has no usable grid ({exc}); check it with cc-desktop check-map")
    return None


def _not_in_year(item, what: str, year: int, path: str, err: Err) -> None:
    """4.3.2: an OB holds only what is available in the scenario's year."""
    if not item.available(year):
        err(path, f"{what} {item.id!r} is available {_span(item.years)}, not in the scenario's year {year} (4.3.2)")


def _ob(entries: list[dict], path: str, nation: Nation | None, err: Err, tally: Counter, year: int) -> tuple[ObEntry, ...]:
    out = []
    for i, rec in enumerate(entries):
        epath = join_path(path, i)
        if nation is None:
            continue
        unit = nation.units.get(rec["unit"])
        if unit is None:
            err(join_path(epath, "unit"), f"unknown unit type {rec['unit']!r} for nation {nation.id!r} (known: {_names(nation.units)})")
        else:
            _not_in_year(unit, "unit type", year, join_path(epath, "unit"), err)
        weapon = None
        if "weapon" in rec:
            weapon = nation.weapons.get(rec["weapon"])
            if weapon is None:
                err(join_path(epath, "weapon"), f"unknown weapon {rec['weapon']!r} for nation {nation.id!r} (known: {_names(nation.weapons)})")
            else:
                _not_in_year(weapon, "weapon", year, join_path(epath, "weapon"), err)
        if unit is not None:
            tally[unit.id] += rec.get("count", 1)
            out.append(ObEntry(unit, rec.get("count", 1), weapon))
    return tuple(out)


def _radio(ident: str | None, path: str, nation: Nation | None, err: Err, year: int) -> RadioType | None:
    if ident is None or nation is None:
        return None
    radio = nation.radios.get(ident)
    if radio is None:
        err(path, f"unknown radio {ident!r} for nation {nation.id!r} (known: {_names(nation.radios)})")
    else:
        _not_in_year(radio, "radio", year, path, err)
    return radio


def ob_size_count(nation: Nation, tally: Counter) -> int:
    """The Squads and Teams of an OB (``tally``: unit type id -> number), the measure of its
    size for the Order capability table (4.3.1, 5.1; Leaders do not count)."""
    return sum(n for unit_id, n in tally.items() if nation.units[unit_id].kind in ("squad", "team"))


def default_mine_strength(chart=None) -> int:
    """F103.2: Mines attack with the FP of the terrain chart's Mines (``mine_attack_fp`` in
    ``resources/terrain.json``) unless a scenario gives 7 or 8."""
    chart = chart or load_chart()
    return next(f["mine_attack_fp"] for f in chart.fortifications.values() if "mine_attack_fp" in f)


def parse_scenario(data: Any, source: str = "<scenario>", *, maps: Path | None = None,
                   load_nation_fn=None, load_deck_fn=None) -> tuple[Scenario | None, list[Problem]]:
    """Validate scenario data, resolve its map (existence and grid), nations, decks and chits and
    build a :class:`Scenario`.  ``maps`` is the map folder (default ``maps/``); the loader
    functions default to :func:`load_nation` and :func:`load_deck`."""
    problems = schema_problems("scenario", data)
    if problems:
        return None, problems
    problems, err = _collector()
    maps = maps or resources.MAPS
    load_nation_fn = load_nation_fn or load_nation
    load_deck_fn = load_deck_fn or load_deck

    # -- map and time ------------------------------------------------------------------------
    info = _map_info(data["map"], maps, err)
    grid, map_hexes, map_objectives = info if info else (None, {}, set())
    t = data["time"]
    year = data["year"]
    markers = load_markers()
    tracks = markers.tracks
    if t["length"] > tracks.time:
        err("time.length", f"is {t['length']} but the Time Track has {tracks.time} spaces (6.1, markers.json tracks.time)")
    if t["start"] >= t["length"]:
        err("time.start", f"is {t['start']}, not before the last space {t['length']} of the Time Track")
    if not t["start"] <= t["sudden_death"] <= t["length"]:
        err("time.sudden_death", f"is {t['sudden_death']}; it must lie between the start space {t['start']} "
                                 f"and the last space {t['length']} (6.2.1)")

    chart = load_chart()
    water = {k for k, tt in chart.terrain.items() if tt.has("water")}
    all_chits = {c.id: c for c in load_chits()}
    fort_need: Counter = Counter()

    # -- sides ---------------------------------------------------------------------------------
    sides: dict[str, Side] = {}
    raw_sides = data["sides"]
    a_edge, b_edge = raw_sides["axis"]["edge"], raw_sides["allies"]["edge"]
    if OPPOSITE_EDGE[a_edge] != b_edge:
        err("sides.allies.edge", f"is {b_edge!r}; it must be opposite the axis edge {a_edge!r} (the friendly edges face each other, 7.2)")
    elif grid is not None and grid.columns != grid.rows:
        long_edges = ("top", "bottom") if grid.columns > grid.rows else ("left", "right")
        if a_edge not in long_edges:
            err("sides.axis.edge", f"{a_edge!r} is a short edge of the {grid.columns}x{grid.rows} map {data['map']}; "
                                   f"friendly edges are the long edges {long_edges[0]} and {long_edges[1]} (glossary, 7.2)")
    controlled: dict[int, str] = {}
    for name in SIDES:
        raw = raw_sides[name]
        spath = join_path("sides", name)
        nation = _load_nested(load_nation_fn, raw["nation"], join_path(spath, "nation"), "nation", err)
        deck = None
        if nation is not None:
            deck = _load_nested(load_deck_fn, nation.deck, join_path(spath, "nation"), "deck", err)
            if deck is not None:
                for p in check_nation_deck(nation, deck):
                    err(join_path(spath, "nation"), f"deck {deck.id!r} does not suit nation {nation.id!r}: {p.path}: {p.reason}")

        quality = raw.get("quality")
        orders = raw.get("orders")
        if orders is None and quality is None:
            err(join_path(spath, "orders"), "is missing (give orders, or a quality to take the nation's Orders from, 5.1)")
        if raw["surrender"] > tracks.casualty:
            err(join_path(spath, "surrender"), f"is {raw['surrender']} but the Casualty Track has {tracks.casualty} "
                                               "spaces (4.2, markers.json tracks.casualty)")

        # set-up zone
        setup = raw["setup"]
        zone: set[str] = set()
        if "depth" not in setup and "hexes" not in setup:
            err(join_path(spath, "setup"), "give depth (rows from the friendly edge) and/or hexes")
        if grid is not None:
            if "depth" in setup:
                across = grid.rows if raw["edge"] in ("top", "bottom") else grid.columns
                if setup["depth"] > across:
                    err(join_path(join_path(spath, "setup"), "depth"), f"is {setup['depth']} but the map is only {across} hexes deep")
                zone |= {h for h in grid.ids if grid.edge_distance(h, raw["edge"]) < setup["depth"]}
            for i, h in enumerate(setup.get("hexes", [])):
                if h not in grid:
                    err(join_path(join_path(join_path(spath, "setup"), "hexes"), i),
                        f"hex {h} is not on the {grid.columns}x{grid.rows} map {data['map']}")
                else:
                    zone.add(h)

        tally: Counter = Counter()
        units = _ob(raw["units"], join_path(spath, "units"), nation, err, tally, year)
        radio = _radio(raw.get("radio"), join_path(spath, "radio"), nation, err, year)
        reinforcements = []
        for i, rec in enumerate(raw.get("reinforcements", [])):
            rpath = join_path(join_path(spath, "reinforcements"), i)
            if rec["time"] <= t["start"]:
                err(join_path(rpath, "time"), f"is {rec['time']}, not after the start space {t['start']} "
                                              "(reinforcements enter when the Time marker reaches their space, 6.1.2)")
            elif rec["time"] > t["length"]:
                err(join_path(rpath, "time"), f"is {rec['time']}, beyond the last space {t['length']} of the Time Track")
            if not rec.get("units") and "radio" not in rec:
                err(rpath, "brings nothing; give units and/or a radio")
            r_units = _ob(rec.get("units", []), join_path(rpath, "units"), nation, err, tally, year)
            r_radio = _radio(rec.get("radio"), join_path(rpath, "radio"), nation, err, year)
            reinforcements.append(Reinforcement(rec["time"], r_units, r_radio))
        if nation is not None:
            for unit_id, n in sorted(tally.items()):
                limit = nation.units[unit_id].counters
                if limit is not None and n > limit:
                    err(join_path(spath, "units"), f"uses {n} x {unit_id!r} (with reinforcements) but nation "
                                                   f"{nation.id!r} has only {limit} such counter(s)")
            if orders is None and quality is not None:
                # 4.3.1, 5.1: the nation's Orders for this quality and OB size (Squads and Teams,
                # reinforcements included)
                orders = nation.order_capability(quality, ob_size_count(nation, tally))

        forts = []
        for i, rec in enumerate(raw.get("fortifications", [])):
            fpath = join_path(join_path(spath, "fortifications"), i)
            kind = rec["fortification"]
            if kind not in chart.fortifications:
                err(join_path(fpath, "fortification"), f"unknown fortification {kind!r} (one of {_names(chart.fortifications)})")
                continue
            fort_need[kind] += rec["count"]
            hexes = rec.get("hexes", [])
            if hexes and len(hexes) != rec["count"]:
                err(join_path(fpath, "hexes"), f"names {len(hexes)} hex(es) for {rec['count']} marker(s)")
            for j, h in enumerate(hexes):
                hpath = join_path(join_path(fpath, "hexes"), j)
                if grid is not None and h not in grid:
                    err(hpath, f"hex {h} is not on the {grid.columns}x{grid.rows} map {data['map']}")
                elif h in map_hexes and map_hexes[h].get("terrain") in water and not map_hexes[h].get("bridge"):
                    err(hpath, f"hex {h} is Water ({map_hexes[h]['terrain']}); no Fortification may be there (F100.3)")
            _duplicates([(join_path(join_path(fpath, "hexes"), j), h) for j, h in enumerate(hexes)], "hex", err)
            forts.append(FortificationSetup(kind, rec["count"], tuple(hexes)))

        controls = raw.get("controls", [])
        for i, n in enumerate(controls):
            cpath = join_path(join_path(spath, "controls"), i)
            if info is not None and n not in map_objectives:
                err(cpath, f"the map {data['map']} has no Objective {n}")
            elif n in controlled:
                err(cpath, f"Objective {n} is already controlled by {controlled[n]} (7.3.1)")
            else:
                controlled[n] = name

        if nation is not None and deck is not None and orders is not None:
            sides[name] = Side(
                name, nation, deck, raw["posture"], orders, raw["edge"], raw["surrender"], frozenset(zone),
                quality, raw.get("hidden_setup", False), units, radio, tuple(forts),
                tuple(sorted(reinforcements, key=lambda r: r.time)), frozenset(controls), raw.get("secret_chits", 0))

    for kind, n in sorted(fort_need.items()):
        if n > markers.fortifications.get(kind, 0):
            err("sides", f"the sides place {n} {kind} marker(s) but the marker pool has {markers.fortifications.get(kind, 0)}")

    # -- objective chits ------------------------------------------------------------------------
    objectives = data.get("objectives", {})
    open_ids = objectives.get("open", [])
    _duplicates([(join_path("objectives.open", i), c) for i, c in enumerate(open_ids)], "chit", err)
    drawn = len(open_ids) + objectives.get("random_open", 0) + sum(raw_sides[s].get("secret_chits", 0) for s in SIDES)
    if drawn > len(all_chits):
        err("objectives", f"the scenario uses {drawn} chits but there are only {len(all_chits)} (7.3.2)")

    _duplicates([(join_path(join_path("special_rules", i), "id"), r["id"]) for i, r in enumerate(data.get("special_rules", []))],
                "special rule id", err)
    from cc_desktop.rules.variants import ordered, variant_set  # here: the rules package imports this one

    recommended = data.get("variants", [])
    _duplicates([(join_path("variants", i), v) for i, v in enumerate(recommended)], "variant", err)
    try:
        variant_set(recommended)
    except ValueError as exc:
        err("variants", str(exc))
    if problems:
        return None, problems
    scenario = Scenario(
        data["id"], data["name"], data["year"], data["map"], maps / f"{data['map']}.json",
        t["start"], t["sudden_death"], t["length"], data["initiative"], data["setup_first"], data["first_turn"],
        MappingProxyType(sides), tuple(all_chits[c] for c in open_ids), objectives.get("random_open", 0),
        data.get("mine_strength", default_mine_strength(chart)), tuple(SpecialRule(r["id"], r["text"]) for r in data.get("special_rules", [])),
        data.get("description", ""), data.get("fictional", False), source, copy.deepcopy(data),
        variants=tuple(ordered(recommended)), night=data.get("night", False),
    )
    return scenario, []


def load_scenario(id_or_path: str | Path = DEFAULT_SCENARIO) -> Scenario:
    """Load ``resources/scenarios/<id>.json`` (or a path) with its nations, decks and map check;
    raises :class:`ContentError` listing every problem."""
    path = resolve(id_or_path, scenarios_dir())
    data = read_json(path)
    scenario, problems = parse_scenario(data, str(path))
    _check_file_id(data, path, problems)
    if scenario is None or problems:
        raise ContentError(str(path), problems)
    return scenario
