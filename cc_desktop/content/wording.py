"""The words of the content files in a language: scenarios, nations, maps and the random battle
generator (``resources/text/<language>/``), with English from the content files themselves.

* ``scenarios.json`` - every scenario's name, description (the briefing) and special rules, by
  scenario id (:func:`scenario_text`).
* ``nations.json`` - every nation's name, adjective and description, and the names of its units,
  Weapons and Radios (and, optionally, of its Support Table items), by id (:func:`nation_text`,
  :func:`piece_text`).
* ``maps.json`` (optional) - every map's name, description and the labels of its four edges
  (:func:`map_text`, :func:`edge_text`).
* ``generator.json`` - the random battle generator's words: the battle's name, its special
  rule and the briefing, put together from per-nation forms for each role (patrols, attackers,
  the position attacked, the defenders) so that every language keeps its own grammar
  (:func:`generator_text`, :func:`briefing`).  English has its own file
  (``resources/text/en/generator.json``), from which the generator writes its documents.
* ``grammar.json`` (optional) - grammatical gender and case forms of names by id, for the
  messages that need them (:func:`grammar_entry`; used by ``cc_desktop.ui.grammar``).

English is the content file's own text (a scenario's ``name``, a unit's ``name``...); a
translation gives what it has, and every item it lacks is shown in English
(:func:`missing_texts` lists those items, for ``cc-desktop check-content``).  A translation file
that is broken is reported by the check; the lookups (:mod:`cc_desktop.textlookup`, shared with the
window) then use what of it can be read.  No Qt here.
"""

from __future__ import annotations

import string
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from cc_desktop import resources, textlookup
from cc_desktop.board.mapfile import Problem
from cc_desktop.content import texts as _texts
from cc_desktop.content.errors import ContentError, read_json, schema_problems

DEFAULT_LANGUAGE = _texts.DEFAULT_LANGUAGE

#: file name -> (schema name, format)
FILES: Mapping[str, tuple[str, str]] = {
    "scenarios.json": ("scenariotext", "cc-desktop-scenariotext"),
    "nations.json": ("nationtext", "cc-desktop-nationtext"),
    "maps.json": ("maptext", "cc-desktop-maptext"),
    "generator.json": ("generatortext", "cc-desktop-generatortext"),
    "grammar.json": ("grammar", "cc-desktop-grammar"),
}
NATION_SECTIONS = ("units", "weapons", "radios", "support")
EDGES = ("top", "right", "bottom", "left")
#: the generator's sentences and the role forms a nation needs in them
GENERATOR_TEXTS = ("name", "special_rule", "recon", "attack")
GENERATOR_ROLES = ("patrols", "attackers", "position", "defenders")
GENERATOR_PLACEHOLDERS: Mapping[str, frozenset[str]] = {
    "name": frozenset({"seed"}), "special_rule": frozenset({"seed"}),
    "recon": frozenset({"year", "map", "axis", "allies"}),
    "attack": frozenset({"year", "map", "attackers", "position", "defenders"}),
}
#: grammatical genders (m, f, n: singular; p: a plural name) and the case forms ``grammar.json``
#: may give (Russian: nom gen dat acc ins prep; Greek: nom gen acc; Hungarian: any suffix name)
GENDERS = ("m", "f", "n", "p")


def texts_dir() -> Path:
    return _texts.texts_dir()


# ----------------------------------------------------------------------------------------------
# Reading and checking one file
# ----------------------------------------------------------------------------------------------
def _placeholders(text: str) -> set[str]:
    try:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def parse_wording(name: str, data: Any, source: str | None = None, language: str | None = None) -> dict[str, Any]:
    """Check one of :data:`FILES` (its schema, its language and, for the generator's sentences,
    the placeholders) and return the document; raises :class:`ContentError`."""
    source = source or name
    schema, _fmt = FILES[name]
    problems = schema_problems(schema, data)
    if not problems:
        if language is not None and data["language"] != language:
            problems.append(Problem("language", f"says {data['language']!r}, but the file is the {language!r} text"))
        if name == "generator.json":
            for key, want in GENERATOR_PLACEHOLDERS.items():
                if key in data and _placeholders(data[key]) != set(want):
                    problems.append(Problem(key, "must use exactly the placeholders "
                                            + ", ".join("{" + p + "}" for p in sorted(want))))
    if problems:
        raise ContentError(source, problems)
    return data


