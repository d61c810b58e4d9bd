"""The Skirmish texts in English, Greek, Russian and Hungarian (issue 17; cc_desktop.skirmish.texts).

Every message template and every name/description of the Skirmish data has a translation in each
language, with the English placeholders exactly; the English files are what the sources say; the
texts render with their parameters; the game's terms are the same everywhere (SK-0.1 and
resources/text/glossary.json).
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from cc_desktop.skirmish import texts
from cc_desktop.skirmish.decisions import msg
from cc_desktop.tools import glossary

LANGS = texts.TRANSLATIONS


@pytest.fixture(scope="module")
def english():
    return texts.english_documents()


def _file(lang: str, name: str) -> dict:
    return json.loads(texts.text_path(lang, name).read_text(encoding="utf-8"))


def _diff(want, have, path=()):
    """Key paths where two documents differ."""
    if isinstance(want, dict) and isinstance(have, dict):
        out = []
        for k in sorted(set(want) | set(have)):
            if k not in have:
                out.append(".".join(path + (k,)) + " (missing in the file)")
            elif k not in want:
                out.append(".".join(path + (k,)) + " (no longer in the sources)")
            else:
                out += _diff(want[k], have[k], path + (k,))
        return out
    return [] if want == have else [".".join(path) + f": the sources say {want!r}, the file {have!r}"]


# -- the English files ----------------------------------------------------------------------------
def test_the_english_files_are_current_with_the_sources(english):
    stale = []
    for name, doc in english.items():
        stale += [f"en/{name}: {line}" for line in _diff(doc, _file("en", name))]
    assert not stale, ("resources/text/en/skirmish-*.json differ from the sources; run "
                       "`python -m cc_desktop.skirmish.texts --english`, then translate:\n" + "\n".join(stale))


def test_the_english_messages_are_every_template_of_the_engine(english):
    from cc_desktop.skirmish.decisions import ENGLISH
    texts.english_templates()
    assert english[texts.MESSAGES_FILE]["messages"] == ENGLISH.templates
    # a few codes of different modules (turn, actions, reactions, game)
    for code in ("turn_begins", "moved", "prompt_preempt", "not_a_legal_choice"):
        assert code in english[texts.MESSAGES_FILE]["messages"]


def test_the_english_content_names_every_data_id(english):
    content = english[texts.CONTENT_FILE]
    assert set(content["skills"]) == {s["id"] for s in json.loads(
        (texts._root() / "resources/skirmish/skills.json").read_text(encoding="utf-8"))["skills"]}
    assert content["cover"]["trench"] == "Trench"
    assert content["maps"]["village-street"]["areas"]["well"] == "Well"
    assert content["battles"]["courier-run"]["objectives"]["wreck_car"] == "Wreck the car."
    # every kind of terrain object of the battlefields and every kind of weapon has an English name
    kinds = {o["kind"] for p in (texts._root() / "maps/skirmish").glob("*.json")
             for o in json.loads(p.read_text(encoding="utf-8"))["objects"]}
    assert kinds <= set(content["terrain"]), sorted(kinds - set(content["terrain"]))
    weapon_kinds = {w["kind"] for w in json.loads(
        (texts._root() / "resources/skirmish/weapons.json").read_text(encoding="utf-8"))["weapons"]}
    assert weapon_kinds <= set(content["weapon_kinds"]), sorted(weapon_kinds - set(content["weapon_kinds"]))


# -- the translations -----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_every_text_has_a_translation(lang, english):
    lacking = texts.missing(lang, english)
    assert not lacking, f"{len(lacking)} Skirmish text(s) without a {lang} translation:\n" + "\n".join(lacking)


@pytest.mark.parametrize("lang", LANGS)
def test_a_translation_has_no_key_the_english_lacks(lang, english):
    extra = []
    for name, doc in english.items():
        have = _file(lang, name)
        body_en = {k: v for k, v in doc.items() if k not in texts.HEADER}
        body = {k: v for k, v in have.items() if k not in texts.HEADER + ("pending",)}
        extra += [f"{lang}/{name}: {line}" for line in _diff(body_en, body) if "no longer in the sources" in line]
    assert not extra, "translations of texts the sources no longer have:\n" + "\n".join(extra)


@pytest.mark.parametrize("lang", LANGS)
def test_the_files_say_their_format_and_language(lang):
    for name, fmt in ((texts.MESSAGES_FILE, texts.MESSAGES_FORMAT), (texts.CONTENT_FILE, texts.CONTENT_FORMAT)):
        doc = _file(lang, name)
        assert (doc["format"], doc["version"], doc["language"]) == (fmt, texts.VERSION, lang)
        raw = texts.text_path(lang, name).read_text(encoding="utf-8")
        assert "\\u" not in raw, f"{lang}/{name}: write real characters, not \\u escapes"


@pytest.mark.parametrize("lang", LANGS)
def test_templates_keep_their_placeholders_exactly(lang, english):
    en = english[texts.MESSAGES_FILE]["messages"]
    doc = _file(lang, texts.MESSAGES_FILE)
    wrong = []
    for code, text in doc["messages"].items():
        if code in en and Counter(texts.placeholders(text)) != Counter(texts.placeholders(en[code])):
            wrong.append(f"{lang} {code}: {sorted(texts.placeholders(text))} != English "
                         f"{sorted(texts.placeholders(en[code]))}")
        text.format(**{p: "x" for p in texts.placeholders(text)})  # no stray braces
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_pending_translations_are_only_for_codes_not_yet_in_the_sources(lang, english):
    """``pending`` holds translations of codes (or new versions of templates) that other
    branches add; once the sources have that code with those placeholders the entry belongs in
    ``messages`` (``python -m cc_desktop.skirmish.texts --promote``)."""
    en = english[texts.MESSAGES_FILE]["messages"]
    doc = _file(lang, texts.MESSAGES_FILE)
    arrived = sorted(c for c, t in (doc.get("pending") or {}).items() if c in en and texts.fits(t, en[c]))
    assert not arrived, f"{lang}: run `python -m cc_desktop.skirmish.texts --promote`: {arrived}"
    for code, text in (doc.get("pending") or {}).items():
        text.format(**{p: "x" for p in texts.placeholders(text)})


def test_promote_moves_what_arrived_and_drops_what_left(tmp_path):
    (tmp_path / "hu").mkdir()
    doc = {"format": texts.MESSAGES_FORMAT, "version": 1, "language": "hu",
           "messages": {"died": "{model} meghal", "gone_code": "régi"},
           "pending": {"unconscious": "{model} elájul", "moved": "{model} megy", "future_code": "{x} jövő"}}
    (tmp_path / "hu" / texts.MESSAGES_FILE).write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    moved, dropped = texts.promote("hu", folder=tmp_path)
    after = json.loads((tmp_path / "hu" / texts.MESSAGES_FILE).read_text(encoding="utf-8"))
    assert moved == ["unconscious"] and dropped == ["gone_code"]
    assert after["messages"] == {"died": "{model} meghal", "unconscious": "{model} elájul"}
    # "moved" needs {distance} {x} {y} {cost}: a translation of another version stays pending
    assert after["pending"] == {"moved": "{model} megy", "future_code": "{x} jövő"}


def test_the_missing_list_names_file_and_key(tmp_path, english):
    (tmp_path / "hu").mkdir()
    doc = _file("hu", texts.CONTENT_FILE)
    del doc["skills"]["medic"]["name"]
    (tmp_path / "hu" / texts.CONTENT_FILE).write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    lacking = texts.missing("hu", english, folder=tmp_path)
    assert "hu/skirmish-content.json: skills.medic.name" in lacking
    assert "hu/skirmish-messages.json: messages.moved" in lacking  # no messages file at all
    assert not any("skills.medic.effect" in line for line in lacking)


# -- rendering ------------------------------------------------------------------------------------
@pytest.mark.rule("SK-4.11")
def test_render_fills_the_template_and_translates_the_posture():
    m = msg("SK-4.11", "posture", model="Sokol", posture="crouching", cost=2)
    assert texts.render(m, "en") == "Sokol is now crouching (2 A)"
    assert texts.render(m, "ru") == "Sokol теперь в положении: пригнувшись (2 ОД)"
    assert texts.render(m, "hu") == "Sokol testhelyzete most: kuporodó (2 A)"
    assert texts.render(m, "el", with_rule=True) == "SK-4.11: Sokol: τώρα σε στάση σκυφτή (2 ΣΔ)"


def test_render_takes_a_plain_tuple_or_the_json_form():
    m = msg("SK-3.3", "turn_begins", turn=3, side="soviets")
    assert texts.render(("SK-3.3", "turn_begins", {"turn": 3, "side": "soviets"}), "hu") == "3. kör: soviets következik"
    assert texts.render(m.to_json(), "hu") == texts.render(m, "hu")
    assert texts.render(m, "el") == "Γύρος 3: παίζει soviets"


def test_render_shows_item_ids_and_test_results_by_name():
    m = msg("SK-5.2", "jump_roll_failure", model="Sokol", roll=3, u=3, total=6, cost=4)
    assert texts.render(m, "hu") == "Sokol ugrik: D6 3 + Ü 3 = 6: kudarc (4 A)"
    r = msg("SK-4.13", "reloaded", model="Sokol", item="mosin")
    assert texts.render(r, "ru") == "Sokol перезаряжает: Винтовка Мосина обр. 1891/30 (2 ОД)"
    assert texts.render(r, "en") == "Sokol reloads Mosin-Nagant 91/30 (2 A)"


def test_render_falls_back_to_english_for_a_missing_template(monkeypatch):
    real = texts.document

    def without(lang, name):
        doc = real(lang, name)
        if lang == "hu" and name == texts.MESSAGES_FILE:
            doc = {**doc, "messages": {k: v for k, v in doc["messages"].items() if k != "died"}}
        return doc

    monkeypatch.setattr(texts, "document", without)
    assert texts.render(msg("SK-18", "died", model="Sokol"), "hu") == "Sokol dies"
    assert texts.render(msg("SK-18", "unconscious", model="Sokol"), "hu") == "Sokol elveszti az eszméletét"
    # a language without any file, and a code nobody knows
    assert texts.render(msg("SK-18", "died", model="Sokol"), "xx") == "Sokol dies"
    assert texts.render(("SK-1", "no_such_code", {"a": 1}), "el") == "no_such_code a=1"


def test_render_survives_a_translation_with_a_wrong_placeholder(monkeypatch):
    real = texts.document

    def stale(lang, name):
        doc = real(lang, name)
        if lang == "hu" and name == texts.MESSAGES_FILE:
            doc = {**doc, "messages": {**doc["messages"], "died": "{modell} meghal"}, "pending": {}}
        return doc

    monkeypatch.setattr(texts, "document", stale)
    assert texts.render(msg("SK-18", "died", model="Sokol"), "hu") == "Sokol dies"


def test_render_uses_a_pending_translation_when_the_old_one_does_not_fit(monkeypatch):
    """After the merge of another branch a template may lose a placeholder (fell without
    {bleeds}): the pending version of the translation is used until --promote moves it."""
    m = msg("SK-5.3", "fell", model="Sokol", height=3, wounds=1)
    assert texts.render(m, "hu") == "Sokol 3 hüvelyknyit zuhan: 1 seb"
    assert texts.render(m, "ru") == "Sokol падает с высоты 3 дюйм.: ранений: 1"


def test_every_message_renders_in_every_language_with_sample_params(english):
    for lang in texts.LANGUAGES:
        for code, en in english[texts.MESSAGES_FILE]["messages"].items():
            params = {p: "P" + p for p in texts.placeholders(en)}
            out = texts.render(("SK-1", code, params), lang)
            assert "{" not in out and all(v in out for v in params.values()), (lang, code, out)


# -- names ----------------------------------------------------------------------------------------
def test_names_and_descriptions_by_language():
    assert texts.skill("medic", "hu")["name"] == "Szanitéc"
    assert texts.skill("sniper", "ru")["name"] == "Снайпер"
    assert texts.skill("leader", "el")["effect"].startswith("Οι σύντροφοι σε 8 ίντσες")
    assert texts.equipment("helmet", "hu") == {"name": "Rohamsisak", "effect": texts.equipment("helmet", "hu")["effect"]}
    assert texts.weapon_kind("smg", "ru") == "Пистолет-пулемёт"
    assert texts.weapon("ppsh41", "ru") == "ППШ-41"
    assert texts.cover("trench", "el") == "Χαράκωμα"
    assert texts.cover("foxhole", "hu") == "Ásott gödör (lövészteknő)"
    assert texts.terrain("ruins", "ru") == "Развалины"
    b = texts.battle("courier-run", "hu")
    assert b["title"] == "A futár"
    assert b["objectives"]["wreck_car"] == "Tedd tönkre az autót."
    assert b["sides"] == {"soviets": "Szovjet osztag", "hungarians": "Magyar raj"}
    assert texts.objective("partisan-raid", "burn_car", "ru") == "Уничтожить штабную машину."
    assert texts.map_name("village-street", "el") == "Δρόμος του χωριού"
    assert texts.area("farmland", "field-1", "hu") == "Búzatábla"
    assert texts.deployment("farmland", "side_a", "ru") == "Северные поля"
    assert texts.team("us_squad", "hu")["roles"]["medic"] == "egészségügyi katona"
    assert texts.vehicle_part("light_car", "engine", "el") == "κινητήρας"
    assert texts.gun("light_at_gun", "ru").startswith("Лёгкая противотанковая пушка")
    assert texts.animal("dog", "hu") == "Kutya"
    assert texts.stat_line("veteran", "el") == "Βετεράνος"


def test_unknown_ids_and_languages_fall_back():
    assert texts.cover("no_such_cover", "hu") == "no_such_cover"
    assert texts.skill("medic", "xx")["name"] == "Medic"
    assert texts.map_name("farmland", "xx") == "Farmland"


@pytest.mark.rule("SK-2")
def test_the_stats_with_their_letters():
    from cc_desktop.skirmish.types import Location, Posture
    assert texts.stat("U", "en") == {"letter": "Ü", "name": "Agility"}
    assert texts.stat("Ü", "hu") == {"letter": "Ü", "name": "Ügyesség"}
    assert [texts.stat(k, "hu")["name"] for k in "ACUEM"] == ["Akciópont", "Célzás", "Ügyesség", "Erő", "Morál"]
    assert texts.stat("A", "ru") == {"letter": "ОД", "name": "Очки действия"}
    assert texts.stat("M", "el")["name"] == "Ηθικό"
    assert texts.stat("UP", "hu")["name"] == "Utánpótlási pont"
    assert texts.stat("TP", "hu")["name"] == "Tapasztalati pont"
    assert texts.posture(Posture.CROUCHING, "hu") == "kuporodó"
    assert texts.location(Location.HEAD, "ru") == "голова"
    # every posture and location of the engine has its word
    content = texts.english_content()
    assert set(content["postures"]) == {p.value for p in Posture}
    assert set(content["locations"]) == {loc.value for loc in Location}


# -- terms ----------------------------------------------------------------------------------------
@pytest.mark.rule("SK-0.1")
def test_the_hungarian_names_are_the_books():
    """skills.json and equipment.json carry the book's Hungarian names: the Hungarian texts use them."""
    root = texts._root() / "resources" / "skirmish"
    for file, section, fn in (("skills.json", "skills", texts.skill), ("equipment.json", "equipment", texts.equipment)):
        for item in json.loads((root / file).read_text(encoding="utf-8"))[section]:
            assert fn(item["id"], "hu")["name"] == item["hungarian"], (file, item["id"])


