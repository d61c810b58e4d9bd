"""The Skirmish texts in every language the program ships (issue 17): messages, names, descriptions.

    python -m cc_desktop.skirmish.texts --english    # rewrite resources/text/en/skirmish-*.json
    python -m cc_desktop.skirmish.texts --missing    # list what el/ru/hu still lack, by file and key
    python -m cc_desktop.skirmish.texts --promote    # move "pending" translations whose code exists now

Two files per language in ``resources/text/<language>/``:

``skirmish-messages.json`` (format ``cc-desktop-skirmish-messages``): ``messages`` maps every
engine message code (``cc_desktop.skirmish.decisions.ENGLISH``, filled by each module's
``MESSAGES``) to its template, with exactly the English placeholders; ``pending`` holds
translations of codes another branch adds that are not in the sources yet (rendered, not
checked; ``--promote`` moves them to ``messages`` once the code exists with those placeholders,
and drops translations of codes the sources no longer have).

``skirmish-content.json`` (format ``cc-desktop-skirmish-content``): the words of the rules
(stats, postures, wound locations, shot types, test results, weapon kinds, terrain kinds) and the
names and descriptions of the data (skills, equipment, weapons, cover, vehicles, guns, animals,
teams, battles, maps), keyed by the data's ids.

The English files are GENERATED from the sources (:func:`english_documents`); a translation has
the same keys.  Whatever a language lacks falls back to English, key by key.  No Qt.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import re
import string
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Mapping

from cc_desktop import resources

LANGUAGES = ("en", "el", "ru", "hu")
TRANSLATIONS = ("el", "ru", "hu")
MESSAGES_FILE = "skirmish-messages.json"
CONTENT_FILE = "skirmish-content.json"
FILES = (MESSAGES_FILE, CONTENT_FILE)
MESSAGES_FORMAT = "cc-desktop-skirmish-messages"
CONTENT_FORMAT = "cc-desktop-skirmish-content"
VERSION = 1

# -- the words of the rules (English; the data files have no place for them) ---------------------
#: SK-2 / SK-0.1: the five characteristics; the letters are the book's (Ü for Agility)
STATS = {
    "A": {"letter": "A", "name": "Action points"},
    "C": {"letter": "C", "name": "Aim"},
    "U": {"letter": "Ü", "name": "Agility"},
    "E": {"letter": "E", "name": "Strength"},
    "M": {"letter": "M", "name": "Morale"},
}
#: SK-0.1 / SK-17 / SK-19: the other points of the book
POINTS = {
    "UP": {"letter": "UP", "name": "Supply points"},
    "TP": {"letter": "TP", "name": "Experience points"},
    "SZP": {"letter": "SZP", "name": "Structure points"},
}
#: SK-7.2 (types.Posture values)
POSTURES = {"standing": "standing", "crouching": "crouching", "prone": "prone"}
#: SK-18.4 (types.Location values)
LOCATIONS = {"leg": "leg", "body": "body", "arm": "arm", "head": "head"}
#: SK-6: the shots a model may fire
SHOTS = {"hip": "hip shot", "aimed": "aimed shot", "burst": "burst", "called": "called shot"}
#: SK-0.2 / SK-5.2: the outcomes of a test; SK-14.9: the driving test's
RESULTS = {"success": "success", "failure": "failure", "fumble": "fumble",
           "overturn": "overturn", "skid": "skid", "slower": "slower", "ok": "ok"}
#: a model's state after a battle (campaign)
STATUSES = {"alive": "alive", "dead": "dead", "captured": "captured", "invalided": "invalided"}
#: a vehicle's sides (SK-14.10)
VEHICLE_SIDES = {"left": "left", "right": "right"}
#: SK-5.2: where a fumbled jump puts the jumper
PLACES = {"landing": "landing", "starting": "starting"}
#: the table's edges (battles' objectives, deployment zones)
EDGES = {"north": "north", "south": "south", "east": "east", "west": "west"}
#: weapons.json "kind"
WEAPON_KINDS = {
    "pistol": "Pistol", "rifle": "Rifle", "smg": "Submachine gun", "assault_rifle": "Assault rifle",
    "lmg": "Machine gun", "melee": "Melee weapon", "thrown": "Thrown weapon",
    "rifle_grenade": "Rifle grenade", "mortar": "Mortar", "flamethrower": "Flamethrower",
}
#: maps/skirmish/*.json objects' "kind"
TERRAIN = {
    "boulder": "Boulder", "building": "Building", "bushes": "Bushes", "fence": "Fence",
    "field": "Field", "hedge": "Hedge", "log": "Log", "road": "Road", "rocks": "Rocks",
    "ruins": "Ruins", "sandbags": "Sandbags", "stone_fence": "Stone fence", "stone_wall": "Stone wall",
    "wall": "Wall", "water": "Water", "woods": "Woods",
}
#: objectives' "rank" in battles
RANKS = {"primary": "primary objective", "secondary": "secondary objective", "tertiary": "tertiary objective"}
#: SK-7.1, SK-8.2: the names the line of sight (sight.py) gives the things of a battlefield a map does
#: not name, besides the kinds of terrain objects (table.KINDS's names, added by english_content):
#: doors and windows, unnamed hills and ditches, the bare ground, a figure in the way (SK-8.3), a
#: smoke cloud (SK-15.2; its crossings' parent is "smoke")
OBJECT_NAMES = {"plank_door": "Plank door", "steel_door": "Steel door", "window": "Window", "hill": "Hill",
                "ditch": "Ditch", "ground": "Ground", "figure": "Figure", "smoke": "Smoke"}

#: message parameters whose values are words of the rules, translated when rendered
PARAM_WORDS = {"posture": ("postures",), "location": ("locations",), "part": ("locations",), "shot": ("shots",),
               "result": ("results",), "where": ("places", "locations"), "rank": ("objective_ranks",),
               "edge": ("edges",), "status": ("statuses",), "side": ("vehicle_sides",)}
#: message parameters holding an English name from the data, shown by the name in the language
PARAM_ENGLISH_NAMES = {"name": ("cover",), "cover_name": ("cover",), "weapon": ("weapons",),
                       "item": ("weapons", "equipment")}
#: message parameters listing characteristics with points ("-1 C, -2 Ü"): the letters are localised
PARAM_STAT_LISTS = ("parts", "lost", "changes")
#: message parameters holding a list (sight.py's explanation): (the content section of its words,
#: or None for a list of messages; the template joining the items but the last, the one joining
#: the last): "torso, left arm and legs"; "head seen; legs blocked by ..."
PARAM_LISTS = {"body": ("body_parts", "sight.comma", "sight.and"), "objects": (None, "sight.comma", "sight.comma"),
               "phrases": (None, "sight.then", "sight.then"), "covers": (None, "sight.then", "sight.then")}
#: sight.py's names of a thing made of another's: a building's walls and roof, a ditch's bank
#: (the message codes whose templates word them; the English template is how the name was made)
COMPOSED_NAMES = ("sight.building_wall", "sight.building_roof", "sight.bank")
#: message parameters whose values are data ids, shown by name when rendered
PARAM_NAMES = {"item": ("weapons", "equipment"), "old": ("weapons", "equipment"),
               "other_item": ("weapons", "equipment")}


class TextError(Exception):
    """A Skirmish text file is not what the program needs (the message says which and why)."""


# ----------------------------------------------------------------------------------------------
# The sources: what the English files hold
# ----------------------------------------------------------------------------------------------
def _root() -> Path:
    return resources.ROOT


def english_templates() -> dict[str, str]:
    """Every Skirmish message template: each module of the package adds its ``MESSAGES``."""
    import cc_desktop.skirmish as package
    for info in pkgutil.iter_modules(package.__path__):
        if info.name != "texts":
            importlib.import_module(f"{package.__name__}.{info.name}")
    from cc_desktop.skirmish.decisions import ENGLISH
    return dict(sorted(ENGLISH.templates.items()))


def _load(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TextError(f"{path}: {exc}") from exc


def _nonempty(d: Mapping[str, Any]) -> dict:
    return {k: v for k, v in d.items() if v not in ("", None, {}, [])}


def body_parts() -> dict[str, str]:
    """SK-7.1: the parts of a figure's body the line of sight looks for (sight.BODY_POINTS), by id
    (the id is the English word: "left arm")."""
    from cc_desktop.skirmish.sight import BODY_POINTS
    return {part: part for points in BODY_POINTS.values() for part, _, _ in points}


def object_names() -> dict[str, str]:
    """The names sight gives the things of a battlefield a map does not name: each kind of terrain
    object's (table.KINDS) and :data:`OBJECT_NAMES`."""
    from cc_desktop.skirmish.table import KINDS
    return {**{kind: props["name"] for kind, props in KINDS.items()}, **OBJECT_NAMES}


