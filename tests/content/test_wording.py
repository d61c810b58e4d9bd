"""The words of the content in every language (issue 16): scenarios, nations, maps and the random
battle generator in resources/text/<language>/, English from the content files, per-item
fallback, the files checked, and `check-content` telling per language what falls back."""

from __future__ import annotations

import json

import pytest

import cc_desktop.content.texts as texts
import cc_desktop.content.wording as wording
from cc_desktop.content import load_nation, load_scenario
from cc_desktop.content.check import check_content, fallback_lines
from cc_desktop.content.errors import ContentError

TRANSLATIONS = ("el", "ru", "hu")


@pytest.fixture
def tmp_texts(tmp_path, monkeypatch):
    real = texts.texts_dir()
    (tmp_path / "en").mkdir()
    for f in (real / "en").glob("*.json"):
        (tmp_path / "en" / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(texts, "texts_dir", lambda: tmp_path)
    texts.clear_caches()
    wording.clear_caches()
    yield tmp_path
    texts.clear_caches()
    wording.clear_caches()


def _write(folder, name, data):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def test_per_item_fallback_to_the_english_of_the_content_files(tmp_texts):
    _write(tmp_texts / "xx", "scenarios.json", {
        "format": "cc-desktop-scenariotext", "version": 1, "language": "xx",
        "scenarios": {"birch-ridge-1942": {"name": "Березовый гребень", "special_rules": {"dug-in": "Окопались."}}}})
    _write(tmp_texts / "xx", "nations.json", {
        "format": "cc-desktop-nationtext", "version": 1, "language": "xx",
        "nations": {"germany": {"adjective": "немецкий", "units": {"ger_rifle_squad": "Стрелковое отделение"},
                                "support": {"ger-s-wire": "Проволока"}}}})
    sc = load_scenario("birch-ridge-1942")
    assert wording.scenario_text(sc.id, "name", sc.name, "xx") == "Березовый гребень"
    assert wording.scenario_text(sc.id, "description", sc.description, "xx") == sc.description  # not given
    assert wording.special_rule_text(sc.id, "dug-in", "x", "xx") == "Окопались."
    assert wording.special_rule_text(sc.id, "hidden-defence", "English", "xx") == "English"
    assert wording.scenario_text(sc.id, "name", sc.name, "en") == sc.name
    assert wording.scenario_text(sc.id, "name", sc.name, "zz") == sc.name  # no such language
    ger = load_nation("germany")
    assert wording.nation_text("germany", "name", ger.name, "xx") == "Germany"
    assert wording.nation_text("germany", "adjective", ger.adjective, "xx") == "немецкий"
    assert wording.piece_text("germany", "units", "ger_rifle_squad", "Rifle Squad", "xx") == "Стрелковое отделение"
    assert wording.piece_text("germany", "units", "ger_assault_squad", "Assault Squad", "xx") == "Assault Squad"
    assert wording.piece_text("germany", "support", "ger-s-wire", "Wire", "xx") == "Проволока"
    # a broken translation is shown as English (the check reports it)
    (tmp_texts / "xx" / "nations.json").write_text("{", encoding="utf-8")
    wording.clear_caches()
    assert wording.piece_text("germany", "units", "ger_rifle_squad", "Rifle Squad", "xx") == "Rifle Squad"


def test_maps_and_generator_words(tmp_texts):
    _write(tmp_texts / "xx", "maps.json", {
        "format": "cc-desktop-maptext", "version": 1, "language": "xx",
        "maps": {"village": {"name": "Деревня", "edges": {"top": "Северный край"}}}})
    assert wording.map_text("village", "name", "Village", "xx") == "Деревня"
    assert wording.edge_text("village", "top", "North edge", "xx") == "Северный край"
    assert wording.edge_text("village", "left", "West edge", "xx") == "West edge"
    postures = {"axis": "attacker", "allies": "defender"}
    english = wording.briefing(("germany", "German"), ("america", "American"), postures, 1944, "Village")
    assert english == ("1944, Village: German troops attack an American position and must take its Objectives "
                       "before time runs out; the American defenders hold on.")
    assert wording.briefing(("redx", "Orcish"), ("blux", "Elvish"), {"axis": "defender", "allies": "attacker"},
                            1944, "Village") == (
        "1944, Village: Elvish troops attack an Orcish position and must take its Objectives before time runs out; "
        "the Orcish defenders hold on.")
    _write(tmp_texts / "xx", "generator.json", {
        "format": "cc-desktop-generatortext", "version": 1, "language": "xx",
        "recon": "{year}, {map}: {axis} и {allies} дозоры сталкиваются.",
        "nations": {"germany": {"patrols": "немецкие"}}})
    recon = wording.briefing(("germany", "German"), ("america", "American"), {"axis": "recon", "allies": "recon"},
                             1943, "Деревня", "xx")
    assert recon == "1943, Деревня: немецкие и American дозоры сталкиваются."  # the missing role in English
    assert wording.generator_text("name", "xx").format(seed=7) == "Random battle 7"


def test_broken_translations_are_reported(tmp_texts):
    _write(tmp_texts / "xx", "generator.json", {
        "format": "cc-desktop-generatortext", "version": 1, "language": "yy", "recon": "{year} {map}: {axis}"})
    _write(tmp_texts / "xx", "scenarios.json", {
        "format": "cc-desktop-scenariotext", "version": 1, "language": "xx",
        "scenarios": {"birch-ridge-1942": {"name": ""}, "no-such-battle": {"name": "Нет"}}})
    problems = wording.translation_problems("xx")
    gen, scen = tmp_texts / "xx" / "generator.json", tmp_texts / "xx" / "scenarios.json"
    assert problems == [f"{scen}: scenarios.birch-ridge-1942.name: must have at least 1 characters",
                        f"{gen}: language: says 'yy', but the file is the 'xx' text",
                        f"{gen}: recon: must use exactly the placeholders {{allies}}, {{axis}}, {{map}}, {{year}}"]
    _write(tmp_texts / "xx", "scenarios.json", {
        "format": "cc-desktop-scenariotext", "version": 1, "language": "xx",
        "scenarios": {"no-such-battle": {"name": "Нет"}}})
    assert f"{scen}: scenarios.no-such-battle.name: is not a text of the content (unknown id)" in \
        wording.translation_problems("xx")
    with pytest.raises(ContentError):
        wording.wording("generator.json", "xx")


def test_missing_texts_lists_what_falls_back(tmp_texts):
    missing = wording.missing_texts("xx")
    assert "cards.json: (missing or broken)" in missing
    assert "rules-*.json: rules.O21.1" in missing and "terrain.json: terrain.woods" in missing
    assert "scenarios.json: scenarios.birch-ridge-1942.special_rules.dug-in" in missing
    assert "nations.json: nations.russia.radios.rus_battery_rocket" in missing
    assert "maps.json: maps.village.edges.top" in missing and "generator.json: nations.germany.attackers" in missing
    assert not any("test-skirmish" in m for m in missing)  # the tests' own scenario is not translated


def test_check_content_reports_fallbacks_per_language():
    report = check_content()
    assert report.problems == []
    assert set(report.fallbacks) >= set(TRANSLATIONS)
    lines = fallback_lines(report)
    assert any(line.startswith("texts ru: ") for line in lines)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_no_shipped_text_falls_back_to_english(language):
    """CI: every shipped text (cards, rules, terrain, scenarios, nations, maps, the generator's
    words) exists in every language of the window."""
    texts.clear_caches()
    wording.clear_caches()
    assert wording.translation_problems(language) == []
    assert wording.missing_texts(language) == []
