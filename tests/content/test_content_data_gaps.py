"""The content data the rules leave to us, checked to the exact message: No Quarter permissions
(A38), availability years (4.3.2), Order capability by quality and OB size (4.3.1, 5.1), the
Track Display lengths (4.1, 4.2, 6.1), the Mines default (F103.2), wrong types in every kind of
file, the scenario briefing, and ``cc-desktop check-content [FILE ...]`` with random.json."""

import json
from collections import Counter

import pytest

from cc_desktop.board.terrain import load_chart
from cc_desktop.cli import main
from cc_desktop.content import check as check_mod
from cc_desktop.content import generator, loader
from cc_desktop.content import load_deck, load_markers, load_nation, parse_deck, parse_markers, parse_nation, parse_scenario
from cc_desktop.content.check import ContentReport, check_content, check_nation, check_random_settings
from cc_desktop.content.generator import generate
from cc_desktop.content.loader import default_mine_strength
from cc_desktop.resources import RESOURCES


def _problems(parse, data, **kw):
    built, problems = parse(data, "x.json", **kw)
    assert built is None
    return [p.render("x.json") for p in problems]


def _scenario(data):
    scenario, problems = parse_scenario(data, "x.json")
    assert problems == [], problems
    return scenario


# ----------------------------------------------------------------------------------------------
# A38 No Quarter
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A38")
def test_no_quarter_follows_a38_for_the_real_nations():
    ger, us, rus = (load_nation(n) for n in ("germany", "america", "russia"))
    assert (ger.no_quarter_against, us.no_quarter_against, rus.no_quarter_against) == (("russia",), (), ("any",))
    assert ger.may_play_no_quarter("russia") and not ger.may_play_no_quarter("america")
    assert rus.may_play_no_quarter("germany") and rus.may_play_no_quarter("america")
    assert not us.may_play_no_quarter("germany") and not us.may_play_no_quarter("russia")
    deck = load_deck("america")
    assert not any(c.action == "no_quarter" for c in deck)
    assert (deck.card(8).order, deck.card(8).action) == ("move", "ambush")
    assert check_mod.A38_NO_QUARTER == {"germany": ("russia",), "russia": ("any",)}
    assert all(check_nation(n) == [] for n in (ger, us, rus))


@pytest.mark.rule("A38")
def test_no_quarter_names_known_nations_or_any(copy_of):
    data = copy_of("nations/redland.json")
    data["capabilities"]["no_quarter_against"] = ["atlantis"]
    assert _problems(parse_nation, data) == [
        "x.json: capabilities.no_quarter_against[0]: unknown nation 'atlantis' "
        "(nations: america, blueland, germany, redland, russia; or \"any\") (A38)"]
    data["capabilities"]["no_quarter_against"] = ["any", "redland", "blueland", "blueland"]
    assert _problems(parse_nation, data) == [
        "x.json: capabilities.no_quarter_against[0]: \"any\" covers every opponent; give it alone (A38)",
        "x.json: capabilities.no_quarter_against[1]: is the nation itself; No Quarter names opponents (A38)",
        "x.json: capabilities.no_quarter_against[3]: nation 'blueland' is already used at "
        "capabilities.no_quarter_against[2]",
    ]


@pytest.mark.rule("A38")
def test_check_content_holds_a_real_nation_to_a38(copy_of):
    data = copy_of("nations/america.json")
    data["capabilities"] = {"no_quarter_against": ["germany"]}
    us, problems = parse_nation(data, "america.json")
    assert problems == []
    assert check_nation(us) == [
        "america.json: capabilities.no_quarter_against: is germany but A38 allows america No Quarter against nobody"]
    data = copy_of("nations/russia.json")
    data["capabilities"]["no_quarter_against"] = ["germany"]
    rus, _ = parse_nation(data, "russia.json")
    assert check_nation(rus) == [
        "russia.json: capabilities.no_quarter_against: is germany but A38 allows russia No Quarter against any"]


# ----------------------------------------------------------------------------------------------
# 4.3.2 availability years
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("4.3.2")
def test_units_weapons_and_radios_carry_years():
    ger, us, rus = (load_nation(n) for n in ("germany", "america", "russia"))
    assert ger.units["ger_reserve_squad"].years == (1943, 1945) and ger.units["ger_rifle_squad"].years == (1939, 1945)
    assert us.weapons["us_bazooka"].years == (1943, 1945) and not us.weapons["us_bazooka"].available(1942)
    assert rus.radios["rus_battery_rocket"].years == (1941, 1945) and rus.radios["rus_battery_rocket"].available(1941)
    assert not rus.units["rus_guards_squad"].available(1941) and rus.units["rus_guards_squad"].available(1942)
    for nation in (ger, us, rus):
        for item in (*nation.units.values(), *nation.weapons.values(), *nation.radios.values()):
            assert item.years is not None, item.id
    # the fictional test nations give none: available every year
    assert load_nation("redland").units["red_rifle_squad"].years is None
    assert load_nation("redland").units["red_rifle_squad"].available(1930)