@lru_cache(maxsize=None)
def wording(name: str, language: str = DEFAULT_LANGUAGE) -> Mapping[str, Any]:
    """The document ``resources/text/<language>/<name>`` checked; {} if the language has none.
    Raises :class:`ContentError` if it is broken."""
    path = texts_dir() / language / name
    if not path.is_file():
        return {}
    return parse_wording(name, read_json(path), str(path), language)


def _lookup(name: str, language: str, keys: tuple[str, ...]) -> str | None:
    """The translated text at ``keys`` (:mod:`cc_desktop.textlookup`: the same lookup as the
    window's); None for English, a missing file or item, or a value that is not a text."""
    if not language or language == DEFAULT_LANGUAGE:
        return None
    return textlookup.lookup(texts_dir(), language, name, *keys)


# ----------------------------------------------------------------------------------------------
# Scenarios, nations, maps
# ----------------------------------------------------------------------------------------------
def scenario_text(scenario_id: str, field: str, english: str, language: str = DEFAULT_LANGUAGE) -> str:
    """A scenario's ``name`` or ``description`` in ``language``, else ``english`` (the
    scenario file's own text)."""
    return _lookup("scenarios.json", language, ("scenarios", scenario_id, field)) or english


def special_rule_text(scenario_id: str, rule_id: str, english: str, language: str = DEFAULT_LANGUAGE) -> str:
    return _lookup("scenarios.json", language, ("scenarios", scenario_id, "special_rules", rule_id)) or english


def nation_text(nation_id: str, field: str, english: str, language: str = DEFAULT_LANGUAGE) -> str:
    """A nation's ``name``, ``adjective`` or ``description`` in ``language``, else ``english``."""
    return _lookup("nations.json", language, ("nations", nation_id, field)) or english


def piece_text(nation_id: str, section: str, ident: str, english: str, language: str = DEFAULT_LANGUAGE) -> str:
    """The name of a unit, Weapon, Radio or Support Table item (``section``: ``units``,
    ``weapons``, ``radios``, ``support``) of a nation in ``language``, else ``english``."""
    return _lookup("nations.json", language, ("nations", nation_id, section, ident)) or english


def map_text(map_id: str, field: str, english: str, language: str = DEFAULT_LANGUAGE) -> str:
    """A map's ``name`` or ``description`` in ``language``, else ``english``."""
    return _lookup("maps.json", language, ("maps", map_id, field)) or english


def edge_text(map_id: str, edge: str, english: str, language: str = DEFAULT_LANGUAGE) -> str:
    """The label of a map edge (top, right, bottom, left) in ``language``, else ``english``."""
    return _lookup("maps.json", language, ("maps", map_id, "edges", edge)) or english


def grammar_entry(ident: str, language: str) -> Mapping[str, Any] | None:
    """The gender and case forms ``grammar.json`` gives for ``ident`` (a unit, Weapon or Radio
    type id, ``side.axis``, ``fortification.wire``...), or None."""
    if not language or language == DEFAULT_LANGUAGE:
        return None
    return textlookup.entry(texts_dir(), language, "grammar.json", "forms", ident)


# ----------------------------------------------------------------------------------------------
# The random battle generator's words
# ----------------------------------------------------------------------------------------------
def generator_text(key: str, language: str = DEFAULT_LANGUAGE) -> str:
    """One of :data:`GENERATOR_TEXTS` in ``language``, else English (``en/generator.json``)."""
    found = _lookup("generator.json", language, (key,))
    return found or wording("generator.json", DEFAULT_LANGUAGE)[key]


def generator_role(nation_id: str, role: str, language: str = DEFAULT_LANGUAGE, adjective: str = "") -> str:
    """A nation's form for ``role`` (:data:`GENERATOR_ROLES`) in the briefing: from the
    language's file, else the English file, else made from the English ``adjective`` (a nation
    of one's own)."""
    found = _lookup("generator.json", language, ("nations", nation_id, role))
    if found:
        return found
    found = textlookup.dig(wording("generator.json", DEFAULT_LANGUAGE), ("nations", nation_id, role))
    if isinstance(found, str):
        return found
    article = "an" if adjective[:1].upper() in "AEIOU" else "a"
    return {"patrols": adjective, "attackers": f"{adjective} troops", "position": f"{article} {adjective} position",
            "defenders": f"the {adjective} defenders"}[role]