def english_content(root: Path | None = None) -> dict[str, Any]:
    """Every name and description of the Skirmish data, keyed by ids as the translations are."""
    root = root or _root()
    data = root / "resources" / "skirmish"
    out: dict[str, Any] = {
        "stats": STATS, "points": POINTS, "postures": POSTURES, "locations": LOCATIONS,
        "shots": SHOTS, "results": RESULTS, "places": PLACES, "edges": EDGES, "statuses": STATUSES,
        "vehicle_sides": VEHICLE_SIDES, "weapon_kinds": WEAPON_KINDS, "terrain": TERRAIN,
        "objective_ranks": RANKS, "body_parts": body_parts(), "object_names": object_names(),
    }
    skills = _load(data / "skills.json")["skills"]
    out["skills"] = {s["id"]: _nonempty({"name": s["name"], "limits": s.get("limits", ""),
                                         "effect": s.get("effect", "")}) for s in skills}
    equipment = _load(data / "equipment.json")["equipment"]
    out["equipment"] = {e["id"]: _nonempty({"name": e["name"], "effect": e.get("effect", "")}) for e in equipment}
    out["weapons"] = {w["id"]: w["name"] for w in _load(data / "weapons.json")["weapons"]}
    out["cover"] = {c["id"]: c["name"] for c in _load(data / "cover.json")["cover"]}
    out["stat_lines"] = {k: v["name"] for k, v in _load(data / "stats.json")["lines"].items()}
    out["vehicles"] = {v["id"]: _nonempty({"name": v["name"], "running_gear": v.get("running_gear", ""),
                                           "parts": {e["id"]: e["name"] for e in v.get("elements") or ()}})
                       for v in _load(data / "vehicles.json")["vehicles"]}
    out["guns"] = {g["id"]: g["name"] for g in _load(data / "guns.json")["guns"]}
    out["animals"] = {a["id"]: a["name"] for a in _load(data / "animals.json")["animals"]}
    out["teams"] = {t["id"]: _nonempty({"name": t["name"], "description": t.get("description", ""),
                                        "roles": {m["id"]: m["role"] for m in t.get("models") or () if m.get("role")}})
                    for t in _load(data / "teams.json")["teams"]}
    battles = {}
    for path in sorted((data / "battles").glob("*.json")):
        b = _load(path)
        battles[b["id"]] = _nonempty({
            "title": b.get("title", ""), "briefing": b.get("briefing", ""),
            "sides": {s["id"]: s["name"] for s in b.get("sides") or ()},
            "objectives": {o["id"]: o["text"] for s in b.get("sides") or () for o in s.get("objectives") or ()
                           if o.get("text")},
            "models": {m["id"]: m["name"] for s in b.get("sides") or () for m in s.get("models") or ()
                       if m.get("name")},
            "animals": {a["id"]: a["name"] for s in b.get("sides") or () for a in s.get("animals") or ()
                        if a.get("name")},
        })
    out["battles"] = battles
    maps = {}
    for path in sorted((root / "maps" / "skirmish").glob("*.json")):
        m = _load(path)
        maps[m["id"]] = _nonempty({
            "name": m.get("name", ""), "description": m.get("description", ""),
            "areas": {o["id"]: o["name"] for key in ("ground", "objects") for o in m.get(key) or () if o.get("name")},
            "deployment": {k: z["name"] for k, z in (m.get("deployment") or {}).items() if z.get("name")},
        })
    out["maps"] = maps
    return out