@pytest.mark.rule("4.3.2")
def test_scenario_refuses_an_ob_item_not_available_in_its_year(copy_of):
    data = copy_of("scenarios/chapel-crossroads-1944.json")
    data["year"] = 1942
    data["sides"]["axis"]["units"].append({"unit": "ger_reserve_squad"})
    data["sides"]["allies"]["reinforcements"][0]["units"].append({"unit": "us_replacement_team"})
    assert _problems(parse_scenario, data) == [
        "x.json: sides.axis.units[7].unit: unit type 'ger_reserve_squad' is available 1943-1945, "
        "not in the scenario's year 1942 (4.3.2)",
        "x.json: sides.allies.units[4].weapon: weapon 'us_bazooka' is available 1943-1945, "
        "not in the scenario's year 1942 (4.3.2)",
        "x.json: sides.allies.reinforcements[0].units[2].unit: unit type 'us_replacement_team' is available "
        "1944-1945, not in the scenario's year 1942 (4.3.2)",
    ]
    data = copy_of("scenarios/shattered-mill-1943.json")
    data["year"] = 1940
    data["sides"]["allies"]["radio"] = "rus_battery_rocket"
    assert _problems(parse_scenario, data) == [
        "x.json: sides.allies.units[3].unit: unit type 'rus_guards_squad' is available 1942-1945, "
        "not in the scenario's year 1940 (4.3.2)",
        "x.json: sides.allies.radio: radio 'rus_battery_rocket' is available 1941-1945, "
        "not in the scenario's year 1940 (4.3.2)",
    ]


@pytest.mark.rule("4.3.2")
def test_support_entry_years_lie_within_its_items_years(copy_of):
    data = copy_of("nations/germany.json")
    reserve = next(u for u in data["units"] if u["id"] == "ger_reserve_squad")
    reserve["years"] = [1944, 1945]
    flame = next(w for w in data["weapons"] if w["id"] == "ger_flamethrower")
    flame["years"] = [1945, 1940]
    assert _problems(parse_nation, data) == [
        "x.json: weapons[5].years: runs from 1945 back to 1940",
        "x.json: support[4].entries[2].years: are 1943-1945 but unit 'ger_reserve_squad' is available only "
        "1944-1945 (4.3.2)",
    ]


@pytest.mark.rule("4.3.2")
def test_generator_picks_only_what_the_year_has():
    nations = {n: load_nation(n) for n in ("germany", "america", "russia")}
    for seed in range(1, 61):
        doc = generate(seed)
        year = doc["year"]
        for side in doc["sides"].values():
            nation = nations[side["nation"]]
            entries = side["units"] + [u for r in side.get("reinforcements", []) for u in r.get("units", [])]
            for e in entries:
                assert nation.units[e["unit"]].available(year), (seed, e)
                if "weapon" in e:
                    assert nation.weapons[e["weapon"]].available(year), (seed, e)
            if "radio" in side:
                assert nation.radios[side["radio"]].available(year), (seed, side["radio"])
    # Russia in 1941 has no Guards: an Elite Russian base force cannot be built that year
    assert generator._units(nations["russia"], "squad", 1941, "elite") == []
    assert generator._units(nations["germany"], "squad", 1942, "green") == []
    assert generator._units(nations["germany"], "squad", 1943, "green") == ["ger_reserve_squad"]


# ----------------------------------------------------------------------------------------------
# 4.3.1, 5.1 Order capability by quality and OB size
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("4.3.1", "5.1")
def test_order_table_by_quality_and_ob_size():
    ger = load_nation("germany")
    assert dict(ger.ob_size) == {"medium": 5, "large": 10}
    assert [ger.ob_size_of(n) for n in (0, 4, 5, 9, 10, 30)] == ["small", "small", "medium", "medium", "large", "large"]
    assert {q: dict(v) for q, v in ger.orders.items()} == {
        "elite": {"small": 4, "medium": 5, "large": 6},
        "line": {"small": 3, "medium": 4, "large": 5},
        "green": {"small": 2, "medium": 3, "large": 4},
    }
    assert dict(load_nation("russia").orders["green"]) == {"small": 1, "medium": 2, "large": 3}
    assert dict(load_nation("america").orders["line"]) == {"small": 2, "medium": 3, "large": 4}
    # a nation giving one number per quality has it for every size
    red = load_nation("redland")
    assert red.ob_size is None and dict(red.orders["line"]) == {"small": 4, "medium": 4, "large": 4}
    assert red.order_capability("line", 1) == red.order_capability("line", 40) == 4


