"""The rules in our own words (issue 5): every rule id the program cites has its own paragraph,
every terrain type, hexside, line, bridge, fortification and marker has its text, the files are
checked, translations fall back to English, and `cc-desktop check-content` checks it all."""

from __future__ import annotations

import json

import pytest

import cc_desktop.content.texts as texts
from cc_desktop.cli import main
from cc_desktop.content.check import check_content, deck_table
from cc_desktop.content.errors import ContentError
from cc_desktop.content import load_deck
from cc_desktop.content.model import ACTION_RULES, EVENT_RULES
from cc_desktop.tools import rules_coverage


@pytest.fixture
def fresh():
    texts.clear_caches()
    yield
    texts.clear_caches()


def test_every_rule_id_the_program_cites_has_its_own_text():
    cited = set(rules_coverage.code_rules()) | set(rules_coverage.test_rules())
    own = texts.rule_texts("en")
    assert len(cited) > 250
    assert sorted(cited - set(own)) == []
    # no text for a number that is not a rule (a hex id, a style-checker code)
    assert all(texts.RULE_ID.match(r) for r in own)
    assert "F7" not in own and "E731" not in own
    for rule, t in own.items():
        assert t.title.strip() and 20 <= len(t.text) <= 700, rule
        assert t.text.rstrip().endswith((".", ")", "!")), rule
    # the Orders, Actions and Events of the cards too
    for rule in {**texts.ORDER_RULES, **ACTION_RULES, **EVENT_RULES}.values():
        assert rule in own, rule


def test_sub_rule_without_text_falls_back_to_its_parent():
    own = texts.rule_texts("en")
    assert texts.rule_text("O21.1") is own["O21.1"]
    assert "O21.1.9" not in own and texts.rule_text("O21.1.9") is own["O21.1"]
    assert texts.parent_rule("O20.3.4") == "O20.3" and texts.parent_rule("O20") is None
    assert texts.rule_text("O20").title and texts.rule_text("Z9") is None


def test_terrain_and_marker_texts_cover_the_chart():
    found = texts.terrain_texts("en")
    for section, ids in texts.terrain_chart_ids().items():
        assert sorted(found[section]) == sorted(ids), section
    assert set(texts.MARKERS) == set(found["markers"])
    woods = texts.terrain_text("terrain", "woods")
    assert woods.name == "Woods" and woods.rule == "T99" and "2" in woods.text
    assert texts.terrain_text("markers", "smoke").rule.startswith("T94")
    assert texts.terrain_text("terrain", "no-such") is None


def _write(folder, name, data):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def test_broken_rule_texts_are_reported_clearly(tmp_path, monkeypatch, fresh):
    monkeypatch.setattr(texts, "texts_dir", lambda: tmp_path)
    good = {"format": "cc-desktop-ruletext", "version": 1, "language": "xx",
            "rules": {"O21": {"title": "Move", "text": "Units walk."}}}
    _write(tmp_path / "xx", "rules-a.json", good)
    bad = dict(good, rules={"O21": {"title": "Move", "text": ""}, "Q5": {"title": "x", "text": "y."}})
    _write(tmp_path / "xx", "rules-b.json", bad)
    with pytest.raises(ContentError) as err:
        texts.rule_texts("xx")
    assert err.value.lines == [f"{tmp_path / 'xx' / 'rules-b.json'}: rules.O21.text: must have at least 1 characters"]
    # schema fine, but an id that is not a rule number, and an id given twice
    _write(tmp_path / "xx", "rules-b.json", dict(good, rules={"O21": {"title": "Move", "text": "Again."},
                                                               "F7": {"title": "x", "text": "y."}}))
    with pytest.raises(ContentError) as err:
        texts.parse_rule_texts(json.loads((tmp_path / "xx" / "rules-b.json").read_text()), "rules-b.json")
    assert err.value.lines == ["rules-b.json: rules.F7: is not a rule number (like 7.1, O21.1 or A33)"]
    _write(tmp_path / "xx", "rules-b.json", dict(good, rules={"O21": {"title": "Move", "text": "Again."}}))
    with pytest.raises(ContentError, match=r"rules-b.json: rules.O21: is also in rules-a.json"):
        texts.rule_texts("xx")


