"""Objective chits (7.3.2) and the marker pool (T94, T79, F100)."""

import pytest

from cc_desktop.content import parse_chits, parse_markers


def _chit_msgs(data):
    chits, problems = parse_chits(data, "c.json")
    assert chits is None
    return [p.render("c.json") for p in problems]


def _marker_msgs(data):
    pool, problems = parse_markers(data, "m.json")
    assert pool is None
    return [p.render("m.json") for p in problems]


@pytest.mark.rule("7.3.2")
def test_22_chits(chits):
    chits["chits"].pop()
    assert _chit_msgs(chits) == ["c.json: chits: must have at least 22 items, not 21"]


@pytest.mark.rule("7.3.2")
def test_chit_letters_and_fields(chits):
    chits["chits"][1]["id"] = "A"
    del chits["chits"][2]["objective"]
    chits["chits"][15]["objective"] = 2  # P is an "all" chit
    del chits["chits"][19]["can_be_secret"]
    chits["chits"][20]["kind"] = "double_vp"
    assert _chit_msgs(chits) == [
        "c.json: chits[19].can_be_secret: is missing",
        "c.json: chits[20].kind: the text 'double_vp' is not one of 'single', 'all', 'auto_win_all_five', "
        "'double_exit', 'double_elim'",
    ]
    chits["chits"][19]["can_be_secret"] = True
    chits["chits"][20]["kind"] = "double_exit"
    assert _chit_msgs(chits) == [
        "c.json: chits[1].id: chit 'A' is already used at chits[0].id",
        "c.json: chits: missing chit(s) B; there are 22 chits A-V (7.3.2)",
        "c.json: chits[2].objective: is missing (a 'single' chit has one)",
        "c.json: chits[15].objective: an 'all' chit has no objective",
    ]


@pytest.mark.rule("T94", "F100")
def test_marker_pool(markers):
    markers["smoke"].append({"value": 11, "count": 1})
    assert _marker_msgs(markers) == ["m.json: smoke[10].value: must be at most 10, not 11"]
    markers["smoke"][-1]["value"] = 3
    markers["fortifications"]["sandbags"] = 4
    del markers["fortifications"]["bunker"]
    assert _marker_msgs(markers) == [
        "m.json: smoke[10].value: Smoke value 3 is already used at smoke[2].value",
        "m.json: fortifications.sandbags: unknown fortification (one of bunker, foxholes, mines, pillbox, trenches, wire)",
        "m.json: fortifications.bunker: is missing (give the number of markers, 0 if none)",
    ]


def test_valid_pool(markers):
    pool, problems = parse_markers(markers, "m.json")
    assert problems == [] and pool.smoke[3] == 5 and pool.smoke_values().count(3) == 5