def briefing(axis: tuple[str, str], allies: tuple[str, str], postures: Mapping[str, str], year: int,
             map_name: str, language: str = DEFAULT_LANGUAGE) -> str:
    """A random battle's briefing: ``axis`` and ``allies`` are (nation id, English adjective),
    ``postures`` by side, ``map_name`` already in ``language``."""
    nations = {"axis": axis, "allies": allies}

    def role(side: str, what: str) -> str:
        return generator_role(nations[side][0], what, language, nations[side][1])

    if postures.get("axis") == "recon":
        return generator_text("recon", language).format(year=year, map=map_name, axis=role("axis", "patrols"),
                                                        allies=role("allies", "patrols"))
    attacker = "axis" if postures.get("axis") == "attacker" else "allies"
    defender = "allies" if attacker == "axis" else "axis"
    return generator_text("attack", language).format(
        year=year, map=map_name, attackers=role(attacker, "attackers"), position=role(defender, "position"),
        defenders=role(defender, "defenders"))


RANDOM_RULE = "random"


def is_generated(scenario) -> bool:
    """Whether ``scenario`` (a model Scenario) was made by the random battle generator: its
    special rule ``random`` says so."""
    return any(r.id == RANDOM_RULE for r in getattr(scenario, "special_rules", ()))


def generated_seed(scenario) -> str | None:
    """The seed of a generated scenario, from its id (``random-<seed>``) or its name."""
    ident = str(getattr(scenario, "id", ""))
    if ident.startswith("random-") and ident[len("random-"):].lstrip("-").isdigit():
        return ident[len("random-"):]
    tail = str(getattr(scenario, "name", "")).rsplit(" ", 1)[-1]
    return tail if tail.lstrip("-").isdigit() else None


# ----------------------------------------------------------------------------------------------
# What a language lacks (cc-desktop check-content)
# ----------------------------------------------------------------------------------------------
def _english_scenarios() -> dict[str, dict[str, Any]]:
    from cc_desktop.content.loader import bundled_scenarios

    out = {}
    for path in bundled_scenarios():
        try:
            doc = read_json(path)
        except ContentError:
            continue
        if isinstance(doc, dict) and not doc.get("for_tests") and isinstance(doc.get("id"), str):
            out[doc["id"]] = doc
    return out


def _english_nations() -> dict[str, dict[str, Any]]:
    from cc_desktop.content.loader import bundled_nations

    out = {}
    for path in bundled_nations():
        try:
            doc = read_json(path)
        except ContentError:
            continue
        if isinstance(doc, dict) and isinstance(doc.get("id"), str):
            out[doc["id"]] = doc
    return out


def _english_maps() -> dict[str, dict[str, Any]]:
    out = {}
    for path in resources.bundled_maps():
        try:
            doc = read_json(path)
        except ContentError:
            continue
        if isinstance(doc, dict):
            out[path.stem] = doc
    return out


def english_items() -> dict[str, list[tuple[str, ...]]]:
    """Every shipped text a translation should give, by file: the key paths of
    ``scenarios.json``, ``nations.json``, ``maps.json`` and ``generator.json`` (English from
    the content files and ``en/generator.json``)."""
    items: dict[str, list[tuple[str, ...]]] = {name: [] for name in ("scenarios.json", "nations.json", "maps.json",
                                                                     "generator.json")}
    for sid, doc in _english_scenarios().items():
        for f in ("name", "description"):
            if doc.get(f):
                items["scenarios.json"].append(("scenarios", sid, f))
        for rule in doc.get("special_rules") or ():
            if isinstance(rule, dict) and rule.get("id") and rule.get("text"):
                items["scenarios.json"].append(("scenarios", sid, "special_rules", rule["id"]))
    for nid, doc in _english_nations().items():
        for f in ("name", "adjective", "description"):
            if doc.get(f):
                items["nations.json"].append(("nations", nid, f))
        for section in ("units", "weapons", "radios"):
            for item in doc.get(section) or ():
                if isinstance(item, dict) and item.get("id"):
                    items["nations.json"].append(("nations", nid, section, item["id"]))
        for column in doc.get("support") or ():
            for entry in (column or {}).get("entries") or ():
                if isinstance(entry, dict) and entry.get("id"):
                    items["nations.json"].append(("nations", nid, "support", entry["id"]))
    for mid, doc in _english_maps().items():
        for f in ("name", "description"):
            if doc.get(f):
                items["maps.json"].append(("maps", mid, f))
        for edge in (doc.get("edges") or {}):
            items["maps.json"].append(("maps", mid, "edges", edge))
    english = wording("generator.json", DEFAULT_LANGUAGE)
    items["generator.json"] += [(k,) for k in GENERATOR_TEXTS if k in english]
    for nid in sorted(english.get("nations", {})):
        items["generator.json"] += [("nations", nid, r) for r in GENERATOR_ROLES]
    return items


