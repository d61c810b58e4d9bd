"""A broken nation file is reported as ``file: path.to.field: reason`` (docs/content-format.md)."""

import json

import pytest

from cc_desktop.content import ContentError, load_nation, parse_nation


def _msgs(data):
    nation, problems = parse_nation(data, "x.json")
    assert nation is None
    return [p.render("x.json") for p in problems]


def _unit(data, uid):
    return next(u for u in data["units"] if u["id"] == uid)


def test_shipped_copy_is_valid(redland):
    nation, problems = parse_nation(redland, "x.json")
    assert problems == [] and nation.id == "redland"


def test_missing_field(redland):
    del redland["discard"]
    assert _msgs(redland) == ["x.json: discard: is missing"]


def test_wrong_enum(redland):
    redland["units"][7]["kind"] = "platoon"
    assert _msgs(redland) == ["x.json: units[7].kind: the text 'platoon' is not one of 'squad', 'team', 'leader'"]


def test_radio_fp_outside_8_to_13(redland):
    redland["radios"][0]["fp"] = 14
    assert _msgs(redland) == ["x.json: radios[0].fp: must be at most 13, not 14"]


def test_weapon_move_modifier_must_not_be_positive(redland):
    redland["weapons"][0]["move"] = 1
    assert _msgs(redland) == ["x.json: weapons[0].move: must be at most 0, not 1"]


@pytest.mark.rule("3.1.5")
def test_command_only_on_leaders(redland):
    del redland["units"][0]["front"]["command"]
    _unit(redland, "red_rifle_squad")["front"]["command"] = 1
    assert _msgs(redland) == [
        "x.json: units[0].front.command: is missing (a Leader has a Command value, 3.1.5)",
        "x.json: units[8].front.command: only Leaders have Command (3.1.5); this is a squad",
    ]


@pytest.mark.rule("3.2.1")
def test_broken_side_never_stronger(redland):
    _unit(redland, "red_rifle_squad")["back"]["fp"] = 6
    assert _msgs(redland) == [
        "x.json: units[8].back.fp: is 6, more than the unbroken side's 5; a broken side is never stronger (3.2.1)"]


@pytest.mark.rule("E52", "A36")
def test_deploy_needs_a_team_of_the_same_quality(redland):
    _unit(redland, "red_rifle_squad")["deploys_to"] = "red_assault_team"
    _unit(redland, "red_militia_squad")["deploys_to"] = "red_captain"
    del _unit(redland, "red_assault_squad")["deploys_to"]
    assert _msgs(redland) == [
        "x.json: units[7].deploys_to: is missing (the Team type a Squad becomes on Deploy and Light Wounds, E52, A36)",
        "x.json: units[8].deploys_to: 'red_assault_team' is an elite Team but this Squad is line; "
        "a Squad becomes Teams of the same quality (E52, A36)",
        "x.json: units[9].deploys_to: 'red_captain' is not a Team type of this nation "
        "(Teams: red_assault_team, red_militia_team, red_rifle_team)",
    ]


@pytest.mark.rule("4.3.1", "E58.1")
def test_quality_and_special_leaders(redland):
    del _unit(redland, "red_rifle_team")["quality"]
    _unit(redland, "red_captain")["special"] = "hero"
    assert _msgs(redland) == [
        "x.json: units[11].quality: is missing (every team is Elite, Line or Green, 4.3.1)",
        "x.json: units[5].special: a nation has one Hero (E58, E56); units[0].special is one already",
    ]


def test_duplicate_ids(redland):
    redland["units"][1]["id"] = "red_captain"
    redland["weapons"][1]["id"] = "red_lmg"
    msgs = _msgs(redland)
    assert "x.json: units[1].id: unit type id 'red_captain' is already used at units[0].id" in msgs
    assert "x.json: weapons[1].id: weapon id 'red_lmg' is already used at weapons[0].id" in msgs


@pytest.mark.rule("11.5", "11.6", "11.4", "O20.2.2")
def test_weapon_rules(redland):
    w = {x["id"]: x for x in redland["weapons"]}
    w["red_light_mortar"]["ordnance"] = False
    w["red_light_mortar"]["min_range"] = 13
    w["red_flamethrower"]["zero_cover"] = False
    w["red_demo_charge"]["single_use"] = False
    w["red_mmg"]["fix"] = [1, 9]
    w["red_hmg"]["elim"] = [10, 9]
    assert _msgs(redland) == [
        "x.json: weapons[1].elim: overlaps the Fix range at 9; a number fixes or eliminates, not both (11.4)",
        "x.json: weapons[2].elim: runs from 10 down to 9; write the lower number first",
        "x.json: weapons[3].ordnance: a mortar is Ordnance (white band, 11.5); set it to true",
        "x.json: weapons[3].min_range: is 13, more than the Range 12 (O20.2.2)",
        "x.json: weapons[4].zero_cover: a flamethrower sets the target's Cover to 0 (11.6); set it to true",
        "x.json: weapons[5].single_use: a demolition charge is used once (11.6); set it to true",
    ]


@pytest.mark.rule("11.2", "E59")
def test_support_table_problems(redland):
    redland["support"][1]["rolls"] = [5, 7]  # overlaps the 7-8 column, so nothing changes for 2-12
    redland["support"][4]["rolls"] = [11, 11]  # 12 is left without a column
    entries = redland["support"][0]["entries"]
    entries[0]["unit"] = "red_tank"
    entries[1]["weapon"] = "red_lmg"
    entries[2]["strength"] = 8
    entries[2]["fortification"] = "moat"
    assert _msgs(redland) == [
        "x.json: support[0].entries[0].unit: unknown unit type 'red_tank'",
        "x.json: support[0].entries[1].weapon: a Weapon comes with the unit that must carry it (11.2); add a unit",
        "x.json: support[0].entries[2].fortification: unknown fortification 'moat' "
        "(one of bunker, foxholes, mines, pillbox, trenches, wire)",
        "x.json: support[0].entries[2].strength: only Mines have a strength (F103.2)",
        "x.json: support[2].rolls: roll 7 already selects support[1]",
        "x.json: support: no column for the roll(s) 12; the columns must cover 2-12 (E59, E68)",
    ]


def test_unknown_deck(redland):
    redland["deck"] = "greenland"
    (msg,) = _msgs(redland)
    assert msg.startswith("x.json: deck: unknown deck 'greenland' (no file greenland.json in ")


def test_load_by_path_reports_every_problem(redland, tmp_path):
    del redland["initiative"]
    redland["orders"]["line"] = 7
    path = tmp_path / "redland.json"
    path.write_text(json.dumps(redland), encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_nation(path)
    assert str(exc.value).splitlines() == [
        f"{path}: initiative: is missing",
        f"{path}: orders.line: must be at most 6, not 7",
    ]
    assert exc.value.source == str(path) and len(exc.value.problems) == 2


def test_file_name_must_be_the_id(redland, tmp_path):
    path = tmp_path / "other.json"
    path.write_text(json.dumps(redland), encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_nation(path)
    assert str(exc.value) == f"{path}: id: is 'redland' but the file is named other.json; the id must be the file name"


def test_missing_and_broken_files(tmp_path):
    with pytest.raises(ContentError) as exc:
        load_nation("no-such-nation")
    assert str(exc.value).endswith("nations/no-such-nation.json: (top level): file not found")
    bad = tmp_path / "bad.json"
    bad.write_text("{\n  \"id\": ,\n}", encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_nation(bad)
    assert str(exc.value) == f"{bad}: (top level): not valid JSON: Expecting value at line 2 column 9"