def english_documents(root: Path | None = None) -> dict[str, dict]:
    """The two English files as they must be (file name -> document)."""
    return {
        MESSAGES_FILE: {"format": MESSAGES_FORMAT, "version": VERSION, "language": "en",
                        "description": "Skirmish engine messages (code -> template), generated by "
                                       "python -m cc_desktop.skirmish.texts --english; do not edit.",
                        "messages": english_templates()},
        CONTENT_FILE: {"format": CONTENT_FORMAT, "version": VERSION, "language": "en",
                       "description": "Skirmish names and descriptions, generated from resources/skirmish and "
                                      "maps/skirmish by python -m cc_desktop.skirmish.texts --english; do not edit.",
                       **english_content(root)},
    }


def dump(doc: Mapping[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


# ----------------------------------------------------------------------------------------------
# Reading a language
# ----------------------------------------------------------------------------------------------
def text_path(language: str, name: str, folder: Path | None = None) -> Path:
    return (folder or resources.TEXTS) / language / name


@lru_cache(maxsize=16)
def document(language: str, name: str) -> dict:
    """One file of a language ({} when it does not exist)."""
    path = text_path(language, name)
    if not path.is_file():
        return {}
    return _load(path)


def reload() -> None:
    """Forget the files read (after they were rewritten)."""
    document.cache_clear()
    object_name.cache_clear()


def _lookup(doc: Mapping[str, Any], keys: tuple[str, ...]) -> Any:
    node: Any = doc
    for k in keys:
        if not isinstance(node, Mapping) or k not in node:
            return None
        node = node[k]
    return node


def lookup(language: str, *keys: str, file: str = CONTENT_FILE) -> Any:
    """The value at ``keys`` in ``language``'s file, else the English one, else None."""
    for lang in (language, "en") if language != "en" else ("en",):
        value = _lookup(document(lang, file), keys)
        if value not in (None, ""):
            return value
    return None


def _text(language: str, *keys: str, default: str = "") -> str:
    value = lookup(language, *keys)
    return value if isinstance(value, str) else default


def _fields(language: str, section: str, ident: str, fields: tuple[str, ...]) -> dict[str, str]:
    out = {f: _text(language, section, ident, f) for f in fields}
    if not out.get("name") and "name" in fields:
        out["name"] = ident
    return out


# -- templates ------------------------------------------------------------------------------------
def _english_live() -> Mapping[str, str]:
    from cc_desktop.skirmish.decisions import ENGLISH
    return ENGLISH.templates


def templates(code: str, language: str) -> list[str]:
    """The candidate templates of ``code``, best first: ``language``'s ``messages`` then its
    ``pending`` entry, then the English of the engine, then the English file."""
    out: list[str] = []
    if language != "en":
        doc = document(language, MESSAGES_FILE)
        out += [v for v in (_lookup(doc, ("messages", code)), _lookup(doc, ("pending", code)))
                if isinstance(v, str) and v]
    out += [v for v in (_english_live().get(code), _lookup(document("en", MESSAGES_FILE), ("messages", code)))
            if isinstance(v, str) and v]
    return out


def template(code: str, language: str) -> str | None:
    """The template of ``code`` in ``language`` (its ``pending`` section too), else English."""
    found = templates(code, language)
    return found[0] if found else None


def placeholders(text: str) -> list[str]:
    """The placeholder names of a template, in order (``{model}`` -> ``model``, ``{value!r}`` -> ``value``)."""
    return [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]


def _is_message(value: Any) -> bool:
    return hasattr(value, "code") and hasattr(value, "params") and hasattr(value, "rule")


def messages_in(message: Any):
    """``message`` and every message inside its params, depth first: a nested step, or each part
    of a param that is several messages (``explain.Parts``), as :func:`render` shows them."""
    yield message
    params = message.params
    for _, value in (params.items() if isinstance(params, Mapping) else params):
        if _is_message(value):
            yield from messages_in(value)
        elif isinstance(value, (tuple, list)) and value and all(_is_message(v) for v in value):
            for part in value:
                yield from messages_in(part)


def _by_english_name(section: str, name: str) -> str | None:
    """The id whose English name (in ``section``) is ``name``."""
    for ident, value in (_lookup(document("en", CONTENT_FILE), (section,)) or {}).items():
        english = value.get("name") if isinstance(value, Mapping) else value
        if english == name:
            return ident
    return None


def _param(name: str, value: Any, language: str, params: Mapping[str, Any] | None = None) -> Any:
    """A param's value as ``language`` shows it (``params``: the message's others, which say which
    object an ``object`` names)."""
    if name in PARAM_LISTS and isinstance(value, (tuple, list)) and value:
        section, mid, last = PARAM_LISTS[name]
        items = [render(v, language) if _is_message(v) else
                 (_text(language, section, v) or v if section and isinstance(v, str) else v) for v in value]
        return _joined(items, mid, last, language)
    if name == "object" and isinstance(value, str):  # a thing on a battlefield (sight.py), by its English name
        params = params or {}
        return object_name(value, params.get("id"), params.get("parent"), language)
    if name == "cover_id" and isinstance(value, str) and language != "en":  # a cover type's id (SK-8.3)
        return _text(language, "cover", value) or _text(language, "object_names", value) or value
    if _is_message(value):  # a step or message inside a message: in the same language
        return render(value, language)
    if isinstance(value, (tuple, list)) and value and all(_is_message(v) for v in value):
        # explain.Parts (a shot's modifiers): each part in the language, after a space
        return "".join(" " + render(v, language) for v in value)
    if not isinstance(value, str):
        return value
    if name == "stat" and (value in STATS or value == "Ü"):  # a characteristic's letter
        return stat(value, language)["letter"]
    if name in PARAM_STAT_LISTS:  # "-1 C, -2 Ü" / "U 3 -> 2"
        return re.sub(r"(?<![\w])(A|C|U|Ü|E|M)(?![\w])", lambda m: stat(m.group(1), language)["letter"], value)
    if name == "locations":  # "leg, head"
        return ", ".join(_text(language, "locations", part) or part for part in value.split(", "))
    for section in PARAM_WORDS.get(name, ()):
        word = _text(language, section, value)
        if word:
            return word
    for section in PARAM_NAMES.get(name, ()):
        word = _text(language, section, value) or _text(language, section, value, "name")
        if word:
            return word
    if name == "element":  # a vehicle part's id (the same id names the same part in every vehicle)
        for vehicle_id in _lookup(document("en", CONTENT_FILE), ("vehicles",)) or {}:
            word = _text(language, "vehicles", vehicle_id, "parts", value)
            if word:
                return word
    for section in PARAM_ENGLISH_NAMES.get(name, ()):
        ident = _by_english_name(section, value)
        if ident:
            return _text(language, section, ident) or _text(language, section, ident, "name") or value
    return value


def _joined(items: list, mid: str, last: str, language: str) -> str:
    """Items joined by the templates ``mid`` (all but the last) and ``last`` ("{first} and {next}")."""
    out = items[0]
    for k in range(1, len(items)):
        out = render(("", last if k == len(items) - 1 else mid, {"first": out, "next": items[k]}), language)
    return out


def _parts(message: Any) -> tuple[str, str, dict[str, Any]]:
    if _is_message(message):  # SkMessage, explain.Step (rule, kind, code, params, ...)
        params = message.params
        return str(message.rule or ""), str(message.code), dict(
            params.items() if isinstance(params, Mapping) else params)
    if isinstance(message, Mapping):
        return str(message.get("rule", "")), str(message["code"]), dict(message.get("params") or {})
    rule, code, params = message[0], message[1], (message[2] if len(message) > 2 else ())
    return str(rule or ""), str(code), dict(params.items() if isinstance(params, Mapping) else params)


def render(message: Any, language: str = "en", with_rule: bool = False) -> str:
    """An engine message ``(rule, code, params)`` (an ``SkMessage``, an ``explain.Step`` with a code,
    a plain tuple or its JSON) in
    ``language``: that language's template, else the English one (also when a translation does
    not fit the params: a stale translation never shows a half-filled sentence); parameters that
    are words of the rules (posture, location, shot, result) or item ids are shown in that
    language too."""
    rule, code, params = _parts(message)
    values = {k: _param(k, v, language, params) for k, v in params.items()}
    body = None
    candidates = templates(code, language)
    for text in candidates:
        try:
            body = text.format(**values)
            break
        except (KeyError, IndexError, ValueError):
            continue
    if body is None:
        body = candidates[-1] if candidates else (
            code + (" " + ", ".join(f"{k}={v}" for k, v in sorted(values.items())) if values else ""))
    return f"{rule}: {body}" if with_rule and rule else body


# -- names and descriptions ----------------------------------------------------------------------
def skill(ident: str, language: str = "en") -> dict[str, str]:
    """{"name", "limits", "effect"} of a skill (skills.json) in ``language``."""
    return _fields(language, "skills", ident, ("name", "limits", "effect"))


def equipment(ident: str, language: str = "en") -> dict[str, str]:
    """{"name", "effect"} of a piece of equipment (equipment.json)."""
    return _fields(language, "equipment", ident, ("name", "effect"))


def weapon(ident: str, language: str = "en") -> str:
    """The name of a weapon (weapons.json)."""
    return _text(language, "weapons", ident, default=ident)


def weapon_kind(kind: str, language: str = "en") -> str:
    """The name of a kind of weapon (weapons.json "kind": rifle, smg, ...)."""
    return _text(language, "weapon_kinds", kind, default=kind)


def cover(ident: str, language: str = "en") -> str:
    """The name of a cover type (cover.json, SK-8.3)."""
    return _text(language, "cover", ident, default=ident)


def terrain(kind: str, language: str = "en") -> str:
    """The name of a kind of terrain object (maps/skirmish objects' "kind")."""
    return _text(language, "terrain", kind, default=kind)


def battle(ident: str, language: str = "en") -> dict[str, Any]:
    """{"title", "briefing", "sides": {id: name}, "objectives": {id: text}, "models": {id: name},
    "animals": {id: name}} (an animal the battle names itself, SK-16)."""
    out: dict[str, Any] = {"title": _text(language, "battles", ident, "title", default=ident),
                           "briefing": _text(language, "battles", ident, "briefing")}
    for section in ("sides", "objectives", "models", "animals"):
        english = _lookup(document("en", CONTENT_FILE), ("battles", ident, section)) or {}
        out[section] = {k: _text(language, "battles", ident, section, k, default=v) for k, v in english.items()}
    return out


def objective(battle_id: str, objective_id: str, language: str = "en") -> str:
    return _text(language, "battles", battle_id, "objectives", objective_id, default=objective_id)


def map_name(ident: str, language: str = "en") -> str:
    """The name of a Skirmish battlefield (maps/skirmish)."""
    return _text(language, "maps", ident, "name", default=ident)


def map_description(ident: str, language: str = "en") -> str:
    return _text(language, "maps", ident, "description")


@lru_cache(maxsize=4096)
def object_name(name: str, object_id: str | None = None, parent: str | None = None, language: str = "en") -> str:
    """The name in ``language`` of a thing the line of sight names (SK-7.1, SK-8.2; sight.py's
    ``Crossing``): ``name`` as the engine gives it in English, ``object_id`` and ``parent`` its ids.
    An object or ground area a battlefield names (by its id or its parent's, on whichever shipped
    map names it so: "Inn", "Long hill"); a name made of one (a building's walls and roof, a
    ditch's bank: :data:`COMPOSED_NAMES`); a name the engine gives (:func:`object_names`: a kind
    of terrain, a door, the ground, a figure, a smoke cloud); else the name as given (a figure
    named by its model)."""
    if language == "en" or not name:
        return name
    found = _named(name, (parent, object_id), language)
    if found is not None:
        return found
    for code in COMPOSED_NAMES:  # "Inn wall", "Building roof", "Bank of Ditch"
        english = template(code, "en") or ""
        (head, field, _, _), *tail = list(string.Formatter().parse(english)) or [("", None, "", "")]
        foot = tail[0][0] if tail else ""
        if field and name.startswith(head) and name.endswith(foot) and len(name) > len(head) + len(foot):
            base = _named(name[len(head):len(name) - len(foot)], (parent, object_id), language)
            if base is not None:
                return render(("", code, {field: base}), language)
    if parent == "smoke":  # a smoke cloud (SK-15.2), whatever the engine calls it
        return _text(language, "object_names", "smoke") or name
    return name


def _named(name: str, idents: tuple, language: str) -> str | None:
    """``name`` in ``language`` if a shipped map names one of ``idents`` so, or it is a name the
    engine gives (:func:`object_names`)."""
    for map_id, english in (_lookup(document("en", CONTENT_FILE), ("maps",)) or {}).items():
        areas = english.get("areas") or {}
        for ident in idents:
            if ident and areas.get(ident) == name:
                return _text(language, "maps", map_id, "areas", ident) or name
    ident = _by_english_name("object_names", name)
    return (_text(language, "object_names", ident) or name) if ident else None


def area(map_id: str, area_id: str, language: str = "en") -> str:
    """The name of one object or ground area of a battlefield (e.g. "Wheat field")."""
    return _text(language, "maps", map_id, "areas", area_id, default=area_id)


def deployment(map_id: str, zone: str, language: str = "en") -> str:
    """The name of a deployment zone of a battlefield (side_a / side_b)."""
    return _text(language, "maps", map_id, "deployment", zone, default=zone)


def team(ident: str, language: str = "en") -> dict[str, Any]:
    """{"name", "description", "roles": {model id: role}} of a preset team (teams.json)."""
    english = _lookup(document("en", CONTENT_FILE), ("teams", ident, "roles")) or {}
    return {"name": _text(language, "teams", ident, "name", default=ident),
            "description": _text(language, "teams", ident, "description"),
            "roles": {k: _text(language, "teams", ident, "roles", k, default=v) for k, v in english.items()}}


def vehicle(ident: str, language: str = "en") -> str:
    return _text(language, "vehicles", ident, "name", default=ident)


def vehicle_part(vehicle_id: str, part: str, language: str = "en") -> str:
    return _text(language, "vehicles", vehicle_id, "parts", part, default=part)


def gun(ident: str, language: str = "en") -> str:
    return _text(language, "guns", ident, default=ident)


def animal(ident: str, language: str = "en") -> str:
    return _text(language, "animals", ident, default=ident)


def stat(key: str, language: str = "en") -> dict[str, str]:
    """{"letter", "name"} of a characteristic: A, C, U (Ü), E, M (also "Ü"); or UP, TP, SZP."""
    key = "U" if key == "Ü" else key
    section = "stats" if key in STATS else "points"
    return {"letter": _text(language, section, key, "letter", default=key),
            "name": _text(language, section, key, "name", default=key)}


def posture(value: str, language: str = "en") -> str:
    return _text(language, "postures", str(getattr(value, "value", value)), default=str(value))


def location(value: str, language: str = "en") -> str:
    return _text(language, "locations", str(getattr(value, "value", value)), default=str(value))


def stat_line(ident: str, language: str = "en") -> str:
    return _text(language, "stat_lines", ident, default=ident)


# ----------------------------------------------------------------------------------------------
# Checking a translation
# ----------------------------------------------------------------------------------------------
def leaves(node: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    """(key path, text) of every text in a document."""
    if isinstance(node, Mapping):
        for k, v in node.items():
            yield from leaves(v, path + (str(k),))
    elif isinstance(node, str):
        yield path, node


HEADER = ("format", "version", "language", "description")


def missing(language: str, english: Mapping[str, dict] | None = None, folder: Path | None = None) -> list[str]:
    """``file: key.path`` of every English text ``language`` lacks (the ``pending`` section and
    the header do not count)."""
    english = english if english is not None else english_documents()
    out = []
    for name, doc in english.items():
        path = text_path(language, name, folder)
        have = _load(path) if path.is_file() else {}
        for keys, _ in leaves({k: v for k, v in doc.items() if k not in HEADER}):
            value = _lookup(have, keys)
            if not isinstance(value, str) or not value.strip():
                out.append(f"{language}/{name}: {'.'.join(keys)}")
    return out


def fits(translation: str, english: str) -> bool:
    """A translation uses exactly the English placeholders (each as often)."""
    return sorted(placeholders(translation)) == sorted(placeholders(english))


def promote(language: str, folder: Path | None = None) -> tuple[list[str], list[str]]:
    """Bring ``language``'s messages in line with the sources after a merge: a ``pending``
    translation whose code exists now, with the English placeholders, goes to ``messages``
    (replacing the old one); a code the sources no longer have leaves ``messages``.
    Returns (promoted, dropped)."""
    path = text_path(language, MESSAGES_FILE, folder)
    doc = _load(path)
    known = english_templates()
    pending = doc.get("pending") or {}
    moved = [code for code, text in pending.items() if code in known and fits(text, known[code])]
    messages = doc.get("messages") or {}
    for code in moved:
        messages[code] = pending.pop(code)
    dropped = [code for code in messages if code not in known]
    for code in dropped:
        del messages[code]
    doc["messages"] = dict(sorted(messages.items()))
    doc["pending"] = dict(sorted(pending.items()))
    path.write_text(dump(doc), encoding="utf-8")
    return moved, dropped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cc_desktop.skirmish.texts", description=__doc__.split("\n\n")[0])
    parser.add_argument("--english", action="store_true", help="rewrite the English files from the sources")
    parser.add_argument("--missing", action="store_true", help="list the texts el/ru/hu lack")
    parser.add_argument("--promote", action="store_true", help="move pending translations of existing codes")
    args = parser.parse_args(argv)
    if args.english:
        for name, doc in english_documents().items():
            path = text_path("en", name)
            path.write_text(dump(doc), encoding="utf-8")
            print(f"{path}: {sum(1 for _ in leaves(doc))} texts")
    if args.promote:
        for lang in TRANSLATIONS:
            moved, dropped = promote(lang)
            print(f"{lang}: promoted {', '.join(moved) or 'nothing'}; dropped {', '.join(dropped) or 'nothing'}")
    if args.missing or not (args.english or args.promote):
        lacking = [line for lang in TRANSLATIONS for line in missing(lang)]
        print("\n".join(lacking) or "every Skirmish text is translated")
        return 1 if lacking else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