def missing_texts(language: str) -> list[str]:
    """Every shipped item that ``language`` shows in English, as ``file: key.path`` lines: the
    card, rule and terrain texts, the scenarios, nations, maps and the generator's words (a
    broken file: every item of it).  Empty when the language is complete."""
    out: list[str] = []
    folder = texts_dir() / language

    def load(fn, *args):
        try:
            return fn(*args)
        except ContentError:
            return None

    # cards: all or nothing (the schema wants every card)
    if load(_texts.card_texts, language) is None:
        out.append("cards.json: (missing or broken)")
    english_rules = _texts.rule_texts(DEFAULT_LANGUAGE)
    own_rules = load(_texts.rule_texts, language) if any(folder.glob("rules-*.json")) else None
    out += [f"rules-*.json: rules.{r}" for r in english_rules if not own_rules or r not in own_rules]
    own_terrain = load(_texts.terrain_texts, language) if (folder / "terrain.json").is_file() else None
    for section, ids in _texts.terrain_chart_ids().items():
        out += [f"terrain.json: {section}.{i}" for i in ids if not own_terrain or i not in own_terrain.get(section, {})]
    for name, keys in english_items().items():
        doc = load(wording, name, language) or {}
        for key in keys:
            found = textlookup.dig(doc, key)
            if not (isinstance(found, str) and found.strip()):
                out.append(f"{name}: {'.'.join(key)}")
    return out


def translation_problems(language: str) -> list[str]:
    """The problems of ``language``'s files of :data:`FILES` (a schema, a language, a
    placeholder), as ``file: path: reason`` lines; and ids a file gives that the content does
    not have (a typo would silently fall back to English)."""
    out: list[str] = []
    known = english_items()
    for name in FILES:
        path = texts_dir() / language / name
        if not path.is_file():
            continue
        try:
            doc = parse_wording(name, read_json(path), str(path), language)
        except ContentError as exc:
            out.extend(exc.lines)
            continue
        if name in known:
            wanted = {k for k in known[name]}
            for key in _leaves(doc, name):
                if key not in wanted:
                    out.append(f"{path}: {'.'.join(key)}: is not a text of the content (unknown id)")
    return out


def _leaves(doc: Mapping[str, Any], name: str) -> Iterable[tuple[str, ...]]:
    top = {"scenarios.json": "scenarios", "nations.json": "nations", "maps.json": "maps"}.get(name)
    if name == "generator.json":
        yield from ((k,) for k in GENERATOR_TEXTS if k in doc)
        for nid, roles in doc.get("nations", {}).items():
            yield from (("nations", nid, r) for r in roles)
        return
    if top is None:
        return

    def walk(node, path):
        if isinstance(node, Mapping):
            for k, v in node.items():
                yield from walk(v, path + (k,))
        else:
            yield path

    yield from walk(doc.get(top, {}), (top,))


def clear_caches() -> None:
    wording.cache_clear()
    textlookup.clear_cache()


__all__ = [
    "EDGES", "FILES", "GENDERS", "GENERATOR_ROLES", "GENERATOR_TEXTS", "briefing", "clear_caches", "edge_text",
    "english_items", "generated_seed", "generator_role", "generator_text", "grammar_entry", "is_generated",
    "map_text", "missing_texts", "nation_text", "parse_wording", "piece_text", "scenario_text",
    "special_rule_text", "translation_problems", "wording",
]
