"""Our own texts, keyed by id, in one folder per language (``resources/text/<language>/``).

* ``cards.json`` - every Order (O16-O23), Action (A25-A41) and Event (E43-E77) of the Fate cards:
  name, a short text and its rule number (:func:`card_texts`).
* ``rules-*.json`` - one paragraph per rule id that the engine can cite in a refusal or a log
  line, e.g. ``"O21.1"`` (:func:`rule_texts`); several files, one per part of the rulebook.
* ``terrain.json`` - every terrain type, hexside, line feature, bridge, hill, fortification and
  marker, as the terrain inspector and the marker tooltips show them (:func:`terrain_texts`).

All are written for a player at the table, in our own words.  A translation is the same files in
another folder; what a translation lacks falls back to English (``rule_text``/``terrain_text``).
No Qt here: the command line (``check-content``) and the window share these loaders.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping, Sequence

from cc_desktop import resources
from cc_desktop.board.mapfile import Problem
from cc_desktop.content.errors import ContentError, read_json, schema_problems
from cc_desktop.content.model import ACTION_RULES, ACTIONS, EVENT_RULES, EVENTS, ORDERS

TEXT_FORMAT = "cc-desktop-cardtext"
DEFAULT_LANGUAGE = resources.DEFAULT_LANGUAGE
# The book's numbers only (the Orders, Actions, Events, Terrain, Fortification and optional
# rules, and rules 1 to 13), so that a hex id or a style-checker code is never taken for a rule.
LETTERED_RULE = r"(?:O(?:1[4-9]|2[0-3])|A(?:2[4-9]|3\d|4[01])|E(?:4[2-9]|[56]\d|7[0-7])|T(?:7[89]|[89]\d)|F10[0-6]|V(?:20|1\d|[1-9]))"
RULE_ID = re.compile(r"^(?:" + LETTERED_RULE + r"(?:\.\d{1,2})*|(?:1[0-3]|[1-9])(?:\.\d{1,2})*)$")


# ----------------------------------------------------------------------------------------------
# Card texts (resources/text/<language>/cards.json)
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardText:
    """One Order, Action or Event: its name, our short text and its rule number."""

    name: str
    text: str
    rule: str


@dataclass(frozen=True)
class CardTexts:
    """Every Order, Action and Event text of one language."""

    language: str
    orders: Mapping[str, CardText]
    actions: Mapping[str, CardText]
    events: Mapping[str, CardText]
    source: str = field(default="", compare=False)

    def order(self, order_id: str) -> CardText:
        return self.orders[order_id]

    def action(self, action_id: str) -> CardText:
        return self.actions[action_id]

    def event(self, event_id: str) -> CardText:
        return self.events[event_id]


#: The rule number of each Order id (O16-O23, in the book's order).
ORDER_RULES: Mapping[str, str] = MappingProxyType({o: f"O{16 + i}" for i, o in enumerate(ORDERS)})


def texts_dir() -> Path:
    return resources.TEXTS


def card_text_path(language: str) -> Path:
    return texts_dir() / language / "cards.json"


def available_languages() -> list[str]:
    """The languages that have a ``cards.json``."""
    return sorted(p.parent.name for p in texts_dir().glob("*/cards.json"))


def parse_card_texts(data: Any, source: str = "<cards>", language: str | None = None) -> CardTexts:
    """Check a card text document (schema, then rule numbers and language) and build it;
    raises :class:`ContentError` listing every problem."""
    problems = schema_problems("cardtext", data)
    if not problems:
        expected = {"orders": ORDER_RULES, "actions": ACTION_RULES, "events": EVENT_RULES}
        for section, rules in expected.items():
            for ident, entry in data[section].items():
                if entry["rule"] != rules[ident]:
                    problems.append(Problem(f"{section}.{ident}.rule",
                                            f"is {entry['rule']!r}, but {ident} is rule {rules[ident]}"))
        if language is not None and data["language"] != language:
            problems.append(Problem("language", f"says {data['language']!r}, but the file is the {language!r} text"))
    if problems:
        raise ContentError(source, problems)

    def section(name: str, ids: Sequence[str]) -> Mapping[str, CardText]:
        return MappingProxyType({i: CardText(**data[name][i]) for i in ids})

    return CardTexts(data["language"], section("orders", ORDERS), section("actions", ACTIONS),
                     section("events", EVENTS), source)


@lru_cache(maxsize=None)
def card_texts(language: str = DEFAULT_LANGUAGE) -> CardTexts:
    """The card texts of ``language`` from ``resources/text/<language>/cards.json``, validated
    (every Order, Action and Event id has a name and a text).  Raises :class:`ContentError`
    naming the file and each problem."""
    path = card_text_path(language)
    return parse_card_texts(read_json(path), str(path), language)


# ----------------------------------------------------------------------------------------------
# Rule texts (resources/text/<language>/rules-*.json)
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RuleText:
    """One rule id's title and paragraph."""

    rule: str
    title: str
    text: str


def parent_rule(rule: str) -> str | None:
    """``"O20.3.4"`` -> ``"O20.3"`` -> ``"O20"`` -> None."""
    return rule.rsplit(".", 1)[0] if "." in rule else None


def parse_rule_texts(data: Any, source: str = "<rules>", language: str | None = None) -> dict[str, RuleText]:
    """Check one ``rules-*.json`` document and return its texts by rule id; raises
    :class:`ContentError` listing every problem."""
    problems = schema_problems("ruletext", data)
    if not problems:
        for rule in data["rules"]:
            if not RULE_ID.match(rule):
                problems.append(Problem(f"rules.{rule}", "is not a rule number (like 7.1, O21.1 or A33)"))
        if language is not None and data["language"] != language:
            problems.append(Problem("language", f"says {data['language']!r}, but the file is the {language!r} text"))
    if problems:
        raise ContentError(source, problems)
    return {rule: RuleText(rule, v["title"], v["text"]) for rule, v in data["rules"].items()}