#: Skirmish terms (SK-0.1): where an English template names the term, the translation names it too
TERMS = [
    (r"\b(?:[Pp]re-emptive)", {"hu": "megelőző", "ru": "на опережение", "el": "προληπτικ"}),
    (r"\bMorale\b", {"hu": "morál", "ru": "морал", "el": "ηθικ"}),
    (r"\bbase contact\b", {"hu": "talpkontaktus", "ru": "контакте подставками", "el": "επαφή βάσεων"}),
    (r"\bInitiative\b|\binitiative\b", {"hu": "kezdeményezés", "ru": "инициатив", "el": "πρωτοβουλ"}),
    (r"\{\w+\} A\b|\b\d A\b|\bA\)|\bA this|\bA of|\bA in\b|\bA;", {"hu": "A", "ru": "ОД", "el": "ΣΔ"}),
    (r"\bScout\b", {"hu": "felderítő", "ru": "разведчик", "el": "ανιχνευτ"}),
    (r"\bcover\b", {"hu": "fedezék", "ru": "укрыт", "el": "κάλυψ"}),
    (r"\breserve", {"hu": "tartalék", "ru": "резерв", "el": "εφεδρεί"}),
    (r"\bhole\b", {"hu": "göd", "ru": "ям", "el": "λάκκ"}),
    (r"\bTurn\b", {"hu": "kör", "ru": "ход", "el": "γύρο"}),
    (r"\bgrenade\b", {"hu": "gránát", "ru": "гранат", "el": "βομβίδ"}),
    (r"\bmelee\b", {"hu": "közelharc", "ru": "рукопашн", "el": "σώμα με σώμα"}),
]


