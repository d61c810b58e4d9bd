"""The content's words in the window's language: scenario names and briefings, nation, unit,
Weapon, Radio and Support Table names, map names and edge labels
(``resources/text/<language>/scenarios.json``, ``nations.json``, ``maps.json``,
``generator.json``), each item falling back to the English of the content file.

Light on purpose (start-up, issue 13): the New game dialog names scenarios and nations before
the engine is loaded, so the lookups go through :mod:`cc_desktop.textlookup` (plain JSON), not
the content package; only a random battle's briefing (shown once the engine is there) uses the
generator's words from :mod:`cc_desktop.content.wording`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from cc_desktop import resources, textlookup
from cc_desktop.ui.language import content_language

SECTIONS = ("units", "weapons", "radios", "support")


def _language() -> str:
    return content_language()


def _find(name: str, *keys: str) -> str | None:
    lang = _language()
    if lang == "en":
        return None
    return textlookup.lookup(resources.TEXTS, lang, name, *keys)


# -- scenarios ------------------------------------------------------------------------------
def _generated(scenario) -> bool:
    return any(getattr(r, "id", None) == "random" for r in getattr(scenario, "special_rules", ()) or ())


def scenario_name(scenario) -> str:
    """A scenario's name (a model Scenario); a random battle's name from the generator's words."""
    if _generated(scenario):
        seed = _seed(scenario)
        text = _find("generator.json", "name")
        if seed is not None and text and "{seed}" in text:
            return text.format(seed=seed)
        return scenario.name
    return _find("scenarios.json", "scenarios", scenario.id, "name") or scenario.name


def scenario_text(scenario_id: str, field: str, english: str) -> str:
    """``name`` or ``description`` of a shipped scenario by id (the New game dialog)."""
    return _find("scenarios.json", "scenarios", scenario_id, field) or english


def scenario_description(scenario) -> str:
    """The briefing of a scenario; a random battle's is made again in the window's language."""
    if _generated(scenario):
        made = random_briefing(scenario)
        if made:
            return made
    return _find("scenarios.json", "scenarios", scenario.id, "description") or scenario.description


def special_rule_text(scenario, rule) -> str:
    if getattr(rule, "id", None) == "random":
        seed = _seed(scenario)
        text = _find("generator.json", "special_rule")
        if seed is not None and text and "{seed}" in text:
            return text.format(seed=seed)
        return rule.text
    return _find("scenarios.json", "scenarios", scenario.id, "special_rules", rule.id) or rule.text


def _seed(scenario) -> str | None:
    ident = str(getattr(scenario, "id", ""))
    if ident.startswith("random-") and ident[7:].isdigit():
        return ident[7:]
    tail = str(getattr(scenario, "name", "")).rsplit(" ", 1)[-1]
    return tail if tail.isdigit() else None


def random_briefing(scenario) -> str | None:
    """A generated battle's briefing in the window's language, from its nations, postures, year
    and map (the document keeps the English one)."""
    try:
        from cc_desktop.content import wording

        sides = {s: scenario.sides[s] for s in ("axis", "allies")}
        english_map = textlookup.document(scenario.map_path).get("name", scenario.map_id)
        return wording.briefing(*((sides[s].nation.id, sides[s].nation.adjective or sides[s].nation.name)
                                  for s in ("axis", "allies")),
                                {s: sides[s].posture for s in sides}, scenario.year,
                                map_name(scenario.map_id, str(english_map)), _language())
    except Exception:  # noqa: BLE001 - a hand-made scenario that only looks generated: its own text
        return None


# -- nations ----------------------------------------------------------------------------------
def nation_text(nation_id: str, field: str, english: str) -> str:
    """A nation's ``name``, ``adjective`` or ``description`` by id."""
    return _find("nations.json", "nations", nation_id, field) or english


def nation_name(nation) -> str:
    return nation_text(nation.id, "name", nation.name)


@lru_cache(maxsize=8)
def _index(language: str) -> dict[str, tuple[str, str]]:
    """item id -> (nation id, section) of a language's nations.json (ids are unique across
    nations)."""
    doc = textlookup.document(resources.TEXTS / language / "nations.json")
    out: dict[str, tuple[str, str]] = {}
    for nid, nation in (doc.get("nations") or {}).items():
        if isinstance(nation, dict):
            for section in SECTIONS:
                for ident in (nation.get(section) or {}):
                    out.setdefault(ident, (nid, section))
    return out


def item_name(ident: str, english: str) -> str:
    """The name of a unit, Weapon or Radio type, or a Support Table item, by its id."""
    lang = _language()
    if lang == "en":
        return english
    where = _index(lang).get(ident)
    if where is None:
        return english
    return textlookup.lookup(resources.TEXTS, lang, "nations.json", "nations", where[0], where[1], ident) or english


def type_name(t: Any) -> str:
    """A UnitType / WeaponType / RadioType / SupportEntry by name."""
    return item_name(getattr(t, "id", ""), getattr(t, "name", ""))


# -- maps ---------------------------------------------------------------------------------------
def map_name(map_id: str, english: str) -> str:
    return _find("maps.json", "maps", map_id, "name") or english


def map_description(map_id: str, english: str) -> str:
    return _find("maps.json", "maps", map_id, "description") or english


def edge_label(map_id: str, edge: str, english: str) -> str:
    """The label drawn along a map edge (top, right, bottom, left)."""
    return _find("maps.json", "maps", map_id, "edges", edge) or english


def clear_caches() -> None:
    _index.cache_clear()
    textlookup.clear_cache()


__all__ = ["clear_caches", "edge_label", "item_name", "map_description", "map_name", "nation_name", "nation_text",
           "random_briefing", "scenario_description", "scenario_name", "scenario_text", "special_rule_text",
           "type_name"]