@pytest.mark.rule("4.3.1", "5.1")
def test_scenario_orders_come_from_quality_and_ob_size(copy_of):
    data = copy_of("scenarios/farmland-patrols-1945.json")
    # shipped: 5 German Squads and Teams, medium, Line -> 4 (unchanged play)
    assert _scenario(data).side("axis").orders == 4 and _scenario(data).side("allies").orders == 3
    axis = data["sides"]["axis"]
    axis["units"] = [u for u in axis["units"] if u["unit"] != "ger_reserve_squad"]  # 4: small
    assert _scenario(data).side("axis").orders == 3
    axis["reinforcements"] = [{"time": 3, "units": [{"unit": "ger_rifle_squad", "count": 6}]}]  # 10: large
    assert _scenario(data).side("axis").orders == 5
    axis["orders"] = 2  # a scenario may still state its Orders
    assert _scenario(data).side("axis").orders == 2
    for sid in ("birch-ridge-1942", "chapel-crossroads-1944", "shattered-mill-1943"):
        s = _scenario(copy_of(f"scenarios/{sid}.json"))
        assert [s.side(n).orders for n in ("axis", "allies")] == [4, 3], sid


@pytest.mark.rule("5.1")
def test_order_table_errors(copy_of):
    data = copy_of("nations/germany.json")
    data["orders"]["line"] = {"small": 5, "medium": 4, "large": 5}
    data["ob_size"] = {"medium": 8, "large": 8}
    assert _problems(parse_nation, data) == [
        "x.json: orders.line: is small 5, medium 4, large 5; a bigger OB never has fewer Orders (5.1)",
        "x.json: ob_size.large: is 8, not above the medium threshold 8",
    ]
    del data["ob_size"]
    data["orders"]["line"] = {"small": 3, "medium": 4, "large": 5}
    assert _problems(parse_nation, data) == [
        "x.json: ob_size: is missing (orders are given by OB size, so give the medium and large thresholds)"]
    data["orders"]["line"] = {"small": 3, "medium": 4}
    assert _problems(parse_nation, data)[0].startswith("x.json: orders.line: ")


# ----------------------------------------------------------------------------------------------
# Track lengths (4.1, 4.2, 6.1), Mines (F103.2), briefing
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("4.1", "4.2", "6.1")
def test_track_lengths_are_data(markers):
    tracks = load_markers().tracks
    assert (tracks.victory, tracks.casualty, tracks.time) == (20, 20, 30)
    del markers["tracks"]
    assert _problems(parse_markers, markers) == ["x.json: tracks: is missing"]
    import cc_desktop.ui.track as track  # the Victory track span is read from markers.json

    assert track.VP_SPAN == tracks.victory


@pytest.mark.rule("4.2", "6.1")
def test_scenario_fits_the_tracks(copy_of, monkeypatch, tmp_path):
    data = copy_of("scenarios/birch-ridge-1942.json")
    data["sides"]["axis"]["surrender"] = 21
    assert _problems(parse_scenario, data) == [
        "x.json: sides.axis.surrender: is 21 but the Casualty Track has 20 spaces (4.2, markers.json tracks.casualty)"]
    short = copy_of("markers.json")
    short["tracks"]["time"] = 8
    (tmp_path / "markers.json").write_text(json.dumps(short), encoding="utf-8")
    pool = load_markers(tmp_path / "markers.json")
    monkeypatch.setattr(loader, "load_markers", lambda: pool)
    data["sides"]["axis"]["surrender"] = 7
    assert _problems(parse_scenario, data) == [
        "x.json: time.length: is 10 but the Time Track has 8 spaces (6.1, markers.json tracks.time)"]


@pytest.mark.rule("F103.2")
def test_mine_strength_defaults_to_the_terrain_chart(copy_of, monkeypatch):
    chart = load_chart()
    assert default_mine_strength() == chart.fortifications["mines"]["mine_attack_fp"] == 6
    data = copy_of("scenarios/birch-ridge-1942.json")
    assert "mine_strength" not in data and _scenario(data).mine_strength == 6
    monkeypatch.setattr(loader, "default_mine_strength", lambda chart=None: 7)
    assert _scenario(data).mine_strength == 7
    data["mine_strength"] = 8
    assert _scenario(data).mine_strength == 8