@pytest.mark.rule("SK-0.1")
@pytest.mark.parametrize("lang", LANGS)
def test_the_skirmish_terms_are_used_where_the_english_names_them(lang, english):
    en = english[texts.MESSAGES_FILE]["messages"]
    doc = _file(lang, texts.MESSAGES_FILE)["messages"]
    lacking = []
    for pattern, words in TERMS:
        for code, source in en.items():
            if re.search(pattern, source) and words[lang].lower() not in doc[code].lower():
                lacking.append(f"{lang} {code}: {words[lang]!r} missing in {doc[code]!r}")
    assert not lacking, "\n".join(lacking)


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_glossary_holds_for_the_skirmish_texts(lang):
    """resources/text/glossary.json: no forbidden alternate, no required term left out."""
    corpus = [(w, t) for w, t in glossary.texts(lang) if w.startswith("skirmish-")]
    assert len(corpus) > 500
    findings = glossary.check(lang, corpus=corpus)
    assert not findings, "\n".join(f.line() for f in findings)


def test_render_takes_a_step_with_a_code_and_a_message_inside_a_message():
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Step:  # the shape of explain.Step with a code (rule, kind, code, params)
        rule: str
        kind: str
        code: str
        params: tuple = ()

    step = Step("SK-10", "morale", "morale_roll_failure", (("model", "Sokol"), ("roll", 2), ("m", 3), ("total", 5)))
    assert texts.render(step, "hu") == "Sokol Morálteszt: D6 2 + M 3 = 5: kudarc"
    outer = msg("SK-10", "step_text", text=step)
    assert texts.render(outer, "ru") == "Sokol проходит проверку Морали: D6 2 + МОР 3 = 5: неудача"