def test_a_translation_falls_back_to_english(tmp_path, monkeypatch, fresh):
    real = texts.texts_dir()
    monkeypatch.setattr(texts, "texts_dir", lambda: tmp_path)
    for name in ("rules-basics.json", "rules-orders.json", "rules-actions-events.json", "rules-terrain.json",
                 "terrain.json", "cards.json"):
        (tmp_path / "en").mkdir(exist_ok=True)
        (tmp_path / "en" / name).write_text((real / "en" / name).read_text(encoding="utf-8"), encoding="utf-8")
    _write(tmp_path / "el", "rules-x.json", {"format": "cc-desktop-ruletext", "version": 1, "language": "el",
                                             "rules": {"O21": {"title": "Κίνηση", "text": "Οι μονάδες κινούνται."}}})
    _write(tmp_path / "el", "terrain.json", {"format": "cc-desktop-terraintext", "version": 1, "language": "el",
                                             "terrain": {"woods": {"name": "Δάσος", "text": "Δέντρα.", "rule": "T99"}}})
    assert texts.rule_text("O21", "el").title == "Κίνηση"
    assert texts.rule_text("O21.1", "el").title == "Κίνηση"  # the Greek parent before the English child
    assert texts.rule_text("O20", "el") == texts.rule_text("O20", "en")
    assert texts.terrain_text("terrain", "woods", "el").name == "Δάσος"
    assert texts.terrain_text("terrain", "brush", "el").name == "Brush"
    # a translation whose file is broken does not break the English text
    (tmp_path / "ru").mkdir()
    (tmp_path / "ru" / "rules-x.json").write_text("{", encoding="utf-8")
    assert texts.rule_text("O21", "ru") == texts.rule_text("O21", "en")


def test_english_terrain_texts_must_be_complete(fresh):
    data = json.loads((texts.texts_dir() / "en" / "terrain.json").read_text(encoding="utf-8"))
    del data["hexsides"]["cliff"]
    data["markers"]["smoke"]["rule"] = "smoke"
    with pytest.raises(ContentError) as err:
        texts.parse_terrain_texts(data, "terrain.json")
    assert err.value.lines == ["terrain.json: markers.smoke.rule: 'smoke' is not a rule number",
                               "terrain.json: hexsides.cliff: is missing"]
    # a translation may leave ids to English
    data["markers"]["smoke"]["rule"] = "T94"
    found = texts.parse_terrain_texts(dict(data, language="el"), "terrain.json", "el", complete=False)
    assert "cliff" not in found["hexsides"] and found["markers"]["smoke"].rule == "T94"


def test_check_content_passes_on_the_shipped_content():
    report = check_content()
    assert report.problems == []
    assert report.checked["deck"] == 5 and report.checked["nation"] == 5 and report.checked["map"] == 3
    assert report.checked["scenario"] >= 5


def test_check_content_reports_a_missing_rule_text(tmp_path, monkeypatch, fresh):
    real = texts.texts_dir()
    monkeypatch.setattr(texts, "texts_dir", lambda: tmp_path)
    (tmp_path / "en").mkdir()
    for f in (real / "en").glob("*.json"):
        data = json.loads(f.read_text(encoding="utf-8"))
        if f.name == "rules-actions-events.json":
            del data["rules"]["E50"]
        (tmp_path / "en" / f.name).write_text(json.dumps(data), encoding="utf-8")
    report = check_content()
    assert report.problems == [f"{tmp_path / 'en'}: rules.E50: is missing (the card text of commissar cites it)"]


def test_deck_table_lines():
    table = deck_table(load_deck("germany")).splitlines()
    assert table[0] == "German Fate deck (germany): 72 cards" or table[0].endswith("(germany): 72 cards")
    dice = next(line for line in table if line.strip().startswith("Dice"))
    assert dice.split()[1:] == ["2:2", "3:4", "4:6", "5:8", "6:10", "7:12", "8:10", "9:8", "10:6", "11:4", "12:2"]
    columns = next(line for line in table if line.strip().startswith("Columns")).split()[1:]
    assert len(columns) == 15 and {int(c.split(":")[1]) for c in columns} <= {4, 5}
    triggers = next(line for line in table if line.strip().startswith("Triggers"))
    assert triggers.endswith("(total 22)")


def test_check_content_command(capsys, monkeypatch, tmp_path, fresh):
    assert main(["check-content"]) == 0
    out = capsys.readouterr().out
    assert "Soviet Fate deck (russia): 72 cards" in out and out.rstrip().splitlines()[-1].startswith("content ok:")
    real = texts.texts_dir()
    monkeypatch.setattr(texts, "texts_dir", lambda: tmp_path)
    (tmp_path / "en").mkdir()
    for f in (real / "en").glob("*.json"):
        (tmp_path / "en" / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "en" / "terrain.json").write_text("{", encoding="utf-8")
    assert main(["check-content", "--quiet"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith(f"{tmp_path / 'en' / 'terrain.json'}: ") and "not valid JSON" in err[0]
    assert err[-1].startswith("1 problem(s); checked ")