def book_order(rule: str) -> tuple:
    """The sort key of a rule id in the book's order: 1-13, O14-O23, A24-A41, E42-E77, T78-T99,
    F100-F106 (their numbers run on through the letters), then the variants (the ids beginning
    with V); a rule before its sub-rules (``7`` < ``7.1`` < ``8``)."""
    letters = rule[:1] if rule[:1].isalpha() else ""
    numbers = tuple(int(n) if n.isdigit() else 0 for n in rule[len(letters):].split("."))
    return (letters == "V", numbers, rule)


@lru_cache(maxsize=None)
def rule_texts(language: str = DEFAULT_LANGUAGE) -> Mapping[str, RuleText]:
    """Every rule text of ``language`` (all its ``rules-*.json`` files merged), in the book's
    order (:func:`book_order`); an id given in two files is a :class:`ContentError`."""
    merged: dict[str, RuleText] = {}
    where: dict[str, str] = {}
    for path in sorted((texts_dir() / language).glob("rules-*.json")):
        texts = parse_rule_texts(read_json(path), str(path), language)
        clash = [Problem(f"rules.{r}", f"is also in {where[r]}") for r in texts if r in merged]
        if clash:
            raise ContentError(str(path), clash)
        merged.update(texts)
        where.update(dict.fromkeys(texts, path.name))
    return MappingProxyType({r: merged[r] for r in sorted(merged, key=book_order)})


def rule_text(rule: str, language: str = DEFAULT_LANGUAGE) -> RuleText | None:
    """The text of ``rule`` in ``language``, else in English; a sub-rule without its own text
    falls back to its nearest parent (``O20.3.4`` -> ``O20.3`` -> ``O20``).  None if nothing."""
    for lang in dict.fromkeys((language, DEFAULT_LANGUAGE)):
        try:
            texts = rule_texts(lang)
        except ContentError:
            if lang == DEFAULT_LANGUAGE:
                raise
            continue
        r: str | None = rule
        while r:
            if r in texts:
                return texts[r]
            r = parent_rule(r)
    return None


# ----------------------------------------------------------------------------------------------
# Terrain, fortification and marker texts (resources/text/<language>/terrain.json)
# ----------------------------------------------------------------------------------------------
TERRAIN_SECTIONS = ("terrain", "hexsides", "lines", "bridges", "hill", "fortifications", "markers")
#: Markers the window draws and explains (besides the terrain chart's own ids).
MARKERS = ("smoke", "blaze", "suppressed", "veteran", "broken", "fixed_weapon", "objective", "control",
           "hidden", "initiative", "time", "sudden_death", "victory", "surrender", "casualty",
           "artillery_spotting")


@dataclass(frozen=True)
class TerrainText:
    """One terrain type, hexside, line, bridge, fortification or marker."""

    name: str
    text: str
    rule: str


def terrain_chart_ids() -> dict[str, list[str]]:
    """The ids ``terrain.json`` must explain, by section: those of the terrain chart
    (``resources/terrain.json``) plus :data:`MARKERS`."""
    chart = read_json(resources.resource("terrain.json"))

    def ids(section: str) -> list[str]:
        items = chart[section]
        return [i["id"] for i in items] if isinstance(items, list) else list(items)

    return {"terrain": ids("terrain"), "hexsides": ids("hexsides"), "lines": ids("lines"), "bridges": ids("bridges"),
            "hill": ["hill"], "fortifications": ids("fortifications"), "markers": list(MARKERS)}


def parse_terrain_texts(data: Any, source: str = "<terrain>", language: str | None = None,
                        complete: bool = True) -> dict[str, dict[str, TerrainText]]:
    """Check a ``terrain.json`` text document; with ``complete`` every id of the terrain chart
    and every marker must be there (the English file); a translation may leave some out."""
    problems = schema_problems("terraintext", data)
    if not problems:
        for rule_path, rule in ((f"{s}.{i}.rule", v["rule"]) for s in TERRAIN_SECTIONS
                                for i, v in data.get(s, {}).items()):
            if not RULE_ID.match(rule):
                problems.append(Problem(rule_path, f"{rule!r} is not a rule number"))
        if complete:
            for section, ids in terrain_chart_ids().items():
                problems += [Problem(f"{section}.{i}", "is missing") for i in ids if i not in data.get(section, {})]
        if language is not None and data["language"] != language:
            problems.append(Problem("language", f"says {data['language']!r}, but the file is the {language!r} text"))
    if problems:
        raise ContentError(source, problems)
    return {s: {i: TerrainText(**v) for i, v in data.get(s, {}).items()} for s in TERRAIN_SECTIONS}


@lru_cache(maxsize=None)
def terrain_texts(language: str = DEFAULT_LANGUAGE) -> Mapping[str, Mapping[str, TerrainText]]:
    path = texts_dir() / language / "terrain.json"
    return parse_terrain_texts(read_json(path), str(path), language, complete=language == DEFAULT_LANGUAGE)


def terrain_text(section: str, ident: str, language: str = DEFAULT_LANGUAGE) -> TerrainText | None:
    """The text of a terrain type / hexside / line / bridge / hill / fortification / marker in
    ``language``, else in English; None if neither has it."""
    for lang in dict.fromkeys((language, DEFAULT_LANGUAGE)):
        try:
            found = terrain_texts(lang).get(section, {}).get(ident)
        except ContentError:
            if lang == DEFAULT_LANGUAGE:
                raise
            continue
        if found is not None:
            return found
    return None


def clear_caches() -> None:
    for f in (card_texts, rule_texts, terrain_texts):
        f.cache_clear()