@pytest.mark.parametrize("lang", LANGS)
def test_no_template_is_left_in_english(lang, english):
    """A template equal to its English is a text not translated (unless it has no words, "{text}")."""
    en = english[texts.MESSAGES_FILE]["messages"]
    doc = _file(lang, texts.MESSAGES_FILE)
    same = [code for code, text in {**doc["messages"], **doc.get("pending", {})}.items()
            if text == en.get(code) and re.search(r"[a-z]{2}", re.sub(r"\{[^}]*\}", "", text))]
    assert not same, f"{lang}: still English: {same}"


@pytest.mark.parametrize("lang", LANGS)
def test_no_description_is_left_in_english(lang, english):
    """Names may stay as in English (weapon names, German ranks); sentences may not."""
    en = english[texts.CONTENT_FILE]
    have = _file(lang, texts.CONTENT_FILE)
    same = []
    for keys, text in texts.leaves({k: v for k, v in en.items() if k not in texts.HEADER}):
        if keys[0] != "weapons" and len(text.split()) >= 4 and texts._lookup(have, keys) == text:
            same.append(".".join(keys))
    assert not same, f"{lang}: still English: {same}"


@pytest.mark.rule("SK-18.3")
def test_render_shows_stat_letters_ranks_and_edges_in_the_language():
    bleed = msg("SK-18.3", "bleeds", model="Sokol", stat="U", before=3, after=2)
    assert texts.render(bleed, "ru") == "Sokol истекает кровью: ЛОВ 3 -> 2"
    assert texts.render(bleed, "en") == "Sokol bleeds: Ü 3 -> 2"
    assert texts.render(bleed, "hu") == "Sokol vérzik: Ü 3 -> 2"
    assert texts.render(("SK-20", "fake", {}), "el") == "fake"
    assert texts._param("edge", "east", "el") == "ανατολική"
    assert texts._param("rank", "primary", "hu") == "elsődleges cél"