def test_scenario_needs_a_briefing(copy_of):
    data = copy_of("scenarios/birch-ridge-1942.json")
    del data["description"]
    del data["special_rules"]  # optional
    assert _problems(parse_scenario, data) == ["x.json: description: is missing"]
    data["description"] = ""
    assert _problems(parse_scenario, data) == ["x.json: description: must have at least 1 characters"]


# ----------------------------------------------------------------------------------------------
# Wrong types
# ----------------------------------------------------------------------------------------------
def test_wrong_type_in_a_nation(copy_of):
    data = copy_of("nations/germany.json")
    data["discard"] = "three"
    data["units"][7]["front"]["fp"] = 4.5
    data["units"][0]["years"] = "1939"
    assert _problems(parse_nation, data) == [
        "x.json: discard: must be integer, not the text 'three'",
        "x.json: units[0].years: must be array, not the text '1939'",
        "x.json: units[7].front.fp: must be integer, not 4.5",
    ]


def test_wrong_type_in_a_deck(red_deck):
    red_deck["cards"][0]["dice"] = "66"
    red_deck["cards"][3]["number"] = "4"
    assert _problems(parse_deck, red_deck) == [
        "x.json: cards[0].dice: must be array, not the text '66'",
        "x.json: cards[3].number: must be integer, not the text '4'",
    ]


def test_wrong_type_in_a_scenario(copy_of):
    data = copy_of("scenarios/birch-ridge-1942.json")
    data["sides"]["axis"]["surrender"] = "six"
    data["sides"]["allies"]["hidden_setup"] = "yes"
    data["year"] = 1942.0 + 0.5
    assert _problems(parse_scenario, data) == [
        "x.json: year: must be integer, not 1942.5",
        "x.json: sides.axis.surrender: must be integer, not the text 'six'",
        "x.json: sides.allies.hidden_setup: must be boolean, not the text 'yes'",
    ]


# ----------------------------------------------------------------------------------------------
# check-content: random.json and scenario files
# ----------------------------------------------------------------------------------------------
def test_check_content_loads_random_settings():
    report = check_content()
    assert report.problems == [] and report.checked["random settings"] == 1


def test_random_settings_cross_checks(tmp_path, copy_of):
    settings = copy_of("random.json")
    settings["pairings"] = [
        {"axis": "germany", "allies": "atlantis", "years": [1943, 1945]},
        {"axis": "russia", "allies": "russia", "years": [1941, 1942]},
        {"axis": "germany", "allies": "america", "years": [1940, 1941]},
    ]
    path = tmp_path / "random.json"
    path.write_text(json.dumps(settings), encoding="utf-8")
    report = ContentReport()
    check_random_settings(report, path)
    assert report.problems == [
        f"{path}: pairings[0].allies: unknown nation 'atlantis' (nations: america, blueland, germany, redland, russia)",
        f"{path}: pairings[1].allies: is 'russia' like the axis; a battle has two nations",
        f"{path}: pairings[2].years: america has no leader type available in 1940 (4.3.2)",
        f"{path}: pairings[2].years: america has no squad type available in 1940 (4.3.2)",
        f"{path}: pairings[2].years: america has no leader type available in 1941 (4.3.2)",
        f"{path}: pairings[2].years: america has no squad type available in 1941 (4.3.2)",
    ]
    settings["version"] = "1"
    path.write_text(json.dumps(settings), encoding="utf-8")
    report = ContentReport()
    check_random_settings(report, path)
    assert report.problems == [f"{path}: version: must be 1"]


def test_check_content_command_checks_given_scenario_files(tmp_path, capsys, copy_of):
    good = tmp_path / "random-7.json"
    good.write_text(json.dumps(generate(7)), encoding="utf-8")
    bad_doc = copy_of("scenarios/birch-ridge-1942.json")
    bad_doc["id"] = "bad"
    bad_doc["sides"]["axis"]["units"].append({"unit": "ger_reserve_squad"})
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(bad_doc), encoding="utf-8")
    assert main(["check-content", str(good)]) == 0
    out = capsys.readouterr().out
    assert out.strip() == "content ok: 1 scenario"  # no deck tables for a file check
    assert main(["check-content", str(good), str(bad)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [
        f"{bad}: sides.axis.units[7].unit: unit type 'ger_reserve_squad' is available 1943-1945, "
        "not in the scenario's year 1942 (4.3.2)",
        "1 problem(s); checked 1 scenario",
    ]
    report = check_content([str(RESOURCES / "scenarios" / "farmland-patrols-1945.json")])
    assert report.ok and report.checked == Counter({"scenario": 1})