def test_render_shows_data_words_and_english_names_in_the_language():
    """Params sk-unify, sk-vehicles and sk-campaign-play leave as data (unify-notes.md,
    vehicles-notes.md, campaign-notes.md): characteristics with points, lists of locations, a
    cover's or weapon's English name, a vehicle part's id, a driving test's result, a status."""
    p = texts._param
    assert p("parts", "-1 C, -2 Ü", "ru") == "-1 МЕТ, -2 ЛОВ"
    assert p("changes", "U 3 -> 2", "el") == "ΕΥ 3 -> 2"
    assert p("lost", "-1 E", "hu") == "-1 E"
    assert p("locations", "leg, head", "hu") == "láb, fej"
    assert p("name", "Brick wall", "ru") == "Кирпичная стена"
    assert p("name", "Sokol", "ru") == "Sokol"
    assert p("weapon", "Mosin-Nagant 91/30", "hu") == "Moszin–Nagant 91/30"
    assert p("element", "fuel_tank", "el") == "ρεζερβουάρ"
    assert p("element", "fuel_tank", "en") == "fuel tank"
    assert p("result", "skid", "ru") == "занос"
    assert p("status", "captured", "hu") == "fogságban"
    assert p("side", "left", "el") == "αριστερή"
    assert p("side", "soviets", "el") == "soviets"
    assert p("count", 3, "ru") == 3


@pytest.mark.rule("SK-6.5")
def test_a_called_shot_names_the_body_part_in_the_language():
    """The part aimed at (a location id) is shown as the language's word, not the English id."""
    line = msg("SK-6.5", "shot_called", model="r1", part="head", target="b2", item="kar98k", cost=3)
    assert texts.render(line, "en") == "r1 fires aimed at the head at b2 with Karabiner 98k (3 A)"
    for language in ("ru", "el", "hu"):
        rendered = texts.render(line, language)
        assert "head" not in rendered and texts.location("head", language) in rendered, rendered
